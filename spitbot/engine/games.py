"""The games SpitBot plays, and the lookup by name (python-chess's ``VARIANTS``
and ``find_variant``). A third game moves in by adding its object here."""

from __future__ import annotations

from .game import AnyGame
from .speed import SPEED
from .spit import SPIT

GAMES: tuple[AnyGame, ...] = (SPIT, SPEED)
"""Every game; the first is the default."""

_BY_NAME = {game.name: game for game in GAMES}


def find_game(name: str) -> AnyGame:
    """The game called ``name``; raises KeyError naming the games there are."""
    try:
        return _BY_NAME[name]
    except KeyError:
        raise KeyError(f"no game {name!r}; the games are {', '.join(_BY_NAME)}") from None
