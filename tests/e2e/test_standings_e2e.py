"""/spit stats, /spit leaderboard and /spit series through the store."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from PIL import Image

from spitbot.bot.pictures import RATING_SIZE, SERIES_SIZE
from spitbot.engine import EndReason

from .harness import World, play_out, spit_world
from .test_commands_e2e import slash
from .test_match_e2e import challenge


async def picture_reply(world: World, user: Any, sub: str, options: dict[str, Any]) -> Any:
    """``/spit <sub>``'s reply, whose embed shows the PNG it carries: the message and
    the picture, opened."""
    handle = await world.fake.slash(user, "spit", options, subcommand=sub)
    assert (await handle.wait_ack()).ok
    message = await handle.wait_response_message()
    (attached,) = message.data["attachments"]
    assert attached["filename"].endswith(".png") and attached["size"] > 1000
    (embed,) = message.embeds
    assert embed["image"]["url"] == f"attachment://{attached['filename']}"
    picture = Image.open(io.BytesIO(world.fake.world.attachment_bytes[int(attached["id"])]))
    picture.load()
    assert picture.format == "PNG"
    return message, picture


async def test_stats_leaderboard_and_series_after_a_points_series(tmp_path: Path) -> None:
    async with spit_world(tmp_path, seed=2) as world:
        text = await slash(world, world.alice, "series")
        assert text == world.said("refusal-no-series")
        await challenge(world, scoring="points", target=10)
        actor = world.actor()
        await play_out(world, actor, {0: world.alice, 1: world.bob})
        outcome = actor.state.outcome
        assert outcome is not None and outcome.reason is EndReason.POINTS
        await world.bot.journal.flush()

        series = await slash(world, world.carol, "series")
        title = world.said("series-title", game="spit", target=10, first="alice", second="bob")
        assert title in series
        total = world.said("series-total")
        assert f"{total}  {actor.state.scores[0]:>12}  {actor.state.scores[1]:>12}" in series
        winner = "bob" if outcome.winner == 1 else "alice"
        assert world.said("series-won", winner=winner) in series

        stats = await slash(world, world.alice, "stats", {"user": world.bob})
        assert world.said("stats-title", name="bob", game="spit") in stats
        bob_won = outcome.winner == 1
        assert ("1 · 0 · 0" if bob_won else "0 · 1 · 0") in stats
        won = (1, 0, 0) if bob_won else (0, 1, 0)
        assert world.said("stats-series-value", won=won[0], lost=won[1], drawn=0) in stats

        # One rated game each: provisional, so nobody is on the leaderboard yet...
        board = await slash(world, world.carol, "leaderboard")
        assert "alice" not in board and world.said("leaderboard-none-ranked") in board
        assert world.said("leaderboard-footer-ranked", page=1, pages=1, total=0) in board
        # ... but a player's own row is always shown, with its "?" and deviation.
        mine = await slash(world, world.alice, "leaderboard", {"scope": "global", "page": 3})
        alice = next(line for line in mine.splitlines() if "**alice**" in line)
        assert "? ±" in alice and world.said("leaderboard-unranked") in alice
        assert world.said("leaderboard-footer-ranked", page=1, pages=1, total=0) in mine
        speed = await slash(world, world.carol, "leaderboard", {"game": "speed"})
        assert world.said("leaderboard-none-ranked") in speed

        # The stats come with their picture, and the series with its own.
        message, picture = await picture_reply(world, world.alice, "stats", {"user": world.bob})
        assert picture.size == RATING_SIZE
        fields = {f["name"]: f["value"] for f in message.embeds[0]["fields"]}
        assert fields[world.said("stats-explained")] == world.said("stats-explained-value")
        assert "?** ±" in fields[world.said("stats-rating")]
        _, picture = await picture_reply(world, world.carol, "series", {})
        assert picture.size == SERIES_SIZE
        # Someone who never played gets a picture too (it says so).
        _, picture = await picture_reply(world, world.carol, "stats", {})
        assert picture.size == RATING_SIZE


async def test_without_attach_files_the_stats_and_series_come_as_words(tmp_path: Path) -> None:
    async with spit_world(tmp_path, seed=2) as world:
        world.fake.channel.bot_denied = 1 << 15  # no Attach Files for the bot here
        await challenge(world, scoring="points", target=10)
        actor = world.actor()
        await play_out(world, actor, {0: world.alice, 1: world.bob})
        await world.bot.journal.flush()
        titles = {
            "stats": world.said("stats-title", name="alice", game="spit"),
            "series": world.said("series-title", game="spit", target=10, first="alice",
                                 second="bob"),
        }  # fmt: skip
        for sub, title in titles.items():
            handle = await world.fake.slash(world.alice, "spit", {}, subcommand=sub)
            assert (await handle.wait_ack()).ok
            message = await handle.wait_response_message()
            (embed,) = message.embeds
            assert embed["title"] == title
            assert message.data["attachments"] == [] and "image" not in embed
