"""Variant options, written once: each game declares its own (name, the values a
player may pick), and the slash commands, ``/spit settings`` and ``spitbot
simulate`` are all built from these declarations; the defaults are the engine
variants' own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

TARGET_RANGE = (10, 1000)
"""The points targets a series may have (V4, P8), in every game and in the CLI."""


@dataclass(frozen=True, slots=True)
class Option:
    """One variant option. ``values`` are what a player may pick (choices); an
    option without values takes a number in ``TARGET_RANGE`` (the points target).
    ``games`` are the games it applies to."""

    name: str
    games: tuple[str, ...]
    values: tuple[Any, ...] = ()

    def choice_id(self, value: Any) -> str:
        """The catalog id of a choice's name (``choice-stockpiles-4``)."""
        return f"choice-{self.name.replace('_', '-')}-{value}"


STOCKPILES = Option("stockpiles", ("spit",), (5, 4))
SLAP = Option("slap", ("spit",), ("slap", "choose"))
COLOURS = Option("colours", ("spit",), ("any", "alternating"))
SIDE_PILES = Option("side_piles", ("speed",), (10, 5))
SCORING = Option("scoring", ("spit", "speed"), ("game", "points"))
TARGET = Option("target", ("spit", "speed"))

ALL = (STOCKPILES, SLAP, COLOURS, SIDE_PILES, SCORING, TARGET)
"""Every variant option of every game, as the commands list them."""
