"""A one-line text notation for a whole Speed position, in the spirit of chess FEN.

``parse_state(format_state(state)) == state`` for every state. See the "Speed"
section of ``docs/notation.md``. What every game writes alike (the line, cards, the
variant, deal, scores, outcome, C1) is :mod:`spitbot.engine.notation`'s; Speed's own
are its four pairs of piles, a hand's five cards (P1) and the two centre piles (P2).
"""

from __future__ import annotations

from .. import notation
from ..reasons import NotationError
from .deal import HAND
from .ends import SpeedEnd
from .state import Phase, Pile, State
from .variant import Variant

KEYS = (
    "v", "seed", "r", "ph", "calls", "score", "hist", "out",
    "h0", "h1", "d0", "d1", "s0", "s1", "c0", "c1",
)  # fmt: skip
PAIRS = (("h", "hands"), ("d", "draws"), ("s", "sides"), ("c", "centre"))


def format_state(state: State) -> str:
    """The notation of ``state``: space-separated ``key=value`` fields."""
    fields = notation.common_fields(state)
    for prefix, name in PAIRS:
        piles: tuple[Pile, Pile] = getattr(state, name)
        fields[prefix + "0"] = notation.cards(piles[0])
        fields[prefix + "1"] = notation.cards(piles[1])
    return notation.write_line(fields, KEYS)


def parse_state(text: str) -> State:
    """Read a position; raises :class:`NotationError` saying what is wrong."""
    fields = notation.read_line(text, KEYS)
    common = notation.read_common(fields, Variant.from_key, Phase, SpeedEnd)
    if common["round"] < 1:
        raise NotationError(f"r counts deals from 1: {common['round']}")
    piles = {key: notation.read_cards(fields[key], key) for key in KEYS[8:]}
    for key in ("h0", "h1"):
        if len(piles[key]) > HAND:
            raise NotationError(f"{key}: a hand holds at most {HAND} cards (P1)")
    state = State(
        **common,
        hands=(piles["h0"], piles["h1"]),
        draws=(piles["d0"], piles["d1"]),
        sides=(piles["s0"], piles["s1"]),
        centre=(piles["c0"], piles["c1"]),
    )
    notation.check_one_deck(state.cards())
    if not (state.centre[0] and state.centre[1]):  # P2, P3: two centre piles to play on
        raise NotationError("c0 and c1 hold a card each from the deal on (P2, P3)")
    return state
