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


def row(rank: int | None, user: int, rating: int, deviation: float = 62.4) -> LeaderboardRow:
    provisional = deviation >= 110
    return LeaderboardRow(rank, user, f"p{user}", rating, 10, 6, 4, 0, rating, provisional,
                          deviation)  # fmt: skip


def test_the_callers_rank_is_shown_when_off_the_page_and_ties_share_a_rank() -> None:
    rows = (row(1, 1, 1300), row(2, 2, 1250), row(2, 3, 1250))
    page = LeaderboardPage("spit", None, 1, 3, 40, 14, rows, caller=row(37, 99, 1100))
    text = standings.leaderboard_embed(page, "spit", None, EN).description or ""
    lines = text.splitlines()
    assert lines[1].startswith("`  2.`") and lines[2].startswith("`  2.`")  # a tie
    assert lines[-2] == "…" and "p99" in lines[-1] and "← you" in lines[-1]
    mine = LeaderboardPage("spit", None, 1, 3, 40, 14, rows, caller=rows[0])
    embed = standings.leaderboard_embed(mine, "spit", None, EN)
    text = embed.description or ""
    assert "…" not in text and "p1** 1300 ±62 (6–4–0) ← you" in text
    assert embed.footer.text == "Page 1 of 14 · 40 ranked players · ranked at ±75 or less"


def test_an_unranked_caller_is_shown_without_a_rank_and_an_empty_ladder_says_why() -> None:
    page = LeaderboardPage("spit", None, 1, 10, 0, 1, (), caller=row(None, 99, 1741, 290.6))
    text = standings.leaderboard_embed(page, "spit", None, EN).description or ""
    assert text.splitlines() == [
        "Nobody is ranked here yet: a rating is ranked once it has settled (deviation ±75 or "
        "less, after about 25 rated games).",
        "…",
        "`  –.` **p99** 1741? ±291 (6–4–0) ← you · not ranked yet",
    ]
    settled = LeaderboardPage("spit", None, 1, 10, 0, 1, (), caller=row(None, 99, 1650, 80))
    text = standings.leaderboard_embed(settled, "spit", None, EN).description or ""
    assert text.splitlines()[-1] == "`  –.` **p99** 1650 ±80 (6–4–0) ← you · not ranked yet"


def test_stats_show_trend_streaks_and_series_record() -> None:
    stats = PlayerStats(
        7, "ann", "spit", None, wins=5, losses=2, draws=1, rating=1260, rated_games=8,
        peak_rating=1275,
        rating_trend=(1200, 1230, 1260), series_won=2, series_lost=1, series_drawn=0,
        current_streak=-2, best_win_streak=3, fastest_win_seconds=94.4, rank=3,
        deviation=64.6, provisional=False, ranked=True,
    )  # fmt: skip
    embed = standings.stats_embed("ann", "spit", stats, EN, "rating.png")
    values = {f.name: f.value for f in embed.fields}
    assert values["Wins · losses · draws"] == "5 · 2 · 1"
    assert values["Rating"] == "**1260** ±65 · #3 on the leaderboard · peak 1275"
    assert values["What the numbers mean"] == EN("stats-explained-value")
    assert embed.image.url == "attachment://rating.png"
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


def _stats(**rating: object) -> PlayerStats:
    return PlayerStats(
        7, "ann", "spit", None, wins=1, losses=0, draws=0, rated_games=1, rating_trend=(),
        series_won=0, series_lost=0, series_drawn=0, current_streak=1, best_win_streak=1,
        fastest_win_seconds=None, **rating,  # type: ignore[arg-type]
    )  # fmt: skip


def test_the_rating_says_whether_it_is_provisional_settled_or_ranked() -> None:
    def shown(stats: PlayerStats) -> dict[str, str | None]:
        return {f.name: f.value for f in standings.stats_embed("ann", "spit", stats, EN).fields}

    new = shown(_stats(rating=1741, peak_rating=None, deviation=396.7, provisional=True))
    assert new["Rating"] == "**1741?** ±397 · provisional"
    assert "What the numbers mean" in new
    settling = shown(_stats(rating=1620, peak_rating=1650, deviation=92.0))
    assert settling["Rating"] == "**1620** ±92 · not ranked yet · peak 1650"
    unrated = shown(_stats(rating=None, peak_rating=None))
    assert unrated["Rating"] == "unrated" and "What the numbers mean" not in unrated


def test_the_rules_come_with_what_the_ratings_mean() -> None:
    shown = standings.ratings_embed(EN).description or ""
    assert shown.startswith("**Ratings**\n")
    assert "1500 ±500" in shown and "110" in shown and "75" in shown
