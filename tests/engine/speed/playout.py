"""Drive a Speed game to its end with bot policies or random legal actions (tests)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from spitbot.engine import Level
from spitbot.engine.speed import (
    Action,
    Event,
    Phase,
    State,
    apply,
    choose_action,
    legal_actions,
    view,
)

Chooser = Callable[[State, int, random.Random], Action | None]


def policy(level: Level) -> Chooser:
    def choose(state: State, seat: int, rng: random.Random) -> Action | None:
        return choose_action(view(state, seat), level)

    return choose


def random_legal(state: State, seat: int, rng: random.Random) -> Action | None:
    actions = legal_actions(state, seat)
    return rng.choice(actions) if actions else None


def steps(
    state: State, players: tuple[Chooser, Chooser], rng: random.Random, limit: int
) -> Iterator[tuple[State, Action, State, tuple[Event, ...]]]:
    """Yield (before, action, after, events) until the game is over or ``limit`` actions.

    Each turn the seats act in an order drawn from ``rng``: the first with something
    to do acts. A position where nobody has anything to do is a deadlock and fails
    loudly: Speed has no referee action, so one seat can always act until OVER.
    """
    for _ in range(limit):
        if state.phase is Phase.OVER:
            return
        order = (0, 1) if rng.random() < 0.5 else (1, 0)
        for seat in order:
            action = players[seat](state, seat, rng)
            if action is not None:
                before = state
                state, events = apply(state, action)
                yield before, action, state, events
                break
        else:
            raise AssertionError(f"deadlock: nobody can act in {state}")
    raise AssertionError(f"no game over within {limit} actions")


def play_to_end(
    state: State, players: tuple[Chooser, Chooser], rng: random.Random, limit: int
) -> tuple[State, int]:
    n, final = 0, state
    for _, _, after, _ in steps(state, players, rng, limit):
        n, final = n + 1, after
    return final, n
