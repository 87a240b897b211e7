"""Timers on a driven clock: challenge expiry, D2 countdowns, the S10 slap
timeout, D4 idle forfeit and resignation, cleanup; and the S10 slap race."""

import asyncio

import pytest

from spitbot.engine import EndReason, Outcome
from spitbot.engine.spit import Phase, PilesTaken, Play, Slap, SlappedFirst, Spit, Variant
from spitbot.runtime import (
    ChallengeClosed,
    ChallengeOpened,
    ChannelBusy,
    MatchOver,
    NoSuchChallenge,
    NotInMatch,
    Player,
    PlayerBusy,
    TimeRanOut,
)
from tests.engine.spit.position import position

from .support import ALICE, BOB, CHANNEL, make_registry, match_at, press

PLAYING = position("*9C,*4H,*KS,*KH,*KC", "*7S,*3C,*2H,*3S,*3D", p0="8D", p1="5D", bs="QDJD")
STALLED = position(
    "*QC,*KD,*KS,*KH,*KC",
    "*2D,*2C,*2H,*3S,*3D",
    p0="8D",
    p1="7S",
    as_="4H5H",
    bs="6D",
    ph="stalled",
)
SLAPPING = position("*9C,*KD,*KS,*KH,*KC", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="7S", ph="slap")


async def test_challenge_expires_and_the_channel_is_told() -> None:
    registry, clock, publisher, recorder = make_registry(challenge_ttl=60)
    challenge = await registry.challenge(
        channel_id=CHANNEL, guild_id=1, challenger=ALICE, invitee=BOB, variant=Variant()
    )
    assert recorder.challenges == [ChallengeOpened(challenge)]  # durable before it is shown
    await clock.advance(59.9)
    assert publisher.expired == [] and registry.pending_challenge(challenge.challenge_id)
    await clock.advance(0.2)
    assert publisher.expired == [challenge]
    assert recorder.challenges[-1] == ChallengeClosed(challenge.challenge_id, "expired")
    with pytest.raises(NoSuchChallenge):
        await registry.take_challenge(challenge.challenge_id, "accepted")


async def test_answered_challenge_cancels_its_expiry() -> None:
    registry, clock, publisher, recorder = make_registry(challenge_ttl=60)
    challenge = await registry.challenge(
        channel_id=CHANNEL, guild_id=1, challenger=ALICE, invitee=BOB, variant=Variant()
    )
    assert await registry.take_challenge(challenge.challenge_id, "declined") == challenge
    assert recorder.challenges[-1] == ChallengeClosed(challenge.challenge_id, "declined")
    await clock.advance(120)
    assert publisher.expired == []


async def test_a_challenge_restored_after_a_restart_expires_when_it_would_have() -> None:
    registry, clock, _, _ = make_registry(challenge_ttl=60)
    challenge = await registry.challenge(
        channel_id=CHANNEL, guild_id=1, challenger=ALICE, invitee=BOB, variant=Variant()
    )
    await clock.advance(20)
    later, _, publisher2, _ = make_registry(challenge_ttl=60)
    later.clock = clock  # the same wall time, a new process
    later.publisher = publisher2
    later.restore_challenge(challenge)
    assert later.pending_challenge(challenge.challenge_id) == challenge
    await clock.advance(39.9)
    assert publisher2.expired == []
    await clock.advance(0.2)
    assert publisher2.expired == [challenge]


async def test_d2_spit_countdown_spits_for_who_did_not_press() -> None:
    registry, clock, publisher, _ = make_registry(window_ms=0, stall=5)
    actor = match_at(registry, STALLED)
    assert (await actor.press(press(clock, ALICE, Spit(0)))).applied
    assert actor.state.phase is Phase.STALLED
    board = actor.board()
    assert board.countdown is not None and board.countdown.seats == (1,)
    await clock.advance(4.9)
    assert actor.state.phase is Phase.STALLED
    await clock.advance(0.2)
    assert actor.state.piles[1][-1] != STALLED.piles[1][-1]  # Bob's spit card was turned
    assert publisher.boards[-1].note == TimeRanOut("stall", (1,))


async def test_d2_countdown_is_cancelled_when_both_press() -> None:
    # Bob's spit card (4♦) will let his 3♠ play: the stall is over once both press.
    stalled = position(
        "*QC,*KD,*KS,*KH,*KC", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="7S", as_="4H5H", bs="4D",
        ph="stalled",
    )  # fmt: skip
    registry, clock, _, _ = make_registry(window_ms=0, stall=5)
    actor = match_at(registry, stalled)
    await actor.press(press(clock, ALICE, Spit(0)))
    await actor.press(press(clock, BOB, Spit(1)))
    assert actor.state.phase is Phase.PLAY
    assert actor.board().countdown is None  # the countdown is disarmed, not just ignored
    settled, version = actor.state, actor.version
    await clock.advance(10)
    assert actor.state == settled and actor.version == version


async def test_s10_slap_timeout_each_takes_the_pile_on_their_side() -> None:
    registry, clock, publisher, _ = make_registry(window_ms=0, slap=10)
    actor = match_at(registry, SLAPPING)
    await clock.advance(9.9)
    assert actor.state.phase is Phase.SLAP
    await clock.advance(0.2)
    assert actor.state.phase is Phase.READY and actor.state.round == 2
    assert publisher.boards[-1].note == TimeRanOut("slap", (0, 1))


