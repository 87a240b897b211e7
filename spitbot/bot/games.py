"""Each game's part of the adapter, behind one protocol; everything else
(challenges, practice, rematches, resigning, settings, errors) is shared.

A game's UI draws its public board and, for games with private hands, a
player's panel; it reads its own button payloads into engine actions; and it
words its variant and its rules. Each is part of its game's plug-in
(:mod:`.plugins`); ``plugins.ui_of`` finds one by the game's name.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple, Protocol

import discord

from ..engine import AnyGame
from ..runtime import Board, MatchInfo
from .i18n import Catalog


class Drawn(NamedTuple):
    """A message to send or edit: content, an embed, buttons (None clears them); or,
    for a match's messages, a Components V2 view alone (:mod:`.layout`)."""

    content: str | None = None
    embed: discord.Embed | None = None
    view: discord.ui.View | discord.ui.LayoutView | None = None


class GameUI(Protocol):
    @property
    def game(self) -> AnyGame: ...

    @property
    def has_panels(self) -> bool:
        """Whether each player also has a private panel (Spit's "My cards", Speed's
        hand), opened from the board."""

    @property
    def presses_redraw_board(self) -> bool:
        """Whether a press on the public board is answered by redrawing it (Spit's card
        buttons are on it), or the board holds no plays (Speed). A press on a panel
        redraws that panel, and the keeper draws the board."""

    def describe(self, variant: Any, tr: Catalog) -> str:
        """The variant in one line."""

    def rules(self, variant: Any | None, tr: Catalog) -> str:
        """How to play, with ``variant``'s own rules when a match is on."""

    def ready_hint(self, tr: Catalog, both: bool) -> str:
        """What to press to begin ("Press Spit! when you're ready.")."""

    def board(self, board: Board, tr: Catalog, said: str | None = None) -> Drawn:
        """The public board message of ``board``'s match; ``said``: why a player's press
        on it was refused, in words for everyone (it is answered by the board itself)."""

    def closed(self, match: MatchInfo, round_no: int, tr: Catalog) -> Drawn:
        """A board of a round that is over (the next round has its own message)."""

    def action(self, payload: str, seat: int, board: Board) -> Any:
        """The engine action of a button ``payload`` pressed by ``seat`` (None: just
        redraw); raises a :class:`~.replies.Refusal` (e.g. another player's cards)."""

    def panel(self, board: Board, seat: int, tr: Catalog, notes: Sequence[str] = ()) -> Drawn:
        """``seat``'s private panel (games with ``has_panels``); ``notes`` go on top."""

    def lowest_score_wins(self, variant: Any) -> bool:
        """Whether a points series is won by the lowest score (Spit's V4)."""

    def points_target(self, variant: Any) -> int | None:
        """The points a series is played to (None: not a series)."""

    def summary(self, board: Board, tr: Catalog) -> list[str]:
        """A finished match's own summary lines, in the result card's small print."""

    def footer(self, board: Board, tr: Catalog) -> str:
        """The game, the round and the variant, in small print under a board."""
