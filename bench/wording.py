"""Which message a refused player was shown, read back from its words: every English
catalog message (``spitbot/bot/locales/en/*.ftl`` and each game's beside its plug-in,
``spitbot/bot/<game>/locales/en/*.ftl``) as a pattern, its placeholders
matching anything and its selectors any of their variants. A bench that sees only what
Discord shows (bench/race.py) counts refusals by reason this way."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from fluent.syntax import FluentParser, ast

BOT = Path(__file__).resolve().parents[1] / "spitbot" / "bot"
#: The house's English catalogs, then each game's (issue 27: beside its plug-in).
LOCALES = (BOT / "locales" / "en", *sorted(BOT.glob("*/locales/en")))
#: Searched first: the reasons a press is refused for.
FIRST = ("reason-", "refusal-", "press-counted-")


class Wording:
    def __init__(self, folders: tuple[Path, ...] = LOCALES) -> None:
        self.messages: dict[str, ast.Message] = {}
        self.terms: dict[str, ast.Term] = {}
        parser = FluentParser(with_spans=False)
        for path in [p for folder in folders for p in sorted(folder.glob("*.ftl"))]:
            for entry in parser.parse(path.read_text(encoding="utf-8")).body:
                if isinstance(entry, ast.Message) and entry.value is not None:
                    self.messages[entry.id.name] = entry
                elif isinstance(entry, ast.Term):
                    self.terms[entry.id.name] = entry
        ordered = sorted(self.messages, key=lambda m: (not m.startswith(FIRST), m))
        self.patterns = [(m, re.compile(self._message(m), re.DOTALL)) for m in ordered]

    def reason(self, text: str) -> str:
        """The refusal's reason: its message id without ``reason-``/``refusal-`` (the
        engine's and runtime's codes), or ``unread: ...`` if no message matches."""
        text = text.strip()
        for message_id, pattern in self.patterns:
            if pattern.fullmatch(text):
                for prefix in ("reason-", "refusal-"):
                    if message_id.startswith(prefix):
                        return message_id[len(prefix) :]
                return message_id
        return f"unread: {text[:60]}"

    @cache  # noqa: B019 (one Wording per run)
    def _message(self, message_id: str) -> str:
        value = self.messages[message_id].value
        assert value is not None
        return self._pattern(value)

    def _pattern(self, pattern: ast.Pattern) -> str:
        parts: list[str] = []
        for element in pattern.elements:
            if isinstance(element, ast.TextElement):
                parts.append(re.escape(element.value))
            elif isinstance(element, ast.Placeable):
                parts.append(self._expression(element.expression))
        return "".join(parts)

    def _expression(self, expression: object) -> str:
        if isinstance(expression, ast.StringLiteral):
            return re.escape(expression.parse()["value"])
        if isinstance(expression, ast.NumberLiteral):
            return re.escape(expression.value)
        if isinstance(expression, ast.Placeable):
            return self._expression(expression.expression)
        if isinstance(expression, ast.SelectExpression):
            variants = [self._pattern(v.value) for v in expression.variants]
            return "(?:" + "|".join(variants) + ")"
        if isinstance(expression, ast.TermReference):
            term = self.terms.get(expression.id.name)
            return self._pattern(term.value) if term is not None else ".+?"
        if (
            isinstance(expression, ast.MessageReference)
            and expression.id.name in self.messages
            and expression.attribute is None
        ):
            return self._message(expression.id.name)
        return ".+?"  # a variable, a function's result
