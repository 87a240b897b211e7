"""Pictures benchmark: how long the /spit stats and /spit series pictures take.

Usage::

    .venv/bin/python bench/pictures.py [--repeats 50] [--save docs/charts]

For a player with 10, 100 and 1,000 rated games (rated by the real Glicko-2
code, one game every few hours over the months), it prints p50/p95 in
milliseconds of:

* reading the picture's data from the store (``Store.player_history``, on a
  SQLite database holding that player's matches);
* drawing the PNG (``rating_picture``), and both together ("ready");

then the series picture (a Spit and a Speed series played to the target),
the smallest text of each picture once Discord shows it 390 px wide (a phone;
issue 26's target: at least 11 px, in every language),
and how late the event loop runs while pictures are drawn on the thread of
the :class:`~spitbot.bot.pictures.Painter`: a task that sleeps 1 ms over and
over measures its lateness, first alone, then while 1,000-game pictures are
drawn back to back (the Painter keeps a picture off the loop; the thread
still shares the interpreter, so this is what a press waits at most).
Target: a 1,000-game picture ready in at most 50 ms at p95.

If matplotlib is importable (it is not a dependency; ``--matplotlib-python``
names an interpreter that has it), the same line chart of 1,000 games (the
rating, its deviation band) is timed with it too, in a fresh interpreter with
the time its import takes: the comparison behind the choice of Pillow.

``--save DIR`` also writes sample pictures (every language) there: the ones
under ``docs/charts/``.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from spitbot.bot import standings
from spitbot.bot.i18n import LANGUAGES, Catalogs
from spitbot.bot.pictures import (
    Painter,
    draw_rating,
    draw_series,
    rating_picture,
    series_picture,
)
from spitbot.bot.pictures.canvas import PHONE_PX
from spitbot.store import (
    MatchResult,
    MatchStart,
    MatchStatus,
    PlayerHistory,
    PlayerRef,
    RoundRecord,
    SeriesView,
    Store,
    Write,
)
from spitbot.store.migrate import upgrade_to_head_async

START = datetime(2025, 3, 1, 18, 0, tzinfo=UTC)
GUILD, CHANNEL, ME = 900_000_000_000_000_001, 900_000_000_000_000_002, 1
NAMES = {
    "en": "Ann",
    "cs": "Řehoř Šťastný",
    "uk": "Ґанна Єрмоленко",
    "lv": "Ķēniņš Āboliņš",
    "az": "Əli Ağayev",
}


def percentiles(samples: list[float]) -> tuple[float, float]:
    return statistics.median(samples), statistics.quantiles(samples, n=20)[18]


def timed(work: Callable[[], Any], repeats: int) -> tuple[float, float]:
    work()
    samples = []
    for _ in range(repeats):
        started = time.perf_counter()
        work()
        samples.append((time.perf_counter() - started) * 1000)
    return percentiles(samples)


async def fill(store: Store, games: int, seed: int) -> None:
    """``games`` rated matches of player 1 against a pool of opponents, through the
    store (so the ratings and their history are the real ones), over about a year."""
    rng = random.Random(seed)
    at = START
    skill = {p: rng.gauss(1500, 200) for p in range(2, 60)}
    writes: list[Write] = []
    for number in range(games):
        at += timedelta(hours=rng.expovariate(1 / max(1.0, 9000 / games)))
        opponent = rng.choice(list(skill))
        match_id = f"g{seed}-{number}"
        chance = 1 / (1 + 10 ** ((skill[opponent] - 1650) / 400))
        roll = rng.random()
        winner = None if roll > 0.97 else (0 if roll < chance * 0.97 else 1)
        writes += [
            MatchStart(match_id, GUILD, CHANNEL, PlayerRef(ME, "Ann"),
                       PlayerRef(opponent, f"p{opponent}"), "spit", "classic", number, True, at),
            MatchResult(match_id, winner, "out_of_cards", at + timedelta(minutes=3)),
        ]  # fmt: skip
    for start in range(0, len(writes), 2000):
        await store.apply(writes[start : start + 2000])


def series_view(rounds: int, game: str = "spit") -> SeriesView:
    """A points series as the games score it: in Spit both players count the cards
    they still hold each round (to 100, lowest wins); in Speed only a deal's winner
    scores (to 50). ``rounds`` at most: it ends when someone reaches the target."""
    rng = random.Random(rounds)
    target = 100 if game == "spit" else 50
    played: list[RoundRecord] = []
    totals = [0, 0]
    while len(played) < rounds and max(totals) < target:
        if game == "spit":
            points = (rng.randint(0, 14), rng.randint(0, 14))
        else:
            winner = rng.randrange(2)
            points = (rng.randint(2, 12), 0) if winner == 0 else (0, rng.randint(2, 12))
        totals = [totals[0] + points[0], totals[1] + points[1]]
        played.append(RoundRecord(len(played) + 1, points, (points[0], points[1])))
    return SeriesView(
        "s", game, GUILD, CHANNEL, PlayerRef(1, "Ann"), PlayerRef(2, "Bohdan"), "points",
        MatchStatus.LIVE, target, (totals[0], totals[1]), tuple(played), False, None, False,
        START, None,
    )  # fmt: skip


async def loop_lateness(painter: Painter | None, work: Callable[[], Any], pictures: int) -> float:
    """The worst lateness (ms) of a 1 ms sleep while ``pictures`` are painted (or
    while nothing is, with no painter)."""
    late: list[float] = []
    stop = asyncio.Event()

    async def ticker() -> None:
        while not stop.is_set():
            started = time.perf_counter()
            await asyncio.sleep(0.001)
            late.append((time.perf_counter() - started) * 1000 - 1)

    task = asyncio.create_task(ticker())
    if painter is None:
        await asyncio.sleep(pictures * 0.03)
    else:
        for _ in range(pictures):
            await painter.paint(work)
    stop.set()
    await task
    return max(late)


def matplotlib_figures(history: PlayerHistory, python: str) -> str:
    """The same rating chart with matplotlib, in a fresh interpreter (its import
    time counts), or why not."""
    code = f"""
