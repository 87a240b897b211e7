"""A stage for the table client: an aiohttp server that serves the packaged client and
speaks docs/table.md from recorded states the test pushes, recording every frame the page
sends. It also plays Discord's parent frame (``/parent.html``), answering the Embedded App
SDK's postMessage handshake, ``authorize`` and ``authenticate`` as the Discord client does.
"""

from __future__ import annotations

import asyncio
import json
import time
from importlib import resources
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

CLIENT = Path(str(resources.files("spitbot.table") / "client"))
CLIENT_ID = "4242424242"
ACCESS_TOKEN = "discord-access-token-for-the-sdk"

PARENT = """<!doctype html><html><body style="margin:0">
<iframe id="activity" src="__SRC__" style="border:0;width:100vw;height:100vh"></iframe>
<script>
window.received = [];
const frame = document.getElementById('activity');
window.addEventListener('message', (event) => {
  const [opcode, payload] = event.data;
  window.received.push([opcode, payload]);
  const reply = (body) => frame.contentWindow.postMessage([1, body], '*');
  if (opcode === 0) {
    reply({cmd: 'DISPATCH', evt: 'READY', nonce: null, data: {v: 1,
      config: {api_endpoint: '//discord.com/api', environment: 'production'}}});
  } else if (opcode === 1 && payload.cmd === 'AUTHORIZE') {
    reply({cmd: 'AUTHORIZE', evt: null, nonce: payload.nonce, data: {code: 'the-authorize-code'}});
  } else if (opcode === 1 && payload.cmd === 'AUTHENTICATE') {
    reply({cmd: 'AUTHENTICATE', evt: null, nonce: payload.nonce, data: {
      access_token: payload.args.access_token,
      user: {username: 'ana', discriminator: '0', id: '1001', public_flags: 0},
      scopes: ['identify'], expires: '2030-01-01T00:00:00Z',
      application: {description: '', id: '__CLIENT__', name: 'SpitBot'}}});
  } else if (opcode === 1) {
    reply({cmd: payload.cmd, evt: null, nonce: payload.nonce, data: null});
  }
});
</script></body></html>"""


class Stage:
    def __init__(self) -> None:
        self.frames: list[dict[str, Any]] = []
        self.arrived = asyncio.Condition()
        self.sockets: list[web.WebSocketResponse] = []
        self.welcome: dict[str, Any] = {}
        self.state: dict[str, Any] | None = None
        self.tokens: list[dict[str, Any]] = []
        self.logins: list[str] = []
        self.tickets = iter(f"ticket-{n}" for n in range(1, 1000))
        self.runner: web.AppRunner | None = None
        self.base = ""
        self.shift_ms = 0  # the stage's server clock: ours, shifted (as a server's may be)

    def now_ms(self) -> int:
        """The stage server's clock, which ``server_ms`` and deadlines are on."""
        return int(time.time() * 1000) + self.shift_ms

    # --- the server ------------------------------------------------------------------

    async def start(self) -> str:
        app = web.Application()
        app.router.add_get("/table/", self._index)
        app.router.add_get("/table/client/{path:.+}", self._client)
        app.router.add_get("/table/login", self._login)
        app.router.add_get("/table/api/config", self._config)
        app.router.add_post("/table/api/token", self._token)
        app.router.add_get("/table/ws", self._socket)
        app.router.add_get("/parent.html", self._parent)
        self.runner = web.AppRunner(app)
        await self.runner.setup()
        site = web.TCPSite(self.runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        self.base = f"http://127.0.0.1:{port}"
        return self.base

    async def stop(self) -> None:
        for socket in list(self.sockets):
            await socket.close()
        if self.runner is not None:
            await self.runner.cleanup()

    async def _index(self, request: web.Request) -> web.StreamResponse:
        return web.FileResponse(CLIENT / "index.html")

    async def _client(self, request: web.Request) -> web.StreamResponse:
        path = (CLIENT / request.match_info["path"]).resolve()
        if not path.is_relative_to(CLIENT) or not path.is_file():
            raise web.HTTPNotFound()
        types = {".mjs": "text/javascript", ".css": "text/css"}
        return web.FileResponse(
            path, headers={"content-type": types.get(path.suffix, "text/plain")}
        )

    async def _login(self, request: web.Request) -> web.StreamResponse:
        self.logins.append(request.query_string)
        return web.Response(text="login")

    async def _config(self, request: web.Request) -> web.StreamResponse:
        return web.json_response({"client_id": CLIENT_ID, "protocol": 1})

    async def _token(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        self.tokens.append(body)
        return web.json_response(
            {
                "access_token": ACCESS_TOKEN,
                "ticket": next(self.tickets),
                "user": {"id": "1001", "name": "ana"},
            }
        )

    async def _parent(self, request: web.Request) -> web.StreamResponse:
        src = "/table/?" + request.query_string
        page = PARENT.replace("__SRC__", src).replace("__CLIENT__", CLIENT_ID)
        return web.Response(text=page, content_type="text/html")

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        socket = web.WebSocketResponse()
        await socket.prepare(request)
        self.sockets.append(socket)
        try:
            async for message in socket:
                if message.type is not WSMsgType.TEXT:
                    break
                frame = json.loads(message.data)
                async with self.arrived:
                    self.frames.append(frame)
                    self.arrived.notify_all()
                if frame["type"] == "hello":
                    welcome = {
                        **self.welcome,
                        "ticket": next(self.tickets),
                        "server_ms": self.now_ms(),
                    }
                    await self._send(socket, welcome)
                    if self.state is not None:
                        await self._send(socket, self.state)
                elif frame["type"] == "ping":
                    await self._send(
                        socket,
                        {
                            "type": "pong",
                            "seq": frame["seq"],
                            "client_ms": frame["client_ms"],
                            "server_ms": self.now_ms(),
                        },
                    )
        finally:
            self.sockets.remove(socket)
        return socket

    async def _send(self, socket: web.WebSocketResponse, frame: dict[str, Any]) -> None:
        await socket.send_str(json.dumps(frame))

    # --- what a test does ------------------------------------------------------------

    async def push(self, frame: dict[str, Any]) -> None:
        """Send ``frame`` to every open socket (a state is also the one a hello gets)."""
        if frame["type"] == "state":
            self.state = frame
        for socket in list(self.sockets):
            await self._send(socket, frame)

    async def frame(self, kind: str, nth: int = 1) -> dict[str, Any]:
        """The ``nth`` frame of ``kind`` the page sent (waiting for it)."""

        def found() -> dict[str, Any] | None:
            of_kind = self.sent(kind)
            return of_kind[nth - 1] if len(of_kind) >= nth else None

        async with self.arrived:
            await asyncio.wait_for(self.arrived.wait_for(lambda: found() is not None), 10)
        result = found()
        assert result is not None
        return result

    def sent(self, kind: str) -> list[dict[str, Any]]:
        return [f for f in self.frames if f["type"] == kind]

    async def drop(self, code: int = 1001) -> None:
        """Close every socket as the bot does when it stops (the client reconnects)."""
        for socket in list(self.sockets):
            await socket.close(code=code)
