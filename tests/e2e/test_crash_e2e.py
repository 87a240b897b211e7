"""An answer means it is kept: SpitBot runs as its own process against the fake
Discord and is killed (SIGKILL: no chance to save anything) right after a challenge
is shown, and again right after a press is answered, then started again on the same
database, SQLite and PostgreSQL. The challenge can still be accepted, every answered
press is in the restored match, and the old board's buttons work.
"""

from __future__ import annotations

import asyncio
import os
import re
import signal
import sys
from pathlib import Path

import pytest

from fakediscord import FakeDiscord, FakeMember, StoredMessage
from spitbot.engine import parse_card
from spitbot.engine.spit import parse_state
from spitbot.store import Store, upgrade_to_head_async
from tests.e2e.harness import lit
from tests.postgres import PostgresServer

ROOT = Path(__file__).resolve().parents[2]
ACTION = re.compile(r"spit:a:[0-9a-f]{32}:\d+:")
PLAY = re.compile(r"spit:a:(?P<m>[0-9a-f]{32}):(?P<r>\d+):p(?P<seat>[01])\d[01](?P<card>\w\w)")


class BotProcess:
    """SpitBot's real command line in its own process, pointed at the fake Discord."""

    def __init__(self, fake: FakeDiscord, db_url: str, data: Path) -> None:
        self.fake, self.db_url, self.data = fake, db_url, data
        self.process: asyncio.subprocess.Process | None = None

    async def start(self) -> None:
        fake = self.fake
        env = {k: v for k, v in os.environ.items() if not k.startswith(("SPITBOT_", "DISCORD_"))}
        env.update(
            PYTHONPATH=str(ROOT), SPITBOT_DISCORD_TOKEN=fake.token,
            SPITBOT_DATABASE_URL=self.db_url,
            SPITBOT_DATABASE_FOLDER=str(self.data), SPITBOT_DISCORD_DEV_GUILD_ID=str(fake.guild.id),
            SPITBOT_PLAY_SETTLE_WINDOW_MS="0", SPITBOT_LOG_LEVEL="WARNING", FAKE_MATCH_SEED="7",
        )  # fmt: skip
        sessions = len(fake.gateway.sessions)
        self.process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "tests.spitbot_on_fake", fake.base_url, fake.gateway_url,
            "run", env=env, cwd=self.data, stderr=asyncio.subprocess.DEVNULL,
        )  # fmt: skip
        await fake.wait_until(
            lambda: len(fake.gateway.sessions) > sessions, timeout=30, what="the bot to connect"
        )

    async def kill(self) -> None:
        """SIGKILL: as a crash, an out-of-memory kill or a power cut to the process."""
        if self.process is not None and self.process.returncode is None:
            self.process.send_signal(signal.SIGKILL)
            await self.process.wait()

    async def restart(self) -> None:
        await self.kill()
        await self.start()


def enabled_play(board: StoredMessage, seat: int) -> str | None:
    for cid in board.custom_ids():
        found = PLAY.fullmatch(cid)
        component = board.component(cid)
        if found and int(found["seat"]) == seat and lit(component):
            return cid
    return None


def playable(fake: FakeDiscord, board: StoredMessage) -> StoredMessage | None:
    """The board once a card can be played on it, or "Spit!" pressed."""
    current = fake.message(board.id)
    spit = [c for c in current.custom_ids() if re.search(r":s\d+$", c)]
    stalled = bool(spit) and lit(current.component(spit[0]))
    can_play = enabled_play(current, 0) or enabled_play(current, 1)
    return current if can_play or stalled else None


def latest_board(fake: FakeDiscord) -> StoredMessage | None:
    for message in reversed(fake.messages(fake.channel)):
        if any(ACTION.match(c) for c in message.custom_ids()):
            return message
    return None


async def press(fake: FakeDiscord, member: FakeMember, board: StoredMessage, cid: str) -> int:
    handle = await fake.click(member, fake.message(board.id), cid)
    ack = await handle.wait_ack(timeout=10)
    assert ack.ok, ack
    return ack.callback_type


