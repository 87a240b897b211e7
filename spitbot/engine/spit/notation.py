"""A one-line text notation for a whole position, in the spirit of chess FEN.

``parse(format(state)) == state`` for every state. See ``docs/notation.md``. What every
game writes alike (the line, cards, the variant, round, scores, outcome, C1) is
:mod:`spitbot.engine.notation`'s; Spit's own are its stockpiles, spit cards and piles,
and who played last, finished, or has the one pile.
"""

from __future__ import annotations

from .. import notation
from ..cards import NAMES
from ..reasons import NotationError
from .state import Phase, Pile, Side, State
from .variant import Variant

KEYS = (
    "v", "seed", "r", "ph", "calls", "last", "fin", "one", "score", "hist", "out",
    "a", "as", "b", "bs", "p0", "p1",
)  # fmt: skip


def _stock(stock: Pile, up: bool) -> str:
    if not stock:
        return "-"
    under = "".join([NAMES[c] for c in stock[:-1]])
    return under + ("*" if up else "") + NAMES[stock[-1]]


def _opt(value: int | None) -> str:
    return "-" if value is None else str(value)


def format_state(state: State) -> str:
    """The notation of ``state``: space-separated ``key=value`` fields."""
    fields = notation.common_fields(state)
    fields.update(last=_opt(state.last), fin=_opt(state.finisher), one=_opt(state.one_pile))
    for key, side in (("a", state.sides[0]), ("b", state.sides[1])):
        fields[key] = ",".join(_stock(s, u) for s, u in zip(side.stocks, side.up, strict=True))
        fields[key + "s"] = notation.cards(side.spit)
    fields["p0"], fields["p1"] = notation.cards(state.piles[0]), notation.cards(state.piles[1])
    return notation.write_line(fields, KEYS)


def _parse_stock(text: str, key: str) -> tuple[Pile, bool]:
    if text == "-":
        return (), False
    under, star, top = text.rpartition("*")
    if star and len(top) != 2:
        raise NotationError(f"'*' must stand just before the top card: {text!r}")
    if not star:
        return notation.read_cards(text, key), False
    return notation.read_cards(under or "-", key) + notation.read_cards(top, key), True


def _seat_or_none(text: str, key: str) -> int | None:
    if text == "-":
        return None
    if text not in ("0", "1"):
        raise NotationError(f"{key} must be 0, 1 or -: {text!r}")
    return int(text)


def parse_state(text: str) -> State:
    """Read a position; raises :class:`NotationError` saying what is wrong."""
    fields = notation.read_line(text, KEYS)
    common = notation.read_common(fields, Variant.from_key, Phase)
    variant = common["variant"]
    sides = []
    for key in ("a", "b"):
        parts = [_parse_stock(s, key) for s in fields[key].split(",")]
        if len(parts) != variant.stockpiles:
            raise NotationError(f"{key} must have {variant.stockpiles} stockpiles")
        sides.append(
            Side(
                tuple(p for p, _ in parts),
                tuple(u for _, u in parts),
                notation.read_cards(fields[key + "s"], key + "s"),
            )
        )
    state = State(
        **common,
        sides=(sides[0], sides[1]),
        piles=(notation.read_cards(fields["p0"], "p0"), notation.read_cards(fields["p1"], "p1")),
        one_pile=_seat_or_none(fields["one"], "one"),
        last=_seat_or_none(fields["last"], "last"),
        finisher=_seat_or_none(fields["fin"], "fin"),
    )
    notation.check_one_deck(state.cards())
    return state
