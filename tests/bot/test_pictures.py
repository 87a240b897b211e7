"""The pictures of /spit stats and /spit series: drawn in every language, for an
empty history too; the PNG opens at its size; every letter is in the shipped font."""

from __future__ import annotations

import asyncio
import io
import random
import threading
from datetime import UTC, date, datetime, timedelta
from importlib import resources

import pytest
from babel.dates import format_skeleton
from fontTools.ttLib import TTFont
from PIL import Image

from spitbot.bot import standings
from spitbot.bot.i18n import LANGUAGES, Catalogs
from spitbot.bot.pictures import (
    RATING_SIZE,
    SERIES_SIZE,
    Painter,
    rating_picture,
    series_picture,
)
from spitbot.bot.pictures.canvas import FONT_FILES, nice_ticks, time_ticks
from spitbot.bot.pictures.rating import PLOT, RatingWords
from spitbot.store import (
    MatchStatus,
    MonthRecord,
    PlayerHistory,
    PlayerRef,
    RatingPoint,
    RoundRecord,
    SeriesView,
)
from spitbot.store.ratings import RatingState, rate_game

CATALOGS = Catalogs()
T0 = datetime(2025, 11, 20, 18, 0, tzinfo=UTC)
# Names with every letter the languages have beyond ASCII (and a long one).
NAMES = {
    "en": "Ann",
    "cs": "Řehoř Ďurčík-Šťastný",
    "uk": "Ґанна Їжакевич-Єрмоленко",
    "lv": "Ķēniņš Ģirts Āboliņš",
    "az": "Əli Ağayev-Şıxıyev İlqar Çələbi",
}


def history(games: int, seed: int = 1) -> PlayerHistory:
    """A player's rated games, rated by the real maths, one every few hours."""
    rng = random.Random(seed)
    me, at = RatingState(), T0
    points, months = [], {}
    for _ in range(games):
        at += timedelta(hours=rng.uniform(1, 30))
        opponent = RatingState(rng.gauss(1500, 150), 70, 0.06, games=50, rated_at=at)
        winner = rng.choice([0, 0, 1, None])
        _, (me, _) = rate_game(me, opponent, winner, at)
        points.append(RatingPoint(at, me.shown, me.deviation, me.games))
        month = at.date().replace(day=1)
        won, lost, drawn = months.get(month, (0, 0, 0))
        months[month] = (won + (winner == 0), lost + (winner == 1), drawn + (winner is None))
    return PlayerHistory(
        7, "spit", None, tuple(points),
        tuple(MonthRecord(m, *r) for m, r in sorted(months.items())), -2,
    )  # fmt: skip


def series(game: str, rounds: int) -> SeriesView:
    rng = random.Random(rounds)
    played = tuple(
        RoundRecord(n, (rng.randint(0, 15), rng.randint(0, 15)), (0, 0))
        for n in range(1, rounds + 1)
    )
    totals = (sum(r.points[0] for r in played), sum(r.points[1] for r in played))
    return SeriesView(
        "m", game, 1, 2, PlayerRef(1, "Ann"), PlayerRef(2, "Əli Ağayev"), "points:100",
        MatchStatus.LIVE, 100, totals, played, False, None, False, T0, None,
    )  # fmt: skip


def opened(png: bytes) -> Image.Image:
    picture = Image.open(io.BytesIO(png))
    picture.load()
    assert picture.format == "PNG"
    return picture


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("games", [0, 1, 12, 1000])
def test_the_stats_picture_is_drawn_in_every_language(language: str, games: int) -> None:
    tr = CATALOGS[language]
    found = history(games)
    words = standings.rating_words(NAMES[language], "spit", found, tr)
    picture = opened(rating_picture(found, words, language))
    assert picture.size == RATING_SIZE
    # Something is drawn beyond the background: text at least, lines once there are games.
    assert len(picture.convert("RGB").getcolors(maxcolors=100_000) or []) > (60 if games else 20)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("game", "rounds"), [("spit", 1), ("spit", 9), ("speed", 60)])
def test_the_series_picture_is_drawn_in_every_language(
    language: str, game: str, rounds: int
) -> None:
    view = series(game, rounds)
    picture = opened(
        series_picture(view, standings.series_words(view, CATALOGS[language]), language)
    )
    assert picture.size == SERIES_SIZE


def test_the_provisional_stretch_is_shaded_and_the_empty_history_says_so() -> None:
    words = standings.rating_words("Ann", "spit", history(0), CATALOGS["en"])
    empty = opened(rating_picture(history(0), words, "en")).convert("RGB")
    found = history(200)
    assert found.ratings[0].provisional and not found.ratings[-1].provisional
    drawn = opened(rating_picture(found, words, "en")).convert("RGB")

    def tint(picture: Image.Image, x: float) -> tuple[int, int, int]:
        """The colour at ``x`` near the plot's bottom edge (below the rating line)."""
        return picture.getpixel((round(x), round(PLOT.bottom) - 4))  # type: ignore[return-value]

    plot = tint(empty, PLOT.left + 6)
    early, late = tint(drawn, PLOT.left + 2), tint(drawn, PLOT.right - 40)
    assert early[0] > plot[0] + 20  # amber (and the wide deviation band) over the plot
    assert late == plot  # settled: no shading
    # The empty picture has its words, and none of the drawn one's lines.
    assert len(empty.getcolors(maxcolors=100_000) or []) < len(
        drawn.getcolors(maxcolors=100_000) or []
    )


