"""The table room: every open table's socket, and what is played through them
(docs/table.md). The only writer of the tables' sockets, as each match's keeper is of its
Discord messages.

- A committed board (:meth:`TableRoom.show`, told by the runtime's publisher fan-out,
  :class:`~spitbot.runtime.Publishers`) is pushed at once to every socket of its match,
  each as its seat may see it (a spectator: no controls, no hand).
- A press (:meth:`TableRoom.press`) goes through the same runtime as a button press
  (:meth:`~spitbot.runtime.MatchActor.press`: the settle window, the journal), ordered
  by when it was made (:mod:`spitbot.runtime.made`, D3), and is answered once what it
  changed is committed: the state it produced first, then its answer.
- A hello (:meth:`TableRoom.hello`) is judged by its ticket; who may press for a seat,
  by the match (D7) and, inside Discord, by the activity instance's participants.

The room writes through :class:`Socket`, a queue each socket's writer drains, so a slow
client never holds up play or another table.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..runtime import (
    Board,
    Clock,
    Latency,
    MatchActor,
    MatchInfo,
    MatchRegistry,
    Press,
    made_ms,
    table_snowflake,
)
from . import frames
from .drawer import Drawer, UnknownMove
from .oauth import DiscordAccounts, Refused, Unreachable
from .tickets import BadTicket, Ticket, TicketOffice

log = logging.getLogger(__name__)

PING_SECONDS = 2.0
"""How often the server measures a table's round trip."""
VERSIONS_KEPT = 64
"""The versions of a match whose offered moves are remembered per player."""
RENEW_SECONDS = 5 * 60.0
"""How often an open table is sent a fresh ticket (it lasts 15 minutes), so that it can
reconnect with one however long it stayed."""
BAD_FRAMES_ALLOWED = 20
"""Bad frames a socket may send before it is closed (4008)."""


@dataclass(slots=True)
class Offered:
    """What one version of a match offered one player: its round, the move ids, and
    when it was sent (this host's wall clock, ms)."""

    round: int
    moves: frozenset[str]
    sent_ms: float


class Socket:
    """One open table: who is at it, what it was sent, and its outgoing frames."""

    def __init__(self) -> None:
        self.outbox: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()
        self.ticket: Ticket | None = None
        self.match_id: str | None = None
        self.seat: int | None = None
        self.language = "en"
        self.latency = Latency()
        self.last_seq = -1
        self.shown: tuple[int, bool, bool] | None = None  # version, saving late, paused
        self.bad = 0
        self.pings: dict[int, float] = {}  # seq -> when sent (clock seconds)
        self.ping_seq = itertools.count(1)
        self.closed = False
        self.close_code: int | None = None
        self.renewed = 0.0  # when its ticket was last renewed (clock seconds)

    def send(self, frame: dict[str, Any]) -> None:
        if not self.closed:
            self.outbox.put_nowait(frame)

    def close(self, code: int) -> None:
        """Close after what is queued is sent."""
        if not self.closed:
            self.close_code = code
            self.closed = True
            self.outbox.put_nowait(None)


@dataclass(slots=True)
class _Match:
    sockets: set[Socket] = field(default_factory=set)
    offered: dict[int, dict[int, Offered]] = field(default_factory=dict)  # user -> version ->
    drawn: dict[tuple[int | None, str], dict[str, Any]] = field(default_factory=dict)
    drawn_of: tuple[int, bool, bool] | None = None


