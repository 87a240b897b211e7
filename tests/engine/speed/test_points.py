"""P8: a scored series of deals to a target."""

from spitbot.engine import EndReason, GameOver, Outcome, PointsScored, RoundOver, parse_card
from spitbot.engine.speed import Blocked, Dealt, Phase, Play, apply, first_seat

from .position import position

C = parse_card
POINTS = "10,points:50"


def test_p8_the_deal_winner_scores_a_point_per_card_the_opponent_still_has() -> None:
    s = position("9C", "2D2C2H3C3D", c0="8D", c1="TS", d1="4H5H6H", rest="c0", v=POINTS,
                 score="10:20", hist="10:0,0:20", r="3")  # fmt: skip
    before = s
    s, events = apply(s, Play(0, C("9C"), 1))
    # Seat 1 still has 5 in hand and 3 in the draw pile.
    assert events[1:] == (RoundOver(3, 0, (0, 8)), PointsScored(3, (8, 0), (18, 20)), Dealt(4))
    assert s.scores == (18, 20) and s.history == ((10, 0), (0, 20), (8, 0))
    # Below the target a fresh deal of all 52 cards starts, waiting for "Flip!" (P3).
    assert s.round == 4 and s.phase is Phase.READY and s.outcome is None
    assert s.cards_left() == (15, 15) and [len(p) for p in s.sides] == [10, 10]
    assert sorted(s.cards()) == list(range(52))
    # Shuffled from the seed and the deal number: a replay deals the same.
    assert apply(before, Play(0, C("9C"), 1))[0] == s


def test_p8_reaching_the_target_wins_the_series() -> None:
    s = position("9C", "2D2C2H3C3D", c0="8D", c1="TS", d1="4H5H6H", rest="c0", v=POINTS,
                 score="45:49")  # fmt: skip
    s, events = apply(s, Play(0, C("9C"), 1))
    assert s.scores == (53, 49)
    assert events[-1] == GameOver(Outcome(0, EndReason.POINTS))
    assert s.phase is Phase.OVER and s.round == 1


def test_p8_a_blocked_deal_scores_the_difference_for_fewer_cards_left() -> None:
    # Decision: the one with fewer cards left wins the deal and scores what the
    # opponent has beyond their own count (P8's count when they have none).
    s = position("JD5H9S9H7S", "5D5C9D9C7H", c0="QS", c1="KH", s0="KS", s1="2C", rest="d1",
                 v=POINTS)  # fmt: skip
    s, events = apply(s, Play(0, C("JD"), 0))
    assert Blocked() in events
    assert PointsScored(1, (43 - 4, 0), (39, 0)) in events
    assert s.round == 2 and s.phase is Phase.READY


def test_p8_a_blocked_deal_with_as_many_cards_left_scores_nothing_and_is_dealt_again() -> None:
    s = position("JD5H9S9H7S", "5D5C9D9C7H", c0="QS", c1="JHKH", s0="KS", s1="JC", d0="3C",
                 rest="d0,d1", v=POINTS, score="7:9")  # fmt: skip
    s, events = apply(s, Play(0, C("JD"), 0))
    assert PointsScored(1, (0, 0), (7, 9)) in events and Dealt(2) in events
    assert s.outcome is None and s.phase is Phase.READY


def test_p8_the_fresh_deal_gives_the_first_share_from_the_centre_tops() -> None:
    # Seat-neutral: the first share goes to the seat whose centre pile has the
    # higher top card, so swapping the seats swaps the deal too.
    s = position("9C", "2D2C2H3C3D", c0="8D", c1="TS", rest="c0", v=POINTS)
    assert first_seat(s) == 1  # T♠ is higher than 8♦
    assert first_seat(s._replace(centre=(s.centre[1], s.centre[0]))) == 0
