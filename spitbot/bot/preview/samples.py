"""The records the preview's store answers with: a player's stats and history (rated
by the store's own Glicko-2 maths, game after game), a leaderboard page and a points
series, in each language's names. Fixed data and a fixed seed: every run draws the same."""

from __future__ import annotations

import random
from datetime import UTC, date, datetime, timedelta

from ...store import (
    GuildSettings,
    LeaderboardPage,
    LeaderboardRow,
    MatchStatus,
    MonthRecord,
    PlayerHistory,
    PlayerRef,
    PlayerStats,
    RatingPoint,
    RoundRecord,
    SeriesView,
)
from ...store.ratings import RatingState, rate_game
from .world import CHANNEL_ID, GUILD_ID, NOW_MS, OTHER_CHANNEL_ID, SEATS, Cast, SampleStore

NOW = datetime.fromtimestamp(NOW_MS / 1000, UTC)
LADDER = (
    ("Mira", 1868),
    ("Tomás", 1821),
    ("Jun", 1790),
    ("Priya", 1744),
    ("Noah", 1702),
    ("Ines", 1671),
    ("Oskar", 1650),
    ("Zeynep", 1633),
    ("Ville", 1612),
    ("Ada", 1598),
)
"""The others on the leaderboard (players come from every country)."""


def history(user_id: int, game: str, games: int = 42, seed: int = 19) -> PlayerHistory:
    """A player's rated games, one every few hours up to now, rated by the real maths."""
    rng = random.Random(seed)
    me = RatingState()
    at = NOW - timedelta(days=75)
    points: list[RatingPoint] = []
    months: dict[date, tuple[int, int, int]] = {}
    for _ in range(games):
        at += timedelta(hours=rng.uniform(20, 48))
        opponent = RatingState(rng.gauss(1550, 120), 70, 0.06, games=50, rated_at=at)
        winner = rng.choice([0, 0, 0, 1, 1, None])
        _, (me, _) = rate_game(me, opponent, winner, at)
        points.append(RatingPoint(at, me.shown, me.deviation, me.games))
        month = at.date().replace(day=1)
        won, lost, drawn = months.get(month, (0, 0, 0))
        months[month] = (won + (winner == 0), lost + (winner == 1), drawn + (winner is None))
    return PlayerHistory(
        user_id,
        game,
        GUILD_ID,
        tuple(points),
        tuple(MonthRecord(m, *r) for m, r in sorted(months.items())),
        3,
    )


def stats(name: str, game: str, past: PlayerHistory) -> PlayerStats:
    wins = sum(m.wins for m in past.months)
    losses = sum(m.losses for m in past.months)
    draws = sum(m.draws for m in past.months)
    last = past.ratings[-1]
    return PlayerStats(
        user_id=past.user_id,
        name=name,
        game=game,
        scope_guild_id=GUILD_ID,
        wins=wins,
        losses=losses,
        draws=draws,
        rating=last.rating,
        rated_games=last.games,
        peak_rating=max(p.rating for p in past.ratings if not p.provisional),
        rating_trend=tuple(p.rating for p in past.ratings[-10:]),
        series_won=3,
        series_lost=2,
        series_drawn=0,
        current_streak=past.current_streak,
        best_win_streak=6,
        fastest_win_seconds=41.6,
        rank=4,
        deviation=last.deviation,
        provisional=last.provisional,
        ranked=last.deviation <= 75,
    )


def leaderboard(
    me: str, game: str, guild_id: int | None, rating: int, ladder: tuple[str, ...] | None = None
) -> LeaderboardPage:
    """Page 1 of 3: ten players, the caller fourth (``ladder``: the others' names)."""
    others = LADDER if ladder is None else tuple(zip(ladder, (s for _, s in LADDER), strict=False))
    people = [*others[:3], (me, rating), *others[3:9]]
    rows = []
    for rank, (name, shown) in enumerate(people, start=1):
        user_id = SEATS[0] if name == me else 900 + rank
        wins = 40 - rank * 2
        rows.append(
            LeaderboardRow(
                rank, user_id, name, shown, wins + 20, wins, 18, 2, shown + 20, False, 52.0 + rank
            )
        )
    return LeaderboardPage(game, guild_id, 1, 10, 27, 3, tuple(rows), rows[3])


def series(first: str, second: str, game: str = "spit") -> SeriesView:
    """A points series to 100 (V4: the lowest score wins), four rounds in."""
    played = (
        RoundRecord(1, (4, 12), (4, 12)),
        RoundRecord(2, (0, 9), (0, 9)),
        RoundRecord(3, (15, 0), (15, 0)),
        RoundRecord(4, (2, 6), (2, 6)),
    )
    totals = (sum(r.points[0] for r in played), sum(r.points[1] for r in played))
    return SeriesView(
        "f" * 32,
        game,
        GUILD_ID,
        CHANNEL_ID,
        PlayerRef(SEATS[0], first),
        PlayerRef(SEATS[1], second),
        "5,slap,any,points:100",
        MatchStatus.LIVE,
        100,
        totals,
        played,
        False,
        None,
        False,
        NOW - timedelta(minutes=25),
        None,
    )


def store(language: str, games: tuple[str, ...], cast: Cast | None = None) -> SampleStore:
    """What the store answers in ``language``'s server: its language set, Spit's default
    variant unchanged and Speed's with side piles of 5, games in two channels; its
    people are ``cast`` (each language's own when None)."""
    cast = cast or Cast.of(language)
    first, second = cast.first, cast.second
    settings = GuildSettings(
        GUILD_ID, {"speed": "5,game"}, 150, language, frozenset({CHANNEL_ID, OTHER_CHANNEL_ID})
    )
    histories = {game: history(SEATS[0], game, seed=19 + n) for n, game in enumerate(games)}
    played = {game: stats(first, game, past) for game, past in histories.items()}
    boards = {
        (game, scope): leaderboard(first, game, scope, played[game].rating or 1500, cast.ladder)
        for game in games
        for scope in (GUILD_ID, None)
    }
    return SampleStore(settings, played, histories, boards, series(first, second))
