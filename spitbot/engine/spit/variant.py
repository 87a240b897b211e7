"""The variant: one value object for every rule a match may switch (V1-V4, D1, D5)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..options import Scoring, read_scoring, scoring_key


class SlapRule(Enum):
    SLAP = "slap"  # S10
    CHOOSE = "choose"  # V2


class Colours(Enum):
    ANY = "any"  # C1
    ALTERNATING = "alternating"  # V3


@dataclass(frozen=True, slots=True)
class Variant:
    """How a match is played.

    ``stockpiles`` is 5, or 4 under V1. ``auto_flip`` is D1 (the bot turns up
    face-down stockpile tops) and ``auto_fill`` is D5 (the bot fills empty
    stockpile spaces); with either off, players do it themselves (S5b, S5c).
    ``target`` is the V4 points target and only matters under points scoring.
    """

    stockpiles: int = 5
    slap: SlapRule = SlapRule.SLAP
    colours: Colours = Colours.ANY
    scoring: Scoring = Scoring.GAME
    target: int = 100
    auto_flip: bool = True
    auto_fill: bool = True

    def __post_init__(self) -> None:
        if self.stockpiles not in (4, 5):
            raise ValueError("stockpiles must be 5, or 4 (V1)")
        if not 1 <= self.target <= 10_000:
            raise ValueError("the points target must be between 1 and 10000")
        if self.scoring is Scoring.GAME and self.target != 100:
            # The target means nothing without points; one value keeps equality honest.
            object.__setattr__(self, "target", 100)

    @property
    def series_target(self) -> int | None:
        """V4: the points target of a series, or None when the first out wins (S14)."""
        return self.target if self.scoring is Scoring.POINTS else None

    @property
    def layout_size(self) -> int:
        """Cards in a full layout: 15, or 10 under V1 (S2, S12)."""
        return self.stockpiles * (self.stockpiles + 1) // 2

    def key(self) -> str:
        """Compact text form, e.g. ``5,slap,any,game`` or ``4,choose,alternating,points:150``."""
        scoring = scoring_key(self.scoring, self.target)
        parts = [str(self.stockpiles), self.slap.value, self.colours.value, scoring]
        if not self.auto_flip:
            parts.append("manual-flip")
        if not self.auto_fill:
            parts.append("manual-fill")
        return ",".join(parts)

    @classmethod
    def from_key(cls, text: str) -> Variant:
        """Inverse of :meth:`key`; raises ValueError with a readable reason."""
        parts = text.split(",")
        if len(parts) < 4:
            raise ValueError(f"not a variant: {text!r}")
        stock, slap, colours, scoring, *switches = parts
        unknown = set(switches) - {"manual-flip", "manual-fill"}
        if unknown or not stock.isdigit():
            raise ValueError(f"not a variant: {text!r}")
        rule, target = read_scoring(scoring, 100)
        return cls(
            stockpiles=int(stock),
            slap=SlapRule(slap),
            colours=Colours(colours),
            scoring=rule,
            target=target,
            auto_flip="manual-flip" not in switches,
            auto_fill="manual-fill" not in switches,
        )


STANDARD = Variant()
