"""Engine benchmark: actions applied per second, and whole AI-vs-AI games, per game.

Run: ``python bench/engine.py [--games N] [--repeats R]``. Prints medians over
the repeats, on one core (the engine is single-threaded and pure), Spit and
Speed side by side:

- actions/s: ``apply`` alone, replaying recorded games (no policy cost);
- one full standard game, bot against bot, to its end (policy, view and apply):
  Spit to S14 with STRONG against GREEDY, Speed to P7 with STRONG against STRONG;
- one points series, bot against bot: Spit to 100 (V4), Speed to 50 (P8).

Every game is driven through the generic :class:`~spitbot.engine.game.Game`
protocol, as the runtime drives it: when no seat acts, the referee's actions
for the position's deadline are applied (Spit's slap timeout).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from spitbot.engine import AnyGame, Level, speed, spit


def bot_game(
    game: AnyGame, variant: Any, seed: int, levels: tuple[Level, Level]
) -> tuple[Any, list[Any]]:
    """A whole game between two bot levels; seats act in a seeded order."""
    state = game.new_game(variant, random.Random(seed))
    order = random.Random(seed)
    actions: list[Any] = []
    while state.outcome is None:
        seats = (0, 1) if order.random() < 0.5 else (1, 0)
        for seat in seats:
            action = game.choose_action(game.view(state, seat), levels[seat])
            if action is not None:
                state, _ = game.apply(state, action)
                actions.append(action)
                break
        else:
            deadline = game.deadline(state)
            assert deadline is not None, "nobody can act and nothing is timed"
            for action in game.on_deadline(state, deadline):
                state, _ = game.apply(state, action)
                actions.append(action)
    return state, actions


Player = Callable[[int], tuple[Any, list[Any]]]


def timed_games(play: Player, games: int, seed0: int) -> tuple[float, int]:
    start = time.perf_counter()
    total = 0
    for seed in range(seed0, seed0 + games):
        _, actions = play(seed)
        total += len(actions)
    return (time.perf_counter() - start) / games, total // games


def replay_rate(game: AnyGame, variant: Any, play: Player, games: int) -> float:
    recorded = [(game.new_game(variant, random.Random(s)), play(s)[1]) for s in range(games)]
    count = sum(len(a) for _, a in recorded)
    apply = game.apply
    start = time.perf_counter()
    for state, actions in recorded:
        for action in actions:
            state, _ = apply(state, action)
    return count / (time.perf_counter() - start)


class Bench:
    """One game's three figures, measured over the repeats."""

    def __init__(self, game: AnyGame, standard: Any, points: Any, levels: tuple[Level, Level]):
        self.game, self.standard, self.points = game, standard, points
        self.levels = levels
        self.rates: list[float] = []
        self.game_times: list[float] = []
        self.series_times: list[float] = []
        self.game_len = self.series_len = 0

    def player(self, variant: Any) -> Player:
        return lambda seed: bot_game(self.game, variant, seed, self.levels)

    def run(self, games: int, repeat: int) -> None:
        self.rates.append(replay_rate(self.game, self.standard, self.player(self.standard), games))
        t, self.game_len = timed_games(self.player(self.standard), games, repeat * games)
        self.game_times.append(t)
        series = max(1, games // 4)
        t, self.series_len = timed_games(self.player(self.points), series, repeat * games)
        self.series_times.append(t)

    def figures(self) -> tuple[str, str, str]:
        rate = f"{statistics.median(self.rates):,.0f}"
        game = f"{statistics.median(self.game_times) * 1000:.2f} ms (~{self.game_len})"
        series = f"{statistics.median(self.series_times) * 1000:.2f} ms (~{self.series_len})"
        return rate, game, series


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    benches = {
        "spit": Bench(
            spit.SPIT,
            spit.Variant(),
            spit.Variant(scoring=spit.Scoring.POINTS, target=100),
            (Level.STRONG, Level.GREEDY),
        ),
        "speed": Bench(
            speed.SPEED,
            speed.Variant(),
            speed.Variant(scoring=speed.Scoring.POINTS, target=50),
            (Level.STRONG, Level.STRONG),
        ),
    }
    for r in range(args.repeats):
        for bench in benches.values():
            bench.run(args.games, r)
    figures = {name: bench.figures() for name, bench in benches.items()}
    rows = (
        "actions applied per second (apply only)",
        "full standard game, AI vs AI (~actions)",
        "points series, AI vs AI (~actions)",
    )
    print(f"engine benchmark: {args.games} games x {args.repeats} repeats, medians")
    print(f"  {'':42}{'spit':>22}{'speed':>22}")
    for i, row in enumerate(rows):
        print(f"  {row:42}{figures['spit'][i]:>22}{figures['speed'][i]:>22}")
    print("  spit: STRONG vs GREEDY to S14, series to 100 (V4);")
    print("  speed: STRONG vs STRONG to P7, series to 50 (P8)")


if __name__ == "__main__":
    main()
