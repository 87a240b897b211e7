"""The shared files a game needs (issue 27.1: at most 3). A game is a plug-in: its rules,
its part of the bot and its words live in its own folders, and whatever is shared asks
the plug-ins; so for every game (Spit, Speed, and Race, the third game written as a
test fixture in ``tests/toygame``) the files outside every game's own folders that
name it are listed, and there may be at most 3 (``pyproject.toml``'s entry points are
one).

What names a game, in a shared file:

- Python: an import of one of its packages; a string (not a docstring) that is its name,
  or starts with its name and ``-`` or ``_`` (a catalog id such as ``spit-title``, a
  gallery position, a settings keyword such as ``spit_stall_seconds``), or is one of its
  settings' variables (``SPITBOT_SPIT_...``); a keyword argument starting so.
- Fluent catalogs: a message or term of its name or starting with it and ``-``, or
  ``choice-game-<game>``; a select's variant keyed by its name or by one of its own kinds
  of countdown; a reference to a term only its catalogs define.
- ``pyproject.toml`` and other text: one of its packages, its settings' variables, or an
  entry point of its name.

Comments and docstrings name no game; nor does ``spit`` as the bot's command (``/spit``,
``cmd-spit``) or its product name (SpitBot). Not counted, as the issue counts them: the
documentation (``docs/``, the README, ``.env.example``, which documents every setting),
and the tests and benchmarks, each about the games it plays.
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent
from fluent.syntax.visitor import Visitor

from spitbot.bot.plugins import GamePlugin, plugins
from tests.toygame import registered

ROOT = Path(__file__).resolve().parents[1]
LIMIT = 3
NOT_SHARED = ("docs", "tests", "bench", "README.md", "LICENSE", ".env.example")
"""Documentation, and the tests and benchmarks (each about the games it plays)."""
SKIPPED_FOLDERS = {".git", ".venv", "__pycache__", ".mypy_cache", ".ruff_cache",
                   ".pytest_cache", ".hypothesis", "build", "dist"}  # fmt: skip
TEXT = {".toml", ".cfg", ".ini", ".yml", ".yaml", ".service", ".target", ".sh", ".mako", ".txt"}


@dataclass(frozen=True)
class Game:
    """What names a game: its name, its folders (its rules' and its UI's packages), its
    own kinds of countdown and the Fluent terms only its catalogs define."""

    name: str
    folders: tuple[Path, ...]
    kinds: frozenset[str]
    terms: frozenset[str]

    @property
    def packages(self) -> tuple[str, ...]:
        """Its folders as Python packages (``spitbot.engine.spit``)."""
        return tuple(".".join(f.relative_to(ROOT).parts) for f in self.folders)

    @classmethod
    def of(cls, plugin: GamePlugin) -> Game:
        folders = {_folder(type(plugin.game)), _folder(type(plugin.ui))}
        if plugin.catalogs is not None:
            folders.add(Path(str(plugin.catalogs)).parent)
        own = sorted(f for f in folders if not any(f.is_relative_to(o) and f != o for o in folders))
        return cls(plugin.name, tuple(own), frozenset(plugin.game.countdowns), _terms(own))


def _folder(kind: type) -> Path:
    """The folder of the package that defines ``kind``."""
    path = Path(sys.modules[kind.__module__].__file__ or "").resolve()
    return path.parent


@cache
def _ftl(path: Path) -> list[fluent.Entry]:
    return list(FluentParser().parse(path.read_text(encoding="utf-8")).body)


def _terms(folders: list[Path]) -> frozenset[str]:
    """The terms only these folders' catalogs define (the shared ones define ``-pile``...)."""

    def defined(paths: Iterator[Path]) -> set[str]:
        return {e.id.name for p in paths for e in _ftl(p) if isinstance(e, fluent.Term)}

    shared = defined((ROOT / "spitbot" / "bot" / "locales").rglob("*.ftl"))
    return frozenset(defined(p for f in folders for p in f.rglob("*.ftl")) - shared)


def shared_files(games: list[Game]) -> Iterator[Path]:
    """Every file of the repository outside the games' own folders, documentation, tests
    and benchmarks."""
    own = [folder for game in games for folder in game.folders]
    stack = [ROOT]
    while stack:
        folder = stack.pop()
        for path in sorted(folder.iterdir()):
            relative = path.relative_to(ROOT)
            if relative.parts[0] in NOT_SHARED or path.name in SKIPPED_FOLDERS:
                continue
            if path.name.endswith(".egg-info") or any(path == f for f in own):
                continue
            if path.is_dir():
                stack.append(path)
            elif path.suffix in {".py", ".ftl", *TEXT} or path.name in (".gitignore",):
                yield path


def _docstrings(tree: ast.AST) -> set[int]:
    """The string statements: docstrings, and the strings under an assignment that say
    what it is."""
    found = set()
    for node in ast.walk(tree):
        for field in ("body", "orelse", "finalbody"):
            statements = getattr(node, field, None)
            for statement in statements if isinstance(statements, list) else []:
                if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant):
                    found.add(id(statement.value))
    return found


def _imported(node: ast.Import | ast.ImportFrom, module: str) -> list[str]:
    """The modules an import names, as absolute dotted names (``module`` is the
    importing module's)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        parent = module.split(".")[: -node.level]
        base = ".".join([*parent, *([base] if base else [])])
    return [base, *(f"{base}.{alias.name}" for alias in node.names)]


@cache
def _python(path: Path, root: Path) -> tuple[tuple[int, str, str], ...]:
    """What in ``path`` could name a game, read once for every game: the modules it
    imports, its strings but docstrings, its keyword arguments (line, what, text)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    module = ".".join(path.relative_to(root).with_suffix("").parts)
    docs = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            found += [(node.lineno, "import", name) for name in _imported(node, module)]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            if id(node) not in docs:
                found.append((node.lineno, "string", node.value))
        elif isinstance(node, ast.keyword) and node.arg:
            found.append((node.value.lineno, "keyword", node.arg))
    return tuple(found)


