"""Starting SpitBot through the real command line (``spitbot.__main__.main``).

A failure the person starting it can fix is one or two lines that name the setting or
path, a non-zero exit and no traceback (``SPITBOT_LOG_LEVEL=DEBUG`` adds it); a good
start says once what it uses. Most cases run ``main`` in this process, with the case's
environment and nothing else of ours; a case that needs a process of its own (a data
directory this user may not write, a whole start against the fake Discord, Ctrl+C) runs
``python -m spitbot`` in one.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import os
import secrets
import signal
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import aiohttp
import pytest
from sqlalchemy import make_url

from fakediscord import FakeDiscord
from fakediscord.client import patched_discord
from spitbot.__main__ import main
from spitbot.bot.permissions import invite_permissions

ROOT = Path(__file__).resolve().parents[1]
PASSWORD = "hunter2-db-password"
TOKEN = "MTIz.secret-token-that-must-not-leak"
POSTGRES = os.environ.get(
    "SPITBOT_TEST_POSTGRES_URL", "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
)
ON_FAKE = [sys.executable, "-m", "tests.spitbot_on_fake"]


def spitbot_env(data_dir: Path, **settings: str) -> dict[str, str]:
    """The environment without SpitBot's settings, plus ``settings``."""
    env = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith(("SPITBOT_", "DISCORD_", "DATABASE_URL"))
    }
    env.update(SPITBOT_DATABASE_FOLDER=str(data_dir), PYTHONPATH=str(ROOT))
    env.update(settings)
    return env


@dataclass(frozen=True)
class Case:
    argv: list[str]
    settings: dict[str, str]
    says: list[str]
    code: int
    traceback: bool = False  # SPITBOT_LOG_LEVEL=DEBUG: in a process, as logging is set up there
    read_only: bool = False  # run in a data directory this user may not write (a process)


@dataclass(frozen=True)
class Outcome:
    code: int
    out: str
    err: str


def check(outcome: Outcome, case: Case) -> None:
    """Exit code; the message on stderr, one or two lines at the end; a traceback only
    at DEBUG; never a secret."""
    assert outcome.code == case.code, outcome
    for text in case.says:
        assert text in outcome.err, outcome.err
    message = outcome.err[outcome.err.rindex("spitbot: ") :]
    assert len(message.strip().splitlines()) <= 2, outcome.err
    assert ("Traceback" in outcome.err) is case.traceback, outcome.err
    assert PASSWORD not in outcome.err + outcome.out
    assert TOKEN not in outcome.err + outcome.out


