"""Matches stopped by an error, and rematch offers: no button is left that can never
work, and every press on one is told the true reason."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from fakediscord import StoredMessage
from spitbot.bot import ids
from spitbot.engine import parse_card
from spitbot.engine.spit import Play
from spitbot.runtime import ChannelBusy, MatchActor, MatchParked, Player

from .harness import World, raw_click, spit_world
from .test_boards_e2e import all_saved, live_boards, move, saved_match
from .test_match_e2e import MATCH_ID, RACE, start_at
from .test_speed_e2e import RACE as SPEED_RACE
from .test_speed_e2e import hand, open_hand, play_id, public_board, start_speed_at

C = parse_card


async def stopped_match(world: World) -> tuple[MatchActor, StoredMessage]:
    """A live match stopped by an error, once its board has lost its buttons."""
    actor, board = await saved_match(world, RACE)
    actor.park("a test: a crash")
    await world.fake.wait_until(lambda: not world.fake.message(board.id).custom_ids(),
                                what="no buttons")  # fmt: skip
    return actor, board


def enabled(message) -> list[str]:  # type: ignore[no-untyped-def]
    out = []
    for cid in message.custom_ids():
        comp = message.component(cid)
        if comp is not None and not comp.get("disabled"):
            out.append(cid)
    return out


async def test_a_parked_speed_matchs_hand_keeps_no_live_buttons(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        fake = world.fake
        actor = await start_speed_at(world, SPEED_RACE)
        await open_hand(world, actor, world.alice)
        await all_saved(world)
        mine = hand(world, world.alice, actor)
        actor.park("a test: a crash")
        board = public_board(world, actor)
        assert board is not None
        await fake.wait_until(lambda: not fake.message(board.id).custom_ids(), what="no buttons")
        # Her open hand is told too, and loses its buttons, with nobody pressing anything.
        stopped = world.said("match-parked", first="alice", second="bob")
        await fake.wait_until(lambda: fake.message(mine.id).text() == stopped, what="the hand")
        assert enabled(fake.message(mine.id)) == []
        # A client that had not caught up presses the 9C it still shows.
        pressed = await raw_click(world, world.alice, mine, play_id(actor, C("9C"), 0))
        ack = await pressed.wait_ack()
        assert ack.ok
        after = fake.message(mine.id)
        assert world.said(MatchParked()) in after.text()
        assert enabled(after) == [], (
            f"the parked match's hand still has live buttons: {enabled(after)}"
        )


async def test_a_stale_your_hand_press_on_a_parked_speed_board_opens_no_live_hand(
    tmp_path: Path,
) -> None:
    async with spit_world(tmp_path) as world:
        fake = world.fake
        actor = await start_speed_at(world, SPEED_RACE)
        board = public_board(world, actor)
        assert board is not None
        await all_saved(world)
        actor.park("a test: a crash")
        await fake.wait_until(lambda: not fake.message(board.id).custom_ids(), what="no buttons")
        handle = await raw_click(world, world.bob, fake.message(board.id),
                                 ids.panel_id(actor.info.match_id))  # fmt: skip
        ack = await handle.wait_ack()
        assert ack.ok
        opened = handle.original_message
        got = enabled(fake.message(opened.id)) if opened is not None else []
        assert got == [], f"a hand of a stopped match opened with live buttons: {got}"


async def test_a_match_parked_while_its_board_is_posted_leaves_no_live_board(
    tmp_path: Path,
) -> None:
    async with spit_world(tmp_path) as world:
        fake = world.fake
        handle = await fake.slash(world.alice, "spit", {"opponent": world.bob},
                                  subcommand="challenge")  # fmt: skip
        await handle.wait_ack()
        invite = handle.original_message
        assert invite is not None
        accept = next(cid for cid in invite.custom_ids() if cid.endswith(":a"))
        answer = fake.hold_answers(r"^/channels/\d+/messages$", method="POST")
        assert (await (await fake.click(world.bob, invite, accept)).wait_ack()).ok
        actor = world.actor()
        board = await fake.wait_until(lambda: world.board(actor), what="the board created")
        actor.park("a test: a crash")
        stopped = world.said("match-parked", first="alice", second="bob")
        await fake.wait_until(
            lambda: any(stopped in m.text() for m in fake.messages(fake.channel)),
            what="the channel told",
        )
        answer.set()
        await fake.wait_until(lambda: not live_boards(world, actor.info.match_id), what="stop")
        await actor.flush_publishing()
        assert live_boards(world, actor.info.match_id) == []
        assert stopped in fake.message(board.id).text()


async def test_a_match_parked_while_a_redraw_is_in_flight_says_it_was_stopped(
    tmp_path: Path,
) -> None:
    async with spit_world(tmp_path) as world:
        fake = world.fake
        actor, board = await saved_match(world, RACE)
        answer = fake.hold_answers(rf"/messages/{board.id}$", method="PATCH")
        move(world, actor, Play(0, 0, 0, card=C("9C")))
        await fake.wait_until(
            lambda: fake.find_requests("PATCH", rf"/messages/{board.id}$"), what="the redraw"
        )
        actor.park("a test: a crash")
        stopped = world.said("match-parked", first="alice", second="bob")
        await fake.wait_until(
            lambda: any(m.content == stopped for m in fake.messages(fake.channel)), what="told"
        )
        answer.set()
        await fake.wait_until(lambda: stopped in fake.message(board.id).text(), what="stopped")
        await actor.flush_publishing()
        final = fake.message(board.id)
        assert final.custom_ids() == []
        assert stopped in final.text(), f"the stopped match's board now says: {final.text()!r}"


def no_rematch(message: StoredMessage) -> bool:
    """The result card offers no rematch (its Stats button stays)."""
    return not [c for c in message.custom_ids() if c.startswith("spit:rm:")]


async def _finish(world: World) -> tuple[str, int]:
    actor = await start_at(world, RACE)
    board = world.board()
    assert board is not None
    assert (await actor.resign(int(world.alice.id))).applied
    await actor.flush_publishing()
    final = world.fake.message(board.id)
    rematch = next(c for c in final.custom_ids() if c.startswith("spit:rm:"))
    return rematch, board.id


async def test_a_double_tapped_rematch_does_not_put_the_offer_back(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        fake = world.fake
        rematch, board_id = await _finish(world)
        vote = await fake.click(world.alice, fake.message(board_id), rematch)
        assert (await vote.wait_ack()).callback_type == 7
        stale = fake.message(board_id)  # what bob's client shows: "Rematch (1/2)"
        first = await raw_click(world, world.bob, stale, rematch)
        assert (await first.wait_ack()).callback_type == 7
        new = world.actor()
        assert new.info.match_id != MATCH_ID
        assert no_rematch(fake.message(board_id))
        second = await raw_click(world, world.bob, stale, rematch)  # his double tap
        await second.wait_ack()
        assert no_rematch(fake.message(board_id)), (
            f"the old board offers a rematch again while its rematch is live: "
            f"{fake.message(board_id).custom_ids()} ack={second.acks[-1].callback_type}"
        )


async def test_a_rematch_refused_for_a_busy_channel_keeps_the_vote_shown(
    tmp_path: Path,
) -> None:
    async with spit_world(tmp_path) as world:
        fake = world.fake
        rematch, board_id = await _finish(world)
        vote = await fake.click(world.alice, fake.message(board_id), rematch)
        assert (await vote.wait_ack()).callback_type == 7
        shown = fake.message(board_id)
        # carol starts a practice match in the channel meanwhile
        carol = Player(int(world.carol.id), "carol")
        other = await world.bot.registry.start(
            channel_id=world.channel_id, guild_id=int(fake.guild.id),
            players=(carol, Player(int(world.carol.id) + 1, "dave")), variant=RACE.variant,
            seed=2, deal=RACE,
        )  # fmt: skip
        busy = await fake.click(world.bob, shown, rematch)
        assert (await busy.wait_ack()).ok
        assert world.private(world.bob)[-1] == world.said(ChannelBusy())
        assert (await other.resign(int(world.carol.id))).applied
        await other.flush_publishing()
        again = await fake.click(world.bob, fake.message(board_id), rematch)
        await again.wait_ack()
        live = world.bot.registry.in_channel(world.channel_id)
        labels = [fake.message(board_id).component(c).get("label")
                  for c in fake.message(board_id).custom_ids()]  # fmt: skip
        assert live is not None and live.info.match_id != MATCH_ID, (
            f"alice's vote, still shown on the button, was dropped: board shows {labels}"
        )


async def test_a_rematch_after_cleanup_is_taken_off(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        fake = world.fake
        reg = world.bot.registry
        reg.settings = replace(reg.settings, cleanup_after=0.2)
        reg.on_forget.append(lambda _: fake.notify())  # wake the wait below
        rematch, board_id = await _finish(world)
        vote = await fake.click(world.alice, fake.message(board_id), rematch)
        assert (await vote.wait_ack()).callback_type == 7
        await fake.wait_until(lambda: reg.by_id(MATCH_ID) is None, what="the match forgotten")
        late = await fake.click(world.carol, fake.message(board_id), rematch)
        assert (await late.wait_ack()).callback_type == 7
        assert no_rematch(fake.message(board_id))
        assert world.bot.keepers.find(MATCH_ID) is None  # its keeper, votes and all, let go


async def test_a_stale_resign_on_a_parked_match_gives_the_true_reason(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        fake = world.fake
        actor, board = await stopped_match(world)
        r = await raw_click(world, world.alice, fake.message(board.id),
                            ids.resign_id(actor.info.match_id))  # fmt: skip
        await r.wait_ack()
        assert world.private(world.alice)[-1] == world.said(MatchParked())


async def test_a_crafted_rematch_of_a_stopped_match_is_refused(tmp_path: Path) -> None:
    """A stopped match's board never offers a rematch: a crafted Rematch id is refused
    with the true reason, and no button appears that the other player could press."""
    async with spit_world(tmp_path) as world:
        fake = world.fake
        _, board = await stopped_match(world)
        crafted = await raw_click(
            world, world.alice, fake.message(board.id), ids.rematch_id(MATCH_ID)
        )
        assert (await crafted.wait_ack()).callback_type == 4
        assert world.private(world.alice)[-1] == world.said(MatchParked())
        assert fake.message(board.id).custom_ids() == []
        assert world.bot.registry.in_channel(world.channel_id) is None
