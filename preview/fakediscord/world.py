"""The fake Discord's world: users, guilds, channels, members and stored messages.

Everything here is plain data plus the JSON shapes Discord sends for it. The
`Notifier` wakes waiters whenever the world changes, so tests wait for
conditions instead of sleeping.
"""

# Waiting helpers take a `timeout` argument on purpose (tests read better that way).
# ruff: noqa: ASYNC109

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, TypeVar

from .mentions import Pings, pings
from .snowflake import SnowflakeFactory, snowflake_time
from .validation import EPHEMERAL, IS_COMPONENTS_V2, iter_components

__all__ = [
    "LOADING",
    "FakeApplication",
    "FakeChannel",
    "FakeGuild",
    "FakeMember",
    "FakeUser",
    "Notifier",
    "RequestRecord",
    "StoredMessage",
    "Violation",
    "World",
    "iso",
]

JSON = dict[str, Any]
T = TypeVar("T")

LOADING = 1 << 7
#: Flags a stored message keeps from a request body.
_KEPT_FLAGS = 1 << 2 | EPHEMERAL | 1 << 12 | IS_COMPONENTS_V2
#: A typical member permission set: create invite, add reactions, view channel, send
#: messages, embed links, attach files, read history, external emojis, change nickname,
#: use application commands, send in threads.
DEFAULT_PERMISSIONS = (
    1 << 0 | 1 << 6 | 1 << 10 | 1 << 11 | 1 << 14 | 1 << 15 | 1 << 16 | 1 << 18 | 1 << 26
    | 1 << 31 | 1 << 38
)  # fmt: skip
#: The thread permissions: create public threads, create private threads, send
#: messages in threads.
CREATE_PUBLIC_THREADS, CREATE_PRIVATE_THREADS, SEND_IN_THREADS = 1 << 35, 1 << 36, 1 << 38
_MENTION = re.compile(r"<@!?(\d+)>")


def clone(value: Any) -> Any:
    """A deep copy of JSON data (dicts, lists, scalars), several times faster than deepcopy."""
    if isinstance(value, dict):
        return {k: clone(v) for k, v in value.items()}
    if isinstance(value, list):
        return [clone(v) for v in value]
    return value


def iso(moment: datetime) -> str:
    """Discord's ISO 8601 timestamp format."""
    return moment.astimezone(UTC).isoformat()


class Notifier:
    """Wakes every waiter when something changed; waiters re-check their condition."""

    def __init__(self) -> None:
        self._event: asyncio.Event | None = None
        self.version = 0

    def notify(self) -> None:
        """Signal a change (callable from synchronous code in the loop)."""
        self.version += 1
        if self._event is not None:
            self._event.set()
            self._event = None

    async def wait_until(
        self, predicate: Callable[[], T | None], timeout: float = 5.0, what: str | None = None
    ) -> T:
        """Return the first truthy value of `predicate()`, re-checked after each change."""
        try:
            async with asyncio.timeout(timeout):
                while True:
                    result = predicate()
                    if result:
                        return result
                    if self._event is None:
                        self._event = asyncio.Event()
                    await self._event.wait()
        except TimeoutError:
            desc = what or getattr(predicate, "__name__", "condition")
            raise TimeoutError(f"fake Discord: {desc} not met within {timeout}s") from None


@dataclass(eq=False)
class FakeUser:
    """A Discord user (a person or a bot)."""

    id: int
    username: str
    bot: bool = False
    global_name: str | None = None
    avatar: str | None = None

    @property
    def mention(self) -> str:
        """``<@id>``."""
        return f"<@{self.id}>"

    def to_dict(self) -> JSON:
        """The user object."""
        data: JSON = {
            "id": str(self.id),
            "username": self.username,
            "discriminator": "0",
            "global_name": self.global_name,
            "avatar": self.avatar,
            "public_flags": 0,
            "flags": 0,
            "banner": None,
            "accent_color": None,
            "avatar_decoration_data": None,
        }
        if self.bot:
            data["bot"] = True
        return data


