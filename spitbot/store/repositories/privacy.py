"""What the store keeps about a person, and erasing it (``/spit privacy``, ``spitbot forget``).

Every table that names a person, and what forgetting does to it:

================  ==========================================  ==============================
table             what names them                              forgetting
================  ==========================================  ==============================
players           ``user_id``, ``name``                         the row goes
matches           ``seat0_id`` / ``seat1_id``                   against a person: the seat
                                                                becomes an anonymous player;
                                                                otherwise the match goes
ratings           ``player_id``                                 their rows go; the rating
                                                                histogram loses them
rating_history    ``player_id``                                 their rows go
match_flags       ``user_id`` (reaction times), ``decided_by``  their flags go; a decision
                                                                they made keeps no name
challenges        ``challenger_*`` / ``invitee_*`` id and name  their (closed) ones go
snapshots         ``runtime_json`` (ids and names)              those naming them go
live_players      ``user_id``                                   none: refused while live
event_entries     ``user_id``, ``name``                         an anonymous entry per event
                                                                (refused while an event of
                                                                theirs is not over)
event_games       ``player_a`` / ``player_b`` / ``forfeit``     that event's anonymous id
================  ==========================================  ==============================

``rounds``, ``series``, ``rating_counts``, ``guilds``, ``guild_variants`` and
``guild_channels`` name nobody (a server's settings do not record who changed them).

An anonymous seat is a ``players`` row of its own for each match (a random negative
id, no name, the match's start as its time), so the erased person's matches cannot be
linked to each other through it; :attr:`PlayerRef.deleted` tells it, and the adapter
shows "a deleted player" in each reader's language. Opponents keep their matches,
their rating changes and their statistics; their ratings are not touched. A finished
rated match that was never rated (held by an auto-clicker flag) is marked unrated, so
that a moderator clearing the opponent's flag later cannot rate an anonymous seat.

Concurrency (PostgreSQL, read committed): the person's ``players`` row is locked
first (an upsert whose update changes nothing: it creates the row if there is none,
so a match starting for them meanwhile waits either way), then the person is checked
to be in no live match and no open challenge, then rows are changed in the order a
flag decision (match flags, then the match, then ratings) and a rated game (ratings
in (game, scope) order, then the histogram) take them, so none of them can deadlock
with an erasure. On SQLite the whole write transaction holds the write lock.
"""

from __future__ import annotations

import secrets
from collections import Counter
from dataclasses import replace
from datetime import datetime
from typing import Any

from sqlalchemy import (
    ColumnElement,
    bindparam,
    case,
    delete,
    exists,
    func,
    or_,
    select,
    update,
)
from sqlalchemy.ext.asyncio import AsyncConnection

from spitbot.store.errors import PlayerInPlay
from spitbot.store.models import (
    ChallengeRow,
    EventEntryRow,
    EventGameRow,
    EventRow,
    LivePlayer,
    Match,
    MatchFlag,
    Player,
    Rating,
    RatingHistory,
    Series,
    SnapshotRow,
)
from spitbot.store.records import ChallengeStatus, Forgotten, MatchStatus, PrivacyReport
from spitbot.store.repositories._sql import insert
from spitbot.store.repositories.ratings import RatingRepository

__all__ = ["DELETED_NAME", "PrivacyRepository", "anonymous_id"]

DELETED_NAME = ""
"""The name of an anonymous seat: none (the adapter words it in each language)."""

_LIVE = MatchStatus.LIVE.value
_FINISHED = MatchStatus.FINISHED.value
_OPEN = ChallengeStatus.OPEN.value
_LIVE_EVENT = ("open", "running")


def anonymous_id() -> int:
    """A new anonymous seat's id: negative (Discord's ids are positive), random, so that
    nothing in it says whose it was or which other seats were the same person's."""
    return -1 - secrets.randbelow(2**62)


def _played_by(user_id: int) -> ColumnElement[bool]:
    return or_(Match.seat0_id == user_id, Match.seat1_id == user_id)


def _named_in(user_id: int) -> ColumnElement[bool]:
    """A snapshot whose match has them in a seat: a seat is written ``"id":<id>,``
    (``MatchSnapshot.runtime_json``), which no other number in it can look like."""
    return SnapshotRow.runtime_json.contains(f'"id":{user_id},')


def _their_challenges(user_id: int) -> ColumnElement[bool]:
    return or_(ChallengeRow.challenger_id == user_id, ChallengeRow.invitee_id == user_id)


