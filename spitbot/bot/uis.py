"""The games' parts of the adapter, listed: the one shared module that names the
game packages (as :mod:`spitbot.engine.games` does for the engine). A third game
moves in by adding its UI here."""

from __future__ import annotations

from .games import GameUI
from .speed import SPEED_UI
from .spit import SPIT_UI

UIS: tuple[GameUI, ...] = (SPIT_UI, SPEED_UI)
_BY_NAME = {ui.game.name: ui for ui in UIS}


def ui_of(game_name: str) -> GameUI:
    """The adapter part of the game called ``game_name``."""
    return _BY_NAME[game_name]


def all_uis() -> tuple[GameUI, ...]:
    return UIS
