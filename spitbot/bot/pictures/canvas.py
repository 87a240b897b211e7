"""What every picture shares: the canvas (flat shapes at the final size; curves
drawn at twice the size over their region, then halved, so their edges are
smooth; text last, which FreeType already smooths), the fonts, the colours, axes
and PNG encoding.

Pillow draws everything (see docs/ratings.md for why not matplotlib). Text is
DejaVu Sans, shipped in ``fonts/`` (its licence is there): it has every letter
of the five languages (Czech ě ů, Ukrainian і ї є ґ, Latvian ā ķ ņ, Azerbaijani
ə ğ ı ş), which ``tests/bot/test_pictures.py`` checks against its character map.
The colours are picked for Discord's dark theme: the background is the one
Discord gives an embed there.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import cache, lru_cache
from importlib import resources
from typing import Literal

from babel.dates import format_skeleton
from PIL import Image, ImageDraw, ImageFont

__all__ = [
    "FONT_FILES",
    "PHONE_PX",
    "PHONE_TEXT_PX",
    "Canvas",
    "Colour",
    "Palette",
    "Rect",
    "Smooth",
    "Text",
    "nice_ticks",
    "thin",
    "time_ticks",
]

SUPERSAMPLE = 2
FONT_FILES = {"regular": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf"}
Colour = tuple[int, int, int] | tuple[int, int, int, int]
Weight = Literal["regular", "bold"]
Anchor = Literal["la", "ra", "ma", "lm", "rm", "mm", "ls", "ms", "rs", "lb", "mb", "rb"]
PHONE_PX = 390
"""How wide Discord shows a picture on a phone (an iPhone 14's 390 CSS px, the picture
opened): every picture's text must stay readable scaled down to this width."""
PHONE_TEXT_PX = 11
"""The smallest text a picture may have once shown :data:`PHONE_PX` wide (issue 26):
a picture ``width`` px wide draws no text under ``PHONE_TEXT_PX * width / PHONE_PX``."""


@dataclass(frozen=True, slots=True)
class Palette:
    """Colours that read well on Discord's dark theme."""

    background: Colour = (43, 45, 49)  # Discord's embed background, dark theme
    plot: Colour = (49, 51, 56)  # a plot's area, a shade lighter
    text: Colour = (219, 222, 225)
    muted: Colour = (148, 155, 164)
    grid: Colour = (63, 65, 71)
    axis: Colour = (94, 98, 106)
    line: Colour = (120, 134, 255)  # blurple, a little brighter for a thin line
    band: Colour = (120, 134, 255, 46)
    provisional: Colour = (250, 166, 26, 38)
    provisional_key: Colour = (168, 120, 40)
    win: Colour = (87, 242, 135)
    loss: Colour = (237, 66, 69)
    draw: Colour = (181, 186, 193)
    first: Colour = (120, 134, 255)
    second: Colour = (254, 160, 90)
    target: Colour = (250, 166, 26)


PALETTE = Palette()


@dataclass(frozen=True, slots=True)
class Rect:
    """A box on the picture, in picture pixels (before supersampling)."""

    left: float
    top: float
    right: float
    bottom: float

    @property
    def width(self) -> float:
        return self.right - self.left

    @property
    def height(self) -> float:
        return self.bottom - self.top


@cache
def font(weight: Weight, size: int) -> ImageFont.FreeTypeFont:
    """The shipped font at ``size`` pixels."""
    path = resources.files("spitbot.bot.pictures").joinpath("fonts", FONT_FILES[weight])
    with resources.as_file(path) as file:
        # The basic layout: the five languages need no shaping, and it is quicker.
        return ImageFont.truetype(str(file), size, layout_engine=ImageFont.Layout.BASIC)


