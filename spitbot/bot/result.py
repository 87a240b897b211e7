"""The result card: a finished match's last board, the same for every game. The
winner first and big, how the match was won and the final score, each player's rating
change and new rating, the game's own summary, then Rematch and Stats."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import discord

from ..runtime import Board
from ..store import RatingChange
from . import ids, layout, seats
from .games import Drawn, GameUI
from .i18n import Catalog
from .shared_render import note_lines, outcome_text, points_line, rematch_row
from .standings import shown_rating

GOLD = discord.Colour.gold()


def card(
    board: Board,
    ui: GameUI,
    tr: Catalog,
    ratings: Sequence[RatingChange] | None,
    rematch: tuple[int, int, bool] | None = None,
) -> Drawn:
    """The result card of ``board`` (its match over). ``ratings``: the changes the match
    made in its server's ladder (None: not known yet, e.g. while results are saved
    late); ``rematch``: the votes on the Rematch button, or that the rematch is on."""
    state, match = board.state, board.match
    outcome = state.outcome
    winner = outcome.winner if outcome is not None else None
    heading = (
        tr("result-winner", winner=match.players[winner].name)
        if winner is not None
        else tr("result-draw")
    )
    lowest = ui.lowest_score_wins(match.variant)
    lines = [f"# 🏆 {heading}" if winner is not None else f"# {heading}"]
    lines += [outcome_text(board, tr, lowest_wins=lowest)]
    points = ui.points_target(match.variant)
    if points is not None:
        lines.append(points_line(board, tr, ui.game.name, points))
    lines += _ratings(board, tr, ratings)
    # What just happened is the outcome line above: only the notice of results saved late.
    lines += note_lines(replace(board, note=None), tr)
    small = [*ui.summary(board, tr)]
    if _provisional(board, ratings):  # say what the "?" after a rating means
        small.append(tr("result-provisional"))
    if rematch is None or not rematch[2]:
        small.append(tr("summary-rematch"))
    small.append(ui.footer(board, tr))
    return Drawn(view=layout.block(GOLD, lines, _buttons(board, tr, rematch), small))


def _ratings(board: Board, tr: Catalog, ratings: Sequence[RatingChange] | None) -> list[str]:
    match = board.match
    if not match.rated:
        return [tr("result-unrated")]
    if ratings is None:
        ratings = ()
    scope = match.guild_id
    lines = []
    for seat, player in enumerate(match.players):
        change = next(
            (c for c in ratings if c.user_id == player.user_id and c.scope_guild_id == scope),
            None,
        )
        if change is None:
            continue
        delta = f"{change.delta:+d}".replace("-", "−")
        text = tr(
            "result-rating",
            name=player.name,
            before=shown_rating(change.before, change.provisional_before),
            after=shown_rating(change.after, change.provisional_after),
            delta=delta,
        )
        lines.append(seats.marked(seat, text))
    return lines or [tr("result-ratings-pending")]


def _provisional(board: Board, ratings: Sequence[RatingChange] | None) -> bool:
    scope = board.match.guild_id
    return any(
        c.provisional_before or c.provisional_after
        for c in ratings or ()
        if c.scope_guild_id == scope and board.match.seat_of(c.user_id) is not None
    )


def _buttons(
    board: Board, tr: Catalog, rematch: tuple[int, int, bool] | None
) -> list[list[ids.Button]]:
    match = board.match
    stats = ids.Button(ids.stats_id(match.game_name), tr("result-button-stats"), emoji="📊")
    if rematch is not None and rematch[2]:  # the rematch is on: its board is below
        return [[stats]]
    votes, needed = rematch[:2] if rematch is not None else (0, 2)
    # One a row: side by side, "Rematch (1/2)" and "My stats" wrap on a 390 px phone.
    return [rematch_row(match.match_id, tr, votes, needed), [stats]]
