"""The Swiss rules (issue 29.4): Dutch pairings, byes, late joining, withdrawal,
Buchholz and Sonneborn–Berger."""

from __future__ import annotations

import random

import pytest

from spitbot.events import Outcome, Swiss, SwissPairing

A, B, DRAW = Outcome.A_WON, Outcome.B_WON, Outcome.DRAW


def test_tie_breaks_checked_by_hand() -> None:
    """Five players, three rounds, pairings fixed (as after a restart):

    R1: 1 beats 2, 3 draws 4, 5 bye.  R2: 3 beats 1, 5 beats 2, 4 bye.
    R3: 3 draws 5, 1 beats 4, 2 bye.
    Scores: 1: 1+0+1 = 2; 2: 0+0+1 = 1; 3: ½+1+½ = 2; 4: ½+1+0 = 1½; 5: 1+1+½ = 2½.
    Buchholz (opponents played over the board): 1: 2's 1 + 3's 2 + 4's 1½ = 4½;
    2: 1's 2 + 5's 2½ = 4½; 3: 4's 1½ + 1's 2 + 5's 2½ = 6; 4: 3's 2 + 1's 2 = 4;
    5: 2's 1 + 3's 2 = 3.
    Sonneborn–Berger (opponent's score × points scored against them):
    1: 1×1 + 2×0 + 1½×1 = 2½; 2: 0; 3: 1½×½ + 2×1 + 2½×½ = 4; 4: 2×½ + 2×0 = 1;
    5: 1×1 + 2×½ = 2.
    Ranking: 5 (2½), 3 (2, Buchholz 6), 1 (2, Buchholz 4½), 4 (1½), 2 (1).
    """
    kept = [
        SwissPairing(1, 1, 1, 2, A), SwissPairing(1, 2, 3, 4, DRAW), SwissPairing(1, 3, 5, None),
        SwissPairing(2, 1, 1, 3, B), SwissPairing(2, 2, 5, 2, A), SwissPairing(2, 3, 4, None),
        SwissPairing(3, 1, 3, 5, DRAW), SwissPairing(3, 2, 4, 1, B), SwissPairing(3, 3, 2, None),
    ]  # fmt: skip
    entries = [(n, f"p{n}", 1500, False) for n in range(1, 6)]
    swiss = Swiss.replay(3, entries, kept)
    lines = [(s.user_id, s.score, s.buchholz, s.sonneborn_berger) for s in swiss.standings()]
    assert lines == [
        (5, 2.5, 3.0, 2.0),
        (3, 2.0, 6.0, 4.0),
        (1, 2.0, 4.5, 2.5),
        (4, 1.5, 4.0, 1.0),
        (2, 1.0, 4.5, 0.0),
    ]
    assert swiss.finished


def play_round(swiss: Swiss, rng: random.Random, absent: int | None = None) -> list[SwissPairing]:
    pairings = swiss.pair_next()
    for p in pairings:
        if p.b is None:
            continue
        if absent in (p.a, p.b):
            assert absent is not None
            swiss.forfeit(p.round, p.board, absent)
        else:
            swiss.finish(p.round, p.board, rng.choice([A, B, DRAW, A, B]))
    return swiss.round_pairings(pairings[0].round)


