"""Coalesced publishing: the latest board wins, at most one publish in flight
per match, and a slow publisher never holds up play."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from .ports import Board

log = logging.getLogger(__name__)


class Coalescer:
    def __init__(self, send: Callable[[Board], Awaitable[None]], match_id: str) -> None:
        self._send = send
        self._match_id = match_id
        self._latest: Board | None = None
        self._task: asyncio.Task[None] | None = None
        self.sent = 0
        self.offered = 0

    def offer(self, board: Board) -> None:
        """Replace whatever board is waiting; start sending if nothing is in flight."""
        self._latest = board
        self.offered += 1
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._run())

    async def _run(self) -> None:
        while self._latest is not None:
            board, self._latest = self._latest, None
            try:
                await self._send(board)
                self.sent += 1
            except Exception:
                log.exception("publishing the board of match %s failed", self._match_id)

    async def idle(self) -> None:
        """Wait until nothing is waiting or in flight (tests, shutdown)."""
        while self._task is not None and not self._task.done():
            await self._task
