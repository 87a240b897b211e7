"""Events are kept (issue 29.5): an event, its entries and its games survive a
restart, a result is final, and a shard reads only its servers' events."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime, timedelta
from typing import Any

from spitbot.store import (
    EventEntryRecord,
    EventEntrySave,
    EventGameRecord,
    EventGameSave,
    EventRecord,
    EventSave,
    Store,
)

T0 = datetime(2026, 12, 5, 12, 0, tzinfo=UTC)


def arena(event_id: str, guild_id: int = 10, **changes: Any) -> EventRecord:
    record = EventRecord(
        event_id=event_id, kind="arena", guild_id=guild_id, channel_id=20, game="spit",
        variant="classic", organiser_id=1, status="running", created_at=T0,
        ends_at=T0 + timedelta(minutes=30),
    )  # fmt: skip
    return dataclasses.replace(record, **changes)


async def test_an_event_its_entries_and_games_are_kept(open_store: Any) -> None:
    store: Store = await open_store()
    try:
        event = arena("00000000000000a1")
        entries = [EventEntryRecord(event.event_id, u, f"p{u}", 1500 + u, u, True) for u in (1, 2)]
        game = EventGameRecord(event.event_id, 1, 1, 2, T0, match_id="m1")
        await store.apply([EventSave(event), *map(EventEntrySave, entries), EventGameSave(game)])
        ended = dataclasses.replace(game, outcome="a", finished=1, ended_at=T0 + timedelta(1))
        scored = dataclasses.replace(entries[0], score=2)
        await store.apply([EventGameSave(ended), EventEntrySave(scored)])
        # A retried older write cannot take a result back.
        await store.apply([EventGameSave(game)])
        kept = await store.get_event(event.event_id)
        assert kept is not None
        assert dataclasses.replace(kept.event, updated_at=None) == event
        assert kept.entries == (scored, entries[1])
        assert kept.games == (ended,)
        await store.apply([EventSave(dataclasses.replace(event, status="finished"))])
        assert await store.live_events() == []
    finally:
        await store.close()


async def test_a_shard_reads_the_events_of_its_servers(open_store: Any) -> None:
    store: Store = await open_store()
    try:
        swiss = arena("00000000000000b2", guild_id=11, kind="swiss", rounds=4, status="open",
                      ends_at=None, created_at=T0 + timedelta(seconds=1))  # fmt: skip
        await store.apply([EventSave(arena("00000000000000a1")), EventSave(swiss)])
        assert [k.event.event_id for k in await store.live_events()] == [
            "00000000000000a1", "00000000000000b2"
        ]  # fmt: skip
        assert [k.event.event_id for k in await store.live_events([11])] == ["00000000000000b2"]
        bye = EventGameRecord(swiss.event_id, 1, 5, None, T0, round=1, board=3)
        await store.apply([EventEntrySave(EventEntryRecord(swiss.event_id, 5, "e", 1500, 0, True)),
                           EventGameSave(bye)])  # fmt: skip
        kept = await store.get_event(swiss.event_id)
        assert kept is not None and kept.games == (bye,) and kept.event.rounds == 4
    finally:
        await store.close()


async def test_a_servers_events_role_is_kept_and_cleared(open_store: Any) -> None:
    from spitbot.store import NO_ROLE

    store: Store = await open_store()
    try:
        assert (await store.get_guild_settings(10)).event_role_id is None
        kept = await store.set_guild_settings(10, event_role_id=77)
        assert kept.event_role_id == 77
        assert (await store.set_guild_settings(10, language="cs")).event_role_id == 77
        assert [g.event_role_id for g in await store.all_guild_settings()] == [77]
        assert (await store.set_guild_settings(10, event_role_id=NO_ROLE)).event_role_id is None
    finally:
        await store.close()


async def test_forgetting_a_player_leaves_an_anonymous_entry_in_each_event(
    open_store: Any,
) -> None:
    from spitbot.store import PlayerInPlay

    store: Store = await open_store()
    try:
        done = arena("00000000000000c3", status="finished")
        live = arena("00000000000000d4", created_at=T0 + timedelta(seconds=1))
        writes: list[Any] = [EventSave(done), EventSave(live)]
        for event in (done, live):
            for user_id in (1, 2):
                entry = EventEntryRecord(event.event_id, user_id, f"player{user_id}", 1500,
                                         user_id, True, 2 * (user_id == 1))  # fmt: skip
                writes.append(EventEntrySave(entry))
        writes.append(EventGameSave(EventGameRecord(done.event_id, 1, 1, 2, T0, outcome="a",
                                                    finished=1)))  # fmt: skip
        await store.apply(writes)
        report = await store.privacy_report(1)
        assert report.events == 2 and report.live_event
        try:
            await store.forget_player(1)
        except PlayerInPlay as refused:
            assert refused.live_event and not refused.live_match
        else:
            raise AssertionError("erasing during a live event must be refused")
        await store.apply([EventSave(dataclasses.replace(live, status="finished"))])
        await store.forget_player(1)
        assert (await store.privacy_report(1)).events == 0
        kept = await store.get_event(done.event_id)
        assert kept is not None
        anonymous = next(e for e in kept.entries if e.user_id != 2)
        assert anonymous.user_id < 0 and anonymous.name == "" and anonymous.score == 2
        (game,) = kept.games
        assert (game.player_a, game.player_b, game.outcome) == (anonymous.user_id, 2, "a")
        other = await store.get_event(live.event_id)
        assert other is not None
        ids_elsewhere = {e.user_id for e in other.entries} - {2}
        assert ids_elsewhere and ids_elsewhere != {anonymous.user_id}  # not linked
    finally:
        await store.close()
