"""Events benchmark (issue 29.8): an arena of 200 players at a human pace.

Run: ``python bench/events.py [--players 200] [--minutes 60] [--scale 20] [--seconds 20]``.

What runs is the bot's own code for an arena: the rules (:class:`spitbot.events.Arena`:
pairing by rank, scoring, the streak), its standings message as the bot draws it
(:func:`spitbot.bot.event_words.arena_look`, in English, every player on it until the
2000 characters run out) and its writer (:class:`spitbot.bot.event_posts.EventPost`:
at most one write per 2 s, coalesced), on a driven clock. A match is not played: each
game lasts a human match's time (log-normal, median 150 s, plus 15 s to start its
thread) and is won by the better-rated player with Elo's odds (a draw 5%). Players
come in over the first two minutes; every 5 minutes one of them leaves or comes back.

It prints:

- **pairing time per player**: the wall time of one pairing pass (``pairings()`` and
  the games' ``start``), over the players it paired, p50/p99/max, and the pass itself;
- **drawing time** of the standings message, p50/p99;
- **standings writes per minute** over the arena's length, against Discord's
  5 writes per 5 s per channel (60 a minute) and the writer's own bound (30);
- **press latency beside the arena**: how late the event loop runs a press's work
  (a 5 ms probe, as a press handler waits for the loop), p50/p99, first with nothing
  else, then with the arena running ``--scale`` times faster than real time (its
  work ``--scale`` times denser than a real arena's: a bound from above).

One process; an event lives on its server's shard, so two shards each run their
own servers' arenas independently: the per-arena figures are the same on each.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import random
import statistics
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from spitbot.bot.event_posts import EDIT_EVERY, EventPost
from spitbot.bot.event_words import arena_look
from spitbot.bot.i18n import Catalogs
from spitbot.engine import default_game
from spitbot.events import Arena, Outcome
from spitbot.runtime import ManualClock
from spitbot.store import EventRecord

DISCORD_WRITES_PER_MINUTE = 60  # 5 per 5 s per channel (DISCORD.md)
WRITER_BOUND_PER_MINUTE = 60 / EDIT_EVERY
PAIRING_FLOOR_MS = 5.0  # per player: well under a human's wait for a thread
PRESS_LAG_FLOOR_MS = 10.0  # p99 added to a press by the arena's work


class _Sent:
    id = 1


class _Message:
    async def edit(self, **_: Any) -> None:
        return None


class _Channel:
    def get_partial_message(self, _: int) -> _Message:
        return _Message()

    async def send(self, *_: Any, **__: Any) -> _Sent:
        return _Sent()


class _Client:
    """Discord as the writer sees it: every write succeeds at once."""

    def get_partial_messageable(self, *_: Any, **__: Any) -> _Channel:
        return _Channel()

    def get_channel(self, _: int) -> None:
        return None

    def is_closed(self) -> bool:
        return False


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1)] if ordered else 0.0


class ArenaRun:
    """An arena of ``players`` on a driven clock, its games human-paced."""

    def __init__(self, players: int, minutes: int, seed: int) -> None:
        self.rng = random.Random(seed)
        self.clock = ManualClock()
        self.arena = Arena()
        self.players = players
        self.minutes = minutes
        self.ratings = {n: round(self.rng.gauss(1500, 250)) for n in range(1, players + 1)}
        game = default_game()
        self.game, self.variant = game, game.default_variant
        self.record = EventRecord(
            "0" * 16, "arena", 1, 2, "spit", self.variant.key(), 3, "running",
            created_at=datetime.now(UTC), ends_at=datetime.now(UTC) + timedelta(minutes=minutes),
        )  # fmt: skip
        self.tr = Catalogs()["en"]
        self.draw_ms: list[float] = []
        self.post = EventPost(_Client(), self.clock, 2, self._look)
        self.pass_ms: list[float] = []
        self.per_player_ms: list[float] = []
        self.finished = 0

    def _look(self) -> Any:
        started = time.perf_counter()
        look = arena_look(self.tr, self.record, self.arena, self.game, self.variant)
        self.draw_ms.append((time.perf_counter() - started) * 1000)
        return look

    def pair(self) -> None:
        started = time.perf_counter()
        pairs = self.arena.pairings()
        games = [self.arena.start(a, b) for a, b in pairs]
        took = (time.perf_counter() - started) * 1000
        if games:
            self.pass_ms.append(took)
            self.per_player_ms.append(took / (2 * len(games)))
        for game in games:
            length = 15 + math.exp(self.rng.gauss(math.log(150), 0.4))
            self.clock.call_at(self.clock.now() + length, lambda g=game.number: self.end(g))
        self.post.stale()

    def end(self, number: int) -> None:
        game = self.arena.game(number)
        if self.arena.closed and game.outcome is not None:
            return
        ra, rb = self.ratings[game.a], self.ratings[game.b]
        expected = 1 / (1 + 10 ** ((rb - ra) / 400))
        roll = self.rng.random()
        outcome = (
            Outcome.DRAW if roll < 0.05 else Outcome.A_WON if roll < 0.05 + 0.95 * expected
            else Outcome.B_WON
        )  # fmt: skip
        self.arena.finish(number, outcome)
        self.finished += 1
        self.pair()

    def schedule(self) -> None:
        for n in range(1, self.players + 1):
            at = self.rng.uniform(0, 120)
            self.clock.call_at(at, lambda n=n: (self.arena.join(n, f"player{n}", self.ratings[n]),
                                                self.pair()))  # fmt: skip
        for minute in range(5, self.minutes, 5):
            who = self.rng.randint(1, self.players)
            self.clock.call_at(minute * 60, lambda who=who: self._toggle(who))
        self.clock.call_at(self.minutes * 60, self.arena.close)

    def _toggle(self, who: int) -> None:
        if self.arena.is_present(who):
            self.arena.leave(who)
        else:
            self.arena.join(who, f"player{who}", self.ratings[who])
        self.pair()


async def driven(players: int, minutes: int, seed: int) -> ArenaRun:
    """The whole arena on a driven clock, as fast as it runs."""
    run = ArenaRun(players, minutes, seed)
    run.schedule()
    await run.clock.advance(minutes * 60 + 900)
    return run


async def lag_probe(seconds: float) -> list[float]:
    """How late the loop runs a press's work: a task every 5 ms, its lateness in ms."""
    late: list[float] = []
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    while loop.time() < end:
        intended = loop.time() + 0.005
        await asyncio.sleep(0.005)
        late.append(max(0.0, (loop.time() - intended) * 1000))
    return late


