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

from spitbot.engine import find_game
from spitbot.runtime import Difficulty, MatchActor, Player, Press, make_snowflake
from spitbot.table import Ticket
from tests.engine.spit.position import position
from tests.runtime.support import ALICE, BOB, CHANNEL, match_at
from tests.runtime.test_at_once import RACE, SPEED_RACE, speed_match
from tests.table.cdp import Browser, Page
from tests.table.support import Room, table_room

SHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots" / "table"
SIZES = {"phone": (390, 844), "desktop": (1280, 800)}
BOT = Player(-7, "Bot", Difficulty.NORMAL)
CAROL = Player(303, "Carol")
# Spit positions of the runtime's tests: nobody can play (the stall's "Spit!"), the
# slap, and a 7♣ that fits both piles (picked, its two piles outlined).
STALLED = position(
    "*QC,*KD,*KS,*KH,*KC", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="7S", as_="4H5H", bs="6D",
    ph="stalled",
)  # fmt: skip
SLAPPING = position("*9C,*KD,*KS,*KH,*KC", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="7S", ph="slap")
FORKED = position("*7C,*4H,*KS,*KH,*KC", "*7S,*3C,*2H,*3S,*3D", p0="8D", p1="6S", bs="QDJD")

# One press as a player makes it: a call on offer, else a glowing card (and, when it was
# only picked, the first pile it fits). Clicks go through the page's own handlers.
PRESS = """(() => {
  if (document.querySelector('.pending')) return 'waiting';
  const call = document.querySelector('.call');
  if (call) { call.click(); return 'call'; }
  const card = document.querySelector('.place.playable');
  if (!card) return '';
  card.click();
  const target = document.querySelector('.place.target');
  if (target) target.click();
  return 'card';
})()"""


async def play_to_the_end(
    page: Page, room: Room, actor: MatchActor, rival: Player, steps: int = 4000
) -> int:
    """Seat 0 plays every press through the page; ``rival`` is the bot opponent (moved
    by the driven clock) or Bob on buttons (the first move the rules give him, through
    the runtime as a button press goes, whenever the page has nothing to press). The
    clock moves only when neither has a press to make. Returns the page's presses."""
    rules = actor.game
    presses = 0
    for _ in range(steps):
        if actor.finished:
            break
        await page.wait(f"+document.getElementById('table').dataset.version >= {actor.version}")
        done = await page.eval(PRESS)
        if done:
            presses += done != "waiting"
            await page.wait("!document.querySelector('.pending')")
        elif rival is BOB and (his := rules.legal_actions(actor.state, 1)):
            stamp = make_snowflake(room.clock.wall_ms())
            await actor.press(Press(BOB.user_id, his[0], stamp))
        else:
            await room.clock.advance(0.25)  # the bot thinks; countdowns run
    return presses


async def start_match(room: Room, game: str, rival: Player, seed: int) -> MatchActor:
    rules = find_game(game)
    return await room.registry.start(
        channel_id=CHANNEL, guild_id=1, players=(ALICE, rival), game=rules,
        variant=rules.default_variant, seed=seed,
    )  # fmt: skip


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


SCENE_LOOKS = (("phone", "dark", "en"), ("desktop", "light", "cs"))


async def scenes(browser: Browser, out: Path) -> list[Path]:
    """The moments beyond play: the stall's call, the slap, a picked card, a spectator,
    and the result, each on a phone (dark, English) and a desktop (light, Czech)."""
    written = []
    for size, scheme, locale in SCENE_LOOKS:
        for scene, state in (("stall", STALLED), ("slap", SLAPPING), ("picked", FORKED)):
            async with table_room(window_ms=0) as room:
                match_at(room.registry, state)
                page = await open_seat(browser, room, "m1", size=size, scheme=scheme, locale=locale)
                if scene == "picked":
                    await page.tap('[data-place="0/stock:0"]')
                    await page.wait("document.querySelectorAll('.place.target').length === 2")
                written.append(out / f"spit-{scene}-{size}-{scheme}-{locale}.png")
                await page.screenshot(written[-1])
                await page.close()
        async with served("speed") as (room, _, match):
            page = await open_seat(
                browser, room, match, size=size, scheme=scheme, locale=locale, player=CAROL
            )
            written.append(out / f"speed-spectator-{size}-{scheme}-{locale}.png")
            await page.screenshot(written[-1])
            await page.close()
        async with table_room(window_ms=0) as room:
            actor = await start_match(room, "spit", BOT, seed=3)
            page = await open_seat(
                browser, room, actor.info.match_id, size=size, scheme=scheme, locale=locale
            )
            await play_to_the_end(page, room, actor, BOT)
            await page.wait("!document.getElementById('banner').hidden")
            written.append(out / f"spit-result-{size}-{scheme}-{locale}.png")
            await page.screenshot(written[-1])
            await page.close()
    return written


async def _main() -> None:
    browser = await Browser.launch()
    try:
        for path in [*await screenshots(browser, SHOTS), *await scenes(browser, SHOTS)]:
            print(path.relative_to(SHOTS.parents[2]))
    finally:
        await browser.close()


if __name__ == "__main__":
    sys.exit(asyncio.run(_main()))
