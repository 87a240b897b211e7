"""One live match: the actor that owns its game state, for any game.

All mutation of a match happens in this object's own callbacks on the event
loop (the settle-window flush, its timers, its bot seats), which asyncio runs
one at a time, so nothing else ever changes the state and no lock is needed.
An exception in any of them parks this match only (Red-DiscordBot's
TriviaSession reports crashes the same way, but we never let one escape).

The actor knows no game: it asks the match's :class:`~spitbot.engine.game.Game`
to apply actions, which deadline a position waits for (D2, D9, S10), what the
referee does when it runs out, whether a seat has something to do (D4), and
why a press was refused.

The settle window (S6, S10, D3): a press that no action of the other seat could
contest (the game says whether any would not commute with it) is applied at
once. Otherwise it opens a window, which closes at its Discord time plus the
delivery delay Discord keeps 99% of presses within, measured live
(:mod:`.delivery`), at most ``window_ms`` after it arrived; when it closes, the
presses are applied in Discord-time order (snowflake ms, then the whole
snowflake, then arrival), each judged against the state the earlier ones left.

An answer means it is kept: every change is handed to the recorder, and the
presses it settles are answered (and the board published) only once the
recorder says it is committed, or that the database is down and it waits in
memory. Commits complete in order, so answers do too.

Nobody loses for the bot's outage (D4, docs/decisions.md): while the adapter says the
players cannot reach the match (:class:`~.ports.Unavailable`: no board to press, the bot
cut off, its writes refused), every clock stands and the bot seats wait; once they can,
each clock starts afresh, whole, and a board that said the match was paused says it
was. Before anyone is forfeited for idling, the publisher is asked whether their board
is there to press.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..engine import (
    AnyGame,
    GameOver,
    IllegalAction,
    Note,
    PointsScored,
    Reason,
    RoundOver,
    StaleRound,
)
from .bots import BotSeat
from .clicker import ReactionWatch
from .clock import Clock, Timer, snowflake_ms
from .delivery import DeliveryDelay
from .ports import (
    Board,
    BoardRefused,
    Countdown,
    Fact,
    MatchAbandoned,
    MatchFinished,
    MatchInfo,
    MatchSnapshot,
    PlayerFlagged,
    PositionSaved,
    Publisher,
    Recorder,
    RoundScored,
    Unavailable,
)
from .press import Press, PressObserver, PressResult
from .reasons import (
    MatchOver,
    MatchParked,
    MatchStopped,
    NotInMatch,
    Paused,
    Resigned,
    TimeRanOut,
)
from .reasons import WentIdle as WentIdleNote
from .settings import RuntimeSettings

log = logging.getLogger(__name__)

Done = Callable[[PressResult], None]


@dataclass(slots=True)
class _Pending:
    press: Press
    seq: int
    done: Done | None

    def answer(self, result: PressResult) -> None:
        """Deliver the one outcome of this press (at most once)."""
        done, self.done = self.done, None
        if done is not None:
            done(result)

    def order(self) -> tuple[int, int, float, int]:
        # D3: Discord's receive time first; the whole id, then arrival, break ties stably.
        return (
            snowflake_ms(self.press.snowflake),
            self.press.snowflake,
            self.press.arrival,
            self.seq,
        )


class MatchActor:
    """A live match. Create through :class:`~.registry.MatchRegistry`."""

    def __init__(
        self,
        info: MatchInfo,
        state: Any,
        *,
        clock: Clock,
        settings: RuntimeSettings,
        publisher: Publisher | None,
        recorder: Recorder,
        on_end: Callable[[MatchActor], None],
        version: int = 0,
        bot_moves: tuple[int, int] = (0, 0),
        tags: tuple[tuple[str, int], ...] = (),
        observer: PressObserver | None = None,
        delivery: DeliveryDelay | None = None,
    ) -> None:
        self.info = info
        self.game: AnyGame = info.game
        self.tags: dict[str, int] = dict(tags)  # the adapter's notes; kept in snapshots
        self.state = state
        self.version = version
        self.parked = False
        self.said_late = False  # whether the last board shown says results are saved late
        self.clock = clock
        self._settings = settings
        self._window_ms = settings.window_ms if info.window_ms is None else info.window_ms
        self._recorder = recorder
        self._on_end = on_end
        self._publisher = publisher
        self._observer = observer  # told of each person's press once it is answered
        self._delivery = delivery if delivery is not None else DeliveryDelay()
        self._unavailable: set[Unavailable] = set()  # what keeps the players from it now
        self._pause_shown = False  # the board says the match is paused
        self._last: tuple[Any, ...] = ()  # the events of the newest change
        self._pause_timer: Timer | None = None  # until an outage is worth saying
        self._idle_due: set[int] = set()  # seats whose idle time ran out: board being checked
        self._checking = False  # the publisher is asked whether the board is there
        self._pending: list[_Pending] = []
        self._reactions: dict[int, ReactionWatch] = {}  # people's reactions (auto-clickers)
        self._flagged: set[int] = set()  # seats flagged in this match (once each)
        self._seq = 0
        self._window: Timer | None = None
        self._deadline_timer: Timer | None = None
        self._armed: tuple[str, Hashable] | None = None
        self._countdown: Countdown | None = None
        self._idle: list[Timer | None] = [None, None]
        self._committed: asyncio.Future[bool] | None = None  # the latest commit asked for
        self._bots = tuple(
            BotSeat(self, seat, player.bot, settings, info.seed, bot_moves[seat])
            if player.bot is not None
            else None
            for seat, player in enumerate(info.players)
        )

    # --- the outside world ----------------------------------------------------------

    @property
    def finished(self) -> bool:
        return self.state.outcome is not None or self.parked

    async def press(self, press: Press) -> PressResult:
        """Submit a press and wait for its one outcome (after the window closes and
        the position it produced is committed)."""
        future: asyncio.Future[PressResult] = asyncio.get_running_loop().create_future()

        def done(result: PressResult) -> None:
            if not future.done():
                future.set_result(result)

        entered = self.clock.now()
        self.submit(press, done)
        result = await future
        if self._observer is not None:
            try:
                self._observer.settled(self.info, result, self.clock.now() - entered)
            except Exception:  # counting must never cost a player their answer
                log.exception("match %s: the press observer failed", self.info.match_id)
        return result

    def submit(self, press: Press, done: Done | None = None) -> None:
        """Queue a press for the settle window; ``done`` gets its outcome."""
        if self.finished:
            if done:
                done(PressResult.refused(self._over_reason(), self.board()))
            return
        now_ms = self.clock.wall_ms()
        seat = self.info.seat_of(press.user_id)
        if seat is not None:
            if not press.table:  # a table press's time is no Discord time (issue 28.3)
                self._delivery.observe(press.snowflake, now_ms)  # D3: a person's press
            self._watch_reaction(seat, press)
        self._pending.append(_Pending(press, self._seq, done))
        self._seq += 1
        if self._window is not None:
            return  # a window is open: the press is settled with the others in it
        adaptive = self._settings.adaptive_window
        if self._window_ms == 0 or (adaptive and not self._contested(press)):
            self._guard(self._flush)
            return
        wait = float(self._window_ms)
        if adaptive:
            wait = self._delivery.wait_ms(press.snowflake, now_ms, self._window_ms)
        deadline = self.clock.now() + wait / 1000
        self._window = self.clock.call_at(deadline, lambda: self._guard(self._flush))

    def _watch_reaction(self, seat: int, press: Press) -> None:
        """Auto-clickers (:mod:`.clicker`): a person's reaction to the board they pressed
        on; the first time their reactions break the rule in a rated match, the flag is
        committed (the match is then held out of ratings until a moderator decides)."""
        if press.shown_ms is None or not self.info.rated or seat in self._flagged:
            return
        watch = self._reactions.setdefault(seat, ReactionWatch())
        flagged = watch.saw(snowflake_ms(press.snowflake) - press.shown_ms)
        if flagged is not None:
            self._flagged.add(seat)
            log.info("match %s: seat %d flagged (%s)", self.info.match_id, seat, flagged.rule)
            self._commit(PlayerFlagged(self.info, seat, flagged, self.clock.wall_ms()))

    def _contested(self, press: Press) -> bool:
        """S6, S10, D3: whether a press of the other seat could still come out differently
        in the other order. A press refused before the game judges it (not a player's,
        an old round's) is refused whatever comes, so it is not."""
        if self._check(press, ()) is not None:
            return False
        try:
            return self.game.contested(self.state, press.action)
        except Exception:  # a bug in a game's answer costs a wait, never the match
            log.exception("match %s: asking whether a press is contested failed",
                          self.info.match_id)  # fmt: skip
            return True

    async def resign(self, user_id: int) -> PressResult:
        """D4: a player gives up, at once (no window: nobody can race a resignation)."""
        seat = self.info.seat_of(user_id)
        if seat is None:
            return PressResult.refused(NotInMatch(*self.info.names()), self.board())
        if self.finished:
            return PressResult.refused(self._over_reason(), self.board())
        results: list[PressResult] = []
        self._guard(
            lambda: results.append(self._referee([self.game.resign(seat, False)], Resigned(seat)))
        )
        await self.durable()
        return results[0] if results else PressResult.refused(self._over_reason(), self.board())

    def start(self, *first: Fact) -> None:
        """Arm the timers and the bot seats for the current state, commit ``first``
        (a new match's start), then draw the board."""
        self._guard(lambda: self._after_change((), first, acted=(True, True)))

    def stop(self) -> None:
        """Cancel every timer (shutdown, cleanup). Pending presses are refused."""
        self._cancel_timers()
        if self._pause_timer is not None:
            self._pause_timer.cancel()
            self._pause_timer = None
        if self._window is not None:
            self._window.cancel()
            self._window = None
        pending, self._pending = self._pending, []
        reason = self._over_reason() if self.parked else MatchStopped()
        for item in pending:
            item.answer(PressResult.refused(reason, self.board()))

    def snapshot(self) -> MatchSnapshot:
        moves = tuple(bot.moves if bot else 0 for bot in self._bots)
        return MatchSnapshot(
            self.info,
            self.state,
            self.version,
            (moves[0], moves[1]),
            tuple(sorted(self.tags.items())),
        )

    def board(self, note: Note | None = None, pressed: frozenset[int] = frozenset()) -> Board:
        countdown = self._countdown
        if countdown is not None:
            deadline = self.game.deadline(self.state)  # who the board still waits for
            seats = deadline.seats if deadline is not None else ()
            countdown = Countdown(countdown.kind, seats, countdown.deadline_ms)
        paused = self._pause_shown and not self.finished
        return Board(
            self.info, self.state, self.version, countdown, note, self._recorder.saving_late,
            pressed, paused, self._last,
        )  # fmt: skip

    def tag(self, key: str, value: int) -> None:
        """Keep an adapter's note (e.g. the board's message id) in the match's snapshots."""
        self.keep({key: value})

    def keep(self, notes: Mapping[str, int]) -> None:
        """Keep the adapter's notes in the match's snapshots (committed when they change)."""
        changed = {k: v for k, v in notes.items() if self.tags.get(k) != v}
        if changed:
            self.tags.update(changed)
            if not self.finished:
                self._commit(PositionSaved(self.snapshot()))

    def republish(self) -> None:
        """Show the current board again (the database caught up, and the board no longer
        says results are saved late)."""
        self._show(self.board())

    def board_missing(self, missing: bool) -> None:
        """The publisher says whether the match has a board to press (none while it is
        posted, or posted anew after a moderator deleted it). D4: nobody is forfeited by
        the idle timeout meanwhile; the clocks start afresh once it is back."""
        self.unavailable(Unavailable.NO_BOARD, missing)

    @property
    def paused(self) -> bool:
        """Whether the match's clocks stand: something keeps its players from it."""
        return bool(self._unavailable)

    def unavailable(self, cause: Unavailable, on: bool = True) -> None:
        """The adapter says whether ``cause`` keeps the players from the match. While any
        cause does, every clock stands (the game's deadline, D4's idle forfeit) and the
        bot seats wait; once none does, each starts afresh, whole. An outage (the bot
        out of touch) that lasts is said on the board, and its end too."""
        if (cause in self._unavailable) == on:
            return
        was = self.paused
        if on:
            self._unavailable.add(cause)
        else:
            self._unavailable.discard(cause)
        if self.finished:
            return
        if self.paused != was:
            self._guard(self._pause if self.paused else self._resume)
        self._watch_outage()

    def board_refused(self, refused: BoardRefused) -> None:
        """The channel will never take the board: end the match cleanly, unrated."""
        if not self.finished:
            why = refused.why or f"board refused: {refused.reason.code}"
            self.park(why, tell=refused.reason)

    def abandon(self, why: str) -> None:
        """Where the match is played is gone for good (its channel deleted, the bot no
        longer in the server): it ends abandoned and unrated, its people are free, and
        nobody is told (there is nowhere to say it)."""
        if not self.finished:
            self.park(why, quiet=True)

    async def durable(self) -> None:
        """Wait until every change made so far is committed (or known to be late)."""
        if self._committed is not None:
            await asyncio.shield(self._committed)

    async def flush_publishing(self) -> None:
        """Wait until everything so far is committed and the match's messages show it
        (tests, shutdown)."""
        await self.durable()
        if self._publisher is not None:
            await self._publisher.settle(self.info.match_id)

    # --- settling ---------------------------------------------------------------------

    def _flush(self) -> None:
        self._window = None
        # The batch stays in _pending until answered, so a crash still answers it (park).
        batch = sorted(self._pending, key=_Pending.order)
        game = self.game
        earlier: list[Any] = []
        outcomes: list[tuple[_Pending, Reason | None, tuple[Any, ...]]] = []
        acted = [False, False]
        pressed: set[int] = set()  # seats whose applied presses await an answer
        for item in batch:
            press = item.press
            reason = self._check(press, earlier)
            if reason is not None:
                outcomes.append((item, reason, ()))
                continue
            try:
                after, events = game.apply(self.state, press.action)
            except IllegalAction as error:
                reason = game.explain(error, press.action, self.state, earlier)
                outcomes.append((item, reason, ()))
                continue
            self.state = after
            seat = game.seat_of(press.action)
            assert seat is not None  # _check refused the referee's actions
            acted[seat] = True
            if item.done is not None and not press.table:  # a table's answer draws no message
                pressed.add(seat)
            earlier.extend(events)
            outcomes.append((item, None, events))
        if earlier:
            self._after_change(earlier, (), acted=(acted[0], acted[1]), pressed=frozenset(pressed))
        del self._pending[: len(batch)]
        board = self.board()

        def answer() -> None:
            shown = self._as_committed(board)
            for item, reason, events in outcomes:
                item.answer(PressResult(reason is None, reason, events, shown))

        self._when_durable(answer)

    def _check(self, press: Press, earlier: Sequence[Any]) -> Reason | None:
        seat = self.game.seat_of(press.action)
        if seat not in (0, 1) or self.info.players[seat].user_id != press.user_id:
            return NotInMatch(*self.info.names())  # D7
        if self.finished:
            return self._over_reason()
        if press.round is not None and press.round != self.state.round:
            stale = StaleRound(press.round, self.state.round)
            return self.game.explain(stale, press.action, self.state, earlier)
        return None

    def _referee(self, actions: Sequence[Any], note: Note) -> PressResult:
        """A timer's or a resignation's actions: applied at once, outside the window."""
        events: list[Any] = []
        for action in actions:
            try:
                self.state, caused = self.game.apply(self.state, action)
            except IllegalAction as error:
                log.warning("match %s: the referee's %r was refused: %r", self.info.match_id,
                            action, error)  # fmt: skip
                return PressResult.refused(error, self.board())
            events.extend(caused)
        self._after_change(events, (), acted=(False, False), note=note)
        return PressResult(True, None, tuple(events), self.board(note))

    def _over_reason(self) -> Reason:
        return MatchParked() if self.parked else MatchOver()

    # --- after every change -------------------------------------------------------

    def _after_change(
        self,
        events: Sequence[Any],
        first: Sequence[Fact],
        *,
        acted: tuple[bool, bool],
        pressed: frozenset[int] = frozenset(),
        note: Note | None = None,
    ) -> None:
        """Bookkeeping after the state changed (or at start, with no events): commit
        it, re-arm timers, wake the bots, and publish once it is durable.

        ``pressed`` are the seats whose presses made the change and are answered
        with it: the publisher knows what their replies redraw (Spit's shared
        board; a Speed player's own hand) and draws the rest.
        """
        if events:
            self.version += 1
            self._last = tuple(events)  # what the boards of this version say just happened
        facts: list[Fact] = list(first)
        over = False
        held: dict[int, tuple[int, int]] = {}
        for event in events:
            if isinstance(event, RoundOver):
                held[event.round] = event.cards_left
            elif isinstance(event, PointsScored):  # V4, P8: a series keeps every round
                left = held.get(event.round, (0, 0))
                facts.append(RoundScored(self.info, event.round, event.points, left, event.totals))
            elif isinstance(event, GameOver):
                over = True
        if over:
            self._cancel_timers()
            facts.append(MatchFinished(self.info, self.state, self.clock.wall_ms()))
        else:
            self._arm_deadline()
            self._arm_idle(acted)
            if events:
                facts.append(PositionSaved(self.snapshot()))
            for bot in self._bots:
                if bot is not None and not self._unavailable:
                    bot.consider()
        if facts:
            self._commit(*facts)
        if over:
            # The settle window is left to close: presses waiting in it still get
            # their answer ("This match is over").
            self._on_end(self)
        # The board of this version, once it is durable (never a newer one, which may not
        # be yet; the publisher draws the newest it was shown).
        self._show(self.board(note, pressed))

    def _show(self, board: Board) -> None:
        publisher = self._publisher
        if publisher is not None:
            self._when_durable(lambda: publisher.show(self._as_committed(board)))

    def _as_committed(self, board: Board) -> Board:
        """``board`` as its commit turned out: whether the database is late is known
        only once the commit is answered."""
        late = self._recorder.saving_late
        self.said_late = late
        return board if board.saving_late == late else replace(board, saving_late=late)

    def _commit(self, *facts: Fact) -> None:
        self._committed = asyncio.ensure_future(self._recorder.commit(*facts))

    def _when_durable(self, then: Callable[[], None]) -> None:
        """Run ``then`` once everything committed so far is durable (or late)."""
        committed = self._committed
        if committed is None:
            then()
            return

        def run(_: Awaitable[bool]) -> None:
            try:  # answers are always delivered, even to a match parked meanwhile
                then()
            except Exception:
                log.exception("match %s: delivering after a commit failed", self.info.match_id)

        committed.add_done_callback(run)

    def _cancel_timers(self) -> None:
        """Every timer but the settle window's, and the bot seats' thinking."""
        for timer in (self._deadline_timer, *self._idle):
            if timer is not None:
                timer.cancel()
        self._deadline_timer = None
        self._armed = None
        self._countdown = None
        self._idle = [None, None]
        self._idle_due.clear()
        for bot in self._bots:
            if bot is not None:
                bot.cancel()

    # --- pausing: nobody loses for the bot's outage (D4) ---------------------------

    def _pause(self) -> None:
        """The players cannot reach the match: every clock stands (a wait timed so far
        is timed again, whole, when they can)."""
        self._cancel_timers()

    def _resume(self) -> None:
        """The players can reach the match again: every clock starts afresh, whole, and
        a board that said the match is paused says it was."""
        self._arm_deadline()
        self._arm_idle((True, True))
        for bot in self._bots:
            if bot is not None:
                bot.consider()
        if self._pause_shown:
            self._pause_shown = False
            self.version += 1  # the same position, drawn again: its countdown is new
            self._show(self.board(Paused()))

    def _watch_outage(self) -> None:
        """An outage is said on the board once it has lasted ``pause_shown_after``."""
        outage = any(cause.outage for cause in self._unavailable)
        if outage and self._pause_timer is None and not self._pause_shown:
            when = self.clock.now() + self._settings.pause_shown_after
            self._pause_timer = self.clock.call_at(when, lambda: self._guard(self._say_paused))
        elif not outage and self._pause_timer is not None:
            self._pause_timer.cancel()
            self._pause_timer = None

    def _say_paused(self) -> None:
        self._pause_timer = None
        if self.finished or not any(cause.outage for cause in self._unavailable):
            return
        self._pause_shown = True
        self.version += 1  # the same position, drawn again: it says it is paused
        self._show(self.board())

    # --- timers: the game's deadlines (D2, D9, S10, V2) and D4's idle forfeit -------

    def _arm_deadline(self) -> None:
        """Time what the position waits for; a wait already timed keeps its clock
        (a seat answering does not restart it), a new one starts afresh. While the match
        is paused nothing is timed: it is, whole, when it resumes."""
        if self._unavailable:
            return
        deadline = self.game.deadline(self.state)
        key = None if deadline is None else (deadline.kind, deadline.episode)
        if key == self._armed:
            return
        if self._deadline_timer is not None:
            self._deadline_timer.cancel()
        self._deadline_timer = None
        self._armed = key
        self._countdown = None
        if deadline is None:
            return
        delay = self._settings.countdowns.get(deadline.kind)
        if delay is None:
            return
        wall = self.clock.wall_ms() + round(delay * 1000)
        self._countdown = Countdown(deadline.kind, deadline.seats, wall)
        when = self.clock.now() + delay
        self._deadline_timer = self.clock.call_at(when, lambda: self._guard(self._time_ran_out))

    def _time_ran_out(self) -> None:
        self._deadline_timer = None
        deadline = self.game.deadline(self.state)
        if deadline is None or (deadline.kind, deadline.episode) != self._armed:
            return
        self._armed = None
        actions = self.game.on_deadline(self.state, deadline)
        if actions:
            self._referee(actions, TimeRanOut(deadline.kind, deadline.seats))

    def _arm_idle(self, acted: tuple[bool, bool]) -> None:
        """D4: a person with something to do who does nothing for ``idle_timeout`` loses
        (not while the match is paused). A seat whose board is being checked before its
        forfeit stays due, unless it acted."""
        for seat in (0, 1):
            if self.info.players[seat].bot is not None:
                continue
            if seat in self._idle_due:
                if not acted[seat]:
                    continue
                self._idle_due.discard(seat)
            timer = self._idle[seat]
            busy = self.game.busy(self.state, seat) and not self._unavailable
            if not busy or acted[seat]:
                if timer is not None:
                    timer.cancel()
                self._idle[seat] = timer = None
            if busy and timer is None:
                deadline = self.clock.now() + self._settings.idle_timeout
                self._idle[seat] = self.clock.call_at(deadline, self._idle_callback(seat))

    def _idle_callback(self, seat: int) -> Callable[[], None]:
        return lambda: self._guard(lambda: self._went_idle(seat))

    def _idle_now(self, seat: int) -> bool:
        return not self.finished and not self._unavailable and self.game.busy(self.state, seat)

    def _went_idle(self, seat: int) -> None:
        """D4: ``seat``'s idle time ran out. Before they are forfeited, the publisher is
        asked whether their board is there to press (once for both seats)."""
        self._idle[seat] = None
        if not self._idle_now(seat):
            return
        publisher = self._publisher
        if publisher is None:
            self._referee([self.game.resign(seat, True)], WentIdleNote(seat))
            return
        self._idle_due.add(seat)
        if self._checking:
            return
        self._checking = True
        check = asyncio.ensure_future(publisher.board_shown(self.info))
        check.add_done_callback(lambda done: self._guard(lambda: self._board_checked(done)))

    def _board_checked(self, done: asyncio.Future[bool]) -> None:
        """The publisher said whether the board is there: the seats still idle lose (the
        first in seat order: that ends the match); if it is not there, or nobody could
        say, their idle clocks start afresh."""
        self._checking = False
        due = sorted(self._idle_due)
        self._idle_due.clear()
        try:
            shown = done.result()
        except Exception:  # a bug in the check costs a wait, never a forfeit
            log.exception("match %s: checking the board before a forfeit failed",
                          self.info.match_id)  # fmt: skip
            shown = False
        if not shown:
            self._arm_idle((False, False))
            return
        for seat in due:
            if self._idle_now(seat):
                self._referee([self.game.resign(seat, True)], WentIdleNote(seat))
                return

    # --- isolation ---------------------------------------------------------------------

    def _guard(self, step: Callable[[], None]) -> None:
        if self.parked:
            return
        try:
            step()
        except Exception as error:
            log.exception("match %s crashed; parking it", self.info.match_id)
            self.park(f"{type(error).__name__}: {error}")

    def park(self, reason: str, tell: Reason | None = None, *, quiet: bool = False) -> None:
        """Stop this match for good after an error; every other match goes on. It is
        abandoned in the database (no result, no rating) and never resumed. The
        channel is told it stopped, or the players ``tell`` why (``quiet``: nobody)."""
        if self.parked:
            return
        self.parked = True
        self.stop()
        try:
            self._commit(MatchAbandoned(self.info, reason, self.clock.wall_ms()))
            publisher = self._publisher
            if publisher is not None and not quiet:
                said = (
                    publisher.match_parked(self.info)
                    if tell is None
                    else (publisher.match_abandoned(self.info, tell))
                )
                in_background(said)
        finally:
            self._on_end(self)


_background: set[asyncio.Future[Any]] = set()


def in_background(work: Awaitable[Any]) -> None:
    """Run ``work`` on its own (nothing waits for it), kept referenced until it is done:
    the event loop holds its tasks only weakly, so one nothing refers to may vanish."""
    task = asyncio.ensure_future(work)
    _background.add(task)
    task.add_done_callback(_background.discard)
