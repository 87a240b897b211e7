"""A hostile review of the keeper of a match's messages (issue 17), end to end through
the fake Discord: each test names the defect it reproduces (or, where the behaviour was
right already, confirms). The races the fake cannot stage one step at a time are unit
tests in tests/bot/test_hostile_keeper.py."""

from __future__ import annotations

import time
from pathlib import Path

from spitbot.bot import ids
from spitbot.bot.keeper import CHANNEL_EDIT_SPACING
from spitbot.engine import parse_card
from spitbot.engine.spit import Play, Slap
from spitbot.runtime import Challenge, ManualClock, MatchActor

from .harness import World, as_a_new_process, custom_id, raw_click, spit_world, tops
from .test_boards_e2e import LAST, database_down, live_boards, move, saved_match
from .test_match_e2e import RACE
from .test_speed_e2e import RACE as SPEED_RACE
from .test_speed_e2e import hand, open_hand, play_id, public_board, start_speed_at

C = parse_card


def without_unknown_messages(world: World) -> None:
    """Discord's 10008 on a message a test deleted under the bot: expected there."""
    fake = world.fake
    fake.violations[:] = [v for v in fake.violations if v.kind != "unknown_message"]


async def invite(world: World) -> tuple[int, str]:
    """alice challenges bob: the challenge's message and its Accept id."""
    handle = await world.fake.slash(
        world.alice, "spit", {"opponent": world.bob}, subcommand="challenge"
    )
    await handle.wait_ack()
    message = handle.original_message
    assert message is not None
    return message.id, next(cid for cid in message.custom_ids() if cid.endswith(":a"))


async def old_board_left_open(world: World) -> tuple[MatchActor, int, int]:
    """A round's board an older SpitBot left open (it posted a new board each round, and
    round 1's close was refused by 429s before it stopped): its buttons are still on.
    The process is as if restarted, its snapshot's notes naming the live board and that
    old one."""
    actor, board = await saved_match(world, LAST)
    fake = world.fake
    move(world, actor, Play(1, 0, 1, card=C("7S")), seat=1)
    await actor.flush_publishing()
    shown = fake.message(board.id)
    body = {"components": shown.components, "flags": shown.flags}
    left = fake.world.create_message(fake.channel, fake.bot_user, body)  # round 1's, left
    move(world, actor, Slap(1, 1), seat=1)
    await fake.wait_until(lambda: actor.state.round == 2, what="round 2")
    await actor.flush_publishing()
    assert fake.message(left.id).custom_ids()  # round 1's board still has its buttons
    actor.tags.update(old_board=left.id, old_board_round=1)
    as_a_new_process(world, actor, board=board.id)
    return actor, left.id, board.id


async def test_a_repost_deleted_before_its_id_is_known_is_posted_again(tmp_path: Path) -> None:
    """Defect 1: a board deletion heard before the repost's message id is known. The
    board is deleted, its repost made by Discord is deleted too before the bot has its
    answer: the bot posts it once more, and notes that one."""
    async with spit_world(tmp_path) as world:
        actor, board = await saved_match(world, RACE)
        fake = world.fake
        heard: list[int] = []
        deleted = world.bot.keepers.deleted

        def hear(message_id: int) -> None:  # the bot heard MESSAGE_DELETE: tests wake
            deleted(message_id)
            heard.append(message_id)
            fake.notify()

        world.bot.keepers.deleted = hear  # type: ignore[method-assign]
        held = fake.hold_answers(r"^/channels/\d+/messages$", method="POST")
        fake.delete_message(board)
        repost = await fake.wait_until(
            lambda: (b := world.board()) is not None and b.id != board.id and b, what="repost"
        )
        fake.delete_message(repost)  # heard while the bot waits for the post's answer
        await fake.wait_until(lambda: repost.id in heard, what="the deletion heard")
        held.set()
        third = await fake.wait_until(
            lambda: (b := world.board()) is not None and b.id not in (board.id, repost.id) and b,
            what="the board posted again",
        )
        await actor.flush_publishing()
        assert live_boards(world, actor.info.match_id) == [third.id]
        assert actor.tags["board"] == third.id
        without_unknown_messages(world)


