"""The Speed notation (docs/notation.md, "Speed")."""

import random
import re
from pathlib import Path

import pytest

from spitbot.engine import NotationError
from spitbot.engine.speed import Scoring, Variant, format_state, new_game, parse_state

from .position import position

DOCS = Path(__file__).resolve().parents[3] / "docs" / "notation.md"


def test_a_new_game_round_trips() -> None:
    s = new_game(Variant(), random.Random(5))
    text = format_state(s)
    assert parse_state(text) == s
    assert text.startswith("v=10,game seed=")


def test_every_variant_round_trips() -> None:
    for v in (Variant(side_piles=5), Variant(scoring=Scoring.POINTS, target=75)):
        s = new_game(v, random.Random(2))
        assert parse_state(format_state(s)) == s


def test_scores_history_calls_and_outcomes_round_trip() -> None:
    s = position("9C", "2D2C", c0="8D", c1="TS", v="5,points:20", score="3:17", hist="3:0,0:17",
                 out="draw:blocked", ph="over", calls="10", r="3", rest="d1")  # fmt: skip
    assert parse_state(format_state(s)) == s
    assert s.calls == (True, False) and s.round == 3


def test_the_example_in_the_docs_reads() -> None:
    text = DOCS.read_text(encoding="utf-8").split("## Speed", 1)[1]
    example = re.search(r"```\n(v=.*)\n```", text)
    assert example is not None
    s = parse_state(example.group(1))
    assert format_state(s) == example.group(1)
    assert s == new_game(Variant(), random.Random(2024))


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (("c1=9D", "c1=9D4S"), "twice: 4S"),
        (("h0=AH3HJD6DTC", "h0=AH3HJD6D"), "found 51 cards"),
        (("s0=JCJS", "s0=JCJSJS"), "twice: JS"),
        (("c0=4C c1=9D", "c0=- c1=9D4C"), "c0 and c1"),
        (("ph=ready", "ph=dancing"), "not a valid Phase"),
        (("v=10,game", "v=7,game"), "side piles"),
        (("calls=00", "calls=2"), "calls"),
        (("score=0:0", "score=0"), "score must look like"),
        (("out=-", "out=2:points"), "out must start"),
        (("out=-", "out=0:napping"), "out:"),
        (("r=1", "r=0"), "r counts deals"),
        (("d0=4S", "d0=4"), "d0: cards must be two characters"),
        (("d0=4S", "d0=4X"), "d0: not a card"),
        (("h0=AH3HJD6DTC", "h0=AH3HJD6DTC4S2S"), "at most 5 cards"),
        (("seed=", "seed=2 seed="), "given twice"),
        (("r=1 ", "r=1 x=2 "), "unknown field"),
        (("r=1 ", ""), "missing fields: r"),
    ],
)
def test_bad_notation_says_what_is_wrong(change: tuple[str, str], reason: str) -> None:
    good = format_state(new_game(Variant(), random.Random(2024)))
    bad = good.replace(*change, 1)
    assert bad != good
    with pytest.raises(NotationError, match=reason):
        parse_state(bad)
