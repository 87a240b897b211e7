"""The pictures read on a phone (issue 26): every text of the /spit stats and /spit
series pictures is at least 11 px once Discord shows the picture 390 px wide, in
every language, whatever the history (none, one game, hours, a heavy year, a long
streak) and whatever the names; and no text leaves the picture or covers another.
Measured on the canvas, which knows every text it draws and its size."""

from __future__ import annotations

import dataclasses
import itertools
import random
from datetime import UTC, date, datetime, timedelta
from functools import cache

import pytest
from babel.dates import format_skeleton

from spitbot.bot import standings
from spitbot.bot.i18n import LANGUAGES, Catalogs
from spitbot.bot.pictures import draw_rating, draw_series
from spitbot.bot.pictures.canvas import Canvas, Rect
from spitbot.bot.pictures.rating import MONTHS
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

PHONE_PX, SMALLEST_PX = 390, 11
"""Issue 26: a picture's smallest text at least 11 px when Discord shows it 390 px wide."""
CATALOGS = Catalogs()
T0 = datetime(2025, 11, 20, 18, 0, tzinfo=UTC)
NAMES = {
    "en": "Ann",
    "cs": "Řehoř Ďurčík-Šťastný",
    "uk": "Ґанна Їжакевич-Єрмоленко",
    "lv": "Ķēniņš Ģirts Āboliņš",
    "az": "Əli Ağayev-Şıxıyev İlqar Çələbi",
}
WIDE = "W" * 32  # Discord's longest display name, in its widest letter


def history(games: int, hours: tuple[float, float], streak: int, seed: int = 3) -> PlayerHistory:
    """``games`` rated games ``hours`` apart, rated by the real maths (draws too)."""
    rng = random.Random(seed)
    me, at = RatingState(), T0
    points, months = [], {}
    for _ in range(games):
        at += timedelta(hours=rng.uniform(*hours))
        opponent = RatingState(rng.gauss(1500, 150), 70, 0.06, games=50, rated_at=at)
        winner = rng.choice([0, 0, 1, None])
        _, (me, _) = rate_game(me, opponent, winner, at)
        points.append(RatingPoint(at, me.shown, me.deviation, me.games))
        month = at.date().replace(day=1)
        won, lost, drawn = months.get(month, (0, 0, 0))
        months[month] = (won + (winner == 0), lost + (winner == 1), drawn + (winner is None))
    return PlayerHistory(
        7, "spit", None, tuple(points),
        tuple(MonthRecord(m, *r) for m, r in sorted(months.items())), streak,
    )  # fmt: skip


def heavy() -> PlayerHistory:
    """A year of hundreds of games a month (three-digit counts, draws among them),
    December to November, and a long winning streak."""
    year = history(400, (10, 30), 122)
    months = tuple(
        MonthRecord(date(2025 + (m > 0), 12 if m == 0 else m, 1), 180 + 7 * m, 150 - m, 10 + m)
        for m in range(12)
    )
    return dataclasses.replace(year, months=months)


HISTORIES = {
    "none": history(0, (1, 2), 0),
    "one game": history(1, (1, 2), 1),
    "an evening": history(12, (0.05, 0.2), -3),
    "a few weeks": history(40, (4, 30), 5),
    "a year": history(400, (10, 30), -2),
    "a heavy year": heavy(),
    "years": history(300, (20, 120), -21),
}


def series(game: str, rounds: int, first: str, second: str) -> SeriesView:
    rng = random.Random(rounds)
    played = tuple(
        RoundRecord(n, (rng.randint(0, 15), rng.randint(0, 15)), (0, 0))
        for n in range(1, rounds + 1)
    )
    totals = (sum(r.points[0] for r in played), sum(r.points[1] for r in played))
    target = 1000 if rounds > 60 else 100
    return SeriesView(
        "m", game, 1, 2, PlayerRef(1, first), PlayerRef(2, second), f"points:{target}",
        MatchStatus.LIVE, target, totals, played, False, None, False, T0, None,
    )  # fmt: skip


