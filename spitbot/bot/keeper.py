"""One keeper per match owns every message of that match: its live board (and, once the
match is over, its result card with the rating changes and the rematch votes), the
older boards still to close, each player's private panel (Spit's "My cards", Speed's
hand) and the questions asked privately about it, and the notices its players are told
(the match stopped, abandoned). Nothing else writes a match's messages.

For each message it holds what the message shows now (:class:`~.kept.Look`), and the
writes on it in flight; from the newest committed board it knows what each should
show. One reconcile step compares the two and starts the next write of each message
that needs one: a post, an edit, a hand's edit through its token. Everything else
tells it facts and never touches its bookkeeping:

- the runtime, through the publisher port: "version 41 is committed" (:meth:`committed`,
  with the seats whose press answers draw it), "the match stopped" (:meth:`stop`);
- the gateway: "this message was deleted" (:meth:`deleted`);
- the press handlers: a press's answer *borrows* the keeper's right to write the pressed
  message (:meth:`answer_board`, :meth:`answer_hand`, :meth:`close_pressed`,
  :meth:`open_hand`, :meth:`ask`): the keeper says what the answer draws (or that it
  is shown already: type 6), and learns what Discord took; a rematch vote is counted
  here (:meth:`vote_rematch`).

A finished rated match's result card waits for its rating changes (read once, through
``ratings``, at most :data:`RATINGS_WAIT` seconds: a press's answer must reach Discord
within 3 s); if they cannot be read, the card says where to find them.

A message's writes may overlap (a press's answer cannot wait for a slow edit: Discord
wants it within 3 s). Discord applies them in an order only it knows, so when writes
that drew different looks overlapped, the message is drawn once more with the newest.
While a press's answer is on its way, the keeper leaves the messages it will draw alone
(so a press costs one REST call); if it never comes, the keeper draws them itself.

Writes that fail are handled by what failed (:mod:`.kept`): a message deleted (a
board is posted anew at once, with a nonce naming the deleted one, so a restart during
that post is handed back the new board instead of posting a third); a channel that will
never take the board (the match ends); a hand whose token ran out (left as it is: it
says how to get a fresh one); an hour-old board Discord no longer edits (a fresh board
replaces it); anything passing (a rate limit past discord.py's own retries, Discord's
5xx) is sent again with back-off, as one warning line.

While the live board is not on Discord (being posted, deleted), or Discord has refused
its writes again and again, the match is told so: its clocks stand meanwhile. Before
anyone is forfeited for idling, the keeper asks Discord whether the board is there
(:meth:`Keeper.confirm`): one gone unheard is posted anew.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Iterator, Sequence
from dataclasses import replace
from typing import Any

from ..engine import Reason
from ..runtime import Board, BoardRefused, Clock, MatchInfo, Timer, Unavailable
from ..runtime.clock import snowflake_ms
from .kept import (
    CLOSED,
    HAND_STOPPED,
    REPLACED,
    STOPPED,
    Artist,
    Expired,
    Gone,
    Kept,
    Link,
    Look,
    Notifier,
    Refused,
    Responder,
    ShutDown,
    Token,
    TooOld,
    Transport,
    WriteFailed,
)

log = logging.getLogger(__name__)

FIRST_RETRY = 0.5  # seconds before a failed write is sent again; doubled each time
LAST_RETRY = 30.0
#: How long the keeper leaves a message to a press's answer it was told about: past
#: Discord's 3 s for answering, the answer will not come.
REPLY_GRACE = 3.5
#: How long before a hand's token runs out the hand says it stops updating by itself.
EXPIRY_NOTICE_MS = 60_000
NONCE_LENGTH = 25  # Discord's limit
#: A hand is not written in its token's last seconds: the write would reach Discord late.
TOKEN_MARGIN_MS = 5_000
#: The live board edited as a channel message (no press token at hand: a match played
#: on the table, a token run out) waits this long after its last such edit. A channel's messages
#: share 5 edits per 5 s (DISCORD.md): edits spread evenly keep the board at most about
#: a second behind, where a burst of five waits out the rest of the window (up to 4 s).
CHANNEL_EDIT_SPACING = 1.0
#: Past this age a board is replaced rather than edited: Discord caps edits of messages
#: older than an hour (30046), press answers too.
OLD_BOARD_MS = 55 * 60_000
#: After this many failed writes of the live board in a row, or a write on it unanswered
#: this long (seconds: past discord.py's waits for a channel's rate limit), Discord is
#: taken to refuse them (an outage, not a passing 429): the clocks stand until one lands.
REFUSED_AFTER = 2
UNANSWERED_AFTER = 10.0
#: How long the keeper waits for Discord to say whether the board is there (seconds).
CONFIRM_WAIT = 5.0
#: How long a result card waits for its rating changes to be read back (seconds: a
#: press's answer must reach Discord within 3 s).
RATINGS_WAIT = 1.5

Ratings = Callable[[str], Awaitable[Sequence[Any]]]
"""Reads a finished match's rating changes (the store's ``match_ratings``)."""


def nonce(match_id: str, round_no: int, instead_of: int | None = None) -> str:
    """The nonce of a round's board, the same every time that board is posted: by any
    process, so a restart is handed back the board a dead one posted. A board posted
    anew ``instead_of`` a deleted message has that message's id in its nonce."""
    tail = f".{round_no:x}" if instead_of is None else f".{instead_of:x}"
    return match_id[: NONCE_LENGTH - len(tail)] + tail


