"""What the store keeps about a person, and forgetting them (issue 25, point 6): every
table that names them is emptied of them, their opponents keep their records, rating
changes and statistics, and the leaderboards and the rating histogram stay in step."""

from __future__ import annotations

import asyncio
import dataclasses
import random
from collections.abc import Callable, Coroutine
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import text

from spitbot.engine import find_game
from spitbot.runtime import MatchInfo, MatchSnapshot, Player
from spitbot.store import (
    ChallengeRecord,
    ChallengeStatus,
    FlagDecision,
    FlagRaise,
    MatchStart,
    PlayerInPlay,
    PlayerRef,
    PrivacyReport,
    Store,
)
from tests.store.conftest import BOT_ID, CHANNEL, GUILD, OTHER_GUILD, T0, TABLES, Matches, at

# Snowflake-sized ids, so that no count, rating or seed in a row can look like one.
ANNA = 444_444_444_444_444_401
BORIS = 444_444_444_444_444_402
CLARA = 444_444_444_444_444_403
DAVID = 444_444_444_444_444_404
MODERATOR = 444_444_444_444_444_409


def challenge(challenge_id: str, challenger: int, invitee: int, **changes: Any) -> ChallengeRecord:
    record = ChallengeRecord(
        challenge_id=challenge_id, guild_id=GUILD, channel_id=CHANNEL, game="spit",
        variant="classic", challenger_id=challenger, challenger_name=f"player{challenger}",
        invitee_id=invitee, invitee_name=f"player{invitee}",
        expires_at=T0 + timedelta(minutes=2), created_at=T0,
    )  # fmt: skip
    return dataclasses.replace(record, **changes)


def saved(match_id: str, *people: int) -> tuple[str, str]:
    """A live match's snapshot as the runtime writes it (notation, runtime JSON)."""
    spit = find_game("spit")
    info = MatchInfo(
        match_id, GUILD, CHANNEL, (Player(people[0], f"player{people[0]}"),
        Player(people[1], f"player{people[1]}")), spit.default_variant, 5, 0,
    )  # fmt: skip
    snapshot = MatchSnapshot(info, spit.new_game(spit.default_variant, random.Random(5)), 3)
    return snapshot.notation, snapshot.runtime_json()


def unranked(stats: Any) -> Any:
    return dataclasses.replace(stats, rank=None, ranked_players=0)


def clicker(match_id: str, user_id: int, seat: int) -> FlagRaise:
    return FlagRaise(match_id, user_id, seat, GUILD, "too-fast", (41, 55, 38), 44.7, 7.1, T0)


async def rows(store: Store) -> dict[str, list[dict[str, Any]]]:
    """Every row of every table."""
    async with store.engine.connect() as connection:
        return {
            table: [
                dict(row._mapping)
                for row in await connection.execute(text(f"SELECT * FROM {table}"))
            ]
            for table in TABLES
        }


def naming(tables: dict[str, list[dict[str, Any]]], user_id: int) -> list[tuple[str, Any]]:
    """Every value in the database that is the person's id or name, or holds either."""
    name = f"player{user_id}"
    return [
        (table, value)
        for table, found in tables.items()
        for row in found
        for value in row.values()
        if value == user_id or (isinstance(value, str) and (name in value or str(user_id) in value))
    ]


async def histogram_agrees(store: Store) -> None:
    """The rating histogram counts exactly the ranked ratings, ladder by ladder."""
    async with store.engine.connect() as connection:
        expected = (
            await connection.execute(
                text(
                    "SELECT game, scope_id, rating, COUNT(*) FROM ratings "
                    "WHERE ranked_until IS NOT NULL GROUP BY game, scope_id, rating "
                    "ORDER BY game, scope_id, rating"
                )
            )
        ).all()
        actual = (
            await connection.execute(
                text(
                    "SELECT game, scope_id, rating, players FROM rating_counts "
                    "WHERE players <> 0 ORDER BY game, scope_id, rating"
                )
            )
        ).all()
    assert [tuple(r) for r in actual] == [tuple(r) for r in expected]


