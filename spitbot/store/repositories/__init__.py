"""Repositories: one per concept, each working inside a caller-owned transaction.

A repository gets an open :class:`~sqlalchemy.ext.asyncio.AsyncConnection`
(inside a transaction) and never commits; :class:`spitbot.store.Store` does,
so several repositories can take part in one atomic write.  They use SQL
expressions over the models' tables (SQLAlchemy Core), not ORM sessions:
cheaper per call, and no ORM object can leak out.
"""

from __future__ import annotations

from spitbot.store.repositories.challenges import ChallengeRepository
from spitbot.store.repositories.events import EventRepository
from spitbot.store.repositories.flags import FlagRepository
from spitbot.store.repositories.guilds import GuildRepository
from spitbot.store.repositories.live_players import LivePlayerRepository
from spitbot.store.repositories.matches import MatchRepository
from spitbot.store.repositories.players import PlayerRepository
from spitbot.store.repositories.privacy import PrivacyRepository
from spitbot.store.repositories.ratings import RatingRepository
from spitbot.store.repositories.series import SeriesRepository
from spitbot.store.repositories.snapshots import SnapshotRepository
from spitbot.store.repositories.stats import StatsRepository

__all__ = [
    "ChallengeRepository",
    "EventRepository",
    "FlagRepository",
    "GuildRepository",
    "LivePlayerRepository",
    "MatchRepository",
    "PlayerRepository",
    "PrivacyRepository",
    "RatingRepository",
    "SeriesRepository",
    "SnapshotRepository",
    "StatsRepository",
]
