"""bench/tablers.py's player on the live table (issue 28.11): the choice it makes among
a state's moves, and how it reads a state as the race times moves; a whole press through
its link (hello, the state, the press, the answer, the server's ping answered), driven by
hand with no link delay and no sleep."""

from __future__ import annotations

import asyncio
import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

from racers import Move
from tablers import TablePlayer, choose_move, landing, shown_of, touches


def spit_state(version: int, moves: list[dict[str, Any]], sizes: tuple[int, int] = (3, 5),
               spit_left: int = 4, over: bool = False) -> dict[str, Any]:  # fmt: skip
    side = {"stocks": [], "spit_left": spit_left}
    return {
        "type": "state", "version": version, "round": 2, "over": over, "moves": moves,
        "table": {"sides": [side, side], "piles": [{"size": sizes[0]}, {"size": sizes[1]}]},
    }  # fmt: skip


def play(seat: int, stock: int, pile: int, card: str = "TD") -> dict[str, Any]:
    return {"id": f"p{seat}{stock}{pile}{card}", "kind": "play", "from": f"stock:{stock}",
            "to": f"pile:{pile}", "card": card}  # fmt: skip


SPIT = {"id": "s4", "kind": "spit"}
SLAPS = [{"id": "l0", "kind": "slap", "to": "pile:0"}, {"id": "l1", "kind": "slap", "to": "pile:1"}]


def never(move: dict[str, Any]) -> bool:
    return False


def test_greedy_plays_its_lowest_stock_on_its_own_pile_first() -> None:
    moves = [play(1, 3, 1), play(1, 1, 0), play(1, 1, 1), SPIT]
    assert choose_move(spit_state(1, moves), 1, never) == play(1, 1, 1)
    assert choose_move(spit_state(1, moves), 1, lambda m: m["id"] == "p111TD") == play(1, 1, 0)


def test_spit_only_with_spit_cards_left_at_a_stall_then_the_own_pile_slap() -> None:
    assert choose_move(spit_state(1, [SPIT, *SLAPS]), 0, never) == SPIT
    stalled = spit_state(1, [SPIT, *SLAPS], spit_left=0)
    assert choose_move(stalled, 1, never) == SLAPS[1]
    assert choose_move(spit_state(1, [SPIT], sizes=(0, 0), spit_left=0), 0, never) == SPIT
    assert choose_move(spit_state(1, []), 0, never) is None


def test_speed_plays_in_hand_order() -> None:
    state = spit_state(1, [{"id": "pQH0", "kind": "play", "from": "hand", "to": "pile:0",
                            "card": "QH"},
                           {"id": "p4S1", "kind": "play", "from": "hand", "to": "pile:1",
                            "card": "4S"}])  # fmt: skip
    state["table"]["hand"] = ["TD", "4S", "QH"]
    assert choose_move(state, 0, never)["id"] == "p4S1"  # type: ignore[index]


def test_a_state_reads_as_the_board_does() -> None:
    assert shown_of(spit_state(1, [], sizes=(3, 5))).reflects(Move(2, 1, 5))
    assert not shown_of(spit_state(1, [], sizes=(3, 4))).reflects(Move(2, 1, 5))
    assert shown_of(spit_state(1, [], over=True)).reflects(Move(None, 0, 1))


class Socket:
    """A client WebSocket driven by the test: frames from the server are queued by it."""

    def __init__(self) -> None:
        self.inbox: asyncio.Queue[str | None] = asyncio.Queue()
        self.sent: list[dict[str, Any]] = []
        self.arrived = asyncio.Event()

    async def send_str(self, raw: str) -> None:
        self.sent.append(json.loads(raw))
        self.arrived.set()

    def __aiter__(self) -> Socket:
        return self

    async def __anext__(self) -> Any:
        raw = await self.inbox.get()
        if raw is None:
            raise StopAsyncIteration

        class Message:
            data = raw

        return Message()

    async def next_sent(self) -> dict[str, Any]:
        while not self.sent:
            self.arrived.clear()
            await self.arrived.wait()
        return self.sent.pop(0)


async def test_a_press_goes_out_with_its_version_and_is_answered() -> None:
    presses: list[tuple[str, int]] = []
    player = TablePlayer(0, 7, random.Random(1), 1.0, lambda: 0.0, 0.0,
                         lambda p, move, version, at: presses.append((move, version)))  # fmt: skip
    ws = Socket()
    carried = asyncio.ensure_future(player.link(ws, {"type": "hello", "ticket": "t"}))
    assert (await ws.next_sent())["type"] == "hello"
    ws.inbox.put_nowait(json.dumps(spit_state(3, [play(0, 0, 0)])))
    ws.inbox.put_nowait(json.dumps({"type": "ping", "seq": 9, "server_ms": 12.5}))
    assert await ws.next_sent() == {"type": "pong", "seq": 9, "server_ms": 12.5}
    assert player.state is not None and player.state["version"] == 3
    answer = player.press("p000TD", 3)
    assert await ws.next_sent() == {"type": "press", "move": "p000TD", "version": 3, "seq": 1}
    ws.inbox.put_nowait(json.dumps(spit_state(4, [], sizes=(4, 5))))
    ws.inbox.put_nowait(json.dumps({"type": "answer", "seq": 1, "applied": True, "version": 4}))
    frame, _ = await answer
    assert frame["applied"] and player.move_of("p000TD", frame["version"], 3) == Move(2, 0, 4, "TD")
    assert player.move_of("s4", 4, 3) is None
    # A round's last card: its answer's state is the next round's, whose sizes are not
    # the card's; it is timed in the round it was played in.
    player.receive({**spit_state(5, [], sizes=(0, 0)), "round": 3}, 0.0)
    assert player.move_of("p000TD", 5, 3) == Move(2, 0, 0, "TD")
    ws.inbox.put_nowait(None)
    await carried
    assert presses == []  # only the person presses through the race


def test_a_tap_plays_the_card_aimed_at_where_it_fits_now() -> None:
    """The client's tap (play.mjs): a card with one move plays it, even when that is no
    longer the pile aimed at; with none, or two, the tap plays nothing."""
    aimed = play(0, 1, 0)
    elsewhere = play(0, 1, 1)
    assert landing(spit_state(2, [aimed, elsewhere]), aimed) == aimed
    assert landing(spit_state(2, [elsewhere, play(0, 2, 0)]), aimed) == elsewhere
    assert landing(spit_state(2, [play(0, 2, 0)]), aimed) is None
    assert landing(spit_state(2, [elsewhere, play(0, 1, 1, "9C")]), aimed) == elsewhere


def test_a_pending_press_keeps_its_card_and_pile_from_the_next_aim() -> None:
    """The table marks a press pending at once: the next aim leaves alone what it acts
    on (the same place, the pile it goes to), and any call while one is pending."""
    pending = [play(0, 1, 0)]
    assert touches(play(0, 2, 0, "9C"), pending)  # onto the same pile: its top changes
    assert touches(play(0, 1, 1, "9C"), pending)  # the same place
    assert not touches(play(0, 2, 1, "9C"), pending)
    assert touches(SPIT, pending)
    assert touches(play(0, 2, 1), [SPIT])
