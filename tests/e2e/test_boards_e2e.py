"""The board message through trouble: a database outage, a crash between Discord
making a board and the bot noting it, a board deleted by a moderator, a rate-limited
redraw racing a press. There is always exactly one live board, and it shows the
match as it is."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy.exc import OperationalError

from fakediscord import StoredMessage
from fakediscord.world import StoredMessage as Version
from spitbot.engine import parse_card
from spitbot.engine.spit import Action, Play, Slap, Spit, State
from spitbot.runtime import MatchActor, MatchParked, Player, Press
from spitbot.runtime.clock import make_snowflake
from tests.engine.spit.position import position

from .harness import World, as_a_new_process, custom_id, raw_click, spit_world, tops
from .test_match_e2e import MATCH_ID, RACE, challenge, start_at

C = parse_card
# bob has one stockpile card left (7S, playable on the 6D): playing it ends the round.
LAST = position("*9C,*4H,*KS,*KH,*KC", "*7S,-,-,-,-", p0="8D", p1="6D", bs="QDJD")


def right_top(text: str) -> bool:
    """The newest position of these tests: the 4♥ on the right pile, two cards in it."""
    return tops(text)[1:] == ["4♥️"] and "right pile: 2 cards" in text


def database_down(world: World) -> dict[str, bool]:
    """Every write fails, as a lost database does, while ``switch["on"]``."""
    real, switch = world.store.apply, {"on": True}

    async def apply(writes: Any) -> Any:
        if switch["on"]:
            raise OperationalError("INSERT ...", {}, ConnectionRefusedError("refused"))
        return await real(writes)

    world.store.apply = apply  # type: ignore[method-assign]
    return switch


def live_boards(world: World, match_id: str) -> list[int]:
    """The messages that still have the match's action buttons."""
    key = f":{match_id}:"
    return [m.id for m in world.fake.messages(world.fake.channel)
            if any(key in c for c in m.custom_ids())]  # fmt: skip


def move(world: World, actor: MatchActor, action: Action, seat: int = 0) -> None:
    """A change no press reply draws (as a bot's move or a timer's): the publisher does."""
    user = world.alice if seat == 0 else world.bob
    now = world.bot.registry.clock.wall_ms()
    actor.submit(Press(int(user.id), action, make_snowflake(now), round=actor.state.round))


async def saved_match(world: World, state: State) -> tuple[MatchActor, StoredMessage]:
    """A live match at ``state``, its board posted and everything about it saved."""
    actor = await start_at(world, state)
    board = world.board()
    assert board is not None
    await all_saved(world)
    return actor, board


async def all_saved(world: World) -> None:
    """The board is posted, its id noted and saved: nothing is late."""
    for actor in world.bot.registry.live():
        await actor.flush_publishing()
    await world.bot.journal.flush()
    assert not world.bot.journal.saving_late


async def test_the_board_says_results_are_saved_late_exactly_while_they_are(
    tmp_path: Path,
) -> None:
    """The press whose commit fails is answered with a board that says results are
    saved late (not the press after it), and once the database is back the board is
    drawn again without the notice, with nobody pressing anything."""
    async with spit_world(tmp_path) as world:
        actor, board = await saved_match(world, RACE)
        notice = world.said("board-saving-late")
        down = database_down(world)
        played = await world.fake.click(world.alice, board, custom_id(actor, Play(0, 0, 0)))
        assert (await played.wait_ack()).callback_type == 7
        assert notice in world.fake.message(board.id).text()  # this press
        assert actor.state.piles[0][-1] == C("9C")  # play went on from memory
        down["on"] = False
        await world.fake.wait_until(
            lambda: notice not in world.fake.message(board.id).text(), what="the notice to go"
        )
        assert world.fake.message(board.id).custom_ids()  # still the live board
        stored = await world.store.get_snapshot(actor.info.match_id)
        assert stored is not None and stored.notation == actor.snapshot().notation


