"""Whole matches on the table in headless Chromium against the bot opponent (issue 28.9):
the player at the table plays every press through the page (a click on what glows, the
pile a picked card fits, the call on offer), the bot plays through the runtime on a
driven clock, and the page shows the result. No sleeps: the clock moves only while the
page has nothing to press."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from spitbot.runtime import Player
from tests.table.cdp import Browser, chromium
from tests.table.on_server import BOT, open_seat, play_to_the_end, start_match
from tests.table.support import table_room

# One Chromium for the module (its start is most of a test's time), a tab per test.
pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def chromium_once() -> AsyncIterator[Browser]:
    async with chromium() as browser:
        yield browser


@pytest_asyncio.fixture(loop_scope="module")
async def browser(chromium_once: Browser) -> AsyncIterator[Browser]:
    yield chromium_once
    await chromium_once.close_pages()


@pytest.mark.parametrize(("game", "seed", "rival"), [("spit", 3, BOT), ("speed", 4, BOT)])
async def test_a_whole_match_against_the_bot_opponent(
    browser: Browser, game: str, seed: int, rival: Player
) -> None:
    """(Against a player on Discord's buttons: tests/table/test_table_browser_e2e.py.)"""
    async with table_room(window_ms=0) as room:
        actor = await start_match(room, game, rival, seed)
        page = await open_seat(browser, room, actor.info.match_id)
        presses = await play_to_the_end(page, room, actor, rival)
        assert actor.finished and actor.state.outcome is not None
        await page.wait("!document.getElementById('banner').hidden")
        lines = await page.eval(
            "[...document.querySelectorAll('#banner-lines p')].map((p) => p.textContent)"
        )
        assert lines and all(lines)
        assert presses > 10
        assert page.errors == []
