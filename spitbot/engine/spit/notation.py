"""A one-line text notation for a whole position, in the spirit of chess FEN.

``parse(format(state)) == state`` for every state. See ``docs/notation.md``.
"""

from __future__ import annotations

from ..cards import NAMES, Card, card_name, parse_card
from ..outcome import Outcome, end_reason
from ..reasons import NotationError
from .state import Phase, Pile, Side, State
from .variant import Variant

KEYS = (
    "v", "seed", "r", "ph", "calls", "last", "fin", "one", "score", "hist", "out",
    "a", "as", "b", "bs", "p0", "p1",
)  # fmt: skip


def _cards(cards: Pile) -> str:
    return "".join([NAMES[c] for c in cards]) or "-"


def _stock(stock: Pile, up: bool) -> str:
    if not stock:
        return "-"
    under = "".join([NAMES[c] for c in stock[:-1]])
    return under + ("*" if up else "") + NAMES[stock[-1]]


def _opt(value: int | None) -> str:
    return "-" if value is None else str(value)


def format_state(state: State) -> str:
    """The notation of ``state``: space-separated ``key=value`` fields."""
    out = state.outcome
    fields = {
        "v": state.variant.key(),
        "seed": f"{state.seed:x}",
        "r": str(state.round),
        "ph": state.phase.value,
        "calls": "".join("1" if c else "0" for c in state.calls),
        "last": _opt(state.last),
        "fin": _opt(state.finisher),
        "one": _opt(state.one_pile),
        "score": f"{state.scores[0]}:{state.scores[1]}",
        "hist": ",".join(f"{a}:{b}" for a, b in state.history) or "-",
        "out": "-"
        if out is None
        else f"{_opt(out.winner).replace('-', 'draw')}:{out.reason.value}",
    }
    for key, side in (("a", state.sides[0]), ("b", state.sides[1])):
        fields[key] = ",".join(_stock(s, u) for s, u in zip(side.stocks, side.up, strict=True))
        fields[key + "s"] = _cards(side.spit)
    fields["p0"], fields["p1"] = _cards(state.piles[0]), _cards(state.piles[1])
    return " ".join(f"{k}={fields[k]}" for k in KEYS)


def _parse_cards(text: str) -> Pile:
    if text == "-":
        return ()
    if len(text) % 2:
        raise NotationError(f"cards must be two characters each: {text!r}")
    try:
        return tuple(parse_card(text[i : i + 2]) for i in range(0, len(text), 2))
    except ValueError as e:
        raise NotationError(str(e)) from None


def _parse_stock(text: str) -> tuple[Pile, bool]:
    if text == "-":
        return (), False
    under, star, top = text.rpartition("*")
    if star and len(top) != 2:
        raise NotationError(f"'*' must stand just before the top card: {text!r}")
    if not star:
        return _parse_cards(text), False
    return _parse_cards(under or "-") + _parse_cards(top), True


def _seat_or_none(text: str, key: str) -> int | None:
    if text == "-":
        return None
    if text not in ("0", "1"):
        raise NotationError(f"{key} must be 0, 1 or -: {text!r}")
    return int(text)


def _pair(text: str, key: str) -> tuple[int, int]:
    a, sep, b = text.partition(":")
    if not sep or not a.isdigit() or not b.isdigit():
        raise NotationError(f"{key} must look like 12:30: {text!r}")
    return int(a), int(b)


def parse_state(text: str) -> State:
    """Read a position; raises :class:`NotationError` saying what is wrong."""
    fields: dict[str, str] = {}
    for token in text.split():
        key, sep, value = token.partition("=")
        if not sep or key not in KEYS:
            raise NotationError(f"unknown field {token!r}")
        if key in fields:
            raise NotationError(f"field {key!r} given twice")
        fields[key] = value
    missing = [k for k in KEYS if k not in fields]
    if missing:
        raise NotationError(f"missing fields: {', '.join(missing)}")
    try:
        variant = Variant.from_key(fields["v"])
        phase = Phase(fields["ph"])
        seed = int(fields["seed"], 16)
        round_no = int(fields["r"])
    except ValueError as e:
        raise NotationError(str(e)) from None
    calls = fields["calls"]
    if len(calls) != 2 or set(calls) - {"0", "1"}:
        raise NotationError(f"calls must be two of 0/1: {calls!r}")
    outcome = None
    if fields["out"] != "-":
        who, _, reason = fields["out"].partition(":")
        try:
            winner = None if who == "draw" else _seat_or_none(who, "out")
            outcome = Outcome(winner, end_reason(reason))
        except ValueError as e:
            raise NotationError(str(e)) from None
    sides = []
    for key in ("a", "b"):
        parts = [_parse_stock(s) for s in fields[key].split(",")]
        if len(parts) != variant.stockpiles:
            raise NotationError(f"{key} must have {variant.stockpiles} stockpiles")
        sides.append(
            Side(
                tuple(p for p, _ in parts),
                tuple(u for _, u in parts),
                _parse_cards(fields[key + "s"]),
            )
        )
    hist = fields["hist"]
    state = State(
        variant=variant,
        seed=seed,
        round=round_no,
        phase=phase,
        sides=(sides[0], sides[1]),
        piles=(_parse_cards(fields["p0"]), _parse_cards(fields["p1"])),
        one_pile=_seat_or_none(fields["one"], "one"),
        calls=(calls[0] == "1", calls[1] == "1"),
        last=_seat_or_none(fields["last"], "last"),
        finisher=_seat_or_none(fields["fin"], "fin"),
        scores=_pair(fields["score"], "score"),
        history=tuple(_pair(h, "hist") for h in hist.split(",")) if hist != "-" else (),
        outcome=outcome,
    )
    _check_cards(state.cards())
    return state


def _check_cards(cards: list[Card]) -> None:
    """C1: one deck, every card exactly once."""
    if len(cards) != 52 or len(set(cards)) != 52:
        seen: set[Card] = set()
        twice = sorted({card_name(c) for c in cards if c in seen or seen.add(c)})  # type: ignore[func-returns-value]
        raise NotationError(
            f"a position holds each of the 52 cards once; found {len(cards)} cards"
            + (f", twice: {' '.join(twice)}" if twice else "")
        )