@dataclass(frozen=True, slots=True)
class Text:
    """Words drawn on a canvas: where, in which size (px) and weight."""

    xy: tuple[float, float]
    words: str
    weight: Weight
    size: int
    colour: Colour
    anchor: Anchor

    def bounds(self) -> Rect:
        """The box its letters cover, in picture pixels."""
        left, top, right, bottom = font(self.weight, self.size).getbbox(
            self.words, anchor=self.anchor
        )
        x, y = round(self.xy[0]), round(self.xy[1])
        return Rect(x + left, y + top, x + right, y + bottom)


@lru_cache(maxsize=2048)
def _glyphs(words: str, weight: Weight, size: int, anchor: Anchor) -> tuple[Image.Image, int, int]:
    """``words`` rendered once as a coverage mask, with its offset from the anchor point:
    axis labels, months and legends recur from picture to picture."""
    face = font(weight, size)
    box = face.getbbox(words, anchor=anchor)
    left, top, right, bottom = (math.floor(box[0]), math.floor(box[1]), math.ceil(box[2]),
                                math.ceil(box[3]))  # fmt: skip
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), words, font=face, fill=255, anchor=anchor)
    return mask, left, top


class Smooth:
    """Curves (lines, polygons, dots) drawn at twice the size over a copy of a region
    of the picture, then halved back into it: smooth edges, and only where curves are."""

    def __init__(self, canvas: Canvas, region: Rect) -> None:
        self.box = (
            math.floor(region.left),
            math.floor(region.top),
            math.ceil(region.right),
            math.ceil(region.bottom),
        )
        left, top, right, bottom = self.box
        size = ((right - left) * SUPERSAMPLE, (bottom - top) * SUPERSAMPLE)
        self._canvas = canvas
        self.image = canvas.image.crop(self.box).resize(size, Image.Resampling.NEAREST)
        self.draw = ImageDraw.Draw(self.image, "RGBA")

    def _xy(self, x: float, y: float) -> tuple[float, float]:
        return (x - self.box[0]) * SUPERSAMPLE, (y - self.box[1]) * SUPERSAMPLE

    def line(self, points: Sequence[tuple[float, float]], colour: Colour, width: float) -> None:
        if len(points) < 2:
            return
        scaled = [self._xy(x, y) for x, y in points]
        self.draw.line(scaled, fill=colour, width=max(1, round(width * SUPERSAMPLE)), joint="curve")

    def dashed(
        self, start: tuple[float, float], end: tuple[float, float], colour: Colour, width: float
    ) -> None:
        (x0, y0), (x1, y1) = start, end
        length = math.hypot(x1 - x0, y1 - y0)
        dash, gap = 8.0, 5.0
        travelled = 0.0
        while travelled < length:
            a = travelled / length
            b = min(travelled + dash, length) / length
            dx, dy = x1 - x0, y1 - y0
            self.line([(x0 + dx * a, y0 + dy * a), (x0 + dx * b, y0 + dy * b)], colour, width)
            travelled += dash + gap

    def polygon(self, points: Sequence[tuple[float, float]], colour: Colour) -> None:
        if len(points) >= 3:
            self.draw.polygon([self._xy(x, y) for x, y in points], fill=colour)

    def circle(self, centre: tuple[float, float], radius: float, colour: Colour) -> None:
        x, y = self._xy(*centre)
        r = radius * SUPERSAMPLE
        self.draw.ellipse([x - r, y - r, x + r, y + r], fill=colour)

    def __enter__(self) -> Smooth:
        return self

    def __exit__(self, *exc: object) -> None:
        self._canvas.image.paste(self.image.reduce(SUPERSAMPLE), self.box[:2])


