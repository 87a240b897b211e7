"""The text notation (docs/notation.md)."""

import random

import pytest

from spitbot.engine import NotationError
from spitbot.engine.spit import Variant, format_state, new_game, parse_state
from spitbot.engine.spit.variant import Colours, Scoring, SlapRule

from .position import position


def test_a_new_game_round_trips() -> None:
    s = new_game(Variant(), random.Random(5))
    text = format_state(s)
    assert parse_state(text) == s
    assert text.startswith("v=5,slap,any,game seed=")


def test_every_variant_round_trips() -> None:
    for v in (
        Variant(stockpiles=4, slap=SlapRule.CHOOSE, colours=Colours.ALTERNATING),
        Variant(scoring=Scoring.POINTS, target=75, auto_flip=False, auto_fill=False),
    ):
        assert Variant.from_key(v.key()) == v
        s = new_game(v, random.Random(2))
        assert parse_state(format_state(s)) == s


def test_face_down_tops_and_outcomes_round_trip() -> None:
    s = position(
        "*9C,2S5H,-,*KS,*KH", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="TS",
        v="5,slap,any,points:100,manual-flip", score="3:7", hist="1:2,2:5", out="draw:points",
        ph="over", fin="1", last="0",
    )  # fmt: skip
    assert s.sides[0].up[1] is False
    assert parse_state(format_state(s)) == s


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("v=5,slap,any,game", "missing fields"),
        ("nonsense", "unknown field"),
    ],
)
def test_bad_notation_says_what_is_wrong(text: str, reason: str) -> None:
    with pytest.raises(NotationError, match=reason):
        parse_state(text)


def test_c1_a_position_must_hold_each_card_once() -> None:
    good = format_state(new_game(Variant(), random.Random(5)))
    broken = good.replace("p0=-", "p0=AS")
    with pytest.raises(NotationError, match="twice: AS"):
        parse_state(broken)
    fields = dict(token.split("=", 1) for token in good.split())
    fields["as"] = fields["as"][2:]  # drop one spit card
    with pytest.raises(NotationError, match="found 51 cards"):
        parse_state(" ".join(f"{k}={v}" for k, v in fields.items()))
