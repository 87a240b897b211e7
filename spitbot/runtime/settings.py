"""Timings of the runtime. Every one is a setting; the defaults suit play on Discord,
and each default is written here once (the settings file and the store take them
from here)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from types import MappingProxyType

from ..engine import Level, games

DEFAULT_WINDOW_MS = 100
"""D3: presses this close together are ordered by Discord's clock."""

DEFAULT_WINDOW_FLOOR_MS = 10
"""D3: a contested press is held at least this long, however fast Discord delivers."""

WINDOW_RANGE = (0, 1000)
"""The settle windows a server may choose, in ms."""

SHARED_COUNTDOWNS: Mapping[str, float] = MappingProxyType(
    {"ready": 30.0}  # S4, S11, P3: the first "Spit!" (or "Flip!") of a round
)
"""The deadlines every game shares, with how long each lasts (not a setting)."""


def default_countdowns() -> Mapping[str, float]:
    """How long each kind of deadline lasts by default, in seconds: the shared ones and
    every game's own (:attr:`~spitbot.engine.game.Game.countdowns`). Two games that
    name one kind must agree on its length."""
    merged = dict(SHARED_COUNTDOWNS)
    for game in games():
        for kind, seconds in game.countdowns.items():
            if merged.setdefault(kind, seconds) != seconds:
                raise ValueError(f"{game.name}'s {kind!r} countdown differs from another game's")
    return MappingProxyType(merged)


DEFAULT_IDLE_TIMEOUT = 120.0
"""D4: seconds a player with a play to make may do nothing before losing."""

DEFAULT_CHALLENGE_TTL = 120.0
DEFAULT_QUEUE_TIMEOUT = 300.0
"""Seconds a player waits in the queue (``/spit play``) before leaving it by itself."""
"""Seconds before an unanswered challenge expires."""

DEFAULT_PAUSE_SHOWN_AFTER = 2.0
"""Seconds an outage lasts before the board says the match is paused: the clocks stand
at once, but a reconnect's blip is not worth a redraw."""


class Difficulty(Enum):
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"


@dataclass(frozen=True, slots=True)
class BotSpeed:
    """Human-like reaction time of the bot opponent: a mean and a jitter (seconds)."""

    mean: float
    jitter: float
    level: Level


BOT_SPEEDS = {
    Difficulty.EASY: BotSpeed(1.5, 0.4, Level.GREEDY),
    Difficulty.NORMAL: BotSpeed(0.9, 0.25, Level.STRONG),
    Difficulty.HARD: BotSpeed(0.5, 0.12, Level.STRONG),
}


@dataclass(frozen=True, slots=True)
class RuntimeSettings:
    """``window_ms`` is the settle window (D3); 0 applies each press at once. With
    ``adaptive_window`` (the default), a press no action of the other seat could
    contest is applied at once, and a contested one waits only as long as Discord's
    measured delivery delay (:mod:`.delivery`), at most ``window_ms``; without it,
    every press waits the whole window (as before: benchmarks compare the two).
    ``countdowns`` time the deadlines games ask for, by kind (see
    :class:`~spitbot.engine.game.Deadline`); a kind missing here is never timed."""

    window_ms: int = DEFAULT_WINDOW_MS
    adaptive_window: bool = True
    window_floor_ms: int = DEFAULT_WINDOW_FLOOR_MS
    countdowns: Mapping[str, float] = field(default_factory=default_countdowns)
    idle_timeout: float = DEFAULT_IDLE_TIMEOUT
    challenge_ttl: float = DEFAULT_CHALLENGE_TTL
    queue_timeout: float = DEFAULT_QUEUE_TIMEOUT
    cleanup_after: float = 300.0  # finished matches stay answerable this long
    pause_shown_after: float = DEFAULT_PAUSE_SHOWN_AFTER
    bot_speeds: dict[Difficulty, BotSpeed] = field(default_factory=lambda: dict(BOT_SPEEDS))

    def __post_init__(self) -> None:
        low, high = WINDOW_RANGE
        if not low <= self.window_ms <= high:
            raise ValueError(f"the settle window must be between {low} and {high} ms")

    def with_countdowns(self, **seconds: float) -> RuntimeSettings:
        """A copy with some deadlines' lengths changed, by kind."""
        merged = {**self.countdowns, **seconds}
        return replace(self, countdowns=MappingProxyType(merged))
