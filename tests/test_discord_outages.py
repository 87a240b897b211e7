"""Discord out of reach: SpitBot as its own process (``python -m tests.spitbot_on_fake``)
against the fake Discord, down at start or going down during play (DISCORD.md, Outages).

It keeps trying with back-off instead of exiting, says each failed attempt in one WARNING
line, answers ``/healthz`` (503, with what it is doing) and ``/metrics`` from the start,
and stops at once on SIGTERM, also in the middle of a reconnect wait.

These tests read a real process: its log as it comes, and its ``/healthz`` by polling
(every 20 ms, within a timeout): there is nothing in another process to await. The
back-off is shortened through test-only switches (``FAKE_RETRY_SECONDS``,
``FAKE_RECONNECT_SECONDS``, see ``tests/spitbot_on_fake.py``), so no test waits out a
real one.
"""

# Waiting helpers take a `timeout` argument on purpose (tests read better that way).
# ruff: noqa: ASYNC109

from __future__ import annotations

import asyncio
import contextlib
import signal
import socket
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import aiohttp
import pytest
from sqlalchemy import text
from sqlalchemy.pool import NullPool

from fakediscord import FakeDiscord
from spitbot.store.database import create_engine
from tests.postgres import PostgresServer

from .test_startup import ON_FAKE, spitbot_env

MIGRATION_LOCK = 0x5B17_B07  # migrations/env.py's

POLL = 0.02
"""Seconds between two looks at the other process's /healthz."""


