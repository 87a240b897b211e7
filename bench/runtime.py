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

With ``--delivery`` (on by default) the settle window is measured with modelled
delivery delays: one player's presses take 30 ms to come from Discord, the other's
120 ms, each with 20 ms of jitter (normal, at least 1 ms; which seat has the fast
uplink is drawn per deal). For the fixed 100 ms window of old and the adaptive one
(apply at once when uncontested; else until the first press's Discord time plus the
measured p99 delay, within 10 ms and the window), side by side: the share of
presses applied at once, the mean and p99 wait (arrival to answer), and the share
of close races (a press refused after a rival's press, received by Discord within
150 ms of it, was applied) won by the press Discord received first. The fairness
run then plays with these delays and the adaptive window.
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
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from spitbot.engine import AnyGame, find_game, games
from spitbot.runtime import (
    Difficulty,
    ManualClock,
    MatchRegistry,
    Player,
    Press,
    PressResult,
    RuntimeSettings,
    snowflake_ms,
)
from spitbot.runtime.match import MatchActor

BATCH = 1000  # fairness matches live at once
UPLINKS_MS = (30.0, 120.0)  # the two players' delivery delays, Discord to the bot
JITTER_MS = 20.0
CLOSE_MS = 150  # a race: Discord received the two presses this close together


