"""A one-line text notation for a whole Speed position, in the spirit of chess FEN.

``parse_state(format_state(state)) == state`` for every state. See the "Speed"
section of ``docs/notation.md``.
"""

from __future__ import annotations

from ..cards import NAMES, Card, card_name, parse_card
from ..outcome import Outcome, end_reason
from ..reasons import NotationError
from .deal import HAND
from .ends import SpeedEnd
from .state import Phase, Pile, State
from .variant import Variant

KEYS = (
    "v", "seed", "r", "ph", "calls", "score", "hist", "out",
    "h0", "h1", "d0", "d1", "s0", "s1", "c0", "c1",
)  # fmt: skip
_BY_NAME = {name: card for card, name in enumerate(NAMES)}
PAIRS = (("h", "hands"), ("d", "draws"), ("s", "sides"), ("c", "centre"))


def _cards(cards: Pile) -> str:
    return "".join([NAMES[c] for c in cards]) or "-"


def format_state(state: State) -> str:
    """The notation of ``state``: space-separated ``key=value`` fields."""
    out = state.outcome
    fields = {
        "v": state.variant.key(),
        "seed": f"{state.seed:x}",
        "r": str(state.round),
        "ph": state.phase.value,
        "calls": "".join("1" if c else "0" for c in state.calls),
        "score": f"{state.scores[0]}:{state.scores[1]}",
        "hist": ",".join(f"{a}:{b}" for a, b in state.history) or "-",
        "out": "-"
        if out is None
        else f"{'draw' if out.winner is None else out.winner}:{out.reason.value}",
    }
    for prefix, name in PAIRS:
        piles: tuple[Pile, Pile] = getattr(state, name)
        fields[prefix + "0"], fields[prefix + "1"] = _cards(piles[0]), _cards(piles[1])
    return " ".join(f"{k}={fields[k]}" for k in KEYS)


def _parse_cards(text: str, key: str) -> Pile:
    if text == "-":
        return ()
    if len(text) % 2:
        raise NotationError(f"{key}: cards must be two characters each: {text!r}")
    try:
        return tuple([_BY_NAME[text[i : i + 2]] for i in range(0, len(text), 2)])
    except KeyError:
        try:  # lower case or a typo: parse_card reads the one and words the other
            return tuple(parse_card(text[i : i + 2]) for i in range(0, len(text), 2))
        except ValueError as e:
            raise NotationError(f"{key}: {e}") from None


def _pair(text: str, key: str) -> tuple[int, int]:
    a, sep, b = text.partition(":")
    if not sep or not a.isdigit() or not b.isdigit():
        raise NotationError(f"{key} must look like 12:30: {text!r}")
    return int(a), int(b)


def _outcome(text: str) -> Outcome | None:
    if text == "-":
        return None
    who, _, reason = text.partition(":")
    if who not in ("0", "1", "draw"):
        raise NotationError(f"out must start with 0, 1 or draw: {text!r}")
    try:
        return Outcome(None if who == "draw" else int(who), end_reason(reason, SpeedEnd))
    except ValueError as e:
        raise NotationError(f"out: {e}") from None


def _fields(text: str) -> dict[str, str]:
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
    return fields


def parse_state(text: str) -> State:
    """Read a position; raises :class:`NotationError` saying what is wrong."""
    fields = _fields(text)
    try:
        variant = Variant.from_key(fields["v"])
        phase = Phase(fields["ph"])
        seed = int(fields["seed"], 16)
        round_no = int(fields["r"])
    except ValueError as e:
        raise NotationError(str(e)) from None
    if round_no < 1:
        raise NotationError(f"r counts deals from 1: {round_no}")
    calls = fields["calls"]
    if len(calls) != 2 or set(calls) - {"0", "1"}:
        raise NotationError(f"calls must be two of 0/1: {calls!r}")
    piles = {key: _parse_cards(fields[key], key) for key in KEYS[8:]}
    for key in ("h0", "h1"):
        if len(piles[key]) > HAND:
            raise NotationError(f"{key}: a hand holds at most {HAND} cards (P1)")
    hist = fields["hist"]
    state = State(
        variant=variant,
        seed=seed,
        round=round_no,
        phase=phase,
        hands=(piles["h0"], piles["h1"]),
        draws=(piles["d0"], piles["d1"]),
        sides=(piles["s0"], piles["s1"]),
        centre=(piles["c0"], piles["c1"]),
        calls=(calls[0] == "1", calls[1] == "1"),
        scores=_pair(fields["score"], "score"),
        history=tuple(_pair(h, "hist") for h in hist.split(",")) if hist != "-" else (),
        outcome=_outcome(fields["out"]),
    )
    _check(state)
    return state


def _check(state: State) -> None:
    """C1: one deck, every card exactly once; and two centre piles to play on."""
    cards: list[Card] = state.cards()
    if len(cards) != 52 or len(set(cards)) != 52:
        seen: set[Card] = set()
        twice = sorted({card_name(c) for c in cards if c in seen or seen.add(c)})  # type: ignore[func-returns-value]
        raise NotationError(
            f"a position holds each of the 52 cards once; found {len(cards)} cards"
            + (f", twice: {' '.join(twice)}" if twice else "")
        )
    if not (state.centre[0] and state.centre[1]):
        raise NotationError("c0 and c1 hold a card each from the deal on (P2, P3)")