@pytest.fixture(scope="module")
def closed_port() -> Iterator[int]:
    """A local port that refuses connections (bound, never listening)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        yield sock.getsockname()[1]


def cases(closed: int) -> dict[str, Case]:
    nowhere = f"postgresql://spitbot:{PASSWORD}@127.0.0.1:{closed}/spitbot"
    missing = make_url(POSTGRES).set(database=f"spitbot_missing_{secrets.token_hex(4)}")
    missing_url = missing.render_as_string(hide_password=False)
    bad_setting = "must be a whole number from 0 to 1000 (got 5000)"
    return {
        "a number out of range": Case(
            ["migrate"], {"SPITBOT_PLAY_SETTLE_WINDOW_MS": "5000"},
            [f"spitbot: SPITBOT_PLAY_SETTLE_WINDOW_MS {bad_setting}"], 2,
        ),
        "an unknown log level": Case(
            ["migrate"], {"SPITBOT_LOG_LEVEL": "verbose"},
            ["SPITBOT_LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR (got verbose)"], 2,
        ),
        "a shard id not below the count": Case(
            ["run"], {"SPITBOT_SHARD_ID": "2", "SPITBOT_SHARD_COUNT": "2"},
            ["SPITBOT_SHARD_ID must be below SPITBOT_SHARD_COUNT", "(got 2 of 2)"], 2,
        ),
        "a shard id without a count": Case(
            ["run"], {"SPITBOT_SHARD_ID": "0"},
            ["SPITBOT_SHARD_ID and SPITBOT_SHARD_COUNT go together"], 2,
        ),
        "shards on SQLite": Case(
            ["run"], {"SPITBOT_SHARD_ID": "0", "SPITBOT_SHARD_COUNT": "2"},
            ["shards need PostgreSQL: set SPITBOT_DATABASE_URL"], 2,
        ),
        "an unparsable SPITBOT_DATABASE_URL": Case(
            ["migrate"], {"SPITBOT_DATABASE_URL": f"postgresql//spitbot:{PASSWORD}@db/spitbot"},
            ["SPITBOT_DATABASE_URL is not a database URL"], 2,
        ),
        "an unreachable SPITBOT_DATABASE_URL": Case(
            ["migrate"], {"SPITBOT_DATABASE_URL": nowhere},
            [f"cannot reach the database postgresql://spitbot:***@127.0.0.1:{closed}/spitbot",
             "Check SPITBOT_DATABASE_URL"], 1,
        ),
        "a data directory that cannot be made, at DEBUG": Case(
            ["migrate"],
            {"SPITBOT_DATABASE_FOLDER": "/dev/null/spitbot", "SPITBOT_LOG_LEVEL": "DEBUG"},
            ["NotADirectoryError", "cannot create the folder for the database (/dev/null/spitbot)",
             "Set SPITBOT_DATABASE_FOLDER"], 1, traceback=True,
        ),
        "a missing PostgreSQL database": Case(
            ["migrate"], {"SPITBOT_DATABASE_URL": missing_url},
            [f'PostgreSQL has no database "{missing.database}"', "createdb",
             "SPITBOT_DATABASE_URL"], 1,
        ),
        "a read-only data directory": Case(
            ["migrate"], {},
            ["is not writable", "/data/spitbot.sqlite3)", "Set SPITBOT_DATABASE_FOLDER"],
            1, read_only=True,
        ),
    }  # fmt: skip
    # No network is no failure: the bot waits for it (tests/test_discord_outages.py).


def _without_root_override() -> None:
    """In the child, before exec: drop root's power to write anywhere (CAP_DAC_OVERRIDE and
    CAP_DAC_READ_SEARCH leave the bounding set), so file modes apply to it too (Linux)."""
    libc = ctypes.CDLL(None, use_errno=True)
    for capability in (1, 2):  # CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH
        if libc.prctl(24, capability, 0, 0, 0) != 0:  # PR_CAPBSET_DROP
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP)")


def in_a_process(case: Case, home: Path) -> Outcome:
    """The case as ``python -m spitbot`` (with ``read_only``, in a data directory this
    user may not write)."""
    data = home / "data"
    if case.read_only:
        data.mkdir(mode=0o555)
        data.chmod(0o555)
    try:
        process = subprocess.Popen(
            [sys.executable, "-m", "spitbot", *case.argv],
            cwd=home,
            env=spitbot_env(data, **case.settings),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            # Root may write anywhere: drop that, so the directory's mode applies.
            preexec_fn=_without_root_override if case.read_only and os.geteuid() == 0 else None,
        )
    except subprocess.SubprocessError as error:  # the drop needs CAP_SETPCAP
        pytest.skip(f"cannot drop root's override here: {error}")
    try:
        return outcome(process)
    finally:
        if case.read_only:
            data.chmod(0o755)


def in_this_process(
    case: Case, home: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> Outcome:
    """The case through ``main``, with the case's settings as its whole environment of
    ours, from a folder of its own (no .env), its output as a terminal would show it."""
    for name in list(os.environ):
        if name.startswith(("SPITBOT_", "DISCORD_", "DATABASE_URL")):
            monkeypatch.delenv(name)
    monkeypatch.chdir(home)
    monkeypatch.setenv("SPITBOT_DATABASE_FOLDER", str(home / "data"))
    for name, value in case.settings.items():
        monkeypatch.setenv(name, value)
    capfd.readouterr()
    code = main(case.argv)
    out, err = capfd.readouterr()
    return Outcome(code, out, err)


@contextlib.contextmanager
def fake_discord_in_a_thread() -> Iterator[FakeDiscord]:
    """A fake Discord served from an event loop of its own, for a command line run in
    this thread (``main`` runs its own loop, and signal handlers need the main thread)."""
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    fake = asyncio.run_coroutine_threadsafe(FakeDiscord.start(), loop).result(10)
    try:
        yield fake
    finally:
        asyncio.run_coroutine_threadsafe(fake.close(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
        loop.close()


def outcome(process: subprocess.Popen[str]) -> Outcome:
    out, err = process.communicate(timeout=60)
    return Outcome(process.returncode, out, err)


# -- against a fake Discord -----------------------------------------------------------------


async def _start(fake: FakeDiscord, cwd: Path, **settings: str) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        *ON_FAKE, fake.base_url, fake.gateway_url, "run",
        cwd=cwd, env=spitbot_env(cwd / "data", **settings),
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip


async def test_a_wrong_dev_guild_names_the_setting(tmp_path: Path) -> None:
    async with FakeDiscord() as fake:
        bot = await _start(
            fake, tmp_path, SPITBOT_DISCORD_TOKEN=fake.token, SPITBOT_DISCORD_DEV_GUILD_ID="4242"
        )
        out, err = await asyncio.wait_for(bot.communicate(), 60)
    says = ["server 4242 (403 Missing Access)", "SPITBOT_DISCORD_DEV_GUILD_ID must be"]
    case = Case([], {}, says, 2)  # a setting to fix: a service is not started again
    assert bot.returncode is not None
    check(Outcome(bot.returncode, out.decode(), err.decode()), case)
    assert f"client_id={fake.application_id}" in err.decode()  # the invite, to fix it


async def test_the_start_up_log_says_what_is_used_once(tmp_path: Path) -> None:
    """... and with SPITBOT_METRICS_PORT, `spitbot run` serves /healthz and /metrics."""
    with socket.socket() as probe:  # a port free a moment ago
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    async with FakeDiscord() as fake:
        (tmp_path / ".env").write_text(f"SPITBOT_DISCORD_TOKEN={fake.token}\n")
        bot = await _start(
            fake,
            tmp_path,
            SPITBOT_DISCORD_DEV_GUILD_ID=str(fake.guild.id),
            SPITBOT_METRICS_PORT=str(port),
        )
        assert bot.stderr is not None
        log = []
        while not log or "logged in as" not in log[-1]:
            line = await asyncio.wait_for(bot.stderr.readline(), 60)
            assert line, "".join(log)
            log.append(line.decode())
        async with aiohttp.ClientSession() as session:
            async with session.get(f"http://127.0.0.1:{port}/healthz") as health:
                assert (health.status, await health.text()) == (
                    200, "ok: connected to Discord, and the database answers\n"
                )  # fmt: skip
            async with session.get(f"http://127.0.0.1:{port}/metrics") as metrics:
                assert 'spitbot_live_matches{game="spit",shard="0"} 0.0' in await metrics.text()
        bot.send_signal(signal.SIGINT)  # Ctrl+C
        _, rest = await asyncio.wait_for(bot.communicate(), 60)
    log.append(rest.decode())
    assert bot.returncode == 0, log
    text = "".join(log)
    expected = [
        f"settings: {tmp_path / '.env'} and the environment",
        f"database: SQLite file {tmp_path / 'data' / 'spitbot.sqlite3'}",
        f"commands: registered in the development server {fake.guild.id} "
        "(SPITBOT_DISCORD_DEV_GUILD_ID)",
        "invite:   https://discord.com/oauth2/authorize?"
        f"client_id={fake.application_id}&scope=bot+applications.commands"
        f"&permissions={invite_permissions().value}",
        "shard:    all servers in this one process",
        f"metrics:  http://127.0.0.1:{port}/metrics and http://127.0.0.1:{port}/healthz",
    ]
    for line in expected:
        assert text.count(line) == 1, (line, text)
    assert "PyNaCl" not in text and "davey" not in text and "voice" not in text
    assert "Traceback" not in text


@pytest.mark.parametrize(
    ("settings", "error", "code"),
    [
        ({}, "SPITBOT_DISCORD_TOKEN is not set", 2),
        ({"SPITBOT_DISCORD_TOKEN": TOKEN}, "Discord rejected the token", 2),
        ({"SPITBOT_DISCORD_TOKEN": "FAKE.bot.token",
          "SPITBOT_DATABASE_URL": "postgresql://spitbot@127.0.0.1:{closed}/spitbot"},
         "cannot reach the database postgresql://spitbot@127.0.0.1:{closed}/spitbot", 1),
        ({"SPITBOT_DISCORD_TOKEN": "FAKE.bot.token",
          "SPITBOT_DATABASE_FOLDER": "/dev/null/spitbot"},
         "cannot create the folder for the database (/dev/null/spitbot)", 1),
    ],
)  # fmt: skip
def test_a_failed_start_says_which_settings_and_database_it_used_first(
    settings: dict[str, str],
    error: str,
    code: int,
    closed_port: int,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capfd: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Whatever stops a start, it has logged where the settings came from and which
    database it uses (the error is printed last, as `main` returns). A bad setting is the
    one exception: the settings cannot be read, and the message says where to fix them."""
    case = Case(["run"], {k: v.format(closed=closed_port) for k, v in settings.items()},
                [f"spitbot: {error.format(closed=closed_port)}"], code)  # fmt: skip
    (tmp_path / ".env").write_text("SPITBOT_LOG_LEVEL=INFO\n")
    with fake_discord_in_a_thread() as fake, patched_discord(fake):  # the token it rejects
        outcome = in_this_process(case, tmp_path, monkeypatch, capfd)
    check(outcome, case)
    data_dir = Path(case.settings.get("SPITBOT_DATABASE_FOLDER", tmp_path / "data"))
    database = (
        f"database: {case.settings['SPITBOT_DATABASE_URL']}"
        if "SPITBOT_DATABASE_URL" in case.settings
        else f"database: SQLite file {data_dir / 'spitbot.sqlite3'}"
    )
    logged = [r.getMessage().strip() for r in caplog.records if r.name == "spitbot"]
    assert f"settings: {tmp_path / '.env'} and the environment" in logged, logged
    assert database in logged, logged


@pytest.mark.parametrize("name", list(cases(1)))
def test_a_start_up_failure_is_one_or_two_lines(
    name: str,
    closed_port: int,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capfd: pytest.CaptureFixture[str],
) -> None:
    case = cases(closed_port)[name]
    if case.read_only or case.traceback:
        result = in_a_process(case, tmp_path)
    else:
        result = in_this_process(case, tmp_path, monkeypatch, capfd)
    if name == "a missing PostgreSQL database" and "cannot reach the database" in result.err:
        if os.environ.get("SPITBOT_REQUIRE_POSTGRES") == "1":
            pytest.fail(f"PostgreSQL not reachable: {result.err}")
        pytest.skip("PostgreSQL is not running here")
    check(result, case)
