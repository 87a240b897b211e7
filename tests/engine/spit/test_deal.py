"""S1-S4, S12, V1: the deal and the layout."""

import random

from spitbot.engine.spit import Phase, Spit, Variant, apply, lay_out, legal_plays, new_game, view
from spitbot.engine.spit.events import Spat


def test_s1_deals_26_cards_to_each_player() -> None:
    state = new_game(Variant(), random.Random(7))
    assert [side.held() for side in state.sides] == [26, 26]
    assert sorted(state.cards()) == list(range(52))


def test_s2_s3_layout_is_1_to_5_with_tops_face_up_and_11_spit_cards() -> None:
    state = new_game(Variant(), random.Random(3))
    for side in state.sides:
        assert [len(s) for s in side.stocks] == [1, 2, 3, 4, 5]  # S2
        assert all(side.up)  # S2: each top face up
        assert len(side.spit) == 11  # S3
    assert state.phase is Phase.READY
    assert state.one_pile is None


def test_s3_spit_cards_are_hidden_even_from_their_owner() -> None:
    state = new_game(Variant(), random.Random(3))
    mine = view(state, 0)
    assert mine.me.spit_left == 11
    assert all(
        s.hidden == i for i, s in enumerate(mine.me.stocks)
    )  # only counts of face-down cards
    assert "spit" not in mine._fields  # the view has no field holding spit cards


def test_v1_four_stockpiles_of_1_to_4_and_16_spit_cards() -> None:
    state = new_game(Variant(stockpiles=4), random.Random(3))
    for side in state.sides:
        assert [len(s) for s in side.stocks] == [1, 2, 3, 4]
        assert len(side.spit) == 16


def test_s4_both_call_spit_to_turn_the_first_spit_cards() -> None:
    state = new_game(Variant(), random.Random(11))
    assert legal_plays(state, 0) == []  # nothing is played before "Spit!"
    top0, top1 = state.sides[0].spit[-1], state.sides[1].spit[-1]
    state, events = apply(state, Spit(0))
    assert state.phase is Phase.READY and state.calls == (True, False)
    state, events = apply(state, Spit(1))
    assert Spat((top0, top1)) in events
    assert state.piles == ((top0,), (top1,))  # each onto their own spit pile
    assert [len(s.spit) for s in state.sides] == [10, 10]


def test_s12_short_layout_deals_in_passes() -> None:
    side = lay_out(list(range(8)), 5)
    assert [len(s) for s in side.stocks] == [1, 2, 2, 2, 1]  # RULES.md's S12 decision
    assert side.spit == ()
    assert all(side.up)
    # The first pass gives one card to every pile left to right.
    assert [s[0] for s in side.stocks] == [0, 1, 2, 3, 4]


def test_s12_v1_short_layout_below_10_cards() -> None:
    side = lay_out(list(range(7)), 4)
    assert [len(s) for s in side.stocks] == [1, 2, 2, 2]
    assert side.spit == ()
