"""`FakeDiscord`: the server (REST + gateway) and the test-driving API.

Start it with ``fake = await FakeDiscord.start()`` (or ``async with FakeDiscord()
as fake``), point a real discord.py client at it (see `client.running_bot`),
then drive users with `slash`, `click`, `select`, `submit_modal`,
`post_user_message` and observe `messages`, `ephemeral_messages`, `requests`,
`violations`. Waits are event-driven (`wait_until` and friends).
"""

# Waiting helpers take a `timeout` argument on purpose (tests read better that way).
# ruff: noqa: ASYNC109

from __future__ import annotations

import asyncio
import re
import secrets
import socket
import time
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import Any, TypeVar

from aiohttp import web

from .activities import Activities
from .clock import Clock
from .gateway import Gateway, GatewaySession, Intents, shard_of
from .host import Routes
from .interactions import AckRecord, InteractionHandle
from .links import Network
from .ratelimits import DISCORD, RateLimiter, RateLimits
from .rest import RateLimitRule, RestApi
from .snowflake import SnowflakeFactory
from .validation import SpecValidator, load_spec_validator
from .world import (
    CREATE_PUBLIC_THREADS,
    DEFAULT_PERMISSIONS,
    THREAD_TYPES,
    FakeApplication,
    FakeChannel,
    FakeGuild,
    FakeMember,
    FakeUser,
    Notifier,
    RequestRecord,
    StoredMessage,
    Violation,
    World,
)

__all__ = ["BOT_PERMISSIONS", "DEFAULT_TOKEN", "FakeDiscord", "UserLike"]

JSON = dict[str, Any]
T = TypeVar("T")
UserLike = FakeUser | FakeMember | int
MessageLike = StoredMessage | int
ChannelLike = FakeChannel | int

DEFAULT_TOKEN = "FAKE.bot.token"
#: The bot's permissions: the default member set plus manage messages and create public
#: threads (the invite link asks for both).
BOT_PERMISSIONS = DEFAULT_PERMISSIONS | 1 << 13 | CREATE_PUBLIC_THREADS
ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024

_OPTION_TYPES = {str: 3, int: 4, bool: 5, float: 10}
_SUB_COMMAND, _SUB_COMMAND_GROUP, _USER, _CHANNEL, _ROLE, _MENTIONABLE = 1, 2, 6, 7, 8, 9