class PrivacyRepository:
    """Reads what names one person, and erases it (inside a caller-owned transaction)."""

    def __init__(self, connection: AsyncConnection) -> None:
        self._conn = connection

    async def _count(self, table: Any, *where: ColumnElement[bool]) -> int:
        return int(
            await self._conn.scalar(select(func.count()).select_from(table).where(*where)) or 0
        )

    async def report(self, user_id: int) -> PrivacyReport:
        """What the store keeps about ``user_id``, counted (a few indexed counts; the
        ratings, flags and challenges are read whole, small tables or rare asks)."""
        conn = self._conn
        name = await conn.scalar(select(Player.name).where(Player.user_id == user_id))
        by_status = dict(
            (
                await conn.execute(
                    select(Match.status, func.count())
                    .where(_played_by(user_id))
                    .group_by(Match.status)
                )
            )
            .tuples()
            .all()
        )
        finished = int(by_status.pop(_FINISHED, 0))
        series = await self._count(
            Match.__table__.join(Series.__table__, Series.match_id == Match.match_id),
            _played_by(user_id),
        )
        challenges = await self._count(ChallengeRow, _their_challenges(user_id))
        open_challenges = await self._count(
            ChallengeRow, ChallengeRow.status == _OPEN, _their_challenges(user_id)
        )
        live = await self._count(LivePlayer, LivePlayer.user_id == user_id)
        live_events = await self._count(
            EventEntryRow.__table__.join(
                EventRow.__table__, EventRow.event_id == EventEntryRow.event_id
            ),
            EventEntryRow.user_id == user_id,
            EventRow.status.in_(_LIVE_EVENT),
        )
        return PrivacyReport(
            user_id=user_id,
            name=name,
            finished_matches=finished,
            other_matches=sum(int(count) for count in by_status.values()),
            series=series,
            ratings=await self._count(Rating, Rating.player_id == user_id),
            rating_changes=await self._count(RatingHistory, RatingHistory.player_id == user_id),
            challenges=challenges,
            flags=await self._count(MatchFlag, MatchFlag.user_id == user_id),
            flag_decisions=await self._count(MatchFlag, MatchFlag.decided_by == user_id),
            saved_positions=await self._count(
                SnapshotRow,
                or_(
                    SnapshotRow.match_id.in_(select(Match.match_id).where(_played_by(user_id))),
                    _named_in(user_id),
                ),
            ),
            live_match=bool(live) or _LIVE in by_status,
            open_challenge=bool(open_challenges),
            events=await self._count(EventEntryRow, EventEntryRow.user_id == user_id),
            live_event=bool(live_events),
        )

    async def forget(self, user_id: int, now: datetime) -> Forgotten:
        """Erase ``user_id`` (see the module's table); raises :class:`PlayerInPlay`, having
        changed nothing, while they play. The person's own row is locked before anything
        is read, so a match or challenge of theirs starting meanwhile either comes first
        (and the erasure is refused) or waits, and then starts afresh."""
        conn = self._conn
        kept_name = await conn.scalar(select(Player.name).where(Player.user_id == user_id))
        await self._lock(user_id, now)
        kept = replace(await self.report(user_id), name=kept_name)
        if kept.live_match or kept.open_challenge or kept.live_event:
            raise PlayerInPlay(
                user_id, live_match=kept.live_match, open_challenge=kept.open_challenge,
                live_event=kept.live_event,
            )  # fmt: skip
        # Flags first, as a moderator's decision takes them: theirs go, and a decision
        # they made keeps no trace of who made it.
        await conn.execute(delete(MatchFlag).where(MatchFlag.user_id == user_id))
        await conn.execute(
            update(MatchFlag).where(MatchFlag.decided_by == user_id).values(decided_by=None)
        )
        anonymised, removed = await self._matches(user_id)
        await self._ratings(user_id)
        await conn.execute(delete(RatingHistory).where(RatingHistory.player_id == user_id))
        await conn.execute(
            delete(SnapshotRow).where(
                or_(
                    SnapshotRow.match_id.in_(select(Match.match_id).where(_played_by(user_id))),
                    _named_in(user_id),
                )
            )
        )
        # Closed ones only: one opened after the check above is someone's new challenge.
        await conn.execute(
            delete(ChallengeRow).where(ChallengeRow.status != _OPEN, _their_challenges(user_id))
        )
        await self._events(user_id)
        await conn.execute(delete(Player).where(Player.user_id == user_id))
        return Forgotten(kept, anonymised, removed)

    async def _events(self, user_id: int) -> None:
        """Their entries in events (all over: a live one refuses the erasure): an
        anonymous entry of its own in each event, with no name, in its games too, so the
        other players keep their standings and nothing links the events together."""
        conn = self._conn
        event_ids = (
            await conn.scalars(
                select(EventEntryRow.event_id).where(EventEntryRow.user_id == user_id)
            )
        ).all()
        for event_id in event_ids:
            anonymous = -secrets.randbits(62) - 1
            await conn.execute(
                update(EventEntryRow)
                .where(EventEntryRow.event_id == event_id, EventEntryRow.user_id == user_id)
                .values(user_id=anonymous, name="")
            )
            for column in ("player_a", "player_b", "forfeit"):
                await conn.execute(
                    update(EventGameRow)
                    .where(EventGameRow.event_id == event_id,
                           getattr(EventGameRow, column) == user_id)
                    .values({column: anonymous})
                )  # fmt: skip

    async def _lock(self, user_id: int, now: datetime) -> None:
        """Lock the person's row, making a placeholder if they have none (it goes at the
        end with everything else): the update changes nothing, so it takes the lock a
        match start's own upsert of them takes, and not the one a rating row's foreign
        key needs."""
        stmt = insert(self._conn, Player).values(
            user_id=user_id, name=DELETED_NAME, is_bot=False, updated_at=now
        )
        stmt = stmt.on_conflict_do_update(
            index_elements=[Player.user_id], set_={"updated_at": Player.updated_at}
        )
        await self._conn.execute(stmt)

    async def _matches(self, user_id: int) -> tuple[int, int]:
        """Their matches: against a person, the seat becomes anonymous; the others go.
        Returns (anonymised, removed)."""
        conn = self._conn
        other_seat = _other_is_person(user_id)
        rows = (
            await conn.execute(
                select(
                    Match.match_id,
                    Match.seat0_id,
                    Match.seat1_id,
                    Match.started_at,
                    other_seat.label("other_is_person"),
                )
                .where(_played_by(user_id))
                .order_by(Match.match_id)
                .with_for_update(of=Match)
            )
        ).all()
        alone = [row.match_id for row in rows if not row.other_is_person]
        kept = [row for row in rows if row.other_is_person]
        if alone:  # rounds, series, flags and rating history go with them (cascade)
            await conn.execute(delete(Match).where(Match.match_id.in_(alone)))
            # An anonymous seat is one match's: it goes with it.
            others = [
                seat
                for row in rows
                if not row.other_is_person
                for seat in (row.seat0_id, row.seat1_id)
                if seat < 0
            ]
            if others:
                await conn.execute(delete(Player).where(Player.user_id.in_(others)))
        if not kept:
            return 0, len(alone)
        # Never rated (held by a flag): it never will be, with one seat gone.
        never_rated = ~exists().where(RatingHistory.match_id == Match.match_id)
        await conn.execute(
            update(Match)
            .where(
                Match.match_id.in_([row.match_id for row in kept]),
                Match.status == _FINISHED,
                Match.rated.is_(True),
                never_rated,
            )
            .values(rated=False)
        )
        seats = [(row, anonymous_id()) for row in kept]
        await conn.execute(
            insert(conn, Player),
            [
                {
                    "user_id": anon,
                    "name": DELETED_NAME,
                    "is_bot": False,
                    "updated_at": row.started_at,
                }
                for row, anon in seats
            ],
        )
        for seat, column in ((0, Match.seat0_id), (1, Match.seat1_id)):
            mine = [
                {"b_match": row.match_id, "b_anon": anon}
                for row, anon in seats
                if (row.seat0_id == user_id) == (seat == 0)
            ]
            if mine:
                await conn.execute(
                    update(Match)
                    .where(Match.match_id == bindparam("b_match"))
                    .values({column: bindparam("b_anon")}),
                    mine,
                )
        return len(kept), len(alone)

    async def _ratings(self, user_id: int) -> None:
        """Their ratings go, locked in (game, scope) order as a rated game locks them;
        those counted in the rating histogram leave it."""
        conn = self._conn
        rows = (
            await conn.execute(
                select(Rating.game, Rating.scope_id, Rating.rating, Rating.ranked_until)
                .where(Rating.player_id == user_id)
                .order_by(Rating.game, Rating.scope_id)
                .with_for_update()
            )
        ).all()
        if not rows:
            return
        await conn.execute(delete(Rating).where(Rating.player_id == user_id))
        ratings = RatingRepository(conn)
        for game in sorted({row.game for row in rows}):
            counted = Counter(
                (row.scope_id, row.rating)
                for row in rows
                if row.game == game and row.ranked_until is not None
            )
            await ratings.add_to_histogram(game, Counter({key: -n for key, n in counted.items()}))


def _other_is_person(user_id: int) -> ColumnElement[bool]:
    """Whether the other seat of a match of ``user_id`` is a person still known: not the
    bot opponent, not an anonymous seat."""
    other = Player.__table__.alias("other")
    seat = case((Match.seat0_id == user_id, Match.seat1_id), else_=Match.seat0_id)
    return exists().where(other.c.user_id == seat, other.c.user_id > 0, other.c.is_bot.is_(False))
