"""An answered press survives a crash: SpitBot runs as its own process against the
fake Discord, is killed (SIGKILL: no chance to save anything) right after a press
is answered, and is started again on the same database, SQLite and PostgreSQL.
Every answered press is in the restored match, and the old board's buttons work.
"""

from __future__ import annotations

import asyncio
import os
import re
import signal
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from spitbot.engine import parse_card
from spitbot.engine.spit import parse_state
from spitbot.store import Store, upgrade_to_head_async
from tests.fakediscord import FakeDiscord, FakeMember, StoredMessage
from tests.postgres import PostgresServer

ROOT = Path(__file__).resolve().parents[2]
PLAY = re.compile(r"spit:a:(?P<m>[0-9a-f]{32}):(?P<r>\d+):p(?P<seat>[01])\d[01](?P<card>\w\w)")


@asynccontextmanager
async def bot_process(fake: FakeDiscord, db_url: str, data: Path) -> AsyncIterator[None]:
    """SpitBot's real command line in its own process, pointed at the fake Discord."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SPITBOT_", "DISCORD_"))}
    env.update(
        PYTHONPATH=str(ROOT), DISCORD_TOKEN=fake.token, DATABASE_URL=db_url,
        SPITBOT_DATA_DIR=str(data), SPITBOT_DEV_GUILD_ID=str(fake.guild.id),
        SPITBOT_SETTLE_WINDOW_MS="0", SPITBOT_LOG_LEVEL="WARNING",
    )  # fmt: skip
    sessions = len(fake.gateway.sessions)
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.spitbot_on_fake", fake.base_url, fake.gateway_url, "run",
        env=env, cwd=data, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip
    try:
        await fake.wait_until(
            lambda: len(fake.gateway.sessions) > sessions, timeout=30, what="the bot to connect"
        )
        yield
    finally:
        if process.returncode is None:
            process.send_signal(signal.SIGKILL)
        await process.wait()


def enabled_play(board: StoredMessage, seat: int) -> str:
    for cid in board.custom_ids():
        found = PLAY.fullmatch(cid)
        component = board.component(cid)
        if found and int(found["seat"]) == seat and component and not component.get("disabled"):
            return cid
    raise AssertionError("no card to play")


async def press(fake: FakeDiscord, member: FakeMember, board: StoredMessage, cid: str) -> int:
    handle = await fake.click(member, fake.message(board.id), cid)
    ack = await handle.wait_ack(timeout=10)
    assert ack.ok, ack
    return ack.callback_type


def latest_board(fake: FakeDiscord) -> StoredMessage | None:
    for message in reversed(fake.messages(fake.channel)):
        if any(PLAY.fullmatch(c) for c in message.custom_ids()):
            return message
    return None


async def crash_and_restore(tmp_path: Path, db_url: str) -> None:
    await upgrade_to_head_async(db_url)
    async with FakeDiscord() as fake:
        alice, bob = fake.add_member("alice"), fake.add_member("bob")
        async with bot_process(fake, db_url, tmp_path):
            invite = await fake.slash(alice, "spit", {"opponent": bob}, subcommand="challenge")
            await invite.wait_ack(timeout=10)
            assert invite.original_message is not None
            accept = next(c for c in invite.original_message.custom_ids() if c.endswith(":a"))
            await press(fake, bob, invite.original_message, accept)
            board = await fake.wait_until(lambda: latest_board(fake), timeout=10, what="a board")
            spit = next(c for c in board.custom_ids() if c.endswith(":s"))
            await press(fake, alice, board, spit)
            await press(fake, bob, board, spit)
            played: list[str] = []
            members = {0: alice, 1: bob}
            while len(played) < 3:
                board = await fake.wait_until(
                    lambda b=board: _playable(fake, b), timeout=10, what="something to press"
                )  # fmt: skip
                seat = 0 if _has(board, 0) else 1 if _has(board, 1) else None
                if seat is None:  # a stall: both call "Spit!"
                    for member in members.values():
                        await press(fake, member, board, spit)
                    continue
                cid = enabled_play(board, seat)
                assert await press(fake, members[seat], board, cid) == 7  # answered: it is kept
                played.append(PLAY.fullmatch(cid)["card"])  # type: ignore[index]
            # The last press was answered: kill the bot at once (no shutdown, no saving).
        match_id = PLAY.fullmatch(cid)["m"]  # type: ignore[index]
        store = await Store.open(db_url)
        try:
            saved = await store.get_snapshot(match_id)
            assert saved is not None
            state = parse_state(saved.notation)
            centre = [c for pile in state.piles for c in pile]
            assert all(parse_card(card) in centre for card in played)  # every answered press
        finally:
            await store.close()
        async with bot_process(fake, db_url, tmp_path):
            # The last board's buttons work after the restart: a press is played on the
            # restored match (or, if its card no longer fits, refused with a reason).
            board = fake.message(board.id)
            seat = 0 if _has(board, 0) else 1
            assert await press(fake, members[seat], board, enabled_play(board, seat)) in (4, 7)


def _has(board: StoredMessage, seat: int) -> bool:
    try:
        enabled_play(board, seat)
    except AssertionError:
        return False
    return True


def _playable(fake: FakeDiscord, board: StoredMessage) -> StoredMessage | None:
    """The board once a card can be played on it, or "Spit!" pressed."""
    current = fake.message(board.id)
    spit = [c for c in current.custom_ids() if c.endswith(":s")]
    stalled = spit and not (current.component(spit[0]) or {}).get("disabled")
    return current if _has(current, 0) or _has(current, 1) or stalled else None


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_sigkill_right_after_an_answer_loses_nothing(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    if backend == "sqlite":
        await crash_and_restore(tmp_path, f"sqlite+aiosqlite:///{tmp_path / 'bot.sqlite3'}")
        return
    server: PostgresServer = request.getfixturevalue("postgres_server")
    url = await asyncio.to_thread(server.create_database)
    try:
        await crash_and_restore(tmp_path, url)
    finally:
        await asyncio.to_thread(server.drop_database, url)
