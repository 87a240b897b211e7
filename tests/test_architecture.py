"""The four layers and their one-way dependencies (see the README's Architecture)."""

from __future__ import annotations

import ast
from importlib.metadata import entry_points
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "spitbot"
PREVIEW = ROOT / "preview" / "spitbot_preview"

# What each layer must never import, directly or through its own modules.
FORBIDDEN = {
    "engine": {"discord", "asyncio", "sqlalchemy", "aiosqlite", "asyncpg", "time", "datetime",
               "spitbot.runtime", "spitbot.store", "spitbot.bot"},
    "runtime": {"discord", "sqlalchemy", "aiosqlite", "asyncpg", "spitbot.store", "spitbot.bot"},
    "store": {"discord", "spitbot.engine", "spitbot.runtime", "spitbot.bot"},
    # The live table's server (issue 28): the adapter hands it its words and games.
    "table": {"discord", "sqlalchemy", "aiosqlite", "asyncpg", "spitbot.store", "spitbot.bot"},
    "events": {"discord", "asyncio", "sqlalchemy", "aiosqlite", "asyncpg", "time", "datetime",
               "spitbot.engine", "spitbot.runtime", "spitbot.store", "spitbot.bot"},
}  # fmt: skip


def imports(path: Path, package: str, *, at_start: bool = False) -> set[str]:
    """Absolute names of every module ``path`` imports (relative imports resolved);
    ``at_start``: only those imported when it is (not inside a function it defines)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    inside = {
        id(node)
        for function in ast.walk(tree)
        if at_start and isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef)
        for node in ast.walk(function)
    }
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in inside:
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([*base, node.module] if node.module else base)
            elif node.module:
                module = node.module
            else:
                continue
            found.add(module)
            # A name imported from a package may be a module of it (``from ..engine import
            # speed``): it counts as importing that module too.
            found.update(f"{module}.{alias.name}" for alias in node.names)
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


def test_the_checker_sees_a_module_imported_by_name(tmp_path: Path) -> None:
    shared = tmp_path / "shots.py"
    shared.write_text("from ...engine import AnyGame, speed, spit\n", encoding="utf-8")
    names = imports(shared, "spitbot.bot.preview")
    assert {"spitbot.engine.speed", "spitbot.engine.spit"} <= names
    assert banned("spitbot.engine.speed", GAME_PACKAGES)
    assert {("engine", "spit"), ("bot", "speed")} <= GAME_FOLDERS


# --- words for players live only in the adapter's catalogs -----------------------------

# Strings that are allowed below the adapter: docstrings, log lines and messages of
# errors meant for developers (a bug, a bad notation), never shown to players.
DEVELOPER_ERRORS = {"ValueError", "TypeError", "KeyError", "NotationError", "RuntimeError",
                    "AssertionError", "IndexError"}  # fmt: skip
LOGGING = {"debug", "info", "warning", "error", "exception", "critical", "log"}


def _allowed_strings(tree: ast.AST) -> set[int]:
    """ids of the string nodes that are docstrings, log lines or developer errors."""
    allowed: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            value = body[0].value
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                allowed.add(id(value))
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            allowed.add(id(node.value))  # attribute docstrings
        call = None
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in LOGGING or name in DEVELOPER_ERRORS:
                call = node
        if isinstance(node, ast.Assert) and node.msg is not None:
            allowed.update(id(n) for n in ast.walk(node.msg))
        if call is not None:
            allowed.update(id(n) for arg in call.args for n in ast.walk(arg))
    return allowed


def test_no_sentence_for_players_is_written_below_the_adapter() -> None:
    """The engine and the runtime report outcomes as data; every word a player
    reads is in the adapter's catalogs (spitbot/bot/locales)."""
    sentence = __import__("re").compile(r"[A-Za-z]+'?[a-z]* [A-Za-z]+ [A-Za-z]+")
    for layer in ("engine", "runtime", "events"):
        for path in sorted((PACKAGE / layer).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            allowed = _allowed_strings(tree)
            for node in ast.walk(tree):
                text = node.value if isinstance(node, ast.Constant) else None
                if isinstance(text, str) and id(node) not in allowed and sentence.search(text):
                    where = f"{path.relative_to(PACKAGE)}:{node.lineno}"  # type: ignore[attr-defined]
                    raise AssertionError(f"{where}: {text!r} reads like words for players")


def test_the_sentence_finder_finds_sentences() -> None:
    tree = ast.parse('def f():\n    """Doc string here."""\n    return "Your card does not fit."\n')
    allowed = _allowed_strings(tree)
    strings = [n for n in ast.walk(tree) if isinstance(n, ast.Constant)]
    assert [n.value for n in strings if id(n) not in allowed] == ["Your card does not fit."]


# --- a house for many games --------------------------------------------------------------

GAME_PACKAGES = {
    point.module for group in ("spitbot.engines", "spitbot.games")
    for point in entry_points(group=group)
}  # fmt: skip
"""Every installed game's packages (its rules' and its plug-in's), as their entry points
name them."""
GAME_FOLDERS = {tuple(package.split(".")[1:]) for package in GAME_PACKAGES}


def test_no_shared_module_imports_a_game_package() -> None:
    """Games are plug-ins (issue 27): nothing shared names one, in any layer nor in the
    preview; the games are found through their entry points."""
    for path in sorted(PREVIEW.rglob("*.py")):
        bad = sorted(n for n in imports(path, "spitbot_preview") if banned(n, GAME_PACKAGES))
        assert not bad, f"{path.relative_to(ROOT)} imports {bad}: ask the games' plug-ins instead"
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE)
        if relative.parts[:2] in GAME_FOLDERS:
            continue  # a game's own folder
        package = (
            "spitbot." + ".".join(relative.parent.parts) if relative.parent.parts else "spitbot"
        )
        bad = sorted(n for n in imports(path, package) if banned(n, GAME_PACKAGES))
        assert not bad, f"{relative} imports {bad}: ask the games' plug-ins instead"


def test_every_game_has_its_rules_and_its_plugin_in_one_order() -> None:
    from spitbot.bot.plugins import plugins
    from spitbot.engine import games

    assert [game.name for game in games()] == [plugin.name for plugin in plugins()]
    assert all(plugin.game is game for plugin, game in zip(plugins(), games(), strict=True))


# --- the preview stands apart (issue 27.5) -------------------------------------------------


def test_the_bot_never_imports_the_preview_or_the_tests() -> None:
    """The arrows run one way: the preview imports the bot, never the other way round,
    and nothing of the bot imports the tests or the fake Discord (shipped beside the
    preview). The one door to the preview is ``spitbot preview``, which imports it only
    when run (``preview_cli.run``)."""
    apart = {"spitbot_preview", "fakediscord", "tests"}
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE)
        package = ".".join(("spitbot", *relative.parent.parts))
        bad = sorted(n for n in imports(path, package) if banned(n, apart))
        if relative == Path("preview_cli.py"):
            assert "spitbot_preview" in bad and all(banned(n, {"spitbot_preview"}) for n in bad)
            loaded = imports(path, package, at_start=True)
            assert not [n for n in loaded if banned(n, apart)], "imported at start-up"
            continue
        assert not bad, f"{relative} imports {bad}"


def test_the_import_checker_tells_a_lazy_import_from_one_at_start_up(tmp_path: Path) -> None:
    module = tmp_path / "cli.py"
    module.write_text("import os\n\ndef run():\n    import spitbot_preview\n", "utf-8")
    assert "spitbot_preview" in imports(module, "spitbot")
    assert imports(module, "spitbot", at_start=True) == {"os"}