class Delivery:
    """Bots' presses delayed as Discord would deliver them (stamped when the bot
    pressed, submitted when they arrive), and what became of each one."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.fast_seat: dict[str, int] = {}  # per match: the seat with the 30 ms uplink
        self.waits: list[float] = []
        self.at_once = 0
        self.races = 0
        self.won_by_earlier = 0
        self._applied: dict[str, list[tuple[int, int]]] = {}  # match: (seat, Discord ms)
        self._held: dict[int, float] = {}  # id of a press: its wait, arrival to flush
        self._real_submit = MatchActor.submit
        self._real_flush = MatchActor._flush

    def __enter__(self) -> Delivery:
        delivery = self

        def submit(actor: MatchActor, press: Press, done: Any = None) -> None:
            delivery.send(actor, press)

        def flush(actor: MatchActor) -> None:
            now = actor.clock.now()
            for item in actor._pending:
                delivery._held[id(item.press)] = now - item.press.arrival
            delivery._real_flush(actor)

        MatchActor.submit = submit  # type: ignore[method-assign]
        MatchActor._flush = flush  # type: ignore[method-assign]
        return self

    def __exit__(self, *_: object) -> None:
        MatchActor.submit = self._real_submit  # type: ignore[method-assign]
        MatchActor._flush = self._real_flush  # type: ignore[method-assign]

    def send(self, actor: MatchActor, press: Press) -> None:
        seat = next(s for s, p in enumerate(actor.info.players) if p.user_id == press.user_id)
        fast = self.fast_seat.get(actor.info.match_id, 0)
        delay = max(1.0, self.rng.gauss(UPLINKS_MS[seat != fast], JITTER_MS))
        clock = actor.clock
        sent = snowflake_ms(press.snowflake)

        def arrive() -> None:
            arrived = replace(press, arrival=clock.now())
            actor._delivery.observe(press.snowflake, clock.wall_ms())  # a person's, here

            def done(result: PressResult) -> None:
                waited = self._held.pop(id(arrived), None)
                if waited is not None:  # None: the match was over before it came
                    self.settled(actor, seat, sent, result, waited)

            self._real_submit(actor, arrived, done)

        clock.call_at(clock.now() + delay / 1000, arrive)

    def settled(
        self, actor: MatchActor, seat: int, sent: int, result: PressResult, waited: float
    ) -> None:
        self.waits.append(waited)
        self.at_once += waited == 0
        log = self._applied.setdefault(actor.info.match_id, [])
        if result.applied:
            log.append((seat, sent))
            return
        rival = next((t for s, t in reversed(log) if s != seat), None)
        if rival is not None and abs(rival - sent) <= CLOSE_MS:
            self.races += 1
            self.won_by_earlier += rival <= sent


async def window_run(
    game: AnyGame, deals: int, adaptive: bool, window_ms: int, seed: int
) -> tuple[Delivery, tuple[int, int, int]]:
    """Bot matches with modelled delivery delays: what the window did, and who won."""
    settings = RuntimeSettings(window_ms=window_ms, adaptive_window=adaptive)
    with Delivery(seed) as delivery:
        wins = await fairness(game, deals, settings, seed, delivery)
    return delivery, wins


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


async def fairness(
    game: AnyGame,
    deals: int,
    settings: RuntimeSettings,
    seed: int,
    delivery: Delivery | None = None,
) -> tuple[int, int, int]:
    """Seat 0's wins, seat 1's wins and draws over ``deals`` deals played twice."""
    rng = random.Random(seed)
    wins = [0, 0]
    draws = 0
    variant = game.default_variant
    for first in range(0, deals, BATCH // 2):
        clock = ManualClock()
        registry = MatchRegistry(clock, settings)
        actors: list[MatchActor] = []
        for d in range(first, min(deals, first + BATCH // 2)):
            deal: Any = game.new_game(variant, random.Random(rng.getrandbits(63)))
            fast = rng.randrange(2)  # which seat has the fast uplink, for both plays
            for mirrored, position in enumerate((deal, game.mirror_state(deal))):
                channel = 2 * d + mirrored
                if delivery is not None:
                    delivery.fast_seat[f"m{channel}"] = fast
                actor = await registry.start(
                    channel_id=channel, guild_id=1, players=bots(channel), variant=variant,
                    game=game, seed=rng.getrandbits(63), deal=position, match_id=f"m{channel}",
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
    if args.delivery:
        runs = {}
        for adaptive in (False, True):
            deals = args.deals if adaptive else args.window_deals
            runs[adaptive] = await window_run(game, deals, adaptive, args.window_ms, args.seed)
        report_windows(game, args, runs)
        seat0, seat1, draws = runs[True][1]
    else:
        settings = RuntimeSettings(window_ms=args.window_ms)
        seat0, seat1, draws = await fairness(game, args.deals, settings, args.seed)
    decided = seat0 + seat1
    share = seat0 / decided
    margin = 1.96 * math.sqrt(0.25 / decided)  # 95% of runs of a fair coin fall within
    verdict = "within" if abs(share - 0.5) <= 0.015 else "OUTSIDE"
    how = "modelled delivery delays, adaptive window" if args.delivery else "no delays"
    print(
        f"  fairness: {2 * args.deals:,} matches ({args.deals:,} deals, each also mirrored), "
        f"equal NORMAL bots, {how}, {time.perf_counter() - began:.0f} s"
    )
    print(
        f"    seat 0 won {seat0:,}, seat 1 won {seat1:,}, draws {draws:,}: "
        f"seat 0 {share:.1%} of decided matches, {verdict} the goal 50% +- 1.5% "
        f"(a fair coin: +- {margin:.1%} at 95%)"
    )


def report_windows(
    game: AnyGame, args: argparse.Namespace, runs: dict[bool, tuple[Delivery, Any]]
) -> None:
    fixed, adaptive = runs[False][0], runs[True][0]
    print(
        f"  settle window, delivery {UPLINKS_MS[0]:.0f} ms and {UPLINKS_MS[1]:.0f} ms "
        f"+- {JITTER_MS:.0f} ms: fixed {args.window_ms} ms ({2 * args.window_deals:,} matches) "
        f"vs adaptive ({2 * args.deals:,} matches)"
    )

    def row(label: str, target: str, cell: Callable[[Delivery], str]) -> None:
        print(f"    {label:<34}{cell(fixed):>12}{cell(adaptive):>12}   {target}")

    row("", "", lambda d: "fixed" if d is fixed else "adaptive")
    row("presses", "", lambda d: f"{len(d.waits):,}")
    row("applied at once", "target >= 50%",
        lambda d: f"{d.at_once / len(d.waits):.1%}")  # fmt: skip
    row("mean wait (ms)", f"target <= {statistics.fmean(fixed.waits) * 1e3 / 3:.1f} (a third)",
        lambda d: f"{statistics.fmean(d.waits) * 1e3:.1f}")  # fmt: skip
    row("p99 wait (ms)", "", lambda d: f"{pct(d.waits, 99) * 1e3:.1f}")
    row(f"close races (<= {CLOSE_MS} ms)", "", lambda d: f"{d.races:,}")
    row("won by the earlier press", "target: no worse than fixed",
        lambda d: f"{d.won_by_earlier / max(1, d.races):.1%}")  # fmt: skip


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=1000, help="live matches at once")
    parser.add_argument("--deals", type=int, default=5000, help="fairness deals (x2 matches)")
    parser.add_argument("--window-ms", type=int, default=100)
    parser.add_argument("--seed", type=int, default=20261130, help="the fairness deals' seed")
    parser.add_argument("--game", choices=[g.name for g in games()], help="one game only")
    parser.add_argument("--no-delivery", dest="delivery", action="store_false",
                        help="no modelled delivery delays: the fairness run as before")  # fmt: skip
    parser.add_argument("--window-deals", type=int, default=1000,
                        help="deals (x2 matches) of the fixed window's run")  # fmt: skip
    args = parser.parse_args()
    for game in [find_game(args.game)] if args.game else games():
        await bench_game(game, args)


if __name__ == "__main__":
    asyncio.run(main())
