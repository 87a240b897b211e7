"""The picture of ``/spit series``: each player's running score across the rounds
(Spit) or deals (Speed) of a points series, and the target line.

Drawn to be read on a phone, as the stats picture is: no text under ``LABEL`` px
on a 720 px canvas (11.9 px once shown 390 px wide)."""

from __future__ import annotations

from dataclasses import dataclass

from ...store import SeriesView
from .canvas import Canvas, Rect, nice_ticks

__all__ = ["SERIES_SIZE", "SeriesWords", "draw_series", "series_picture"]

SERIES_SIZE = (720, 520)
EDGE = 24
LABEL = 22
"""Every label (axes, names, the target): the smallest text of the picture."""
TITLE = 26
SCORE = 24
"""Each player's score at the end of their line, bold."""
DOTS_UP_TO = 40
PLOT_LEFT, PLOT_BOTTOM = 92, 428
"""Room on the left for a four-digit score; the plot's top follows the title's lines,
its right leaves room for the final scores."""


@dataclass(frozen=True, slots=True)
class SeriesWords:
    """Every word on the picture, from the catalogs."""

    title: str
    first: str
    second: str
    rounds: str  # the axis: "Round" or "Deal"
    target: str


def _apart(ys: list[float], gap: float, low: float, high: float) -> list[float]:
    """Two labels' heights moved apart until they are ``gap`` apart, within
    [``low``, ``high``]: two close scores keep both numbers readable."""
    (a, b) = ys
    if abs(a - b) >= gap:
        return ys
    middle = min(max((a + b) / 2, low + gap / 2), high - gap / 2)
    upper, lower = middle - gap / 2, middle + gap / 2
    return [upper, lower] if a <= b else [lower, upper]


def draw_series(view: SeriesView, words: SeriesWords, language: str) -> Canvas:
    """The picture of ``/spit series``, drawn (:data:`SERIES_SIZE` pixels). ``language``
    is unused today (the axes are numbers), kept so every picture is drawn alike."""
    del language
    canvas = Canvas(*SERIES_SIZE)
    colours = canvas.palette
    width = canvas.width - 2 * EDGE
    lines = canvas.wrap(words.title, width, size=TITLE, weight="bold", lines=2)
    y = 30
    for said in lines:
        canvas.text((EDGE, y), said, size=TITLE, weight="bold", anchor="lm")
        y += TITLE + 8
    # The two players' colours, each name given half the line at most.
    half = (width - LABEL * 1.5) / 2 - canvas.key_width("", size=LABEL)
    first = canvas.fit(words.first, half, size=LABEL)
    end = canvas.key(EDGE, y + 2, colours.first, first, size=LABEL)
    canvas.key(end + LABEL * 1.5, y + 2, colours.second, canvas.fit(words.second, half,
               size=LABEL), size=LABEL)  # fmt: skip

    totals = [(0, 0)]
    for played in view.rounds:
        last = totals[-1]
        totals.append((last[0] + played.points[0], last[1] + played.points[1]))
    rounds = len(totals) - 1
    top_value = max(view.target, *(max(t) for t in totals)) * 1.1
    widest = max(canvas.text_width(f"{score}", size=SCORE, weight="bold") for score in totals[-1])
    plot = Rect(PLOT_LEFT, y + 32, canvas.width - EDGE - 12 - widest, PLOT_BOTTOM)
    canvas.box(plot, colours.plot, radius=4)

    def x_of(round_no: float) -> float:
        return plot.left + plot.width * (round_no / max(rounds, 1))

    def y_of(value: float) -> float:
        return plot.bottom - plot.height * value / top_value

    for value in nice_ticks(0, top_value, 6):
        height = y_of(value)
        if value > top_value or height < plot.top + LABEL / 2:
            continue  # its label would stick out of the plot, into the names
        canvas.rule((plot.left, height), (plot.right, height), colours.grid)
        canvas.text((plot.left - 10, height), f"{value:.0f}", size=LABEL, colour=colours.muted,
                    anchor="rm")  # fmt: skip
    # Round numbers: as many as fit, each at least two digits' room apart.
    room = plot.width / (canvas.text_width(f"{max(rounds, 1)}", size=LABEL) + LABEL)
    for value in nice_ticks(0, max(rounds, 1), max(1, min(10, rounds, int(room)))):
        if value != int(value):
            continue
        x = x_of(value)
        canvas.rule((x, plot.bottom), (x, plot.bottom + 6), colours.axis)
        canvas.text((x, plot.bottom + 10), f"{value:.0f}", size=LABEL, colour=colours.muted,
                    anchor="ma")  # fmt: skip
    canvas.text((plot.right, plot.bottom + 10 + LABEL + 10), words.rounds, size=LABEL,
                colour=colours.muted, anchor="ra")  # fmt: skip
    target_y = y_of(view.target)
    # At the line's left end: the scores climb from the bottom left, so it stays clear.
    canvas.text((plot.left + 10, target_y - 6), words.target, size=LABEL, colour=colours.target,
                anchor="lb")  # fmt: skip
    ends: list[tuple[float, float]] = []
    with canvas.smooth(
        Rect(plot.left - 6, plot.top - 6, plot.right + 6, plot.bottom + 6)
    ) as smooth:
        smooth.dashed((plot.left, target_y), (plot.right, target_y), colours.target, 2)
        for seat, colour in ((0, colours.first), (1, colours.second)):
            line = [(x_of(n), y_of(t[seat])) for n, t in enumerate(totals)]
            smooth.line(line, colour, 2.8)
            if rounds <= DOTS_UP_TO:
                for point in line:
                    smooth.circle(point, 3.5, colour)
            ends.append(line[-1])
    heights = _apart([y for _, y in ends], SCORE + 4, plot.top, plot.bottom + SCORE / 2)
    for seat, colour in ((0, colours.first), (1, colours.second)):
        canvas.text((ends[seat][0] + 12, heights[seat]), f"{totals[-1][seat]}", size=SCORE,
                    weight="bold", colour=colour, anchor="lm")  # fmt: skip
    return canvas


def series_picture(view: SeriesView, words: SeriesWords, language: str) -> bytes:
    """The PNG of ``/spit series`` (:data:`SERIES_SIZE` pixels)."""
    return draw_series(view, words, language).png()
