"""Speed end to end: a public board, each player's private hand, presses judged
against the current centre, rate limits, expired hand tokens and a restart."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from fakediscord import FakeMember, StoredMessage
from spitbot.bot import ids
from spitbot.bot.speed import presses
from spitbot.engine import Level, card_name, parse_card
from spitbot.engine.speed import SPEED, Flip, State, choose_action, flip_episode, view
from spitbot.runtime import MatchActor, NotInMatch, Player
from tests.engine.speed.position import position

from .harness import (
    World,
    as_a_new_process,
    human_at,
    lit,
    rating_lines,
    raw_click,
    spit_world,
    tops,
)

C = parse_card


async def speed_challenge(world: World) -> MatchActor:
    handle = await world.fake.slash(
        world.alice, "spit", {"opponent": world.bob, "game": "speed"}, subcommand="challenge"
    )
    await handle.wait_ack()
    invite = handle.original_message
    assert invite is not None
    accept = next(cid for cid in invite.custom_ids() if cid.endswith(":a"))
    assert (await (await world.fake.click(world.bob, invite, accept)).wait_ack()).ok
    actor = world.actor()
    assert actor.info.game_name == "speed"
    await world.fake.wait_until(lambda: public_board(world, actor), what="the public board")
    return actor


async def start_speed_at(world: World, state: State) -> MatchActor:
    alice, bob = Player(int(world.alice.id), "alice"), Player(int(world.bob.id), "bob")
    actor = await world.bot.registry.start(
        channel_id=world.channel_id, guild_id=int(world.fake.guild.id), players=(alice, bob),
        variant=state.variant, game=SPEED, seed=1, deal=state,
    )  # fmt: skip
    await world.fake.wait_until(lambda: public_board(world, actor), what="the public board")
    return actor


def public_board(world: World, actor: MatchActor) -> StoredMessage | None:
    panel = ids.panel_id(actor.info.match_id)
    for message in reversed(world.fake.messages(world.fake.channel)):
        if panel in message.custom_ids():
            return message
    return None


async def open_hand(
    world: World, actor: MatchActor, member: FakeMember, **kw: object
) -> StoredMessage:
    board = public_board(world, actor)
    assert board is not None
    handle = await world.fake.click(member, board, ids.panel_id(actor.info.match_id), **kw)  # type: ignore[arg-type]
    ack = await handle.wait_ack()
    # Acknowledged on the board (its token then edits the board), the hand sent aside.
    assert ack.callback_type == 6 and ack.ok
    (message,) = await handle.wait_followups(1)
    assert message.ephemeral
    return message


def hand(world: World, member: FakeMember, actor: MatchActor) -> StoredMessage:
    """The member's latest hand of this match (a private message only they see)."""
    key = f"spit:a:{actor.info.match_id}:"
    mine = [
        m for m in world.fake.ephemeral_messages(member) if any(key in c for c in m.custom_ids())
    ]
    assert mine, "no hand open"
    return world.fake.message(mine[-1].id)


def play_id(actor: MatchActor, card: int, pile: int, round_no: int | None = None) -> str:
    r = actor.state.round if round_no is None else round_no
    return ids.action_id(actor.info.match_id, r, presses.play(card, pile))


def flip_id(actor: MatchActor) -> str:
    return ids.action_id(
        actor.info.match_id, actor.state.round, presses.flip(flip_episode(actor.state))
    )


async def press_in_hand(world: World, member: FakeMember, actor: MatchActor, cid: str) -> int:
    message = hand(world, member, actor)
    handle = await world.fake.click(member, message, cid)
    ack = await handle.wait_ack()
    assert ack.ok, ack
    return ack.callback_type


async def play_speed_out(world: World, actor: MatchActor, limit: int = 3000) -> int:
    """Both players press the GREEDY policy's choice in their own hands until the end."""
    members = {0: world.alice, 1: world.bob}
    order = random.Random(actor.info.seed)
    presses_made = 0
    for _ in range(limit):
        if actor.finished:
            return presses_made
        progressed = False
        for seat in sorted(members, key=lambda _: order.random()):
            action = choose_action(view(actor.state, seat), Level.GREEDY)
            if action is None:
                continue
            cid = (
                flip_id(actor)
                if isinstance(action, Flip)
                else play_id(actor, action.card, action.pile)
            )
            message = hand(world, members[seat], actor)
            if not lit(message.component(cid)):
                # The hand has not caught up yet: redraw it (a press of its Refresh button).
                cid = ids.action_id(actor.info.match_id, actor.state.round, presses.REFRESH)
                if message.component(cid) is None:
                    continue
            at = human_at(world, message, order)
            handle = await world.fake.click(members[seat], message, cid, at=at)
            assert (await handle.wait_ack()).callback_type == 7  # the hand is redrawn
            presses_made += 1
            progressed = True
            break
        if not progressed:
            version = actor.version
            await world.fake.wait_until(
                lambda v=version: actor.finished or actor.version != v, timeout=10,
                what="the match to move on",
            )  # fmt: skip
    raise AssertionError(f"no game over within {limit} presses")


