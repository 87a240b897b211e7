"""Spit's part of the Discord adapter: its board, its buttons, its words."""

from __future__ import annotations

from typing import Any

from ...engine import AnyGame
from ...engine.spit import SPIT, Variant
from ...runtime import Board, MatchInfo
from .. import options
from ..games import Drawn
from ..i18n import Catalog
from ..replies import Refusal
from . import board as _board
from . import presses, words


class SpitUI:
    game: AnyGame = SPIT
    options = (options.STOCKPILES, options.SLAP, options.COLOURS, options.SCORING,
               options.TARGET)  # fmt: skip
    has_panels = False
    presses_redraw_board = True  # a press's reply redraws the shared board

    def describe(self, variant: Variant, tr: Catalog) -> str:
        return words.describe(variant, tr)

    def rules(self, variant: Variant | None, tr: Catalog) -> str:
        return words.rules(variant, tr)

    def ready_hint(self, tr: Catalog, both: bool) -> str:
        return tr("spit-ready-hint", players="both" if both else "alone")

    def board(self, board: Board, tr: Catalog) -> Drawn:
        return _board.draw(board, tr)

    def closed(self, match: MatchInfo, round_no: int, tr: Catalog) -> Drawn:
        return _board.closed(match, round_no, tr)

    def action(self, payload: str, seat: int, board: Board) -> Any:
        return presses.action(payload, seat, board)

    def panel(self, board: Board, seat: int, tr: Catalog) -> Drawn:
        raise Refusal("refusal-no-hand")


SPIT_UI = SpitUI()
