"""Nothing lost: a restart mid-match, and a snapshot that cannot be read."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from fakediscord import FakeDiscord

from .harness import E2E_LIMITS, World, migrated_store, play_out, spit_bot
from .test_commands_e2e import slash
from .test_match_e2e import RACE, challenge, start_at


async def test_restart_mid_match_keeps_going_through_the_old_buttons(tmp_path: Path) -> None:
    async with (
        migrated_store(tmp_path) as (config, store),
        FakeDiscord(rate_limits=E2E_LIMITS) as fake,
    ):
        alice, bob, carol = (fake.add_member(n) for n in ("alice", "bob", "carol"))
        async with spit_bot(fake, config, store, seed=3) as first:
            world = World(fake, first, store, alice, bob, carol, config.db_url)
            await challenge(world, scoring="points", target=20)
            actor = world.actor()
            board = await world.wait_board(actor)
            await play_out(world, actor, {0: alice, 1: bob}, stop_after=30)  # some way in
            assert not actor.finished
            match_id, mid_state = actor.info.match_id, actor.state
            last_board = world.board(actor)
            assert last_board is not None
            edits_before = last_board.edits
        # The first client is gone; its live match was saved on the way out.
        saved = await store.get_snapshot(match_id)
        assert saved is not None and saved.notation
        await store.set_guild_settings(fake.guild.id, language="lv")  # now a Latvian server
        async with spit_bot(fake, config, store, seed=99) as second:
            world = World(fake, second, store, alice, bob, carol, config.db_url)
            restored = second.registry.by_id(match_id)
            assert restored is not None and restored.state == mid_state
            # The board is redrawn in place: the same message, with working buttons.
            await fake.wait_until(
                lambda: fake.message(last_board.id).edits > edits_before,
                what="the board to be redrawn after the restart",
            )
            assert world.board(restored) is not None
            assert world.board(restored).id == last_board.id
            # Still in the server's language, before anyone ran a command after the
            # restart; and so are the standings.
            title = world.said("spit-title", "lv", round=restored.state.round)
            assert title in fake.message(last_board.id).text()
            stats = await slash(world, carol, "stats")
            assert world.said("stats-title", "lv", name="carol", game="spit") in stats
            await play_out(world, restored, {0: alice, 1: bob})
            final = restored.state
            assert final.outcome is not None
            await second.journal.flush()
        assert sorted(final.cards()) == list(range(52))  # every card accounted for
        series = await store.series_in_channel(world.channel_id)
        assert series is not None and series.finished
        # Every point accounted for: each round recorded once, totals add up.
        assert tuple(r.points for r in series.rounds) == final.history
        assert series.totals == final.scores
        assert [r.round_no for r in series.rounds] == list(range(1, len(final.history) + 1))
        assert board.id in {m.id for m in fake.messages(fake.channel)}
        fake.assert_no_violations()


async def test_a_corrupt_snapshot_is_parked_with_a_message(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    async with (
        migrated_store(tmp_path) as (config, store),
        FakeDiscord(rate_limits=E2E_LIMITS) as fake,
    ):
        channel = int(fake.channel.id)
        await store.save_snapshot("f" * 32, int(fake.guild.id), channel, "v=garbage", "{}")
        caplog.set_level(logging.WARNING)
        async with spit_bot(fake, config, store) as bot:
            notice = await fake.wait_until(
                lambda: next(
                    (
                        m
                        for m in fake.messages(fake.channel)
                        if m.content == bot.catalogs["en"]("match-not-restored")
                    ),
                    None,
                ),
                what="the parked-match notice",
            )
            assert notice
            assert bot.registry.live() == []
        assert "closing match " + "f" * 32 in caplog.text
        assert await store.live_snapshots() == []
        parked = await store.get_snapshot("f" * 32)
        assert parked is not None and parked.parked and parked.park_reason
        fake.assert_no_violations()


async def test_a_rematch_offer_the_bot_no_longer_holds_is_taken_off_the_board(
    tmp_path: Path,
) -> None:
    """Alice votes for a rematch; the bot restarts (finished matches and their votes are
    not kept). Bob's press is answered on the board itself: the offer has ended, and the
    button that can no longer work is gone."""
    async with (
        migrated_store(tmp_path) as (config, store),
        FakeDiscord(rate_limits=E2E_LIMITS) as fake,
    ):
        alice, bob, carol = (fake.add_member(n) for n in ("alice", "bob", "carol"))
        async with spit_bot(fake, config, store) as bot:
            world = World(fake, bot, store, alice, bob, carol, config.db_url)
            actor = await start_at(world, RACE)
            board = world.board()
            assert board is not None
            assert (await actor.resign(int(alice.id))).applied
            await actor.flush_publishing()
            final = fake.message(board.id)
            rematch = next(c for c in final.custom_ids() if c.startswith("spit:rm:"))
            vote = await fake.click(alice, final, rematch)
            assert (await vote.wait_ack()).callback_type == 7  # "Rematch (1/2)"
        async with spit_bot(fake, config, store) as bot:
            world = World(fake, bot, store, alice, bob, carol, config.db_url)
            pressed = await fake.click(bob, fake.message(board.id), rematch)
            assert (await pressed.wait_ack()).callback_type == 7
            after = fake.message(board.id)
            assert not [c for c in after.custom_ids() if c.startswith("spit:rm:")]
            ended = world.said("rematch-ended", challenge="/spit challenge")
            assert after.text().endswith(f"-# {ended}")  # under the result, which stays
            assert after.text().startswith(f"# 🏆 {world.said('result-winner', winner='bob')}")
            assert bot.registry.live() == []
        fake.assert_no_violations()