class FakeDiscord:
    """A socket-level fake of Discord's REST API and gateway on 127.0.0.1.

    The world starts with an owner, the bot user (its id is the application
    id), one guild (`guild`) with text channels (`channels`, `channel` is the
    first) and the bot and owner as members.
    """

    def __init__(
        self,
        *,
        token: str = DEFAULT_TOKEN,
        host: str = "127.0.0.1",
        port: int = 0,
        clock: Clock | None = None,
        validate: bool = True,
        spec_path: Path | str | None = None,
        ack_deadline: float = 3.0,
        token_lifetime: float = 15 * 60.0,
        gateway_compression: bool = False,
        bot_name: str = "SpitBot",
        guild_name: str = "Spit Club",
        channel_names: Sequence[str] = ("general",),
        snowflakes: SnowflakeFactory | None = None,
        bot_id: int | None = None,
        guild_id: int | None = None,
        rate_limits: RateLimits = DISCORD,
        max_guilds_per_shard: int = 2500,
        network: Network | None = None,
    ) -> None:
        self.token = token
        #: More guilds than this on one gateway session: Discord closes it (4011).
        self.max_guilds_per_shard = max_guilds_per_shard
        self.host = host
        self.port = port
        #: Seconds clock for interaction deadlines; replace it (e.g. ManualClock) any time.
        self.clock: Clock = clock or time.monotonic
        self.validate = validate
        self.spec: SpecValidator | None = (
            load_spec_validator(str(spec_path) if spec_path else None) if validate else None
        )
        self.ack_deadline = ack_deadline
        self.token_lifetime = token_lifetime
        self.gateway_compression = gateway_compression
        self.notifier = Notifier()
        self.snowflakes = snowflakes or SnowflakeFactory()
        self.world = World(self.snowflakes, self.notifier, lambda: self.clock())
        #: Link latencies and each person's client's view (None: neither, as in the tests).
        self.network = network
        if network is not None:
            network.attach(self.world)

        owner_user = self.world.add_user("owner")
        self.bot_user: FakeUser = self.world.add_user(bot_name, bot=True, user_id=bot_id)
        self.application = FakeApplication(id=self.bot_user.id, name=bot_name, owner=owner_user)
        self.guild: FakeGuild = self.world.add_guild(guild_name, owner_user, guild_id=guild_id)
        self.owner: FakeMember = self.guild.members[owner_user.id]
        self.world.add_member(self.guild, self.bot_user, permissions=BOT_PERMISSIONS)
        self.channels: list[FakeChannel] = [
            self.world.add_channel(self.guild, name) for name in channel_names
        ]

        #: Every HTTP request the bot made, in order.
        self.requests: list[RequestRecord] = []
        #: Everything the bot did that real Discord would reject.
        self.violations: list[Violation] = []
        #: (method, path) of every injected 429 answered.
        self.rate_limited: list[tuple[str, str]] = []
        #: Interactions by id.
        self.interactions: dict[int, InteractionHandle] = {}
        #: Registered application commands by scope (None: global, else guild id).
        self.commands_by_scope: dict[int | None, list[JSON]] = {}

        #: Discord's buckets (see `ratelimits`); `RateLimits.scaled` shortens their windows.
        self.rate_limiter = RateLimiter(rate_limits)
        self.gateway = Gateway(self)
        self.rest = RestApi(self)
        self.activities = Activities(self)  # OAuth2 and Activities (activities.py)
        self._runner: web.AppRunner | None = None

    # ------------------------------------------------------------------ lifecycle

    @classmethod
    async def start(cls, **kwargs: Any) -> FakeDiscord:
        """Create and start a fake (keyword arguments as for the constructor)."""
        fake = cls(**kwargs)
        await fake.serve()
        return fake

    async def serve(self, routes: Routes | None = None) -> None:
        """Bind the socket (a random free port unless `port` was given) and start serving;
        ``routes`` adds more before the API's (`control.ControlApi.register`, when the
        fake runs as its own process)."""
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_get("/", self.gateway.handle)
        if routes is not None:
            routes(app.router)
        app.router.add_route("*", "/{tail:.*}", self.rest.handle)
        runner = web.AppRunner(app, handle_signals=False, access_log=None, shutdown_timeout=1.0)
        await runner.setup()
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((self.host, self.port))
        site = web.SockSite(runner, sock)
        await site.start()
        self.port = sock.getsockname()[1]
        self._runner = runner

    async def close(self) -> None:
        """Close gateway connections and stop the server."""
        self.rest.released.set()
        await self.gateway.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        if self._runner is None:
            await self.serve()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    @property
    def http_url(self) -> str:
        """``http://host:port``."""
        return f"http://{self.host}:{self.port}"

    @property
    def base_url(self) -> str:
        """The REST base for ``discord.http.Route.BASE``."""
        return f"{self.http_url}/api/v10"

    @property
    def gateway_url(self) -> str:
        """The websocket URL for ``DiscordWebSocket.DEFAULT_GATEWAY``."""
        return f"ws://{self.host}:{self.port}/"

    @property
    def application_id(self) -> int:
        """The application id (equal to the bot user's id)."""
        return self.application.id

    @property
    def channel(self) -> FakeChannel:
        """The first text channel."""
        return self.channels[0]

    # ------------------------------------------------------------------ world

    def add_member(
        self,
        username: str,
        *,
        bot: bool = False,
        guild: FakeGuild | None = None,
        nick: str | None = None,
        permissions: int | None = None,
        user_id: int | None = None,
    ) -> FakeMember:
        """Create a user (whose id is ``user_id`` when given) and make them a member
        (GUILD_MEMBER_ADD if a bot is connected)."""
        guild = guild or self.guild
        user = self.world.add_user(username, bot=bot, user_id=user_id)
        member = self.world.add_member(guild, user, nick=nick, permissions=permissions)
        self.gateway.dispatch(
            "GUILD_MEMBER_ADD",
            {**member.to_dict(), "guild_id": str(guild.id)},
            intent=Intents.GUILD_MEMBERS,
            guild_id=guild.id,
        )
        return member

    def add_role(self, name: str, *, guild: FakeGuild | None = None) -> int:
        """Create a role (no permissions of its own); its id. Made before the bot
        connects, the bot knows it from GUILD_CREATE (GUILD_ROLE_CREATE is not sent)."""
        guild = guild or self.guild
        role_id = self.world.new_id()
        guild.roles[role_id] = name
        return role_id

    def add_channel(
        self, name: str, *, guild: FakeGuild | None = None, channel_id: int | None = None
    ) -> FakeChannel:
        """Create a text channel, whose id is ``channel_id`` when given (CHANNEL_CREATE if
        a bot is connected)."""
        channel = self.world.add_channel(guild or self.guild, name, channel_id=channel_id)
        self.channels.append(channel)
        self.gateway.dispatch(
            "CHANNEL_CREATE", channel.to_dict(), intent=Intents.GUILDS, guild_id=channel.guild_id
        )
        return channel

    def add_thread(
        self, name: str, *, parent: FakeChannel | None = None, owner: UserLike | None = None
    ) -> FakeChannel:
        """A public thread in ``parent`` (the first channel), started by ``owner`` (the
        server's owner): THREAD_CREATE to the bot, with the guilds intent."""
        starter = self.user(owner) if owner is not None else self.owner.user
        thread = self.world.add_thread(parent or self.channel, name, starter)
        self.thread_made(thread)
        return thread

    def thread_made(self, thread: FakeChannel) -> None:
        """``thread`` was made (by the bot, POST /channels/{id}/threads, or by someone):
        THREAD_CREATE to the bot, ``newly_created``, with the guilds intent."""
        self.channels.append(thread)
        self.gateway.dispatch(
            "THREAD_CREATE", {**thread.to_dict(), "newly_created": True},
            intent=Intents.GUILDS, guild_id=thread.guild_id,
        )  # fmt: skip

    def threads_of(self, parent: ChannelLike | None = None) -> list[FakeChannel]:
        """The threads of a channel (the first one by default), oldest first."""
        parent_id = self._channel(parent).id
        return [c for c in self.world.channels.values() if c.parent_id == parent_id]

    def delete_channel(self, channel: ChannelLike) -> None:
        """A moderator deletes a channel (its threads and messages go with it): CHANNEL_DELETE
        to the bot, THREAD_DELETE for a thread, with the guilds intent. From then on
        Discord answers any request about it with 404, 10003 Unknown Channel."""
        target = self._channel(channel)
        self.world.delete_channel(target)
        if target.type in THREAD_TYPES:
            data = {"id": str(target.id), "guild_id": str(target.guild_id),
                    "parent_id": str(target.parent_id), "type": target.type}  # fmt: skip
            self.gateway.dispatch(
                "THREAD_DELETE", data, intent=Intents.GUILDS, guild_id=target.guild_id
            )
            return
        self.gateway.dispatch(
            "CHANNEL_DELETE", target.to_dict(), intent=Intents.GUILDS, guild_id=target.guild_id
        )

    def remove_bot(self, guild: FakeGuild | None = None) -> None:
        """The bot is removed from ``guild`` (kicked, or the server deleted): GUILD_DELETE
        without ``unavailable``. From then on Discord answers its requests in that server's
        channels with 403, 50001 Missing Access, and sends it nothing more from there."""
        target = guild or self.guild
        target.members.pop(self.bot_user.id, None)
        self.gateway.dispatch(
            "GUILD_DELETE", {"id": str(target.id)}, intent=Intents.GUILDS, guild_id=target.id
        )
        self.notifier.notify()

    def add_guild(
        self, name: str, *, shard: tuple[int, int] | None = None, channel_names: Sequence[str] = ()
    ) -> FakeGuild:
        """A new guild with the bot and the owner in it, and its text channels (none
        unless named). ``shard=(id, count)`` picks an id whose events go to that shard
        (the id's timestamp is moved by a few milliseconds). A bot already connected
        hears of it when it next connects (the fake sends no GUILD_CREATE for a join)."""
        at = self.snowflakes.now_ms()
        while True:
            guild_id = self.snowflakes.next(at)
            if shard is None or shard_of(guild_id, shard[1]) == shard[0]:
                break
            at += 1
        guild = FakeGuild(id=guild_id, name=name, owner_id=self.owner.user.id)
        self.world.guilds[guild.id] = guild
        self.world.add_member(guild, self.owner.user)
        self.world.add_member(guild, self.bot_user, permissions=BOT_PERMISSIONS)
        for channel_name in channel_names:
            self.channels.append(self.world.add_channel(guild, channel_name))
        return guild

    def member(self, user: UserLike, guild: FakeGuild | None = None) -> FakeMember:
        """The member for a user, member or user id (KeyError if not in the guild)."""
        guild = guild or self.guild
        user_id = user if isinstance(user, int) else user.id
        return guild.members[user_id]

    def user(self, user: UserLike) -> FakeUser:
        """The user for a user, member or user id."""
        if isinstance(user, FakeUser):
            return user
        if isinstance(user, FakeMember):
            return user.user
        return self.world.users[user]

    def _channel(self, channel: ChannelLike | None) -> FakeChannel:
        if channel is None:
            return self.channel
        if isinstance(channel, FakeChannel):
            return channel
        return self.world.channels[channel]

    def _live_channel(self, channel_id: int) -> FakeChannel:
        """The channel an interaction is made in (LookupError once it was deleted, or the
        bot is no longer in its server: nobody can press anything there for the bot)."""
        channel = self.world.channels.get(channel_id)
        if channel is None:
            raise LookupError(f"channel {channel_id} was deleted")
        guild = self.world.guilds.get(channel.guild_id or 0)
        if guild is not None and self.bot_user.id not in guild.members:
            raise LookupError(f"the bot is no longer in the server of channel {channel_id}")
        return channel

    def channel_of(self, channel_id: int) -> FakeChannel:
        """A channel the bot may act in, or Discord's refusal (`rest.RestApi.channel_of`)."""
        return self.rest.channel_of(channel_id)

    def message(self, message: MessageLike) -> StoredMessage:
        """A stored message by id (KeyError if unknown)."""
        if isinstance(message, StoredMessage):
            return message
        return self.world.messages[int(message)]

    # ------------------------------------------------------------------ observation

    def messages(self, channel: ChannelLike | None = None) -> list[StoredMessage]:
        """Public (non-ephemeral, not deleted) messages of a channel, oldest first."""
        return self.world.channel_listing(self._channel(channel).id)

    def last_message(self, channel: ChannelLike | None = None) -> StoredMessage | None:
        """The newest public message of a channel."""
        listing = self.messages(channel)
        return listing[-1] if listing else None

    def ephemeral_messages(self, user: UserLike) -> list[StoredMessage]:
        """Ephemeral messages only `user` saw (current versions), oldest first."""
        return self.world.ephemeral_listing(self.user(user).id)

    def visible_messages(
        self, user: UserLike, channel: ChannelLike | None = None
    ) -> list[StoredMessage]:
        """What `user` sees in a channel: public messages and their own ephemerals."""
        channel_id = self._channel(channel).id
        mine = [m for m in self.ephemeral_messages(user) if m.channel_id == channel_id]
        return sorted(self.messages(channel_id) + mine, key=lambda m: m.id)

    def commands(self, guild: FakeGuild | int | None = None) -> list[JSON]:
        """Registered commands: global (guild None) or of a guild."""
        key = guild.id if isinstance(guild, FakeGuild) else guild
        return list(self.commands_by_scope.get(key, []))

    def find_command(self, name: str, guild_id: int | None = None) -> JSON:
        """A registered chat-input command, guild scope first (LookupError if none)."""
        scopes: list[int | None] = [guild_id, None] if guild_id else [None]
        for scope in scopes:
            for command in self.commands_by_scope.get(scope, []):
                if command["name"] == name and command.get("type", 1) == 1:
                    return command
        raise LookupError(f"/{name} is not registered (did the bot sync its command tree?)")

    def find_requests(
        self, method: str | None = None, path: str | None = None
    ) -> list[RequestRecord]:
        """Recorded requests by method and a path substring/regex match (re.search)."""
        pattern = re.compile(path) if path else None
        return [
            r
            for r in self.requests
            if (method is None or r.method == method)
            and (pattern is None or pattern.search(r.path))
        ]

    def record_violation(
        self,
        kind: str,
        message: str,
        *,
        method: str = "",
        path: str = "",
        errors: list[str] | None = None,
        body: Any = None,
        status: int = 0,
        code: int = 0,
    ) -> Violation:
        """Record a violation (the REST and gateway layers call this)."""
        violation = Violation(kind, message, method, path, errors or [], body, status, code)
        self.violations.append(violation)
        self.notifier.notify()
        return violation

    def bot_created(self, message: StoredMessage) -> None:
        """A message the bot made: one whose body let Discord parse a kind of mention
        wholesale (no ``allowed_mentions``, or a ``parse`` list) could ping whoever a
        display name mentions. SpitBot names who may be pinged, always."""
        wholesale = message.pings.wholesale
        if wholesale and not message.loading:  # a deferred answer's text comes later
            self.record_violation(
                "mentions",
                f"message {message.id} parses {', '.join(wholesale)} mentions wholesale",
            )

    def assert_no_violations(self, *allowed_kinds: str) -> None:
        """AssertionError listing every violation whose kind is not allowed."""
        bad = [v for v in self.violations if v.kind not in allowed_kinds]
        if bad:
            raise AssertionError(
                "fake Discord recorded violations:\n" + "\n".join(f"  {v}" for v in bad)
            )

    def delete_message(self, message: MessageLike) -> None:
        """A moderator deletes a message: gone, and MESSAGE_DELETE to the bot (with the
        guild messages intent; ephemeral messages send no such event)."""
        stored = self.message(message)
        self.world.delete_message(stored)
        self.announce_delete(stored)

    def inject_rate_limit(
        self,
        path: str,
        *,
        method: str | None = None,
        retry_after: float = 0.05,
        count: int = 1,
        is_global: bool = False,
    ) -> None:
        """Answer the next `count` matching requests (path regex, re.search) with a 429."""
        self.rest.rate_limits.append(
            RateLimitRule(method, re.compile(path), retry_after, count, is_global)
        )

    def hold_answers(
        self, path: str, *, method: str | None = None, count: int = 1
    ) -> asyncio.Event:
        """Carry out the next `count` matching requests (path regex, re.search) at once,
        but answer them only when the returned event is set: a slow network, or, never
        set, a bot that dies between Discord acting and the answer arriving."""
        release = asyncio.Event()
        self.rest.held_answers.append(
            (RateLimitRule(method, re.compile(path), 0.0, count), release)
        )
        return release

    # ------------------------------------------------------------------ waiting

    def notify(self) -> None:
        """Wake `wait_until` waiters so they re-check (call it from bot-side hooks in tests
        when the condition is about the bot's own state)."""
        self.notifier.notify()

    async def wait_until(
        self, predicate: Callable[[], T | None], timeout: float = 5.0, what: str | None = None
    ) -> T:
        """Wait (event-driven) until `predicate()` is truthy and return its value."""
        return await self.notifier.wait_until(predicate, timeout, what)

    async def wait_response(
        self, interaction: InteractionHandle | int, timeout: float = 5.0
    ) -> AckRecord:
        """The first callback attempt for an interaction (check `.ok`/`.code`)."""
        handle = (
            interaction
            if isinstance(interaction, InteractionHandle)
            else self.interactions[interaction]
        )
        return await handle.wait_ack(timeout)

    async def wait_for_message(
        self,
        predicate: Callable[[StoredMessage], bool] | None = None,
        channel: ChannelLike | None = None,
        *,
        after: MessageLike | None = None,
        timeout: float = 5.0,
    ) -> StoredMessage:
        """The newest public message in a channel matching `predicate` (and newer than `after`)."""
        after_id = 0 if after is None else self.message(after).id

        def find() -> StoredMessage | None:
            for message in reversed(self.messages(channel)):
                if message.id > after_id and (predicate is None or predicate(message)):
                    return message
            return None

        return await self.wait_until(find, timeout, "a matching message")

    async def wait_for_request(
        self, method: str, path: str, *, count: int = 1, timeout: float = 5.0
    ) -> RequestRecord:
        """The `count`-th recorded request matching method and path regex."""

        def find() -> RequestRecord | None:
            found = self.find_requests(method, path)
            return found[count - 1] if len(found) >= count else None

        return await self.wait_until(find, timeout, f"request {method} {path}")

    async def wait_for_gateway(self, timeout: float = 5.0) -> GatewaySession:
        """A session that has IDENTIFYed and is connected."""

        def live() -> GatewaySession | None:
            sessions = self.gateway.live_sessions
            return sessions[0] if sessions else None

        return await self.wait_until(live, timeout, "a connected gateway session")

    # ------------------------------------------------------------------ gateway events

    def announce_message(self, event: str, message: StoredMessage) -> None:
        """MESSAGE_CREATE/UPDATE for a public message, filtered by the sessions' intents."""
        if message.ephemeral_for is not None:
            return
        channel = self.world.channels.get(message.channel_id)
        if channel is None:
            return
        guild_id = channel.guild_id
        intent = Intents.GUILD_MESSAGES if guild_id else Intents.DIRECT_MESSAGES

        def build(session: GatewaySession) -> JSON:
            data = message.to_dict()
            if guild_id is not None:
                data["guild_id"] = str(guild_id)
                member = self.world.member(guild_id, message.author_id)
                if member is not None:
                    data["member"] = member.to_dict(with_user=False)
                mentioned = any(int(u["id"]) == self.bot_user.id for u in data["mentions"])
                if (
                    not session.intents & Intents.MESSAGE_CONTENT
                    and message.author_id != self.bot_user.id
                    and not mentioned
                ):
                    data.update(content="", embeds=[], attachments=[], components=[])
            return data

        self.gateway.dispatch(event, build, intent=intent, guild_id=guild_id)

    def announce_delete(self, message: StoredMessage) -> None:
        """MESSAGE_DELETE for a public message."""
        if message.ephemeral_for is not None:
            return
        channel = self.world.channels.get(message.channel_id)
        data: JSON = {"id": str(message.id), "channel_id": str(message.channel_id)}
        intent = Intents.DIRECT_MESSAGES
        guild_id = channel.guild_id if channel is not None else None
        if guild_id is not None:
            data["guild_id"] = str(guild_id)
            intent = Intents.GUILD_MESSAGES
        self.gateway.dispatch("MESSAGE_DELETE", data, intent=intent, guild_id=guild_id)

    async def take_gateway_down(self) -> None:
        """An outage between the bot and Discord: its gateway connection is closed (4000)
        and it cannot connect again until `bring_gateway_up` (it gets no HELLO). Events
        meanwhile, presses too, are replayed when it RESUMEs."""
        await self.gateway.take_down()

    def bring_gateway_up(self) -> None:
        """The outage is over: the bot's waiting connection gets HELLO and RESUMEs."""
        self.gateway.bring_up()

    async def reconnect_gateway(self) -> None:
        """Send op 7 RECONNECT to connected clients (they close and RESUME)."""
        await self.gateway.reconnect_all()

    # ------------------------------------------------------------------ outages

    def go_down(self, status: int = 503, *, rest: bool = True, gateway: bool = True) -> None:
        """An outage (DISCORD.md, Outages): from now on every REST request (``rest``) and
        every gateway handshake (``gateway``) is answered with ``status`` and Discord's
        plain-text body, until `come_back`. Connections already open stay open: see
        `drop_gateway`."""
        self.rest.outage = status if rest else None
        self.gateway.outage = status if gateway else None

    def come_back(self) -> None:
        """The outage is over: REST and the gateway answer again."""
        self.rest.outage = self.gateway.outage = None

    async def drop_gateway(self, code: int = 1001, reason: str = "Discord is going away") -> None:
        """Close every open gateway connection with ``code``: the client reconnects (and
        RESUMEs), or fails to while the gateway is `go_down`."""
        await self.gateway.close(code, reason)

    async def _flush(self, event: str, data: JSON, on_write: Callable[[float], None]) -> None:
        guild_id = int(data["guild_id"]) if data.get("guild_id") else None
        if not any(s.owns(guild_id) for s in self.gateway.deliverable_sessions):
            raise RuntimeError(
                "no bot is connected to the fake gateway for this guild's shard (is it READY?)"
            )
        loop = asyncio.get_running_loop()
        written: asyncio.Future[None] = loop.create_future()

        def sent(perf: float) -> None:
            on_write(perf)
            if not written.done():
                written.set_result(None)

        self.gateway.dispatch(event, data, guild_id=guild_id, on_sent=sent)
        await written

    # ------------------------------------------------------------------ interactions

    def _resolve_user(
        self, user: UserLike, channel: FakeChannel
    ) -> tuple[FakeUser, FakeMember | None]:
        fake_user = self.user(user)
        if channel.guild_id is None:
            return fake_user, None
        member = self.world.member(channel.guild_id, fake_user.id)
        if member is None:
            raise LookupError(f"{fake_user.username} is not a member of the channel's guild")
        return fake_user, member

    def interaction_metadata(self, handle: InteractionHandle) -> JSON:
        """The `interaction_metadata` of a message that answers `handle`."""
        metadata: JSON = {
            "id": str(handle.id),
            "type": handle.type,
            "user": handle.user.to_dict(),
            "authorizing_integration_owners": handle.payload["authorizing_integration_owners"],
        }
        if handle.type == 2:
            metadata["name"] = handle.data.get("name")
        if handle.source_message_id is not None:
            metadata["interacted_message_id"] = str(handle.source_message_id)
        return metadata

    def new_interaction(
        self,
        itype: int,
        user: UserLike,
        channel: FakeChannel,
        data: JSON,
        *,
        message: StoredMessage | None = None,
        at: datetime | int | None = None,
        interaction_id: int | None = None,
        age: float = 0.0,
        locale: str = "en-US",
    ) -> InteractionHandle:
        """An interaction of type ``itype`` (2: a slash command, 3: a component, 5: a
        modal) that ``user`` makes in ``channel`` with ``data``, on ``message``: made as
        Discord makes it, not yet sent (`deliver` sends it). `slash`, `click`, `select`
        and `submit_modal` make theirs so, after checking what a client would let the
        user do; a test makes one itself for what a client would not (a forged id, a
        button no longer shown)."""
        fake_user, member = self._resolve_user(user, channel)
        iid = interaction_id if interaction_id is not None else self.snowflakes.next(at)
        if iid in self.interactions:
            raise ValueError(f"interaction id {iid} was already used")
        token = "aW50ZXJhY3Rpb246" + secrets.token_urlsafe(48)
        channel_data = channel.to_dict()
        payload: JSON = {
            "id": str(iid),
            "application_id": str(self.application_id),
            "type": itype,
            "data": data,
            "token": token,
            "version": 1,
            "locale": locale,
            "app_permissions": str(BOT_PERMISSIONS & ~self.world.bot_denied_in(channel)),
            "entitlements": [],
            "entitlement_sku_ids": [],
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
            "channel_id": str(channel.id),
            "channel": channel_data,
        }
        if channel.guild_id is not None and member is not None:
            channel_data["permissions"] = str(member.permissions)
            guild_locale = self.world.guilds[channel.guild_id].locale
            payload.update(
                guild_id=str(channel.guild_id),
                guild={"id": str(channel.guild_id), "locale": guild_locale, "features": []},
                guild_locale=guild_locale,
                member=member.to_dict(with_permissions=True),
                authorizing_integration_owners={"0": str(channel.guild_id)},
                context=0,
            )
        else:
            payload.update(
                user=fake_user.to_dict(),
                authorizing_integration_owners={"0": str(fake_user.id)},
                context=1,
            )
        if message is not None:
            # Stored message data is never edited in place (edits copy on write), so the
            # payload can refer to it instead of copying a 25-button board per press.
            payload["message"] = message.data
        handle = InteractionHandle(
            world=self.world,
            id=iid,
            token=token,
            type=itype,
            user=fake_user,
            member=member,
            channel_id=channel.id,
            guild_id=channel.guild_id,
            payload=payload,
            created_at=self.clock() - age,
            source_message_id=message.id if message is not None else None,
        )
        self.interactions[iid] = handle
        return handle

    async def deliver_again(self, handle: InteractionHandle) -> InteractionHandle:
        """Discord delivers the same INTERACTION_CREATE (same id and token) once more, as it
        may around a reconnect: a bot must handle an interaction once."""
        await self._flush("INTERACTION_CREATE", handle.payload, lambda _: None)
        self.notifier.notify()
        return handle

    async def deliver(self, handle: InteractionHandle) -> InteractionHandle:
        """Send INTERACTION_CREATE for an interaction `new_interaction` made; returns once
        it was written to the bot's gateway connection."""
        if self.network is not None:  # Discord made it; it is on its way to the bot
            await self.network.cross(self.network.links.deliver)
        try:
            await self._flush("INTERACTION_CREATE", handle.payload, handle.mark_dispatched)
        except RuntimeError:
            del self.interactions[handle.id]
            raise
        self.notifier.notify()
        return handle

    def _option(
        self,
        definition: JSON,
        value: Any,
        resolved: dict[str, dict[str, JSON]],
        guild_id: int | None,
    ) -> JSON:
        otype = definition["type"]
        name = definition["name"]
        if otype in (_USER, _MENTIONABLE):
            user = self.user(value)
            resolved.setdefault("users", {})[str(user.id)] = user.to_dict()
            member = self.world.member(guild_id, user.id)
            if member is not None:
                resolved.setdefault("members", {})[str(user.id)] = member.to_dict(
                    with_user=False, with_permissions=True
                )
            return {"name": name, "type": otype, "value": str(user.id)}
        if otype == _CHANNEL:
            channel = self._channel(value)
            entry = {**channel.to_dict(), "permissions": str(BOT_PERMISSIONS)}
            resolved.setdefault("channels", {})[str(channel.id)] = entry
            return {"name": name, "type": otype, "value": str(channel.id)}
        if otype == _ROLE:
            guild = self.world.guilds[guild_id or 0]
            role = next(r for r in guild.role_dicts() if r["id"] == str(value))
            resolved.setdefault("roles", {})[role["id"]] = role
            return {"name": name, "type": otype, "value": role["id"]}
        accepted: dict[int, type | tuple[type, ...]] = {3: str, 4: int, 5: bool, 10: (int, float)}
        expected = accepted.get(otype)
        if expected is None:
            raise NotImplementedError(f"option type {otype} is not supported by the fake")
        if not isinstance(value, expected) or (otype == 4 and isinstance(value, bool)):
            raise TypeError(f"option {name!r} expects type {otype}, got {value!r}")
        choices = definition.get("choices")
        if choices and value not in [c["value"] for c in choices]:
            raise ValueError(f"option {name!r}: {value!r} is not one of the command's choices")
        return {"name": name, "type": otype, "value": value}

    def _options(
        self,
        command: JSON,
        options: Mapping[str, Any],
        subcommand: str | None,
        group: str | None,
        guild_id: int | None,
    ) -> tuple[list[JSON], JSON]:
        definitions: list[JSON] = command.get("options") or []
        path: list[tuple[int, str]] = []
        for kind, wanted in ((_SUB_COMMAND_GROUP, group), (_SUB_COMMAND, subcommand)):
            if wanted is None:
                continue
            parent = next(
                (d for d in definitions if d["name"] == wanted and d["type"] == kind), None
            )
            if parent is None:
                raise LookupError(f"/{command['name']} has no subcommand (group) {wanted!r}")
            path.append((kind, wanted))
            definitions = parent.get("options") or []
        if any(d["type"] in (_SUB_COMMAND, _SUB_COMMAND_GROUP) for d in definitions):
            raise ValueError(f"/{command['name']} needs a subcommand")
        by_name = {d["name"]: d for d in definitions}
        resolved: dict[str, dict[str, JSON]] = {}
        values = []
        for name, value in options.items():
            if name not in by_name:
                raise LookupError(f"/{command['name']} has no option {name!r}")
            values.append(self._option(by_name[name], value, resolved, guild_id))
        missing = [d["name"] for d in definitions if d.get("required") and d["name"] not in options]
        if missing:
            raise ValueError(f"/{command['name']}: missing required options {missing}")
        tree: list[JSON] = values
        for kind, name in reversed(path):
            tree = [{"name": name, "type": kind, "options": tree}]
        return tree, dict(resolved)

    async def slash(
        self,
        user: UserLike,
        name: str,
        options: Mapping[str, Any] | None = None,
        *,
        subcommand: str | None = None,
        group: str | None = None,
        channel: ChannelLike | None = None,
        at: datetime | int | None = None,
        interaction_id: int | None = None,
        age: float = 0.0,
        locale: str = "en-US",
    ) -> InteractionHandle:
        """`user` runs ``/name [group] [subcommand] options...``; returns once it was sent.

        The command must be registered (synced). Option values: str/int/float/
        bool, a FakeUser/FakeMember/user id for user options, a FakeChannel or
        id for channel options. `at` chooses Discord's time for the interaction
        id (datetime or Unix ms); `age` makes it `age` seconds old already on
        the fake's clock (e.g. gateway lag).
        """
        target = self._channel(channel)
        command = self.find_command(name, target.guild_id)
        tree, resolved = self._options(command, options or {}, subcommand, group, target.guild_id)
        data: JSON = {"id": command["id"], "name": name, "type": 1, "options": tree}
        if command.get("guild_id"):
            data["guild_id"] = command["guild_id"]
        if resolved:
            data["resolved"] = resolved
        handle = self.new_interaction(
            2, user, target, data, message=None, at=at, interaction_id=interaction_id, age=age,
            locale=locale,
        )  # fmt: skip
        return await self.deliver(handle)

    def _component_source(
        self, user: UserLike, message: MessageLike, custom_id: str
    ) -> tuple[StoredMessage, JSON]:
        stored = self.message(message)
        if stored.deleted:
            raise LookupError(f"message {stored.id} was deleted")
        who = self.user(user)
        if stored.ephemeral_for is not None and stored.ephemeral_for != who.id:
            raise PermissionError(f"message {stored.id} is ephemeral for another user")
        component = stored.component(custom_id)
        if component is None:
            raise LookupError(
                f"no component {custom_id!r} on message {stored.id} (has {stored.custom_ids()})"
            )
        if component.get("disabled"):
            raise ValueError(f"component {custom_id!r} is disabled")
        return stored, component

    async def click(
        self,
        user: UserLike,
        message: MessageLike,
        custom_id: str,
        *,
        at: datetime | int | None = None,
        interaction_id: int | None = None,
        age: float = 0.0,
        locale: str = "en-US",
        stale: bool = False,
    ) -> InteractionHandle:
        """`user` presses the button `custom_id` on `message`; returns once it was sent.

        ``stale``: the user's client still shows an older version of the message (a
        redraw had not reached it), so the button need not be on the message now."""
        if stale:
            stored = self.message(message)
            if stored.ephemeral_for is not None and stored.ephemeral_for != self.user(user).id:
                raise PermissionError(f"message {stored.id} is ephemeral for another user")
        else:
            stored, component = self._component_source(user, message, custom_id)
            if component.get("type") != 2:
                raise ValueError(f"{custom_id!r} is not a button (use select())")
        data = {"custom_id": custom_id, "component_type": 2}
        handle = self.new_interaction(
            3, user, self._live_channel(stored.channel_id), data, message=stored, at=at,
            interaction_id=interaction_id, age=age, locale=locale,
        )  # fmt: skip
        return await self.deliver(handle)

    async def select(
        self,
        user: UserLike,
        message: MessageLike,
        custom_id: str,
        values: Sequence[str],
        *,
        at: datetime | int | None = None,
        interaction_id: int | None = None,
        age: float = 0.0,
    ) -> InteractionHandle:
        """`user` picks `values` in the string select `custom_id` on `message`."""
        stored, component = self._component_source(user, message, custom_id)
        if component.get("type") != 3:
            raise ValueError(f"{custom_id!r} is not a string select")
        allowed = {o["value"] for o in component.get("options") or []}
        if not set(values) <= allowed:
            raise ValueError(f"values {set(values) - allowed} are not options of {custom_id!r}")
        data = {"custom_id": custom_id, "component_type": 3, "values": list(values)}
        handle = self.new_interaction(
            3, user, self._live_channel(stored.channel_id), data, message=stored, at=at,
            interaction_id=interaction_id, age=age, locale="en-US",
        )  # fmt: skip
        return await self.deliver(handle)

    async def submit_modal(
        self,
        opened_by: InteractionHandle,
        values: Mapping[str, str],
        *,
        at: datetime | int | None = None,
        age: float = 0.0,
    ) -> InteractionHandle:
        """Submit the modal the bot showed in answer to `opened_by`, with text input values."""
        modal = opened_by.modal
        if modal is None:
            raise LookupError(f"interaction {opened_by.id} did not open a modal")

        def answer(component: JSON) -> JSON:
            if component.get("type") == 4:
                cid = component["custom_id"]
                return {"type": 4, "id": component.get("id"), "custom_id": cid,
                        "value": values.get(cid, "")}  # fmt: skip
            if component.get("type") == 18 and isinstance(component.get("component"), dict):
                return {"type": 18, "id": component.get("id"),
                        "component": answer(component["component"])}  # fmt: skip
            children = [answer(c) for c in component.get("components") or []]
            return {
                "type": component.get("type"),
                "id": component.get("id"),
                "components": children,
            }

        data = {
            "custom_id": modal.get("custom_id"),
            "components": [answer(c) for c in modal.get("components") or []],
        }
        source = self.world.messages.get(opened_by.source_message_id or 0)
        handle = self.new_interaction(
            5, opened_by.user, self._live_channel(opened_by.channel_id), data, message=source,
            at=at, interaction_id=None, age=age, locale="en-US",
        )  # fmt: skip
        return await self.deliver(handle)

    async def post_user_message(
        self, user: UserLike, content: str, channel: ChannelLike | None = None
    ) -> StoredMessage:
        """A user writes a message in a channel (MESSAGE_CREATE to the bot)."""
        target = self._channel(channel)
        author, _ = self._resolve_user(user, target)
        message = self.world.create_message(target, author, {"content": content})
        self.announce_message("MESSAGE_CREATE", message)
        await self.gateway.flush()
        return message
