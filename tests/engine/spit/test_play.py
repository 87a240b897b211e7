"""S5, S6, D1, D5, D6, V3: play in the round, and illegal actions."""

import pytest

from spitbot.engine import (
    AlreadyPlayed,
    DoesNotFit,
    IllegalAction,
    NoSuchPile,
    NotAPlayer,
    parse_card,
)
from spitbot.engine.spit import (
    CardFlipped,
    CardMoved,
    CardPlayed,
    EmptyStockpile,
    FaceDown,
    Flip,
    Move,
    NoSuchStockpile,
    NotOnTop,
    NotStalled,
    PileNotInUse,
    Play,
    PointlessMove,
    SameColour,
    SameStockpile,
    SpaceNotEmpty,
    Spit,
    apply,
    legal_actions,
    legal_plays,
)

from .position import position

C = parse_card


def test_s5a_play_a_stockpile_top_onto_either_pile() -> None:
    s = position("*9C,2S*5H,*KD,*KS,*KH", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="TS")
    assert legal_plays(s, 0) == [Play(0, 0, 0, C("9C")), Play(0, 0, 1, C("9C"))]
    after, events = apply(s, Play(0, 0, 1))
    assert after.piles[1][-1] == C("9C")
    assert events[0] == CardPlayed(0, C("9C"), 0, 1)
    assert after.last is None  # who played last breaks no tie in this variant (D3)
    chooser = position("*9C,2S*5H,*KD,*KS,*KH", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="TS",
                       v="5,choose,any,game")  # fmt: skip
    assert apply(chooser, Play(0, 0, 1))[0].last == 0  # V2: it breaks the chooser's tie


def test_d6_a_card_that_fits_both_piles_is_played_where_the_player_chooses() -> None:
    s = position("*9C,*KD,*KS,*KH,*KC", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="TS")
    left, _ = apply(s, Play(0, 0, 0))
    right, _ = apply(s, Play(0, 0, 1))
    assert left.piles[0][-1] == C("9C") and right.piles[1][-1] == C("9C")


def test_s5a_card_that_does_not_fit_is_refused_and_state_unchanged() -> None:
    s = position("*9C,2S*5H,*KD,*KS,*KH", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="4S")
    with pytest.raises(DoesNotFit) as info:
        apply(s, Play(0, 0, 1))
    assert info.value == DoesNotFit(card=C("9C"), top=C("4S"))
    assert info.value.code == "does-not-fit" and info.value.params() == {
        "card": C("9C"),
        "top": C("4S"),
    }
    assert s == position("*9C,2S*5H,*KD,*KS,*KH", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="4S")


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        (Play(0, 7, 0), NoSuchStockpile(7)),
        (Play(0, 2, 0), EmptyStockpile(2)),
        (Play(2, 0, 0), NotAPlayer(2)),
        (Play(0, 0, 3), NoSuchPile(3)),  # out of range: not "only one pile is in use"
        (Play(0, 0, 0, card=C("KS")), NotOnTop(C("KS"), 0, 3)),
        (Spit(0), NotStalled(0, "play")),
    ],
)
def test_illegal_actions_raise_typed_errors_with_their_reason_as_data(
    action: Play | Spit, reason: IllegalAction
) -> None:
    s = position("*9C,2S*5H,-,*KS,*KH", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="TS")
    with pytest.raises(IllegalAction) as info:
        apply(s, action)
    assert isinstance(info.value, ValueError)
    assert info.value == reason


def test_s12_a_play_onto_the_pile_not_in_use_says_so() -> None:
    s = position("*9C,2S*5H,-,*KS,*KH", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="TS", one="1")
    with pytest.raises(PileNotInUse) as info:
        apply(s, Play(0, 0, 0))
    assert info.value == PileNotInUse(0)


def test_a_press_names_its_card_and_never_plays_the_one_underneath() -> None:
    # A double tap: the first press plays the 9♣; the second names the 9♣ again and
    # must not play the 5♥ that D1 turned up under it.
    s = position("*9C,2S*9H,*KD,*KS,*KH", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="TS")
    after, _ = apply(s, Play(0, 1, 0, card=C("9H")))
    assert after.sides[0].top(1) == C("2S")
    with pytest.raises(AlreadyPlayed) as info:
        apply(after, Play(0, 1, 0, card=C("9H")))
    assert info.value == AlreadyPlayed(card=C("9H"), pile=0)
    # The legal plays name their cards, and are accepted as they are.
    for play in legal_plays(after, 0):
        assert play.card == after.sides[0].top(play.stock)
        apply(after, play)


