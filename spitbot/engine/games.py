"""The games SpitBot plays, found in one place: the ``spitbot.engines`` entry point
group, where each installed game names its rules object (``pyproject.toml``:
``spit = "spitbot.engine.spit:SPIT"``), as pytest finds its plugins; a game that is no
installed package (a test's) is added with :func:`register_game`, as OpenSpiel's
``pyspiel.register_game``. The lookup by name is python-chess's ``find_variant``.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from importlib.metadata import entry_points

from .game import AnyGame
from .options import Option

ENTRY_POINTS = "spitbot.engines"
"""The entry point group of the games' rules objects."""

_REGISTERED: dict[str, AnyGame] = {}


@cache
def _installed() -> Mapping[str, AnyGame]:
    """The installed games by name (the entry points are read once)."""
    found = {game.name: game for game in (p.load() for p in entry_points(group=ENTRY_POINTS))}
    if not found:
        raise RuntimeError(f"entry point group {ENTRY_POINTS!r} is empty: pip install -e .")
    return found


def games() -> tuple[AnyGame, ...]:
    """Every game, in its :attr:`~.game.Game.order`: the first is the default."""
    every = {**_installed(), **_REGISTERED}
    return tuple(sorted(every.values(), key=lambda game: (game.order, game.name)))


def default_game() -> AnyGame:
    """The game a command plays when none is named."""
    return games()[0]


def find_game(name: str) -> AnyGame:
    """The game called ``name`` (one registered before an installed one of that name, as
    in :func:`games`); raises KeyError naming the games there are."""
    game = _REGISTERED[name] if name in _REGISTERED else _installed().get(name)
    if game is not None:
        return game
    names = ", ".join(game.name for game in games())
    raise KeyError(f"no game {name!r}; the games are {names}")


def register_game(game: AnyGame) -> None:
    """Add a game that is no installed package (a test's): found from now on."""
    _REGISTERED[game.name] = game


def unregister_game(name: str) -> None:
    """Take away a game :func:`register_game` added (a test's fixture does, so that no
    other test sees it); an installed game stays."""
    _REGISTERED.pop(name, None)


def all_options() -> tuple[Option, ...]:
    """Every game's variant options, each once, in the order the games list them."""
    seen: dict[str, Option] = {}
    for game in games():
        for option in game.options:
            seen.setdefault(option.name, option)
    return tuple(seen.values())


def games_with(option: Option) -> tuple[str, ...]:
    """The games whose variant has ``option``."""
    return tuple(g.name for g in games() if any(o.name == option.name for o in g.options))
