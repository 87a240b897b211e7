"""Speed's actions. Each carries the acting seat; there is no referee action."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from ..outcome import Seat


@dataclass(frozen=True, slots=True)
class Play:
    """P4: play ``card`` from the hand onto centre pile ``pile`` (0 or 1).

    A press always names the card the player saw in their hand, so a double tap
    is refused (the card is no longer there) rather than playing another card.
    """

    seat: Seat
    card: Card
    pile: int


@dataclass(frozen=True, slots=True)
class Flip:
    """P3, P5, D9: the seat calls "Flip!": ready to turn up the middle cards, or
    stuck and ready to turn the side piles' top cards. ``episode`` is
    :func:`~spitbot.engine.speed.rules.flip_episode` of the hand the press came from,
    which names the call it answers; None when no hand is involved."""

    seat: Seat
    episode: int | None = None


@dataclass(frozen=True, slots=True)
class Resign:
    """D4: the seat gives up the match; ``idle`` when the bot forfeits a silent player."""

    seat: Seat
    idle: bool = False


Action = Play | Flip | Resign
