"""``spitbot backup`` while the bot plays, then a restore into a fresh data folder: every
finished match and rating is there, and the live match can resume from it. On
PostgreSQL, the pg_dump command it prints runs, and its dump restores."""

from __future__ import annotations

import asyncio
import os
import shlex
import shutil
import subprocess
from dataclasses import dataclass, replace
from pathlib import Path

import pytest
from sqlalchemy import make_url

from spitbot.__main__ import main
from spitbot.engine.spit import Variant
from spitbot.recording import restore_point
from spitbot.runtime import MatchSnapshot, Player
from spitbot.startup import open_database
from spitbot.store import LeaderboardPage, MatchSummary, PlayerStats, Store
from spitbot.store.migrate import current_revision, head_revision
from tests.postgres import PostgresServer

from .harness import play_out, spit_world

RESIGNED = 3


@dataclass(frozen=True)
class Standings:
    """What a backup must keep: the finished matches, and the ratings and records they
    made, in the server and everywhere."""

    matches: list[MatchSummary | None]
    everywhere: LeaderboardPage
    here: LeaderboardPage
    stats: list[PlayerStats]


async def standings(
    store: Store, match_ids: list[str], guild: int, players: tuple[int, int]
) -> Standings:
    return Standings(
        [await store.get_match(match_id) for match_id in match_ids],
        await store.leaderboard(None, 1, 50, game="spit"),
        await store.leaderboard(guild, 1, 50, game="spit"),
        # A deviation grows with the time since the last game: read it to the point.
        [replace(stats, deviation=round(stats.deviation or 0))
         for user in players for scope in (None, guild)
         if (stats := await store.player_stats(user, scope, game="spit"))],
    )  # fmt: skip


async def test_a_backup_made_during_play_restores_every_match_and_rating(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data, backup = tmp_path / "data", tmp_path / "backups" / "spitbot-2026-12-01.sqlite3"
    backup.parent.mkdir()
    for name in list(os.environ):
        if name.startswith(("SPITBOT_", "DISCORD_", "DATABASE_URL")):
            monkeypatch.delenv(name)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("SPITBOT_DATABASE_FOLDER", str(data))
    async with spit_world(data) as world:
        registry, fake = world.bot.registry, world.fake
        alice, bob = Player(int(world.alice.id), "alice"), Player(int(world.bob.id), "bob")
        finished = []
        for number in range(RESIGNED):  # rated matches that end in a resignation (D4)
            channel = fake.add_channel(f"table-{number}")
            actor = await registry.start(
                channel_id=int(channel.id), guild_id=int(fake.guild.id),
                players=(alice, bob) if number % 2 else (bob, alice), variant=Variant(),
            )  # fmt: skip
            assert (await actor.resign(alice.user_id if number else bob.user_id)).applied
            finished.append(actor.info.match_id)
        live = await registry.start(
            channel_id=world.channel_id, guild_id=int(fake.guild.id), players=(alice, bob),
            variant=Variant(),
        )  # fmt: skip
        humans = {0: world.alice, 1: world.bob}
        assert await play_out(world, live, humans, stop_after=6) == 6
        await world.bot.journal.flush()
        played = live.version  # saved before the backup begins
        guild = int(fake.guild.id)
        people = (alice.user_id, bob.user_id)
        kept = await standings(world.store, finished, guild, people)
        assert all(m is not None and m.status == "finished" for m in kept.matches)
        # Both are rated (three games: not settled enough to be ranked on a leaderboard).
        assert [s.games for s in kept.stats] == [RESIGNED] * 4
        # The backup runs in its own thread while alice and bob go on pressing.
        copied, presses = await asyncio.gather(
            asyncio.to_thread(main, ["backup", str(backup)]),
            play_out(world, live, humans, stop_after=6),
        )
        assert copied == 0 and presses == 6 and not live.finished
        assert await standings(world.store, finished, guild, people) == kept  # play went on

    restored = tmp_path / "restored"
    restored.mkdir()
    shutil.copyfile(backup, restored / "spitbot.sqlite3")  # the whole restore, bot stopped
    url = f"sqlite+aiosqlite:///{restored / 'spitbot.sqlite3'}"
    store = await open_database(url, setting="SPITBOT_DATABASE_FOLDER")  # as `spitbot run` does
    try:
        assert await standings(store, finished, guild, people) == kept
        point = await restore_point(store, lambda _guild: True)
        (snapshot,) = point.snapshots
        resumed = MatchSnapshot.from_json(snapshot.notation, snapshot.runtime_json)
        assert resumed.match.match_id == live.info.match_id
        assert played <= resumed.version <= live.version  # as it was at some moment of play
    finally:
        await store.close()


def test_the_pg_dump_command_it_prints_for_postgresql_runs(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    request: pytest.FixtureRequest,
) -> None:
    """A SPITBOT_DATABASE_URL with asyncpg's own options (which pg_dump refuses: "invalid URI
    query parameter"): the printed command runs as printed, and its dump restores."""
    if shutil.which("pg_dump") is None or shutil.which("pg_restore") is None:
        pytest.skip("pg_dump and pg_restore are not installed here")
    server: PostgresServer = request.getfixturevalue("postgres_server")
    database, copy = server.create_database(), server.create_database()
    try:
        options = {"ssl": "disable", "prepared_statement_cache_size": "0", "command_timeout": "30"}
        url = make_url(database).update_query_dict(options).render_as_string(hide_password=False)
        for name in list(os.environ):
            if name.startswith(("SPITBOT_", "DISCORD_", "DATABASE_URL")):
                monkeypatch.delenv(name)
        monkeypatch.chdir(tmp_path)
        monkeypatch.setenv("SPITBOT_DATABASE_URL", url)
        assert main(["migrate"]) == 0  # the bot takes this URL
        dump = tmp_path / "spitbot.dump"
        assert main(["backup", str(dump)]) == 2
        command = shlex.split(capsys.readouterr().err.strip().splitlines()[-1])
        assert command[:3] == ["pg_dump", "--format=custom", f"--file={dump}"]
        subprocess.run(command, check=True, capture_output=True, timeout=60)
        target = make_url(copy).set(drivername="postgresql").render_as_string(hide_password=False)
        restore = ["pg_restore", f"--dbname={target}", str(dump)]
        subprocess.run(restore, check=True, capture_output=True, timeout=60)
        assert current_revision(copy) == head_revision()  # the tables and their rows
    finally:
        server.drop_database(database)
        server.drop_database(copy)