async def test_a_board_posted_again_after_a_restart_is_never_a_second_live_board(
    tmp_path: Path,
) -> None:
    """A process that never learned its board's id (it died first) posts the board again
    with the same nonce: Discord hands back the message it has, which is brought up to
    date. After a long downtime Discord has forgotten the nonce and a second board
    appears: a press on the first closes it and points to the live one."""
    async with spit_world(tmp_path) as world:
        actor = await start_at(world, RACE)
        board = world.board()
        assert board is not None
        before = board.text()
        as_a_new_process(world, actor)  # it died before it noted the board's id
        move(world, actor, Play(0, 0, 0, card=C("9C")))  # a move no press answer draws
        await world.fake.wait_until(lambda: actor.state.piles[0][-1] == C("9C"), what="the 9♣")
        await actor.flush_publishing()
        assert world.board() == world.fake.message(board.id)  # no second board
        after = world.fake.message(board.id).text()
        assert after != before and tops(after)[0] == "9♣︎"  # redrawn: the 9♣ is on the pile
        # A long downtime later, Discord no longer knows the nonce: a second board.
        world.fake.world.nonce_window = 0
        as_a_new_process(world, actor)
        actor.republish()
        live = await world.fake.wait_until(
            lambda: next((m for m in [world.board()] if m and m.id != board.id), None),
            what="a second board",
        )
        state = actor.state
        pressed = await raw_click(world, world.bob, world.fake.message(board.id),
                                  custom_id(actor, Play(1, 1, 0)))  # fmt: skip
        assert (await pressed.wait_ack()).callback_type == 7
        closed = world.fake.message(board.id)
        assert closed.custom_ids() == []
        assert closed.text() == world.said("board-replaced", first="alice", second="bob")
        assert actor.state == state and world.fake.message(live.id).custom_ids()


async def test_a_match_that_ends_while_saving_late_loses_the_notice_too(tmp_path: Path) -> None:
    """The final board of a match that ended during the outage said results were saved
    late; once they are, it is drawn again without the notice."""
    async with spit_world(tmp_path) as world:
        actor, board = await saved_match(world, RACE)
        notice = world.said("board-saving-late")
        down = database_down(world)
        assert (await actor.resign(int(world.alice.id))).applied and actor.finished
        await world.fake.wait_until(
            lambda: notice in world.fake.message(board.id).text(), what="the late final board"
        )
        down["on"] = False
        final = await world.fake.wait_until(
            lambda: (m := world.fake.message(board.id)) and notice not in m.text() and m,
            what="the notice to go",
        )
        assert any(c.startswith("spit:rm:") for c in final.custom_ids())  # still the final board


async def test_a_slowed_redraw_never_leaves_an_older_position_over_a_newer_one(
    tmp_path: Path,
) -> None:
    """The database is back and the board is redrawn without the notice, but that edit
    is held up by a 429. Meanwhile alice's next press draws the newer position through
    its own reply; the slowed edit lands after it. The board ends showing the newest
    position all the same."""
    async with spit_world(tmp_path) as world:
        actor, board = await saved_match(world, RACE)
        down = database_down(world)
        played = await world.fake.click(world.alice, board, custom_id(actor, Play(0, 0, 0)))
        assert (await played.wait_ack()).callback_type == 7  # 9♣ onto the 8♦, saved late
        fake = world.fake
        # The board's edits, as a channel message or through a press's token:
        fake.inject_rate_limit(rf"/messages/({board.id}|@original)$", method="PATCH",
                               retry_after=0.2)  # fmt: skip
        down["on"] = False
        await fake.wait_until(lambda: fake.rate_limited, what="the redraw to be held up")
        four = await fake.click(
            world.alice, fake.message(board.id), custom_id(actor, Play(0, 1, 1))
        )
        assert (await four.wait_ack()).callback_type == 7  # 4♥ onto the 5♦
        assert actor.state.piles[1][-1] == C("4H")
        await fake.wait_until(
            lambda: (
                tops(fake.message(board.id).text())[1:] == ["4♥️"]
                and "right pile: 2 cards" in fake.message(board.id).text()
            ),
            what="the newest position",
        )
        await actor.flush_publishing()
        assert right_top(fake.message(board.id).text())


async def test_a_press_on_a_board_posted_anew_counts_before_its_post_is_answered(
    tmp_path: Path,
) -> None:
    """A moderator deleted the board; when the stall countdown runs out it is posted
    anew. Discord has made the new board, but its answer is still on the way when alice
    presses Spit! on it: the press counts there (it is the only board), and the board
    is not closed as one a newer board replaced."""
    stuck = position("*9C,*KD,*KS,*KH,*KC", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="7S",
                     as_="4H5H", bs="6D", ph="stalled", rest="p0")  # fmt: skip
    async with spit_world(tmp_path, spit_stall_seconds=0.3) as world:
        actor = await start_at(world, stuck)
        fake, old = world.fake, world.board()
        assert old is not None
        fake.delete_message(old)
        answer = fake.hold_answers(r"^/channels/\d+/messages$", method="POST")
        new = await fake.wait_until(world.board, what="the board posted anew")
        assert new.id != old.id and actor.state.phase.name == "STALLED"
        version = actor.version
        spit = await fake.click(world.alice, new, custom_id(actor, Spit(0)))
        assert (await spit.wait_ack()).callback_type == 7
        answer.set()
        await actor.flush_publishing()
        assert actor.version > version  # it counted
        assert fake.message(new.id).custom_ids()  # and the board is still the live one
        assert [m.id for m in fake.messages(fake.channel) if m.custom_ids()] == [new.id]
        # The edit of the deleted board was Discord's "Unknown Message": expected here.
        fake.violations[:] = [v for v in fake.violations if v.kind != "unknown_message"]


