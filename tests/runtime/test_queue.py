"""The queue's pairing (``spitbot/runtime/queue.py``), pure, on a driven clock: the
time is a number the test moves (milliseconds)."""

from __future__ import annotations

import random

import pytest

from spitbot.runtime import Pairing, Player, Queue, Waiting, Widening

CHANNEL = 10


def waiting(user_id: int, rating: int, since_ms: int = 0, game: str = "spit") -> Waiting:
    return Waiting(Player(user_id, f"p{user_id}"), game, rating, since_ms, CHANNEL)


def ids(pairs: list[Pairing]) -> list[tuple[int, int]]:
    return [(p.first.user_id, p.second.user_id) for p in pairs]


def test_the_gap_widens_by_50_every_10_seconds_from_100() -> None:
    widening = Widening()
    assert [widening.gap(ms) for ms in (0, 9_999, 10_000, 25_000, 60_000)] == [
        100, 100, 150, 200, 400
    ]  # fmt: skip
    assert widening.next_step_ms(since_ms=3_000, now_ms=3_000) == 13_000
    assert widening.next_step_ms(since_ms=3_000, now_ms=13_000) == 23_000


def test_the_two_closest_in_rating_are_paired_first() -> None:
    queue = Queue()
    for user_id, rating in ((1, 1500), (2, 1580), (3, 1530), (4, 1900)):
        queue.join(waiting(user_id, rating))
    # 1-3 (30) before 2-3 (50) and 1-2 (80); 4 is 320 away from anyone: not yet.
    assert ids(queue.pairs(now_ms=0)) == [(1, 3)]
    assert 2 in queue and 4 in queue and 1 not in queue and 3 not in queue
    assert queue.pairs(now_ms=0) == []  # 2 and 4: 320 apart


def test_far_apart_players_are_paired_once_both_have_waited_long_enough() -> None:
    queue = Queue()
    queue.join(waiting(1, 1500, since_ms=0))
    queue.join(waiting(2, 1800, since_ms=20_000))  # 300 apart
    # Player 1 accepts 300 after 40 s; player 2, who came 20 s later, after 60 s.
    assert queue.pairs(now_ms=40_000) == []
    assert queue.next_change_ms(now_ms=40_000) == 50_000
    assert queue.pairs(now_ms=59_999) == []
    (pair,) = queue.pairs(now_ms=60_000)
    assert (pair.first.user_id, pair.second.user_id, pair.gap) == (
        1,
        2,
        300,
    )  # longer-waiting first
    assert len(queue) == 0


def test_a_closer_newcomer_is_preferred_to_a_far_one_who_waited() -> None:
    queue = Queue()
    queue.join(waiting(1, 1500, since_ms=0))
    queue.join(waiting(2, 1760, since_ms=0))  # 260 apart: acceptable after 40 s
    queue.join(waiting(3, 1720, since_ms=35_000))
    # At 40 s, 1-2 (260) is acceptable to both, but 2-3 (40) is closer.
    assert ids(queue.pairs(now_ms=40_000)) == [(2, 3)]
    assert 1 in queue


def test_only_players_of_the_same_game_are_paired() -> None:
    queue = Queue()
    queue.join(waiting(1, 1500, game="spit"))
    queue.join(waiting(2, 1500, game="speed"))
    assert queue.pairs(now_ms=200_000) == []  # 1500 and 1500, but not the same game
    # Nobody waits for the same game: only the timeouts are coming.
    assert queue.next_change_ms(now_ms=0) == 300_000
    queue.join(waiting(3, 1510, since_ms=5_000, game="speed"))
    assert ids(queue.pairs(now_ms=5_000)) == [(2, 3)]


def test_leaving_on_request_and_on_timeout() -> None:
    queue = Queue(timeout_ms=120_000)
    queue.join(waiting(1, 1500, since_ms=0))
    queue.join(waiting(2, 2500, since_ms=30_000))
    with pytest.raises(ValueError, match="already"):
        queue.join(waiting(1, 1500, since_ms=40_000))
    assert queue.timed_out(now_ms=119_999) == []
    (gone,) = queue.timed_out(now_ms=120_000)
    assert gone.user_id == 1 and 1 not in queue
    left = queue.leave(2)
    assert left is not None and left.rating == 2500
    assert queue.leave(2) is None and queue.next_change_ms(now_ms=150_000) is None


def test_pairs_are_disjoint_and_within_both_gaps_whatever_the_crowd() -> None:
    rng = random.Random(29)
    queue = Queue()
    crowd = [waiting(i, rng.randint(900, 2300), rng.randint(0, 60_000)) for i in range(60)]
    for each in crowd:
        queue.join(each)
    widening = Widening()
    now = 60_000
    seen: set[int] = set()
    pairs = queue.pairs(now)
    assert pairs
    for pair in pairs:
        assert pair.first.since_ms <= pair.second.since_ms
        for side in (pair.first, pair.second):
            assert side.user_id not in seen
            seen.add(side.user_id)
            assert pair.gap <= widening.gap(now - side.since_ms)
    assert len(queue) == len(crowd) - 2 * len(pairs)
    # Whoever is left cannot be paired with anyone else left.
    assert queue.pairs(now) == []
