"""The runtime's publisher port on Discord: it makes each match's keeper (:mod:`.keeper`,
the only writer of that match's messages) and hands each keeper the facts it is told.
It writes nothing itself.

- A committed board (:meth:`show`), a match stopped by an error or abandoned, whether a
  board is there to press before anyone is forfeited for idling (:meth:`board_shown`):
  to the match's keeper.
- A message deleted (:meth:`deleted`, from the gateway's MESSAGE_DELETE): to the keeper
  that owns it, else to the runtime (a challenge's message).
- A place gone for good (:meth:`gone`: a channel or thread deleted, a server the bot
  left, heard from the gateway or found by a write answered 10003): nothing more is
  written there: its keepers are let go, its live matches end and its open challenges
  close, nobody told.
- A challenge that expired: to the owner of challenge messages (:mod:`.challenges`).
"""

from __future__ import annotations

import contextlib
import logging
from typing import Protocol

from ..engine import Reason
from ..runtime import Board, Challenge, MatchInfo, MatchRegistry
from .artist import MatchArtist
from .keeper import Keeper, Ratings
from .plugins import ui_of
from .ports import Words
from .reasons import BoardNotPosted
from .transport import CHANNEL_DELETED, Client, DiscordTransport, Followup, Interaction

log = logging.getLogger(__name__)


class ChallengeNotices(Protocol):
    async def expired(self, challenge: Challenge) -> None:
        """Say on a challenge's message that it expired."""


