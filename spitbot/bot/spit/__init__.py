"""Spit's part of the Discord adapter: its board, its buttons, its words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine import AnyGame
from ...engine.spit import SPIT, Scoring, Variant
from ...runtime import Board, MatchInfo
from ..games import Drawn
from ..i18n import Catalog
from ..plugins import GamePlugin
from . import board as _board
from . import presses, words
from .positions import SPIT_POSITIONS


class SpitUI:
    game: AnyGame = SPIT
    has_panels = True  # each player's own cards, for a phone ("My cards")
    presses_redraw_board = True  # a press on the shared board redraws it

    def describe(self, variant: Variant, tr: Catalog) -> str:
        return words.describe(variant, tr)

    def rules(self, variant: Variant | None, tr: Catalog) -> str:
        return words.rules(variant, tr)

    def ready_hint(self, tr: Catalog, both: bool) -> str:
        return tr("spit-ready-hint", players="both" if both else "alone")

    def board(self, board: Board, tr: Catalog, said: str | None = None) -> Drawn:
        return _board.draw(board, tr, said)

    def closed(self, match: MatchInfo, round_no: int, tr: Catalog) -> Drawn:
        return _board.closed(match, round_no, tr)

    def action(self, payload: str, seat: int, board: Board) -> Any:
        return presses.action(payload, seat, board)

    def panel(self, board: Board, seat: int, tr: Catalog, notes: Sequence[str] = ()) -> Drawn:
        return _board.panel(board, seat, tr, notes)

    def lowest_score_wins(self, variant: Variant) -> bool:
        return variant.scoring is Scoring.POINTS  # V4: the lowest score wins

    def points_target(self, variant: Variant) -> int | None:
        return variant.target if variant.scoring is Scoring.POINTS else None

    def summary(self, board: Board, tr: Catalog) -> list[str]:
        return _board.summary(board, tr)

    def footer(self, board: Board, tr: Catalog) -> str:
        return _board.footer(board, tr)


SPIT_UI = SpitUI()

PLUGIN = GamePlugin(
    SPIT_UI,
    positions=SPIT_POSITIONS,
    gallery_variant={
        "stockpiles": 4,
        "slap": "choose",
        "colours": "alternating",
        "scoring": "points",
        "target": 150,
    },
    rules_during="spit-choose-play",
)
"""Spit's plug-in, found through the ``spitbot.games`` entry points."""
