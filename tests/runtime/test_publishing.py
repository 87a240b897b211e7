"""Publishing boards: the latest board wins, one in flight, and a slow publisher
never holds up play."""

import asyncio
from dataclasses import dataclass, field

from spitbot.engine import Reason
from spitbot.engine.spit import Variant
from spitbot.runtime import (
    Board,
    Challenge,
    Difficulty,
    ManualClock,
    MatchInfo,
    MatchRegistry,
    Player,
    RuntimeSettings,
)


@dataclass
class SlowPublisher:
    """Each publish waits until the test lets it through."""

    gate: asyncio.Event = field(default_factory=asyncio.Event)
    sent: list[int] = field(default_factory=list)
    in_flight: int = 0
    most_in_flight: int = 0

    async def publish(self, board: Board) -> None:
        self.in_flight += 1
        self.most_in_flight = max(self.most_in_flight, self.in_flight)
        await self.gate.wait()
        self.sent.append(board.version)
        self.in_flight -= 1

    async def challenge_expired(self, challenge: Challenge) -> None:
        return None

    async def match_parked(self, match: MatchInfo) -> None:
        return None

    async def match_abandoned(self, match: MatchInfo, reason: Reason) -> None:
        return None


async def test_a_slow_publisher_never_blocks_play_and_only_the_latest_board_is_sent() -> None:
    clock = ManualClock()
    publisher = SlowPublisher()
    registry = MatchRegistry(clock, RuntimeSettings(), publisher=publisher)
    bots = (Player(-1, "A", Difficulty.HARD), Player(-2, "B", Difficulty.HARD))
    actor = await registry.start(channel_id=1, guild_id=1, players=bots, variant=Variant(), seed=4)
    await clock.advance(30)  # many bot moves while the first publish hangs
    assert actor.version > 20  # play went on
    assert publisher.sent == [] and publisher.in_flight == 1
    publisher.gate.set()
    await actor.flush_publishing()
    # The first board (in flight when play went on), then straight to the newest.
    assert len(publisher.sent) == 2
    assert publisher.sent[-1] == actor.version
    assert publisher.most_in_flight == 1


async def test_every_change_is_published_with_the_seats_whose_replies_draw_it() -> None:
    from spitbot.engine.spit import Play, Slap
    from tests.engine.spit.position import position

    from .support import ALICE, make_registry, match_at, press

    registry, clock, publisher, _ = make_registry(window_ms=0, slap=10)
    race = position("*9C,*4H,*KS,*KH,*KC", "*7S,*3C,*2H,*3S,*3D", p0="8D", p1="5D", bs="QDJD")
    actor = match_at(registry, race)
    await clock.advance(0)
    assert len(publisher.boards) == 1  # the board drawn at the start
    assert (await actor.press(press(clock, ALICE, Play(0, 0, 0)))).applied
    await clock.advance(0)
    # Offered with who pressed: Alice's reply redraws it, the publisher knows what else to draw.
    assert len(publisher.boards) == 2 and publisher.boards[-1].pressed == {0}
    slapping = position("*9C,*KD,*KS,*KH,*KC", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="7S", ph="slap")
    other = match_at(
        registry, slapping, channel=77, match_id="m2", players=(Player(5, "E"), Player(6, "F"))
    )
    await clock.advance(0)
    drawn = len(publisher.boards)
    assert (await other.press(press(clock, other.info.players[1], Slap(1, 0)))).applied
    await clock.advance(0)
    assert len(publisher.boards) == drawn + 1  # a new round: a fresh board is posted
    assert publisher.boards[-1].state.round == 2 and publisher.boards[-1].pressed == {1}
    await clock.advance(31)  # the "Spit!" countdown of the new round spits for both
    last = publisher.boards[-1]
    assert last.version == other.version and last.pressed == frozenset()  # nobody answered