@dataclass(eq=False)
class FakeMember:
    """A user's membership of a guild."""

    user: FakeUser
    guild_id: int
    joined_at: datetime
    roles: list[int] = field(default_factory=list)
    nick: str | None = None
    permissions: int = DEFAULT_PERMISSIONS

    @property
    def id(self) -> int:
        """The user's id."""
        return self.user.id

    @property
    def mention(self) -> str:
        """``<@id>``."""
        return self.user.mention

    @property
    def display_name(self) -> str:
        """The name the server shows: the nickname, else the global name, else the
        username (as discord.py's ``Member.display_name``)."""
        return self.nick or self.user.global_name or self.user.username

    def to_dict(self, *, with_user: bool = True, with_permissions: bool = False) -> JSON:
        """The guild member object."""
        data: JSON = {
            "roles": [str(r) for r in self.roles],
            "joined_at": iso(self.joined_at),
            "nick": self.nick,
            "avatar": None,
            "banner": None,
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "pending": False,
            "flags": 0,
            "communication_disabled_until": None,
        }
        if with_user:
            data["user"] = self.user.to_dict()
        if with_permissions:
            data["permissions"] = str(self.permissions)
        return data


#: Thread channel types: announcement, public and private threads.
THREAD_TYPES = frozenset({10, 11, 12})


@dataclass(eq=False)
class FakeChannel:
    """A text channel (type 0) in a guild, a DM channel (type 1), or a thread (type 11:
    public) in a guild's text channel ``parent_id``."""

    id: int
    name: str
    type: int = 0
    guild_id: int | None = None
    position: int = 0
    recipients: list[FakeUser] = field(default_factory=list)
    topic: str | None = None
    last_message_id: int | None = None
    #: Permission bits the bot is denied here (a permission overwrite for the bot).
    bot_denied: int = 0
    #: Refuse the bot's messages here though interactions still say it may post (a
    #: permission changed between a press and the bot's message).
    posts_refused: bool = False
    #: A thread's channel.
    parent_id: int | None = None

    @property
    def mention(self) -> str:
        """``<#id>``."""
        return f"<#{self.id}>"

    def to_dict(self) -> JSON:
        """The channel object."""
        data: JSON = {
            "id": str(self.id),
            "type": self.type,
            "last_message_id": str(self.last_message_id) if self.last_message_id else None,
            "flags": 0,
        }
        if self.guild_id is not None:
            data.update(
                guild_id=str(self.guild_id),
                name=self.name,
                position=self.position,
                permission_overwrites=[],
                topic=self.topic,
                nsfw=False,
                parent_id=str(self.parent_id) if self.parent_id else None,
                rate_limit_per_user=0,
            )
            if self.type in THREAD_TYPES:
                data.update(
                    owner_id=str(self.recipients[0].id) if self.recipients else None,
                    message_count=0,
                    member_count=1,
                    thread_metadata={
                        "archived": False,
                        "auto_archive_duration": 1440,
                        "archive_timestamp": iso(datetime.now(UTC)),
                        "locked": False,
                    },
                )
        else:
            data["recipients"] = [u.to_dict() for u in self.recipients]
        return data


@dataclass(eq=False)
class FakeGuild:
    """A guild with its channels, members and @everyone role."""

    id: int
    name: str
    owner_id: int
    channels: dict[int, FakeChannel] = field(default_factory=dict)
    members: dict[int, FakeMember] = field(default_factory=dict)
    everyone_permissions: int = DEFAULT_PERMISSIONS
    #: The server's Discord language (Community → Server primary language).
    locale: str = "en-US"
    #: Roles besides @everyone, by id: their names (no permissions of their own).
    roles: dict[int, str] = field(default_factory=dict)

    def role_dicts(self) -> list[JSON]:
        """The roles: @everyone (whose id is the guild id), then the others."""
        return [*self._everyone(), *(
            {**self._everyone()[0], "id": str(role_id), "name": name, "permissions": "0",
             "position": n}
            for n, (role_id, name) in enumerate(self.roles.items(), start=1)
        )]  # fmt: skip

    def _everyone(self) -> list[JSON]:
        return [
            {
                "id": str(self.id),
                "name": "@everyone",
                "permissions": str(self.everyone_permissions),
                "position": 0,
                "color": 0,
                "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
                "hoist": False,
                "managed": False,
                "mentionable": False,
                "icon": None,
                "unicode_emoji": None,
                "flags": 0,
            }
        ]

    def to_dict(self) -> JSON:
        """The guild object as GET /guilds/{id} returns it."""
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "owner_id": str(self.owner_id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": self.role_dicts(),
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "safety_alerts_channel_id": None,
            "vanity_url_code": None,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "preferred_locale": self.locale,
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
        }

    def to_gateway_dict(self, joined_at: datetime) -> JSON:
        """The GUILD_CREATE payload (full guild with channels and members)."""
        data = self.to_dict()
        data.update(
            unavailable=False,
            large=False,
            joined_at=iso(joined_at),
            member_count=len(self.members),
            channels=[c.to_dict() for c in self.channels.values()],
            threads=[],
            members=[m.to_dict() for m in self.members.values()],
            presences=[],
            voice_states=[],
            stage_instances=[],
            guild_scheduled_events=[],
            soundboard_sounds=[],
        )
        return data


