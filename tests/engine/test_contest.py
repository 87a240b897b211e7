"""S6, S10, D3: each game's fast answer to "can this press be raced?" held against the
generic one (both orders tried against every legal action of the other seat), on
random positions of every variant of both games: it may be more cautious, never less."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from typing import Any

import pytest

from spitbot.engine import AnyGame, find_game
from spitbot.engine.contest import commute, contested_by_trial
from spitbot.engine.speed import Play as SpeedPlay
from spitbot.engine.speed import Scoring as SpeedScoring
from spitbot.engine.speed import Variant as SpeedVariant
from spitbot.engine.spit import Colours, Scoring, SlapRule
from spitbot.engine.spit import Play as SpitPlay
from spitbot.engine.spit import Variant as SpitVariant
from tests.engine.spit.position import position

SPIT_VARIANTS = [
    SpitVariant(n, slap, colours, scoring, 30 if scoring is Scoring.POINTS else 100, flip, fill)
    for n, slap, colours, scoring, flip, fill in itertools.product(
        (5, 4), SlapRule, Colours, Scoring, (True, False), (True, False)
    )
]
SPEED_VARIANTS = [
    SpeedVariant(size, scoring, 20 if scoring is SpeedScoring.POINTS else 50)
    for size, scoring in itertools.product((10, 5), SpeedScoring)
]


def positions(game: AnyGame, variant: Any, seed: int, limit: int) -> Iterator[tuple[Any, Any]]:
    """Positions of a random playout (random legal actions, the referee's when nobody
    acts), each with the position before it (whose actions are now stale presses)."""
    rng = random.Random(seed)
    state = game.new_game(variant, rng)
    before = state
    for _ in range(limit):
        if state.outcome is not None:
            return
        yield state, before
        choices = [a for seat in (0, 1) for a in game.legal_actions(state, seat)]
        if not choices:
            deadline = game.deadline(state)
            assert deadline is not None
            choices = list(game.on_deadline(state, deadline))
        before = state
        state, _ = game.apply(state, rng.choice(choices))


def check(game: AnyGame, variants: list[Any], limit: int) -> tuple[int, int]:
    """Every legal (and every stale) press of each seat in each position: the fast answer
    is contested wherever the generic one is. Returns (presses, uncontested by both)."""
    checked = calm = 0
    for number, variant in enumerate(variants):
        for state, before in positions(game, variant, seed=number, limit=limit):
            for seat in (0, 1):
                presses = {*game.legal_actions(state, seat), *game.legal_actions(before, seat)}
                for action in presses:
                    generic = contested_by_trial(game, state, action)
                    fast = game.contested(state, action)
                    assert fast or not generic, (game.format_state(state), action)
                    checked += 1
                    calm += not fast
    return checked, calm


@pytest.mark.parametrize(
    ("name", "variants", "limit"), [("spit", SPIT_VARIANTS, 160), ("speed", SPEED_VARIANTS, 400)]
)
def test_the_fast_answer_is_never_less_cautious_than_trying_both_orders(
    name: str, variants: list[Any], limit: int
) -> None:
    checked, calm = check(find_game(name), variants, limit)
    assert checked > 2_000
    assert calm > checked // 5  # and it still lets many presses through at once


SPIT = find_game("spit")
# Alice's 9♣ and Bob's 7♠ both fit the 8♦ on the left pile; Bob's 6♥ fits the 5♦.
RACE = position("*9C,*4H,*KS,*KH,*KC", "*7S,*3C,*6H,*3S,*3D", p0="8D", p1="5D", bs="QDJD")


def test_s6_plays_onto_one_pile_do_not_commute_onto_two_they_do() -> None:
    assert not commute(SPIT, RACE, SpitPlay(0, 0, 0), SpitPlay(1, 0, 0))
    assert commute(SPIT, RACE, SpitPlay(0, 0, 0), SpitPlay(1, 2, 1))
    assert SPIT.contested(RACE, SpitPlay(0, 0, 0))  # Bob's 7♠ could land first
    # Alice's 4♥ onto the 5♦: Bob could play his 6♥ there first.
    assert SPIT.contested(RACE, SpitPlay(0, 1, 1))


def test_s6_a_play_nobody_else_can_race_is_uncontested() -> None:
    # Bob has nothing that fits the 5♦ on the right pile, and only plays on the left.
    state = position("*9C,*4H,*KS,*KH,*KC", "*7S,*3C,*2H,*3S,*3D", p0="8D", p1="5D", bs="QDJD")
    assert not SPIT.contested(state, SpitPlay(0, 1, 1))  # the 4♥ onto the 5♦
    assert contested_by_trial(SPIT, state, SpitPlay(0, 0, 0))


def test_s9_a_play_that_ends_the_round_is_contested() -> None:
    # Alice's last stockpile card, onto the right pile; Bob can play on the left.
    state = position("*4H,-,-,-,-", "*7S,*3C,*2H,*3S,*3D", p0="8D", p1="5D", bs="QDJD")
    action = SpitPlay(0, 0, 1)
    assert contested_by_trial(SPIT, state, action) and SPIT.contested(state, action)


def test_s10_a_slap_is_always_contested() -> None:
    state = position("*9C,*4H,*KS,*KH,*KC", "*7S,*3C,*2H,*3S,*3D", p0="8D", p1="5D",
                     ph="slap")  # fmt: skip
    from spitbot.engine.spit import Slap

    assert SPIT.contested(state, Slap(0, 0)) and contested_by_trial(SPIT, state, Slap(0, 0))


def test_speed_plays_onto_the_two_piles_commute() -> None:
    speed = find_game("speed")
    rng = random.Random(3)
    for state, _ in positions(speed, SpeedVariant(), seed=5, limit=400):
        if state.phase.name != "PLAY":
            continue
        plays = [p for p in speed.legal_actions(state, 0) if isinstance(p, SpeedPlay)]
        rivals = [p for p in speed.legal_actions(state, 1) if isinstance(p, SpeedPlay)]
        for mine, theirs in itertools.product(plays, rivals):
            if mine.pile == theirs.pile:
                assert not commute(speed, state, mine, theirs)  # the first card lands
        if plays and rivals and rng.random() < 0.5:
            break
