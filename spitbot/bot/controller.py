"""From interactions to the runtime and back: every button and command ends here.

Each handler acknowledges its interaction exactly once: a board press is
answered with UPDATE_MESSAGE (type 7) carrying the settled board, plus a
private follow-up when the press was refused. Errors go to the central
handler in :mod:`.replies`. No game rule lives here.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord

from ..engine import Action, Choose, Phase, Play, Slap, SlapRule, Spit, Variant
from ..runtime import Difficulty, MatchActor, MatchRegistry, Player, Press
from . import render
from .replies import Refusal, handle_error, tell

if TYPE_CHECKING:
    from .app import SpitBot

log = logging.getLogger(__name__)
Interaction = discord.Interaction[Any]


def player_of(user: discord.abc.User) -> Player:
    return Player(user.id, user.display_name)


class Controller:
    def __init__(self, bot: SpitBot) -> None:
        self.bot = bot
        self.rematch_votes: dict[str, set[int]] = {}
        self.windows: dict[str, int | None] = {}  # a pending challenge's server window

    def forget(self, match_id: str) -> None:
        """A finished match is gone for good: so are its rematch votes."""
        self.rematch_votes.pop(match_id, None)

    @property
    def registry(self) -> MatchRegistry:
        return self.bot.registry

    async def guarded(self, interaction: Interaction, work: Callable[[], Any]) -> None:
        try:
            await work()
        except Exception as error:
            await handle_error(interaction, error)

    # --- board presses -------------------------------------------------------------

    def _match(self, match_id: str) -> MatchActor:
        actor = self.registry.by_id(match_id)
        if actor is None:
            raise Refusal("This match is over or no longer exists.")
        return actor

    def _seat(self, actor: MatchActor, user_id: int) -> int:
        seat = actor.info.seat_of(user_id)
        if seat is None:  # D7
            a, b = (p.name for p in actor.info.players)
            raise Refusal(f"This is a game between {a} and {b}: only they can press its buttons.")
        return seat

    async def on_play(
        self,
        interaction: Interaction,
        match_id: str,
        round_no: int,
        seat: int,
        stock: int,
        pile: int,
    ) -> None:
        async def work() -> None:
            actor = self._match(match_id)
            mine = self._seat(actor, interaction.user.id)
            if mine != seat:
                other = actor.info.players[seat].name
                rows = "1–2" if mine == 0 else "3–4"
                raise Refusal(f"Those are {other}'s cards: yours are in rows {rows}.")
            await self._press(interaction, actor, round_no, Play(seat, stock, pile))

        await self.guarded(interaction, work)

    async def on_spit(self, interaction: Interaction, match_id: str, round_no: int) -> None:
        async def work() -> None:
            actor = self._match(match_id)
            seat = self._seat(actor, interaction.user.id)
            await self._press(interaction, actor, round_no, Spit(seat))

        await self.guarded(interaction, work)

    async def on_slap(
        self, interaction: Interaction, match_id: str, round_no: int, pile: int
    ) -> None:
        async def work() -> None:
            actor = self._match(match_id)
            seat = self._seat(actor, interaction.user.id)
            choose = actor.info.variant.slap is SlapRule.CHOOSE
            action: Action = Choose(seat, pile) if choose else Slap(seat, pile)
            await self._press(interaction, actor, round_no, action)

        await self.guarded(interaction, work)

    async def _press(
        self, interaction: Interaction, actor: MatchActor, round_no: int, action: Action
    ) -> None:
        press = Press(
            interaction.user.id,
            action,
            interaction.id,  # D3: Discord's receive time orders presses in the window
            arrival=actor.clock.now(),
            round=round_no,
        )
        result = await actor.press(press)
        message = interaction.message
        state = actor.state
        if state.round != round_no and state.phase is not Phase.OVER:
            # This board's round is over: close it; the publisher posts the new one.
            await interaction.response.edit_message(
                embed=render.closed_embed(actor.info, round_no), view=None
            )
        else:
            board = actor.board()
            if message is not None:
                self.bot.publisher.shown(actor.info.match_id, message.id, round_no, board.version)
            await interaction.response.edit_message(
                embed=render.board_embed(board), view=render.board_view(board)
            )
        if not result.applied:
            await interaction.followup.send(result.reason, ephemeral=True)

    # --- resigning ------------------------------------------------------------------

    async def on_resign_asked(self, interaction: Interaction, match_id: str) -> None:
        async def work() -> None:
            actor = self._match(match_id)
            self._seat(actor, interaction.user.id)
            if actor.finished:
                raise Refusal("This match is already over.")
            await self.ask_resign(interaction, actor)

        await self.guarded(interaction, work)

    async def ask_resign(self, interaction: Interaction, actor: MatchActor) -> None:
        view = render.resign_view(actor.info.match_id)
        other = next(p.name for p in actor.info.players if p.user_id != interaction.user.id)
        await interaction.response.send_message(
            f"Resign and give {other} the match?", view=view, ephemeral=True
        )

    async def on_resign_confirmed(self, interaction: Interaction, match_id: str, yes: bool) -> None:
        async def work() -> None:
            if not yes:
                await interaction.response.edit_message(content="Game on! 🃏", view=None)
                return
            actor = self._match(match_id)
            result = actor.resign(interaction.user.id)
            if not result.applied:
                raise Refusal(result.reason)
            await interaction.response.edit_message(content="You resigned. GG!", view=None)

        await self.guarded(interaction, work)

    # --- challenges -----------------------------------------------------------------

    async def challenge(
        self,
        interaction: Interaction,
        opponent: discord.abc.User,
        variant: Variant,
        window_ms: int | None = None,
    ) -> None:
        if interaction.guild is None or interaction.channel_id is None:
            raise Refusal("Spit is played in a server channel: challenge someone there.")
        if opponent.id == interaction.user.id:
            raise Refusal("You can't challenge yourself. Try `/spit practice` against the bot!")
        if opponent.bot:
            raise Refusal(
                f"{opponent.display_name} is a bot. Use `/spit practice` to play SpitBot."
            )
        challenge = self.registry.challenge(
            channel_id=interaction.channel_id,
            guild_id=interaction.guild.id,
            challenger=player_of(interaction.user),
            invitee=player_of(opponent),
            variant=variant,
        )
        self.windows[challenge.challenge_id] = window_ms
        self.bot.publisher.challenge_messages[challenge.challenge_id] = interaction
        await interaction.response.send_message(
            render.challenge_text(challenge),
            view=render.challenge_view(challenge),
            allowed_mentions=discord.AllowedMentions(users=True),
        )

    async def on_challenge_answer(
        self, interaction: Interaction, challenge_id: str, accept: bool
    ) -> None:
        async def work() -> None:
            pending = self.registry.pending_challenge(challenge_id)
            if pending is None:
                raise Refusal("This challenge has expired or was already answered.")
            user = interaction.user.id
            if user != pending.invitee.user_id and not (
                user == pending.challenger.user_id and not accept
            ):
                raise Refusal(f"Only {pending.invitee.name} can answer this challenge.")
            if accept:  # refuse before the challenge is used up, so it can be accepted later
                self.registry.check_free(pending.channel_id, [pending.challenger, pending.invitee])
            challenge = self.registry.take_challenge(challenge_id)
            self.bot.publisher.challenge_messages.pop(challenge_id, None)
            if not accept:
                who = "withdrew" if user == challenge.challenger.user_id else "declined"
                name = interaction.user.display_name
                await interaction.response.edit_message(
                    content=f"❌ {name} {who} the challenge.", view=None
                )
                return
            self.registry.start(
                channel_id=challenge.channel_id,
                guild_id=challenge.guild_id,
                players=(challenge.challenger, player_of(interaction.user)),
                variant=challenge.variant,
                window_ms=self.windows.pop(challenge_id, None),
            )
            await interaction.response.edit_message(
                content=f"✅ {challenge.invitee.name} accepted! {challenge.challenger.name} vs "
                f"{challenge.invitee.name}: the board is below. Press **Spit!** when ready.",
                view=None,
            )

        await self.guarded(interaction, work)

    # --- practice and rematch -------------------------------------------------------

    def bot_player(self, difficulty: Difficulty) -> Player:
        me = self.bot.user
        user_id = me.id if me else 0
        return Player(user_id, f"SpitBot ({difficulty.value})", difficulty)

    async def practice(
        self,
        interaction: Interaction,
        difficulty: Difficulty,
        variant: Variant,
        window_ms: int | None = None,
    ) -> None:
        if interaction.guild is None or interaction.channel_id is None:
            raise Refusal("Spit is played in a server channel: start practice there.")
        self.registry.start(
            channel_id=interaction.channel_id,
            guild_id=interaction.guild.id,
            players=(player_of(interaction.user), self.bot_player(difficulty)),
            variant=variant,
            rated=False,
            window_ms=window_ms,
        )
        await interaction.response.send_message(
            f"🤖 Practice against SpitBot ({difficulty.value}): the board is below. "
            "Press **Spit!** when ready.",
            ephemeral=True,
        )

    async def on_rematch(self, interaction: Interaction, match_id: str) -> None:
        async def work() -> None:
            actor = self._match(match_id)
            self._seat(actor, interaction.user.id)
            if not actor.finished:
                raise Refusal("This match is still going.")
            info = actor.info
            humans = {p.user_id for p in info.players if p.bot is None}
            votes = self.rematch_votes.setdefault(match_id, set())
            votes.add(interaction.user.id)
            if votes < humans:
                waiting = ", ".join(p.name for p in info.players if p.user_id not in votes)
                await interaction.response.edit_message(
                    view=render.rematch_view(match_id, f"Rematch ({len(votes)}/{len(humans)})")
                )
                await interaction.followup.send(f"Waiting for {waiting} to accept.", ephemeral=True)
                return
            del self.rematch_votes[match_id]
            # Seats swap, so the other player sits first this time.
            self.registry.start(
                channel_id=info.channel_id,
                guild_id=info.guild_id,
                players=(info.players[1], info.players[0]),
                variant=info.variant,
                rated=info.rated,
                window_ms=info.window_ms,
            )
            await interaction.response.edit_message(view=None)

        await self.guarded(interaction, work)

    async def resign_command(self, interaction: Interaction) -> None:
        actor = self.registry.of_player(interaction.user.id)
        if actor is None:
            raise Refusal("You're not in a live match.")
        await self.ask_resign(interaction, actor)

    async def on_foreign_component(self, interaction: Interaction) -> None:
        """A button we did not make (or a forged id): refuse privately, change nothing."""
        await tell(interaction, "That button isn't one SpitBot knows, so nothing happened.")