class Canvas:
    """A picture being drawn, in final pixels: flat shapes at once, curves through
    :meth:`smooth`, text last, over everything."""

    def __init__(self, width: int, height: int, palette: Palette = PALETTE) -> None:
        self.width, self.height, self.palette = width, height, palette
        self.image = Image.new("RGB", (width, height), palette.background[:3])
        self.draw = ImageDraw.Draw(self.image, "RGBA")
        self._texts: list[Text] = []

    @property
    def texts(self) -> tuple[Text, ...]:
        """Every text drawn so far, in order: what the tests measure (sizes, overlaps)."""
        return tuple(self._texts)

    def on_phone(self, size: float) -> float:
        """How tall ``size`` px of text is once the picture is shown :data:`PHONE_PX` wide."""
        return size * PHONE_PX / self.width

    def smooth(self, region: Rect) -> Smooth:
        """``with canvas.smooth(rect) as smooth:`` draws curves within ``rect``."""
        return Smooth(self, region)

    def text(
        self,
        xy: tuple[float, float],
        words: str,
        *,
        size: int = 15,
        colour: Colour | None = None,
        weight: Weight = "regular",
        anchor: Anchor = "la",
    ) -> None:
        """Draw ``words``, over every shape."""
        self._texts.append(Text(xy, words, weight, size, colour or self.palette.text, anchor))

    def text_width(self, words: str, *, size: int = 15, weight: Weight = "regular") -> float:
        return font(weight, size).getlength(words)

    def fit(self, words: str, width: float, *, size: int, weight: Weight = "regular") -> str:
        """``words``, cut with an ellipsis to fit ``width``."""
        if self.text_width(words, size=size, weight=weight) <= width:
            return words
        while words and self.text_width(words + "…", size=size, weight=weight) > width:
            words = words[:-1]
        return words.rstrip() + "…"

    def wrap(
        self, words: str, width: float, *, size: int, weight: Weight = "regular", lines: int = 2
    ) -> list[str]:
        """``words`` broken at spaces into at most ``lines`` lines of ``width``, the last
        cut with an ellipsis if they do not all fit (a name can be one long word)."""
        out: list[str] = []
        rest = words.split(" ")
        while rest and len(out) < lines - 1:
            line = rest.pop(0)
            while rest and self.text_width(f"{line} {rest[0]}", size=size, weight=weight) <= width:
                line = f"{line} {rest.pop(0)}"
            if self.text_width(line, size=size, weight=weight) > width:
                rest.insert(0, line)  # one word wider than a line: cut it on the last line
                break
            out.append(line)
        if rest:
            out.append(self.fit(" ".join(rest), width, size=size, weight=weight))
        return out

    def rule(self, start: tuple[float, float], end: tuple[float, float], colour: Colour) -> None:
        """A one-pixel straight line across or down the picture (a grid line, a tick)."""
        self.draw.line([(round(start[0]), round(start[1])), (round(end[0]), round(end[1]))],
                       fill=colour, width=1)  # fmt: skip

    def box(self, rect: Rect, colour: Colour, *, radius: float = 0) -> None:
        if rect.width <= 0 or rect.height <= 0:
            return
        shape = [round(rect.left), round(rect.top), round(rect.right) - 1, round(rect.bottom) - 1]
        if shape[2] < shape[0] or shape[3] < shape[1]:
            return
        if radius:
            self.draw.rounded_rectangle(shape, radius=radius, fill=colour)
        else:
            self.draw.rectangle(shape, fill=colour)

    def key(self, x: float, y: float, colour: Colour, words: str, *, size: int) -> float:
        """A legend entry (a swatch and its words, centred on ``y``) starting at ``x``;
        returns where it ends."""
        swatch, gap = round(size * 0.8), round(size * 0.35)
        half = round(size * 0.3)
        self.box(Rect(x, y - half, x + swatch, y + half), colour, radius=3)
        self.text((x + swatch + gap, y), words, size=size, colour=self.palette.muted, anchor="lm")
        return x + swatch + gap + self.text_width(words, size=size)

    def key_width(self, words: str, *, size: int) -> float:
        """How wide :meth:`key` draws ``words``."""
        return round(size * 0.8) + round(size * 0.35) + self.text_width(words, size=size)

    def png(self) -> bytes:
        """The finished picture, as PNG."""
        for text in self._texts:
            mask, left, top = _glyphs(text.words, text.weight, text.size, text.anchor)
            x, y = round(text.xy[0]) + left, round(text.xy[1]) + top
            self.image.paste(text.colour[:3], (x, y, x + mask.width, y + mask.height), mask)
        # A picture of a few flat colours and their smooth edges fits in a palette of
        # 256: half the bytes, and a palette PNG needs no row filters, which took
        # most of the time of an RGB one.
        palette = self.image.quantize(colors=256, method=Image.Quantize.FASTOCTREE)
        out = io.BytesIO()
        palette.save(out, format="PNG", compress_level=3)
        return out.getvalue()


