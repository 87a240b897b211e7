"""The four layers and their one-way dependencies (see the README's Architecture)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "spitbot"

# What each layer must never import, directly or through its own modules.
FORBIDDEN = {
    "engine": {"discord", "asyncio", "sqlalchemy", "aiosqlite", "asyncpg", "time", "datetime",
               "spitbot.runtime", "spitbot.store", "spitbot.bot"},
    "runtime": {"discord", "sqlalchemy", "aiosqlite", "asyncpg", "spitbot.store", "spitbot.bot"},
    "store": {"discord", "spitbot.engine", "spitbot.runtime", "spitbot.bot"},
}  # fmt: skip


def imports(path: Path, package: str) -> set[str]:
    """Absolute names of every module ``path`` imports (relative imports resolved)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                found.add(".".join([*base, node.module] if node.module else base))
            elif node.module:
                found.add(node.module)
    return found


def banned(name: str, rules: set[str]) -> bool:
    return any(name == rule or name.startswith(rule + ".") for rule in rules)


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_a_layer_imports_nothing_it_must_not(layer: str) -> None:
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        package = "spitbot." + ".".join(path.relative_to(PACKAGE).parent.parts)
        bad = sorted(n for n in imports(path, package) if banned(n, FORBIDDEN[layer]))
        assert not bad, f"{path.relative_to(PACKAGE)} imports {bad}"


def test_only_the_adapter_imports_discord() -> None:
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.relative_to(PACKAGE).parts[0] == "bot":
            continue
        package = "spitbot." + ".".join(path.relative_to(PACKAGE).parent.parts)
        names = imports(path, package.rstrip("."))
        assert not [n for n in names if banned(n, {"discord"})], path.relative_to(PACKAGE)


def test_the_checker_sees_relative_imports() -> None:
    names = imports(PACKAGE / "runtime" / "match.py", "spitbot.runtime")
    assert "spitbot.engine" in names and "spitbot.runtime.clock" in names
