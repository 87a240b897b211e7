"""Why Speed refuses an action, as data: a code and its parameters (see
:mod:`spitbot.engine.coded`). The adapter's catalogs word them for players.

Class names become codes (``NotInHand`` → ``not-in-hand``), unique across every
game. The shared reasons (:mod:`spitbot.engine.reasons`) serve where they mean
the same: ``DoesNotFit``, ``NoSuchPile``, ``AlreadyPlayed``, ``GameIsOver``,
``NotAPlayer``, ``LandedFirst``.
"""

from __future__ import annotations

from ..cards import Card
from ..outcome import Seat
from ..reasons import IllegalAction


class NotInHand(IllegalAction):
    """P1, P4: the press names ``card``, which is not in the player's hand (and not
    on a centre pile either: that would be :class:`~..reasons.AlreadyPlayed`)."""

    card: Card


class MiddleFaceDown(IllegalAction):
    """P3: the deal waits for both players' "Flip!" to turn up the middle cards;
    ``called`` says the player already pressed it."""

    called: bool


class AllStuck(IllegalAction):
    """P5, D9: nobody can play; both press "Flip!" to turn the side piles' top
    cards. ``called`` says the player already pressed it."""

    called: bool


class NotStuck(IllegalAction):
    """P5, D9: "Flip!" is for when nobody can play, and ``by`` can still play a card."""

    by: Seat


class AlreadyFlipped(IllegalAction):
    """P3, D9: the player already called "Flip!"; the other has yet to."""


class CardsAlreadyFlipped(IllegalAction):
    """P3, P5, D9: the press was for a call whose cards are already turned (a double
    tap, or a press that came after the countdown flipped): it never counts in the
    next call."""
