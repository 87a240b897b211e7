"""Every game's part of the bot, declared in one object per game (its plug-in) and
found in one place: the ``spitbot.games`` entry points, where an installed game names
its plug-in (``pyproject.toml``: ``spit = "spitbot.bot.spit:PLUGIN"``), as pytest finds
its plugins; a game that is no installed package (a test's) is added with
:func:`register_plugin`, which registers its rules too (OpenSpiel's ``register_game``).

Nothing shared names a game: the slash commands' options, the settings, the catalogs
and the preview gallery ask the plug-ins what there is.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib.metadata import entry_points
from importlib.resources.abc import Traversable
from typing import Any

from ..engine import AnyGame, Note, games, register_game
from ..engine.games import unregister_game
from .games import GameUI, TableView
from .i18n import add_game_catalogs, remove_game_catalogs

ENTRY_POINTS = "spitbot.games"
"""The entry point group of the games' plug-ins."""


@dataclass(frozen=True)
class Position:
    """A position the preview gallery draws, in its game's notation, with what the gallery
    calls it. ``note`` is what just happened as the runtime says it on the board;
    ``last``, the game's own events of the change that made the position (a card just
    played: the board says so and underlines it). ``scenes`` names
    the gallery's scenes around it beside its board and panels: ``around`` (what the
    keeper draws), ``presses`` (refused presses), ``resigning``, ``rematch-ended``,
    ``notices``, ``late`` (results saved late), ``paused``, ``resumed``, ``long-names``,
    ``vote`` and ``rematch`` (a final board's votes)."""

    key: str
    game: str
    title: str
    variant: str  # the variant in words, for the gallery
    notation: str
    note: Note | None = None
    last: tuple[object, ...] = ()
    scenes: frozenset[str] = frozenset()


@dataclass(frozen=True)
class GamePlugin:
    """One game's part of the bot (its rules, options and countdowns are its
    :class:`~spitbot.engine.game.Game`'s): its UI (board, panels, presses, words of its
    variant and rules), the folder of its catalogs (``<language>/*.ftl``), and what the
    preview gallery shows of it: its positions, the options of its "challenge with a
    variant" scene, the position whose rules are shown as during a match, and what the
    gallery's index calls a player's private panel (Speed's is a ``hand``); and its live
    table (docs/table.md), if it has one."""

    ui: GameUI
    catalogs: Traversable | None = None
    positions: tuple[Position, ...] = ()
    gallery_variant: Mapping[str, Any] = field(default_factory=dict)
    rules_during: str | None = None
    panel_view: str = "panel"
    table: TableView | None = None  # its live table (issue 28); None: not on the table

    @property
    def game(self) -> AnyGame:
        return self.ui.game

    @property
    def name(self) -> str:
        return self.ui.game.name


_REGISTERED: dict[str, GamePlugin] = {}


@cache
def _installed() -> Mapping[str, GamePlugin]:
    """The installed plug-ins by their games' names (the entry points are read, and the
    plug-ins imported, once: :class:`~.parts.Parts` asks as the bot is wired)."""
    found = (point.load() for point in entry_points(group=ENTRY_POINTS))
    return {plugin.name: plugin for plugin in found}


def plugins() -> tuple[GamePlugin, ...]:
    """Every game's plug-in, in the games' order (the first is the default game)."""
    every = {**_installed(), **_REGISTERED}
    order = {game.name: n for n, game in enumerate(games())}
    return tuple(sorted(every.values(), key=lambda plugin: order.get(plugin.name, len(order))))


def plugin_of(game_name: str) -> GamePlugin:
    """The plug-in of the game called ``game_name`` (one registered before an installed
    one of that name, as in :func:`plugins`): looked up, as every press asks."""
    if game_name in _REGISTERED:
        return _REGISTERED[game_name]
    installed = _installed()
    if game_name not in installed:
        raise KeyError(f"no game {game_name!r}")
    return installed[game_name]


def ui_of(game_name: str) -> GameUI:
    """The UI of the game called ``game_name``."""
    return plugin_of(game_name).ui


def all_uis() -> tuple[GameUI, ...]:
    return tuple(plugin.ui for plugin in plugins())


def register_plugin(plugin: GamePlugin) -> None:
    """Add a game that is no installed package (a test's), its rules and its catalogs
    (``plugin.catalogs``) with it. What is made from the games afterwards has it: the
    settings, a bot's catalogs and slash commands."""
    register_game(plugin.game)
    if plugin.catalogs is not None:
        add_game_catalogs(plugin.catalogs)
    _REGISTERED[plugin.name] = plugin


def unregister_plugin(name: str) -> None:
    """Take away a game :func:`register_plugin` added, its rules and catalogs with it (a
    test's fixture does, so that no other test sees the game)."""
    plugin = _REGISTERED.pop(name, None)
    if plugin is not None and plugin.catalogs is not None:
        remove_game_catalogs(plugin.catalogs)
    unregister_game(name)
