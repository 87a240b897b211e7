"""Actions. Every one but :class:`SlapTimeout` carries the acting seat."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from ..outcome import Seat


@dataclass(frozen=True, slots=True)
class Play:
    """S5a: play the face-up top of stockpile ``stock`` onto spit pile ``pile``.

    ``card`` is the card the player saw there: a press always names it, and the
    play is refused unless it is still that stockpile's top (a double tap must not
    play the card underneath). None plays whatever is on top (tests, notation).
    """

    seat: Seat
    stock: int
    pile: int
    card: Card | None = None


@dataclass(frozen=True, slots=True)
class Flip:
    """S5b: turn up the face-down top of a stockpile (only when D1 is off)."""

    seat: Seat
    stock: int


@dataclass(frozen=True, slots=True)
class Move:
    """S5c: move a face-up top onto an empty stockpile space (only when D5 is off)."""

    seat: Seat
    source: int
    target: int


@dataclass(frozen=True, slots=True)
class Spit:
    """S4, S7, S11: the seat calls "Spit!" (ready, or stuck). ``left`` is how many spit
    cards both stacks held on the board the press came from, which names the call it
    answers (every call ends with spit cards turned); None when no board is involved."""

    seat: Seat
    left: int | None = None


@dataclass(frozen=True, slots=True)
class Slap:
    """S10: slap spit pile ``pile`` at the end of a round."""

    seat: Seat
    pile: int


@dataclass(frozen=True, slots=True)
class Choose:
    """V2: the chooser takes spit pile ``pile``."""

    seat: Seat
    pile: int


@dataclass(frozen=True, slots=True)
class Resign:
    """D4: the seat gives up the match; ``idle`` when the bot forfeits a silent player."""

    seat: Seat
    idle: bool = False


@dataclass(frozen=True, slots=True)
class SlapTimeout:
    """The referee ends a slap nobody made in time: each takes the pile on their side."""


Action = Play | Flip | Move | Spit | Slap | Choose | Resign | SlapTimeout
