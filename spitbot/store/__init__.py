"""SpitBot's persistence layer (SQLite or PostgreSQL through SQLAlchemy asyncio).

Use :class:`Store` (``store = await Store.open(url)``) for reads and direct
writes; give the runtime's recorder a :class:`Journal` over it (ordered group
commit that outlives database outages); run :func:`upgrade_to_head` (or
:func:`upgrade_to_head_async`) at start-up.  Every change is a write record
(:mod:`spitbot.store.writes`) applied by :meth:`Store.apply`.  The store is
engine-agnostic: it records what it is told and never imports the game engine.
"""

from __future__ import annotations

from spitbot.store.errors import (
    MatchStateError,
    PlayerInPlay,
    StoreError,
    UnknownMatchError,
    is_transient,
)
from spitbot.store.facade import Store, open_store
from spitbot.store.journal import Journal
from spitbot.store.migrate import (
    downgrade,
    downgrade_async,
    upgrade_to_head,
    upgrade_to_head_async,
)
from spitbot.store.records import (
    ChallengeRecord,
    ChallengeStatus,
    EventEntryRecord,
    EventGameRecord,
    EventKept,
    EventRecord,
    FlagRecord,
    Forgotten,
    GuildSettings,
    LeaderboardPage,
    LeaderboardRow,
    MatchStatus,
    MatchSummary,
    MonthRecord,
    PlayerHistory,
    PlayerRef,
    PlayerStats,
    PrivacyReport,
    RatingChange,
    RatingPoint,
    RoundRecord,
    SeriesView,
    Snapshot,
)
from spitbot.store.writes import (
    AUTO_LANGUAGE,
    NO_ROLE,
    ChallengeClose,
    ChallengeSave,
    EventEntrySave,
    EventGameSave,
    EventSave,
    FlagDecision,
    FlagRaise,
    GuildSettingsWrite,
    MatchAbandon,
    MatchClaim,
    MatchResult,
    MatchStart,
    PlayerForget,
    PlayerUpsert,
    RoundResult,
    SnapshotDelete,
    SnapshotPark,
    SnapshotSave,
    Write,
)

open = Store.open  # ``await spitbot.store.open(url)``

__all__ = [
    "AUTO_LANGUAGE",
    "NO_ROLE",
    "ChallengeClose",
    "ChallengeRecord",
    "ChallengeSave",
    "ChallengeStatus",
    "EventEntryRecord",
    "EventEntrySave",
    "EventGameRecord",
    "EventGameSave",
    "EventKept",
    "EventRecord",
    "EventSave",
    "FlagDecision",
    "FlagRaise",
    "FlagRecord",
    "Forgotten",
    "GuildSettings",
    "GuildSettingsWrite",
    "Journal",
    "LeaderboardPage",
    "LeaderboardRow",
    "MatchAbandon",
    "MatchClaim",
    "MatchResult",
    "MatchStart",
    "MatchStateError",
    "MatchStatus",
    "MatchSummary",
    "MonthRecord",
    "PlayerForget",
    "PlayerHistory",
    "PlayerInPlay",
    "PlayerRef",
    "PlayerStats",
    "PlayerUpsert",
    "PrivacyReport",
    "RatingChange",
    "RatingPoint",
    "RoundRecord",
    "RoundResult",
    "SeriesView",
    "Snapshot",
    "SnapshotDelete",
    "SnapshotPark",
    "SnapshotSave",
    "Store",
    "StoreError",
    "UnknownMatchError",
    "Write",
    "downgrade",
    "downgrade_async",
    "is_transient",
    "open_store",
    "upgrade_to_head",
    "upgrade_to_head_async",
]
