"""Challenges: ``/spit challenge @user`` posts one, its buttons answer it, and it says
so when it expires. ``/spit challenge`` without an opponent posts an open challenge:
anyone in the server may accept it, first come (of two accepts at once exactly one wins,
the registry and the store settle it; the other is told who was quicker), or, with
``range:``, anyone rated within that many points of the challenger; only its challenger
withdraws it. Their messages are written here alone: a challenge's message is
written once by its answer, or once when it expires (a match's messages are its
keeper's, from the moment it is accepted)."""

from __future__ import annotations

import logging
from typing import Any, Protocol

import discord

from ..engine import AnyGame
from ..runtime import Challenge, MatchRegistry, NoSuchChallenge, Player
from . import ids
from .i18n import CommandName, Markdown
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


RANGE_LIMITS = (50, 1000)
"""An open challenge's rating range (``range:``): at least ±50, at most ±1000."""


class Ratings(Protocol):
    """The store's ratings, as an open challenge asks for them."""

    async def rating(self, user_id: int, guild_id: int | None, *, game: str) -> int: ...


class Challenges:
    def __init__(
        self,
        registry: MatchRegistry,
        keepers: Keepers,
        words: Words,
        client: Client,
        ratings: Ratings,
    ) -> None:
        self.registry = registry
        self.keepers = keepers
        self.words = words
        self.client = client
        self.ratings = ratings

    async def challenge(
        self,
        interaction: Interaction,
        opponent: discord.abc.User | None,
        game: AnyGame,
        variant: Any,
        window_ms: int | None = None,
        rating_range: int | None = None,
    ) -> None:
        """``/spit challenge``: post a challenge to ``opponent``, pinging them alone; or,
        without one, an open challenge anyone in the server may accept (first come),
        only players rated within ``rating_range`` of the challenger if given."""
        if interaction.guild is None or interaction.channel_id is None:
            raise Refusal("refusal-dm", spit=CommandName())
        if opponent is not None:
            _check_opponent(interaction, opponent, rating_range)
        elif rating_range is not None and not (RANGE_LIMITS[0] <= rating_range <= RANGE_LIMITS[1]):
            low, high = RANGE_LIMITS
            raise Refusal("refusal-range-bad", low=str(low), high=str(high))
        check_permissions(interaction)
        guild_id = interaction.guild.id
        rating: int | None = None
        bounds: tuple[int, int] | None = None
        if opponent is None:
            rating = await self._rating(interaction.user.id, guild_id, game.name)
            if rating_range is not None:
                bounds = (rating - rating_range, rating + rating_range)
        challenge = await self.registry.challenge(
            channel_id=interaction.channel_id,
            guild_id=guild_id,
            challenger=player_of(interaction.user),
            invitee=None if opponent is None else player_of(opponent),
            variant=variant,
            game=game,
            window_ms=window_ms,
            rating_range=bounds,
        )
        tr = self.words.public(guild_id)
        challenge_id = challenge.challenge_id
        accept = ids.Button(ids.challenge_id(challenge_id, True), tr("challenge-accept"),
                            discord.ButtonStyle.success)  # fmt: skip
        label = "challenge-withdraw" if opponent is None else "challenge-decline"
        decline = ids.Button(ids.challenge_id(challenge_id, False), tr(label))
        shown = {
            "challenger": challenge.challenger.name,
            "game": game.name,
            "variant": ui_of(game.name).describe(variant, tr),
            "expires": relative_time(challenge.expires_ms),
        }
        if opponent is None:
            text = tr("challenge-open-text", rating=str(rating), **shown)
            if bounds is not None:
                limits = tr("challenge-open-range", low=str(bounds[0]), high=str(bounds[1]))
                text = Markdown(f"{text}\n{limits}")
            pinged = discord.AllowedMentions.none()
        else:
            text = tr("challenge-text", invitee=str(opponent.id), **shown)
            pinged = invitee_only(opponent)
        response = await interaction.response.send_message(
            text, view=ids.buttons([[accept, decline]]), allowed_mentions=pinged
        )
        posted = response.resource
        if isinstance(posted, discord.InteractionMessage):
            self.registry.challenge_shown(challenge_id, posted.id)

    async def _rating(self, user_id: int, guild_id: int, game: str) -> int:
        try:
            return await self.ratings.rating(user_id, guild_id, game=game)
        except Exception as error:  # the database down: the newcomer's rating
            log.warning("rating of %s unavailable (%s)", user_id, error)
            return FALLBACK_RATING

    async def on_answer(self, interaction: Interaction, challenge_id: str, accept: bool) -> None:
        """Accept or Decline pressed (or the challenger withdrawing it)."""
        # Only the challenge's own message is ever answered: an id pressed elsewhere
        # (forged, on a live board) edits nothing.
        pressed = Pressed(interaction, self.words.private(interaction))
        pressed.shown_here("reason-no-such-challenge")
        pending = self.registry.pending_challenge(challenge_id)
        if pending is None:  # expired or answered, its message not yet saying so
            first = self.registry.taken_by(challenge_id)
            if first is not None and first.user_id != pressed.user_id:  # taken first
                raise Refusal("refusal-open-taken", name=first.name, play=CommandName(("play",)))
            await _says(interaction, pressed.tr("reason-no-such-challenge"))
            return
        user = pressed.user_id
        challenger = pending.challenger
        if pending.invitee is None:
            await self._check_taker(interaction, pending, accept)
        elif user != pending.invitee.user_id and not (user == challenger.user_id and not accept):
            raise Refusal("refusal-only-invitee", invitee=pending.invitee.name)
        if accept:  # refuse before the challenge is used up, so it can be accepted later
            check_permissions(interaction)
        tr = self.words.public(pending.guild_id)
        if not accept:
            how = "withdrawn" if user == challenger.user_id else "declined"
            await self.registry.take_challenge(challenge_id, how)
            await _says(interaction, tr(f"challenge-{how}", name=pressed.name))
            return
        taker = player_of(interaction.user)
        try:
            actor = await self.registry.accept_challenge(challenge_id, taker)
        except NoSuchChallenge:
            quicker = self.registry.taken_by(challenge_id)
            if quicker is None:
                raise
            raise Refusal(
                "refusal-open-taken", name=quicker.name, play=CommandName(("play",))
            ) from None
        self.keepers.started(actor.info, interaction)
        if pending.invitee is None:
            text = tr("challenge-open-accepted", taker=taker.name, challenger=challenger.name)
        else:
            text = tr("challenge-accepted", invitee=pending.invitee.name,
                      challenger=challenger.name)  # fmt: skip
        hint = ui_of(pending.game_name).ready_hint(tr, both=True)
        await _says(interaction, f"{text} {hint}")

    async def _check_taker(
        self, interaction: Interaction, pending: Challenge, accept: bool
    ) -> None:
        """Who may answer an open challenge: anyone but its challenger accepts it (within
        its rating range); only its challenger withdraws it."""
        user = interaction.user.id
        mine = user == pending.challenger.user_id
        if not accept:
            if not mine:
                raise Refusal("refusal-open-withdraw", challenger=pending.challenger.name)
            return
        if mine:
            raise Refusal("refusal-open-own")
        if pending.rating_range is not None:
            low, high = pending.rating_range
            rating = await self._rating(user, pending.guild_id or 0, pending.game_name)
            if not low <= rating <= high:
                raise Refusal("refusal-open-range", low=str(low), high=str(high),
                              rating=str(rating))  # fmt: skip

    async def expired(self, challenge: Challenge) -> None:
        """The challenge's message says it expired (its buttons taken off)."""
        if challenge.message_id is None:
            return
        tr = self.words.public(challenge.guild_id)
        if challenge.invitee is None:
            text = tr("challenge-open-expired", challenger=challenge.challenger.name)
        else:
            text = tr("challenge-expired", challenger=challenge.challenger.name,
                      invitee=challenge.invitee.name)  # fmt: skip
        channel = self.client.get_partial_messageable(challenge.channel_id)
        try:
            await channel.get_partial_message(challenge.message_id).edit(content=text, view=None)
        except discord.HTTPException as error:
            log.info("could not mark challenge %s expired: %s", challenge.challenge_id, error)


FALLBACK_RATING = 1500
"""A player's rating when the database cannot answer (a newcomer's)."""


def _check_opponent(
    interaction: Interaction, opponent: discord.abc.User, rating_range: int | None
) -> None:
    if opponent.id == interaction.user.id:
        raise Refusal("refusal-challenge-yourself", practice=CommandName(("practice",)))
    if opponent.bot:
        raise Refusal(
            "refusal-challenge-bot", name=opponent.display_name, practice=CommandName(("practice",))
        )
    if rating_range is not None:  # a range is for who may take an open challenge
        raise Refusal("refusal-range-needs-open")


async def _says(interaction: Interaction, text: str) -> None:
    """The challenge's message says how it was answered; if a moderator deleted it just
    then (10008), the channel is told in a fresh message instead."""
    try:
        await interaction.response.edit_message(content=text, view=None)
    except discord.NotFound as error:
        if error.code != 10008:
            raise
        await interaction.response.send_message(text)
