"""Timings of the runtime. Every one is a setting; the defaults suit play on Discord."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from ..engine import Level


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
    """``window_ms`` is the settle window (D3); 0 applies each press at once."""

    window_ms: int = 100
    spit_countdown: float = 5.0  # D2: spits for a player who does not press
    ready_countdown: float = 30.0  # the first "Spit!" of a round (S4, S11)
    slap_timeout: float = 10.0  # S10: nobody slapped
    idle_timeout: float = 120.0  # D4: a player with plays who does nothing loses
    challenge_ttl: float = 120.0
    cleanup_after: float = 300.0  # finished matches stay answerable this long
    bot_speeds: dict[Difficulty, BotSpeed] = field(default_factory=lambda: dict(BOT_SPEEDS))

    def __post_init__(self) -> None:
        if not 0 <= self.window_ms <= 1000:
            raise ValueError("the settle window must be between 0 and 1000 ms")
