"""Runtime benchmark: many live bot-vs-bot matches in one event loop, per game.

Run: ``python bench/runtime.py [--matches N] [--deals D] [--window-ms W] [--game G]``.
The clock is a :class:`ManualClock`, so the bots' human reaction times and the
settle window cost no real time: what is measured is the processing alone (by
design the window is excluded). For each game it prints:

- processing time per press, p50/p99: the time of the window flush that settled
  the press (apply, timers, bot wake-ups, the hand-off of what to commit);
- presses/s over the whole run;
- memory per live match (tracemalloc), with every match mid-game;
- fairness: ``2 x D`` matches between two equal bots (the same difficulty). Each
  deal is played twice, the second time mirrored (the seats' cards exchanged, as
  in duplicate bridge), so the luck of the deal cancels and what remains is the
  seat. Every match has its own seed, so the bots' reaction times differ from
  match to match. Goal: seat 0 wins 50% +- 1.5% of the decided matches.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import math
import random
import statistics
import time
import tracemalloc
from typing import Any

from spitbot.engine import GAMES, AnyGame, find_game
from spitbot.runtime import Difficulty, ManualClock, MatchRegistry, Player, RuntimeSettings
from spitbot.runtime.match import MatchActor

BATCH = 1000  # fairness matches live at once


def bots(channel: int) -> tuple[Player, Player]:
    return (
        Player(-2 * channel - 10, "bot a", Difficulty.NORMAL),
        Player(-2 * channel - 11, "bot b", Difficulty.NORMAL),
    )


async def start_matches(registry: MatchRegistry, game: AnyGame, n: int) -> list[MatchActor]:
    variant = game.default_variant
    return [
        await registry.start(
            channel_id=c, guild_id=1, players=bots(c), variant=variant, game=game, seed=c
        )
        for c in range(n)
    ]


async def memory_per_match(game: AnyGame, n: int, window_ms: int) -> float:
    gc.collect()
    tracemalloc.start()
    clock = ManualClock()
    registry = MatchRegistry(clock, RuntimeSettings(window_ms=window_ms))
    before = tracemalloc.get_traced_memory()[0]
    await start_matches(registry, game, n)
    await clock.advance(6.0)  # every match well into its first round
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    live = len(registry.live())
    await registry.shutdown()
    return (after - before) / max(1, live)


async def throughput(game: AnyGame, n: int, window_ms: int) -> tuple[list[float], float]:
    timings: list[float] = []
    real_flush = MatchActor._flush

    def timed_flush(self: MatchActor) -> None:
        presses = len(self._pending)
        start = time.perf_counter()
        real_flush(self)
        elapsed = time.perf_counter() - start
        timings.extend([elapsed] * presses)

    MatchActor._flush = timed_flush  # type: ignore[method-assign]
    try:
        clock = ManualClock()
        registry = MatchRegistry(clock, RuntimeSettings(window_ms=window_ms))
        start = time.perf_counter()
        await start_matches(registry, game, n)
        await clock.run(lambda registry=registry: not registry.live())
        wall = time.perf_counter() - start
    finally:
        MatchActor._flush = real_flush  # type: ignore[method-assign]
    return timings, wall


async def fairness(game: AnyGame, deals: int, window_ms: int, seed: int) -> tuple[int, int, int]:
    """Seat 0's wins, seat 1's wins and draws over ``deals`` deals played twice."""
    rng = random.Random(seed)
    wins = [0, 0]
    draws = 0
    variant = game.default_variant
    for first in range(0, deals, BATCH // 2):
        clock = ManualClock()
        registry = MatchRegistry(clock, RuntimeSettings(window_ms=window_ms))
        actors: list[MatchActor] = []
        for d in range(first, min(deals, first + BATCH // 2)):
            deal: Any = game.new_game(variant, random.Random(rng.getrandbits(63)))
            for mirrored, position in enumerate((deal, game.mirror_state(deal))):
                channel = 2 * d + mirrored
                actor = await registry.start(
                    channel_id=channel, guild_id=1, players=bots(channel), variant=variant,
                    game=game, seed=rng.getrandbits(63), deal=position,
                )  # fmt: skip
                actors.append(actor)
        await clock.run(lambda registry=registry: not registry.live())
        for actor in actors:
            outcome = actor.state.outcome
            assert outcome is not None, "a match did not end"
            if outcome.winner is None:
                draws += 1
            else:
                wins[outcome.winner] += 1
        await registry.shutdown()
    return wins[0], wins[1], draws


def pct(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=1000)[int(q * 10) - 1]


async def bench_game(game: AnyGame, args: argparse.Namespace) -> None:
    timings, wall = await throughput(game, args.matches, args.window_ms)
    memory = await memory_per_match(game, args.matches, args.window_ms)
    print(
        f"{game.name}: {args.matches} live bot-vs-bot matches, window {args.window_ms} ms (virtual)"
    )
    print(f"  presses settled: {len(timings):,} in {wall:.1f} s of processing")
    print(f"  processing per press: p50 {pct(timings, 50) * 1e3:.3f} ms, "
          f"p99 {pct(timings, 99) * 1e3:.3f} ms (target 2 ms; window excluded)")  # fmt: skip
    print(f"  presses/s: {len(timings) / wall:,.0f} (bots' thinking included)")
    print(f"  memory per live match: {memory / 1024:.1f} KB (target 50 KB; tracemalloc, mid-game)")
    if not args.deals:
        return
    began = time.perf_counter()
    seat0, seat1, draws = await fairness(game, args.deals, args.window_ms, args.seed)
    decided = seat0 + seat1
    share = seat0 / decided
    margin = 1.96 * math.sqrt(0.25 / decided)  # 95% of runs of a fair coin fall within
    verdict = "within" if abs(share - 0.5) <= 0.015 else "OUTSIDE"
    print(
        f"  fairness: {2 * args.deals:,} matches ({args.deals:,} deals, each also mirrored), "
        f"equal NORMAL bots, {time.perf_counter() - began:.0f} s"
    )
    print(
        f"    seat 0 won {seat0:,}, seat 1 won {seat1:,}, draws {draws:,}: "
        f"seat 0 {share:.1%} of decided matches, {verdict} the goal 50% +- 1.5% "
        f"(a fair coin: +- {margin:.1%} at 95%)"
    )


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=1000, help="live matches at once")
    parser.add_argument("--deals", type=int, default=5000, help="fairness deals (x2 matches)")
    parser.add_argument("--window-ms", type=int, default=100)
    parser.add_argument("--seed", type=int, default=20261130, help="the fairness deals' seed")
    parser.add_argument("--game", choices=[g.name for g in GAMES], help="one game only")
    args = parser.parse_args()
    for game in [find_game(args.game)] if args.game else GAMES:
        await bench_game(game, args)


if __name__ == "__main__":
    asyncio.run(main())