async def anna_plays_everything(store: Store, matches: Matches) -> dict[str, str]:
    """Anna: settled ratings with Boris (on the server and everywhere), a points series
    with Clara in another server, a practice match, an abandoned match with a parked
    snapshot, challenges, a flag about her, and a flag she decided as a moderator."""
    await matches.settle(ANNA, BORIS, then=0)  # 28 rated matches: both on the leaderboard
    await matches.settle(CLARA, DAVID, then=1)
    series = await matches.start(CLARA, ANNA, guild_id=OTHER_GUILD, channel_id=CHANNEL + 1)
    await store.record_round(series, 1, (0, 12), (0, 12), (0, 12), 100)
    await store.finish_match(matches.result(series, 0, series_finished=True))
    practice = await matches.start(ANNA, BOT_ID, rated=False)
    await store.finish_match(matches.result(practice, 1))
    stopped = await matches.start(BORIS, ANNA)
    await store.save_snapshot(stopped, GUILD, CHANNEL, *saved(stopped, BORIS, ANNA))
    await store.abandon_match(stopped, "stopped", at(99_999))  # its snapshot is parked
    # A parked snapshot whose match was never recorded, naming her: found by its text.
    await store.save_snapshot("orphan", GUILD, CHANNEL, *saved("orphan", ANNA, BORIS))
    await store.park_snapshot("orphan", "unreadable")
    await store.save_snapshot("theirs", GUILD, CHANNEL, *saved("theirs", CLARA, DAVID))
    await store.save_challenge(challenge("a" * 16, ANNA, BORIS))
    await store.close_challenge("a" * 16, ChallengeStatus.DECLINED, T0)
    await store.save_challenge(challenge("b" * 16, CLARA, ANNA))
    await store.close_challenge("b" * 16, ChallengeStatus.EXPIRED, T0)
    await store.save_challenge(challenge("c" * 16, CLARA, DAVID))  # not hers: stays
    flagged = await matches.start(ANNA, DAVID)
    await store.apply([clicker(flagged, ANNA, 0)])
    await store.finish_match(matches.result(flagged, 0))  # held: unrated for now
    decided = await matches.start(CLARA, BORIS)
    await store.apply([clicker(decided, CLARA, 0)])
    await store.finish_match(matches.result(decided, 1))
    await store.decide_flag(FlagDecision(decided, CLARA, False, ANNA, T0))  # she confirmed it
    return {"series": series, "practice": practice, "stopped": stopped, "flagged": flagged}


async def test_the_report_counts_what_is_kept(store: Store, matches: Matches) -> None:
    await anna_plays_everything(store, matches)
    report = await store.privacy_report(ANNA)
    assert report == PrivacyReport(
        user_id=ANNA,
        name=f"player{ANNA}",
        finished_matches=28 + 3,  # with Boris, the series, practice, the flagged one
        other_matches=1,  # abandoned
        series=1,
        ratings=3,  # Spit on this server, on the other, and everywhere
        rating_changes=28 * 2 + 2,
        challenges=2,
        flags=1,
        flag_decisions=1,
        saved_positions=2,
        live_match=False,
        open_challenge=False,
    )
    assert report.matches == 32 and not report.empty
    nobody = await store.privacy_report(123)
    assert nobody == PrivacyReport(user_id=123) and nobody.empty


