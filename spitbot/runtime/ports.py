"""The small ports through which the runtime talks outward.

The Discord adapter implements :class:`Publisher` (redraw a board, say a
challenge expired, say a match was parked); the store implements
:class:`Recorder` (snapshots and results). Neither call may block play:
``Recorder`` methods only enqueue, and publishing is coalesced.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property
from typing import Protocol

from ..engine import State, Variant, format_state, parse_state
from .settings import Difficulty


@dataclass(frozen=True, slots=True)
class Player:
    """A seat's occupant. ``bot`` is the bot opponent's difficulty, None for a person."""

    user_id: int
    name: str
    bot: Difficulty | None = None


@dataclass(frozen=True, slots=True)
class MatchInfo:
    match_id: str
    guild_id: int | None
    channel_id: int
    players: tuple[Player, Player]
    variant: Variant
    seed: int
    started_ms: int
    rated: bool = True
    window_ms: int | None = None  # this match's settle window (the server's), else the default

    def seat_of(self, user_id: int) -> int | None:
        for seat, player in enumerate(self.players):
            if player.user_id == user_id and player.bot is None:
                return seat
        return None


@dataclass(frozen=True, slots=True)
class Countdown:
    """What the board waits for and until when (wall-clock ms), e.g. a "Spit!"."""

    what: str
    seats: tuple[int, ...]
    deadline_ms: int


@dataclass(frozen=True, slots=True)
class Board:
    """A version of a match's board to draw. ``note`` says what just happened."""

    match: MatchInfo
    state: State
    version: int
    countdown: Countdown | None = None
    note: str = ""


@dataclass(frozen=True, slots=True)
class Challenge:
    challenge_id: str
    guild_id: int | None
    channel_id: int
    challenger: Player
    invitee: Player
    variant: Variant
    expires_ms: int


@dataclass(frozen=True)
class MatchSnapshot:
    """Everything needed to resume a live match: the engine position (written
    as notation only when somebody reads it, since most snapshots are replaced
    by a newer one before they are stored) plus the runtime's own part."""

    match: MatchInfo
    state: State
    version: int
    bot_moves: tuple[int, int] = (0, 0)
    tags: tuple[tuple[str, int], ...] = ()  # the adapter's notes, e.g. the board message id

    @cached_property
    def notation(self) -> str:
        return format_state(self.state)

    def runtime_json(self) -> str:
        m = self.match
        return json.dumps(
            {
                "format": 1,
                "match_id": m.match_id,
                "guild_id": m.guild_id,
                "channel_id": m.channel_id,
                "players": [
                    {"id": p.user_id, "name": p.name, "bot": p.bot.value if p.bot else None}
                    for p in m.players
                ],
                "variant": m.variant.key(),
                "seed": m.seed,
                "started_ms": m.started_ms,
                "rated": m.rated,
                "window_ms": m.window_ms,
                "version": self.version,
                "bot_moves": list(self.bot_moves),
                "tags": dict(self.tags),
            },
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, notation: str, text: str) -> MatchSnapshot:
        """Inverse of :meth:`runtime_json` and :attr:`notation`; raises ValueError
        (NotationError is one) on bad data."""
        data = json.loads(text)
        if data.get("format") != 1:
            raise ValueError(f"unknown snapshot format {data.get('format')!r}")
        players = tuple(
            Player(int(p["id"]), str(p["name"]), Difficulty(p["bot"]) if p["bot"] else None)
            for p in data["players"]
        )
        if len(players) != 2:
            raise ValueError("a snapshot needs two players")
        info = MatchInfo(
            match_id=str(data["match_id"]),
            guild_id=data["guild_id"],
            channel_id=int(data["channel_id"]),
            players=(players[0], players[1]),
            variant=Variant.from_key(data["variant"]),
            seed=int(data["seed"]),
            started_ms=int(data["started_ms"]),
            rated=bool(data["rated"]),
            window_ms=None if data.get("window_ms") is None else int(data["window_ms"]),
        )
        moves = data.get("bot_moves", [0, 0])
        state = parse_state(notation)
        if state.variant != info.variant:
            raise ValueError("the snapshot's variant and position disagree")
        tags = tuple(sorted((str(k), int(v)) for k, v in data.get("tags", {}).items()))
        return cls(info, state, int(data["version"]), (int(moves[0]), int(moves[1])), tags)


class Publisher(Protocol):
    async def publish(self, board: Board) -> None:
        """Redraw the match's board (the runtime coalesces calls: latest wins)."""

    async def challenge_expired(self, challenge: Challenge) -> None:
        """Say in the channel that a challenge expired."""

    async def match_parked(self, match: MatchInfo, reason: str) -> None:
        """Say in the channel that a match was stopped by an error."""


class Recorder(Protocol):
    def match_started(self, match: MatchInfo) -> None:
        """Enqueue recording a new match and its players."""

    def snapshot(self, snapshot: MatchSnapshot) -> None:
        """Enqueue a snapshot save (after every settled batch)."""

    def round_over(
        self, match: MatchInfo, round_no: int, cards_left: tuple[int, int], totals: tuple[int, int]
    ) -> None:
        """Enqueue a finished round: the cards each still held (V4's points for
        the round) and the series totals after it."""

    def match_over(self, match: MatchInfo, state: State, ended_ms: int) -> None:
        """Enqueue the final result; the live snapshot is no longer needed."""

    def parked(self, match: MatchInfo, reason: str) -> None:
        """Enqueue parking the match's snapshot (it will not be resumed)."""


class NullPublisher:
    """Publishes nothing (simulations, tests that do not look at boards)."""

    async def publish(self, board: Board) -> None:
        return None

    async def challenge_expired(self, challenge: Challenge) -> None:
        return None

    async def match_parked(self, match: MatchInfo, reason: str) -> None:
        return None


class NullRecorder:
    """Records nothing."""

    def match_started(self, match: MatchInfo) -> None:
        return None

    def snapshot(self, snapshot: MatchSnapshot) -> None:
        return None

    def round_over(
        self, match: MatchInfo, round_no: int, cards_left: tuple[int, int], totals: tuple[int, int]
    ) -> None:
        return None

    def match_over(self, match: MatchInfo, state: State, ended_ms: int) -> None:
        return None

    def parked(self, match: MatchInfo, reason: str) -> None:
        return None
