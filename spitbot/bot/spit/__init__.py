"""Spit's part of the Discord adapter: its board, its buttons, its words."""

from __future__ import annotations

from ...engine import AnyGame
from ...engine.spit import SPIT, Scoring, Variant
from ..games import BaseUI, UIHooks
from ..plugins import GamePlugin
from . import board as _board
from . import presses, words
from . import table as _table
from .positions import SPIT_POSITIONS


class SpitUI(BaseUI):
    game: AnyGame = SPIT
    has_panels = True  # each player's own cards, for a phone ("My cards")
    presses_redraw_board = True  # a press on the shared board redraws it
    hooks = UIHooks(
        describe=words.describe, rules=words.rules, board=_board.draw, closed=_board.closed,
        action=presses.action, panel=_board.panel, summary=_board.summary,
        footer=_board.footer,
    )  # fmt: skip

    def lowest_score_wins(self, variant: Variant) -> bool:
        return variant.scoring is Scoring.POINTS  # V4: the lowest score wins


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
    table=_table,
)
"""Spit's plug-in, found through the ``spitbot.games`` entry points."""
