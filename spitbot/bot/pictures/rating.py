"""The picture of ``/spit stats``: a player's rating over time in one game (the
stretches where it was provisional shaded, its deviation as a band around it),
their wins and losses by month, and their current streak.

It is drawn to be read on a phone: no text is smaller than ``LABEL`` px on a
720 px canvas, 11.9 px once Discord shows it 390 px wide (:data:`.canvas.PHONE_TEXT_PX`),
and 11 px in the 400 × 300 box a desktop shows it in. So the labels are few and
chosen: as many dates under the rating as fit, the months named as fit (the latest
always, and each January as its year)."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from babel.dates import format_skeleton

from ...store import MonthRecord, PlayerHistory, RatingPoint
from .canvas import Canvas, Rect, nice_ticks, thin, time_ticks

__all__ = ["RATING_SIZE", "RatingWords", "draw_rating", "rating_picture"]

RATING_SIZE = (720, 600)
EDGE = 24
"""The margin around everything."""
LABEL = 22
"""Every label (axes, months, counts, legends): the smallest text of the picture."""
HEADING = 22
"""The streak, the months' heading: bold."""
TITLE = 26
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


TITLE_Y, STREAK_Y = 30, 64
PLOT = Rect(92, 90, RATING_SIZE[0] - EDGE, 282)
"""The rating's plot; its left leaves room for a four-digit rating at ``LABEL`` px."""
LEGEND_Y = 342
MONTHS_Y = 384
"""The middle of the months' heading line (and of their legend, when it fits there)."""
MONTHS = Rect(EDGE, 404, RATING_SIZE[0] - EDGE, 552)
"""The months' bars and their counts; their names go below."""
ROW = LABEL + 6
"""A line of labels."""


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


def _span(canvas: Canvas, x: float, label: str) -> tuple[float, float]:
    """Where a label centred on ``x`` goes, moved inside the picture's margins."""
    width = canvas.text_width(label, size=LABEL)
    left = min(max(x - width / 2, EDGE), canvas.width - EDGE - width)
    return left, left + width


def _time_axis(canvas: Canvas, start: datetime, end: datetime, plot: Rect, lang: str) -> None:
    """The dates under the rating: as many round ones as fit a label's height apart."""
    per_second = plot.width / (end - start).total_seconds()
    chosen: list[tuple[float, str, tuple[float, float]]] = []
    for count in (6, 5, 4, 3, 2, 1):
        ticks = [
            (plot.left + (moment - start).total_seconds() * per_second, label)
            for moment, label in time_ticks(start, end, lang, count)
        ]
        chosen = [(x, label, _span(canvas, x, label)) for x, label in ticks]
        spans = [span for _, _, span in chosen]
        if all(b[0] - a[1] >= LABEL for a, b in itertools.pairwise(spans)):
            break
    for x, label, (left, _) in chosen:
        canvas.rule((x, plot.bottom), (x, plot.bottom + 6), canvas.palette.axis)
        canvas.text((left, plot.bottom + 10), label, size=LABEL, colour=canvas.palette.muted)


def _nothing_to_draw(canvas: Canvas, area: Rect, words: str) -> None:
    """An area with nothing to draw yet (no rated game, no month played) says so in its
    middle, so the picture never shows an empty frame unexplained."""
    middle = ((area.left + area.right) / 2, (area.top + area.bottom) / 2)
    canvas.text(middle, words, size=HEADING, colour=canvas.palette.muted, anchor="mm")


