"""One publisher port, several surfaces (issue 28.2): the messages on Discord and the
live tables are told the same committed boards.

The runtime publishes to one :class:`~.ports.Publisher`. :class:`Publishers` is that
port when a second surface watches the matches: the main publisher (the keepers, the
only writers of each match's Discord messages) is told everything, as before; each
:class:`BoardWatcher` (the table room, the only writer of the tables' sockets) is told
each committed board and each match stopped, at once (a push, not a poll). What a
watcher does with them never holds up play, and a watcher's failure is logged and
costs neither the match nor the other surface.
"""

from __future__ import annotations

import logging
from typing import Protocol

from ..engine import Reason
from .ports import Board, Challenge, MatchInfo, Publisher

log = logging.getLogger(__name__)


class BoardWatcher(Protocol):
    def show(self, board: Board) -> None:
        """``board`` is committed: show it (without blocking)."""

    def stopped(self, match: MatchInfo) -> None:
        """``match`` was stopped by an error or abandoned: nothing more is played in it."""


class Publishers:
    """The main publisher, and the watchers told the same boards."""

    def __init__(self, main: Publisher, *watchers: BoardWatcher) -> None:
        self.main = main
        self.watchers: list[BoardWatcher] = list(watchers)

    def watch(self, watcher: BoardWatcher) -> None:
        self.watchers.append(watcher)

    def _each(self, what: str, *args: object) -> None:
        for watcher in self.watchers:
            try:
                getattr(watcher, what)(*args)
            except Exception:  # one surface's bug never costs a match or the others
                log.exception("a board watcher failed to take %s", what)

    def show(self, board: Board) -> None:
        self.main.show(board)
        self._each("show", board)

    async def settle(self, match_id: str) -> None:
        await self.main.settle(match_id)

    async def challenge_expired(self, challenge: Challenge) -> None:
        await self.main.challenge_expired(challenge)

    async def match_parked(self, match: MatchInfo) -> None:
        self._each("stopped", match)
        await self.main.match_parked(match)

    async def match_abandoned(self, match: MatchInfo, reason: Reason) -> None:
        self._each("stopped", match)
        await self.main.match_abandoned(match, reason)

    async def board_shown(self, match: MatchInfo) -> bool:
        return await self.main.board_shown(match)
