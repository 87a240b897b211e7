"""``/spit privacy``: what SpitBot keeps about the person asking, and erasing it (issue 25).

The reply is private (ephemeral) and in the asker's language: each kind of thing kept,
why, and their own counts (``Store.privacy_report``). Its **Erase my data…** button
asks once more, on the same message (type 7): **Yes, erase everything** erases
(``Store.forget_player``: their matches stay in their opponents' histories, shown as
"a deleted player"), **No, keep it** changes nothing. Every button's custom_id names
the person it is for (:func:`.ids.privacy_id`); anyone else pressing it (a forged id,
or a modified client) is refused privately and nothing is erased, and so is an id the
pressed message does not show.

Nothing is erased while the person plays (a live match on any shard, an open
challenge): they are asked to finish or resign first; the store checks it again in the
transaction that erases. Playing again later is a fresh start. What SpitBot holds in
memory about a finished match (its board, a rematch offer) lasts minutes and is not
written back; what it posted in channels stays there (the server's moderators can
delete it). ``docs/privacy.md`` says all of this for server owners.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import discord

from ..runtime import MatchRegistry
from ..store import PlayerInPlay, PrivacyReport, SeriesView, Store
from . import ids
from .i18n import Catalog, CommandWords
from .ports import Words
from .replies import Refusal

Interaction = discord.Interaction[Any]
NOBODY = discord.AllowedMentions.none()


def report_text(report: PrivacyReport, tr: Catalog, words: CommandWords, name: str) -> str:
    """What SpitBot keeps about the person, and why: one line per kind, with their
    counts. ``name`` is how the store last had them, written as plain text."""
    if report.empty:
        return "\n".join([tr("privacy-title"), tr("privacy-nothing")])
    lines: list[str] = [tr("privacy-title"), tr("privacy-id")]
    if report.name is not None:
        lines.append(tr("privacy-name", name=name))
    lines.append(
        tr("privacy-matches", finished=report.finished_matches, other=report.other_matches,
           series=report.series)
    )  # fmt: skip
    lines.append(tr("privacy-ratings", ratings=report.ratings, changes=report.rating_changes))
    lines.append(tr("privacy-challenges", challenges=report.challenges))
    # The flagged player is not told (docs/decisions.md): whether any flag is about
    # them is not said, only that such reaction times may be kept.
    lines.append(tr("privacy-flags"))
    if report.flag_decisions:
        lines.append(tr("privacy-decisions", decisions=report.flag_decisions))
    lines += [tr("privacy-settings"), tr("privacy-kept-until")]
    if report.events:
        lines.append(tr("privacy-events", events=report.events))
    if report.live_match or report.open_challenge or report.live_event:
        lines.append(_in_play(report.live_match, words, report.live_event).text(tr, words))
    else:
        lines.append(tr("privacy-erase-how"))
    return "\n".join(lines)


def plain(name: str) -> str:
    """A name as written: no markdown, no mention."""
    return discord.utils.escape_mentions(discord.utils.escape_markdown(name))


def _in_play(live_match: bool, words: CommandWords, live_event: bool = False) -> Refusal:
    if live_event and not live_match:
        return Refusal("refusal-privacy-in-event")
    if live_match:
        return Refusal("refusal-privacy-in-match", resign=words.command("resign"))
    return Refusal("refusal-privacy-challenge")


def _erase_button(user_id: int, tr: Catalog) -> discord.ui.View:
    erase = ids.Button(
        ids.privacy_id(user_id, "erase"), tr("privacy-button-erase"), discord.ButtonStyle.danger
    )
    return ids.buttons([[erase]])


class Privacy:
    """The report and its buttons, for the person asking alone."""

    def __init__(self, store: Store, registry: MatchRegistry, words: Words) -> None:
        self.store = store
        self.registry = registry
        self.words = words

    async def command(self, interaction: Interaction) -> None:
        """The report, privately, with the erase button when there is anything to erase."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        user = interaction.user
        report = await self.store.privacy_report(user.id)
        tr, words = self.words.private(interaction), self.words.commands(interaction)
        text = report_text(report, tr, words, plain(report.name or ""))
        if report.empty or report.live_match or report.open_challenge or report.live_event:
            await interaction.followup.send(text, ephemeral=True, allowed_mentions=NOBODY)
            return
        await interaction.followup.send(
            text, view=_erase_button(user.id, tr), ephemeral=True, allowed_mentions=NOBODY
        )

    def _busy_here(self, user_id: int) -> bool | None:
        """Whether the person is in this process's own live match (True) or open challenge
        (False), else None. The database is asked again when erasing: a match on another
        shard, or one this process has not saved yet."""
        if self.registry.of_player(user_id) is not None:
            return True
        for challenge in self.registry.open_challenges():
            people = (challenge.challenger, challenge.invitee)
            if user_id in (p.user_id for p in people if p is not None):
                return False
        return None

    async def on_button(self, interaction: Interaction, owner: int, step: str) -> None:
        """``erase``: ask once more; ``yes``: erase; ``no``: keep. Only for ``owner``."""
        tr, words = self.words.private(interaction), self.words.commands(interaction)
        if interaction.user.id != owner:  # a stranger: never erases anyone
            raise Refusal("refusal-privacy-not-yours", privacy=words.command("privacy"))
        # Answered already when the message has lost its buttons.
        answered = Refusal("refusal-privacy-answered", privacy=words.command("privacy"))
        ids.shown_here(interaction.message, ids.custom_id(interaction), gone=answered)
        if step == "no":
            await interaction.response.edit_message(content=tr("privacy-kept"), view=None)
            return
        live = self._busy_here(owner)
        if live is not None:
            raise _in_play(live, words)
        if step == "erase":
            confirm = [
                ids.Button(ids.privacy_id(owner, "yes"), tr("privacy-confirm-yes"),
                           discord.ButtonStyle.danger),
                ids.Button(ids.privacy_id(owner, "no"), tr("privacy-confirm-no")),
            ]  # fmt: skip
            await interaction.response.edit_message(
                content=tr("privacy-confirm"), view=ids.buttons([confirm])
            )
            return
        await interaction.response.defer()  # erasing a long history may take a while
        try:
            await self.store.forget_player(owner)
        except PlayerInPlay as error:  # on another shard, or just begun: the buttons stay
            raise _in_play(error.live_match, words, error.live_event) from None
        await interaction.edit_original_response(content=tr("privacy-erased"), view=None)


def shown_seats(view: SeriesView, tr: Catalog) -> SeriesView:
    """A series whose seat was a person who erased their data names that seat in the
    reader's words ("a deleted player"); the store keeps no name for it."""
    seats = [
        dataclasses.replace(seat, name=tr("player-deleted")) if seat.deleted else seat
        for seat in (view.seat0, view.seat1)
    ]
    return dataclasses.replace(view, seat0=seats[0], seat1=seats[1])
