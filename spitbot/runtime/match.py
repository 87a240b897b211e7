"""One live match: the actor that owns its engine state.

All mutation of a match happens in this object's own callbacks on the event
loop (the settle-window flush, its timers, its bot seats), which asyncio runs
one at a time, so nothing else ever changes the state and no lock is needed.
An exception in any of them parks this match only (Red-DiscordBot's
TriviaSession reports crashes the same way, but we never let one escape).

The settle window (S6, S10, D3): the first pending press opens a window of
``window_ms``; when it closes, the presses are applied in Discord-time order
(snowflake ms, then the whole snowflake, then arrival), each judged against
the state the earlier ones left.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass

from ..engine import (
    Action,
    Choose,
    Event,
    GameOver,
    IllegalAction,
    LaidOut,
    Phase,
    Resign,
    RoundOver,
    SlapTimeout,
    Spit,
    Stalled,
    State,
    apply,
    chooser,
    legal_actions,
)
from .bots import BotSeat
from .clock import Clock, Timer, snowflake_ms
from .explain import refusal
from .ports import Board, Countdown, MatchInfo, MatchSnapshot, Publisher, Recorder
from .press import Press, PressResult
from .publish import Coalescer
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
        state: State,
        *,
        clock: Clock,
        settings: RuntimeSettings,
        publisher: Publisher | None,
        recorder: Recorder,
        on_end: Callable[[MatchActor], None],
        version: int = 0,
        bot_moves: tuple[int, int] = (0, 0),
        tags: tuple[tuple[str, int], ...] = (),
    ) -> None:
        self.info = info
        self.tags: dict[str, int] = dict(tags)  # the adapter's notes; kept in snapshots
        self.state = state
        self.version = version
        self.parked = False
        self.clock = clock
        self._settings = settings
        self._window_ms = settings.window_ms if info.window_ms is None else info.window_ms
        self._recorder = recorder
        self._on_end = on_end
        self._publisher = publisher
        self._coalescer = Coalescer(publisher.publish, info.match_id) if publisher else None
        self._pending: list[_Pending] = []
        self._seq = 0
        self._window: Timer | None = None
        self._phase_timer: Timer | None = None
        self._countdown: Countdown | None = None
        self._idle: list[Timer | None] = [None, None]
        self._bots = tuple(
            BotSeat(self, seat, player.bot, settings, info.seed, bot_moves[seat])
            if player.bot is not None
            else None
            for seat, player in enumerate(info.players)
        )

    # --- the outside world ----------------------------------------------------------

    @property
    def finished(self) -> bool:
        return self.state.phase is Phase.OVER or self.parked

    async def press(self, press: Press) -> PressResult:
        """Submit a press and wait for its one outcome (after the window closes)."""
        future: asyncio.Future[PressResult] = asyncio.get_running_loop().create_future()

        def done(result: PressResult) -> None:
            if not future.done():
                future.set_result(result)

        self.submit(press, done)
        return await future

    def submit(self, press: Press, done: Done | None = None) -> None:
        """Queue a press for the settle window; ``done`` gets its outcome."""
        if self.finished:
            if done:
                done(PressResult.refused(self._over_reason(), self.state, self.version))
            return
        self._pending.append(_Pending(press, self._seq, done))
        self._seq += 1
        if self._window_ms == 0:
            self._guard(self._flush)
        elif self._window is None:
            deadline = self.clock.now() + self._window_ms / 1000
            self._window = self.clock.call_at(deadline, lambda: self._guard(self._flush))

    def resign(self, user_id: int) -> PressResult:
        """D4: a player gives up, at once (no window: nobody can race a resignation)."""
        seat = self.info.seat_of(user_id)
        if seat is None:
            return PressResult.refused(
                "You're not playing in this match.", self.state, self.version
            )
        if self.finished:
            return PressResult.refused(self._over_reason(), self.state, self.version)
        result: list[PressResult] = []
        self._guard(lambda: result.append(self._apply_now(Resign(seat), "resigned")))
        return result[0] if result else PressResult.refused(self._over_reason(), self.state)

    def start(self) -> None:
        """Arm the timers and the bot seats for the current state, and draw the board."""
        self._guard(lambda: self._after_change((), publish=True, acted=(True, True)))

    def stop(self) -> None:
        """Cancel every timer (shutdown, cleanup). Pending presses are refused."""
        self._cancel_timers()
        if self._window is not None:
            self._window.cancel()
            self._window = None
        pending, self._pending = self._pending, []
        reason = self._over_reason() if self.parked else "The match was stopped."
        for item in pending:
            item.answer(PressResult.refused(reason, self.state, self.version))

    def snapshot(self) -> MatchSnapshot:
        moves = tuple(bot.moves if bot else 0 for bot in self._bots)
        return MatchSnapshot(
            self.info,
            self.state,
            self.version,
            (moves[0], moves[1]),
            tuple(sorted(self.tags.items())),
        )

    def board(self, note: str = "") -> Board:
        countdown = self._countdown
        if countdown is not None and countdown.what == "spit":
            countdown = Countdown("spit", self._spit_needed(), countdown.deadline_ms)
        return Board(self.info, self.state, self.version, countdown, note)

    async def flush_publishing(self) -> None:
        if self._coalescer:
            await self._coalescer.idle()

    # --- settling ---------------------------------------------------------------------

    def _flush(self) -> None:
        self._window = None
        # The batch stays in _pending until answered, so a crash still answers it (park).
        batch = sorted(self._pending, key=_Pending.order)
        earlier: list[tuple[str, Event]] = []
        outcomes: list[tuple[_Pending, bool, str, tuple[Event, ...]]] = []
        acted = [False, False]
        human = False
        for item in batch:
            press = item.press
            human = human or item.done is not None
            reason = self._check(press)
            if reason:
                outcomes.append((item, False, reason, ()))
                continue
            try:
                after, events = apply(self.state, press.action)
            except IllegalAction as error:
                text = refusal(error, press.action, self.state, earlier)
                outcomes.append((item, False, text, ()))
                continue
            self.state = after
            seat = press.action.seat  # type: ignore[union-attr]  # _check refused SlapTimeout
            acted[seat] = True
            name = self.info.players[seat].name
            earlier.extend((name, event) for event in events)
            outcomes.append((item, True, "", events))
        changed = [event for _, event in earlier]
        if changed:
            self._after_change(changed, publish=not human, acted=(acted[0], acted[1]))
        del self._pending[: len(batch)]
        for item, applied, reason, events in outcomes:
            item.answer(PressResult(applied, reason, events, self.state, self.version))

    def _check(self, press: Press) -> str:
        action = press.action
        seat = getattr(action, "seat", None)
        if seat not in (0, 1) or self.info.players[seat].user_id != press.user_id:
            names = " and ".join(p.name for p in self.info.players)
            return f"This is a game between {names}: you're not playing in it."  # D7
        if self.state.phase is Phase.OVER:
            return self._over_reason()
        if press.round is not None and press.round != self.state.round:
            return (
                f"That board is from round {press.round}; "
                f"the match has moved on to round {self.state.round}."
            )
        return ""

    def _apply_now(self, action: Action, note: str) -> PressResult:
        """A timer's or a resignation's action: applied at once, outside the window."""
        try:
            self.state, events = apply(self.state, action)
        except IllegalAction as error:
            return PressResult.refused(error.reason, self.state, self.version)
        self._after_change(list(events), publish=True, acted=(False, False), note=note)
        return PressResult(True, "", events, self.state, self.version)

    def _over_reason(self) -> str:
        if self.parked:
            return "This match was stopped after an error."
        return "This match is over."

    # --- after every change -------------------------------------------------------

    def _after_change(
        self,
        events: tuple[Event, ...] | list[Event],
        *,
        publish: bool,
        acted: tuple[bool, bool],
        note: str = "",
    ) -> None:
        """Bookkeeping after the state changed (or at start, with no events).

        ``publish`` is false when every change came from people's presses: their
        interaction responses redraw the board. A new round always gets a fresh
        board message, which only the publisher posts.
        """
        if events:
            self.version += 1
        new_phase = not events
        new_round = over = False
        for event in events:
            if isinstance(event, RoundOver):
                self._recorder.round_over(
                    self.info, event.round, event.cards_left, self.state.scores
                )
                new_phase = True
            elif isinstance(event, Stalled):
                new_phase = True
            elif isinstance(event, LaidOut):
                new_phase = new_round = True
            elif isinstance(event, GameOver):
                over = True
        if over:
            self._finish()
        else:
            if new_phase or self.state.phase is Phase.PLAY:
                self._arm_phase_timer()
            self._arm_idle(acted)
            self._recorder.snapshot(self.snapshot())
            for bot in self._bots:
                if bot is not None:
                    bot.consider()
        if (publish or new_round) and self._coalescer is not None:
            self._coalescer.offer(self.board(note))

    def _finish(self) -> None:
        # The settle window is left to close: presses waiting in it still get
        # their answer ("This match is over").
        self._cancel_timers()
        self._recorder.match_over(self.info, self.state, self.clock.wall_ms())
        self._on_end(self)

    def _cancel_timers(self) -> None:
        """Every timer but the settle window's, and the bot seats' thinking."""
        for timer in (self._phase_timer, *self._idle):
            if timer is not None:
                timer.cancel()
        self._phase_timer = None
        self._countdown = None
        self._idle = [None, None]
        for bot in self._bots:
            if bot is not None:
                bot.cancel()

    # --- timers: D2 countdowns, S10 slap timeout, D4 idle forfeit -------------------

    def _arm_phase_timer(self) -> None:
        if self._phase_timer is not None:
            self._phase_timer.cancel()
            self._phase_timer = None
        self._countdown = None
        phase = self.state.phase
        s = self._settings
        if phase is Phase.READY:
            delay, what, seats = s.ready_countdown, "spit", self._spit_needed()
        elif phase is Phase.STALLED:
            delay, what, seats = s.spit_countdown, "spit", self._spit_needed()
        elif phase is Phase.SLAP:
            delay, what, seats = s.slap_timeout, "slap", (0, 1)
        elif phase is Phase.CHOOSE:
            who = chooser(self.state)
            delay, what, seats = s.slap_timeout, "choose", (() if who is None else (who,))
        else:
            return
        deadline = self.clock.now() + delay
        self._countdown = Countdown(what, seats, self.clock.wall_ms() + round(delay * 1000))
        self._phase_timer = self.clock.call_at(deadline, lambda: self._guard(self._phase_timeout))

    def _spit_needed(self) -> tuple[int, ...]:
        return tuple(
            seat
            for seat in (0, 1)
            if not self.state.calls[seat]
            and (self.state.phase is Phase.READY or self.state.sides[seat].spit)
        )

    def _phase_timeout(self) -> None:
        self._phase_timer = None
        phase = self.state.phase
        if phase in (Phase.READY, Phase.STALLED):
            # D2: the countdown spits for whoever has not pressed.
            for seat in self._spit_needed():
                if self.state.phase is phase:
                    self._apply_now(Spit(seat), "spit for you when the countdown ran out")
        elif phase is Phase.SLAP:
            self._apply_now(SlapTimeout(), "nobody slapped: each takes the pile on their side")
        elif phase is Phase.CHOOSE:
            who = chooser(self.state)
            if who is not None:
                smaller = 0 if len(self.state.piles[0]) <= len(self.state.piles[1]) else 1
                self._apply_now(Choose(who, smaller), "time ran out: the smaller pile was taken")

    def _arm_idle(self, acted: tuple[bool, bool]) -> None:
        """D4: a person with something to do who does nothing for ``idle_timeout`` loses."""
        playing = self.state.phase is Phase.PLAY
        for seat in (0, 1):
            if self.info.players[seat].bot is not None:
                continue
            timer = self._idle[seat]
            busy = playing and bool(legal_actions(self.state, seat))
            if not busy or acted[seat]:
                if timer is not None:
                    timer.cancel()
                self._idle[seat] = timer = None
            if busy and timer is None:
                deadline = self.clock.now() + self._settings.idle_timeout
                self._idle[seat] = self.clock.call_at(deadline, self._idle_callback(seat))

    def _idle_callback(self, seat: int) -> Callable[[], None]:
        return lambda: self._guard(lambda: self._idle_timeout(seat))

    def _idle_timeout(self, seat: int) -> None:
        self._idle[seat] = None
        if self.state.phase is Phase.PLAY and legal_actions(self.state, seat):
            self._apply_now(Resign(seat, idle=True), f"{self.info.players[seat].name} went idle")

    # --- isolation ---------------------------------------------------------------------

    def _guard(self, step: Callable[[], None]) -> None:
        if self.parked:
            return
        try:
            step()
        except Exception as error:
            log.exception("match %s crashed; parking it", self.info.match_id)
            self.park(f"{type(error).__name__}: {error}")

    def park(self, reason: str) -> None:
        """Stop this match for good after an error; every other match goes on."""
        if self.parked:
            return
        self.parked = True
        self.stop()
        try:
            self._recorder.parked(self.info, reason)
            if self._publisher is not None:
                task = asyncio.get_running_loop().create_task(
                    self._publisher.match_parked(self.info, reason)
                )
                _keep(task)
        finally:
            self._on_end(self)


_background: set[asyncio.Task[None]] = set()


def _keep(task: asyncio.Task[None]) -> None:
    _background.add(task)
    task.add_done_callback(_background.discard)
