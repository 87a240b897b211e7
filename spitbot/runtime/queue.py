"""One server's queue for rated matches (``/spit play``): who waits, for which game, and
who is paired with whom. Pure: no Discord, no asyncio, no clock; the caller passes the
time (milliseconds on any steady clock) into every call.

Pairing: among the players waiting for the same game, the two closest in rating are
paired first, if their gap is within what both of them accept now. What a player
accepts widens the longer they wait (:class:`Widening`: ±100 at first, 50 more every
10 seconds), so two players far apart are paired only once both have waited long
enough, and nobody is paired with someone far away while someone close is waiting.
Of two pairs with the same gap, the one whose longer-waiting player came first goes
first. A player leaves when paired, when they ask, or once they have waited
``timeout_ms`` (:meth:`Queue.timed_out`). The queue never says who waits (the
adapter shows nobody the list).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from .ports import Player

__all__ = ["Pairing", "Queue", "Waiting", "Widening"]


@dataclass(frozen=True, slots=True)
class Widening:
    """The rating gap a waiting player accepts: ``start`` at first, ``step`` more after
    every ``every_ms`` of waiting."""

    start: int = 100
    step: int = 50
    every_ms: int = 10_000

    def gap(self, waited_ms: int) -> int:
        """The gap accepted after waiting ``waited_ms``."""
        return self.start + self.step * (max(0, waited_ms) // self.every_ms)

    def next_step_ms(self, since_ms: int, now_ms: int) -> int:
        """When the gap of a player waiting since ``since_ms`` next widens (after now)."""
        steps = max(0, now_ms - since_ms) // self.every_ms + 1
        return since_ms + steps * self.every_ms


@dataclass(frozen=True, slots=True)
class Waiting:
    """A player in the queue: for ``game``, rated ``rating`` there, since ``since_ms``,
    having asked in ``channel_id`` (where their match's thread may be made)."""

    player: Player
    game: str
    rating: int
    since_ms: int
    channel_id: int

    @property
    def user_id(self) -> int:
        return self.player.user_id


@dataclass(frozen=True, slots=True)
class Pairing:
    """Two players to start a match: ``first`` waited longer (seat 0, its thread in
    ``first.channel_id``)."""

    first: Waiting
    second: Waiting

    @property
    def gap(self) -> int:
        return abs(self.first.rating - self.second.rating)


class Queue:
    """One server's queue. A player waits once (for one game) at a time."""

    def __init__(self, widening: Widening | None = None, timeout_ms: int = 300_000) -> None:
        if timeout_ms <= 0:
            raise ValueError("a queue's timeout must be positive")
        self.widening = widening or Widening()
        self.timeout_ms = timeout_ms
        self._waiting: dict[int, Waiting] = {}  # by user id, in the order they came

    def __len__(self) -> int:
        return len(self._waiting)

    def __contains__(self, user_id: object) -> bool:
        return user_id in self._waiting

    def get(self, user_id: int) -> Waiting | None:
        return self._waiting.get(user_id)

    def join(self, waiting: Waiting) -> None:
        """Put a player in the queue; ``ValueError`` if they are in it already."""
        if waiting.user_id in self._waiting:
            raise ValueError(f"{waiting.user_id} is in the queue already")
        self._waiting[waiting.user_id] = waiting

    def leave(self, user_id: int) -> Waiting | None:
        """Take a player out (asked, or gone elsewhere); who it was, if they waited."""
        return self._waiting.pop(user_id, None)

    def accepts(self, a: Waiting, b: Waiting, now_ms: int) -> bool:
        """Whether ``a`` and ``b`` may be paired now: the same game, and a rating gap
        within what each of them accepts after waiting this long."""
        if a.game != b.game or a.user_id == b.user_id:
            return False
        gap = abs(a.rating - b.rating)
        return gap <= min(
            self.widening.gap(now_ms - a.since_ms), self.widening.gap(now_ms - b.since_ms)
        )

    def pairs(self, now_ms: int) -> list[Pairing]:
        """Pair whoever may be paired now, closest in rating first, and take them out
        of the queue."""
        candidates = [
            (abs(a.rating - b.rating), min(a.since_ms, b.since_ms), index, a, b)
            for index, (a, b) in enumerate(combinations(self._waiting.values(), 2))
            if self.accepts(a, b, now_ms)
        ]
        candidates.sort(key=lambda c: c[:3])
        paired: list[Pairing] = []
        taken: set[int] = set()
        for _, _, _, a, b in candidates:
            if a.user_id in taken or b.user_id in taken:
                continue
            taken |= {a.user_id, b.user_id}
            first, second = (a, b) if a.since_ms <= b.since_ms else (b, a)
            paired.append(Pairing(first, second))
        for user_id in taken:
            del self._waiting[user_id]
        return paired

    def timed_out(self, now_ms: int) -> list[Waiting]:
        """Take out, and return, the players who have waited ``timeout_ms`` or more."""
        gone = [w for w in self._waiting.values() if now_ms - w.since_ms >= self.timeout_ms]
        for waiting in gone:
            del self._waiting[waiting.user_id]
        return gone

    def next_change_ms(self, now_ms: int) -> int | None:
        """The next moment (after ``now_ms``) the queue may change by itself: a gap
        widening while someone else waits for the same game, or a timeout. ``None``
        when nobody waits."""
        if not self._waiting:
            return None
        games = [w.game for w in self._waiting.values()]
        moments = []
        for waiting in self._waiting.values():
            moments.append(waiting.since_ms + self.timeout_ms)
            if games.count(waiting.game) > 1:
                moments.append(self.widening.next_step_ms(waiting.since_ms, now_ms))
        return max(now_ms + 1, min(moments))
