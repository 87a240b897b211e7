"""The command line and settings: clear messages, and the token never shown."""

from __future__ import annotations

import contextlib
import logging
import os
import re
import sqlite3
from importlib.metadata import entry_points
from pathlib import Path

import platformdirs
import pytest
from pydantic import SecretStr

from fakediscord import FakeDiscord
from fakediscord.client import patched_discord
from spitbot.__main__ import main
from spitbot.bot.app import quiet_voice_warnings, startup_report
from spitbot.bot.run import run_bot
from spitbot.config import Countdowns, Settings, load_settings, variable
from spitbot.engine.games import ENTRY_POINTS
from spitbot.problems import StartupError
from spitbot.startup import old_database_hint
from spitbot.store import PlayerStats, PrivacyReport, Store
from spitbot.store.backup import pg_dump_command
from spitbot.store.migrate import head_revision, upgrade

ROOT = Path(__file__).resolve().parents[1]
SECRET = "MTIz.secret-token-that-must-not-leak"


@pytest.fixture
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    for name in list(os.environ):
        if name.startswith(("SPITBOT_", "DISCORD_", "DATABASE_URL")):
            monkeypatch.delenv(name)
    monkeypatch.chdir(tmp_path)  # no .env here
    monkeypatch.setenv("SPITBOT_DATABASE_FOLDER", str(tmp_path / "data"))
    return tmp_path


def test_env_example_documents_every_setting() -> None:
    documented = set(re.findall(r"^#?\s*([A-Z_]+)=", (ROOT / ".env.example").read_text(), re.M))
    # Every setting of SpitBot's and of the installed games (not a game a test registers).
    installed = {point.name for point in entry_points(group=ENTRY_POINTS)}
    names = {
        variable((section, field))
        for section, part in Settings(_env_file=None)
        if not isinstance(part, Countdowns) or section in installed
        for field in type(part).model_fields
    }
    assert names == documented, names ^ documented  # and nothing stale


def test_the_token_is_a_secret_in_reprs_and_logs(caplog: pytest.LogCaptureFixture) -> None:
    settings = Settings(_env_file=None, discord_token=SECRET)
    logging.getLogger("test").info("settings: %s %r", settings, settings)
    assert SECRET not in repr(settings) and SECRET not in str(settings)
    assert SECRET not in caplog.text


def test_run_without_a_token_says_what_to_do(
    clean_env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["run"]) == 2
    err = capsys.readouterr().err
    assert "SPITBOT_DISCORD_TOKEN is not set" in err and ".env.example" in err


