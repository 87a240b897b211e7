"""Build exact Speed positions for tests from the notation (docs/notation.md, "Speed").

Only the cards that matter are written; the rest of the deck is put at the
bottom of the field named by ``rest`` (centre pile 0, under its top card, by
default; ``rest="d0,d1"`` shares them out between both draw piles), so every
position still holds all 52 cards once (C1).
"""

from __future__ import annotations

from spitbot.engine import card_name
from spitbot.engine.speed import State, parse_state

DEFAULTS = {
    "v": "10,game",
    "seed": "0",
    "r": "1",
    "ph": "play",
    "calls": "00",
    "score": "0:0",
    "hist": "-",
    "out": "-",
    "d0": "-",
    "d1": "-",
    "s0": "-",
    "s1": "-",
    "c0": "-",
    "c1": "-",
}
CARD_FIELDS = ("h0", "h1", "d0", "d1", "s0", "s1", "c0", "c1")


def position(h0: str, h1: str, *, rest: str = "c0", **fields: str) -> State:
    """``h0``/``h1`` are the hands of seats 0 and 1; other fields by key. Piles are
    written bottom first: the last card of a centre pile is its top, and the last
    card of a draw or side pile is drawn or turned next."""
    values = dict(DEFAULTS)
    values.update(fields)
    values["h0"], values["h1"] = h0, h1
    used = "".join(values[k].replace("-", "") for k in CARD_FIELDS)
    named = {used[i : i + 2] for i in range(0, len(used), 2)}
    missing = "".join(card_name(c) for c in range(52) if card_name(c) not in named)
    targets = rest.split(",")
    for i, key in enumerate(targets):
        share = "".join(missing[j : j + 2] for j in range(2 * i, len(missing), 2 * len(targets)))
        values[key] = (share + values[key].replace("-", "")) or "-"
    return parse_state(" ".join(f"{k}={v}" for k, v in values.items()))
