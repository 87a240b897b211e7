"""The runtime's recorder port, implemented on the store.

Every call only enqueues onto the store's :class:`ResilientWriter`, which
applies writes in order in the background and keeps them through a database
outage; a snapshot is turned into text only when it is actually written (a
queued snapshot is replaced by a newer one of the same match).
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

from .engine import Scoring, State
from .runtime import MatchInfo, MatchSnapshot
from .store import MatchResult, MatchStart, PlayerRef, ResilientWriter, Store


def _when(ms: int) -> datetime:
    return datetime.fromtimestamp(ms / 1000, UTC)


class StoreRecorder:
    """``snapshot_delay`` gathers a match's snapshots for a moment before the
    newest is queued: a fast match settles many batches a second and only the
    last of them matters. Results and rounds are queued at once."""

    def __init__(
        self, store: Store, writer: ResilientWriter, *, snapshot_delay: float = 0.25
    ) -> None:
        self.store = store
        self.writer = writer
        self.snapshot_delay = snapshot_delay
        self._snapshots: dict[str, MatchSnapshot] = {}
        self._timer: asyncio.TimerHandle | None = None

    def match_started(self, match: MatchInfo) -> None:
        seats = tuple(PlayerRef(p.user_id, p.name, p.bot is not None) for p in match.players)
        for seat in seats:
            self.writer.upsert_player(seat.user_id, seat.name, seat.is_bot)
        self.writer.start_match(
            MatchStart(
                match_id=match.match_id,
                guild_id=match.guild_id,
                channel_id=match.channel_id,
                seat0=seats[0],
                seat1=seats[1],
                variant=match.variant.key(),
                seed=match.seed,
                rated=match.rated,
                started_at=_when(match.started_ms),
            )
        )

    def snapshot(self, snapshot: MatchSnapshot) -> None:
        self._snapshots[snapshot.match.match_id] = snapshot
        if self.snapshot_delay <= 0:
            self.flush_snapshots()
        elif self._timer is None:
            loop = asyncio.get_running_loop()
            self._timer = loop.call_later(self.snapshot_delay, self.flush_snapshots)

    def flush_snapshots(self) -> None:
        """Queue the newest snapshot of every match that has one waiting."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        waiting, self._snapshots = self._snapshots, {}
        for snapshot in waiting.values():
            self._save(snapshot)

    def _save(self, snapshot: MatchSnapshot) -> None:
        m = snapshot.match
        self.writer.submit(
            "save_snapshot",
            lambda: self.store.save_snapshot(
                m.match_id, m.guild_id, m.channel_id, snapshot.notation, snapshot.runtime_json()
            ),
            coalesce_key=("snapshot", m.match_id),
        )

    def round_over(
        self, match: MatchInfo, round_no: int, cards_left: tuple[int, int], totals: tuple[int, int]
    ) -> None:
        # V4: a round's points are the cards still held; only points series keep rounds.
        if match.variant.scoring is Scoring.POINTS:
            self.writer.record_round(
                match.match_id, round_no, cards_left, cards_left, totals, match.variant.target
            )

    def match_over(self, match: MatchInfo, state: State, ended_ms: int) -> None:
        self._snapshots.pop(match.match_id, None)  # a finished match is never resumed
        outcome = state.outcome
        assert outcome is not None
        self.writer.finish_match(
            MatchResult(
                match_id=match.match_id,
                winner_seat=outcome.winner,
                reason=outcome.reason.value,
                ended_at=_when(ended_ms),
                rounds=state.round,
                series_finished=match.variant.scoring is Scoring.POINTS,
            )
        )

    def parked(self, match: MatchInfo, reason: str) -> None:
        self.flush_snapshots()  # park the latest position, not an older one
        self.writer.park_snapshot(match.match_id, reason)
