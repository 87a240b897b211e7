"""Speed behind the generic Game hooks the runtime asks (D3, D4, D9)."""

import random

import pytest

from spitbot.engine import (
    Deadline,
    DoesNotFit,
    LandedFirst,
    Level,
    default_game,
    find_game,
    games,
    parse_card,
)
from spitbot.engine.speed import (
    SPEED,
    STANDARD,
    AllStuck,
    CardPlayed,
    Flip,
    Phase,
    Play,
    Resign,
    Scoring,
    Variant,
    apply,
    format_state,
    mirror_state,
    new_game,
    view,
)
from spitbot.engine.spit import SPIT

from .position import position

C = parse_card
STUCK = {"c0": "QS", "c1": "KH", "s0": "6C2S", "s1": "6D2H", "rest": "d0,d1", "ph": "stuck"}
H0, H1 = "5S5H9S9H7S", "5D5C9D9C7H"


def test_speed_is_the_second_game() -> None:
    assert games() == (SPIT, SPEED) and default_game() is SPIT  # by their order
    assert find_game("speed") is SPEED and SPEED.name == "speed"
    assert SPEED.default_variant == STANDARD
    assert SPEED.parse_variant("5,points:80") == Variant(5, Scoring.POINTS, 80)
    assert SPEED.parse_variant("5,points:80").series_target == 80


def test_the_hooks_are_the_engine_functions() -> None:
    s = SPEED.new_game(STANDARD, random.Random(8))
    assert s == new_game(STANDARD, random.Random(8))
    assert SPEED.format_state(s) == format_state(s)
    assert SPEED.parse_state(format_state(s)) == s
    assert SPEED.mirror_state(s) == mirror_state(s)
    assert SPEED.view(s, 1) == view(s, 1)
    assert SPEED.legal_actions(s, 0) == [Flip(0)]
    assert SPEED.choose_action(SPEED.view(s, 0), Level.GREEDY) == Flip(0)
    assert SPEED.apply(s, Flip(0)) == apply(s, Flip(0))
    assert SPEED.seat_of(Play(1, 0, 0)) == 1 and SPEED.seat_of(Flip(0)) == 0
    assert SPEED.resign(1, True) == Resign(1, idle=True)


def test_p3_d9_the_first_flip_of_a_deal_is_timed_and_the_countdown_flips() -> None:
    s = new_game(STANDARD, random.Random(8))
    assert SPEED.deadline(s) == Deadline("ready", (0, 1), 1)
    s, _ = apply(s, Flip(1))
    deadline = SPEED.deadline(s)
    assert deadline == Deadline("ready", (0,), 1)  # same episode: the timer runs on
    actions = SPEED.on_deadline(s, deadline)
    assert actions == [Flip(0)]
    s, _ = apply(s, actions[0])
    assert s.phase is not Phase.READY


def test_d9_each_stuck_spell_is_a_new_episode_and_play_has_no_deadline() -> None:
    s = position(H0, H1, **STUCK)
    first = SPEED.deadline(s)
    assert first is not None and first.kind == "flip" and first.seats == (0, 1)
    s, _ = apply(s, Flip(0))
    called = SPEED.deadline(s)
    assert called is not None and called.seats == (1,) and called.episode == first.episode
    s, _ = apply(s, Flip(1))
    assert s.phase is Phase.STUCK  # still stuck after the 2s: a second spell in a row
    second = SPEED.deadline(s)
    assert second is not None and second.seats == (0, 1) and second.episode != first.episode
    s, _ = apply(s, Flip(0))
    s, _ = apply(s, Flip(1))
    assert s.phase is Phase.PLAY and SPEED.deadline(s) is None


def test_d4_busy_means_a_card_to_play_during_play() -> None:
    s = position(H0, "5D5C9D9CJH", c0="QS", c1="KH", rest="d0,d1")
    assert SPEED.busy(s, 1) and not SPEED.busy(s, 0)
    assert not SPEED.busy(position(H0, H1, **STUCK), 0)
    assert not SPEED.busy(new_game(STANDARD, random.Random(1)), 0)


def test_d3_a_card_beaten_to_the_pile_in_the_same_window_landed_first() -> None:
    s = position("9C2S3S4S5S", "7SKDKHKCQC", c0="8D", c1="AS", rest="d0,d1")
    s, events = apply(s, Play(0, C("9C"), 0))
    late = Play(1, C("7S"), 0)  # aimed at the 8♦, which is now under the 9♣
    with pytest.raises(DoesNotFit) as info:
        apply(s, late)
    error = info.value
    assert SPEED.explain(error, late, s, events) == LandedFirst(0, C("9C"), C("7S"))
    # Without another seat's card on that pile in the window, the refusal stands.
    assert SPEED.explain(error, late, s, []) is error
    assert SPEED.explain(error, late, s, [CardPlayed(1, C("8S"), 0)]) is error
    assert SPEED.explain(error, late, s, [CardPlayed(0, C("9C"), 1)]) is error


def test_d3_p5_a_card_beaten_to_the_pile_by_one_that_left_everyone_stuck_landed_first() -> None:
    s = position("JD5H9S9H7S", "KC5C9D9C7H", c0="QS", c1="KH", s0="6C", s1="6D", rest="d1")
    s, events = apply(s, Play(0, C("JD"), 0))
    assert s.phase is Phase.STUCK  # the J♦ fits nothing either of them holds
    late = Play(1, C("KC"), 0)  # aimed at the Q♠, now under the J♦
    with pytest.raises(AllStuck) as info:
        apply(s, late)
    assert SPEED.explain(info.value, late, s, events) == LandedFirst(0, C("JD"), C("KC"))
    # A card the player does not hold is not explained away.
    gone = Play(1, C("JD"), 0)
    with pytest.raises(AllStuck) as other:
        apply(s, gone)
    assert SPEED.explain(other.value, gone, s, events) is other.value