async def crash_and_restore(tmp_path: Path, db_url: str, kill_with_open_challenge: bool) -> None:
    await upgrade_to_head_async(db_url)
    async with FakeDiscord() as fake:
        alice, bob = fake.add_member("alice"), fake.add_member("bob")
        members = {0: alice, 1: bob}
        bot = BotProcess(fake, db_url, tmp_path)
        try:
            await bot.start()
            invite = await fake.slash(alice, "spit", {"opponent": bob}, subcommand="challenge")
            await invite.wait_ack(timeout=10)  # shown: so it is kept
            message = invite.original_message
            assert message is not None
            if kill_with_open_challenge:
                await bot.restart()  # the challenge was shown, so it can still be accepted
            accept = next(c for c in message.custom_ids() if c.endswith(":a"))
            assert await press(fake, bob, message, accept) == 7
            board = await fake.wait_until(lambda: latest_board(fake), timeout=10, what="a board")
            spit = next(c for c in board.custom_ids() if re.search(r":s\d+$", c))
            played: list[str] = []
            while len(played) < 3:
                board = await fake.wait_until(
                    lambda b=board: playable(fake, b), timeout=10, what="something to press"
                )  # fmt: skip
                seat = 0 if enabled_play(board, 0) else 1 if enabled_play(board, 1) else None
                if seat is None:  # the start, or a stall: both call "Spit!"
                    for member in members.values():
                        await press(fake, member, board, spit)
                    continue
                cid = enabled_play(board, seat)
                assert cid is not None
                assert await press(fake, members[seat], board, cid) == 7  # answered: it is kept
                played.append(cid)
            await bot.kill()  # right after the answer: no shutdown, nothing saved on the way out
            found = PLAY.fullmatch(played[-1])
            assert found is not None
            store = await Store.open(db_url)
            try:
                saved = await store.get_snapshot(found["m"])
            finally:
                await store.close()
            assert saved is not None
            centre = [card for pile in parse_state(saved.notation).piles for card in pile]
            for cid in played:  # every answered press is in what a restart restores
                card = PLAY.fullmatch(cid)
                assert card is not None and parse_card(card["card"]) in centre
            await bot.start()
            # The last board's buttons work after the restart: a press is played on the
            # restored match (or, if its card no longer fits, refused with its reason).
            # (Had the last press left both stuck, it is "Spit!" that must work.)
            board = fake.message(board.id)
            seat = 0 if enabled_play(board, 0) else 1
            cid = enabled_play(board, seat)
            if cid is None:
                assert playable(fake, board) is not None, "neither a card nor Spit! to press"
                assert await press(fake, members[0], board, spit) == 7
            else:
                assert await press(fake, members[seat], board, cid) in (4, 7)
        finally:
            await bot.kill()


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_sigkill_right_after_an_answer_loses_nothing(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    if backend == "sqlite":
        url = f"sqlite+aiosqlite:///{tmp_path / 'bot.sqlite3'}"
        await crash_and_restore(tmp_path, url, kill_with_open_challenge=True)
        return
    server: PostgresServer = request.getfixturevalue("postgres_server")
    url = await asyncio.to_thread(server.create_database)
    try:
        await crash_and_restore(tmp_path, url, kill_with_open_challenge=False)
    finally:
        await asyncio.to_thread(server.drop_database, url)


def boards(fake: FakeDiscord) -> list[StoredMessage]:
    """The channel's boards: messages with a match's buttons (a card, Spit!, a slap)."""
    return [m for m in fake.messages(fake.channel) if any(ACTION.match(c) for c in m.custom_ids())]


async def test_a_board_posted_just_before_a_crash_is_found_again_not_posted_twice(
    tmp_path: Path,
) -> None:
    """SIGKILL after Discord created a board but before the bot learned its id, so the
    id was never noted: the restarted bot posts the board with the same nonce, Discord
    hands back the message it already has, and play goes on there. The channel never
    shows two live boards of one round."""
    url = f"sqlite+aiosqlite:///{tmp_path / 'bot.sqlite3'}"
    await upgrade_to_head_async(url)
    async with FakeDiscord() as fake:
        alice, bob = fake.add_member("alice"), fake.add_member("bob")
        bot = BotProcess(fake, url, tmp_path)
        try:
            await bot.start()
            invite = await fake.slash(alice, "spit", {"opponent": bob}, subcommand="challenge")
            await invite.wait_ack(timeout=10)
            message = invite.original_message
            assert message is not None
            posts = r"^/channels/\d+/messages$"
            fake.hold_answers(posts, method="POST")  # the board is created; its id never comes
            accept = next(c for c in message.custom_ids() if c.endswith(":a"))
            assert await press(fake, bob, message, accept) == 7
            (board,) = await fake.wait_until(lambda: boards(fake), timeout=10, what="a board")
            await bot.restart()
            await fake.wait_until(  # the lost post, then the restarted bot's
                lambda: len([r for r in fake.find_requests("POST", posts) if r.status]) == 2,
                timeout=10, what="the restarted bot to publish",
            )  # fmt: skip
            assert [m.id for m in boards(fake)] == [board.id]  # found again, not posted twice
            spit = next(c for c in board.custom_ids() if re.search(r":s\d+$", c))
            assert await press(fake, alice, board, spit) == 7  # and it is the live board
        finally:
            await bot.kill()
