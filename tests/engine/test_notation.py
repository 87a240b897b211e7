"""What every game's notation shares (spitbot.engine.notation, docs/notation.md): each
game reads the fields they have in common alike, and says what is wrong in the same
words, the field named."""

import random

import pytest

from spitbot.engine import AnyGame, NotationError, notation
from spitbot.engine.cards import parse_card
from spitbot.engine.speed import SPEED
from spitbot.engine.spit import SPIT

# A field of each game that holds cards in a new game: Spit's spit cards, Speed's draw pile.
GAMES = [pytest.param(SPIT, "as", id="spit"), pytest.param(SPEED, "d0", id="speed")]


def _fields(game: AnyGame) -> dict[str, str]:
    """A new game's position, field by field."""
    text = game.format_state(game.new_game(game.default_variant, random.Random(7)))
    return dict(token.split("=", 1) for token in text.split())


def _changed(game: AnyGame, key: str, value: str) -> str:
    """A new game's position with field ``key`` written ``value``."""
    fields = _fields(game) | {key: value}
    return " ".join(f"{k}={v}" for k, v in fields.items())


@pytest.mark.parametrize(("game", "pile"), GAMES)
@pytest.mark.parametrize(
    ("key", "value", "reason"),
    [
        ("out", "-:points", "out must start with 0, 1 or draw"),  # Spit took "-" for a draw
        ("out", "2:points", "out must start with 0, 1 or draw"),
        ("out", "0:napping", "out: no end reason 'napping'"),
        ("score", "12", "score must look like 12:30"),
        ("hist", "1:2,3", "hist must look like 12:30"),
        ("calls", "012", "calls must be two of 0/1"),
        ("seed", "xyz", "invalid literal"),
        ("r", "one", "invalid literal"),
    ],
)
def test_every_game_refuses_a_shared_field_in_the_same_words(
    game: AnyGame, pile: str, key: str, value: str, reason: str
) -> None:
    with pytest.raises(NotationError, match=reason):
        game.parse_state(_changed(game, key, value))


@pytest.mark.parametrize(("game", "pile"), GAMES)
def test_a_wrong_card_names_its_field_in_every_game(game: AnyGame, pile: str) -> None:
    with pytest.raises(NotationError, match=f"{pile}: cards must be two characters each"):
        game.parse_state(_changed(game, pile, "4SJ"))
    with pytest.raises(NotationError, match=f"{pile}: not a card: '4X'"):
        game.parse_state(_changed(game, pile, "4X"))


@pytest.mark.parametrize(("game", "pile"), GAMES)
def test_c1_every_game_refuses_a_card_twice_naming_it(game: AnyGame, pile: str) -> None:
    held = notation.read_cards(_fields(game)[pile], pile)
    twice = notation.cards((*held, held[0]))
    with pytest.raises(NotationError, match=f"found 53 cards, twice: {notation.cards(held[:1])}"):
        game.parse_state(_changed(game, pile, twice))


def test_the_line_is_read_whole_or_refused() -> None:
    keys = ("a", "b")
    assert notation.read_line("b=2 a=1", keys) == {"a": "1", "b": "2"}
    assert notation.write_line({"b": "2", "a": "1"}, keys) == "a=1 b=2"
    for text, reason in [
        ("a=1 b=2 a=3", "field 'a' given twice"),
        ("a=1 b=2 c=3", "unknown field 'c=3'"),
        ("a=1 b", "unknown field 'b'"),
        ("a=1", "missing fields: b"),
    ]:
        with pytest.raises(NotationError, match=reason):
            notation.read_line(text, keys)


def test_cards_are_two_characters_and_a_dash_is_none() -> None:
    assert notation.cards(()) == "-"
    assert notation.read_cards("-", "p0") == ()
    ace, ten = parse_card("AS"), parse_card("TD")
    assert notation.cards((ace, ten)) == "ASTD"
    assert notation.read_cards("ASTD", "p0") == (ace, ten)
    assert notation.read_cards("astd", "p0") == (ace, ten)  # lower case is read too
