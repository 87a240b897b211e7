"""The match runtime: live matches, the settle window, timers and the bot opponent.

asyncio only, no discord imports, and no game of its own: it plays any
:class:`~spitbot.engine.game.Game`. It talks outward through the ports in
:mod:`.ports`: a publisher (the Discord adapter) and a recorder (the store).
"""

from .clock import Clock, LoopClock, ManualClock, Timer, make_snowflake, sleep, snowflake_ms
from .match import MatchActor
from .ports import (
    Board,
    BoardRefused,
    Challenge,
    ChallengeClosed,
    ChallengeOpened,
    Countdown,
    Fact,
    MatchAbandoned,
    MatchFinished,
    MatchInfo,
    MatchSnapshot,
    MatchStarted,
    NullPublisher,
    NullRecorder,
    Player,
    PlayerFlagged,
    PositionSaved,
    Publisher,
    Recorder,
    RoundScored,
    Seats,
    Unavailable,
)
from .press import Press, PressObserver, PressResult
from .reasons import (
    ChannelBusy,
    MatchOver,
    MatchParked,
    MatchStopped,
    NoSuchChallenge,
    NotInMatch,
    Paused,
    PlayerBusy,
    Resigned,
    RuntimeRefusal,
    TimeRanOut,
    WentIdle,
)
from .registry import MatchRegistry
from .settings import (
    BOT_SPEEDS,
    DEFAULT_CHALLENGE_TTL,
    DEFAULT_COUNTDOWNS,
    DEFAULT_IDLE_TIMEOUT,
    DEFAULT_WINDOW_MS,
    WINDOW_RANGE,
    BotSpeed,
    Difficulty,
    RuntimeSettings,
)

__all__ = [
    "BOT_SPEEDS", "DEFAULT_CHALLENGE_TTL", "DEFAULT_COUNTDOWNS", "DEFAULT_IDLE_TIMEOUT",
    "DEFAULT_WINDOW_MS", "WINDOW_RANGE", "Board",
    "BoardRefused", "BotSpeed", "Challenge", "ChallengeClosed", "ChallengeOpened",
    "ChannelBusy", "Clock", "Countdown", "Difficulty", "Fact", "LoopClock", "ManualClock",
    "MatchAbandoned", "MatchActor", "MatchFinished", "MatchInfo", "MatchOver", "MatchParked",
    "MatchRegistry", "MatchSnapshot", "MatchStarted", "MatchStopped", "NoSuchChallenge",
    "NotInMatch", "NullPublisher", "NullRecorder", "Paused", "Player", "PlayerBusy",
    "PlayerFlagged", "PositionSaved",
    "Press", "PressObserver", "PressResult", "Publisher", "Recorder", "Resigned", "RoundScored",
    "RuntimeRefusal", "RuntimeSettings", "Seats", "TimeRanOut", "Timer", "Unavailable",
    "WentIdle",
    "make_snowflake",
    "sleep",
    "snowflake_ms",
]  # fmt: skip
