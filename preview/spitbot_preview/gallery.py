"""``spitbot preview DIR``: every board and message of the games, drawn from the
payloads the bot sends, written as a static gallery a person can open.

``DIR/index.html`` links one page per language (``DIR/<language>.html``: every message
at desktop and at phone width, in Discord's dark or light theme) and the phone check
(``DIR/phone.html``: every view a phone player plays from, and every shared board, at
phone width, measured in the browser). ``DIR/payloads/<language>/*.json`` holds each
message as Discord receives it and ``DIR/index.json`` names each one.
"""

from __future__ import annotations

import asyncio
import html
import json
import re
import shutil
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from spitbot.bot.i18n import DISCORD_LOCALES, LANGUAGES
from spitbot.bot.plugins import all_uis

from . import render, samples
from .markdown import Reader
from .payloads import SENT_AS
from .scenes import PHONE_VIEWS, Shot, scenes_of
from .twemoji import emoji_css
from .world import CHANNEL_NAMES, NOW_MS, Cast, World

PHONE_HEIGHT_PX = 600
"""The tallest view a phone player can play from (issue 19: of about 650 px of chat)."""
MEASURED_VIEWS = frozenset({"board", "result"})
"""Views measured at phone width besides the phone views: the shared board."""


@dataclass
class Entry:
    """One message of the gallery, as ``index.json`` names it."""

    id: str
    file: str
    language: str
    scene: str
    title: str
    game: str | None
    view: str
    phase: str | None
    variant: str | None
    variant_label: str | None
    seat: int | None
    ephemeral: bool
    phone: bool
    sent_as: str
    components_v2: bool
    notation: str | None
    before: str | None = None
    pictures: list[str] = field(default_factory=list)
    body: dict[str, Any] = field(default_factory=dict, repr=False)
    shown: dict[str, Any] = field(default_factory=dict, repr=False)
    html: str | None = field(default=None, repr=False)

    def to_json(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items() if k not in ("body", "shown", "html")}

    @property
    def measured(self) -> bool:
        return self.phone or self.view in MEASURED_VIEWS


@dataclass
class Gallery:
    root: Path
    languages: tuple[str, ...]
    games: tuple[str, ...]
    entries: list[Entry]
    users: dict[str, dict[int, str]] = field(default_factory=dict)  # by language: id -> name

    @property
    def phone_page(self) -> Path:
        return self.root / "phone.html"


def client_locale(language: str) -> str:
    """The Babel locale a reader's Discord client writes times in: the app's language
    when Discord has one for ``language``, else English (Discord has no Latvian or
    Azerbaijani app)."""
    if language in DISCORD_LOCALES.values():
        return "en_GB" if language == "en" else language
    return "en_GB"


def reader(language: str, users: dict[int, str]) -> Reader:
    return Reader(NOW_MS, client_locale(language), users, CHANNEL_NAMES)


async def collect(
    language: str, games: Sequence[str], cast: Cast | None = None
) -> tuple[list[Shot], dict[int, str]]:
    """Every shot of ``games`` in ``language``, and who each mentioned id is; its people
    are ``cast`` (the language's own when None)."""
    every_game = tuple(ui.game.name for ui in all_uis())
    world = World(language, samples.store(language, every_game, cast), cast)
    shots: list[Shot] = []
    try:
        await world.start()
        for scene in scenes_of(games):
            shots.extend(await scene.shots(world))
    finally:
        await world.close()
    return shots, world.users


