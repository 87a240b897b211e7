"""What the runtime works with, and the small ports through which it talks outward.

The Discord adapter implements :class:`Publisher` (show a committed board, say a
challenge expired, say a match was parked, say whether a board is there to press); the
store implements :class:`Recorder`, which commits what happened and says when it is
durable. Neither may block play: a publisher is told a board and draws it in its own
time (its keeper tells the match what it must know back: the board's message id, a
channel that refuses the board, a board missing, writes refused again and again), and
a recorder's commit resolves "late" (False) when the database is slow or down, so play
goes on from memory. What keeps the players from a match (:class:`Unavailable`) stands
its clocks.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from functools import cached_property
from typing import Any, Protocol

from ..engine import AnyGame, Note, Reason, default_game, find_game, games
from .clicker import Flagged
from .settings import Difficulty


@dataclass(frozen=True, slots=True)
class Player:
    """A seat's occupant. ``bot`` is the bot opponent's difficulty, None for a person."""

    user_id: int
    name: str
    bot: Difficulty | None = None

    def to_json(self) -> dict[str, Any]:
        return {"id": self.user_id, "name": self.name, "bot": self.bot.value if self.bot else None}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Player:
        bot = data.get("bot")
        return cls(int(data["id"]), str(data["name"]), Difficulty(bot) if bot else None)


@dataclass(frozen=True, slots=True)
class MatchInfo:
    """Who plays what, where. ``variant`` is the game's own variant value."""

    match_id: str
    guild_id: int | None
    channel_id: int
    players: tuple[Player, Player]
    variant: Any
    seed: int
    started_ms: int
    rated: bool = True
    window_ms: int | None = None  # this match's settle window (the server's), else the default
    game_name: str = field(default_factory=lambda: default_game().name)

    @property
    def game(self) -> AnyGame:
        return find_game(self.game_name)

    def seat_of(self, user_id: int) -> int | None:
        for seat, player in enumerate(self.players):
            if player.user_id == user_id and player.bot is None:
                return seat
        return None

    def names(self) -> tuple[str, str]:
        return (self.players[0].name, self.players[1].name)


@dataclass(frozen=True, slots=True)
class Countdown:
    """What the board waits for (a deadline ``kind``), from whom, until when (wall ms)."""

    kind: str
    seats: tuple[int, ...]
    deadline_ms: int


class Unavailable(Enum):
    """Why the players cannot reach a match now, as the adapter tells the runtime: while
    any holds, every clock of the match stands (D4's idle forfeit and the deadlines the
    game asks for: D2, D9, S10, V2) and its bot seats wait; once none does, each starts
    afresh, whole (docs/decisions.md, D4)."""

    NO_BOARD = "no-board"
    """The match has no board to press: it is being posted, or posted anew after a
    moderator deleted it."""

    CUT_OFF = "cut-off"
    """The bot hears nothing from where the match is played: its connection is down
    (every match of the process)."""

    REFUSED = "refused"
    """Where the match is played takes none of what the bot shows: its writes there have
    failed again and again (a server error, rate limits past retries, timeouts)."""

    @property
    def outage(self) -> bool:
        """Whether the bot is out of touch (the board says the match is paused), rather
        than only waiting for a board to be posted."""
        return self is not Unavailable.NO_BOARD


@dataclass(frozen=True, slots=True)
class Board:
    """A version of a match's board to draw. ``note`` says what just happened;
    ``saving_late`` that the database is not answering and results wait in memory;
    ``pressed`` the seats whose presses made this version and whose replies draw
    it for them (the publisher draws what they do not); ``paused`` that the bot is out
    of touch with the players and the match's clocks stand; ``last`` the game's events
    of the change that made this version (what just happened: the boards say it)."""

    match: MatchInfo
    state: Any
    version: int
    countdown: Countdown | None = None
    note: Note | None = None
    saving_late: bool = False
    pressed: frozenset[int] = frozenset()
    paused: bool = False
    last: tuple[Any, ...] = ()


