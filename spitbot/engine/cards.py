"""Cards, ranks and the adjacency rule (C1, C2, V3), shared by every game.

A card is a small int, ``rank * 4 + suit``: ranks 0..12 stand for 2..A and
suits 0..3 for spades, hearts, diamonds, clubs. Ints keep states cheap to copy
and compare; :func:`card_name` and :func:`parse_card` turn them into the
two-character text used by the notations (``"AS"``, ``"TD"``, ``"9C"``). How a
card is written for players, in their language, is the adapter's business.
"""

from __future__ import annotations

Card = int

RANKS = "23456789TJQKA"  # C1: low to high; A is high, and also next to 2 (C2)
SUITS = "SHDC"
RED_SUITS = frozenset({1, 2})  # hearts, diamonds

DECK: tuple[Card, ...] = tuple(range(52))


def rank(card: Card) -> int:
    return card >> 2


def suit(card: Card) -> int:
    return card & 3


def is_red(card: Card) -> bool:
    return (card & 3) in RED_SUITS


def make_card(rank_index: int, suit_index: int) -> Card:
    return rank_index * 4 + suit_index


def _adjacent(a: Card, b: Card) -> bool:
    # C2: one rank apart, turning the corner so that A is next to both K and 2.
    return (rank(a) - rank(b)) % 13 in (1, 12)


def _fits_alternating(a: Card, b: Card) -> bool:
    # V3: also of the other colour.
    return _adjacent(a, b) and is_red(a) != is_red(b)


# Lookup tables: FITS_ANY[top][card] says whether card may go on top.
FITS_ANY: tuple[tuple[bool, ...], ...] = tuple(
    tuple(_adjacent(top, c) for c in DECK) for top in DECK
)
FITS_ALTERNATING: tuple[tuple[bool, ...], ...] = tuple(
    tuple(_fits_alternating(top, c) for c in DECK) for top in DECK
)


def adjacent(a: Card, b: Card) -> bool:
    """C2: whether two cards are one rank apart (A is next to K and to 2)."""
    return FITS_ANY[a][b]


NAMES: tuple[str, ...] = tuple(RANKS[c >> 2] + SUITS[c & 3] for c in DECK)


def card_name(card: Card) -> str:
    """Two-character name, e.g. ``"AS"`` or ``"TD"``."""
    return NAMES[card]


def parse_card(text: str) -> Card:
    """Parse ``"AS"``, ``"td"`` or ``"10D"``; raises ValueError on anything else."""
    t = text.strip().upper()
    if t.startswith("10"):
        t = "T" + t[2:]
    if len(t) != 2 or t[0] not in RANKS or t[1] not in SUITS:
        raise ValueError(f"not a card: {text!r}")
    return make_card(RANKS.index(t[0]), SUITS.index(t[1]))
