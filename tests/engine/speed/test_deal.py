"""P1-P3, C1: the deal, the hands and turning up the middle cards."""

import random
from collections.abc import Callable

import pytest

from spitbot.engine.speed import (
    Flip,
    FlipCalled,
    MiddleFaceDown,
    Phase,
    Play,
    Scoring,
    TurnedUp,
    Variant,
    apply,
    legal_actions,
    new_game,
)


@pytest.mark.parametrize(("side", "cards"), [(10, 15), (5, 20)])
def test_p2_the_deal_side_piles_middle_cards_and_each_players_cards(side: int, cards: int) -> None:
    # P2: side piles of 10 and 15 cards to each player; the variant: 5, and 20 each.
    state = new_game(Variant(side_piles=side), random.Random(4))
    assert [len(s) for s in state.sides] == [side, side]
    assert [len(c) for c in state.centre] == [1, 1]  # one face-down middle card each
    assert state.cards_left() == (cards, cards)
    assert sorted(state.cards()) == list(range(52))  # C1: one deck, each card once
    assert state.phase is Phase.READY and state.round == 1


def test_p1_p3_each_player_draws_five_into_their_hand_at_once() -> None:
    state = new_game(Variant(), random.Random(4))
    assert [len(h) for h in state.hands] == [5, 5]  # P1: at most five; P3: five at once
    assert [len(d) for d in state.draws] == [10, 10]


def test_p3_both_call_flip_and_each_turns_a_middle_card_onto_their_centre_pile() -> None:
    state = new_game(Variant(), random.Random(11))
    middle = (state.centre[0][0], state.centre[1][0])
    assert legal_actions(state, 0) == [Flip(0)]  # nothing is played before the turn-up
    with pytest.raises(MiddleFaceDown) as info:
        apply(state, Play(0, state.hands[0][0], 0))
    assert info.value == MiddleFaceDown(called=False)
    state, events = apply(state, Flip(1))
    assert events == (FlipCalled(1),) and state.phase is Phase.READY
    assert state.calls == (False, True) and legal_actions(state, 1) == []
    with pytest.raises(MiddleFaceDown) as called:
        apply(state, Play(1, state.hands[1][0], 0))
    assert called.value == MiddleFaceDown(called=True)
    state, events = apply(state, Flip(0))
    assert events[:2] == (FlipCalled(0), TurnedUp(middle))
    assert state.centre == ((middle[0],), (middle[1],))  # turned face up where they lie
    assert state.phase in (Phase.PLAY, Phase.STUCK) and state.calls == (False, False)


def test_the_first_deal_comes_from_the_injected_rng_only() -> None:
    a = new_game(Variant(), random.Random(99))
    assert a == new_game(Variant(), random.Random(99))
    assert a.hands != new_game(Variant(), random.Random(98)).hands


@pytest.mark.parametrize(
    ("key", "variant"),
    [
        ("10,game", Variant()),
        ("5,game", Variant(side_piles=5)),
        ("10,points:50", Variant(scoring=Scoring.POINTS)),
        ("5,points:1000", Variant(side_piles=5, scoring=Scoring.POINTS, target=1000)),
    ],
)
def test_p2_p8_variant_keys_round_trip(key: str, variant: Variant) -> None:
    assert variant.key() == key
    assert Variant.from_key(key) == variant
    assert variant.series_target == (variant.target if "points" in key else None)


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: Variant(side_piles=7), "side piles"),
        (lambda: Variant(scoring=Scoring.POINTS, target=9), "between 10 and 1000"),
        (lambda: Variant(scoring=Scoring.POINTS, target=1001), "between 10 and 1000"),
        (lambda: Variant.from_key("10"), "not a Speed variant"),
        (lambda: Variant.from_key("10,points:x"), "not a points target"),
        (lambda: Variant.from_key("10,slap"), "scoring rule"),
    ],
)
def test_bad_variants_say_what_is_wrong(make: Callable[[], Variant], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        make()


def test_plain_scoring_keeps_one_target_so_equal_variants_compare_equal() -> None:
    assert Variant(target=80) == Variant()
    assert Variant(target=80).series_target is None