async def test_s10_slap_race_the_earlier_discord_time_takes_the_pile() -> None:
    registry, clock, _, _ = make_registry(window_ms=100)
    actor = match_at(registry, SLAPPING)
    alice = asyncio.create_task(actor.press(press(clock, ALICE, Slap(0, 1), ms_offset=5)))
    bob = asyncio.create_task(actor.press(press(clock, BOB, Slap(1, 1), ms_offset=2)))
    await clock.advance(0.1)
    assert bob.result().applied
    assert PilesTaken((0, 1), 1) in bob.result().events
    assert not alice.result().applied
    # She is told who slapped first and which pile she takes, not "your board is old".
    assert alice.result().reason == SlappedFirst(by=1, took=0)
    await clock.advance(60)  # the slap timeout was cancelled: nothing more happens
    assert actor.state.round == 2 and actor.state.phase is not Phase.SLAP


async def test_s10_slap_tie_is_settled_stably() -> None:
    registry, clock, _, _ = make_registry(window_ms=100)
    actor = match_at(registry, SLAPPING)
    bob = asyncio.create_task(actor.press(press(clock, BOB, Slap(1, 0), seq=9)))
    alice = asyncio.create_task(actor.press(press(clock, ALICE, Slap(0, 0), seq=3)))
    await clock.advance(0.1)
    # Same millisecond: the lower snowflake (Alice's) is first.
    assert alice.result().applied and not bob.result().applied
    assert PilesTaken((0, 1), 0) in alice.result().events


async def test_d4_idle_player_with_plays_loses() -> None:
    registry, clock, _, recorder = make_registry(window_ms=0, idle_timeout=60)
    actor = match_at(registry, PLAYING)
    await clock.advance(59)
    assert actor.state.phase is Phase.PLAY
    await clock.advance(2)
    # Both sat idle; Alice's timer was armed first (seat order) and she loses.
    assert actor.state.outcome == Outcome(1, EndReason.IDLE)
    assert recorder.results and recorder.results[-1][1].outcome == Outcome(1, EndReason.IDLE)


async def test_d4_acting_resets_the_idle_timer() -> None:
    registry, clock, _, _ = make_registry(window_ms=0, idle_timeout=60)
    actor = match_at(registry, PLAYING)
    await clock.advance(50)
    assert (await actor.press(press(clock, ALICE, Play(0, 1, 1)))).applied  # 4♥ on 5♦
    await clock.advance(15)
    # Bob did nothing for 65 s and loses; Alice acted at 50 s.
    assert actor.state.outcome == Outcome(0, EndReason.IDLE)


async def test_d4_resign_at_any_time() -> None:
    registry, _, _, _ = make_registry(window_ms=0)
    actor = match_at(registry, PLAYING)
    carol = await actor.resign(303)
    assert not carol.applied and carol.reason == NotInMatch("Alice", "Bob")
    result = await actor.resign(BOB.user_id)
    assert result.applied
    assert actor.state.outcome == Outcome(0, EndReason.RESIGNED)
    again = await actor.resign(ALICE.user_id)
    assert not again.applied and again.reason == MatchOver()


async def test_finished_matches_free_the_channel_and_are_cleaned_up_later() -> None:
    registry, clock, _, _ = make_registry(window_ms=0, cleanup_after=300)
    actor = match_at(registry, PLAYING)
    await actor.resign(BOB.user_id)
    assert registry.in_channel(CHANNEL) is None
    assert registry.of_player(ALICE.user_id) is None
    assert registry.by_id("m1") is actor  # late presses still get "this match is over"
    late = await actor.press(press(clock, ALICE, Play(0, 0, 0)))
    assert late.reason == MatchOver()
    await clock.advance(301)
    assert registry.by_id("m1") is None


async def test_one_live_match_per_channel_and_per_person() -> None:
    registry, _, _, _ = make_registry()
    match_at(registry, PLAYING)
    players = (Player(5, "E"), Player(6, "F"))
    with pytest.raises(ChannelBusy):
        await registry.start(channel_id=CHANNEL, guild_id=1, players=players, variant=Variant())
    with pytest.raises(PlayerBusy) as busy:
        await registry.start(channel_id=CHANNEL + 1, guild_id=1, players=(ALICE, Player(6, "F")),
                             variant=Variant())  # fmt: skip
    assert busy.value == PlayerBusy("Alice")


async def test_forgetting_a_finished_match_tells_the_adapters() -> None:
    registry, clock, _, _ = make_registry(window_ms=0, cleanup_after=60)
    forgotten: list[str] = []
    registry.on_forget.append(forgotten.append)
    actor = match_at(registry, PLAYING)
    await actor.resign(BOB.user_id)
    await clock.advance(59)
    assert forgotten == []
    await clock.advance(2)
    assert forgotten == ["m1"]


async def test_a_press_waiting_in_the_window_is_answered_when_the_match_ends_meanwhile() -> None:
    import asyncio

    registry, clock, _, _ = make_registry(window_ms=100)
    actor = match_at(registry, PLAYING)
    waiting = asyncio.create_task(actor.press(press(clock, ALICE, Play(0, 0, 0))))
    await clock.advance(0.01)
    assert (await actor.resign(BOB.user_id)).applied  # D4: the match ends in Alice's window
    await clock.advance(0.1)
    assert waiting.done()
    assert waiting.result().reason == MatchOver()
