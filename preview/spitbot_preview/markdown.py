"""Discord's markdown, drawn as Discord's client draws it, into HTML.

What the client draws differs by where the text is (:class:`Where`): message content,
embed descriptions and Components V2 text displays take everything, headings (``#``,
``##``, ``###``) and subtext (``-#``) included; embed field values take everything but
headings and subtext; embed titles and field names take inline formatting only; footers,
author names and button labels take no markdown at all. Everywhere a unicode emoji is
drawn as an image the size of Discord's (a box of 1.375em, the size of its Twemoji
images), so a measurement never depends on a font's emoji; an emoji followed by U+FE0E
(text presentation) stays text, as Discord leaves it. ``<@id>`` is drawn as ``@name``,
``<#id>`` as ``#channel``, and ``<t:…:R>`` / ``<t:…:T>`` as the reader's client writes
them (``in 5 seconds``, ``14:35:20``), from a fixed "now".

The rules follow Discord's parser (simple-markdown's rules as Discord configures them);
this is an implementation of its documented behaviour, not a copy of its code.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from enum import Enum
from functools import lru_cache

import emoji as unicode_emoji
from babel.dates import format_date, format_datetime, format_time, format_timedelta

from .twemoji import picture_name

TEXT_PRESENTATION = "\ufe0e"
JUMBO_LIMIT = 30  # Discord draws a message of emoji alone larger, up to 30 of them


class Where(Enum):
    """Where a text is shown, which decides the markdown Discord draws there."""

    CONTENT = "content"  # message content, a V2 text display
    DESCRIPTION = "description"  # an embed's description
    FIELD = "field"  # an embed field's value
    TITLE = "title"  # an embed's title, a field's name
    PLAIN = "plain"  # footers, author names, button labels


BLOCKS = {Where.CONTENT, Where.DESCRIPTION, Where.FIELD}
HEADINGS = {Where.CONTENT, Where.DESCRIPTION}
MENTIONS = {Where.CONTENT, Where.DESCRIPTION, Where.FIELD}


@dataclass(frozen=True)
class Reader:
    """What the reader's client knows: who and what ids name, its language for times
    (a Babel locale), and the moment it draws the message (Unix ms, UTC)."""

    now_ms: int
    locale: str = "en_GB"
    users: Mapping[int, str] = field(default_factory=dict)
    channels: Mapping[int, str] = field(default_factory=dict)
    roles: Mapping[int, str] = field(default_factory=dict)


def to_html(text: str, where: Where, reader: Reader) -> str:
    """``text`` as Discord draws it ``where``, as HTML."""
    if where in BLOCKS:
        jumbo = where is Where.CONTENT and _only_emoji(text)
        return _Blocks(reader, where, jumbo).render(text)
    return _Inline(reader, where).render(text)


# --- emoji --------------------------------------------------------------------------------


@lru_cache(maxsize=4096)
def emoji_spans(text: str) -> tuple[tuple[int, int, str], ...]:
    """The unicode emoji Discord draws as images in ``text``: (start, end, emoji); an
    emoji in text presentation (followed by U+FE0E) is left out. (Cached: the same
    labels and lines come back in every message of a gallery.)"""
    spans = []
    for found in unicode_emoji.emoji_list(text):
        start, end = found["match_start"], found["match_end"]
        if text[end : end + 1] == TEXT_PRESENTATION:
            continue
        spans.append((start, end, found["emoji"]))
    return tuple(spans)


def emoji_html(symbol: str, jumbo: bool = False) -> str:
    """One emoji, as a box of Discord's emoji size: its Twemoji picture (as Discord
    draws it: :mod:`.twemoji`), or the glyph when Twemoji has none."""
    size = " jumbo" if jumbo else ""
    name = picture_name(symbol)
    if name is not None:
        size += f" tw-{name}"
    label = html.escape(unicode_emoji.demojize(symbol).strip(":").replace("_", " "))
    return (
        f'<span class="emoji{size}" role="img" aria-label="{label}">'
        f'<span class="glyph">{html.escape(symbol)}</span></span>'
    )


_CUSTOM_EMOJI = re.compile(r"<a?:(\w+):(\d+)>")


def _only_emoji(text: str) -> bool:
    rest = _CUSTOM_EMOJI.sub("", text)
    spans = emoji_spans(rest)
    count = len(spans) + len(_CUSTOM_EMOJI.findall(text))
    if not 0 < count <= JUMBO_LIMIT:
        return False
    for start, end, _ in reversed(spans):
        rest = rest[:start] + rest[end:]
    return rest.strip() == ""


# --- inline ------------------------------------------------------------------------------

_Rule = Callable[["_Inline", re.Match[str]], str]


class _Inline:
    """Inline markdown: emphasis, code, spoilers, links, mentions, timestamps, emoji."""

    def __init__(self, reader: Reader, where: Where, jumbo: bool = False) -> None:
        self.reader = reader
        self.where = where
        self.jumbo = jumbo

    def render(self, text: str) -> str:
        if self.where is Where.PLAIN:
            return self._text(text)
        rules = _RULES if self.where in MENTIONS else _TITLE_RULES
        out: list[str] = []
        plain_from = 0
        at = 0
        while (candidate := _SPECIAL.search(text, at)) is not None:
            at = candidate.start()
            for pattern, rule in rules:
                found = pattern.match(text, at)
                if found is not None and found.end() > at:
                    out.append(self._text(text[plain_from:at]))
                    out.append(rule(self, found))
                    at = plain_from = found.end()
                    break
            else:
                at += 1
        out.append(self._text(text[plain_from:]))
        return "".join(out)

    def _text(self, text: str) -> str:
        """Plain text with its emoji drawn as images."""
        out, at = [], 0
        for start, end, symbol in emoji_spans(text):
            out.append(html.escape(text[at:start]))
            out.append(emoji_html(symbol, self.jumbo))
            at = end
        out.append(html.escape(text[at:]))
        return "".join(out)

    def _wrap(self, tag: str, found: re.Match[str], group: int = 1, cls: str = "") -> str:
        attrs = f' class="{cls}"' if cls else ""
        return f"<{tag}{attrs}>{self.render(found[group])}</{tag}>"

    # the rules, each given its match

    def escape(self, found: re.Match[str]) -> str:
        return self._text(found[1])

    def code(self, found: re.Match[str]) -> str:
        return f'<code class="inline">{html.escape(found[2])}</code>'

    def strong(self, found: re.Match[str]) -> str:
        return self._wrap("strong", found)

    def underline(self, found: re.Match[str]) -> str:
        return self._wrap("u", found)

    def emphasis(self, found: re.Match[str]) -> str:
        return f"<em>{self.render(found[1] or found[2])}</em>"

    def strike(self, found: re.Match[str]) -> str:
        return self._wrap("s", found)

    def spoiler(self, found: re.Match[str]) -> str:
        return self._wrap("span", found, cls="spoiler")

    def user(self, found: re.Match[str]) -> str:
        name = self.reader.users.get(int(found[1]))
        return _chip("mention", f"@{name}" if name else "@unknown-user")

    def role(self, found: re.Match[str]) -> str:
        name = self.reader.roles.get(int(found[1]))
        return _chip("mention", f"@{name}" if name else "@unknown-role")

    def channel(self, found: re.Match[str]) -> str:
        name = self.reader.channels.get(int(found[1]))
        return _chip("mention", f"#{name}" if name else "#unknown")

    def command(self, found: re.Match[str]) -> str:
        return _chip("mention", f"/{found[1]}")

    def custom_emoji(self, found: re.Match[str]) -> str:
        size = " jumbo" if self.jumbo else ""
        name = html.escape(found[1])
        return f'<span class="emoji custom{size}" role="img" aria-label=":{name}:"></span>'

    def timestamp(self, found: re.Match[str]) -> str:
        shown = client_time(int(found[1]), found[2] or "f", self.reader)
        return _chip("timestamp", shown)

    def link(self, found: re.Match[str]) -> str:
        url = html.escape(found[2], quote=True)
        return f'<a class="link" href="{url}">{self.render(found[1])}</a>'

    def autolink(self, found: re.Match[str]) -> str:
        url = html.escape(found[0], quote=True)
        return f'<a class="link" href="{url}">{html.escape(found[0])}</a>'


def _chip(kind: str, text: str) -> str:
    return f'<span class="{kind}">{html.escape(text)}</span>'


_SPECIAL = re.compile(r"[\\`<*_~|\[]|https?://")
"""Where a rule may match: every rule starts with one of these."""

_EMPHASIS_RULES: list[tuple[re.Pattern[str], _Rule]] = [
    (re.compile(r"\\([^0-9A-Za-z\s])"), _Inline.escape),  # simple-markdown's escape
    (re.compile(r"(`+)(.*?[^`])\1(?!`)", re.S), _Inline.code),
    (re.compile(r"\*\*((?:\\.|[^\\])+?)\*\*(?!\*)", re.S), _Inline.strong),
    (re.compile(r"__((?:\\.|[^\\])+?)__(?!_)", re.S), _Inline.underline),
    (
        re.compile(
            r"\b_((?:__|\\.|[^\\_])+?)_\b|\*(?=\S)((?:\*\*|\\.|\s+(?:\\.|[^\s*\\]|\*\*)|[^\s*\\])+?)\*(?!\*)",
            re.S,
        ),
        _Inline.emphasis,
    ),
    (re.compile(r"~~(.+?)~~", re.S), _Inline.strike),
    (re.compile(r"\|\|(.+?)\|\|", re.S), _Inline.spoiler),
]
_TITLE_RULES = _EMPHASIS_RULES
_RULES: list[tuple[re.Pattern[str], _Rule]] = [
    *_EMPHASIS_RULES[:2],
    (re.compile(r"<t:(-?\d{1,13})(?::([tTdDfFR]))?>"), _Inline.timestamp),
    (re.compile(r"<@!?(\d{1,20})>"), _Inline.user),
    (re.compile(r"<@&(\d{1,20})>"), _Inline.role),
    (re.compile(r"<#(\d{1,20})>"), _Inline.channel),
    (re.compile(r"</([-_\w]{1,32}(?: [-_\w]{1,32}){0,2}):(\d{1,20})>"), _Inline.command),
    (_CUSTOM_EMOJI, _Inline.custom_emoji),
    (re.compile(r"\[([^\[\]]+)\]\(<?(https?://[^\s)>]+)>?\)"), _Inline.link),
    (re.compile(r"https?://[^\s<]+[^\s\"',.:;<\]]"), _Inline.autolink),
    *_EMPHASIS_RULES[2:],
]


def client_time(seconds: int, style: str, reader: Reader) -> str:
    """A ``<t:seconds:style>`` timestamp as the reader's client writes it (UTC)."""
    when = datetime.fromtimestamp(seconds, UTC)
    locale = reader.locale
    if style == "R":
        now = datetime.fromtimestamp(reader.now_ms / 1000, UTC)
        delta: timedelta = when - now
        return format_timedelta(delta, add_direction=True, locale=locale)
    if style == "t":
        return format_time(when, "short", tzinfo=UTC, locale=locale)
    if style == "T":
        return format_time(when, "medium", tzinfo=UTC, locale=locale)
    if style == "d":
        return format_date(when, "short", locale=locale)
    if style == "D":
        return format_date(when, "long", locale=locale)
    if style == "F":
        return format_datetime(when, "EEEE, d MMMM y HH:mm", tzinfo=UTC, locale=locale)
    return format_datetime(when, "d MMMM y HH:mm", tzinfo=UTC, locale=locale)