@dataclass(frozen=True, slots=True)
class Challenge:
    """An open challenge: all of its state, in one value (the registry keeps it).

    ``invitee`` is ``None`` for an open challenge: anyone in its server may accept it
    (first come), or, with ``rating_range`` (lowest, highest), anyone rated within it."""

    challenge_id: str
    guild_id: int | None
    channel_id: int
    challenger: Player
    invitee: Player | None
    variant: Any
    expires_ms: int
    window_ms: int | None = None
    game_name: str = field(default_factory=lambda: default_game().name)
    message_id: int | None = None  # the message that shows it, once known
    rating_range: tuple[int, int] | None = None

    @property
    def is_open(self) -> bool:
        """Whether anyone (in its rating range) may accept it."""
        return self.invitee is None

    @property
    def game(self) -> AnyGame:
        return find_game(self.game_name)

    def shown_in(self, message_id: int) -> Challenge:
        return replace(self, message_id=message_id)


@dataclass(frozen=True)
class MatchSnapshot:
    """Everything needed to resume a live match: the position (written as
    notation only when somebody reads it) plus the runtime's own part."""

    match: MatchInfo
    state: Any
    version: int
    bot_moves: tuple[int, int] = (0, 0)
    tags: tuple[tuple[str, int], ...] = ()  # the adapter's notes, e.g. the board message id

    @cached_property
    def notation(self) -> str:
        return self.match.game.format_state(self.state)

    def runtime_json(self) -> str:
        m = self.match
        return json.dumps(
            {
                "format": 2,
                "game": m.game_name,
                "match_id": m.match_id,
                "guild_id": m.guild_id,
                "channel_id": m.channel_id,
                "players": [p.to_json() for p in m.players],
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
        (NotationError is one) or KeyError on bad data. Format 1 (from before a second
        game moved in) names no game: its game is the one whose notation reads it."""
        data = json.loads(text)
        if data.get("format") not in (1, 2):
            raise ValueError(f"unknown snapshot format {data.get('format')!r}")
        game_name = str(data["game"]) if "game" in data else _reader(notation)
        game = find_game(game_name)
        players = tuple(Player.from_json(p) for p in data["players"])
        if len(players) != 2:
            raise ValueError("a snapshot needs two players")
        info = MatchInfo(
            match_id=str(data["match_id"]),
            guild_id=data["guild_id"],
            channel_id=int(data["channel_id"]),
            players=(players[0], players[1]),
            variant=game.parse_variant(data["variant"]),
            seed=int(data["seed"]),
            started_ms=int(data["started_ms"]),
            rated=bool(data["rated"]),
            window_ms=None if data.get("window_ms") is None else int(data["window_ms"]),
            game_name=game_name,
        )
        moves = data.get("bot_moves", [0, 0])
        state = game.parse_state(notation)
        if state.variant != info.variant:
            raise ValueError("the snapshot's variant and position disagree")
        tags = tuple(sorted((str(k), int(v)) for k, v in data.get("tags", {}).items()))
        return cls(info, state, int(data["version"]), (int(moves[0]), int(moves[1])), tags)


def _reader(notation: str) -> str:
    """The one game whose notation reads ``notation`` (the games' notations differ)."""
    readers = []
    for game in games():
        try:
            game.parse_state(notation)
        except ValueError:
            continue
        readers.append(game.name)
    if len(readers) != 1:
        raise ValueError(f"a snapshot naming no game must be one game's: {readers or 'none'}")
    return readers[0]


# --- what the recorder commits ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MatchStarted:
    snapshot: MatchSnapshot


@dataclass(frozen=True, slots=True)
class PositionSaved:
    """The match's position after a change: what a restart restores."""

    snapshot: MatchSnapshot


@dataclass(frozen=True, slots=True)
class RoundScored:
    """V4, P8: a round of a points series ended: each seat's points for it, the
    cards each still held, and the series totals after it."""

    match: MatchInfo
    round: int
    points: tuple[int, int]
    cards_left: tuple[int, int]
    totals: tuple[int, int]


@dataclass(frozen=True, slots=True)
class MatchFinished:
    match: MatchInfo
    state: Any
    ended_ms: int


@dataclass(frozen=True, slots=True)
class MatchAbandoned:
    """The match cannot go on (an error, a board that could not be posted): no
    result, no rating, and it is never resumed."""

    match: MatchInfo
    reason: str
    ended_ms: int


@dataclass(frozen=True, slots=True)
class ChallengeOpened:
    challenge: Challenge


@dataclass(frozen=True, slots=True)
class ChallengeClosed:
    """Answered, withdrawn, expired or cancelled (its place gone): it can no longer be
    accepted."""

    challenge_id: str
    how: str  # "accepted", "declined", "withdrawn", "expired", "cancelled"


@dataclass(frozen=True, slots=True)
class PlayerFlagged:
    """A person's reactions in a rated match broke the auto-clicker rule
    (:mod:`.clicker`): the match is held out of ratings until a moderator decides."""

    match: MatchInfo
    seat: int
    flagged: Flagged
    flagged_ms: int


Fact = (
    MatchStarted
    | PositionSaved
    | RoundScored
    | MatchFinished
    | MatchAbandoned
    | ChallengeOpened
    | ChallengeClosed
    | PlayerFlagged
)


@dataclass(frozen=True, slots=True)
class Restored:
    """What a restart brings back: live matches' snapshots and open challenges."""

    snapshots: list[MatchSnapshot] = field(default_factory=list)
    challenges: list[Challenge] = field(default_factory=list)


class BoardRefused(Exception):
    """Raised by a publisher when the channel will never take the board (the bot
    lacks a permission there, the channel is gone): the match ends, abandoned.
    ``reason`` is a coded reason the adapter can word for the players; ``why``, what
    the match's record says (else the reason's code)."""

    def __init__(self, reason: Reason, why: str | None = None) -> None:
        super().__init__(repr(reason))
        self.reason = reason
        self.why = why


class Publisher(Protocol):
    def show(self, board: Board) -> None:
        """``board`` is committed: show it (in the publisher's own time, the newest
        winning). Its ``pressed`` seats' press answers draw it for them."""

    async def settle(self, match_id: str) -> None:
        """Wait until what the match's messages should show is shown (tests, shutdown)."""

    async def challenge_expired(self, challenge: Challenge) -> None:
        """Say in the channel that a challenge expired."""

    async def match_parked(self, match: MatchInfo) -> None:
        """Say in the channel that a match was stopped by an error."""

    async def match_abandoned(self, match: MatchInfo, reason: Reason) -> None:
        """Tell the players why a match could not go on (its board was refused)."""

    async def board_shown(self, match: MatchInfo) -> bool:
        """D4: whether the match's board is there to press, asked of where it is shown
        now (before anyone is forfeited for idling). False when it is not (it is then
        posted anew, and the match told the board is missing) or when nobody can say."""


class Recorder(Protocol):
    def commit(self, *facts: Fact) -> Awaitable[bool]:
        """Make ``facts`` durable, in order, together with whatever else is waiting
        (group commit). The result is True once committed, False when the database
        is slow or down: they are kept and written when it is back."""

    @property
    def saving_late(self) -> bool:
        """Whether commits are waiting for the database (boards say so)."""

    def on_caught_up(self, listener: Callable[[], None]) -> None:
        """Call ``listener`` each time ``saving_late`` turns false again (boards that
        said so are drawn again without it)."""


class Seats(Protocol):
    """Who is in a live match in every process sharing the database (shards): the
    store keeps it, so that one person is in one live match at most, everywhere.
    Without it (simulations, tests), the registry knows only its own matches."""

    async def taken(self, user_ids: Sequence[int]) -> frozenset[int]:
        """Which of these people are in a live match now."""

    async def claim(self, match: MatchInfo) -> frozenset[int]:
        """Claim the match's people and record its start, all at once, unless one of
        them is in another live match: then nothing is recorded, and the result names
        those people."""

    async def take_challenge(self, challenge_id: str, taker: Player) -> bool:
        """Take an open challenge (anyone may accept it) for ``taker``: whether it was
        still open. Of two takers at once, on any process, exactly one gets ``True``."""

    async def give_back_challenge(self, challenge_id: str, taker: Player) -> None:
        """``taker``'s match could not start: their challenge is open again."""


class NullPublisher:
    """Publishes nothing (simulations, tests that do not look at boards)."""

    def show(self, board: Board) -> None:
        return None

    async def settle(self, match_id: str) -> None:
        return None

    async def challenge_expired(self, challenge: Challenge) -> None:
        return None

    async def match_parked(self, match: MatchInfo) -> None:
        return None

    async def match_abandoned(self, match: MatchInfo, reason: Reason) -> None:
        return None

    async def board_shown(self, match: MatchInfo) -> bool:
        return True


class NullRecorder:
    """Records nothing; every commit is at once "durable"."""

    saving_late = False

    def commit(self, *facts: Fact) -> Awaitable[bool]:
        future: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        future.set_result(True)
        return future

    def on_caught_up(self, listener: Callable[[], None]) -> None:
        return None  # never late
