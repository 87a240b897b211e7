"""Whole matches through the real discord.py client and the fake Discord."""

from __future__ import annotations

from pathlib import Path

from spitbot.bot import ids
from spitbot.bot.i18n import Markdown
from spitbot.bot.reasons import BoardNotPosted
from spitbot.engine import AlreadyPlayed, LandedFirst, StaleRound, parse_card
from spitbot.engine.spit import NotOnTop, Play, Slap, Spit, SpitCardsAlreadyTurned, State
from spitbot.runtime import MatchActor, NotInMatch, Player
from tests.engine.spit.position import position

from .harness import World, custom_id, panel_of, play_out, rating_lines, raw_click, spit_world


async def challenge(world: World, **options: object) -> None:
    fake = world.fake
    handle = await fake.slash(
        world.alice, "spit", {"opponent": world.bob, **options}, subcommand="challenge"
    )
    ack = await handle.wait_ack()
    assert ack.ok and ack.callback_type == 4
    invite = handle.original_message
    assert invite is not None
    opening = world.said(
        "challenge-text", invitee=str(world.bob.id), challenger="alice", game="spit", variant="",
        expires="",
    ).splitlines()[0]  # fmt: skip
    assert opening in invite.content
    accept = next(cid for cid in invite.custom_ids() if cid.endswith(":a"))
    # Anyone but the invitee is refused privately (and nothing changes).
    refused = await fake.click(world.carol, invite, accept)
    assert (await refused.wait_ack()).ok
    assert world.said("refusal-only-invitee", invitee="bob") in world.private(world.carol)[-1]
    accepted = await fake.click(world.bob, invite, accept)
    assert (await accepted.wait_ack()).callback_type == 7
    accepted_text = world.said("challenge-accepted", invitee="bob", challenger="alice")
    assert accepted_text in fake.message(invite.id).content


async def test_whole_match_from_challenge_to_game_over(tmp_path: Path) -> None:
    async with spit_world(tmp_path, seed=11) as world:
        await challenge(world)
        actor = world.actor()
        board = await world.wait_board(actor)
        assert "Spit · round 1" in board.text()
        # alice plays on the shared board, bob from his own panel, as on a phone.
        players = {0: world.alice, 1: world.bob}
        presses = await play_out(world, actor, players, on_panels=frozenset({1}))
        assert actor.state.outcome is not None and presses > 20
        panel = panel_of(world, actor, world.bob)
        assert panel is not None and panel.edits > 5  # his presses redrew it (type 7)...
        winner = actor.info.players[actor.state.outcome.winner].name
        heading = f"# 🏆 {world.said('result-winner', winner=winner)}"
        final = await world.fake.wait_until(
            lambda: next(
                (m for m in world.fake.messages(world.fake.channel) if heading in m.text()), None
            ),
            what="the result card",
        )
        assert final.text().startswith(heading)  # the winner first and big
        assert any(cid.startswith("spit:rm:") for cid in final.custom_ids())  # Rematch
        assert f"{actor.state.round} round" in final.text()  # the summary
        await world.bot.journal.flush()
        stored = await world.store.get_match(actor.info.match_id)
        assert stored is not None and stored.status.value == "finished"
        assert stored.winner_seat == actor.state.outcome.winner
        # The result card shows each player's rating change as the store recorded it.
        lines = final.text().split("\n")
        assert all(line in lines for line in await rating_lines(world, actor))
        # My stats: the presser's own, privately (a spectator too).
        mine = await world.fake.click(world.carol, final, ids.stats_id("spit"))
        assert (await mine.wait_ack()).callback_type == 5  # thinking, privately
        shown = await world.fake.wait_until(
            lambda: next((m for m in world.fake.ephemeral_messages(world.carol) if m.embeds), None),
            what="carol's stats",
        )
        assert "carol" in shown.text()
        assert sorted(actor.state.cards()) == list(range(52))
        # A play id pressed on the final board (a modified client) is told the truth: the
        # match is over, not that the board is old.
        before = (actor.state, actor.version, world.fake.message(final.id).edits)
        late = await raw_click(world, world.alice, final, custom_id(actor, Spit(0)))
        assert (await late.wait_ack()).callback_type == 4
        assert world.private(world.alice)[-1] == world.said("refusal-match-already-over")
        assert (actor.state, actor.version, world.fake.message(final.id).edits) == before