def free_port() -> int:
    """A local port free a moment ago (bound, then let go)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class Bot:
    """``spitbot run`` in a process of its own, its log read line by line as it comes."""

    def __init__(self, process: asyncio.subprocess.Process, metrics_port: int) -> None:
        self.process = process
        self.url = f"http://127.0.0.1:{metrics_port}"
        self.lines: list[str] = []
        self._more = asyncio.Condition()
        self._reader = asyncio.create_task(self._read())

    @classmethod
    async def start(cls, base_url: str, gateway_url: str, cwd: Path, **settings: str) -> Bot:
        port = free_port()
        process = await asyncio.create_subprocess_exec(
            *ON_FAKE, base_url, gateway_url, "run", cwd=cwd,
            env=spitbot_env(cwd / "data", SPITBOT_METRICS_PORT=str(port), **settings),
            stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE,
        )  # fmt: skip
        return cls(process, port)

    async def _read(self) -> None:
        assert self.process.stderr is not None
        while line := await self.process.stderr.readline():
            async with self._more:
                self.lines.append(line.decode())
                self._more.notify_all()
        async with self._more:
            self._more.notify_all()

    @property
    def log(self) -> str:
        return "".join(self.lines)

    async def logged(self, text: str, count: int = 1, timeout: float = 30) -> str:
        """The ``count``-th line with ``text`` in it, once the bot has logged it."""

        def found() -> list[str]:
            return [line for line in self.lines if text in line]

        async with self._more:
            try:
                await asyncio.wait_for(
                    self._more.wait_for(lambda: len(found()) >= count or self._reader.done()),
                    timeout,
                )
            except TimeoutError:
                pytest.fail(f"not logged within {timeout}s: {text!r}\n{self.log}")
        assert len(found()) >= count, f"the bot stopped before logging {text!r}:\n{self.log}"
        return found()[count - 1]

    async def get(self, path: str) -> tuple[int, str]:
        async with aiohttp.ClientSession() as session, session.get(self.url + path) as response:
            return response.status, await response.text()

    async def health_until(self, wanted: Callable[[int, str], bool], timeout: float = 30) -> str:
        """What /healthz says once ``wanted`` (polled: see the module)."""
        deadline = time.monotonic() + timeout
        seen = None
        while time.monotonic() < deadline:
            with contextlib.suppress(aiohttp.ClientConnectionError):
                seen = await self.get("/healthz")
                if wanted(*seen):
                    return seen[1]
            await asyncio.sleep(POLL)
        pytest.fail(f"/healthz never said what was wanted (last: {seen}):\n{self.log}")

    async def stop(self, sig: signal.Signals = signal.SIGINT, timeout: float = 30) -> int:
        self.process.send_signal(sig)
        code = await asyncio.wait_for(self.process.wait(), timeout)
        await self._reader
        return code

    async def kill(self) -> None:
        if self.process.returncode is None:
            self.process.kill()
            await self.process.wait()
        await self._reader


@contextlib.asynccontextmanager
async def bot_process(
    base_url: str, gateway_url: str, cwd: Path, **settings: str
) -> AsyncIterator[Bot]:
    bot = await Bot.start(base_url, gateway_url, cwd, **settings)
    try:
        yield bot
    finally:
        await bot.kill()


def says(status: int, text: str) -> Callable[[int, str], bool]:
    return lambda got, reason: got == status and text in reason


def before(log: str, first: str, then: str) -> bool:
    return log.index(first) < log.index(then)


async def test_discord_out_of_reach_at_start_is_waited_for(tmp_path: Path) -> None:
    """At start nothing listens where Discord should be (no network yet at boot), then
    Discord answers 503 to everything, then only its gateway does (discord.py's own
    retry loop ends after a failed first connection, Rapptz/discord.py#10520), then it is
    back: the bot keeps trying, one WARNING line per attempt, /healthz and /metrics
    answer from the start and say why, and it plays once Discord is back."""
    with socket.socket() as reserved:  # nothing listens here until the fake does
        reserved.bind(("127.0.0.1", 0))
        port = reserved.getsockname()[1]
    fake = FakeDiscord(port=port)
    async with bot_process(
        fake.base_url, fake.gateway_url, tmp_path, SPITBOT_DISCORD_TOKEN=fake.token,
        FAKE_RETRY_SECONDS="0.05", FAKE_RECONNECT_SECONDS="0.05",
    ) as bot:  # fmt: skip
        refused = f"cannot reach Discord (127.0.0.1:{port}: Connection refused)"
        await bot.logged(f"WARNING spitbot.bot.connection: {refused}: trying again in 0.05s", 2)
        assert await bot.health_until(says(503, refused)) == f"{refused}; trying again\n"
        status, metrics = await bot.get("/metrics")
        assert status == 200 and 'spitbot_gateway_connected{shard="0"} 0.0' in metrics
        fake.go_down(503)
        async with fake:  # the network is up, Discord is not
            down = "cannot reach Discord (Discord answered 503 Service Unavailable)"
            await bot.logged(f"{down}: trying again in 0.05s", 2)
            assert await bot.health_until(says(503, down)) == f"{down}; trying again\n"
            fake.go_down(503, rest=False)  # the API is back, the gateway is not
            gateway = "cannot reach Discord's gateway (the gateway answered 503 Service "
            gateway += "Unavailable)"
            await bot.logged(f"WARNING discord.client: {gateway}: trying again", 2)
            await bot.health_until(says(503, f"{gateway}; trying again"))
            fake.come_back()
            await bot.logged("logged in as")
            await bot.health_until(says(200, "ok: connected to Discord"))
            assert len(fake.gateway.live_sessions) == 1
            assert await bot.stop() == 0
    log = bot.log
    database = f"database: SQLite file {tmp_path / 'data' / 'spitbot.sqlite3'}"
    assert before(log, "settings: the environment", refused)
    assert before(log, database, refused)
    assert "Traceback" not in log and " ERROR " not in log


async def test_a_lost_gateway_is_one_warning_and_sigterm_does_not_wait_for_it(
    tmp_path: Path,
) -> None:
    """The gateway goes away during play and answers 503 meanwhile: each failed reconnect
    is one WARNING line with its reason, /healthz says it, and SIGTERM in the middle of
    discord.py's minute-long wait before its next attempt stops the bot at once, its
    matches saved (the units give it TimeoutStopSec=30)."""
    async with FakeDiscord() as fake, bot_process(
        fake.base_url, fake.gateway_url, tmp_path, SPITBOT_DISCORD_TOKEN=fake.token,
        SPITBOT_DISCORD_DEV_GUILD_ID=str(fake.guild.id), FAKE_RECONNECT_SECONDS="60",
    ) as bot:  # fmt: skip
        await bot.logged("logged in as")
        fake.go_down(503)
        await fake.drop_gateway()
        reason = "the gateway answered 503 Service Unavailable"
        line = await bot.logged(f"WARNING discord.client: lost Discord's gateway ({reason})")
        assert line.rstrip().endswith(f"({reason}): reconnecting in 60.0s"), line
        await bot.health_until(
            says(503, f"disconnected from Discord's gateway (reconnecting: {reason})")
        )
        # discord.py now waits 60 s before it looks again: the stop must not wait
        # for that. The timeout (20 s) is how a stop that did would be caught.
        assert await bot.stop(signal.SIGTERM, timeout=20) == 0
    log = bot.log
    assert log.count(f"lost Discord's gateway ({reason})") == 1
    assert "Traceback" not in log and " ERROR " not in log
    assert log.index("stopping: saving live matches") > log.index("lost Discord's gateway")


async def test_healthz_answers_while_the_database_is_being_brought_up_to_date(
    tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    """From the start: another shard holds the migrations' lock (PostgreSQL), so this one
    waits to bring the database up to date, and /healthz says so meanwhile."""
    server: PostgresServer = request.getfixturevalue("postgres_server")
    url = await asyncio.to_thread(server.create_database)
    engine = create_engine(url, poolclass=NullPool)
    try:
        async with FakeDiscord() as fake, engine.connect() as other_shard:
            await other_shard.execute(
                text("SELECT pg_advisory_lock(:key)"), {"key": MIGRATION_LOCK}
            )
            async with bot_process(
                fake.base_url, fake.gateway_url, tmp_path, SPITBOT_DISCORD_TOKEN=fake.token,
                SPITBOT_DATABASE_URL=url,
            ) as bot:  # fmt: skip
                opening = "starting: opening the database"
                assert await bot.health_until(says(503, opening)) == f"{opening}\n"
                await other_shard.execute(
                    text("SELECT pg_advisory_unlock(:key)"), {"key": MIGRATION_LOCK}
                )
                await bot.health_until(lambda _status, reason: opening not in reason)
                assert await bot.stop() == 0
    finally:
        await engine.dispose()
        await asyncio.to_thread(server.drop_database, url)
