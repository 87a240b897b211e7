"""Shards behind one address (issue 28.10, docs/decisions.md "Shards"): a table's socket
may reach any shard process, but its match lives in one. The process that takes a hello
for a match it does not hold asks the database where the match is (its server, whose
shard is Discord's ``(guild_id >> 22) % shard_count``), then relays the socket, frame for
frame both ways, to that shard's own table address, where the match's room judges the
hello as if the table had come straight there. The client sees one socket and changes
nothing; the owning shard applies every press and pushes every state, as for its own
tables.

Only a hello whose ticket is good is relayed (an anonymous socket opens nothing), and
only when this process cannot find its match. When the owning shard is unreachable (it
is restarting) or the database does not answer, the table is told to reconnect (1001),
as when a bot stops: its back-off brings it back once the shard is up.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from aiohttp import (
    ClientError,
    ClientSession,
    ClientTimeout,
    ClientWebSocketResponse,
    WSMsgType,
    web,
)

from . import frames
from .tickets import Ticket

log = logging.getLogger(__name__)

LOOKUP_SECONDS = 2.0
"""How long the database may take to say where a match is."""
CONNECT_SECONDS = 5.0
"""How long the owning shard's socket may take to open."""
HEARTBEAT_SECONDS = 15.0
"""The relay's own WebSocket ping to the owning shard: a shard gone silent (its machine
off the network) is noticed, and the table told to reconnect."""
RELAYED = "X-SpitBot-Relayed"
"""The header of a relayed socket: the shard that gets it judges the hello itself and
never relays it again (shard addresses set wrong cannot make a loop)."""


class Whereabouts(Protocol):
    """Where a table's match is, on any shard (the store answers)."""

    async def guild_of_match(
        self,
        *,
        match_id: str | None = None,
        channel_id: int | None = None,
        user_id: int | None = None,
    ) -> tuple[str, int | None] | None:
        """The match (by id, else the live one in the channel, else the person's live
        one) and its server (``None``: a direct message), or ``None`` if none."""


class Unknown(Exception):
    """The database could not say where the match is (slow or down)."""


@dataclass(frozen=True, slots=True)
class Shards:
    """This process's shard, and every shard's own table socket (``ws://…/ws``), by id."""

    shard_id: int
    sockets: tuple[str, ...]

    @property
    def count(self) -> int:
        return len(self.sockets)

    def of_guild(self, guild_id: int | None) -> int:
        """The shard Discord gives a server's events to (direct messages: shard 0)."""
        return 0 if guild_id is None else (guild_id >> 22) % self.count


def shard_sockets(bases: Sequence[str]) -> tuple[str, ...]:
    """The table sockets of shards whose table is served at ``bases`` (``http://…/table``)."""
    out = []
    for base in bases:
        scheme, rest = base.rstrip("/").split("://", 1)
        out.append(f"{'wss' if scheme in ('https', 'wss') else 'ws'}://{rest}/ws")
    return tuple(out)


class ShardRelay:
    def __init__(
        self,
        shards: Shards,
        where: Whereabouts,
        *,
        lookup_seconds: float = LOOKUP_SECONDS,
    ) -> None:
        self.shards = shards
        self.where = where
        self.lookup_seconds = lookup_seconds
        self._session: ClientSession | None = None
        self.relayed = 0  # sockets relayed so far (tests, logs)

    async def owner(self, ticket: Ticket, hello: frames.Hello) -> str | None:
        """The socket address of the shard holding ``hello``'s match, when that is
        another shard (``None``: no such match anywhere, or it is this shard's).
        :class:`Unknown` when the database does not say."""
        channel = hello.channel if hello.channel is not None else ticket.channel_id
        by_user = ticket.user_id if hello.match is None and channel is None else None
        try:
            found = await asyncio.wait_for(
                self.where.guild_of_match(
                    match_id=hello.match,
                    channel_id=channel if hello.match is None else None,
                    user_id=by_user,
                ),
                self.lookup_seconds,
            )
        except Exception as error:  # slow or down, whatever the driver's reason
            log.warning("table: where a match is could not be read (%s)", type(error).__name__)
            raise Unknown from error
        if found is None:
            return None
        shard = self.shards.of_guild(found[1])
        if shard == self.shards.shard_id:
            return None
        return self.shards.sockets[shard]

    async def relay(self, ws: web.WebSocketResponse, hello: str, address: str) -> None:
        """Carry ``ws``'s frames, from its ``hello`` on, to the shard at ``address`` and
        that shard's frames back, until either side closes; its close code is passed on
        (a refused ticket's 4001, no match's 4004), or 1001 when it cannot be reached."""
        if self._session is None:
            opening = ClientTimeout(total=None, connect=CONNECT_SECONDS)
            self._session = ClientSession(timeout=opening)
        try:
            upstream = await self._session.ws_connect(
                address, headers={RELAYED: "1"}, heartbeat=HEARTBEAT_SECONDS
            )
        except (ClientError, OSError, TimeoutError) as error:
            log.warning("table: shard at %s unreachable (%s)", address, type(error).__name__)
            await ws.close(code=frames.CLOSE_GOING_AWAY, message=b"shard unreachable")
            return
        self.relayed += 1
        down = asyncio.get_running_loop().create_task(_down(upstream, ws))
        try:
            await upstream.send_str(hello)
            async for message in ws:
                if message.type == WSMsgType.TEXT:
                    await upstream.send_str(message.data)
                elif message.type == WSMsgType.BINARY:
                    await upstream.send_bytes(message.data)
        except (ClientError, ConnectionError, RuntimeError):
            pass  # the shard went away: ``down`` closes the table
        finally:
            if not upstream.closed:
                await upstream.close()
            with contextlib.suppress(Exception):
                await down

    async def close(self) -> None:
        session, self._session = self._session, None
        if session is not None:
            await session.close()


async def _down(upstream: ClientWebSocketResponse, ws: web.WebSocketResponse) -> None:
    """The owning shard's frames to the table, then its close."""
    try:
        async for message in upstream:
            if message.type == WSMsgType.TEXT:
                await ws.send_str(message.data)
    except (ConnectionError, RuntimeError):
        pass
    code = upstream.close_code
    if code is None or not (code in (1000, 1001) or 3000 <= code < 5000):
        code = frames.CLOSE_GOING_AWAY  # it went away (1006 is not a code one may send)
    if not ws.closed:
        await ws.close(code=code)