@dataclass(eq=False)
class FakeApplication:
    """The bot's application (its id is also the bot user's id)."""

    id: int
    name: str
    owner: FakeUser
    flags: int = 0

    def to_dict(self, bot: FakeUser) -> JSON:
        """The application object (GET /oauth2/applications/@me)."""
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "description": "SpitBot under test",
            "summary": "",
            "type": None,
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": self.owner.to_dict(),
            "team": None,
            "verify_key": "0" * 64,
            "flags": self.flags,
            "bot": bot.to_dict(),
            "tags": [],
            "install_params": None,
            "integration_types_config": {"0": {}},
            "custom_install_url": None,
            "interactions_endpoint_url": None,
            "redirect_uris": [],
            "approximate_guild_count": 1,
        }


@dataclass(eq=False)
class StoredMessage:
    """A message as the fake stores it: the current JSON plus bookkeeping.

    `data` is exactly what the fake serves for the message. `history` holds the
    previous versions (one per edit). `ephemeral_for` is the id of the only
    user who can see an ephemeral message.
    """

    data: JSON
    ephemeral_for: int | None = None
    interaction_id: int | None = None
    history: list[JSON] = field(default_factory=list)
    deleted: bool = False
    #: When it was created, on the fake's clock (its age decides Discord's cap on edits
    #: of messages older than an hour, 30046).
    born: float = 0.0
    #: Who Discord notified when it was created (its text's mentions, as its
    #: allowed_mentions let them through: :mod:`.mentions`).
    pings: Pings = field(default_factory=Pings)

    @property
    def id(self) -> int:
        """Message id."""
        return int(self.data["id"])

    @property
    def channel_id(self) -> int:
        """Channel id."""
        return int(self.data["channel_id"])

    @property
    def author_id(self) -> int:
        """Author's user id."""
        return int(self.data["author"]["id"])

    @property
    def content(self) -> str:
        """Message content."""
        return str(self.data.get("content") or "")

    @property
    def flags(self) -> int:
        """Message flags."""
        return int(self.data.get("flags") or 0)

    @property
    def ephemeral(self) -> bool:
        """Whether only `ephemeral_for` can see it."""
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        """Whether this is a deferred "thinking..." placeholder not yet filled."""
        return bool(self.flags & LOADING)

    @property
    def components(self) -> list[JSON]:
        """Top-level components."""
        return list(self.data.get("components") or [])

    @property
    def embeds(self) -> list[JSON]:
        """Embeds."""
        return list(self.data.get("embeds") or [])

    @property
    def edits(self) -> int:
        """How many times it was edited."""
        return len(self.history)

    @property
    def created_at(self) -> datetime:
        """Creation time from the id."""
        return snowflake_time(self.id)

    def all_components(self) -> Iterator[JSON]:
        """Every component, depth first."""
        for _, component in iter_components(self.components):
            yield component

    def custom_ids(self) -> list[str]:
        """custom_ids of all interactive components, in order."""
        return [c["custom_id"] for c in self.all_components() if c.get("custom_id")]

    def buttons(self) -> list[JSON]:
        """All buttons."""
        return [c for c in self.all_components() if c.get("type") == 2]

    def component(self, custom_id: str) -> JSON | None:
        """The component with this custom_id, if any."""
        return next((c for c in self.all_components() if c.get("custom_id") == custom_id), None)

    def button(self, *, label: str | None = None, custom_id: str | None = None) -> JSON:
        """The first button matching `label` and/or `custom_id` (KeyError if none)."""
        for button in self.buttons():
            if label is not None and button.get("label") != label:
                continue
            if custom_id is not None and button.get("custom_id") != custom_id:
                continue
            return button
        raise KeyError(f"no button label={label!r} custom_id={custom_id!r} on message {self.id}")

    def text(self) -> str:
        """All visible text: content, embed texts and Components V2 text displays."""
        parts = [self.content]
        for embed in self.embeds:
            parts += [embed.get("title") or "", embed.get("description") or ""]
            for fld in embed.get("fields") or []:
                parts += [fld.get("name") or "", fld.get("value") or ""]
        parts += [c.get("content") or "" for c in self.all_components() if c.get("type") == 10]
        return "\n".join(p for p in parts if p)

    def to_dict(self) -> JSON:
        """A copy of the message JSON."""
        copied: JSON = clone(self.data)
        return copied