async def beside(players: int, seconds: float, scale: float, seed: int) -> list[float]:
    """The probe while an arena runs ``scale`` times faster than real time."""
    run = ArenaRun(players, 60, seed)
    run.schedule()

    async def drive() -> None:
        loop = asyncio.get_running_loop()
        last = loop.time()
        while True:
            await asyncio.sleep(0.02)
            now = loop.time()
            await run.clock.advance((now - last) * scale)
            last = now

    driver = asyncio.create_task(drive())
    try:
        return await lag_probe(seconds)
    finally:
        driver.cancel()


def line(name: str, value: str, floor: str) -> None:
    print(f"  {name:<44} {value:>22}   floor {floor}")


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--minutes", type=int, default=60)
    parser.add_argument("--scale", type=float, default=20.0)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--seed", type=int, default=29)
    args = parser.parse_args()

    started = time.perf_counter()
    run = await driven(args.players, args.minutes, args.seed)
    wall = time.perf_counter() - started
    games = len(run.arena.games())
    print(f"arena: {args.players} players, {args.minutes} min, {games} games "
          f"({run.finished} ended), simulated in {wall:.1f} s")  # fmt: skip
    writes_per_minute = run.post.writes / (args.minutes + 15)
    line("pairing time per player, p50 / p99 (ms)",
         f"{pct(run.per_player_ms, .5):.3f} / {pct(run.per_player_ms, .99):.3f}",
         f"< {PAIRING_FLOOR_MS} ms")  # fmt: skip
    line("pairing pass, p50 / p99 / max (ms)",
         f"{pct(run.pass_ms, .5):.2f} / {pct(run.pass_ms, .99):.2f} / {max(run.pass_ms):.2f}",
         "-")  # fmt: skip
    line("standings drawing, p50 / p99 (ms)",
         f"{pct(run.draw_ms, .5):.2f} / {pct(run.draw_ms, .99):.2f}", "-")  # fmt: skip
    line("standings writes per minute (mean)", f"{writes_per_minute:.1f}",
         f"<= {WRITER_BOUND_PER_MINUTE:.0f} (Discord {DISCORD_WRITES_PER_MINUTE})")  # fmt: skip
    top = run.arena.standings()[:3]
    print("  podium:", ", ".join(f"{s.name} {s.score} ({s.games} games, perf {s.performance})"
                                 for s in top))  # fmt: skip

    alone = await lag_probe(args.seconds)
    with_arena = await beside(args.players, args.seconds, args.scale, args.seed)
    print(f"press latency (loop lateness, {args.seconds:.0f} s each; arena at {args.scale:.0f}x)")
    line("without the arena, p50 / p99 (ms)",
         f"{statistics.median(alone):.2f} / {pct(alone, .99):.2f}", "-")  # fmt: skip
    line("beside the arena, p50 / p99 (ms)",
         f"{statistics.median(with_arena):.2f} / {pct(with_arena, .99):.2f}",
         f"p99 < {PRESS_LAG_FLOOR_MS} ms added")  # fmt: skip


if __name__ == "__main__":
    asyncio.run(main())