def test_nine_players_four_rounds_a_bye_each_round_a_withdrawal_and_no_rematch() -> None:
    rng = random.Random(2029)
    swiss = Swiss(4)
    for n in range(1, 10):
        assert swiss.join(n, f"p{n}", 1300 + 50 * n)
    rounds = [play_round(swiss, rng)]
    # Round 2: player 4 misses the game without resigning, and is withdrawn.
    rounds.append(play_round(swiss, rng, absent=4))
    assert not swiss.is_in(4)
    forfeited = next(p for p in rounds[1] if 4 in (p.a, p.b))
    assert forfeited.forfeit == 4 and forfeited.points_of(4) == 0
    assert not swiss.can_join() and not swiss.join(10, "late", 1500)
    rounds.append(play_round(swiss, rng))
    rounds.append(play_round(swiss, rng))
    assert swiss.finished

    byes = [p.a for r in rounds for p in r if p.b is None]
    assert len(byes) == 2 and len(set(byes)) == 2  # 9 players twice, then 8: no bye
    assert [sum(1 for p in r if p.b is None) for r in rounds] == [1, 1, 0, 0]
    met = [frozenset((p.a, p.b)) for r in rounds for p in r if p.b is not None]
    assert len(met) == len(set(met)), "nobody meets the same opponent twice"
    assert all(4 not in (p.a, p.b) for r in rounds[2:] for p in r)
    # Everyone still in plays every round exactly once.
    for r in rounds:
        seated = [u for p in r for u in (p.a, p.b) if u is not None]
        assert len(seated) == len(set(seated))
    # A bye scores 1.
    standings = {s.user_id: s for s in swiss.standings()}
    for user_id in byes:
        assert swiss.score(user_id) == sum(
            p.points_of(user_id) for r in rounds for p in r if user_id in (p.a, p.b)
        )
    assert standings[4].withdrawn
    assert [s.rank for s in swiss.standings()] == list(range(1, 10))


def test_the_bye_goes_to_the_lowest_score_group() -> None:
    swiss = Swiss(3)
    for n in range(1, 6):
        swiss.join(n, f"p{n}", 2000 - 100 * n)
    first = swiss.pair_next()
    for p in first:
        if p.b is not None:
            swiss.finish(p.round, p.board, A)
    second = swiss.pair_next()
    bye = next(p.a for p in second if p.b is None)
    lowest = min(swiss.score(u, 2) for u in swiss.players() if u != first_bye(first))
    assert swiss.score(bye, 2) == lowest
    assert bye != first_bye(first)


def first_bye(pairings: list[SwissPairing]) -> int:
    return next(p.a for p in pairings if p.b is None)


def test_late_joining_is_open_until_half_the_rounds_have_begun() -> None:
    swiss = Swiss(5)
    for n in range(1, 5):
        swiss.join(n, f"p{n}", 1500)
    for round_number in (1, 2):
        for p in swiss.pair_next():
            swiss.finish(p.round, p.board, DRAW)
        assert swiss.round == round_number
    assert swiss.can_join()  # 2 of 5 begun
    assert swiss.join(5, "late", 1500)
    assert swiss.score(5) == 0
    pairings = swiss.pair_next()
    assert any(5 in (p.a, p.b) for p in pairings)
    assert not swiss.can_join() and not swiss.join(6, "later", 1500)


def test_the_next_round_waits_for_the_last_game() -> None:
    swiss = Swiss(2)
    for n in range(1, 5):
        swiss.join(n, f"p{n}", 1500)
    first = swiss.pair_next()
    swiss.finish(1, first[0].board, A)
    assert not swiss.round_over()
    with pytest.raises(ValueError, match="still being played"):
        swiss.pair_next()
    swiss.finish(1, first[1].board, B)
    assert swiss.round_over() and len(swiss.pair_next()) == 2


def test_a_swiss_replayed_mid_round_pairs_the_same_next_round() -> None:
    rng = random.Random(7)
    swiss = Swiss(4)
    for n in range(1, 10):
        swiss.join(n, f"p{n}", 1400 + 10 * n)
    play_round(swiss, rng)
    second = swiss.pair_next()
    swiss.finish(2, second[0].board, A)
    entries = [(n, f"p{n}", 1400 + 10 * n, False) for n in range(1, 10)]
    kept = [p for r in (1, 2) for p in swiss.round_pairings(r)]
    rebuilt = Swiss.replay(4, entries, kept)
    assert rebuilt.standings() == swiss.standings()
    for twin in (swiss, rebuilt):
        for p in twin.round_pairings(2):
            if not p.ended:
                twin.finish(2, p.board, DRAW)
    assert rebuilt.pair_next() == swiss.pair_next()
