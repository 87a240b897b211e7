"""Speed (P1-P8, D8, D9): the rules, as pure functions of immutable states.

A :class:`State` is a value; :func:`apply` gives the next state and the events
an action caused, or raises an :class:`~spitbot.engine.reasons.IllegalAction`
whose fields say why (:mod:`.reasons`). :data:`SPEED` is the game's object for
the generic code (:mod:`spitbot.engine.game`).
"""

from ..options import Scoring
from .actions import Action, Flip, Play, Resign
from .deal import deal, first_seat, fresh_deal, new_game, rebuild
from .ends import SpeedEnd
from .events import (
    Blocked,
    CardDrawn,
    CardPlayed,
    Dealt,
    Event,
    FlipCalled,
    Flipped,
    SidesRebuilt,
    Stuck,
    TurnedUp,
)
from .game import SPEED, SpeedGame
from .legal import legal_actions, legal_plays
from .mirror import mirror_action, mirror_state
from .notation import format_state, parse_state
from .policy import choose_action
from .reasons import (
    AllStuck,
    AlreadyFlipped,
    CardsAlreadyFlipped,
    MiddleFaceDown,
    NotInHand,
    NotStuck,
)
from .rules import apply, blocked, can_play, deal_winner, flip_episode, waiting
from .state import Phase, Pile, State
from .variant import STANDARD, Variant
from .view import Board, CentreView, PlayerView, public_view, view

__all__ = [
    "SPEED",
    "STANDARD",
    "Action",
    "AllStuck",
    "AlreadyFlipped",
    "Blocked",
    "Board",
    "CardDrawn",
    "CardPlayed",
    "CardsAlreadyFlipped",
    "CentreView",
    "Dealt",
    "Event",
    "Flip",
    "FlipCalled",
    "Flipped",
    "MiddleFaceDown",
    "NotInHand",
    "NotStuck",
    "Phase",
    "Pile",
    "Play",
    "PlayerView",
    "Resign",
    "Scoring",
    "SidesRebuilt",
    "SpeedEnd",
    "SpeedGame",
    "State",
    "Stuck",
    "TurnedUp",
    "Variant",
    "apply",
    "blocked",
    "can_play",
    "choose_action",
    "deal",
    "deal_winner",
    "first_seat",
    "flip_episode",
    "format_state",
    "fresh_deal",
    "legal_actions",
    "legal_plays",
    "mirror_action",
    "mirror_state",
    "new_game",
    "parse_state",
    "public_view",
    "rebuild",
    "view",
    "waiting",
]  # fmt: skip
