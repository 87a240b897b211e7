"""``/spit flags``: the server's matches flagged for auto-clicking, and a moderator's
decision (issue 20, :mod:`spitbot.runtime.clicker`).

Only members with Manage Server see them (anyone else is refused privately); the
flagged player is never told. A flagged match is held out of ratings: clearing it
rates it then (once), confirming it keeps it unrated. A match is named by the first
characters of its id, as the list shows it.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import discord

from ..store import FlagDecision, FlagRecord, Store
from .i18n import Catalog, CommandWords, in_code
from .ports import Words
from .replies import Refusal
from .shared_render import relative_time

Interaction = discord.Interaction[Any]
SHOWN_ID = 8  # characters of a match id the list shows and a decision names
MOST = 10  # flagged matches listed in one reply (the oldest first)


def flag_lines(flags: Sequence[FlagRecord], tr: Catalog) -> list[str]:
    """One line per flagged player, with the timing evidence."""
    return [
        tr(
            "flags-entry",
            match=flag.match_id[:SHOWN_ID],
            game=flag.game,
            player=str(flag.user_id),
            rule=flag.rule,
            count=len(flag.reactions),
            reactions=", ".join(str(ms) for ms in flag.reactions),
            mean=round(flag.mean_ms),
            spread=round(flag.spread_ms),
        )
        + " · "
        + relative_time(round(flag.flagged_at.timestamp() * 1000))
        for flag in flags
    ]


def flags_text(flags: Sequence[FlagRecord], tr: Catalog, words: CommandWords) -> str:
    if not flags:
        return tr("flags-none")
    shown = [f for f in flags if f.match_id in {g.match_id for g in flags[:MOST]}]
    how = tr(
        "flags-how",
        command=words.command("flags"),
        match=words.option("match"),
        clear=words.option("decision", "clear"),
        confirm=words.option("decision", "confirm"),
    )
    return "\n".join([tr("flags-heading"), *flag_lines(shown, tr), "", how])


async def flags_command(
    store: Store, speech: Words, interaction: Interaction, match: str | None, decision: str | None
) -> None:
    """List the server's held flags, or decide one match's (Manage Server only)."""
    assert interaction.guild is not None
    if not interaction.permissions.manage_guild:
        raise Refusal("refusal-flags-need-manage")
    tr, words = speech.private(interaction), speech.commands(interaction)
    held = await store.flags(interaction.guild.id)
    if match is None or decision is None:
        if match is not None or decision is not None:
            raise Refusal("refusal-flags-both", match=words.option("match"),
                          decision=words.option("decision"))  # fmt: skip
        await interaction.response.send_message(flags_text(held, tr, words), ephemeral=True)
        return
    wanted = match.strip().lower()
    ids = sorted({f.match_id for f in held if wanted and f.match_id.startswith(wanted)})
    if len(ids) != 1:
        typed = in_code(match.strip()[: SHOWN_ID * 4])  # shown in code, as typed
        raise Refusal("flags-not-found", match=typed)
    cleared, now = decision == "clear", datetime.now(UTC)
    for flag in (f for f in held if f.match_id == ids[0]):
        await store.decide_flag(
            FlagDecision(flag.match_id, flag.user_id, cleared, interaction.user.id, now)
        )
    said = "flags-cleared" if cleared else "flags-confirmed"
    await interaction.response.send_message(tr(said, match=ids[0][:SHOWN_ID]), ephemeral=True)
