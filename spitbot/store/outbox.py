"""Write-behind for the runtime's persist path: :class:`ResilientWriter`.

The runtime must never stall a live game because the database is slow or
down.  It hands writes to a :class:`ResilientWriter`, which queues them and
runs them *in order* from one background task:

* On a transient database error (connection refused, server gone, SQLite
  "database is locked", pool timeout, ...: see :func:`is_transient`) the write
  stays at the head of the queue, ONE warning is logged
  (``database unavailable; N writes queued, retrying``) and the write is
  retried with capped exponential back-off.  When the database answers again
  and the queue has drained, one info line says so.
* A permanent error (bad data, unknown match, integrity error) cannot be
  fixed by retrying: it is logged with its traceback, the write is dropped,
  and its future carries the exception.
* Snapshot saves coalesce: a newer :meth:`ResilientWriter.save_snapshot` for
  a match replaces a queued, not yet started one.  The replacement goes to
  the *back* of the queue, so it still runs after every write queued before
  it (a ``finish_match``/``delete_snapshot`` queued in between keeps its
  place before the newer save).

Every store write is idempotent, so a write that failed after the server
committed it (the classic lost acknowledgement) is simply applied again.

Time is injectable (``sleep`` and ``clock``) so tests never sleep for real.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, TypeVar

from sqlalchemy import exc as sa_exc

from spitbot.store.facade import Store
from spitbot.store.records import MatchResult, MatchStart, PlayerRef, RatingChange

__all__ = ["ResilientWriter", "is_transient"]

log = logging.getLogger(__name__)

T = TypeVar("T")

_PERMANENT_DBAPI = (
    sa_exc.IntegrityError,
    sa_exc.ProgrammingError,
    sa_exc.DataError,
    sa_exc.NotSupportedError,
)


def is_transient(error: BaseException) -> bool:
    """Whether retrying the write later may succeed (the database is unavailable)."""
    if isinstance(error, _PERMANENT_DBAPI):
        return False
    return isinstance(
        error,
        sa_exc.DBAPIError  # OperationalError, InterfaceError, InternalError, ...
        | sa_exc.DisconnectionError
        | sa_exc.TimeoutError  # connection pool exhausted
        | OSError  # includes ConnectionError and TimeoutError
        | ConnectionError,
    )


@dataclass(eq=False)
class _Write:
    name: str
    run: Callable[[], Awaitable[Any]]
    key: Hashable | None
    futures: list[asyncio.Future[Any]] = field(default_factory=list)

    def resolve(self, result: Any) -> None:
        for future in self.futures:
            if not future.done():
                future.set_result(result)

    def fail(self, error: BaseException) -> None:
        for future in self.futures:
            if not future.done():
                future.set_exception(error)


def _consume(future: asyncio.Future[Any]) -> None:
    # The writer logs failures itself; don't also warn about unretrieved ones.
    if not future.cancelled():
        future.exception()


class ResilientWriter:
    """Queue store writes and apply them in order, surviving database outages."""

    def __init__(
        self,
        store: Store,
        *,
        initial_backoff: float = 0.5,
        max_backoff: float = 30.0,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        clock: Callable[[], float] = time.monotonic,
        logger: logging.Logger | None = None,
    ) -> None:
        if initial_backoff <= 0 or max_backoff < initial_backoff:
            raise ValueError("need 0 < initial_backoff <= max_backoff")
        self._store = store
        self._initial_backoff = initial_backoff
        self._max_backoff = max_backoff
        self._sleep = sleep
        self._clock = clock
        self._log = logger or log
        self._queue: deque[_Write] = deque()
        self._inflight: _Write | None = None
        self._wakeup = asyncio.Event()
        self._idle = asyncio.Event()
        self._idle.set()
        self._task: asyncio.Task[None] | None = None
        self._closed = False
        self._attempt = 0
        self._outage_since: float | None = None
        self._written_in_outage = 0

    # -- state --------------------------------------------------------------

    @property
    def pending(self) -> int:
        """Writes queued or in flight."""
        return len(self._queue) + (self._inflight is not None)

    @property
    def degraded(self) -> bool:
        """Whether the database is currently considered unavailable."""
        return self._outage_since is not None

    # -- queueing -----------------------------------------------------------

    def submit(
        self,
        name: str,
        run: Callable[[], Awaitable[T]],
        *,
        coalesce_key: Hashable | None = None,
    ) -> asyncio.Future[T]:
        """Queue ``run`` (a zero-argument coroutine function); returns its future.

        The future need not be awaited.  With ``coalesce_key``, a queued (not
        yet started) write with the same key is dropped in favour of this one,
        and its future completes with this one's.
        """
        if self._closed:
            raise RuntimeError("ResilientWriter is closed")
        loop = asyncio.get_running_loop()
        future: asyncio.Future[T] = loop.create_future()
        future.add_done_callback(_consume)
        write = _Write(name, run, coalesce_key, [future])
        if coalesce_key is not None:
            for queued in self._queue:
                if queued.key == coalesce_key:
                    self._queue.remove(queued)
                    write.futures.extend(queued.futures)
                    break
        self._queue.append(write)
        self._idle.clear()
        self._wakeup.set()
        if self._task is None or self._task.done():
            self._task = loop.create_task(self._worker(), name="spitbot-store-writer")
        return future

    def upsert_player(
        self, user_id: int, name: str, is_bot: bool = False
    ) -> asyncio.Future[PlayerRef]:
        """Queue :meth:`Store.upsert_player`."""
        return self.submit(
            "upsert_player", lambda: self._store.upsert_player(user_id, name, is_bot)
        )

    def start_match(self, start: MatchStart) -> asyncio.Future[None]:
        """Queue :meth:`Store.start_match`."""
        return self.submit("start_match", lambda: self._store.start_match(start))

    def record_round(
        self,
        match_id: str,
        round_no: int,
        points: tuple[int, int],
        cards_left: tuple[int, int],
        totals: tuple[int, int],
        target: int,
    ) -> asyncio.Future[None]:
        """Queue :meth:`Store.record_round`."""
        return self.submit(
            "record_round",
            lambda: self._store.record_round(
                match_id, round_no, points, cards_left, totals, target
            ),
        )

    def finish_match(self, result: MatchResult) -> asyncio.Future[tuple[RatingChange, ...]]:
        """Queue :meth:`Store.finish_match`."""
        return self.submit("finish_match", lambda: self._store.finish_match(result))

    def abandon_match(
        self, match_id: str, reason: str, ended_at: datetime | None = None
    ) -> asyncio.Future[bool]:
        """Queue :meth:`Store.abandon_match`."""
        return self.submit(
            "abandon_match", lambda: self._store.abandon_match(match_id, reason, ended_at)
        )

    def save_snapshot(
        self,
        match_id: str,
        guild_id: int | None,
        channel_id: int,
        notation: str,
        runtime_json: str,
    ) -> asyncio.Future[None]:
        """Queue :meth:`Store.save_snapshot`, replacing a queued save of the same match."""
        return self.submit(
            "save_snapshot",
            lambda: self._store.save_snapshot(
                match_id, guild_id, channel_id, notation, runtime_json
            ),
            coalesce_key=("snapshot", match_id),
        )

    def delete_snapshot(self, match_id: str) -> asyncio.Future[bool]:
        """Queue :meth:`Store.delete_snapshot`."""
        return self.submit("delete_snapshot", lambda: self._store.delete_snapshot(match_id))

    def park_snapshot(self, match_id: str, reason: str) -> asyncio.Future[bool]:
        """Queue :meth:`Store.park_snapshot`."""
        return self.submit("park_snapshot", lambda: self._store.park_snapshot(match_id, reason))

    # -- draining -----------------------------------------------------------

    async def flush(self) -> None:
        """Wait until every write queued so far has been applied (or dropped)."""
        await self._idle.wait()

    async def close(self, grace_seconds: float | None = None) -> None:
        """Flush (for at most ``grace_seconds``, if given), then stop the worker.

        Writes still queued after the grace period are lost: that is logged,
        and their futures are cancelled.
        """
        self._closed = True
        try:
            if grace_seconds is None:
                await self.flush()
            else:
                await asyncio.wait_for(self.flush(), grace_seconds)
        except TimeoutError:
            self._log.error(
                "store writer closing with %d writes still queued; they are lost", self.pending
            )
        finally:
            task, self._task = self._task, None
            if task is not None and not task.done():
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
            for write in [*self._queue, *([self._inflight] if self._inflight else [])]:
                for future in write.futures:
                    future.cancel()
            self._queue.clear()
            self._inflight = None
            self._idle.set()

    # -- worker -------------------------------------------------------------

    async def _worker(self) -> None:
        while True:
            if not self._queue:
                self._idle.set()
                self._wakeup.clear()
                await self._wakeup.wait()
                continue
            write = self._queue.popleft()
            self._inflight = write
            try:
                result = await write.run()
            except asyncio.CancelledError:
                self._queue.appendleft(write)
                self._inflight = None
                raise
            except Exception as error:
                self._inflight = None
                if is_transient(error):
                    self._requeue(write)
                    await self._back_off(error)
                    continue
                self._log.error(
                    "store write %s failed and was dropped: %r", write.name, error, exc_info=error
                )
                write.fail(error)
                self._written()
                continue
            self._inflight = None
            write.resolve(result)
            self._written()

    def _requeue(self, write: _Write) -> None:
        if write.key is not None:
            for queued in self._queue:
                if queued.key == write.key:  # a newer version is already queued
                    queued.futures.extend(write.futures)
                    return
        self._queue.appendleft(write)

    async def _back_off(self, error: BaseException) -> None:
        if self._outage_since is None:
            self._outage_since = self._clock()
            self._written_in_outage = 0
            self._log.warning(
                "database unavailable; %d writes queued, retrying (%s: %s)",
                self.pending,
                type(error).__name__,
                str(error).splitlines()[0] if str(error) else "",
            )
        else:
            self._log.debug("database still unavailable (%r); %d queued", error, self.pending)
        delay = min(self._max_backoff, self._initial_backoff * 2**self._attempt)
        self._attempt = min(self._attempt + 1, 62)
        await self._sleep(delay)

    def _written(self) -> None:
        self._attempt = 0
        if self._outage_since is None:
            return
        self._written_in_outage += 1
        if not self._queue:
            self._log.info(
                "database available again; %d queued writes applied after %.1fs",
                self._written_in_outage,
                self._clock() - self._outage_since,
            )
            self._outage_since = None
