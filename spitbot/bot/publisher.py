"""The runtime's publisher port on Discord: board messages, one per round.

Presses redraw the board through their own interaction response (type 7,
UPDATE_MESSAGE); this publisher draws what no press answers for (bot moves,
countdowns, timeouts) and posts a fresh board message for each new round,
closing the old one, which keeps edits away from Discord's cap on editing
messages older than an hour. It always draws the match's latest state, and
skips a version a press reply has already shown.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from ..runtime import Board, Challenge, MatchActor, MatchInfo
from . import render

if TYPE_CHECKING:
    from .app import SpitBot

log = logging.getLogger(__name__)


@dataclass
class BoardMessage:
    channel_id: int
    round: int
    message_id: int | None
    shown: int  # the latest version drawn on it


class DiscordPublisher:
    def __init__(self, bot: SpitBot) -> None:
        self.bot = bot
        self.boards: dict[str, BoardMessage] = {}
        self.challenge_messages: dict[str, discord.Interaction[SpitBot]] = {}

    def adopt(self, actor: MatchActor) -> None:
        """A restored match: its board is the message it had before the restart."""
        message_id = actor.tags.get("board")
        if message_id:
            self.boards[actor.info.match_id] = BoardMessage(
                actor.info.channel_id, actor.state.round, message_id, -1
            )

    def shown(self, match_id: str, message_id: int, round_no: int, version: int) -> None:
        """A press reply drew ``version`` on ``message_id``."""
        track = self.boards.get(match_id)
        if track is not None and track.message_id == message_id and track.round == round_no:
            track.shown = max(track.shown, version)

    def board_message(self, match_id: str) -> int | None:
        track = self.boards.get(match_id)
        return track.message_id if track else None

    async def publish(self, board: Board) -> None:
        actor = self.bot.registry.by_id(board.match.match_id)
        latest = actor.board(board.note) if actor is not None else board
        match = latest.match
        track = self.boards.get(match.match_id)
        channel = self.bot.get_partial_messageable(match.channel_id)
        if track is not None and track.message_id and track.round == latest.state.round:
            if latest.version <= track.shown:
                return
            try:
                await channel.get_partial_message(track.message_id).edit(
                    embed=render.board_embed(latest), view=render.board_view(latest)
                )
                track.shown = latest.version
                return
            except discord.HTTPException as error:  # gone, or too old to edit: post anew
                log.info("board of match %s not editable (%s); posting anew", match.match_id, error)
        message = await channel.send(
            embed=render.board_embed(latest), view=render.board_view(latest)
        )
        self.boards[match.match_id] = BoardMessage(
            match.channel_id, latest.state.round, message.id, latest.version
        )
        if actor is not None:
            actor.tags["board"] = message.id
        if track is not None and track.message_id and track.round != latest.state.round:
            await self._close(channel, track, match)

    async def _close(
        self, channel: discord.PartialMessageable, track: BoardMessage, match: MatchInfo
    ) -> None:
        try:
            assert track.message_id is not None
            await channel.get_partial_message(track.message_id).edit(
                embed=render.closed_embed(match, track.round), view=None
            )
        except discord.HTTPException as error:
            log.info(
                "could not close the round %s board of %s: %s", track.round, match.match_id, error
            )

    def forget(self, match_id: str) -> None:
        self.boards.pop(match_id, None)

    async def challenge_expired(self, challenge: Challenge) -> None:
        self.bot.controller.windows.pop(challenge.challenge_id, None)
        interaction = self.challenge_messages.pop(challenge.challenge_id, None)
        if interaction is None:
            return
        try:
            await interaction.edit_original_response(
                content=f"⌛ {challenge.challenger.name}'s challenge to "
                f"{challenge.invitee.name} expired.",
                view=None,
            )
        except discord.HTTPException as error:
            log.info("could not mark challenge %s expired: %s", challenge.challenge_id, error)

    async def match_parked(self, match: MatchInfo, reason: str) -> None:
        channel = self.bot.get_partial_messageable(match.channel_id)
        try:
            await channel.send(
                f"⚠️ The match between {match.players[0].name} and {match.players[1].name} "
                "hit an error and was stopped. Sorry! Nothing was recorded against anyone."
            )
        except discord.HTTPException as error:
            log.warning("could not announce parked match %s: %s", match.match_id, error)
