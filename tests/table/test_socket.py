"""The table's socket (issue 28.1, 28.5, 28.6; docs/table.md): a seat's whole state at
once, pushed at every commit, presses answered through the runtime within one round
trip, privacy, and every bad, stale or forged frame refused with nothing changed. A real
socket on 127.0.0.1, a driven clock, no sleeps."""

from __future__ import annotations

import json

from spitbot.engine import parse_card
from spitbot.engine.spit import Play
from spitbot.runtime import MatchActor, Player, Press, make_snowflake
from spitbot.table import Ticket
from tests.runtime.support import ALICE, BOB, match_at
from tests.runtime.test_at_once import RACE, SPEED_RACE, speed_match

from .support import Room, table_room

CAROL = Player(303, "Carol")


def frozen(actor: MatchActor, room: Room) -> tuple[int, str, int]:
    """What a refused frame must leave as it was: the version, the position, the facts."""
    return actor.version, actor.game.format_state(actor.state), len(room.recorder.facts)


async def test_28_6_a_hello_gets_the_welcome_and_the_whole_state_at_once() -> None:
    async with table_room() as room:
        match_at(room.registry, RACE)
        table = await room.open(ALICE, match="m1")
        welcome = await table.next("welcome")
        assert (welcome["seat"], welcome["role"], welcome["game"]) == (0, "player", "spit")
        assert welcome["words"]["table-latency"] == "Ping: {ms} ms"
        assert welcome["ticket"] and welcome["user"] == {"id": "101", "name": "Alice"}
        state = await table.next("state")
        assert state["version"] == 0 and state["seat"] == 0
        assert [p["name"] for p in state["players"]] == ["Alice", "Bob"]
        assert state["table"]["piles"][0] == {"top": "8D", "size": 1, "in_use": True}
        # The rules' moves of her seat, as ids: her 9♣ on the 8♦, her 4♥ on the 5♦.
        assert [(m["id"], m["from"], m["to"]) for m in state["moves"]] == [
            ("p0009C", "stock:0", "pile:0"),
            ("p0114H", "stock:1", "pile:1"),
        ]


async def test_28_2_a_table_press_is_played_through_the_runtime_and_answered_after_its_state() -> (
    None
):
    async with table_room(window_ms=0) as room:
        actor = match_at(room.registry, RACE)
        table = await room.open(ALICE, match="m1")
        state = await table.next("state")
        seq = await table.press("p0114H", state["version"])  # her 4♥ onto the 5♦
        pushed = await table.next("state")
        answer = await table.next("answer")
        # Within one round trip: no clock moved, no other frame asked for.
        assert room.clock.now() == 0.0
        assert answer == {"type": "answer", "seq": seq, "applied": True, "version": 1,
                          "code": None, "words": None}  # fmt: skip
        assert pushed["version"] == 1 and pushed["table"]["piles"][1]["top"] == "4H"
        assert pushed["events"] == [{"kind": "card-played", "seat": 0, "card": "4H", "stock": 1,
                                     "pile": 1, "from": "stock:1", "to": "pile:1"}]  # fmt: skip
        assert actor.state.piles[1][-1] == parse_card("4H")
        # The keepers were told the same board, and draw it everywhere: no message's
        # answer draws a table press's board.
        assert room.keepers.boards[-1].version == 1
        assert room.keepers.boards[-1].pressed == frozenset()


async def test_28_2_a_button_press_is_pushed_to_the_table_at_once() -> None:
    async with table_room(window_ms=0) as room:
        actor = match_at(room.registry, RACE)
        table = await room.open(ALICE, match="m1")
        await table.next("state")
        press = Press(BOB.user_id, Play(1, 0, 0), make_snowflake(room.clock.wall_ms()))
        result = await actor.press(press)  # Bob's 7♠ onto the 8♦, on a button
        assert result.applied
        pushed = await table.next("state")
        assert pushed["version"] == 1 and pushed["table"]["piles"][0]["top"] == "7S"
        assert pushed["events"][0]["seat"] == 1
        # Her 9♣ no longer fits there: the rules' moves say so at once.
        assert "p0009C" not in [m["id"] for m in pushed["moves"]]


async def test_28_5_a_press_offered_earlier_and_no_longer_legal_gets_its_true_reason() -> None:
    async with table_room(window_ms=0) as room:
        actor = match_at(room.registry, RACE)
        table = await room.open(ALICE, match="m1")
        first = await table.next("state")
        await actor.press(Press(BOB.user_id, Play(1, 0, 0), make_snowflake(room.clock.wall_ms())))
        await table.next("state")
        before = frozen(actor, room)
        seq = await table.press("p0009C", first["version"])  # on the table she saw
        answer = await table.next("answer")
        assert answer["seq"] == seq and answer["applied"] is False
        assert answer["code"] and "7♠" in answer["words"]  # Bob's card landed first
        assert frozen(actor, room)[:2] == before[:2]


async def test_28_1_speed_privacy_a_seat_sees_its_own_hand_and_only_counts_of_the_other() -> None:
    async with table_room() as room:
        speed_match(room.registry, SPEED_RACE)
        alice = await room.open(ALICE, match="s1")
        carol = await room.open(CAROL, match="s1")
        mine = await alice.next("state")
        watched = await carol.next("state")
        assert mine["table"]["hand"] == ["9C", "4H", "KD", "KS", "KH"]
        assert mine["table"]["hands"] == [5, 5] and mine["moves"]
        assert "hand" not in watched["table"] and watched["moves"] == []
        # Nothing of Bob's hand is anywhere in what either was sent.
        for frame in [*alice.frames, *carol.frames]:
            text = json.dumps(frame)
            assert not any(card in text for card in ('"7S"', '"3C"', '"2H"', '"3S"', '"3D"'))


