"""The table's web server (docs/table.md, "URLs"): aiohttp, in the bot's own event loop,
on its own address (the public one the operator maps, TLS in front), beside the metrics'.

- the client's files, shipped in the package (``spitbot/table/client``);
- ``POST api/token``: an Activity's ``authorize`` code exchanged for a Discord token
  (handed back for the SDK's ``authenticate``) and a table ticket;
- ``login`` and ``callback``: the web login outside Discord (OAuth2, scope ``identify``);
- ``ws``: one WebSocket per open table, with heartbeats, its frames handed to the
  :class:`~.room.TableRoom`; with shards, a hello for another shard's match is relayed
  to that shard (:mod:`.relay`, 28.10).

No token or secret is logged: a refused exchange is logged by its kind alone.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
from importlib.resources import files
from pathlib import Path
from typing import Any
from urllib.parse import urlencode, urlsplit

from aiohttp import WSMsgType, web

from ..problems import StartupError
from ..runtime import sleep
from . import frames
from .frames import CLOSE_GOING_AWAY
from .oauth import DiscordAccounts, Refused, Unreachable
from .relay import RELAYED, ShardRelay, Unknown
from .room import PING_SECONDS, Socket, TableRoom
from .tickets import TICKET_SECONDS, BadTicket, Ticket

log = logging.getLogger(__name__)

HEARTBEAT_SECONDS = 15.0
"""The WebSocket's own ping (aiohttp's heartbeat); a socket silent past it is closed."""
CLOSE_SECONDS = 2.0
"""How long a stopping bot waits for a table to answer its close."""
AUTHORIZE_URL = "https://discord.com/oauth2/authorize"
LOGIN_SECONDS = 600  # how long a web login may take


def client_folder() -> Path:
    """The client's files, shipped in the package."""
    return Path(str(files("spitbot.table") / "client"))


