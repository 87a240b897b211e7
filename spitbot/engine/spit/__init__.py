"""Spit (S1-S14, V1-V4, D1-D6): the rules, as pure functions of immutable states.

A :class:`State` is a value; :func:`apply` gives the next state and the events
an action caused, or raises an :class:`~spitbot.engine.reasons.IllegalAction`
whose fields say why (:mod:`.reasons`). :data:`SPIT` is the game's object for
the generic code (:mod:`spitbot.engine.game`).
"""

from ..options import Scoring
from .actions import Action, Choose, Flip, Move, Play, Resign, Slap, SlapTimeout, Spit
from .deal import coin, lay_out, new_game
from .events import (
    CardFlipped,
    CardMoved,
    CardPlayed,
    Event,
    LaidOut,
    PilesTaken,
    Spat,
    SpitCalled,
    Stalled,
)
from .game import SPIT, SpitGame
from .legal import legal_actions, legal_plays
from .mirror import mirror_action, mirror_state
from .notation import format_state, parse_state
from .policy import choose_action
from .reasons import (
    AlreadyCalled,
    AlreadyFaceUp,
    EmptyStockpile,
    FaceDown,
    NobodyCanPlay,
    NoSpitCards,
    NoSuchStockpile,
    NothingToMove,
    NothingToTurn,
    NotOnTop,
    NotStalled,
    NotStarted,
    NotYourChoice,
    PileNotInUse,
    PointlessMove,
    RoundIsOver,
    RoundStillOn,
    SameColour,
    SameStockpile,
    SlappedFirst,
    SpaceNotEmpty,
    SpitCardsAlreadyTurned,
)
from .rules import (
    apply,
    can_move,
    chooser,
    chore,
    fit_table,
    fits,
    round_leader,
    spit_cards_left,
    waiting,
)
from .state import Phase, Pile, Side, State
from .variant import STANDARD, Colours, SlapRule, Variant
from .view import PileView, PlayerView, SideView, StockView, view

__all__ = [
    "SPIT", "STANDARD", "Action", "AlreadyCalled", "AlreadyFaceUp", "CardFlipped", "CardMoved",
    "CardPlayed", "Choose", "Colours", "EmptyStockpile", "Event",
    "FaceDown", "Flip", "LaidOut", "Move", "NoSpitCards", "NoSuchStockpile",
    "NobodyCanPlay", "NotOnTop", "NotStalled", "NotStarted", "NotYourChoice", "NothingToMove",
    "NothingToTurn", "Phase", "Pile", "PileNotInUse", "PileView", "PilesTaken", "Play",
    "PlayerView", "PointlessMove", "Resign", "RoundIsOver", "RoundStillOn", "SameColour",
    "SameStockpile", "Scoring", "Side", "SideView", "Slap", "SlapRule", "SlapTimeout",
    "SlappedFirst", "SpaceNotEmpty", "Spat", "Spit", "SpitCalled", "SpitCardsAlreadyTurned",
    "SpitGame", "Stalled", "State",
    "StockView", "Variant", "apply", "can_move", "choose_action", "chooser", "chore", "coin",
    "fit_table", "fits", "format_state", "lay_out", "legal_actions", "legal_plays",
    "mirror_action", "mirror_state", "new_game", "parse_state", "round_leader", "spit_cards_left",
    "view", "waiting",
]  # fmt: skip
