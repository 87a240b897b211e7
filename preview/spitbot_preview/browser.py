"""Headless Chromium, driven through its command line: the gallery's phone check
measured in a real layout engine, and screenshots of chosen messages.

Why the command line and not a browser-automation library: Chromium's own
``--dump-dom`` and ``--screenshot`` do all the preview needs, so nothing is installed
beside the browser the system already has (Debian's ``chromium``), and no tool can go
and download a browser of its own. Each run gets a fresh profile in a temporary folder,
so runs side by side never share one.
"""

from __future__ import annotations

import html
import json
import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

CANDIDATES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
ARGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-extensions",
    "--disable-sync",
    "--hide-scrollbars",
    "--mute-audio",
    "--force-color-profile=srgb",
)
TIMEOUT_S = 60.0


class NoBrowser(RuntimeError):
    """Chromium is not installed here, or does not start."""


def find_chromium() -> str | None:
    """The Chromium to use: ``SPITBOT_CHROMIUM`` if set, else the first on the PATH."""
    chosen = os.environ.get("SPITBOT_CHROMIUM")
    if chosen:
        return chosen if shutil.which(chosen) else None
    for name in CANDIDATES:
        found = shutil.which(name)
        if found:
            return found
    return None


def _run(url: str, *extra: str, timeout: float = TIMEOUT_S) -> str:
    chromium = find_chromium()
    if chromium is None:
        raise NoBrowser(
            "no Chromium found (looked for " + ", ".join(CANDIDATES) + "; set SPITBOT_CHROMIUM "
            "to choose one). On Debian or Ubuntu: apt-get install chromium "
            "fonts-noto-color-emoji"
        )
    with tempfile.TemporaryDirectory(prefix="spitbot-chromium-") as profile:
        command = [chromium, *ARGS, f"--user-data-dir={profile}", *extra, url]
        try:
            done = subprocess.run(
                command, capture_output=True, text=True, timeout=timeout, check=False
            )
        except (OSError, subprocess.TimeoutExpired) as error:
            raise NoBrowser(f"{chromium} did not run: {error}") from error
    if done.returncode != 0:
        tail = (done.stderr or "").strip().splitlines()[-3:]
        raise NoBrowser(f"{chromium} failed (exit {done.returncode}): " + " | ".join(tail))
    return done.stdout


def measure(page: Path, timeout: float = TIMEOUT_S) -> dict[str, Any]:
    """Load ``page`` (the gallery's ``phone.html``, or any page with measured frames) and
    return what its script measured, by frame id."""
    url = page.resolve().as_uri() + "#measure"
    dom = _run(
        url, "--dump-dom", "--virtual-time-budget=10000", "--window-size=1400,900", timeout=timeout
    )
    start = dom.find('<pre id="spitbot-measurements">')
    if start < 0:
        raise NoBrowser(f"{page.name} did not report its measurements (its script did not run)")
    start = dom.index(">", start) + 1
    end = dom.index("</pre>", start)
    result: dict[str, Any] = json.loads(html.unescape(dom[start:end]))
    return result


def screenshot(page: Path, out: Path, width: int, height: int, scale: float = 1.0) -> None:
    """A PNG of ``page``'s top ``width`` × ``height`` CSS pixels, at ``scale``."""
    out.parent.mkdir(parents=True, exist_ok=True)
    _run(
        page.resolve().as_uri(),
        f"--screenshot={out.resolve()}",
        f"--window-size={width},{height}",
        f"--force-device-scale-factor={scale}",
        "--virtual-time-budget=5000",
    )
    if not out.exists():
        raise NoBrowser(f"Chromium wrote no screenshot to {out}")


# --- the phone check ---------------------------------------------------------------------


@dataclass(frozen=True)
class Verdict:
    """One measured view at phone width and what is wrong with it (nothing: it fits)."""

    id: str
    view: str
    game: str | None
    phase: str | None
    checked: bool  # a phone view (checked), or a shared board (reported)
    height: float
    problems: tuple[str, ...]

    @property
    def fits(self) -> bool:
        return not self.problems


def verdicts(entries: Iterable[Any], measured: Mapping[str, Any], limit: float) -> list[Verdict]:
    """Each measured entry's verdict: a phone view at most ``limit`` px tall, with every
    button row on one line and no label cut off; a shared board is only reported."""
    out = []
    for entry in entries:
        if not entry.measured:
            continue
        found = measured.get(entry.id)
        if found is None:
            raise KeyError(f"the browser measured no {entry.id!r}")
        problems = []
        if entry.phone and found["height"] > limit:
            problems.append(f"{found['height']:.0f} px tall (at most {limit:.0f})")
        for number, row in enumerate(found["rows"], start=1):
            if row["lines"] > 1:
                problems.append(
                    f"row {number} wraps: {row['buttons']} buttons on {row['lines']} lines"
                )
            if row["cut"]:
                problems.append(f"row {number} cuts off {', '.join(row['cut'])}")
        if found.get("overflow"):
            problems.append("its content is wider than the screen")
        out.append(
            Verdict(
                entry.id,
                entry.view,
                entry.game,
                entry.phase,
                entry.phone,
                float(found["height"]),
                tuple(problems),
            )
        )
    return out


def summary(found: Sequence[Verdict], limit: float) -> str:
    """A short table: each game's and view's heights at phone width, and what fails
    (each failing view once, with the languages it fails in)."""
    lines = [
        f"Phone check at 390 px (content 310 px): each whole message (its author line and "
        f"'Only you can see this' included) at most {limit:.0f} px tall, no button row "
        "wrapped, no label cut off"
    ]
    groups: dict[tuple[str, str, bool], list[Verdict]] = {}
    for verdict in found:
        groups.setdefault((verdict.game or "-", verdict.view, verdict.checked), []).append(verdict)
    lines.append(
        f"{'game':<7} {'view':<8} {'':<9} {'count':>5} {'min px':>7} {'max px':>7} "
        f"{'wrapped':>7} {'failing':>7}"
    )
    for (game, view, checked), members in sorted(groups.items()):
        heights = [v.height for v in members]
        wrapped = sum(1 for v in members if any("wraps" in p for p in v.problems))
        failing = sum(1 for v in members if v.problems) if checked else "-"
        what = "checked" if checked else "reported"
        lines.append(
            f"{game:<7} {view:<8} {what:<9} {len(members):>5} {min(heights):>7.0f} "
            f"{max(heights):>7.0f} {wrapped:>7} {failing:>7}"
        )
    failures: dict[str, tuple[list[str], set[str]]] = {}
    for verdict in found:
        if verdict.checked and verdict.problems:
            language, _, view = verdict.id.partition("/")
            languages, problems = failures.setdefault(view, ([], set()))
            languages.append(language)
            problems.update(verdict.problems)
    if not failures:
        lines.append("every phone view fits")
        return "\n".join(lines)
    count = sum(1 for v in found if v.checked and v.problems)
    lines.append(f"{count} phone view(s) fail ({len(failures)} across languages):")
    for view, (languages, problems) in failures.items():
        lines.append(f"  {view} [{' '.join(languages)}]: {'; '.join(sorted(problems))}")
    return "\n".join(lines)


def write_measurements(path: Path, found: Sequence[Verdict], raw: Mapping[str, Any]) -> None:
    data = {
        "views": [
            {
                "id": v.id,
                "game": v.game,
                "view": v.view,
                "phase": v.phase,
                "checked": v.checked,
                "height": v.height,
                "problems": list(v.problems),
                "rows": raw[v.id]["rows"],
            }
            for v in found
        ],
        "calibration": {k: v for k, v in raw.items() if k.startswith("calibration/")},
    }
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
