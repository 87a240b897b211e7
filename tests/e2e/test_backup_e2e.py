"""``spitbot backup`` while the bot plays, then a restore into a fresh data folder: every
finished match and rating is there, and the live match can resume from it."""

from __future__ import annotations

import asyncio
import os
import shutil
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from spitbot.__main__ import main
from spitbot.engine.spit import Variant
from spitbot.recording import restore_point
from spitbot.runtime import MatchSnapshot, Player
from spitbot.startup import open_database
from spitbot.store import LeaderboardPage, MatchSummary, PlayerStats, Store

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
    monkeypatch.setenv("SPITBOT_DATA_DIR", str(data))
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
    store = await open_database(url, setting="SPITBOT_DATA_DIR")  # as `spitbot run` does
    try:
        assert await standings(store, finished, guild, people) == kept
        point = await restore_point(store, lambda _guild: True)
        (snapshot,) = point.snapshots
        resumed = MatchSnapshot.from_json(snapshot.notation, snapshot.runtime_json)
        assert resumed.match.match_id == live.info.match_id
        assert played <= resumed.version <= live.version  # as it was at some moment of play
    finally:
        await store.close()
