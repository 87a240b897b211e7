"""The runtime's publisher port on Discord: board messages, one per round.

Presses redraw the board through their own interaction response (type 7); this
publisher draws what no press answers for (bot moves, countdowns, timeouts)
and posts a fresh board message for each new round, which keeps edits away
from Discord's cap on editing messages older than an hour. It draws exactly
the board it is given (the runtime gives it only once that board is
committed), skips a version a press reply already drew, and never repeats on
a message what it already shows: an old round's board a press already closed
is left alone.

Each round's board is posted with a nonce naming the match and the round, which
discord.py sends with ``enforce_nonce``: when a process dies after Discord created
the board but before its id was noted, the next process's post gets that same
message back (brought up to date if it shows an older position) instead of a
second board. Discord keeps nonces for a few minutes only; a second board posted
after a longer downtime is closed by the first press on it.

A board Discord refuses for good (no permission, the channel gone) raises
:class:`~spitbot.runtime.BoardRefused`: the runtime calls the match off and
:meth:`match_abandoned` tells the players why, through the interaction that
started it (which needs no permission in the channel). Anything else (a 429
past discord.py's retries, a 5xx, the network) is raised too, and the runtime
sends the board again with back-off.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from ..engine import Reason
from ..runtime import Board, BoardRefused, Challenge, MatchActor, MatchInfo
from .games import Drawn, GameUI
from .i18n import say
from .permissions import missing
from .reasons import BoardNotPosted
from .shared_render import GREY
from .uis import ui_of

if TYPE_CHECKING:
    from .app import SpitBot

log = logging.getLogger(__name__)
Interaction = discord.Interaction[Any]

POSTING = 0  # a BoardMessage's message id while its board is posted anew

# Discord's codes for "this will never work": no access, no permission, no channel.
_REFUSED = {50001, 50013, 10003}


@dataclass
class BoardMessage:
    channel_id: int
    round: int
    message_id: int
    shown: int  # the latest version drawn on it
    closed: bool = False
    late: bool = False  # whether what is drawn says results are saved late
    # This publisher's edit may have landed after a press reply's newer drawing: the
    # next version is drawn here, even one a press reply draws.
    redraw: bool = False
    nonce: str | None = None  # while a board of this round is posted anew (POSTING)


class DiscordPublisher:
    def __init__(self, bot: SpitBot) -> None:
        self.bot = bot
        self.boards: dict[str, BoardMessage] = {}
        self.starts: dict[str, Interaction] = {}  # the interaction that started each match
        self.panels: dict[tuple[str, int], Interaction] = {}  # each seat's latest panel
        self.unclosed: dict[str, list[BoardMessage]] = {}  # old rounds' boards to close
        self.notes: dict[str, Mapping[str, int]] = {}  # not yet handed to the runtime
        self.stopped: set[str] = set()  # parked matches: their boards are drawn no more

    # --- what presses and commands tell it --------------------------------------------

    def adopt(self, actor: MatchActor) -> None:
        """A restored match: its board is the message it had before the restart."""
        message_id = actor.tags.get("board")
        if message_id:
            round_no = actor.tags.get("board_round", actor.state.round)
            self.boards[actor.info.match_id] = BoardMessage(
                actor.info.channel_id, round_no, message_id, -1
            )

    def started(self, match_id: str, interaction: Interaction) -> None:
        self.starts[match_id] = interaction

    def panel_shown(self, match_id: str, seat: int, interaction: Interaction) -> None:
        self.panels[(match_id, seat)] = interaction

    def draws(self, match_id: str, message_id: int, board: Board) -> bool:
        """A press reply is about to draw ``board`` on ``message_id``: False when that
        version is already drawn there (by another press settled in the same window,
        or by this publisher)."""
        track = self.boards.get(match_id)
        if track is None or track.message_id != message_id:
            return True
        if board.version <= track.shown:
            return False
        track.shown, track.late = board.version, board.saving_late
        return True

    def replaced(self, match_id: str, message_id: int, round_no: int | None = None) -> bool:
        """Whether ``message_id`` is a board of the match (of round ``round_no``, when
        given) whose live board is another message: both were posted across a
        restart. Never while the live board is being posted (its id is not known)."""
        track = self.boards.get(match_id)
        return (
            track is not None
            and track.message_id != POSTING
            and track.message_id != message_id
            and (round_no is None or track.round == round_no)
        )

    def closing(self, match_id: str, message_id: int) -> None:
        """A press reply closes ``message_id``, an old round's board."""
        for track in [self.boards.get(match_id), *self.unclosed.get(match_id, [])]:
            if track is not None and track.message_id == message_id:
                track.closed = True

    def forget(self, match_id: str) -> None:
        self.boards.pop(match_id, None)
        self.starts.pop(match_id, None)
        self.unclosed.pop(match_id, None)
        self.notes.pop(match_id, None)
        self.stopped.discard(match_id)
        for key in [k for k in self.panels if k[0] == match_id]:
            del self.panels[key]

    # --- the publisher port -----------------------------------------------------------

    async def publish(self, board: Board) -> Mapping[str, int] | None:
        match = board.match
        if match.match_id in self.stopped:
            return None  # an error stopped it: its board says so
        ui = ui_of(match.game_name)
        notes = await self._public_board(board, ui)
        if match.match_id in self.stopped:  # stopped while that board was on its way
            await self._stop_board(match)
            return notes
        if notes:  # kept until handed over: a failure below sends this board again
            self.notes[match.match_id] = notes
        if ui.has_panels:
            await self._panels(board, ui)
        await self._close_old(match)
        return self.notes.pop(match.match_id, None)

    async def _public_board(self, board: Board, ui: GameUI) -> Mapping[str, int] | None:
        match = board.match
        track = self.boards.get(match.match_id)
        live = track if track and track.round == board.state.round and not track.closed else None
        editing = live is not None and live.message_id != POSTING
        if live is not None and editing and _already_shown(live, board, ui):
            return None
        drawn = ui.board(board, self.bot.servers.public(match.guild_id))
        channel = self.bot.get_partial_messageable(match.channel_id)
        if live is not None and editing and await self._edit_board(channel, live, board, drawn):
            return None
        nonce = live.nonce if live is not None and live.nonce else None
        return await self._post_board(channel, board, drawn, track, nonce)

    async def _edit_board(
        self, channel: discord.PartialMessageable, track: BoardMessage, board: Board, drawn: Drawn
    ) -> bool:
        """Draw ``board`` on the live board's message; False when it was deleted (it is
        then posted anew, with a nonce naming the deleted message)."""
        match = board.match
        try:
            await _edit(channel.get_partial_message(track.message_id), drawn)
        except discord.NotFound:
            log.info("board of match %s is gone; posting anew", match.match_id)
            track.nonce = _nonce(match.match_id, board.state.round, track.message_id)
            track.message_id = POSTING
            return False
        except discord.HTTPException as error:
            self._refused(error, match)
            raise
        _drew(track, board)
        if track.closed:  # a press closed it meanwhile, and this edit may have landed after
            track.closed = False
            self.unclosed.setdefault(match.match_id, []).append(track)
        return True

    async def _post_board(
        self,
        channel: discord.PartialMessageable,
        board: Board,
        drawn: Drawn,
        track: BoardMessage | None,
        nonce: str | None,
    ) -> Mapping[str, int]:
        """Post a round's board, closing the last round's (``track``) once it is up.

        The nonce names the match and round, so a board posted by a run of the bot that
        died before it could note the message's id is handed back by Discord
        (enforce_nonce, which discord.py sends with every nonce), not posted twice."""
        match, round_no = board.match, board.state.round
        try:
            message = await channel.send(
                embed=drawn.embed or discord.utils.MISSING,
                view=drawn.view or discord.utils.MISSING,
                content=drawn.content,
                nonce=nonce or _nonce(match.match_id, round_no),
            )
            posted = BoardMessage(match.channel_id, round_no, message.id, board.version,
                                  late=board.saving_late)  # fmt: skip
            self.boards[match.match_id] = posted
            if (
                track is not None
                and track.round != round_no
                and not track.closed
                and track.message_id != POSTING  # never posted: nothing to close
            ):  # a timer ended that round (nobody's press closed its board): close it
                self.unclosed.setdefault(match.match_id, []).append(track)
            if not _shows(message, drawn):  # handed back: an earlier board, as it was then
                posted.shown = -1
                await message.edit(content=drawn.content, embed=drawn.embed, view=drawn.view)
                _drew(posted, board)
        except discord.HTTPException as error:
            self._refused(error, match)
            raise
        return {"board": message.id, "board_round": round_no}

    async def _panels(self, board: Board, ui: GameUI) -> None:
        """Redraw each player's private hand that no press reply redraws, through the
        token of the latest interaction on it (it can edit the hand for 15 minutes;
        after that the player opens a fresh one with the board's button)."""
        match_id = board.match.match_id
        for seat in (0, 1):
            key = (match_id, seat)
            interaction = self.panels.get(key)
            if seat in board.pressed or interaction is None:
                continue
            if interaction.is_expired():
                del self.panels[key]
                continue
            drawn = ui.panel(board, seat, self.bot.servers.private(interaction))
            try:
                await interaction.edit_original_response(content=drawn.content, view=drawn.view)
            except (discord.NotFound, discord.Forbidden) as error:  # dismissed, or token gone
                log.info("hand %s of %s cannot be redrawn: %s", seat, match_id, error)
                self.panels.pop(key, None)
            except discord.HTTPException as error:
                if error.status != 401:  # 401: its token ran out; anything else is retried
                    raise
                self.panels.pop(key, None)

    def _refused(self, error: discord.HTTPException, match: MatchInfo) -> None:
        """Turn Discord's "never" into BoardRefused, naming what is missing."""
        if error.code not in _REFUSED:
            return
        if error.code == 10003:
            raise BoardRefused(BoardNotPosted("channel-gone")) from error
        channel = self.bot.get_channel(match.channel_id)
        guild = getattr(channel, "guild", None)
        lacking: list[str] = []
        if guild is not None and isinstance(channel, discord.abc.GuildChannel | discord.Thread):
            lacking = missing(
                channel.permissions_for(guild.me), isinstance(channel, discord.Thread)
            )
        raise BoardRefused(BoardNotPosted(lacking[0] if lacking else "send_messages")) from error

    async def _close_old(self, match: MatchInfo) -> None:
        """Close the old rounds' boards no press closed; a failure that may pass (a rate
        limit, Discord's 5xx) is raised, so the runtime publishes again until they are."""
        pending = self.unclosed.get(match.match_id, [])
        tr = self.bot.servers.public(match.guild_id)
        channel = self.bot.get_partial_messageable(match.channel_id)
        while pending:
            track = pending[0]
            if not track.closed:
                drawn = ui_of(match.game_name).closed(match, track.round, tr)
                try:
                    await _edit(channel.get_partial_message(track.message_id), drawn)
                except discord.HTTPException as error:
                    if error.code not in _REFUSED | {10008}:  # 10008: the message is gone
                        raise
                    log.info("round %s's board of %s cannot be closed: %s", track.round,
                             match.match_id, error)  # fmt: skip
                track.closed = True
            pending.pop(0)
        self.unclosed.pop(match.match_id, None)

    async def challenge_expired(self, challenge: Challenge) -> None:
        if challenge.message_id is None:
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
        """Say the match was stopped, and take the buttons off its board: nothing
        pressed there can be played any more."""
        self.stopped.add(match.match_id)
        tr = self.bot.servers.public(match.guild_id)
        first, second = match.names()
        await self._tell(match, tr("match-parked", first=first, second=second))
        await self._stop_board(match)
        for seat in (0, 1):  # and the players' private hands, where the bot can reach them
            interaction = self.panels.pop((match.match_id, seat), None)
            if interaction is None or interaction.is_expired():
                continue
            text = self.bot.servers.private(interaction)("match-parked", first=first, second=second)
            try:
                await interaction.edit_original_response(content=text, view=None)
            except discord.HTTPException as error:
                log.info("hand %s of stopped match %s: %s", seat, match.match_id, error)

    async def _stop_board(self, match: MatchInfo) -> None:
        """Take the buttons off a stopped match's board: it says it was stopped."""
        track = self.boards.get(match.match_id)
        if track is None or track.closed or track.message_id == POSTING:
            return  # no board yet: posting one checks for this once it is up
        tr = self.bot.servers.public(match.guild_id)
        first, second = match.names()
        text = tr("match-parked", first=first, second=second)
        message = self.bot.get_partial_messageable(match.channel_id).get_partial_message(
            track.message_id
        )
        try:
            await _edit(message, Drawn(embed=discord.Embed(description=text, colour=GREY)))
            track.closed = True
        except discord.HTTPException as error:
            log.info("could not take the buttons off stopped match %s: %s", match.match_id, error)

    async def match_abandoned(self, match: MatchInfo, reason: Reason) -> None:
        tr = self.bot.servers.public(match.guild_id)
        first, second = match.names()
        why = say(reason, tr, match.names(), match.game_name)
        await self._tell(match, tr("match-abandoned", first=first, second=second, why=why))

    async def _tell(self, match: MatchInfo, text: str) -> None:
        """Say ``text`` to the match's players: through the interaction that started it
        when it is fresh (it needs no permission in the channel), else in the channel."""
        start = self.starts.get(match.match_id)
        try:
            if start is not None and not start.is_expired():
                await start.followup.send(text)
            else:
                await self.bot.get_partial_messageable(match.channel_id).send(text)
        except discord.HTTPException as error:
            log.warning("could not tell the players of match %s: %s", match.match_id, error)


