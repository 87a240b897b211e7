"""The table's messages (docs/table.md): what a client may send, read strictly, and the
codes of what the server refuses. A frame that is not exactly one of these is refused
(``bad-message``) and changes nothing."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

PROTOCOL = 1
MAX_FRAME = 4096  # bytes: a client's frame is a few dozen

# Close codes (docs/table.md, rule 8).
CLOSE_TICKET = 4001
CLOSE_NO_MATCH = 4004
CLOSE_TOO_MANY_BAD = 4008
CLOSE_GOING_AWAY = 1001

# The codes of an ``error`` frame.
BAD_MESSAGE = "bad-message"
NO_TICKET = "no-ticket"
BAD_TICKET = "bad-ticket"
TICKET_EXPIRED = "ticket-expired"
NO_MATCH = "no-match"
NO_TABLE = "no-table"
NOT_YOUR_SEAT = "not-your-seat"
UNKNOWN_MOVE = "unknown-move"
BAD_VERSION = "bad-version"
BAD_SEQ = "bad-seq"
ERRORS = (BAD_MESSAGE, NO_TICKET, BAD_TICKET, TICKET_EXPIRED, NO_MATCH, NO_TABLE,
          NOT_YOUR_SEAT, UNKNOWN_MOVE, BAD_VERSION, BAD_SEQ)  # fmt: skip


class BadFrame(Exception):
    """Not a frame of the protocol."""


@dataclass(frozen=True, slots=True)
class Hello:
    ticket: str
    match: str | None
    channel: int | None
    version: int | None


@dataclass(frozen=True, slots=True)
class PressFrame:
    move: str
    version: int
    seq: int


@dataclass(frozen=True, slots=True)
class Ping:
    seq: int
    client_ms: float


@dataclass(frozen=True, slots=True)
class Pong:
    seq: int
    server_ms: float


Frame = Hello | PressFrame | Ping | Pong


def _int(data: dict[str, Any], key: str, *, optional: bool = False) -> int | None:
    value = data.get(key)
    if value is None and optional:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 2**53:
        raise BadFrame(key)
    return value


def _number(data: dict[str, Any], key: str) -> float:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise BadFrame(key)
    return float(value)


def _text(data: dict[str, Any], key: str, most: int, *, optional: bool = False) -> str | None:
    value = data.get(key)
    if value is None and optional:
        return None
    if not isinstance(value, str) or not 0 < len(value) <= most:
        raise BadFrame(key)
    return value


def read(raw: str) -> Frame:
    """The frame ``raw`` is; :class:`BadFrame` if it is none."""
    if len(raw.encode("utf-8")) > MAX_FRAME:
        raise BadFrame("too long")
    try:
        data = json.loads(raw)
    except ValueError:
        raise BadFrame("not JSON") from None
    if not isinstance(data, dict):
        raise BadFrame("not an object")
    kind = data.get("type")
    if kind == "hello":
        channel = _text(data, "channel", 20, optional=True)
        if channel is not None and not channel.isdigit():
            raise BadFrame("channel")
        protocol = data.get("protocol", PROTOCOL)
        if protocol != PROTOCOL:
            raise BadFrame("protocol")
        return Hello(
            ticket=_text(data, "ticket", 4096) or "",
            match=_text(data, "match", 64, optional=True),
            channel=None if channel is None else int(channel),
            version=_int(data, "version", optional=True),
        )
    if kind == "press":
        return PressFrame(
            move=_text(data, "move", 32) or "",
            version=_int(data, "version") or 0,
            seq=_int(data, "seq") or 0,
        )
    if kind == "ping":
        return Ping(seq=_int(data, "seq") or 0, client_ms=_number(data, "client_ms"))
    if kind == "pong":
        return Pong(seq=_int(data, "seq") or 0, server_ms=_number(data, "server_ms"))
    raise BadFrame("type")