async def test_a_handed_back_board_slowly_brought_up_to_date_never_hides_a_newer_press(
    tmp_path: Path,
) -> None:
    """After a restart the board's id is unknown: the next publish is handed back the
    board by its nonce and edits it, but that edit is held up by a 429 while alice's
    press reply draws a newer position. The slowed edit lands last; the newest position
    is drawn again after it."""
    async with spit_world(tmp_path) as world:
        actor, board = await saved_match(world, RACE)
        fake, match_id = world.fake, actor.info.match_id
        as_a_new_process(world, actor)
        fake.inject_rate_limit(rf"/messages/{board.id}$", method="PATCH", retry_after=0.2)
        move(world, actor, Play(0, 0, 0, card=C("9C")))
        await fake.wait_until(lambda: fake.rate_limited, what="the edit to be held up")
        four = await raw_click(world, world.alice, fake.message(board.id),
                               custom_id(actor, Play(0, 1, 1)))  # fmt: skip
        assert (await four.wait_ack()).callback_type == 7
        assert actor.state.piles[1][-1] == C("4H")
        await fake.wait_until(  # as a channel message or through alice's press's token
            lambda: len(fake.find_requests("PATCH", rf"/messages/({board.id}|@original)$")) >= 3,
            what="the slowed edit, then the newest position again",
        )
        await actor.flush_publishing()
        assert live_boards(world, match_id) == [board.id]
        assert right_top(fake.message(board.id).text())


async def test_a_restart_while_a_deleted_board_is_posted_anew_leaves_one_board(
    tmp_path: Path,
) -> None:
    """A moderator deleted the board; it is posted anew and Discord makes it, but the
    process dies before the answer arrives (a move is committed meanwhile). The next
    process knows only the deleted board's id: its post is handed back the board the
    dead one made (the nonce names the deleted board), which is brought up to date."""
    async with spit_world(tmp_path) as world:
        actor, old = await saved_match(world, RACE)
        fake, match_id = world.fake, actor.info.match_id
        fake.delete_message(old)
        move(world, actor, Play(0, 0, 0, card=C("9C")))
        anew = await fake.wait_until(world.board, what="the board posted anew")
        await actor.flush_publishing()
        assert anew.id != old.id
        # The next process adopts the board its snapshot names: the deleted one.
        as_a_new_process(world, actor, board=old.id)
        move(world, actor, Play(0, 1, 1, card=C("4H")))
        await fake.wait_until(
            lambda: (
                tops(fake.message(anew.id).text())[1:] == ["4♥️"]
                and "right pile: 2 cards" in fake.message(anew.id).text()
            ),
            what="the board up to date",
        )
        await actor.flush_publishing()
        assert live_boards(world, match_id) == [anew.id]
        fake.violations[:] = [v for v in fake.violations if v.kind != "unknown_message"]


async def test_a_new_rounds_board_is_drawn_even_past_discords_retries(tmp_path: Path) -> None:
    """Round 1 ends with no press reply to draw round 2 (here a move the publisher
    draws): the board, one message from round to round (issue 26), is edited to round 2,
    but Discord answers with 429s past discord.py's own retries. It is drawn all the
    same, later, and nothing new is posted."""
    slapping = position("*9C,*KD,*KS,*KH,*KC", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="7S",
                        ph="slap")  # fmt: skip
    async with spit_world(tmp_path) as world:
        actor, board = await saved_match(world, slapping)
        fake, match_id = world.fake, actor.info.match_id
        fake.inject_rate_limit(rf"/messages/({board.id}|@original)$", method="PATCH", count=6,
                               retry_after=0.01)  # fmt: skip
        move(world, actor, Slap(1, 1), seat=1)
        await fake.wait_until(lambda: actor.state.round == 2, what="round 2")
        heading = world.said("spit-ready-heading", round=2)
        await fake.wait_until(lambda: heading in fake.message(board.id).text(), what="round 2")
        await actor.flush_publishing()
        assert live_boards(world, match_id) == [board.id] and len(fake.rate_limited) == 6
        assert [m.id for m in fake.messages(fake.channel)][-1] == board.id
        assert (actor.tags.get("board"), actor.tags.get("board_round")) == (int(board.id), 2)


