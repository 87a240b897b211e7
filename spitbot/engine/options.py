"""Variant options, written once: each names a field of a game's variant and the values a
player may pick. Each game lists its own (:attr:`~.game.Game.options`), the series
options every game with a points series shares among them; the slash commands,
``/spit settings`` and ``spitbot simulate`` are all built from these declarations
(:func:`~.games.all_options` gathers every game's), and
the defaults are the variants' own. Pure data: the command line stays quick.
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
    """One variant option. ``values`` are what a player may pick (choices); an option
    without values takes a number in ``TARGET_RANGE`` (the points target)."""

    name: str
    values: tuple[Any, ...] = ()

    def choice_id(self, value: Any) -> str:
        """The catalog id of a choice's name (``choice-stockpiles-4``)."""
        return f"choice-{self.name.replace('_', '-')}-{value}"


class Scoring(Enum):
    """V4, P8: one game, or a points series (every game with a series shares it)."""

    GAME = "game"  # S14, P7: the first out wins the game
    POINTS = "points"  # V4, P8: a scored series to a target


def scoring_key(scoring: Scoring, target: int) -> str:
    """How a variant's key writes its scoring: ``game``, or ``points:TARGET``."""
    return f"{scoring.value}:{target}" if scoring is Scoring.POINTS else scoring.value


def read_scoring(text: str, target: int) -> tuple[Scoring, int]:
    """The scoring and target :func:`scoring_key` wrote (``target`` when it names none:
    one game); raises ValueError with a readable reason."""
    if text.startswith("points:"):
        text, _, written = text.partition(":")
        if not written.isdigit():
            raise ValueError(f"not a points target: {written!r}")
        target = int(written)
    try:
        return Scoring(text), target
    except ValueError:
        raise ValueError(f"not a scoring rule: {text!r}") from None


SCORING = Option("scoring", tuple(scoring.value for scoring in Scoring))
"""V4, P8: one game, or a points series (every game with a series shares it)."""
TARGET = Option("target")
"""The points a series is played to."""


class TargetNeedsPoints(ValueError):
    """A points target was given for a variant that is not a points series."""


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
