"""Rematch, on a finished match's result card: when every human player asked, the same
players play again in the same variant, seats swapped. The votes are shown on the button
itself, and counted by the match's keeper (they go with it)."""

from __future__ import annotations

from ..runtime import MatchParked, MatchRegistry
from . import ids, layout
from .i18n import CommandName
from .keeper import Keeper, rematch_over
from .keepers import Keepers
from .kept import Gone
from .permissions import check_permissions
from .ports import Words
from .pressed import Interaction, Pressed
from .presses import seat_of
from .replies import Refusal


class Rematches:
    def __init__(self, registry: MatchRegistry, keepers: Keepers, words: Words) -> None:
        self.registry = registry
        self.keepers = keepers
        self.words = words

    async def on_rematch(self, interaction: Interaction, match_id: str) -> None:
        pressed = Pressed(interaction, self.words.private(interaction))
        shown = pressed.shown_here()
        actor = self.registry.by_id(match_id)
        if actor is None:
            # A finished match is forgotten after a while, and on a restart (with its
            # rematch votes): the board stops offering a rematch it cannot start.
            if not shown:
                raise Refusal("rematch-ended", challenge=CommandName(("challenge",)))
            tr = self.words.public(interaction.guild_id)
            words = self.words.commands(interaction)
            ended = tr("rematch-ended", challenge=words.command("challenge"))
            await rematch_over(pressed, layout.without(pressed.message, ids.rematch_id(match_id),
                                                       ended))  # fmt: skip
            return
        seat_of(actor, pressed)
        if actor.parked:  # its board never offered a rematch
            raise Refusal(reason=MatchParked())
        if not actor.finished:
            raise Refusal("refusal-match-still-going")
        info, keeper = actor.info, self.keepers.keeper(actor.info)
        if keeper.rematch_begun or not shown:  # the rematch's board is below
            raise Refusal("refusal-old-board")
        if not keeper.vote_rematch(pressed.user_id):
            await self._answer(pressed, keeper)  # the votes, on the button itself
            return
        try:
            check_permissions(interaction)
            started = await self.registry.start(  # seats swap: the other player sits first
                channel_id=info.channel_id,
                guild_id=info.guild_id,
                players=(info.players[1], info.players[0]),
                variant=info.variant,
                game=info.game,
                rated=info.rated,
                window_ms=info.window_ms,
            )
        except BaseException:  # not started (the channel is busy...): the votes stand
            keeper.rematch_not_started()
            raise
        self.keepers.started(started.info, interaction)
        keeper.rematch_started()
        await self._answer(pressed, keeper)

    @staticmethod
    async def _answer(pressed: Pressed, keeper: Keeper) -> None:
        """Answer a press on a final board with what it shows now; if a moderator
        deleted it meanwhile, the presser is told privately (it counted)."""
        try:
            await keeper.answer_board(pressed, None)
        except Gone:
            await pressed.tell(pressed.tr("press-counted-board-gone"))