async def test_a_rejected_token_is_a_start_up_error_without_the_token(
    clean_env: Path, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    async with FakeDiscord() as fake:
        settings = Settings(
            _env_file=None, discord_token=SECRET, database_folder=clean_env / "data"
        )
        with patched_discord(fake), pytest.raises(StartupError) as error:
            await run_bot(settings)
    assert error.value.exit_code == 2  # retrying cannot fix it: a service stays stopped
    assert "Discord rejected the token" in str(error.value)
    out = capsys.readouterr()
    assert SECRET not in str(error.value) + out.err + out.out + caplog.text


async def test_the_sqlite_commit_setting_reaches_the_store(
    clean_env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SPITBOT_DATABASE_SQLITE_SYNCHRONOUS", "full")
    settings = load_settings()
    assert settings.database.sqlite_synchronous == "FULL"
    database = f"  database: SQLite file {clean_env / 'data' / 'spitbot.sqlite3'}"
    lines = startup_report(settings)
    assert f"{database} (SPITBOT_DATABASE_SQLITE_SYNCHRONOUS=FULL)" in lines
    opened: list[dict[str, object]] = []
    original = Store.open.__func__  # type: ignore[attr-defined]

    async def recording(cls: type[Store], url: str, **options: object) -> Store:
        opened.append(options)
        store: Store = await original(cls, url, **options)
        async with store.engine.connect() as connection:
            pragma = await connection.exec_driver_sql("PRAGMA synchronous")
            assert pragma.scalar() == 2  # FULL
        return store

    monkeypatch.setattr(Store, "open", classmethod(recording))
    async with FakeDiscord() as fake:
        settings = settings.with_changes(discord_token=SecretStr(SECRET))
        with patched_discord(fake), pytest.raises(StartupError, match="rejected the token"):
            await run_bot(settings)
    assert opened == [{"sqlite_synchronous": "FULL"}]


def test_a_bad_sqlite_commit_setting_is_named(
    clean_env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SPITBOT_DATABASE_SQLITE_SYNCHRONOUS", "off")
    with pytest.raises(StartupError) as error:
        load_settings()
    assert "SPITBOT_DATABASE_SQLITE_SYNCHRONOUS must be NORMAL or FULL (got off)" in str(
        error.value
    )
    monkeypatch.setenv("SPITBOT_DATABASE_SQLITE_SYNCHRONOUS", "")
    assert load_settings().database.sqlite_synchronous == "NORMAL"  # blank: the default


def test_bad_settings_are_named(
    clean_env: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("SPITBOT_PLAY_SETTLE_WINDOW_MS", "5000")
    assert main(["migrate"]) == 2
    assert "SPITBOT_PLAY_SETTLE_WINDOW_MS" in capsys.readouterr().err


def test_migrate_then_simulate_prints_a_leaderboard(
    clean_env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["migrate"]) == 0
    bot_database = clean_env / "data" / "spitbot.sqlite3"
    out = capsys.readouterr().out
    assert f"database is up to date (empty → {head_revision()}): SQLite file {bot_database}" in out
    assert f"settings: the environment (no .env in {clean_env})" in out
    assert main(["simulate", "--matches", "6", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "Simulated 6 matches" in out
    ranks = re.findall(r"^\s+(\d+)\. ", out, re.M)
    assert ranks and ranks[0] == "1"
    assert (clean_env / "data" / "simulate.sqlite3").exists()
    with contextlib.closing(sqlite3.connect(bot_database)) as database:  # bots stay out
        assert database.execute("SELECT count(*) FROM players").fetchone() == (0,)


async def test_sigterm_saves_live_matches_and_exits_cleanly(clean_env: Path) -> None:
    import asyncio
    import signal

    from spitbot.bot.app import SpitBot
    from spitbot.engine.spit import Variant
    from spitbot.runtime import Player
    from spitbot.store import Store

    started: list[SpitBot] = []
    set_up = asyncio.Event()
    real_setup = SpitBot.setup_hook

    async def setup_hook(self: SpitBot) -> None:
        await real_setup(self)
        started.append(self)
        set_up.set()

    async with FakeDiscord() as fake:
        settings = Settings(
            _env_file=None, discord_token=fake.token, database_folder=clean_env / "data",
            discord_dev_guild_id=int(fake.guild.id),
        )  # fmt: skip
        with patched_discord(fake):
            SpitBot.setup_hook = setup_hook  # type: ignore[method-assign]
            try:
                run = asyncio.create_task(run_bot(settings))
                await asyncio.wait_for(set_up.wait(), 10)
                bot = started[0]
                await asyncio.wait_for(bot.wait_until_ready(), 10)
                alice, bob = fake.add_member("alice"), fake.add_member("bob")
                actor = await bot.registry.start(
                    channel_id=int(fake.channel.id), guild_id=int(fake.guild.id),
                    players=(Player(alice.id, "alice"), Player(bob.id, "bob")), variant=Variant(),
                )  # fmt: skip
                os.kill(os.getpid(), signal.SIGTERM)
                assert await asyncio.wait_for(run, 10) == 0
            finally:
                SpitBot.setup_hook = real_setup  # type: ignore[method-assign]
    store = await Store.open(settings.db_url)
    try:
        saved = await store.get_snapshot(actor.info.match_id)
        assert saved is not None and not saved.parked
    finally:
        await store.close()


def test_migrate_says_which_revision_it_moved_from_and_to(
    clean_env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    database = clean_env / "data" / "spitbot.sqlite3"
    upgrade(f"sqlite+aiosqlite:///{database}", "0003")  # as an older SpitBot left it
    assert main(["migrate"]) == 0
    head = head_revision()
    assert f"database is up to date (0003 → {head}): SQLite file {database}\n" in (
        capsys.readouterr().out
    )
    assert main(["migrate"]) == 0
    assert f"database is up to date (already at {head}): SQLite file {database}\n" in (
        capsys.readouterr().out
    )


def test_a_backup_into_a_missing_or_read_only_folder_names_that_folder(
    clean_env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["migrate"]) == 0
    capsys.readouterr()
    missing = clean_env / "backups" / "2026"
    assert main(["backup", str(missing / "spitbot.sqlite3")]) == 2
    assert capsys.readouterr().err == (
        f"spitbot: cannot write the backup in {missing}: no such folder.\n"
        "Create that folder (or make it writable), or choose another one.\n"
    )
    if os.geteuid() != 0:  # root may write anywhere
        locked = clean_env / "locked"
        locked.mkdir(mode=0o555)
        assert main(["backup", str(locked / "spitbot.sqlite3")]) == 2
        assert f"in {locked}: not writable by this user" in capsys.readouterr().err
    assert not missing.exists()


def test_the_pg_dump_command_keeps_only_what_libpq_knows() -> None:
    """pg_dump refuses a URI with an option libpq does not know ("invalid URI query
    parameter"); tests/e2e/test_backup_e2e.py runs the command where pg_dump exists."""
    url = (
        "postgresql+asyncpg://spitbot:hunter2@db:5433/spitbot?ssl=verify-full&"
        "prepared_statement_cache_size=0&command_timeout=30&target_session_attrs=read-write"
    )
    dump = pg_dump_command(url, "spitbot.dump")
    assert dump.command == [
        "pg_dump", "--format=custom", "--file=spitbot.dump",
        "postgresql://spitbot@db:5433/spitbot?sslmode=verify-full&target_session_attrs=read-write",
    ]  # fmt: skip
    assert dump.left_out == ("prepared_statement_cache_size", "command_timeout")
    assert dump.password and "hunter2" not in " ".join(dump.command)


def test_the_data_directory_never_depends_on_the_current_directory_silently(
    clean_env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("SPITBOT_DATABASE_FOLDER")
    assert load_settings().database.folder == platformdirs.user_data_path(
        "spitbot", appauthor=False
    )
    assert load_settings().env_file is None
    monkeypatch.setenv("SPITBOT_DATABASE_FOLDER", "rel/dir")  # relative: from here, kept absolute
    assert load_settings().database.folder == clean_env / "rel" / "dir"
    monkeypatch.setenv("SPITBOT_DATABASE_URL", "sqlite:///bot.db")
    settings = load_settings()
    assert settings.db_url == f"sqlite:///{clean_env / 'bot.db'}"
    assert settings.database_setting == "SPITBOT_DATABASE_URL"
    (clean_env / ".env").write_text("SPITBOT_PLAY_SETTLE_WINDOW_MS=250\n")
    settings = load_settings()
    assert settings.env_file == clean_env / ".env" and settings.play.settle_window_ms == 250


def test_an_old_database_in_the_current_directory_is_pointed_out(
    clean_env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("SPITBOT_DATABASE_FOLDER")
    monkeypatch.setenv("XDG_DATA_HOME", str(clean_env / "xdg"))  # platformdirs on Linux
    (clean_env / "data").mkdir()
    (clean_env / "data" / "spitbot.sqlite3").write_bytes(b"")
    hint = old_database_hint(load_settings())
    assert hint and f"SPITBOT_DATABASE_FOLDER={clean_env / 'data'}" in hint
    monkeypatch.setenv("SPITBOT_DATABASE_FOLDER", str(clean_env / "elsewhere"))  # a choice was made
    assert old_database_hint(load_settings()) is None


def test_the_start_up_report_names_the_shard_and_hides_the_password(clean_env: Path) -> None:
    url = "postgresql+asyncpg://spitbot:hunter2@db:5432/spitbot"
    settings = Settings(_env_file=None, database_url=url, shard_id=1, shard_count=4)
    lines = startup_report(settings)
    assert "  database: postgresql+asyncpg://spitbot:***@db:5432/spitbot" in lines
    assert "  shard:    1 of 4 (ids 0 to 3)" in lines
    assert any(line.startswith("  window:   presses nothing could contest") and "100 ms" in line
               for line in lines)  # fmt: skip
    assert "  metrics:  off (set SPITBOT_METRICS_PORT to serve /metrics and /healthz)" in lines
    assert f"  settings: the environment (no .env in {clean_env})" in lines
    assert "hunter2" not in "".join(lines)


def test_28_8_the_start_up_report_says_where_the_table_is_served(clean_env: Path) -> None:
    off = startup_report(Settings(_env_file=None))
    assert "  table:    off (set SPITBOT_TABLE_URL to serve the live table; README, The live " \
        "table)" in off  # fmt: skip
    secret = "the-client-secret-value"
    on = Settings(_env_file=None, table_url="https://spit.example.org/table/",
                  discord_client_secret=secret, shard_id=1, shard_count=2,
                  database_url="postgresql+asyncpg://spitbot@db/spitbot")  # fmt: skip
    lines = startup_report(on)
    assert (
        "  table:    https://spit.example.org/table/ (served here on "
        "http://127.0.0.1:8751, TLS in front)"
    ) in lines  # fmt: skip (shard 1: port + 1)
    assert secret not in "".join(lines) and secret not in repr(on)


def test_discord_voice_warnings_are_dropped(caplog: pytest.LogCaptureFixture) -> None:
    quiet_voice_warnings()
    client_log = logging.getLogger("discord.client")
    with caplog.at_level(logging.INFO, "discord.client"):
        client_log.warning("PyNaCl is not installed, voice will NOT be supported")
        client_log.warning("davey is not installed, voice will NOT be supported")
        client_log.warning("something else")
    assert [r.getMessage() for r in caplog.records] == ["something else"]


def test_debug_is_spitbots_own_and_the_libraries_stay_at_warning(
    clean_env: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """SPITBOT_LOG_LEVEL=DEBUG opens SpitBot's own loggers; aiosqlite, SQLAlchemy, alembic
    and discord.py stay at WARNING unless SPITBOT_LOG_LIBRARY_LEVEL asks for more."""
    monkeypatch.setenv("SPITBOT_LOG_LEVEL", "DEBUG")
    assert main(["migrate"]) == 0
    assert [r.name for r in caplog.records if not r.name.startswith("spitbot")] == []
    assert logging.getLogger("spitbot.store.journal").isEnabledFor(logging.DEBUG)
    for library in ("aiosqlite", "sqlalchemy.engine", "alembic", "discord.gateway"):
        assert not logging.getLogger(library).isEnabledFor(logging.INFO), library
        assert logging.getLogger(library).isEnabledFor(logging.WARNING), library
    caplog.clear()
    monkeypatch.setenv("SPITBOT_LOG_LIBRARY_LEVEL", "debug")
    assert main(["migrate"]) == 0
    assert any(r.name == "aiosqlite" and r.levelno == logging.DEBUG for r in caplog.records)
    monkeypatch.setenv("SPITBOT_LOG_LIBRARY_LEVEL", "chatty")
    with pytest.raises(StartupError, match="SPITBOT_LOG_LIBRARY_LEVEL must be DEBUG, INFO"):
        load_settings()


def test_the_metrics_settings_are_checked(clean_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert load_settings().metrics_address is None  # off unless asked for
    monkeypatch.setenv("SPITBOT_METRICS_PORT", "9108")
    assert load_settings().metrics_address == ("127.0.0.1", 9108)  # this machine only
    monkeypatch.setenv("SPITBOT_METRICS_HOST", "0.0.0.0")
    assert load_settings().metrics_address == ("0.0.0.0", 9108)
    monkeypatch.setenv("SPITBOT_METRICS_HOST", "[::1]")
    assert load_settings().metrics_address == ("::1", 9108)
    # shard N listens on the port + N, so that every shard can share one configuration
    monkeypatch.setenv("SPITBOT_DATABASE_URL", "postgresql://spitbot@db/spitbot")
    monkeypatch.setenv("SPITBOT_SHARD_COUNT", "4")
    monkeypatch.setenv("SPITBOT_SHARD_ID", "3")
    assert load_settings().metrics_address == ("::1", 9111)
    assert load_settings().shard_label == "3"  # every series says which shard
    for name, bad, says in (
        ("SPITBOT_METRICS_PORT", "70000", "must be a whole number from 1 to 65535 (got 70000)"),
        ("SPITBOT_METRICS_PORT", "65534", "leaves no port for shard 3"),
        ("SPITBOT_METRICS_HOST", "my host", "must be an IP address to listen on"),
    ):
        with monkeypatch.context() as patch:
            patch.setenv(name, bad)
            with pytest.raises(StartupError, match=re.escape(says)):
                load_settings()
    monkeypatch.setenv("SPITBOT_METRICS_PORT", "")
    assert load_settings().metrics_address is None  # blank: off


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        ([], ["Spit and Speed", "run", "migrate", "simulate", "backup", "preview"]),
        (["run"], ["Run the bot", "connect to Discord", "SIGTERM", "SPITBOT_DISCORD_TOKEN"]),
        (["migrate"], ["newest schema", "does this by itself when it starts"]),
        (["simulate"], ["Bots play each other", "--matches", "--database FILE_OR_URL"]),
        (["backup"], ["Copy the bot's SQLite database to FILE", "pg_dump", "FILE"]),
        (
            ["preview"],
            [
                "every board and message of both games",
                "DIR/index.html",
                "--lang L",
                "--game G",
                "--measure",
                "Needs no token",
            ],
        ),
    ],
)
def test_every_command_says_what_it_does(
    argv: list[str], says: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main([*argv, "--help"])
    assert exit_.value.code == 0
    shown = " ".join(capsys.readouterr().out.split())  # as one line, whatever the width
    for text in says:
        assert text in shown, (text, shown)


# -- spitbot forget USER_ID (issue 25: privacy) -------------------------------------------

ALICE, BOB = 444_444_444_444_444_401, 444_444_444_444_444_402


async def _played(url: str, *, live: bool = False) -> None:
    """Alice beat Bob in a rated match, played the bot once, and maybe plays Bob now."""
    from datetime import UTC, datetime

    from spitbot.store import MatchResult, MatchStart, PlayerRef

    alice, bob = PlayerRef(ALICE, "alice"), PlayerRef(BOB, "bob")
    now = datetime.now(UTC)
    store = await Store.open(url)
    try:
        for match_id, seat1, rated in (("m1", bob, True), ("m2", PlayerRef(9, "bot", True), False)):
            start = MatchStart(match_id, 1, 2, alice, seat1, "spit", "classic", 1, rated, now)
            await store.start_match(start)
            await store.finish_match(MatchResult(match_id, 0, "out_of_cards", now))
        if live:
            await store.claim_match(MatchStart("m3", 1, 3, bob, alice, "spit", "c", 1, True, now))
    finally:
        await store.close()


async def _kept(url: str, user: int) -> tuple[PrivacyReport, PlayerStats]:
    store = await Store.open(url)
    try:
        return await store.privacy_report(user), await store.player_stats(BOB, 1, game="spit")
    finally:
        await store.close()


def _forget_checks(
    url: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import asyncio
    import dataclasses
    import io

    asyncio.run(_played(url))
    before, bob_before = asyncio.run(_kept(url, ALICE))
    assert before.matches == 2
    # It shows what is kept and asks; anything but "yes" (or no terminal) erases nothing.
    for answer in ("no\n", "y\n", ""):
        monkeypatch.setattr("sys.stdin", io.StringIO(answer))
        assert main(["forget", str(ALICE)]) == 1
        out, err = capsys.readouterr()
        assert f"SpitBot keeps about user {ALICE}:" in out and "  name: 'alice'" in out
        assert "  matches: 2 finished, 0 stopped or called off (0 points series)" in out
        assert 'Type "yes" to erase' in out and "nothing was erased." in err
        assert asyncio.run(_kept(url, ALICE))[0] == before
    monkeypatch.setattr("sys.stdin", io.StringIO("yes\n"))
    assert main(["forget", str(ALICE)]) == 0
    out = capsys.readouterr().out
    assert f"forgot user {ALICE}: removed their name, 2 ratings, 2 rating changes" in out
    assert "1 matches stay in their opponents' histories with an anonymous seat" in out
    assert "1 with no other person in them were removed" in out
    after, bob_after = asyncio.run(_kept(url, ALICE))
    assert after == PrivacyReport(user_id=ALICE)
    # Bob keeps his record and rating (its deviation grows by the moment: real time).
    assert dataclasses.replace(bob_after, deviation=0) == dataclasses.replace(
        bob_before, deviation=0
    )
    # Again: nothing left; --yes does not ask.
    assert main(["forget", str(ALICE), "--yes"]) == 0
    assert f"SpitBot keeps nothing about user {ALICE}." in capsys.readouterr().out


def test_forget_erases_a_player_after_asking(
    clean_env: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert main(["migrate"]) == 0
    capsys.readouterr()
    url = f"sqlite+aiosqlite:///{clean_env / 'data' / 'spitbot.sqlite3'}"
    _forget_checks(url, capsys, monkeypatch)
    assert main(["forget", "1", "--yes"]) == 0
    out = capsys.readouterr().out
    assert f"database: SQLite file {clean_env / 'data' / 'spitbot.sqlite3'}" in out


def test_forget_works_on_postgresql(
    clean_env: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    postgres_server: object,
) -> None:
    from tests.postgres import PostgresServer

    assert isinstance(postgres_server, PostgresServer)
    url = postgres_server.create_database()
    try:
        monkeypatch.setenv("SPITBOT_DATABASE_URL", url)
        assert main(["migrate"]) == 0
        capsys.readouterr()
        _forget_checks(url, capsys, monkeypatch)
    finally:
        postgres_server.drop_database(url)


def test_forget_refuses_while_they_play_and_checks_its_input(
    clean_env: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import asyncio

    assert main(["forget", str(ALICE), "--yes"]) == 2  # no database yet: nothing made
    assert "no database at" in capsys.readouterr().err
    assert not (clean_env / "data" / "spitbot.sqlite3").exists()
    assert main(["migrate"]) == 0
    url = f"sqlite+aiosqlite:///{clean_env / 'data' / 'spitbot.sqlite3'}"
    asyncio.run(_played(url, live=True))
    assert main(["forget", str(ALICE), "--yes"]) == 1
    err = capsys.readouterr().err
    assert f"user {ALICE} is in a live match: nothing was erased." in err
    assert asyncio.run(_kept(url, ALICE))[0].matches == 3
    for bad in ("alice", "0", "-5", str(2**64)):
        with pytest.raises(SystemExit) as exit_:
            main(["forget", bad])
        assert exit_.value.code == 2
        assert "is not a Discord user id" in capsys.readouterr().err


def test_forget_says_what_it_does(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["forget", "--help"])
    shown = " ".join(capsys.readouterr().out.split())
    for text in ("USER_ID", "--yes", "/spit privacy", "a deleted player", "while the bot runs"):
        assert text in shown, text
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "forget" in capsys.readouterr().out
