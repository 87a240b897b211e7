"""Message catalogs: Project Fluent (``.ftl``) files, one folder per language: the
shared words in ``spitbot/bot/locales/<language>/*.ftl``, and each game's own in the
``locales`` folder beside its plug-in (``spitbot/bot/spit/locales/<language>/``).

A language is a folder: the shared ``locales`` folder's subfolders that hold a
``language.ftl`` (its own name, the Discord app languages that are it) are the
languages SpitBot speaks, English first; nothing in the code lists them.

A game's catalogs are found where its plug-in is: the ``spitbot.games`` entry points
name each installed game's plug-in module, and its ``locales`` folder is read without
importing it; a game that is no installed package (a test's) adds its folder with
:func:`add_game_catalogs`. A game's words begin with its name (``spit-title``); a
shared message asked for with ``game=`` reads the game's own version when it has one
(``speed-series-round`` for ``series-round``), and gets the game's name as
``$game_name``.

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
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib.metadata import entry_points
from importlib.resources import files
from importlib.resources.abc import Traversable
from importlib.util import find_spec
from pathlib import Path
from typing import Any

from babel.lists import format_list
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax.ast import Junk

from ...engine import Card, rank, suit
from .shown import Markdown, shown

log = logging.getLogger(__name__)

GAMES_ENTRY_POINTS = "spitbot.games"
"""The entry point group that names every installed game's plug-in."""

SHARED: Traversable = files("spitbot.bot").joinpath("locales")
"""The shared catalogs: a folder per language."""

ENGLISH = "en"
LANGUAGE_FILE = "language.ftl"
"""What makes a folder a language: its name for itself and its Discord locales."""


def languages_in(folder: Traversable) -> tuple[str, ...]:
    """The languages of a catalogs folder: its subfolders with a ``language.ftl``,
    English first and the rest in the order of their codes."""
    found = sorted(
        entry.name
        for entry in folder.iterdir()
        if entry.is_dir() and entry.joinpath(LANGUAGE_FILE).is_file()
    )
    return tuple(sorted(found, key=lambda code: (code != ENGLISH, code)))


LANGUAGES = languages_in(SHARED)
"""Every language SpitBot speaks; the first (English) is the fallback."""

_ADDED_GAMES: list[Traversable] = []
SUIT_SYMBOLS = ("♠\ufe0e", "♥\ufe0f", "♦\ufe0f", "♣\ufe0e")
"""Hearts and diamonds as emoji (VS16), which every client draws red; spades and clubs
as text (VS15), drawn in the colour of the text around them: as emoji Discord draws
them dark grey, nearly the colour of its dark theme, and "your 7♠ no longer fits"
read "your 7 no longer fits". The same in every language."""

RANK_IDS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king", "ace")
"""Ranks 2..A; the picture cards' letters come from each catalog (``rank-jack``...)."""

_CACHE_LIMIT = 20_000


@dataclass(frozen=True, slots=True)
class GameName:
    """A placeholder that names a game, worded by its catalog (``<game>-name``)."""

    game: str


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
        bot's own :class:`.Markdown` (another message, a timestamp). With ``game=`` (a
        game's name), the game's own version of the message when it has one
        (``<game>-<message_id>``), and the game's name as ``$game_name``."""
        key = (message_id, tuple(sorted(args.items())))
        text = self._cache.get(key)
        if text is None:
            game = args.get("game")
            if game is None:
                args.pop("game", None)
            elif isinstance(game, str):
                message_id = self._of_game(game, message_id)
                args = {"game_name": self(f"{game}-name"), **args}
            placed = {k: self._placed(v) for k, v in args.items()}
            text = Markdown(self._format(message_id, placed))
            if len(self._cache) >= _CACHE_LIMIT:
                self._cache.clear()
            self._cache[key] = text
        return text

    def has(self, message_id: str) -> bool:
        return self._bundle.has_message(message_id)

    def _of_game(self, game: str, message_id: str) -> str:
        """``<game>-<message_id>`` when the game words that message its own way (here or
        in English), else the shared ``message_id``."""
        own = f"{game}-{message_id}"
        if message_id.startswith(f"{game}-"):
            return message_id
        catalog: Catalog | None = self
        while catalog is not None:
            if catalog.has(own):
                return own
            catalog = catalog._fallback
        return message_id

    def self_name(self) -> Markdown:
        """The language's name for itself (``Čeština``)."""
        return self("language-self-name")

    def discord_locales(self) -> tuple[str, ...]:
        """The Discord app languages that are this one (Discord's locale codes)."""
        if not self._bundle.has_message("language-discord-locales"):
            return ()
        return tuple(self._format("language-discord-locales", {}).split())

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
        placed = [self._placed(item) for item in items]
        return Markdown(format_list(placed, locale=self.language) if placed else "")

    def _placed(self, value: Any) -> Any:
        """A placeholder's value as it goes into a message: a string not marked as the
        bot's own markdown is a user's text, escaped; a game, its name; numbers and the
        rest as they are."""
        if isinstance(value, GameName):
            return self(f"{value.game}-name")
        return shown(value) if isinstance(value, str) else value