NONCE_LENGTH = 25  # Discord's limit


def _already_shown(track: BoardMessage, board: Board, ui: GameUI) -> bool:
    """Whether the live board needs no write for ``board``."""
    if board.version < track.shown:
        return True  # never an older version
    if track.redraw:
        return False  # an edit of ours may have landed over a newer press reply
    if board.version == track.shown and board.saving_late == track.late:
        return True  # drawn (a version is drawn again when only its lateness changed)
    return bool(board.pressed) and ui.presses_redraw_board  # the press replies draw it


def _drew(track: BoardMessage, board: Board) -> None:
    """An edit drawing ``board`` on ``track`` is done. A press reply that drew a newer
    version while it was on its way may have landed first: the newest is drawn again."""
    track.redraw = track.shown > board.version
    if not track.redraw:
        track.shown, track.late = board.version, board.saving_late


def _nonce(match_id: str, round_no: int, instead_of: int | None = None) -> str:
    """The nonce of a round's board, the same every time that board is posted: by any
    process, so a restart is handed back the board a dead one posted. A board posted
    anew ``instead_of`` a deleted message has that message's id in its nonce."""
    tail = f".{round_no:x}" if instead_of is None else f".{instead_of:x}"
    return match_id[: NONCE_LENGTH - len(tail)] + tail


def _shows(message: discord.Message, drawn: Drawn) -> bool:
    """Whether ``message`` already shows ``drawn``: its words and its buttons."""

    def words(embed: discord.Embed | None) -> object:
        if embed is None:
            return None
        fields = [(f.name, f.value) for f in embed.fields]
        return (embed.title, embed.description, embed.footer.text, fields)

    shown = message.embeds[0] if message.embeds else None
    if (message.content or "") != (drawn.content or "") or words(shown) != words(drawn.embed):
        return False
    buttons = sorted(
        (b.custom_id or "", b.label or "", b.disabled)
        for row in message.components
        if isinstance(row, discord.ActionRow)
        for b in row.children
        if isinstance(b, discord.Button)
    )
    items = drawn.view.children if drawn.view is not None else []
    wanted = sorted(
        (i.custom_id or "", i.label or "", i.disabled)
        for i in items
        if isinstance(i, discord.ui.Button)
    )
    return buttons == wanted


async def _edit(message: discord.PartialMessage, drawn: Drawn) -> None:
    await message.edit(content=drawn.content, embed=drawn.embed, view=drawn.view)
