"""A third game moves in from its own folder (issue 27.1): Race, registered by the test,
is offered by the slash commands, challenged with its own option, played to the end
through the real bot against the fake Discord (its shared first call and its own
countdown, ``SPITBOT_TOY_TURN_SECONDS``, both timed by the runtime's driven clock), and
recorded; its words come from its own catalogs, in Czech on the server's board and in
English in a player's private replies."""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

import pytest

from fakediscord import StoredMessage
from spitbot.bot import ids
from spitbot.bot.i18n import Catalog
from spitbot.bot.shared_render import relative_time
from spitbot.engine import Level
from spitbot.runtime import ManualClock, MatchActor
from tests.e2e.harness import World, human_at, lit, spit_world

from .rules import choose_action, view
from .state import Phase, Play
from .ui import GO, play_payload

TURN_SECONDS = 7.0  # SPITBOT_TOY_TURN_SECONDS (T4: 3 by default)
CZECH = "cs"


def cid(actor: MatchActor, payload: str) -> str:
    return ids.action_id(actor.info.match_id, actor.state.round, payload)


async def challenge(world: World, **options: Any) -> StoredMessage:
    handle = await world.fake.slash(
        world.alice, "spit", {"opponent": world.bob, "game": "toy", **options},
        subcommand="challenge",
    )  # fmt: skip
    ack = await handle.wait_ack()
    assert ack.ok and ack.callback_type == 4, ack
    assert handle.original_message is not None
    return handle.original_message


async def refused_privately(world: World, options: dict[str, Any]) -> str:
    handle = await world.fake.slash(
        world.alice, "spit", {"opponent": world.bob, **options}, subcommand="challenge"
    )
    assert (await handle.wait_ack()).ok
    return world.private(world.alice)[-1]


def countdown(world: World, actor: MatchActor, tr: Catalog) -> str:
    """What the board says its countdown will do, and when: the game's own words."""
    counting = actor.board().countdown
    assert counting is not None
    return tr("countdown", game="toy", kind=counting.kind, time=relative_time(counting.deadline_ms))


async def board_saying(world: World, actor: MatchActor, text: str) -> StoredMessage:
    return await world.fake.wait_until(
        lambda: next((m for m in [world.board(actor)] if m is not None and text in m.text()), None),
        what=repr(text),
    )


async def race(world: World, actor: MatchActor, clock: ManualClock, tr: Catalog) -> int:
    """Both players press the first card that fits on the board (lit in their colour)
    until one of them has played every card; when nobody can play, the board counts
    down and the clock is moved on past it: T4's card is turned. The turns made."""
    members = {0: world.alice, 1: world.bob}
    order = random.Random(actor.info.seed)
    turns = 0
    for _ in range(500):
        if actor.finished:
            return turns
        state = actor.state
        if state.phase is Phase.STUCK:
            await board_saying(world, actor, countdown(world, actor, tr))
            version = actor.version
            if turns == 0:  # its own length, not the game's default of 3 seconds
                await clock.advance(TURN_SECONDS - 1)
                assert actor.version == version and actor.state.phase is Phase.STUCK
                await clock.advance(1)
            else:
                await clock.advance(TURN_SECONDS)
            await world.fake.wait_until(lambda v=version: actor.version != v, what="T4's turn")
            if turns == 0:  # what the countdown did, in the game's words
                await board_saying(world, actor, tr("note-time-ran-out", game="toy", kind="turn"))
            turns += 1
            continue
        board = await world.wait_board(actor)
        seen = (actor.version, board.edits)
        for seat in sorted(members, key=lambda _: order.random()):
            action = choose_action(view(state, seat), Level.GREEDY)
            if not isinstance(action, Play):
                continue
            button = cid(actor, play_payload(seat, action.card))
            if not lit(board.component(button)):
                continue  # the board is a step behind: wait for its redraw
            at = human_at(world, board, order)  # a person's reaction, not a script's
            ack = await (await world.fake.click(members[seat], board, button, at=at)).wait_ack()
            assert ack.ok, ack
            break
        else:
            await world.fake.wait_until(
                lambda s=seen, b=board: (
                    actor.finished or (actor.version, world.fake.message(b).edits) != s
                ),
                what="the board to move on",
            )
    raise AssertionError("no winner within 500 presses")


