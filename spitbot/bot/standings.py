"""Stats, leaderboards and points series as embeds."""

from __future__ import annotations

import discord

from ..engine import Variant
from ..store import GuildSettings, LeaderboardPage, LeaderboardRow, PlayerStats, SeriesView


def _trend(values: tuple[int, ...]) -> str:
    if len(values) < 2:
        return "—"
    change = values[-1] - values[0]
    arrow = "📈" if change > 0 else "📉" if change < 0 else "➖"
    return f"{arrow} {change:+d} over the last {len(values) - 1} games"


def stats_embed(name: str, stats: PlayerStats) -> discord.Embed:
    embed = discord.Embed(title=f"{name}'s Spit record", colour=discord.Colour.blurple())
    embed.add_field(
        name="Wins · losses · draws", value=f"{stats.wins} · {stats.losses} · {stats.draws}"
    )
    rating = "unrated" if stats.rating is None else f"{stats.rating} (peak {stats.peak_rating})"
    embed.add_field(name="Rating", value=rating)
    embed.add_field(name="Trend", value=_trend(stats.rating_trend))
    embed.add_field(
        name="Points series",
        value=f"{stats.series_won} won · {stats.series_lost} lost · {stats.series_drawn} drawn",
    )
    streak = stats.current_streak
    current = f"{streak} win{'s' if streak != 1 else ''}" if streak >= 0 else f"{-streak} losses"
    embed.add_field(name="Streak", value=f"now {current} · best {stats.best_win_streak} wins")
    fastest = stats.fastest_win_seconds
    embed.add_field(name="Fastest win", value="—" if fastest is None else f"{fastest:.0f} s")
    return embed


def settings_text(settings: GuildSettings, variant: Variant) -> str:
    channels = settings.allowed_channel_ids
    where = ", ".join(f"<#{c}>" for c in sorted(channels)) if channels else "every channel"
    return (
        "**SpitBot settings for this server**\n"
        f"• Default variant: {variant.describe()}\n"
        f"• Settle window: {settings.settle_window_ms} ms\n"
        f"• Games may be played in: {where}"
    )


def _row(row: LeaderboardRow, me: int | None) -> str:
    mark = " ← you" if row.user_id == me else ""
    provisional = "?" if row.provisional else ""
    return (
        f"`{row.rank:>3}.` **{row.name}** {row.rating}{provisional} "
        f"({row.wins}–{row.losses}–{row.draws}){mark}"
    )


def leaderboard_embed(board: LeaderboardPage, title: str) -> discord.Embed:
    me = board.caller.user_id if board.caller else None
    lines = [_row(row, me) for row in board.rows] or ["Nobody has a rating here yet."]
    if board.caller is not None and not board.caller_on_page:
        lines += ["…", _row(board.caller, me)]
    embed = discord.Embed(title=title, description="\n".join(lines), colour=discord.Colour.gold())
    embed.set_footer(
        text=f"Page {board.page} of {board.pages} · {board.total} rated players · ? = provisional"
    )
    return embed


def series_embed(view: SeriesView) -> discord.Embed:
    a, b = view.seat0.name, view.seat1.name
    if view.finished:
        if view.is_draw:
            status = "finished: a draw"
        else:
            winner = a if view.winner_seat == 0 else b
            status = f"finished: {winner} wins (lowest score)"
    else:
        status = "in progress"
    lines = [f"`Round  {a[:12]:>12}  {b[:12]:>12}`"]
    for r in view.rounds[-20:]:
        lines.append(f"`{r.round_no:>5}  {r.points[0]:>12}  {r.points[1]:>12}`")
    lines.append(f"`Total  {view.totals[0]:>12}  {view.totals[1]:>12}`")
    embed = discord.Embed(
        title=f"Points series to {view.target}: {a} vs {b}",
        description="\n".join(lines),
        colour=discord.Colour.teal(),
    )
    embed.set_footer(text=f"Series {status}. Every card still held at a round's end is a point.")
    return embed