class Keeper:
    def __init__(
        self,
        match: MatchInfo,
        *,
        transport: Transport,
        artist: Artist,
        link: Link,
        clock: Clock,
        ratings: Ratings | None = None,
    ) -> None:
        self.match = match
        self.transport = transport
        self.artist = artist
        self.link = link
        self.clock = clock
        self.start: Notifier | None = None  # the interaction that started the match
        self._read_ratings = ratings
        self._reading: asyncio.Task[None] | None = None  # the rating changes being read
        self._showing: asyncio.Task[None] | None = None  # a result card waiting for them
        self._waiting: Board | None = None  # the newest board it waits to draw
        self._votes: set[int] = set()  # who asked for a rematch
        self._rematch_begun = False
        self.board: Board | None = None  # the newest committed
        self.live: Kept | None = None
        self.old: list[Kept] = []  # earlier rounds' boards, until they show closed
        self.hands: dict[int, Kept] = {}
        self.stopped = False
        self.dead = False  # refused for good, or forgotten: nothing more is written
        self.rematch: tuple[int, int, bool] | None = None  # votes, needed, started
        self.ratings: tuple[Any, ...] | None = None  # a finished match's rating changes
        self._expecting: dict[int, tuple[float, str]] = {}  # seat -> until, role answered
        self._answering: dict[int, str] = {}  # seat -> the role its press will redraw
        self._deleted: set[int] = set()  # its messages a moderator deleted (or maybe its)
        self._noted_old: int | None = None  # the old board the snapshot notes, to close
        self._timer: Timer | None = None
        self._timer_at: float | None = None
        self._missing: bool | None = None
        self._refused = False  # the match was told Discord refuses the board's writes
        self._board_token: Token | None = None  # the newest press token on the live board
        self._board_token_on: int | None = None  # the message it edits (a board replaced: not)
        self._channel_edited: float | None = None  # its last edit as a channel message
        self._calm = asyncio.Event()
        self._tasks: set[asyncio.Task[None]] = set()

    # --- facts ---------------------------------------------------------------------

    def committed(self, board: Board) -> None:
        """``board`` is committed (or, late, kept in memory until it is): every message
        is brought to it. Its ``pressed`` seats' answers draw it on their messages. A
        finished rated match's is drawn once its rating changes are read."""
        if self.stopped:
            return  # a stopped match's board says so, and nothing else is drawn
        if self._unrated(board):  # drawn once its rating changes are read
            waiting = self._waiting
            if waiting is None or board.version >= waiting.version:
                self._waiting = board
            if self._showing is None or self._showing.done():
                self._showing = self._spawn(self._show_rated())
            return
        if self.board is not None and (board.version, board.saving_late) == (
            self.board.version,
            self.board.saving_late,
        ):
            return
        if self.board is not None and board.version < self.board.version:
            return  # never an older one
        self.board = board
        round_no = board.state.round
        live = self.live
        if live is None:
            self.live = Kept("board", round_no, nonce=nonce(self.match.match_id, round_no))
        elif live.round != round_no:
            # A round's next board is the same message, edited (issue 26): no new
            # message moves the board under a racing finger or buries a phone's panel.
            live.round = round_no
            if live.posted:
                self.link.keep({"board_round": round_no})
        until = self.clock.now() + REPLY_GRACE
        for seat in board.pressed:
            self._expecting[seat] = (until, self._answering.pop(seat, self._by_default))
        self._reconcile()

    def expect(self, seat: int, role: str) -> None:
        """``seat`` pressed a button on its ``role`` ("board" or "hand") message: the
        answer to that press redraws that message, so the board its press commits is
        left to the answer there (and drawn by the keeper everywhere else)."""
        self._answering[seat] = role

    def rated(self, ratings: tuple[Any, ...]) -> None:
        """The rating changes the finished match made: its result card shows them."""
        self.ratings = ratings
        self._reconcile()

    def _unrated(self, board: Board) -> bool:
        """Whether ``board`` is a finished rated match's, committed, whose rating changes
        are not known yet (and can be read)."""
        return (
            board.state.outcome is not None
            and board.match.rated
            and not board.saving_late
            and self.ratings is None
            and self._read_ratings is not None
        )

    async def _show_rated(self) -> None:
        first = self._waiting
        assert first is not None
        await self.ratings_of(first)
        board, self._waiting = self._waiting or first, None  # the newest, once they are read
        self.committed(board)

    async def ratings_of(self, board: Board) -> None:
        """Learn the rating changes ``board``'s finished, rated match made (read once,
        after its result is committed): its result card shows them. If they cannot be
        read in time, the card says where to find them."""
        if not self._unrated(board):
            return
        if self._reading is None:
            self._reading = self._spawn(self._read())
        await asyncio.shield(self._reading)

    async def _read(self) -> None:
        assert self._read_ratings is not None
        match_id = self.match.match_id
        try:
            async with asyncio.timeout(RATINGS_WAIT):
                changes = await self._read_ratings(match_id)
        except Exception as error:  # the card says where to find them instead
            log.warning("could not read the rating changes of match %s: %s", match_id, error)
            changes = ()
        self.rated(tuple(changes))

    def _spawn(self, work: Any) -> asyncio.Task[None]:
        task: asyncio.Task[None] = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    @property
    def _by_default(self) -> str:
        return "board" if self.artist.replies_draw_board else "hand"

    def adopt(self, message_id: int, round_no: int, shows: Look | None = None) -> None:
        """A restored match: its live board is the message it had before the restart,
        showing something older (it is drawn again), or ``shows`` when that is known."""
        if self.live is None:
            self.live = Kept("board", round_no, message_id=message_id,
                             nonce=nonce(self.match.match_id, round_no),
                             born_ms=snowflake_ms(message_id), shows=shows)  # fmt: skip

    def adopt_old(self, message_id: int, round_no: int) -> None:
        """A restored match: an earlier round's board its snapshot notes as not yet
        closed (it is closed)."""
        if not any(k.message_id == message_id for k in self._boards()):
            self.old.append(Kept("board", round_no, message_id=message_id))
            self._noted_old = message_id

    def deleted(self, message_id: int) -> bool:
        """A message was deleted (a moderator): a live board is posted anew at once.
        Whether it was one of this match's."""
        if self.live is not None and self.live.message_id == message_id:
            self._deleted.add(message_id)
            self._lost(self.live, message_id)
        elif any(k.message_id == message_id for k in self.old):
            self._deleted.add(message_id)
            self.old = [k for k in self.old if k.message_id != message_id]
        else:
            if self.live is not None and not self.live.posted:
                # Perhaps the board whose post is unanswered: known once it is.
                self._deleted.add(message_id)
            return False
        self._reconcile()
        return True

    async def confirm(self) -> bool:
        """D4: whether the live board is on Discord, asked of Discord now (before anyone
        is forfeited for idling). One gone (10008), deleted while the bot heard nothing
        of it, is posted anew at once (the match is told the board is missing); a channel
        gone ends the match. False too when Discord cannot say (the match waits)."""
        live = self.live
        if self.dead or self.stopped or live is None:
            return True  # nothing to press is drawn here: the match goes by its own rules
        message_id = live.message_id
        if message_id is None or message_id in self._deleted:
            return False  # being posted: the match knows it has no board
        try:
            async with asyncio.timeout(CONFIRM_WAIT):
                await self.transport.fetch(self.match.channel_id, message_id)
        except Gone:
            log.info("the board of match %s is gone unheard; posting it anew", self.match.match_id)
            self.deleted(message_id)
            return False
        except Refused as refused:
            self._refused_for_good(live, refused)
            return False
        except ShutDown:
            return False
        except (WriteFailed, TimeoutError) as error:
            why = str(error) or type(error).__name__
            log.warning("match %s: could not ask Discord for its board (%s); its idle clock "
                        "starts again", self.match.match_id, why)  # fmt: skip
            return False
        return True

    def holds(self, message_id: int) -> bool:
        """Whether ``message_id`` is a player's panel this keeper keeps up to date."""
        return any(k.message_id == message_id for k in self.hands.values())

    def owns(self, message_id: int) -> bool:
        return any(k.message_id == message_id for k in self._boards())

    def stop(self) -> None:
        """The match was stopped by an error: its board says so and loses its buttons,
        and so do the hands the keeper can still reach."""
        self.stopped = True
        until = self.clock.now() + REPLY_GRACE
        for seat, role in self._answering.items():  # their presses' answers draw them
            self._expecting[seat] = (until, role)
        self._reconcile()

    @property
    def rematch_begun(self) -> bool:
        """Whether the rematch is starting or started (its board is below)."""
        return self._rematch_begun

    def vote_rematch(self, user_id: int) -> bool:
        """``user_id`` asks for a rematch: whether every human player has now. Until
        then the votes are shown on the button itself (the press's answer draws it)."""
        self._votes.add(user_id)
        humans = {p.user_id for p in self.match.players if p.bot is None}
        if self._votes < humans:
            self.rematch = (len(self._votes), len(humans), False)
            return False
        self._rematch_begun = True
        return True

    def rematch_not_started(self) -> None:
        """The rematch could not start (the channel is busy...): the votes stand."""
        self._rematch_begun = False

    def rematch_started(self) -> None:
        """The final board no longer offers a rematch (its board is below)."""
        self._votes.clear()
        self.rematch = (0, 0, True)  # the press's answer draws it (answer_board)

    # --- notices ----------------------------------------------------------------------

    def started_by(self, start: Notifier) -> None:
        """The interaction that started the match: notices go through it while fresh."""
        self.start = start

    async def parked(self) -> None:
        """The match was stopped by an error: its board and hands lose their buttons, and
        the players are told."""
        self.stop()
        await self._tell(self.artist.notice("parked"))

    async def abandoned(self, reason: Reason) -> None:
        """The match was abandoned (``reason``): the players are told."""
        await self._tell(self.artist.notice("abandoned", reason))

    async def _tell(self, text: str) -> None:
        """Say ``text`` to the match's players: through the interaction that started it
        when it is fresh (it needs no permission in the channel), else in the channel."""
        start = self.start
        try:
            if start is not None and not start.is_expired():
                await start.send(text)
            else:
                await self.transport.say(self.match.channel_id, text)
        except WriteFailed as error:
            log.warning("could not tell the players of match %s: %s", self.match.match_id, error)

    def forget(self) -> None:
        """The match is gone for good: nothing more is written (writes in flight are
        dropped, unanswered)."""
        self.dead = True
        if self._timer is not None:
            self._timer.cancel()
        for task in list(self._tasks):
            task.cancel()
        self._votes.clear()
        self._calm.set()

    # --- what the controller asks --------------------------------------------------

    def is_live(self, message_id: int) -> bool:
        """Whether ``message_id`` is the live board (the match's one message)."""
        return self.live is not None and self.live.message_id == message_id

    def is_replaced(self, message_id: int, round_no: int | None) -> bool:
        """Whether ``message_id``, a board of round ``round_no`` (None: whichever it shows),
        is not the live board of that round, which another message is (both were posted
        across a restart). Never while the live board is being posted: its id is not
        known yet."""
        live = self.live
        return (
            live is not None
            and live.posted
            and (round_no is None or live.round == round_no)
            and live.message_id != message_id
        )

    def hand_look(self, seat: int, token: Token) -> Look | None:
        return self._want(Kept("hand", seat=seat, token=token))

    async def answer_board(
        self,
        responder: Responder,
        seat: int | None,
        board: Board | None = None,
        *,
        said: str | None = None,
        token: Token | None = None,
        shown: int | None = None,
    ) -> None:
        """Answer a press on a board with what that board must show now (the newest
        committed board, or the old round's board closed), or with type 6 if it shows
        that already; ``said`` (why a player's press was refused, in words for everyone)
        is written on the live board, always with a redraw. ``token`` (the press's) can
        edit the board from then on: the keeper draws the board through the newest one
        (:meth:`_edit_board`). ``shown`` is the round the pressed message showed (None:
        not known). A finished rated match's result card is drawn with its rating
        changes. Raises :class:`~.kept.Gone` if the board was deleted meanwhile (it is
        posted anew; the caller tells the presser)."""
        if board is not None:
            await self.ratings_of(board)
            self.committed(board)
        if seat is not None:
            self._expecting.pop(seat, None)
            self._answering.pop(seat, None)
        if responder.message_id in self._deleted:
            raise Gone(f"message {responder.message_id} was deleted")
        kept = self._board_pressed(responder.message_id, shown)
        if kept is self.live and not kept.busy and self._aged(kept):
            # Discord caps edits of it, a press's answer too: a fresh board instead.
            await responder.defer()
            self._renew(kept, kept.message_id)
            self._reconcile()
            return
        want = self._want(kept)
        if want is None:
            want = CLOSED
        if kept is not self.live:
            said = None  # an old board is closed: nothing is said on it
        if said is None and kept.shows == want and not kept.busy:
            await responder.defer()
            self._through(kept, token)
            self._reconcile()
            return
        await self._reply(kept, want, responder, self._drawing(kept, want, said))
        self._through(kept, token)
        self._reconcile()  # (weighed before this token was at hand: a move may use it)

    async def close_pressed(
        self, responder: Responder, look: Look = CLOSED, round_no: int = 0
    ) -> None:
        """Answer a press on a board of round ``round_no`` that is not the live one by
        closing it (``CLOSED``: an old round's; ``REPLACED``: a second board of the
        round, left by a restart)."""
        kept = next((k for k in self._boards() if k.message_id == responder.message_id), None)
        if kept is None or kept is self.live:
            kept = Kept("board", round_no, message_id=responder.message_id)
        await self._reply(kept, look, responder, self._drawing(kept, look))

    async def answer_hand(
        self,
        responder: Responder,
        seat: int,
        token: Token,
        warning: str | None = None,
        board: Board | None = None,
    ) -> None:
        """Redraw the presser's hand through their press (type 7), with why it was
        refused written on it; from then on it is the hand the keeper keeps up to date,
        through this press's token."""
        if board is not None:
            await self.ratings_of(board)
            self.committed(board)
        self._expecting.pop(seat, None)
        self._answering.pop(seat, None)
        kept = self.hands.get(seat)
        if kept is None or kept.message_id != responder.message_id:
            pressed = Kept("hand", seat=seat, message_id=responder.message_id, token=token)
            if _newer(pressed, kept):  # an older hand is answered, the newer one kept
                self.hands[seat] = pressed
            kept = pressed
        kept.token = token
        want = self._want(kept) or HAND_STOPPED
        await self._reply(kept, want, responder, self._drawing(kept, want, warning))

    async def open_hand(self, responder: Responder, seat: int, token: Token) -> None:
        """Answer a press of "My cards" with a fresh private hand: the one kept up to
        date from now on (unless a newer one of the seat's is already). Pressed on the
        live board, the press is acknowledged there (type 6) and the hand sent as its
        follow-up: the board stays the interaction's own message, so its token edits
        the board too, in a bucket of its own (Speed's board, which no play answers,
        is otherwise a channel message: 5 edits per 5 s)."""
        kept = Kept("hand", seat=seat, token=token)
        want = self._want(kept) or HAND_STOPPED
        live = self.live
        if live is None or not live.posted or responder.message_id != live.message_id:
            message_id = await responder.send(self._drawing(kept, want))
            self.hand_opened(seat, message_id, token, want)
            return
        hand_id = await responder.send_aside(self._drawing(kept, want))
        self._through(live, replace(token, message_id=None))
        self.hand_opened(seat, hand_id, replace(token, message_id=hand_id), want)

    def hand_opened(self, seat: int, message_id: int | None, token: Token, look: Look) -> None:
        """A fresh hand was sent (its drawing showing ``look``): it is the one kept up to
        date from now on (unless a newer one of the seat's is already)."""
        opened = Kept("hand", seat=seat, message_id=message_id, token=token, shows=look)
        if _newer(opened, self.hands.get(seat)):
            self.hands[seat] = opened
        self._reconcile()

    async def ask(self, responder: Responder, drawing: Any) -> None:
        """Ask the presser something about the match privately (resign?)."""
        await responder.send(drawing)

    async def answer(self, responder: Responder, drawing: Any) -> None:
        """Answer a press on a private question about the match: it says ``drawing``."""
        await responder.update(drawing)

    async def settle(self) -> None:
        """Wait until every message shows what it should (tests, shutdown)."""
        showing = self._showing
        if showing is not None and not showing.done():  # a result card waiting for ratings
            await asyncio.shield(showing)
        while not self.dead:
            self._reconcile()
            if self._calm.is_set():
                return
            await self._calm.wait()

    # --- what each message should show --------------------------------------------

    def _boards(self) -> Iterator[Kept]:
        if self.live is not None:
            yield self.live
        yield from self.old

    def _messages(self) -> Iterator[Kept]:
        yield from self._boards()
        yield from list(self.hands.values())

    def _want(self, kept: Kept) -> Look | None:
        board = self.board
        if kept.role == "hand":
            if self.stopped:
                return HAND_STOPPED
            if board is None:
                return None
            token = kept.token
            soon = token is not None and (
                self.clock.wall_ms() >= token.expires_ms - EXPIRY_NOTICE_MS
            )  # then it says until when it updates by itself (wall ms)
            until = token.expires_ms if soon and token is not None else None
            return Look("hand", board.version, board.saving_late, until)
        if kept is not self.live:
            return kept.closing
        if self.stopped:
            return STOPPED if kept.posted or kept.busy else None  # never post a stopped one
        if board is None:
            return None
        over = board.state.outcome is not None
        extra = (self.rematch, self.ratings) if over else None
        return Look("board", board.version, board.saving_late, extra)

    def _drawing(self, kept: Kept, look: Look, warning: str | None = None) -> Any:
        artist = self.artist
        if look.kind == "board":
            assert self.board is not None
            return artist.board(self.board, look, warning)
        if look == CLOSED:
            return artist.closed(kept.round)
        if look == REPLACED:
            return artist.replaced()
        if look == STOPPED:
            return artist.stopped()
        assert kept.seat is not None and kept.token is not None and self.board is not None
        return artist.hand(self.board, kept.seat, kept.token.audience, look, warning)

    def _held(self, kept: Kept) -> float | None:
        """Until when a press's answer may still draw ``kept`` (None: not held)."""
        if not self._expecting or not kept.posted:
            return None
        if kept.role == "board":
            times = [until for until, role in self._expecting.values() if role == "board"]
            return max(times) if times else None
        until, role = self._expecting.get(kept.seat if kept.seat is not None else -1, (0, ""))
        return until if role == "hand" else None

    # --- reconciling ----------------------------------------------------------------

    def _reconcile(self) -> None:
        if self.dead:
            return
        now = self.clock.now()
        self._expecting = {s: e for s, e in self._expecting.items() if e[0] > now}
        wake: list[float] = []
        calm = True
        self._sort_out()
        live = self.live
        if (
            live is not None
            and live.posted
            and not live.busy
            and not self.stopped
            and self._aged(live)
            and live.shows != self._want(live)
            and self._held(live) is None  # a press's answer renews it, once (type 6)
        ):
            self._renew(live, live.message_id)  # Discord caps edits of it: a fresh one
        self._keep_old()
        for kept in list(self._messages()):
            if kept.busy:
                calm = False
                continue
            if kept.role == "hand" and not self._reachable(kept):
                self.hands.pop(kept.seat if kept.seat is not None else -1, None)
                continue
            want = self._want(kept)
            if (
                kept.role == "hand"
                and kept.token is not None
                and want is not None
                and not want.extra
            ):
                # It will say it stops updating by itself, before it does.
                notice = kept.token.expires_ms - EXPIRY_NOTICE_MS - self.clock.wall_ms()
                wake.append(now + max(0, notice) / 1000)
            if want is None or kept.shows == want:
                continue
            calm = False
            if kept.retry_at is not None and now < kept.retry_at:
                wake.append(kept.retry_at)
                continue
            held = self._held(kept)
            if held is not None:
                wake.append(held)
                continue
            paced = self._paced_until(kept)
            if paced is not None and now < paced:
                wake.append(paced)
                continue
            self._start(kept, want)
        self._keep_old()
        unanswered = self._unanswered_at()
        if unanswered is not None and unanswered > now:
            wake.append(unanswered)
        self._wake_at(min(wake) if wake else None)
        self._report_missing()
        self._report_refused()
        if calm:
            self._calm.set()
        else:
            self._calm.clear()

    def _keep_old(self) -> None:
        """Old boards stay until they show closed; the snapshot's note of one goes then."""
        self.old = [
            k for k in self.old if (k.posted or k.busy or k.unknown) and k.shows != k.closing
        ]
        noted = self._noted_old
        if noted is not None and not any(k.message_id == noted for k in self.old):
            self._noted_old = None
            self.link.keep({"old_board": 0})

    def _retire(self, kept: Kept) -> None:
        """``kept`` is no longer the live board: it is closed (and, posted, noted in the
        snapshot, so a restart closes it too)."""
        self.old.append(kept)
        if kept.message_id is not None and kept.closing == CLOSED:
            self._noted_old = kept.message_id
            self.link.keep({"old_board": kept.message_id, "old_board_round": kept.round})

    def _sort_out(self) -> None:
        """Once the live board's post is answered, a message pressed as that board while
        it was unanswered that is not it is another board (a restart's): it is closed
        as replaced."""
        live = self.live
        if live is None or not live.unsure or not live.posted or live.busy:
            return
        for message_id in live.unsure - {live.message_id} - self._deleted:
            self.old.append(Kept("board", live.round, message_id=message_id, closing=REPLACED))
        live.unsure = set()

    def _aged(self, kept: Kept) -> bool:
        born = kept.born_ms
        return born is not None and self.clock.wall_ms() - born >= OLD_BOARD_MS

    def _renew(self, kept: Kept, target: int | None) -> None:
        """The live board ``kept`` gives way to a fresh one (Discord no longer edits it),
        and is closed once Discord allows."""
        log.info("the board of match %s is over an hour old; posting a fresh one",
                 self.match.match_id)  # fmt: skip
        self._retire(kept)
        match_id = self.match.match_id
        self.live = Kept("board", kept.round, nonce=nonce(match_id, kept.round, target))

    def _reachable(self, kept: Kept) -> bool:
        return kept.token is not None and self._fresh(kept.token)

    def _wake_at(self, when: float | None) -> None:
        if when == self._timer_at:
            return
        if self._timer is not None:
            self._timer.cancel()
        self._timer, self._timer_at = None, when
        if when is not None:
            self._timer = self.clock.call_at(when, self._woken)

    def _woken(self) -> None:
        self._timer = self._timer_at = None
        self._reconcile()

    def _report_missing(self) -> None:
        live = self.live
        missing = live is not None and not live.posted and not self.stopped
        if missing != self._missing:
            self._missing = missing
            self.link.board_missing(missing)

    def _unanswered_at(self) -> float | None:
        """When the live board's write in flight counts as unanswered."""
        live = self.live
        if live is None or live.busy_since is None:
            return None
        return live.busy_since + UNANSWERED_AFTER

    def _report_refused(self) -> None:
        live, unanswered = self.live, self._unanswered_at()
        late = unanswered is not None and unanswered <= self.clock.now()
        refused = live is not None and (live.failures >= REFUSED_AFTER or late)
        refused = refused and not self.stopped
        if refused != self._refused:
            self._refused = refused
            self.link.unavailable(Unavailable.REFUSED, refused)

    def _lost(self, kept: Kept, message_id: int) -> None:
        """The live board's message was deleted: it is posted anew, with a nonce naming
        the deleted one."""
        if kept.message_id != message_id:
            return  # known already
        log.info("the board of match %s is gone; posting it anew", self.match.match_id)
        kept.message_id, kept.shows, kept.born_ms = None, None, None
        if kept.busy:  # what the writes in flight drew is on no message now
            kept.drawn = {None}
        kept.nonce = nonce(self.match.match_id, kept.round, message_id)

    # --- writing ----------------------------------------------------------------------

    def _start(self, kept: Kept, want: Look) -> None:
        # Drawn now, from the board ``want`` was read off (a newer one may come before the
        # write task runs: it is drawn by the next write).
        drawing = self._drawing(kept, want)
        _begin(kept, self.clock.now())
        write = self._write(kept, want, drawing, kept.message_id)
        task = asyncio.get_running_loop().create_task(write)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _write(self, kept: Kept, want: Look, drawing: Any, target: int | None) -> None:
        landed: bool | None = False
        try:
            if kept.role == "hand":
                assert kept.token is not None
                await self.transport.edit_through(kept.token, drawing)
            elif target is None:
                assert kept.nonce is not None
                posted = await self.transport.post(self.match.channel_id, drawing, kept.nonce)
                kept.message_id, kept.born_ms = posted.message_id, self.clock.wall_ms()
                kept.unknown = False
                if not posted.matches:  # handed back by its nonce, as an earlier run drew it
                    want = Look("unknown")
                if posted.message_id in self._deleted:  # the gateway said so before
                    self._lost(kept, posted.message_id)
                elif kept is self.live:
                    self.link.keep({"board": posted.message_id, "board_round": kept.round})
            elif kept is self.live:
                await self._edit_board(target, drawing)
            else:
                await self.transport.edit(self.match.channel_id, target, drawing)
            landed = True
            kept.failures, kept.retry_at = 0, None
        except WriteFailed as failure:
            landed = failure.applied
            if target is None and kept.role == "board" and landed is None:
                kept.unknown = True  # Discord may have made it: posted again with its nonce
            self._failed(kept, target, failure)
        except Exception:
            log.exception("drawing a message of match %s failed", self.match.match_id)
            landed = None
            self._retry(kept)
        finally:
            _end(kept, None if want.kind == "unknown" else want, landed)
            self._reconcile()

    def _through(self, kept: Kept, token: Token | None) -> None:
        """A press on the live board was answered: its token can edit the board now, with
        a rate limit of its own (issue 26: not the channel's few edits a second, which a
        rival's move waited behind). The newest is kept."""
        if kept is self.live and token is not None:
            held, on = self._board_token, self._board_token_on
            if held is None or on != kept.message_id or token.expires_ms >= held.expires_ms:
                self._board_token, self._board_token_on = token, kept.message_id

    async def _edit_board(self, message_id: int, drawing: Any) -> None:
        """Edit the live board: through the newest press token still good for a while,
        else as a channel message (paced: :data:`CHANNEL_EDIT_SPACING`)."""
        token = self._board_token_for(message_id)
        if token is not None:
            try:
                await self.transport.edit_through(token, drawing)
                return
            except Expired:
                self._board_token = None  # run out early: the channel's way, at once
        began = self.clock.now()
        await self.transport.edit(self.match.channel_id, message_id, drawing)
        self._channel_edited = began  # (a refused edit is retried on its own back-off)

    def paced(self) -> bool:
        """Whether the live board waits only for its next channel edit's turn
        (:data:`CHANNEL_EDIT_SPACING`: tests on a driven clock advance it then)."""
        live = self.live
        if live is None or live.busy or live.shows == self._want(live):
            return False
        until = self._paced_until(live)
        return until is not None and self.clock.now() < until

    def _paced_until(self, kept: Kept) -> float | None:
        """Not before when the live board may be edited next, if that edit would be a
        channel message (None: now, or through a press token)."""
        if kept is not self.live or not kept.posted or self._channel_edited is None:
            return None
        if self._board_token_for(kept.message_id) is not None:
            return None
        return self._channel_edited + CHANNEL_EDIT_SPACING

    def _board_token_for(self, message_id: int | None) -> Token | None:
        """The newest press token that edits ``message_id``, while still good: a token
        edits the message its press was made on, so none once the board was replaced
        (deleted and posted anew, or renewed after an hour)."""
        token = self._board_token
        if token is None or self._board_token_on != message_id or not self._fresh(token):
            return None
        return token

    def _fresh(self, token: Token) -> bool:
        return self.clock.wall_ms() < token.expires_ms - TOKEN_MARGIN_MS

    async def _reply(self, kept: Kept, want: Look, responder: Responder, drawing: Any) -> None:
        """A press's answer draws ``want`` on ``kept`` (type 7), in its own time; on a
        message the gateway said was deleted, it is not tried (:class:`Gone`)."""
        if responder.message_id in self._deleted:
            raise Gone(f"message {responder.message_id} was deleted")
        _begin(kept, self.clock.now())
        landed: bool | None = False
        try:
            await responder.update(drawing)
            landed = True
        except WriteFailed as failure:
            landed = failure.applied
            pressed = responder.message_id  # the message the answer was on
            if isinstance(failure, Gone) and pressed is not None:
                self._deleted.add(pressed)
                if kept is self.live:
                    self._lost(kept, pressed)
                elif kept in self.old:
                    self.old.remove(kept)
            elif isinstance(failure, TooOld) and kept is self.live and kept.message_id == pressed:
                self._renew(kept, pressed)
            raise
        finally:
            _end(kept, want, landed)
            self._reconcile()

    def _board_pressed(self, message_id: int | None, shown: int | None = None) -> Kept:
        """The board a press on ``message_id``, showing round ``shown``, was made on."""
        for kept in self._boards():
            if kept.message_id == message_id and message_id is not None:
                return kept
        live = self.live
        if (
            live is not None
            and not live.posted
            and live.busy
            and message_id is not None
            and (shown is None or live.first_round <= shown <= live.round)
        ):
            # Perhaps the board being posted (up already), perhaps another: known once
            # its post is answered.
            live.unsure.add(message_id)
            return live
        # A board of a round before the live board was posted (an hour-old board it
        # replaced, a restart's), its own post perhaps still unanswered (discord.py holds
        # a post's answer until the channel's bucket refills): it is closed, never drawn
        # as the live board. The live board is one message from round to round: a press
        # showing any round it has shown may be on it.
        return Kept("board", shown or 0, message_id=message_id)

    def _failed(self, kept: Kept, target: int | None, failure: WriteFailed) -> None:
        match_id = self.match.match_id
        if isinstance(failure, ShutDown):
            log.debug("match %s: not drawn, the bot is shutting down", match_id)
            self.dead = True
            self._calm.set()
        elif isinstance(failure, Gone):
            if kept.role == "hand":
                self._drop_hand(kept)
            elif kept is self.live and target is not None:
                self._lost(kept, target)
            elif kept in self.old:
                self.old.remove(kept)
        elif isinstance(failure, Refused):
            if kept is self.live:
                self._refused_for_good(kept, failure)
            elif kept in self.old:
                self.old.remove(kept)
            else:
                self._drop_hand(kept)
        elif isinstance(failure, Expired):
            self._drop_hand(kept)
        elif isinstance(failure, TooOld) and kept is self.live:
            # Discord no longer edits it: a fresh board takes its place, and it is closed
            # once Discord allows.
            self._renew(kept, target)
            self._retry(kept)
        else:
            log.warning("match %s: Discord did not take a %s write (%s); trying again",
                        match_id, kept.role, failure)  # fmt: skip
            self._retry(kept)

    def _refused_for_good(self, kept: Kept, failure: Refused) -> None:
        """The channel will never take the live board: nothing more is written, and the
        match ends."""
        if self.dead:
            return
        log.warning("match %s: the channel refuses its board: %s", self.match.match_id, failure)
        self.dead = True
        self.link.board_refused(BoardRefused(failure.reason, failure.why))

    def _drop_hand(self, kept: Kept) -> None:
        """A hand no longer reachable is let go (never a newer one of the seat's)."""
        seat = kept.seat if kept.seat is not None else -1
        if self.hands.get(seat) is kept:
            del self.hands[seat]

    def _retry(self, kept: Kept) -> None:
        kept.failures += 1
        delay = min(LAST_RETRY, FIRST_RETRY * 2 ** (kept.failures - 1))
        kept.retry_at = self.clock.now() + delay


