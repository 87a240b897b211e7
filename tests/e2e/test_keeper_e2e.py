"""What real Discord does to a match's messages, end to end through the stricter fake: a
moderator deletes the board (with and without a press on its way), a storm of 429s meets
a new round's board, Speed's hand tokens run out during a long match, and ids forged
onto messages that never showed them."""

from __future__ import annotations

import logging
import time
from pathlib import Path

import pytest

from spitbot.bot import ids
from spitbot.engine import parse_card
from spitbot.engine.spit import Play, Slap
from spitbot.runtime import ManualClock

from .harness import World, custom_id, raw_click, spit_world, tops
from .test_boards_e2e import LAST, all_saved, live_boards, move, saved_match
from .test_match_e2e import RACE
from .test_speed_e2e import RACE as SPEED_RACE
from .test_speed_e2e import hand, open_hand, play_id, public_board, start_speed_at

C = parse_card


def enabled(world: World, message_id: int) -> list[str]:
    message = world.fake.message(message_id)
    return [b["custom_id"] for b in message.buttons() if not b.get("disabled")]


# --- forged ids ----------------------------------------------------------------------


async def test_ids_pressed_on_a_message_that_never_showed_them_edit_nothing(
    tmp_path: Path,
) -> None:
    """A challenge, rematch, resign, confirmation or hand id forged onto the live board
    is refused privately: the board keeps every button, and the match goes on."""
    async with spit_world(tmp_path) as world:
        actor, board = await saved_match(world, RACE)
        match_id, before = actor.info.match_id, world.fake.message(board.id).data
        forged = [
            ids.challenge_id("0123456789abcdef", True),  # a challenge nobody made
            ids.rematch_id(match_id),
            ids.resign_confirm_id(match_id, True),
            ids.stats_id("spit"),  # a result card's, on a live board
        ]
        for cid in forged:
            pressed = await raw_click(world, world.alice, world.fake.message(board.id), cid)
            assert (await pressed.wait_ack()).callback_type == 4, cid
            assert world.private(world.alice)[-1] == world.said("refusal-unknown-button"), cid
        assert world.fake.message(board.id).data is before  # never edited
        assert not actor.finished and live_boards(world, match_id) == [board.id]


async def test_a_forged_challenge_id_naming_an_open_challenge_edits_nothing(
    tmp_path: Path,
) -> None:
    """Carol's open challenge to dave, its Accept id forged by dave onto alice and bob's
    live board: refused, the challenge still open, and the board as it was."""
    async with spit_world(tmp_path) as world:
        actor, board = await saved_match(world, RACE)
        assert not actor.finished
        other, dave = world.fake.add_channel("elsewhere"), world.fake.add_member("dave")
        handle = await world.fake.slash(
            world.carol, "spit", {"opponent": dave}, subcommand="challenge", channel=other
        )
        await handle.wait_ack()
        invite = handle.original_message
        assert invite is not None
        accept = next(cid for cid in invite.custom_ids() if cid.endswith(":a"))
        before = world.fake.message(board.id).data
        pressed = await raw_click(world, dave, world.fake.message(board.id), accept)
        assert (await pressed.wait_ack()).callback_type == 4
        assert world.fake.message(board.id).data is before
        assert world.bot.registry.pending_challenge(accept.split(":")[2]) is not None


# --- deleted boards --------------------------------------------------------------------


async def test_a_board_a_moderator_deletes_is_posted_anew_and_nobody_is_forfeited(
    tmp_path: Path,
) -> None:
    """D4: the board is deleted and its repost is slow to be answered; the idle timeout
    passes meanwhile, and nobody loses: the idle clocks start once the board is back."""
    clock = ManualClock(start_ms=int(time.time() * 1000))
    async with spit_world(tmp_path, clock=clock, play_idle_seconds=60.0) as world:
        actor, board = await saved_match(world, RACE)
        fake = world.fake
        posts = len(fake.find_requests("POST", r"/messages$"))
        held = fake.hold_answers(r"^/channels/\d+/messages$", method="POST")
        fake.delete_message(board)  # the bot hears MESSAGE_DELETE
        await fake.wait_until(
            lambda: len(fake.find_requests("POST", r"/messages$")) > posts, what="the repost"
        )
        await clock.advance(600)  # ten minutes without a board Discord showed the bot
        assert not actor.finished
        held.set()
        new = await world.wait_board()
        await actor.flush_publishing()
        assert new.id != board.id and actor.tags["board"] == new.id
        assert live_boards(world, actor.info.match_id) == [new.id]
        await clock.advance(59)
        assert not actor.finished  # a full idle timeout from the repost
        await clock.advance(2)  # and then D4 as ever, once Discord says the board is there
        await fake.wait_until(lambda: actor.finished, what="the idle forfeit")


@pytest.mark.parametrize("heard", [True, False], ids=["delete-heard-first", "answer-first"])
async def test_a_press_on_its_way_when_the_board_is_deleted_counts_and_says_so(
    tmp_path: Path, heard: bool
) -> None:
    """The press waits out the settle window while a moderator deletes its board: its card
    is played, the presser is told so privately (whether the bot heard of the deletion
    first, or its answer found the board gone), and the board is posted anew."""
    async with spit_world(tmp_path, play_settle_window_ms=400) as world:
        actor, board = await saved_match(world, RACE)
        fake = world.fake
        pressed = await fake.click(world.alice, board, custom_id(actor, Play(0, 0, 0)))
        if heard:
            fake.delete_message(board)
        else:
            fake.world.delete_message(board)  # its MESSAGE_DELETE comes later
        answers = await pressed.wait_acks(1 if heard else 2)
        acks = [(a.callback_type, a.code) for a in answers]
        assert acks == ([(4, None)] if heard else [(7, 10008), (4, None)])
        assert pressed.acknowledged and pressed.response_type == 4
        assert world.private(world.alice)[-1] == world.said("press-counted-board-gone")
        assert actor.state.piles[0][-1] == C("9C")  # it counted
        new = await world.wait_board()
        await actor.flush_publishing()
        assert new.id != board.id and "9♣︎" in tops(fake.message(new.id).text())
        if not heard:  # the answer found the board gone: Discord's 10008, expected here
            fake.violations[:] = [v for v in fake.violations if v.kind != "unknown_message"]
        assert len(pressed.acks) == len(acks)  # heard first: one call, no answer tried