@dataclass
class RequestRecord:
    """One HTTP request the bot made to the fake."""

    method: str
    path: str
    query: dict[str, str]
    json: Any
    status: int = 0
    at: float = 0.0
    perf: float = 0.0
    files: list[str] = field(default_factory=list)
    #: The ids of the attachments its files became (their bytes: `World.attachment_bytes`).
    attachments: list[int] = field(default_factory=list)


@dataclass
class Violation:
    """Something the bot did that real Discord would reject (or that breaks a rule)."""

    kind: str
    message: str
    method: str = ""
    path: str = ""
    errors: list[str] = field(default_factory=list)
    body: Any = None
    status: int = 0
    code: int = 0

    def __str__(self) -> str:
        where = f"{self.method} {self.path} " if self.method else ""
        details = "; ".join(self.errors)
        return f"[{self.kind}] {where}{self.message}" + (f" ({details})" if details else "")


def _assign_component_ids(components: list[Any]) -> None:
    used = {c["id"] for _, c in iter_components(components) if isinstance(c.get("id"), int)}
    next_id = 1
    for _, component in iter_components(components):
        if isinstance(component.get("id"), int):
            continue
        while next_id in used:
            next_id += 1
        component["id"] = next_id
        used.add(next_id)


class World:
    """All state of the fake Discord: ids, users, guilds, channels, messages."""

    def __init__(
        self,
        snowflakes: SnowflakeFactory,
        notifier: Notifier,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.snowflakes = snowflakes
        self.notifier = notifier
        self.clock = clock
        self.users: dict[int, FakeUser] = {}
        self.guilds: dict[int, FakeGuild] = {}
        self.channels: dict[int, FakeChannel] = {}
        #: Channels deleted (Discord answers 10003 Unknown Channel for them from then on).
        self.deleted_channels: dict[int, FakeChannel] = {}
        self.messages: dict[int, StoredMessage] = {}
        self.channel_messages: dict[int, list[int]] = {}
        self.ephemeral: dict[int, list[int]] = {}
        self.attachment_bytes: dict[int, bytes] = {}  # what each uploaded file held
        self.joined_at = self.now()
        # enforce_nonce: Discord checks a nonce "in the past few minutes"; the fake keeps
        # each for two (a test sets 0 to play a restart after a long downtime).
        self.nonces: dict[tuple[int, str], int] = {}
        self.nonce_window = 120.0
        #: Told of every message made, edited or deleted (a network's clients: .links).
        self.watchers: list[Callable[[StoredMessage], None]] = []

    def message_with_nonce(self, author_id: int, nonce: str) -> StoredMessage | None:
        """The message ``author_id`` created with ``nonce`` within ``nonce_window``
        seconds, if it still exists."""
        message_id = self.nonces.get((author_id, nonce))
        if message_id is None:
            return None
        message = self.messages.get(message_id)
        age = (self.now() - snowflake_time(message_id)).total_seconds()
        if message is None or message.deleted or age > self.nonce_window or not self.nonce_window:
            return None
        return message

    def new_id(self) -> int:
        """A fresh snowflake for now."""
        return self.snowflakes.next()

    def now(self) -> datetime:
        """Discord's time now: its snowflakes' clock (the wall clock unless one was given),
        so a fake on a chosen clock dates what it makes by that clock."""
        return datetime.fromtimestamp(self.snowflakes.now_ms() / 1000, UTC)

    # ------------------------------------------------------------------ entities

    def add_user(self, username: str, *, bot: bool = False, user_id: int | None = None) -> FakeUser:
        """Create a user."""
        user = FakeUser(id=user_id or self.new_id(), username=username, bot=bot)
        self.users[user.id] = user
        self.notifier.notify()
        return user

    def add_guild(self, name: str, owner: FakeUser, *, guild_id: int | None = None) -> FakeGuild:
        """Create a guild owned by `owner` (who becomes a member); its id is ``guild_id``
        when given."""
        guild = FakeGuild(id=guild_id or self.new_id(), name=name, owner_id=owner.id)
        self.guilds[guild.id] = guild
        self.add_member(guild, owner)
        return guild

    def add_member(
        self,
        guild: FakeGuild,
        user: FakeUser,
        *,
        nick: str | None = None,
        permissions: int | None = None,
    ) -> FakeMember:
        """Make `user` a member of `guild`."""
        member = FakeMember(
            user=user,
            guild_id=guild.id,
            joined_at=self.now(),
            nick=nick,
            permissions=guild.everyone_permissions if permissions is None else permissions,
        )
        guild.members[user.id] = member
        self.notifier.notify()
        return member

    def add_channel(
        self, guild: FakeGuild, name: str, *, type: int = 0, channel_id: int | None = None
    ) -> FakeChannel:
        """Create a channel in `guild`; its id is ``channel_id`` when given."""
        channel = FakeChannel(
            id=channel_id or self.new_id(), name=name, type=type, guild_id=guild.id,
            position=len(guild.channels),
        )  # fmt: skip
        guild.channels[channel.id] = channel
        self.channels[channel.id] = channel
        self.channel_messages[channel.id] = []
        self.notifier.notify()
        return channel

    def add_thread(
        self, parent: FakeChannel, name: str, owner: FakeUser, *, type: int = 11
    ) -> FakeChannel:
        """Create a thread (type 11: public; 12: private) in ``parent``, started by
        ``owner``."""
        assert parent.guild_id is not None, "threads live in a guild's channels"
        thread = FakeChannel(
            id=self.new_id(), name=name, type=type, guild_id=parent.guild_id,
            recipients=[owner], parent_id=parent.id,
        )  # fmt: skip
        self.channels[thread.id] = thread
        self.channel_messages[thread.id] = []
        self.notifier.notify()
        return thread

    def bot_denied_in(self, channel: FakeChannel) -> int:
        """The permission bits the bot is denied in ``channel``: a thread's are its own
        and its channel's (a thread has no permission overwrites of its own on Discord;
        the fake lets a test deny the bot one in a thread alone too)."""
        parent = self.channels.get(channel.parent_id or 0)
        return channel.bot_denied | (parent.bot_denied if parent is not None else 0)

    def delete_channel(self, channel: FakeChannel) -> list[FakeChannel]:
        """Delete a channel, with its threads, and their messages: what went, the
        channel first."""
        gone = [channel, *(c for c in self.channels.values() if c.parent_id == channel.id)]
        for each in gone:
            self.channels.pop(each.id, None)
            self.deleted_channels[each.id] = each
            guild = self.guilds.get(each.guild_id or 0)
            if guild is not None:
                guild.channels.pop(each.id, None)
            self.channel_messages[each.id] = []
        ids = {each.id for each in gone}
        for message in self.messages.values():  # private ones (ephemeral) too
            if message.channel_id in ids:
                message.deleted = True
        self.notifier.notify()
        return gone

    def dm_channel(self, user: FakeUser) -> FakeChannel:
        """The DM channel between the bot and `user` (created on first use)."""
        for channel in self.channels.values():
            if channel.type == 1 and channel.recipients and channel.recipients[0].id == user.id:
                return channel
        channel = FakeChannel(id=self.new_id(), name="", type=1, recipients=[user])
        self.channels[channel.id] = channel
        self.channel_messages[channel.id] = []
        self.notifier.notify()
        return channel

    def member(self, guild_id: int | None, user_id: int) -> FakeMember | None:
        """A guild member by ids."""
        guild = self.guilds.get(guild_id or 0)
        return guild.members.get(user_id) if guild else None

    # ------------------------------------------------------------------ messages

    def _apply(self, data: JSON, body: JSON, *, creating: bool) -> None:
        for key in ("content", "tts"):
            if key in body:
                data[key] = (
                    body[key] if body[key] is not None else ("" if key == "content" else False)
                )
        if "embeds" in body:
            embeds = clone(body["embeds"] or [])
            for embed in embeds:
                embed.setdefault("type", "rich")
            data["embeds"] = embeds
        if "components" in body:
            components = clone(body["components"] or [])
            _assign_component_ids(components)
            data["components"] = components
        if "flags" in body and body["flags"] is not None:
            kept = data.get("flags", 0) & (EPHEMERAL | LOADING)
            data["flags"] = kept | (int(body["flags"]) & _KEPT_FLAGS)
        if body.get("poll"):
            data["poll"] = clone(body["poll"])
        if "attachments" in body and not creating:
            keep = {str(a.get("id")) for a in body["attachments"] or [] if isinstance(a, dict)}
            data["attachments"] = [a for a in data.get("attachments", []) if a["id"] in keep]
        content = data.get("content") or ""
        data["mentions"] = [
            self.users[int(uid)].to_dict()
            for uid in dict.fromkeys(_MENTION.findall(content))
            if int(uid) in self.users
        ]

    def create_message(
        self,
        channel: FakeChannel,
        author: FakeUser,
        body: JSON,
        *,
        ephemeral_for: int | None = None,
        interaction: JSON | None = None,
        message_type: int = 0,
        webhook_id: int | None = None,
        extra_flags: int = 0,
        attachments: list[JSON] | None = None,
    ) -> StoredMessage:
        """Store a new message built from a create body."""
        message_id = self.new_id()
        data: JSON = {
            "id": str(message_id),
            "channel_id": str(channel.id),
            "author": author.to_dict(),
            "content": "",
            "timestamp": iso(snowflake_time(message_id)),
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "mention_channels": [],
            "attachments": attachments or [],
            "embeds": [],
            "reactions": [],
            "pinned": False,
            "type": message_type,
            "flags": extra_flags,
            "components": [],
        }
        if webhook_id is not None:
            data["webhook_id"] = str(webhook_id)
            data["application_id"] = str(webhook_id)
        if interaction is not None:
            data["interaction_metadata"] = interaction
        reference = body.get("message_reference")
        if isinstance(reference, dict) and reference.get("message_id"):
            data["message_reference"] = {
                "type": 0,
                "message_id": str(reference["message_id"]),
                "channel_id": str(reference.get("channel_id") or channel.id),
            }
            if message_type == 0:
                data["type"] = 19
            referenced = self.messages.get(int(reference["message_id"]))
            data["referenced_message"] = referenced.to_dict() if referenced else None
        self._apply(data, body, creating=True)
        nonce = body.get("nonce")
        if nonce is not None:
            data["nonce"] = str(nonce)
            self.nonces[(author.id, str(nonce))] = message_id
        if ephemeral_for is not None:
            data["flags"] |= EPHEMERAL
        message = StoredMessage(
            data=data,
            ephemeral_for=ephemeral_for,
            interaction_id=int(interaction["id"]) if interaction else None,
            born=self.clock(),
            pings=pings(body),
        )
        self.messages[message_id] = message
        if ephemeral_for is not None:
            self.ephemeral.setdefault(ephemeral_for, []).append(message_id)
        else:
            self.channel_messages.setdefault(channel.id, []).append(message_id)
            channel.last_message_id = message_id
        self._changed(message)
        return message

    def edit_message(self, message: StoredMessage, body: JSON) -> None:
        """Apply an edit body to a stored message (keeps the old version in history).

        An edit also fills a deferred "thinking..." placeholder (clears LOADING).
        """
        # Copy on write: the old version is kept as it was, and the new one starts as a
        # shallow copy whose changed fields _apply replaces (never edits in place).
        message.history.append(message.data)
        message.data = dict(message.data)
        self._apply(message.data, body, creating=False)
        message.data["flags"] = int(message.data.get("flags") or 0) & ~LOADING
        message.data["edited_timestamp"] = iso(self.now())
        self._changed(message)

    def delete_message(self, message: StoredMessage) -> None:
        """Mark a message deleted and remove it from its channel list."""
        message.deleted = True
        listing = self.channel_messages.get(message.channel_id, [])
        if message.id in listing:
            listing.remove(message.id)
        if message.ephemeral_for is not None:
            mine = self.ephemeral.get(message.ephemeral_for, [])
            if message.id in mine:
                mine.remove(message.id)
        self._changed(message)

    def _changed(self, message: StoredMessage) -> None:
        for watcher in self.watchers:
            watcher(message)
        self.notifier.notify()

    def channel_listing(self, channel_id: int) -> list[StoredMessage]:
        """Public messages of a channel, oldest first."""
        return [self.messages[mid] for mid in self.channel_messages.get(channel_id, [])]

    def ephemeral_listing(self, user_id: int) -> list[StoredMessage]:
        """Ephemeral messages addressed to a user, oldest first."""
        return [self.messages[mid] for mid in self.ephemeral.get(user_id, [])]
