"""Spit's board: one message per round, an embed and 24 buttons in 5 rows.

The board fits Discord's classic limits (5 rows of at most 5 buttons): two
rows per player (their stockpile tops, to the left pile and to the right
pile: D6, any legal play in one press) and one row of controls (Spit!, slap
or take left/right, resign). Suits are emoji, so hearts and diamonds show red
and spades and clubs black on every phone; red cards are red buttons too.
"""

from __future__ import annotations

import discord

from ...engine import is_red
from ...engine.spit import (
    Phase,
    Play,
    Scoring,
    SlapRule,
    State,
    chooser,
    legal_plays,
    spit_cards_left,
)
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
PHASE_COLOUR = {
    Phase.READY: discord.Colour.blurple(),
    Phase.PLAY: discord.Colour.green(),
    Phase.STALLED: discord.Colour.orange(),
    Phase.SLAP: discord.Colour.gold(),
    Phase.CHOOSE: discord.Colour.gold(),
    Phase.OVER: discord.Colour.dark_grey(),
}


def _stock_line(state: State, seat: int, tr: Catalog) -> str:
    side = state.sides[seat]
    cells = []
    for stock, up in zip(side.stocks, side.up, strict=True):
        if not stock:
            cells.append("·")
            continue
        top = tr.card(stock[-1]) if up else "🂠"
        under = len(stock) - 1 if up else len(stock)
        cells.append(top + (f" +{under}" if under else ""))
    return "  |  ".join(cells)


def _pile(state: State, index: int, tr: Catalog) -> str:
    pile = state.piles[index]
    if index not in state.piles_in_use():
        return tr("spit-pile-unused")
    if not pile:
        return tr("spit-pile-empty")
    return f"**{tr.card(pile[-1])}** ({len(pile)})"


def _status(board: Board, tr: Catalog) -> str:
    state, match, countdown = board.state, board.match, board.countdown
    if state.phase is Phase.OVER:
        lowest = match.variant.scoring is Scoring.POINTS  # V4: the lowest score wins
        return "🏁 " + outcome_text(board, tr, lowest_wins=lowest)
    if state.phase is Phase.PLAY:
        return tr("spit-status-play")
    if state.phase in (Phase.READY, Phase.STALLED):
        message = "spit-status-ready" if state.phase is Phase.READY else "spit-status-stalled"
        return tr(message, who=who(countdown, match, tr, tr("spit-both")), when=when(countdown, tr))
    if state.phase is Phase.SLAP:
        return tr("spit-status-slap", when=when(countdown, tr))
    picker = chooser(state)  # V2: the board names who chooses, countdown or not
    name = match.players[picker].name if picker is not None else tr("spit-both")
    return tr("spit-status-choose", who=name, when=when(countdown, tr))


def _summary(state: State, tr: Catalog) -> str:
    """The end-of-match summary under the final board."""
    held = [side.held() for side in state.sides]
    lines = [tr("summary-rounds", rounds=state.round, first=held[0], second=held[1])]
    if state.history:
        recent = ", ".join(tr("score-pair", first=a, second=b) for a, b in state.history[-8:])
        lines.append(tr("summary-points", list=recent))
    lines.append(tr("summary-rematch"))
    return "\n".join(lines)


def embed(board: Board, tr: Catalog) -> discord.Embed:
    state, match = board.state, board.match
    a, b = match.players
    lines = [
        tr("spit-player", name=a.name, spit=len(state.sides[0].spit)),
        _stock_line(state, 0, tr),
        "",
        f"{ARROWS[0]} {_pile(state, 0, tr)}    ·    {_pile(state, 1, tr)} {ARROWS[1]}",
        "",
        tr("spit-player", name=b.name, spit=len(state.sides[1].spit)),
        _stock_line(state, 1, tr),
        "",
        _status(board, tr),
        *note_lines(board, tr),
    ]
    result = discord.Embed(
        title=tr("spit-title", round=state.round),
        description="\n".join(lines),
        colour=PHASE_COLOUR[state.phase],
    )
    variant = match.variant
    if variant.scoring is Scoring.POINTS:
        add_points(result, board, tr, "spit", variant.target)
    if state.phase is Phase.OVER:
        result.add_field(name=tr("spit-match"), value=_summary(state, tr), inline=False)
    else:
        result.set_footer(
            text=tr("spit-footer", first=a.name, second=b.name, variant=describe(variant, tr))
        )
    return result


def buttons(board: Board, tr: Catalog) -> list[list[ids.Button]]:
    """The board's buttons; every custom_id carries the match, the round and the play."""
    state, match = board.state, board.match
    m, r = match.match_id, state.round
    if state.phase is Phase.OVER:
        return [rematch_row(m, tr)]
    rows: list[list[ids.Button]] = []
    for seat in (0, 1):
        side = state.sides[seat]
        plays = set(legal_plays(state, seat))
        for pile in (0, 1):
            row = []
            for index, _stock in enumerate(side.stocks):
                top = side.top(index)
                label = f"{tr.card(top)} {ARROWS[pile]}" if top is not None else "·"
                style = (
                    discord.ButtonStyle.danger
                    if top is not None and is_red(top)
                    else discord.ButtonStyle.secondary
                )
                enabled = top is not None and Play(seat, index, pile, top) in plays
                payload = presses.play(seat, index, pile, top)
                row.append(ids.Button(ids.action_id(m, r, payload), label, style, not enabled))
            rows.append(row)
    phase = state.phase
    verb = tr("spit-button-take" if match.variant.slap is SlapRule.CHOOSE else "spit-button-slap")
    slapping = phase in (Phase.SLAP, Phase.CHOOSE)
    primary = discord.ButtonStyle.primary
    rows.append(
        [
            ids.Button(
                ids.action_id(m, r, presses.spit(spit_cards_left(state))),
                tr("spit-button-spit"),
                discord.ButtonStyle.success,
                disabled=phase not in (Phase.READY, Phase.STALLED),
                emoji="💦",
            ),
            *(
                ids.Button(
                    ids.action_id(m, r, presses.slap(p)),
                    f"{verb} {ARROWS[p]}",
                    primary,
                    disabled=not slapping,
                )
                for p in (0, 1)
            ),
            resign_button(m, tr),
        ]
    )
    return rows


def draw(board: Board, tr: Catalog) -> Drawn:
    return Drawn(embed=embed(board, tr), view=ids.buttons(buttons(board, tr)))


def closed(match: MatchInfo, round_no: int, tr: Catalog) -> Drawn:
    first, second = match.names()
    return Drawn(
        embed=discord.Embed(
            title=tr("spit-title-closed", round=round_no),
            description=tr("spit-closed", first=first, second=second),
            colour=GREY,
        ),
        view=None,
    )
