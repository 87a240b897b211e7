"""Two shard processes on one PostgreSQL database against one fake Discord.

SpitBot's real command line runs twice, as ``SPITBOT_SHARD_ID`` 0 and 1 of
``SPITBOT_SHARD_COUNT`` 2; the fake sends each guild's events to shard
``(guild_id >> 22) % 2`` as Discord does. Guild A is shard 0's, guild B shard 1's.
The timeline (``TIMELINE`` lists it as the test runs):

1. the store holds a settled ladder (alice and bob played in A, carol and dave in B);
   both shards start at once; shard 0 alone registers the slash commands;
2. erin challenges alice in B (shard 1), in a channel of its own: open, shown;
3. alice and bob start a match in A (shard 0), carol and dave one in B (shard 1);
   presses in both, interleaved: both play at once;
4. alice, in a live match on shard 0, accepts erin's challenge in B: shard 1 refuses,
   the database's claim decides, with the very words shard 0 uses for its own
   matches (frank challenging alice in A); she cannot challenge in B either; erin's
   challenge stays open;
5. shard 1 is killed (SIGKILL) right after an answered press in B; while it is down,
   presses in A are answered (shard 0 never pauses); shard 1 starts again: B's match
   is restored with every answered press, and its board's buttons work;
6. alice resigns in A: the result is recorded by shard 0, and the global leaderboard
   reads the same from both shards, with alice's new rating;
7. alice accepts erin's challenge in B now: her match ended, so shard 1 starts it;
   through it all, one command registration (shard 0's) and no violation.
"""

from __future__ import annotations

import asyncio
import os
import re
import signal
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from fakediscord import FakeChannel, FakeDiscord, FakeMember, InteractionHandle, StoredMessage
from fakediscord.gateway import shard_of
from spitbot.engine import parse_card
from spitbot.engine.spit import parse_state
from spitbot.store import MatchResult, MatchStart, PlayerRef, Store, Write, upgrade_to_head_async
from tests.e2e.harness import E2E_LIMITS, lit
from tests.postgres import PostgresServer

ROOT = Path(__file__).resolve().parents[2]
ACTION = re.compile(r"spit:a:[0-9a-f]{32}:\d+:")  # a board's buttons: cards, Spit!, slaps
PLAY = re.compile(r"spit:a:(?P<m>[0-9a-f]{32}):(?P<r>\d+):p(?P<seat>[01])\d[01](?P<card>\w\w)")
SETTLING_DRAWS = 27
TIMELINE: list[str] = []


class Shard:
    """One shard: SpitBot's real command line in its own process, on the fake."""

    def __init__(self, fake: FakeDiscord, db_url: str, data: Path, shard_id: int) -> None:
        self.fake, self.db_url, self.shard_id = fake, db_url, shard_id
        self.data = data / f"shard{shard_id}"
        self.data.mkdir()
        self.log = self.data / "stderr.log"
        self.process: asyncio.subprocess.Process | None = None

    def session_count(self) -> int:
        return sum(1 for s in self.fake.gateway.sessions.values() if s.shard == (self.shard_id, 2))

    def connected(self) -> bool:
        return any(s.shard == (self.shard_id, 2) for s in self.fake.gateway.live_sessions)

    async def start(self) -> None:
        fake = self.fake
        env = {k: v for k, v in os.environ.items() if not k.startswith(("SPITBOT_", "DISCORD_"))}
        env.update(
            PYTHONPATH=str(ROOT), SPITBOT_DISCORD_TOKEN=fake.token,
            SPITBOT_DATABASE_URL=self.db_url,
            SPITBOT_DATABASE_FOLDER=str(self.data), SPITBOT_SHARD_ID=str(self.shard_id),
            SPITBOT_SHARD_COUNT="2", SPITBOT_PLAY_SETTLE_WINDOW_MS="0", SPITBOT_LOG_LEVEL="INFO",
            FAKE_MATCH_SEED=str(7 + self.shard_id),
        )  # fmt: skip
        sessions = self.session_count()
        with self.log.open("ab") as log:
            self.process = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "tests.spitbot_on_fake", fake.base_url, fake.gateway_url,
                "run", env=env, cwd=self.data, stderr=log,
            )  # fmt: skip
        await fake.wait_until(
            lambda: self.session_count() > sessions and self.connected(),
            timeout=30, what=f"shard {self.shard_id} to connect",
        )  # fmt: skip

    async def kill(self) -> None:
        """SIGKILL: no chance to save anything on the way out."""
        if self.process is not None and self.process.returncode is None:
            self.process.send_signal(signal.SIGKILL)
            await self.process.wait()


