"""Build exact positions for tests from the notation (docs/notation.md).

Only the cards that matter are written; the rest of the deck is put at the
bottom of the field named by ``rest`` (seat 0's spit cards by default), so every
position still holds all 52 cards once (C1).
"""

from __future__ import annotations

from spitbot.engine import card_name
from spitbot.engine.spit import State, parse_state

DEFAULTS = {
    "v": "5,slap,any,game",
    "seed": "0",
    "r": "1",
    "ph": "play",
    "calls": "00",
    "last": "-",
    "fin": "-",
    "one": "-",
    "score": "0:0",
    "hist": "-",
    "out": "-",
    "as": "-",
    "bs": "-",
    "p0": "-",
    "p1": "-",
}


def position(a: str, b: str, *, rest: str = "as", **fields: str) -> State:
    """``a``/``b`` are the stockpiles of seats 0 and 1; other fields by key
    (use ``as_`` for the ``as`` field)."""
    values = dict(DEFAULTS)
    values.update({k.rstrip("_"): v for k, v in fields.items()})
    values["a"], values["b"] = a, b
    used = "".join(
        values[k].replace("*", "").replace("-", "").replace(",", "")
        for k in ("a", "b", "as", "bs", "p0", "p1")
    )
    named = {used[i : i + 2] for i in range(0, len(used), 2)}
    missing = "".join(card_name(c) for c in range(52) if card_name(c) not in named)
    current = values[rest].replace("-", "")
    values[rest] = (missing + current) or "-"
    return parse_state(" ".join(f"{k}={v}" for k, v in values.items()))
