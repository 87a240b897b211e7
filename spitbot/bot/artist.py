"""How a match's messages are drawn, for its keeper: the game's board and panels (its
:class:`~.games.GameUI`) in the server's language (a panel in its player's), a finished
match's result card (:mod:`.result`), and what every game draws alike: an old round's
board closed, a board a newer one replaced, a stopped match's board and panels, a panel
about to stop updating, and the notices its players are told in the channel."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import discord

from ..engine import Reason
from ..runtime import Board, MatchInfo
from ..store import RatingChange
from . import ids, layout, result
from .games import Drawn, GameUI
from .i18n import Catalog, say
from .kept import HAND_STOPPED, Look
from .shared_render import clock_time, replaced, stopped


def board_of(
    ui: GameUI,
    board: Board,
    tr: Catalog,
    rematch: tuple[int, int, bool] | None = None,
    ratings: Sequence[RatingChange] | None = None,
    said: str | None = None,
) -> Drawn:
    """What a match's live board message shows for ``board``: the game's board (with
    ``said`` on it: why a player's press was refused), or once the match is over its
    result card (with the rematch votes and the rating changes, when known)."""
    if board.state.outcome is None:
        return ui.board(board, tr, said)
    return result.card(board, ui, tr, ratings, rematch)


class MatchArtist:
    def __init__(
        self, ui: GameUI, match: MatchInfo, public: Callable[[], Catalog], table: bool = False
    ) -> None:
        self.ui = ui
        self.match = match
        self.public = public  # the server's language, as it is when drawing
        self.table = table  # the live table is served: a live board opens it (issue 28.4)

    @property
    def replies_draw_board(self) -> bool:
        return self.ui.presses_redraw_board

    def board(self, board: Board, look: Look, said: str | None = None) -> Drawn:
        """The live board (``said`` on it); a finished match's is its result card, with
        the rematch votes and the rating changes the keeper was told (``look.extra``)."""
        rematch, ratings = look.extra if isinstance(look.extra, tuple) else (None, None)
        tr = self.public()
        drawn = board_of(self.ui, board, tr, rematch, ratings, said)
        if self.table and board.state.outcome is None:
            button = ids.Button(ids.table_id(self.match.match_id), tr("table-button-open"),
                                discord.ButtonStyle.primary, emoji="🎴")  # fmt: skip
            drawn = layout.with_button(drawn, button)
        return drawn

    def closed(self, round_no: int) -> Drawn:
        return self.ui.closed(self.match, round_no, self.public())

    def replaced(self) -> Drawn:
        return replaced(self.match, self.public())

    def stopped(self) -> Drawn:
        return stopped(self.match, self.public())

    def hand(
        self, board: Board, seat: int, audience: Catalog, look: Look, warning: str | None
    ) -> Drawn:
        """A player's panel, with why their press was refused (``warning``) and, when its
        token runs out soon, until when it updates by itself, written on top."""
        notes = [] if warning is None else [f"⚠️ {warning}"]
        if look == HAND_STOPPED:
            return stopped(self.match, audience, notes)
        if look.extra:  # its token runs out soon: say how to keep it live
            until = clock_time(look.extra) if isinstance(look.extra, int) else ""
            notes.append(audience("panel-expiring", until=until))
        return self.ui.panel(board, seat, audience, notes)

    def notice(self, what: str, reason: Reason | None = None) -> str:
        """The match ``"parked"`` (stopped by an error), or ``"abandoned"`` (``reason``),
        as its players are told in the channel."""
        tr = self.public()
        first, second = self.match.names()
        if what == "parked":
            return tr("match-parked", first=first, second=second)
        assert reason is not None
        why = say(reason, tr, self.match.names(), self.match.game_name)
        return tr("match-abandoned", first=first, second=second, why=why)
