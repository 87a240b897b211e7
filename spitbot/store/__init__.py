"""SpitBot's persistence layer (SQLite or PostgreSQL through SQLAlchemy asyncio).

Use :class:`Store` (``store = await Store.open(url)``) for everything; wrap
it in :class:`ResilientWriter` for the runtime's write-behind persist path;
run :func:`upgrade_to_head` (or :func:`upgrade_to_head_async`) at start-up.
The store is engine-agnostic: it records what it is told and never imports
the game engine.
"""

from __future__ import annotations

from spitbot.store.errors import MatchStateError, StoreError, UnknownMatchError
from spitbot.store.facade import Store, open_store
from spitbot.store.migrate import (
    downgrade,
    downgrade_async,
    upgrade_to_head,
    upgrade_to_head_async,
)
from spitbot.store.outbox import ResilientWriter
from spitbot.store.records import (
    GuildSettings,
    LeaderboardPage,
    LeaderboardRow,
    MatchResult,
    MatchStart,
    MatchStatus,
    MatchSummary,
    PlayerRef,
    PlayerStats,
    RatingChange,
    RoundRecord,
    SeriesView,
    Snapshot,
)

open = Store.open  # ``await spitbot.store.open(url)``

__all__ = [
    "GuildSettings",
    "LeaderboardPage",
    "LeaderboardRow",
    "MatchResult",
    "MatchStart",
    "MatchStateError",
    "MatchStatus",
    "MatchSummary",
    "PlayerRef",
    "PlayerStats",
    "RatingChange",
    "ResilientWriter",
    "RoundRecord",
    "SeriesView",
    "Snapshot",
    "Store",
    "StoreError",
    "UnknownMatchError",
    "downgrade",
    "downgrade_async",
    "open_store",
    "upgrade_to_head",
    "upgrade_to_head_async",
]
