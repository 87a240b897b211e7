"""The table client on the real table server (spitbot.table, wired to the runtime and the
games' drawer as the bot wires it: tests/table/support.py), in headless Chromium: used by
the browser tests and by ``python -m tests.table.on_server`` to write the screenshots in
docs/screenshots/table/."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from spitbot.runtime import MatchActor, Player
from spitbot.table import Ticket
from tests.runtime.support import ALICE, match_at
from tests.runtime.test_at_once import RACE, SPEED_RACE, speed_match
from tests.table.cdp import Browser, Page
from tests.table.support import Room, table_room

SHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots" / "table"
SIZES = {"phone": (390, 844), "desktop": (1280, 800)}


def ticket(room: Room, player: Player, locale: str | None = None) -> str:
    expires = room.clock.wall_ms() + 15 * 60 * 1000
    return room.tickets.issue(Ticket(player.user_id, player.name, locale, expires))


def url(room: Room, match: str, ticket_text: str) -> str:
    base = str(room.client.make_url(f"{room.server.base}/"))
    return f"{base}?match={match}#ticket={ticket_text}"


async def open_seat(
    browser: Browser, room: Room, match: str, *, size: str = "phone", scheme: str = "dark",
    locale: str | None = None, player: Player = ALICE, reduced_motion: bool = True,
) -> Page:  # fmt: skip
    width, height = SIZES[size]
    page = await browser.page(width, height, scheme=scheme, reduced_motion=reduced_motion)
    await page.goto(url(room, match, ticket(room, player, locale)))
    await page.wait("document.getElementById('table').dataset.version")
    return page


def start(room: Room, game: str) -> tuple[MatchActor, str]:
    if game == "speed":
        return speed_match(room.registry, SPEED_RACE), "s1"
    return match_at(room.registry, RACE), "m1"


@asynccontextmanager
async def served(game: str) -> AsyncIterator[tuple[Room, MatchActor, str]]:
    async with table_room(window_ms=0) as room:
        actor, match = start(room, game)
        yield room, actor, match


async def screenshots(browser: Browser, out: Path, games: tuple[str, ...] = ("spit", "speed"),
                      locales: tuple[str, ...] = ("en", "cs")) -> list[Path]:  # fmt: skip
    """Every game × language × size × scheme, as a player (seat 0) sees it."""
    written = []
    for game in games:
        async with served(game) as (room, _, match):
            for locale in locales:
                for size in SIZES:
                    for scheme in ("dark", "light"):
                        page = await open_seat(
                            browser, room, match, size=size, scheme=scheme, locale=locale
                        )
                        await page.wait("document.documentElement.lang !== 'und'")
                        path = out / f"{game}-{size}-{scheme}-{locale}.png"
                        await page.screenshot(path)
                        await page.close()
                        written.append(path)
    return written


async def _main() -> None:
    browser = await Browser.launch()
    try:
        for path in await screenshots(browser, SHOTS):
            print(path.relative_to(SHOTS.parents[2]))
    finally:
        await browser.close()


if __name__ == "__main__":
    sys.exit(asyncio.run(_main()))
