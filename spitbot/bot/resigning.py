"""Resigning: "Resign?" asked privately (from the board's button or ``/spit resign``),
and the answer. The question and its answer are the match's messages: its keeper
sends them."""

from __future__ import annotations

import discord

from ..runtime import MatchActor, MatchParked, MatchRegistry
from . import ids
from .games import Drawn
from .keepers import Keepers
from .ports import Words
from .pressed import Interaction, Pressed
from .presses import held, refusal, seat_of
from .replies import Refusal


class Resigning:
    def __init__(self, registry: MatchRegistry, keepers: Keepers, words: Words) -> None:
        self.registry = registry
        self.keepers = keepers
        self.words = words

    async def on_asked(self, interaction: Interaction, match_id: str) -> None:
        """A board's Resign button."""
        pressed = Pressed(interaction, self.words.private(interaction))
        actor = held(self.registry, match_id)
        seat_of(actor, pressed)
        pressed.shown_here()  # it only asks, privately: the reasons follow
        if actor.parked:
            raise Refusal(reason=MatchParked())
        if actor.finished:
            raise Refusal("refusal-match-already-over")
        await self._ask(pressed, actor)

    async def command(self, interaction: Interaction) -> None:
        """``/spit resign``: the presser's live match, wherever it is."""
        actor = self.registry.of_player(interaction.user.id)
        if actor is None:
            raise Refusal("refusal-not-in-match")
        await self._ask(Pressed(interaction, self.words.private(interaction)), actor)

    async def _ask(self, pressed: Pressed, actor: MatchActor) -> None:
        tr, match_id = pressed.tr, actor.info.match_id
        yes = ids.Button(ids.resign_confirm_id(match_id, True), tr("resign-yes"),
                         discord.ButtonStyle.danger)  # fmt: skip
        no = ids.Button(ids.resign_confirm_id(match_id, False), tr("resign-no"))
        other = next(p.name for p in actor.info.players if p.user_id != pressed.user_id)
        asked = Drawn(content=tr("resign-ask", other=other), view=ids.buttons([[yes, no]]))
        await self.keepers.keeper(actor.info).ask(pressed, asked)

    async def on_confirmed(self, interaction: Interaction, match_id: str, yes: bool) -> None:
        """The answer to "Resign?"."""
        pressed = Pressed(interaction, self.words.private(interaction))
        tr = pressed.tr
        if not pressed.shown_here():  # answered already: only the presser is told
            actor = self.registry.by_id(match_id)
            over = actor is None or actor.finished
            raise Refusal("refusal-match-already-over" if over else "refusal-old-board")
        if not yes:
            kept = Drawn(content=tr("resign-kept"), view=None)
            actor = self.registry.by_id(match_id)
            if actor is None:  # over and let go meanwhile: the question answers itself
                await pressed.update(kept)
            else:
                await self.keepers.keeper(actor.info).answer(pressed, kept)
            return
        actor = held(self.registry, match_id)
        keeper = self.keepers.keeper(actor.info)
        result = await actor.resign(pressed.user_id)
        if not result.applied:
            raise refusal(actor, result.reason)
        await keeper.answer(pressed, Drawn(content=tr("resign-done"), view=None))
