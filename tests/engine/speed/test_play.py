"""P4, C2, D8: playing cards from the hand, and refused plays."""

import pytest

from spitbot.engine import (
    AlreadyPlayed,
    DoesNotFit,
    GameIsOver,
    IllegalAction,
    NoSuchPile,
    NotAPlayer,
    parse_card,
)
from spitbot.engine.speed import (
    Action,
    AllStuck,
    CardDrawn,
    CardPlayed,
    Flip,
    NotInHand,
    Phase,
    Play,
    Resign,
    apply,
    legal_actions,
    legal_plays,
)

from .position import position

C = parse_card


def test_p4_a_card_one_rank_up_or_down_goes_on_either_pile() -> None:
    s = position("9CKD2S3S4S", "2D2C2H3C3D", c0="8D", c1="TS", rest="d0")
    assert legal_plays(s, 0) == [Play(0, C("9C"), 0), Play(0, C("9C"), 1)]
    after, events = apply(s, Play(0, C("9C"), 1))
    assert after.centre[1][-2:] == (C("TS"), C("9C"))
    assert events[0] == CardPlayed(0, C("9C"), 1)


@pytest.mark.parametrize(
    ("card", "top", "fits"),
    [
        ("AH", "KS", True),  # C2: A is next to K...
        ("AH", "2S", True),  # ...and to 2: the order turns the corner
        ("KH", "2S", False),
        ("7C", "8C", True),  # suits do not matter
        ("7C", "7D", False),
        ("7C", "9D", False),
    ],
)
def test_p4_c2_adjacency_decides_what_fits(card: str, top: str, fits: bool) -> None:
    s = position(card + "QCQD", "2D2C2H3C3D", c0=top, c1="5S")
    assert (Play(0, C(card), 0) in legal_plays(s, 0)) is fits
    if not fits:
        with pytest.raises(DoesNotFit) as info:
            apply(s, Play(0, C(card), 0))
        assert info.value == DoesNotFit(C(card), C(top))
        assert info.value.code == "does-not-fit"


def test_d8_the_hand_is_drawn_back_up_to_five_at_once() -> None:
    s = position("9CKD2S3S8S", "2D2C2H3C3D", c0="8D", c1="TS", d0="6H7H", rest="d1")
    after, events = apply(s, Play(0, C("9C"), 0))
    # D8: the top of the draw pile takes the played card's slot; no press needed.
    assert after.hands[0] == (C("7H"), C("KD"), C("2S"), C("3S"), C("8S"))
    assert after.draws[0] == (C("6H"),)
    # P1: the event does not say which card was drawn; only the hand shows it.
    assert events == (CardPlayed(0, C("9C"), 0), CardDrawn(0, draw_left=1))


def test_d8_with_the_draw_pile_empty_the_hand_shrinks() -> None:
    s = position("9CKD2S", "2D2C2H3C3D", c0="8D", c1="TS", rest="d1")
    after, events = apply(s, Play(0, C("9C"), 0))
    assert after.hands[0] == (C("KD"), C("2S"))
    assert not any(isinstance(e, CardDrawn) for e in events)
    assert after.cards_left() == (2, 5 + 42)


def test_a_press_names_its_card_and_a_double_tap_is_refused() -> None:
    s = position("9CKD2S3S4S", "2D2C2H3C3D", c0="8D", c1="TS", d0="JC", rest="d1")
    after, _ = apply(s, Play(0, C("9C"), 0))
    with pytest.raises(AlreadyPlayed) as info:
        apply(after, Play(0, C("9C"), 0))
    assert info.value == AlreadyPlayed(card=C("9C"), pile=0)
    with pytest.raises(NotInHand) as other:  # the opponent's card, say
        apply(after, Play(0, C("2D"), 0))
    assert other.value == NotInHand(C("2D")) and other.value.code == "not-in-hand"


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        (Play(2, C("9C"), 0), NotAPlayer(2)),
        (Play(0, C("9C"), 2), NoSuchPile(2)),
        (Play(0, C("9C"), -1), NoSuchPile(-1)),
        (Play(0, C("KD"), 0), DoesNotFit(C("KD"), C("8D"))),
        (Play(0, C("5H"), 0), NotInHand(C("5H"))),
        (Play(0, C("8D"), 1), AlreadyPlayed(C("8D"), 0)),
        (Flip(7), NotAPlayer(7)),
    ],
)
def test_refusals_are_typed_with_their_reason_as_data_and_change_nothing(
    action: Action, reason: IllegalAction
) -> None:
    s = position("9CKD2S3S4S", "2D2C2H3C3D", c0="8D", c1="TS", rest="d1")
    before = s
    with pytest.raises(IllegalAction) as info:
        apply(s, action)
    assert isinstance(info.value, ValueError)
    assert info.value == reason
    assert s == before


def test_p5_no_card_is_played_while_everyone_is_stuck() -> None:
    s = position("9CKD2S3S4S", "2D2C2H3C3D", c0="6D", c1="6S", s0="JH", s1="JS", ph="stuck",
                 calls="01")  # fmt: skip
    with pytest.raises(AllStuck) as info:
        apply(s, Play(0, C("9C"), 0))
    assert info.value == AllStuck(called=False)
    with pytest.raises(AllStuck) as called:
        apply(s, Play(1, C("2D"), 0))
    assert called.value == AllStuck(called=True)
    assert legal_plays(s, 0) == []


def test_nothing_is_accepted_once_the_game_is_over() -> None:
    s = position("9CKD2S3S4S", "2D2C2H3C3D", c0="8D", c1="TS", rest="d1")
    over, _ = apply(s, Resign(1))
    for action in (Play(0, C("9C"), 0), Flip(0), Resign(0)):
        with pytest.raises(GameIsOver):
            apply(over, action)
    assert legal_actions(over, 0) == legal_actions(over, 1) == []
    assert over.phase is Phase.OVER
