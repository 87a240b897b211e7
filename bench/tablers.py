"""The people of bench/race.py who play on the live table (issue 28, docs/table.md)
instead of Discord's buttons: the same person (GREEDY's choice, the same reaction times,
the same habits as ``racers.Player``), pressing on the newest ``state`` their socket
brought them.

The link: the table is a WebSocket of our own, not Discord's, so whatever the race's
model does to Discord, a table player's frames cross 40 ms each way
(``WEBSOCKET_LINKS``; none under the ``instant`` model): every frame the server sends
is read by the player that long after it arrived here, every frame the player sends
leaves that long after they sent it, each way in order (the server's ``ping`` is answered
at once, so it measures the true round trip for its ordering, docs/table.md rule 5).

What a table player sees is the state's moves (only their seat's legal ones, each the
button's payload as id): they choose among them as :func:`racers.choose` does among lit
buttons, and click about 450 ms later. A state that changes their move seen at least
200 ms before the click makes them aim anew; later, the finger lands anyway: on the
move if the state on screen then still offers it (sent with that state's version), else
nothing (a dead click, as on a greyed button).

Unlike a Discord button, whose message shows nothing until the answer redraws it, the
table marks a pressed card at once ("pending", until its answer: docs/table.md) and
leaves every other card playable. So a table player does not wait for an answer: their
next reaction starts at their own click, and they aim at a card the pending press does
not touch (not the same card or place, nor a card onto the pile it goes to, whose top
is about to change; a call not while one is pending).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from racers import AGAIN, NOTICE, REACTION, SPREAD, Move, Shown

JSON = dict[str, Any]


def shown_of(state: JSON) -> Shown:
    """A table state as the race times moves: its round, its centre piles' sizes, over."""
    piles = state["table"]["piles"]
    sizes = tops = None
    if len(piles) == 2:
        sizes = (piles[0]["size"], piles[1]["size"])
        tops = (piles[0].get("top"), piles[1].get("top"))
    return Shown(state["round"], sizes, bool(state["over"]), tops)


def pile_of(move: JSON) -> int | None:
    to = move.get("to") or ""
    return int(to.split(":")[1]) if to.startswith("pile:") else None


def choose_move(state: JSON, seat: int, skip: Callable[[JSON], bool]) -> JSON | None:
    """GREEDY's choice among the moves a state offers ``seat``, in the order
    :func:`racers.choose` takes buttons: a card (own pile first, in stockpile or hand
    order), else a call ("Flip!"; "Spit!" at a round's start, or at a stall only with
    spit cards left), else the slap or the choice in front of them."""
    table = state["table"]
    plays: list[tuple[tuple[int, bool], JSON]] = []
    calls: list[JSON] = []
    slaps: list[tuple[bool, JSON]] = []
    for move in state["moves"]:
        if skip(move):
            continue
        kind, pile = move["kind"], pile_of(move)
        if kind == "play" and pile is not None:
            source = move.get("from") or ""
            if source.startswith("stock:"):
                order = int(source.split(":")[1])
            else:  # Speed: the card's place in the hand
                hand = table.get("hand") or []
                order = hand.index(move["card"]) if move.get("card") in hand else len(hand)
            plays.append(((order, pile != seat), move))
        elif kind == "flip":
            calls.append(move)
        elif kind == "spit":
            sizes = tuple(p["size"] for p in table["piles"])
            if sizes == (0, 0) or table["sides"][seat]["spit_left"] > 0:
                calls.append(move)
        elif kind in ("slap", "choose") and pile is not None:
            slaps.append((pile != seat, move))
    if plays:
        return min(plays, key=lambda p: p[0])[1]
    if calls:
        return calls[0]
    return min(slaps, key=lambda s: s[0])[1] if slaps else None


def landing(state: JSON, aimed: JSON) -> JSON | None:
    """What a tap on the card aimed at plays on ``state`` (the client's tap, play.mjs):
    the move aimed at if it is still offered; else the card's one move if it has exactly
    one now (it no longer fits the pile aimed at, but fits the other); else nothing (a
    dead click, or a tap that only picks the card)."""
    moves = state["moves"]
    if any(m["id"] == aimed["id"] for m in moves):
        return aimed
    if aimed["kind"] != "play":
        return None
    place = (aimed.get("from"), aimed.get("card"))
    same = [m for m in moves if (m.get("from"), m.get("card")) == place]
    return same[0] if len(same) == 1 else None


def touches(move: JSON, pending: Any) -> bool:
    """Whether a pending press changes what ``move`` acts on: the same card or place,
    the pile it goes to (its top is about to change), or any call."""
    for press in pending:
        if move["kind"] != "play" or press["kind"] != "play":
            return True
        if move.get("from") == press.get("from") or move.get("card") == press.get("card"):
            return True
        if move.get("to") == press.get("to"):
            return True
    return False