def build(
    root: Path, languages: Sequence[str] | None = None, games: Sequence[str] | None = None
) -> Gallery:
    """Write the gallery of ``games`` in ``languages`` (all of each when None) to ``root``."""
    every_game = tuple(ui.game.name for ui in all_uis())
    chosen_languages = tuple(languages or LANGUAGES)
    chosen_games = tuple(games or every_game)
    for language in chosen_languages:
        if language not in LANGUAGES:
            raise ValueError(f"no language {language!r}; the languages are {', '.join(LANGUAGES)}")
    for game in chosen_games:
        if game not in every_game:
            raise ValueError(f"no game {game!r}; the games are {', '.join(every_game)}")
    root.mkdir(parents=True, exist_ok=True)
    payload_root = root / "payloads"
    if payload_root.exists():
        shutil.rmtree(payload_root)
    entries: list[Entry] = []
    pages: dict[str, tuple[list[Entry], dict[int, str]]] = {}
    for language in chosen_languages:
        shots, names = asyncio.run(collect(language, chosen_games))
        written = _write_payloads(root, language, shots)
        entries.extend(written)
        pages[language] = (written, names)
    users = {language: names for language, (_, names) in pages.items()}
    gallery = Gallery(root, chosen_languages, chosen_games, entries, users)
    for language, (written, names) in pages.items():
        (root / f"{language}.html").write_text(
            _language_page(language, written, names, chosen_languages), encoding="utf-8"
        )
    (root / "phone.html").write_text(_phone_page(gallery, pages), encoding="utf-8")
    (root / "index.html").write_text(_index_page(gallery), encoding="utf-8")
    index = {
        "generated_by": "spitbot preview",
        "now": datetime.fromtimestamp(NOW_MS / 1000, UTC).isoformat(),
        "languages": list(chosen_languages),
        "games": list(chosen_games),
        "phone_views": sorted(PHONE_VIEWS),
        "phone_height_px": PHONE_HEIGHT_PX,
        "sent_as": SENT_AS,
        "payloads": [e.to_json() for e in entries],
    }
    _write_json(root / "index.json", index)
    return gallery


# --- payload files ---------------------------------------------------------------------


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _write_json(path: Path, data: Any) -> None:
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


EDITS = frozenset({"update", "edit", "edit-original"})
"""The ways of sending (``Sent.how``) that edit a message rather than post a new one."""


def _shown(shot: Shot) -> dict[str, Any]:
    """The message as it looks once ``shot`` is sent: an edit keeps what it does not set;
    a new message (a reply to a press of ``before``'s button) is only what it says."""
    body = shot.sent.body()
    if shot.before is None or shot.sent.how not in EDITS:
        return body
    shown = shot.before.body()
    flags = int(shown.get("flags") or 0) | int(body.get("flags") or 0)
    shown.update(body)
    if flags:
        shown["flags"] = flags
    return shown


def _write_payloads(root: Path, language: str, shots: Iterable[Shot]) -> list[Entry]:
    folder = root / "payloads" / language
    folder.mkdir(parents=True, exist_ok=True)
    taken: dict[str, int] = {}
    entries = []
    for shot in shots:
        base = _slug("-".join(p for p in (shot.scene, shot.view, _slug(shot.title)) if p))
        base = base[:120]
        taken[base] = taken.get(base, 0) + 1
        slug = base if taken[base] == 1 else f"{base}-{taken[base]}"
        body = shot.sent.body()
        file = f"payloads/{language}/{slug}.json"
        _write_json(root / file, body)
        before = None
        if shot.before is not None:
            before = f"payloads/{language}/{slug}.before.json"
            _write_json(root / before, shot.before.body())
        pictures = []
        for picture in [*shot.sent.pictures, *(shot.before.pictures if shot.before else [])]:
            name = f"payloads/{language}/{slug}.{picture.filename}"
            (root / name).write_bytes(picture.data)
            pictures.append(name)
        phone = shot.phone or shot.view in PHONE_VIEWS
        entries.append(
            Entry(
                id=f"{language}/{slug}",
                file=file,
                language=language,
                scene=shot.scene,
                title=shot.title,
                game=shot.game,
                view=shot.view,
                phase=shot.phase,
                variant=shot.variant,
                variant_label=shot.variant_label,
                seat=shot.seat,
                ephemeral=shot.sent.ephemeral,
                phone=phone,
                sent_as=shot.sent.how,
                components_v2=shot.sent.components_v2,
                notation=shot.notation,
                before=before,
                pictures=pictures,
                body=body,
                shown=_shown(shot),
            )
        )
    return entries


def _pictures_of(entry: Entry) -> dict[str, str]:
    """An entry's attached files, by file name, as the pages find them."""
    out = {}
    for path in entry.pictures:
        name = path.rsplit("/", 1)[-1].split(".", 1)[1]
        out[name] = path
    return out


# --- pages -----------------------------------------------------------------------------