# --- blocks ------------------------------------------------------------------------------

_HEADING = re.compile(r" *(#{1,3}) +(\S[^\n]*?)#* *$")
_SUBTEXT = re.compile(r"-# +(\S[^\n]*?) *$")
_QUOTE = re.compile(r" *> (.*)$|^ *>$")
_QUOTE_ALL = re.compile(r" *>>> ?(.*)$")
_ITEM = re.compile(r"( *)([*-]|\d{1,9}\.) +(\S.*)$")


class _Blocks:
    """Block markdown: headings, subtext, quotes, lists and code blocks, line by line,
    with the inline rules inside. Lines of plain text keep their line breaks."""

    def __init__(self, reader: Reader, where: Where, jumbo: bool = False) -> None:
        self.reader = reader
        self.where = where
        self.inline = _Inline(reader, where, jumbo)

    def render(self, text: str, quoted: bool = False) -> str:
        lines = text.split("\n")
        out: list[str] = []
        prose: list[str] = []

        def flush() -> None:
            if not prose:
                return
            blank = 0
            while len(prose) > 1 and prose[-1] == "":  # a blank line before a block
                prose.pop()
                blank += 1
            out.append(f'<div class="md-p">{self.inline.render(chr(10).join(prose))}</div>')
            out.extend('<div class="md-blank"></div>' for _ in range(blank))
            prose.clear()

        n = 0
        headings = self.where in HEADINGS
        while n < len(lines):
            line = lines[n]
            if line.startswith("```") and (end := self._fence_end(lines, n)) is not None:
                flush()
                body = "\n".join(lines[n : end + 1])[3:]
                body = body[: body.index("```")]
                language, newline, code = body.partition("\n")
                if not newline or not re.fullmatch(r"[\w+.-]+", language):
                    code = body
                out.append(
                    f'<pre class="codeblock"><code>{html.escape(code.strip(chr(10)))}</code></pre>'
                )
                n = end + 1
                continue
            if headings and (found := _HEADING.match(line)):
                flush()
                level = len(found[1])
                out.append(f'<div class="md-h md-h{level}">{self.inline.render(found[2])}</div>')
            elif headings and (found := _SUBTEXT.match(line)):
                flush()
                out.append(f'<div class="md-sub">{self.inline.render(found[1])}</div>')
            elif not quoted and (found := _QUOTE_ALL.match(line)):
                flush()
                rest = "\n".join([found[1], *lines[n + 1 :]])
                out.append(self._quote(rest))
                break
            elif not quoted and _QUOTE.match(line):
                flush()
                quote = []
                while n < len(lines) and (found := _QUOTE.match(lines[n])):
                    quote.append(found[1] or "")
                    n += 1
                out.append(self._quote("\n".join(quote)))
                continue
            elif found := _ITEM.match(line):
                flush()
                items = []
                while n < len(lines) and (found := _ITEM.match(lines[n])):
                    items.append((len(found[1]), found[2], found[3]))
                    n += 1
                out.append(self._list(items))
                continue
            else:
                prose.append(line)
            n += 1
        flush()
        return "".join(out)

    @staticmethod
    def _fence_end(lines: list[str], start: int) -> int | None:
        """The line that closes the code block opened on line ``start``."""
        if "```" in lines[start][3:]:
            return start
        return next((k for k in range(start + 1, len(lines)) if "```" in lines[k]), None)

    def _quote(self, text: str) -> str:
        inner = self.render(text, quoted=True)
        return (
            f'<div class="md-quote"><div class="bar"></div><blockquote>{inner}</blockquote></div>'
        )

    def _list(self, items: list[tuple[int, str, str]]) -> str:
        ordered = items[0][1][0].isdigit()
        tag = "ol" if ordered else "ul"
        start = f' start="{int(items[0][1][:-1])}"' if ordered else ""
        rows = []
        for indent, _, text in items:
            nested = ' class="nested"' if indent >= 2 else ""
            rows.append(f"<li{nested}>{self.inline.render(text)}</li>")
        return f'<{tag} class="md-list"{start}>{"".join(rows)}</{tag}>'
