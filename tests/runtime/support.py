"""Fakes of the runtime's ports, and helpers to set up matches at exact positions."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from spitbot.engine import Reason
from spitbot.engine.spit import Action, State, parse_state
from spitbot.runtime import (
    Board,
    Challenge,
    ChallengeClosed,
    ChallengeOpened,
    Fact,
    ManualClock,
    MatchAbandoned,
    MatchActor,
    MatchFinished,
    MatchInfo,
    MatchRegistry,
    MatchSnapshot,
    MatchStarted,
    Player,
    PositionSaved,
    Press,
    RoundScored,
    RuntimeSettings,
    make_snowflake,
)

ALICE = Player(101, "Alice")
BOB = Player(202, "Bob")
CHANNEL = 900


@dataclass
class FakePublisher:
    boards: list[Board] = field(default_factory=list)
    expired: list[Challenge] = field(default_factory=list)
    parked: list[MatchInfo] = field(default_factory=list)
    abandoned: list[tuple[MatchInfo, Reason]] = field(default_factory=list)
    #: What it says when asked whether a board is there to press (before a forfeit).
    shown: bool = True
    asked: list[MatchInfo] = field(default_factory=list)

    def show(self, board: Board) -> None:
        self.boards.append(board)

    async def settle(self, match_id: str) -> None:
        return None

    async def challenge_expired(self, challenge: Challenge) -> None:
        self.expired.append(challenge)

    async def match_parked(self, match: MatchInfo) -> None:
        self.parked.append(match)

    async def match_abandoned(self, match: MatchInfo, reason: Reason) -> None:
        self.abandoned.append((match, reason))

    async def board_shown(self, match: MatchInfo) -> bool:
        self.asked.append(match)
        return self.shown


@dataclass
class FakeRecorder:
    """Keeps every committed fact. ``hold()`` keeps commits pending until
    ``release()`` (a slow database); ``saving_late`` is what boards are told."""

    facts: list[Fact] = field(default_factory=list)
    saving_late: bool = False
    held: list[asyncio.Future[bool]] = field(default_factory=list)
    holding: bool = False
    listeners: list[Callable[[], None]] = field(default_factory=list)

    def commit(self, *facts: Fact) -> Awaitable[bool]:
        self.facts.extend(facts)
        future: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        if self.holding:
            self.held.append(future)
        else:
            future.set_result(True)
        return future

    def on_caught_up(self, listener: Callable[[], None]) -> None:
        self.listeners.append(listener)

    def catch_up(self) -> None:
        """The database is back: boards may stop saying results are saved late."""
        self.saving_late = False
        for listener in self.listeners:
            listener()

    def hold(self) -> None:
        self.holding = True

    def release(self, durable: bool = True) -> None:
        self.holding = False
        held, self.held = self.held, []
        for future in held:
            future.set_result(durable)

    def of(self, kind: type[Any]) -> list[Any]:
        return [f for f in self.facts if isinstance(f, kind)]

    @property
    def snapshots(self) -> list[MatchSnapshot]:
        return [f.snapshot for f in self.facts if isinstance(f, PositionSaved | MatchStarted)]

    @property
    def rounds(self) -> list[tuple[str, int, tuple[int, int], tuple[int, int]]]:
        """(match id, round, points, totals) of each scored round."""
        return [(f.match.match_id, f.round, f.points, f.totals) for f in self.of(RoundScored)]

    @property
    def results(self) -> list[tuple[MatchInfo, State]]:
        return [(f.match, f.state) for f in self.of(MatchFinished)]

    @property
    def abandoned(self) -> list[tuple[MatchInfo, str]]:
        return [(f.match, f.reason) for f in self.of(MatchAbandoned)]

    @property
    def challenges(self) -> list[ChallengeOpened | ChallengeClosed]:
        return [f for f in self.facts if isinstance(f, ChallengeOpened | ChallengeClosed)]


def make_registry(
    window_ms: int = 100, **settings: float
) -> tuple[MatchRegistry, ManualClock, FakePublisher, FakeRecorder]:
    clock = ManualClock()
    publisher, recorder = FakePublisher(), FakeRecorder()
    countdowns = {k: settings.pop(k) for k in list(settings) if k in COUNTDOWN_KINDS}
    registry = MatchRegistry(
        clock,
        RuntimeSettings(window_ms=window_ms, **settings).with_countdowns(**countdowns),  # type: ignore[arg-type]
        publisher=publisher,
        recorder=recorder,
    )
    return registry, clock, publisher, recorder


COUNTDOWN_KINDS = ("ready", "stall", "slap", "choose", "flip")


def match_at(
    registry: MatchRegistry,
    state: State | str,
    players: tuple[Player, Player] = (ALICE, BOB),
    channel: int = CHANNEL,
    match_id: str = "m1",
) -> MatchActor:
    """A live match at an exact position (through the snapshot path)."""
    if isinstance(state, str):
        state = parse_state(state)
    info = MatchInfo(match_id, 1, channel, players, state.variant, 7, registry.clock.wall_ms())
    return registry.restore(MatchSnapshot(info, state, 0))


def press(
    clock: ManualClock, player: Player, action: Action, *, ms_offset: int = 0, seq: int = 0
) -> Press:
    """A press Discord received ``ms_offset`` ms from the clock's now."""
    return Press(
        player.user_id,
        action,
        make_snowflake(clock.wall_ms() + ms_offset, seq),
        arrival=clock.now(),
    )
