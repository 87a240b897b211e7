"""``spitbot simulate``: bot-vs-bot matches through the real runtime and store.

No Discord token needed: a fast (manual) clock drives the bots' human
reaction times, results and ratings go into a database of the simulation's own
(never the bot's: its bots must not reach a real leaderboard), and the
players' resulting ratings are printed. The way to try SpitBot in a minute.
The command line around it (options, database, seed, Ctrl+C) is
:mod:`spitbot.simulate_cli`.
"""

from __future__ import annotations

import asyncio
import io
import os
import random
import sys
from typing import Any, NoReturn, TextIO

from tqdm import tqdm

from .engine import AnyGame
from .recording import StoreRecorder
from .runtime import Difficulty, ManualClock, MatchRegistry, Player, RuntimeSettings
from .store import Journal, PlayerStats, Store

ROSTER = [
    Player(1001, "Ada (hard)", Difficulty.HARD),
    Player(1002, "Bo (hard)", Difficulty.HARD),
    Player(1003, "Cy (normal)", Difficulty.NORMAL),
    Player(1004, "Di (normal)", Difficulty.NORMAL),
    Player(1005, "Ed (easy)", Difficulty.EASY),
    Player(1006, "Flo (easy)", Difficulty.EASY),
]
SIM_GUILD = 1


def _width(stream: TextIO) -> int:
    """The terminal's width, 0 when it says none."""
    try:
        return os.get_terminal_size(stream.fileno()).columns
    except (OSError, ValueError, io.UnsupportedOperation):
        return 0


class Progress:
    """On a terminal, a live bar (tqdm's) redrawn in place, with the rate and the time
    left; elsewhere (a log, a pipe) a plain line at every tenth of the way, with no
    carriage returns."""

    def __init__(self, stream: TextIO | None, total: int) -> None:
        self.stream = stream
        self.total = total
        self.redraw = bool(stream and stream.isatty())
        self._bar: tqdm[NoReturn] | None = None
        self._next_line = 0

    def show(self, done: int) -> None:
        if self.stream is None:
            return
        if self.redraw:
            if self._bar is None:
                # A terminal of no size (yet) hides tqdm's bar: give it one.
                sized = _width(self.stream) > 0
                self._bar = tqdm(
                    total=self.total,
                    file=self.stream,
                    unit="match",
                    dynamic_ncols=sized,
                    ncols=None if sized else 80,
                    nrows=None if sized else 24,
                )
            self._bar.update(done - self._bar.n)
        elif done >= self._next_line:
            print(f"{done}/{self.total} matches", file=self.stream, flush=True)
            step = max(1, self.total // 10)
            self._next_line = (done // step + 1) * step

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
            self._bar = None


async def simulate(
    store: Store,
    matches: int,
    game: AnyGame,
    variant: Any,
    *,
    seed: int = 1,
    parallel: int = 50,
    out: TextIO = sys.stdout,
    progress: TextIO | None = sys.stderr,
    stop: asyncio.Event | None = None,
) -> list[PlayerStats]:
    """Play ``matches`` bot-vs-bot matches (``parallel`` at a time) and return the
    players' global standings, best rating first.

    Setting ``stop`` ends the run after the matches in play finish their current step:
    the finished ones are kept, the others are left unfinished.
    """
    rng = random.Random(seed)
    bar = Progress(progress, matches)
    journal = Journal(store)
    clock = ManualClock()
    registry = MatchRegistry(clock, RuntimeSettings(), recorder=StoreRecorder(journal))
    started = finished = 0
    channel = 0

    async def start_one() -> None:
        nonlocal started, channel
        a, b = rng.sample(ROSTER, 2)
        channel += 1
        await registry.start(
            channel_id=channel,
            guild_id=SIM_GUILD,
            players=(a, b),
            variant=variant,
            game=game,
            seed=rng.getrandbits(48),
        )
        started += 1

    while started < min(parallel, matches):
        await start_one()
    bar.show(0)

    # The database's pace, not the processor's. The manual clock jumps from timer to
    # timer as fast as the processor allows, holding the event loop for a few hundred
    # timers at a time (see ManualClock.run), while a commit needs the loop once per SQL
    # statement, each a round trip to the database driver's thread. Left to run on, the
    # simulation gave the journal a turn only between those bursts, and a commit of a
    # few match results spanned dozens of them: over a second, and the journal warned
    # that the database was slow. So after every burst that wrote something, the
    # simulation waits for its commit (a bot on Discord's clock is idle between presses,
    # and its journal has the loop to itself).
    def behind() -> bool:
        return journal.pending > 0

    while finished < matches and not (stop and stop.is_set()):
        live = len(registry.live())
        await clock.run(lambda live=live: len(registry.live()) < live or behind())  # type: ignore[misc]
        finished += live - len(registry.live())
        if behind():
            await journal.flush()
        while started < matches and len(registry.live()) < parallel:
            await start_one()
        bar.show(finished)
        if not registry.live() and started >= matches:
            break
    await registry.shutdown()  # unfinished matches (Ctrl+C) stay live, to be closed later
    await journal.close()
    bar.close()
    standings = [await store.player_stats(p.user_id, None, game=game.name) for p in ROSTER]
    rated = sorted(
        (s for s in standings if s.rating is not None),
        key=lambda s: (-(s.rating or 0), -s.rated_games, s.user_id),
    )
    if stop and stop.is_set():
        print(f"Stopped early: kept the {finished} finished matches.", file=out)
    played = f"{game.name} {variant.key()}"
    print(
        f"Simulated {finished} matches ({played}). Global ratings "
        "(? provisional; # the leaderboard rank, once the deviation is 75 or less):",
        file=out,
    )
    for place, player in enumerate(rated, 1):
        rating = f"{player.rating}{'?' if player.provisional else ''}"
        rank = f"#{player.rank}" if player.rank is not None else "-"
        print(
            f"  {place:>2}. {player.name or player.user_id!s:<14} {rating:>6} "
            f"±{round(player.deviation or 0):<3} {rank:>3}  "
            f"{player.wins:>4}W {player.losses:>4}L {player.draws:>3}D",
            file=out,
        )
    return rated