import time, io, sys
t = time.perf_counter()
try:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
except ImportError:
    print("matplotlib is not installed: no comparison"); sys.exit()
imported = (time.perf_counter() - t) * 1000
xs = {[p.at.timestamp() for p in history.ratings]!r}
ys = {[p.rating for p in history.ratings]!r}
ds = {[p.deviation for p in history.ratings]!r}
def draw():
    fig, ax = plt.subplots(figsize=(8, 3), dpi=100)
    ax.fill_between(xs, [y - d for y, d in zip(ys, ds)], [y + d for y, d in zip(ys, ds)], alpha=.2)
    ax.plot(xs, ys, linewidth=1.5)
    ax.set_ylim(min(ys) - 50, max(ys) + 50)
    out = io.BytesIO(); fig.savefig(out, format="png"); plt.close(fig)
draw()
samples = []
for _ in range(20):
    t = time.perf_counter(); draw(); samples.append((time.perf_counter() - t) * 1000)
samples.sort()
print(f"matplotlib {{matplotlib.__version__}}: import {{imported:.0f}} ms; a 1,000-game rating "
      f"chart p50 {{samples[10]:.1f}} ms, p95 {{samples[18]:.1f}} ms")
"""
    found = subprocess.run([python, "-c", code], capture_output=True, text=True)
    return (found.stdout or found.stderr).strip()


def smallest(histories: dict[int, PlayerHistory]) -> str:
    """The smallest text of each picture, in px once it is shown ``PHONE_PX`` wide."""
    catalogs = Catalogs()
    ratings, series = [], []
    for language in LANGUAGES:
        tr = catalogs[language]
        for found in histories.values():
            words = standings.rating_words(NAMES[language], "spit", found, tr)
            ratings.append(draw_rating(found, words, language))
        for game in ("spit", "speed"):
            view = series_view(1000, game)
            series.append(draw_series(view, standings.series_words(view, tr), language))
    said = []
    for name, drawn in (("stats", ratings), ("series", series)):
        least = min(canvas.on_phone(min(t.size for t in canvas.texts)) for canvas in drawn)
        said.append(f"{name} picture {least:.1f} px")
    return ", ".join(said)


def save_samples(directory: Path, histories: dict[int, PlayerHistory]) -> list[Path]:
    catalogs = Catalogs()
    directory.mkdir(parents=True, exist_ok=True)
    saved = []
    for language in LANGUAGES:
        tr = catalogs[language]
        found = histories[100 if language != "en" else 1000]
        words = standings.rating_words(NAMES[language], "spit", found, tr)
        saved.append(directory / f"stats-{language}.png")
        saved[-1].write_bytes(rating_picture(found, words, language))
    tr = catalogs["en"]
    empty = PlayerHistory(ME, "spit", GUILD, (), (), 0)
    saved.append(directory / "stats-empty-en.png")
    saved[-1].write_bytes(rating_picture(empty, standings.rating_words("Ann", "spit", empty, tr),
                                         "en"))  # fmt: skip
    for game, rounds, language in (("spit", 1000, "en"), ("speed", 1000, "uk")):
        view = series_view(rounds, game)
        words = standings.series_words(view, catalogs[language])
        saved.append(directory / f"series-{game}-{language}.png")
        saved[-1].write_bytes(series_picture(view, words, language))
    return saved


async def main_async(args: argparse.Namespace) -> int:
    tr = Catalogs(("en",))["en"]
    histories: dict[int, PlayerHistory] = {}
    rows: list[tuple[str, float, float]] = []
    with tempfile.TemporaryDirectory(prefix="spitbot-pictures-") as folder:
        for games in (10, 100, 1000):
            url = f"sqlite+aiosqlite:///{Path(folder) / f'{games}.db'}"
            await upgrade_to_head_async(url)
            store = await Store.open(url, clock=lambda: START + timedelta(days=400))
            try:
                await fill(store, games, seed=games)
                history = await store.player_history(ME, GUILD, game="spit")
                assert len(history.ratings) == games
                histories[games] = history
                reads = []
                for _ in range(args.repeats):
                    started = time.perf_counter()
                    await store.player_history(ME, GUILD, game="spit")
                    reads.append((time.perf_counter() - started) * 1000)
            finally:
                await store.close()
            words = standings.rating_words("Ann", "spit", history, tr)
            draws = []
            for _ in range(args.repeats + 1):
                started = time.perf_counter()
                png = rating_picture(history, words, "en")
                draws.append((time.perf_counter() - started) * 1000)
            draws = draws[1:]  # the first one loads the fonts
            ready = [r + d for r, d in zip(reads, draws, strict=True)]
            rows += [
                (f"stats picture, {games:>5} games: read", *percentiles(reads)),
                (f"stats picture, {games:>5} games: draw", *percentiles(draws)),
                (f"stats picture, {games:>5} games: ready", *percentiles(ready)),
            ]
            print(f"  {games} games: PNG {len(png):,} bytes", flush=True)
    for game in ("spit", "speed"):
        view = series_view(1000, game)  # played out to the target
        words = standings.series_words(view, tr)
        rows.append(
            (f"series picture, {game} ({len(view.rounds)} rounds): draw",
             *timed(lambda view=view, words=words: series_picture(view, words, "en"),
                    args.repeats))  # type: ignore[misc]
        )  # fmt: skip
    print()
    for name, p50, p95 in rows:
        print(f"{name:<40} p50 {p50:7.2f} ms   p95 {p95:7.2f} ms")
    print(f"\nsmallest text at {PHONE_PX} px wide (every language): {smallest(histories)}")

    painter = Painter()
    big = histories[1000]
    words = standings.rating_words("Ann", "spit", big, tr)
    try:
        alone = await loop_lateness(None, lambda: None, 20)
        busy = await loop_lateness(painter, lambda: rating_picture(big, words, "en"), 20)
    finally:
        painter.close()
    print(
        f"\nevent loop, a 1 ms sleep's worst lateness: {alone:.2f} ms idle, "
        f"{busy:.2f} ms while 20 pictures of 1,000 games are drawn on the Painter's thread"
    )
    print(matplotlib_figures(big, args.matplotlib_python))
    if args.save:
        for path in save_samples(Path(args.save), histories):
            print(f"saved {path}")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=50)
    parser.add_argument("--save", help="write sample pictures (every language) to this folder")
    parser.add_argument(
        "--matplotlib-python",
        default=sys.executable,
        help="a Python with matplotlib, for the comparison (default: this one)",
    )
    return asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    sys.exit(main())
