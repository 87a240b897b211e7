"""V4: the points series."""

import random

from spitbot.engine import EndReason, GameOver, Outcome, PointsScored
from spitbot.engine.spit import LaidOut, Phase, Play, Scoring, Variant, apply, new_game

from .position import position


def test_v4_each_round_scores_the_cards_still_held_before_the_slap() -> None:
    s = position(
        "*9C,-,-,-,-",
        "*2D,*2C,*2H,*3S,2S*3D",
        p0="8D",
        p1="7S",
        as_="5H6H",
        bs="6D",
        rest="p1",
        v="5,slap,any,points:100",
        score="10:20",
        hist="10:20",
        r="2",
    )
    s, events = apply(s, Play(0, 0, 0))
    # Seat 0 holds 2 spit cards; seat 1 holds 6 stockpile cards and 1 spit card.
    assert PointsScored(2, (2, 7), (12, 27)) in events
    assert s.scores == (12, 27) and s.history == ((10, 20), (2, 7))
    assert s.phase is Phase.SLAP


def test_v4_the_series_ends_at_the_target_and_the_lowest_wins() -> None:
    s = position(
        "*9C,-,-,-,-", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="7S", as_="5H6H", bs="6D",
        rest="p1", v="5,slap,any,points:100", score="90:96",
    )  # fmt: skip
    s, events = apply(s, Play(0, 0, 0))
    assert s.scores == (92, 102)
    assert events[-1] == GameOver(Outcome(0, EndReason.POINTS))


def test_v4_equal_lowest_scores_are_a_draw() -> None:
    s = position(
        "*9C,-,-,-,-", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="7S", as_="5H6H", bs="6D",
        rest="p1", v="5,slap,any,points:100", score="104:100",
    )  # fmt: skip
    s, events = apply(s, Play(0, 0, 0))
    assert isinstance(events[-1], GameOver)
    assert s.scores == (106, 106)
    assert s.outcome == Outcome(None, EndReason.POINTS)


def test_v4_a_played_out_deal_is_dealt_afresh_until_the_target() -> None:
    # Seat 0 plays their last card with no spit cards (S14): under V4 the series goes on.
    s = position(
        "*9C,-,-,-,-", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="7S", bs="6D",
        rest="p1", v="5,slap,any,points:50",
    )  # fmt: skip
    s, events = apply(s, Play(0, 0, 0))
    assert PointsScored(1, (0, 6), (0, 6)) in events
    assert LaidOut(2, (11, 11), None, True) in events
    assert s.phase is Phase.READY and s.round == 2
    assert [side.held() for side in s.sides] == [26, 26]
    assert sorted(s.cards()) == list(range(52))


def test_v4_target_is_part_of_the_variant() -> None:
    v = Variant(scoring=Scoring.POINTS, target=150)
    assert Variant.from_key(v.key()) == v
    assert new_game(v, random.Random(1)).variant.target == 150
