"""A table server on a driven clock, over a real socket on 127.0.0.1 (aiohttp's test
server), its room watching a registry beside a recording publisher (the keepers' place);
and a table client that speaks docs/table.md's frames."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

from aiohttp import ClientWebSocketResponse, WSMsgType
from aiohttp.test_utils import TestClient, TestServer

from spitbot.bot.i18n import Catalogs
from spitbot.bot.tables import TableDrawer
from spitbot.runtime import ManualClock, MatchRegistry, Player, Publishers, RuntimeSettings
from spitbot.table import (
    DiscordAccounts,
    ShardRelay,
    Socket,
    TableRoom,
    TableServer,
    Ticket,
    TicketOffice,
)
from tests.runtime.support import FakePublisher, FakeRecorder

SECRET = "table-client-secret"
TABLE_URL = "https://spit.example.org/table"


class English:
    def language(self, guild_id: int | None) -> str:
        return "en"


@dataclass
class Table:
    """One client's socket: every frame it got, in order."""

    ws: ClientWebSocketResponse
    frames: list[dict[str, Any]] = field(default_factory=list)
    seq: int = 0

    async def next(self, kind: str | None = None) -> dict[str, Any]:
        """The next frame (of ``kind``), answering the server's pings on the way."""
        while True:
            message = await asyncio.wait_for(self.ws.receive(), 5)
            if message.type != WSMsgType.TEXT:
                raise AssertionError(f"the socket closed: {message.type} {message.data}")
            frame = message.json()
            self.frames.append(frame)
            if frame["type"] == "ping" and kind != "ping":
                await self.send(type="pong", seq=frame["seq"], server_ms=frame["server_ms"])
                continue
            if kind is None or frame["type"] == kind:
                return frame

    async def send(self, **frame: Any) -> None:
        await self.ws.send_json(frame)

    async def press(self, move: str, version: int) -> int:
        self.seq += 1
        await self.send(type="press", move=move, version=version, seq=self.seq)
        return self.seq

    async def closed(self) -> int | None:
        message = await asyncio.wait_for(self.ws.receive(), 5)
        while message.type == WSMsgType.TEXT:
            self.frames.append(message.json())
            message = await asyncio.wait_for(self.ws.receive(), 5)
        if message.type == WSMsgType.CLOSE:  # the server's code (its reply may find it gone)
            return int(message.data)
        return self.ws.close_code


@dataclass
class Room:
    registry: MatchRegistry
    clock: ManualClock
    keepers: FakePublisher
    recorder: FakeRecorder
    room: TableRoom
    server: TableServer
    client: TestClient[Any, Any]
    tickets: TicketOffice

    async def until(self, condition: Callable[[], bool]) -> None:
        """Wait (on the room's news, never on time) until ``condition`` holds."""
        news = asyncio.Event()
        self.room.on_change.append(news.set)
        try:
            while not condition():
                await asyncio.wait_for(news.wait(), 5)
                news.clear()
        finally:
            self.room.on_change.remove(news.set)

    async def pressed(self, count: int) -> None:
        """Wait until the room has handed ``count`` presses to the runtime."""
        await self.until(lambda: self.room.presses >= count)

    def socket_of(self, user_id: int) -> Socket:
        """The server's side of ``user_id``'s open table."""
        for match in self.room._matches.values():
            for sock in match.sockets:
                if sock.ticket is not None and sock.ticket.user_id == user_id:
                    return sock
        raise LookupError(user_id)

    async def measure(self, table: Table, user_id: int, round_trip_ms: int, times: int = 3) -> None:
        """The server measures ``table``'s round trip: ``round_trip_ms`` of driven time
        pass between each ping and its pong."""
        sock = self.socket_of(user_id)
        for _ in range(times):
            self.room.ping(sock)
            ping = await table.next("ping")
            await self.clock.advance(round_trip_ms / 1000)
            await table.send(type="pong", seq=ping["seq"], server_ms=ping["server_ms"])
            await self.until(lambda: not sock.pings)

    def ticket(self, player: Player, **extra: Any) -> str:
        expires = self.clock.wall_ms() + 15 * 60 * 1000
        return self.tickets.issue(Ticket(player.user_id, player.name, None, expires, **extra))

    async def open(self, player: Player | None = None, *, ticket: str | None = None,
                   **hello: Any) -> Table:  # fmt: skip
        ws = await self.client.ws_connect(f"{self.server.base}/ws")
        table = Table(ws)
        if ticket is None and player is not None:
            ticket = self.ticket(player)
        if ticket is not None:
            await table.send(type="hello", ticket=ticket, protocol=1, **hello)
        return table


@asynccontextmanager
async def table_room(
    window_ms: int = 100,
    accounts: DiscordAccounts | None = None,
    application_id: Callable[[], int | None] | None = None,
    relay: ShardRelay | None = None,
    **settings: Any,
) -> AsyncIterator[Room]:
    clock = ManualClock()
    keepers, recorder = FakePublisher(), FakeRecorder()
    publishers = Publishers(keepers)
    registry = MatchRegistry(
        clock, RuntimeSettings(window_ms=window_ms, **settings),
        publisher=publishers, recorder=recorder,
    )  # fmt: skip
    tickets = TicketOffice(SECRET)
    room = TableRoom(registry, TableDrawer(Catalogs(), English()), tickets, accounts)
    publishers.watch(room)
    own = accounts or DiscordAccounts(lambda: 1, SECRET, lambda: "bot", "http://127.0.0.1:9")
    server = TableServer(room, own, TABLE_URL, "127.0.0.1", 0, ping_seconds=None,
                         application_id=application_id, relay=relay)  # fmt: skip
    client = TestClient(TestServer(server.app()))
    await client.start_server()
    try:
        yield Room(registry, clock, keepers, recorder, room, server, client, tickets)
    finally:
        await room.close()
        if relay is not None:
            await relay.close()
        await client.close()
        await own.close()
