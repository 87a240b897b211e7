"""Race moves in for a test and out again: registered (its rules, its UI and its catalogs)
before the test makes anything from the games, taken away after it, so that no other
test sees a third game."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from spitbot.bot.i18n import catalog_folders
from spitbot.bot.plugins import GamePlugin, plugins
from spitbot.engine import games

from . import PLUGIN, registered


@pytest.fixture
def toy() -> Iterator[GamePlugin]:
    with registered():
        yield PLUGIN
    assert "toy" not in {g.name for g in games()} | {p.name for p in plugins()}
    assert PLUGIN.catalogs not in catalog_folders()
