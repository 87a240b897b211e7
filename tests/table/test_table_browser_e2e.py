"""The live table end to end in the browser (issue 28.9): SpitBot on the fake Discord
with the table on, and the page in headless Chromium inside a test parent frame that
answers the Embedded App SDK's real messages as the Discord client does. Alice launches
the Activity, the SDK's handshake and ``authorize`` give a code the fake Discord issued,
the bot exchanges it, the page plays a whole Spit or Speed match by clicks against Bob on
Discord's buttons (the board's, or his Speed hand's), and the page shows the result.

The page is served under ``<application id>.discordsays.com`` (Chromium's host resolver
maps it to 127.0.0.1), as Discord serves an Activity, so the client finds its client id
from its host as it does inside Discord. The parent is a file: page (origin "null",
which the SDK accepts, as it accepts Discord's own)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from spitbot.runtime import MatchActor
from tests.e2e.harness import play_out
from tests.e2e.test_table_e2e import challenge, speed_on_buttons, table_world
from tests.table.cdp import Page, chromium
from tests.table.on_server import PRESS

PARENT = """<!doctype html><html><body style="margin:0">
<iframe id="activity" src="__SRC__" style="border:0;width:100vw;height:100vh"></iframe>
<script>
window.received = [];
const frame = document.getElementById('activity');
const code = __CODE__;
window.addEventListener('message', (event) => {
  const [opcode, payload] = event.data;
  window.received.push([opcode, payload]);
  const reply = (body) => frame.contentWindow.postMessage([1, body], '*');
  if (opcode === 0) {
    reply({cmd: 'DISPATCH', evt: 'READY', nonce: null,
           data: {v: 1, config: {api_endpoint: '//discord.com/api', environment: 'production'}}});
  } else if (opcode === 1 && payload.cmd === 'AUTHORIZE') {
    reply({cmd: 'AUTHORIZE', evt: null, nonce: payload.nonce, data: {code}});
  } else if (opcode === 1 && payload.cmd === 'AUTHENTICATE') {
    reply({cmd: 'AUTHENTICATE', evt: null, nonce: payload.nonce, data: {
      access_token: payload.args.access_token,
      user: {username: 'alice', discriminator: '0', id: __USER__, public_flags: 0},
      scopes: ['identify'], expires: '2030-01-01T00:00:00Z',
      application: {description: '', id: __APP__, name: 'SpitBot'}}});
  } else if (opcode === 1) {
    reply({cmd: payload.cmd, evt: null, nonce: payload.nonce, data: null});
  }
});
</script></body></html>"""


async def play_in_page(page: Page, actor: MatchActor) -> int:
    """Clicks in the Activity's page until the match is over: a call, else a card."""
    presses = 0
    for _ in range(6000):
        if actor.finished:
            return presses
        done = await page.eval(PRESS)
        if done == "card" or done == "call":
            presses += 1
        if done:
            await page.wait("!document.querySelector('.pending')")
            continue
        seen = actor.version
        # nothing to press: wait for the table to move (Bob, a countdown) or the end
        await page.wait(
            f"+document.getElementById('table').dataset.version > {seen}"
            " || document.querySelector('.call, .place.playable')"
            " || !document.getElementById('banner').hidden",
            within=30,
        )
    raise AssertionError("the match did not end in the page")


@pytest.mark.parametrize("game", ["spit", "speed"])
async def test_28_9_a_whole_match_in_the_activity_against_a_player_on_buttons(
    tmp_path: Path, game: str
) -> None:
    async with table_world(tmp_path) as world:
        actor = await challenge(world, game)
        app = str(world.fake.application.id)
        tables = world.bot.tables
        assert tables is not None
        instance = world.fake.activities.launch(world.alice, world.channel_id)
        code = world.fake.activities.authorize(world.alice)
        query = (
            f"frame_id=f-1&instance_id={instance}&platform=desktop"
            f"&guild_id={world.fake.guild.id}&channel_id={world.channel_id}"
        )
        src = f"http://{app}.discordsays.com:{tables.port}{tables.base}/?{query}"
        parent = tmp_path / "parent.html"
        parent.write_text(
            PARENT.replace("__SRC__", src)
            .replace("__CODE__", json.dumps(code))
            .replace("__USER__", json.dumps(str(world.alice.id)))
            .replace("__APP__", json.dumps(app)),
            "utf-8",
        )
        rules = f"--host-resolver-rules=MAP {app}.discordsays.com 127.0.0.1"
        async with chromium(rules) as browser:
            page = await browser.page(1280, 800)
            await page.goto(parent.as_uri())
            activity = await page.child(".discordsays.com")
            await activity.wait("document.getElementById('table').dataset.version")
            handshake = await page.eval("window.received[0]")
            assert handshake[0] == 0 and handshake[1]["client_id"] == app
            role = await activity.eval("document.getElementById('table').dataset.role")
            assert role == "player"
            on_page, on_buttons = await asyncio.gather(
                play_in_page(activity, actor),
                play_out(world, actor, {1: world.bob})
                if game == "spit"
                else speed_on_buttons(world, actor, world.bob, 1),
            )
            assert actor.state.outcome is not None and on_page > 0 and on_buttons > 0
            await activity.wait("!document.getElementById('banner').hidden")
            assert page.errors == [] and activity.errors == []
        assert world.fake.activities.exchanged == [int(world.alice.id)]
