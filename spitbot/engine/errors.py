"""Why an action is illegal. Every message is fit to show the player who tried it."""

from __future__ import annotations


class IllegalAction(ValueError):
    """Base of every rules error; ``str(error)`` is a friendly reason."""

    @property
    def reason(self) -> str:
        return str(self)


class NotAPlayer(IllegalAction):
    """The seat is not 0 or 1."""


class NotNow(IllegalAction):
    """The action does not belong to this phase: round over, not stalled, game over..."""


class NoSuchCard(IllegalAction):
    """The stockpile is empty, face down, or does not exist."""


class DoesNotFit(IllegalAction):
    """The card is not adjacent to the pile's top (C2), or of the wrong colour (V3)."""


class PileNotInUse(IllegalAction):
    """Only one spit pile is in use in a short round (S12), or the pile does not exist."""


class AlreadyDone(IllegalAction):
    """The seat already called "Spit!", or nothing would change."""


class NotationError(ValueError):
    """A position in the text notation could not be read."""
