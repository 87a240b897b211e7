"""The table client in headless Chromium (issue 28.1, 28.9), against a stage that speaks
docs/table.md from recorded states (tests/table/stage.py): what the page draws, what each
tap, drag and key sends, pending and refused presses, countdowns, the end, reconnecting,
ping and pong, spectators, and the login inside Discord through the Embedded App SDK
(its real code, answered by a test parent frame as the Discord client answers it)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from tests.table import recorded
from tests.table.cdp import Browser, Page, chromium
from tests.table.stage import ACCESS_TOKEN, CLIENT_ID, Stage

PLACE = '[data-place="{}"]'
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


@pytest_asyncio.fixture(loop_scope="module")
async def stage() -> AsyncIterator[Stage]:
    stage = Stage()
    await stage.start()
    yield stage
    await stage.stop()


async def open_table(
    browser: Browser,
    stage: Stage,
    *,
    width: int = 390,
    height: int = 844,
    query: str = "match=m1",
    **media: bool | str,
) -> Page:
    page = await browser.page(width, height, **media)  # type: ignore[arg-type]
    await page.goto(f"{stage.base}/table/?{query}#ticket=web-ticket")
    await page.wait(
        f"document.getElementById('table').dataset.version === '{stage.state['version']}'"
        if stage.state
        else "true"
    )
    return page


async def version(page: Page, number: int) -> None:
    await page.wait(f"document.getElementById('table').dataset.version === '{number}'")


async def texts(page: Page, selector: str) -> list[str]:
    found: list[str] = await page.eval(
        f"[...document.querySelectorAll({json.dumps(selector)})].map((e) => e.textContent)"
    )
    return found


async def rects(page: Page) -> dict[str, list[float]]:
    found: dict[str, list[float]] = await page.eval(
        "Object.fromEntries([...document.querySelectorAll('[data-place]')]"
        ".filter((e) => e.dataset.place).map((e) => { const r = e.getBoundingClientRect();"
        " return [e.dataset.place, [r.left, r.top, r.width, r.height]]; }))"
    )
    return found


async def test_a_spit_table_is_drawn_and_played_by_tap(browser: Browser, stage: Stage) -> None:
    stage.welcome = recorded.welcome("spit")
    stage.state = recorded.spit_play(1)
    page = await open_table(browser, stage)
    hello = await stage.frame("hello")
    assert hello == {
        "type": "hello",
        "ticket": "web-ticket",
        "match": "m1",
        "version": None,
        "protocol": 1,
    }
    assert await page.eval("location.hash") == ""  # the ticket left the address bar
    # both piles with their sizes and the server's words, my five stockpiles, the rival's
    assert await texts(page, ".pile-spot .size") == ["3", "2"]
    assert await texts(page, ".pile-spot .label") == ["Left pile", "Right pile"]
    mine = await page.eval(
        "[...document.querySelectorAll('#mine [data-place]')]"
        ".map((e) => e.dataset.place).filter(Boolean)"
    )
    assert mine == [f"0/stock:{i}" for i in range(5)]
    assert (
        await page.eval("document.querySelectorAll('#rival [data-place^=\"1/stock:\"]').length")
        == 5
    )
    assert await page.eval(
        "document.querySelector('[data-place=\"0/stock:4\"] .card').classList.contains('back')"
    )
    # a name people chose is shown as written, never as markup
    assert await texts(page, "#me-name") == ["ana <@everyone> **bold**"]
    assert await page.eval("document.documentElement.lang") == "en"
    # the moves on offer, and nothing else, can be touched
    playable = await page.eval(
        "[...document.querySelectorAll('.place.playable')].map((e) => e.dataset.place)"
    )
    assert sorted(playable) == ["0/stock:0", "0/stock:1", "0/stock:2", "0/stock:4"]
    # one move from a card: a tap plays it, and it shows pending until answered
    await page.tap(PLACE.format("0/stock:1"))
    press = await stage.frame("press", 1)
    assert press == {"type": "press", "move": "p118H", "version": 1, "seq": 1}
    assert await page.eval(
        "document.querySelector('[data-place=\"0/stock:1\"]').classList.contains('pending')"
    )
    await stage.push(recorded.spit_after_8h(2))
    await stage.push(
        {"type": "answer", "seq": 1, "applied": True, "version": 2, "code": None, "words": None}
    )
    await version(page, 2)
    await page.wait("!document.querySelector('.pending')")
    assert await texts(page, ".pile-spot .size") == ["3", "3"]
    assert (
        await page.eval("document.querySelector('[data-place=\"pile:1\"] .card').dataset.card")
        == "8H"
    )
    assert await texts(page, "#said") == ["ana played 8♥ on the right pile"]
    # two moves from a card: a tap picks it, a tap on a pile plays it there
    await page.tap(PLACE.format("0/stock:0"))
    await page.wait(
        "document.querySelector('[data-place=\"0/stock:0\"]').classList.contains('selected')"
    )
    targets = await page.eval(
        "[...document.querySelectorAll('.place.target')].map((e) => e.dataset.place)"
    )
    assert sorted(targets) == ["pile:0", "pile:1"]
    assert len(stage.sent("press")) == 1
    await page.tap(PLACE.format("pile:1"))
    press = await stage.frame("press", 2)
    assert (press["move"], press["version"], press["seq"]) == ("p01TD", 2, 2)
    assert page.errors == []


async def test_a_refusal_shows_its_reason_without_moving_anything(
    browser: Browser, stage: Stage
) -> None:
    stage.welcome = recorded.welcome("spit")
    stage.state = recorded.spit_play(1)
    page = await open_table(browser, stage)
    before = await rects(page)
    await page.tap(PLACE.format("0/stock:2"))
    press = await stage.frame("press", 1)
    assert press["move"] == "p20QH"
    words = "Bot (strong)'s K♦ landed on the left pile first"
    await stage.push(
        {
            "type": "answer",
            "seq": press["seq"],
            "applied": False,
            "version": 1,
            "code": "late",
            "words": words,
        }
    )
    await page.wait("document.getElementById('status').classList.contains('refusal')")
    assert await texts(page, "#status") == [words]
    assert not await page.eval("document.querySelector('.pending')")
    assert await rects(page) == before  # no layout shift under the finger
    # a frame the server refuses outright is shown the same way
    await page.tap(PLACE.format("0/stock:1"))
    press = await stage.frame("press", 2)
    await stage.push(
        {
            "type": "error",
            "code": "bad-version",
            "words": "That table is out of date",
            "seq": press["seq"],
            "fatal": False,
        }
    )
    await page.wait("document.getElementById('status').textContent === 'That table is out of date'")
    assert await rects(page) == before
    assert page.errors == []


async def test_drag_and_keys_play_what_the_server_offered(browser: Browser, stage: Stage) -> None:
    stage.welcome = recorded.welcome("spit")
    stage.state = recorded.spit_play(1)
    page = await open_table(browser, stage, width=1280, height=800)
    # the keyboard help is the server's words, on screen for a player
    assert await texts(page, "#keys") == [recorded.WORDS["table-keys"]]
    await page.drag(PLACE.format("0/stock:2"), PLACE.format("pile:0"))
    assert (await stage.frame("press", 1))["move"] == "p20QH"
    # a drag onto a pile the card does not fit sends nothing
    await page.drag(PLACE.format("0/stock:1"), PLACE.format("pile:0"))
    await page.wait("!document.querySelector('.dragging')")
    assert len(stage.sent("press")) == 1
    await page.key("5")  # the face-down stockpile: one move, played at once
    assert (await stage.frame("press", 2))["move"] == "f4"
    await page.key("1")  # two moves: picked, then a pile by arrow
    await page.wait("document.querySelector('.place.selected')")
    await page.key("ArrowLeft")
    assert (await stage.frame("press", 3))["move"] == "p00TD"
    await page.key("2")
    await stage.frame("press", 4)
    await page.key("Escape")  # nothing picked: Escape does nothing harmful
    moves = [p["move"] for p in stage.sent("press")]
    assert moves == ["p20QH", "f4", "p00TD", "p118H"]
    assert [p["seq"] for p in stage.sent("press")] == [1, 2, 3, 4]
    assert page.errors == []


async def test_the_stall_the_slap_and_the_end(browser: Browser, stage: Stage) -> None:
    stage.welcome = recorded.welcome("spit")
    stage.shift_ms = -3_600_000  # the server's clock an hour behind the browser's
    now = stage.now_ms()
    stage.state = recorded.spit_stall(1, deadline_ms=now + 4_000)
    page = await open_table(browser, stage)
    assert await texts(page, ".call .label") == ["Spit!"]
    assert not await page.eval("document.getElementById('countdown').hidden")
    assert await texts(page, "#countdown-words") == ["Nobody can play: Spit! in 5 s"]
    seconds = int((await texts(page, "#countdown-seconds"))[0])
    assert 1 <= seconds <= 5  # the deadline on the server's clock, from welcome's server_ms
    assert await texts(page, "#rival-tally .called") == ["✓"]  # the rival has called
    assert await texts(page, "#me-tally .called") == []
    await page.tap(".call")
    assert (await stage.frame("press", 1))["move"] == "spit"
    assert await page.eval("document.querySelector('.call').classList.contains('pending')")
    await stage.push(recorded.spit_slap(2, deadline_ms=now + 3_000))
    await version(page, 2)
    assert sorted(await texts(page, ".call .label")) == [
        "Slap the left pile",
        "Slap the right pile",
    ]
    await page.tap(PLACE.format("pile:1"))  # a pile is tapped to slap it
    assert (await stage.frame("press", 2))["move"] == "s1"
    over = recorded.spit_over(3)
    over["said"] = "ana wins!"
    await stage.push(over)
    await version(page, 3)
    assert not await page.eval("document.getElementById('banner').hidden")
    assert await texts(page, "#banner-title") == ["Match over"]
    lines = ["ana wins!", "ana wins the match", "3 rounds, 2–1"]
    assert await texts(page, "#banner-lines p") == lines
    assert await page.eval("document.querySelectorAll('.playable, .call').length") == 0
    assert page.errors == []


async def test_it_reconnects_by_itself_and_takes_the_whole_state(
    browser: Browser, stage: Stage
) -> None:
    stage.welcome = recorded.welcome("spit")
    stage.state = recorded.spit_play(1)
    page = await open_table(browser, stage)
    await stage.push({"type": "ticket", "ticket": "ticket-renewed"})  # every 5 minutes
    await stage.push({"type": "ping", "seq": 1, "server_ms": 1})
    await stage.frame("pong")  # the ticket frame came before it
    await stage.drop(1001)  # the bot stops
    stage.state = recorded.spit_rival_plays(3)
    await version(page, 3)
    hellos = stage.sent("hello")
    assert len(hellos) == 2
    # the second hello carries the newest ticket the server gave, and what was drawn
    assert hellos[1]["ticket"] == "ticket-renewed" and hellos[1]["version"] == 1
    assert (
        await page.eval("document.querySelector('[data-place=\"pile:1\"] .card').dataset.card")
        == "9H"
    )
    assert await page.eval("document.getElementById('table').dataset.link") == "open"
    assert page.errors == []


async def test_ping_and_pong(browser: Browser, stage: Stage) -> None:
    stage.welcome = recorded.welcome("spit")
    stage.state = recorded.spit_play(1)
    page = await open_table(browser, stage)
    await stage.push({"type": "ping", "seq": 7, "server_ms": 123})
    pong = await stage.frame("pong")
    assert pong == {"type": "pong", "seq": 7, "server_ms": 123}
    ping = await stage.frame("ping")  # the client measures its own round trip
    assert set(ping) == {"type", "seq", "client_ms"}
    rtt = await page.wait("document.getElementById('table').dataset.rtt")
    assert int(rtt) >= 0
    assert await texts(page, "#link-words") == [f"Ping: {rtt} ms"]
    assert page.errors == []


async def test_a_speed_player_plays_from_the_hand_and_sees_moves_travel(
    browser: Browser, stage: Stage
) -> None:
    stage.welcome = recorded.welcome("speed")
    stage.state = recorded.speed_play(1)
    page = await open_table(browser, stage, reduced_motion=False)
    hand = await page.eval(
        "[...document.querySelectorAll('#mine [data-place^=\"0/hand:\"]')]"
        ".map((e) => e.dataset.place)"
    )
    assert hand == ["0/hand:TD", "0/hand:3S", "0/hand:QH", "0/hand:8C", "0/hand:KS"]
    assert (
        await page.eval(
            "document.querySelector('#rival [data-place=\"1/hand\"] .count').textContent"
        )
        == "4"
    )
    assert await texts(page, ".pile-spot .beside .side-count") == [
        "4",
        "5",
    ]  # the side piles' counts
    assert await texts(page, "#me-tally .waiting") == ["15"]  # the draw piles' counts
    assert await texts(page, "#rival-tally .waiting") == ["14"]
    await page.tap(PLACE.format("0/hand:3S"))
    press = await stage.frame("press", 1)
    assert press["move"] == "h3S1"
    await stage.push(recorded.speed_after_3s(2))
    await version(page, 2)
    # the card flies from the hand to the pile (the Web Animations API, a transform)
    assert await page.eval("document.getElementById('table').dataset.flights") == "1"
    assert page.errors == []


async def test_reduced_motion_animates_nothing(browser: Browser, stage: Stage) -> None:
    stage.welcome = recorded.welcome("speed")
    stage.state = recorded.speed_play(1)
    page = await open_table(browser, stage, reduced_motion=True)
    await stage.push(recorded.speed_after_3s(2))
    await version(page, 2)
    assert await page.eval("document.getAnimations().length") == 0
    assert await page.eval("document.getElementById('table').dataset.flights") is None


async def test_a_spectator_sees_no_controls_and_no_hand(browser: Browser, stage: Stage) -> None:
    stage.welcome = recorded.welcome("speed", seat=None)
    stage.state = recorded.speed_play(1, seat=None)
    page = await open_table(browser, stage)
    assert await page.eval("document.getElementById('table').dataset.role") == "spectator"
    assert await texts(page, "#status") == ["This match is between two other people"]
    assert await page.eval("document.querySelectorAll('[data-place*=\"hand:\"]').length") == 0
    assert await page.eval("document.querySelectorAll('.playable, .call').length") == 0
    assert await page.eval("document.getElementById('keys').hidden")
    await page.tap(PLACE.format("0/hand"))
    await page.tap(PLACE.format("pile:0"))
    await stage.push({"type": "ping", "seq": 1, "server_ms": 1})
    await stage.frame("pong")  # the page is alive, and sent no press
    assert stage.sent("press") == []
    assert page.errors == []


async def test_a_phone_table_fits_and_its_targets_are_big_enough(
    browser: Browser, stage: Stage
) -> None:
    stage.welcome = recorded.welcome("spit")
    stage.state = recorded.spit_play(1)
    page = await open_table(browser, stage)
    assert await page.eval("document.documentElement.scrollWidth") <= 390
    small = await page.eval(
        "[...document.querySelectorAll('.place.playable, .call, [data-place^=\"pile:\"]')]"
        ".map((e) => [e.dataset.place || e.textContent, e.getBoundingClientRect()])"
        ".filter(([, r]) => r.width < 44 || r.height < 44).map(([k]) => k)"
    )
    assert small == []
    boxes = await rects(page)
    keys = sorted(boxes)
    overlapping = [
        (a, b)
        for i, a in enumerate(keys)
        for b in keys[i + 1 :]
        if boxes[a][0] < boxes[b][0] + boxes[b][2]
        and boxes[b][0] < boxes[a][0] + boxes[a][2]
        and boxes[a][1] < boxes[b][1] + boxes[b][3]
        and boxes[b][1] < boxes[a][1] + boxes[a][3]
    ]
    assert overlapping == []
    assert await page.eval("document.documentElement.scrollHeight") <= 844


async def test_outside_discord_without_a_ticket_it_goes_to_the_login(
    browser: Browser, stage: Stage
) -> None:
    page = await browser.page()
    await page.goto(f"{stage.base}/table/?match=m7")
    await page.wait("document.body && document.body.textContent === 'login'")
    assert stage.logins == ["match=m7"]
    assert stage.sent("hello") == []


async def test_inside_discord_it_logs_in_through_the_sdk(browser: Browser, stage: Stage) -> None:
    stage.welcome = recorded.welcome("spit")
    stage.state = recorded.spit_play(1)
    page = await browser.page(1280, 800)
    query = "frame_id=f-1&instance_id=i-77&platform=desktop&guild_id=g-5&channel_id=c-9"
    await page.goto(f"{stage.base}/parent.html?{query}")
    hello = await stage.frame("hello")
    assert hello["ticket"] == "ticket-1" and hello["channel"] == "c-9" and "match" not in hello
    assert stage.tokens == [
        {
            "code": "the-authorize-code",
            "instance_id": "i-77",
            "channel_id": "c-9",
            "guild_id": "g-5",
        }
    ]
    received = await page.eval("window.received")
    handshake = received[0]
    assert (
        handshake[0] == 0
        and handshake[1]["client_id"] == CLIENT_ID
        and handshake[1]["frame_id"] == "f-1"
    )
    commands = {r[1]["cmd"]: r[1]["args"] for r in received if r[0] == 1}
    assert commands["AUTHORIZE"] == {
        "client_id": CLIENT_ID,
        "response_type": "code",
        "state": "",
        "prompt": "none",
        "scope": ["identify"],
    }
    assert commands["AUTHENTICATE"] == {"access_token": ACCESS_TOKEN}
    # and the table is drawn inside the frame
    await page.wait(
        "document.getElementById('activity').contentDocument"
        ".getElementById('table').dataset.version === '1'"
    )
    assert page.errors == []


async def test_an_expired_ticket_signs_in_again_on_the_web(browser: Browser, stage: Stage) -> None:
    stage.welcome = recorded.welcome("spit")
    stage.state = recorded.spit_play(1)
    page = await open_table(browser, stage)
    await stage.push({"type": "error", "code": "ticket-expired", "words": "Expired", "fatal": True})
    await stage.drop(4001)
    await page.wait("document.body && document.body.textContent === 'login'")
    assert stage.logins == ["match=m1"]


async def test_an_expired_ticket_authorizes_again_inside_discord(
    browser: Browser, stage: Stage
) -> None:
    stage.welcome = recorded.welcome("spit")
    stage.state = recorded.spit_play(1)
    page = await browser.page(1280, 800)
    query = "frame_id=f-1&instance_id=i-77&platform=desktop&guild_id=g-5&channel_id=c-9"
    await page.goto(f"{stage.base}/parent.html?{query}")
    await page.wait(  # the welcome and the state drawn, then the socket closed with 4001
        "document.getElementById('activity').contentDocument"
        ".getElementById('table').dataset.version === '1'"
    )
    await stage.drop(4001)
    again = await stage.frame("hello", 2)
    # a second code exchanged for a fresh ticket, through the same SDK (one handshake)
    assert len(stage.tokens) == 2 and again["ticket"] == "ticket-3"
    received = await page.eval("window.received")
    assert [r[0] for r in received].count(0) == 1
    assert [r[1]["cmd"] for r in received if r[0] == 1].count("AUTHORIZE") == 2


async def test_a_tap_counts_when_the_table_is_redrawn_under_the_finger(
    browser: Browser, stage: Stage
) -> None:
    """The rival plays while the finger is down: the table is drawn anew, and the tap on
    the card still plays it (named by its place, not by the element it went down on)."""
    stage.welcome = recorded.welcome("spit")
    stage.state = recorded.spit_play(1)
    page = await open_table(browser, stage)
    x, y = await page.centre(PLACE.format("0/stock:1"))
    await page.mouse(x, y, "mousePressed")
    await stage.push(recorded.spit_play(2, said="Bot (strong) is thinking"))
    await version(page, 2)
    await page.mouse(x, y, "mouseReleased")
    press = await stage.frame("press", 1)
    assert (press["move"], press["version"]) == ("p118H", 2)
    assert page.errors == []


async def test_a_stall_and_its_calls_move_no_card(browser: Browser, stage: Stage) -> None:
    """The countdown's line and the calls' row keep their room while empty: when the stall
    comes, and when the slap's two calls come, no card moves under a finger (phone)."""
    stage.welcome = recorded.welcome("spit")
    stage.state = recorded.spit_play(1)
    page = await open_table(browser, stage)
    before = await rects(page)
    await stage.push(recorded.spit_stall(2, deadline_ms=stage.now_ms() + 4_000))
    await version(page, 2)
    assert not await page.eval("document.getElementById('countdown').hidden")
    assert await rects(page) == before
    await stage.push(recorded.spit_slap(3, deadline_ms=stage.now_ms() + 3_000))
    await version(page, 3)
    assert await rects(page) == before
    heights = await page.eval(
        "[...document.querySelectorAll('.call')].map((e) => e.getBoundingClientRect().top)"
    )
    assert len(heights) == 2 and heights[0] == heights[1]  # one row, not wrapped