async def test_forgetting_erases_every_trace_and_keeps_the_opponents_records(
    store: Store, matches: Matches
) -> None:
    ids = await anna_plays_everything(store, matches)
    boris_before = await store.player_stats(BORIS, GUILD, game="spit")
    boris_everywhere = await store.player_stats(BORIS, game="spit")
    clara_before = await store.player_stats(CLARA, OTHER_GUILD, game="spit")
    boris_history = await store.player_history(BORIS, GUILD, game="spit")
    board = await store.leaderboard(GUILD, caller_id=BORIS, game="spit")
    assert ANNA in {row.user_id for row in board.rows} and board.total == 4
    last_rated = f"m{28:04d}"
    ratings_before = await store.match_ratings(last_rated)

    report = await store.privacy_report(ANNA)

    forgotten = await store.forget_player(ANNA)

    assert forgotten.kept == report
    assert (forgotten.anonymised, forgotten.removed) == (31, 1)  # the practice match is gone
    assert naming(await rows(store), ANNA) == []
    assert await store.get_player(ANNA) is None
    assert await store.privacy_report(ANNA) == PrivacyReport(user_id=ANNA)
    # Boris and Clara keep their records, ratings, rating changes and pictures; Boris
    # moves up a place on this server's leaderboard, which has one ranked player less.
    assert (boris_before.rank, boris_before.ranked_players) == (3, 4)
    assert await store.player_stats(BORIS, GUILD, game="spit") == dataclasses.replace(
        boris_before, rank=2, ranked_players=3
    )
    assert unranked(await store.player_stats(BORIS, game="spit")) == unranked(boris_everywhere)
    assert await store.player_stats(CLARA, OTHER_GUILD, game="spit") == clara_before
    assert await store.player_history(BORIS, GUILD, game="spit") == boris_history
    assert await store.match_ratings(last_rated) == tuple(
        change for change in ratings_before if change.user_id == BORIS
    )
    # Her seats are anonymous, one player of its own per match, named by nobody.
    match = await store.get_match(last_rated)
    assert match is not None and match.seat1_id == BORIS and match.seat0_id < 0
    anonymous = await store.get_player(match.seat0_id)
    assert anonymous == PlayerRef(match.seat0_id, "", False) and anonymous.deleted
    seats = {
        seat
        for row in (await rows(store))["matches"]
        for seat in (row["seat0_id"], row["seat1_id"])
        if seat < 0
    }
    assert len(seats) == 31
    assert await store.get_match(ids["practice"]) is None
    series = await store.series_in_channel(CHANNEL + 1)
    assert series is not None and series.seat0.user_id == CLARA and series.seat1.deleted
    assert series.totals == (0, 12) and series.winner_seat == 0
    # She is off every leaderboard; the others keep their ratings, and the ranks and the
    # histogram behind them agree.
    after = await store.leaderboard(GUILD, caller_id=BORIS, game="spit")
    assert after.total == 3 and ANNA not in {row.user_id for row in after.rows}
    assert {(r.user_id, r.rating) for r in after.rows} == {
        (r.user_id, r.rating) for r in board.rows if r.user_id != ANNA
    }
    for scope in (GUILD, OTHER_GUILD, None):
        page = await store.leaderboard(scope, page_size=100, game="spit")
        for row in page.rows:
            assert row.rank == 1 + sum(1 for other in page.rows if other.rating > row.rating)
    await histogram_agrees(store)
    # What is not hers stays: Clara's challenge, a snapshot of others, Clara's flag and
    # the decision on it (nobody's now).
    tables = await rows(store)
    assert [c["challenge_id"] for c in tables["challenges"]] == ["c" * 16]
    assert [s["match_id"] for s in tables["snapshots"]] == ["theirs"]
    (flag,) = tables["match_flags"]
    assert (flag["user_id"], flag["status"], flag["decided_by"]) == (CLARA, "confirmed", None)
    # Forgetting again finds nothing.
    again = await store.forget_player(ANNA)
    assert again.kept == PrivacyReport(user_id=ANNA) and (again.anonymised, again.removed) == (0, 0)
    assert await store.get_player(ANNA) is None


async def test_playing_again_is_a_fresh_start(store: Store, matches: Matches) -> None:
    await matches.settle(ANNA, BORIS, then=0)
    old = await store.player_stats(ANNA, GUILD, game="spit")
    assert old.rated_games == 28
    await store.forget_player(ANNA)
    changes = await matches.play(ANNA, CLARA, 0)
    fresh = await store.player_stats(ANNA, GUILD, game="spit")
    assert (fresh.wins, fresh.losses, fresh.draws, fresh.rated_games) == (1, 0, 0, 1)
    mine = next(c for c in changes if c.user_id == ANNA and c.scope_guild_id == GUILD)
    assert fresh.provisional and fresh.rating_trend == (mine.after,)
    await histogram_agrees(store)


async def test_a_held_match_is_never_rated_once_a_player_is_forgotten(
    store: Store, matches: Matches
) -> None:
    match_id = await matches.start(ANNA, BORIS)
    await store.apply([clicker(match_id, BORIS, 1)])
    await store.finish_match(matches.result(match_id, 1))
    assert await store.match_ratings(match_id) == ()  # held by Boris's flag
    await store.forget_player(ANNA)
    # A moderator clears Boris later: nothing can be rated against a seat that is gone.
    assert await store.decide_flag(FlagDecision(match_id, BORIS, True, MODERATOR, T0)) == ()
    assert await store.match_ratings(match_id) == ()
    match = await store.get_match(match_id)
    assert match is not None and not match.rated and match.winner_seat == 1
    assert (await store.player_stats(BORIS, GUILD, game="spit")).wins == 1  # his win still counts
    assert (await rows(store))["ratings"] == []


