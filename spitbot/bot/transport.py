"""The keeper's writes on Discord, through discord.py, and what Discord's refusals mean
for them (:mod:`.kept`): 10008, a message deleted; 50001, 50013 and 10003, never in
this channel (10003: it was deleted); 30046, an hour-old message; a run-out token;
anything passing (a 429 past discord.py's own retries, Discord's 5xx, the network) to be
sent again. Any other refusal is a bug in what the bot sent, and is raised as it is. The
keeper also asks whether a board is still there (:meth:`DiscordTransport.fetch`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from enum import Enum
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
_UNKNOWN_MESSAGE = 10008
_OLD_MESSAGE = 30046
_EXPIRED = {50027, 10015}  # invalid webhook token, unknown webhook
CHANNEL_DELETED = "channel deleted"
"""What a match's record says when its channel was deleted (heard, or found by a write)."""


class Through(Enum):
    """How a write reaches Discord: what a refusal means depends on it."""

    CHANNEL = "channel"  # the bot's own message in the match's channel (post, edit)
    READ = "read"  # a GET of that message, which needs Read Message History
    TOKEN = "token"  # an interaction's webhook, until its token runs out (a hand)
    ANSWER = "answer"  # an interaction's callback: a press's answer (type 7)


def _send_messages() -> str:
    return "send_messages"  # what every post needs, when nothing more is known


def refusal(
    error: discord.HTTPException, through: Through, lacking: Callable[[], str] = _send_messages
) -> Exception | None:
    """What Discord's refusal of a write ``through`` means for the keeper: one of
    :mod:`.kept`'s failures; None for a read the bot lacks the permission for (it cannot
    tell, and goes by what it knows); or ``error`` itself, a bug in what the bot sent,
    raised as it is. ``lacking`` names the permission the channel lacks, for its players.
    Every write's refusal is read here, so a code means the same wherever it comes back.
    A press's answer is never sent again (an interaction is answered once, within 3 s):
    but for a deleted or an hour-old message, its refusal goes to the press handler as it is."""
    code, status = error.code, error.status
    if code == _UNKNOWN_MESSAGE:
        return Gone(str(error))  # a moderator deleted it (or the player dismissed a hand)
    if through is Through.TOKEN and (status in (401, 403, 404) or code in _EXPIRED):
        return Expired(str(error))
    if code == _OLD_MESSAGE:
        return TooOld(str(error))
    if through is Through.ANSWER:
        return error
    if code == _UNKNOWN_CHANNEL:
        return Refused(BoardNotPosted("channel-gone"), why=CHANNEL_DELETED)
    if code in _NEVER:
        return None if through is Through.READ else Refused(BoardNotPosted(lacking()))
    if status == 429 or status >= 500:
        return Retry(f"{status} {error.text or type(error).__name__}")
    return error


@contextmanager
def refused(through: Through, lacking: Callable[[], str] = _send_messages) -> Iterator[None]:
    """Raise what a refusal of the writes inside means (:func:`refusal`), from it."""
    try:
        yield
    except discord.HTTPException as error:
        meaning = refusal(error, through, lacking)
        if meaning is error:
            raise
        if meaning is not None:
            raise meaning from error


class DiscordTransport:
    def __init__(self, bot: Client, match: MatchInfo) -> None:
        self.bot = bot
        self.match = match

    async def post(self, channel_id: int, drawing: Drawn, nonce: str) -> Posted:
        channel = self.bot.get_partial_messageable(channel_id)
        with self._writing(Through.CHANNEL):
            message = await channel.send(
                **fields(drawing, editing=False),
                nonce=nonce,  # discord.py sends enforce_nonce with it
            )
        return Posted(message.id, shows(message, drawing))

    async def edit(self, channel_id: int, message_id: int, drawing: Drawn) -> None:
        message = self.bot.get_partial_messageable(channel_id).get_partial_message(message_id)
        with self._writing(Through.CHANNEL):
            await message.edit(**fields(drawing))

    async def fetch(self, channel_id: int, message_id: int) -> None:
        """Whether Discord still has the message (GET): :class:`Gone` if not. Reading it
        needs Read Message History, which a board does not: without it (50001, 50013) the
        bot cannot tell, and goes by what it knows (the message is there)."""
        message = self.bot.get_partial_messageable(channel_id).get_partial_message(message_id)
        with self._writing(Through.READ):
            await message.fetch()

    async def say(self, channel_id: int, text: str) -> None:
        """A notice in the channel (a match stopped or abandoned): never sent again."""
        try:
            with self._writing(Through.CHANNEL):
                await self.bot.get_partial_messageable(channel_id).send(text)
        except discord.HTTPException as error:  # a bug in what was sent: said as it is
            raise WriteFailed(f"{error.status} {error.text}") from error

    async def edit_through(self, token: Token, drawing: Drawn) -> None:
        interaction: Interaction = token.handle
        with self._writing(Through.TOKEN):
            if token.message_id is None:
                await interaction.edit_original_response(**fields(drawing))
            else:  # a follow-up it sent (a hand opened aside: Keeper.open_hand)
                await interaction.followup.edit_message(token.message_id, **fields(drawing))

    @contextmanager
    def _writing(self, through: Through) -> Iterator[None]:
        """What a failed write means: Discord's refusal (:func:`refused`), or no answer
        at all (the network, a timeout): sent again, unless the bot is shutting down."""
        try:
            with refused(through, self._lacking):
                yield
        except (aiohttp.ClientError, TimeoutError, OSError) as error:
            if self.bot.is_closed():
                raise ShutDown(f"{type(error).__name__}: {error}") from error
            raise Retry(f"{type(error).__name__}: {error}", applied=None) from error
        except RuntimeError as error:  # "Session is closed" at shutdown; else a bug
            if self.bot.is_closed():
                raise ShutDown(str(error)) from error
            raise

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
        return _send_messages()


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


__all__ = [
    "Client", "DiscordTransport", "Followup", "Through", "WriteFailed", "fields", "refusal",
    "refused", "shows",
]  # fmt: skip
