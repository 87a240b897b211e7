"""Each interaction is handled once (issue 25): a second delivery of the same id is
ignored, for as long as its token lives (end to end in tests/e2e/test_outage_e2e.py)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import discord
import pytest

from spitbot.bot import once
from spitbot.bot.once import KEEP_SECONDS, Deliveries


def interaction(interaction_id: int) -> Any:
    return SimpleNamespace(id=interaction_id, data={"custom_id": "spit:a:x"},
                           type=discord.InteractionType.component)  # fmt: skip


def test_a_second_delivery_is_ignored_and_said_at_debug(caplog: pytest.LogCaptureFixture) -> None:
    now = [0.0]
    deliveries = Deliveries(lambda: now[0])
    caplog.set_level("DEBUG", logger="spitbot.bot.once")
    assert deliveries.first(interaction(1)) and deliveries.first(interaction(2))
    assert not deliveries.first(interaction(1))
    assert [(r.levelname, "1 (spit:a:x)" in r.getMessage()) for r in caplog.records] == [
        ("DEBUG", True)
    ]
    now[0] = KEEP_SECONDS - 1
    assert not deliveries.first(interaction(2))  # still remembered while its token lives


def test_ids_are_forgotten_after_their_tokens_life_or_past_the_most_kept(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    now = [0.0]
    deliveries = Deliveries(lambda: now[0])
    assert deliveries.first(interaction(1))
    now[0] = KEEP_SECONDS + 1
    assert deliveries.first(interaction(1))  # long gone: nothing could answer it anyway
    monkeypatch.setattr(once, "MOST", 3)
    for number in (10, 11, 12, 13):
        assert deliveries.first(interaction(number))
    assert deliveries.first(interaction(10))  # the oldest went first
    assert not deliveries.first(interaction(13))
