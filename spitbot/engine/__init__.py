"""The rules engine: pure, synchronous and deterministic, one package per game.

Nothing here imports discord, asyncio, sqlalchemy or the clock, and nothing
here words a sentence for players: outcomes are data (:mod:`.coded`), and the
adapter's catalogs say them in the player's language. Randomness comes in as a
seeded ``random.Random``.

- :mod:`.cards`, :mod:`.outcome`, :mod:`.events`, :mod:`.reasons`: what every
  game shares.
- :mod:`.game`: the :class:`Game` protocol the runtime talks to; :mod:`.rulebook`,
  the hooks a game only hands to its modules, written once.
- :mod:`.notation`, :mod:`.mirror`: what every game's notation and seat swap share.
- :mod:`.games`: the list of games and :func:`find_game`.
- :mod:`.spit` and :mod:`.speed`: the games themselves.
"""

from .cards import Card, adjacent, card_name, is_red, parse_card, rank, suit
from .coded import Coded, Note, Reason
from .events import GameOver, PointsScored, RoundOver
from .game import AnyGame, Deadline, Game, GameState, GameVariant, Level
from .games import default_game, find_game, games, register_game
from .outcome import EndReason, Outcome, Seat
from .reasons import (
    AlreadyPlayed,
    DoesNotFit,
    EmptyPile,
    GameIsOver,
    IllegalAction,
    LandedFirst,
    NoSuchPile,
    NotAPlayer,
    NotationError,
    StaleRound,
)

__all__ = [
    "AlreadyPlayed",
    "AnyGame",
    "Card",
    "Coded",
    "Deadline",
    "DoesNotFit",
    "EmptyPile",
    "EndReason",
    "Game",
    "GameIsOver",
    "GameOver",
    "GameState",
    "GameVariant",
    "IllegalAction",
    "LandedFirst",
    "Level",
    "NoSuchPile",
    "NotAPlayer",
    "NotationError",
    "Note",
    "Outcome",
    "PointsScored",
    "Reason",
    "RoundOver",
    "Seat",
    "StaleRound",
    "adjacent",
    "card_name",
    "default_game",
    "find_game",
    "games",
    "is_red",
    "parse_card",
    "rank",
    "register_game",
    "suit",
]  # fmt: skip
