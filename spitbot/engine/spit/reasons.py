"""Why Spit refuses an action, as data: a code and its parameters (see
:mod:`spitbot.engine.coded`). The adapter's catalogs word them for players.

Stockpiles and piles are indices (0-based); cards are :data:`~..cards.Card`.
"""

from __future__ import annotations

from ..cards import Card
from ..outcome import Seat
from ..reasons import IllegalAction

# --- the phase is wrong ------------------------------------------------------------


class NotStarted(IllegalAction):
    """S4, S11: the round waits for "Spit!"; ``called`` says the player already pressed it."""

    called: bool


class NobodyCanPlay(IllegalAction):
    """S7, S8: play is stalled. ``has_spit_cards``: the player must press Spit!; else
    only their opponent spits."""

    has_spit_cards: bool


class RoundIsOver(IllegalAction):
    """S10, V2: the round is over and the piles are being taken (``choose``: by the
    chooser ``chooser``; else by slapping)."""

    choose: bool
    chooser: Seat | None


class RoundStillOn(IllegalAction):
    """S10, V2: a slap or a choice while the round is still being played."""


# --- S5: play, turn up, move -----------------------------------------------------


class NoSuchStockpile(IllegalAction):
    stock: int


class EmptyStockpile(IllegalAction):
    stock: int


class FaceDown(IllegalAction):
    """S5b: the stockpile's top must be turned up first (only when D1 is off)."""

    stock: int


class NotOnTop(IllegalAction):
    """The press names ``card`` on stockpile ``stock``, which is no longer its top
    (it was not played: see :class:`~spitbot.engine.reasons.AlreadyPlayed`); it moved
    to stockpile ``moved_to`` (D5), or None when it is nowhere the player can reach."""

    card: Card
    stock: int
    moved_to: int | None


class PileNotInUse(IllegalAction):
    """S12: only the other spit pile is in use this round."""

    pile: int


class SameColour(IllegalAction):
    """V3: ``card`` fits ``top`` by rank but not by colour."""

    card: Card
    top: Card


class NothingToTurn(IllegalAction):
    stock: int


class AlreadyFaceUp(IllegalAction):
    stock: int


class SameStockpile(IllegalAction):
    """S5c: a card moves to another, empty, space."""

    stock: int


class SpaceNotEmpty(IllegalAction):
    """S5c: cards move only onto an empty stockpile space."""

    stock: int


class NothingToMove(IllegalAction):
    stock: int


class PointlessMove(IllegalAction):
    """S5c decision: moving a lone card to another empty space changes nothing."""

    stock: int


# --- S4, S7, S8: "Spit!" ------------------------------------------------------------


class NotStalled(IllegalAction):
    """S7: Spit! is for when nobody can play; ``by`` can still ``chore`` (``"play"`` a
    card, ``"turn"`` a face-down top, or ``"move"`` a card to an empty space)."""

    by: Seat
    chore: str


class NoSpitCards(IllegalAction):
    """S8: the player has no spit cards left; the opponent spits alone."""


class AlreadyCalled(IllegalAction):
    """The player already called Spit!; the other has yet to."""


class SpitCardsAlreadyTurned(IllegalAction):
    """The press was for a call whose spit cards are already turned (S4, S7): a double
    tap, or a press that came after the stall it saw was over, never counts in the
    next one."""


# --- S10, V2: taking the piles ----------------------------------------------------


class NotYourChoice(IllegalAction):
    """V2: ``chooser`` picks the pile this time."""

    chooser: Seat


class SlappedFirst(IllegalAction):
    """S10: ``by`` slapped (or, under V2, chose) first; the player took pile ``took``
    (None: nothing from the centre)."""

    by: Seat
    took: int | None
