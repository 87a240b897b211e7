"""The fake gateway: Discord's websocket protocol (v10, JSON) at ws://host:port/.

HELLO, heartbeat ACKs, IDENTIFY -> READY (guilds unavailable) then one
GUILD_CREATE per guild of the session's shard, RESUME with replay of missed dispatches, RECONNECT on
request, REQUEST_GUILD_MEMBERS -> GUILD_MEMBERS_CHUNK, and a send rate limit of
120 events per 60 s. An outage (`Gateway.take_down`, `Gateway.bring_up`): every connection
is closed with 4000 (resumable), and a client that connects meanwhile gets no HELLO until
the gateway is back, as when the bot cannot reach Discord; the sessions' events wait in
their replay buffers and reach the client when it RESUMEs. Frames are plain TEXT JSON
unless the fake was started with `gateway_compression=True` and the client asked for
``zlib-stream``.

Sharding as Discord does it: an IDENTIFY may carry ``shard: [shard_id, shard_count]``;
a session then hears only the events of the guilds with
``(guild_id >> 22) % shard_count == shard_id``, and events with no guild (direct
messages) reach shard 0 only. A bad shard (not two integers, a count below 1, an id
outside 0 to count - 1) is closed with 4010 (Invalid shard); a session that would hold
more than `FakeDiscord.max_guilds_per_shard` guilds (Discord: 2500) with 4011 (Sharding
required).

Every dispatch goes through a per-connection queue, so events keep their
order and can be enqueued from synchronous code.
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
import secrets
import time
import zlib
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

from .rest import outage_response

if TYPE_CHECKING:
    from .host import Host

__all__ = ["Gateway", "GatewayConnection", "GatewaySession", "Intents", "shard_of"]

_log = logging.getLogger(__name__)

JSON = dict[str, Any]

DISPATCH, HEARTBEAT, IDENTIFY, PRESENCE_UPDATE, VOICE_STATE = 0, 1, 2, 3, 4
RESUME, RECONNECT, REQUEST_GUILD_MEMBERS, INVALID_SESSION, HELLO, HEARTBEAT_ACK = (
    6, 7, 8, 9, 10, 11,
)  # fmt: skip

SEND_LIMIT = 120
SEND_WINDOW = 60.0
REPLAY_BUFFER = 2000

#: Called with `time.perf_counter()` taken just before a frame was written.
OnSent = Callable[[float], None]


class Intents:
    """Gateway intent bits the fake filters on."""

    GUILDS = 1 << 0
    GUILD_MEMBERS = 1 << 1
    GUILD_MESSAGES = 1 << 9
    DIRECT_MESSAGES = 1 << 12
    MESSAGE_CONTENT = 1 << 15


def _resolve(future: asyncio.Future[float], perf: float) -> None:
    if not future.done():
        future.set_result(perf)


def _dumps(payload: JSON) -> str:
    return json.dumps(payload, separators=(",", ":"))


@dataclass(eq=False)
class GatewaySession:
    """A gateway session (survives a disconnect so it can be resumed)."""

    session_id: str
    intents: int
    seq: int = 0
    buffer: deque[tuple[int, JSON]] = field(default_factory=lambda: deque(maxlen=REPLAY_BUFFER))
    connection: GatewayConnection | None = None
    resumes: int = 0
    #: The client closed the connection with 1000/1001 (no RESUME expected).
    ended: bool = False
    #: ``(shard_id, shard_count)`` from IDENTIFY; ``(0, 1)`` when it sent none.
    shard: tuple[int, int] = (0, 1)

    def wants(self, intent: int | None) -> bool:
        """Whether this session subscribed to `intent` (None: always)."""
        return intent is None or bool(self.intents & intent)

    def owns(self, guild_id: int | None) -> bool:
        """Whether this session's shard hears `guild_id`'s events (None: a direct
        message, which only shard 0 hears)."""
        return shard_of(guild_id, self.shard[1]) == self.shard[0]


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard a guild's events go to (Discord's formula); direct messages: 0."""
    return 0 if guild_id is None else (guild_id >> 22) % shard_count


def _shard(data: JSON) -> tuple[int, int] | None:
    """IDENTIFY's ``shard`` as ``(id, count)``; None if it is not a valid one."""
    value = data.get("shard", [0, 1])
    if not isinstance(value, list) or len(value) != 2:
        return None
    shard_id, count = value
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (shard_id, count)):
        return None
    return (shard_id, count) if count >= 1 and 0 <= shard_id < count else None


