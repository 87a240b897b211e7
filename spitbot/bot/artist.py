"""How a match's messages are drawn, for its keeper: the game's board and hands (its
:class:`~.games.GameUI`) in the server's language (a hand in its player's), and what
every game draws alike: an old round's board closed, a board a newer one replaced, a
stopped match's board, a final board's rematch votes, a hand about to stop updating."""

from __future__ import annotations

from collections.abc import Callable

import discord

from ..runtime import Board, MatchInfo
from . import ids
from .games import Drawn, GameUI
from .i18n import Catalog
from .kept import HAND_STOPPED, Look
from .shared_render import GREY, rematch_row, replaced


class MatchArtist:
    def __init__(self, ui: GameUI, match: MatchInfo, public: Callable[[], Catalog]) -> None:
        self.ui = ui
        self.match = match
        self.public = public  # the server's language, as it is when drawing

    @property
    def replies_draw_board(self) -> bool:
        return self.ui.presses_redraw_board

    def board(self, board: Board, look: Look) -> Drawn:
        drawn = self.ui.board(board, self.public())
        if board.state.outcome is None or not isinstance(look.extra, tuple):
            return drawn
        votes, needed, started = look.extra
        if started:  # the rematch is on: its board is below
            return drawn._replace(view=None)
        row = rematch_row(self.match.match_id, self.public(), votes, needed)
        return drawn._replace(view=ids.buttons([row]))

    def closed(self, round_no: int) -> Drawn:
        return self.ui.closed(self.match, round_no, self.public())

    def replaced(self) -> Drawn:
        return replaced(self.match, self.public())

    def stopped(self) -> Drawn:
        return Drawn(embed=discord.Embed(description=self._parked(self.public()), colour=GREY))

    def hand(
        self, board: Board, seat: int, audience: Catalog, look: Look, warning: str | None
    ) -> Drawn:
        if look == HAND_STOPPED:
            return Drawn(content=_warned(self._parked(audience), warning), view=None)
        drawn = self.ui.panel(board, seat, audience)
        content = drawn.content or ""
        if look.extra:  # its token runs out soon: say how to keep it live
            until = f"<t:{int(look.extra) // 1000}:T>" if isinstance(look.extra, int) else ""
            content = f"{content}\n{audience('speed-hand-expiring', until=until)}"
        return drawn._replace(content=_warned(content, warning))

    def _parked(self, tr: Catalog) -> str:
        first, second = self.match.names()
        return tr("match-parked", first=first, second=second)


def _warned(content: str, warning: str | None) -> str:
    """Why a press on a hand was refused, written on top of it."""
    return content if warning is None else f"⚠️ {warning}\n{content}"
