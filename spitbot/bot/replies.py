"""Answering interactions: exactly one acknowledgement each, and one central
error handler.

Known errors (a refusal with a reason for the player) become a friendly
private reply in the presser's language; anything else is logged with its
traceback and the user gets a short apology. Either way the interaction is
answered, so nobody ever sees "This interaction failed".
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands

from ..engine import Coded, IllegalAction
from ..runtime import RuntimeRefusal
from .i18n import Catalog, Catalogs, CommandWords, say

log = logging.getLogger(__name__)
_ENGLISH_NAMES = Catalogs(("en",))


class Refusal(Exception):
    """A friendly no, shown privately: a catalog message and its placeholders, or a
    coded reason from the engine or runtime (with the match's player names)."""

    def __init__(
        self,
        message_id: str = "",
        /,
        *,
        reason: Coded | None = None,
        names: Sequence[str] = ("", ""),
        game: str | None = None,
        **args: Any,
    ) -> None:
        super().__init__(message_id or (reason.code if reason else ""))
        self.message_id = message_id
        self.reason = reason
        self.names = tuple(names)
        self.game = game
        self.placeholders = args

    def text(self, tr: Catalog, words: CommandWords | None = None) -> str:
        """The refusal in ``tr``'s language; ``words`` names commands as the presser's
        Discord client shows them (English when not given)."""
        if self.reason is not None:
            return say(self.reason, tr, self.names, self.game)
        words = words or CommandWords(_ENGLISH_NAMES, None)
        args = {key: words.word(value) for key, value in self.placeholders.items()}
        return tr(self.message_id, game=self.game, **args)


def user_message(error: BaseException, tr: Catalog, words: CommandWords) -> str | None:
    """The friendly text for a known error, else None."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    if isinstance(error, Refusal):
        return error.text(tr, words)
    if isinstance(error, RuntimeRefusal | IllegalAction):
        return say(error, tr)
    if isinstance(error, app_commands.NoPrivateMessage):
        return tr("refusal-dm", spit=words.command())
    if isinstance(error, app_commands.CheckFailure | app_commands.TransformerError):
        return tr("refusal-bad-option")
    return None


async def tell(interaction: discord.Interaction[Any], text: str) -> None:
    """Say ``text`` privately to whoever caused ``interaction``, acknowledging it if needed."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


async def handle_error(
    interaction: discord.Interaction[Any], error: BaseException, tr: Catalog, words: CommandWords
) -> None:
    """The one place errors from commands and buttons end up."""
    text = user_message(error, tr, words)
    if text is None:
        command = interaction.command.qualified_name if interaction.command else None
        data: dict[str, Any] = dict(interaction.data or {})
        log.error(
            "unexpected error in interaction %s (command=%s, custom_id=%s)",
            interaction.id,
            command,
            data.get("custom_id"),
            exc_info=error,
        )
        text = tr("apology")
    try:
        await tell(interaction, text)
    except discord.HTTPException:
        log.warning("could not tell user %s about an error", interaction.user.id)
