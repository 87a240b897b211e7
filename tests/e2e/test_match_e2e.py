"""Whole matches through the real discord.py client and the fake Discord."""

from __future__ import annotations

from pathlib import Path

from spitbot.engine.spit import Phase, Play, Slap, State
from spitbot.runtime import MatchActor, MatchInfo, MatchSnapshot, Player
from tests.engine.spit.position import position

from .harness import World, custom_id, play_out, raw_click, spit_world


async def challenge(world: World, **options: object) -> None:
    fake = world.fake
    handle = await fake.slash(
        world.alice, "spit", {"opponent": world.bob, **options}, subcommand="challenge"
    )
    ack = await handle.wait_ack()
    assert ack.ok and ack.callback_type == 4
    invite = handle.original_message
    assert invite is not None and "challenges you to Spit" in invite.content
    accept = next(cid for cid in invite.custom_ids() if cid.endswith(":a"))
    # Anyone but the invitee is refused privately (and nothing changes).
    refused = await fake.click(world.carol, invite, accept)
    assert (await refused.wait_ack()).ok
    assert "Only bob can answer" in world.private(world.carol)[-1]
    accepted = await fake.click(world.bob, invite, accept)
    assert (await accepted.wait_ack()).callback_type == 7
    assert "accepted" in fake.message(invite.id).content


async def test_whole_match_from_challenge_to_game_over(tmp_path: Path) -> None:
    async with spit_world(tmp_path, seed=11) as world:
        await challenge(world)
        actor = world.actor()
        board = await world.wait_board(actor)
        assert "Spit · round 1" in board.text()
        presses = await play_out(world, actor, {0: world.alice, 1: world.bob})
        assert actor.state.outcome is not None and presses > 20
        final = await world.fake.wait_until(
            lambda: next(
                (m for m in world.fake.messages(world.fake.channel) if "wins" in m.text()), None
            ),
            what="the final board",
        )
        assert any(cid.startswith("spit:rm:") for cid in final.custom_ids())  # Rematch
        assert f"{actor.state.round} round" in final.text()  # the summary
        await world.bot.journal.flush()
        stored = await world.store.get_match(actor.info.match_id)
        assert stored is not None and stored.status.value == "finished"
        assert stored.winner_seat == actor.state.outcome.winner
        assert sorted(actor.state.cards()) == list(range(52))


RACE = position("*9C,*4H,*KS,*KH,*KC", "*7S,*3C,*2H,*3S,*3D", p0="8D", p1="5D", bs="QDJD")


MATCH_ID = "ab" * 16


async def start_at(world: World, state: State) -> MatchActor:
    """A live match between alice and bob at an exact position, with its board posted."""
    alice = Player(int(world.alice.id), "alice")
    bob = Player(int(world.bob.id), "bob")
    guild = int(world.fake.guild.id)
    info = MatchInfo(MATCH_ID, guild, world.channel_id, (alice, bob), state.variant, 1, 0)
    actor = world.bot.registry.restore(MatchSnapshot(info, state, 0))
    await world.wait_board(actor)
    return actor


async def test_presses_in_reverse_arrival_order_inside_the_window(tmp_path: Path) -> None:
    async with spit_world(tmp_path, settle_window_ms=400) as world:
        actor = await start_at(world, RACE)
        board = world.board()
        assert board is not None
        t = 1_900_000_000_000
        # Bob's press reaches the bot first, but Discord received Alice's 4 ms earlier.
        bob_play, alice_play = custom_id(actor, Play(1, 0, 0)), custom_id(actor, Play(0, 0, 0))
        bob = await world.fake.click(world.bob, board, bob_play, at=t + 4)
        alice = await world.fake.click(world.alice, board, alice_play, at=t)
        assert (await alice.wait_ack()).callback_type == 7
        assert (await bob.wait_ack()).callback_type == 7  # the board is redrawn for Bob too
        await bob.wait_followups(1)
        assert world.private(world.bob)[-1] == "alice's 9♣ landed first; your 7♠ no longer fits."
        assert actor.state.piles[0][-1] == RACE.sides[0].stocks[0][-1]


async def test_a_non_player_press_is_refused_privately(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        actor = await start_at(world, RACE)
        before = actor.state
        board = world.board()
        assert board is not None
        handle = await world.fake.click(world.carol, board, custom_id(actor, Play(0, 0, 0)))
        assert (await handle.wait_ack()).ok
        assert "a game between alice and bob" in world.private(world.carol)[-1]
        assert actor.state == before
        # A player pressing the other's card is told whose cards are whose.
        handle = await world.fake.click(world.alice, board, custom_id(actor, Play(1, 0, 0)))
        await handle.wait_ack()
        assert "Those are bob's cards" in world.private(world.alice)[-1]


async def test_a_stale_press_is_answered_and_the_board_brought_up_to_date(tmp_path: Path) -> None:
    slapping = position("*9C,*KD,*KS,*KH,*KC", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="7S", ph="slap")
    async with spit_world(tmp_path) as world:
        actor = await start_at(world, slapping)
        old = world.board()
        assert old is not None
        slap = await world.fake.click(
            world.bob,
            old,
            custom_id(actor, Slap(1, 1)),
        )  # type: ignore[arg-type]
        assert (await slap.wait_ack()).callback_type == 7
        assert actor.state.round == 2
        new = await world.wait_board()
        assert new.id != old.id  # a fresh board message for the new round
        closed = world.fake.message(old.id)
        assert closed.custom_ids() == [] and "over" in closed.text()
        # Alice's client still showed round 1 when she pressed.
        stale = await raw_click(world, world.alice, old, f"spit:l:{MATCH_ID}:1:0")
        assert (await stale.wait_ack()).ok
        await stale.wait_followups(1)
        assert "round 1" in world.private(world.alice)[-1]
        assert actor.state.round == 2 and actor.state.phase is Phase.READY
