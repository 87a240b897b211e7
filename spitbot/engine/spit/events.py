"""Spit's events: what an action caused, in order, for boards, logs and the runtime.

The events every game shares (a round over, points scored, the game over) are in
:mod:`spitbot.engine.events`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from ..events import GameOver, PointsScored, RoundOver
from ..outcome import Seat


@dataclass(frozen=True, slots=True)
class CardPlayed:
    seat: Seat
    card: Card
    stock: int
    pile: int


@dataclass(frozen=True, slots=True)
class CardFlipped:
    seat: Seat
    stock: int
    card: Card
    auto: bool  # D1


@dataclass(frozen=True, slots=True)
class CardMoved:
    seat: Seat
    source: int
    target: int
    card: Card
    auto: bool  # D5


@dataclass(frozen=True, slots=True)
class SpitCalled:
    seat: Seat


@dataclass(frozen=True, slots=True)
class Spat:
    """Spit cards turned onto the spit piles: ``cards[seat]`` or None if that seat did not."""

    cards: tuple[Card | None, Card | None]


@dataclass(frozen=True, slots=True)
class Stalled:
    """S7: nobody can play. ``spitters`` are the seats that still have spit cards (S8)."""

    spitters: tuple[Seat, ...]


@dataclass(frozen=True, slots=True)
class PilesTaken:
    """S10, V2, S13: which spit pile each seat took (None: took nothing from the centre)."""

    taken: tuple[int | None, int | None]
    by: Seat | None  # who slapped or chose first; None when no one did


@dataclass(frozen=True, slots=True)
class LaidOut:
    """S2, S11, S12: a new round is laid out. ``spit_cards`` per seat; ``one_pile`` if short."""

    round: int
    spit_cards: tuple[int, int]
    one_pile: int | None
    fresh_deal: bool


Event = (
    CardPlayed
    | CardFlipped
    | CardMoved
    | SpitCalled
    | Spat
    | Stalled
    | RoundOver
    | PointsScored
    | PilesTaken
    | LaidOut
    | GameOver
)