async def test_a_rematch_vote_on_a_deleted_final_board_is_told_it_counted(
    tmp_path: Path,
) -> None:
    """Defect 3: on_rematch did not catch Gone. bob votes for a rematch on the final board
    a moderator deleted just then: he is told privately that it counted (not that
    something went wrong), and the final board is posted anew."""
    async with spit_world(tmp_path) as world:
        actor, board = await saved_match(world, RACE)
        assert (await actor.resign(int(world.alice.id))).applied
        await actor.flush_publishing()
        final = world.fake.message(board.id)
        assert ids.rematch_id(actor.info.match_id) in final.custom_ids()
        world.fake.world.delete_message(final)  # its MESSAGE_DELETE comes later
        vote = await raw_click(world, world.bob, final, ids.rematch_id(actor.info.match_id))
        acks = [(a.callback_type, a.code) for a in await vote.wait_acks(2)]
        assert acks == [(7, 10008), (4, None)]
        assert world.private(world.bob)[-1] == world.said("press-counted-board-gone")
        again = await world.fake.wait_until(
            lambda: next((m for m in world.fake.messages(world.fake.channel)
                          if ids.rematch_id(actor.info.match_id) in m.custom_ids()), None),
            what="the final board posted anew",
        )  # fmt: skip
        assert again.id != board.id
        without_unknown_messages(world)


async def test_a_press_on_a_stray_board_while_the_board_is_posted_closes_it(
    tmp_path: Path,
) -> None:
    """Defect 5: while the board was being posted, any message pressed was taken for it.
    After a long downtime (Discord forgot the nonce) a restarted bot posts a second board;
    alice presses the first while that post is unanswered. Her press counts, and the
    first board is closed as replaced once the post answers: one live board."""
    async with spit_world(tmp_path) as world:
        actor, board = await saved_match(world, RACE)
        fake, match_id = world.fake, actor.info.match_id
        fake.world.nonce_window = 0
        as_a_new_process(world, actor)  # it never learned the board's id
        held = fake.hold_answers(r"^/channels/\d+/messages$", method="POST")
        move(world, actor, Play(0, 0, 0, card=C("9C")))
        new = await fake.wait_until(
            lambda: (b := world.board()) is not None and b.id != board.id and b, what="a post"
        )
        four = await raw_click(world, world.alice, fake.message(board.id),
                               custom_id(actor, Play(0, 1, 1)))  # fmt: skip
        assert (await four.wait_ack()).callback_type == 7
        assert actor.state.piles[1][-1] == C("4H")  # it counted
        held.set()
        await fake.wait_until(lambda: live_boards(world, match_id) == [new.id], what="one board")
        await actor.flush_publishing()
        assert fake.message(board.id).text() == world.said(
            "board-replaced", first="alice", second="bob"
        )
        assert actor.tags["board"] == new.id


async def test_an_old_rounds_board_left_open_is_closed_after_a_restart(tmp_path: Path) -> None:
    """Defect 6: old rounds' boards were only in memory. Round 1's board, whose close
    Discord kept refusing, is closed by the restarted process, which reads it from the
    match's snapshot notes."""
    async with spit_world(tmp_path) as world:
        actor, old, new = await old_board_left_open(world)
        actor.republish()  # anything the new process draws
        await world.fake.wait_until(
            lambda: not world.fake.message(old).custom_ids(), timeout=10, what="the close"
        )
        assert world.said("spit-title-closed", round=1) in world.fake.message(old).text()
        assert live_boards(world, actor.info.match_id) == [new]


