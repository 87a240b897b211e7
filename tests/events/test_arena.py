"""The arena's rules (issue 29.3): pairing by rank, scoring, the streak, join and leave."""

from __future__ import annotations

import random

import pytest

from spitbot.events import Arena, Outcome
from spitbot.events.outcome import performance


def arena_of(*ratings: int) -> Arena:
    arena = Arena()
    for number, rating in enumerate(ratings, start=1):
        assert arena.join(number, f"p{number}", rating)
    return arena


def test_the_free_are_paired_with_the_nearest_in_rank() -> None:
    arena = arena_of(1500, 1900, 1700, 1600)
    # Nobody has scored: rank is rating at entry (2: 1900, 3: 1700, 4: 1600, 1: 1500).
    assert arena.pairings() == [(2, 3), (4, 1)]


def test_a_win_scores_two_a_draw_one_a_loss_nothing() -> None:
    arena = arena_of(1500, 1500, 1500, 1500)
    first = arena.start(1, 2)
    second = arena.start(3, 4)
    assert arena.finish(first.number, Outcome.A_WON) == (2, 0)
    assert arena.finish(second.number, Outcome.DRAW) == (1, 1)
    scores = {s.user_id: s.score for s in arena.standings()}
    assert scores == {1: 2, 2: 0, 3: 1, 4: 1}


def test_two_wins_in_a_row_light_the_fire_and_double_until_a_game_is_not_won() -> None:
    arena = arena_of(1500, 1500, 1500)
    sheet = []
    for outcome in (Outcome.A_WON, Outcome.A_WON, Outcome.A_WON, Outcome.DRAW, Outcome.A_WON):
        opponent = 2 if len(sheet) % 2 == 0 else 3
        game = arena.start(1, opponent)
        sheet.append(arena.finish(game.number, outcome)[0])
        fire = next(s.on_fire for s in arena.standings() if s.user_id == 1)
        if len(sheet) in (2, 3):
            assert fire
    # 2, 2, then on fire: a win 4, a draw 2 (lichess doubles it too) that puts it out,
    # and the next win is 2 again.
    assert sheet == [2, 2, 4, 2, 2]
    one = next(s for s in arena.standings() if s.user_id == 1)
    assert one.score == 12 and one.sheet == (2, 2, 4, 2, 2) and not one.on_fire


def test_a_loss_on_fire_scores_nothing_and_puts_it_out() -> None:
    arena = arena_of(1500, 1500)
    for outcome in (Outcome.A_WON, Outcome.A_WON, Outcome.B_WON):
        game = arena.start(1, 2)
        arena.finish(game.number, outcome)
    one = next(s for s in arena.standings() if s.user_id == 1)
    assert one.sheet == (2, 2, 0) and not one.on_fire


def test_not_twice_in_a_row_against_the_same_player_when_anyone_else_is_free() -> None:
    arena = arena_of(1500, 1500, 1500, 1500)
    game = arena.start(1, 2)
    arena.start(3, 4)
    arena.finish(game.number, Outcome.A_WON)
    # 1 and 2 are free, but 3 and 4 will be: 1 and 2 wait rather than meet again.
    assert arena.pairings() == []
    arena.finish(2, Outcome.A_WON)
    # Now 1, 3 (2 points each), 2, 4: 1 and 3 lead; 2 and 4 follow.
    pairs = arena.pairings()
    assert sorted(map(sorted, pairs)) == [[1, 3], [2, 4]]


def test_two_alone_in_the_arena_play_again() -> None:
    arena = arena_of(1500, 1500, 1500)
    arena.leave(3)
    arena.finish(arena.start(1, 2).number, Outcome.DRAW)
    assert arena.pairings() == [(1, 2)]  # nobody else to wait for


def test_the_last_opponent_is_skipped_for_the_next_nearest() -> None:
    arena = arena_of(1800, 1700, 1600)
    game = arena.start(1, 2)
    arena.finish(game.number, Outcome.DRAW)
    # 1 and 2 have 1 point, 3 none: 1's nearest is 2, its last opponent: 3 instead.
    assert arena.pairings() == [(1, 3)]


def test_a_player_who_left_is_not_paired_and_may_come_back_with_the_score() -> None:
    arena = arena_of(1500, 1500, 1500)
    game = arena.start(1, 2)
    assert arena.leave(1)
    arena.finish(game.number, Outcome.A_WON)  # a game under way still counts
    assert 1 not in arena.free()
    assert arena.pairings() == [(3, 2)] or arena.pairings() == [(2, 3)]
    assert not arena.leave(1)
    assert arena.join(1, "p1", 1500)
    assert not arena.join(1, "p1", 1500)
    assert next(s.score for s in arena.standings() if s.user_id == 1) == 2
    assert 1 in arena.free()


def test_a_closed_arena_pairs_nobody_and_is_over_when_its_last_game_ends() -> None:
    arena = arena_of(1500, 1500, 1500, 1500)
    game = arena.start(1, 2)
    arena.close()
    assert arena.pairings() == [] and not arena.join(9, "late", 1500)
    assert not arena.over
    arena.finish(game.number, Outcome.B_WON)
    assert arena.over


def test_a_game_that_could_not_start_is_cancelled() -> None:
    arena = arena_of(1500, 1500)
    game = arena.start(1, 2)
    with pytest.raises(ValueError, match="playing"):
        arena.start(1, 2)
    arena.cancel(game.number)
    assert arena.games() == [] and sorted(arena.free()) == [1, 2]


def test_performance_is_lichess_linear_performance() -> None:
    # (1600 + 500) + (1400 - 500) + 1500 = 4500 over 3 games.
    assert performance([(1600, 1.0), (1400, 0.0), (1500, 0.5)]) == 1500
    assert performance([]) is None
    arena = arena_of(1500, 1700)
    arena.finish(arena.start(1, 2).number, Outcome.A_WON)
    lines = {s.user_id: s for s in arena.standings()}
    assert lines[1].performance == 2200 and lines[2].performance == 1000


def test_an_arena_replayed_from_its_record_is_the_same_arena() -> None:
    rng = random.Random(29)
    ratings = {n: 1400 + 37 * n for n in range(1, 9)}
    arena = arena_of(*ratings.values())
    finish_order: dict[int, int] = {}
    for step in range(60):
        for a, b in arena.pairings():
            arena.start(a, b)
        if step == 20:
            arena.leave(3)
        if step == 30:
            arena.join(3, "p3", ratings[3])
        playing = arena.playing()
        game = playing[rng.randrange(len(playing))]
        arena.finish(game.number, rng.choice(list(Outcome)))
        finish_order[game.number] = step
    kept = [(g.number, g.a, g.b, g.outcome, finish_order.get(g.number)) for g in arena.games()]
    assert any(g[3] is None for g in kept) and len(finish_order) == 60
    entries = [(n, f"p{n}", ratings[n], arena.is_present(n)) for n in ratings]
    rebuilt = Arena.replay(entries, kept, closed=False)
    assert rebuilt.standings() == arena.standings()
    assert rebuilt.pairings() == arena.pairings()
    assert (
        any(s.on_fire for s in arena.standings())
        or max(max(s.sheet, default=0) for s in arena.standings()) == 4
    )
