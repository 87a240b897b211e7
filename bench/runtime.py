"""Runtime benchmark: N live bot-vs-bot matches in one event loop.

Run: ``python bench/runtime.py [--matches N] [--window-ms W]``. The clock is a
:class:`ManualClock`, so the bots' human reaction times and the settle window
cost no real time: what is measured is the processing alone (by design the
window is excluded). Prints:

- processing time per press, p50/p99: the time of the window flush that
  settled the press (apply, timers, bot wake-ups, snapshot hand-off);
- presses/s over the whole run;
- memory per live match (tracemalloc), with every match mid-game.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import statistics
import time
import tracemalloc

from spitbot.engine.spit import Variant
from spitbot.runtime import Difficulty, ManualClock, MatchRegistry, Player, RuntimeSettings
from spitbot.runtime.match import MatchActor


def start_matches(registry: MatchRegistry, n: int) -> list[MatchActor]:
    return [
        registry.start(
            channel_id=c,
            guild_id=1,
            players=(
                Player(-2 * c - 10, "bot a", Difficulty.NORMAL),
                Player(-2 * c - 11, "bot b", Difficulty.NORMAL),
            ),
            variant=Variant(),
            seed=c,
        )
        for c in range(n)
    ]


async def memory_per_match(n: int, window_ms: int) -> float:
    gc.collect()
    tracemalloc.start()
    clock = ManualClock()
    registry = MatchRegistry(clock, RuntimeSettings(window_ms=window_ms))
    before = tracemalloc.get_traced_memory()[0]
    start_matches(registry, n)
    await clock.advance(20.0)  # every match well into its first round
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    live = len(registry.live())
    await registry.shutdown()
    return (after - before) / max(1, live)


async def throughput(n: int, window_ms: int) -> tuple[list[float], int, float]:
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
        start_matches(registry, n)
        await clock.run(lambda: not registry.live())
        wall = time.perf_counter() - start
    finally:
        MatchActor._flush = real_flush  # type: ignore[method-assign]
    return timings, len(timings), wall


def pct(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=1000)[int(q * 10) - 1]


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--window-ms", type=int, default=100)
    args = parser.parse_args()
    n = args.matches
    timings, presses, wall = await throughput(n, args.window_ms)
    memory = await memory_per_match(n, args.window_ms)
    print(f"runtime benchmark: {n} live bot-vs-bot matches, window {args.window_ms} ms (virtual)")
    print(f"  presses settled: {presses:,} in {wall:.1f} s of processing")
    print(f"  processing per press: p50 {pct(timings, 50) * 1e3:.3f} ms, "
          f"p99 {pct(timings, 99) * 1e3:.3f} ms (window excluded)")  # fmt: skip
    print(f"  presses/s: {presses / wall:,.0f} (bots' thinking included)")
    print(f"  memory per live match: {memory / 1024:.1f} KB (tracemalloc, mid-game)")


if __name__ == "__main__":
    asyncio.run(main())