async def test_an_old_board_unknown_to_the_keeper_is_closed_as_its_own_round(
    tmp_path: Path,
) -> None:
    """Defect 7: close_pressed drew an unknown old board closed as "round 0". A press on
    round 1's board that the restarted keeper does not know closes it as round 1."""
    async with spit_world(tmp_path) as world:
        actor, old, _ = await old_board_left_open(world)
        actor.tags.pop("old_board", None)  # never noted
        shown = world.fake.message(old)
        live = next(b["custom_id"] for b in shown.buttons()
                    if b.get("custom_id") and not b.get("disabled"))  # fmt: skip
        press = await raw_click(world, world.alice, shown, live)
        assert (await press.wait_ack()).callback_type == 7
        assert world.said("spit-title-closed", round=1) in world.fake.message(old).text()


async def test_a_play_id_forged_on_a_private_message_that_is_no_panel_edits_nothing(
    tmp_path: Path,
) -> None:
    """Defect 8 (not a defect: ``_panel_press`` checks it): a play id forged onto the
    private resign question, which shows other buttons, is refused privately; nothing is
    played and the question is not edited."""
    async with spit_world(tmp_path) as world:
        actor, board = await saved_match(world, RACE)
        asked = await world.fake.click(world.alice, board, ids.resign_id(actor.info.match_id))
        assert (await asked.wait_ack()).callback_type == 4
        question = asked.original_message
        assert question is not None and question.ephemeral and question.custom_ids()
        before = (actor.state, actor.version, world.fake.message(question.id).data)
        forged = await raw_click(world, world.alice, question, custom_id(actor, Play(0, 0, 0)))
        assert (await forged.wait_ack()).callback_type == 4
        assert world.private(world.alice)[-1] == world.said("refusal-old-board")
        assert (actor.state, actor.version, world.fake.message(question.id).data) == before


async def test_a_hand_opened_twice_keeps_the_newer_one_up_to_date(tmp_path: Path) -> None:
    """Defect 9: alice opens her hand twice, then presses Refresh on the first. The newer
    hand is the one the keeper keeps up to date: bob's play shows on it."""
    async with spit_world(tmp_path) as world:
        actor = await start_speed_at(world, SPEED_RACE)
        first = await open_hand(world, actor, world.alice)
        second = await open_hand(world, actor, world.alice)
        await open_hand(world, actor, world.bob)
        refresh = ids.action_id(actor.info.match_id, actor.state.round, "r")
        pressed = await world.fake.click(world.alice, world.fake.message(first.id), refresh)
        assert (await pressed.wait_ack()).callback_type == 7
        played = await world.fake.click(world.bob, hand(world, world.bob, actor),
                                        play_id(actor, C("7S"), 0))  # fmt: skip
        assert (await played.wait_ack()).callback_type == 7
        await actor.flush_publishing()
        seven = world.bot.catalogs["en"].card(C("7S"))
        assert seven in tops(world.fake.message(second.id).text())


async def test_a_final_board_saving_late_loses_the_notice_after_the_cleanup_time(
    tmp_path: Path,
) -> None:
    """Defect 11: a finished match was forgotten while its final board still said results
    were saved late, so the notice never went. The database comes back after the
    cleanup time: the notice goes all the same."""
    clock = ManualClock(start_ms=int(time.time() * 1000))
    async with spit_world(tmp_path, clock=clock) as world:
        actor, board = await saved_match(world, RACE)
        notice = world.said("board-saving-late")
        down = database_down(world)
        assert (await actor.resign(int(world.alice.id))).applied and actor.finished
        await world.fake.wait_until(
            lambda: notice in world.fake.message(board.id).text(), what="the late final board"
        )
        await clock.advance(world.bot.registry.settings.cleanup_after + 1)
        assert world.bot.registry.by_id(actor.info.match_id) is actor  # still answerable
        down["on"] = False
        keeper = world.bot.keepers.keeper(actor.info)
        reconciled = keeper._reconcile

        def reconcile() -> None:  # the keeper weighed its messages: the test looks again
            reconciled()
            world.fake.notify()

        keeper._reconcile = reconcile  # type: ignore[method-assign]
        gone = lambda: notice not in world.fake.message(board.id).text()  # noqa: E731
        await world.fake.wait_until(lambda: gone() or keeper.paced(), timeout=10,
                                    what="the results saved")  # fmt: skip
        await clock.advance(CHANNEL_EDIT_SPACING)  # the board's next channel edit
        await world.fake.wait_until(gone, timeout=10, what="the notice to go")
        assert notice not in world.fake.message(board.id).text()