C = parse_card
RACE = position("*9C,*4H,*KS,*KH,*KC", "*7S,*3C,*2H,*3S,*3D", p0="8D", p1="5D", bs="QDJD")


MATCH_ID = "ab" * 16
# Nobody can play (S7): alice has two spit cards left, bob one.
STALLED = position("*9C,*KD,*KS,*KH,*KC", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="7S",
                   as_="4H5H", bs="6D", ph="stalled")  # fmt: skip


async def start_at(world: World, state: State) -> MatchActor:
    """A live match between alice and bob at an exact position, with its board posted."""
    alice = Player(int(world.alice.id), "alice")
    bob = Player(int(world.bob.id), "bob")
    actor = await world.bot.registry.start(
        channel_id=world.channel_id, guild_id=int(world.fake.guild.id), players=(alice, bob),
        variant=state.variant, seed=1, match_id=MATCH_ID, deal=state,
    )  # fmt: skip
    board = await world.wait_board(actor)
    await actor.flush_publishing()
    # A board shows what it was posted with: no edit follows its post.
    assert world.fake.find_requests("PATCH", rf"/messages/{board.id}$") == []
    return actor


async def test_presses_in_reverse_arrival_order_inside_the_window(tmp_path: Path) -> None:
    async with spit_world(tmp_path, play_settle_window_ms=400) as world:
        actor = await start_at(world, RACE)
        board = world.board()
        assert board is not None
        t = 1_900_000_000_000
        # Bob's press reaches the bot first, but Discord received Alice's 4 ms earlier.
        bob_play, alice_play = custom_id(actor, Play(1, 0, 0)), custom_id(actor, Play(0, 0, 0))
        bob = await world.fake.click(world.bob, board, bob_play, at=t + 4)
        alice = await world.fake.click(world.alice, board, alice_play, at=t)
        assert (await alice.wait_ack()).callback_type == 7  # Alice's reply redraws the board
        # Bob's card is re-judged against the new top (S6) and the board itself tells him
        # why, naming the race he lost, in one answer: one REST call per press, refused
        # ones included, and no new message (issue 26).
        refused = await bob.wait_ack()
        assert refused.callback_type == 7 and len(bob.acks) == 1 and not bob.followups
        landed = LandedFirst(by=0, card=C("9C"), yours=C("7S"))
        assert world.on_board("bob", landed) in world.fake.message(board.id).text()
        assert "landed first" in world.on_board("bob", landed) and not world.private(world.bob)
        assert actor.state.piles[0][-1] == RACE.sides[0].stocks[0][-1]


async def test_a_double_tap_never_plays_the_card_underneath(tmp_path: Path) -> None:
    # Alice's 9♥ sits on a face-down 2♠: the second press of the same button, 10 ms
    # later, names the 9♥ again and is refused; the 2♠ that D1 turned up is not played.
    under = position("*JC,2S*9H,*KS,*KH,*KC", "*7S,*3C,*2H,*3S,*3D", p0="8D", p1="QS", bs="QDJD")
    async with spit_world(tmp_path) as world:
        actor = await start_at(world, under)
        board = world.board()
        assert board is not None
        nine = custom_id(actor, Play(0, 1, 0))
        t = 1_900_000_000_000
        first = await world.fake.click(world.alice, board, nine, at=t)
        second = await raw_click(world, world.alice, board, nine, at=t + 10)
        assert (await first.wait_ack()).callback_type == 7
        assert (await second.wait_ack()).callback_type == 7  # the board says why
        refusal = world.on_board("alice", AlreadyPlayed(C("9H"), 0))
        assert refusal in world.fake.message(board.id).text()
        side = actor.state.sides[0]
        assert side.top(1) == C("2S") and actor.state.piles[0][-1] == C("9H")


