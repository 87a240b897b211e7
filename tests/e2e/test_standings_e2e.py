"""/spit stats, /spit leaderboard and /spit series through the store."""

from __future__ import annotations

import io
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from fakediscord import StoredMessage
from fakediscord.interactions import AckRecord
from spitbot.bot.pictures import RATING_SIZE, SERIES_SIZE
from spitbot.engine import EndReason
from spitbot.store import MatchResult, MatchStart, PlayerRef, Write

from .harness import World, play_out, raw_click, spit_world
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
        # What the numbers mean is under the picture (the footer), not between it and them.
        assert message.embeds[0]["footer"]["text"] == world.said("stats-explained-value")
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


# --- a leaderboard of three pages ----------------------------------------------------

NOBODY_PINGED = {"parse": []}
SETTLING_DRAWS = 27
"""Draws that take two newcomers' deviations from 500 to about 74: ranked (±75 or less)."""


async def settled_ladder(world: World) -> list[int]:
    """24 ranked players on this server's (and the global) Spit ladder, written straight
    to the store: twelve pairs draw 27 times (both settle at 1500), then the first of
    pair k wins k more games. Alice and bob are pair 1: alice is 12th, bob 13th.
    Returns the user ids, best first."""
    now = datetime.now(UTC) - timedelta(hours=1)  # a read now sees the ratings as left
    guild, channel = int(world.fake.guild.id), world.channel_id
    writes: list[Write] = []
    ranking: list[tuple[int, int]] = []
    for k in range(1, 13):
        if k == 1:
            first, second = (PlayerRef(m.id, m.user.username) for m in (world.alice, world.bob))
        else:
            first, second = PlayerRef(10_000 + k, f"first{k}"), PlayerRef(20_000 + k, f"second{k}")
        ranking += [(k, first.user_id), (-k, second.user_id)]
        for game in range(SETTLING_DRAWS + k):
            match_id = f"ladder{k:02d}{game:03d}"
            at = now + timedelta(seconds=len(writes))
            writes.append(MatchStart(match_id, guild, channel, first, second, "spit", "classic",
                                     len(writes), True, at))  # fmt: skip
            winner = None if game < SETTLING_DRAWS else 0
            reason = "stalemate" if winner is None else "out_of_cards"
            writes.append(MatchResult(match_id, winner, reason, at + timedelta(seconds=1)))
    await world.store.apply(writes)
    return [user for _, user in sorted(ranking, reverse=True)]


def lines(message: StoredMessage) -> list[str]:
    (embed,) = message.embeds
    return str(embed["description"]).splitlines()


def footer(message: StoredMessage) -> str:
    (embed,) = message.embeds
    return str(embed["footer"]["text"])


def page_ids(message: StoredMessage) -> list[tuple[str, bool]]:
    return [(b["custom_id"], bool(b.get("disabled"))) for b in message.buttons()]


async def press(world: World, user: Any, message: StoredMessage, custom_id: str) -> AckRecord:
    handle = await world.fake.click(user, message, custom_id)
    ack = await handle.wait_ack()
    assert ack.ok and len(handle.acks) == 1, handle.acks  # one answer per press
    return ack