@pytest.mark.usefixtures("toy")
async def test_a_third_game_plays_a_whole_match_end_to_end(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SPITBOT_TOY_TURN_SECONDS", str(TURN_SECONDS))  # T4: its own setting
    clock = ManualClock(start_ms=int(time.time() * 1000))
    async with spit_world(tmp_path, seed=5, guild_locale="cs", clock=clock) as world:
        bot, fake = world.bot, world.fake
        assert bot.registry.settings.countdowns["turn"] == TURN_SECONDS
        cs, en = bot.catalogs[CZECH], bot.catalogs["en"]

        # The commands offer Race because it is registered: its name and its option.
        spit = fake.find_command("spit", int(fake.guild.id))
        challenge_options = {
            o["name"]: o for o in next(c for c in spit["options"] if c["name"] == "challenge")
            ["options"]
        }  # fmt: skip
        game_choices = {c["value"]: c for c in challenge_options["game"]["choices"]}
        assert game_choices["toy"]["name"] == "Race"
        assert game_choices["toy"]["name_localizations"]["cs"] == "Závod"
        assert [c["value"] for c in challenge_options["cards"]["choices"]] == [8, 12]

        # An option of another game is refused with the reason, naming the games.
        said = await refused_privately(world, {"game": "toy", "side-piles": 5})
        assert all(w in said for w in ("`side-piles`", en("speed-name"), en("toy-name"))), said
        said = await refused_privately(world, {"game": "spit", "cards": 12})
        assert all(w in said for w in ("`cards`", en("toy-name"), en("spit-name"))), said

        invite = await challenge(world, cards=12)
        assert cs("toy-variant", cards=12) in invite.content and "Závod" in invite.content
        accept = next(c for c in invite.custom_ids() if c.endswith(":a"))
        assert (await (await fake.click(world.bob, invite, accept)).wait_ack()).ok
        actor = world.actor()
        assert actor.info.game_name == "toy" and actor.info.variant.cards == 12
        assert [len(d) for d in actor.state.draws] == [8, 8]  # T1: 12 each, 4 in the hand

        # T2: the pile waits for both players' Go!; alice presses, bob does not, and the
        # shared first call's countdown starts play without him.
        board = await world.wait_board(actor)
        assert cs("toy-ready-heading") in board.text() and cs("toy-button-go") in str(
            board.button(custom_id=cid(actor, GO))
        )
        assert (await (await fake.click(world.alice, board, cid(actor, GO))).wait_ack()).ok
        await board_saying(world, actor, countdown(world, actor, cs))
        await clock.advance(30)
        await world.fake.wait_until(lambda: actor.state.phase is not Phase.READY, what="T2")
        await board_saying(
            world, actor, cs("note-time-ran-out", game="toy", kind="ready", seats="bob")
        )

        # bob presses a card of alice's: the board itself says why, in Czech.
        board = await world.wait_board(actor)
        theirs = cid(actor, play_payload(0, actor.state.hands[0][0]))
        assert (await (await fake.click(world.bob, board, theirs)).wait_ack()).ok
        await board_saying(world, actor, cs("toy-refusal-not-your-hand", other="alice", mark="🟩"))

        turns = await race(world, actor, clock, cs)
        outcome = actor.state.outcome
        assert outcome is not None and outcome.winner is not None and turns >= 1
        winner = actor.info.players[outcome.winner].name

        # The result card, in the game's and the shared Czech words.
        heading = f"# 🏆 {cs('result-winner', winner=winner)}"
        card = await fake.wait_until(
            lambda: next((m for m in fake.messages(fake.channel) if heading in m.text()), None),
            what="the result card",
        )
        left = actor.state.cards_left()
        for words in (cs("outcome-all-cards"), cs("toy-summary", first=left[0], second=left[1]),
                      f"Závod · {cs('toy-variant', cards=12)}"):  # fmt: skip
            assert words in card.text(), words

        # Recorded: both players' record and ladder in Race, none in Spit.
        guild = int(fake.guild.id)
        loser = actor.info.players[1 - outcome.winner]
        store = world.store
        mine = await store.player_stats(actor.info.players[outcome.winner].user_id, guild,
                                        game="toy")  # fmt: skip
        theirs_stats = await store.player_stats(loser.user_id, guild, game="toy")
        assert (mine.wins, mine.losses, theirs_stats.losses, mine.rated_games) == (1, 0, 1, 1)
        assert (await store.player_stats(loser.user_id, guild, game="spit")).games == 0
        ladder = await store.leaderboard(guild, caller_id=loser.user_id, game="toy")
        assert ladder.caller is not None and ladder.caller.rating is not None

        # The result card's My stats: alice's record in Race.
        stats = next(c for c in card.custom_ids() if c == ids.stats_id("toy"))
        assert (await (await fake.click(world.alice, card, stats)).wait_ack()).ok
        mine_shown = await fake.wait_until(
            lambda: next((m for m in fake.ephemeral_messages(world.alice) if m.embeds), None),
            what="alice's stats",
        )
        # A player's private replies are in their own Discord language: English.
        assert en("stats-title", name="alice", game="toy") in mine_shown.text()
        handle = await fake.slash(world.alice, "spit", {"game": "toy"}, subcommand="rules")
        assert (await handle.wait_ack()).ok
        assert en("toy-rules").split("\n")[0] in world.private(world.alice)[-1]
        # And the server's leaderboard of Race, in Czech.
        handle = await fake.slash(world.bob, "spit", {"game": "toy"}, subcommand="leaderboard")
        assert (await handle.wait_ack()).ok
        shown = await fake.wait_until(
            lambda: next(
                (m for m in fake.messages(fake.channel) if "Závod" in m.text() and m.embeds), None
            ),
            what="the leaderboard",
        )
        assert cs("leaderboard-server", server=fake.guild.name, game="toy") in shown.text()
