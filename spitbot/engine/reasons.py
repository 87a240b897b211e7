"""Why an action is illegal, as data (see :mod:`.coded`), for every game.

:class:`IllegalAction` is the base of every rules error, rooted in
``ValueError`` as python-chess roots its ``IllegalMoveError``. Each game adds
its own subclasses next to its rules; the ones here are shared.
"""

from __future__ import annotations

from .cards import Card
from .coded import Reason
from .outcome import Seat


class IllegalAction(Reason, ValueError):
    """An action the rules refuse. Its fields say why; ``str()`` is for developers."""

    def __str__(self) -> str:
        return repr(self)


class NotAPlayer(IllegalAction):
    """The seat is not 0 or 1."""

    seat: int


class GameIsOver(IllegalAction):
    """Nothing can be done any more: the game is over."""


class StaleRound(IllegalAction):
    """The press came from the board of round ``board_round``; the match is in ``round``."""

    board_round: int
    round: int


class NoSuchPile(IllegalAction):
    """There is no centre pile ``pile`` (only 0 and 1)."""

    pile: int


class EmptyPile(IllegalAction):
    pile: int


class DoesNotFit(IllegalAction):
    """C2: ``card`` is not one rank away from ``top`` (S5a, P4)."""

    card: Card
    top: Card


class AlreadyPlayed(IllegalAction):
    """The press names ``card``, which its player already played onto pile ``pile``
    (a double tap, or a press on a board that had not caught up)."""

    card: Card
    pile: int


class LandedFirst(IllegalAction):
    """S6: ``by``'s ``card`` reached the pile first, and ``yours`` no longer fits on it."""

    by: Seat
    card: Card
    yours: Card


class NotationError(ValueError):
    """A position in a game's text notation could not be read (for developers)."""
