"""Text a user chose (a display name, a nickname, a server's name), shown as written.

Discord draws markdown and mentions in message content, Components V2 text displays,
embed descriptions, fields and titles. A name is text, never markup: ``**bold**``,
``[link](https://…)``, ``||spoiler||``, ``# heading``, a code fence, ``<@id>``,
``<#id>``, ``</cmd:id>``, ``<t:…>``, ``<:emoji:id>``, ``@everyone`` must all reach the
reader as those very characters. Who may be pinged is decided apart from the text, by
each message's ``allowed_mentions`` (nobody but a challenge's invitee): the escaping
here is so the name *reads* as written, and so it can never open or close the bot's own
markup around it (a name ending in ``\\`` would otherwise escape the ``**`` after it).

How, and why not discord.py's helpers alone:

- ``discord.utils.escape_markdown(text, ignore_links=False)`` puts a backslash before
  ``* _ ~ | ` \\``, a masked link's ``[``, a line-opening ``>``, ``#`` and ``-``. We keep
  it, with links escaped too (``ignore_links=False``): a URL in a name must not be made
  a link by its underscores either.
- ``discord.utils.escape_mentions`` only covers ``@everyone``, ``@here``, user and role
  mentions, by inserting a zero-width space: the name then differs from what was written
  (copy it and you get a hidden character), and ``<#channel>``, ``</command:id>``,
  ``<t:…>`` and ``<:custom:emoji>`` stay live. Discord's parser takes a backslash before
  any symbol as an escape, so ``\\<`` and ``\\@`` show ``<`` and ``@`` exactly and
  start no mention, timestamp or emoji; ``https\\://`` shows ``https://`` and is no
  link. We escape those instead.
- Directional formatting (U+202A-U+202E, U+2066-U+2069) is balanced inside the name and
  a name with right-to-left text is isolated (U+2068 … U+2069), so a right-to-left
  override in a name reverses the name, as its owner wrote it, and nothing after it.
- Zero-width characters are kept: they are part of what was written (emoji sequences
  need the zero-width joiner), and every special character around them is escaped.

:class:`Markdown` marks text that is the bot's own markup (a catalog's message, a
Discord timestamp): a :class:`~spitbot.bot.i18n.Catalog` escapes every other string
placeholder with :func:`shown`, so a name is escaped wherever it goes into words,
whoever passes it, and a message made of messages is escaped once.
"""

from __future__ import annotations

import re
import unicodedata

from discord.utils import escape_markdown

__all__ = ["Markdown", "in_code", "plain", "shown"]


class Markdown(str):
    """Text in Discord's markdown that the bot wrote itself: placed into a message as it
    is, never escaped again."""

    __slots__ = ()


_SYMBOLS = re.compile(r"[<@]|:(?=//)|^(\s*)(\d+)\.(?=\s)|^(\s*)\+(?=\s)", re.MULTILINE)
"""What escape_markdown leaves that Discord still reads in a name: the openings of
mentions, timestamps and custom emoji (``<``), ``@everyone`` / ``@here``, a URL's
``://`` (an autolink), and a line that opens an ordered or ``+`` list."""

_OPENERS = {"\u202a", "\u202b", "\u202d", "\u202e"}  # LRE RLE LRO RLO: closed by PDF
_ISOLATES = {"\u2066", "\u2067", "\u2068"}  # LRI RLI FSI: closed by PDI
_PDF, _PDI = "\u202c", "\u2069"
_RIGHT_TO_LEFT = {"R", "AL", "RLE", "RLO", "RLI"}
FIRST_STRONG_ISOLATE, POP_DIRECTIONAL_ISOLATE = "\u2068", "\u2069"


def shown(text: str) -> Markdown:
    """``text``, a user's, as markdown that Discord draws exactly as written."""
    if isinstance(text, Markdown):
        return text
    escaped = escape_markdown(text.replace("\r", " ").replace("\n", " "), ignore_links=False)
    escaped = _SYMBOLS.sub(_escape_symbol, escaped)
    return Markdown(_isolated(escaped))


def plain(text: str) -> str:
    """A catalog message for a place where no markdown is drawn (an embed's footer, an
    image's description, a picture's words): the escapes taken out again, and the
    isolation marks (a picture's font has no glyph for them); the characters kept."""
    return (
        re.sub(r"\\(.)", r"\1", text)
        .replace(FIRST_STRONG_ISOLATE, "")
        .replace(POP_DIRECTIONAL_ISOLATE, "")
    )


def in_code(text: str) -> Markdown:
    """A user's text inside the bot's code span (a table's column): nothing is drawn
    there but a backtick, which would end the span, so it becomes a look-alike (ˋ);
    directional formatting is kept inside it, as in :func:`shown`."""
    return Markdown(_isolated(text.replace("`", "\u02cb").replace("\n", " ")))


def _escape_symbol(found: re.Match[str]) -> str:
    if found[2] is not None:  # "1. " opening a line: an ordered list
        return f"{found[1]}{found[2]}\\."
    if found[3] is not None:  # "+ " opening a line: a list
        return f"{found[3]}\\+"
    return "\\" + found[0]


def _isolated(text: str) -> str:
    """Balance the name's own directional formatting, and isolate it when it holds
    right-to-left text: its direction stays inside it."""
    out: list[str] = []
    stack: list[str] = []
    right_to_left = False
    for char in text:
        if char in _OPENERS or char in _ISOLATES:
            stack.append(char)
        elif char == _PDF:
            if not stack or stack[-1] not in _OPENERS:
                continue  # closes nothing of the name's own: it would close ours
            stack.pop()
        elif char == _PDI:
            if any(opener in _ISOLATES for opener in stack):
                while stack.pop() not in _ISOLATES:  # a PDI also ends embeddings inside
                    pass
            else:
                continue
        right_to_left = right_to_left or unicodedata.bidirectional(char) in _RIGHT_TO_LEFT
        out.append(char)
    out.extend(_PDI if opener in _ISOLATES else _PDF for opener in reversed(stack))
    if not right_to_left:
        return "".join(out)
    return f"{FIRST_STRONG_ISOLATE}{''.join(out)}{POP_DIRECTIONAL_ISOLATE}"