async def test_a_slowed_publisher_edit_never_reopens_a_board_a_press_closed(
    tmp_path: Path,
) -> None:
    """A bot move's redraw is held up by a 429; meanwhile bob plays his last card (his
    reply draws the slap) and alice slaps (her reply closes round 1's board). The slowed
    edit lands last: round 1's board must not be left with live buttons beside round 2's."""
    async with spit_world(tmp_path) as world:
        actor, board = await saved_match(world, LAST)
        fake, match_id = world.fake, actor.info.match_id
        fake.inject_rate_limit(rf"/messages/{board.id}$", method="PATCH", retry_after=0.5)
        move(world, actor, Play(0, 0, 0, card=C("9C")))  # a bot's move: the publisher draws it
        await fake.wait_until(lambda: fake.rate_limited, what="the redraw to be held up")
        last = await fake.click(world.bob, fake.message(board.id), custom_id(actor, Play(1, 0, 1)))
        assert (await last.wait_ack()).callback_type == 7
        assert actor.state.phase.name == "SLAP", actor.state.phase
        slap = await fake.click(world.alice, fake.message(board.id), custom_id(actor, Slap(0, 0)))
        assert (await slap.wait_ack()).callback_type == 7
        assert actor.state.round == 2
        new = await world.wait_board()
        await fake.wait_until(
            lambda: len(fake.find_requests("PATCH", rf"/messages/{board.id}$")) >= 2,
            timeout=5,
            what="the slowed edit to land",
        )
        await actor.flush_publishing()
        assert live_boards(world, match_id) == [new.id]


async def test_a_board_never_posted_anew_is_not_closed_as_message_0(tmp_path: Path) -> None:
    """The board was deleted; its repost fails past discord.py's retries (429s), and the
    round ends meanwhile (bot moves). Round 2's board is posted; nothing is sent for a
    round-1 board that never existed (no PATCH of message id 0)."""
    async with spit_world(tmp_path) as world:
        actor, old = await saved_match(world, LAST)
        fake, match_id = world.fake, actor.info.match_id
        fake.delete_message(old)
        fake.inject_rate_limit(r"^/channels/\d+/messages$", method="POST", count=10,
                               retry_after=0.01)  # fmt: skip
        move(world, actor, Play(0, 0, 0, card=C("9C")))
        # discord.py's own retries run out: the runtime sends it again later.
        await fake.wait_until(lambda: len(fake.rate_limited) >= 6, what="the repost to fail")
        move(world, actor, Play(1, 0, 1, card=C("7S")), seat=1)
        move(world, actor, Slap(0, 0))
        await fake.wait_until(lambda: actor.state.round == 2, what="round 2")
        new = await world.wait_board()
        await actor.flush_publishing()
        assert live_boards(world, match_id) == [new.id]
        assert actor.tags.get("board") == int(new.id)
        zero = fake.find_requests("PATCH", r"/messages/0$")
        assert zero == [], [(r.method, r.path, r.status) for r in zero]
        fake.violations[:] = [v for v in fake.violations if v.kind != "unknown_message"]


async def test_an_old_board_a_press_closed_is_not_closed_again(tmp_path: Path) -> None:
    """Round 1 ends on bot moves: round 2's board is posted and round 1's close is held
    up by 429s past discord.py's retries (the runtime retries it later). Alice presses
    round 1's board meanwhile: her reply closes it. The publisher does not send the same
    close again (one edit of it, by the press)."""
    async with spit_world(tmp_path) as world:
        actor, old = await saved_match(world, LAST)
        fake, match_id = world.fake, actor.info.match_id
        move(world, actor, Play(1, 0, 1, card=C("7S")), seat=1)
        await actor.flush_publishing()
        fake.inject_rate_limit(
            rf"/messages/{old.id}$", method="PATCH", count=10, retry_after=0.01
        )  # past discord.py's own retries
        move(world, actor, Slap(1, 1), seat=1)
        # discord.py's own retries run out: the runtime sends it again later.
        await fake.wait_until(lambda: len(fake.rate_limited) >= 6, what="the close to fail")
        shown = fake.message(old.id)
        live = next(b["custom_id"] for b in shown.buttons()
                    if b.get("custom_id") and not b.get("disabled"))  # fmt: skip
        press = await fake.click(world.alice, shown, live)
        assert (await press.wait_ack()).callback_type == 7
        await actor.flush_publishing()
        new = world.board()
        assert new is not None and live_boards(world, match_id) == [new.id]
        closes = [
            r for r in fake.find_requests("PATCH", rf"/messages/{old.id}$") if r.status == 200
        ]
        acked = press.acks[-1].at
        after = [r for r in closes if r.at > acked]
        assert after == [], f"{len(after)} close(s) PATCHed after the press reply closed it"


