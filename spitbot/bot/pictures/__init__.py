"""Pictures sent as PNG attachments: ``/spit stats`` (rating over time, results by
month, the current streak) and ``/spit series`` (the running scores and the target).

Each picture is a pure function of store records and the words already taken
from the catalogs (``rating_picture``, ``series_picture``), drawn with Pillow
(``canvas.py``) to be read on a phone: no text under 11 px once Discord shows the
picture 390 px wide (``draw_rating`` and ``draw_series`` hand back the drawn
canvas, whose texts ``tests/bot/test_pictures_legible.py`` measures). The
:class:`Painter` runs them on a thread of its own, so a picture never holds up the
event loop (and so never a press): one picture at a time, in order.
``bench/pictures.py`` times them.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from .rating import RATING_SIZE, RatingWords, draw_rating, rating_picture
from .series import SERIES_SIZE, SeriesWords, draw_series, series_picture

__all__ = [
    "RATING_SIZE",
    "SERIES_SIZE",
    "Painter",
    "RatingWords",
    "SeriesWords",
    "draw_rating",
    "draw_series",
    "rating_picture",
    "series_picture",
]

T = TypeVar("T")


class Painter:
    """Draws pictures off the event loop, on one thread kept for them."""

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="spitbot-pictures")

    async def paint(self, draw: Callable[..., T], *args: object) -> T:
        """``draw(*args)`` on the pictures' thread; the caller's task waits, the loop runs."""
        return await asyncio.get_running_loop().run_in_executor(self._pool, draw, *args)

    def close(self) -> None:
        """Stop the thread (a picture being drawn finishes; queued ones are dropped)."""
        self._pool.shutdown(wait=False, cancel_futures=True)