PAGE_CSS = """
body { margin: 0; font: 14px/1.45 "Noto Sans", "DejaVu Sans", sans-serif; }
body.theme-dark { background: #1e1f22; color: #dbdee1; }
body.theme-light { background: #e3e5e8; color: #313338; }
header.top { position: sticky; top: 0; z-index: 2; padding: 8px 16px; display: flex; gap: 16px;
  align-items: center; flex-wrap: wrap; background: inherit; border-bottom: 1px solid #80848e55; }
header.top h1 { font-size: 18px; margin: 0; }
header.top a { color: inherit; }
main { padding: 8px 16px 48px; }
section.game > h2 { margin: 24px 0 8px; font-size: 20px; }
article.entry { margin: 16px 0 28px; }
article.entry h3 { font-size: 15px; margin: 0 0 4px; }
.meta { font-size: 12px; opacity: 0.8; margin-bottom: 6px; }
.meta span { margin-right: 10px; }
.meta .tag { padding: 0 6px; border-radius: 8px; background: #5865f233; }
.meta .phone-tag { background: #f0b23233; }
.meta a { color: inherit; }
.frames { display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; }
.frames figure { margin: 0; }
.frames figcaption { font-size: 11px; opacity: 0.7; margin-bottom: 2px; max-width: 390px; }
.frames figcaption a { color: inherit; }
.frame { padding: 8px 0; border-radius: 4px; }
.frame.phone { overflow: hidden; }
.verdict { font-size: 12px; margin-top: 4px; }
.verdict.fail { color: #f23f43; }
.verdict.pass { color: #23a55a; }
table.summary { border-collapse: collapse; margin: 8px 0 16px; }
table.summary td, table.summary th {
  border: 1px solid #80848e55; padding: 2px 8px; text-align: left;
}
"""

THEME_SCRIPT = """
<script>
(function () {
  var light = location.hash === "#light" || location.search.indexOf("light") >= 0;
  function set(theme) {
    document.querySelectorAll(".theme-dark, .theme-light").forEach(function (el) {
      el.classList.remove("theme-dark", "theme-light");
      el.classList.add("theme-" + theme);
    });
    var button = document.getElementById("theme");
    if (button) button.textContent = theme === "dark" ? "Light theme" : "Dark theme";
  }
  document.addEventListener("DOMContentLoaded", function () {
    set(light ? "light" : "dark");
    var button = document.getElementById("theme");
    if (button) button.addEventListener("click", function () {
      light = !light; set(light ? "light" : "dark");
    });
  });
})();
</script>
"""


def _page(title: str, body: str, extra_head: str = "") -> str:
    return (
        '<!doctype html>\n<html><head><meta charset="utf-8">'
        f"<title>{html.escape(title)}</title>"
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<style>{render.CSS}{PAGE_CSS}{emoji_css(body)}</style>{THEME_SCRIPT}{extra_head}</head>"
        f'<body class="theme-dark">{body}</body></html>\n'
    )


def _nav(languages: Sequence[str], here: str) -> str:
    links = ['<a href="index.html">Index</a>']
    for language in languages:
        name = html.escape(language)
        links.append(f"<b>{name}</b>" if language == here else f'<a href="{name}.html">{name}</a>')
    links.append(
        "<b>phone check</b>" if here == "phone" else '<a href="phone.html">phone check</a>'
    )
    return " · ".join(links)


def _header(title: str, languages: Sequence[str], here: str) -> str:
    return (
        f'<header class="top"><h1>{html.escape(title)}</h1><nav>{_nav(languages, here)}</nav>'
        '<button id="theme" type="button">Light theme</button></header>'
    )


def _meta(entry: Entry) -> str:
    tags = [entry.view]
    if entry.phase:
        tags.append(f"phase {entry.phase}")
    if entry.variant_label:
        tags.append(entry.variant_label)
    if entry.ephemeral:
        tags.append("ephemeral")
    if entry.components_v2:
        tags.append("Components V2")
    spans = "".join(f'<span class="tag">{html.escape(t)}</span>' for t in tags)
    if entry.phone:
        spans += '<span class="tag phone-tag">a phone player plays from it</span>'
    links = f'<a href="{html.escape(entry.file)}">JSON</a>'
    if entry.before:
        what = "the message it edits" if entry.sent_as in EDITS else "the message pressed"
        links += f' · <a href="{html.escape(entry.before)}">{what}</a>'
    sent = html.escape(SENT_AS[entry.sent_as])
    return f'<div class="meta">{spans}<span>{sent}</span><span>{links}</span></div>'


def message_html(entry: Entry, users: dict[int, str]) -> str:
    """The entry's message as Discord draws it (drawn once, shown on two pages)."""
    if entry.html is None:
        entry.html = render.message(
            entry.shown,
            reader(entry.language, users),
            ephemeral=entry.ephemeral,
            pictures=_pictures_of(entry),
        )
    return entry.html


