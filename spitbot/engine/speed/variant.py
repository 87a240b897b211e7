"""The variant: the rule switches a Speed match may have (P2's side piles, P8's scoring)."""

from __future__ import annotations

from dataclasses import dataclass

from ..options import TARGET_RANGE, Scoring, read_scoring, scoring_key

SIDE_PILE_SIZES = (10, 5)  # P2: side piles of 10, or of 5 under the variant


@dataclass(frozen=True, slots=True)
class Variant:
    """How a Speed match is played.

    ``side_piles`` is the size of each side pile: 10, or 5 under P2's variant, which
    gives each player 20 cards instead of 15. ``target`` is P8's points target and
    only matters under points scoring.
    """

    side_piles: int = 10
    scoring: Scoring = Scoring.GAME
    target: int = 50

    def __post_init__(self) -> None:
        if self.side_piles not in SIDE_PILE_SIZES:
            raise ValueError("side piles must be of 10 cards, or 5 (P2's variant)")
        low, high = TARGET_RANGE
        if not low <= self.target <= high:
            raise ValueError(f"the points target must be between {low} and {high}")
        if self.scoring is Scoring.GAME and self.target != 50:
            # The target means nothing without points; one value keeps equality honest.
            object.__setattr__(self, "target", 50)

    @property
    def series_target(self) -> int | None:
        """P8: the points target of a series, or None when the first out wins (P7)."""
        return self.target if self.scoring is Scoring.POINTS else None

    @property
    def player_cards(self) -> int:
        """P2: each player's cards, hand and draw pile: 15, or 20 with side piles of 5."""
        return (52 - 2 - 2 * self.side_piles) // 2

    def key(self) -> str:
        """Compact text form: ``10,game`` or ``5,points:50``."""
        return f"{self.side_piles},{scoring_key(self.scoring, self.target)}"

    @classmethod
    def from_key(cls, text: str) -> Variant:
        """Inverse of :meth:`key`; raises ValueError with a readable reason."""
        side, sep, scoring = text.partition(",")
        if not sep or not side.isdigit():
            raise ValueError(f"not a Speed variant: {text!r}")
        rule, target = read_scoring(scoring, 50)
        return cls(side_piles=int(side), scoring=rule, target=target)


STANDARD = Variant()
