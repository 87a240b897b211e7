"""``/healthz`` and ``/metrics`` of a bot playing on the fake Discord, read by a real HTTP
client (aiohttp's) and Prometheus's own text parser."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import socket
from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path

import aiohttp
import pytest
from prometheus_client.parser import text_string_to_metric_families
from sqlalchemy.exc import OperationalError

from fakediscord import FakeDiscord
from fakediscord.client import patched_discord
from spitbot.bot import metrics
from spitbot.bot.app import SpitBot
from spitbot.bot.metrics import route_template
from spitbot.engine.spit import Play
from spitbot.problems import StartupError
from tests.engine.spit.position import position

from .harness import FAST_BOTS, World, custom_id, migrated_store, raw_click
from .test_match_e2e import start_at

Samples = dict[tuple[str, frozenset[tuple[str, str]]], float]
T = 1_900_000_000_000
# Alice's 9H sits on a face-down 2S: a second press of it names the 9H again (refused).
UNDER = position("*JC,2S*9H,*KS,*KH,*KC", "*7S,*3C,*2H,*3S,*3D", p0="8D", p1="QS", bs="QDJD")


@contextlib.asynccontextmanager
async def metered_world(tmp_path: Path) -> AsyncIterator[tuple[World, str, tuple[int, str]]]:
    """Alice, bob and carol in a server, and SpitBot with its metrics on a free port of
    127.0.0.1; also what ``/healthz`` said after logging in, before the gateway's READY."""
    async with migrated_store(tmp_path) as (config, store), FakeDiscord() as fake:
        fake.gateway.heartbeat_interval_ms = 200  # a gateway latency to report soon
        alice, bob, carol = (fake.add_member(name) for name in ("alice", "bob", "carol"))
        # Port 0 (any free one) is for tests: the setting itself asks for 1 to 65535.
        config = config.with_changes(discord_dev_guild_id=int(fake.guild.id), metrics_port=0)
        bot = SpitBot(config, store)
        bot.registry.seed_source = lambda: 7
        bot.registry.settings = replace(bot.registry.settings, bot_speeds=dict(FAST_BOTS))
        bot._connection.guild_ready_timeout = 0.05
        connect: asyncio.Task[None] | None = None
        with patched_discord(fake):
            try:
                await bot.login(fake.token)  # setup_hook: the metrics listen from here on
                assert bot.metrics_server is not None
                url = bot.metrics_server.url
                before_ready = await get(url, "/healthz")
                connect = asyncio.create_task(bot.connect(reconnect=True))
                await asyncio.wait_for(bot.wait_until_ready(), 10)
                yield World(fake, bot, store, alice, bob, carol, config.db_url), url, before_ready
            finally:
                await bot.close()
                if connect is not None:
                    with contextlib.suppress(Exception):
                        await asyncio.wait_for(connect, 5)
        fake.assert_no_violations()