def in_python(path: Path, game: Game, root: Path | None = None) -> list[str]:
    name, variables = game.name, f"SPITBOT_{game.name.upper()}_"
    found = []
    for line, what, text in _python(path, root or ROOT):
        if what == "import":
            if any(text == p or text.startswith(f"{p}.") for p in game.packages):
                found.append(f"{line}: imports {text}")
        elif what == "string":
            if text == name or text.startswith((f"{name}-", f"{name}_", variables)):
                found.append(f"{line}: {text[:50]!r}")
        elif text.startswith(f"{name}_"):
            found.append(f"{line}: {text}=")
    return sorted(set(found), key=lambda said: int(said.split(":")[0]))


class _Named(Visitor):
    def __init__(self, game: Game) -> None:
        self.game = game
        self.found: list[str] = []

    def visit_Variant(self, node: fluent.Variant) -> None:  # noqa: N802
        key = node.key.name if isinstance(node.key, fluent.Identifier) else None
        if key == self.game.name or key in self.game.kinds:
            self.found.append(f"[{key}]")
        self.generic_visit(node)

    def visit_TermReference(self, node: fluent.TermReference) -> None:  # noqa: N802
        if node.id.name in self.game.terms:
            self.found.append(f"-{node.id.name}")
        self.generic_visit(node)


def in_catalog(path: Path, game: Game) -> list[str]:
    name = game.name
    found = []
    for entry in _ftl(path):
        if not isinstance(entry, fluent.Message | fluent.Term):
            continue
        own = entry.id.name
        if own == name or own.startswith(f"{name}-") or own == f"choice-game-{name}":
            found.append(own)
        named = _Named(game)
        named.visit(entry)
        found += [f"{own}: {what}" for what in named.found]
    return found


def in_text(path: Path, game: Game) -> list[str]:
    packages = "|".join(re.escape(p) for p in game.packages)
    named = re.compile(
        rf"(?<![\w.])({packages})(?![\w])|SPITBOT_{game.name.upper()}_|^\s*{game.name}\s*="
    )
    lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    return [f"{n}: {line.strip()[:60]}" for n, line in enumerate(lines, 1) if named.search(line)]


def naming(game: Game, games: list[Game]) -> dict[str, list[str]]:
    """The shared files that name ``game``, with where and how."""
    found = {}
    for path in shared_files(games):
        if path.suffix == ".py":
            how = in_python(path, game)
        elif path.suffix == ".ftl":
            how = in_catalog(path, game)
        else:
            how = in_text(path, game)
        if how:
            found[path.relative_to(ROOT).as_posix()] = how
    return found


def test_a_game_needs_at_most_three_shared_files(capsys: pytest.CaptureFixture[str]) -> None:
    with registered():
        games = [Game.of(plugin) for plugin in plugins()]
    assert [g.name for g in games] == ["spit", "speed", "toy"]
    report = {game.name: naming(game, games) for game in games}
    with capsys.disabled():
        for name, files in report.items():
            print(f"\n{name}: {len(files)} shared file(s)")
            for file, how in files.items():
                print(f"  {file}: {'; '.join(how[:4])}{' ...' if len(how) > 4 else ''}")
    assert all("pyproject.toml" in report[g.name] for g in games if g.name != "toy")
    too_many = {name: sorted(files) for name, files in report.items() if len(files) > LIMIT}
    assert not too_many, f"more than {LIMIT} shared files name a game: {too_many}"


def test_the_finder_sees_each_way_of_naming_a_game(tmp_path: Path) -> None:
    """A check that could not fail would prove nothing: each way a shared file may name a
    game is found, and the bot's own name and command are not."""
    game = Game("spit", (ROOT / "spitbot" / "engine" / "spit",), frozenset({"stall"}),
                frozenset({"spit-call"}))  # fmt: skip
    source = tmp_path / "spitbot" / "bot" / "shared.py"
    source.parent.mkdir(parents=True)
    source.write_text(
        '"""Spit and spit-title in a docstring name nothing."""\n'
        "from ..engine import spit\n"
        "from spitbot.engine.spit.rules import apply\n"
        'DEFAULT = "spit"\n'
        'TITLE = tr("spit-title")\n'
        'ENV = "SPITBOT_SPIT_STALL_SECONDS"\n'
        "Settings(spit_stall_seconds=1)\n"
        'COMMAND = tr("cmd-spit"); BOT = "SpitBot"; PREFIX = "spit:a:"  # the bot, not a game\n',
        encoding="utf-8",
    )
    found = in_python(source, game, root=tmp_path)
    assert {int(line.split(":")[0]) for line in found} == {2, 3, 4, 5, 6, 7}, found
    catalog = tmp_path / "common.ftl"
    catalog.write_text(
        "cmd-spit = spit\nspit-name = Spit\nchoice-game-spit = Spit\n"
        "countdown = { $kind ->\n    [stall] x\n   *[ready] y\n}\n"
        "note = { -spit-call }\nother = { -spitbot }\n",
        encoding="utf-8",
    )
    assert in_catalog(catalog, game) == [
        "spit-name", "choice-game-spit", "countdown: [stall]", "note: -spit-call",
    ]  # fmt: skip
