"""Auto-clicker flags (issue 20): a flagged match is kept but held out of ratings until a
moderator clears it (then it is rated, once) or confirms it (it stays unrated)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from spitbot.store import FlagDecision, FlagRaise, Store

GUILD = 111_111_111_111
T0 = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
REACTIONS = (41, 55, 38, 60, 47, 52, 44, 49)


def flag(match_id: str, user_id: int, seat: int, guild_id: int | None = GUILD) -> FlagRaise:
    return FlagRaise(match_id, user_id, seat, guild_id, "too-fast", REACTIONS, 48.2, 6.9, T0)


async def test_a_flagged_match_is_unrated_until_cleared_then_rated_once(
    store: Store, matches: Any
) -> None:
    match_id = await matches.start(1, 2)
    await store.apply([flag(match_id, 2, 1), flag(match_id, 2, 1)])  # raised twice: one flag
    assert await store.finish_match(matches.result(match_id, 1)) == ()  # held
    assert await store.match_ratings(match_id) == ()
    held = await store.flags(GUILD)
    assert [(f.match_id, f.user_id, f.rule, f.reactions, f.status) for f in held] == [
        (match_id, 2, "too-fast", REACTIONS, "held")
    ]
    assert held[0].seat_ids == (1, 2) and held[0].winner_seat == 1 and held[0].game == "spit"
    assert await store.flags(GUILD + 1) == []  # another server sees none
    at = T0 + timedelta(days=1)
    changes = await store.decide_flag(FlagDecision(match_id, 2, True, 9, at))
    assert changes and {c.user_id for c in changes} == {1, 2}
    assert await store.match_ratings(match_id) == changes
    # Cleared once: a second decision changes nothing, and it is rated only once.
    assert await store.decide_flag(FlagDecision(match_id, 2, True, 9, at)) is None
    assert await store.decide_flag(FlagDecision(match_id, 2, False, 9, at)) is None
    assert (await store.player_stats(2, GUILD, game="spit")).rated_games == 1
    assert await store.flags(GUILD) == []
    assert [f.status for f in await store.flags(GUILD, held_only=False)] == ["cleared"]


async def test_a_confirmed_flag_keeps_the_match_unrated(store: Store, matches: Any) -> None:
    match_id = await matches.start(1, 2)
    await store.apply([flag(match_id, 1, 0)])
    await store.finish_match(matches.result(match_id, 0))
    assert await store.decide_flag(FlagDecision(match_id, 1, False, 9, T0)) == ()
    assert await store.match_ratings(match_id) == ()
    assert (await store.player_stats(1, GUILD, game="spit")).rated_games == 0


async def test_a_flag_cleared_while_live_lets_the_match_be_rated_when_it_ends(
    store: Store, matches: Any
) -> None:
    match_id = await matches.start(1, 2)
    await store.apply([flag(match_id, 1, 0), flag(match_id, 2, 1)])
    assert await store.decide_flag(FlagDecision(match_id, 1, True, 9, T0)) == ()  # live
    await store.finish_match(matches.result(match_id, 0))
    assert await store.match_ratings(match_id) == ()  # bob's flag still holds it
    changes = await store.decide_flag(FlagDecision(match_id, 2, True, 9, T0))
    assert changes and await store.match_ratings(match_id) == changes
