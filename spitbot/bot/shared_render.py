"""What every game's board shows the same way: outcomes, summaries, the countdown,
the buttons shared by all games (rematch, resign), the "saving late" notice, and a
board another one replaced."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import discord

from ..engine import Card, EndReason
from ..runtime import Board, MatchInfo
from . import ids, layout, seats
from .games import Drawn
from .i18n import Catalog, Markdown, say


def names(match: MatchInfo) -> tuple[str, str]:
    return match.names()


def relative_time(wall_ms: int) -> Markdown:
    """``<t:…:R>``: Discord writes "in 5 seconds" in each reader's own client language,
    which need not be the message's (Discord has no Latvian or Azerbaijani), so a
    catalog puts it after a colon or "·", never inside a sentence."""
    return Markdown(f"<t:{wall_ms // 1000}:R>")


def pile_cards(cards: int | None, tr: Catalog) -> Markdown:
    """How many cards a centre pile holds, in words (None: the pile is not in use)."""
    return tr("pile-not-used") if cards is None else tr("pile-cards", cards=cards)


def pile_sizes(left: str, right: str, tr: Catalog) -> str:
    """Both centre piles' sizes, in small print under the heading of their tops."""
    return f"-# {tr('pile-sizes', left=left, right=right)}"


def clock_time(wall_ms: int) -> Markdown:
    """``<t:…:T>``: a time of day, as each reader's client writes it (for a sentence that
    needs a time: a relative one must stand alone)."""
    return Markdown(f"<t:{wall_ms // 1000}:T>")


def channel_list(channel_ids: Iterable[int]) -> Markdown:
    """The channels as Discord names them (``#cards, #games``), in id order."""
    return Markdown(", ".join(f"<#{c}>" for c in sorted(channel_ids)))


def when(board: Board, tr: Catalog) -> Markdown:
    """Empty, or a space and the catalog's ``countdown`` for ``board``'s countdown: what
    happens when it runs out, then the relative time after a colon (" · otherwise …: in
    5 seconds"). A game words its own kinds of countdown (``<game>-countdown``)."""
    countdown = board.countdown
    if countdown is None:
        return Markdown()
    time = relative_time(countdown.deadline_ms)
    said = tr("countdown", game=board.match.game_name, kind=countdown.kind, time=time)
    return Markdown(" " + said)


def waiting(board: Board) -> tuple[int, ...]:
    """Who a call (Spit!, Flip!) still waits for (D2, D9): the countdown's seats, or
    the rules' when no countdown runs."""
    if board.countdown is not None:
        return tuple(board.countdown.seats)
    deadline = board.match.game.deadline(board.state)
    return tuple(deadline.seats) if deadline is not None else ()


def call_status(board: Board, tr: Catalog, message: str, called: str, seat: int | None) -> str:
    """What a call waits for, in ``message`` (its ``$waiting``: ``both``, ``them`` (one
    player, ``$who``), or ``you`` on the panel of a player who must still press), or in
    ``called`` on the
    panel of a player who pressed already (``$who``: the others)."""
    names = board.match.players
    seats = waiting(board)
    others = [s for s in seats if s != seat]
    if seat is not None and seat not in seats and others:
        return tr(called, who=tr.join([names[s].name for s in others]))
    said = "you" if seat is not None and seat in seats else "them" if len(seats) == 1 else "both"
    who = tr.join([names[s].name for s in seats])
    return tr(message, waiting=said, who=who, when=when(board, tr))


def outcome_text(board: Board, tr: Catalog, lowest_wins: bool) -> str:
    state, match = board.state, board.match
    out = state.outcome
    if out is None:
        return tr("outcome-stopped")
    scores = state.scores
    if out.winner is None:  # a series level on points, or a game's own draw
        code = "draw" if out.reason is EndReason.POINTS else f"{out.reason.value}-draw"
        return tr(f"outcome-{code}", first=scores[0], second=scores[1])
    winner, loser = match.players[out.winner].name, match.players[1 - out.winner].name
    if out.reason is EndReason.POINTS:
        message = "outcome-points-lowest" if lowest_wins else "outcome-points-highest"
        return tr(message, winner=winner, mine=scores[out.winner], theirs=scores[1 - out.winner])
    return tr(f"outcome-{out.reason.value}", winner=winner, loser=loser)


PILES = ("left", "right")


@dataclass(frozen=True, slots=True)
class Landed:
    """A card that just landed on a centre pile: played by ``seat``, or turned onto it
    (a Spit!, a Flip!: ``seat`` None). Each game reads its own events into these."""

    pile: int
    card: Card
    seat: int | None = None


def last_move(board: Board, tr: Catalog, landed: Sequence[Landed]) -> str | None:
    """What just happened, in one line: the cards played (who, which card, onto which
    pile; the last two when a window settled more), or that new cards were turned onto
    the piles. None when nothing landed (a call, a slap)."""
    names = board.match.players
    played = []
    for move in landed:
        if move.seat is not None:
            card, pile = tr.card(move.card), PILES[move.pile]
            said = tr("last-played", name=names[move.seat].name, card=card, pile=pile)
            played.append(seats.marked(move.seat, said))
    if played:
        return " · ".join(played[-2:])
    turned = {move.pile for move in landed}
    if not turned:
        return None
    return tr("last-turned", piles="both" if len(turned) == 2 else PILES[min(turned)])


def heading(tops: Sequence[str], landed: Sequence[Landed]) -> str:
    """The centre piles' tops as a heading, the ones a card just landed on underlined."""
    changed = {move.pile for move in landed}
    cells = [f"__{top}__" if pile in changed else top for pile, top in enumerate(tops)]
    return f"## {cells[0]} · {cells[1]}"  # left and right, as they lie


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