class TableServer:
    def __init__(
        self,
        room: TableRoom,
        accounts: DiscordAccounts,
        public_url: str,
        host: str,
        port: int,
        *,
        application_id: Any = None,
        ping_seconds: float | None = PING_SECONDS,
        authorize_url: str = AUTHORIZE_URL,
        relay: ShardRelay | None = None,
    ) -> None:
        self.room = room
        self.accounts = accounts
        self.public_url = public_url.rstrip("/")
        self.base = urlsplit(self.public_url).path.rstrip("/")
        self.host, self.port = host, port
        self._application_id = application_id
        self.ping_seconds = ping_seconds
        self.authorize_url = authorize_url
        self.relay = relay
        self._runner: web.AppRunner | None = None
        self._sockets: set[web.WebSocketResponse] = set()

    # --- the app ------------------------------------------------------------------------

    def app(self) -> web.Application:
        app = web.Application()
        base = self.base
        app.router.add_get(f"{base}/", self._index)
        if base:
            app.router.add_get(base, self._to_index)
        folder = client_folder()
        if folder.is_dir():
            app.router.add_static(f"{base}/client", folder)
        app.router.add_post(f"{base}/api/token", self._token)
        app.router.add_get(f"{base}/login", self._login)
        app.router.add_get(f"{base}/callback", self._callback)
        app.router.add_get(f"{base}/ws", self._ws)
        return app

    async def start(self) -> None:
        runner = web.AppRunner(self.app(), access_log=None)
        await runner.setup()
        try:
            await web.TCPSite(runner, self.host, self.port).start()
        except OSError as error:
            await runner.cleanup()
            reason = os.strerror(error.errno) if error.errno else str(error)
            raise StartupError(
                f"cannot serve the table on {self.host}:{self.port} ({reason}).\n"
                "Set SPITBOT_TABLE_PORT to a free port (or SPITBOT_TABLE_HOST to an address "
                "of this machine), or unset SPITBOT_TABLE_URL."
            ) from error
        self._runner = runner
        if self.port == 0 and runner.addresses:
            self.port = int(runner.addresses[0][1])

    async def close(self) -> None:
        """The bot is stopping: every table is told so (1001: reconnect) and let go."""
        sockets = list(self._sockets)
        await asyncio.gather(
            *(ws.close(code=CLOSE_GOING_AWAY, message=b"stopping") for ws in sockets),
            return_exceptions=True,
        )
        await self.room.close()
        if self.relay is not None:
            await self.relay.close()
        runner, self._runner = self._runner, None
        if runner is not None:
            await runner.cleanup()
        await self.accounts.close()

    @property
    def listening(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}{self.base}/"

    # --- pages --------------------------------------------------------------------------

    async def _index(self, _request: web.Request) -> web.StreamResponse:
        index = client_folder() / "index.html"
        if not index.is_file():
            raise web.HTTPNotFound(text="the table's client is not installed\n")
        return web.FileResponse(index, headers={"Cache-Control": "no-cache"})

    async def _to_index(self, request: web.Request) -> web.StreamResponse:
        raise web.HTTPFound(
            f"{self.base}/" + (f"?{request.query_string}" if request.query_string else "")
        )

    async def _token(self, request: web.Request) -> web.StreamResponse:
        """The Activity's login: its ``authorize`` code for a token and a ticket."""
        try:
            body = await request.json()
        except ValueError:
            body = None
        code = body.get("code") if isinstance(body, dict) else None
        if not isinstance(code, str) or not code or len(code) > 512:
            return self._refusal(400, "bad-request")
        instance = body.get("instance_id")
        channel = body.get("channel_id")
        if instance is not None and (not isinstance(instance, str) or len(instance) > 512):
            return self._refusal(400, "bad-request")
        if channel is not None and (not isinstance(channel, str) or not channel.isdigit()):
            return self._refusal(400, "bad-request")
        try:
            token = await self.accounts.exchange(code)
            user = await self.accounts.user(token)
        except Refused:
            log.info("table: an authorize code was refused by Discord")
            return self._refusal(400, "bad-code")
        except Unreachable:
            return self._refusal(503, "discord-unreachable")
        ticket = self._ticket(user.user_id, user.name, user.locale, instance,
                              None if channel is None else int(channel))  # fmt: skip
        return web.json_response(
            {
                "access_token": token,
                "ticket": ticket,
                "user": {"id": str(user.user_id), "name": user.name},
            }
        )

    async def _login(self, request: web.Request) -> web.StreamResponse:
        """Outside Discord: to Discord's authorize page, and back to the same table."""
        application_id = self._application_id() if callable(self._application_id) else None
        if application_id is None:
            return self._refusal(503, "discord-unreachable")
        where = {k: request.query[k] for k in ("match", "channel") if k in request.query}
        state = self.room.tickets.seal(
            {
                "where": where,
                "nonce": secrets.token_urlsafe(8),
                "until": self.room.clock.wall_ms() + LOGIN_SECONDS * 1000,
            }
        )
        query = urlencode(
            {
                "client_id": str(application_id),
                "response_type": "code",
                "scope": "identify",
                "redirect_uri": self.redirect_uri,
                "state": state,
                "prompt": "none",
            }
        )
        raise web.HTTPFound(f"{self.authorize_url}?{query}")

    @property
    def redirect_uri(self) -> str:
        """The web login's OAuth2 redirect (registered in the Developer Portal)."""
        return f"{self.public_url}/callback"

    async def _callback(self, request: web.Request) -> web.StreamResponse:
        code = request.query.get("code")
        try:
            state = self.room.tickets.unseal(request.query.get("state"))
            until = state.get("until")
            if not isinstance(until, int) or until <= self.room.clock.wall_ms():
                raise BadTicket(expired=True)
        except BadTicket:
            return self._refusal(400, "bad-state")
        if not code:
            return self._refusal(400, "bad-code")
        try:
            token = await self.accounts.exchange(code, self.redirect_uri)
            user = await self.accounts.user(token)
        except Refused:
            log.info("table: a web login's code was refused by Discord")
            return self._refusal(400, "bad-code")
        except Unreachable:
            return self._refusal(503, "discord-unreachable")
        ticket = self._ticket(user.user_id, user.name, user.locale, None, None)
        where = state.get("where")
        query = urlencode(where) if isinstance(where, dict) else ""
        raise web.HTTPFound(f"{self.base}/?{query}#{urlencode({'ticket': ticket})}")

    def _ticket(
        self, user_id: int, name: str, locale: str | None, instance: str | None, channel: int | None
    ) -> str:
        expires = self.room.clock.wall_ms() + TICKET_SECONDS * 1000
        return self.room.tickets.issue(Ticket(user_id, name, locale, expires, instance, channel))

    def _refusal(self, status: int, code: str) -> web.Response:
        words = self.room.drawer.say(f"table-login-{code}", "en")
        return web.json_response({"error": code, "words": words}, status=status)

    # --- the socket ---------------------------------------------------------------------

    async def _ws(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(
            heartbeat=HEARTBEAT_SECONDS, max_msg_size=8192, timeout=CLOSE_SECONDS
        )
        await ws.prepare(request)
        self._sockets.add(ws)
        sock = Socket()
        relay = None if RELAYED in request.headers else self.relay  # one hop at most
        writer = asyncio.get_running_loop().create_task(self._write(ws, sock))
        pinger = (
            asyncio.get_running_loop().create_task(self._ping(sock)) if self.ping_seconds else None
        )
        try:
            async for message in ws:
                if message.type == WSMsgType.TEXT and sock.ticket is None and relay:
                    owner = await self._elsewhere(ws, message.data)
                    if owner is not None:  # another shard's match: that shard's socket
                        await relay.relay(ws, message.data, owner)
                        break
                    if ws.closed:
                        break
                if message.type == WSMsgType.TEXT:
                    await self.room.received(sock, message.data)
                elif message.type == WSMsgType.BINARY:
                    await self.room.received(sock, "")  # not a frame of ours
                if sock.closed:
                    break
        finally:
            self.room.leave(sock)
            sock.outbox.put_nowait(None)
            with contextlib.suppress(Exception):
                await writer
            if pinger is not None:
                pinger.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await pinger
            self._sockets.discard(ws)
        return ws

    async def _elsewhere(self, ws: web.WebSocketResponse, raw: str) -> str | None:
        """Where to relay a socket whose first frame is ``raw`` (28.10): the shard of
        its match when that is another's; ``None`` to judge it here. A socket whose
        match cannot be located now is told to reconnect (1001)."""
        assert self.relay is not None
        try:
            hello = frames.read(raw)
        except frames.BadFrame:
            return None
        if not isinstance(hello, frames.Hello):
            return None
        ticket = self.room.ticket_of(hello)
        if ticket is None or self.room.find(ticket, hello) is not None:
            return None
        try:
            return await self.relay.owner(ticket, hello)
        except Unknown:
            await ws.close(code=CLOSE_GOING_AWAY, message=b"try again")
            return None

    async def _write(self, ws: web.WebSocketResponse, sock: Socket) -> None:
        while True:
            frame = await sock.outbox.get()
            if frame is None:
                break
            try:
                await ws.send_json(frame)
            except (ConnectionError, RuntimeError):
                break
        if sock.close_code is not None and not ws.closed:
            await ws.close(code=sock.close_code)

    async def _ping(self, sock: Socket) -> None:
        assert self.ping_seconds
        while not sock.closed:
            await sleep(self.room.clock, self.ping_seconds)
            if sock.ticket is not None:
                self.room.ping(sock)