def test_s6_a_second_play_is_judged_against_the_new_top() -> None:
    # Both aim a card at the 8♦; the 9♣ lands first and the 7♠ no longer fits.
    s = position("*9C,*KD,*KS,*KH,*KC", "*7S,*4S,*2H,*3S,*3D", p0="8D", p1="5S")
    s, _ = apply(s, Play(0, 0, 0))
    with pytest.raises(DoesNotFit) as info:
        apply(s, Play(1, 0, 0))
    assert info.value == DoesNotFit(C("7S"), C("9C"))
    # A card that fits the new top is fine: the play is judged afresh (S6).
    t = position("*9C,*KD,*KS,*KH,*KC", "*TS,*2C,*2H,*3S,*3D", p0="8D", p1="5S")
    t, _ = apply(t, Play(0, 0, 0))
    t, _ = apply(t, Play(1, 0, 0))
    assert t.piles[0][-2:] == (C("9C"), C("TS"))


def test_d1_face_down_top_is_turned_up_at_once() -> None:
    s = position("*9C,2S*9H,*KD,*KS,*KH", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="TS")
    after, events = apply(s, Play(0, 1, 0))
    assert CardFlipped(0, 1, C("2S"), True) in events
    assert after.sides[0].up[1] is True


def test_d1_off_the_player_turns_the_card_s5b() -> None:
    s = position(
        "*9C,2S*9H,*KD,*KS,*KH",
        "*2D,*2C,*2H,*3S,*3D",
        p0="8D",
        p1="TS",
        v="5,slap,any,game,manual-flip",
    )
    after, events = apply(s, Play(0, 1, 0))
    assert not any(isinstance(e, CardFlipped) for e in events)
    assert after.sides[0].up[1] is False
    with pytest.raises(FaceDown) as info:
        apply(after, Play(0, 1, 1))
    assert info.value == FaceDown(1)
    assert Flip(0, 1) in legal_actions(after, 0)
    flipped, events = apply(after, Flip(0, 1))
    assert events[0] == CardFlipped(0, 1, C("2S"), False)
    assert flipped.sides[0].up[1] is True


def test_d5_empty_space_filled_from_the_pile_with_most_face_down_cards() -> None:
    # Stockpile 1 empties; stockpiles 4 and 5 both have 3 face-down cards: leftmost (4) moves.
    s = position("*9C,2S*KD,*KS,4S5S6S*QH,4D5D6D*QD", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="TS")
    after, events = apply(s, Play(0, 0, 0))
    assert CardMoved(0, 3, 0, C("QH"), True) in events
    assert CardFlipped(0, 3, C("6S"), True) in events
    side = after.sides[0]
    assert side.stocks[0] == (C("QH"),) and side.stocks[3][-1] == C("6S") and side.up[3]


def test_d5_off_the_player_moves_cards_s5c() -> None:
    v = "5,slap,any,game,manual-fill"
    s = position("*9C,2S*KD,*KS,4S5S6S*QH,*KC", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="TS", v=v)
    after, events = apply(s, Play(0, 0, 0))
    assert after.sides[0].stocks[0] == ()
    assert not any(isinstance(e, CardMoved) for e in events)
    assert Move(0, 3, 0) in legal_actions(after, 0)
    moved, _ = apply(after, Move(0, 3, 0))
    assert moved.sides[0].stocks[0] == (C("QH"),)
    with pytest.raises(PointlessMove):
        apply(after, Move(0, 4, 0))
    with pytest.raises(SameStockpile):
        apply(after, Move(0, 3, 3))


def test_s5c_never_more_than_five_stockpiles() -> None:
    s = position("*9C,2S*KD,*KS,4S5S6S*QH,*KC", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="TS")
    with pytest.raises(SpaceNotEmpty) as info:
        apply(s, Move(0, 3, 1))
    assert info.value == SpaceNotEmpty(1)
    with pytest.raises(NoSuchStockpile) as out_of_range:  # not "pick two different stockpiles"
        apply(s, Move(0, 3, 5))
    assert out_of_range.value == NoSuchStockpile(5)


def test_v3_alternating_colours_refuses_same_colour() -> None:
    v = "5,slap,alternating,game"
    s = position("*9C,*9H,*KD,*KS,*KH", "*2D,*2C,*2H,*3S,*3D", p0="8S", p1="TS", v=v)
    with pytest.raises(SameColour) as info:
        apply(s, Play(0, 0, 0))
    assert info.value == SameColour(C("9C"), C("8S"))
    after, _ = apply(s, Play(0, 1, 0))  # red 9♥ on black 8♠
    assert after.piles[0][-1] == C("9H")