def _entry(entry: Entry, users: dict[int, str]) -> str:
    inner = message_html(entry, users)
    frames = "".join(
        f"<figure><figcaption>{label}</figcaption>"
        f"{render.frame(inner, width, id=entry.id)}</figure>"
        for width, label in (
            ("desktop", "desktop, 700 px column"),
            ("phone", "phone, 390 px screen"),
        )
    )
    anchor = html.escape(entry.id, quote=True)
    return (
        f'<article class="entry" id="{anchor}"><h3>{html.escape(entry.title)}</h3>'
        f'{_meta(entry)}<div class="frames">{frames}</div></article>'
    )


def _grouped(entries: Sequence[Entry]) -> list[tuple[str, list[Entry]]]:
    order: dict[str, list[Entry]] = {}
    for entry in entries:
        order.setdefault(entry.game or "everything else", []).append(entry)
    return list(order.items())


def _language_page(
    language: str, entries: Sequence[Entry], users: dict[int, str], languages: Sequence[str]
) -> str:
    sections = []
    for group, members in _grouped(entries):
        items = "".join(_entry(e, users) for e in members)
        sections.append(f'<section class="game"><h2>{html.escape(group)}</h2>{items}</section>')
    title = f"SpitBot preview: {language}"
    return _page(title, _header(title, languages, language) + f"<main>{''.join(sections)}</main>")


def excerpt_page(gallery: Gallery, entries: Sequence[Entry]) -> str:
    """A page of the gallery showing only ``entries`` (for a screenshot of the gallery)."""
    language = entries[0].language if entries else "en"
    users = gallery.users.get(language, {})
    items = "".join(_entry(e, users) for e in entries)
    title = f"SpitBot preview: {language}"
    return _page(title, _header(title, gallery.languages, language) + f"<main>{items}</main>")


def _index_page(gallery: Gallery) -> str:
    rows = []
    for language in gallery.languages:
        mine = [e for e in gallery.entries if e.language == language]
        phone = sum(e.phone for e in mine)
        rows.append(
            f'<tr><td><a href="{language}.html">{language}</a></td><td>{len(mine)}</td>'
            f"<td>{phone}</td></tr>"
        )
    body = (
        _header("SpitBot preview", gallery.languages, "index")
        + "<main><p>Every board and message of "
        + html.escape(", ".join(gallery.games))
        + ", drawn from the payloads the bot sends, as Discord lays them out: at desktop "
        "width (a 700 px chat column) and at phone width (a 390 px screen), in Discord's "
        "dark theme (or light: the button above). Times are as a reader's client shows "
        f"them, at {datetime.fromtimestamp(NOW_MS / 1000, UTC):%Y-%m-%d %H:%M} UTC. "
        "Each message's JSON is in <code>payloads/</code>, named in "
        '<a href="index.json">index.json</a>.</p>'
        '<table class="summary"><tr><th>language</th><th>messages</th>'
        "<th>phone views</th></tr>" + "".join(rows) + "</table>"
        '<p><a href="phone.html">The phone check</a>: every view a phone player plays '
        f"from, and the shared boards, at 390 px: at most {PHONE_HEIGHT_PX} px tall, no "
        "button row wrapped, no label cut off.</p></main>"
    )
    return _page("SpitBot preview", body)


# --- the phone check -------------------------------------------------------------------

CALIBRATION = (
    ("calibration/4-buttons", 4, "A", "4 buttons of 60 px and 3 gaps of 8 px: 264 px"),
    ("calibration/5-buttons", 5, "A", "5 buttons of 60 px and 4 gaps of 8 px: 332 px"),
    ("calibration/long-label", 1, "W" * 40, "a label wider than the screen"),
)
"""Rows whose fate at 310 px is known (issue 19's arithmetic): the check checks itself."""


def calibration_body(buttons: int, label: str) -> dict[str, Any]:
    row = [{"type": 2, "style": 2, "label": label, "custom_id": f"c{n}"} for n in range(buttons)]
    return {"content": "calibration", "components": [{"type": 1, "components": row}]}


