"""What a wheel ships: every package, the migrations and the data files.

`.ci/run` builds the wheel and runs it from another directory; these checks catch a
forgotten package or data file early, without a build.
"""

from __future__ import annotations

import fnmatch
import tomllib
from importlib import resources
from pathlib import Path

from spitbot.store.migrate import MIGRATIONS_DIR, head_revision

ROOT = Path(__file__).resolve().parents[1]
SETUPTOOLS = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]


def _package_dirs() -> dict[str, Path]:
    """Every package in the source tree, by its import name (after the mapping)."""
    mapped = {name: ROOT / folder for name, folder in SETUPTOOLS["package-dir"].items()}
    found: dict[str, Path] = {}
    for top, folder in {"spitbot": ROOT / "spitbot", **mapped}.items():
        for init in folder.rglob("__init__.py"):
            relative = init.parent.relative_to(folder).parts
            found[".".join((top, *relative))] = init.parent
    return found


def test_every_package_is_listed_for_the_wheel() -> None:
    assert set(SETUPTOOLS["packages"]) == set(_package_dirs())


def test_every_data_file_in_a_package_is_shipped() -> None:
    """Files that are not Python must match a package-data pattern (or they stay behind)."""
    packages = sorted(_package_dirs().items(), key=lambda item: len(item[1].parts), reverse=True)
    patterns = SETUPTOOLS["package-data"]
    missing = []
    for _, folder in packages:
        for path in folder.rglob("*"):
            if not path.is_file() or path.suffix in (".py", ".pyc") or "__pycache__" in path.parts:
                continue
            owner, root = next((n, f) for n, f in packages if path.is_relative_to(f))
            if root != folder:
                continue  # a deeper package's file: checked with that package
            relative = path.relative_to(root).as_posix()
            mine = [*patterns.get("*", []), *patterns.get(owner, [])]  # "*": every package's
            if not any(fnmatch.fnmatch(relative, p) for p in mine):
                missing.append(f"{owner}: {relative}")
    assert not missing


def test_migrations_are_found_as_package_resources() -> None:
    assert resources.files("spitbot.migrations") == MIGRATIONS_DIR
    assert MIGRATIONS_DIR.resolve() == (ROOT / "migrations").resolve()
    assert (MIGRATIONS_DIR / "script.py.mako").is_file()
    assert head_revision()


def test_the_licence_file_is_the_one_pyproject_names() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["license"] == {"text": "MIT"}
    text = (ROOT / "LICENSE").read_text()
    assert text.startswith("MIT License\n")
    assert "Permission is hereby granted, free of charge" in text


def test_the_package_summary_names_both_games() -> None:
    description = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["description"]
    assert "Spit" in description and "Speed" in description