async def test_a_double_tapped_spit_never_counts_in_the_next_stall(tmp_path: Path) -> None:
    """S7: alice taps Spit! twice; bob's call lands between, so both spit and they are
    stuck again. Her second tap was for the cards already turned: it is refused and
    does not count as her call in the new stall."""
    async with spit_world(tmp_path) as world:
        actor = await start_at(world, STALLED)
        board = world.board()
        assert board is not None
        spit = custom_id(actor, Spit(0))
        t = 1_900_000_000_000
        first = await world.fake.click(world.alice, board, spit, at=t)
        assert (await first.wait_ack()).callback_type == 7
        bob = await world.fake.click(world.bob, world.fake.message(board.id), spit, at=t + 5)
        assert (await bob.wait_ack()).callback_type == 7
        assert actor.state.phase.name == "STALLED" and actor.state.calls == (False, False)
        second = await raw_click(world, world.alice, board, spit, at=t + 10)
        assert (await second.wait_ack()).callback_type == 7  # the board says why
        refusal = world.on_board("alice", SpitCardsAlreadyTurned())
        assert refusal in world.fake.message(board.id).text()
        assert actor.state.calls == (False, False)  # not counted in the new stall


async def test_a_spit_button_drawn_before_the_upgrade_still_counts(tmp_path: Path) -> None:
    """Boards drawn by an older SpitBot name no spit-card count in their Spit! id (``s``):
    pressed before the restored board is redrawn, it still counts, unchecked."""
    async with spit_world(tmp_path) as world:
        actor = await start_at(world, STALLED)
        board = world.board()
        assert board is not None
        old_id = ids.action_id(actor.info.match_id, actor.state.round, "s")
        pressed = await raw_click(world, world.alice, board, old_id)
        assert (await pressed.wait_ack()).callback_type == 7
        assert actor.state.calls == (True, False)


