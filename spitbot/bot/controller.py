"""From interactions to the runtime and back: every button ends here.

Each handler acknowledges its interaction exactly once, with one REST call:

- a press that changed the board: UPDATE_MESSAGE (type 7) redrawing it, or
  DEFERRED_UPDATE_MESSAGE (type 6) when another press settled in the same
  window already drew that very board; the answer borrows the right to write
  that message from the match's keeper (:mod:`.keeper`), which says what it draws;
- a refused press: a private message with the true reason (the board was
  already redrawn by the press that changed it);
- a press on an old round's board: that board closed (type 7); so is a second board
  of the live round, left by a restart after a long downtime;
- a press whose board a moderator deleted while it was on its way: a private
  message that it counted, and where the board is (the keeper posts it anew).

A press is judged by the message it was pressed on, for every kind of id: a board's
own buttons say which round it shows, so a stale or crafted id on the live board is
refused privately and changes nothing; a challenge, rematch, resign or hand id on a
message that does not show it is refused privately and edits nothing. Answers come
only after the runtime has committed what they show. Errors go to the central handler
in :mod:`.replies`. No game rule lives here; each game's part is in its package.
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
from . import ids, layout
from .games import GameUI
from .i18n import Catalog, CommandName
from .keeper import Keeper
from .kept import CLOSED, REPLACED, Gone, TooOld
from .permissions import check_permissions
from .replies import Refusal, handle_error, tell
from .shared_render import relative_time
from .transport import PressAnswer, fields, token_of
from .uis import ui_of

if TYPE_CHECKING:
    from .app import SpitBot

log = logging.getLogger(__name__)
Interaction = discord.Interaction[Any]


def player_of(user: discord.abc.User) -> Player:
    return Player(user.id, user.display_name)


def invitee_only(invitee: discord.abc.Snowflake) -> discord.AllowedMentions:
    """A challenge pings its invitee, and nobody else whatever its text says."""
    return discord.AllowedMentions(everyone=False, roles=False, users=[invitee], replied_user=False)


def custom_id(interaction: Interaction) -> str:
    data: dict[str, Any] = dict(interaction.data or {})
    return str(data.get("custom_id", ""))


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

    def _keeper(self, actor: MatchActor) -> Keeper:
        return self.bot.publisher.keeper(actor.info)

    @staticmethod
    def _shown_here(interaction: Interaction, gone: str | None = None) -> bool:
        """Whether the message a press was made on shows its id. One that shows other
        buttons never had it (a forged id): refused privately, nothing edited. One with
        no buttons left (an edit took them off before the presser's client caught up) is
        refused with ``gone``; without ``gone`` the caller finds the true reason, and
        must not edit that message."""
        on = ids.pressed_on(interaction.message, custom_id(interaction))
        if on is False:
            raise Refusal("refusal-unknown-button")
        if on is None and gone is not None:
            raise Refusal(gone)
        return bool(on)

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
            keeper = self._keeper(actor)
            if shown is not None and shown < actor.state.round:
                # An old round's board: close it (the live board is below).
                await self._close(interaction, keeper, CLOSED, shown)
                return
            if message is not None and shown is not None and keeper.is_replaced(message.id, shown):
                await self._close(interaction, keeper, REPLACED)  # the live board is another
                return
            if shown is None:  # a closed or final board never had this button
                if actor.parked:
                    raise Refusal(reason=MatchParked())
                if actor.finished:
                    raise Refusal("refusal-match-already-over")
                if ids.pressed_on(message, custom_id(interaction)) is False:
                    raise Refusal("refusal-unknown-button")  # a live board of other buttons
                raise Refusal("refusal-old-board")
            if round_no > shown:  # no board ever showed this id: a crafted one
                raise Refusal("refusal-unknown-button")
            if round_no != shown:  # a stale or crafted id on the live board: nothing changes
                raise Refusal(
                    reason=StaleRound(round_no, shown), names=info.names(), game=info.game_name
                )
            action = ui.action(payload, seat, actor.board())
            if action is None:  # a panel's Refresh: no board has it
                raise Refusal("refusal-unknown-button")
            keeper.expect(seat, "board")  # this press's answer redraws the board
            result = await actor.press(self._press(interaction, actor, action, round_no))
            if not result.applied:
                assert result.reason is not None
                tr = self.private(interaction)
                await tell(
                    interaction,
                    Refusal(reason=result.reason, names=info.names(), game=info.game_name).text(tr),
                )
                return
            await self._rated(result.board)
            try:  # the board it produced, once per version (or its old round's board closed)
                await keeper.answer_board(PressAnswer(interaction), seat, result.board, shown)
            except Gone:  # a moderator deleted the board while the press was on its way
                await tell(interaction, self.private(interaction)("press-counted-board-gone"))
            except TooOld:  # Discord no longer edits it: a fresh board is posted
                await tell(interaction, self.private(interaction)("press-counted-board-renewed"))

        await self.guarded(interaction, work)

    async def _answer_board(self, interaction: Interaction, keeper: Keeper) -> None:
        """Answer a press on a final board (a rematch vote) with what it shows now; if a
        moderator deleted it meanwhile, the presser is told privately (it counted)."""
        try:
            await keeper.answer_board(PressAnswer(interaction), None)
        except Gone:
            await tell(interaction, self.private(interaction)("press-counted-board-gone"))

    async def _rated(self, board: Board | None) -> None:
        """A press that finished a rated match: its answer draws the result card with
        the rating changes, once they are read back."""
        if board is not None and board.state.outcome is not None:
            await self.bot.publisher.ratings(board)

    def _press(
        self, interaction: Interaction, actor: MatchActor, action: Any, round_no: int
    ) -> Press:
        message = interaction.message  # as Discord last sent it: its time is Discord's
        shown = None if message is None else (message.edited_at or message.created_at)
        return Press(
            interaction.user.id,
            action,
            interaction.id,  # D3: Discord's receive time orders presses in the window
            arrival=actor.clock.now(),
            round=round_no,
            shown_ms=None if shown is None else round(shown.timestamp() * 1000),  # clickers
        )

    async def _close(
        self, interaction: Interaction, keeper: Keeper, look: Any, round_no: int = 0
    ) -> None:
        """Close the board pressed (of round ``round_no``), which is not the live one."""
        try:
            await keeper.close_pressed(PressAnswer(interaction), look, round_no)
        except Gone:
            await tell(interaction, self.private(interaction)("refusal-old-board"))

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
        info = actor.info
        keeper = self._keeper(actor)
        token, answer = token_of(interaction, tr), PressAnswer(interaction)
        if actor.parked:  # stopped by an error: nothing can be played in it any more
            keeper.expect(seat, "hand")  # this press's answer draws the stopped hand
            keeper.stop()
            parked = Refusal(reason=MatchParked(), names=info.names(), game=info.game_name)
            await keeper.answer_hand(answer, seat, token, parked.text(tr))
            return
        message = interaction.message
        if message is not None and (
            ids.shown_round(message, info.match_id) is None and not keeper.holds(message.id)
        ):  # a private message that is no panel of this match (a modified client)
            raise Refusal("refusal-old-board")
        if round_no > actor.state.round:  # no hand ever showed this id: a crafted one
            await keeper.answer_hand(answer, seat, token, tr("refusal-unknown-button"))
            return
        action = ui.action(payload, seat, actor.board())
        if action is None:  # a redraw
            await keeper.answer_hand(answer, seat, token)
            return
        keeper.expect(seat, "hand")  # this press's answer redraws the panel, not the board
        result = await actor.press(self._press(interaction, actor, action, round_no))
        said: str | None = None
        if not result.applied:
            assert result.reason is not None
            said = Refusal(reason=result.reason, names=info.names(), game=info.game_name).text(tr)
        else:
            await self._rated(result.board)
        await keeper.answer_hand(answer, seat, token, said, board=result.board)

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
            self._shown_here(interaction, "refusal-old-board")
            message, keeper = interaction.message, self._keeper(actor)
            if (
                message is not None
                and not message.flags.ephemeral
                and keeper.is_replaced(message.id, None)
            ):  # a second public board, left by a restart: close it; the live one is below
                await self._close(interaction, keeper, REPLACED)
                return
            tr = self.private(interaction)
            token = token_of(interaction, tr)
            drawn, look = keeper.draw_hand(seat, token)
            response = await interaction.response.send_message(
                **fields(drawn, editing=False), ephemeral=True
            )
            keeper.hand_opened(seat, response.message_id, token, look)

        await self.guarded(interaction, work)

    # --- resigning ------------------------------------------------------------------

    async def on_resign_asked(self, interaction: Interaction, match_id: str) -> None:
        async def work() -> None:
            actor = self._match(match_id)
            self._seat(actor, interaction)
            self._shown_here(interaction)  # it only asks, privately: the reasons follow
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
            if not self._shown_here(interaction):  # answered already: only the presser is told
                actor = self.registry.by_id(match_id)
                over = actor is None or actor.finished
                raise Refusal("refusal-match-already-over" if over else "refusal-old-board")
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
            text, view=view, allowed_mentions=invitee_only(opponent)
        )
        shown = response.resource
        if isinstance(shown, discord.InteractionMessage):
            self.registry.challenge_shown(challenge.challenge_id, shown.id)

    async def on_challenge_answer(
        self, interaction: Interaction, challenge_id: str, accept: bool
    ) -> None:
        async def work() -> None:
            # Only the challenge's own message is ever answered: an id pressed elsewhere
            # (forged, on a live board) edits nothing.
            self._shown_here(interaction, "reason-no-such-challenge")
            pending = self.registry.pending_challenge(challenge_id)
            if pending is None:  # expired or answered, its message not yet saying so
                tr = self.private(interaction)
                await interaction.response.edit_message(
                    content=tr("reason-no-such-challenge"), view=None
                )
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
                await self._challenge_says(interaction, tr(f"challenge-{how}", name=name))
                return
            challenge = pending
            actor = await self.registry.accept_challenge(challenge_id, player_of(interaction.user))
            self.bot.publisher.started(actor.info.match_id, interaction)
            ui = ui_of(challenge.game_name)
            text = tr("challenge-accepted", invitee=challenge.invitee.name,
                      challenger=challenge.challenger.name)  # fmt: skip
            await self._challenge_says(interaction, f"{text} {ui.ready_hint(tr, both=True)}")

        await self.guarded(interaction, work)

    @staticmethod
    async def _challenge_says(interaction: Interaction, text: str) -> None:
        """The challenge's message says how it was answered; if a moderator deleted it
        just then (10008), the channel is told in a fresh message instead."""
        try:
            await interaction.response.edit_message(content=text, view=None)
        except discord.NotFound as error:
            if error.code != 10008:
                raise
            await interaction.response.send_message(text)

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
            f"{mine('practice-started', level=difficulty.value)} {ui.ready_hint(mine, both=False)}",
            ephemeral=True,
        )

    async def on_rematch(self, interaction: Interaction, match_id: str) -> None:
        async def work() -> None:
            shown = self._shown_here(interaction)
            actor = self.registry.by_id(match_id)
            if actor is None:
                # A finished match is forgotten after a while, and on a restart (with its
                # rematch votes): the board stops offering a rematch it cannot start.
                if not shown:
                    raise Refusal("rematch-ended", challenge=CommandName(("challenge",)))
                tr = self.public(interaction.guild_id)
                words = self.bot.servers.commands(interaction)
                ended = tr("rematch-ended", challenge=words.command("challenge"))
                drawn = layout.without(interaction.message, ids.rematch_id(match_id), ended)
                await interaction.response.edit_message(**fields(drawn))
                return
            self._seat(actor, interaction)
            if actor.parked:  # its board never offered a rematch
                raise Refusal(reason=MatchParked())
            if not actor.finished:
                raise Refusal("refusal-match-still-going")
            if match_id in self.rematched or not shown:  # the rematch's board is below
                raise Refusal("refusal-old-board")
            info, keeper = actor.info, self._keeper(actor)
            humans = {p.user_id for p in info.players if p.bot is None}
            votes = self.rematch_votes.setdefault(match_id, set())
            votes.add(interaction.user.id)
            if votes < humans:
                # The vote is shown on the button itself: one call, seen by both.
                keeper.vote_rematch(len(votes), len(humans))
                await self._answer_board(interaction, keeper)
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
            keeper.rematch_started()
            await self._answer_board(interaction, keeper)

        await self.guarded(interaction, work)

    async def on_foreign_component(self, interaction: Interaction) -> None:
        """A button we did not make (or a forged id): refuse privately, change nothing."""
        await tell(interaction, self.private(interaction)("refusal-unknown-button"))
