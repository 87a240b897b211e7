"""Speed's events: what an action caused, in order, for boards, logs and the runtime.

Events are public: no event names a card from a hand or a draw pile before it is
played (P1). The events every game shares (a deal over, points scored, the game
over) are in :mod:`spitbot.engine.events`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from ..events import GameOver, PointsScored, RoundOver
from ..outcome import Seat


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """P4: ``seat`` played ``card`` from their hand onto centre pile ``pile``."""

    seat: Seat
    card: Card
    pile: int


@dataclass(frozen=True, slots=True)
class CardDrawn:
    """D8: the bot drew a card into ``seat``'s hand (which card is theirs alone to
    see, P1); ``draw_left`` cards remain in their draw pile."""

    seat: Seat
    draw_left: int


@dataclass(frozen=True, slots=True)
class FlipCalled:
    """P3, D9: ``seat`` called "Flip!"."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class TurnedUp:
    """P3: the two middle cards, turned face up: they start centre piles 0 and 1."""

    cards: tuple[Card, Card]


@dataclass(frozen=True, slots=True)
class Stuck:
    """P5, D9: nobody can play; both must call "Flip!". ``rebuild`` says the side
    piles are empty, so the flip first rebuilds them from the centre (P6)."""

    rebuild: bool


@dataclass(frozen=True, slots=True)
class SidesRebuilt:
    """P6: the centre piles but their top cards were shuffled into new side piles
    of ``sizes`` cards."""

    sizes: tuple[int, int]


@dataclass(frozen=True, slots=True)
class Flipped:
    """P5, D9: each side pile's top card turned onto the centre pile next to it;
    None where that side pile was empty."""

    cards: tuple[Card | None, Card | None]


@dataclass(frozen=True, slots=True)
class Blocked:
    """Decision (P5, P6): nobody can play and no flip or rebuild could ever change
    that, so the deal ends; the player with fewer cards left wins it."""


@dataclass(frozen=True, slots=True)
class Dealt:
    """P2, P3, P8: a fresh deal of all 52 cards for deal ``round`` of a points series."""

    round: int


Event = (
    CardPlayed
    | CardDrawn
    | FlipCalled
    | TurnedUp
    | Stuck
    | SidesRebuilt
    | Flipped
    | Blocked
    | RoundOver
    | PointsScored
    | Dealt
    | GameOver
)