async def test_a_whole_speed_match_with_private_hands(tmp_path: Path) -> None:
    async with spit_world(tmp_path, seed=4) as world:
        actor = await speed_challenge(world)
        board = public_board(world, actor)
        assert board is not None
        assert world.said("speed-title", round=1) in board.text()
        for member in (world.alice, world.bob):
            await open_hand(world, actor, member)
        # Each hand shows its own cards only (P1): never the other player's.
        for seat, member in ((0, world.alice), (1, world.bob)):
            text = hand(world, member, actor).text()
            tr = world.bot.catalogs["en"]
            others = actor.state.hands[1 - seat]
            assert not any(f"p{card_name(c)}" in cid for c in others
                           for cid in hand(world, member, actor).custom_ids())  # fmt: skip
            assert all(tr.card(c) not in text for c in others)
        presses_made = await play_speed_out(world, actor)
        assert actor.state.outcome is not None and presses_made > 10
        await world.bot.journal.flush()
        stored = await world.store.get_match(actor.info.match_id)
        assert stored is not None and stored.status.value == "finished"
        final = await world.fake.wait_until(
            lambda: any(
                c.startswith("spit:rm:") for c in world.fake.message(board.id).custom_ids()
            ),
            what="the final board",
        )
        assert final
        card = world.fake.message(board.id).text()
        winner = actor.info.players[actor.state.outcome.winner].name
        assert card.startswith(f"# 🏆 {world.said('result-winner', winner=winner)}")
        assert all(line in card.split("\n") for line in await rating_lines(world, actor))
        stats = await world.store.player_stats(world.alice.id, game="speed")
        assert stats.games == 1  # Speed's standings, apart from Spit's
        assert (await world.store.player_stats(world.alice.id, game="spit")).games == 0


# A position in play: alice holds 9♣ (fits the 8♦ on the left) and bob 7♠ (fits it too);
# her kings fit the Q♥ on the right, so play goes on whoever wins the 8♦.
RACE = position("9CKSKHKDKC", "7S2D2C2H3S", c0="8D", c1="QH", rest="d0,d1")


