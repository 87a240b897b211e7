"""Applying writes: the one place where each write record becomes SQL.

:func:`apply_writes` runs a sequence of writes, in order, on a connection
inside a caller-owned transaction (:meth:`spitbot.store.Store.apply` owns
it), and returns one result per write.  Consecutive writes of a kind that
allows it share statements (one ``executemany``): a run of snapshot saves is
one upsert, a run of match starts one player upsert plus one match insert.
Writing them one by one would give the same rows.
"""

from __future__ import annotations

import itertools
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVar

from sqlalchemy.ext.asyncio import AsyncConnection

from spitbot.store.repositories import (
    ChallengeRepository,
    EventRepository,
    FlagRepository,
    GuildRepository,
    LivePlayerRepository,
    MatchRepository,
    PlayerRepository,
    SeriesRepository,
    SnapshotRepository,
)
from spitbot.store.repositories.live_players import people_of
from spitbot.store.repositories.privacy import PrivacyRepository
from spitbot.store.writes import (
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

__all__ = ["apply_writes"]

W = TypeVar("W")


@dataclass(frozen=True, slots=True)
class _Context:
    connection: AsyncConnection
    now: datetime


_Applier = Callable[[_Context, list[Any]], Awaitable[Sequence[object]]]
_APPLIERS: dict[type[Any], _Applier] = {}


def _run_of(
    kind: type[W],
) -> Callable[[Callable[[_Context, list[W]], Awaitable[Sequence[object]]]], Any]:
    """Register the applier of a run of consecutive ``kind`` writes."""

    def register(applier: Callable[[_Context, list[W]], Awaitable[Sequence[object]]]) -> Any:
        _APPLIERS[kind] = applier
        return applier

    return register


def _each(kind: type[W]) -> Callable[[Callable[[_Context, W], Awaitable[object]]], Any]:
    """Register the applier of one ``kind`` write (a run is applied one by one)."""

    def register(applier: Callable[[_Context, W], Awaitable[object]]) -> Any:
        async def run(context: _Context, writes: list[W]) -> list[object]:
            return [await applier(context, write) for write in writes]

        _APPLIERS[kind] = run
        return applier

    return register


async def apply_writes(
    connection: AsyncConnection, writes: Sequence[Write], now: datetime
) -> list[object]:
    """Apply ``writes`` in order inside the connection's transaction; one result each.

    ``now`` stamps the rows that record when they were written.  Any error
    propagates (the caller's transaction then rolls back as a whole); a
    value that is not a write raises ``TypeError``.
    """
    context = _Context(connection, now)
    results: list[object] = []
    for kind, run in itertools.groupby(writes, type):
        applier = _APPLIERS.get(kind)
        if applier is None:
            raise TypeError(f"not a store write: {kind.__name__}")
        results.extend(await applier(context, list(run)))
    return results


@_run_of(PlayerUpsert)
async def _upsert_players(context: _Context, writes: list[PlayerUpsert]) -> list[object]:
    await PlayerRepository(context.connection).upsert(
        [write.player for write in writes], context.now
    )
    return [write.player for write in writes]


@_run_of(MatchStart)
async def _start_matches(context: _Context, starts: list[MatchStart]) -> list[object]:
    players = [player for start in starts for player in (start.seat0, start.seat1)]
    await PlayerRepository(context.connection).upsert(players, context.now)
    await MatchRepository(context.connection).start(starts)
    return [None] * len(starts)


@_each(MatchClaim)
async def _claim_match(context: _Context, write: MatchClaim) -> object:
    start = write.start
    await PlayerRepository(context.connection).upsert([start.seat0, start.seat1], context.now)
    busy = await LivePlayerRepository(context.connection).claim(start.match_id, people_of(start))
    if not busy:
        await MatchRepository(context.connection).start([start])
    return busy


@_run_of(SnapshotSave)
async def _save_snapshots(context: _Context, saves: list[SnapshotSave]) -> list[object]:
    await SnapshotRepository(context.connection).save(saves, context.now)
    return [None] * len(saves)


@_run_of(ChallengeSave)
async def _save_challenges(context: _Context, saves: list[ChallengeSave]) -> list[object]:
    await ChallengeRepository(context.connection).save(
        [save.challenge for save in saves], context.now
    )
    return [None] * len(saves)


@_each(RoundResult)
async def _record_round(context: _Context, write: RoundResult) -> None:
    await SeriesRepository(context.connection).record_round(
        write.match_id,
        write.round_no,
        points=write.points,
        cards_left=write.cards_left,
        totals=write.totals,
        target=write.target,
    )


@_each(MatchResult)
async def _finish_match(context: _Context, write: MatchResult) -> object:
    changes = await MatchRepository(context.connection).finish(write)
    await SnapshotRepository(context.connection).delete(write.match_id)
    return changes


@_each(MatchAbandon)
async def _abandon_match(context: _Context, write: MatchAbandon) -> object:
    was_live = await MatchRepository(context.connection).abandon(
        write.match_id, write.reason, write.ended_at
    )
    await SnapshotRepository(context.connection).park(write.match_id, write.reason)
    return was_live


@_each(SnapshotPark)
async def _park_snapshot(context: _Context, write: SnapshotPark) -> object:
    return await SnapshotRepository(context.connection).park(write.match_id, write.reason)


@_each(SnapshotDelete)
async def _delete_snapshot(context: _Context, write: SnapshotDelete) -> object:
    return await SnapshotRepository(context.connection).delete(write.match_id)


@_each(GuildSettingsWrite)
async def _change_guild_settings(context: _Context, write: GuildSettingsWrite) -> object:
    return await GuildRepository(context.connection).update(write, context.now)


@_each(ChallengeClose)
async def _close_challenge(context: _Context, write: ChallengeClose) -> object:
    return await ChallengeRepository(context.connection).close(
        write.challenge_id, write.status, write.at
    )


@_run_of(FlagRaise)
async def _raise_flags(context: _Context, flags: list[FlagRaise]) -> list[object]:
    await FlagRepository(context.connection).raise_flags(flags)
    return [None] * len(flags)


@_each(FlagDecision)
async def _decide_flag(context: _Context, write: FlagDecision) -> object:
    return await FlagRepository(context.connection).decide(write)


@_each(PlayerForget)
async def _forget_player(context: _Context, write: PlayerForget) -> object:
    return await PrivacyRepository(context.connection).forget(write.user_id, context.now)


@_run_of(EventSave)
async def _save_events(context: _Context, saves: list[EventSave]) -> list[object]:
    await EventRepository(context.connection).save_events([s.event for s in saves], context.now)
    return [None] * len(saves)


@_run_of(EventEntrySave)
async def _save_entries(context: _Context, saves: list[EventEntrySave]) -> list[object]:
    await EventRepository(context.connection).save_entries([s.entry for s in saves])
    return [None] * len(saves)


@_run_of(EventGameSave)
async def _save_event_games(context: _Context, saves: list[EventGameSave]) -> list[object]:
    await EventRepository(context.connection).save_games([s.game for s in saves])
    return [None] * len(saves)