class Keepers:
    def __init__(
        self, client: Client, speech: Words, ratings: Ratings, *, table: bool = False
    ) -> None:
        self.client = client
        self.table = table  # the live table is served: boards have a button to open it
        self.speech = speech
        self.ratings = ratings
        self.keepers: dict[str, Keeper] = {}
        self._registry: MatchRegistry | None = None
        self._challenges: ChallengeNotices | None = None
        # Places gone for good, and what their matches' records say: nothing is written there.
        self._gone_channels: dict[int, str] = {}  # deleted channels and threads
        self._gone_servers: dict[int, str] = {}  # servers the bot was removed from

    def serve(self, registry: MatchRegistry, challenges: ChallengeNotices) -> None:
        """The runtime whose matches these keepers draw (it publishes here), and the
        owner of challenge messages."""
        self._registry, self._challenges = registry, challenges

    @property
    def registry(self) -> MatchRegistry:
        assert self._registry is not None, "Keepers.serve() first"
        return self._registry

    def keeper(self, match: MatchInfo) -> Keeper:
        """The keeper of ``match``'s messages (made when first needed)."""
        keeper = self.keepers.get(match.match_id)
        if keeper is None:
            if self._gone(match.channel_id, match.guild_id):
                raise LookupError(f"match {match.match_id} was played where the bot is gone")
            actor = self.registry.by_id(match.match_id)
            if actor is None:
                raise LookupError(f"match {match.match_id} is not held by this process")
            speech = self.speech
            keeper = Keeper(
                match,
                transport=DiscordTransport(self.client, match),
                artist=MatchArtist(
                    ui_of(match.game_name),
                    match,
                    lambda: speech.public(match.guild_id),
                    table=self.table,
                ),
                link=actor,
                clock=self.registry.clock,
                ratings=self.ratings,
            )
            board = actor.tags.get("board")
            if board:  # a restored match: its board is the message it had before
                keeper.adopt(board, actor.tags.get("board_round", actor.state.round))
            old = actor.tags.get("old_board")
            if old:  # and an earlier round's board, not closed yet
                keeper.adopt_old(old, actor.tags.get("old_board_round", 0))
            self.keepers[match.match_id] = keeper
        return keeper

    def find(self, match_id: str) -> Keeper | None:
        return self.keepers.get(match_id)

    # --- what presses, commands and the gateway tell ---------------------------------

    def started(self, match: MatchInfo, interaction: Interaction) -> None:
        """``interaction`` started ``match``: its keeper tells the players through it."""
        with contextlib.suppress(LookupError):  # over already (a place gone meanwhile)
            self.keeper(match).started_by(Followup(interaction))

    def deleted(self, message_id: int) -> None:
        """A message was deleted in a channel: the keeper that owns it knows what to do."""
        for keeper in list(self.keepers.values()):
            if keeper.deleted(message_id):
                return
        self.registry.challenge_deleted(message_id)  # challenges have no keeper

    def gone(self, why: str, *, channel_id: int | None = None, guild_id: int | None = None) -> None:
        """A channel (or thread) was deleted, or the bot was removed from a server: nothing
        more is written there, its live matches end abandoned (``why``) and its open
        challenges close."""
        if channel_id is not None:
            self._gone_channels[channel_id] = why
        if guild_id is not None:
            self._gone_servers[guild_id] = why
        for match_id, keeper in list(self.keepers.items()):
            if self._gone(keeper.match.channel_id, keeper.match.guild_id):
                self.forget(match_id)
        self.registry.gone(why, channel_id=channel_id, guild_id=guild_id)

    def returned(self, guild_id: int) -> None:
        """The bot is in ``guild_id`` again (invited back)."""
        self._gone_servers.pop(guild_id, None)

    def _gone(self, channel_id: int, guild_id: int | None) -> str | None:
        """Why nothing is written in ``channel_id`` any more, if it is gone."""
        gone = self._gone_channels.get(channel_id)
        return gone if gone is not None or guild_id is None else self._gone_servers.get(guild_id)

    def forget(self, match_id: str) -> None:
        """The match is gone for good: so is its keeper (and its rematch votes)."""
        keeper = self.keepers.pop(match_id, None)
        if keeper is not None:
            keeper.forget()

    # --- the publisher port -----------------------------------------------------------

    def show(self, board: Board) -> None:
        gone = self._gone(board.match.channel_id, board.match.guild_id)
        if gone is not None:  # a match started there after it went (a press replayed late)
            actor = self.registry.by_id(board.match.match_id)
            if actor is not None:
                actor.abandon(gone)
            return
        try:
            keeper = self.keeper(board.match)
        except LookupError:  # forgotten meanwhile: nothing to draw
            return
        keeper.committed(board)

    async def settle(self, match_id: str) -> None:
        keeper = self.keepers.get(match_id)
        if keeper is not None:
            await keeper.settle()

    async def board_shown(self, match: MatchInfo) -> bool:
        keeper = self.keepers.get(match.match_id)
        return True if keeper is None else await keeper.confirm()

    async def challenge_expired(self, challenge: Challenge) -> None:
        if challenge.message_id is None or self._gone(challenge.channel_id, challenge.guild_id):
            return
        assert self._challenges is not None, "Keepers.serve() first"
        await self._challenges.expired(challenge)

    async def match_parked(self, match: MatchInfo) -> None:
        """The match was stopped: its keeper takes the buttons off and tells the players."""
        keeper = self._telling(match)
        if keeper is not None:
            await keeper.parked()

    async def match_abandoned(self, match: MatchInfo, reason: Reason) -> None:
        if reason == BoardNotPosted("channel-gone"):  # deleted unheard: found by a write
            self.gone(CHANNEL_DELETED, channel_id=match.channel_id)
            return  # nobody to tell there
        keeper = self._telling(match)
        if keeper is not None:
            await keeper.abandoned(reason)

    def _telling(self, match: MatchInfo) -> Keeper | None:
        """The keeper that tells ``match``'s players, unless its place is gone (or the
        match is no longer held here: a stopped match is held a while after it ends)."""
        try:
            return self.keeper(match)
        except LookupError:
            log.info("match %s: nobody told of its end (its place is gone)", match.match_id)
            return None


__all__ = ["ChallengeNotices", "Keepers"]
