"""A board that stays still under a racing finger (issue 26): from a match's first board
to its result card, the channel gets no new message, whatever is refused on the way;
the only private messages are those a player asked for (My cards, Resign?)."""

from __future__ import annotations

import re
from pathlib import Path

from fakediscord import StoredMessage
from spitbot.engine.spit import Play

from .harness import World, custom_id, lit, play_out, raw_click, spit_world
from .test_match_e2e import challenge

SEAT_CARD = re.compile(r"spit:a:[0-9a-f]{32}:(?P<round>\d+):p(?P<seat>[01])\d[01]\w\w")


def cards(board: StoredMessage, seat: int, *, playable: bool) -> list[str]:
    """``seat``'s card buttons on the board: those lit (playable now) or the grey ones."""
    found = []
    for cid in board.custom_ids():
        match = SEAT_CARD.fullmatch(cid)
        if match is None or int(match["seat"]) != seat:
            continue
        component = board.component(cid)
        if component is not None and not component.get("disabled") and lit(component) == playable:
            found.append(cid)
    return found


async def refuse_every_way(world: World, board: StoredMessage, stale: str | None) -> int:
    """Presses the board refuses, by a player, each answered by the board: the other
    player's card, a grey card that does not fit, a double tap, a card of a round before.
    How many were made."""
    fake, alice = world.fake, world.alice
    made = 0
    shown = fake.message(board.id)  # as the player saw it (the board may move on meanwhile)
    for cid in [*cards(shown, 1, playable=True)[:1], *cards(shown, 0, playable=False)[:1]]:
        handle = await raw_click(world, alice, fake.message(board.id), cid)
        assert (await handle.wait_ack()).callback_type == 7
        made += 1
    tap = cards(fake.message(board.id), 0, playable=True)
    if tap:
        first = await raw_click(world, alice, fake.message(board.id), tap[0])
        again = await raw_click(world, alice, fake.message(board.id), tap[0])
        assert (await first.wait_ack()).ok and (await again.wait_ack()).callback_type == 7
        made += 1
    if stale is not None:
        handle = await raw_click(world, alice, fake.message(board.id), stale)
        assert (await handle.wait_ack()).callback_type == 7
        made += 1
    return made


async def test_a_whole_match_posts_nothing_but_its_board(tmp_path: Path) -> None:
    async with spit_world(tmp_path, seed=11) as world:
        fake = world.fake
        await challenge(world)
        actor = world.actor()
        board = await world.wait_board(actor)
        before = [m.id for m in fake.messages(fake.channel)]
        stale: str | None = None
        refused = 0
        while not actor.finished:
            round_no = actor.state.round
            await play_out(world, actor, {0: world.alice, 1: world.bob}, stop_after=12,
                           on_panels=frozenset({1}))  # fmt: skip
            if actor.finished:
                break
            refused += await refuse_every_way(world, board, stale)
            if stale is None and actor.state.round > round_no:
                stale = custom_id(actor, Play(0, 0, 0), round_no=round_no)
        assert refused > 20 and stale is not None  # every kind, rounds apart
        await fake.wait_until(
            lambda: any(c.startswith("spit:rm:") for c in fake.message(board.id).custom_ids()),
            what="the result card",
        )
        # The channel: nothing new since the first board, which is now the result card.
        assert [m.id for m in fake.messages(fake.channel)] == before and before[-1] == board.id
        # Privately: only what was asked for (bob's My cards), never a refusal.
        assert world.private(world.alice) == []
        asked = fake.ephemeral_messages(world.bob)
        assert len(asked) == 1 and asked[0].custom_ids()  # his panel