def _picture_words(language: str) -> str:
    """Every word a picture can show in ``language``: the catalogs' and Babel's dates."""
    tr = CATALOGS[language]
    for streak in (-3, 0, 1, 5, 22):
        found = PlayerHistory(7, "spit", None, (), (), streak)
        words = standings.rating_words(NAMES[language], "spit", found, tr)
    parts = [getattr(words, name) for name in RatingWords.__slots__ if name != "streak_sign"]
    parts += [tr("picture-streak-wins", count=n) + tr("picture-streak-losses", count=n)
              for n in (1, 2, 5, 21, 22)]  # fmt: skip
    for game in ("spit", "speed"):
        view = series(game, 3)
        named = standings.series_words(view, tr)
        parts += [named.title, named.rounds, named.target]
        parts.append(tr("picture-series-alt", first="a", second="b", game=game, target=10))
    parts.append(tr("picture-rating-alt", name="a", game="spit"))
    for month in range(1, 13):
        moment = datetime(2026, month, 14, 15, tzinfo=UTC)
        for skeleton in ("Hm", "MMMd", "yMMM", "y", "MMM"):
            parts.append(format_skeleton(skeleton, moment, locale=language))
    return "".join(parts)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_letter_of_every_language_is_in_the_shipped_fonts(language: str) -> None:
    letters = set(_picture_words(language)) | set(NAMES[language]) | set("0123456789+−±?–…")
    letters -= {"\u2068", "\u2069"}  # Fluent's isolation marks (never drawn: see below)
    for weight in ("regular", "bold"):
        path = resources.files("spitbot.bot.pictures").joinpath("fonts", FONT_FILES[weight])
        with resources.as_file(path) as file:
            cmap = TTFont(file).getBestCmap()
        missing = sorted(c for c in letters if c.isprintable() and ord(c) not in cmap)
        assert not missing, (weight, [f"U+{ord(c):04X} {c}" for c in missing])
    # The Azerbaijani schwa, the Ukrainian ґ, the Latvian ķ, the Czech ů are there.
    assert {"ə", "ğ", "ı", "ş"} <= letters or language != "az"


def test_the_words_carry_no_unicode_isolation_marks() -> None:
    """Fluent wraps placeables in U+2068/U+2069 when bidi isolation is on; a picture
    would draw them as boxes."""
    for language in LANGUAGES:
        assert "\u2068" not in _picture_words(language)


def test_axes_take_round_values() -> None:
    assert nice_ticks(1432, 1876, 5) == [1500, 1600, 1700, 1800]
    assert nice_ticks(0, 108, 6) == [0, 20, 40, 60, 80, 100]
    hours = time_ticks(T0, T0 + timedelta(hours=5), "en")
    assert [label for _, label in hours] == ["18:00", "19:00", "20:00", "21:00", "22:00", "23:00"]
    days = time_ticks(T0, T0 + timedelta(days=4), "cs")
    assert [label for _, label in days] == ["21. 11.", "22. 11.", "23. 11.", "24. 11."]
    months = time_ticks(T0, T0 + timedelta(days=150), "uk")
    assert [m for m, _ in months] == [datetime(2025, 12, 1, tzinfo=UTC)] + [
        datetime(2026, n, 1, tzinfo=UTC) for n in (1, 2, 3, 4)
    ]
    years = time_ticks(T0, T0 + timedelta(days=3000), "lv")
    assert all(label.endswith("g.") for _, label in years) and len(years) <= 6


async def test_the_painter_draws_off_the_event_loop() -> None:
    painter = Painter()
    seen: list[str] = []
    ticks = 0

    def draw(value: int) -> int:
        seen.append(threading.current_thread().name)
        return value * 2

    async def tick() -> None:
        nonlocal ticks
        while True:
            ticks += 1
            await asyncio.sleep(0)

    ticker = asyncio.create_task(tick())
    try:
        assert await painter.paint(draw, 21) == 42
        found = history(1000)
        words = standings.rating_words("Ann", "spit", found, CATALOGS["en"])
        png = await painter.paint(rating_picture, found, words, "en")
    finally:
        ticker.cancel()
        painter.close()
    assert opened(png).size == RATING_SIZE
    assert (
        seen and seen[0].startswith("spitbot-pictures") and seen[0] != threading.main_thread().name
    )
    assert ticks > 1  # the loop ran while the picture was drawn


def test_twelve_months_at_most_with_the_empty_ones_between() -> None:
    from spitbot.bot.pictures.rating import _month_list

    months = (MonthRecord(date(2024, 11, 1), 1, 0, 0), MonthRecord(date(2026, 2, 1), 2, 1, 0))
    shown = _month_list(months)
    assert shown[0].month == date(2025, 3, 1) and len(shown) == 12
    assert shown[-1] == months[-1] and sum(m.wins for m in shown[:-1]) == 0
    assert [m.month for m in _month_list(months[:1])] == [date(2024, 11, 1)]


def test_the_provisional_stretches_follow_the_deviation() -> None:
    from spitbot.bot.pictures.rating import _provisional_stretches

    def point(deviation: float) -> RatingPoint:
        return RatingPoint(T0, 1500, deviation, 1)

    deviations = [396, 200, 109, 90, 80, 130, 100, 120]  # back over 110 after time away
    assert _provisional_stretches([point(d) for d in deviations]) == [(0, 2), (5, 6), (7, None)]
    assert _provisional_stretches([point(80)]) == []
    assert _provisional_stretches([]) == []