def note(started: float, what: str) -> None:
    TIMELINE.append(f"{time.perf_counter() - started:5.1f} s  {what}")


def settled_ladder(guilds: dict[int, tuple[FakeMember, FakeMember]], channel: int) -> list[Write]:
    """Each pair draws 27 games in its guild (both settle, ranked), then the first wins
    k more: four ranked players on the global ladder."""
    now = datetime.now(UTC) - timedelta(hours=1)
    writes: list[Write] = []
    for k, (guild, (first, second)) in enumerate(guilds.items(), start=1):
        a, b = (PlayerRef(m.id, m.user.username) for m in (first, second))
        for game in range(SETTLING_DRAWS + k):
            match_id = f"ladder{k}{game:03d}"
            at = now + timedelta(seconds=len(writes))
            writes.append(MatchStart(match_id, guild, channel, a, b, "spit", "classic",
                                     len(writes), True, at))  # fmt: skip
            winner = None if game < SETTLING_DRAWS else 0
            reason = "stalemate" if winner is None else "out_of_cards"
            writes.append(MatchResult(match_id, winner, reason, at + timedelta(seconds=1)))
    return writes


def latest_board(fake: FakeDiscord, channel: FakeChannel) -> StoredMessage | None:
    for message in reversed(fake.messages(channel)):
        if any(ACTION.match(c) for c in message.custom_ids()):
            return message
    return None


def enabled_play(board: StoredMessage, seat: int) -> str | None:
    for cid in board.custom_ids():
        found = PLAY.fullmatch(cid)
        component = board.component(cid)
        if found and int(found["seat"]) == seat and lit(component):
            return cid
    return None


def spit_id(board: StoredMessage) -> str | None:
    ids = [c for c in board.custom_ids() if re.search(r":s\d+$", c)]
    return ids[0] if ids and lit(board.component(ids[0])) else None


async def click(fake: FakeDiscord, member: FakeMember, message: StoredMessage, cid: str) -> int:
    handle = await fake.click(member, fake.message(message.id), cid)
    ack = await handle.wait_ack(timeout=10)
    assert ack.ok, ack
    return ack.callback_type


async def play_one(
    fake: FakeDiscord, channel: FakeChannel, seats: tuple[FakeMember, FakeMember]
) -> str:
    """Press until one card is played on the channel's live board (both call "Spit!"
    when that is what the board wants); returns the played button's id, answered."""
    while True:

        def ready() -> StoredMessage | None:
            board = latest_board(fake, channel)
            if board is None:
                return None
            playable = enabled_play(board, 0) or enabled_play(board, 1) or spit_id(board)
            return board if playable else None

        board = await fake.wait_until(ready, timeout=10, what=f"a press in #{channel.name}")
        for seat, member in enumerate(seats):
            cid = enabled_play(board, seat)
            if cid is not None:
                assert await click(fake, member, board, cid) == 7  # answered: it is kept
                return cid
        spit = spit_id(board)
        assert spit is not None
        for member in seats:
            await click(fake, member, board, spit)


async def slash(
    fake: FakeDiscord, member: FakeMember, sub: str, channel: FakeChannel, **options: object
) -> InteractionHandle:
    handle = await fake.slash(member, "spit", options, subcommand=sub, channel=channel)
    assert (await handle.wait_ack(timeout=10)).ok
    return handle