class GatewayConnection:
    """One websocket connection with its ordered outgoing queue."""

    def __init__(self, ws: web.WebSocketResponse, compress: bool) -> None:
        self.ws = ws
        self._compressor = zlib.compressobj() if compress else None
        self.session: GatewaySession | None = None
        self.queue: asyncio.Queue[tuple[JSON | None, OnSent | None] | None] = asyncio.Queue()
        self.sent_times: deque[float] = deque()
        self.writer: asyncio.Task[None] | None = None
        self.done = False
        #: Closed by an outage (`Gateway.take_down`): its session may always RESUME, whatever
        #: close code the client answered with.
        self.dropped = False

    @property
    def open(self) -> bool:
        """Whether frames can still be written."""
        return not self.done and not self.ws.closed

    def enqueue(self, payload: JSON | None, on_sent: OnSent | None = None) -> None:
        """Queue a payload (None: only a marker); `on_sent(perf)` runs once it was written.

        `perf` is `time.perf_counter()` taken just before the frame was written
        (or when it was dropped because the connection is gone).
        """
        if self.done:
            if on_sent is not None:
                on_sent(time.perf_counter())
            return
        self.queue.put_nowait((payload, on_sent))

    async def write_loop(self) -> None:
        """Send queued payloads in order until a None sentinel, then drop the rest."""
        try:
            await self._write_until_stopped()
        finally:
            self.done = True
            while not self.queue.empty():
                item = self.queue.get_nowait()
                if item is not None and item[1] is not None:
                    item[1](time.perf_counter())

    async def _write_until_stopped(self) -> None:
        while True:
            item = await self.queue.get()
            if item is None:
                return
            payload, on_sent = item
            perf = time.perf_counter()
            try:
                if payload is not None and not self.ws.closed:
                    await self._write(payload)
            except (ConnectionError, RuntimeError) as exc:
                _log.debug("gateway send failed: %s", exc)
            finally:
                if on_sent is not None:
                    on_sent(perf)

    async def _write(self, payload: JSON) -> None:
        text = _dumps(payload)
        if self._compressor is not None:
            data = self._compressor.compress(text.encode())
            data += self._compressor.flush(zlib.Z_SYNC_FLUSH)
            await self.ws.send_bytes(data)
        else:
            await self.ws.send_str(text)


