"""Speed's part of the Discord adapter: its public board, each player's private
hand, its words."""

from __future__ import annotations

from ...engine import AnyGame
from ...engine.speed import SPEED, Variant
from ..games import BaseUI, UIHooks
from ..plugins import GamePlugin
from . import board as _board
from . import presses, words
from . import table as _table
from .positions import SPEED_POSITIONS


class SpeedUI(BaseUI):
    game: AnyGame = SPEED
    has_panels = True
    presses_redraw_board = False  # a press redraws its player's own hand only
    hooks = UIHooks(
        describe=words.describe, rules=words.rules, board=_board.draw, closed=_board.closed,
        action=presses.action, panel=_board.panel, summary=_board.summary,
        footer=_board.footer,
    )  # fmt: skip

    def lowest_score_wins(self, variant: Variant) -> bool:
        return False  # P8: the highest score wins


SPEED_UI = SpeedUI()

PLUGIN = GamePlugin(
    SPEED_UI,
    positions=SPEED_POSITIONS,
    gallery_variant={"side_piles": 5, "scoring": "points", "target": 30},
    rules_during="speed-points-play",
    panel_view="hand",
    table=_table,
)
"""Speed's plug-in, found through the ``spitbot.games`` entry points."""
