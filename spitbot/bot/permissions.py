"""What the bot needs in a channel to run a game there, checked before a match
starts from ``interaction.app_permissions`` (sent with every interaction, so it
costs no request), and named when something is missing."""

from __future__ import annotations

from typing import Any

import discord

from .replies import Refusal

NEEDED = ("view_channel", "send_messages", "embed_links")
"""A board is a message with an embed and buttons, posted and edited by the bot."""

IN_THREADS = ("view_channel", "send_messages_in_threads", "embed_links")
"""In a thread, posting takes Send Messages in Threads instead of Send Messages."""

FOR_THREADS = ("view_channel", "create_public_threads", "send_messages_in_threads", "embed_links")
"""A match started in a new public thread of a channel (the queue's, an event's): the
bot makes the thread there, then posts its board in it."""

PICTURES = ("attach_files",)
"""The pictures of ``/spit stats`` and ``/spit series`` (without it, their words only)."""


def missing(permissions: discord.Permissions, in_thread: bool) -> list[str]:
    """The permissions a board needs that ``permissions`` lacks, by their API names."""
    needed = IN_THREADS if in_thread else NEEDED
    return [name for name in needed if not getattr(permissions, name)]


def check_permissions(interaction: discord.Interaction[Any]) -> None:
    """Refuse, naming the first missing permission, when a board could not be posted."""
    in_thread = isinstance(interaction.channel, discord.Thread)
    lacking = missing(interaction.app_permissions, in_thread)
    if lacking:
        raise Refusal("refusal-missing-permission", permission=lacking[0])


def check_thread_permissions(interaction: discord.Interaction[Any]) -> None:
    """Refuse, naming the first missing permission, when a match could not be started in
    a new public thread of the interaction's channel (of its parent, in a thread: a
    thread's permissions are its channel's)."""
    lacking = [name for name in FOR_THREADS if not getattr(interaction.app_permissions, name)]
    if lacking:
        raise Refusal("refusal-missing-permission", permission=lacking[0])


def invite_permissions() -> discord.Permissions:
    """What the invite link asks for: everything a board needs, in channels and threads,
    the threads the queue's matches are played in, and the pictures."""
    wanted = {*NEEDED, *IN_THREADS, *FOR_THREADS, *PICTURES}
    return discord.Permissions(**dict.fromkeys(wanted, True))