async def test_a_bystander_can_neither_see_nor_press_a_hand(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        actor = await start_speed_at(world, RACE)
        board = public_board(world, actor)
        assert board is not None
        nosy = await world.fake.click(world.carol, board, ids.panel_id(actor.info.match_id))
        assert (await nosy.wait_ack()).callback_type == 4
        assert world.private(world.carol)[-1] == world.said("refusal-no-hand")
        alice_hand = await open_hand(world, actor, world.alice)
        # Carol's client cannot see Alice's hand; a forged press with its id is refused.
        from .harness import raw_click

        before = actor.state
        forged = await raw_click(world, world.carol, alice_hand, play_id(actor, C("9C"), 0))
        assert (await forged.wait_ack()).callback_type == 4
        assert world.private(world.carol)[-1] == world.said(NotInMatch("alice", "bob"))
        assert actor.state == before


async def test_a_stale_hand_is_judged_against_the_centre_now(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        actor = await start_speed_at(world, RACE)
        await open_hand(world, actor, world.alice)
        await open_hand(world, actor, world.bob)
        # Bob's 7♠ lands on the 8♦ first; Alice's hand still shows her 9♣ fitting it.
        assert await press_in_hand(world, world.bob, actor, play_id(actor, C("7S"), 0)) == 7
        assert actor.state.centre[0][-1] == C("7S")
        stale = world.fake.message(hand(world, world.alice, actor).id)
        # Her client has not caught up with the redraw of her hand: it still shows the 9♣.
        handle = await raw_click(world, world.alice, stale, play_id(actor, C("9C"), 0))
        assert (await handle.wait_ack()).callback_type == 7  # her hand, redrawn, says why
        assert C("9C") in actor.state.hands[0]  # never played onto a card she did not see
        content = world.fake.message(stale.id).text()
        tr = world.bot.catalogs["en"]
        why = tr("reason-does-not-fit", card=tr.card(C("9C")), top=tr.card(C("7S")), game="speed")
        assert why in content


async def test_a_hand_says_results_are_saved_late_while_they_are(tmp_path: Path) -> None:
    from .test_boards_e2e import all_saved, database_down

    async with spit_world(tmp_path) as world:
        actor = await start_speed_at(world, RACE)
        await open_hand(world, actor, world.alice)
        await open_hand(world, actor, world.bob)
        await all_saved(world)
        notice = world.said("board-saving-late")
        down = database_down(world)
        assert await press_in_hand(world, world.alice, actor, play_id(actor, C("9C"), 0)) == 7
        assert notice in hand(world, world.alice, actor).text()  # the presser's own answer
        await world.fake.wait_until(  # the other hand, redrawn by the bot
            lambda: notice in hand(world, world.bob, actor).text(), what="bob's hand"
        )
        down["on"] = False
        await world.fake.wait_until(
            lambda: notice not in hand(world, world.bob, actor).text(), what="the notice to go"
        )


async def test_a_hand_id_naming_a_deal_not_yet_dealt_is_an_unknown_button(
    tmp_path: Path,
) -> None:
    async with spit_world(tmp_path) as world:
        actor = await start_speed_at(world, RACE)
        mine = await open_hand(world, actor, world.alice)
        before = actor.state
        forged = await raw_click(world, world.alice, mine, play_id(actor, C("9C"), 0, 9999))
        assert (await forged.wait_ack()).callback_type == 7  # the hand, redrawn, says why
        assert world.said("refusal-unknown-button") in world.fake.message(mine.id).text()
        assert actor.state == before


async def test_a_second_public_board_left_by_a_restart_is_closed_when_pressed(
    tmp_path: Path,
) -> None:
    """After a long downtime Discord has forgotten the board's nonce and the restart
    posts a second public board. "Show my hand" pressed on the first closes it and
    points to the live one, instead of leaving an old position up as if it were live."""
    async with spit_world(tmp_path) as world:
        actor = await start_speed_at(world, RACE)
        await actor.flush_publishing()
        old = public_board(world, actor)
        assert old is not None
        world.fake.world.nonce_window = 0
        as_a_new_process(world, actor)  # it died before it noted the board's id
        actor.republish()
        new = await world.fake.wait_until(
            lambda: (b := public_board(world, actor)) and b.id != old.id and b,
            what="a second public board",
        )
        handle = await world.fake.click(
            world.bob, world.fake.message(old.id), ids.panel_id(actor.info.match_id)
        )
        assert (await handle.wait_ack()).callback_type == 7
        closed = world.fake.message(old.id)
        assert closed.custom_ids() == []
        assert closed.text() == world.said("board-replaced", first="alice", second="bob")
        assert world.fake.message(new.id).custom_ids()  # the live one keeps its buttons
        shown = await world.fake.click(
            world.bob, world.fake.message(new.id), ids.panel_id(actor.info.match_id)
        )
        # The live one opens his hand: acknowledged on it (type 6), the hand aside.
        assert (await shown.wait_ack()).callback_type == 6
        (opened,) = await shown.wait_followups(1)
        assert opened.ephemeral


async def test_a_rate_limited_board_or_hand_edit_loses_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("spitbot.bot.keeper.FIRST_RETRY", 0.05)  # a shorter back-off
    async with spit_world(tmp_path) as world:
        actor = await start_speed_at(world, RACE)
        await open_hand(world, actor, world.alice)
        await open_hand(world, actor, world.bob)
        board = public_board(world, actor)
        assert board is not None
        # Discord answers the next hand and board edits with 429s, past discord.py's retries.
        world.fake.inject_rate_limit(r"/webhooks/", method="PATCH", count=6, retry_after=0.01)
        world.fake.inject_rate_limit(
            rf"/messages/{board.id}", method="PATCH", count=6, retry_after=0.01
        )
        assert await press_in_hand(world, world.alice, actor, play_id(actor, C("9C"), 0)) == 7
        assert actor.state.centre[0][-1] == C("9C")  # the press was played and answered
        tr = world.bot.catalogs["en"]
        await world.fake.wait_until(
            lambda: tr.card(C("9C")) in tops(world.fake.message(board.id).text()),
            timeout=20, what="the board to show the 9♣ after the 429s",
        )  # fmt: skip
        await world.fake.wait_until(
            lambda: tr.card(C("9C")) in tops(hand(world, world.bob, actor).text()),
            timeout=20, what="Bob's hand to show the 9♣ after the 429s",
        )  # fmt: skip
        assert world.fake.rate_limited


async def test_an_expired_hand_gets_a_fresh_one(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        actor = await start_speed_at(world, RACE)
        old = datetime.now(UTC) - timedelta(minutes=16)
        # Bob opened his hand 16 minutes ago: its token can no longer edit it.
        await open_hand(world, actor, world.bob, at=old)
        await open_hand(world, actor, world.alice)
        assert await press_in_hand(world, world.alice, actor, play_id(actor, C("9C"), 0)) == 7
        await world.bot.registry.by_id(actor.info.match_id).flush_publishing()  # type: ignore[union-attr]
        # Nothing tried to use the dead token (the fake would record a violation)...
        fresh = await open_hand(world, actor, world.bob)
        tr = world.bot.catalogs["en"]
        assert tr.card(C("9C")) in tops(fresh.text())  # ...and a fresh hand shows the table now
        refresh = ids.action_id(actor.info.match_id, actor.state.round, presses.REFRESH)
        assert await press_in_hand(world, world.bob, actor, refresh) == 7  # and it works


async def test_a_restart_mid_match_keeps_hands_working(tmp_path: Path) -> None:
    from .harness import spit_bot

    async with spit_world(tmp_path) as world:
        actor = await start_speed_at(world, RACE)
        await open_hand(world, actor, world.alice)
        match_id, state = actor.info.match_id, actor.state
        await world.bot.close()
        async with spit_bot(world.fake, world.bot.settings, world.store) as second:
            restored = second.registry.by_id(match_id)
            assert restored is not None and restored.state == state  # hands and all
            alice_hand = hand(world, world.alice, restored)  # the hand from before the restart
            handle = await world.fake.click(world.alice, alice_hand, play_id(restored, C("9C"), 0))
            assert (await handle.wait_ack()).callback_type == 7
            assert restored.state.centre[0][-1] == C("9C")


async def test_a_hand_pressed_while_the_publisher_draws_it_keeps_being_redrawn(
    tmp_path: Path,
) -> None:
    """Speed: the publisher is drawing a bot move (its board edit slow to be answered)
    when bob presses a card in his hand (his press waits out the settle window, not yet
    acknowledged). The publisher then redraws bob's hand through that press's token.
    Later moves must still reach bob's hand."""
    from spitbot.engine.speed import Play as SPlay

    from .test_boards_e2e import all_saved, move

    async with spit_world(tmp_path, play_settle_window_ms=300) as world:
        actor = await start_speed_at(world, RACE)
        fake = world.fake
        await open_hand(world, actor, world.alice)
        await open_hand(world, actor, world.bob)
        await all_saved(world)
        board = public_board(world, actor)
        assert board is not None
        # The board is edited through a hand opener's token (its @original) or, without
        # one, as a channel message: either edit is held.
        edits = rf"/messages/(@original|{board.id})$"
        release = fake.hold_answers(edits, method="PATCH")
        move(world, actor, SPlay(0, C("9C"), 0))  # a bot's move
        await fake.wait_until(lambda: actor.state.centre[0][-1] == C("9C"), what="the 9♣")
        await fake.wait_until(lambda: fake.find_requests("PATCH", edits), what="board edit")
        pressed = await fake.click(world.bob, hand(world, world.bob, actor),
                                   play_id(actor, C("7S"), 0))  # fmt: skip
        release.set()
        assert (await pressed.wait_ack()).callback_type == 7
        await actor.flush_publishing()
        move(world, actor, SPlay(0, C("KS"), 1))  # the bot again: K♠ onto the Q♥
        await fake.wait_until(lambda: actor.state.centre[1][-1] == C("KS"), what="the K♠")
        await actor.flush_publishing()
        tr = world.bot.catalogs["en"]
        assert actor.state.centre[1][-1] == C("KS")
        await fake.wait_until(
            lambda: tr.card(C("KS")) in tops(hand(world, world.bob, actor).text()),
            timeout=3,
            what="bob's hand to show the K♠",
        )


async def test_a_double_tapped_flip_never_counts_in_the_next_stuck_spell(tmp_path: Path) -> None:
    """P5, D9: alice taps Flip! twice; bob's call lands between, both side piles turn
    (9s: still stuck), and a new call begins. Her second tap was for the cards already
    turned: it is refused with that reason and is not her call in the new spell."""
    from spitbot.engine.speed import CardsAlreadyFlipped, Phase

    stuck = position("2C2D4C4D5C", "2H2S4H4S5D", c0="8D", c1="8H", s0="3C9C", s1="3D9S",
                     ph="stuck", rest="d0,d1")  # fmt: skip
    async with spit_world(tmp_path) as world:
        actor = await start_speed_at(world, stuck)
        mine = await open_hand(world, actor, world.alice)
        await open_hand(world, actor, world.bob)
        seen = world.fake.message(mine.id)  # her client still shows this hand
        tap = flip_id(actor)
        first = await raw_click(world, world.alice, seen, tap)
        assert (await first.wait_ack()).callback_type == 7
        assert actor.state.calls == (True, False)
        assert await press_in_hand(world, world.bob, actor, flip_id(actor)) == 7
        assert actor.state.phase is Phase.STUCK and actor.state.calls == (False, False)
        assert (actor.state.centre[0][-1], actor.state.centre[1][-1]) == (C("9C"), C("9S"))
        second = await raw_click(world, world.alice, seen, tap)  # the double tap
        assert (await second.wait_ack()).callback_type == 7  # her hand, redrawn, says why
        assert world.said(CardsAlreadyFlipped(), game="speed") in world.fake.message(mine.id).text()
        assert actor.state.calls == (False, False)
