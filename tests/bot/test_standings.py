"""Stats, leaderboards and series as embeds."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

import discord
import pytest

from fakediscord.validation import is_unicode_emoji
from spitbot.bot import ids, standings
from spitbot.bot.i18n import LANGUAGES, Catalogs, plain
from spitbot.store import (
    LeaderboardPage,
    LeaderboardRow,
    MatchStatus,
    PlayerRef,
    PlayerStats,
    RoundRecord,
    SeriesView,
)

ALL = Catalogs()
EN = ALL["en"]


def row(rank: int | None, user: int, rating: int, deviation: float = 62.4) -> LeaderboardRow:
    provisional = deviation >= 110
    return LeaderboardRow(rank, user, f"p{user}", rating, 10, 6, 4, 0, rating, provisional,
                          deviation)  # fmt: skip


def test_the_callers_rank_is_shown_when_off_the_page_and_ties_share_a_rank() -> None:
    rows = (row(1, 1, 1300), row(2, 2, 1250), row(2, 3, 1250))
    page = LeaderboardPage("spit", None, 1, 3, 40, 14, rows, caller=row(37, 99, 1100))
    text = standings.leaderboard_embed(page, "spit", None, EN).description or ""
    lines = text.splitlines()
    assert lines[0].startswith("🥇 ")
    assert lines[1].startswith("🥈 ") and lines[2].startswith("🥈 ")  # a tie: one medal
    assert lines[-2] == "…" and lines[-1] == "` 37.` **p99** 1100 ±62 (6–4–0) ← you"
    mine = LeaderboardPage("spit", None, 1, 3, 40, 14, rows, caller=rows[0])
    embed = standings.leaderboard_embed(mine, "spit", None, EN)
    text = embed.description or ""
    assert "…" not in text and "🥇 **p1** 1300 ±62 (6–4–0) ← you" in text
    assert embed.footer.text == "Page 1 of 14 · 40 ranked players · ranked at ±75 or less"


def test_a_servers_leaderboard_mentions_its_players_and_medals_the_top_three() -> None:
    """On a server's leaderboard each player is a mention (sent with mentions that ping
    nobody); on the one of every server, a name (escaped: it is the player's own text)."""
    rows = (row(1, 11, 1400), row(2, 12, 1350), row(3, 13, 1300), row(4, 14, 1250),
            row(4, 15, 1250))  # fmt: skip
    page = LeaderboardPage("spit", 5, 1, 10, 5, 1, rows, caller=rows[3])
    embed = standings.leaderboard_embed(page, "spit", "Cards", EN)
    assert embed.title == "Cards: Spit leaderboard"
    assert (embed.description or "").splitlines() == [
        "🥇 <@11> 1400 ±62 (6–4–0)",
        "🥈 <@12> 1350 ±62 (6–4–0)",
        "🥉 <@13> 1300 ±62 (6–4–0)",
        "`  4.` <@14> 1250 ±62 (6–4–0) ← you",
        "`  4.` <@15> 1250 ±62 (6–4–0)",
    ]
    assert standings.NOBODY.to_dict() == {"parse": []}  # nobody is pinged
    odd = LeaderboardRow(1, 16, "*bo*_b", 1400, 10, 6, 4, 0, 1400, False, 60.0)
    everywhere = LeaderboardPage("spit", None, 1, 10, 1, 1, (odd,))
    text = standings.leaderboard_embed(everywhere, "spit", None, EN).description
    assert text == r"🥇 **\*bo\*\_b** 1400 ±60 (6–4–0)"


def test_the_footer_explains_the_provisional_mark_where_it_shows() -> None:
    rows = (row(1, 1, 1300),)
    settled = LeaderboardPage("spit", 5, 1, 10, 1, 1, rows, caller=row(None, 99, 1650, 80))
    footer = standings.leaderboard_embed(settled, "spit", "S", EN).footer.text
    assert footer == "Page 1 of 1 · 1 ranked player · ranked at ±75 or less"
    new = LeaderboardPage("spit", 5, 1, 10, 1, 1, rows, caller=row(None, 99, 1741, 290.6))
    embed = standings.leaderboard_embed(new, "spit", "S", EN)
    assert (embed.description or "").splitlines()[-1] == (
        "`  –.` <@99> 1741? ±291 (6–4–0) ← you · not ranked yet"
    )
    assert embed.footer.text == (
        "Page 1 of 1 · 1 ranked player · ranked at ±75 or less · "
        "? = provisional rating (±110 or more)"
    )


def _buttons(view: discord.ui.View | None) -> list[dict[str, Any]]:
    assert view is not None
    (shown,) = view.to_components()  # one row
    return list(shown["components"])


def test_page_buttons_lead_to_the_next_and_previous_page_and_nowhere_past_the_ends() -> None:
    rows = (row(11, 1, 1300),)
    middle = LeaderboardPage("speed", 5, 2, 10, 40, 4, rows)
    back, on = _buttons(standings.leaderboard_view(middle, 77, EN))
    assert (back["label"], back["emoji"]["name"], back.get("disabled")) == ("Previous", "◀️", False)
    assert (on["label"], on["emoji"]["name"], on.get("disabled")) == ("Next", "▶️", False)
    assert is_unicode_emoji(back["emoji"]["name"]) and is_unicode_emoji(on["emoji"]["name"])
    assert (back["custom_id"], on["custom_id"]) == ("spit:lb:s:speed:1:77", "spit:lb:s:speed:3:77")
    for button in (back, on):  # every id names the scope, the game, the page, the caller
        found = ids.LEADERBOARD.fullmatch(button["custom_id"])
        assert found is not None and ids.kind_of(button["custom_id"]) == ("leaderboard", None)
    first = _buttons(standings.leaderboard_view(replace(middle, page=1), 77, EN))
    assert [b.get("disabled") for b in first] == [True, False]
    last = LeaderboardPage("spit", None, 4, 10, 40, 4, rows)
    back, on = _buttons(standings.leaderboard_view(last, 77, EN))
    assert (back.get("disabled"), on.get("disabled")) == (False, True)
    assert (back["custom_id"], on["custom_id"]) == ("spit:lb:g:spit:3:77", "spit:lb:g:spit:5:77")
    one = LeaderboardPage("spit", 5, 1, 10, 3, 1, rows)
    assert standings.leaderboard_view(one, 77, EN) is None  # one page: nothing to page


@pytest.mark.parametrize("language", LANGUAGES)
def test_page_buttons_are_labelled_in_every_language(language: str) -> None:
    tr = ALL[language]
    page = LeaderboardPage("spit", 5, 2, 10, 40, 4, (row(11, 1, 1300),))
    labels = [b["label"] for b in _buttons(standings.leaderboard_view(page, 77, tr))]
    assert len(set(labels)) == 2 and all(0 < len(label) <= 80 for label in labels)
    if language != "en":
        assert labels != ["Previous", "Next"]


def test_stats_show_trend_streaks_and_series_record() -> None:
    stats = PlayerStats(
        7, "ann", "spit", None, wins=5, losses=2, draws=1, rating=1260, rated_games=8,
        peak_rating=1275,
        rating_trend=(1200, 1230, 1260), series_won=2, series_lost=1, series_drawn=0,
        current_streak=-2, best_win_streak=3, fastest_win_seconds=94.4, rank=3,
        deviation=64.6, provisional=False, ranked=True, ranked_players=40,
    )  # fmt: skip
    embed = standings.stats_embed("ann", "spit", stats, EN, "rating.png")
    values = {f.name: f.value for f in embed.fields}
    assert list(values)[:4] == ["Wins · losses · draws", "Win rate", "Rank", "Rating"]
    assert values["Wins · losses · draws"] == "5 · 2 · 1"
    assert values["Win rate"] == "62% of 8 games"  # a draw is a game not won
    assert values["Rank"] == "**#3** of 40"
    assert values["Rating"] == "**1260** ±65 · peak 1275"
    assert embed.footer.text == EN("stats-explained-value")  # under the picture
    assert embed.image.url == "attachment://rating.png"
    assert values["Trend"] == "📈 +60 over the last 2 games"
    assert values["Streak"] == "2 losses in a row · best winning run: 3 wins"
    assert values["Fastest win"] == "94 s"
    assert values["Points series"] == "2 won · 1 lost · 0 drawn"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_figures_sit_together_above_the_picture_and_the_explanation_below(
    language: str,
) -> None:
    """Issue 26: no paragraph between the figures and the chart. Every field is a
    figure, side by side; what ± and ? mean is the footer, which Discord draws under
    the picture, as plain text (a footer draws no markdown)."""
    tr = ALL[language]
    stats = replace(
        _stats(rating=1741, peak_rating=None, deviation=130.0, provisional=True), draws=2
    )
    embed = standings.stats_embed("ann", "spit", stats, tr, "rating.png")
    assert all(field.inline for field in embed.fields)
    assert len(embed.fields) == 8 and all(len(field.value or "") <= 80 for field in embed.fields)
    footer = embed.footer.text or ""
    assert footer == plain(tr("stats-explained-value")) and "±" in footer and "?" in footer
    assert "*" not in footer and "\\" not in footer and len(footer) <= 2048
    assert embed.image.url == "attachment://rating.png"


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


def test_the_rank_says_why_a_rating_is_not_ranked_and_explains_its_mark() -> None:
    def shown(stats: PlayerStats) -> dict[str, str | None]:
        embed = standings.stats_embed("ann", "spit", stats, EN)
        return {f.name: f.value for f in embed.fields} | {"footer": embed.footer.text}

    new = shown(_stats(rating=1741, peak_rating=None, deviation=396.7, provisional=True))
    assert new["Rating"] == "**1741?** ±397"
    assert new["Rank"] == "not ranked yet: **?** marks a provisional rating"
    assert new["footer"] == EN("stats-explained-value")
    settling = shown(_stats(rating=1620, peak_rating=1650, deviation=92.0, ranked_players=3))
    assert settling["Rating"] == "**1620** ±92 · peak 1650"
    assert settling["Rank"] == "not ranked yet: a rating is ranked at ±75 or less"
    unrated = shown(_stats(rating=None, peak_rating=None))
    assert unrated["Rating"] == "unrated" and unrated["Rank"] == "—"
    assert unrated["footer"] is None  # nothing to explain without a rating
    assert unrated["Win rate"] == "100% of 1 game"
    never = standings.stats_embed("ann", "spit", replace(_stats(rating=None, peak_rating=None),
                                                          wins=0), EN)  # fmt: skip
    assert {f.name: f.value for f in never.fields}["Win rate"] == "—"


@pytest.mark.parametrize(
    ("language", "rate", "rank"),
    [
        ("en", "33% of 3 games", "**#2** of 21"),
        ("cs", "33\xa0% z 3 her", "**2.** z 21"),
        ("uk", "33% з 3 партій", "**2** з 21"),
        ("lv", "33% no 3 spēlēm", "**2.** no 21"),
        ("az", "33% (3 oyun)", "**2** (21 oyunçu arasında)"),
    ],
)
def test_rank_and_win_rate_in_every_language(language: str, rate: str, rank: str) -> None:
    stats = replace(
        _stats(rating=1700, peak_rating=1700, deviation=60.0, ranked=True),
        losses=1, draws=1, rank=2, ranked_players=21,
    )  # fmt: skip
    tr = ALL[language]
    values = {f.name: f.value for f in standings.stats_embed("ann", "spit", stats, tr).fields}
    assert (values[tr("stats-win-rate")], values[tr("stats-rank")]) == (rate, rank)


def test_the_rules_come_with_what_the_ratings_mean() -> None:
    shown = standings.ratings_embed(EN).description or ""
    assert shown.startswith("**Ratings**\n")
    assert "1500 ±500" in shown and "110" in shown and "75" in shown
