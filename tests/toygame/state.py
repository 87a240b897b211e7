"""Race's values: its variant, its state, its actions, its events, its refusals and its own
end (``RULES.md`` beside this file: T1-T7). Nothing here changes a state; see
:mod:`.rules`."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

from spitbot.engine import Card, IllegalAction, Outcome, Seat

HAND = 4  # T1: a hand holds four cards
SHARES = (8, 12)  # T1: each player's cards, or twelve under the variant


@dataclass(frozen=True, slots=True)
class Variant:
    """How a match of Race is played: ``cards`` each player is dealt (T1)."""

    cards: int = 8

    def __post_init__(self) -> None:
        if self.cards not in SHARES:
            raise ValueError(f"each player is dealt {' or '.join(map(str, SHARES))} cards")

    @property
    def series_target(self) -> int | None:
        return None  # one game, no points series

    def key(self) -> str:
        return str(self.cards)

    @classmethod
    def from_key(cls, text: str) -> Variant:
        if not text.isdigit():
            raise ValueError(f"not a Race variant: {text!r}")
        return cls(int(text))


STANDARD = Variant()


class Phase(Enum):
    READY = "ready"  # T2: the pile waits for both players' Go!
    PLAY = "play"  # T3
    STUCK = "stuck"  # T4: nobody can play; the countdown turns a card
    OVER = "over"


class ToyEnd(Enum):
    """How a match of Race may end beside the ways every game may."""

    STALEMATE = "stalemate"  # T6: nobody could ever play again; fewer cards left wins


Pile = tuple[Card, ...]  # bottom to top: the last card is the top (or the next drawn)


class State(NamedTuple):
    """A whole position. ``hands`` keep their slots (T3: a drawn card takes the played
    card's place); the last card of a draw pile or of the reserve is the next one taken.
    ``seed`` feeds T4's reshuffles, so a state alone determines what follows."""

    variant: Variant
    seed: int
    phase: Phase
    hands: tuple[Pile, Pile]
    draws: tuple[Pile, Pile]
    reserve: Pile
    pile: Pile
    calls: tuple[bool, bool] = (False, False)
    outcome: Outcome | None = None

    @property
    def round(self) -> int:
        return 1  # one deal: no rounds

    @property
    def scores(self) -> tuple[int, int]:
        return (0, 0)

    def cards(self) -> list[Card]:
        """Every card in the position (C1: all 52, once each)."""
        return [*self.hands[0], *self.hands[1], *self.draws[0], *self.draws[1],
                *self.reserve, *self.pile]  # fmt: skip

    def cards_left(self) -> tuple[int, int]:
        """T5, T6: the cards each player still has to play."""
        return (
            len(self.hands[0]) + len(self.draws[0]),
            len(self.hands[1]) + len(self.draws[1]),
        )


# --- actions -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Go:
    """T2: ``seat`` is ready for the pile's first card."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class Play:
    """T3: ``seat`` plays ``card`` from their hand onto the pile. A press names the card
    the player saw, so a double tap is refused (the card has gone), never another card."""

    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class Turn:
    """T4: the referee turns the reserve's top card onto the pile (the countdown)."""


@dataclass(frozen=True, slots=True)
class Resign:
    """T7, D4: ``seat`` gives up; ``idle`` when the bot forfeits a silent player."""

    seat: Seat
    idle: bool = False


Action = Go | Play | Turn | Resign


# --- events ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """T3: ``seat`` played ``card`` onto the pile."""

    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class Turned:
    """T2, T4: ``card`` was turned from the reserve onto the pile; ``reshuffled`` when the
    reserve was made anew from the pile first."""

    card: Card
    reshuffled: bool = False


@dataclass(frozen=True, slots=True)
class Stuck:
    """T4: nobody can play; the countdown will turn a card."""


# --- refusals (codes: the catalogs word them as reason-<code>) ---------------------------


class PileFaceDown(IllegalAction):
    """T2: the pile has no card yet; ``called``: the player has pressed Go! already."""

    called: bool


class AlreadyStarted(IllegalAction):
    """T2: Go! came after the pile's first card was turned (a double tap, a late press)."""


class NotYourCard(IllegalAction):
    """T3: ``card`` is not in the player's hand (nor on the pile)."""

    card: Card
