"""Each interaction is handled once.

Discord may deliver an interaction a second time (the same id and token), around a
gateway reconnect for instance. Handling it again would answer it twice (Discord refuses
the second answer: 40060) and could play a press twice, so its second delivery is
ignored, with a DEBUG line. Button presses are checked as they are routed
(``SpitBot.on_interaction``), slash commands by the command tree's global check
(:class:`OnceTree`, discord.py's documented ``interaction_check``).
"""

from __future__ import annotations

import logging
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands

log = logging.getLogger(__name__)

KEEP_SECONDS = 15 * 60
"""How long an interaction id is remembered: its token's life (after that, nothing
could answer it anyway)."""

MOST = 50_000
"""At most this many ids are remembered (the oldest go first): a few megabytes."""


class Deliveries:
    """The interaction ids handled lately, oldest first."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._seen: OrderedDict[int, float] = OrderedDict()

    def first(self, interaction: discord.Interaction[Any]) -> bool:
        """Whether this is the first delivery of ``interaction`` (it is then noted)."""
        now = self._clock()
        seen = self._seen
        while seen and (len(seen) >= MOST or next(iter(seen.values())) < now - KEEP_SECONDS):
            seen.popitem(last=False)
        if interaction.id in seen:
            data: dict[str, Any] = dict(interaction.data or {})
            what = data.get("custom_id") or data.get("name") or interaction.type.name
            log.debug("interaction %s (%s) was delivered again; ignored", interaction.id, what)
            return False
        seen[interaction.id] = now
        return True


class OnceTree(app_commands.CommandTree[Any]):
    """discord.py's command tree, running each slash command once. Its
    :attr:`deliveries` are the bot's: a press is handled once too."""

    def __init__(self, client: Any, **options: Any) -> None:
        super().__init__(client, **options)
        self.deliveries = Deliveries()

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        return self.deliveries.first(interaction)
