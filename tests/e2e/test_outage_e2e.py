"""Nobody loses for the bot's own outage (issue 25), end to end through the fake Discord:
the gateway down for longer than the idle timeout, a countdown caught by an outage,
Discord refusing every write of a board, and a board deleted while the bot heard
nothing of it. The clocks stand meanwhile (D4, D2, D9, S10, V2), and start afresh, whole,
once the bot is back. And an interaction Discord delivers twice is handled once."""

from __future__ import annotations

import logging
import time
from pathlib import Path

import pytest

from spitbot.bot.keeper import CHANNEL_EDIT_SPACING
from spitbot.engine import EndReason, parse_card
from spitbot.engine.spit import Play
from spitbot.runtime import ManualClock, MatchActor, Paused

from .harness import World, custom_id, spit_world
from .test_boards_e2e import all_saved, live_boards, move, saved_match
from .test_hostile_keeper_e2e import without_unknown_messages
from .test_match_e2e import RACE, STALLED, start_at

C = parse_card


def wall_clock() -> ManualClock:
    """A driven clock reading the real date (Discord's snowflakes are about now)."""
    return ManualClock(start_ms=int(time.time() * 1000))


async def outage(world: World) -> None:
    """The gateway goes down, and the bot has noticed: it is trying to connect again."""
    fake = world.fake
    await fake.take_gateway_down()
    await fake.wait_until(lambda: fake.gateway.waiting, what="the bot to try to reconnect")


def notice(world: World, actor: MatchActor, text: str) -> bool:
    """Whether the match's live board says ``text``."""
    board = world.board(actor)
    return board is not None and text in board.text()


async def back(world: World, actor: MatchActor) -> None:
    """The gateway is back: the bot RESUMEs, and the board says the match was paused."""
    world.fake.bring_gateway_up()
    said = world.said(Paused())
    await world.fake.wait_until(lambda: notice(world, actor, said), what="the paused note")


async def test_a_gateway_outage_longer_than_the_idle_timeout_forfeits_nobody(
    tmp_path: Path,
) -> None:
    """alice plays, then the bot loses its gateway for ten minutes (the idle timeout is
    one): whatever the players press meanwhile never reaches it. Nobody is forfeited; the
    board says the match is paused (Discord still takes its writes), then that it was,
    and the idle clocks start afresh, whole, once the bot is back."""
    clock = wall_clock()
    async with spit_world(tmp_path, clock=clock, play_idle_seconds=60.0) as world:
        actor, board = await saved_match(world, RACE)
        fake = world.fake
        played = await fake.click(world.alice, board, custom_id(actor, Play(0, 0, 0)))
        assert (await played.wait_ack()).callback_type == 7
        await outage(world)
        await clock.advance(600)  # ten minutes: whatever alice presses never reaches the bot
        assert not actor.finished
        paused = world.said("board-paused")
        await fake.wait_until(lambda: notice(world, actor, paused), what="the paused board")
        await back(world, actor)
        assert not notice(world, actor, paused)
        await actor.flush_publishing()
        await clock.advance(59)
        assert not actor.finished  # a whole idle timeout from the bot's return
        await clock.advance(2)
        await fake.wait_until(lambda: actor.finished, what="D4 as ever, the board checked")
        assert actor.state.outcome is not None and actor.state.outcome.reason is EndReason.IDLE
        assert live_boards(world, actor.info.match_id) == []


async def test_a_countdown_caught_by_an_outage_starts_again_whole(tmp_path: Path) -> None:
    """D2: nobody can play and the "Spit!" countdown (5 s) is 3 s in when the gateway goes
    down. Ten minutes later nothing was turned for anyone; once the bot is back the
    countdown starts again, whole: 5 s, not the 2 s it had left."""
    clock = wall_clock()
    async with spit_world(tmp_path, clock=clock, spit_stall_seconds=5.0) as world:
        actor = await start_at(world, STALLED)
        await all_saved(world)
        before = actor.state
        await clock.advance(3)
        await outage(world)
        await clock.advance(600)
        assert actor.state == before and not actor.finished
        await back(world, actor)
        await clock.advance(4.9)
        assert actor.state == before
        await clock.advance(0.2)
        assert actor.state != before  # the countdown ran out: the spit cards were turned


