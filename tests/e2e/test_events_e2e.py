"""Events end to end (issue 29.7): an arena of 8 players and a Swiss of 9 players over
4 rounds, through the fake Discord, with players who press the buttons and resign their
games through ``/spit resign`` (the weaker player resigns: results are scripted), and a
restart in the middle of each. The bot's clock is driven (ManualClock)."""

from __future__ import annotations

import asyncio
import itertools
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from fakediscord import FakeDiscord, FakeMember, StoredMessage
from fakediscord.world import CREATE_PUBLIC_THREADS
from spitbot.bot import ids
from spitbot.bot.app import SpitBot
from spitbot.bot.arenas import LiveArena
from spitbot.bot.swisses import LiveSwiss
from spitbot.runtime import ManualClock, MatchActor

from .harness import E2E_LIMITS, migrated_store, spit_bot

MANAGE_GUILD = 1 << 5


async def slash(fake: FakeDiscord, user: FakeMember, sub: str, **options: Any) -> StoredMessage:
    handle = await fake.slash(user, "spit", options, subcommand=sub)
    ack = await handle.wait_ack()
    assert ack.ok, ack
    return await handle.wait_response_message()


async def event_message(fake: FakeDiscord, step: str = "j") -> StoredMessage:
    """The event's live message in the channel (the one with its Join button)."""

    def found() -> list[StoredMessage]:
        return [
            m for m in fake.messages(fake.channel)
            if any(c.startswith("spit:ev:") and c.endswith(f":{step}") for c in m.custom_ids())
        ]  # fmt: skip

    await fake.wait_until(lambda: found(), what="the event's message")
    (message,) = found()
    return message


async def press(fake: FakeDiscord, user: FakeMember, message: StoredMessage, step: str) -> str:
    """``user`` presses the event's button; the private answer's text."""
    event_id = next(c for c in message.custom_ids() if c.startswith("spit:ev:")).split(":")[2]
    handle = await fake.click(user, message, ids.event_id(event_id, step))
    ack = await handle.wait_ack()
    assert ack.ok, ack
    answer = await handle.wait_response_message()
    return answer.text()


async def resign(fake: FakeDiscord, bot: SpitBot, loser: FakeMember, actor: MatchActor) -> None:
    """``/spit resign`` in the match's thread, then Yes: the match is lost."""
    thread = fake.world.channels[actor.info.channel_id]
    handle = await fake.slash(loser, "spit", {}, subcommand="resign", channel=thread)
    await handle.wait_ack()
    asked = await handle.wait_response_message()
    yes = ids.resign_confirm_id(actor.info.match_id, True)
    confirmed = await fake.click(loser, asked, yes)
    assert (await confirmed.wait_ack()).ok
    await fake.wait_until(lambda: actor.finished, what="the resignation")


async def settle(
    fake: FakeDiscord, clock: ManualClock, ready: Callable[[], bool], what: str
) -> None:
    """Let the bot's background work finish, with the clock moved on for its writes."""
    await until(ready, what)
    await clock.advance(2.5)


async def until(ready: Callable[[], bool], what: str, seconds: float = 10.0) -> None:
    """Wait for the bot's own background work (no request of it need come to the fake
    Discord to wake a waiter up): polled."""
    for _ in range(int(seconds / 0.01)):
        if ready():
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"{what}: not within {seconds} s")


def withdrawn(live: LiveSwiss, user_id: int) -> bool:
    return not live.swiss.is_in(user_id)


def arena_of(bot: SpitBot) -> LiveArena:
    (live,) = bot.parts.events.arenas.live.values()
    return live


def all_started(bot: SpitBot) -> bool:
    """Every game the arena paired has its match (its thread is made)."""
    arenas = bot.parts.events.arenas.live.values()
    return all(len(a.by_match) == len(a.arena.playing()) for a in arenas)


def live_event_match(bot: SpitBot, numbers: dict[str, int]) -> MatchActor | None:
    """The arena's live match with the lowest game number."""
    actors = [bot.registry.by_id(m) for m in numbers]
    live = sorted((numbers[a.info.match_id], a) for a in actors if a is not None and not a.finished)
    return live[0][1] if live else None


