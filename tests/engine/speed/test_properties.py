"""Hypothesis properties over random playouts, for every variant (C1, P1, P7, P8).

The bound: in 3,024 measured playouts (every variant, bot policies and uniformly
random legal actions alike, points series to 10, 15 and 20) the longest game
took 999 actions; every playout here must end within 5,000.
"""

import random
from collections.abc import Iterator
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spitbot.engine import IllegalAction, Level
from spitbot.engine.speed import (
    Action,
    CardPlayed,
    Dealt,
    Event,
    Flip,
    Flipped,
    Phase,
    Play,
    Scoring,
    State,
    TurnedUp,
    Variant,
    apply,
    format_state,
    legal_actions,
    mirror_action,
    mirror_state,
    new_game,
    parse_state,
    public_view,
    view,
)

from .playout import Chooser, play_to_end, policy, random_legal, steps

BOUND = 5_000

variants = st.builds(
    Variant,
    side_piles=st.sampled_from([10, 5]),
    scoring=st.sampled_from(list(Scoring)),
    target=st.sampled_from([10, 15]),
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
Pair = tuple[Chooser, Chooser]


def every_action(seat: int) -> list[Action]:
    """A superset of the seat's possible actions: every card of the deck (and one
    that is no card) onto every pile, in range or not, and the call."""
    actions: list[Action] = [Flip(seat)]
    actions += [Play(seat, card, p) for card in range(53) for p in (-1, 0, 1, 2)]
    return actions


def playout(variant: Variant, seed: int, pair: Pair) -> Iterator[tuple[State, Action, State, Any]]:
    return steps(new_game(variant, random.Random(seed)), pair, random.Random(seed), BOUND)


@FAST
@given(variant=variants, seed=st.integers(0, 2**32), pair=players)
def test_c1_all_52_cards_exactly_once_in_every_reachable_state(
    variant: Variant, seed: int, pair: Pair
) -> None:
    for _, _, after, _ in playout(variant, seed, pair):
        assert sorted(after.cards()) == list(range(52))
        assert all(len(hand) <= 5 for hand in after.hands)  # P1
        # D8: a hand is short only when its draw pile is empty.
        assert all(len(h) == 5 or not d for h, d in zip(after.hands, after.draws, strict=True))


@FAST
@given(variant=variants, seed=st.integers(0, 2**32), pair=players)
def test_p1_a_view_never_holds_a_hidden_card(variant: Variant, seed: int, pair: Pair) -> None:
    for _, _, s, events in playout(variant, seed, pair):
        face_down = [*s.draws[0], *s.draws[1], *s.sides[0], *s.sides[1]]
        if s.phase is Phase.READY:  # P3: the middle cards too, until turned up
            face_down += [s.centre[0][-1], s.centre[1][-1]]
        board = public_view(s)
        tops = {c.top for c in board.centre if c.top is not None}
        assert not tops & {*face_down, *s.hands[0], *s.hands[1]}
        for seat in (0, 1):
            mine = view(s, seat)
            assert mine.board == board and mine.hand == s.hands[seat]
            assert not set(mine.hand) & {*face_down, *s.hands[1 - seat]}
        if not any(isinstance(e, Dealt) for e in events):  # P8: a fresh deal takes all back
            assert not _event_cards(events) & {*face_down, *s.hands[0], *s.hands[1]}


def _event_cards(events: tuple[Event, ...]) -> set[int]:
    """The cards events name. Events are public, so only cards played or turned up
    may appear: no event says which card was drawn (P1, D8)."""
    named: set[int] = set()
    for event in events:
        if isinstance(event, CardPlayed):
            named.add(event.card)
        elif isinstance(event, TurnedUp | Flipped):
            named.update(c for c in event.cards if c is not None)
    return named


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=variants, seed=st.integers(0, 2**32))
def test_legal_actions_are_exactly_what_apply_accepts_and_errors_change_nothing(
    variant: Variant, seed: int
) -> None:
    rng = random.Random(seed)
    for before, _, _, _ in playout(variant, seed, (random_legal, random_legal)):
        if rng.random() > 0.15:  # check some of the positions, to stay fast
            continue
        snapshot = format_state(before)
        for seat in (0, 1):
            legal = set(legal_actions(before, seat))
            for action in every_action(seat):
                try:
                    apply(before, action)
                    accepted = True
                except IllegalAction as e:
                    accepted = False
                    assert e.code != IllegalAction.code and str(e)  # a specific reason
                assert accepted == (action in legal), (action, snapshot)
        assert format_state(before) == snapshot


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=variants, seed=st.integers(0, 2**32), pair=players)
def test_p7_p8_every_game_ends(variant: Variant, seed: int, pair: Pair) -> None:
    state = new_game(variant, random.Random(seed))
    final, n = play_to_end(state, pair, random.Random(seed), BOUND)
    assert final.phase is Phase.OVER and final.outcome is not None
    assert 0 < n < BOUND
    if variant.scoring is Scoring.POINTS:
        assert max(final.scores) >= variant.target
        assert sum(a + b for a, b in final.history) == sum(final.scores)


@FAST
@given(variant=variants, seed=st.integers(0, 2**32), pair=players)
def test_notation_round_trips_in_every_reachable_state(
    variant: Variant, seed: int, pair: Pair
) -> None:
    start = new_game(variant, random.Random(seed))
    assert parse_state(format_state(start)) == start
    for _, _, after, _ in playout(variant, seed, pair):
        assert parse_state(format_state(after)) == after


@FAST
@given(variant=variants, seed=st.integers(0, 2**32), pair=players)
def test_swapping_the_seats_mirrors_the_game(variant: Variant, seed: int, pair: Pair) -> None:
    state = new_game(variant, random.Random(seed))
    final = state
    for before, action, after, _ in steps(state, pair, random.Random(seed), BOUND):
        mirrored, _ = apply(mirror_state(before), mirror_action(action))
        assert mirrored == mirror_state(after)
        final = after
    # Play the mirrored game with the players' seats swapped, in mirrored turn order.
    mirrored_final = mirror_state(state)
    for _, _, after, _ in steps(
        mirror_state(state), (pair[1], pair[0]), _Mirrored(random.Random(seed)), BOUND
    ):
        mirrored_final = after
    assert mirrored_final == mirror_state(final)


class _Mirrored(random.Random):
    """Draws what ``rng`` draws, but the seat order of :func:`steps` comes out swapped."""

    def __init__(self, rng: random.Random) -> None:
        super().__init__()
        self.rng = rng

    def random(self) -> float:
        return 1.0 - self.rng.random()

    def choice(self, seq: Any) -> Any:
        return self.rng.choice(seq)
