"""Stats, leaderboards, series and server settings, as embeds and text."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from ..engine import find_game
from ..store import GuildSettings, LeaderboardPage, LeaderboardRow, PlayerStats, SeriesView
from .i18n import LANGUAGES, Catalog
from .servers import default_variant
from .uis import all_uis

if TYPE_CHECKING:
    from .servers import ServerSettings


def _trend(values: tuple[int, ...], tr: Catalog) -> str:
    if len(values) < 2:
        return tr("stats-none")
    change = values[-1] - values[0]
    arrow = "📈" if change > 0 else "📉" if change < 0 else "➖"
    return tr("stats-trend-value", arrow=arrow, change=f"{change:+d}", games=len(values) - 1)


def stats_embed(name: str, game: str, stats: PlayerStats, tr: Catalog) -> discord.Embed:
    embed = discord.Embed(
        title=tr("stats-title", name=name, game=game), colour=discord.Colour.blurple()
    )
    embed.add_field(name=tr("stats-record"), value=f"{stats.wins} · {stats.losses} · {stats.draws}")
    rating = (
        tr("stats-unrated")
        if stats.rating is None
        else tr("stats-rating-value", rating=str(stats.rating), peak=str(stats.peak_rating))
    )
    embed.add_field(name=tr("stats-rating"), value=rating)
    embed.add_field(name=tr("stats-trend"), value=_trend(stats.rating_trend, tr))
    embed.add_field(
        name=tr("stats-series"),
        value=tr(
            "stats-series-value",
            won=stats.series_won,
            lost=stats.series_lost,
            drawn=stats.series_drawn,
        ),
    )
    streak, best = stats.current_streak, stats.best_win_streak
    current = (
        tr("stats-streak-wins", count=streak, best=best)
        if streak >= 0
        else tr("stats-streak-losses", count=-streak, best=best)
    )
    embed.add_field(name=tr("stats-streak"), value=current)
    fastest = stats.fastest_win_seconds
    embed.add_field(
        name=tr("stats-fastest"),
        value=tr("stats-none") if fastest is None else tr("stats-seconds", seconds=round(fastest)),
    )
    return embed


def settings_text(
    settings: GuildSettings, servers: ServerSettings, tr: Catalog, setting: str
) -> str:
    """The server's settings; ``setting`` is how to type the language option."""
    channels = settings.allowed_channel_ids
    where = (
        ", ".join(f"<#{c}>" for c in sorted(channels)) if channels else tr("settings-every-channel")
    )
    lines = [tr("settings-title")]
    for ui in all_uis():
        game = ui.game
        variant = default_variant(settings, game)
        lines.append(tr("settings-variant", game=game.name, variant=ui.describe(variant, tr)))
    lines.append(tr("settings-window", ms=servers.window_ms(settings)))
    lines.append(tr("settings-channels", where=where))
    language = servers.language(settings.guild_id)
    chosen = settings.language in LANGUAGES
    message = "settings-language" if chosen else "settings-language-auto"
    lines.append(tr(message, language=language, setting=f"{setting}:"))
    return "\n".join(lines)


def _row(row: LeaderboardRow, me: int | None, tr: Catalog) -> str:
    mark = f" {tr('leaderboard-you')}" if row.user_id == me else ""
    provisional = "?" if row.provisional else ""
    return (
        f"`{row.rank:>3}.` **{row.name}** {row.rating}{provisional} "
        f"({row.wins}–{row.losses}–{row.draws}){mark}"
    )


def leaderboard_embed(
    board: LeaderboardPage, game: str, server: str | None, tr: Catalog
) -> discord.Embed:
    me = board.caller.user_id if board.caller else None
    lines = [_row(row, me, tr) for row in board.rows] or [tr("leaderboard-empty")]
    if board.caller is not None and not board.caller_on_page:
        lines += ["…", _row(board.caller, me, tr)]
    title = (
        tr("leaderboard-server", server=server, game=game)
        if server
        else tr("leaderboard-global", game=game)
    )
    embed = discord.Embed(title=title, description="\n".join(lines), colour=discord.Colour.gold())
    embed.set_footer(
        text=tr("leaderboard-footer", page=board.page, pages=board.pages, total=board.total)
    )
    return embed


def series_embed(view: SeriesView, tr: Catalog) -> discord.Embed:
    a, b = view.seat0.name, view.seat1.name
    if view.finished:
        if view.is_draw:
            status = tr("series-draw")
        else:
            status = tr("series-won", winner=a if view.winner_seat == 0 else b)
    else:
        status = tr("series-in-progress")
    round_word, total_word = tr("series-round", game=view.game), tr("series-total")
    width = max(len(round_word), len(total_word))
    lines = [f"`{round_word:<{width}}  {a[:12]:>12}  {b[:12]:>12}`"]
    for r in view.rounds[-20:]:
        lines.append(f"`{r.round_no:>{width}}  {r.points[0]:>12}  {r.points[1]:>12}`")
    lines.append(f"`{total_word:<{width}}  {view.totals[0]:>12}  {view.totals[1]:>12}`")
    game = find_game(view.game).name
    embed = discord.Embed(
        title=tr("series-title", game=game, target=view.target, first=a, second=b),
        description="\n".join(lines),
        colour=discord.Colour.teal(),
    )
    embed.set_footer(text=f"{status} {tr('series-rule', game=game)}")
    return embed
