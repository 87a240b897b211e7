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
        assert "No points series has been played in this channel yet." in text
        await challenge(world, scoring="points", target=30)
        actor = world.actor()
        await play_out(world, actor, {0: world.alice, 1: world.bob})
        outcome = actor.state.outcome
        assert outcome is not None and outcome.reason is EndReason.POINTS
        await world.bot.journal.flush()

        series = await slash(world, world.carol, "series")
        assert "Points series to 30: alice vs bob" in series
        assert f"Total  {actor.state.scores[0]:>12}  {actor.state.scores[1]:>12}" in series
        assert "finished" in series

        stats = await slash(world, world.alice, "stats", {"user": world.bob})
        assert "bob's Spit record" in stats
        bob_won = outcome.winner == 1
        assert ("1 · 0 · 0" if bob_won else "0 · 1 · 0") in stats
        assert ("1 won" if bob_won else "1 lost") in stats

        board = await slash(world, world.carol, "leaderboard")
        assert "leaderboard" in board and "alice" in board and "bob" in board
        assert "Page 1 of 1 · 2 rated players" in board
        winner = "bob" if bob_won else "alice"
        assert board.index(winner) < board.index("alice" if bob_won else "bob")
        empty = await slash(world, world.carol, "leaderboard", {"scope": "global", "page": 3})
        assert "Page 1 of 1" in empty  # a page past the end shows the last one
