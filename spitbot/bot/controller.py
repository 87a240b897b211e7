"""From interactions to the runtime and back: every button ends here.

Each handler acknowledges its interaction exactly once, with one REST call:

- a press that changed the board: UPDATE_MESSAGE (type 7) redrawing it, or
  DEFERRED_UPDATE_MESSAGE (type 6) when another press settled in the same
  window already drew that very board;
- a refused press: a private message with the true reason (the board was
  already redrawn by the press that changed it);
- a press on an old round's board: that board closed (type 7); so is a second board
  of the live round, left by a restart after a long downtime.

A press is judged by the message it was pressed on: the message's own buttons
say which round it shows, so a stale or crafted id on the live board is
refused privately and changes nothing. Answers come only after the runtime
has committed what they show. Errors go to the central handler in
:mod:`.replies`. No game rule lives here; each game's part is in its package.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord

from ..engine import AnyGame, StaleRound
from ..runtime import (
    Board,
    Difficulty,
    MatchActor,
    MatchParked,
    MatchRegistry,
    NotInMatch,
    Player,
    Press,
)
from . import ids
from .games import Drawn, GameUI
from .i18n import Catalog, CommandName
from .permissions import check_permissions
from .replies import Refusal, handle_error, tell
from .shared_render import relative_time, rematch_row, replaced
from .uis import ui_of

if TYPE_CHECKING:
    from .app import SpitBot

log = logging.getLogger(__name__)
Interaction = discord.Interaction[Any]


def player_of(user: discord.abc.User) -> Player:
    return Player(user.id, user.display_name)


async def respond(interaction: Interaction, drawn: Drawn) -> None:
    """Redraw the message the interaction came from (type 7)."""
    await interaction.response.edit_message(
        content=drawn.content, embed=drawn.embed, view=drawn.view
    )


def _warned(drawn: Drawn, said: str) -> Drawn:
    """A private panel with why a press on it was refused written on top."""
    return drawn._replace(content=f"⚠️ {said}\n{drawn.content or ''}")


class Controller:
    def __init__(self, bot: SpitBot) -> None:
        self.bot = bot
        self.rematch_votes: dict[str, set[int]] = {}
        self.rematched: set[str] = set()  # finished matches whose rematch has started

    def forget(self, match_id: str) -> None:
        """A finished match is gone for good: so are its rematch votes."""
        self.rematch_votes.pop(match_id, None)
        self.rematched.discard(match_id)

    @property
    def registry(self) -> MatchRegistry:
        return self.bot.registry

    def private(self, interaction: Interaction) -> Catalog:
        return self.bot.servers.private(interaction)

    def public(self, guild_id: int | None) -> Catalog:
        return self.bot.servers.public(guild_id)

    async def guarded(self, interaction: Interaction, work: Callable[[], Awaitable[None]]) -> None:
        try:
            await work()
        except Exception as error:
            servers = self.bot.servers
            await handle_error(
                interaction, error, servers.private(interaction), servers.commands(interaction)
            )

    def _match(self, match_id: str) -> MatchActor:
        actor = self.registry.by_id(match_id)
        if actor is None:
            raise Refusal("refusal-match-gone")
        return actor

    def _seat(self, actor: MatchActor, interaction: Interaction) -> int:
        seat = actor.info.seat_of(interaction.user.id)
        if seat is None:  # D7
            raise Refusal(reason=NotInMatch(*actor.info.names()))
        return seat

    # --- presses on boards and panels ----------------------------------------------

    async def on_action(
        self, interaction: Interaction, match_id: str, round_no: int, payload: str
    ) -> None:
        async def work() -> None:
            actor = self._match(match_id)
            seat = self._seat(actor, interaction)
            ui = ui_of(actor.info.game_name)
            message = interaction.message
            if message is not None and message.flags.ephemeral:
                if not ui.has_panels:  # no private message of this game has its buttons
                    raise Refusal("refusal-old-board")
                await self._panel_press(interaction, actor, ui, seat, round_no, payload)
                return
            shown = ids.shown_round(message, match_id)
            info = actor.info
            if shown is not None and shown < actor.state.round:
                # An old round's board: close it (the live board is below).
                await self._close_board(interaction, actor, ui, shown)
                return
            replaced_by_another = (
                message is not None
                and shown is not None
                and self.bot.publisher.replaced(info.match_id, message.id, shown)
            )
            if replaced_by_another:  # the live board is another message of this round
                await respond(interaction, replaced(info, self.public(info.guild_id)))
                return
            if shown is None:  # a closed or final board never had this button
                if actor.parked:
                    raise Refusal(reason=MatchParked())
                raise Refusal(
                    "refusal-match-already-over" if actor.finished else "refusal-old-board"
                )
            if round_no > shown:  # no board ever showed this id: a crafted one
                raise Refusal("refusal-unknown-button")
            if round_no != shown:  # a stale or crafted id on the live board: nothing changes
                raise Refusal(
                    reason=StaleRound(round_no, shown), names=info.names(), game=info.game_name
                )
            action = ui.action(payload, seat, actor.board())
            result = await actor.press(self._press(interaction, actor, action, round_no))
            if not result.applied:
                assert result.reason is not None
                tr = self.private(interaction)
                await tell(
                    interaction,
                    Refusal(reason=result.reason, names=info.names(), game=info.game_name).text(tr),
                )
                return
            await self._redraw(interaction, actor, ui, result.board, round_no)

        await self.guarded(interaction, work)

    def _press(
        self, interaction: Interaction, actor: MatchActor, action: Any, round_no: int
    ) -> Press:
        return Press(
            interaction.user.id,
            action,
            interaction.id,  # D3: Discord's receive time orders presses in the window
            arrival=actor.clock.now(),
            round=round_no,
        )

    async def _redraw(
        self, interaction: Interaction, actor: MatchActor, ui: GameUI, board: Board, round_no: int
    ) -> None:
        """Answer an applied press with the board it produced, once per board version."""
        message = interaction.message
        assert message is not None
        info = actor.info
        publisher = self.bot.publisher
        if board.state.round != round_no:  # this press ended the round: close its board
            await self._close_board(interaction, actor, ui, round_no)
            return
        if not ui.presses_redraw_board:  # the publisher draws this game's public board
            await interaction.response.defer()
            return
        if not publisher.draws(info.match_id, message.id, board):
            await interaction.response.defer()  # the same board is already drawn (type 6)
            return
        try:
            await respond(interaction, ui.board(board, self.public(info.guild_id)))
        except discord.HTTPException:
            actor.republish()  # the board must still be shown: the publisher will
            raise

    async def _close_board(
        self, interaction: Interaction, actor: MatchActor, ui: GameUI, round_no: int
    ) -> None:
        info = actor.info
        message = interaction.message
        assert message is not None
        self.bot.publisher.closing(info.match_id, message.id)
        await respond(interaction, ui.closed(info, round_no, self.public(info.guild_id)))

    async def _panel_press(
        self,
        interaction: Interaction,
        actor: MatchActor,
        ui: GameUI,
        seat: int,
        round_no: int,
        payload: str,
    ) -> None:
        """A press on a player's private panel: always answered by redrawing that
        panel with the current table (type 7), the refusal written on it if any."""
        tr = self.private(interaction)
        if actor.parked:  # stopped by an error: nothing can be played in it any more
            info = actor.info
            said = Refusal(reason=MatchParked(), names=info.names(), game=info.game_name).text(tr)
            drawn = ui.panel(actor.board(), seat, tr)._replace(view=None)
            await respond(interaction, _warned(drawn, said))
            return
        if round_no > actor.state.round:  # no hand ever showed this id: a crafted one
            drawn = ui.panel(actor.board(), seat, tr)
            await respond(interaction, _warned(drawn, tr("refusal-unknown-button")))
            self.bot.publisher.panel_shown(actor.info.match_id, seat, interaction)
            return
        action = ui.action(payload, seat, actor.board())
        if action is None:  # a redraw
            await respond(interaction, ui.panel(actor.board(), seat, tr))
            self.bot.publisher.panel_shown(actor.info.match_id, seat, interaction)
            return
        result = await actor.press(self._press(interaction, actor, action, round_no))
        drawn = ui.panel(result.board, seat, tr)
        if not result.applied:
            assert result.reason is not None
            said = Refusal(
                reason=result.reason, names=actor.info.names(), game=actor.info.game_name
            ).text(tr)
            drawn = _warned(drawn, said)
        await respond(interaction, drawn)
        # Only now can the bot redraw the hand through this press (its token is answered).
        self.bot.publisher.panel_shown(actor.info.match_id, seat, interaction)

    async def on_panel(self, interaction: Interaction, match_id: str) -> None:
        """Open (or reopen) the presser's private panel: a fresh one, with a fresh
        interaction token (an old panel can only be edited for 15 minutes)."""

        async def work() -> None:
            actor = self._match(match_id)
            seat = actor.info.seat_of(interaction.user.id)
            if seat is None:
                raise Refusal("refusal-no-hand")
            if actor.parked:
                raise Refusal(reason=MatchParked())
            message, info = interaction.message, actor.info
            if (
                message is not None
                and not message.flags.ephemeral
                and self.bot.publisher.replaced(match_id, message.id)
            ):  # a second public board, left by a restart: close it; the live one is below
                await respond(interaction, replaced(info, self.public(info.guild_id)))
                return
            ui = ui_of(info.game_name)
            drawn = ui.panel(actor.board(), seat, self.private(interaction))
            await interaction.response.send_message(
                content=drawn.content,
                embed=drawn.embed or discord.utils.MISSING,
                view=drawn.view or discord.utils.MISSING,
                ephemeral=True,
            )
            self.bot.publisher.panel_shown(match_id, seat, interaction)

        await self.guarded(interaction, work)

    # --- resigning ------------------------------------------------------------------

    async def on_resign_asked(self, interaction: Interaction, match_id: str) -> None:
        async def work() -> None:
            actor = self._match(match_id)
            self._seat(actor, interaction)
            if actor.parked:
                raise Refusal(reason=MatchParked())
            if actor.finished:
                raise Refusal("refusal-match-already-over")
            await self.ask_resign(interaction, actor)

        await self.guarded(interaction, work)

    async def ask_resign(self, interaction: Interaction, actor: MatchActor) -> None:
        tr = self.private(interaction)
        m = actor.info.match_id
        view = ids.buttons(
            [
                [
                    ids.Button(
                        ids.resign_confirm_id(m, True), tr("resign-yes"), discord.ButtonStyle.danger
                    ),
                    ids.Button(ids.resign_confirm_id(m, False), tr("resign-no")),
                ]
            ]
        )
        other = next(p.name for p in actor.info.players if p.user_id != interaction.user.id)
        await interaction.response.send_message(
            tr("resign-ask", other=other), view=view, ephemeral=True
        )

    async def on_resign_confirmed(self, interaction: Interaction, match_id: str, yes: bool) -> None:
        async def work() -> None:
            tr = self.private(interaction)
            if not yes:
                await interaction.response.edit_message(content=tr("resign-kept"), view=None)
                return
            actor = self._match(match_id)
            result = await actor.resign(interaction.user.id)
            if not result.applied:
                assert result.reason is not None
                info = actor.info
                raise Refusal(reason=result.reason, names=info.names(), game=info.game_name)
            await interaction.response.edit_message(content=tr("resign-done"), view=None)

        await self.guarded(interaction, work)

    async def resign_command(self, interaction: Interaction) -> None:
        actor = self.registry.of_player(interaction.user.id)
        if actor is None:
            raise Refusal("refusal-not-in-match")
        await self.ask_resign(interaction, actor)

    # --- challenges -----------------------------------------------------------------

    async def challenge(
        self,
        interaction: Interaction,
        opponent: discord.abc.User,
        game: AnyGame,
        variant: Any,
        window_ms: int | None = None,
    ) -> None:
        if interaction.guild is None or interaction.channel_id is None:
            raise Refusal("refusal-dm", spit=CommandName())
        if opponent.id == interaction.user.id:
            raise Refusal("refusal-challenge-yourself", practice=CommandName(("practice",)))
        if opponent.bot:
            raise Refusal(
                "refusal-challenge-bot",
                name=opponent.display_name,
                practice=CommandName(("practice",)),
            )
        check_permissions(interaction)
        challenge = await self.registry.challenge(
            channel_id=interaction.channel_id,
            guild_id=interaction.guild.id,
            challenger=player_of(interaction.user),
            invitee=player_of(opponent),
            variant=variant,
            game=game,
            window_ms=window_ms,
        )
        tr = self.public(interaction.guild.id)
        view = ids.buttons(
            [
                [
                    ids.Button(
                        ids.challenge_id(challenge.challenge_id, True),
                        tr("challenge-accept"),
                        discord.ButtonStyle.success,
                    ),
                    ids.Button(
                        ids.challenge_id(challenge.challenge_id, False), tr("challenge-decline")
                    ),
                ]
            ]
        )
        text = tr(
            "challenge-text",
            invitee=str(opponent.id),
            challenger=challenge.challenger.name,
            game=game.name,
            variant=ui_of(game.name).describe(variant, tr),
            expires=relative_time(challenge.expires_ms),
        )
        response = await interaction.response.send_message(
            text, view=view, allowed_mentions=discord.AllowedMentions(users=True)
        )
        shown = response.resource
        if isinstance(shown, discord.InteractionMessage):
            self.registry.challenge_shown(challenge.challenge_id, shown.id)

    async def on_challenge_answer(
        self, interaction: Interaction, challenge_id: str, accept: bool
    ) -> None:
        async def work() -> None:
            pending = self.registry.pending_challenge(challenge_id)
            if pending is None:  # expired or answered
                tr = self.private(interaction)
                message = interaction.message
                if message is not None and message.components:  # it still offers the buttons
                    await interaction.response.edit_message(
                        content=tr("reason-no-such-challenge"), view=None
                    )
                else:  # it already says how the challenge ended: leave that, tell the presser
                    await tell(interaction, tr("reason-no-such-challenge"))
                return
            user = interaction.user.id
            if user != pending.invitee.user_id and not (
                user == pending.challenger.user_id and not accept
            ):
                raise Refusal("refusal-only-invitee", invitee=pending.invitee.name)
            if accept:  # refuse before the challenge is used up, so it can be accepted later
                check_permissions(interaction)
            tr = self.public(pending.guild_id)
            if not accept:
                how = "withdrawn" if user == pending.challenger.user_id else "declined"
                await self.registry.take_challenge(challenge_id, how)
                name = interaction.user.display_name
                await interaction.response.edit_message(
                    content=tr(f"challenge-{how}", name=name), view=None
                )
                return
            challenge = pending
            actor = await self.registry.accept_challenge(challenge_id, player_of(interaction.user))
            self.bot.publisher.started(actor.info.match_id, interaction)
            ui = ui_of(challenge.game_name)
            text = tr("challenge-accepted", invitee=challenge.invitee.name,
                      challenger=challenge.challenger.name)  # fmt: skip
            await interaction.response.edit_message(
                content=f"{text} {ui.ready_hint(tr)}", view=None
            )

        await self.guarded(interaction, work)

    # --- practice and rematch -------------------------------------------------------

    def bot_player(self, difficulty: Difficulty, tr: Catalog) -> Player:
        me = self.bot.user
        user_id = me.id if me else 0
        return Player(user_id, tr("bot-name", level=difficulty.value), difficulty)

    async def practice(
        self,
        interaction: Interaction,
        game: AnyGame,
        difficulty: Difficulty,
        variant: Any,
        window_ms: int | None = None,
    ) -> None:
        if interaction.guild is None or interaction.channel_id is None:
            raise Refusal("refusal-dm", spit=CommandName())
        check_permissions(interaction)
        tr = self.public(interaction.guild.id)
        actor = await self.registry.start(
            channel_id=interaction.channel_id,
            guild_id=interaction.guild.id,
            players=(player_of(interaction.user), self.bot_player(difficulty, tr)),
            variant=variant,
            game=game,
            rated=False,
            window_ms=window_ms,
        )
        self.bot.publisher.started(actor.info.match_id, interaction)
        mine = self.private(interaction)
        ui = ui_of(game.name)
        await interaction.response.send_message(
            f"{mine('practice-started', level=difficulty.value)} {ui.ready_hint(mine)}",
            ephemeral=True,
        )

    async def on_rematch(self, interaction: Interaction, match_id: str) -> None:
        async def work() -> None:
            actor = self.registry.by_id(match_id)
            if actor is None:
                # A finished match is forgotten after a while, and on a restart (with its
                # rematch votes): the board stops offering a rematch it cannot start.
                tr = self.public(interaction.guild_id)
                words = self.bot.servers.commands(interaction)
                ended = tr("rematch-ended", challenge=words.command("challenge"))
                await interaction.response.edit_message(content=ended, view=None)
                return
            self._seat(actor, interaction)
            if actor.parked:  # its board never offered a rematch
                raise Refusal(reason=MatchParked())
            if not actor.finished:
                raise Refusal("refusal-match-still-going")
            if match_id in self.rematched:  # a second tap: the rematch's board is below
                raise Refusal("refusal-old-board")
            info = actor.info
            humans = {p.user_id for p in info.players if p.bot is None}
            votes = self.rematch_votes.setdefault(match_id, set())
            votes.add(interaction.user.id)
            tr = self.public(info.guild_id)
            if votes < humans:
                # The vote is shown on the button itself: one call, seen by both.
                row = rematch_row(match_id, tr, len(votes), len(humans))
                await interaction.response.edit_message(view=ids.buttons([row]))
                return
            check_permissions(interaction)
            self.rematched.add(match_id)
            try:  # seats swap, so the other player sits first this time
                started = await self.registry.start(
                    channel_id=info.channel_id,
                    guild_id=info.guild_id,
                    players=(info.players[1], info.players[0]),
                    variant=info.variant,
                    game=info.game,
                    rated=info.rated,
                    window_ms=info.window_ms,
                )
            except BaseException:  # not started (the channel is busy...): the votes stand
                self.rematched.discard(match_id)
                raise
            self.rematch_votes.pop(match_id, None)
            self.bot.publisher.started(started.info.match_id, interaction)
            await interaction.response.edit_message(view=None)

        await self.guarded(interaction, work)

    async def on_foreign_component(self, interaction: Interaction) -> None:
        """A button we did not make (or a forged id): refuse privately, change nothing."""
        await tell(interaction, self.private(interaction)("refusal-unknown-button"))