class Gateway:
    """Serves the websocket and routes dispatches to live sessions."""

    heartbeat_interval_ms = 41_250

    def __init__(self, fake: Host) -> None:
        self.fake = fake
        self.sessions: dict[str, GatewaySession] = {}
        self.connections: set[GatewayConnection] = set()
        #: Every payload the client sent, in order.
        self.received: list[JSON] = []
        #: The last presence the bot set (op 3), if any.
        self.presence: JSON | None = None
        self.identifies = 0
        #: False during an outage (`take_down`); `waiting`: the connections made meanwhile,
        #: waiting for HELLO.
        self.up = True
        self.waiting: list[GatewayConnection] = []
        #: While set, a websocket handshake is answered with this status (`FakeDiscord.go_down`).
        self.outage: int | None = None
        #: Handshakes answered with `outage`.
        self.refused = 0

    # ------------------------------------------------------------------ state

    @property
    def live_sessions(self) -> list[GatewaySession]:
        """Sessions with an open connection (they got READY)."""
        return [s for s in self.sessions.values() if s.connection and s.connection.open]

    @property
    def deliverable_sessions(self) -> list[GatewaySession]:
        """Live sessions plus dropped ones that may still RESUME (their events are buffered)."""
        return [s for s in self.sessions.values() if not s.ended]

    def dispatch(
        self,
        event: str,
        data: JSON | Callable[[GatewaySession], JSON],
        *,
        intent: int | None = None,
        guild_id: int | None = None,
        on_sent: OnSent | None = None,
    ) -> int:
        """Queue a DISPATCH to every live session subscribed to `intent` whose shard
        hears `guild_id` (None: no guild, shard 0); returns how many.

        `data` may be a function of the session (to filter per intents).
        `on_sent` runs once, after the first session's frame was written.
        """
        count = 0
        for session in self.sessions.values():
            if session.ended or not session.wants(intent) or not session.owns(guild_id):
                continue
            payload_data = data(session) if callable(data) else data
            session.seq += 1
            payload = {"op": DISPATCH, "t": event, "s": session.seq, "d": payload_data}
            session.buffer.append((session.seq, payload))
            connection = session.connection
            if connection is not None and connection.open:
                connection.enqueue(payload, on_sent if count == 0 else None)
                count += 1
        if count == 0 and on_sent is not None:
            on_sent(time.perf_counter())
        return count

    async def flush(self) -> None:
        """Wait until everything queued so far was written on every open connection."""
        loop = asyncio.get_running_loop()
        waits: list[asyncio.Future[float]] = []
        for connection in self.connections:
            if not connection.open:
                continue
            done: asyncio.Future[float] = loop.create_future()
            connection.enqueue(None, functools.partial(_resolve, done))
            waits.append(done)
        if waits:
            await asyncio.gather(*waits)

    async def take_down(self) -> None:
        """An outage between the bot and Discord: every connection is closed with 4000
        (Discord's "unknown error, try reconnecting": the client RESUMEs), and a client
        that connects meanwhile hears nothing, not even HELLO, until `bring_up`. Events
        wait in the sessions' replay buffers (interactions too: the players see "This
        interaction failed" meanwhile)."""
        self.up = False
        for connection in list(self.connections):
            connection.dropped = True
            connection.queue.put_nowait(None)
            if connection.writer is not None:
                await connection.writer
            if not connection.ws.closed:
                await connection.ws.close(code=4000, message=b"fake Discord: outage")
        self.fake.notifier.notify()

    def bring_up(self) -> None:
        """The outage is over: the clients that connected meanwhile get their HELLO."""
        self.up = True
        waiting, self.waiting = self.waiting, []
        for connection in waiting:
            if connection.open:
                self._hello(connection)
        self.fake.notifier.notify()

    def _hello(self, connection: GatewayConnection) -> None:
        connection.enqueue(
            {"op": HELLO, "d": {"heartbeat_interval": self.heartbeat_interval_ms, "_trace": []}}
        )

    async def reconnect_all(self) -> None:
        """Ask every connected client to reconnect (op 7); they will RESUME."""
        for connection in list(self.connections):
            connection.enqueue({"op": RECONNECT, "d": None})

    async def close(self, code: int = 1001, reason: str = "fake Discord shutting down") -> None:
        """Close every connection (by default 1001, going away)."""
        for connection in list(self.connections):
            connection.queue.put_nowait(None)
            if connection.writer is not None:
                await connection.writer
            if not connection.ws.closed:
                await connection.ws.close(code=code, message=reason.encode()[:120])

    # ------------------------------------------------------------------ protocol

    async def handle(self, request: web.Request) -> web.StreamResponse:
        """The websocket endpoint."""
        fake = self.fake
        if request.query.get("v", "10") != "10":
            fake.record_violation("gateway", f"gateway API version {request.query.get('v')}")
        if request.query.get("encoding", "json") != "json":
            fake.record_violation("gateway", f"encoding {request.query.get('encoding')}")
        compress = fake.gateway_compression and request.query.get("compress") == "zlib-stream"
        if self.outage is not None:  # Discord's edge answers the upgrade with a 5xx
            self.refused += 1
            fake.notifier.notify()
            return outage_response(self.outage)
        ws = web.WebSocketResponse(max_msg_size=0, autoping=True)
        await ws.prepare(request)
        connection = GatewayConnection(ws, compress)
        connection.writer = asyncio.create_task(connection.write_loop(), name="fake-gateway-writer")
        self.connections.add(connection)
        if self.up:
            self._hello(connection)
        else:  # an outage: HELLO once the gateway is back
            self.waiting.append(connection)
        self.fake.notifier.notify()
        try:
            async for message in ws:
                if message.type is WSMsgType.TEXT:
                    await self._on_payload(connection, message.data)
                elif message.type is WSMsgType.BINARY:
                    await self._close(connection, 4002, "binary frames are not accepted")
                elif message.type is WSMsgType.ERROR:
                    break
        finally:
            self.connections.discard(connection)
            session = connection.session
            if session is not None and session.connection is connection:
                session.connection = None
                session.ended = not connection.dropped and ws.close_code in (1000, 1001)
            connection.queue.put_nowait(None)
            if connection.writer is not None and not connection.writer.done():
                await connection.writer
            fake.notifier.notify()
        return ws

    async def _close(self, connection: GatewayConnection, code: int, reason: str) -> None:
        self.fake.record_violation("gateway", f"closing gateway with {code}: {reason}")
        connection.queue.put_nowait(None)
        if connection.writer is not None:
            await connection.writer
        await connection.ws.close(code=code, message=reason.encode()[:120])

    def _rate_limited(self, connection: GatewayConnection) -> bool:
        now = time.monotonic()
        times = connection.sent_times
        times.append(now)
        while times and now - times[0] > SEND_WINDOW:
            times.popleft()
        return len(times) > SEND_LIMIT

    async def _on_payload(self, connection: GatewayConnection, text: str) -> None:
        try:
            payload = json.loads(text)
            op = payload["op"]
        except (ValueError, KeyError, TypeError):
            await self._close(connection, 4002, "decode error")
            return
        self.received.append(payload)
        if self._rate_limited(connection):
            await self._close(connection, 4008, "rate limited (more than 120 sends in 60 s)")
            return
        data = payload.get("d")
        if op == HEARTBEAT:
            connection.enqueue({"op": HEARTBEAT_ACK, "d": None})
        elif op == IDENTIFY:
            await self._identify(connection, data or {})
        elif op == RESUME:
            await self._resume(connection, data or {})
        elif connection.session is None:
            await self._close(connection, 4003, f"op {op} sent before IDENTIFY")
        elif op == PRESENCE_UPDATE:
            self.presence = data
        elif op == REQUEST_GUILD_MEMBERS:
            self._members_chunk(connection, data or {})
        elif op == VOICE_STATE:
            pass
        else:
            await self._close(connection, 4001, f"unknown opcode {op}")
        self.fake.notifier.notify()

    async def _identify(self, connection: GatewayConnection, data: JSON) -> None:
        fake = self.fake
        if connection.session is not None:
            await self._close(connection, 4005, "already authenticated")
            return
        if data.get("token") != fake.token:
            await self._close(connection, 4004, "authentication failed")
            return
        if not isinstance(data.get("intents"), int):
            await self._close(connection, 4013, "invalid intents")
            return
        shard = _shard(data)
        if shard is None:
            await self._close(connection, 4010, f"invalid shard {data.get('shard')!r}")
            return
        guilds = [g for g in fake.world.guilds.values() if shard_of(g.id, shard[1]) == shard[0]]
        if len(guilds) > fake.max_guilds_per_shard:
            await self._close(connection, 4011, "sharding required")
            return
        session = GatewaySession(
            session_id=secrets.token_hex(16), intents=data["intents"], shard=shard
        )
        self.sessions[session.session_id] = session
        session.connection = connection
        connection.session = session
        self.identifies += 1
        ready = {
            "v": 10,
            "user": {
                **fake.bot_user.to_dict(),
                "verified": True,
                "mfa_enabled": False,
                "email": None,
            },
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "shard": list(shard),
            "session_id": session.session_id,
            "session_type": "normal",
            "resume_gateway_url": fake.gateway_url,
            "application": {"id": str(fake.application_id), "flags": fake.application.flags},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
            "user_settings": {},
            "_trace": ["fake-discord"],
        }
        self.dispatch_to(session, "READY", ready)
        for guild in guilds:
            self.dispatch_to(session, "GUILD_CREATE", guild.to_gateway_dict(fake.world.joined_at))

    def dispatch_to(self, session: GatewaySession, event: str, data: JSON) -> None:
        """Queue a DISPATCH to one session."""
        session.seq += 1
        payload = {"op": DISPATCH, "t": event, "s": session.seq, "d": data}
        session.buffer.append((session.seq, payload))
        if session.connection is not None:
            session.connection.enqueue(payload)

    async def _resume(self, connection: GatewayConnection, data: JSON) -> None:
        fake = self.fake
        if data.get("token") != fake.token:
            await self._close(connection, 4004, "authentication failed")
            return
        session = self.sessions.get(str(data.get("session_id")))
        seq = data.get("seq") or 0
        oldest = session.buffer[0][0] if session and session.buffer else 1
        if session is None or seq < oldest - 1:
            connection.enqueue({"op": INVALID_SESSION, "d": False})
            return
        if session.connection is not None and session.connection is not connection:
            old = session.connection
            old.queue.put_nowait(None)
        session.connection = connection
        connection.session = session
        session.resumes += 1
        for number, payload in session.buffer:
            if number > seq:
                connection.enqueue(payload)
        self.dispatch_to(session, "RESUMED", {"_trace": ["fake-discord"]})

    def _members_chunk(self, connection: GatewayConnection, data: JSON) -> None:
        session = connection.session
        assert session is not None
        guild = self.fake.world.guilds.get(int(data.get("guild_id") or 0))
        if guild is None:
            return
        members = list(guild.members.values())
        wanted = data.get("user_ids")
        if wanted:
            ids = {int(u) for u in (wanted if isinstance(wanted, list) else [wanted])}
            members = [m for m in members if m.id in ids]
        elif data.get("query"):
            query = str(data["query"]).lower()
            members = [m for m in members if m.user.username.lower().startswith(query)]
        limit = data.get("limit") or 0
        if limit:
            members = members[:limit]
        chunk: JSON = {
            "guild_id": str(guild.id),
            "members": [m.to_dict() for m in members],
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
        }
        if data.get("nonce") is not None:
            chunk["nonce"] = data["nonce"]
        if data.get("presences"):
            chunk["presences"] = []
        self.dispatch_to(session, "GUILD_MEMBERS_CHUNK", chunk)
