"""The bot opponent's seat: the engine's policy with human reaction times.

It decides from its own view only (never a hidden card), and it acts through
the same press path and the same settle window as a person. Its reaction
times come from a seeded RNG per move, so a restored match goes on exactly
as it would have.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from ..engine import AnyGame
from .clock import Clock, Timer, make_snowflake
from .ports import MatchInfo
from .press import Press
from .settings import Difficulty, RuntimeSettings


class Table(Protocol):
    """What a bot's seat reads of its match, and presses through (the match's actor)."""

    @property
    def finished(self) -> bool: ...

    @property
    def clock(self) -> Clock: ...

    @property
    def game(self) -> AnyGame: ...

    @property
    def state(self) -> Any: ...

    @property
    def info(self) -> MatchInfo: ...

    def submit(self, press: Press) -> None: ...


class BotSeat:
    def __init__(
        self,
        actor: Table,
        seat: int,
        difficulty: Difficulty,
        settings: RuntimeSettings,
        seed: int,
        moves: int = 0,
    ) -> None:
        self.actor = actor
        self.seat = seat
        self.speed = settings.bot_speeds[difficulty]
        self.moves = moves
        self._seed = (seed << 2) ^ seat
        self._timer: Timer | None = None

    def reaction_time(self) -> float:
        rng = random.Random(self._seed * 1_000_003 + self.moves)
        return max(0.15, rng.gauss(self.speed.mean, self.speed.jitter))

    def consider(self) -> None:
        """After a change: start "thinking". What to do is decided when the
        reaction time is up, on the table as it is then (maybe nothing)."""
        if self._timer is not None or self.actor.finished:
            return
        clock = self.actor.clock
        self._timer = clock.call_at(clock.now() + self.reaction_time(), self._act)

    def _act(self) -> None:
        self._timer = None
        actor = self.actor
        if actor.finished:
            return
        # Decide again on what is on the table now: it may have changed meanwhile.
        game = actor.game
        action = game.choose_action(game.view(actor.state, self.seat), self.speed.level)
        self.moves += 1
        if action is None:
            return
        clock = actor.clock
        player = actor.info.players[self.seat]
        press = Press(
            player.user_id,
            action,
            make_snowflake(clock.wall_ms(), self.moves),
            arrival=clock.now(),
            round=actor.state.round,
        )
        actor.submit(press)
        # If the press changes nothing (refused), think again on the next change.

    def cancel(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
