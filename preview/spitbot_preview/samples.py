"""The records the preview's store answers with: a player's stats and history (rated
by the store's own Glicko-2 maths, game after game), a leaderboard page and a points
series, in each language's names. Fixed data and a fixed seed: every run draws the same.

They agree with each other as the store's would: the stats count the history's games
(their streaks too), the rank is the caller's place on the server's leaderboard page of
the same game, "of" as many players as that ladder ranks, and each page lists its
players in order of rating, the caller where their rating puts them
(``tests/bot/test_preview_samples.py``)."""

from __future__ import annotations

import dataclasses
import itertools
import math
import random
from datetime import UTC, date, datetime, timedelta

from spitbot.bot.plugins import plugin_of
from spitbot.engine import find_game
from spitbot.engine.options import SCORING, TARGET, make_variant
from spitbot.store import (
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
from spitbot.store.ratings import RANKED_DEVIATION, RatingState, rate_game

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
"""The top of the server's ladder, the caller apart (players come from every country)."""
SERVER_RANKED = 27
"""The players ranked on the server's ladder, the caller among them when ranked."""
EVERYWHERE_RANKED = 1_204
"""The players ranked on the ladder of every server."""
PAGE_SIZE = 10


@dataclasses.dataclass(frozen=True)
class Played:
    """A player's rated games: their history, and each game's winner (0: the player,
    1: the opponent, None: a draw), oldest first."""

    history: PlayerHistory
    winners: tuple[int | None, ...]


def play(user_id: int, game: str, games: int = 42, seed: int = 19) -> Played:
    """A player's rated games, one every few hours up to now, rated by the real maths."""
    rng = random.Random(seed)
    me = RatingState()
    at = NOW - timedelta(days=75)
    points: list[RatingPoint] = []
    months: dict[date, tuple[int, int, int]] = {}
    winners: list[int | None] = []
    for _ in range(games):
        at += timedelta(hours=rng.uniform(20, 48))
        opponent = RatingState(rng.gauss(1550, 120), 70, 0.06, games=50, rated_at=at)
        winner = rng.choice([0, 0, 0, 1, 1, None])
        _, (me, _) = rate_game(me, opponent, winner, at)
        points.append(RatingPoint(at, me.shown, me.deviation, me.games))
        month = at.date().replace(day=1)
        won, lost, drawn = months.get(month, (0, 0, 0))
        months[month] = (won + (winner == 0), lost + (winner == 1), drawn + (winner is None))
        winners.append(winner)
    history = PlayerHistory(
        user_id,
        game,
        GUILD_ID,
        tuple(points),
        tuple(MonthRecord(m, *r) for m, r in sorted(months.items())),
        current_streak(winners),
    )
    return Played(history, tuple(winners))


def current_streak(winners: list[int | None]) -> int:
    """The run the games end on, as the store counts it: wins in a row (> 0), losses in
    a row (< 0), 0 after a draw or before any game."""
    if not winners or winners[-1] is None:
        return 0
    last = winners[-1]
    run = sum(1 for _ in itertools.takewhile(lambda w: w == last, reversed(winners)))
    return run if last == 0 else -run


def best_win_streak(winners: tuple[int | None, ...]) -> int:
    """The longest run of wins."""
    return max((len(list(run)) for won, run in itertools.groupby(winners) if won == 0), default=0)


def stats(name: str, game: str, played: Played) -> PlayerStats:
    """The player's stats as the store reads them from ``played`` (every game rated),
    placed on no leaderboard yet (:func:`placed` does)."""
    past = played.history
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
        best_win_streak=best_win_streak(played.winners),
        fastest_win_seconds=41.6,
        deviation=last.deviation,
        provisional=last.provisional,
        ranked=last.deviation <= RANKED_DEVIATION,
    )


def others(guild_id: int | None, ladder: tuple[str, ...] | None = None) -> list[LeaderboardRow]:
    """Every ranked player but the caller, best first, not yet ranked: on the server,
    :data:`LADDER` and more below it; everywhere, a long ladder from higher up
    (``ladder``: the names of its top ten, in place of LADDER's)."""
    names = [name for name, _ in LADDER] if ladder is None else list(ladder)
    top = [rating for _, rating in LADDER]
    if guild_id is None:
        top, count, floor = [rating + 300 for rating in top], EVERYWHERE_RANKED - 1, 1250
    else:
        count, floor = SERVER_RANKED - 1, 1450
    below = count - len(top)
    ratings = top + [round(top[-1] - (top[-1] - floor) * (n + 1) / below) for n in range(below)]
    rows = []
    for place, rating in enumerate(ratings, start=1):
        wins, losses, draws = 60 - place % 40, 18 + place % 13, 2 + place % 3
        rows.append(
            LeaderboardRow(
                None, 900 + place, names[(place - 1) % len(names)], rating,
                wins + losses + draws, wins, losses, draws, rating + 20, False,
                48.0 + place % 25,
            )
        )  # fmt: skip
    return rows


