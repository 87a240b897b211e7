"""The keeper's writes on Discord, through discord.py, and what Discord's refusals mean
for them (:mod:`.kept`): 10008, a message deleted; 50001, 50013 and 10003, never in
this channel (10003: it was deleted); 30046, an hour-old message; a run-out token;
anything passing (a 429 past discord.py's own retries, Discord's 5xx, the network) to be
sent again. Any other refusal is a bug in what the bot sent, and is raised as it is. The
keeper also asks whether a board is still there (:meth:`DiscordTransport.fetch`).
"""

from __future__ import annotations

from typing import Any, Protocol

import aiohttp
import discord

from ..runtime import MatchInfo
from . import ids, layout
from .games import Drawn
from .kept import Expired, Gone, Posted, Refused, Retry, ShutDown, Token, TooOld, WriteFailed
from .permissions import missing
from .reasons import BoardNotPosted

Interaction = discord.Interaction[Any]


class Client(Protocol):
    """What the transport asks of discord.py's client."""

    def get_partial_messageable(
        self, id: int, *, guild_id: int | None = None, type: Any = None
    ) -> discord.PartialMessageable: ...

    def get_channel(self, id: int, /) -> Any: ...

    def is_closed(self) -> bool: ...


_NEVER = {50001, 50013}  # no access, no permission
_UNKNOWN_CHANNEL = 10003
UNKNOWN_MESSAGE = 10008
OLD_MESSAGE = 30046
_EXPIRED = {50027, 10015}  # invalid webhook token, unknown webhook
CHANNEL_DELETED = "channel deleted"
"""What a match's record says when its channel was deleted (heard, or found by a write)."""


class DiscordTransport:
    def __init__(self, bot: Client, match: MatchInfo) -> None:
        self.bot = bot
        self.match = match

    async def post(self, channel_id: int, drawing: Drawn, nonce: str) -> Posted:
        channel = self.bot.get_partial_messageable(channel_id)
        try:
            message = await channel.send(
                **fields(drawing, editing=False),
                nonce=nonce,  # discord.py sends enforce_nonce with it
            )
        except discord.HTTPException as error:
            raise self._failure(error) from error
        except (aiohttp.ClientError, TimeoutError, OSError) as error:
            raise self._passing(error) from error
        except RuntimeError as error:  # "Session is closed" at shutdown; else a bug
            if self.bot.is_closed():
                raise ShutDown(str(error)) from error
            raise
        return Posted(message.id, shows(message, drawing))

    async def edit(self, channel_id: int, message_id: int, drawing: Drawn) -> None:
        message = self.bot.get_partial_messageable(channel_id).get_partial_message(message_id)
        try:
            await message.edit(**fields(drawing))
        except discord.HTTPException as error:
            raise self._failure(error) from error
        except (aiohttp.ClientError, TimeoutError, OSError) as error:
            raise self._passing(error) from error
        except RuntimeError as error:  # "Session is closed" at shutdown; else a bug
            if self.bot.is_closed():
                raise ShutDown(str(error)) from error
            raise

    async def say(self, channel_id: int, text: str) -> None:
        """A notice in the channel (a match stopped or abandoned)."""
        try:
            await self.bot.get_partial_messageable(channel_id).send(text)
        except discord.HTTPException as error:
            failure = self._failure(error)
            raise (
                failure if isinstance(failure, WriteFailed) else WriteFailed(str(error))
            ) from error
        except (aiohttp.ClientError, TimeoutError, OSError) as error:
            raise self._passing(error) from error

    async def fetch(self, channel_id: int, message_id: int) -> None:
        """Whether Discord still has the message (GET): :class:`Gone` if not. Reading it
        needs Read Message History, which a board does not: without it (50001, 50013) the
        bot cannot tell, and goes by what it knows (the message is there)."""
        message = self.bot.get_partial_messageable(channel_id).get_partial_message(message_id)
        try:
            await message.fetch()
        except discord.HTTPException as error:
            if error.code in _NEVER:
                return
            raise self._failure(error) from error
        except (aiohttp.ClientError, TimeoutError, OSError) as error:
            raise self._passing(error) from error
        except RuntimeError as error:  # "Session is closed" at shutdown; else a bug
            if self.bot.is_closed():
                raise ShutDown(str(error)) from error
            raise

    async def edit_through(self, token: Token, drawing: Drawn) -> None:
        interaction: Interaction = token.handle
        try:
            await interaction.edit_original_response(**fields(drawing))
        except discord.NotFound as error:
            if error.code == UNKNOWN_MESSAGE:
                raise Gone(str(error)) from error  # the player dismissed it
            raise Expired(str(error)) from error
        except discord.Forbidden as error:
            raise Expired(str(error)) from error
        except discord.HTTPException as error:
            if error.status == 401 or error.code in _EXPIRED:
                raise Expired(str(error)) from error
            raise self._failure(error) from error
        except (aiohttp.ClientError, TimeoutError, OSError) as error:
            raise self._passing(error) from error
        except RuntimeError as error:  # "Session is closed" at shutdown; else a bug
            if self.bot.is_closed():
                raise ShutDown(str(error)) from error
            raise

    def _passing(self, error: Exception) -> WriteFailed:
        """A write that got no answer: sent again, unless the bot is shutting down."""
        if self.bot.is_closed():
            return ShutDown(f"{type(error).__name__}: {error}")
        return Retry(f"{type(error).__name__}: {error}", applied=None)

    def _failure(self, error: discord.HTTPException) -> Exception:
        """What a refusal of a board write means (or the error itself, for a bug)."""
        if error.code == UNKNOWN_MESSAGE:
            return Gone(str(error))
        if error.code == _UNKNOWN_CHANNEL:
            return Refused(BoardNotPosted("channel-gone"), why=CHANNEL_DELETED)
        if error.code in _NEVER:
            return Refused(BoardNotPosted(self._lacking()))
        if error.code == OLD_MESSAGE:
            return TooOld(str(error))
        if error.status == 429 or error.status >= 500:
            return Retry(f"{error.status} {error.text or type(error).__name__}")
        return error

    def _lacking(self) -> str:
        """The permission the bot lacks in the match's channel, as the players are told."""
        channel = self.bot.get_channel(self.match.channel_id)
        guild = getattr(channel, "guild", None)
        if guild is not None and isinstance(channel, discord.abc.GuildChannel | discord.Thread):
            lacking = missing(
                channel.permissions_for(guild.me), isinstance(channel, discord.Thread)
            )
            if lacking:
                return lacking[0]
        return "send_messages"


