"""Each game's part of the adapter, behind one protocol; everything else
(challenges, practice, rematches, resigning, settings, errors) is shared.

A game's UI draws its public board and, for games with private hands, a
player's panel; it reads its own button payloads into engine actions; and it
words its variant and its rules. Each is part of its game's plug-in
(:mod:`.plugins`); ``plugins.ui_of`` finds one by the game's name. Most of it is
the game's own modules' functions under the protocol's names: a :class:`BaseUI`
hands each call to the ones its :class:`UIHooks` name, so a game writes out only
what is its own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple, Protocol

import discord

from ..engine import AnyGame, GameVariant
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


class TableView(Protocol):
    """A game's live table (issue 28, docs/table.md): its part of a table's state, as
    JSON, for a seat or a spectator; the moves a seat may make now, with their ids (its
    button payloads, read back by :meth:`GameUI.action`) and labels; its events."""

    def table(self, board: Board, seat: int | None) -> dict[str, Any]:
        """docs/table.md's ``table``: nothing ``seat`` may not see (None: a spectator)."""

    def moves(self, board: Board, seat: int, tr: Catalog) -> list[dict[str, Any]]:
        """``seat``'s moves the rules allow now (docs/table.md's ``moves``)."""

    def event(self, event: Any) -> dict[str, Any]:
        """One of the game's events, for the client to animate (``kind``, ``seat``...)."""

    def status(self, board: Board, seat: int | None, tr: Catalog) -> str:
        """What the table says now (what just happened, what it waits for)."""


@dataclass(frozen=True, slots=True)
class UIHooks:
    """A game's own functions behind :class:`GameUI`'s hooks of the same names (``board``
    is its board module's ``draw``; ``action`` reads its presses)."""

    describe: Callable[[Any, Catalog], str]
    rules: Callable[[Any | None, Catalog], str]
    board: Callable[[Board, Catalog, str | None], Drawn]
    closed: Callable[[MatchInfo, int, Catalog], Drawn]
    action: Callable[[str, int, Board], Any]
    panel: Callable[[Board, int, Catalog, Sequence[str]], Drawn]
    summary: Callable[[Board, Catalog], list[str]]
    footer: Callable[[Board, Catalog], str]


class BaseUI:
    """A game's UI, less what is its own. A game subclasses it, declares ``game``,
    ``has_panels``, ``presses_redraw_board`` and :attr:`hooks`, writes
    ``lowest_score_wins``, and words ``<game>-ready-hint`` in its catalogs."""

    game: AnyGame
    has_panels: bool
    presses_redraw_board: bool
    hooks: UIHooks

    def describe(self, variant: Any, tr: Catalog) -> str:
        return self.hooks.describe(variant, tr)

    def rules(self, variant: Any | None, tr: Catalog) -> str:
        return self.hooks.rules(variant, tr)

    def ready_hint(self, tr: Catalog, both: bool) -> str:
        return tr(f"{self.game.name}-ready-hint", players="both" if both else "alone")

    def board(self, board: Board, tr: Catalog, said: str | None = None) -> Drawn:
        return self.hooks.board(board, tr, said)

    def closed(self, match: MatchInfo, round_no: int, tr: Catalog) -> Drawn:
        return self.hooks.closed(match, round_no, tr)

    def action(self, payload: str, seat: int, board: Board) -> Any:
        return self.hooks.action(payload, seat, board)

    def panel(self, board: Board, seat: int, tr: Catalog, notes: Sequence[str] = ()) -> Drawn:
        return self.hooks.panel(board, seat, tr, notes)

    def points_target(self, variant: GameVariant) -> int | None:
        """The variant's own (V4, P8): every game's variant says it."""
        return variant.series_target

    def summary(self, board: Board, tr: Catalog) -> list[str]:
        return self.hooks.summary(board, tr)

    def footer(self, board: Board, tr: Catalog) -> str:
        return self.hooks.footer(board, tr)