async def play_arena_games(
    fake: FakeDiscord,
    bot: SpitBot,
    clock: ManualClock,
    members: dict[int, FakeMember],
    strength: dict[int, int],
    games: int,
) -> None:
    """Resolve ``games`` arena games one at a time (the lowest-numbered live one): the
    weaker player resigns."""
    for _ in range(games):
        live = arena_of(bot)
        actor = None
        for tick in range(400):  # the last result is saved; a pairing may be retried
            if all_started(bot):
                actor = live_event_match(bot, dict(live.by_match))
                if actor is not None:
                    break
            await asyncio.sleep(0.02)
            if tick % 10 == 9:
                await clock.advance(1.0)
        await clock.advance(2.5)
        assert actor is not None, (
            live.arena.standings(),
            live.arena.games(),
            live.by_match,
            live.arena.pairings(),
        )
        a, b = (p.user_id for p in actor.info.players)
        loser = a if strength[a] < strength[b] else b
        before = live.finished
        await resign(fake, bot, members[loser], actor)
        await settle(fake, clock, lambda live=live, before=before: live.finished > before,
                     "the result in the arena")  # fmt: skip


async def test_an_arena_of_eight_pairs_scores_streaks_and_lets_a_player_leave(
    tmp_path: Path,
) -> None:
    clock = ManualClock(start_ms=int(time.time() * 1000))
    async with (
        migrated_store(tmp_path, play_idle_seconds=7200.0) as (config, store),
        FakeDiscord(rate_limits=E2E_LIMITS) as fake,
    ):
        admin = fake.add_member("admin", permissions=MANAGE_GUILD)
        players = [fake.add_member(f"p{n}") for n in range(1, 8)] + [fake.add_member("*p8* @here")]
        members = {int(m.id): m for m in players}
        # p1 is the strongest, p8 the weakest: the weaker resigns every game.
        strength = {int(m.id): 8 - n for n, m in enumerate(players)}
        async with spit_bot(fake, config, store, clock=clock) as bot:
            refused = await fake.slash(players[0], "spit", {"minutes": 30}, subcommand="arena")
            assert "Manage Server" in (await refused.wait_response_message()).text()
            await slash(fake, admin, "arena", minutes=30)
            message = await event_message(fake)
            assert "Nobody has joined yet" in message.text()
            for member in players:
                said = await press(fake, member, message, "join")
                assert "You are in" in said
            assert "already" in await press(fake, players[0], message, "join")
            await clock.advance(2.5)
            # Everyone was paired at once, four games, each in a thread of the channel.
            await settle(fake, clock, lambda: all_started(bot) and len(bot.registry.live()) == 4,
                         "four games")  # fmt: skip
            assert len(fake.threads_of(fake.channel)) == 4
            live = arena_of(bot)
            shown = fake.message(message.id).text()
            assert "playing" in shown and "\\*p8\\* \\@here" in shown  # as written, no ping
            p8 = int(players[7].id)

            # p8 leaves during its first game: that game still counts, and it is the last.
            assert live.arena.game_of(p8) is not None
            said = await press(fake, players[7], fake.message(message.id), "leave")
            assert "left the arena" in said
            await play_arena_games(fake, bot, clock, members, strength, 12)
            one = int(players[0].id)
            lines = {s.user_id: s for s in live.arena.standings()}
            # p1 won every game: 2, 2, then on fire 🔥 4 a win.
            assert lines[one].sheet[:3] == (2, 2, 4) and lines[one].on_fire
            assert lines[one].rank == 1
            assert "🔥" in fake.message(message.id).text()
            # p8 left during its first game and was never paired again.
            assert sum(1 for g in live.arena.games() if g.involves(p8)) == 1
            assert not lines[p8].present and "away" in fake.message(message.id).text()
            # Every pairing: nobody met their last opponent again while others were free
            # (checked on the record: no two consecutive games of a player, same opponent,
            # unless the two were the only ones free: with 7 present, that never happens).
            for user_id in members:
                mine = [g.opponent_of(user_id) for g in live.arena.games() if g.involves(user_id)]
                assert all(x != y for x, y in itertools.pairwise(mine)), mine
            # Points: 2 a win, doubled on fire; every game is rated as usual.
            for s in live.arena.standings():
                assert s.score == sum(s.sheet)
            # Time is up: nobody is paired any more; the games still on count.
            await clock.advance(30 * 60)
            playing = len(live.arena.playing())
            assert live.arena.closed and playing > 0
            await play_arena_games(fake, bot, clock, members, strength, playing)
            await settle(fake, clock, lambda: not bot.parts.events.arenas.live, "the arena's end")
            final = fake.message(message.id)
            text = final.text()
            assert "Final standings" in text and "🥇" in text and "performance" in text
            assert final.custom_ids() == []  # no buttons on a finished arena
            assert text.index("🥇") < text.index("p1") < text.index("🥈")
            await bot.journal.flush()  # the last game's points are written through it
            kept = await store.get_event(live.record.event_id)
            assert kept is not None and kept.event.status == "finished"
            assert len(kept.games) == len(live.arena.games())
            assert all(g.outcome is not None for g in kept.games)
            scores = {e.user_id: e.score for e in kept.entries}
            assert scores == {s.user_id: s.score for s in live.arena.standings()}
            rated = await store.match_ratings(kept.games[0].match_id or "")
            # Rated as usual: both players, in the server's ladder and the global one.
            assert {c.user_id for c in rated} == {kept.games[0].player_a, kept.games[0].player_b}
            assert {c.scope_guild_id for c in rated} == {None, int(fake.guild.id)}
            # The standings message was written at a bounded rate: never two writes
            # within 2 s of the bot's clock (coalesced), so within 5 per 5 s.
            assert live.post is not None and live.post.writes >= 3
        fake.assert_no_violations()


