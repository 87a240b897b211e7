"""The table client's one outside dependency, Discord's Embedded App SDK, is vendored into
the package (issue 28.7): the bundle is the version package-lock.json pins, its licences
ship beside it, and the page loads nothing from anywhere but the bot."""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CLIENT = ROOT / "spitbot" / "table" / "client"
VENDOR = CLIENT / "vendor"
SDK = "@discord/embedded-app-sdk"


def _locked(name: str) -> str:
    lock = json.loads((ROOT / "client" / "package-lock.json").read_text("utf-8"))
    version: str = lock["packages"][f"node_modules/{name}"]["version"]
    return version


def test_the_vendored_sdk_is_the_version_the_lock_pins() -> None:
    bundle = (VENDOR / "discord-embedded-app-sdk.mjs").read_text("utf-8")
    banner = re.match(r"/\*! (\S+) (\S+) \(", bundle)
    assert banner, "the bundle lost the banner client/vendor.mjs writes"
    assert banner.group(1) == SDK
    assert banner.group(2) == _locked(SDK)
    manifest = json.loads((ROOT / "client" / "package.json").read_text("utf-8"))
    assert manifest["dependencies"][SDK] == _locked(SDK)  # pinned exactly
    # the SDK reports its own version to Discord in the handshake: the same one
    assert f'"{_locked(SDK)}"' in bundle


def test_the_bundle_exports_what_the_client_imports() -> None:
    bundle = (VENDOR / "discord-embedded-app-sdk.mjs").read_text("utf-8")
    exports = re.search(r"export\{([^}]*)\}", bundle)
    assert exports
    names = {part.split(" as ")[-1].strip() for part in exports.group(1).split(",")}
    assert {"DiscordSDK", "DiscordSDKMock"} <= names


def test_every_bundled_package_ships_its_licence() -> None:
    text = (VENDOR / "discord-embedded-app-sdk.LICENSES.txt").read_text("utf-8")
    for name in (SDK, "zod", "eventemitter3", "uuid", "big-integer", "decimal.js-light"):
        assert re.search(rf"^{re.escape(name)} {re.escape(_locked(name))} \(", text, re.M), name
    assert "Permission is hereby granted" in text


def test_the_page_loads_nothing_but_the_bots_own_files() -> None:
    """Relative URLs only (Discord's proxy maps them to the bot); no CDN, no font service."""
    sources = [CLIENT / "index.html", *sorted(CLIENT.rglob("*.css"))]
    sources += sorted((CLIENT / "js").glob("*.mjs"))
    for path in sources:
        text = path.read_text("utf-8")
        assert not re.search(r"""(?:src|href)=["'](?:https?:)?//""", text), path
        assert not re.search(r"""(?:import|fetch)\(\s*["'](?:https?:)?//""", text), path
        assert not re.search(r"""from\s+["'](?:https?:)?//""", text), path
        assert "@import" not in text, path


def test_the_client_has_no_words_of_its_own() -> None:
    """Every word a player reads comes from the server (the Fluent catalogs): no script
    sets text from a literal with letters in it, and none writes HTML (a name people chose
    is set as text, never parsed)."""
    text_sinks = re.compile(
        r"""(?:textContent|innerText|title|placeholder)\s*=\s*[`'"][^`'"]*[A-Za-z]"""
        r"""|setAttribute\(\s*'aria-label'\s*,\s*[`'"][^`'"]*[A-Za-z]"""
    )
    for path in sorted((CLIENT / "js").glob("*.mjs")):
        text = path.read_text("utf-8")
        assert not text_sinks.search(text), f"{path.name}: {text_sinks.search(text)}"
        assert "innerHTML" not in text and "insertAdjacentHTML" not in text, path.name
    page = (CLIENT / "index.html").read_text("utf-8")
    body = page[page.index("<body>") :]
    assert not re.search(r">\s*[^<\s][^<]*<", body), "index.html has text of its own"
