"""Variant options, written once: each option names a field of a game's variant
and the values a player may pick, and the slash commands, ``/spit settings``
and ``spitbot simulate`` are all built from these declarations; the defaults
are the engine variants' own. No discord import here: the command line stays
quick.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
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


class TargetNeedsPoints(ValueError):
    """A points target was given for a variant that is not a points series."""


def options_of(game_name: str) -> tuple[Option, ...]:
    return tuple(option for option in ALL if game_name in option.games)


def make_variant(base: Any, chosen: Mapping[str, Any]) -> Any:
    """``base`` (a game's variant) with the ``chosen`` options changed. Each option is
    the variant field of the same name; raises :class:`TargetNeedsPoints`, or the
    variant's own ValueError for a combination it refuses."""
    changes = {}
    for name, value in chosen.items():
        current = getattr(base, name)
        changes[name] = type(current)(value) if isinstance(current, Enum) else value
    variant = dataclasses.replace(base, **changes)
    if "target" in chosen and variant.series_target is None:
        raise TargetNeedsPoints(chosen["target"])
    return variant