async def test_a_play_id_forged_on_the_live_speed_board_is_an_unknown_button(
    tmp_path: Path,
) -> None:
    """Defect 12: a play id forged onto the live Speed board (which shows only Show my
    hand and the like) was told "older board"; it is an unknown button."""
    async with spit_world(tmp_path) as world:
        actor = await start_speed_at(world, SPEED_RACE)
        board = public_board(world, actor)
        assert board is not None
        before = (actor.state, actor.version, world.fake.message(board.id).data)
        forged = await raw_click(world, world.alice, board, play_id(actor, C("9C"), 0))
        assert (await forged.wait_ack()).callback_type == 4
        assert world.private(world.alice)[-1] == world.said("refusal-unknown-button")
        assert (actor.state, actor.version, world.fake.message(board.id).data) == before


async def test_a_challenge_accepted_as_it_is_deleted_starts_the_match_and_says_so(
    tmp_path: Path,
) -> None:
    """Defect 14: bob accepts the challenge just as a moderator deletes its message: the
    match starts, and the channel is told so in a fresh message (not "something went
    wrong")."""
    async with spit_world(tmp_path) as world:
        message_id, accept = await invite(world)
        shown = world.fake.message(message_id)
        world.fake.world.delete_message(shown)
        accepted = await raw_click(world, world.bob, shown, accept)
        acks = [(a.callback_type, a.code) for a in await accepted.wait_acks(2)]
        assert acks == [(7, 10008), (4, None)]
        said = accepted.original_message
        assert said is not None and not said.ephemeral
        text = world.said("challenge-accepted", invitee="bob", challenger="alice")
        assert text in said.content
        await world.wait_board()  # the match is on
        without_unknown_messages(world)


async def test_a_deleted_challenge_is_not_edited_when_it_expires(tmp_path: Path) -> None:
    """Defect 15: a challenge whose message a moderator deleted was still edited at its
    expiry (Discord's 404). The bot heard of the deletion: nothing is written to it."""
    async with spit_world(tmp_path, play_challenge_seconds=0.3) as world:
        message_id, accept = await invite(world)
        fake, keepers, said = world.fake, world.bot.keepers, []
        expired = keepers.challenge_expired

        async def say_expired(challenge: Challenge) -> None:  # then tests wake
            await expired(challenge)
            said.append(challenge.challenge_id)
            fake.notify()

        keepers.challenge_expired = say_expired  # type: ignore[method-assign]
        fake.delete_message(fake.message(message_id))
        await fake.wait_until(lambda: said == [accept.split(":")[2]], what="the expiry")
        assert world.fake.find_requests("PATCH", rf"/messages/{message_id}$") == []


async def test_a_rematch_start_costs_its_press_only(tmp_path: Path) -> None:
    """Also noticed: the press that starts a rematch redrew the final board twice (the
    keeper's edit and the press's type-7 answer). Only the answer draws it now."""
    async with spit_world(tmp_path) as world:
        actor, board = await saved_match(world, RACE)
        assert (await actor.resign(int(world.alice.id))).applied
        await actor.flush_publishing()
        fake, rematch = world.fake, ids.rematch_id(actor.info.match_id)
        first = await fake.click(world.alice, fake.message(board.id), rematch)
        assert (await first.wait_ack()).callback_type == 7
        await actor.flush_publishing()
        edits = len(fake.find_requests("PATCH", rf"/messages/{board.id}$"))
        second = await fake.click(world.bob, fake.message(board.id), rematch)
        assert (await second.wait_ack()).callback_type == 7
        await world.wait_board(world.actor())  # the rematch's board
        await actor.flush_publishing()
        await world.actor().flush_publishing()
        assert len(fake.find_requests("PATCH", rf"/messages/{board.id}$")) == edits
