"""Challenges: ``/spit challenge @user`` posts one, its buttons answer it, and it says
so when it expires. Their messages are written here alone: a challenge's message is
written once by its answer, or once when it expires (a match's messages are its
keeper's, from the moment it is accepted)."""

from __future__ import annotations

import logging
from typing import Any

import discord

from ..engine import AnyGame
from ..runtime import Challenge, MatchRegistry, Player
from . import ids
from .i18n import CommandName
from .keepers import Keepers
from .permissions import check_permissions
from .plugins import ui_of
from .ports import Words
from .pressed import Interaction, Pressed
from .replies import Refusal
from .shared_render import relative_time
from .transport import Client

log = logging.getLogger(__name__)


def player_of(user: discord.abc.User) -> Player:
    return Player(user.id, user.display_name)


def invitee_only(invitee: discord.abc.Snowflake) -> discord.AllowedMentions:
    """A challenge pings its invitee, and nobody else whatever its text says."""
    return discord.AllowedMentions(everyone=False, roles=False, users=[invitee], replied_user=False)


class Challenges:
    def __init__(
        self, registry: MatchRegistry, keepers: Keepers, words: Words, client: Client
    ) -> None:
        self.registry = registry
        self.keepers = keepers
        self.words = words
        self.client = client

    async def challenge(
        self,
        interaction: Interaction,
        opponent: discord.abc.User,
        game: AnyGame,
        variant: Any,
        window_ms: int | None = None,
    ) -> None:
        """``/spit challenge``: post a challenge to ``opponent``, pinging them alone."""
        if interaction.guild is None or interaction.channel_id is None:
            raise Refusal("refusal-dm", spit=CommandName())
        if opponent.id == interaction.user.id:
            raise Refusal("refusal-challenge-yourself", practice=CommandName(("practice",)))
        if opponent.bot:
            raise Refusal(
                "refusal-challenge-bot",
                name=opponent.display_name,
                practice=CommandName(("practice",)),
            )
        check_permissions(interaction)
        challenge = await self.registry.challenge(
            channel_id=interaction.channel_id,
            guild_id=interaction.guild.id,
            challenger=player_of(interaction.user),
            invitee=player_of(opponent),
            variant=variant,
            game=game,
            window_ms=window_ms,
        )
        tr = self.words.public(interaction.guild.id)
        challenge_id = challenge.challenge_id
        accept = ids.Button(ids.challenge_id(challenge_id, True), tr("challenge-accept"),
                            discord.ButtonStyle.success)  # fmt: skip
        decline = ids.Button(ids.challenge_id(challenge_id, False), tr("challenge-decline"))
        text = tr(
            "challenge-text",
            invitee=str(opponent.id),
            challenger=challenge.challenger.name,
            game=game.name,
            variant=ui_of(game.name).describe(variant, tr),
            expires=relative_time(challenge.expires_ms),
        )
        response = await interaction.response.send_message(
            text, view=ids.buttons([[accept, decline]]), allowed_mentions=invitee_only(opponent)
        )
        shown = response.resource
        if isinstance(shown, discord.InteractionMessage):
            self.registry.challenge_shown(challenge_id, shown.id)

    async def on_answer(self, interaction: Interaction, challenge_id: str, accept: bool) -> None:
        """Accept or Decline pressed (or the challenger withdrawing it)."""
        # Only the challenge's own message is ever answered: an id pressed elsewhere
        # (forged, on a live board) edits nothing.
        pressed = Pressed(interaction, self.words.private(interaction))
        pressed.shown_here("reason-no-such-challenge")
        pending = self.registry.pending_challenge(challenge_id)
        if pending is None:  # expired or answered, its message not yet saying so
            await _says(interaction, pressed.tr("reason-no-such-challenge"))
            return
        user = pressed.user_id
        if user != pending.invitee.user_id and not (
            user == pending.challenger.user_id and not accept
        ):
            raise Refusal("refusal-only-invitee", invitee=pending.invitee.name)
        if accept:  # refuse before the challenge is used up, so it can be accepted later
            check_permissions(interaction)
        tr = self.words.public(pending.guild_id)
        if not accept:
            how = "withdrawn" if user == pending.challenger.user_id else "declined"
            await self.registry.take_challenge(challenge_id, how)
            await _says(interaction, tr(f"challenge-{how}", name=pressed.name))
            return
        actor = await self.registry.accept_challenge(challenge_id, player_of(interaction.user))
        self.keepers.started(actor.info, interaction)
        text = tr("challenge-accepted", invitee=pending.invitee.name,
                  challenger=pending.challenger.name)  # fmt: skip
        hint = ui_of(pending.game_name).ready_hint(tr, both=True)
        await _says(interaction, f"{text} {hint}")

    async def expired(self, challenge: Challenge) -> None:
        """The challenge's message says it expired (its buttons taken off)."""
        if challenge.message_id is None:
            return
        tr = self.words.public(challenge.guild_id)
        text = tr("challenge-expired", challenger=challenge.challenger.name,
                  invitee=challenge.invitee.name)  # fmt: skip
        channel = self.client.get_partial_messageable(challenge.channel_id)
        try:
            await channel.get_partial_message(challenge.message_id).edit(content=text, view=None)
        except discord.HTTPException as error:
            log.info("could not mark challenge %s expired: %s", challenge.challenge_id, error)


async def _says(interaction: Interaction, text: str) -> None:
    """The challenge's message says how it was answered; if a moderator deleted it just
    then (10008), the channel is told in a fresh message instead."""
    try:
        await interaction.response.edit_message(content=text, view=None)
    except discord.NotFound as error:
        if error.code != 10008:
            raise
        await interaction.response.send_message(text)