def _ratings(canvas: Canvas, points: Sequence[RatingPoint], words: RatingWords, lang: str) -> None:
    colours = canvas.palette
    plot = PLOT
    canvas.box(plot, colours.plot, radius=4)
    if not points:
        _nothing_to_draw(canvas, plot, words.no_rating)
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
        if not plot.top + LABEL / 2 <= y <= plot.bottom - LABEL / 2:
            continue  # its label would stick out of the plot, towards other words
        canvas.rule((plot.left, y), (plot.right, y), colours.grid)
        canvas.text((plot.left - 10, y), f"{value:.0f}", size=LABEL, colour=colours.muted,
                    anchor="rm")  # fmt: skip
    _time_axis(canvas, start, end, plot, lang)
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
        smooth.line(line, colours.line, 2.6)
        if len(points) <= DOTS_UP_TO:
            for x, p in zip(xs, points, strict=True):
                smooth.circle((x, y_of(p.rating)), 3, colours.line)
        smooth.circle((last_x, last_y), 5, colours.text)
    mark = "?" if points[-1].provisional else ""
    # Above the last point, or below it when it is near the plot's top.
    above = last_y - 12 - HEADING >= plot.top
    near_right = last_x > plot.right - 70
    canvas.text(
        (min(last_x, plot.right - 6), last_y - 12 if above else last_y + 12),
        f"{points[-1].rating}{mark}",
        size=HEADING,
        weight="bold",
        anchor=("r" if near_right else "m") + ("b" if above else "a"),  # type: ignore[arg-type]
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


def _month_names(
    canvas: Canvas, shown: Sequence[MonthRecord], centres: Sequence[float], lang: str
) -> list[tuple[int, str, float]]:
    """Which months are named under their bars, and how: (index, words, left). A
    January is named by its year. The latest month is named first, then each January,
    then every ``step``-th month counted from a January (from the latest month when
    none is shown), ``step`` the fewest months the widest name needs; a name is kept
    only where it is clear of those already placed."""
    names = [
        format_skeleton("y" if m.month.month == 1 else "MMM", m.month, locale=lang) for m in shown
    ]
    slot = centres[1] - centres[0] if len(centres) > 1 else canvas.width
    widest = max(canvas.text_width(name, size=LABEL) for name in names)
    step = next((s for s in (1, 2, 3, 4, 6) if widest + LABEL / 2 <= slot * s), MONTHS_SHOWN)
    last = len(shown) - 1
    januaries = [i for i, m in enumerate(shown) if m.month.month == 1]
    anchor = januaries[0] if januaries else last
    order = [last, *januaries, *(i for i in range(len(shown)) if (i - anchor) % step == 0)]
    placed: list[tuple[int, str, float, float]] = []  # index, name, left, right
    for index in dict.fromkeys(order):  # in that order, once each
        left, right = _span(canvas, centres[index], names[index])
        if all(left >= end + LABEL / 2 or right + LABEL / 2 <= start
               for _, _, start, end in placed):  # fmt: skip
            placed.append((index, names[index], left, right))
    return sorted((index, name, left) for index, name, left, _ in placed)


def _months_heading(canvas: Canvas, words: RatingWords) -> float:
    """The months' heading and legend (on one line when they fit, else the legend on
    a line of its own); returns where the bars' area starts."""
    colours = canvas.palette
    canvas.text((EDGE, MONTHS_Y), words.months, size=HEADING, weight="bold", anchor="lm")
    keys = ((colours.win, words.wins), (colours.loss, words.losses), (colours.draw, words.draws))
    gap = LABEL
    legend = sum(canvas.key_width(label, size=LABEL) for _, label in keys) + gap * 2
    heading = canvas.text_width(words.months, size=HEADING, weight="bold")
    if EDGE + heading + gap * 2 + legend <= canvas.width - EDGE:
        x, y, top = canvas.width - EDGE - legend, MONTHS_Y, MONTHS.top
    else:
        x, y, top = EDGE, MONTHS_Y + ROW + 4, MONTHS.top + ROW + 4
    for colour, label in keys:
        x = canvas.key(x, y, colour, label, size=LABEL) + gap
    return top


def _months(canvas: Canvas, months: Sequence[MonthRecord], words: RatingWords, lang: str) -> None:
    colours = canvas.palette
    area = Rect(MONTHS.left, _months_heading(canvas, words), MONTHS.right, MONTHS.bottom)
    shown = _month_list(months)
    if not shown:
        _nothing_to_draw(canvas, area, words.no_months)
        return
    slot = area.width / len(shown)
    centres = [area.left + slot * (index + 0.5) for index in range(len(shown))]

    def fits(month: MonthRecord) -> bool:
        """Whether "wins+draws" fits its slot on one line (else "+draws" goes above)."""
        said = f"{month.wins}+{month.draws}" if month.draws else f"{month.wins}"
        return canvas.text_width(said, size=LABEL) <= slot - 6

    rows_above = 1 if all(fits(m) for m in shown) else 2
    # Wins and draws rise from the middle line, losses hang from it: the line sits
    # where the tallest of each leaves the bars all the room between the counts.
    rising = max(m.wins + m.draws for m in shown)
    falling = max(m.losses for m in shown)
    per_game = (area.height - (rows_above + 1) * ROW) / ((rising + falling) or 1)
    middle = round(area.top + rows_above * ROW + rising * per_game)
    canvas.rule((area.left, middle), (area.right, middle), colours.axis)
    bar = min(36.0, slot * 0.62)
    for month, centre in zip(shown, centres, strict=True):
        left, right = centre - bar / 2, centre + bar / 2
        win_top = middle - month.wins * per_game
        draw_top = win_top - month.draws * per_game
        loss_bottom = middle + month.losses * per_game
        canvas.box(Rect(left, win_top, right, middle), colours.win)
        canvas.box(Rect(left, draw_top, right, win_top), colours.draw)
        canvas.box(Rect(left, middle, right, loss_bottom), colours.loss)
        above = draw_top - 4
        wins, draws = f"{month.wins}", f"+{month.draws}" if month.draws else ""
        if draws and fits(month):
            width = canvas.text_width(wins + draws, size=LABEL)
            joint = centre - width / 2 + canvas.text_width(wins, size=LABEL)
            canvas.text((joint, above), wins, size=LABEL, colour=colours.win, anchor="rb")
            canvas.text((joint, above), draws, size=LABEL, colour=colours.draw, anchor="lb")
        elif month.wins or month.draws:
            canvas.text((centre, above), wins, size=LABEL, colour=colours.win, anchor="mb")
            if draws:
                canvas.text((centre, above - ROW), draws, size=LABEL, colour=colours.draw,
                            anchor="mb")  # fmt: skip
        if month.losses:
            canvas.text((centre, loss_bottom + 4), f"{month.losses}", size=LABEL,
                        colour=colours.loss, anchor="ma")  # fmt: skip
    for index, name, left in _month_names(canvas, shown, centres, lang):
        january = shown[index].month.month == 1
        canvas.text((left, area.bottom + 14), name, size=LABEL,
                    colour=colours.text if january else colours.muted)  # fmt: skip


def draw_rating(history: PlayerHistory, words: RatingWords, language: str) -> Canvas:
    """The picture of ``/spit stats``, drawn (:data:`RATING_SIZE` pixels)."""
    canvas = Canvas(*RATING_SIZE)
    colours = canvas.palette
    streak_colour = (
        colours.win if words.streak_sign > 0 else colours.loss if words.streak_sign < 0
        else colours.muted
    )  # fmt: skip
    width = canvas.width - 2 * EDGE
    title = canvas.fit(words.title, width, size=TITLE, weight="bold")
    canvas.text((EDGE, TITLE_Y), title, size=TITLE, weight="bold", anchor="lm")
    streak = canvas.fit(words.streak, width, size=HEADING, weight="bold")
    canvas.text((EDGE, STREAK_Y), streak, size=HEADING, weight="bold", colour=streak_colour,
                anchor="lm")  # fmt: skip
    _ratings(canvas, history.ratings, words, language)
    end = canvas.key(PLOT.left, LEGEND_Y, colours.provisional_key, words.provisional, size=LABEL)
    canvas.key(end + LABEL * 1.5, LEGEND_Y, colours.band[:3], words.deviation, size=LABEL)
    _months(canvas, history.months, words, language)
    return canvas


def rating_picture(history: PlayerHistory, words: RatingWords, language: str) -> bytes:
    """The PNG of ``/spit stats`` (:data:`RATING_SIZE` pixels)."""
    return draw_rating(history, words, language).png()
