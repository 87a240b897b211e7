"""Coalesced publishing: the latest board wins, at most one publish in flight
per match, a slow publisher never holds up play, and a board that could not be
sent is sent again, with back-off, until it is (or a newer one replaces it).

discord.py already retries a rate-limited request a few times; past that, a
match must not sit without a live board (issue #10): this retries for as long
as it takes. A publisher that knows a board can never be posted (no permission
in the channel) raises :class:`~.ports.BoardRefused`, which ends the match
instead.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Mapping

from .clock import Clock, sleep
from .ports import Board, BoardRefused

log = logging.getLogger(__name__)

FIRST_RETRY = 0.5
LAST_RETRY = 30.0


class Coalescer:
    def __init__(
        self,
        send: Callable[[Board], Awaitable[Mapping[str, int] | None]],
        match_id: str,
        clock: Clock,
        on_refused: Callable[[BoardRefused], None],
        on_sent: Callable[[Mapping[str, int]], None],
    ) -> None:
        self._send = send
        self._match_id = match_id
        self._clock = clock
        self._on_refused = on_refused
        self._on_sent = on_sent
        self._latest: Board | None = None
        self._task: asyncio.Task[None] | None = None
        self.sent = 0
        self.offered = 0
        self.retries = 0

    def offer(self, board: Board) -> None:
        """Replace whatever board is waiting; start sending if nothing is in flight."""
        self._latest = board
        self.offered += 1
        if self._task is None or self._task.done():
            self._task = asyncio.get_running_loop().create_task(self._run())

    async def _run(self) -> None:
        delay = FIRST_RETRY
        while self._latest is not None:
            board, self._latest = self._latest, None
            try:
                notes = await self._send(board)
            except BoardRefused as refused:
                log.warning("match %s: the channel refuses its board: %s", self._match_id, refused)
                self._latest = None
                self._on_refused(refused)
                return
            except Exception:
                log.exception("publishing the board of match %s failed; retrying in %.1fs",
                              self._match_id, delay)  # fmt: skip
                self.retries += 1
                if self._latest is None:  # nothing newer: this one must still be shown
                    self._latest = board
                await sleep(self._clock, delay)
                delay = min(LAST_RETRY, delay * 2)
                continue
            self.sent += 1
            delay = FIRST_RETRY
            if notes:
                self._on_sent(notes)

    async def idle(self) -> None:
        """Wait until nothing is waiting or in flight (tests, shutdown)."""
        while self._task is not None and not self._task.done():
            await self._task