async def test_a_stopped_matchs_board_loses_its_buttons(tmp_path: Path) -> None:
    """A match stopped by an error: the channel is told, and its board loses its buttons,
    so a new match in the channel has the only live board. A press from a client that had
    not caught up is told why, privately."""
    async with spit_world(tmp_path) as world:
        fake = world.fake
        actor, board = await saved_match(world, RACE)
        actor.park("a test: a crash")
        stopped = world.said("match-parked", first="alice", second="bob")
        await fake.wait_until(lambda: not fake.message(board.id).custom_ids(), what="no buttons")
        assert stopped in fake.message(board.id).text()
        late = await raw_click(world, world.alice, fake.message(board.id),
                               custom_id(actor, Play(0, 0, 0)))  # fmt: skip
        assert (await late.wait_ack()).callback_type == 4
        assert world.private(world.alice)[-1] == world.said(MatchParked())
        await challenge(world)  # a new match in the same channel
        new = await world.wait_board(world.actor())
        await world.actor().flush_publishing()
        assert [m.id for m in fake.messages(fake.channel) if m.custom_ids()] == [new.id]


async def test_a_round_ended_on_a_board_whose_post_is_unanswered_stays_the_one_board(
    tmp_path: Path,
) -> None:
    """Discord made round 1's board, but its answer is still on the way to the bot
    (discord.py holds a post's answer until the channel's bucket refills, up to 5 s after
    the post that spent it), and round 1 ends on that board. The live board is one
    message from round to round (issue 26): the press that ends round 1 draws round 2 on
    it, no second board is posted, and once the post's answer comes that message is the
    live board, never closed as replaced (bench/e2e.py met it when each round had its own
    message: round 1's message drawn as round 2's took presses until round 2's post was
    answered, then was closed as replaced, and a legal press on it was refused)."""
    async with spit_world(tmp_path) as world:
        fake = world.fake
        held = fake.hold_answers(r"^/channels/\d+/messages$", method="POST")
        alice, bob = Player(int(world.alice.id), "alice"), Player(int(world.bob.id), "bob")
        actor = await world.bot.registry.start(
            channel_id=world.channel_id, guild_id=int(fake.guild.id), players=(alice, bob),
            variant=LAST.variant, seed=1, match_id=MATCH_ID, deal=LAST,
        )  # fmt: skip
        first = await world.wait_board(actor)  # made by Discord; the bot has no answer yet
        seven = await fake.click(world.bob, first, custom_id(actor, Play(1, 0, 1)))
        assert (await seven.wait_ack()).callback_type == 7  # bob is out: the slap
        slap = await fake.click(world.alice, fake.message(first.id), custom_id(actor, Slap(0, 0)))
        assert (await slap.wait_ack()).callback_type == 7
        assert actor.state.round == 2
        round_two = f":{MATCH_ID}:2:"
        assert any(round_two in c for c in fake.message(first.id).custom_ids()), (
            "the press that ended round 1 did not draw round 2 on the board"
        )
        held.set()
        await actor.flush_publishing()
        await world.bot.keepers.settle(MATCH_ID)
        spit = await fake.click(world.bob, fake.message(first.id), custom_id(actor, Spit(1)))
        assert (await spit.wait_ack()).callback_type == 7  # the one board is the live one
        assert live_boards(world, MATCH_ID) == [first.id]
        bot_id = world.bot.user.id if world.bot.user else 0
        posted = [m.id for m in fake.messages(fake.channel) if m.author_id == bot_id]
        assert posted == [first.id]  # nothing else was posted
        closed = world.said("spit-title-closed", round=1)
        versions = [*fake.message(first.id).history, fake.message(first.id).data]
        assert not any(closed in Version(v).text() for v in versions), "closed as replaced"
