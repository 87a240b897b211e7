"""Auto-clickers (issue 20): the rule on a person's last 8 reactions, and the flag the
runtime commits once per person and rated match (never for the bot opponent)."""

from __future__ import annotations

import random
from dataclasses import replace

from spitbot.engine.spit import Play
from spitbot.runtime import Difficulty, MatchInfo, MatchSnapshot, Player, PlayerFlagged
from spitbot.runtime.clicker import ReactionWatch, judge
from tests.engine.spit.position import position

from .support import ALICE, BOB, CHANNEL, make_registry, press

RACE = position("*9C,*4H,*KS,*KH,*KC", "*7S,*3C,*2H,*3S,*3D", p0="8D", p1="5D", bs="QDJD")


def test_eight_reactions_averaging_under_200_ms_are_too_fast() -> None:
    flagged = judge((150, 90, 260, 120, 180, 140, 200, 110))
    assert flagged is not None and flagged.rule == "too-fast" and flagged.mean_ms == 156.2
    assert judge((150, 90, 260, 120, 180, 140, 200)) is None  # seven are not enough


def test_sixteen_reactions_steadier_than_a_person_are_too_steady() -> None:
    steady = (300, 310, 295, 305, 320, 290, 300, 315) * 2
    flagged = judge(steady)
    assert flagged is not None and flagged.rule == "too-steady" and len(flagged.reactions) == 16
    assert judge(steady[:15]) is None  # fifteen are not enough
    assert judge((300, 410, 295, 505, 320, 290, 600, 315) * 2) is None  # a person varies


def test_people_with_human_timing_are_not_flagged() -> None:
    rng = random.Random(1)
    watch = ReactionWatch()
    assert all(watch.saw(round(rng.lognormvariate(6.11, 0.3))) is None for _ in range(2_000))
    assert watch.saw(60_000) is None  # away, not reacting: not counted


async def _flags(players: tuple[Player, Player], rated: bool = True) -> list[PlayerFlagged]:
    registry, clock, _, recorder = make_registry(window_ms=0)
    info = MatchInfo("m1", 1, CHANNEL, players, RACE.variant, 7, clock.wall_ms(), rated=rated)
    actor = registry.restore(MatchSnapshot(info, RACE, 0))
    for i in range(12):  # presses 40 ms after the board pressed on was drawn, bot's too
        for seat, player in enumerate(players):
            pressed = press(clock, player, Play(seat, 4, 0), seq=i)
            actor.submit(replace(pressed, shown_ms=clock.wall_ms() - 40))
    return recorder.of(PlayerFlagged)


async def test_a_fast_presser_in_a_rated_match_is_flagged_once() -> None:
    flags = await _flags((ALICE, BOB))
    assert sorted(f.seat for f in flags) == [0, 1]  # each once, though 12 presses each
    assert flags[0].flagged.reactions == (40,) * 8


async def test_unrated_matches_and_the_bot_opponent_are_never_flagged() -> None:
    assert await _flags((ALICE, BOB), rated=False) == []
    bot = Player(-5, "SpitBot", Difficulty.HARD)
    assert [f.seat for f in await _flags((ALICE, bot))] == [0]
