"""Speed's public board and a player's private hand.

The public board (one message per deal, in the channel) shows only what
everyone may see (``public_view``, P1): the centre piles' tops, how many cards
are in each hand, draw pile and side pile, and the "Flip!" calls. Each player's
hand is a private (ephemeral) panel of buttons: one per card and pile, so one
press plays that card onto that pile (D6's rule, as in Spit).
"""

from __future__ import annotations

import discord

from ...engine import is_red
from ...engine.speed import Phase, Play, Scoring, State, flip_episode, legal_plays, public_view
from ...runtime import Board, MatchInfo
from .. import ids
from ..games import Drawn
from ..i18n import Catalog
from ..shared_render import (
    GREY,
    add_points,
    note_lines,
    outcome_text,
    rematch_row,
    resign_button,
    when,
    who,
)
from . import presses
from .words import describe

ARROWS = ("⬅️", "➡️")
FACE_DOWN = "🂠"
PHASE_COLOUR = {
    Phase.READY: discord.Colour.blurple(),
    Phase.PLAY: discord.Colour.green(),
    Phase.STUCK: discord.Colour.orange(),
    Phase.OVER: discord.Colour.dark_grey(),
}


def _centre(state: State, tr: Catalog) -> str:
    table = public_view(state)
    cells = []
    for pile in table.centre:
        top = FACE_DOWN if pile.top is None else tr.card(pile.top)
        cells.append(f"**{top}** ({pile.size})")
    return f"{ARROWS[0]} {cells[0]}    ·    {cells[1]} {ARROWS[1]}"


def _status(board: Board, tr: Catalog) -> str:
    state, match, countdown = board.state, board.match, board.countdown
    if state.phase is Phase.OVER:
        return "🏁 " + outcome_text(board, tr, lowest_wins=False)  # P8: highest wins
    if state.phase is Phase.PLAY:
        return tr("speed-status-play")
    waiting = who(countdown, match, tr, tr("speed-both"))
    if state.phase is Phase.READY:
        return tr("speed-status-ready", who=waiting, when=when(countdown, tr))
    lines = [tr("speed-status-stuck", who=waiting, when=when(countdown, tr))]
    if not state.sides[0] and not state.sides[1]:
        lines.append(tr("speed-status-rebuild"))  # P6
    return "\n".join(lines)


def embed(board: Board, tr: Catalog) -> discord.Embed:
    state, match = board.state, board.match
    table = public_view(state)
    a, b = match.players
    lines = [
        tr("speed-player", name=a.name, hand=table.hands[0], draw=table.draws[0]),
        "",
        _centre(state, tr),
        tr("speed-sides", left=table.sides[0], right=table.sides[1]),
        "",
        tr("speed-player", name=b.name, hand=table.hands[1], draw=table.draws[1]),
        "",
        _status(board, tr),
        *note_lines(board, tr),
    ]
    result = discord.Embed(
        title=tr("speed-title", round=state.round),
        description="\n".join(lines),
        colour=PHASE_COLOUR[state.phase],
    )
    variant = match.variant
    if variant.scoring is Scoring.POINTS:
        add_points(result, board, tr, "speed", variant.target)
    if state.phase is Phase.OVER:
        left = state.cards_left()
        summary = [
            tr("speed-summary", rounds=state.round, first=left[0], second=left[1]),
            tr("summary-rematch"),
        ]
        result.add_field(name=tr("speed-match"), value="\n".join(summary), inline=False)
    else:
        result.set_footer(text=tr("speed-footer", variant=describe(variant, tr)))
    return result


def buttons(board: Board, tr: Catalog) -> list[list[ids.Button]]:
    state, match = board.state, board.match
    m = match.match_id
    if state.phase is Phase.OVER:
        return [rematch_row(m, tr)]
    # Every play and "Flip!" is pressed in a player's own hand; the board opens it.
    return [
        [
            ids.Button(
                ids.panel_id(m), tr("speed-button-hand"), discord.ButtonStyle.primary, emoji="🃏"
            ),
            resign_button(m, tr),
        ]
    ]


def draw(board: Board, tr: Catalog) -> Drawn:
    return Drawn(embed=embed(board, tr), view=ids.buttons(buttons(board, tr)))


def closed(match: MatchInfo, round_no: int, tr: Catalog) -> Drawn:
    first, second = match.names()
    return Drawn(
        embed=discord.Embed(
            title=tr("speed-title-closed", round=round_no),
            description=tr("speed-closed", first=first, second=second),
            colour=GREY,
        ),
        view=None,
    )


def panel(board: Board, seat: int, tr: Catalog) -> Drawn:
    """``seat``'s hand: what it holds, the centre, and a button per card and pile."""
    state, match = board.state, board.match
    m, r = match.match_id, state.round
    hand = state.hands[seat]
    lines = [tr("speed-hand-title", draw=len(state.draws[seat])), _centre(state, tr)]
    late = [tr("board-saving-late")] if board.saving_late else []
    if state.phase is Phase.OVER:
        lines += [tr("speed-hand-over"), *late]
        return Drawn(content="\n".join(lines), view=None)
    status = {
        Phase.READY: "speed-hand-ready",
        Phase.PLAY: "speed-hand-play" if hand else "speed-hand-empty",
        Phase.STUCK: "speed-hand-stuck",
    }[state.phase]
    lines += [tr(status), *late]
    plays = set(legal_plays(state, seat))
    rows: list[list[ids.Button]] = []
    for pile in (0, 1):
        row = []
        for card in hand:
            style = discord.ButtonStyle.danger if is_red(card) else discord.ButtonStyle.secondary
            label = f"{tr.card(card)} {ARROWS[pile]}"
            enabled = Play(seat, card, pile) in plays
            row.append(ids.Button(ids.action_id(m, r, presses.play(card, pile)), label, style,
                                  not enabled))  # fmt: skip
        if row:
            rows.append(row)
    flipping = state.phase in (Phase.READY, Phase.STUCK) and not state.calls[seat]
    rows.append(
        [
            ids.Button(
                ids.action_id(m, r, presses.flip(flip_episode(state))),
                tr("speed-button-flip"),
                discord.ButtonStyle.success,
                disabled=not flipping,
                emoji="🔄",
            ),
            ids.Button(
                ids.action_id(m, r, presses.REFRESH), tr("speed-button-refresh"), emoji="🔃"
            ),
        ]
    )
    return Drawn(content="\n".join(lines), view=ids.buttons(rows))
