"""Speed's part of the Discord adapter: its public board, each player's private
hand, its words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine import AnyGame
from ...engine.speed import SPEED, Scoring, Variant
from ...runtime import Board, MatchInfo
from ..games import Drawn
from ..i18n import Catalog
from ..plugins import GamePlugin
from . import board as _board
from . import presses, words
from .positions import SPEED_POSITIONS


class SpeedUI:
    game: AnyGame = SPEED
    has_panels = True
    presses_redraw_board = False  # a press redraws its player's own hand only

    def describe(self, variant: Variant, tr: Catalog) -> str:
        return words.describe(variant, tr)

    def rules(self, variant: Variant | None, tr: Catalog) -> str:
        return words.rules(variant, tr)

    def ready_hint(self, tr: Catalog, both: bool) -> str:
        return tr("speed-ready-hint", players="both" if both else "alone")

    def board(self, board: Board, tr: Catalog, said: str | None = None) -> Drawn:
        return _board.draw(board, tr, said)

    def closed(self, match: MatchInfo, round_no: int, tr: Catalog) -> Drawn:
        return _board.closed(match, round_no, tr)

    def action(self, payload: str, seat: int, board: Board) -> Any:
        return presses.action(payload, seat)

    def panel(self, board: Board, seat: int, tr: Catalog, notes: Sequence[str] = ()) -> Drawn:
        return _board.panel(board, seat, tr, notes)

    def lowest_score_wins(self, variant: Variant) -> bool:
        return False  # P8: the highest score wins

    def points_target(self, variant: Variant) -> int | None:
        return variant.target if variant.scoring is Scoring.POINTS else None

    def summary(self, board: Board, tr: Catalog) -> list[str]:
        return _board.summary(board, tr)

    def footer(self, board: Board, tr: Catalog) -> str:
        return _board.footer(board, tr)


SPEED_UI = SpeedUI()

PLUGIN = GamePlugin(
    SPEED_UI,
    positions=SPEED_POSITIONS,
    gallery_variant={"side_piles": 5, "scoring": "points", "target": 30},
    rules_during="speed-points-play",
    panel_view="hand",
)
"""Speed's plug-in, found through the ``spitbot.games`` entry points."""
