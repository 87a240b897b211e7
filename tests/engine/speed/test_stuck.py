"""P5, P6, D8, D9: stuck hands are found by the engine; flips, rebuilt side piles,
and the decision for a deal nobody can ever play on again."""

import pytest

from spitbot.engine import GameOver, Outcome, RoundOver, parse_card
from spitbot.engine.speed import (
    SPEED,
    AlreadyFlipped,
    Blocked,
    CardPlayed,
    CardsAlreadyFlipped,
    Flip,
    FlipCalled,
    Flipped,
    NotStuck,
    Phase,
    Play,
    SidesRebuilt,
    SpeedEnd,
    Stuck,
    apply,
    blocked,
    can_play,
    flip_episode,
    legal_actions,
    rebuild,
)

from .position import position

C = parse_card
# Hands of 5s, 7s and 9s: only a 4, 6, 8 or 10 on top lets them play (C2).
H0, H1 = "5S5H9S9H7S", "5D5C9D9C7H"


def test_p5_d9_stuck_is_found_after_the_last_possible_play() -> None:
    s = position("JD5H9S9H7S", H1, c0="QS", c1="KH", s0="2S6C", s1="2H", d0="KC", rest="d1")
    s, events = apply(s, Play(0, C("JD"), 0))
    # D8: the hand is full again (K♣ drawn), and no card of either fits J♦ or K♥.
    assert events[-1] == Stuck(rebuild=False)
    assert s.phase is Phase.STUCK and not can_play(s, 0) and not can_play(s, 1)
    assert legal_actions(s, 0) == [Flip(0)] and legal_actions(s, 1) == [Flip(1)]


def test_p5_d9_a_flip_press_for_cards_already_turned_never_counts_in_the_next_call() -> None:
    s = position(H0, H1, c0="QS", c1="KH", s0="6C2S", s1="6D2H", rest="d0,d1", ph="stuck")
    seen = flip_episode(s)  # what the players' hands show with this call
    s, _ = apply(s, Flip(1, seen))
    s, events = apply(s, Flip(0, seen))
    assert Flipped((C("2S"), C("2H"))) in events and s.phase is Phase.STUCK  # still stuck
    assert flip_episode(s) != seen
    with pytest.raises(CardsAlreadyFlipped):  # a double tap from the last call
        apply(s, Flip(0, seen))
    assert s.calls == (False, False)
    s, events = apply(s, Flip(0, flip_episode(s)))  # the call the new hands show counts
    assert events == (FlipCalled(0),)


def test_p3_a_ready_flip_double_tap_is_not_a_call_once_the_middle_cards_are_up() -> None:
    s = position(H0, H1, c0="QS", c1="KH", s0="6C", s1="6D", rest="d0,d1", ph="ready")
    seen = flip_episode(s)
    s, _ = apply(s, Flip(0, seen))
    s, _ = apply(s, Flip(1, seen))
    assert s.phase is not Phase.READY and flip_episode(s) != seen
    with pytest.raises(CardsAlreadyFlipped):
        apply(s, Flip(1, seen))


def test_d8_p5_a_player_is_stuck_only_when_no_card_of_the_full_hand_fits() -> None:
    # Only the fifth card of seat 1's hand (the J♣) fits the Q♥: play goes on.
    s = position(H0, "5D5C9D9CJC", c0="3D", c1="QH", s0="6S", s1="6H", rest="d0,d1")
    assert can_play(s, 1) and not can_play(s, 0)
    with pytest.raises(NotStuck) as info:
        apply(s, Flip(0))
    assert info.value == NotStuck(by=1)  # D9: "Flip!" is refused, saying who can play
    assert legal_actions(s, 0) == []  # seat 0 waits


def test_p5_d9_both_call_flip_and_side_piles_turn_onto_the_centre_piles_next_to_them() -> None:
    s = position(H0, H1, c0="QS", c1="KH", s0="6C2S", s1="6D2H", rest="d0,d1", ph="stuck")
    s, events = apply(s, Flip(1))
    assert events == (FlipCalled(1),) and s.phase is Phase.STUCK
    with pytest.raises(AlreadyFlipped):
        apply(s, Flip(1))
    s, events = apply(s, Flip(0))
    assert events[:2] == (FlipCalled(0), Flipped((C("2S"), C("2H"))))
    assert s.centre == ((C("QS"), C("2S")), (C("KH"), C("2H")))
    assert s.sides == ((C("6C"),), (C("6D"),))
    # P5: still nobody can play (5, 7, 9 on 2 and 2): repeat until someone can.
    assert s.phase is Phase.STUCK and events[-1] == Stuck(rebuild=False)
    s, _ = apply(s, Flip(0))
    s, events = apply(s, Flip(1))
    assert Flipped((C("6C"), C("6D"))) in events
    assert s.phase is Phase.PLAY and can_play(s, 0) and can_play(s, 1)  # 5s and 7s fit