def leaderboard(
    mine: PlayerStats, guild_id: int | None, ladder: tuple[str, ...] | None = None
) -> LeaderboardPage:
    """Page 1 of the ladder of ``mine``'s game in a scope, asked for by ``mine``'s
    player: everyone ranked in order of rating (competition ranking: equal ratings
    share a place), the caller where their rating puts them, or unranked (and not
    counted) while their rating is not settled."""
    assert mine.rating is not None and mine.deviation is not None
    caller = LeaderboardRow(
        None, mine.user_id, mine.name or "", mine.rating, mine.rated_games, mine.wins,
        mine.losses, mine.draws, mine.peak_rating, mine.provisional, mine.deviation,
    )  # fmt: skip
    everyone = others(guild_id, ladder) + ([caller] if mine.ranked else [])
    everyone.sort(key=lambda row: (row.rating, row.games, row.user_id), reverse=True)  # as read
    above: dict[int, int] = {}  # by rating: how many are rated higher (best first)
    for place, row in enumerate(everyone):
        above.setdefault(row.rating, place)
    shown = everyone[:PAGE_SIZE] + [row for row in everyone if row.user_id == caller.user_id]
    ranked = [dataclasses.replace(row, rank=1 + above[row.rating]) for row in shown]
    caller = next((row for row in ranked if row.user_id == caller.user_id), caller)
    total = len(everyone)
    pages = max(1, math.ceil(total / PAGE_SIZE))
    return LeaderboardPage(
        mine.game, guild_id, 1, PAGE_SIZE, total, pages, tuple(ranked[:PAGE_SIZE]), caller
    )


def placed(mine: PlayerStats, board: LeaderboardPage) -> PlayerStats:
    """``mine`` with the place the server's leaderboard of that game gives them: the
    caller's rank there, of as many players as it ranks."""
    rank = board.caller.rank if board.caller is not None else None
    return dataclasses.replace(mine, rank=rank, ranked_players=board.total)


def series(first: str, second: str, game: str) -> SeriesView:
    """A points series of ``game`` to 100, four rounds in."""
    variant = make_variant(find_game(game).default_variant, {SCORING.name: "points",
                                                              TARGET.name: 100})  # fmt: skip
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
        variant.key(),
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


def server_variants(games: tuple[str, ...]) -> dict[str, str]:
    """The sample server's default variants: the first game's as it is, each other's with
    the options its gallery's challenge picks, but for a points series (Speed's: side
    piles of 5)."""
    chosen = {}
    for game in games[1:]:
        plugin = plugin_of(game)
        own = {
            k: v for k, v in plugin.gallery_variant.items() if k not in (SCORING.name, TARGET.name)
        }
        if own:
            chosen[game] = make_variant(plugin.game.default_variant, own).key()
    return chosen


def store(language: str, games: tuple[str, ...], cast: Cast | None = None) -> SampleStore:
    """What the store answers in ``language``'s server: its language set, its own default
    variants (:func:`server_variants`), games in two channels, a points series of the
    first game that plays them; its people are ``cast`` (each language's own when None)."""
    cast = cast or Cast.of(language)
    first, second = cast.first, cast.second
    settings = GuildSettings(GUILD_ID, server_variants(games), 150, language,
                             frozenset({CHANNEL_ID, OTHER_CHANNEL_ID}))  # fmt: skip
    scored = next(g for g in games if any(o.name == SCORING.name for o in find_game(g).options))
    games_played = {game: play(SEATS[0], game, seed=19 + n) for n, game in enumerate(games)}
    mine = {game: stats(first, game, played) for game, played in games_played.items()}
    boards = {
        (game, scope): leaderboard(mine[game], scope, cast.ladder)
        for game in games
        for scope in (GUILD_ID, None)
    }
    # /spit stats gives the place on this server's leaderboard (PlayerStats.rank).
    mine = {game: placed(found, boards[(game, GUILD_ID)]) for game, found in mine.items()}
    histories = {game: played.history for game, played in games_played.items()}
    return SampleStore(settings, mine, histories, boards, series(first, second, scored))
