"""The runtime's write path: :class:`Journal`, ordered group commit that outlives outages.

The runtime must never stall a live game because the database is slow or
down.  Its recorder hands writes (records of :mod:`spitbot.store.writes`) to
``journal.write(*writes)``, which queues them and returns at once with an
:class:`asyncio.Future` that resolves to:

* ``True`` once every one of them is committed;
* ``False`` when they could not be committed promptly: the database is
  down, or they waited more than ``late_after`` seconds.  They stay queued,
  in order, and are committed when the database answers again; play goes on
  from memory meanwhile.

Group commit: one background worker takes everything queued (at most
``max_batch`` writes) and commits it in ONE transaction with
:meth:`spitbot.store.Store.apply`, then resolves all their futures; writes
queued meanwhile form the next batch.  Under load many writes share one
commit (and its fsync).

* Snapshot saves coalesce: a newer :class:`SnapshotSave` of a match replaces
  a queued, not yet started one, whose future then resolves with the newer
  one's commit.  The newer save takes its own place at the back of the
  queue, so it still follows every write queued before it.
* A transient failure (see :func:`spitbot.store.errors.is_transient`) puts
  the batch back at the head of the queue and retries it with capped
  exponential back-off.  The journal is then :attr:`Journal.saving_late`:
  every pending future resolves ``False``, so do new writes' at once, and
  ONE warning is logged.  When the backlog is committed (promptly), one info
  line says so and ``saving_late`` turns ``False``.  Commits slower than
  ``late_after`` make the journal ``saving_late`` the same way.
* A permanent failure (integrity, data or programming error, unknown match,
  bad value) cannot be cured by retrying: the batch is retried one write at a
  time, in order, to isolate the bad write, which is logged with its
  traceback and dropped (its future resolves ``False``); the others commit.

Observing it (metrics): :meth:`Journal.on_committed` listeners hear of every
transaction that committed, with its number of writes and how long it took;
:attr:`Journal.pending` is the queue's length at any moment.

Every write is idempotent, so a write applied again after a lost
acknowledgement is harmless.  Back-off delays use the injectable ``sleep``
and outage durations the injectable ``clock``, so tests never sleep; the
``late_after`` timers use the event loop's clock (``late_after=0`` makes any
commit that does not complete immediately late).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import typing
from collections import deque
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from spitbot.store.errors import is_transient
from spitbot.store.writes import SnapshotSave, Write, describe

__all__ = ["DEFAULT_LATE_AFTER", "DEFAULT_MAX_BATCH", "Journal", "WriteApplier"]

log = logging.getLogger(__name__)

DEFAULT_LATE_AFTER = 1.0
"""Seconds a write may wait for its commit before its future resolves ``False``."""
DEFAULT_MAX_BATCH = 256
"""Most writes committed in one transaction."""

_WRITE_TYPES = typing.get_args(Write)
_LOST_LISTED = 20


class WriteApplier(Protocol):
    """What the journal commits through: :class:`spitbot.store.Store` (or a test double)."""

    async def apply(self, writes: Sequence[Write]) -> list[object]:
        """Apply ``writes`` in order in one transaction."""
        ...


@dataclass(eq=False)
class _Ticket:
    """The future of one :meth:`Journal.write` call and how many of its writes are pending."""

    future: asyncio.Future[bool]
    remaining: int
    timer: asyncio.TimerHandle | None = None

    def resolve(self, committed: bool) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
        if not self.future.done():
            self.future.set_result(committed)

    def one_committed(self) -> None:
        self.remaining -= 1
        if self.remaining <= 0:
            self.resolve(True)


@dataclass(eq=False)
class _Item:
    """One queued write and the calls waiting for it (several once saves coalesced)."""

    write: Write
    tickets: list[_Ticket] = field(default_factory=list)


class Journal:
    """Queue store writes; commit them in order, in groups, surviving database outages."""

    def __init__(
        self,
        store: WriteApplier,
        *,
        late_after: float = DEFAULT_LATE_AFTER,
        max_batch: int = DEFAULT_MAX_BATCH,
        initial_backoff: float = 0.5,
        max_backoff: float = 30.0,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        clock: Callable[[], float] = time.monotonic,
        logger: logging.Logger | None = None,
    ) -> None:
        if initial_backoff <= 0 or max_backoff < initial_backoff:
            raise ValueError("need 0 < initial_backoff <= max_backoff")
        if late_after < 0:
            raise ValueError("late_after must be >= 0")
        if max_batch < 1:
            raise ValueError("max_batch must be >= 1")
        self._store = store
        self._late_after = late_after
        self._max_batch = max_batch
        self._initial_backoff = initial_backoff
        self._max_backoff = max_backoff
        self._sleep = sleep
        self._clock = clock
        self._log = logger or log
        self._queue: deque[_Item] = deque()
        self._queued_saves: dict[str, _Item] = {}  # match id -> its queued SnapshotSave
        self._inflight: list[_Item] = []
        self._wakeup = asyncio.Event()
        self._idle = asyncio.Event()
        self._idle.set()
        self._task: asyncio.Task[None] | None = None
        self._closed = False
        self._attempt = 0
        self._late_since: float | None = None
        self._committed_while_late = 0
        self._caught_up_listeners: list[Callable[[], None]] = []
        self._commit_listeners: list[Callable[[int, float], None]] = []

    # -- state --------------------------------------------------------------

    @property
    def pending(self) -> int:
        """Writes queued or being committed."""
        return len(self._queue) + len(self._inflight)

    @property
    def saving_late(self) -> bool:
        """Whether writes are not being committed promptly (database down or slow).

        While true, new writes' futures resolve ``False`` at once; it turns
        false once the backlog is committed.
        """
        return self._late_since is not None

    def on_caught_up(self, listener: Callable[[], None]) -> None:
        """Call ``listener`` each time ``saving_late`` turns false again."""
        self._caught_up_listeners.append(listener)

    def on_committed(self, listener: Callable[[int, float], None]) -> None:
        """Call ``listener(writes, seconds)`` after each transaction that committed:
        how many writes it held and how long the commit took (by ``clock``)."""
        self._commit_listeners.append(listener)

    # -- queueing -----------------------------------------------------------

    def write(self, *writes: Write) -> asyncio.Future[bool]:
        """Queue ``writes`` (in order); the future says whether they committed promptly.

        ``True`` once all are committed; ``False`` as soon as they are late
        (they stay queued and will be committed) or if one was dropped as
        bad.  The future need not be awaited.  Raises ``TypeError`` for a
        value that is not a write and ``RuntimeError`` once closed.
        """
        if self._closed:
            raise RuntimeError("the store journal is closed")
        for write in writes:
            if not isinstance(write, _WRITE_TYPES):
                raise TypeError(f"not a store write: {write!r}")
        loop = asyncio.get_running_loop()
        future: asyncio.Future[bool] = loop.create_future()
        ticket = _Ticket(future, len(writes))
        if not writes:
            ticket.resolve(True)
            return future
        for write in writes:
            item = _Item(write, [ticket])
            if isinstance(write, SnapshotSave):
                older = self._queued_saves.get(write.match_id)
                if older is not None:
                    self._queue.remove(older)
                    item.tickets[:0] = older.tickets
                self._queued_saves[write.match_id] = item
            self._queue.append(item)
        if self.saving_late:
            ticket.resolve(False)
        else:
            ticket.timer = loop.call_later(self._late_after, self._overdue, ticket)
        self._idle.clear()
        self._wakeup.set()
        if self._task is None or self._task.done():
            self._task = loop.create_task(self._worker(), name="spitbot-store-journal")
        return future

    # -- draining -----------------------------------------------------------

    async def flush(self) -> None:
        """Wait until every write queued so far is committed (or dropped as bad)."""
        await self._idle.wait()

    async def close(self, grace_seconds: float | None = None) -> None:
        """Stop taking writes, flush (for at most ``grace_seconds``), stop the worker.

        Writes still not committed after the grace period are lost: each is
        named in one error line, and their futures resolve ``False``.
        """
        self._closed = True
        try:
            if grace_seconds is None:
                await self.flush()
            else:
                await asyncio.wait_for(self.flush(), grace_seconds)
        except TimeoutError:
            pass
        finally:
            task, self._task = self._task, None
            if task is not None and not task.done():
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
            lost = [*self._inflight, *self._queue]
            self._inflight = []
            self._queue.clear()
            self._queued_saves.clear()
            if lost:
                names = ", ".join(describe(item.write) for item in lost[:_LOST_LISTED])
                more = f" and {len(lost) - _LOST_LISTED} more" if len(lost) > _LOST_LISTED else ""
                self._log.error(
                    "store journal closing with %d writes not committed; they are lost: %s%s",
                    len(lost),
                    names,
                    more,
                )
            for item in lost:
                for ticket in item.tickets:
                    ticket.resolve(False)
            self._idle.set()

    # -- worker -------------------------------------------------------------

    async def _worker(self) -> None:
        while True:
            if not self._queue:
                self._idle.set()
                self._wakeup.clear()
                await self._wakeup.wait()
                continue
            whole_backlog = len(self._queue) <= self._max_batch
            batch = [self._queue.popleft() for _ in range(min(len(self._queue), self._max_batch))]
            for item in batch:
                if (
                    isinstance(item.write, SnapshotSave)
                    and self._queued_saves.get(item.write.match_id) is item
                ):
                    del self._queued_saves[item.write.match_id]
            self._inflight = batch
            started = self._clock()
            try:
                committed = await self._commit(batch)
            finally:
                self._inflight = []
            if committed and whole_backlog and self._clock() - started <= self._late_after:
                self._caught_up()

    async def _apply(self, items: list[_Item]) -> None:
        """Commit ``items`` in one transaction and tell the listeners how long it took."""
        started = self._clock()
        await self._store.apply([item.write for item in items])
        took = self._clock() - started
        for listener in self._commit_listeners:
            try:
                listener(len(items), took)
            except Exception:
                self._log.exception("a listener of the journal's commits failed")

    async def _commit(self, batch: list[_Item]) -> bool:
        """Commit the batch; False when (part of) it had to go back to the queue."""
        try:
            await self._apply(batch)
        except asyncio.CancelledError:
            self._requeue(batch)
            raise
        except Exception as error:
            if is_transient(error):
                self._requeue(batch)
                await self._back_off(error)
                return False
            return await self._isolate(batch)
        self._committed(batch)
        return True

    async def _isolate(self, batch: list[_Item]) -> bool:
        """Commit the batch one write at a time, dropping the bad ones."""
        for index, item in enumerate(batch):
            self._inflight = batch[index:]
            try:
                await self._apply([item])
            except asyncio.CancelledError:
                self._requeue(batch[index:])
                raise
            except Exception as error:
                if is_transient(error):
                    self._requeue(batch[index:])
                    await self._back_off(error)
                    return False
                self._log.error(
                    "store write %s failed and was dropped: %r",
                    describe(item.write),
                    error,
                    exc_info=error,
                )
                for ticket in item.tickets:
                    ticket.resolve(False)
            else:
                self._committed([item])
        return True

    def _committed(self, items: Iterable[_Item]) -> None:
        self._attempt = 0
        for item in items:
            if self._late_since is not None:
                self._committed_while_late += 1
            for ticket in item.tickets:
                ticket.one_committed()

    def _requeue(self, items: list[_Item]) -> None:
        """Put items back at the head of the queue, in order (a newer save wins)."""
        self._inflight = []
        for item in reversed(items):
            if isinstance(item.write, SnapshotSave):
                newer = self._queued_saves.get(item.write.match_id)
                if newer is not None:
                    newer.tickets[:0] = item.tickets
                    continue
                self._queued_saves[item.write.match_id] = item
            self._queue.appendleft(item)

    # -- lateness -----------------------------------------------------------

    def _overdue(self, ticket: _Ticket) -> None:
        """A call's writes were not committed within ``late_after``."""
        ticket.timer = None
        ticket.resolve(False)
        self._fall_behind(None)

    def _fall_behind(self, error: BaseException | None) -> None:
        """Enter the late state (one warning), resolving every waiting future ``False``.

        ``error`` is the transient error, or ``None`` when a commit is slow.
        """
        for item in [*self._inflight, *self._queue]:
            for ticket in item.tickets:
                ticket.resolve(False)
        cause = (
            f"{type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}"
            if error is not None
            else None
        )
        if self._late_since is not None:
            self._log.debug("database still late (%s); %d writes queued", cause, self.pending)
            return
        self._late_since = self._clock()
        self._committed_while_late = 0
        if cause is None:
            self._log.warning(
                "database slow: writes not committed within %gs; %d writes queued",
                self._late_after,
                self.pending,
            )
        else:
            self._log.warning(
                "database unavailable; %d writes queued, retrying (%s)", self.pending, cause
            )

    def _caught_up(self) -> None:
        if self._late_since is None:
            return
        self._log.info(
            "database available again; %d queued writes committed after %.1fs",
            self._committed_while_late,
            self._clock() - self._late_since,
        )
        self._late_since = None
        for listener in self._caught_up_listeners:
            try:
                listener()
            except Exception:
                self._log.exception("a listener of the database catching up failed")

    async def _back_off(self, error: BaseException) -> None:
        self._fall_behind(error)
        delay = min(self._max_backoff, self._initial_backoff * 2**self._attempt)
        self._attempt = min(self._attempt + 1, 62)
        await self._sleep(delay)
