"""The events' messages as a phone shows them (issue 29)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from spitbot.bot import event_words
from spitbot.bot.i18n import LANGUAGES, Catalogs
from spitbot.engine import default_game
from spitbot.events import Arena, Outcome
from spitbot.store import EventRecord

CATALOGS = Catalogs()
NOW = datetime(2026, 5, 4, 14, 35, tzinfo=UTC)


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_arenas_final_line_keeps_performance_with_its_number(language: str) -> None:
    """A phone wraps the final standings' long lines: the word for performance and its
    number stay on one line (a no-break space), never the number alone below."""
    game = default_game()
    variant = game.default_variant
    record = EventRecord(
        "a" * 16, "arena", 1, 2, game.name, variant.key(), 1, "running",
        created_at=NOW, ends_at=NOW + timedelta(minutes=45),
    )  # fmt: skip
    arena = Arena()
    for n, rating in enumerate((1650, 1600, 1550), start=1):
        arena.join(n, f"Player {n}", rating)
    arena.finish(arena.start(1, 2).number, Outcome.A_WON)
    arena.finish(arena.start(3, 1).number, Outcome.DRAW)
    arena.close()
    look = event_words.arena_look(CATALOGS[language], record, arena, game, variant)
    performances = [s.performance for s in arena.standings() if s.games]
    assert len(performances) == 3 and None not in performances
    lines = look.content.splitlines()[-3:]
    for line, performance in zip(lines, performances, strict=True):
        assert line.endswith(f"\u00a0{performance}"), line
        assert f" {performance}" not in line, line
