"""/spit stats, /spit leaderboard and /spit series through the store."""

from __future__ import annotations

from pathlib import Path

from spitbot.engine import EndReason

from .harness import play_out, spit_world
from .test_commands_e2e import slash
from .test_match_e2e import challenge


async def test_stats_leaderboard_and_series_after_a_points_series(tmp_path: Path) -> None:
    async with spit_world(tmp_path, seed=2) as world:
        text = await slash(world, world.alice, "series")
        assert text == world.said("refusal-no-series")
        await challenge(world, scoring="points", target=10)
        actor = world.actor()
        await play_out(world, actor, {0: world.alice, 1: world.bob})
        outcome = actor.state.outcome
        assert outcome is not None and outcome.reason is EndReason.POINTS
        await world.bot.journal.flush()

        series = await slash(world, world.carol, "series")
        title = world.said("series-title", game="spit", target=10, first="alice", second="bob")
        assert title in series
        total = world.said("series-total")
        assert f"{total}  {actor.state.scores[0]:>12}  {actor.state.scores[1]:>12}" in series
        winner = "bob" if outcome.winner == 1 else "alice"
        assert world.said("series-won", winner=winner) in series

        stats = await slash(world, world.alice, "stats", {"user": world.bob})
        assert world.said("stats-title", name="bob", game="spit") in stats
        bob_won = outcome.winner == 1
        assert ("1 · 0 · 0" if bob_won else "0 · 1 · 0") in stats
        won = (1, 0, 0) if bob_won else (0, 1, 0)
        assert world.said("stats-series-value", won=won[0], lost=won[1], drawn=0) in stats

        board = await slash(world, world.carol, "leaderboard")
        assert "alice" in board and "bob" in board
        assert world.said("leaderboard-footer", page=1, pages=1, total=2) in board
        assert board.index(winner) < board.index("alice" if bob_won else "bob")
        empty = await slash(world, world.carol, "leaderboard", {"scope": "global", "page": 3})
        # A page past the end shows the last one.
        assert world.said("leaderboard-footer", page=1, pages=1, total=2) in empty
        # Each game has its own standings: nobody has played Speed.
        speed = await slash(world, world.carol, "leaderboard", {"game": "speed"})
        assert world.said("leaderboard-empty") in speed