def called(state: JSON, move_id: str) -> str:
    return f"{state['round']}:{move_id}"


@dataclass
class Aim:
    move: JSON
    version: int
    at: float  # when the finger lands


class TableSurface:
    kind = "table"


@dataclass(eq=False)
class TablePlayer:
    """One person at a table, on the live table (see the module's docstring)."""

    seat: int
    user: int
    rng: random.Random
    speed: float
    clock: Callable[[], float]
    delay: float  # each way, already divided by ``speed``
    #: (player, move id, state version, when that state reached them): the race records
    #: the press and calls :meth:`press`
    send: Callable[[TablePlayer, str, int, float], Any]
    surface: TableSurface = field(default_factory=TableSurface)
    state: JSON | None = None
    state_at: float = 0.0
    history: list[tuple[float, Shown]] = field(default_factory=list)
    versions: dict[int, JSON] = field(default_factory=dict)
    applied: set[str] = field(default_factory=set)
    refused: dict[str, tuple[int, float]] = field(default_factory=dict)
    answered: asyncio.Event = field(default_factory=asyncio.Event)
    ready_at: float = 0.0
    dead_clicks: int = 0
    idle: float = 0.0  # seconds with nothing to press (no move offered that they take)
    idle_in: dict[str, float] = field(default_factory=dict)  # by the state's phase
    reaims: int = 0  # aims given up for a state seen in time
    doing: str = "starting"
    frames: list[tuple[str, JSON]] = field(default_factory=list)  # errors, for the report
    #: the presses sent and not yet answered, by seq: what they act on
    in_flight: dict[int, JSON] = field(default_factory=dict)
    last_seq: int = 0
    _changed: asyncio.Event = field(default_factory=asyncio.Event)
    _pending: dict[int, asyncio.Future[tuple[JSON, float]]] = field(default_factory=dict)
    _seq: itertools.count[int] = field(default_factory=lambda: itertools.count(1))
    _out: asyncio.Queue[str] | None = None

    def reaction(self) -> float:
        return self.rng.lognormvariate(math.log(REACTION), SPREAD) / self.speed

    # --- the link -----------------------------------------------------------------

    async def link(self, ws: Any, hello: JSON) -> None:
        """Carry frames both ways over ``ws`` (an aiohttp client WebSocket) with the
        link's delay, after sending ``hello``; until the socket closes."""
        self._out = asyncio.Queue()
        self.transmit(hello)
        sender = asyncio.ensure_future(self._send(ws))
        arrivals: asyncio.Queue[tuple[float, JSON] | None] = asyncio.Queue()
        reader = asyncio.ensure_future(self._deliver(arrivals))
        try:
            async for message in ws:
                if not isinstance(message.data, str):
                    break
                arrivals.put_nowait((self.clock() + self.delay, json.loads(message.data)))
        finally:
            arrivals.put_nowait(None)
            await reader
            sender.cancel()

    def transmit(self, frame: JSON) -> None:
        assert self._out is not None
        self._out.put_nowait(json.dumps({**frame, "_at": self.clock() + self.delay}))

    async def _send(self, ws: Any) -> None:
        assert self._out is not None
        while True:
            raw = await self._out.get()
            frame = json.loads(raw)
            wait = frame.pop("_at") - self.clock()
            if wait > 0:
                await asyncio.sleep(wait)
            await ws.send_str(json.dumps(frame))

    async def _deliver(self, arrivals: asyncio.Queue[tuple[float, JSON] | None]) -> None:
        while (item := await arrivals.get()) is not None:
            at, frame = item
            wait = at - self.clock()
            if wait > 0:
                await asyncio.sleep(wait)
            self.receive(frame, self.clock())

    def receive(self, frame: JSON, at: float) -> None:
        """A frame as it reaches the player at ``at``."""
        kind = frame.get("type")
        if kind == "state":
            self.state, self.state_at = frame, at
            self.versions[frame["version"]] = frame
            self.history.append((at, shown_of(frame)))
            self._changed.set()
        elif kind == "ping":
            self.transmit({"type": "pong", "seq": frame["seq"], "server_ms": frame["server_ms"]})
        elif kind in ("answer", "error"):
            if kind == "error":
                self.frames.append((kind, frame))
            waiting = self._pending.pop(frame.get("seq") or -1, None)
            if waiting is not None and not waiting.done():
                waiting.set_result((frame, at))

    def press(self, move: str, version: int) -> asyncio.Future[tuple[JSON, float]]:
        """Send a press; its answer (or error) as it reaches the player, and when."""
        seq = self.last_seq = next(self._seq)
        answer: asyncio.Future[tuple[JSON, float]] = asyncio.get_running_loop().create_future()
        self._pending[seq] = answer
        self.transmit({"type": "press", "move": move, "version": version, "seq": seq})
        return answer

    def move_of(self, move_id: str, version: int, pressed_on: int) -> Move | None:
        """The card an applied press put on a pile, read from the state of the version
        it produced, in the round of the version it was pressed on (a round's last card
        produces the next round's state: its sizes are not the card's) (None: not a
        card, or that state never came)."""
        if not move_id.startswith("p"):
            return None
        state, pressed = self.versions.get(version), self.versions.get(pressed_on)
        if state is None or pressed is None:
            return None
        speed = len(move_id) == 4  # Speed's p{card}{pile}, Spit's p{seat}{stock}{pile}{card}
        pile, card = (int(move_id[-1]), move_id[1:3]) if speed else (int(move_id[3]), move_id[4:6])
        shown, played_in = shown_of(state), pressed["round"]
        size = shown.sizes[pile] if shown.sizes and shown.round == played_in else 0
        return Move(None if shown.over else played_in, pile, size, card)

    # --- the person ---------------------------------------------------------------

    def _skip(self, state: JSON) -> Callable[[JSON], bool]:
        def skip(move: JSON) -> bool:
            if self.in_flight and touches(move, self.in_flight.values()):
                return True  # a pending press changes what it would act on
            refused = self.refused.get(move["id"])
            if refused is not None and refused[0] == state["version"] and self.clock() < refused[1]:
                return True  # refused on this very state: not again for a while
            # A call names its stall (the spit cards left), a button's id its round too.
            return move["kind"] in ("spit", "flip") and called(state, move["id"]) in self.applied

        return skip

    def settled(self, seq: int) -> None:
        """A press's answer (or its loss) reached the player: no longer pending."""
        self.in_flight.pop(seq, None)
        self._changed.set()

    async def drained(self, within: float) -> None:
        """Wait (at most ``within`` seconds) until no press of theirs awaits an answer."""
        deadline = self.clock() + within
        while self.in_flight and (left := deadline - self.clock()) > 0:
            self._changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), left)

    def counted(self, move_id: str, version: int) -> None:
        """A press applied: a call is not pressed again in its round."""
        state = self.versions.get(version)
        if state is not None:
            self.applied.add(called(state, move_id))

    def refuse(self, move_id: str, version: int) -> None:
        self.refused[move_id] = (version, self.clock() + AGAIN / self.speed)

    async def play(self, over: asyncio.Event, speed_game: bool) -> None:
        del speed_game  # the state says its game
        aim: Aim | None = None
        self.doing = "waiting for the first state"
        while self.state is None and not over.is_set():
            await self._change(over)
        self.ready_at = self.clock()
        while not over.is_set():
            state = self.state
            assert state is not None
            if aim is None:
                move = choose_move(state, self.seat, self._skip(state))
                if move is None:
                    self.doing = f"nothing to press on version {state['version']}"
                    began, phase = self.clock(), str(state.get("phase"))
                    if self.in_flight:
                        phase = "their own press pending"
                    await self._change(over, AGAIN / self.speed)
                    self.idle += self.clock() - began
                    self.idle_in[phase] = self.idle_in.get(phase, 0.0) + self.clock() - began
                    continue
                at = max(self.state_at, self.ready_at) + self.reaction()
                aim = Aim(move, state["version"], at)
            wait = aim.at - self.clock()
            self.doing = f"aiming at {aim.move['id']}"
            if wait > 0:
                if not await self._change(over, wait):
                    continue
                assert self.state is not None
                if any(m["id"] == aim.move["id"] for m in self.state["moves"]):
                    continue  # their move is still there
                if self.state_at <= aim.at - NOTICE / self.speed:
                    aim = None  # seen in time: aim anew
                    self.reaims += 1
                continue
            state, aimed, aim = self.state, aim.move, None
            move = landing(state, aimed)
            if move is None:
                self.dead_clicks += 1
                self.ready_at = self.clock()
                continue
            aim_id = move["id"]
            await self.send(self, aim_id, state["version"], self.state_at)
            self.in_flight[self.last_seq] = move  # marked pending at once (see above)
            self.ready_at = self.clock()
        self.doing = "done: the match is over"

    async def _change(self, over: asyncio.Event, within: float | None = None) -> bool:
        """Wait for the next state (True), ``within`` seconds, or the match's end."""
        self._changed.clear()
        return await self._wait(over, self._changed, within)

    @staticmethod
    async def _wait(over: asyncio.Event, event: asyncio.Event, within: float | None = None) -> bool:
        ended = asyncio.ensure_future(over.wait())
        happened = asyncio.ensure_future(event.wait())
        try:
            done, _ = await asyncio.wait({ended, happened}, timeout=within,
                                         return_when=asyncio.FIRST_COMPLETED)  # fmt: skip
        finally:
            ended.cancel()
            happened.cancel()
        return happened in done
