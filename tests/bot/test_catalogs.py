"""The message catalogs: every message in every language, with the same
placeholders and every plural form its language needs (CLDR), the game's
codes all worded, and the cards as each language writes them."""

from __future__ import annotations

import dataclasses
import importlib
import pkgutil
import re
from collections.abc import Sequence
from functools import cache
from importlib.resources.abc import Traversable

import babel
import pytest
from fluent.syntax import FluentParser, ast, visitor

import spitbot.engine
import spitbot.runtime
from spitbot.bot import reasons as adapter_reasons
from spitbot.bot.i18n import LANGUAGES, Catalogs, message_id, sources
from spitbot.bot.i18n.wording import _CONVERT
from spitbot.engine import Coded, games, parse_card

CATEGORIES = {"zero", "one", "two", "few", "many", "other"}
TRANSLATED = [language for language in LANGUAGES if language != "en"]


class _Uses(visitor.Visitor):
    """The variables, message references and plural selects of one message."""

    def __init__(self) -> None:
        self.variables: set[str] = set()
        self.references: set[str] = set()
        self.plurals: list[tuple[str, set[str]]] = []  # (variable, category keys)

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802
        self.variables.add(node.id.name)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:  # noqa: N802
        self.references.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:  # noqa: N802
        keys = {v.key.name for v in node.variants if isinstance(v.key, ast.Identifier)}
        if isinstance(node.selector, ast.VariableReference) and keys & (CATEGORIES - {"other"}):
            self.plurals.append((node.selector.id.name, keys))
        self.generic_visit(node)

    def visit_TermReference(self, node: ast.TermReference) -> None:  # noqa: N802
        # A term's own $variables are its arguments, not the message's.
        if node.arguments:
            self.generic_visit(node.arguments)


@cache
def messages(language: str) -> dict[str, _Uses]:
    found: dict[str, _Uses] = {}
    for name, text in sources(language).items():
        resource = FluentParser().parse(text)
        junk = [e for e in resource.body if isinstance(e, ast.Junk)]
        assert not junk, f"{language}/{name}: {junk[0].content[:120]}"
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                assert entry.id.name not in found, f"{language}: {entry.id.name} twice"
                uses = _Uses()
                uses.visit(entry)
                found[entry.id.name] = uses
    return found


def placeholders(language: str, message: str, seen: frozenset[str] = frozenset()) -> set[str]:
    """The variables a message needs, through the messages it references."""
    uses = messages(language)[message]
    found = set(uses.variables)
    for ref in uses.references - seen:
        found |= placeholders(language, ref, seen | {message})
    return found


@cache
def integer_plurals(language: str) -> set[str]:
    """The CLDR plural categories whole numbers fall into in ``language``."""
    rule = babel.Locale.parse(language).plural_form
    return {rule(n) for n in range(1001)}


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_exists_in_every_language_with_the_same_placeholders(
    language: str,
) -> None:
    english, other = messages("en"), messages(language)
    assert sorted(set(english) - set(other)) == [], f"missing in {language}"
    assert sorted(set(other) - set(english)) == [], f"only in {language}"
    for message in english:
        assert placeholders(language, message) == placeholders("en", message), (language, message)


@pytest.mark.parametrize("language", LANGUAGES)
def test_plurals_have_every_form_the_language_needs(language: str) -> None:
    needed = integer_plurals(language)
    for message, uses in messages(language).items():
        for variable, keys in uses.plurals:
            assert needed <= keys, (
                f"{language} {message}: ${variable} needs {sorted(needed)}, has {sorted(keys)}"
            )
    if needed - {"one", "other"}:  # Czech, Ukrainian, Latvian: more than one and other
        english = messages("en")
        for message, uses in english.items():
            for variable, _ in uses.plurals:
                mine = [v for v, _ in messages(language)[message].plurals]
                assert variable in mine, f"{language} {message}: no plural forms for ${variable}"


def test_czech_counts_cards_as_czech_does() -> None:
    # 1 karta, 2 karty, 5 karet: Czech has three forms for whole numbers.
    assert integer_plurals("cs") == {"one", "few", "other"}
    assert integer_plurals("uk") == {"one", "few", "many"}
    assert integer_plurals("lv") == {"zero", "one", "other"}


def _coded_types() -> list[type[Coded]]:
    for package in (spitbot.engine, spitbot.runtime):
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            importlib.import_module(info.name)
    found: list[type[Coded]] = []
    todo: list[type[Coded]] = list(Coded.__subclasses__())
    while todo:
        kind = todo.pop()
        todo.extend(kind.__subclasses__())
        if dataclasses.is_dataclass(kind) and not kind.__subclasses__():
            found.append(kind)
    assert adapter_reasons.BoardNotPosted in found
    return [k for k in found if k.__module__.startswith("spitbot.")]


