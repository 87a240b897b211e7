"""Stats, leaderboards, series and server settings, as embeds and text; the words
of their pictures (:mod:`.pictures`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from ..engine import find_game
from ..store import (
    GuildSettings,
    LeaderboardPage,
    LeaderboardRow,
    PlayerHistory,
    PlayerStats,
    SeriesView,
)
from . import ids
from .i18n import LANGUAGES, Catalog, Markdown, in_code, plain, shown
from .pictures import RatingWords, SeriesWords
from .plugins import all_uis
from .servers import default_variant
from .shared_render import channel_list

if TYPE_CHECKING:
    from .servers import ServerSettings


def _trend(values: tuple[int, ...], tr: Catalog) -> str:
    if len(values) < 2:
        return tr("stats-none")
    change = values[-1] - values[0]
    arrow = "📈" if change > 0 else "📉" if change < 0 else "➖"
    return tr("stats-trend-value", arrow=arrow, change=f"{change:+d}", games=len(values) - 1)


def shown_rating(rating: int, provisional: bool) -> str:
    """A rating as players read it: ``1742`` settled, ``1742?`` while provisional."""
    return f"{rating}?" if provisional else str(rating)


def _rating(stats: PlayerStats, tr: Catalog) -> str:
    if stats.rating is None or stats.deviation is None:
        return tr("stats-unrated")
    parts = [
        tr(
            "stats-rating-now",
            rating=shown_rating(stats.rating, stats.provisional),
            deviation=str(round(stats.deviation)),
        )
    ]
    if stats.peak_rating is not None:
        parts.append(tr("stats-rating-peak", peak=str(stats.peak_rating)))
    return " · ".join(parts)


def _rank(stats: PlayerStats, tr: Catalog) -> str:
    """The player's place on the leaderboard of the stats' scope, or why they have none."""
    if stats.rating is None:
        return tr("stats-none")
    if stats.rank is not None:
        return tr("stats-rank-value", rank=stats.rank, total=stats.ranked_players)
    if stats.provisional:
        return tr("stats-rank-provisional")  # says what the rating's "?" means
    return tr("stats-rank-unsettled")


def _win_rate(stats: PlayerStats, tr: Catalog) -> str:
    """Wins over finished games (a draw is a game not won), as the language writes a
    percentage."""
    if stats.win_rate is None:
        return tr("stats-none")
    return tr("stats-win-rate-value", rate=stats.win_rate, games=stats.games)


def stats_embed(
    name: str, game: str, stats: PlayerStats, tr: Catalog, picture: str | None = None
) -> discord.Embed:
    """The stats of one player in one game; ``picture``, the file name of its
    attached picture, shows it in the embed."""
    embed = discord.Embed(
        title=tr("stats-title", name=name, game=game), colour=discord.Colour.blurple()
    )
    embed.add_field(name=tr("stats-record"), value=f"{stats.wins} · {stats.losses} · {stats.draws}")
    embed.add_field(name=tr("stats-win-rate"), value=_win_rate(stats, tr))
    embed.add_field(name=tr("stats-rank"), value=_rank(stats, tr))
    embed.add_field(name=tr("stats-rating"), value=_rating(stats, tr))
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
    if stats.rating is not None:
        # What ± and ? mean, in the footer: Discord draws it under the picture, so no
        # paragraph stands between the figures and the chart. A footer draws no markdown.
        embed.set_footer(text=plain(tr("stats-explained-value")))
    if picture is not None:
        embed.set_image(url=f"attachment://{picture}")
    return embed


def ratings_embed(tr: Catalog) -> discord.Embed:
    """What the ratings and their numbers mean, under a game's rules (``/spit rules``)."""
    return discord.Embed(description=tr("ratings-rules"), colour=discord.Colour.blurple())


def rating_words(name: str, game: str, history: PlayerHistory, tr: Catalog) -> RatingWords:
    """The words of the ``/spit stats`` picture, in the reader's language."""
    streak = history.current_streak
    if streak > 0:
        said = tr("picture-streak-wins", count=streak)
    elif streak < 0:
        said = tr("picture-streak-losses", count=-streak)
    else:
        said = tr("picture-streak-none")
    return RatingWords(
        title=plain(tr("picture-rating-title", name=name, game=game)),
        streak=said,
        streak_sign=streak,
        provisional=tr("picture-provisional"),
        deviation=tr("picture-deviation"),
        months=tr("picture-months"),
        wins=tr("picture-wins"),
        losses=tr("picture-losses"),
        draws=tr("picture-draws"),
        no_rating=tr("picture-no-rating"),
        no_months=tr("picture-no-months"),
    )


def series_words(view: SeriesView, tr: Catalog) -> SeriesWords:
    """The words of the ``/spit series`` picture."""
    game = find_game(view.game).name
    return SeriesWords(
        title=plain(tr("series-title", game=game, target=view.target, first=view.seat0.name,
                       second=view.seat1.name)),
        first=view.seat0.name,
        second=view.seat1.name,
        rounds=tr("series-round", game=game),
        target=tr("picture-target", target=view.target),
    )  # fmt: skip


