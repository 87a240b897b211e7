"""P7, D4: the first to play every card wins; resigning and going idle."""

import random

import pytest

from spitbot.engine import EndReason, GameIsOver, GameOver, Outcome, RoundOver, parse_card
from spitbot.engine.speed import Phase, Play, Resign, Variant, apply, new_game

from .position import position

C = parse_card


def test_p7_the_first_to_play_every_card_from_hand_and_draw_pile_wins() -> None:
    s = position("9C", "2D2C2H3C3D", c0="8D", c1="TS", rest="d1")
    s, events = apply(s, Play(0, C("9C"), 1))
    assert events[1:] == (
        RoundOver(1, 0, (0, 5 + 44)),
        GameOver(Outcome(0, EndReason.ALL_CARDS_PLAYED)),
    )
    assert s.phase is Phase.OVER and s.outcome == Outcome(0, EndReason.ALL_CARDS_PLAYED)
    with pytest.raises(GameIsOver):
        apply(s, Play(1, C("2D"), 0))


def test_p7_an_empty_hand_is_not_out_while_the_draw_pile_has_cards() -> None:
    s = position("9C", "2D2C2H3C3D", c0="8D", c1="TS", d0="8H", rest="d1")
    s, events = apply(s, Play(0, C("9C"), 1))
    assert s.hands[0] == (C("8H"),) and s.outcome is None  # D8 drew it: play on
    assert s.phase is Phase.PLAY
    assert not any(isinstance(e, GameOver) for e in events)


@pytest.mark.parametrize(("idle", "reason"), [(False, EndReason.RESIGNED), (True, EndReason.IDLE)])
def test_d4_resigning_or_going_idle_ends_the_game_for_the_other(
    idle: bool, reason: EndReason
) -> None:
    s = new_game(Variant(), random.Random(1))  # even before the turn-up
    after, events = apply(s, Resign(0, idle=idle))
    assert events == (GameOver(Outcome(1, reason)),)
    assert after.outcome == Outcome(1, reason) and after.phase is Phase.OVER