async def test_anyone_pages_a_leaderboard_in_place_with_medals_and_mentions(
    tmp_path: Path,
) -> None:
    async with spit_world(tmp_path) as world:
        best = await settled_ladder(world)
        alice = world.alice.id
        handle = await world.fake.slash(world.alice, "spit", {}, subcommand="leaderboard")
        assert (await handle.wait_ack()).ok
        board = await handle.wait_response_message()
        title = world.said("leaderboard-server", server=world.fake.guild.name, game="spit")
        assert board.embeds[0]["title"] == title
        # Its players are mentions, sent with mentions that ping nobody.
        (sent,) = [call for call in handle.webhook_calls if call.body.get("embeds")]
        assert sent.body["allowed_mentions"] == NOBODY_PINGED
        first = lines(board)
        assert [line.split()[0] for line in first[:4]] == ["🥇", "🥈", "🥉", "`"]
        assert first[:3] == [f"{medal} <@{best[n]}> " + first[n].split("> ", 1)[1]
                             for n, medal in enumerate("🥇🥈🥉")]  # fmt: skip
        assert first[3].startswith(f"`  4.` <@{best[3]}> ")
        # Alice's row (12th) is below the first page, as on every page.
        assert first[-2] == "…" and first[-1].startswith(f"` 12.` <@{alice}> ")
        assert first[-1].endswith(world.said("leaderboard-you"))
        assert footer(board) == world.said("leaderboard-footer-ranked", page=1, pages=3, total=24)
        # The first page: "◀️" leads nowhere.
        back, on = (f"spit:lb:s:spit:{page}:{alice}" for page in (0, 2))
        assert page_ids(board) == [(back, True), (on, False)]
        assert [b["emoji"]["name"] for b in board.buttons()] == ["◀️", "▶️"]

        # Carol (never rated) pages alice's leaderboard: that message, redrawn, with
        # alice's row still shown (on page 2 it is on the page).
        ack = await press(world, world.carol, board, on)
        assert ack.callback_type == 7 and ack.data["allowed_mentions"] == NOBODY_PINGED
        board = world.fake.message(board.id)
        assert board.edits == 2  # the "thinking..." placeholder filled, then page 2
        second = lines(board)
        assert second[0].startswith(f"` 11.` <@{best[10]}> ") and len(second) == 10
        assert second[1].startswith(f"` 12.` <@{alice}> ") and "…" not in second
        assert footer(board) == world.said("leaderboard-footer-ranked", page=2, pages=3, total=24)
        assert page_ids(board) == [
            (f"spit:lb:s:spit:1:{alice}", False), (f"spit:lb:s:spit:3:{alice}", False),
        ]  # fmt: skip
        ack = await press(world, world.bob, board, f"spit:lb:s:spit:3:{alice}")
        board = world.fake.message(board.id)
        third = lines(board)
        assert len(third) == 4 + 2 and third[0].startswith(f"` 21.` <@{best[20]}> ")
        assert third[-2:] == ["…", second[1]]  # alice's row again, below the last page
        # The last page: "▶️" leads nowhere (and a client cannot press it).
        assert page_ids(board) == [
            (f"spit:lb:s:spit:2:{alice}", False), (f"spit:lb:s:spit:4:{alice}", True),
        ]  # fmt: skip
        with pytest.raises(ValueError, match="disabled"):
            await world.fake.click(world.carol, board, f"spit:lb:s:spit:4:{alice}")
        # And back, in place: the same message every time, one answer per press.
        await press(world, world.carol, board, f"spit:lb:s:spit:2:{alice}")
        await press(world, world.carol, world.fake.message(board.id), f"spit:lb:s:spit:1:{alice}")
        board = world.fake.message(board.id)
        assert lines(board) == first and board.edits == 5
        assert board.embeds[0]["title"] == title
        assert [m.id for m in world.fake.messages(world.fake.channel)] == [board.id]

        # Everywhere: the same players by name (most are no members of this server).
        mine = await world.fake.slash(world.bob, "spit", {"scope": "global", "page": 2},
                                      subcommand="leaderboard")  # fmt: skip
        assert (await mine.wait_ack()).ok
        everywhere = await mine.wait_response_message()
        shown = lines(everywhere)
        assert shown[1] == second[1].replace(f"<@{alice}>", "**alice**").removesuffix(
            " " + world.said("leaderboard-you")
        )
        assert shown[2].startswith("` 13.` **bob** ") and "<@" not in "\n".join(shown)
        bob = world.bob.id
        assert page_ids(everywhere) == [
            (f"spit:lb:g:spit:1:{bob}", False), (f"spit:lb:g:spit:3:{bob}", False),
        ]  # fmt: skip


async def test_a_forged_page_id_edits_nothing_and_an_id_past_the_ends_is_clamped(
    tmp_path: Path,
) -> None:
    async with spit_world(tmp_path) as world:
        await settled_ladder(world)
        alice = world.alice.id
        handle = await world.fake.slash(world.alice, "spit", {}, subcommand="leaderboard")
        assert (await handle.wait_ack()).ok
        board = await handle.wait_response_message()
        other = await world.fake.slash(world.carol, "spit", {"user": world.bob},
                                       subcommand="stats")  # fmt: skip
        assert (await other.wait_ack()).ok
        stats = await other.wait_response_message()
        before = (board.edits, stats.edits)
        refused = world.said("refusal-unknown-button")

        async def forged(message: StoredMessage, custom_id: str) -> None:
            handle = await raw_click(world, world.carol, message, custom_id)
            ack = await handle.wait_ack()
            assert ack.callback_type == 4 and ack.data["flags"] & 64  # private
            assert ack.data["content"] == refused

        # A page id pressed on another message (the stats), or one this leaderboard does
        # not show (page 3, a page far out of range, another caller, another scope).
        await forged(stats, f"spit:lb:s:spit:2:{alice}")
        for custom_id in (
            f"spit:lb:s:spit:3:{alice}",
            f"spit:lb:s:spit:99999:{alice}",
            f"spit:lb:s:spit:2:{world.carol.id}",
            f"spit:lb:g:spit:2:{alice}",
        ):
            await forged(board, custom_id)
        assert (world.fake.message(board.id).edits, world.fake.message(stats.id).edits) == before
        # The disabled "◀️" of the first page, pressed anyway: page 0 is clamped to page 1,
        # the page it shows (drawn afresh).
        handle = await raw_click(world, world.carol, board, f"spit:lb:s:spit:0:{alice}")
        ack = await handle.wait_ack()
        assert ack.callback_type == 7 and len(handle.acks) == 1
        assert lines(world.fake.message(board.id)) == lines(board)
        assert footer(world.fake.message(board.id)) == footer(board)


async def test_stats_show_the_rank_and_the_win_rate_with_their_picture(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        await settled_ladder(world)
        message, picture = await picture_reply(world, world.bob, "stats", {"user": world.alice})
        assert picture.size == RATING_SIZE
        fields = {f["name"]: f["value"] for f in message.embeds[0]["fields"]}
        assert fields[world.said("stats-rank")] == world.said("stats-rank-value", rank=12, total=24)
        assert fields[world.said("stats-rank")] == "**#12** of 24"
        # 1 win and 27 draws in 28 games.
        assert fields[world.said("stats-win-rate")] == "4% of 28 games"
        assert "?" not in fields[world.said("stats-rating")]  # settled
        # Carol never played: no rank, no win rate.
        _, picture = await picture_reply(world, world.carol, "stats", {})
        words = await slash(world, world.carol, "stats")
        assert f"{world.said('stats-rank')}\n—" in words
        assert f"{world.said('stats-win-rate')}\n—" in words
