"""``/spit privacy`` end to end (issue 25, point 6): a private report of what SpitBot
keeps, in the asker's language; erasing after a second, explicit confirmation; a
stranger pressing the buttons erases nothing; nothing is erased during a match; the
opponent keeps the record and sees "a deleted player" in the series."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime
from pathlib import Path

import pytest

from fakediscord import StoredMessage
from spitbot import forget_cli
from spitbot.bot import ids
from spitbot.engine import find_game
from spitbot.store import MatchResult, MatchStart, PlayerRef, PrivacyReport

from .harness import World, raw_click, spit_world
from .test_commands_e2e import slash
from .test_match_e2e import RACE, start_at

SPIT = find_game("spit")


async def report_message(world: World, member: object, locale: str = "en-US") -> StoredMessage:
    """Run ``/spit privacy``; its private reply."""
    handle = await world.fake.slash(member, "spit", {}, subcommand="privacy", locale=locale)
    assert (await handle.wait_ack()).ok
    message = await handle.wait_response_message()
    assert message.ephemeral and message.ephemeral_for == world.fake.user(member).id
    return message


async def a_finished_match(world: World) -> str:
    """Alice resigns a rated match against Bob."""
    actor = await start_at(world, RACE)
    await actor.resign(world.alice.id)
    await world.bot.journal.flush()
    return actor.info.match_id


async def a_points_series(world: World) -> None:
    """A points series Bob won against Alice in this channel, as the store had it."""
    alice = PlayerRef(int(world.alice.id), "alice")
    bob = PlayerRef(int(world.bob.id), "bob")
    start = world.store.start_match
    guild = int(world.fake.guild.id)
    await start(
        MatchStart("f" * 32, guild, world.channel_id, bob, alice, "spit",
                   SPIT.default_variant.key(), 9, True, datetime.now(UTC))
    )  # fmt: skip
    await world.store.record_round("f" * 32, 1, (3, 17), (3, 17), (3, 17), 20)
    await world.store.finish_match(
        MatchResult("f" * 32, 0, "target", datetime.now(UTC), 1, series_finished=True)
    )


async def test_a_player_sees_what_is_kept_and_erases_it_after_confirming(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        alice, bob = int(world.alice.id), int(world.bob.id)
        match_id = await a_finished_match(world)
        await a_points_series(world)
        bob_before = await world.store.player_stats(bob, int(world.fake.guild.id), game="spit")
        assert bob_before.wins == 2 and bob_before.rated_games == 2

        report = await report_message(world, world.alice)
        text = report.text()
        assert text.startswith(world.said("privacy-title"))
        assert world.said("privacy-matches", finished=2, other=0, series=1) in text
        assert world.said("privacy-ratings", ratings=2, changes=4) in text
        assert world.said("privacy-name", name="alice") in text
        assert world.said("privacy-erase-how") in text
        assert len(text) <= 2000
        erase = ids.privacy_id(alice, "erase")
        assert report.custom_ids() == [erase]
        assert report not in world.fake.messages(world.fake.channel)  # only alice sees it

        # A stranger never erases anyone: not by pressing her button (a modified client
        # can), nor by forging her "yes" onto a message they can see.
        stranger = await raw_click(world, world.bob, report, erase)
        assert (await stranger.wait_ack()).callback_type == 4
        not_yours = world.said("refusal-privacy-not-yours", privacy="/spit privacy")
        assert world.private(world.bob)[-1] == not_yours
        board = world.fake.messages(world.fake.channel)[-1]
        forged = await raw_click(world, world.bob, board, ids.privacy_id(alice, "yes"))
        await forged.wait_ack()
        assert world.private(world.bob)[-1] == not_yours
        # Nor can she skip the question by forging her own "yes".
        skipped = await raw_click(world, world.alice, report, ids.privacy_id(alice, "yes"))
        await skipped.wait_ack()
        assert world.private(world.alice)[-1] == world.said("refusal-unknown-button")
        assert (await world.store.privacy_report(alice)).matches == 2
        assert world.fake.message(report.id).custom_ids() == [erase]

        # Erase asks once more, on the same private message; "No" keeps everything.
        ask = await world.fake.click(world.alice, report, erase)
        assert (await ask.wait_ack()).callback_type == 7
        confirm = world.fake.message(report.id)
        assert confirm.content == world.said("privacy-confirm")
        yes, no = ids.privacy_id(alice, "yes"), ids.privacy_id(alice, "no")
        assert confirm.custom_ids() == [yes, no]
        keep = await world.fake.click(world.alice, confirm, no)
        assert (await keep.wait_ack()).callback_type == 7
        assert world.fake.message(report.id).content == world.said("privacy-kept")
        assert world.fake.message(report.id).custom_ids() == []
        assert (await world.store.privacy_report(alice)).matches == 2

        # Asked again, and confirmed: erased.
        report = await report_message(world, world.alice)
        await (await world.fake.click(world.alice, report, erase)).wait_ack()
        done = await world.fake.click(world.alice, world.fake.message(report.id), yes)
        assert (await done.wait_ack()).callback_type == 6
        erased = world.said("privacy-erased")
        await world.fake.wait_until(
            lambda: world.fake.message(report.id).content == erased, what="the erasure"
        )
        assert world.fake.message(report.id).custom_ids() == []
        assert await world.store.privacy_report(alice) == PrivacyReport(user_id=alice)
        assert await world.store.get_player(alice) is None
        # Bob keeps his record and his rating; Alice's seat is anonymous.
        bob_after = await world.store.player_stats(bob, int(world.fake.guild.id), game="spit")
        # (the deviation grows by the moment: the store's clock is the real one here)
        assert dataclasses.replace(bob_after, deviation=None) == dataclasses.replace(
            bob_before, deviation=None
        )
        match = await world.store.get_match(match_id)
        assert match is not None and match.seat1_id == bob and match.seat0_id < 0
        assert {c.user_id for c in await world.store.match_ratings(match_id)} == {bob}
        # The series names her seat in each reader's words, never by a stored name.
        series = await slash(world, world.bob, "series")
        assert world.said("player-deleted") in series and "alice" not in series
        # A second press of "yes" finds the question answered.
        again = await raw_click(world, world.alice, world.fake.message(report.id), yes)
        await again.wait_ack()
        assert world.private(world.alice)[-1] == world.said(
            "refusal-privacy-answered", privacy="/spit privacy"
        )
        # And now there is nothing to erase.
        empty = await report_message(world, world.alice)
        assert empty.text() == "\n".join(
            [world.said("privacy-title"), world.said("privacy-nothing")]
        )
        assert empty.custom_ids() == []


async def test_nothing_is_erased_during_a_match(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        alice = int(world.alice.id)
        await a_points_series(world)
        report = await report_message(world, world.alice)
        await start_at(world, RACE)
        # The report during the match says why there is no button.
        during = await report_message(world, world.alice)
        in_match = world.said("refusal-privacy-in-match", resign="/spit resign")
        assert during.text().endswith(in_match) and during.custom_ids() == []
        # An earlier report's button is refused, kindly, and nothing is erased.
        press = await world.fake.click(world.alice, report, ids.privacy_id(alice, "erase"))
        await press.wait_ack()
        assert world.private(world.alice)[-1] == in_match
        assert world.fake.message(report.id).custom_ids() == [ids.privacy_id(alice, "erase")]
        assert (await world.store.privacy_report(alice)).live_match


async def test_an_open_challenge_is_answered_first(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        await a_points_series(world)
        report = await report_message(world, world.bob)
        handle = await world.fake.slash(world.alice, "spit", {"opponent": world.bob},
                                        subcommand="challenge")  # fmt: skip
        await handle.wait_ack()
        press = await world.fake.click(
            world.bob, report, ids.privacy_id(int(world.bob.id), "erase")
        )
        await press.wait_ack()
        assert world.private(world.bob)[-1] == world.said("refusal-privacy-challenge")
        assert (await world.store.privacy_report(int(world.bob.id))).open_challenge


async def test_the_report_is_in_the_askers_language(tmp_path: Path) -> None:
    async with spit_world(tmp_path, guild_locale="en-US") as world:
        await a_points_series(world)
        report = await report_message(world, world.alice, locale="cs")
        text = report.text()
        assert text.startswith(world.said("privacy-title", "cs"))
        assert world.said("privacy-matches", "cs", finished=1, other=0, series=1) in text
        assert report.buttons()[0]["label"] == world.said("privacy-button-erase", "cs")
        await (
            await world.fake.click(world.alice, report, report.custom_ids()[0], locale="uk")
        ).wait_ack()
        assert world.fake.message(report.id).content == world.said("privacy-confirm", "uk")


async def test_the_operator_forgets_a_player_while_the_bot_runs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``spitbot forget`` beside the running bot, which still holds the finished match
    (its final board offers a rematch): the database is consistent at once, and a
    rematch is a fresh start for her."""
    async with spit_world(tmp_path) as world:
        alice, bob = int(world.alice.id), int(world.bob.id)
        match_id = await a_finished_match(world)
        final = world.fake.messages(world.fake.channel)[-1]
        await world.fake.wait_until(
            lambda: ids.rematch_id(match_id) in world.fake.message(final.id).custom_ids(),
            what="the final board's rematch button",
        )
        forgotten = await forget_cli.forget(world.bot.settings, alice, yes=True)
        assert forgotten == 0
        assert f"forgot user {alice}: removed their name, 2 ratings" in capsys.readouterr().out
        assert await world.store.privacy_report(alice) == PrivacyReport(user_id=alice)
        # Both vote for the rematch the board still offers: she starts afresh.
        for member in (world.bob, world.alice):
            press = await world.fake.click(member, final, ids.rematch_id(match_id))
            assert (await press.wait_ack()).ok
        rematch = world.actor()
        assert rematch.info.match_id != match_id
        await world.bot.journal.flush()
        fresh = await world.store.privacy_report(alice)
        assert (fresh.name, fresh.matches, fresh.ratings, fresh.live_match) == ("alice", 1, 0, True)
        assert (
            await world.store.player_stats(bob, int(world.fake.guild.id), game="spit")
        ).wins == 1
