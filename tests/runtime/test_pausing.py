"""Nobody loses for the bot's outage (D4, docs/decisions.md): while something keeps the
players from a match (no board to press, the bot cut off, its writes refused), every
clock stands (the game's deadlines D2, D9, S10, V2 and D4's idle forfeit) and the bot
seats wait; then each starts afresh, whole. Before an idle forfeit the publisher is asked
whether the board is there. A place gone for good ends its matches and challenges."""

from __future__ import annotations

from spitbot.engine import EndReason, Outcome
from spitbot.engine.spit import Phase, Play, Variant
from spitbot.runtime import (
    ChallengeClosed,
    Difficulty,
    MatchInfo,
    MatchSnapshot,
    Paused,
    Player,
    TimeRanOut,
    Unavailable,
)
from tests.engine.speed.position import position as speed_position

from .support import ALICE, BOB, CHANNEL, make_registry, match_at, press
from .test_timers import PLAYING, SLAPPING, STALLED

CUT_OFF, REFUSED, NO_BOARD = Unavailable.CUT_OFF, Unavailable.REFUSED, Unavailable.NO_BOARD
# D9: both hands are stuck, and "Flip!" is pressed for whoever does not.
STUCK = speed_position("5S5H9S9H7S", "5D5C9D9C7H", c0="QS", c1="KH", s0="6C2S", s1="6D2H",
                       rest="d0,d1", ph="stuck")  # fmt: skip


async def test_a_countdown_stands_while_the_bot_is_cut_off_and_restarts_whole() -> None:
    """D2: 3 s into the 5 s "Spit!" countdown the bot is cut off for ten minutes: nothing
    is turned; once back, the countdown is 5 s again, not the 2 s it had left."""
    registry, clock, publisher, _ = make_registry(window_ms=0, stall=5)
    actor = match_at(registry, STALLED)
    await clock.advance(3)
    registry.unavailable(CUT_OFF)
    assert actor.paused and actor.board().countdown is None
    await clock.advance(600)
    assert actor.state == STALLED
    registry.unavailable(CUT_OFF, False)
    board = publisher.boards[-1]
    assert board.note == Paused() and not board.paused and board.countdown is not None
    assert board.countdown.deadline_ms == clock.wall_ms() + 5000  # whole
    await clock.advance(4.9)
    assert actor.state == STALLED
    await clock.advance(0.2)
    assert actor.state != STALLED and publisher.boards[-1].note == TimeRanOut("stall", (0, 1))


async def test_the_slap_and_the_flip_stand_too() -> None:
    """S10 and D9, the other deadlines a game asks for: the same."""
    registry, clock, _, _ = make_registry(window_ms=0, slap=10, flip=5)
    slap = match_at(registry, SLAPPING)
    info = MatchInfo("speed", 1, 77, (Player(5, "E"), Player(6, "F")), STUCK.variant, 7,
                     clock.wall_ms(), game_name="speed")  # fmt: skip
    flip = registry.restore(MatchSnapshot(info, STUCK, 0))
    await clock.advance(4)
    registry.unavailable(CUT_OFF)
    await clock.advance(60)
    assert slap.state == SLAPPING and flip.state == STUCK
    registry.unavailable(CUT_OFF, False)
    await clock.advance(4.9)
    assert flip.state == STUCK
    await clock.advance(0.2)
    assert flip.state != STUCK  # D9: flipped for both, 5 s after the bot was back
    await clock.advance(4.7)
    assert slap.state.phase is Phase.SLAP
    await clock.advance(0.2)
    assert slap.state.phase is not Phase.SLAP  # S10: 10 s after the bot was back


async def test_nobody_is_forfeited_while_cut_off_and_the_idle_clock_restarts_whole() -> None:
    """D4: the idle timeout is a minute; the bot is cut off for ten: nobody loses, and
    the idle clocks start afresh once it is back."""
    registry, clock, _, _ = make_registry(window_ms=0, idle_timeout=60)
    actor = match_at(registry, PLAYING)
    await clock.advance(50)
    registry.unavailable(CUT_OFF)
    await clock.advance(600)
    assert not actor.finished
    registry.unavailable(CUT_OFF, False)
    await clock.advance(59)
    assert not actor.finished
    await clock.advance(2)
    assert actor.state.outcome == Outcome(1, EndReason.IDLE)


async def test_every_cause_must_clear_before_the_clocks_start() -> None:
    """Writes refused, then the bot cut off too, then the writes land: still paused until
    the bot is back as well."""
    registry, clock, _, _ = make_registry(window_ms=0, idle_timeout=60)
    actor = match_at(registry, PLAYING)
    actor.unavailable(REFUSED)
    registry.unavailable(CUT_OFF)
    actor.unavailable(REFUSED, False)
    await clock.advance(120)
    assert actor.paused and not actor.finished
    registry.unavailable(CUT_OFF, False)
    assert not actor.paused
    await clock.advance(61)
    assert actor.finished


async def test_a_blip_is_not_said_on_the_board_but_an_outage_is() -> None:
    """A reconnect's blip (under 2 s) stands the clocks and says nothing; an outage that
    lasts is said on the board ("paused"), and its end too (the note)."""
    registry, clock, publisher, _ = make_registry(window_ms=0, stall=5)
    actor = match_at(registry, STALLED)
    await clock.advance(0)
    shown = len(publisher.boards)
    registry.unavailable(CUT_OFF)
    await clock.advance(1.5)
    registry.unavailable(CUT_OFF, False)
    await clock.advance(0)
    assert len(publisher.boards) == shown  # nothing to say
    registry.unavailable(CUT_OFF)
    await clock.advance(2)
    paused = publisher.boards[-1]
    assert paused.paused and paused.countdown is None and paused.version == actor.version
    assert actor.board().paused
    registry.unavailable(CUT_OFF, False)
    await clock.advance(0)
    back = publisher.boards[-1]
    assert back.note == Paused() and not back.paused and back.version == paused.version + 1


