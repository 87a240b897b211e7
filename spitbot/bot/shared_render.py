"""What every game's board shows the same way: outcomes, summaries, the countdown,
the buttons shared by all games (rematch, resign), the "saving late" notice, and a
board another one replaced."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from ..engine import EndReason
from ..runtime import Board, Countdown, MatchInfo
from . import ids, layout
from .games import Drawn
from .i18n import Catalog, say


def names(match: MatchInfo) -> tuple[str, str]:
    return match.names()


def relative_time(wall_ms: int) -> str:
    """``<t:…:R>``: Discord writes "in 5 seconds" in each reader's own client language,
    which need not be the message's (Discord has no Latvian or Azerbaijani), so a
    catalog puts it after a colon or "·", never inside a sentence."""
    return f"<t:{wall_ms // 1000}:R>"


def when(countdown: Countdown | None, tr: Catalog) -> str:
    """Empty, or a space and the catalog's ``countdown``: what happens when it runs
    out, then the relative time after a colon (" · otherwise …: in 5 seconds")."""
    if countdown is None:
        return ""
    return " " + tr("countdown", kind=countdown.kind, time=relative_time(countdown.deadline_ms))


def who(countdown: Countdown | None, match: MatchInfo, tr: Catalog, both: str) -> str:
    if countdown is None or not countdown.seats or len(countdown.seats) == 2:
        return both
    return tr.join([match.players[s].name for s in countdown.seats])


def outcome_text(board: Board, tr: Catalog, lowest_wins: bool) -> str:
    state, match = board.state, board.match
    out = state.outcome
    if out is None:
        return tr("outcome-stopped")
    scores = state.scores
    if out.winner is None:
        if out.reason is EndReason.BLOCKED:
            return tr("outcome-blocked-draw")
        return tr("outcome-draw", first=scores[0], second=scores[1])
    winner, loser = match.players[out.winner].name, match.players[1 - out.winner].name
    if out.reason is EndReason.POINTS:
        message = "outcome-points-lowest" if lowest_wins else "outcome-points-highest"
        return tr(message, winner=winner, mine=scores[out.winner], theirs=scores[1 - out.winner])
    message = {
        EndReason.ALL_CARDS_PLAYED: "outcome-all-cards",
        EndReason.BLOCKED: "outcome-blocked",
        EndReason.RESIGNED: "outcome-resigned",
        EndReason.IDLE: "outcome-idle",
    }[out.reason]
    return tr(message, winner=winner, loser=loser)


def note_lines(board: Board, tr: Catalog) -> list[str]:
    """What just happened, whether the match is paused (the bot cut off from Discord),
    and whether results are waiting for the database."""
    lines = []
    if board.note is not None:
        match = board.match
        lines.append(f"*{say(board.note, tr, names(match), match.game_name)}*")
    if board.paused:
        lines.append(tr("board-paused"))
    if board.saving_late:
        lines.append(tr("board-saving-late"))
    return lines


def rematch_row(match_id: str, tr: Catalog, votes: int = 0, needed: int = 2) -> list[ids.Button]:
    label = tr("rematch-votes", votes=votes, needed=needed) if votes else tr("rematch")
    return [ids.Button(ids.rematch_id(match_id), label, discord.ButtonStyle.success, emoji="🔁")]


def resign_button(match_id: str, tr: Catalog) -> ids.Button:
    return ids.Button(ids.resign_id(match_id), tr("resign"), emoji="🏳️")


def points_line(board: Board, tr: Catalog, prefix: str, target: int) -> str:
    """A points series' line (V4 for Spit, P8 for Speed): the target and the scores,
    from ``<prefix>-points`` and ``<prefix>-points-value``."""
    first, second = names(board.match)
    scores = board.state.scores
    label = tr(f"{prefix}-points", target=target)
    value = tr(f"{prefix}-points-value", first=first, second=second, a=scores[0], b=scores[1])
    return f"{label}: {value}"


GREY = discord.Colour.dark_grey()


def replaced(match: MatchInfo, tr: Catalog) -> Drawn:
    """A second board of the same round (a restart after a long downtime posted it
    anew): pressed, it is closed and points to the live one."""
    first, second = match.names()
    return Drawn(view=layout.block(GREY, [tr("board-replaced", first=first, second=second)]))


def stopped(match: MatchInfo, tr: Catalog, notes: Sequence[str] = ()) -> Drawn:
    """A match an error stopped: its board (and its players' panels, ``notes`` on top)
    say so, with no buttons left."""
    first, second = match.names()
    parked = tr("match-parked", first=first, second=second)
    return Drawn(view=layout.block(GREY, [*notes, parked]))
