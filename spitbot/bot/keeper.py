"""One keeper per match owns every message of that match: its live board, the older
boards still to close, and each player's private panel (Spit's "My cards", Speed's
hand).

For each message it holds what the message shows now (:class:`~.kept.Look`), and the
writes on it in flight; from the newest committed board it knows what each should
show. One reconcile step compares the two and starts the next write of each message
that needs one: a post, an edit, a hand's edit through its token. Everything else
tells it facts and never touches its bookkeeping:

- the runtime, through the publisher port: "version 41 is committed" (:meth:`committed`,
  with the seats whose press answers draw it), "the match stopped" (:meth:`stop`);
- the gateway: "this message was deleted" (:meth:`deleted`);
- the controller: a press's answer *borrows* the keeper's right to write the pressed
  message (:meth:`answer_board`, :meth:`answer_hand`, :meth:`close_pressed`): the keeper
  says what the answer draws (or that it is shown already: type 6), and learns what
  Discord took.

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

While the live board is not on Discord (being posted, deleted, refused for a while),
the match is told so: no player is forfeited by the idle timeout meanwhile.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterator
from typing import Any

from ..runtime import Board, BoardRefused, Clock, MatchInfo, Timer
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
#: Past this age a board is replaced rather than edited: Discord caps edits of messages
#: older than an hour (30046), press answers too.
OLD_BOARD_MS = 55 * 60_000


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
    ) -> None:
        self.match = match
        self.transport = transport
        self.artist = artist
        self.link = link
        self.clock = clock
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
        self._calm = asyncio.Event()
        self._tasks: set[asyncio.Task[None]] = set()

    # --- facts ---------------------------------------------------------------------

    def committed(self, board: Board) -> None:
        """``board`` is committed (or, late, kept in memory until it is): every message
        is brought to it. Its ``pressed`` seats' answers draw it on their messages."""
        if self.stopped:
            return  # a stopped match's board says so, and nothing else is drawn
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
        if live is None or live.round != round_no:
            if live is not None and (live.posted or live.busy or live.unknown):
                self._retire(live)  # a timer ended its round, or a press closes it
            self.live = Kept("board", round_no, nonce=nonce(self.match.match_id, round_no))
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

    @property
    def _by_default(self) -> str:
        return "board" if self.artist.replies_draw_board else "hand"

    def adopt(self, message_id: int, round_no: int) -> None:
        """A restored match: its live board is the message it had before the restart,
        showing something older (it is drawn again)."""
        if self.live is None:
            self.live = Kept("board", round_no, message_id=message_id,
                             nonce=nonce(self.match.match_id, round_no),
                             born_ms=snowflake_ms(message_id))  # fmt: skip

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

    def vote_rematch(self, votes: int, needed: int) -> None:
        self.rematch = (votes, needed, False)

    def rematch_started(self) -> None:
        """The final board no longer offers a rematch (its board is below)."""
        self.rematch = (0, 0, True)  # the press's answer draws it (answer_board)

    def forget(self) -> None:
        """The match is gone for good: nothing more is written (writes in flight are
        dropped, unanswered)."""
        self.dead = True
        if self._timer is not None:
            self._timer.cancel()
        for task in list(self._tasks):
            task.cancel()
        self._calm.set()

    # --- what the controller asks --------------------------------------------------

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
        shown: int | None = None,
    ) -> None:
        """Answer a press on a board with what that board must show now (the newest
        committed board, or the old round's board closed), or with type 6 if it shows
        that already. ``shown`` is the round the pressed message showed (None: not
        known). Raises :class:`~.kept.Gone` if the board was deleted meanwhile (it is
        posted anew; the caller tells the presser)."""
        if board is not None:
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
        if kept.shows == want and not kept.busy:
            await responder.defer()
            self._reconcile()
            return
        await self._reply(kept, want, responder, self._drawing(kept, want))

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

    def hand_opened(self, seat: int, message_id: int | None, token: Token, look: Look) -> None:
        """A fresh hand was sent (its drawing showing ``look``): it is the one kept up to
        date from now on (unless a newer one of the seat's is already)."""
        opened = Kept("hand", seat=seat, message_id=message_id, token=token, shows=look)
        if _newer(opened, self.hands.get(seat)):
            self.hands[seat] = opened
        self._reconcile()

    def draw_hand(self, seat: int, token: Token, warning: str | None = None) -> Any:
        """A fresh hand's drawing and its look, to send as a new message."""
        kept = Kept("hand", seat=seat, token=token)
        want = self._want(kept) or HAND_STOPPED
        return self._drawing(kept, want, warning), want

    async def settle(self) -> None:
        """Wait until every message shows what it should (tests, shutdown)."""
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
            return artist.board(self.board, look)
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
            self._start(kept, want)
        self._keep_old()
        self._wake_at(min(wake) if wake else None)
        self._report_missing()
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
        token = kept.token
        return token is not None and self.clock.wall_ms() < token.expires_ms - TOKEN_MARGIN_MS

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
        _begin(kept)
        write = self._write(kept, want, drawing, kept.message_id)
        task = asyncio.get_running_loop().create_task(write)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _write(self, kept: Kept, want: Look, drawing: Any, target: int | None) -> None:
        landed: bool | None = False
        try:
            if kept.role == "hand":
                assert kept.token is not None
                await self.transport.edit_hand(kept.token, drawing)
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

    async def _reply(self, kept: Kept, want: Look, responder: Responder, drawing: Any) -> None:
        """A press's answer draws ``want`` on ``kept`` (type 7), in its own time; on a
        message the gateway said was deleted, it is not tried (:class:`Gone`)."""
        if responder.message_id in self._deleted:
            raise Gone(f"message {responder.message_id} was deleted")
        _begin(kept)
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
            and shown in (None, live.round)
        ):
            # Perhaps the board being posted (up already), perhaps another: known once
            # its post is answered.
            live.unsure.add(message_id)
            return live
        # An earlier round's board (its own post perhaps still unanswered: discord.py
        # holds a post's answer until the channel's bucket refills): it is closed, never
        # drawn as the live round's board.
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
                log.warning("match %s: the channel refuses its board: %s", match_id, failure)
                self.dead = True
                self.link.board_refused(BoardRefused(failure.reason))
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

    def _drop_hand(self, kept: Kept) -> None:
        """A hand no longer reachable is let go (never a newer one of the seat's)."""
        seat = kept.seat if kept.seat is not None else -1
        if self.hands.get(seat) is kept:
            del self.hands[seat]

    def _retry(self, kept: Kept) -> None:
        kept.failures += 1
        delay = min(LAST_RETRY, FIRST_RETRY * 2 ** (kept.failures - 1))
        kept.retry_at = self.clock.now() + delay


def _newer(hand: Kept, than: Kept | None) -> bool:
    """Whether ``hand`` was opened after ``than`` (message ids grow with time)."""
    if than is None or hand.message_id is None or than.message_id is None:
        return True
    return hand.message_id >= than.message_id


def _begin(kept: Kept) -> None:
    if not kept.busy:
        kept.drawn = set()
    kept.busy += 1


def _end(kept: Kept, look: Look | None, landed: bool | None) -> None:
    """A write on ``kept`` is over (``landed``: Discord took it; None: nobody knows).
    Once none is in flight, the message shows what they all drew, or is not known."""
    if landed is None:
        kept.drawn.add(None)
    elif landed:
        kept.drawn.add(look)
    kept.busy -= 1
    if kept.busy == 0 and kept.drawn:
        kept.shows = next(iter(kept.drawn)) if len(kept.drawn) == 1 else None
        kept.drawn = set()
