"""The positions the gallery draws: every game's own (its plug-in's ``positions``), by
key."""

from __future__ import annotations

from collections.abc import Mapping

from spitbot.bot.plugins import Position, plugins

POSITIONS: Mapping[str, Position] = {p.key: p for g in plugins() for p in g.positions}

__all__ = ["POSITIONS", "Position"]