async def get(url: str, path: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as session, session.get(url + path) as response:
        return response.status, await response.text()


async def scrape(url: str) -> Samples:
    """Every sample of ``/metrics``, parsed as Prometheus parses it."""
    status, text = await get(url, "/metrics")
    assert status == 200
    samples: Samples = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            samples[(sample.name, frozenset(sample.labels.items()))] = sample.value
    return samples


def value(samples: Samples, name: str, **labels: str) -> float:
    return samples.get((name, frozenset({"shard": "0", **labels}.items())), 0.0)


async def test_health_and_metrics_of_a_bot_at_play(tmp_path: Path) -> None:
    async with metered_world(tmp_path) as (world, url, before_ready):
        fake, bot = world.fake, world.bot
        waiting = "not connected to Discord yet (waiting for the gateway's READY)\n"
        assert before_ready == (503, waiting)
        ok = "ok: connected to Discord, and the database answers\n"
        assert await get(url, "/healthz") == (200, ok)

        # carol challenges dave in another channel: a challenge, then a match, there
        other, dave = fake.add_channel("other"), fake.add_member("dave")
        handle = await fake.slash(
            world.carol, "spit", {"opponent": dave}, subcommand="challenge", channel=other
        )
        await handle.wait_ack()
        invite = handle.original_message
        assert invite is not None
        samples = await scrape(url)
        assert value(samples, "spitbot_open_challenges") == 1
        assert value(samples, "spitbot_live_matches", game="spit") == 0
        accept = next(cid for cid in invite.custom_ids() if cid.endswith(":a"))
        assert (await (await fake.click(dave, invite, accept)).wait_ack()).ok

        # alice double-taps her 9H here: played, then refused by the runtime (on the board)
        actor = await start_at(world, UNDER)
        board = world.board()
        assert board is not None
        nine = custom_id(actor, Play(0, 1, 0))
        first = await fake.click(world.alice, board, nine, at=T)
        second = await raw_click(world, world.alice, board, nine, at=T + 10)
        assert [(await h.wait_ack()).callback_type for h in (first, second)] == [7, 7]
        # carol does not play here: refused before it reaches the runtime (D7)
        third = await raw_click(world, world.carol, fake.message(board.id), nine)
        assert (await third.wait_ack()).callback_type == 4
        # a 429 on a route: discord.py waits and sends again
        fake.inject_rate_limit(r"/channels/\d+/messages$", method="POST", retry_after=0.01)
        await bot.get_partial_messageable(world.channel_id).send("a rate-limited message")
        await bot.journal.flush()
        await fake.wait_until(lambda: math.isfinite(bot.latency), what="a heartbeat answered")

        samples = await scrape(url)
        assert value(samples, "spitbot_open_challenges") == 0
        assert value(samples, "spitbot_live_matches", game="spit") == 2
        assert value(samples, "spitbot_live_matches", game="speed") == 0
        assert value(samples, "spitbot_presses_total", game="spit", result="applied") == 1
        assert value(samples, "spitbot_presses_total", game="spit", result="already-played") == 1
        assert value(samples, "spitbot_settle_wait_seconds_count", game="spit") == 2
        assert value(samples, "spitbot_press_latency_seconds_count", game="spit") == 3
        assert value(samples, "spitbot_interactions_total", kind="play", answered="yes") == 3
        assert value(samples, "spitbot_interactions_total", kind="challenge", answered="yes") == 1
        assert value(samples, "spitbot_journal_commit_seconds_count") >= 1
        assert value(samples, "spitbot_journal_writes_committed_total") >= 3
        assert value(samples, "spitbot_journal_queue_length") == 0
        assert value(samples, "spitbot_journal_saving_late") == 0
        route = "POST /channels/{id}/messages"
        assert value(samples, "spitbot_discord_rate_limited_total", route=route) == 1
        assert value(samples, "spitbot_gateway_connected") == 1
        assert value(samples, "spitbot_gateway_latency_seconds") == pytest.approx(
            bot.latency, abs=1.0
        )


async def test_healthz_says_why_it_is_unhealthy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with metered_world(tmp_path) as (world, url, _):
        bot, store = world.bot, world.store
        bot.dispatch("disconnect")  # as discord.py does when the gateway drops
        await asyncio.sleep(0)  # listeners run as tasks
        assert await get(url, "/healthz") == (
            503,
            "disconnected from Discord's gateway (reconnecting)\n",
        )
        assert value(await scrape(url), "spitbot_gateway_connected") == 0
        await world.fake.reconnect_gateway()  # a real drop: op 7, then RESUME
        await world.fake.wait_until(lambda: bot.health is not None and bot.health.connected,
                                    what="the gateway back")  # fmt: skip
        assert (await get(url, "/healthz"))[0] == 200

        async def refused() -> None:
            raise OperationalError("SELECT 1", {}, ConnectionRefusedError("Connection refused"))

        monkeypatch.setattr(store, "ping", refused)
        status, reason = await get(url, "/healthz")
        assert (status, reason.count("\n")) == (503, 1)
        assert reason.startswith("the database does not answer: OperationalError")

        never = asyncio.Event()

        async def hangs() -> None:
            await never.wait()

        monkeypatch.setattr(store, "ping", hangs)
        monkeypatch.setattr(metrics, "DATABASE_TIMEOUT", 0.01)
        assert await get(url, "/healthz") == (503, "the database did not answer within 0.01s\n")


async def test_a_metrics_port_in_use_is_a_start_up_error(tmp_path: Path) -> None:
    async with migrated_store(tmp_path) as (config, store), FakeDiscord() as fake:
        with socket.socket() as taken:
            taken.bind(("127.0.0.1", 0))
            taken.listen()
            port = taken.getsockname()[1]
            bot = SpitBot(config.with_changes(metrics_port=port), store)
            with patched_discord(fake):
                try:
                    with pytest.raises(StartupError) as error:
                        await bot.login(fake.token)
                finally:
                    await bot.close()
    assert str(error.value).splitlines() == [
        f"cannot serve metrics on 127.0.0.1:{port} (Address already in use).",
        "Set SPITBOT_METRICS_PORT to a free port (or SPITBOT_METRICS_HOST to an address of "
        "this machine), or unset it.",
    ]


def test_a_429_is_counted_by_its_route_with_the_ids_left_out() -> None:
    base = "https://discord.com/api/v10"
    assert route_template("patch", f"{base}/channels/1234/messages/5678") == (
        "PATCH /channels/{id}/messages/{id}"
    )
    assert route_template("POST", f"{base}/interactions/99/aW50ZXJhY3Rpb24/callback") == (
        "POST /interactions/{id}/{token}/callback"
    )
    assert route_template("PATCH", f"{base}/webhooks/42/dG9rZW4/messages/@original") == (
        "PATCH /webhooks/{id}/{token}/messages/@original"
    )
    assert route_template("PUT", f"{base}/channels/1/messages/2/reactions/%F0%9F%83%8F/@me") == (
        "PUT /channels/{id}/messages/{id}/reactions/{emoji}/@me"
    )
    assert route_template("GET", "http://127.0.0.1:4321/api/v10/users/@me?with=1") == (
        "GET /users/@me"
    )


def test_429s_are_counted_even_where_the_library_log_level_hides_them(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """SPITBOT_LOG_LIBRARY_LEVEL=ERROR: discord.py's 429 warnings are not shown, but
    counted; with WARNING (the default) they are shown too."""
    counted: list[str] = []
    http = logging.getLogger("discord.http")
    webhook = logging.getLogger("discord.webhook.async_")
    http.setLevel(logging.ERROR)
    counter = metrics.RateLimitCounter(counted.append)
    counter.install()
    try:
        with caplog.at_level(logging.DEBUG, "tests"):
            fmt = "We are being rate limited. %s %s responded with 429. Retrying in %.2f seconds."
            http.warning(fmt, "POST", "https://discord.com/api/v10/channels/7/messages", 0.5)
            webhook.warning("Webhook ID %s is rate limited. Retrying in %.2f seconds.", 7, 0.5)
            http.warning("something else")
        assert counted == ["POST /channels/{id}/messages", "webhook"]
        shown = [r.getMessage() for r in caplog.records if r.name.startswith("discord.")]
        assert shown == ["Webhook ID 7 is rate limited. Retrying in 0.50 seconds."]
    finally:
        counter.uninstall()
        http.setLevel(logging.NOTSET)
    assert http.level == logging.NOTSET and http.filters == [] and webhook.filters == []