class TableRoom:
    def __init__(
        self,
        registry: MatchRegistry,
        drawer: Drawer,
        tickets: TicketOffice,
        accounts: DiscordAccounts | None,
        *,
        clock: Clock | None = None,
    ) -> None:
        self.registry = registry
        self.drawer = drawer
        self.tickets = tickets
        self.accounts = accounts
        self.clock = clock or registry.clock
        self._matches: dict[str, _Match] = {}
        self._increment = itertools.count()
        self._tasks: set[asyncio.Task[Any]] = set()
        self.on_change: list[Callable[[], None]] = []  # tests: something was sent
        self.presses = 0  # presses handed to the runtime

    # --- the publisher fan-out's watcher ------------------------------------------------

    def show(self, board: Board) -> None:
        """A committed board: pushed to every socket of its match at once."""
        room = self._matches.get(board.match.match_id)
        if room is None:
            return
        for sock in list(room.sockets):
            self._send_state(sock, room, board)

    def stopped(self, match: MatchInfo) -> None:
        """The match was stopped or abandoned: its tables show it, without controls."""
        room = self._matches.get(match.match_id)
        actor = self.registry.by_id(match.match_id)
        if room is None or actor is None:
            return
        for sock in list(room.sockets):
            sock.shown = None  # the same version, now without controls
            self._send_state(sock, room, actor.board())

    def tables(self, match_id: str) -> int:
        """How many tables are open on a match."""
        room = self._matches.get(match_id)
        return 0 if room is None else len(room.sockets)

    # --- what a socket sends -------------------------------------------------------------

    async def received(self, sock: Socket, raw: str) -> None:
        """One text frame from ``sock``."""
        try:
            frame = frames.read(raw)
        except frames.BadFrame:
            self._bad(sock, frames.BAD_MESSAGE)
            return
        if isinstance(frame, frames.Hello):
            await self.hello(sock, frame)
        elif sock.ticket is None:  # nothing before a good hello
            self._error(sock, frames.NO_TICKET, fatal=True, close=frames.CLOSE_TICKET)
        elif isinstance(frame, frames.PressFrame):
            self._spawn(self.press(sock, frame))
        elif isinstance(frame, frames.Ping):
            sock.send({"type": "pong", "seq": frame.seq, "client_ms": frame.client_ms,
                       "server_ms": self.clock.wall_ms()})  # fmt: skip
        else:
            self.ponged(sock, frame)

    def ticket_of(self, hello: frames.Hello) -> Ticket | None:
        """``hello``'s ticket, if it is good now."""
        try:
            return self.tickets.read(hello.ticket, self.clock.wall_ms())
        except BadTicket:
            return None

    async def hello(self, sock: Socket, hello: frames.Hello) -> None:
        try:
            ticket = self.tickets.read(hello.ticket, self.clock.wall_ms())
        except BadTicket as bad:
            code = frames.TICKET_EXPIRED if bad.expired else frames.BAD_TICKET
            self._error(sock, code, fatal=True, close=frames.CLOSE_TICKET)
            return
        actor = self.find(ticket, hello)
        if actor is None:
            self._error(sock, frames.NO_MATCH, fatal=True, close=frames.CLOSE_NO_MATCH)
            return
        info = actor.info
        language = self.drawer.language(ticket.locale, info.guild_id)
        sock.language = language
        if not self.drawer.has_table(info.game_name):
            self._error(sock, frames.NO_TABLE, fatal=True, close=frames.CLOSE_NO_MATCH)
            return
        seat, why = await self._seat(ticket, info)
        self._leave(sock)
        sock.ticket, sock.match_id, sock.seat = ticket, info.match_id, seat
        sock.shown = None
        room = self._matches.setdefault(info.match_id, _Match())
        room.sockets.add(sock)
        renewed = ticket.renewed(self.clock.wall_ms())
        sock.renewed = self.clock.now()
        sock.send(
            {
                "type": "welcome",
                "protocol": frames.PROTOCOL,
                "user": {"id": str(ticket.user_id), "name": ticket.name},
                "match": info.match_id,
                "game": info.game_name,
                "seat": seat,
                "role": "spectator" if seat is None else "player",
                "why_spectator": None if why is None else self.drawer.say(why, language),
                "locale": language,
                "words": self.drawer.words(language),
                "ticket": self.tickets.issue(renewed),
                "server_ms": self.clock.wall_ms(),
            }
        )
        self._send_state(sock, room, actor.board())  # the whole state, at once

    async def press(self, sock: Socket, frame: frames.PressFrame) -> None:
        """A press: refused as docs/table.md says, or played through the runtime and
        answered once committed."""
        if frame.seq <= sock.last_seq:
            self._error(sock, frames.BAD_SEQ, seq=frame.seq)
            return
        sock.last_seq = frame.seq
        ticket, seat = sock.ticket, sock.seat
        if ticket is None or sock.match_id is None:
            return
        if seat is None:
            self._error(sock, frames.NOT_YOUR_SEAT, seq=frame.seq)
            return
        actor = self.registry.by_id(sock.match_id)
        room = self._matches.get(sock.match_id)
        if actor is None or room is None:
            self._error(sock, frames.NO_MATCH, seq=frame.seq)
            return
        if frame.version > actor.version:
            self._error(sock, frames.BAD_VERSION, seq=frame.seq)
            return
        offered = room.offered.get(ticket.user_id, {}).get(frame.version)
        if offered is None:  # a version sent before a restart: only what is offered now
            now = self._offered_now(actor, seat, sock.language)
            offered = Offered(actor.state.round, now, float(self.clock.wall_ms()))
            sent_ms: float | None = None
        else:
            sent_ms = offered.sent_ms
        if frame.move not in offered.moves:
            self._error(sock, frames.UNKNOWN_MOVE, seq=frame.seq)
            return
        try:
            action = self.drawer.action(frame.move, seat, actor.board())
        except UnknownMove:
            self._error(sock, frames.UNKNOWN_MOVE, seq=frame.seq)
            return
        pressing = actor.press(self._stamped(sock, ticket, action, offered, sent_ms))
        self.presses += 1
        self._changed()
        result = await pressing
        if sock.shown is None or sock.shown[0] < result.version:
            self._send_state(sock, room, result.board)  # the state it produced, first
        code, words = (None, None)
        if not result.applied and result.reason is not None:
            code, words = self.drawer.refusal(result.reason, actor.info, sock.language)
        sock.send({"type": "answer", "seq": frame.seq, "applied": result.applied,
                   "version": result.version, "code": code, "words": words})  # fmt: skip
        self._changed()

    def _stamped(
        self, sock: Socket, ticket: Ticket, action: Any, offered: Offered, sent_ms: float | None
    ) -> Press:
        """28.3, D3: the press stamped with when it was made, on Discord's clock."""
        one_way = sock.latency.one_way_ms()
        offset = self.registry.delivery.offset_ms()
        made = made_ms(float(self.clock.wall_ms()), one_way, sent_ms)
        shown = None if sent_ms is None else round(sent_ms + one_way) - offset
        return Press(
            ticket.user_id,
            action,
            table_snowflake(made, offset, next(self._increment)),
            arrival=self.clock.now(),
            round=offered.round,
            shown_ms=shown,
            table=True,
        )

    # --- round trips --------------------------------------------------------------------

    def ping(self, sock: Socket) -> None:
        """Measure ``sock``'s round trip: the client answers a ping with a pong at once.
        Every :data:`RENEW_SECONDS`, a fresh ticket comes with it."""
        ticket = sock.ticket
        if ticket is not None and self.clock.now() - sock.renewed >= RENEW_SECONDS:
            sock.renewed = self.clock.now()
            fresh = self.tickets.issue(ticket.renewed(self.clock.wall_ms()))
            sock.send({"type": "ticket", "ticket": fresh})
        seq = next(sock.ping_seq)
        sock.pings[seq] = self.clock.now()
        while len(sock.pings) > 8:
            sock.pings.pop(next(iter(sock.pings)))
        sock.send({"type": "ping", "seq": seq, "server_ms": self.clock.wall_ms()})

    def ponged(self, sock: Socket, pong: frames.Pong) -> None:
        sent = sock.pings.pop(pong.seq, None)
        if sent is None:
            self._bad(sock, frames.BAD_MESSAGE)
            return
        sock.latency.measured((self.clock.now() - sent) * 1000)
        self._changed()

    # --- plumbing -----------------------------------------------------------------------

    def leave(self, sock: Socket) -> None:
        """``sock`` closed."""
        sock.closed = True
        self._leave(sock)

    def _leave(self, sock: Socket) -> None:
        if sock.match_id is None:
            return
        room = self._matches.get(sock.match_id)
        if room is not None:
            room.sockets.discard(sock)
            if not room.sockets and self.registry.by_id(sock.match_id) is None:
                del self._matches[sock.match_id]

    def find(self, ticket: Ticket, hello: frames.Hello) -> MatchActor | None:
        """The match of this process that ``hello`` asks for (``None``: none here)."""
        registry = self.registry
        if hello.match is not None:
            return registry.by_id(hello.match)
        channel = hello.channel if hello.channel is not None else ticket.channel_id
        if channel is not None:
            return registry.in_channel(channel)
        return registry.of_player(ticket.user_id)

    async def _seat(self, ticket: Ticket, info: MatchInfo) -> tuple[int | None, str | None]:
        """The seat whose controls ``ticket``'s user gets (None: watching), and why not."""
        seat = info.seat_of(ticket.user_id)  # D7: nobody plays another's seat
        if seat is None:
            return None, "table-why-not-player"
        if ticket.instance_id is None:  # outside Discord: the web login said who
            return seat, None
        if self.accounts is None:
            return None, "table-why-unchecked"
        try:
            instance = await self.accounts.instance(ticket.instance_id)
        except (Refused, Unreachable) as error:
            log.info("table: activity instance not checked (%s)", type(error).__name__)
            return None, "table-why-unchecked"
        if ticket.user_id not in instance.users or instance.channel_id != info.channel_id:
            return None, "table-why-not-in-activity"
        return seat, None

    def _offered_now(self, actor: MatchActor, seat: int, language: str) -> frozenset[str]:
        state = self.drawer.state(actor.board(), seat, language)
        return frozenset(move["id"] for move in state["moves"])

    def _send_state(self, sock: Socket, room: _Match, board: Board) -> None:
        shown = (board.version, board.saving_late, board.paused)
        if sock.shown is not None and shown <= sock.shown:
            return  # never an older one, nor the same twice
        actor = self.registry.by_id(board.match.match_id)
        stopped = actor is not None and actor.parked
        if room.drawn_of != shown:
            room.drawn, room.drawn_of = {}, shown
        key = (sock.seat, sock.language)
        state = room.drawn.get(key)
        if state is None:
            state = self.drawer.state(board, sock.seat, sock.language)
            state = {"type": "state", "version": board.version, **state, "stopped": stopped}
            if stopped:
                state["moves"] = []
            room.drawn[key] = state
        sock.shown = shown
        if sock.seat is not None and sock.ticket is not None:
            kept = room.offered.setdefault(sock.ticket.user_id, {})
            ids = frozenset(move["id"] for move in state["moves"])
            kept[board.version] = Offered(board.state.round, ids, float(self.clock.wall_ms()))
            while len(kept) > VERSIONS_KEPT:
                kept.pop(min(kept))
        sock.send(state)
        self._changed()

    def _error(
        self,
        sock: Socket,
        code: str,
        *,
        seq: int | None = None,
        fatal: bool = False,
        close: int | None = None,
    ) -> None:
        words = self.drawer.say(f"table-error-{code}", sock.language)
        sock.send({"type": "error", "code": code, "words": words, "seq": seq, "fatal": fatal})
        if close is not None:
            sock.close(close)
        self._changed()

    def _bad(self, sock: Socket, code: str) -> None:
        sock.bad += 1
        toomany = sock.bad > BAD_FRAMES_ALLOWED
        self._error(sock, code, fatal=toomany,
                    close=frames.CLOSE_TOO_MANY_BAD if toomany else None)  # fmt: skip

    def _spawn(self, work: Any) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("table: a press failed", exc_info=task.exception())

    def _changed(self) -> None:
        for listener in self.on_change:
            listener()

    async def close(self) -> None:
        """The bot is stopping: every table is told to reconnect (1001)."""
        for room in self._matches.values():
            for sock in room.sockets:
                sock.close(frames.CLOSE_GOING_AWAY)
        for task in list(self._tasks):
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