async def test_a_match_both_players_erased_goes_with_the_second(
    store: Store, matches: Matches
) -> None:
    match_id = await matches.start(ANNA, BORIS)
    await store.finish_match(matches.result(match_id, 0))
    first = await store.forget_player(ANNA)
    assert (first.anonymised, first.removed) == (1, 0)
    second = await store.forget_player(BORIS)
    assert (second.anonymised, second.removed) == (0, 1)
    assert await store.get_match(match_id) is None
    tables = await rows(store)
    assert tables["players"] == []  # the anonymous seat went with its match
    assert tables["rating_history"] == tables["ratings"] == []
    await histogram_agrees(store)


async def test_nothing_is_erased_while_they_play_or_a_challenge_waits(
    store: Store, matches: Matches
) -> None:
    await matches.settle(ANNA, BORIS, then=0)
    live = await store.claim_match(_start("live", ANNA, CLARA))
    assert live == frozenset()
    before = await rows(store)
    with pytest.raises(PlayerInPlay) as error:
        await store.forget_player(ANNA)
    assert error.value.live_match and not error.value.open_challenge
    assert (await store.privacy_report(ANNA)).live_match
    assert await rows(store) == before
    # A live match recorded without a claim (queued while the database was down) too.
    await matches.start(BORIS, DAVID)
    with pytest.raises(PlayerInPlay):
        await store.forget_player(DAVID)
    # An open challenge, sent or received.
    await store.save_challenge(challenge("d" * 16, 80, 81))
    for person in (80, 81):
        with pytest.raises(PlayerInPlay) as error:
            await store.forget_player(person)
        assert error.value.open_challenge and not error.value.live_match
        assert (await store.privacy_report(person)).open_challenge
    # Someone who never played, only challenged: refused too, then forgotten once closed.
    await store.save_challenge(challenge("e" * 16, 77, 78))
    with pytest.raises(PlayerInPlay):
        await store.forget_player(78)
    await store.close_challenge("e" * 16, ChallengeStatus.EXPIRED, T0)
    assert (await store.forget_player(78)).kept.challenges == 1
    assert await store.get_challenge("e" * 16) is None
    assert await store.get_player(78) is None


def _start(match_id: str, seat0: int, seat1: int) -> MatchStart:
    return MatchStart(
        match_id=match_id, guild_id=GUILD, channel_id=CHANNEL,
        seat0=PlayerRef(seat0, f"player{seat0}"), seat1=PlayerRef(seat1, f"player{seat1}"),
        game="spit", variant="classic", seed=1, rated=True, started_at=T0,
    )  # fmt: skip


async def test_a_match_starting_while_they_are_forgotten_comes_first_or_starts_afresh(
    store: Store, matches: Matches, open_store: Callable[..., Coroutine[Any, Any, Store]]
) -> None:
    """Two connections at once (two shard processes, or the bot and `spitbot forget`):
    either the claim comes first and the erasure is refused, or the erasure comes first
    and the match starts for a newcomer; never a half of each."""
    for round_no in range(4):
        await matches.settle(ANNA, BORIS, games=3)
        other = await open_store()
        await other.upsert_player(CLARA, f"player{CLARA}")  # its writing connection, ready
        try:
            claim = _start(f"race{round_no}", CLARA, ANNA)
            # Each goes first in turn (a task runs to its first wait once started).
            if round_no % 2:
                claiming = asyncio.ensure_future(other.claim_match(claim))
                forgetting = asyncio.ensure_future(store.forget_player(ANNA))
            else:
                forgetting = asyncio.ensure_future(store.forget_player(ANNA))
                claiming = asyncio.ensure_future(other.claim_match(claim))
            done = await asyncio.gather(forgetting, claiming, return_exceptions=True)
        finally:
            await other.close()
        forgot, claimed = done
        assert claimed == frozenset(), claimed
        if isinstance(forgot, PlayerInPlay):  # the match came first
            assert (await store.privacy_report(ANNA)).live_match
        else:
            assert not isinstance(forgot, BaseException), forgot
            report = await store.privacy_report(ANNA)
            assert (report.matches, report.ratings, report.live_match) == (1, 0, True)
        await histogram_agrees(store)
        await store.abandon_match(f"race{round_no}", "test", T0)
        await store.forget_player(ANNA)
        assert naming(await rows(store), ANNA) == []