async def test_28_1_a_spectator_gets_no_controls_and_a_press_changes_nothing() -> None:
    async with table_room(window_ms=0) as room:
        actor = match_at(room.registry, RACE)
        carol = await room.open(CAROL, match="m1")
        welcome = await carol.next("welcome")
        assert welcome["role"] == "spectator" and welcome["seat"] is None
        assert welcome["why_spectator"] == (
            "You are not playing in this match, so you can only watch."
        )
        state = await carol.next("state")
        assert state["moves"] == []
        before = frozen(actor, room)
        await carol.press("p0009C", state["version"])
        error = await carol.next("error")
        assert error["code"] == "not-your-seat" and error["fatal"] is False
        assert frozen(actor, room) == before


async def test_28_5_nobody_plays_another_seat() -> None:
    async with table_room(window_ms=0) as room:
        actor = match_at(room.registry, RACE)
        table = await room.open(ALICE, match="m1")
        state = await table.next("state")
        before = frozen(actor, room)
        await table.press("p1007S", state["version"])  # Bob's 7♠, from Alice's seat
        error = await table.next("error")
        assert error["code"] == "unknown-move"
        assert frozen(actor, room) == before


async def test_28_5_bad_stale_and_forged_frames_are_refused_and_change_nothing() -> None:
    async with table_room(window_ms=0) as room:
        actor = match_at(room.registry, RACE)
        table = await room.open(ALICE, match="m1")
        state = await table.next("state")
        before = frozen(actor, room)
        await table.ws.send_str("{not json")
        assert (await table.next("error"))["code"] == "bad-message"
        await table.send(type="press", move="p0009C", seq=9)  # no version
        assert (await table.next("error"))["code"] == "bad-message"
        await table.send(type="shuffle")
        assert (await table.next("error"))["code"] == "bad-message"
        await table.send(type="press", move="p0009C", version=state["version"] + 5, seq=1)
        assert (await table.next("error"))["code"] == "bad-version"
        await table.send(type="press", move="p0029C", version=state["version"], seq=2)
        assert (await table.next("error"))["code"] == "unknown-move"  # no table offered it
        await table.send(type="press", move="p0009C", version=state["version"], seq=2)
        assert (await table.next("error"))["code"] == "bad-seq"  # a replay
        await table.send(type="pong", seq=77, server_ms=0)  # a pong for no ping
        assert (await table.next("error"))["code"] == "bad-message"
        assert frozen(actor, room) == before
        # The socket still plays, its presses numbered on from the last one counted.
        table.seq = 2
        await table.press("p0009C", state["version"])
        assert (await table.next("answer"))["applied"] is True


async def test_28_5_a_socket_without_a_good_ticket_is_closed() -> None:
    async with table_room() as room:
        match_at(room.registry, RACE)
        silent = await room.open()
        await silent.send(type="press", move="p0009C", version=0, seq=1)
        assert (await silent.next("error"))["code"] == "no-ticket"
        assert await silent.closed() == 4001
        signature = room.ticket(ALICE).split(".")[1]
        forged = room.ticket(BOB).split(".")[0] + "." + signature  # Bob's body, Alice's seal
        table = await room.open(ticket=forged, match="m1")
        assert (await table.next("error"))["code"] == "bad-ticket"
        assert await table.closed() == 4001
        expired = room.tickets.issue(Ticket(ALICE.user_id, "Alice", None, room.clock.wall_ms()))
        table = await room.open(ticket=expired, match="m1")
        assert (await table.next("error"))["code"] == "ticket-expired"
        assert await table.closed() == 4001
        table = await room.open(ALICE, match="no-such-match")
        assert (await table.next("error"))["code"] == "no-match"
        assert await table.closed() == 4004


async def test_28_6_a_table_that_reconnects_gets_the_whole_state_and_plays_on() -> None:
    async with table_room(window_ms=0) as room:
        actor = match_at(room.registry, RACE)
        table = await room.open(ALICE, match="m1")
        state = await table.next("state")
        await table.ws.close()
        await room.until(lambda: room.room.tables("m1") == 0)
        await actor.press(Press(BOB.user_id, Play(1, 0, 0), make_snowflake(room.clock.wall_ms())))
        again = await room.open(ALICE, match="m1", version=state["version"])
        welcome = await again.next("welcome")
        whole = await again.next("state")
        assert whole["version"] == 1 and whole["table"]["piles"][0]["top"] == "7S"
        await again.press("p0114H", whole["version"])
        assert (await again.next("answer"))["applied"] is True
        # The renewed ticket works for a later reconnect.
        third = await room.open(ticket=welcome["ticket"], match="m1")
        assert (await third.next("welcome"))["seat"] == 0


async def test_28_6_a_channel_or_the_players_own_match_is_found_without_its_id() -> None:
    async with table_room() as room:
        match_at(room.registry, RACE)
        by_channel = await room.open(ALICE, channel="900")
        assert (await by_channel.next("welcome"))["match"] == "m1"
        own = await room.open(BOB)
        assert (await own.next("welcome"))["seat"] == 1


async def test_28_6_an_open_table_gets_a_fresh_ticket_to_reconnect_with() -> None:
    async with table_room(idle_timeout=3600.0) as room:  # nobody forfeits meanwhile
        match_at(room.registry, RACE)
        table = await room.open(ALICE, match="m1")
        await table.next("state")
        await room.clock.advance(14 * 60)  # the first ticket lasts 15 minutes
        room.room.ping(room.socket_of(ALICE.user_id))
        fresh = (await table.next("ticket"))["ticket"]
        await room.clock.advance(10 * 60)  # the welcome's has expired by now
        again = await room.open(ticket=fresh, match="m1")
        assert (await again.next("welcome"))["seat"] == 0
