"""Every button ends here, routed by its custom_id (:func:`.ids.route`): the controller
hands each press to what handles it, and answers any error through the central handler
(:mod:`.replies`), so every press is answered exactly once.

- a match's boards and panels: :mod:`.presses`;
- resigning: :mod:`.resigning`; a rematch: :mod:`.rematches`;
- a challenge's Accept and Decline: :mod:`.challenges`;
- a leaderboard's pages, a result card's My stats, /spit privacy's buttons: their
  replies (:mod:`.leaderboards`, :mod:`.player_stats`, :mod:`.privacy`).

It holds no state and writes nothing itself: a match's messages are its keeper's.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from typing import Protocol

import discord

from .challenges import Challenges
from .ports import Words
from .pressed import Interaction
from .presses import Presses
from .rematches import Rematches
from .replies import handle_error, tell
from .resigning import Resigning

log = logging.getLogger(__name__)


class PageButtons(Protocol):
    async def on_page(
        self, interaction: Interaction, everywhere: bool, game: str, page: int, caller: int
    ) -> None: ...


class StatsButtons(Protocol):
    async def on_button(self, interaction: Interaction, game: str) -> None: ...


class PrivacyButtons(Protocol):
    async def on_button(self, interaction: Interaction, owner: int, step: str) -> None: ...


class EventButtons(Protocol):
    async def on_button(self, interaction: Interaction, event_id: str, step: str) -> None: ...


class Controller:
    def __init__(
        self,
        words: Words,
        presses: Presses,
        resigning: Resigning,
        rematches: Rematches,
        challenges: Challenges,
        leaderboards: PageButtons,
        stats: StatsButtons,
        privacy: PrivacyButtons,
        events: EventButtons | None = None,
    ) -> None:
        self.words = words
        self.presses = presses
        self.resigning = resigning
        self.rematches = rematches
        self.challenges = challenges
        self.leaderboards = leaderboards
        self.stats = stats
        self.privacy = privacy
        self.events = events

    async def _answered(self, interaction: Interaction, work: Awaitable[None]) -> None:
        """Run a press's handler; any error is answered privately (or logged)."""
        try:
            await work
        except Exception as error:
            words = self.words
            await handle_error(
                interaction, error, words.private(interaction), words.commands(interaction)
            )

    async def on_action(
        self, interaction: Interaction, match_id: str, round_no: int, payload: str
    ) -> None:
        await self._answered(
            interaction, self.presses.on_board(interaction, match_id, round_no, payload)
        )

    async def on_panel(self, interaction: Interaction, match_id: str) -> None:
        await self._answered(interaction, self.presses.on_panel(interaction, match_id))

    async def on_resign_asked(self, interaction: Interaction, match_id: str) -> None:
        await self._answered(interaction, self.resigning.on_asked(interaction, match_id))

    async def on_resign_confirmed(self, interaction: Interaction, match_id: str, yes: bool) -> None:
        await self._answered(interaction, self.resigning.on_confirmed(interaction, match_id, yes))

    async def on_rematch(self, interaction: Interaction, match_id: str) -> None:
        await self._answered(interaction, self.rematches.on_rematch(interaction, match_id))

    async def on_table(self, interaction: Interaction, match_id: str) -> None:
        """Issue 28.4: "Open the table" launches the application's Activity for the
        presser (LAUNCH_ACTIVITY, discord.py's own); if Discord refuses (Activities not
        enabled for the application), the presser is told privately."""
        try:
            await interaction.response.launch_activity()
        except discord.HTTPException as error:
            log.info("the table could not be launched (%s %s)", error.status, error.code)
            await tell(interaction, self.words.private(interaction)("table-not-here"))

    async def on_challenge_answer(
        self, interaction: Interaction, challenge_id: str, accept: bool
    ) -> None:
        await self._answered(
            interaction, self.challenges.on_answer(interaction, challenge_id, accept)
        )

    async def on_leaderboard_page(
        self, interaction: Interaction, everywhere: bool, game: str, page: int, caller: int
    ) -> None:
        await self._answered(
            interaction,
            self.leaderboards.on_page(interaction, everywhere, game, page, caller),
        )

    async def on_stats(self, interaction: Interaction, game: str) -> None:
        await self._answered(interaction, self.stats.on_button(interaction, game))

    async def on_privacy(self, interaction: Interaction, owner: int, step: str) -> None:
        await self._answered(interaction, self.privacy.on_button(interaction, owner, step))

    async def on_event(self, interaction: Interaction, event_id: str, step: str) -> None:
        if self.events is None:
            await self.on_foreign_component(interaction)
            return
        await self._answered(interaction, self.events.on_button(interaction, event_id, step))

    async def on_foreign_component(self, interaction: Interaction) -> None:
        """A button we did not make (or a forged id): refuse privately, change nothing."""
        await tell(interaction, self.words.private(interaction)("refusal-unknown-button"))
