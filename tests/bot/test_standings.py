"""Stats, leaderboards and series as embeds."""

from __future__ import annotations

from datetime import UTC, datetime

from spitbot.bot import standings
from spitbot.bot.i18n import Catalogs
from spitbot.store import (
    LeaderboardPage,
    LeaderboardRow,
    MatchStatus,
    PlayerRef,
    PlayerStats,
    RoundRecord,
    SeriesView,
)

EN = Catalogs(("en",))["en"]


def row(rank: int, user: int, rating: int) -> LeaderboardRow:
    return LeaderboardRow(rank, user, f"p{user}", rating, 10, 6, 4, 0, rating, False)


def test_the_callers_rank_is_shown_when_off_the_page_and_ties_share_a_rank() -> None:
    rows = (row(1, 1, 1300), row(2, 2, 1250), row(2, 3, 1250))
    page = LeaderboardPage("spit", None, 1, 3, 40, 14, rows, caller=row(37, 99, 1100))
    text = standings.leaderboard_embed(page, "spit", None, EN).description or ""
    lines = text.splitlines()
    assert lines[1].startswith("`  2.`") and lines[2].startswith("`  2.`")  # a tie
    assert lines[-2] == "…" and "p99" in lines[-1] and "← you" in lines[-1]
    mine = LeaderboardPage("spit", None, 1, 3, 40, 14, rows, caller=rows[0])
    text = standings.leaderboard_embed(mine, "spit", None, EN).description or ""
    assert "…" not in text and "p1** 1300 (6–4–0) ← you" in text


def test_stats_show_trend_streaks_and_series_record() -> None:
    stats = PlayerStats(
        7, "ann", "spit", None, wins=5, losses=2, draws=1, rating=1260, rated_games=8,
        peak_rating=1275,
        rating_trend=(1200, 1230, 1260), series_won=2, series_lost=1, series_drawn=0,
        current_streak=-2, best_win_streak=3, fastest_win_seconds=94.4,
    )  # fmt: skip
    embed = standings.stats_embed("ann", "spit", stats, EN)
    values = {f.name: f.value for f in embed.fields}
    assert values["Wins · losses · draws"] == "5 · 2 · 1"
    assert values["Rating"] == "1260 (peak 1275)"
    assert values["Trend"] == "📈 +60 over the last 2 games"
    assert values["Streak"] == "2 losses in a row · best winning run: 3 wins"
    assert values["Fastest win"] == "94 s"
    assert values["Points series"] == "2 won · 1 lost · 0 drawn"


def test_series_table_lists_every_round_and_the_totals() -> None:
    view = SeriesView(
        "m", "spit", 1, 2, PlayerRef(1, "ann"), PlayerRef(2, "bo"), "5,slap,any,points:100",
        MatchStatus.LIVE, 100, (19, 30), (RoundRecord(1, (7, 10), (7, 10)),
        RoundRecord(2, (12, 20), (12, 20))), False, None, False, datetime.now(UTC), None,
    )  # fmt: skip
    embed = standings.series_embed(view, EN)
    text = embed.description or ""
    assert "`    1             7            10`" in text
    assert f"`{EN('series-total')}            19            30`" in text
    assert embed.footer.text is not None and EN("series-in-progress") in embed.footer.text