async def test_a_board_being_posted_stands_the_clocks_without_a_word() -> None:
    """No board to press (it is being posted) is no outage: the clocks stand, nothing is
    said, and they start afresh, whole, once it is up."""
    registry, clock, publisher, _ = make_registry(window_ms=0, stall=5)
    actor = match_at(registry, STALLED)
    await clock.advance(3)
    actor.board_missing(True)
    await clock.advance(60)
    assert actor.state == STALLED and not actor.board().paused
    shown = len(publisher.boards)
    actor.board_missing(False)
    await clock.advance(4.9)
    assert actor.state == STALLED and len(publisher.boards) == shown
    await clock.advance(0.2)
    assert actor.state != STALLED


async def test_bot_seats_wait_while_paused() -> None:
    """The bot opponent does not play on while its opponent cannot reach the board."""
    registry, clock, _, _ = make_registry(window_ms=0)
    bot = Player(-1, "SpitBot", Difficulty.HARD)
    actor = match_at(registry, PLAYING, players=(ALICE, bot))
    registry.unavailable(CUT_OFF)
    before = actor.state
    await clock.advance(30)
    assert actor.state == before
    registry.unavailable(CUT_OFF, False)
    await clock.advance(5)
    assert actor.state != before  # it plays once the match resumes


async def test_a_match_restored_while_cut_off_starts_paused() -> None:
    registry, clock, _, _ = make_registry(window_ms=0, idle_timeout=60)
    registry.unavailable(CUT_OFF)
    actor = match_at(registry, PLAYING)
    await clock.advance(120)
    assert actor.paused and not actor.finished
    registry.unavailable(CUT_OFF, False)
    await clock.advance(61)
    assert actor.finished


# --- the board checked before an idle forfeit (D4) ---------------------------------------


async def test_before_an_idle_forfeit_the_board_is_checked() -> None:
    registry, clock, publisher, _ = make_registry(window_ms=0, idle_timeout=60)
    actor = match_at(registry, PLAYING)
    await clock.advance(61)
    assert publisher.asked == [actor.info]  # once for both seats
    assert actor.state.outcome == Outcome(1, EndReason.IDLE)


async def test_a_board_that_is_not_there_forfeits_nobody_and_the_clocks_restart() -> None:
    """The publisher says the board is not there (gone unheard, or nobody could say):
    nobody loses, and a whole idle timeout starts again."""
    registry, clock, publisher, _ = make_registry(window_ms=0, idle_timeout=60)
    actor = match_at(registry, PLAYING)
    publisher.shown = False
    await clock.advance(60)  # checked at 60 s: not there
    assert not actor.finished
    publisher.shown = True
    await clock.advance(59.9)
    assert not actor.finished
    await clock.advance(0.2)  # a whole idle timeout after the check
    assert actor.finished


async def test_a_press_while_the_board_is_checked_saves_its_player() -> None:
    """Alice presses while her board is being checked: she is not forfeited; Bob, who
    did nothing, is (his check is not restarted by her press)."""
    registry, clock, publisher, _ = make_registry(window_ms=0, idle_timeout=60)
    actor = match_at(registry, PLAYING)
    asked = publisher.board_shown
    pressed: list[bool] = []

    async def slow(match: MatchInfo) -> bool:
        result = await actor.press(press(clock, ALICE, Play(0, 1, 1)))  # 4♥ on 5♦
        pressed.append(result.applied)
        return await asked(match)

    publisher.board_shown = slow  # type: ignore[method-assign]
    await clock.advance(61)
    assert pressed == [True]
    assert actor.state.outcome == Outcome(0, EndReason.IDLE)  # Bob lost, not Alice


# --- a place gone for good ------------------------------------------------------------


async def test_a_place_gone_ends_its_matches_and_closes_its_challenges() -> None:
    registry, clock, publisher, recorder = make_registry(window_ms=0)
    challenge = await registry.challenge(
        channel_id=CHANNEL, guild_id=1, challenger=Player(7, "G"), invitee=Player(8, "H"),
        variant=Variant(),
    )  # fmt: skip
    here = match_at(registry, PLAYING)
    elsewhere = match_at(registry, PLAYING, channel=77, match_id="m2",
                         players=(Player(5, "E"), Player(6, "F")))  # fmt: skip
    assert registry.gone("channel deleted", channel_id=CHANNEL) == 1
    await clock.advance(0)
    assert here.finished and here.state.outcome is None and not elsewhere.finished
    assert recorder.abandoned == [(here.info, "channel deleted")]
    assert registry.of_player(ALICE.user_id) is None and registry.of_player(BOB.user_id) is None
    assert recorder.challenges[-1] == ChallengeClosed(challenge.challenge_id, "cancelled")
    assert registry.pending_challenge(challenge.challenge_id) is None
    assert publisher.parked == [] and publisher.abandoned == []  # nowhere to say it
    assert registry.gone("removed from the server", guild_id=1) == 1
    assert elsewhere.finished
    await clock.advance(600)
    assert publisher.expired == []  # the challenge's expiry went with it