async def rematch_over(responder: Responder, drawing: Any) -> None:
    """A press of Rematch on the result card of a match no process holds any more (it
    was let go a while after it ended, or across a restart): the card, drawn from
    Discord's copy of it, stops offering a rematch it cannot start."""
    await responder.update(drawing)


def _newer(hand: Kept, than: Kept | None) -> bool:
    """Whether ``hand`` was opened after ``than`` (message ids grow with time)."""
    if than is None or hand.message_id is None or than.message_id is None:
        return True
    return hand.message_id >= than.message_id


def _begin(kept: Kept, now: float) -> None:
    if not kept.busy:
        kept.drawn = set()
        kept.busy_since = now
    kept.busy += 1


def _end(kept: Kept, look: Look | None, landed: bool | None) -> None:
    """A write on ``kept`` is over (``landed``: Discord took it; None: nobody knows).
    Once none is in flight, the message shows what they all drew, or is not known."""
    if landed is None:
        kept.drawn.add(None)
    elif landed:
        kept.drawn.add(look)
    kept.busy -= 1
    if kept.busy == 0:
        kept.busy_since = None
    if kept.busy == 0 and kept.drawn:
        kept.shows = next(iter(kept.drawn)) if len(kept.drawn) == 1 else None
        kept.drawn = set()
