"""Engine benchmark: actions applied per second, and whole AI-vs-AI games.

Run: ``python bench/engine.py [--games N] [--repeats R]``. Prints medians over
the repeats, on one core (the engine is single-threaded and pure):

- actions/s: ``apply`` alone, replaying recorded games (no policy cost);
- one full standard game, bot against bot, all rounds to S14 (policy + apply);
- one points series to 100 (V4), bot against bot.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from spitbot.engine import Level
from spitbot.engine.spit import (
    Action,
    Phase,
    Scoring,
    SlapTimeout,
    State,
    Variant,
    apply,
    choose_action,
    new_game,
    view,
)


def bot_game(variant: Variant, seed: int) -> tuple[State, list[Action]]:
    """A whole game between the STRONG and GREEDY policies; seats act in a seeded order."""
    state = new_game(variant, random.Random(seed))
    order = random.Random(seed)
    levels = (Level.STRONG, Level.GREEDY)
    actions: list[Action] = []
    while state.phase is not Phase.OVER:
        seats = (0, 1) if order.random() < 0.5 else (1, 0)
        for seat in seats:
            action = choose_action(view(state, seat), levels[seat])
            if action is not None:
                break
        else:
            action = SlapTimeout()
        state, _ = apply(state, action)
        actions.append(action)
    return state, actions


def timed_games(variant: Variant, games: int, seed0: int) -> tuple[float, int]:
    start = time.perf_counter()
    total = 0
    for seed in range(seed0, seed0 + games):
        _, actions = bot_game(variant, seed)
        total += len(actions)
    return (time.perf_counter() - start) / games, total // games


def replay_rate(variant: Variant, games: int) -> tuple[float, int]:
    recorded = [
        (new_game(variant, random.Random(s)), bot_game(variant, s)[1]) for s in range(games)
    ]
    count = sum(len(a) for _, a in recorded)
    start = time.perf_counter()
    for state, actions in recorded:
        for action in actions:
            state, _ = apply(state, action)
    return count / (time.perf_counter() - start), count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    standard = Variant()
    points = Variant(scoring=Scoring.POINTS, target=100)
    rates, game_times, series_times = [], [], []
    for r in range(args.repeats):
        rate, _ = replay_rate(standard, args.games)
        rates.append(rate)
        t, game_len = timed_games(standard, args.games, r * args.games)
        game_times.append(t)
        t, series_len = timed_games(points, max(1, args.games // 4), r * args.games)
        series_times.append(t)
    print(f"engine benchmark: {args.games} games x {args.repeats} repeats, medians")
    print(f"  actions applied per second (apply only): {statistics.median(rates):,.0f}")
    game_ms = statistics.median(game_times) * 1000
    series_ms = statistics.median(series_times) * 1000
    print(f"  full standard game, AI vs AI (to S14):   {game_ms:.2f} ms  (~{game_len} actions)")
    print(f"  points series to 100 (V4), AI vs AI:     {series_ms:.2f} ms  (~{series_len} actions)")


if __name__ == "__main__":
    main()
