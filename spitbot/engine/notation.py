"""What every game's notation shares (``docs/notation.md``), written once so that each
game reads and writes it alike, a third game included.

A position is one line of ``key=value`` fields, each given once, in any order when
read. A card is two characters (``TD``), a pile its cards bottom first, ``-`` when
empty. The variant, the seed, the round, the phase, the calls, the series' score and
history and the outcome are written the same in every game (:func:`common_fields`,
:func:`read_common`), and a position holds each of the 52 cards once (C1,
:func:`check_one_deck`). Each game's own notation names its fields and writes and
reads its piles.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from enum import Enum
from typing import Generic, TypedDict, TypeVar

from .cards import NAMES, Card, card_name, parse_card
from .game import Position
from .outcome import Outcome, end_reason
from .reasons import NotationError

V = TypeVar("V")  # a game's variant
P = TypeVar("P")  # a game's phase

_BY_NAME = {name: card for card, name in enumerate(NAMES)}


def read_line(text: str, keys: Sequence[str]) -> dict[str, str]:
    """The ``key=value`` fields of a position: every one of ``keys``, each once."""
    fields: dict[str, str] = {}
    for token in text.split():
        key, sep, value = token.partition("=")
        if not sep or key not in keys:
            raise NotationError(f"unknown field {token!r}")
        if key in fields:
            raise NotationError(f"field {key!r} given twice")
        fields[key] = value
    missing = [k for k in keys if k not in fields]
    if missing:
        raise NotationError(f"missing fields: {', '.join(missing)}")
    return fields


def write_line(fields: Mapping[str, str], keys: Sequence[str]) -> str:
    """The fields as one line, in the order of ``keys``."""
    return " ".join(f"{k}={fields[k]}" for k in keys)


def cards(pile: Iterable[Card]) -> str:
    """A pile's cards, bottom first; ``-`` for none."""
    return "".join([NAMES[c] for c in pile]) or "-"


def read_cards(text: str, key: str) -> tuple[Card, ...]:
    """The cards of field ``key`` (``-``: none); an error names the field."""
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


def read_pair(text: str, key: str) -> tuple[int, int]:
    """Two whole numbers written ``a:b``, seat 0's first (a score)."""
    a, sep, b = text.partition(":")
    if not sep or not a.isdigit() or not b.isdigit():
        raise NotationError(f"{key} must look like 12:30: {text!r}")
    return int(a), int(b)


class Common(TypedDict, Generic[V, P]):
    """The fields every game's state has, read: each game's ``State(**common, ...)``."""

    variant: V
    seed: int
    round: int
    phase: P
    calls: tuple[bool, bool]
    scores: tuple[int, int]
    history: tuple[tuple[int, int], ...]
    outcome: Outcome | None


def common_fields(state: Position) -> dict[str, str]:
    """The fields every game writes alike: ``v seed r ph calls score hist out``."""
    out = state.outcome
    return {
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


def read_common(
    fields: Mapping[str, str],
    variant: Callable[[str], V],
    phase: Callable[[str], P],
    *ends: type[Enum],
) -> Common[V, P]:
    """Read what :func:`common_fields` wrote: ``variant`` reads the variant's key (the
    game's ``Variant.from_key``), ``phase`` the phase (its ``Phase``), and an outcome's
    reason is a shared one or one of the game's own ``ends``."""
    try:
        read_variant, read_phase = variant(fields["v"]), phase(fields["ph"])
        seed, round_no = int(fields["seed"], 16), int(fields["r"])
    except ValueError as e:
        raise NotationError(str(e)) from None
    calls = fields["calls"]
    if len(calls) != 2 or set(calls) - {"0", "1"}:
        raise NotationError(f"calls must be two of 0/1: {calls!r}")
    hist = fields["hist"]
    return Common(
        variant=read_variant,
        seed=seed,
        round=round_no,
        phase=read_phase,
        calls=(calls[0] == "1", calls[1] == "1"),
        scores=read_pair(fields["score"], "score"),
        history=tuple(read_pair(h, "hist") for h in hist.split(",")) if hist != "-" else (),
        outcome=_outcome(fields["out"], ends),
    )


def _outcome(text: str, ends: tuple[type[Enum], ...]) -> Outcome | None:
    if text == "-":
        return None
    who, _, reason = text.partition(":")
    if who not in ("0", "1", "draw"):
        raise NotationError(f"out must start with 0, 1 or draw: {text!r}")
    try:
        return Outcome(None if who == "draw" else int(who), end_reason(reason, *ends))
    except ValueError as e:
        raise NotationError(f"out: {e}") from None


def check_one_deck(held: list[Card]) -> None:
    """C1: one deck, every card exactly once; the error says which are wrong."""
    if len(held) != 52 or len(set(held)) != 52:
        seen: set[Card] = set()
        twice = sorted({card_name(c) for c in held if c in seen or seen.add(c)})  # type: ignore[func-returns-value]
        raise NotationError(
            f"a position holds each of the 52 cards once; found {len(held)} cards"
            + (f", twice: {' '.join(twice)}" if twice else "")
        )