@cache
def _missing(language: str, message_id: str) -> None:
    log.warning("the %s catalog has no %r; using English", language, message_id)


class Catalogs:
    """Every language's catalog, loaded once from the package: the shared folder and
    every game's (``folders``, by default :func:`catalog_folders`)."""

    def __init__(
        self,
        languages: Sequence[str] | None = None,
        *,
        folders: Sequence[Traversable] | None = None,
    ) -> None:
        roots = tuple(folders) if folders is not None else catalog_folders()
        chosen = languages_in(roots[0]) if languages is None else tuple(languages)
        english = Catalog(ENGLISH, _bundle(ENGLISH, roots), None)
        self._catalogs: dict[str, Catalog] = {ENGLISH: english}
        for language in chosen:
            if language != ENGLISH:
                self._catalogs[language] = Catalog(language, _bundle(language, roots), english)

    def __getitem__(self, language: str) -> Catalog:
        return self._catalogs.get(language) or self._catalogs[ENGLISH]

    @property
    def languages(self) -> tuple[str, ...]:
        return tuple(self._catalogs)


def add_game_catalogs(folder: Traversable) -> None:
    """Add the catalogs of a game that is no installed package (a test's)."""
    if folder not in _ADDED_GAMES:
        _ADDED_GAMES.append(folder)


def remove_game_catalogs(folder: Traversable) -> None:
    """Take away catalogs :func:`add_game_catalogs` added (Catalogs made before keep them)."""
    if folder in _ADDED_GAMES:
        _ADDED_GAMES.remove(folder)


def catalog_folders() -> tuple[Traversable, ...]:
    """The shared catalogs, then every game's: the ``locales`` folder beside each
    installed game's plug-in (found without importing it), then those added."""
    games = _installed_games()
    return (SHARED, *games, *(f for f in _ADDED_GAMES if f not in games))


@cache
def _installed_games() -> tuple[Traversable, ...]:
    """The installed games' catalogs (the entry points are read once: the commands ask
    for the folders once for each of their words)."""
    games: list[Traversable] = []
    for point in entry_points(group=GAMES_ENTRY_POINTS):
        folder = _beside(point.module)
        if folder is not None and folder not in games:
            games.append(folder)
    return tuple(games)


def _beside(module: str) -> Traversable | None:
    """The ``locales`` folder in the package of ``module``, or None if it has none."""
    spec = find_spec(module)
    if spec is None:
        return None
    if spec.submodule_search_locations:  # a package: its own folder
        places: Iterable[str] = spec.submodule_search_locations
    elif spec.origin:
        places = (str(Path(spec.origin).parent),)
    else:
        return None
    for place in places:
        folder = Path(place) / "locales"
        if folder.is_dir():
            return folder
    return None


def sources(language: str, folders: Sequence[Traversable] | None = None) -> dict[str, str]:
    """The ``.ftl`` files of ``language`` in every catalogs folder, by their path under
    ``locales`` beside the folder's package (``spit/spit.ftl``; tests read them too)."""
    found: dict[str, str] = {}
    for root in folders if folders is not None else catalog_folders():
        folder = root.joinpath(language)
        if not folder.is_dir():
            continue
        prefix = "" if root == SHARED else f"{_name_of(root)}/"
        for entry in sorted(folder.iterdir(), key=lambda e: e.name):
            if entry.name.endswith(".ftl"):
                found[prefix + entry.name] = entry.read_text(encoding="utf-8")
    return found


def _name_of(root: Traversable) -> str:
    """A game's catalogs folder named by its package's folder (``spit``)."""
    parent = Path(str(root)).parent
    return parent.name


_BUNDLES: dict[tuple[str, tuple[str, ...]], FluentBundle] = {}


def _bundle(language: str, folders: Sequence[Traversable]) -> FluentBundle:
    """The language's messages, parsed once per process and set of folders (every bot
    shares them)."""
    key = (language, tuple(str(folder) for folder in folders))
    bundle = _BUNDLES.get(key)
    if bundle is None:
        bundle = _BUNDLES[key] = _parsed(language, folders)
    return bundle


def _parsed(language: str, folders: Sequence[Traversable]) -> FluentBundle:
    # No Unicode isolation marks around placeables: every language here is written
    # left to right, and the marks would break Discord mentions and markdown.
    bundle = FluentBundle([language], use_isolating=False)
    for name, text in sources(language, folders).items():
        resource = FluentResource(text)
        junk = [entry for entry in resource.body if isinstance(entry, Junk)]
        if junk:
            shown = (junk[0].content or "")[:80]
            raise ValueError(f"{language}/{name}: unreadable Fluent: {shown!r}")
        bundle.add_resource(resource)
    return bundle