async def accepted(
    fake: FakeDiscord, challenger: FakeMember, invitee: FakeMember, channel: FakeChannel
) -> None:
    """``challenger`` challenges ``invitee`` in ``channel``, who accepts: a board."""
    invite = await slash(fake, challenger, "challenge", channel, opponent=invitee)
    message = invite.original_message
    assert message is not None
    accept = next(c for c in message.custom_ids() if c.endswith(":a"))
    assert await click(fake, invitee, message, accept) == 7
    await fake.wait_until(lambda: latest_board(fake, channel), timeout=10, what="a board")


def last_private(fake: FakeDiscord, member: FakeMember) -> str:
    return fake.ephemeral_messages(member)[-1].content


async def global_leaderboard(
    fake: FakeDiscord, member: FakeMember, channel: FakeChannel
) -> list[str]:
    handle = await slash(fake, member, "leaderboard", channel, scope="global")
    message = await fake.wait_until(lambda: handle.followups, timeout=10, what="a leaderboard")
    (embed,) = message[-1].embeds
    return [str(embed.get("title")), str(embed["description"]), str(embed["footer"]["text"])]


async def two_shards(tmp_path: Path, db_url: str) -> None:
    started = time.perf_counter()
    TIMELINE.clear()
    await upgrade_to_head_async(db_url)
    async with FakeDiscord(rate_limits=E2E_LIMITS) as fake:
        guild_a = fake.guild
        if shard_of(guild_a.id, 2) != 0:  # guild A is shard 0's
            guild_a = fake.add_guild("A", shard=(0, 2), channel_names=("a-general",))
        guild_b = fake.add_guild("B", shard=(1, 2), channel_names=("b-general",))
        here = next(c for c in fake.channels if c.guild_id == guild_a.id)
        there = next(c for c in fake.channels if c.guild_id == guild_b.id)
        aside = fake.add_channel("a-aside", guild=guild_a)
        corner = fake.add_channel("b-aside", guild=guild_b)
        alice, bob, frank = (fake.add_member(n, guild=guild_a) for n in ("alice", "bob", "frank"))
        carol, dave, erin = (fake.add_member(n, guild=guild_b) for n in ("carol", "dave", "erin"))
        fake.world.add_member(guild_b, alice.user)
        alice_b = fake.member(alice, guild_b)
        store = await Store.open(db_url)
        try:
            await store.apply(settled_ladder({guild_a.id: (alice, bob),
                                              guild_b.id: (carol, dave)}, here.id))  # fmt: skip
        finally:
            await store.close()
        note(started, "database migrated, a settled ladder written (alice, bob in A; carol, "
             "dave in B)")  # fmt: skip

        shards = [Shard(fake, db_url, tmp_path, k) for k in (0, 1)]
        try:
            await asyncio.gather(*(s.start() for s in shards))
            note(started, "both shards connected (started at once)")

            # 2. erin challenges alice in B while alice is free: open, shown.
            open_challenge = await slash(fake, erin, "challenge", corner, opponent=alice_b)
            erins = open_challenge.original_message
            assert erins is not None
            note(started, "shard 1: erin challenges alice in B (open)")

            # 3. A match on each shard, played at once.
            await asyncio.gather(
                accepted(fake, alice, bob, here), accepted(fake, carol, dave, there)
            )
            note(started, "shard 0: alice v bob live in A; shard 1: carol v dave live in B")
            for _ in range(2):
                await asyncio.gather(
                    play_one(fake, here, (alice, bob)), play_one(fake, there, (carol, dave))
                )
            note(started, "two cards played in each match, A's and B's presses interleaved")

            # 4. alice is in a live match on shard 0: shard 1 refuses her, in its own words.
            ours = await fake.slash(frank, "spit", {"opponent": alice}, subcommand="challenge",
                                    channel=aside)  # fmt: skip
            assert (await ours.wait_ack(timeout=10)).callback_type == 4
            refusal = last_private(fake, frank)
            assert refusal == "alice is already playing a match."  # shard 0's own refusal
            accept = next(c for c in erins.custom_ids() if c.endswith(":a"))
            assert await click(fake, alice_b, erins, accept) == 4
            assert last_private(fake, alice_b) == refusal  # the database's claim said no
            theirs = await fake.slash(alice_b, "spit", {"opponent": erin},
                                      subcommand="challenge", channel=corner)  # fmt: skip
            assert (await theirs.wait_ack(timeout=10)).callback_type == 4
            assert last_private(fake, alice_b) == refusal
            assert accept in fake.message(erins.id).custom_ids()  # still open
            note(started, "shard 1 refuses alice's accept and challenge in B (database claim), "
                 "in shard 0's words")  # fmt: skip

            # 5. SIGKILL shard 1 right after an answered press; shard 0 plays on.
            answered = [await play_one(fake, there, (carol, dave))]
            await shards[1].kill()
            note(started, "shard 1 killed (SIGKILL) right after an answered press in B")
            before = latest_board(fake, here)
            for _ in range(2):
                await play_one(fake, here, (alice, bob))  # answered (type 7) with shard 1 down
            assert latest_board(fake, here) is not None and before is not None
            note(started, "two presses answered in A while shard 1 is down")
            found = PLAY.fullmatch(answered[-1])
            assert found is not None
            await shards[1].start()
            note(started, "shard 1 started again")
            check = await Store.open(db_url)
            try:
                saved = await check.get_snapshot(found["m"])
            finally:
                await check.close()
            assert saved is not None
            centre = [card for pile in parse_state(saved.notation).piles for card in pile]
            assert parse_card(found["card"]) in centre  # the answered press was kept
            await play_one(fake, there, (carol, dave))  # B's board works on the new process
            note(started, "B's match restored on shard 1 with the answered press; its board "
                 "plays on")  # fmt: skip

            # 6. alice resigns in A; the global ladder reads the same on both shards.
            ladder = await global_leaderboard(fake, alice_b, there)
            assert "**alice** " in ladder[1] and "(1–0–27)" in ladder[1].split("**alice**")[1]
            board = latest_board(fake, here)
            assert board is not None
            resign = next(c for c in board.custom_ids() if c.startswith("spit:q:"))
            assert await click(fake, alice, board, resign) == 4
            confirm = fake.ephemeral_messages(alice)[-1]
            yes = next(c for c in confirm.custom_ids() if c.startswith("spit:qy"))
            assert await click(fake, alice, confirm, yes) == 7
            ladder_a = await global_leaderboard(fake, alice, here)
            ladder_b = await global_leaderboard(fake, alice_b, there)
            assert ladder_a == ladder_b != ladder
            alice_line = next(line for line in ladder_b[1].splitlines() if "**alice**" in line)
            assert "(1–1–27)" in alice_line  # shard 1 reads the loss shard 0 recorded
            note(started, "alice resigned in A; the global leaderboard reads the same on both")

            # 7. Her match is over: shard 1 lets her accept erin's challenge now.
            assert await click(fake, alice_b, fake.message(erins.id), accept) == 7
            await fake.wait_until(
                lambda: latest_board(fake, corner), timeout=10, what="alice v erin's board"
            )
            note(started, "alice's match over: she accepts erin's challenge on shard 1")
        finally:
            for shard in shards:
                await shard.kill()
        registrations = fake.find_requests("PUT", r"^/applications/\d+/commands$")
        assert len(registrations) == 1  # shard 0's, never shard 1's (two starts)
        assert "registered by shard 0 (this is shard 1)" in shards[1].log.read_text()
        fake.assert_no_violations()
        note(started, "one command registration (shard 0); no violation")


async def test_two_shards_share_one_database(
    tmp_path: Path, postgres_server: PostgresServer
) -> None:
    url = await asyncio.to_thread(postgres_server.create_database)
    try:
        await two_shards(tmp_path, url)
    finally:
        await asyncio.to_thread(postgres_server.drop_database, url)
        print("\n".join(["", "timeline:", *TIMELINE]))