def test_d9_the_countdown_flips_for_whoever_did_not_press() -> None:
    s = position(H0, H1, c0="QS", c1="KH", s0="6C", s1="3H", rest="d0,d1", ph="stuck",
                 calls="10")  # fmt: skip
    deadline = SPEED.deadline(s)
    assert deadline is not None and deadline.kind == "flip" and deadline.seats == (1,)
    actions = SPEED.on_deadline(s, deadline)
    assert actions == [Flip(1)]
    s, events = apply(s, actions[0])
    assert Flipped((C("6C"), C("3H"))) in events


def test_d9_an_odd_side_pile_flips_alone() -> None:
    # After an odd rebuild (P6) one side pile holds a card more: it turns alone.
    s = position(H0, H1, c0="QS", c1="KH", s0="6C", s1="-", rest="d0,d1", ph="stuck")
    s, _ = apply(s, Flip(0))
    s, events = apply(s, Flip(1))
    assert Flipped((C("6C"), None)) in events
    assert s.centre[1] == (C("KH"),)


def test_p6_stuck_with_the_side_piles_spent_says_the_flip_rebuilds_them() -> None:
    s = position(H0, H1, c0="6CQS", c1="KH", s0="2S", s1="2H", rest="d0,d1", ph="stuck")
    s, _ = apply(s, Flip(0))
    s, events = apply(s, Flip(1))
    assert events[-1] == Stuck(rebuild=True)  # the 6♣ under Q♠ can still come up
    s, _ = apply(s, Flip(0))
    s, events = apply(s, Flip(1))
    # 6♣, Q♠ and K♥ were under the 2s; the first goes to the side of the higher top,
    # 2♥ (suits rank S H D C only to tell cards apart: C2 ignores them).
    assert events[1] == SidesRebuilt((1, 2))


def test_p6_side_piles_are_rebuilt_from_the_centre_but_its_top_cards() -> None:
    s = position(H0, H1, c0="3S3H6CJH3D", c1="2S2HJD2DQS", rest="d0,d1", ph="stuck")
    under = sorted(s.centre[0][:-1] + s.centre[1][:-1])
    s, _ = apply(s, Flip(0))
    s, events = apply(s, Flip(1))
    assert events[1] == SidesRebuilt((4, 4))
    turned = events[2]
    assert isinstance(turned, Flipped)
    flipped = [c for c in turned.cards if c is not None]
    assert len(flipped) == 2
    # The tops stay, the flipped cards land on them, and the rest is in the side piles.
    assert s.centre == ((C("3D"), flipped[0]), (C("QS"), flipped[1]))
    assert sorted([*s.sides[0], *s.sides[1], *flipped]) == under
    assert sorted(s.cards()) == list(range(52))  # C1


def test_p6_rebuilt_piles_alternate_from_the_higher_top_and_replay_the_same() -> None:
    s = position(H0, H1, c0="3S3H6CJH3D", c1="2S2HJD2DQCQS", rest="d0,d1", ph="stuck")
    sides = rebuild(s)
    # 9 cards under the tops, dealt alternately, the first to the side of the higher
    # top card (Q♠ beats 3♦), which so gets the odd card.
    assert [len(p) for p in sides] == [4, 5]
    assert rebuild(s) == sides  # a replay rebuilds the same way
    assert sorted(sides[0] + sides[1]) == sorted(s.centre[0][:-1] + s.centre[1][:-1])
    again = rebuild(s._replace(draws=(s.draws[0][1:], s.draws[1])))
    assert again != sides  # the next rebuild of the deal is shuffled afresh


def test_blocked_decision_nobody_can_ever_play_again_so_fewer_cards_left_wins() -> None:
    # After the J♦, nothing fits and nothing that flips (K♠, 2♣) or comes back through
    # a rebuild (Q♠) could ever fit a 5, 7 or 9: the deal ends, side cards and all.
    s = position("JD5H9S9H7S", H1, c0="QS", c1="KH", s0="KS", s1="2C", rest="d1")
    assert can_play(s, 0)
    s, events = apply(s, Play(0, C("JD"), 0))
    assert events == (
        CardPlayed(0, C("JD"), 0),
        Blocked(),
        RoundOver(1, None, (4, 5 + 38)),
        GameOver(Outcome(0, SpeedEnd.BLOCKED)),
    )
    assert blocked(s) and s.phase is Phase.OVER and s.sides == ((C("KS"),), (C("2C"),))


def test_blocked_decision_as_many_cards_left_is_a_draw() -> None:
    s = position("JD5H9S9H7S", H1, c0="QS", c1="JHKH", s0="KS", s1="JC", d0="3C",
                 rest="d0,d1")  # fmt: skip
    s, events = apply(s, Play(0, C("JD"), 0))
    assert RoundOver(1, None, (23, 23)) in events
    assert s.outcome == Outcome(None, SpeedEnd.BLOCKED)


def test_blocked_needs_every_card_that_could_come_up_to_fit_nothing() -> None:
    s = position(H0, H1, c0="QS", c1="QH", s0="JS", s1="JH", rest="d0,d1", ph="stuck")
    assert blocked(s)
    assert not blocked(s._replace(sides=(s.sides[0], (C("TC"),))))  # a 10 fits a 9
    assert not blocked(position(H0, H1, c0="8CQS", c1="QH", rest="d0,d1"))  # P6 brings it up
