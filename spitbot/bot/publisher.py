"""The runtime's publisher port on Discord: each match's messages have one keeper
(:mod:`.keeper`), and this hands each keeper the facts it is told.

- A committed board (:meth:`show`): the keeper draws what no press answer draws (bot
  moves, countdowns, timeouts, the board after a press on a panel, the other player's
  panel) and posts a fresh board message for each new round, which keeps edits away
  from Discord's cap on editing messages older than an hour. A finished rated match's
  board, its result card, is drawn once its rating changes are read back
  (:meth:`ratings`).
- A message deleted (:meth:`deleted`, from the gateway's MESSAGE_DELETE): the keeper
  that owns it posts the board anew.
- A match stopped by an error, or whose channel refuses its board: the players are
  told, through the interaction that started the match when it is fresh (it needs no
  permission in the channel), else in the channel.
- A place gone for good (:meth:`gone`: a channel or thread deleted, a server the bot
  left, heard from the gateway or found by a write answered 10003): nothing more is
  written there, its live matches end and its open challenges close, nobody told.
- Whether a board is there to press, before anyone is forfeited for idling
  (:meth:`board_shown`): its keeper asks Discord.
- A challenge that expired: its message says so (challenges have no keeper: a
  challenge message is written once by its answer, or once when it expires).
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

import discord

from ..engine import Reason
from ..runtime import Board, Challenge, MatchInfo
from .artist import MatchArtist
from .i18n import say
from .keeper import Keeper
from .plugins import ui_of
from .reasons import BoardNotPosted
from .transport import CHANNEL_DELETED, DiscordTransport

if TYPE_CHECKING:
    from .app import SpitBot

log = logging.getLogger(__name__)
#: How long a result card waits for its rating changes to be read back (a press's answer
#: must reach Discord within 3 s).
RATINGS_WAIT = 1.5
Interaction = discord.Interaction[Any]


class DiscordPublisher:
    def __init__(self, bot: SpitBot) -> None:
        self.bot = bot
        self.keepers: dict[str, Keeper] = {}
        self.starts: dict[str, Interaction] = {}  # the interaction that started each match
        self._reading: dict[str, asyncio.Task[None]] = {}  # rating changes being read
        self._showing: dict[str, asyncio.Task[None]] = {}  # result cards waiting for them
        # Places gone for good, and what their matches' records say: nothing is written there.
        self._gone_channels: dict[int, str] = {}  # deleted channels and threads
        self._gone_servers: dict[int, str] = {}  # servers the bot was removed from

    def keeper(self, match: MatchInfo) -> Keeper:
        """The keeper of ``match``'s messages (made when first needed)."""
        keeper = self.keepers.get(match.match_id)
        if keeper is None:
            if self._gone(match.channel_id, match.guild_id):
                raise LookupError(f"match {match.match_id} was played where the bot is gone")
            actor = self.bot.registry.by_id(match.match_id)
            if actor is None:
                raise LookupError(f"match {match.match_id} is not held by this process")
            keeper = Keeper(
                match,
                transport=DiscordTransport(self.bot, match),
                artist=MatchArtist(
                    ui_of(match.game_name), match, lambda: self.bot.servers.public(match.guild_id)
                ),
                link=actor,
                clock=self.bot.registry.clock,
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

    # --- what presses, commands and the gateway tell it -------------------------------

    def started(self, match_id: str, interaction: Interaction) -> None:
        self.starts[match_id] = interaction

    def deleted(self, message_id: int) -> None:
        """A message was deleted in a channel: the keeper that owns it knows what to do."""
        for keeper in list(self.keepers.values()):
            if keeper.deleted(message_id):
                return
        self.bot.registry.challenge_deleted(message_id)  # challenges have no keeper

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
        self.bot.registry.gone(why, channel_id=channel_id, guild_id=guild_id)

    def returned(self, guild_id: int) -> None:
        """The bot is in ``guild_id`` again (invited back)."""
        self._gone_servers.pop(guild_id, None)

    def _gone(self, channel_id: int, guild_id: int | None) -> str | None:
        """Why nothing is written in ``channel_id`` any more, if it is gone."""
        gone = self._gone_channels.get(channel_id)
        return gone if gone is not None or guild_id is None else self._gone_servers.get(guild_id)

    def forget(self, match_id: str) -> None:
        keeper = self.keepers.pop(match_id, None)
        if keeper is not None:
            keeper.forget()
        self.starts.pop(match_id, None)

    # --- the publisher port -----------------------------------------------------------

    def show(self, board: Board) -> None:
        gone = self._gone(board.match.channel_id, board.match.guild_id)
        if gone is not None:  # a match started there after it went (a press replayed late)
            actor = self.bot.registry.by_id(board.match.match_id)
            if actor is not None:
                actor.abandon(gone)
            return
        try:
            keeper = self.keeper(board.match)
        except LookupError:  # forgotten meanwhile: nothing to draw
            return
        if self._unrated(keeper, board):  # the result card waits for the rating changes
            match_id = board.match.match_id
            task = asyncio.get_running_loop().create_task(self._show_rated(keeper, board))
            self._showing[match_id] = task
            task.add_done_callback(lambda done: self._shown(match_id, done))
            return
        keeper.committed(board)

    def _shown(self, match_id: str, task: asyncio.Task[None]) -> None:
        if self._showing.get(match_id) is task:
            del self._showing[match_id]

    async def _show_rated(self, keeper: Keeper, board: Board) -> None:
        await self.ratings(board)
        keeper.committed(board)

    async def ratings(self, board: Board) -> None:
        """Tell the keeper of ``board``'s finished, rated match the rating changes it
        made (read once, after its result is committed): its result card shows them.
        If they cannot be read in time, the card says where to find them."""
        keeper = self.keepers.get(board.match.match_id)
        if keeper is None or not self._unrated(keeper, board):
            return
        match_id = board.match.match_id
        reading = self._reading.get(match_id)
        if reading is None:
            reading = asyncio.get_running_loop().create_task(self._read_ratings(keeper))
            self._reading[match_id] = reading
            reading.add_done_callback(lambda _: self._reading.pop(match_id, None))
        await asyncio.shield(reading)

    async def _read_ratings(self, keeper: Keeper) -> None:
        match_id = keeper.match.match_id
        try:
            async with asyncio.timeout(RATINGS_WAIT):
                changes = await self.bot.store.match_ratings(match_id)
        except Exception as error:  # the card says where to find them instead
            log.warning("could not read the rating changes of match %s: %s", match_id, error)
            changes = ()
        keeper.rated(tuple(changes))

    @staticmethod
    def _unrated(keeper: Keeper, board: Board) -> bool:
        """Whether ``board`` is a finished rated match's, committed, whose rating changes
        its keeper does not know yet."""
        return (
            board.state.outcome is not None
            and board.match.rated
            and not board.saving_late
            and keeper.ratings is None
        )

    async def settle(self, match_id: str) -> None:
        showing = self._showing.get(match_id)
        if showing is not None:  # a result card waiting for its rating changes
            await asyncio.shield(showing)
        keeper = self.keepers.get(match_id)
        if keeper is not None:
            await keeper.settle()

    async def board_shown(self, match: MatchInfo) -> bool:
        keeper = self.keepers.get(match.match_id)
        return True if keeper is None else await keeper.confirm()

    async def challenge_expired(self, challenge: Challenge) -> None:
        if challenge.message_id is None or self._gone(challenge.channel_id, challenge.guild_id):
            return
        tr = self.bot.servers.public(challenge.guild_id)
        text = tr("challenge-expired", challenger=challenge.challenger.name,
                  invitee=challenge.invitee.name)  # fmt: skip
        message = self.bot.get_partial_messageable(challenge.channel_id).get_partial_message(
            challenge.message_id
        )
        try:
            await message.edit(content=text, view=None)
        except discord.HTTPException as error:
            log.info("could not mark challenge %s expired: %s", challenge.challenge_id, error)

    async def match_parked(self, match: MatchInfo) -> None:
        """Say the match was stopped, and take the buttons off its board and hands:
        nothing pressed there can be played any more."""
        keeper = self.keepers.get(match.match_id)
        if keeper is not None:
            keeper.stop()
        tr = self.bot.servers.public(match.guild_id)
        first, second = match.names()
        await self._tell(match, tr("match-parked", first=first, second=second))

    async def match_abandoned(self, match: MatchInfo, reason: Reason) -> None:
        if reason == BoardNotPosted("channel-gone"):  # deleted unheard: found by a write
            self.gone(CHANNEL_DELETED, channel_id=match.channel_id)
            return  # nobody to tell there
        tr = self.bot.servers.public(match.guild_id)
        first, second = match.names()
        why = say(reason, tr, match.names(), match.game_name)
        await self._tell(match, tr("match-abandoned", first=first, second=second, why=why))

    async def _tell(self, match: MatchInfo, text: str) -> None:
        """Say ``text`` to the match's players: through the interaction that started it
        when it is fresh (it needs no permission in the channel), else in the channel."""
        if self._gone(match.channel_id, match.guild_id):
            return
        start = self.starts.get(match.match_id)
        try:
            if start is not None and not start.is_expired():
                await start.followup.send(text)
            else:
                await self.bot.get_partial_messageable(match.channel_id).send(text)
        except discord.HTTPException as error:
            log.warning("could not tell the players of match %s: %s", match.match_id, error)
