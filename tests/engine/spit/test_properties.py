"""Hypothesis properties over random playouts, for every variant combination.

The bound: in 960 measured playouts (every variant combination, bot policies
and uniformly random legal actions alike) the longest game took 2,702
actions; every playout here must end within 20,000.
"""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spitbot.engine import IllegalAction, Level
from spitbot.engine.spit import (
    Action,
    Choose,
    Colours,
    Flip,
    Move,
    Play,
    Scoring,
    Slap,
    SlapRule,
    Spit,
    State,
    Variant,
    apply,
    format_state,
    legal_actions,
    mirror_action,
    mirror_state,
    new_game,
    parse_state,
)

from .playout import play_to_end, policy, random_legal, steps

BOUND = 20_000

variants = st.builds(
    Variant,
    stockpiles=st.sampled_from([5, 4]),
    slap=st.sampled_from(list(SlapRule)),
    colours=st.sampled_from(list(Colours)),
    scoring=st.sampled_from(list(Scoring)),
    target=st.sampled_from([100, 40]),
    auto_flip=st.booleans(),
    auto_fill=st.booleans(),
)
players = st.sampled_from(
    [
        (policy(Level.STRONG), policy(Level.GREEDY)),
        (policy(Level.GREEDY), policy(Level.STRONG)),
        (random_legal, random_legal),
        (policy(Level.STRONG), random_legal),
    ]
)
FAST = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def every_action(state: State, seat: int) -> list[Action]:
    """A superset of the seat's possible actions, including out-of-range ones, and
    plays that name the stockpile's top card or another one (a stale press)."""
    out: list[Action] = [Spit(seat)]
    for i in range(6):
        top = state.sides[seat].top(i) if i < len(state.sides[seat].stocks) else None
        named = {0 if top is None else top, (top or 0) ^ 1}
        out += [Play(seat, i, p, card) for p in range(3) for card in named]
    out += [Flip(seat, i) for i in range(6)]
    out += [Move(seat, i, j) for i in range(5) for j in range(5)]
    out += [Slap(seat, p) for p in range(3)] + [Choose(seat, p) for p in range(3)]
    return out


@FAST
@given(variant=variants, seed=st.integers(0, 2**32), pair=players)
def test_c1_all_52_cards_exactly_once_in_every_reachable_state(
    variant: Variant, seed: int, pair: tuple
) -> None:
    state = new_game(variant, random.Random(seed))
    for _, _, after, _ in steps(state, pair, random.Random(seed), BOUND):
        assert sorted(after.cards()) == list(range(52))


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=variants, seed=st.integers(0, 2**32))
def test_only_legal_actions_are_accepted_and_errors_change_nothing(
    variant: Variant, seed: int
) -> None:
    state = new_game(variant, random.Random(seed))
    rng = random.Random(seed)
    for before, _, _, _ in steps(state, (random_legal, random_legal), rng, BOUND):
        if rng.random() > 0.25:  # check a quarter of the positions, to stay fast
            continue
        snapshot = format_state(before)
        for seat in (0, 1):
            legal = set(legal_actions(before, seat))
            for action in every_action(before, seat):
                try:
                    apply(before, action)
                    accepted = True
                except IllegalAction as e:
                    accepted = False
                    assert e.code != IllegalAction.code and str(e)  # a specific reason
                assert accepted == (action in legal), (action, snapshot)
        assert format_state(before) == snapshot


@FAST
@given(variant=variants, seed=st.integers(0, 2**32), pair=players)
def test_notation_round_trips_in_every_reachable_state(
    variant: Variant, seed: int, pair: tuple
) -> None:
    state = new_game(variant, random.Random(seed))
    assert parse_state(format_state(state)) == state
    for _, _, after, _ in steps(state, pair, random.Random(seed), BOUND):
        assert parse_state(format_state(after)) == after


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=variants, seed=st.integers(0, 2**32), pair=players)
def test_every_playout_reaches_game_over_within_the_bound(
    variant: Variant, seed: int, pair: tuple
) -> None:
    final, n = play_to_end(new_game(variant, random.Random(seed)), pair, random.Random(seed), BOUND)
    assert final.outcome is not None
    assert 0 < n < BOUND


@FAST
@given(variant=variants, seed=st.integers(0, 2**32), pair=players)
def test_swapping_the_seats_mirrors_the_result(variant: Variant, seed: int, pair: tuple) -> None:
    state = new_game(variant, random.Random(seed))
    final = state
    for before, action, after, _ in steps(state, pair, random.Random(seed), BOUND):
        mirrored, _ = apply(mirror_state(before), mirror_action(action))
        assert mirrored == mirror_state(after)
        final = after
    # Play the mirrored game with the players' seats swapped, in mirrored turn order.
    swapped = (pair[1], pair[0])
    rng = random.Random(seed)
    mirrored_final = mirror_state(state)
    for _, _, after, _ in _mirrored_steps(mirror_state(state), swapped, rng):
        mirrored_final = after
    assert mirrored_final == mirror_state(final)
    assert final.outcome is not None and mirrored_final.outcome is not None
    if final.outcome.winner is not None:
        assert mirrored_final.outcome.winner == 1 - final.outcome.winner


def _mirrored_steps(state, swapped, rng):  # type: ignore[no-untyped-def]
    """Like :func:`steps`, but the seat order drawn each turn is mirrored too."""

    class MirroredRandom(random.Random):
        def random(self) -> float:
            return 1.0 - rng.random()

        def choice(self, seq):  # type: ignore[no-untyped-def]
            return rng.choice(seq)

    return steps(state, swapped, MirroredRandom(), BOUND)