def thin(
    points: Sequence[tuple[float, float, float, float]], step: float
) -> list[tuple[float, float, float, float]]:
    """``(x, y, high, low)`` points merged into one per ``step`` pixels of x: the last
    y of each column, the highest high and the lowest low, so a thousand games
    draw as a few hundred vertices and look the same."""
    merged: list[tuple[float, float, float, float]] = []
    for x, y, high, low in points:
        if merged and x - merged[-1][0] < step:  # step 0: every point stays
            _, _, top, bottom = merged[-1]
            merged[-1] = (merged[-1][0], y, min(top, high), max(bottom, low))
        else:
            merged.append((x, y, high, low))
    return merged


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round values (1, 2 or 5 times a power of ten apart) covering [low, high]."""
    if high <= low:
        high = low + 1
    raw = (high - low) / max(1, count)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    first = math.ceil(low / step) * step
    ticks = []
    value = first
    while value <= high + step * 1e-9:
        ticks.append(round(value, 10))
        value += step
    return ticks


_TIME_STEPS: tuple[tuple[timedelta, str], ...] = (
    (timedelta(hours=1), "Hm"),
    (timedelta(hours=3), "Hm"),
    (timedelta(hours=6), "Hm"),
    (timedelta(days=1), "MMMd"),
    (timedelta(days=2), "MMMd"),
    (timedelta(days=7), "MMMd"),
    (timedelta(days=14), "MMMd"),
)
_MONTH_STEPS = (1, 2, 3, 6, 12, 24, 60)


def _month_floor(moment: datetime, months: int) -> datetime:
    index = (moment.year * 12 + moment.month - 1) // months * months
    return datetime(index // 12, index % 12 + 1, 1, tzinfo=UTC)


def _add_months(moment: datetime, months: int) -> datetime:
    index = moment.year * 12 + moment.month - 1 + months
    return datetime(index // 12, index % 12 + 1, 1, tzinfo=UTC)


def time_ticks(
    start: datetime, end: datetime, language: str, count: int = 6
) -> list[tuple[datetime, str]]:
    """Round moments between ``start`` and ``end`` (UTC), at most ``count`` of them,
    each with its label in ``language`` (Babel's dates: "14:00", "5 Jan", "Jan 2026";
    months name their year only at the first and where it changes: "Nov 2025", "Jan
    2026", "Mar", so the labels stay short)."""
    span = end - start
    for step, skeleton in _TIME_STEPS:
        if span / step <= count:
            epoch = datetime(2000, 1, 3, tzinfo=UTC)  # a Monday: weeks start on Mondays
            first = epoch + math.ceil((start - epoch) / step) * step
            moments = []
            while first <= end:
                moments.append(first)
                first += step
            return [(m, format_skeleton(skeleton, m, locale=language)) for m in moments]
    months = next(
        (m for m in _MONTH_STEPS if span / timedelta(days=30.44 * m) <= count), _MONTH_STEPS[-1]
    )
    skeleton = "yMMM" if months < 12 else "y"
    moment = _month_floor(start, months)
    if moment < start:
        moment = _add_months(moment, months)
    ticks: list[tuple[datetime, str]] = []
    while moment <= end:
        new_year = not ticks or ticks[-1][0].year != moment.year
        shown = skeleton if new_year else "MMM"
        ticks.append((moment, format_skeleton(shown, moment, locale=language)))
        moment = _add_months(moment, months)
    return ticks