async def test_an_arena_resumes_after_a_restart_with_every_result_kept(tmp_path: Path) -> None:
    clock = ManualClock(start_ms=int(time.time() * 1000))
    async with (
        migrated_store(tmp_path, play_idle_seconds=7200.0) as (config, store),
        FakeDiscord(rate_limits=E2E_LIMITS) as fake,
    ):
        admin = fake.add_member("admin", permissions=MANAGE_GUILD)
        players = [fake.add_member(f"p{n}") for n in range(1, 5)]
        members = {int(m.id): m for m in players}
        strength = {int(m.id): 4 - n for n, m in enumerate(players)}
        async with spit_bot(fake, config, store, clock=clock) as bot:
            await slash(fake, admin, "arena", minutes=30)
            message = await event_message(fake)
            for member in players:
                await press(fake, member, message, "join")
            await play_arena_games(fake, bot, clock, members, strength, 3)
            before = arena_of(bot).arena.standings()
            event_id = arena_of(bot).record.event_id
            live_matches = set(arena_of(bot).by_match)
            assert live_matches
        # A new process: the arena comes back from the store, its live matches too.
        async with spit_bot(fake, config, store, clock=clock) as bot:
            live = arena_of(bot)
            assert live.record.event_id == event_id
            assert set(live.by_match) == live_matches
            assert [(s.user_id, s.score, s.sheet) for s in live.arena.standings()] == [
                (s.user_id, s.score, s.sheet) for s in before
            ]
            await play_arena_games(fake, bot, clock, members, strength, 2)
            assert sum(s.games for s in live.arena.standings()) == 2 * 5
            # The same message is kept up to date after the restart.
            assert (await event_message(fake)).id == message.id
        fake.assert_no_violations()


# --- a Swiss -------------------------------------------------------------------------


def swiss_of(bot: SpitBot) -> LiveSwiss:
    (live,) = bot.parts.events.swisses.live.values()
    return live


async def round_started(bot: SpitBot, clock: ManualClock, number: int) -> LiveSwiss:
    """Wait until round ``number`` is paired and each of its games has its match."""
    live = swiss_of(bot)

    def ready() -> bool:
        if live.swiss.round != number or live.pairing:
            return False
        games = [p for p in live.swiss.round_pairings(number) if p.b is not None and not p.ended]
        return len(live.by_match) == len(games)

    for tick in range(400):
        if ready():
            break
        await asyncio.sleep(0.02)
        if tick % 10 == 9:
            await clock.advance(1.0)
    assert ready(), f"round {number} did not start"
    await clock.advance(2.5)
    return live


def recomputed(games: list[Any], withdrawn: set[int]) -> dict[int, tuple[float, float, float]]:
    """Score, Buchholz and Sonneborn–Berger from the stored games, worked out here
    independently of spitbot.events (over-the-board games only count for the
    tie-breaks)."""
    score: dict[int, float] = {}
    met: dict[int, list[tuple[int, float]]] = {}
    for g in games:
        score.setdefault(g.player_a, 0.0)
        if g.player_b is None:
            score[g.player_a] += 1
            continue
        score.setdefault(g.player_b, 0.0)
        a_points = {"a": 1.0, "b": 0.0, "draw": 0.5}[g.outcome]
        score[g.player_a] += a_points
        score[g.player_b] += 1 - a_points
        if g.forfeit is None:
            met.setdefault(g.player_a, []).append((g.player_b, a_points))
            met.setdefault(g.player_b, []).append((g.player_a, 1 - a_points))
    return {
        u: (
            score[u],
            sum(score[o] for o, _ in met.get(u, [])),
            sum(score[o] * p for o, p in met.get(u, [])),
        )
        for u in score
    }


