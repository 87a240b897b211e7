"""S7, S8, S9b, D2: stalls are found by the engine, and what follows them."""

import pytest

from spitbot.engine import RoundOver, parse_card
from spitbot.engine.spit import (
    AlreadyCalled,
    NobodyCanPlay,
    NoSpitCards,
    NotStalled,
    Phase,
    Play,
    Spat,
    Spit,
    SpitCalled,
    SpitCardsAlreadyTurned,
    Stalled,
    apply,
    can_move,
    legal_actions,
    spit_cards_left,
)

from .position import position

C = parse_card
A_STUCK = "*9C,*KD,*KS,*KH,*KC"
B_STUCK = "*2D,*2C,*2H,*3S,*3D"


def test_s7_d2_stall_found_after_the_last_possible_play() -> None:
    s = position(A_STUCK, B_STUCK, p0="8D", p1="7S", as_="4H5H", bs="6D")
    s, events = apply(s, Play(0, 0, 0))
    assert Stalled((0, 1)) in events
    assert s.phase is Phase.STALLED
    assert not can_move(s, 0) and not can_move(s, 1)
    assert legal_actions(s, 0) == [Spit(0)] and legal_actions(s, 1) == [Spit(1)]


def test_s7_both_spit_onto_their_own_pile_and_repeat_while_stuck() -> None:
    s = position(A_STUCK, B_STUCK, p0="8D", p1="7S", as_="4H5H", bs="6D", rest="p0")
    s, _ = apply(s, Play(0, 0, 0))
    s, events = apply(s, Spit(1))
    assert events == (SpitCalled(1),) and s.phase is Phase.STALLED
    with pytest.raises(AlreadyCalled):
        apply(s, Spit(1))
    s, events = apply(s, Spit(0))
    assert Spat((C("5H"), C("6D"))) in events
    assert s.piles[0][-1] == C("5H") and s.piles[1][-1] == C("6D")
    # Still nobody can play (K, K, K, K / 2, 2, 2, 3, 3 on 5 and 6): stalled again.
    assert s.phase is Phase.STALLED and events[-1] == Stalled((0,))


def test_s7_a_spit_press_for_cards_already_turned_never_counts_in_the_next_stall() -> None:
    # The press names the spit cards left when its board was drawn (3 here): once both
    # called and turned theirs, a second tap still names 3 and is refused, although
    # the players are stuck again and a fresh call would count.
    s = position(A_STUCK, B_STUCK, p0="8D", p1="7S", as_="4H5H", bs="6D", rest="p0")
    s, _ = apply(s, Play(0, 0, 0))
    assert spit_cards_left(s) == 3
    s, _ = apply(s, Spit(1, left=3))
    s, events = apply(s, Spit(0, left=3))
    assert Spat((C("5H"), C("6D"))) in events and s.phase is Phase.STALLED
    with pytest.raises(SpitCardsAlreadyTurned):
        apply(s, Spit(0, left=3))
    assert s.calls == (False, False)
    s, events = apply(s, Spit(0, left=1))  # the call the new board shows counts
    assert Spat((C("4H"), None)) in events  # S8: bob has none left; alice spits alone


def test_s8_a_player_without_spit_cards_leaves_the_other_to_spit_alone() -> None:
    s = position(A_STUCK, B_STUCK, p0="8D", p1="7S", as_="4H5H", bs="-")
    s, events = apply(s, Play(0, 0, 0))
    assert Stalled((0,)) in events
    assert legal_actions(s, 1) == []
    with pytest.raises(NoSpitCards):
        apply(s, Spit(1))
    # S8: nor is the player without spit cards told to press Spit! when they try to play.
    with pytest.raises(NobodyCanPlay) as info:
        apply(s, Play(1, 0, 0))
    assert info.value == NobodyCanPlay(has_spit_cards=False)
    s, events = apply(s, Spit(0))
    assert Spat((C("5H"), None)) in events
    assert s.piles[1][-1] == C("7S")  # the other pile is untouched


def test_s9b_stall_with_no_spit_cards_ends_the_round() -> None:
    s = position(A_STUCK, B_STUCK, p0="8D", p1="7S", rest="p1")
    s, events = apply(s, Play(0, 0, 0))
    assert RoundOver(1, None, (4, 5)) in events
    assert s.phase is Phase.SLAP
    assert s.finisher is None


def test_spit_only_when_stalled_or_ready() -> None:
    s = position("*9C,*KD,*KS,*KH,*KC", B_STUCK, p0="8D", p1="7S")
    with pytest.raises(NotStalled) as info:
        apply(s, Spit(1))
    assert info.value == NotStalled(by=0, chore="play")  # seat 0's 9♣ fits the 8♦


def test_s5c_with_d5_off_a_move_is_what_keeps_play_going() -> None:
    # Nothing fits, nothing is face down, but seat 0 can move a card to an empty
    # space: "Spit!" is refused for that reason, not because "a card can be played".
    v = "5,slap,any,game,manual-fill"
    s = position("4S*9C,-,*KS,*KH,*KC", B_STUCK, p0="5D", p1="7S", v=v)
    with pytest.raises(NotStalled) as info:
        apply(s, Spit(0))
    assert info.value == NotStalled(by=0, chore="move")
