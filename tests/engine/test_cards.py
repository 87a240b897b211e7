"""C1, C2, V3: the deck and which cards fit on which."""

import pytest

from spitbot.engine import adjacent, card_name, is_red, parse_card
from spitbot.engine.cards import DECK, FITS_ALTERNATING


def test_c1_one_deck_of_52_distinct_cards() -> None:
    names = {card_name(c) for c in DECK}
    assert len(DECK) == 52
    assert len(names) == 52
    assert {n[0] for n in names} == set("AKQJT98765432")


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        ("9C", "8D", True),
        ("9C", "TD", True),
        ("9C", "9D", False),
        ("9C", "7D", False),
        ("AS", "KH", True),  # C2: A next to K...
        ("AS", "2H", True),  # ...and to 2: the corner turns
        ("KS", "2H", False),
        ("2S", "3H", True),
        ("QS", "AH", False),
    ],
)
def test_c2_adjacency_turns_the_corner(a: str, b: str, expected: bool) -> None:
    assert adjacent(parse_card(a), parse_card(b)) is expected
    assert adjacent(parse_card(b), parse_card(a)) is expected


def test_c1_suits_do_not_matter_for_adjacency() -> None:
    for suit_a in "SHDC":
        for suit_b in "SHDC":
            assert adjacent(parse_card("7" + suit_a), parse_card("8" + suit_b))


def test_v3_alternating_needs_the_other_colour() -> None:
    nine_clubs = parse_card("9C")
    assert FITS_ALTERNATING[nine_clubs][parse_card("8D")]  # black then red
    assert not FITS_ALTERNATING[nine_clubs][parse_card("8S")]  # black on black
    assert is_red(parse_card("AH")) and is_red(parse_card("AD"))
    assert not is_red(parse_card("AS")) and not is_red(parse_card("AC"))


def test_card_text_round_trips() -> None:
    for c in DECK:
        assert parse_card(card_name(c)) == c
    assert parse_card("10h") == parse_card("TH")
    with pytest.raises(ValueError, match="not a card"):
        parse_card("1X")