# --- rate limits -----------------------------------------------------------------------


async def test_a_storm_of_429s_on_a_new_rounds_board_loses_nothing_and_logs_no_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """Round 1 ends on a move nobody's answer draws; Discord answers the board's redraw
    to round 2 with 429s past discord.py's own retries, twice. The keeper sends it again
    until it is up; each 429 it retries is one warning line, never an error or a
    traceback."""
    monkeypatch.setattr("spitbot.bot.keeper.FIRST_RETRY", 0.05)
    caplog.set_level(logging.WARNING)
    async with spit_world(tmp_path) as world:
        actor, board = await saved_match(world, LAST)
        fake, match_id = world.fake, actor.info.match_id
        move(world, actor, Play(1, 0, 1, card=C("7S")), seat=1)
        await actor.flush_publishing()
        fake.inject_rate_limit(rf"/messages/({board.id}|@original)$", method="PATCH", count=12,
                               retry_after=0.01)  # fmt: skip
        move(world, actor, Slap(1, 1), seat=1)
        await fake.wait_until(lambda: actor.state.round == 2, what="round 2")
        heading = world.said("spit-ready-heading", round=2)
        await fake.wait_until(lambda: heading in fake.message(board.id).text(), what="round 2")
        await actor.flush_publishing()
        assert live_boards(world, match_id) == [board.id] and actor.tags["board"] == board.id
        assert len(fake.rate_limited) == 12
    ours = [r for r in caplog.records if r.name.startswith("spitbot")]
    assert [r for r in ours if r.levelno >= logging.ERROR] == []
    assert all(r.exc_info is None for r in caplog.records if r.levelno >= logging.WARNING)
    retried = [r for r in ours if "did not take" in r.getMessage()]
    assert len(retried) == 2 and all("\n" not in r.getMessage() for r in retried)


# --- Speed's hands over a long match ---------------------------------------------------


async def test_a_hand_left_for_15_minutes_says_how_to_keep_it_live(tmp_path: Path) -> None:
    """Discord lets the bot edit a hand for 15 minutes after its player's last press on
    it. A minute before, the hand says so, and from then on nothing uses the dead token:
    a press on it (Refresh) brings it back."""
    clock = ManualClock(start_ms=int(time.time() * 1000))
    async with spit_world(tmp_path, clock=clock, play_idle_seconds=3600.0) as world:
        actor = await start_speed_at(world, SPEED_RACE)
        fake = world.fake
        await open_hand(world, actor, world.alice)
        await open_hand(world, actor, world.bob)
        await all_saved(world)
        mine = hand(world, world.alice, actor)
        notice = world.said("panel-expiring", until="\x00").split("\x00")[1]
        assert notice not in mine.text()
        await clock.advance(14 * 60 + 2)  # the tokens run out 15 minutes after the presses
        await fake.wait_until(lambda: notice in fake.message(mine.id).text(), what="the note")
        await clock.advance(60)  # her token is dead now
        edits = len(fake.find_requests("PATCH", r"^/webhooks/"))
        bob = await fake.click(world.bob, hand(world, world.bob, actor),
                               play_id(actor, C("7S"), 0), at=clock.wall_ms())  # fmt: skip
        assert (await bob.wait_ack()).callback_type == 7
        await actor.flush_publishing()
        assert len(fake.find_requests("PATCH", r"^/webhooks/")) == edits  # nothing tried
        assert notice in fake.message(mine.id).text()
        refresh = ids.action_id(actor.info.match_id, actor.state.round, "r")
        again = await fake.click(world.alice, mine, refresh, at=clock.wall_ms())
        assert (await again.wait_ack()).callback_type == 7
        shown = fake.message(mine.id).text()
        assert notice not in shown and world.bot.catalogs["en"].card(C("7S")) in tops(shown)


async def test_a_speed_board_is_public_and_its_hands_private_through_a_whole_deal(
    tmp_path: Path,
) -> None:
    """The public board is drawn by the keeper for every move, each hand by its own
    player's presses and, for the other player's moves, through its token."""
    async with spit_world(tmp_path) as world:
        actor = await start_speed_at(world, SPEED_RACE)
        await open_hand(world, actor, world.alice)
        await open_hand(world, actor, world.bob)
        board = public_board(world, actor)
        assert board is not None
        refresh = ids.action_id(actor.info.match_id, actor.state.round, "r")
        pressed = await world.fake.click(world.alice, hand(world, world.alice, actor), refresh)
        assert (await pressed.wait_ack()).callback_type == 7
        played = await world.fake.click(world.alice, hand(world, world.alice, actor),
                                        play_id(actor, C("9C"), 0))  # fmt: skip
        assert (await played.wait_ack()).callback_type == 7
        await actor.flush_publishing()
        nine = world.bot.catalogs["en"].card(C("9C"))
        assert nine in tops(world.fake.message(board.id).text())
        assert nine in tops(hand(world, world.bob, actor).text())