def test_every_reason_and_note_is_worded_with_exactly_its_fields() -> None:
    english = messages("en")
    codes: dict[str, type[Coded]] = {}
    for kind in _coded_types():
        assert kind.code not in codes, f"{kind} and {codes[kind.code]} share {kind.code}"
        codes[kind.code] = kind
        fields = {f.name for f in dataclasses.fields(kind)}
        for field in dataclasses.fields(kind):
            worded = field.type == "bool" or field.name in _CONVERT  # booleans: yes / no
            assert worded, f"{kind.__name__}.{field.name} has no wording rule"
        instance = kind.__new__(kind)
        name = message_id(instance)
        assert name in english, f"{kind.__name__} has no message {name}"
        used = placeholders("en", name)
        assert used <= fields | {"game"}, (name, used, fields)  # every message may name the game


RANKS = {language: Catalogs((language,))[language] for language in LANGUAGES}


@pytest.mark.parametrize("language", LANGUAGES)
def test_cards_are_written_as_the_language_writes_them(language: str) -> None:
    tr = RANKS[language]
    labels = [tr.card(c) for c in range(52)]
    assert len(set(labels)) == 52  # every card is told apart
    for label in labels:
        # Red suits as emoji (drawn red everywhere), black ones as text (VS15: drawn in
        # the text's own colour, never a dark emoji on Discord's dark theme).
        assert re.fullmatch(r"(10|[2-9]|\w{1,2})([♥♦]\ufe0f|[♠♣]\ufe0e)", label), label
    assert tr.card(parse_card("TD")) == "10♦\ufe0f"
    assert tr.card(parse_card("TS")) == "10♠\ufe0e"


def test_ukrainian_cards_use_the_ukrainian_letters() -> None:
    tr = RANKS["uk"]
    letters = [tr.card(parse_card(f"{r}S"))[0] for r in "JQKA"]
    assert letters == ["В", "Д", "К", "Т"]  # валет, дама, король, туз


# --- a game's countdowns are its own words ------------------------------------------------

COUNTDOWN_MESSAGES = ("countdown", "note-time-ran-out")
"""What a board says a countdown will do, and what it did (``shared_render.when``, the
runtime's TimeRanOut note): each asked for with ``game=``."""


def kinds_worded(
    language: str, folders: Sequence[Traversable] | None = None
) -> dict[str, set[str]]:
    """The kinds of countdown each message words, by message: the keys of its select on
    ``$kind``."""
    found: dict[str, set[str]] = {}
    for text in sources(language, folders).values():
        for entry in FluentParser().parse(text).body:
            if not isinstance(entry, ast.Message):
                continue
            keys = found.setdefault(entry.id.name, set())
            for node in _selects(entry):
                selector = node.selector
                if isinstance(selector, ast.VariableReference) and selector.id.name == "kind":
                    keys |= {v.key.name for v in node.variants if isinstance(v.key, ast.Identifier)}
    return found


def _selects(entry: ast.Message) -> list[ast.SelectExpression]:
    found: list[ast.SelectExpression] = []

    class Selects(visitor.Visitor):
        def visit_SelectExpression(self, node: ast.SelectExpression) -> None:  # noqa: N802
            found.append(node)
            self.generic_visit(node)

    Selects().visit(entry)
    return found


def countdowns_unworded(language: str, folders: Sequence[Traversable] | None = None) -> list[str]:
    """Each game's own countdowns (and the first call they share, ``ready``) are worded by
    the game (``<game>-countdown``, ``<game>-note-time-ran-out``), every kind of it and
    no other; the shared messages word ``ready`` alone, for games with none of their own:
    a shared message never says another game's words. What is not so."""
    worded = kinds_worded(language, folders)
    wrong = [f"{language} {m} selects on {sorted(worded[m])}" for m in COUNTDOWN_MESSAGES
             if worded.get(m)]  # fmt: skip
    for game in games():
        kinds = {"ready", *game.countdowns}
        for message in COUNTDOWN_MESSAGES:
            own = worded.get(f"{game.name}-{message}")
            if game.countdowns and own != kinds:
                wrong.append(f"{language} {game.name}-{message} words {own}, not {sorted(kinds)}")
    return wrong


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_game_words_its_own_countdowns(language: str) -> None:
    assert countdowns_unworded(language) == []
