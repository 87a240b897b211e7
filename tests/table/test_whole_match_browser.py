"""Whole matches on the table in headless Chromium against the bot opponent (issue 28.9):
the player at the table plays every press through the page (a click on what glows, the
pile a picked card fits, the call on offer), the bot plays through the runtime on a
driven clock, and the page shows the result. No sleeps: the clock moves only while the
page has nothing to press."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from spitbot.engine import find_game
from spitbot.runtime import Difficulty, Player, Press, make_snowflake
from tests.runtime.support import ALICE, BOB, CHANNEL
from tests.table.cdp import Browser, chromium
from tests.table.on_server import open_seat
from tests.table.support import table_room

BOT = Player(-7, "Bot", Difficulty.NORMAL)
STEPS = 4000

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


@pytest.fixture
async def browser() -> AsyncIterator[Browser]:
    async with chromium() as browser:
        yield browser


@pytest.mark.parametrize(
    ("game", "seed", "rival"),
    [("spit", 3, BOT), ("speed", 4, BOT), ("spit", 5, BOB), ("speed", 6, BOB)],
    ids=["spit-bot", "speed-bot", "spit-buttons", "speed-buttons"],
)
async def test_a_whole_match_against_the_bot_or_a_button_player(
    browser: Browser, game: str, seed: int, rival: Player
) -> None:
    """Against the bot opponent, or Bob on Discord's buttons: his presses go through the
    same runtime as a button's (a Press stamped with a snowflake), the first move the
    rules give him whenever the table has nothing to press."""
    async with table_room(window_ms=0) as room:
        rules = find_game(game)
        actor = await room.registry.start(
            channel_id=CHANNEL, guild_id=1, players=(ALICE, rival), game=rules,
            variant=rules.default_variant, seed=seed,
        )  # fmt: skip
        page = await open_seat(browser, room, actor.info.match_id)
        presses = 0
        for _ in range(STEPS):
            if actor.finished:
                break
            drawn = f"+document.getElementById('table').dataset.version >= {actor.version}"
            await page.wait(drawn)
            done = await page.eval(PRESS)
            if done in ("call", "card"):
                presses += 1
                await page.wait("!document.querySelector('.pending')")
            elif done == "waiting":
                await page.wait("!document.querySelector('.pending')")
            elif rival is BOB and (his := rules.legal_actions(actor.state, 1)):
                stamp = make_snowflake(room.clock.wall_ms())
                await actor.press(Press(BOB.user_id, his[0], stamp))
            else:
                await room.clock.advance(0.25)  # the bot thinks; countdowns run
        assert actor.finished and actor.state.outcome is not None
        await page.wait("!document.getElementById('banner').hidden")
        lines = await page.eval(
            "[...document.querySelectorAll('#banner-lines p')].map((p) => p.textContent)"
        )
        assert lines and all(lines)
        assert presses > 10
        assert page.errors == []
