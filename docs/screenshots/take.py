"""Screenshots of chosen boards, as the preview gallery draws them, in headless Chromium.

    .venv/bin/python docs/screenshots/take.py docs/screenshots/after

writes, for each shot of SHOTS, ``NAME-desktop.png`` (a 700 px chat column) and
``NAME-phone.png`` (a 390 px phone screen), in Discord's dark theme (``--theme light``
for the light one), in English (``--lang``). A shot picks a message of the gallery by
its scene and view (``spitbot preview`` writes them in index.json); ``--shot
NAME=SCENE:VIEW[:SEAT]`` adds one, ``--only NAME`` keeps those named, ``--scene SCENE``
takes every message of that scene instead (named ``SCENE-N-what-it-shows``), ``--game``
draws one game's messages only, ``--palette`` writes palette PNGs (a quarter of the
size; these messages have few colours). ``--gallery``
also writes ``preview.png``: the gallery's page at the first shot's message, as the
README shows it. Not a test: it writes pictures for people to look at, from the same renderer
and browser as the gallery's phone check.
"""

from __future__ import annotations

import argparse
import html
import io
import re
import sys
import tempfile
from pathlib import Path

from PIL import Image

from spitbot_preview import Entry, build, render
from spitbot_preview.browser import measure, screenshot
from spitbot_preview.gallery import MEASURE_SCRIPT, excerpt_page, message_html
from spitbot_preview.twemoji import emoji_css

SHOTS = {
    "spit-board": ("spit-play", "board", None),  # a mid-round Spit board
    "spit-slap": ("spit-slap", "board", None),  # the end of a round: the slap
    "spit-result": ("spit-over", "result", None),  # the final board (the result)
    "speed-hand": ("speed-play", "hand", 0),  # a Speed hand, the first seat's
    "spit-panel": ("spit-play", "panel", 0),  # a Spit player's own cards (My cards)
    "spit-slap-panel": ("spit-slap", "panel", 0),  # the slap, on a player's panel
}
"""name -> (scene, view, seat): the messages to take, each at both widths."""
PAD = 8  # px of chat background around a message
SPARE = 400  # px more of window than the message needs (cropped off)


def pick(entries: list[Entry], scene: str, view: str, seat: int | None) -> Entry:
    for entry in entries:
        if entry.scene == scene and entry.view == view and (seat is None or entry.seat == seat):
            return entry
    found = sorted({(e.scene, e.view) for e in entries})
    raise SystemExit(f"no message of scene {scene!r} and view {view!r}; there are: {found}")


def every_message(entries: list[Entry], scene: str) -> dict[str, Entry]:
    """Every message of ``scene``, in the gallery's order, each named for what it shows."""
    found = [entry for entry in entries if entry.scene == scene]
    if not found:
        raise SystemExit(f"no message of scene {scene!r}")
    named = {}
    for n, entry in enumerate(found, start=1):
        words = html.unescape(entry.title).split(" · ")[-1].split("(")[0]
        slug = "-".join(re.findall(r"[a-z0-9]+", words.lower()))
        slug = slug[:40].rsplit("-", 1)[0] if len(slug) > 40 else slug  # whole words
        named[f"{scene}-{n}-{slug}"] = entry
    return named


def page(frames: str, theme: str) -> str:
    return (
        '<!doctype html><html><head><meta charset="utf-8">'
        f"<style>{render.CSS}{emoji_css(frames)} body {{ margin: 0; background: var(--bg); }} "
        f".frame {{ padding: {PAD}px 0; }}</style></head>"
        f'<body class="theme-{theme}">{frames}</body></html>'
    )


def optimised(path: Path, palette: bool = False, height: int | None = None) -> None:
    """Rewrite the PNG smaller: its top ``height`` device px, RGB or a palette."""
    opened = Image.open(path)
    opened.load()
    buffer = io.BytesIO()
    picture = opened.convert("RGB")
    if height is not None:
        picture = picture.crop((0, 0, picture.width, height))
    if palette:  # 256 colours, undithered: text and flat chat colours stay crisp
        picture = picture.quantize(256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    picture.save(buffer, "PNG", optimize=True)
    path.write_bytes(buffer.getvalue())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="the folder to write the PNGs to")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--theme", choices=("dark", "light"), default="dark")
    parser.add_argument("--scale", type=float, default=1.0, help="device pixels per CSS px")
    parser.add_argument("--shot", action="append", default=[], metavar="NAME=SCENE:VIEW[:SEAT]")
    parser.add_argument("--only", action="append", metavar="NAME")
    parser.add_argument("--scene", action="append", default=[], help="every message of SCENE")
    parser.add_argument("--game", action="append", help="draw only this game's messages")
    parser.add_argument("--palette", action="store_true", help="write palette PNGs")
    parser.add_argument("--gallery", action="store_true", help="also write preview.png")
    args = parser.parse_args(argv)
    shots = dict(SHOTS)
    for extra in args.shot:
        name, _, spec = extra.partition("=")
        scene, view, *seat = spec.split(":")
        shots[name] = (scene, view, int(seat[0]) if seat else None)
    if args.only:
        shots = {name: shots[name] for name in args.only}
    with tempfile.TemporaryDirectory(prefix="spitbot-shots-") as folder:
        work = Path(folder)
        gallery = build(work / "gallery", [args.lang], args.game)
        users = gallery.users[args.lang]
        if args.scene:
            chosen: dict[str, Entry] = {}
            for scene in args.scene:
                chosen |= every_message(gallery.entries, scene)
        else:
            chosen = {name: pick(gallery.entries, *spec) for name, spec in shots.items()}
        frames = []
        for name, entry in chosen.items():
            for width in ("desktop", "phone"):
                inner = message_html(entry, users)
                frames.append(render.frame(inner, width, id=f"{name}-{width}", measure="1"))
        sizes = gallery.root / "sizes.html"  # measured as the phone check measures
        sizes.write_text(
            page("".join(frames), args.theme).replace(
                "</head>", MEASURE_SCRIPT.replace("LIMIT", "0") + "</head>"
            ),
            encoding="utf-8",
        )
        heights = measure(sizes)
        args.out.mkdir(parents=True, exist_ok=True)
        for name, entry in chosen.items():
            for width in ("desktop", "phone"):
                key = f"{name}-{width}"
                single = gallery.root / f"{key}.html"  # beside the pictures it shows
                frame = render.frame(message_html(entry, users), width, id=key)
                single.write_text(page(frame, args.theme), encoding="utf-8")
                height = int(heights[key]["height"]) + 2 * PAD + 4
                target = args.out / f"{key}.png"
                # a headless window some 100 px tall may be shot blank: shoot a taller
                # one and keep the message's height
                window = height + SPARE
                screenshot(single, target, render.WIDTHS[width], window, args.scale)
                optimised(target, args.palette, round(height * args.scale))
                print(
                    f"{target}: {html.unescape(entry.title)} ({entry.id}), "
                    f"{heights[key]['height']:.0f} px tall"
                )
        if args.gallery:
            target = args.out / "preview.png"
            excerpt = gallery.root / "excerpt.html"  # the gallery page, at the first shot
            first = next(iter(chosen.values()))
            excerpt.write_text(excerpt_page(gallery, [first]), encoding="utf-8")
            screenshot(excerpt, target, 1160, 880, args.scale)
            optimised(target, args.palette)
            print(f"{target}: the {args.lang} gallery page at {first.id}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