@cache
def drawn(language: str) -> list[tuple[str, Canvas]]:
    """Both pictures in ``language``, for every history and pair of names above."""
    tr = CATALOGS[language]
    pictures = []
    for name, (label, found) in itertools.product((NAMES[language], WIDE), HISTORIES.items()):
        words = standings.rating_words(name, "speed", found, tr)
        pictures.append((f"{label}, {name}", draw_rating(found, words, language)))
    for first, second in ((NAMES[language], "Bo"), (WIDE, WIDE), ("Ann", "Ann")):
        for game, rounds in (("spit", 0), ("spit", 1), ("spit", 9), ("speed", 60), ("speed", 200)):
            view = series(game, rounds, first, second)
            words = standings.series_words(view, tr)
            case = f"{game} {rounds} rounds, {first} and {second}"
            pictures.append((case, draw_series(view, words, language)))
    return pictures


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_is_at_least_11_px_on_a_390_px_phone(language: str) -> None:
    for case, canvas in drawn(language):
        assert canvas.texts, case
        smallest = min(canvas.texts, key=lambda text: text.size)
        shown = smallest.size * PHONE_PX / canvas.width
        assert shown >= SMALLEST_PX, (case, smallest.words, smallest.size, round(shown, 2))
        assert canvas.on_phone(smallest.size) == shown


def _overlap(a: Rect, b: Rect) -> bool:
    return a.left < b.right and b.left < a.right and a.top < b.bottom and b.top < a.bottom


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_text_leaves_the_picture_or_covers_another(language: str) -> None:
    for case, canvas in drawn(language):
        boxes = [(text.words, text.bounds()) for text in canvas.texts]
        for words, box in boxes:
            inside = box.left >= 0 and box.top >= 0
            assert inside and box.right <= canvas.width and box.bottom <= canvas.height, (
                case, words, box
            )  # fmt: skip
        for (one, a), (other, b) in itertools.combinations(boxes, 2):
            assert not _overlap(a, b), (case, one, other)


def test_every_month_with_games_is_counted_and_months_are_named_under_their_bars() -> None:
    """Fewer names than months when they do not all fit, but every count is drawn:
    wins (with "+draws") over each bar, losses under it; the latest month and each
    January (as its year) are named."""
    found = HISTORIES["a heavy year"]
    for language, latest in (("en", "Nov"), ("uk", "лист."), ("lv", "nov.")):
        words = standings.rating_words("Ann", "spit", found, CATALOGS[language])
        texts = draw_rating(found, words, language).texts
        said = [text.words for text in texts]
        for month in found.months:
            assert str(month.wins) in said and str(month.losses) in said
            assert f"+{month.draws}" in said
        year = format_skeleton("y", date(2026, 1, 1), locale=language)
        assert said.count(year) == 1  # January 2026, by its year (the axis above has none)
        assert latest in said  # the latest month
        names = [text.words for text in texts if text.xy[1] > MONTHS.bottom]
        assert 4 <= len(names) < 12 and names[-1] == latest, names  # as many as fit


def test_a_title_too_long_for_its_line_is_cut_or_wrapped_never_dropped() -> None:
    found = HISTORIES["a few weeks"]
    words = standings.rating_words(WIDE, "spit", found, CATALOGS["en"])
    title = draw_rating(found, words, "en").texts
    assert any(text.words.startswith("WWW") and text.words.endswith("…") for text in title)
    view = series("spit", 3, "Ann", "Bo")
    long = dataclasses.replace(
        standings.series_words(view, CATALOGS["lv"]), title="Spit punktu sērija " * 6
    )
    lines = [t.words for t in draw_series(view, long, "lv").texts if t.size == 26]
    assert len(lines) == 2 and lines[0].startswith("Spit") and lines[1].endswith("…")


def test_a_months_heading_too_long_for_its_legend_puts_the_legend_below_it() -> None:
    """Should a language's words outgrow the line, the legend takes a line of its own
    and the bars keep clear of it."""
    found = HISTORIES["a heavy year"]
    words = standings.rating_words("Ann", "spit", found, CATALOGS["lv"])
    long = dataclasses.replace(words, months="Uzvaras un zaudējumi pa mēnešiem")
    texts = draw_rating(found, long, "lv").texts
    heading = next(text for text in texts if text.words == long.months)
    legend = next(text for text in texts if text.words == long.wins)
    assert legend.bounds().top > heading.bounds().bottom  # below it, not beside it
    boxes = [text.bounds() for text in texts]
    assert not any(_overlap(a, b) for a, b in itertools.combinations(boxes, 2))