async def test_a_non_player_press_is_refused_privately(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        actor = await start_at(world, RACE)
        before = actor.state
        board = world.board()
        assert board is not None
        handle = await world.fake.click(world.carol, board, custom_id(actor, Play(0, 0, 0)))
        assert (await handle.wait_ack()).callback_type == 4
        assert world.private(world.carol)[-1] == world.said(NotInMatch("alice", "bob"))  # D7
        assert actor.state == before
        # A player pressing the other's card is told whose cards are whose, by the board.
        handle = await world.fake.click(world.alice, board, custom_id(actor, Play(1, 0, 0)))
        assert (await handle.wait_ack()).callback_type == 7
        shown = world.fake.message(board.id).text
        mine = world.on_board(
            "alice", "spit-refusal-not-your-cards", other="bob", mark="🟦", colour="blue"
        )
        assert mine in shown()
        # A card that was never on her stockpile (a forged id) is not called "yours".
        forged = custom_id(actor, Play(0, 0, 0, card=C("AS")))
        handle = await raw_click(world, world.alice, board, forged)
        assert (await handle.wait_ack()).callback_type == 7
        said = world.on_board("alice", NotOnTop(C("AS"), 0, None))
        assert said in shown() and mine not in shown()  # the newest refusal only
        assert said.endswith(" is not on top of your stockpile 1.") and "Your" not in said
        # Nor is a card in a centre pile (the 8♦ she never held) called hers.
        forged = custom_id(actor, Play(0, 0, 0, card=C("8D")))
        handle = await raw_click(world, world.alice, board, forged)
        assert (await handle.wait_ack()).callback_type == 7
        said = world.on_board("alice", AlreadyPlayed(C("8D"), 0))
        assert said in shown() and "Your" not in said
        assert actor.state == before
        assert world.private(world.alice) == []  # nothing new moved the board


async def test_a_new_round_is_the_same_board_and_an_old_rounds_card_is_refused_on_it(
    tmp_path: Path,
) -> None:
    """Issue 26: the next round's board is the same message, edited; a card of the round
    before (a stale or crafted id) pressed on it is refused by the board itself and
    changes nothing."""
    slapping = position("*9C,*KD,*KS,*KH,*KC", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="7S", ph="slap")
    async with spit_world(tmp_path) as world:
        actor = await start_at(world, slapping)
        board = world.board()
        assert board is not None
        slap = await world.fake.click(world.bob, board, custom_id(actor, Slap(1, 1)))
        assert (await slap.wait_ack()).callback_type == 7  # the slap's reply draws round 2
        assert actor.state.round == 2
        live = await world.wait_board()
        assert live.id == board.id  # one message, from round to round
        assert world.said("spit-ready-heading", round=2) in live.text()
        assert [m.id for m in world.fake.messages(world.fake.channel)][-1] == board.id
        crafted = custom_id(actor, Slap(0, 0), round_no=1)
        before = (actor.state, actor.version)
        stale = await raw_click(world, world.alice, world.fake.message(board.id), crafted)
        assert (await stale.wait_ack()).callback_type == 7
        refusal = world.on_board("alice", StaleRound(1, 2))
        assert refusal in world.fake.message(board.id).text()
        assert (actor.state, actor.version) == before
        # An id naming a round no board has shown yet was never drawn by the bot: it is
        # refused as an unknown button, privately, not as a board the match "moved on" from.
        edits = world.fake.message(board.id).edits
        future = await raw_click(
            world, world.alice, world.fake.message(board.id), custom_id(actor, Slap(0, 0), 9999)
        )
        assert (await future.wait_ack()).callback_type == 4
        assert world.private(world.alice)[-1] == world.said("refusal-unknown-button")
        assert (actor.state, actor.version, world.fake.message(board.id).edits) == (*before, edits)
        assert world.fake.message(board.id).custom_ids()  # the live board keeps its buttons


async def test_a_crafted_play_on_a_private_message_changes_nothing(tmp_path: Path) -> None:
    """A press is judged by the message it was pressed on: a board id sent from a
    private message that is no panel of the match (a refusal, from a modified client)
    is refused and nothing is played."""
    async with spit_world(tmp_path) as world:
        actor = await start_at(world, RACE)
        board = world.board()
        assert board is not None
        asked = await world.fake.click(world.alice, board, f"spit:q:{actor.info.match_id}")
        assert (await asked.wait_ack()).callback_type == 4  # "Resign?", asked privately
        (private,) = world.fake.ephemeral_messages(world.alice)
        before = (actor.state, actor.version, world.fake.message(board.id).edits)
        legal = custom_id(actor, Play(0, 0, 0))  # alice's 9C onto the 8D, from that message
        crafted = await raw_click(world, world.alice, private, legal)
        assert (await crafted.wait_ack()).callback_type == 4
        assert world.private(world.alice)[-1] == world.said("refusal-old-board")
        assert (actor.state, actor.version, world.fake.message(board.id).edits) == before


async def test_a_channel_without_the_bots_permissions_gets_a_clear_refusal(
    tmp_path: Path,
) -> None:
    async with spit_world(tmp_path) as world:
        world.fake.channel.bot_denied = 1 << 14  # no Embed Links for the bot here
        handle = await world.fake.slash(
            world.alice, "spit", {"opponent": world.bob}, subcommand="challenge"
        )
        assert (await handle.wait_ack()).callback_type == 4
        text = handle.original_message.text() if handle.original_message else ""
        assert text == world.said("refusal-missing-permission", permission=Markdown("embed_links"))
        assert "**Embed Links**" in text  # the permission as Discord's settings name it
        assert world.bot.registry.live() == [] and world.bot.registry.in_channel(0) is None
        practice = await world.fake.slash(world.alice, "spit", {}, subcommand="practice")
        await practice.wait_ack()
        assert world.bot.registry.in_channel(world.channel_id) is None  # no match either


async def test_a_board_that_cannot_be_posted_ends_the_match_cleanly(tmp_path: Path) -> None:
    async with spit_world(tmp_path) as world:
        # The interaction says the bot may post, but the channel refuses the board (a
        # permission changed in between): the match is called off, unrated, the players
        # are told why, and the channel is free.
        world.fake.channel.posts_refused = True
        handle = await world.fake.slash(
            world.alice, "spit", {"opponent": world.bob}, subcommand="challenge"
        )
        await handle.wait_ack()
        invite = handle.original_message
        assert invite is not None  # the challenge is the interaction's reply: no permission needed
        accept = next(cid for cid in invite.custom_ids() if cid.endswith(":a"))
        accepted = await world.fake.click(world.bob, invite, accept)
        assert (await accepted.wait_ack()).callback_type == 7
        told = await accepted.wait_followups(1)
        why = world.said(BoardNotPosted("send_messages"))
        assert why in told[0].content
        assert world.bot.registry.in_channel(world.channel_id) is None
        await world.bot.journal.flush()
        (match_id,) = world.bot.keepers.keepers  # the one match started here
        stored = await world.store.get_match(match_id)
        assert stored is not None and stored.status.value == "abandoned"
        stats = await world.store.player_stats(world.alice.id, game="spit")
        assert stats.rating is None and stats.games == 0  # unrated: nothing counted
