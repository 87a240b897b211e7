"""An arena's and a Swiss's results as the bot saves them (spitbot/bot/arenas.py,
swisses.py): the arena, or the Swiss's round, ends only once every result still on its
way is saved. Two last games ending together,
the first one's write slow, used to finish the arena (and write its final standings)
before that game's points were stored: the store then kept a score short by them."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from types import SimpleNamespace
from typing import Any

from spitbot.bot.arenas import Arenas, LiveArena
from spitbot.bot.event_hosting import EventEnd
from spitbot.bot.swisses import LiveSwiss, Swisses
from spitbot.events.arena import Arena
from spitbot.events.outcome import Outcome
from spitbot.events.swiss import Swiss
from spitbot.runtime import ManualClock
from spitbot.store import EventRecord


class SlowStore:
    """Writes wait until the test lets each through; what each held, in order."""

    def __init__(self) -> None:
        self.saved: list[Any] = []
        self.gates: list[asyncio.Future[None]] = []

    async def apply(self, writes: list[Any]) -> None:
        gate: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.gates.append(gate)
        await gate
        self.saved.extend(writes)


def arena_with_two_games() -> tuple[Arenas, LiveArena, SlowStore]:
    store = SlowStore()
    registry = SimpleNamespace(on_end=[], clock=ManualClock())
    arenas = Arenas(store, registry, None, None, None)  # type: ignore[arg-type]
    record = EventRecord("e1", "arena", 1, 2, "spit", "standard", 9, "running",
                         datetime(2026, 12, 5, tzinfo=UTC))  # fmt: skip
    arena = Arena()
    for user in (1, 2, 3, 4):
        arena.join(user, f"p{user}", 1500)
    live = LiveArena(record, arena, game=None, variant=None)  # type: ignore[arg-type]
    for number, (a, b) in enumerate(arena.pairings(), start=1):
        assert arena.start(a, b).number == number
        live.by_match[f"m{number}"] = number
    arena.close()  # time is up: the two games still on count, then it ends
    arenas.live["e1"] = live
    return arenas, live, store


async def let_through(store: SlowStore, but: asyncio.Future[None] | None = None) -> None:
    """Let every write through as it comes (yielding to the loop between), ``but``
    one held back."""
    for _ in range(20):
        await asyncio.sleep(0)
        for gate in store.gates:
            if gate is not but and not gate.done():
                gate.set_result(None)


async def test_the_arena_ends_after_the_last_result_on_its_way_is_saved() -> None:
    arenas, live, store = arena_with_two_games()
    won = EventEnd(Outcome.A_WON, None)
    first = asyncio.ensure_future(arenas._record(live, "m1", won))
    await asyncio.sleep(0)
    assert len(store.gates) == 1  # the first game's result: its write held
    second = asyncio.ensure_future(arenas._record(live, "m2", won))
    await asyncio.sleep(0)
    held = store.gates[0]
    await let_through(store, but=held)  # the second game's writes; the first stays held
    await second
    assert live.arena.over and live.record.status == "running"  # not before m1 is saved
    assert "e1" in arenas.live
    held.set_result(None)
    await let_through(store)
    await first
    kinds = [type(w).__name__ for w in store.saved]
    assert kinds[-1] == "EventSave" and live.record.status == "finished"
    entries = {w.entry.user_id: w.entry.score for w in store.saved if hasattr(w, "entry")}
    scores = {s.user_id: s.score for s in live.arena.standings()}
    assert entries == scores  # every point stored before the arena was finished
    assert "e1" not in arenas.live


def swiss_of_one_round() -> tuple[Swisses, LiveSwiss, SlowStore]:
    store = SlowStore()
    registry = SimpleNamespace(on_end=[], clock=ManualClock())
    words = SimpleNamespace(public=lambda guild_id: None)
    swisses = Swisses(store, registry, None, words, None)  # type: ignore[arg-type]
    record = EventRecord("s1", "swiss", 1, 2, "spit", "standard", 9, "running",
                         datetime(2026, 12, 5, tzinfo=UTC), rounds=1)  # fmt: skip
    swiss = Swiss(1)
    for user in (1, 2, 3, 4):
        swiss.join(user, f"p{user}", 1500 + user)
    pairings = swiss.pair_next()  # (and begun)
    live = LiveSwiss(record, swiss, game=None, variant=None)  # type: ignore[arg-type]
    for p in pairings:
        live.by_match[f"m{p.board}"] = (p.round, p.board)
    swisses.live["s1"] = live
    return swisses, live, store


async def test_a_swiss_round_ends_after_the_last_result_on_its_way_is_saved() -> None:
    swisses, live, store = swiss_of_one_round()
    won = EventEnd(Outcome.A_WON, None)
    (first_match, second_match) = sorted(live.by_match)
    first = asyncio.ensure_future(swisses._record(live, first_match, won))
    await asyncio.sleep(0)
    held = store.gates[0]  # the first game's result: its write held
    second = asyncio.ensure_future(swisses._record(live, second_match, won))
    await let_through(store, but=held)  # the second game's writes; the first stays held
    await second
    assert live.swiss.round_over() and live.record.status == "running"
    held.set_result(None)
    await let_through(store)
    await first
    assert live.record.status == "finished" and "s1" not in swisses.live
    entries = {w.entry.user_id: w.entry.score for w in store.saved if hasattr(w, "entry")}
    assert entries == {s.user_id: round(2 * s.score) for s in live.swiss.standings()}
    assert type(store.saved[-1]).__name__ == "EventSave"  # the end, after every result
