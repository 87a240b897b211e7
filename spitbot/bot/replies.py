"""Answering interactions: exactly one acknowledgement each, and one central
error handler.

Known errors (a refusal with a reason for the player) become a friendly
private reply; anything else is logged with its traceback and the user gets
a short apology. Either way the interaction is answered, so nobody ever sees
"This interaction failed".
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from ..engine import IllegalAction
from ..runtime import RuntimeRefusal

log = logging.getLogger(__name__)

APOLOGY = "Sorry, something went wrong on our side. It has been logged; please try again."


class Refusal(Exception):
    """A friendly no: ``str(error)`` is shown to the user privately."""


KNOWN = (Refusal, RuntimeRefusal, IllegalAction)


async def tell(interaction: discord.Interaction[Any], text: str) -> None:
    """Say ``text`` privately to whoever caused ``interaction``, acknowledging it if needed."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


def user_message(error: BaseException) -> str | None:
    """The friendly text for a known error, else None."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    if isinstance(error, KNOWN):
        return str(error)
    if isinstance(error, app_commands.NoPrivateMessage):
        return "Spit is played in a server channel: use this command there."
    if isinstance(error, app_commands.CheckFailure | app_commands.TransformerError):
        return str(error) or "That option isn't valid here."
    return None


async def handle_error(interaction: discord.Interaction[Any], error: BaseException) -> None:
    """The one place errors from commands and buttons end up."""
    text = user_message(error)
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
        text = APOLOGY
    try:
        await tell(interaction, text)
    except discord.HTTPException:
        log.warning("could not tell user %s about an error", interaction.user.id)