async def test_a_swiss_of_nine_over_four_rounds_with_a_bye_a_withdrawal_and_tie_breaks(
    tmp_path: Path,
) -> None:
    clock = ManualClock(start_ms=int(time.time() * 1000))
    async with (
        migrated_store(tmp_path, play_idle_seconds=120.0) as (config, store),
        FakeDiscord(rate_limits=E2E_LIMITS) as fake,
    ):
        admin = fake.add_member("admin", permissions=MANAGE_GUILD)
        players = [fake.add_member(f"s{n}") for n in range(1, 10)]
        members = {int(m.id): m for m in players}
        strength = {int(m.id): 9 - n for n, m in enumerate(players)}
        async with spit_bot(fake, config, store, clock=clock) as bot:
            await slash(fake, admin, "swiss", rounds=4)
            message = await event_message(fake)
            assert "Start now" in str(message.data) and "Signed up: 0" in message.text()
            for member in players:
                assert "signed up" in await press(fake, member, message, "join")
            assert "Only the organiser" in await press(fake, players[0], message, "begin")
            assert "starting" in await press(fake, admin, message, "begin")
            absent: int | None = None
            for number in range(1, 5):
                live = await round_started(bot, clock, number)
                pairings = live.swiss.round_pairings(number)
                posted = [m.text() for m in fake.messages(fake.channel)]
                assert any(f"Round {number} of 4" in t for t in posted)
                byes = [p for p in pairings if p.b is None]
                assert len(byes) == (1 if number <= 2 else 0)  # 9 players, then 8
                actors = {n: a for m, n in live.by_match.items() if (a := bot.registry.by_id(m))}
                for _board, actor in sorted(actors.items()):
                    a, b = (p.user_id for p in actor.info.players)
                    if number == 2 and absent is None:
                        absent = a  # seat 0 of the first board misses the game
                        continue
                    loser = a if strength[a] < strength[b] else b
                    await resign(fake, bot, members[loser], actor)
                if number == 2:
                    # The absent player never plays: the bot forfeits them (D4), and
                    # the Swiss withdraws them.
                    await clock.advance(400)
                    assert absent is not None
                    await until(partial(withdrawn, live, absent), "the absent player withdrawn")
                assert absent is None or number < 2 or not live.swiss.is_in(absent)
            await until(lambda: not bot.parts.events.swisses.live, "the tournament's end")
            swiss = live.swiss
            assert swiss.finished
            assert absent is not None
            # The absent player was withdrawn and never paired again.
            assert all(absent not in (p.a, p.b) for r in (3, 4) for p in swiss.round_pairings(r))
            # Nobody met the same opponent twice; byes went to two different players.
            met = [frozenset((p.a, p.b)) for r in range(1, 5) for p in swiss.round_pairings(r)
                   if p.b is not None]  # fmt: skip
            assert len(met) == len(set(met))
            byes = [p.a for r in (1, 2) for p in swiss.round_pairings(r) if p.b is None]
            assert len(set(byes)) == 2
            # Tie-breaks: the bot's standings agree with a recount from the store.
            kept = await store.get_event(live.record.event_id)
            assert kept is not None and kept.event.status == "finished"
            counted = recomputed(list(kept.games), {absent})
            for s in swiss.standings():
                assert (s.score, s.buchholz, s.sonneborn_berger) == counted[s.user_id]
            assert [s.user_id for s in swiss.standings()] == sorted(
                counted, key=lambda u: (-counted[u][0], -counted[u][1], -counted[u][2],
                                        -swiss.rating_of(u), swiss.entries().index(u))
            )  # fmt: skip
            final = fake.message(message.id).text()
            assert "Final standings" in final and "🥇" in final and "Buchholz" in final
            assert "withdrawn" in final
            assert any("Standings after round 3" in m.text() for m in fake.messages(fake.channel))
        fake.assert_no_violations()


