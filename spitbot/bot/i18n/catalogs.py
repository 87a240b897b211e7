"""Message catalogs: Project Fluent (``.ftl``) files, one folder per language,
shipped inside the package (``spitbot/bot/locales/<language>/*.ftl``).

Why Fluent and not gettext: every player-facing text is identified by a
message id (the engine and runtime give codes, ``reason-does-not-fit``), English
included, so no sentence lives in Python code; and Fluent lets each language
use its own grammar (plural categories from CLDR, case forms of the game's
terms) without the code knowing. See ``docs/i18n.md``.

A :class:`Catalog` formats messages of one language, with a cache (a board is
drawn on every press); a message missing from a language falls back to
English and is logged once (the tests make sure none is missing).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from functools import cache
from importlib.resources import files
from typing import Any

from babel.lists import format_list
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax.ast import Junk

from ...engine import Card, rank, suit
from .shown import Markdown, shown

log = logging.getLogger(__name__)

LANGUAGES = ("en", "cs", "uk", "lv", "az")
"""Every language SpitBot speaks; the first is the fallback."""

ENGLISH = LANGUAGES[0]
SUIT_SYMBOLS = ("♠\ufe0e", "♥\ufe0f", "♦\ufe0f", "♣\ufe0e")
"""Hearts and diamonds as emoji (VS16), which every client draws red; spades and clubs
as text (VS15), drawn in the colour of the text around them: as emoji Discord draws
them dark grey, nearly the colour of its dark theme, and "your 7♠ no longer fits"
read "your 7 no longer fits". The same in every language."""

RANK_IDS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king", "ace")
"""Ranks 2..A; the picture cards' letters come from each catalog (``rank-jack``...)."""

_CACHE_LIMIT = 20_000


class Catalog:
    """The messages of one language."""

    def __init__(self, language: str, bundle: FluentBundle, fallback: Catalog | None) -> None:
        self.language = language
        self._bundle = bundle
        self._fallback = fallback
        self._cache: dict[tuple[str, tuple[tuple[str, Any], ...]], Markdown] = {}
        self._ranks = tuple(
            rank_id if rank_id.isdigit() else self(f"rank-{rank_id}") for rank_id in RANK_IDS
        )

    def __call__(self, message_id: str, /, **args: Any) -> Markdown:
        """The message ``message_id`` with its placeholders filled from ``args``: a string
        placeholder is a user's text shown as written (:func:`.shown`) unless it is the
        bot's own :class:`.Markdown` (another message, a timestamp)."""
        key = (message_id, tuple(sorted(args.items())))
        text = self._cache.get(key)
        if text is None:
            text = Markdown(self._format(message_id, {k: _placed(v) for k, v in args.items()}))
            if len(self._cache) >= _CACHE_LIMIT:
                self._cache.clear()
            self._cache[key] = text
        return text

    def has(self, message_id: str) -> bool:
        return self._bundle.has_message(message_id)

    def _format(self, message_id: str, args: Mapping[str, Any]) -> str:
        if not self._bundle.has_message(message_id):
            if self._fallback is None:
                raise KeyError(f"no message {message_id!r} in the {self.language} catalog")
            _missing(self.language, message_id)
            return self._fallback._format(message_id, args)
        message = self._bundle.get_message(message_id)
        if message.value is None:
            raise KeyError(f"message {message_id!r} has no value")
        text, errors = self._bundle.format_pattern(message.value, dict(args))
        for error in errors:
            log.error("%s message %r: %s", self.language, message_id, error)
        return str(text)

    def card(self, card: Card) -> Markdown:
        """A card as this language writes it, with its suit (``10♦️``, ``В♠︎``)."""
        return Markdown(self._ranks[rank(card)] + SUIT_SYMBOLS[suit(card)])

    def join(self, items: Sequence[str]) -> Markdown:
        """``a, b and c`` in this language (CLDR list patterns), each item a user's text
        shown as written unless it is :class:`.Markdown`."""
        placed = [_placed(item) for item in items]
        return Markdown(format_list(placed, locale=self.language) if placed else "")


def _placed(value: Any) -> Any:
    """A placeholder's value as it goes into a message: a string not marked as the bot's
    own markdown is a user's text, escaped; numbers and the rest as they are."""
    return shown(value) if isinstance(value, str) else value


@cache
def _missing(language: str, message_id: str) -> None:
    log.warning("the %s catalog has no %r; using English", language, message_id)


class Catalogs:
    """Every language's catalog, loaded once from the package."""

    def __init__(self, languages: Sequence[str] = LANGUAGES) -> None:
        english = Catalog(ENGLISH, _bundle(ENGLISH), None)
        self._catalogs: dict[str, Catalog] = {ENGLISH: english}
        for language in languages:
            if language != ENGLISH:
                self._catalogs[language] = Catalog(language, _bundle(language), english)

    def __getitem__(self, language: str) -> Catalog:
        return self._catalogs.get(language) or self._catalogs[ENGLISH]

    @property
    def languages(self) -> tuple[str, ...]:
        return tuple(self._catalogs)


def sources(language: str) -> dict[str, str]:
    """The ``.ftl`` files of ``language``, by file name (tests read them too)."""
    folder = files("spitbot.bot").joinpath("locales", language)
    return {
        entry.name: entry.read_text(encoding="utf-8")
        for entry in sorted(folder.iterdir(), key=lambda e: e.name)
        if entry.name.endswith(".ftl")
    }


@cache
def _bundle(language: str) -> FluentBundle:
    """The language's messages, parsed once per process (every bot shares them)."""
    # No Unicode isolation marks around placeables: every language here is written
    # left to right, and the marks would break Discord mentions and markdown.
    bundle = FluentBundle([language], use_isolating=False)
    for name, text in sources(language).items():
        resource = FluentResource(text)
        junk = [entry for entry in resource.body if isinstance(entry, Junk)]
        if junk:
            shown = (junk[0].content or "")[:80]
            raise ValueError(f"{language}/{name}: unreadable Fluent: {shown!r}")
        bundle.add_resource(resource)
    return bundle
