"""``/spit leaderboard`` and its page buttons.

A leaderboard is one public message: a page of one game's ranked players, on this
server or everywhere, with the caller's own row on every page. Its ◀️ ▶️ buttons
page through it in place for anyone who presses them: the press redraws that
message (type 7) with the page asked for, still showing the caller's row.

Each button's custom_id names the scope, the game, the page it leads to and the
caller (:func:`.ids.leaderboard_id`), so a press is routed by its id alone
(:func:`.ids.route`) and needs no stored view, across restarts too. A press is
judged by the message it was pressed on: an id that message does not show (forged,
or pressed on another message) is refused privately and edits nothing. A page out of
range (a ladder that shrank since the message was drawn; a disabled button's id) is
clamped to the ladder's first or last page by the store.
"""

from __future__ import annotations

from typing import Any

import discord

from ..store import Store
from . import ids, standings
from .ports import Words
from .replies import Refusal

Interaction = discord.Interaction[Any]
PAGE_SIZE = 10
"""Players on one page: ten lines and the caller's own fit one embed anywhere."""


class Leaderboards:
    def __init__(self, store: Store, words: Words) -> None:
        self.store = store
        self.words = words

    async def show(self, interaction: Interaction, game: str, everywhere: bool, page: int) -> None:
        """The command: a new leaderboard message, from ``page`` (clamped)."""
        await interaction.response.defer(thinking=True)  # the database answers within 15 min
        embed, view = await self._drawn(interaction, game, everywhere, page, interaction.user.id)
        await interaction.followup.send(
            embed=embed, view=view or discord.utils.MISSING, allowed_mentions=standings.NOBODY
        )

    async def on_page(
        self, interaction: Interaction, everywhere: bool, game: str, page: int, caller: int
    ) -> None:
        """A page button: that leaderboard message redrawn at ``page`` (type 7)."""
        ids.check_standings_button(interaction.message, ids.custom_id(interaction), game)
        embed, view = await self._drawn(interaction, game, everywhere, page, caller)
        await interaction.response.edit_message(
            embed=embed, view=view, allowed_mentions=standings.NOBODY
        )

    async def _drawn(
        self, interaction: Interaction, game: str, everywhere: bool, page: int, caller: int
    ) -> tuple[discord.Embed, discord.ui.View | None]:
        guild = interaction.guild
        guild_id = interaction.guild_id
        if guild_id is None:
            raise Refusal("refusal-unknown-button")
        scope = None if everywhere else guild_id
        board = await self.store.leaderboard(scope, page, PAGE_SIZE, caller, game=game)
        tr = self.words.public(guild_id)
        server = None if everywhere else (guild.name if guild is not None else "")
        embed = standings.leaderboard_embed(board, game, server, tr)
        return embed, standings.leaderboard_view(board, caller, tr)