MEASURE_SCRIPT = """
<script>
function spitbotMeasure() {
  var out = {};
  document.querySelectorAll(".frame[data-measure]").forEach(function (frame) {
    var msg = frame.querySelector(".msg");
    var rows = [];
    frame.querySelectorAll(".row").forEach(function (row) {
      var buttons = Array.prototype.slice.call(row.querySelectorAll(".btn"));
      var tops = {};
      var cut = [];
      buttons.forEach(function (b) {
        tops[Math.round(b.getBoundingClientRect().top)] = true;
        var label = b.querySelector(".label");
        if (label && label.scrollWidth > label.clientWidth + 0.5) cut.push(b.textContent);
        if (b.getBoundingClientRect().right > frame.getBoundingClientRect().right + 0.5)
          cut.push(b.textContent);
      });
      rows.push({buttons: buttons.length, lines: Object.keys(tops).length, cut: cut,
                 labels: buttons.map(function (b) { return b.textContent; })});
    });
    var body = frame.querySelector(".msg-body");
    out[frame.dataset.id] = {
      height: Math.round(msg.getBoundingClientRect().height * 10) / 10,
      width: Math.round(frame.getBoundingClientRect().width),
      content_width: Math.round(body.getBoundingClientRect().width),
      overflow: body.scrollWidth > body.clientWidth + 0.5,
      rows: rows
    };
  });
  return out;
}
function spitbotVerdicts(results) {
  document.querySelectorAll(".frame[data-measure]").forEach(function (frame) {
    var r = results[frame.dataset.id];
    var problems = [];
    if (frame.dataset.phone === "1" && r.height > LIMIT) problems.push(r.height + " px tall");
    r.rows.forEach(function (row, n) {
      if (row.lines > 1)
        problems.push("row " + (n + 1) + " wraps (" + row.buttons + " buttons on " +
                      row.lines + " lines)");
      if (row.cut.length) problems.push("cut off: " + row.cut.join(", "));
    });
    var note = document.createElement("div");
    var checked = frame.dataset.phone === "1";
    var kind = frame.dataset.kind === "calibration" ? " (calibration)" :
      checked ? "" : " (a shared board: reported, not checked)";
    note.className = "verdict " + (checked ? (problems.length ? "fail" : "pass") : "");
    note.textContent = r.height + " px" + (problems.length ? " · " + problems.join(" · ") : "") +
      kind;
    frame.parentNode.appendChild(note);
  });
}
window.addEventListener("load", function () {
  document.fonts.ready.then(function () {
    var results = spitbotMeasure();
    if (location.hash === "#measure") {
      var pre = document.createElement("pre");
      pre.id = "spitbot-measurements";
      pre.textContent = JSON.stringify(results);
      document.body.innerHTML = "";
      document.body.appendChild(pre);
    } else {
      spitbotVerdicts(results);
    }
  });
});
</script>
"""


def _phone_page(gallery: Gallery, pages: dict[str, tuple[list[Entry], dict[int, str]]]) -> str:
    parts = []
    calibration = []
    for key, buttons, label, title in CALIBRATION:
        inner = render.message(calibration_body(buttons, label), reader("en", {}))
        frame = render.frame(inner, "phone", id=key, measure="1", phone="0", kind="calibration")
        calibration.append(f"<figure><figcaption>{html.escape(title)}</figcaption>{frame}</figure>")
    parts.append(
        '<section class="game"><h2>calibration</h2><div class="frames">'
        + "".join(calibration)
        + "</div></section>"
    )
    for language, (entries, users) in pages.items():
        for group, members in _grouped([e for e in entries if e.measured]):
            figures = []
            for entry in members:
                frame = render.frame(
                    message_html(entry, users),
                    "phone",
                    id=entry.id,
                    measure="1",
                    phone="1" if entry.phone else "0",
                )
                link = f"{language}.html#{html.escape(entry.id, quote=True)}"
                figures.append(
                    f'<figure><figcaption><a href="{link}">{html.escape(entry.title)}</a> · '
                    f"{html.escape(entry.view)}</figcaption>{frame}</figure>"
                )
            parts.append(
                f'<section class="game"><h2>{html.escape(language)} · {html.escape(group)}</h2>'
                f'<div class="frames">{"".join(figures)}</div></section>'
            )
    title = "SpitBot preview: the phone check"
    script = MEASURE_SCRIPT.replace("LIMIT", str(PHONE_HEIGHT_PX))
    return _page(
        title, _header(title, gallery.languages, "phone") + f"<main>{''.join(parts)}</main>", script
    )