async def test_a_swiss_resumes_after_a_restart_mid_round(tmp_path: Path) -> None:
    clock = ManualClock(start_ms=int(time.time() * 1000))
    async with (
        migrated_store(tmp_path, play_idle_seconds=7200.0) as (config, store),
        FakeDiscord(rate_limits=E2E_LIMITS) as fake,
    ):
        admin = fake.add_member("admin", permissions=MANAGE_GUILD)
        players = [fake.add_member(f"s{n}") for n in range(1, 6)]
        members = {int(m.id): m for m in players}
        strength = {int(m.id): 5 - n for n, m in enumerate(players)}
        async with spit_bot(fake, config, store, clock=clock) as bot:
            await slash(fake, admin, "swiss", rounds=3, **{"start-in": 10})
            message = await event_message(fake)
            for member in players:
                await press(fake, member, message, "join")
            await clock.advance(10 * 60)  # the start time
            live = await round_started(bot, clock, 1)
            for actor in [a for m in list(live.by_match) if (a := bot.registry.by_id(m))]:
                a, b = (p.user_id for p in actor.info.players)
                await resign(fake, bot, members[a if strength[a] < strength[b] else b], actor)
            live = await round_started(bot, clock, 2)
            first, *rest = [a for m in list(live.by_match) if (a := bot.registry.by_id(m))]
            a, b = (p.user_id for p in first.info.players)
            await resign(fake, bot, members[a if strength[a] < strength[b] else b], first)
            await until(lambda: len(live.by_match) == len(rest), "the result")
            before = [(s.user_id, s.score, s.buchholz) for s in live.swiss.standings()]
            event_id, still = live.record.event_id, set(live.by_match)
        async with spit_bot(fake, config, store, clock=clock) as bot:
            live = swiss_of(bot)
            assert live.record.event_id == event_id and live.swiss.round == 2
            assert set(live.by_match) == still
            assert [(s.user_id, s.score, s.buchholz) for s in live.swiss.standings()] == before
            for number in (2, 3):
                live = await round_started(bot, clock, number)
                for actor in [a for m in list(live.by_match) if (a := bot.registry.by_id(m))]:
                    a, b = (p.user_id for p in actor.info.players)
                    await resign(fake, bot, members[a if strength[a] < strength[b] else b], actor)
            await until(lambda: not bot.parts.events.swisses.live, "the tournament's end")
            assert live.swiss.finished
            kept = await store.get_event(event_id)
            assert kept is not None and kept.event.status == "finished"
            assert len([g for g in kept.games if g.round == 1]) == 3  # 2 games and a bye
        fake.assert_no_violations()


async def test_the_role_a_server_names_for_events_may_open_one(tmp_path: Path) -> None:
    async with (
        migrated_store(tmp_path) as (config, store),
        FakeDiscord(rate_limits=E2E_LIMITS) as fake,
    ):
        admin = fake.add_member("admin", permissions=MANAGE_GUILD)
        organisers = fake.add_role("Organisers")
        host = fake.add_member("host")
        host.roles.append(organisers)
        other = fake.add_member("other")
        async with spit_bot(fake, config, store) as bot:
            refused = await fake.slash(host, "spit", {"minutes": 30}, subcommand="arena")
            assert "Manage Server" in (await refused.wait_response_message()).text()
            settings = await slash(fake, admin, "settings", **{"event-role": organisers})
            assert f"<@&{organisers}>" in settings.text()
            assert settings.data.get("allowed_mentions", {}).get("parse", []) == []
            await slash(fake, host, "arena", minutes=30)
            assert bot.parts.events.arenas.live
            refused = await fake.slash(other, "spit", {"rounds": 3}, subcommand="swiss")
            assert "Manage Server" in (await refused.wait_response_message()).text()
            # @everyone clears it: Manage Server alone again.
            cleared = await slash(fake, admin, "settings", **{"event-role": int(fake.guild.id)})
            assert "<@&" not in cleared.text()
            assert (await store.get_guild_settings(int(fake.guild.id))).event_role_id is None
        fake.assert_no_violations()


async def test_an_event_needs_a_channel_where_threads_can_be_made(tmp_path: Path) -> None:
    async with (
        migrated_store(tmp_path) as (config, store),
        FakeDiscord(rate_limits=E2E_LIMITS) as fake,
    ):
        admin = fake.add_member("admin", permissions=MANAGE_GUILD)
        async with spit_bot(fake, config, store) as bot:
            thread = fake.add_thread("a thread", parent=fake.channel)
            refused = await fake.slash(admin, "spit", {"minutes": 30}, subcommand="arena",
                                       channel=thread)  # fmt: skip
            assert "not in a thread" in (await refused.wait_response_message()).text()
            fake.channel.bot_denied = CREATE_PUBLIC_THREADS
            refused = await fake.slash(admin, "spit", {"rounds": 3}, subcommand="swiss")
            # The missing-permission refusal (its naming of the permission is the queue's).
            assert "permission" in (await refused.wait_response_message()).text()
            assert not bot.parts.events.arenas.live and not bot.parts.events.swisses.live
            assert await store.live_events() == []
        fake.assert_no_violations()
