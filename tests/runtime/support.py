"""Fakes of the runtime's ports, and helpers to set up matches at exact positions."""

from __future__ import annotations

from dataclasses import dataclass, field

from spitbot.engine.spit import Action, State, parse_state
from spitbot.runtime import (
    Board,
    Challenge,
    ManualClock,
    MatchActor,
    MatchInfo,
    MatchRegistry,
    MatchSnapshot,
    Player,
    Press,
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
    parked: list[tuple[MatchInfo, str]] = field(default_factory=list)

    async def publish(self, board: Board) -> None:
        self.boards.append(board)

    async def challenge_expired(self, challenge: Challenge) -> None:
        self.expired.append(challenge)

    async def match_parked(self, match: MatchInfo, reason: str) -> None:
        self.parked.append((match, reason))


@dataclass
class FakeRecorder:
    snapshots: list[MatchSnapshot] = field(default_factory=list)
    rounds: list[tuple[str, int, tuple[int, int], tuple[int, int]]] = field(default_factory=list)
    results: list[tuple[MatchInfo, State]] = field(default_factory=list)
    parked_matches: list[tuple[MatchInfo, str]] = field(default_factory=list)
    started: list[MatchInfo] = field(default_factory=list)

    def match_started(self, match: MatchInfo) -> None:
        self.started.append(match)

    def snapshot(self, snapshot: MatchSnapshot) -> None:
        self.snapshots.append(snapshot)

    def round_over(
        self, match: MatchInfo, round_no: int, cards_left: tuple[int, int], totals: tuple[int, int]
    ) -> None:
        self.rounds.append((match.match_id, round_no, cards_left, totals))

    def match_over(self, match: MatchInfo, state: State, ended_ms: int) -> None:
        self.results.append((match, state))

    def parked(self, match: MatchInfo, reason: str) -> None:
        self.parked_matches.append((match, reason))


def make_registry(
    window_ms: int = 100, **settings: float
) -> tuple[MatchRegistry, ManualClock, FakePublisher, FakeRecorder]:
    clock = ManualClock()
    publisher, recorder = FakePublisher(), FakeRecorder()
    registry = MatchRegistry(
        clock,
        RuntimeSettings(window_ms=window_ms, **settings),  # type: ignore[arg-type]
        publisher=publisher,
        recorder=recorder,
    )
    return registry, clock, publisher, recorder


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