def settings_text(
    settings: GuildSettings, servers: ServerSettings, tr: Catalog, setting: str
) -> str:
    """The server's settings; ``setting`` is how to type the language option."""
    channels = settings.allowed_channel_ids
    where = channel_list(channels) if channels else tr("settings-every-channel")
    lines = [tr("settings-title")]
    for ui in all_uis():
        game = ui.game
        variant = default_variant(settings, game)
        lines.append(tr("settings-variant", game=game.name, variant=ui.describe(variant, tr)))
    lines.append(tr("settings-window", ms=servers.window_ms(settings)))
    lines.append(tr("settings-channels", where=where))
    language_name = servers.public(settings.guild_id).self_name()
    chosen = settings.language in LANGUAGES
    message = "settings-language" if chosen else "settings-language-auto"
    lines.append(tr(message, language_name=language_name, setting=f"{setting}:"))
    if settings.event_role_id is None:
        lines.append(tr("settings-event-role-none"))
    else:
        lines.append(tr("settings-event-role", role=Markdown(f"<@&{settings.event_role_id}>")))
    return "\n".join(lines)


MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}
"""The top three's places (ties share one: competition ranking gives 1, 2, 2, 4)."""


def _row(row: LeaderboardRow, me: int | None, mention: bool, tr: Catalog) -> str:
    """One player's line: place, who, rating ±deviation (wins–losses–draws). ``mention``:
    the player as a mention (a server's leaderboard, whose players Discord can name
    there), else by name (everywhere: most players are no members here, and a mention
    of a user the reader's client does not know shows as ``@unknown-user``)."""
    mark = f" {tr('leaderboard-you')}" if row.user_id == me else ""
    if row.rank is None:
        place, unranked = "`  –.`", f" · {tr('leaderboard-unranked')}"
    else:
        place, unranked = MEDALS.get(row.rank) or f"`{row.rank:>3}.`", ""
    who = f"<@{row.user_id}>" if mention else f"**{shown(row.name)}**"
    return (
        f"{place} {who} {shown_rating(row.rating, row.provisional)} "
        f"±{round(row.deviation)} ({row.wins}–{row.losses}–{row.draws}){mark}{unranked}"
    )


def leaderboard_embed(
    board: LeaderboardPage, game: str, server: str | None, tr: Catalog
) -> discord.Embed:
    """A page of a leaderboard (``server``: the server's name; ``None`` for the one of
    every server), with the caller's own row below it when it is not on the page. Its
    players are mentions on a server's leaderboard: send it with mentions that ping
    nobody (:data:`NOBODY`)."""
    me = board.caller.user_id if board.caller else None
    mention = board.scope_guild_id is not None
    lines = [_row(row, me, mention, tr) for row in board.rows] or [tr("leaderboard-none-ranked")]
    shown = list(board.rows)
    if board.caller is not None and not board.caller_on_page:
        lines += ["…", _row(board.caller, me, mention, tr)]
        shown.append(board.caller)
    title = (
        tr("leaderboard-server", server=server, game=game)
        if server is not None
        else tr("leaderboard-global", game=game)
    )
    embed = discord.Embed(title=title, description="\n".join(lines), colour=discord.Colour.gold())
    footer = [
        tr("leaderboard-footer-ranked", page=board.page, pages=board.pages, total=board.total)
    ]
    if any(row.provisional for row in shown):  # only a caller's row can be: ranked is settled
        footer.append(tr("leaderboard-footer-provisional"))
    embed.set_footer(text=" · ".join(footer))
    return embed


NOBODY = discord.AllowedMentions.none()
"""A leaderboard names its players as mentions, and pings none of them."""


def leaderboard_view(board: LeaderboardPage, caller: int, tr: Catalog) -> discord.ui.View | None:
    """◀️ ▶️ to page through a leaderboard in place (None: it has one page). Each button
    names the page it leads to (:func:`.ids.leaderboard_id`); at the first and the last
    page, the one that would lead nowhere is disabled."""
    if board.pages <= 1:
        return None
    everywhere = board.scope_guild_id is None

    def to(page: int, message: str, emoji: str, nowhere: bool) -> ids.Button:
        custom_id = ids.leaderboard_id(everywhere, board.game, page, caller)
        return ids.Button(custom_id, tr(message), disabled=nowhere, emoji=emoji)

    return ids.buttons(
        [
            [
                to(board.page - 1, "leaderboard-button-previous", "◀\ufe0f", board.page <= 1),
                to(board.page + 1, "leaderboard-button-next", "▶\ufe0f", board.page >= board.pages),
            ]
        ]
    )


def _column(name: str, width: int = 12) -> str:
    """A name heading a column of the series table (in code): its first ``width``
    characters, right-aligned by what was written (the marks that keep its direction
    inside it take no room)."""
    cut = name[:width]
    return " " * (width - len(cut)) + in_code(cut)


def series_embed(view: SeriesView, tr: Catalog, picture: str | None = None) -> discord.Embed:
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
    lines = [f"`{round_word:<{width}}  {_column(a)}  {_column(b)}`"]
    for r in view.rounds[-20:]:
        lines.append(f"`{r.round_no:>{width}}  {r.points[0]:>12}  {r.points[1]:>12}`")
    lines.append(f"`{total_word:<{width}}  {view.totals[0]:>12}  {view.totals[1]:>12}`")
    game = find_game(view.game).name
    embed = discord.Embed(
        title=tr("series-title", game=game, target=view.target, first=a, second=b),
        description="\n".join(lines),
        colour=discord.Colour.teal(),
    )
    embed.set_footer(text=plain(f"{status} {tr('series-rule', game=game)}"))  # drawn plain
    if picture is not None:
        embed.set_image(url=f"attachment://{picture}")
    return embed