async def test_nobody_is_forfeited_while_discord_takes_none_of_the_boards_writes(
    tmp_path: Path,
) -> None:
    """A move only the keeper draws, and Discord refuses every write of the board (429s
    past discord.py's retries) for ten minutes: the clocks stand from the second refusal.
    Once a write lands, the board says the match was paused and the idle clocks start
    afresh."""
    clock = wall_clock()
    async with spit_world(tmp_path, clock=clock, play_idle_seconds=60.0) as world:
        actor, board = await saved_match(world, RACE)
        fake = world.fake
        keeper = world.bot.keepers.keeper(actor.info)
        retried = keeper._retry

        def retry(kept: object) -> None:  # a refused write: the test wakes
            retried(kept)  # type: ignore[arg-type]
            fake.notify()

        keeper._retry = retry  # type: ignore[method-assign]
        reconciled = keeper._reconcile

        def reconcile() -> None:  # the keeper weighed its messages: the test looks again
            reconciled()
            fake.notify()

        keeper._reconcile = reconcile  # type: ignore[method-assign]
        fake.inject_rate_limit(rf"/messages/{board.id}$", method="PATCH", count=10**6,
                               retry_after=0.001)  # fmt: skip
        move(world, actor, Play(0, 0, 0, card=C("9C")))
        assert keeper.live is not None
        await fake.wait_until(lambda: keeper.live and keeper.live.failures >= 1, what="refused")
        await clock.advance(0.5)  # the keeper sends it again: refused again
        await fake.wait_until(lambda: keeper.live and keeper.live.failures >= 2, what="twice")
        await clock.advance(600)
        assert not actor.finished
        fake.rest.rate_limits.clear()  # Discord takes writes again
        await clock.advance(30)  # the keeper's next try, at most 30 s later
        said = world.said(Paused())
        noted = lambda: said in fake.message(board.id).text()  # noqa: E731
        await fake.wait_until(lambda: noted() or keeper.paced(), what="a write landed")
        await clock.advance(CHANNEL_EDIT_SPACING)  # the note: the board's next edit
        await fake.wait_until(noted, what="the note")
        await actor.flush_publishing()
        await clock.advance(59)
        assert not actor.finished
        await clock.advance(2)
        await fake.wait_until(lambda: actor.finished, what="D4 as ever")


async def test_a_board_deleted_unheard_is_posted_anew_before_anyone_is_forfeited(
    tmp_path: Path,
) -> None:
    """D4: a moderator deletes the board while the bot hears nothing of it (it was cut
    off, say): nobody can press, and the idle timeout runs out. Before anyone is forfeited
    the bot asks Discord for the board: it is gone (10008), so it is posted anew and the
    idle clocks start over. A whole idle timeout later, with the board there, D4 as ever."""
    clock = wall_clock()
    async with spit_world(tmp_path, clock=clock, play_idle_seconds=60.0) as world:
        actor, board = await saved_match(world, RACE)
        fake = world.fake
        fake.world.delete_message(board)  # no MESSAGE_DELETE
        await clock.advance(61)
        assert not actor.finished
        new = await fake.wait_until(
            lambda: (b := world.board(actor)) is not None and b.id != board.id and b,
            what="the board posted anew",
        )
        await actor.flush_publishing()
        assert not actor.finished and actor.tags["board"] == new.id
        await clock.advance(59)
        assert not actor.finished
        await clock.advance(2)
        await fake.wait_until(lambda: actor.finished, what="D4, the board checked first")
        assert actor.state.outcome is not None and actor.state.outcome.reason is EndReason.IDLE
        assert len(fake.find_requests("GET", rf"/messages/{new.id}$")) == 1
        without_unknown_messages(world)


class Heard(logging.Handler):
    """SpitBot's log lines, each waking the tests that wait on the fake."""

    def __init__(self, world: World) -> None:
        super().__init__(logging.DEBUG)
        self.world = world
        self.lines: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(record)
        self.world.fake.notify()

    def said(self, words: str) -> bool:
        return any(words in line.getMessage() for line in self.lines)


async def test_an_interaction_delivered_twice_is_handled_once(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Discord delivers a press, then a slash command, a second time (same id, same
    token): each is handled once. The second delivery gets no answer (Discord would refuse
    it: 40060), changes nothing, and is one DEBUG line, never an ERROR."""
    caplog.set_level(logging.DEBUG, logger="spitbot")
    async with spit_world(tmp_path) as world:
        heard = Heard(world)
        logging.getLogger("spitbot").addHandler(heard)
        try:
            actor, board = await saved_match(world, RACE)
            fake = world.fake
            played = await fake.click(world.alice, board, custom_id(actor, Play(0, 0, 0)))
            assert (await played.wait_ack()).callback_type == 7
            after = (actor.state, actor.version)
            await fake.deliver_again(played)
            await fake.wait_until(
                lambda: len(played.acks) > 1 or heard.said(str(played.id)), what="the replay"
            )
            assert len(played.acks) == 1 and (actor.state, actor.version) == after
            dave, other = fake.add_member("dave"), fake.add_channel("other")
            asked = await fake.slash(world.carol, "spit", {"opponent": dave},
                                     subcommand="challenge", channel=other)  # fmt: skip
            assert (await asked.wait_ack()).callback_type == 4
            await fake.deliver_again(asked)
            await fake.wait_until(
                lambda: len(asked.acks) > 1 or heard.said(str(asked.id)), what="the replay"
            )
            assert len(asked.acks) == 1 and len(world.bot.registry.open_challenges()) == 1
        finally:
            logging.getLogger("spitbot").removeHandler(heard)
        again = [r for r in heard.lines if str(played.id) in r.getMessage()]
        assert [r.levelno for r in again] == [logging.DEBUG]
        assert [r for r in heard.lines if r.levelno >= logging.ERROR] == []