class Followup:
    """The interaction that started a match (the keeper's :class:`~.kept.Notifier`): its
    players are told through it while it is fresh (it needs no permission)."""

    def __init__(self, interaction: Interaction) -> None:
        self.interaction = interaction

    def is_expired(self) -> bool:
        return self.interaction.is_expired()

    async def send(self, text: str) -> None:
        try:
            await self.interaction.followup.send(text)
        except discord.HTTPException as error:
            raise WriteFailed(f"{error.status} {error.text}") from error


def fields(drawing: Drawn, *, editing: bool = True) -> dict[str, Any]:
    """discord.py's arguments to send (``editing=False``: only what the drawing has) or
    edit a message to ``drawing``. An edit names every field, so what the drawing lacks
    is cleared: a Components V2 drawing (:mod:`.layout`) clears the content and embeds a
    classic message had, as Discord wants before it takes the V2 flag."""
    if not editing:
        sent = {"content": drawing.content, "embed": drawing.embed, "view": drawing.view}
        return {key: value for key, value in sent.items() if value is not None}
    return {"content": drawing.content, "embed": drawing.embed, "view": drawing.view}


def shows(message: discord.Message, drawn: Drawn) -> bool:
    """Whether ``message`` already shows ``drawn``: its words and its buttons."""

    def words(embed: discord.Embed | None) -> object:
        if embed is None:
            return None
        fields = [(f.name, f.value) for f in embed.fields]
        return (embed.title, embed.description, embed.footer.text, fields)

    shown = message.embeds[0] if message.embeds else None
    if (message.content or "") != (drawn.content or "") or words(shown) != words(drawn.embed):
        return False
    parts = list(ids.components_of(message))
    texts = [p.content for p in parts if isinstance(p, discord.components.TextDisplay)]
    if texts != layout.texts_of(drawn.view):
        return False
    buttons = sorted(
        (b.custom_id or "", b.label or "", b.disabled)
        for b in parts
        if isinstance(b, discord.Button)
    )
    wanted = sorted(
        (i.custom_id or "", i.label or "", i.disabled) for i in layout.buttons_of(drawn.view)
    )
    return buttons == wanted


__all__ = ["Client", "DiscordTransport", "Followup", "WriteFailed", "fields", "shows"]
