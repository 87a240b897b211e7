"""The picture of ``/spit stats``: a player's rating over time in one game (the
stretches where it was provisional shaded, its deviation as a band around it),
their wins and losses by month, and their current streak."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from babel.dates import format_skeleton

from ...store import MonthRecord, PlayerHistory, RatingPoint
from .canvas import Canvas, Rect, nice_ticks, thin, time_ticks

__all__ = ["RATING_SIZE", "RatingWords", "rating_picture"]

RATING_SIZE = (800, 500)
MONTHS_SHOWN = 12
DOTS_UP_TO = 40
"""Points drawn as dots too, up to this many games."""
THIN_FROM = 300
"""From this many games on, the points are merged per column of pixels (see ``thin``)."""


@dataclass(frozen=True, slots=True)
class RatingWords:
    """Every word on the picture, from the catalogs (``picture-*``)."""

    title: str
    streak: str
    streak_sign: int  # > 0 wins, < 0 losses, 0 none
    provisional: str
    deviation: str
    months: str
    wins: str
    losses: str
    draws: str
    no_rating: str
    no_months: str


PLOT = Rect(64, 64, 776, 290)
MONTHS = Rect(64, 384, 776, 462)


def _x_of(start: datetime, end: datetime, plot: Rect) -> tuple[datetime, datetime, float]:
    if end <= start:
        start, end = start - timedelta(minutes=30), start + timedelta(minutes=30)
    return start, end, plot.width / (end - start).total_seconds()


def _provisional_stretches(points: Sequence[RatingPoint]) -> list[tuple[int, int | None]]:
    """Index ranges [i, j) of the points after which the rating was provisional
    (``None``: to the end)."""
    stretches: list[tuple[int, int | None]] = []
    start: int | None = None
    for index, point in enumerate(points):
        if point.provisional and start is None:
            start = index
        elif not point.provisional and start is not None:
            stretches.append((start, index))
            start = None
    if start is not None:
        stretches.append((start, None))
    return stretches


def _ratings(canvas: Canvas, points: Sequence[RatingPoint], words: RatingWords, lang: str) -> None:
    colours = canvas.palette
    plot = PLOT
    canvas.box(plot, colours.plot, radius=4)
    if not points:
        canvas.text(
            ((plot.left + plot.right) / 2, (plot.top + plot.bottom) / 2),
            words.no_rating,
            size=16,
            colour=colours.muted,
            anchor="mm",
        )
        return
    low = min(p.rating for p in points)
    high = max(p.rating for p in points)
    pad = max(40.0, (high - low) * 0.12)
    bottom_value, top_value = low - pad, high + pad
    ticks = nice_ticks(bottom_value, top_value, 5)
    scale = plot.height / (top_value - bottom_value)
    top, bottom = plot.top, plot.bottom

    def y_of(value: float) -> float:
        return min(bottom, max(top, bottom - (value - bottom_value) * scale))

    start, end, per_second = _x_of(points[0].at, points[-1].at, plot)

    def x_of(moment: datetime) -> float:
        return plot.left + (moment - start).total_seconds() * per_second

    xs = [x_of(p.at) for p in points]
    # Provisional stretches, behind everything.
    for first, last in _provisional_stretches(points):
        right = plot.right if last is None else xs[last]
        left = xs[first] if first else plot.left
        canvas.box(Rect(left, plot.top, max(right, left + 2), plot.bottom), colours.provisional)
    for value in ticks:
        y = y_of(value)
        canvas.rule((plot.left, y), (plot.right, y), colours.grid)
        canvas.text((plot.left - 8, y), f"{value:.0f}", size=13, colour=colours.muted, anchor="rm")
    for moment, label in time_ticks(start, end, lang):
        x = x_of(moment)
        canvas.rule((x, plot.bottom), (x, plot.bottom + 5), colours.axis)
        canvas.text((x, plot.bottom + 9), label, size=12, colour=colours.muted, anchor="ma")
    # The deviation around the rating, then the rating.
    columns = thin(
        [
            (
                x,
                bottom - (p.rating - bottom_value) * scale,
                max(top, bottom - (p.rating + p.deviation - bottom_value) * scale),
                min(bottom, bottom - (p.rating - p.deviation - bottom_value) * scale),
            )
            for x, p in zip(xs, points, strict=True)
        ],
        step=1.5 if len(points) >= THIN_FROM else 0,
    )
    if len(columns) == 1:
        x, _, top, bottom = columns[0]
        canvas.box(Rect(x - 6, top, x + 6, bottom), colours.band, radius=3)
    line = [(x, y) for x, y, _, _ in columns]
    line[-1] = (xs[-1], y_of(points[-1].rating))
    last_x, last_y = line[-1]
    with canvas.smooth(Rect(plot.left - 6, plot.top - 6, plot.right + 6, plot.bottom)) as smooth:
        smooth.polygon(
            [(x, t) for x, _, t, _ in columns] + [(x, b) for x, _, _, b in columns[::-1]],
            colours.band,
        )
        smooth.line(line, colours.line, 2.2)
        if len(points) <= DOTS_UP_TO:
            for x, p in zip(xs, points, strict=True):
                smooth.circle((x, y_of(p.rating)), 2.6, colours.line)
        smooth.circle((last_x, last_y), 4.5, colours.text)
    mark = "?" if points[-1].provisional else ""
    canvas.text(
        (min(last_x, plot.right - 4), last_y - 10),
        f"{points[-1].rating}{mark}",
        size=14,
        weight="bold",
        anchor="rb" if last_x > plot.right - 60 else "mb",
    )


def _month_list(months: Sequence[MonthRecord]) -> list[MonthRecord]:
    """The last twelve calendar months up to the latest with a match, empty ones included."""
    if not months:
        return []
    found = {m.month: m for m in months}
    latest = months[-1].month
    shown = []
    for back in range(MONTHS_SHOWN - 1, -1, -1):
        index = latest.year * 12 + latest.month - 1 - back
        month = date(index // 12, index % 12 + 1, 1)
        if month < months[0].month:
            continue
        shown.append(found.get(month, MonthRecord(month, 0, 0, 0)))
    return shown


def _months(canvas: Canvas, months: Sequence[MonthRecord], words: RatingWords, lang: str) -> None:
    colours = canvas.palette
    canvas.text((24, MONTHS.top - 20), words.months, size=14, weight="bold", anchor="lm")
    x = canvas.width - 24.0
    for colour, label in (
        (colours.draw, words.draws),
        (colours.loss, words.losses),
        (colours.win, words.wins),
    ):
        x -= canvas.text_width(label, size=12) + 20
        canvas.key(x, MONTHS.top - 20, colour, label, size=12)
        x -= 14
    shown = _month_list(months)
    if not shown:
        canvas.text(
            ((MONTHS.left + MONTHS.right) / 2, (MONTHS.top + MONTHS.bottom) / 2),
            words.no_months,
            size=14,
            colour=colours.muted,
            anchor="mm",
        )
        return
    middle = round((MONTHS.top + MONTHS.bottom) / 2)
    canvas.rule((MONTHS.left, middle), (MONTHS.right, middle), colours.axis)
    most = max(max(m.wins + m.draws, m.losses) for m in shown) or 1
    half = MONTHS.height / 2 - 14
    slot = MONTHS.width / len(shown)
    bar = min(40.0, slot * 0.6)
    for index, month in enumerate(shown):
        centre = MONTHS.left + slot * (index + 0.5)
        left, right = centre - bar / 2, centre + bar / 2
        win_top = middle - month.wins / most * half
        draw_top = win_top - month.draws / most * half
        loss_bottom = middle + month.losses / most * half
        canvas.box(Rect(left, win_top, right, middle), colours.win)
        canvas.box(Rect(left, draw_top, right, win_top), colours.draw)
        canvas.box(Rect(left, middle, right, loss_bottom), colours.loss)
        if month.wins or month.draws:
            wins, draws = f"{month.wins}", f"+{month.draws}" if month.draws else ""
            width = canvas.text_width(wins + draws, size=11)
            left_end = centre - width / 2 + canvas.text_width(wins, size=11)
            canvas.text((left_end, draw_top - 2), wins, size=11, colour=colours.win, anchor="rb")
            if draws:
                canvas.text((left_end, draw_top - 2), draws, size=11, colour=colours.draw,
                            anchor="lb")  # fmt: skip
        if month.losses:
            canvas.text((centre, loss_bottom + 2), f"{month.losses}", size=11,
                        colour=colours.loss, anchor="ma")  # fmt: skip
        label = format_skeleton("MMM", month.month, locale=lang)
        canvas.text((centre, MONTHS.bottom + 8), label, size=12, colour=colours.muted, anchor="ma")
        if index == 0 or month.month.month == 1:
            year = format_skeleton("y", month.month, locale=lang)
            canvas.text((centre, MONTHS.bottom + 23), year, size=10, colour=colours.muted,
                        anchor="ma")  # fmt: skip


def rating_picture(history: PlayerHistory, words: RatingWords, language: str) -> bytes:
    """The PNG of ``/spit stats`` (:data:`RATING_SIZE` pixels)."""
    canvas = Canvas(*RATING_SIZE)
    colours = canvas.palette
    streak_colour = (
        colours.win if words.streak_sign > 0 else colours.loss if words.streak_sign < 0
        else colours.muted
    )  # fmt: skip
    streak_width = canvas.text_width(words.streak, size=15, weight="bold")
    canvas.text((canvas.width - 24, 30), words.streak, size=15, weight="bold",
                colour=streak_colour, anchor="rm")  # fmt: skip
    title = canvas.fit(words.title, canvas.width - 72 - streak_width, size=20, weight="bold")
    canvas.text((24, 30), title, size=20, weight="bold", anchor="lm")
    _ratings(canvas, history.ratings, words, language)
    legend_y = PLOT.bottom + 40
    end = canvas.key(PLOT.left, legend_y, colours.provisional_key, words.provisional, size=12)
    canvas.key(end + 24, legend_y, colours.band[:3], words.deviation, size=12)
    _months(canvas, history.months, words, language)
    return canvas.png()
