"""Race's one-line notation of a whole position: ``key=value`` fields, cards two
characters each (``TD``), ``-`` for none. ``parse_state(format_state(s)) == s``.

``v=8 seed=3f ph=play calls=00 out=- h0=2S3H h1=KD d0=- d1=4C r=9D p=5S6H``
"""

from __future__ import annotations

from spitbot.engine import NotationError, Outcome
from spitbot.engine.cards import NAMES, parse_card
from spitbot.engine.outcome import end_reason

from .state import HAND, Phase, Pile, State, ToyEnd, Variant

KEYS = ("v", "seed", "ph", "calls", "out", "h0", "h1", "d0", "d1", "r", "p")


def _cards(cards: Pile) -> str:
    return "".join(NAMES[c] for c in cards) or "-"


def format_state(state: State) -> str:
    out = state.outcome
    fields = {
        "v": state.variant.key(),
        "seed": f"{state.seed:x}",
        "ph": state.phase.value,
        "calls": "".join("1" if c else "0" for c in state.calls),
        "out": "-"
        if out is None
        else f"{'draw' if out.winner is None else out.winner}:{out.reason.value}",
        "h0": _cards(state.hands[0]),
        "h1": _cards(state.hands[1]),
        "d0": _cards(state.draws[0]),
        "d1": _cards(state.draws[1]),
        "r": _cards(state.reserve),
        "p": _cards(state.pile),
    }
    return " ".join(f"{key}={fields[key]}" for key in KEYS)


def _parse_cards(text: str, key: str) -> Pile:
    if text == "-":
        return ()
    if len(text) % 2:
        raise NotationError(f"{key}: cards are two characters each: {text!r}")
    try:
        return tuple(parse_card(text[i : i + 2]) for i in range(0, len(text), 2))
    except ValueError as error:
        raise NotationError(f"{key}: {error}") from None


def _outcome(text: str) -> Outcome | None:
    if text == "-":
        return None
    who, _, reason = text.partition(":")
    if who not in ("0", "1", "draw"):
        raise NotationError(f"out must start with 0, 1 or draw: {text!r}")
    try:
        return Outcome(None if who == "draw" else int(who), end_reason(reason, ToyEnd))
    except ValueError as error:
        raise NotationError(f"out: {error}") from None


def parse_state(text: str) -> State:
    """Read a position; raises :class:`NotationError` saying what is wrong."""
    fields: dict[str, str] = {}
    for token in text.split():
        key, sep, value = token.partition("=")
        if not sep or key not in KEYS or key in fields:
            raise NotationError(f"unknown or repeated field {token!r}")
        fields[key] = value
    missing = [key for key in KEYS if key not in fields]
    if missing:
        raise NotationError(f"missing fields: {', '.join(missing)}")
    calls = fields["calls"]
    if len(calls) != 2 or set(calls) - {"0", "1"}:
        raise NotationError(f"calls must be two of 0/1: {calls!r}")
    try:
        variant, phase = Variant.from_key(fields["v"]), Phase(fields["ph"])
        seed = int(fields["seed"], 16)
    except ValueError as error:
        raise NotationError(str(error)) from None
    piles = {key: _parse_cards(fields[key], key) for key in KEYS[5:]}
    state = State(
        variant, seed, phase,
        hands=(piles["h0"], piles["h1"]), draws=(piles["d0"], piles["d1"]),
        reserve=piles["r"], pile=piles["p"],
        calls=(calls[0] == "1", calls[1] == "1"), outcome=_outcome(fields["out"]),
    )  # fmt: skip
    cards = state.cards()
    if sorted(cards) != list(range(52)):
        raise NotationError(f"a position holds each of the 52 cards once (C1), not {len(cards)}")
    if any(len(hand) > HAND for hand in state.hands):
        raise NotationError(f"a hand holds at most {HAND} cards (T1)")
    if (phase is Phase.READY) != (not state.pile):
        raise NotationError("the pile is empty before Go! (T2), and only then")
    return state
