"""The table client on the real table server (issue 28.1, 28.2, 28.9), in headless
Chromium: a press made in the browser is played through the runtime, a button press
reaches the browser at once, words come in the player's language, and the screenshots
can be taken (``python -m tests.table.on_server`` writes docs/screenshots/table/)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from spitbot.engine import parse_card
from spitbot.engine.spit import Play
from spitbot.runtime import Press, make_snowflake
from tests.runtime.support import BOB, match_at
from tests.table.cdp import Browser, chromium
from tests.table.on_server import FORKED, open_seat, screenshots, served
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


async def test_a_tap_plays_through_the_runtime_and_a_button_press_comes_back(
    browser: Browser,
) -> None:
    async with served("spit") as (room, actor, match):
        page = await open_seat(browser, room, match)
        playable = await page.eval(
            "[...document.querySelectorAll('.place.playable')].map((e) => e.dataset.place)"
        )
        assert sorted(playable) == ["0/stock:0", "0/stock:1"]  # her 9♣ and her 4♥
        assert await page.eval("document.getElementById('table').dataset.version") == "0"
        await page.tap('[data-place="0/stock:1"]')
        await page.wait("document.getElementById('table').dataset.version === '1'")
        await page.wait("!document.querySelector('.pending')")
        assert actor.state.piles[1][-1] == parse_card("4H")
        top = "document.querySelector('[data-place=\"pile:{}\"] .card').dataset.card"
        assert await page.eval(top.format(1)) == "4H"
        # Bob presses a button in Discord: the table follows at once (a push)
        result = await actor.press(
            Press(BOB.user_id, Play(1, 0, 0), make_snowflake(room.clock.wall_ms()))
        )
        assert result.applied
        await page.wait("document.getElementById('table').dataset.version === '2'")
        assert await page.eval(top.format(0)) == "7S"
        assert page.errors == []


async def test_the_words_are_the_servers_in_the_players_language(browser: Browser) -> None:
    async with served("speed") as (room, _, match):
        page = await open_seat(browser, room, match, locale="cs")
        await page.wait("document.documentElement.lang === 'cs'")
        labels = await page.eval(
            "[...document.querySelectorAll('.pile-spot .label')].map((e) => e.textContent)"
        )
        words = room.room.drawer.words("cs")
        assert labels == [words["table-pile-left"], words["table-pile-right"]]
        assert labels[0] and labels[0] != "Left pile"
        assert (
            await page.eval("document.querySelectorAll('#mine [data-place*=\"hand:\"]').length")
            == 5
        )
        assert page.errors == []


async def test_the_screenshots_can_be_taken(browser: Browser, tmp_path: Path) -> None:
    written = await screenshots(browser, tmp_path, games=("spit",), locales=("en",))
    assert [p.name for p in written] == [
        "spit-phone-dark-en.png",
        "spit-phone-light-en.png",
        "spit-desktop-dark-en.png",
        "spit-desktop-light-en.png",
    ]
    assert all(p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" for p in written)


async def test_the_servers_keys_play_their_moves(browser: Browser) -> None:
    """Each play has its own key from the server: a card that fits both piles shows two,
    and each plays it onto its pile."""
    async with table_room(window_ms=0) as room:
        actor = match_at(room.registry, FORKED)  # her 7♣ fits the 8♦ and the 6♠
        page = await open_seat(browser, room, "m1", size="desktop")
        caps = await page.eval(
            "document.querySelector('[data-place=\"0/stock:0\"] .keycap').textContent"
        )
        moves = await page.eval("window.spitbotTable.then((t) => t.table.state.moves)")
        keys = [m["key"] for m in moves if m["from"] == "stock:0"]
        assert len(keys) == 2 and caps == " ".join(keys)
        await page.key(keys[1])
        await page.wait("document.getElementById('table').dataset.version === '1'")
        assert actor.state.piles[1][-1] == parse_card("7C")
        assert page.errors == []
