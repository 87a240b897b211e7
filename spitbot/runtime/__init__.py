"""The match runtime: live matches, the settle window, timers and the bot opponent.

asyncio only, no discord imports. It talks outward through the ports in
:mod:`.ports`: a publisher (the Discord adapter) and a recorder (the store).
"""

from .clock import Clock, LoopClock, ManualClock, make_snowflake, snowflake_ms
from .errors import ChannelBusy, NoSuchChallenge, PlayerBusy, RuntimeRefusal
from .match import MatchActor
from .ports import (
    Board,
    Challenge,
    Countdown,
    MatchInfo,
    MatchSnapshot,
    NullPublisher,
    NullRecorder,
    Player,
    Publisher,
    Recorder,
)
from .press import Press, PressResult
from .registry import MatchRegistry
from .settings import BOT_SPEEDS, BotSpeed, Difficulty, RuntimeSettings

__all__ = [
    "BOT_SPEEDS", "Board", "BotSpeed", "Challenge", "ChannelBusy", "Clock", "Countdown",
    "Difficulty", "LoopClock", "ManualClock", "MatchActor", "MatchInfo", "MatchRegistry",
    "MatchSnapshot", "NoSuchChallenge", "NullPublisher", "NullRecorder", "Player", "PlayerBusy",
    "Press", "PressResult", "Publisher", "Recorder", "RuntimeRefusal", "RuntimeSettings",
    "make_snowflake", "snowflake_ms",
]  # fmt: skip
