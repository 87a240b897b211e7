"""The events of this process in one place (issue 29): the arenas and the Swiss
tournaments, their buttons routed to whichever holds the event, and their return
after a restart (the events of this shard's servers)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import discord

from ..runtime import MatchRegistry
from ..store import Store
from .arenas import Arenas
from .ports import Words
from .replies import Refusal
from .swisses import Swisses
from .threads import MatchThreads
from .transport import Client

log = logging.getLogger(__name__)

__all__ = ["EventsDesk"]


class EventsDesk:
    """The arenas and Swiss tournaments of this process."""

    def __init__(
        self,
        store: Store,
        registry: MatchRegistry,
        threads: MatchThreads,
        words: Words,
        client: Client,
    ) -> None:
        self.store = store
        self.arenas = Arenas(store, registry, threads, words, client)
        self.swisses = Swisses(store, registry, threads, words, client)

    async def on_button(
        self, interaction: discord.Interaction[Any], event_id: str, step: str
    ) -> None:
        """A Join, Leave or Start press on an event's message."""
        if await self.arenas.on_button(interaction, event_id, step):
            return
        if await self.swisses.on_button(interaction, event_id, step):
            return
        raise Refusal("event-over")

    async def resume(self, owns_guild: Callable[[int | None], bool]) -> int:
        """Bring back the events of this shard's servers (an event lives on the shard
        of its server); returns how many."""
        resumed = 0
        for kept in await self.store.live_events():
            if not owns_guild(kept.event.guild_id):
                continue
            try:
                if kept.event.kind == "arena":
                    await self.arenas.resume(kept)
                else:
                    await self.swisses.resume(kept)
            except Exception:
                log.exception("event %s not resumed", kept.event.event_id)
                continue
            resumed += 1
        return resumed

    def stop(self) -> None:
        self.arenas.stop()
        self.swisses.stop()
