"""The picture of ``/spit series``: each player's running score across the rounds
(Spit) or deals (Speed) of a points series, and the target line."""

from __future__ import annotations

from dataclasses import dataclass

from ...store import SeriesView
from .canvas import Canvas, Rect, nice_ticks

__all__ = ["SERIES_SIZE", "SeriesWords", "series_picture"]

SERIES_SIZE = (800, 420)
DOTS_UP_TO = 40
PLOT = Rect(64, 84, 730, 362)


@dataclass(frozen=True, slots=True)
class SeriesWords:
    """Every word on the picture, from the catalogs."""

    title: str
    first: str
    second: str
    rounds: str  # the axis: "Round" or "Deal"
    target: str


def series_picture(view: SeriesView, words: SeriesWords, language: str) -> bytes:
    """The PNG of ``/spit series`` (:data:`SERIES_SIZE` pixels). ``language`` is
    unused today (the axes are numbers), kept so every picture is drawn alike."""
    del language
    canvas = Canvas(*SERIES_SIZE)
    colours = canvas.palette
    canvas.text((24, 30), canvas.fit(words.title, canvas.width - 48, size=18, weight="bold"),
                size=18, weight="bold", anchor="lm")  # fmt: skip
    end = canvas.key(24, 60, colours.first, words.first, size=14)
    canvas.key(end + 24, 60, colours.second, words.second, size=14)

    totals = [(0, 0)]
    for played in view.rounds:
        last = totals[-1]
        totals.append((last[0] + played.points[0], last[1] + played.points[1]))
    rounds = len(totals) - 1
    top_value = max(view.target, *(max(t) for t in totals)) * 1.08
    plot = PLOT
    canvas.box(plot, colours.plot, radius=4)

    def x_of(round_no: float) -> float:
        return plot.left + plot.width * (round_no / max(rounds, 1))

    def y_of(value: float) -> float:
        return plot.bottom - plot.height * value / top_value

    for value in nice_ticks(0, top_value, 6):
        if value > top_value:
            continue
        y = y_of(value)
        canvas.rule((plot.left, y), (plot.right, y), colours.grid)
        canvas.text((plot.left - 8, y), f"{value:.0f}", size=13, colour=colours.muted, anchor="rm")
    for value in nice_ticks(0, max(rounds, 1), min(10, max(rounds, 1))):
        if value != int(value):
            continue
        x = x_of(value)
        canvas.rule((x, plot.bottom), (x, plot.bottom + 5), colours.axis)
        canvas.text((x, plot.bottom + 9), f"{value:.0f}", size=12, colour=colours.muted,
                    anchor="ma")  # fmt: skip
    canvas.text((plot.right, plot.bottom + 32), words.rounds, size=12, colour=colours.muted,
                anchor="ra")  # fmt: skip
    target_y = y_of(view.target)
    # At the line's left end: the scores climb from the bottom left, so it stays clear.
    canvas.text((plot.left + 8, target_y - 4), words.target, size=13, colour=colours.target,
                anchor="lb")  # fmt: skip
    with canvas.smooth(
        Rect(plot.left - 6, plot.top - 6, plot.right + 6, plot.bottom + 6)
    ) as smooth:
        smooth.dashed((plot.left, target_y), (plot.right, target_y), colours.target, 1.6)
        for seat, colour in ((0, colours.first), (1, colours.second)):
            line = [(x_of(n), y_of(t[seat])) for n, t in enumerate(totals)]
            smooth.line(line, colour, 2.4)
            if rounds <= DOTS_UP_TO:
                for point in line:
                    smooth.circle(point, 3, colour)
            x, y = line[-1]
            canvas.text((x + 10, y), f"{totals[-1][seat]}", size=14, weight="bold",
                        colour=colour, anchor="lm")  # fmt: skip
    return canvas.png()
