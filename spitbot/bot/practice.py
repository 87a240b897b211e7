"""``/spit practice``: a match against the bot, at a difficulty (unrated)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine import AnyGame
from ..runtime import Difficulty, MatchRegistry, Player
from .challenges import player_of
from .i18n import Catalog, CommandName
from .keepers import Keepers
from .permissions import check_permissions
from .plugins import ui_of
from .ports import Words
from .pressed import Interaction, Pressed
from .replies import Refusal


class Practice:
    def __init__(
        self, registry: MatchRegistry, keepers: Keepers, words: Words, me: Callable[[], int]
    ) -> None:
        self.registry = registry
        self.keepers = keepers
        self.words = words
        self.me = me  # the bot's own user id: the practice opponent's seat

    def bot_player(self, difficulty: Difficulty, tr: Catalog) -> Player:
        return Player(self.me(), tr("bot-name", level=difficulty.value), difficulty)

    async def start(
        self,
        interaction: Interaction,
        game: AnyGame,
        difficulty: Difficulty,
        variant: Any,
        window_ms: int | None = None,
    ) -> None:
        if interaction.guild is None or interaction.channel_id is None:
            raise Refusal("refusal-dm", spit=CommandName())
        check_permissions(interaction)
        tr = self.words.public(interaction.guild.id)
        actor = await self.registry.start(
            channel_id=interaction.channel_id,
            guild_id=interaction.guild.id,
            players=(player_of(interaction.user), self.bot_player(difficulty, tr)),
            variant=variant,
            game=game,
            rated=False,
            window_ms=window_ms,
        )
        self.keepers.started(actor.info, interaction)
        pressed = Pressed(interaction, self.words.private(interaction))
        mine = pressed.tr
        hint = ui_of(game.name).ready_hint(mine, both=False)
        await pressed.tell(f"{mine('practice-started', level=difficulty.value)} {hint}")
