"""``spitbot simulate``: bot-vs-bot matches through the real runtime and store.

No Discord token needed: a fast (manual) clock drives the bots' human
reaction times, results and ratings go into the real database, and the
resulting leaderboard is printed. The way to try SpitBot in a minute.
"""

from __future__ import annotations

import asyncio
import random
import sys
from typing import TextIO

from .engine import Variant
from .recording import StoreRecorder
from .runtime import Difficulty, ManualClock, MatchRegistry, Player, RuntimeSettings
from .store import LeaderboardPage, ResilientWriter, Store

ROSTER = [
    Player(1001, "Ada (hard)", Difficulty.HARD),
    Player(1002, "Bo (hard)", Difficulty.HARD),
    Player(1003, "Cy (normal)", Difficulty.NORMAL),
    Player(1004, "Di (normal)", Difficulty.NORMAL),
    Player(1005, "Ed (easy)", Difficulty.EASY),
    Player(1006, "Flo (easy)", Difficulty.EASY),
]
SIM_GUILD = 1


def progress_bar(done: int, total: int, width: int = 30) -> str:
    filled = width * done // max(1, total)
    return f"[{'#' * filled}{'.' * (width - filled)}] {done}/{total}"


async def simulate(
    store: Store,
    matches: int,
    variant: Variant,
    *,
    seed: int = 1,
    parallel: int = 50,
    out: TextIO = sys.stdout,
    progress: TextIO | None = sys.stderr,
) -> LeaderboardPage:
    """Play ``matches`` bot-vs-bot matches (``parallel`` at a time) and return the ladder."""
    rng = random.Random(seed)
    writer = ResilientWriter(store)
    clock = ManualClock()
    # Snapshots are written straight away: the manual clock never lets a delay pass.
    recorder = StoreRecorder(store, writer, snapshot_delay=0)
    registry = MatchRegistry(clock, RuntimeSettings(), recorder=recorder)
    started = finished = 0
    channel = 0

    def start_one() -> None:
        nonlocal started, channel
        a, b = rng.sample(ROSTER, 2)
        channel += 1
        registry.start(
            channel_id=channel,
            guild_id=SIM_GUILD,
            players=(a, b),
            variant=variant,
            seed=rng.getrandbits(48),
        )
        started += 1

    while started < min(parallel, matches):
        start_one()
    if progress:
        print(progress_bar(0, matches), end="\r", file=progress, flush=True)
    while finished < matches:
        live = len(registry.live())
        await clock.run(lambda live=live: len(registry.live()) < live)  # type: ignore[misc]
        done_now = live - len(registry.live())
        finished += done_now
        while started < matches and len(registry.live()) < parallel:
            start_one()
        if progress:
            print(progress_bar(finished, matches), end="\r", file=progress, flush=True)
        if not registry.live() and started >= matches:
            break
    recorder.flush_snapshots()
    await writer.close()
    if progress:
        print(file=progress)
    board = await store.leaderboard(None, 1, len(ROSTER))
    print(f"Simulated {finished} matches ({variant.describe()}). Global leaderboard:", file=out)
    for row in board.rows:
        print(
            f"  {row.rank:>2}. {row.name:<14} {row.rating:>5}  "
            f"{row.wins:>4}W {row.losses:>4}L {row.draws:>3}D",
            file=out,
        )
    return board


def run(store_url: str, matches: int, variant: Variant, seed: int) -> int:
    async def main() -> int:
        from .store import upgrade_to_head_async

        await upgrade_to_head_async(store_url)
        store = await Store.open(store_url)
        try:
            await simulate(store, matches, variant, seed=seed)
        finally:
            await store.close()
        return 0

    return asyncio.run(main())
