"""The rules engine: pure, synchronous and deterministic.

Nothing here imports discord, asyncio, sqlalchemy or the clock. Randomness
comes in as a seeded ``random.Random``. A :class:`State` is a value;
:func:`apply` gives the next state and the events an action caused, or raises
an :class:`IllegalAction` with a reason fit to show the player.
"""

from .actions import Action, Choose, Flip, Move, Play, Resign, Slap, SlapTimeout, Spit
from .cards import Card, adjacent, card_label, card_name, is_red, parse_card
from .deal import lay_out, new_game
from .errors import (
    AlreadyDone,
    DoesNotFit,
    IllegalAction,
    NoSuchCard,
    NotAPlayer,
    NotationError,
    NotNow,
    PileNotInUse,
)
from .events import (
    CardFlipped,
    CardMoved,
    CardPlayed,
    Event,
    GameOver,
    LaidOut,
    PilesTaken,
    PointsScored,
    RoundOver,
    Spat,
    SpitCalled,
    Stalled,
)
from .legal import legal_actions, legal_plays
from .mirror import mirror_action, mirror_state
from .notation import format_state, parse_state
from .policy import Level, choose_action
from .rules import PILE_NAMES, apply, can_move, chooser, fits, round_leader
from .state import EndReason, Outcome, Phase, Seat, Side, State
from .variant import STANDARD, Colours, Scoring, SlapRule, Variant
from .view import PileView, PlayerView, SideView, StockView, view

__all__ = [
    "PILE_NAMES", "STANDARD", "Action", "AlreadyDone", "Card", "CardFlipped", "CardMoved",
    "CardPlayed", "Choose", "Colours", "DoesNotFit", "EndReason", "Event", "Flip", "GameOver",
    "IllegalAction", "LaidOut", "Level", "Move", "NoSuchCard", "NotAPlayer", "NotNow",
    "NotationError", "Outcome", "Phase", "PileNotInUse", "PileView", "PilesTaken", "Play",
    "PlayerView", "PointsScored", "Resign", "RoundOver", "Scoring", "Seat", "Side", "SideView",
    "Slap", "SlapRule", "SlapTimeout", "Spat", "Spit", "SpitCalled", "Stalled", "State",
    "StockView", "Variant", "adjacent", "apply", "can_move", "card_label", "card_name",
    "choose_action", "chooser", "fits", "format_state", "is_red", "lay_out", "legal_actions",
    "legal_plays", "mirror_action", "mirror_state", "new_game", "parse_card", "parse_state",
    "round_leader", "view",
]  # fmt: skip
