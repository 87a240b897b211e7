"""An event's live message (an arena's standings, a Swiss's sign-up and standings),
kept by the bot at a bounded write rate.

Whatever happens in an event (a join, a result, a pairing) only marks its message
stale; the writer redraws it from the event's state when its turn comes: at most one
write every :data:`EDIT_EVERY` seconds per message, so a burst of results is one edit
(coalesced), and an event's channel stays well inside Discord's 5 writes per 5 s
(DISCORD.md: the threads of its matches are channels of their own). The first write
posts the message; a message deleted meanwhile is posted again. A write that fails for
a passing reason is tried again on the next turn.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import discord

from ..runtime import Clock, Timer
from ..runtime.match import in_background
from .transport import Client

log = logging.getLogger(__name__)

__all__ = ["EDIT_EVERY", "EventPost", "Look"]

EDIT_EVERY = 2.0
"""Seconds between two writes of one event message: at most 2.5 per 5 s, half of a
channel's bucket, leaving the rest to the event's other posts (a round's pairings)."""


@dataclass(frozen=True, slots=True)
class Look:
    """What the message should show."""

    content: str
    view: discord.ui.View | None


class EventPost:
    """One live message of an event, redrawn by ``draw`` when marked stale."""

    def __init__(
        self,
        client: Client,
        clock: Clock,
        channel_id: int,
        draw: Callable[[], Look],
        *,
        message_id: int | None = None,
        posted: Callable[[int], Awaitable[None]] | None = None,
        every: float = EDIT_EVERY,
    ) -> None:
        self.client = client
        self.clock = clock
        self.channel_id = channel_id
        self.draw = draw
        self.message_id = message_id
        self.posted = posted  # told the id of a message posted (the store keeps it)
        self.every = every
        self.writes = 0
        self._last: float | None = None
        self._stale = False
        self._writing = False
        self._timer: Timer | None = None
        self._closed = False
        self._lock = asyncio.Lock()  # one write at a time

    def stale(self) -> None:
        """The event changed: redraw when the message's turn comes."""
        if self._closed:
            return
        self._stale = True
        self._schedule()

    def close(self) -> None:
        """No more writes (the event is over and its last look written, or stopped)."""
        self._closed = True
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    async def flush(self) -> None:
        """Write now if stale (the first post of an event, its final standings), after
        any write under way."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        async with self._lock:
            if self._stale:
                await self._write_now()

    def _schedule(self) -> None:
        if self._timer is not None or self._writing:
            return
        now = self.clock.now()
        when = now if self._last is None else max(now, self._last + self.every)
        self._timer = self.clock.call_at(when, self._due)

    def _due(self) -> None:
        self._timer = None
        if self._stale and not self._writing:
            in_background(self._write())

    async def _write(self) -> None:
        async with self._lock:
            if self._stale and not self._closed:
                await self._write_now()

    async def _write_now(self) -> None:
        self._writing = True
        self._stale = False
        self._last = self.clock.now()
        look = self.draw()
        channel = self.client.get_partial_messageable(self.channel_id)
        try:
            if self.message_id is not None:
                try:
                    # view None takes the buttons off (a finished event).
                    await channel.get_partial_message(self.message_id).edit(
                        content=look.content, view=look.view
                    )
                except discord.NotFound:
                    self.message_id = None
            if self.message_id is None:
                if look.view is None:
                    message = await channel.send(look.content)
                else:
                    message = await channel.send(look.content, view=look.view)
                self.message_id = message.id
                if self.posted is not None:
                    await self.posted(message.id)
            self.writes += 1
        except (discord.Forbidden, discord.NotFound) as error:
            # The channel is gone, or the bot may no longer write there: no retry.
            log.warning("event message in %s given up: %s", self.channel_id, error)
            self._closed = True
        except (discord.HTTPException, OSError) as error:
            log.warning("event message in %s not written: %s", self.channel_id, error)
            self._stale = True
        finally:
            self._writing = False
        if self._stale and not self._closed:
            self._schedule()
