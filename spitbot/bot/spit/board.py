"""Spit's shared board and each player's private panel ("My cards").

The shared board (one message per round, in the channel: for desktop players and
spectators) is an embed and at most 5 rows of 5 buttons: the centre piles first, as its
heading, with their sizes; each player's line with their seat's mark; the status. Rows
1 and 2 are the first player's stockpile tops, to the left pile (⬅️) and to the right
pile (➡️): D6, any legal play in one press; rows 3 and 4 the second player's. A card
that can be played now is lit in its player's colour (:mod:`..seats`), a dead one grey
and disabled. At the slap (S10) the card rows leave the board: what is left are the two
slap buttons, each with its pile's size; in the no-slap variant (V2) only the chooser's
Take is lit. A finished match's board is the result card (:mod:`..result`).

The panel is a player's own cards in one block a phone shows whole (:mod:`..layout`):
the centre piles as its heading, one row per stockpile (⬅️ card, card ➡️), and the
calls of the phase (Spit!, the slap). It is opened from the board, answered by its own
presses (type 7) and redrawn by the board's keeper when the other player's press
changes the centre.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from ...engine.spit import (
    Phase,
    Scoring,
    SlapRule,
    State,
    chooser,
    legal_plays,
    spit_cards_left,
)
from ...runtime import Board, MatchInfo
from .. import ids, layout, seats
from ..games import Drawn
from ..i18n import Catalog
from ..shared_render import GREY, note_lines, points_line, resign_button, when, who
from . import presses
from .words import describe

ARROWS = ("⬅️", "➡️")
PHASE_COLOUR = {
    Phase.READY: discord.Colour.blurple(),
    Phase.PLAY: discord.Colour.green(),
    Phase.STALLED: discord.Colour.orange(),
    Phase.SLAP: discord.Colour.gold(),
    Phase.CHOOSE: discord.Colour.gold(),
    Phase.OVER: discord.Colour.gold(),
}
SLAPPING = (Phase.SLAP, Phase.CHOOSE)


def _pile(state: State, index: int, tr: Catalog) -> str:
    pile = state.piles[index]
    if index not in state.piles_in_use():
        return tr("spit-pile-unused")
    if not pile:
        return tr("spit-pile-empty")
    return f"{tr.card(pile[-1])} ({len(pile)})"


def centre(state: State, tr: Catalog) -> str:
    """The centre piles as a heading: what both players watch, first and big."""
    return f"## {_pile(state, 0, tr)} · {_pile(state, 1, tr)}"  # left and right, as they lie


def _status(board: Board, tr: Catalog) -> str:
    state, match, countdown = board.state, board.match, board.countdown
    if state.phase is Phase.PLAY:
        return tr("spit-status-play")
    if state.phase in (Phase.READY, Phase.STALLED):
        message = "spit-status-ready" if state.phase is Phase.READY else "spit-status-stalled"
        return tr(message, who=who(countdown, match, tr, tr("spit-both")),
                  when=when(countdown, tr))  # fmt: skip
    if state.phase is Phase.SLAP:
        return tr("spit-status-slap", when=when(countdown, tr))
    picker = chooser(state)  # V2: the board names who chooses, countdown or not
    name = match.players[picker].name if picker is not None else tr("spit-both")
    return tr("spit-status-choose", who=name, when=when(countdown, tr))


def _player(board: Board, seat: int, tr: Catalog) -> str:
    side = board.state.sides[seat]
    name = board.match.players[seat].name
    return seats.marked(
        seat, tr("spit-player", name=name, spit=len(side.spit), stock=side.stock_count())
    )


def lines(board: Board, tr: Catalog, seats_shown: Sequence[int] = (0, 1)) -> list[str]:
    """What the board and the panels both say: the centre, the players (``seats_shown``),
    the status, the points of a series."""
    variant = board.match.variant
    points = (
        [points_line(board, tr, "spit", variant.target)]
        if variant.scoring is Scoring.POINTS
        else []
    )
    return [
        centre(board.state, tr),
        *(_player(board, seat, tr) for seat in seats_shown),
        _status(board, tr),
        *points,
        *note_lines(board, tr),
    ]


def footer(board: Board, tr: Catalog) -> str:
    """The game, the round and the variant, in small print under the board."""
    return f"{tr('spit-title', round=board.state.round)} · {describe(board.match.variant, tr)}"


def _card_label(card: int | None, pile: int, tr: Catalog) -> str:
    """``⬅️ 7♥️`` to the left pile, ``7♥️ ➡️`` to the right: the arrow on its pile's side."""
    if card is None:
        return "·"  # an empty stockpile
    return f"{ARROWS[0]} {tr.card(card)}" if pile == 0 else f"{tr.card(card)} {ARROWS[1]}"


def _plays(board: Board, seat: int, by_pile: bool, tr: Catalog) -> list[list[ids.Button]]:
    """``seat``'s stockpile buttons: a row per pile (the board) or per stockpile (the
    panel). Each carries the card it plays, so a press plays exactly what was shown."""
    state, match = board.state, board.match
    m, r = match.match_id, state.round
    side = state.sides[seat]
    playable = {(p.stock, p.pile) for p in legal_plays(state, seat)}

    def button(stock: int, pile: int) -> ids.Button:
        top = side.top(stock)
        payload = presses.play(seat, stock, pile, top)
        label = _card_label(top, pile, tr)
        lit = top is not None and (stock, pile) in playable
        return seats.card(ids.action_id(m, r, payload), label, seat, lit)

    stocks = range(len(side.stocks))
    if by_pile:
        return [[button(stock, pile) for stock in stocks] for pile in (0, 1)]
    return [[button(stock, pile) for pile in (0, 1)] for stock in stocks]


def _calls(board: Board, tr: Catalog, seat: int | None) -> list[ids.Button]:
    """The calls of the phase: Spit! (S4, S7), or the two slaps with each pile's size
    (S10; V2: Take, lit for the chooser only, in their colour). On a panel (``seat``
    given) a slap is its hand, arrow and size alone, to sit side by side on a phone;
    the status above it says what to do."""
    state, match = board.state, board.match
    m, r = match.match_id, state.round
    phase = state.phase
    if phase in SLAPPING:
        choose = match.variant.slap is SlapRule.CHOOSE
        verb = tr("spit-button-take" if choose else "spit-button-slap")
        picker = chooser(state) if choose else None
        style = seats.STYLES[picker] if picker is not None else discord.ButtonStyle.danger
        return [
            ids.Button(
                ids.action_id(m, r, presses.slap(p)),
                (f"{verb} " if seat is None else "") + f"{ARROWS[p]} ({len(state.piles[p])})",
                style,
                disabled=p not in state.piles_in_use() or (choose and seat not in (None, picker)),
                emoji=None if seat is None else "✋",
            )
            for p in (0, 1)
        ]
    callable_ = phase in (Phase.READY, Phase.STALLED) and (seat is None or not state.calls[seat])
    spit = ids.Button(
        ids.action_id(m, r, presses.spit(spit_cards_left(state))),
        tr("spit-button-spit"),
        discord.ButtonStyle.danger if callable_ else seats.GREY,
        disabled=not callable_,
        emoji="💦",
    )
    return [spit]


def buttons(board: Board, tr: Catalog) -> list[list[ids.Button]]:
    """The board's buttons; every custom_id carries the match, the round and the play."""
    state, match = board.state, board.match
    m = match.match_id
    rows: list[list[ids.Button]] = []
    if state.phase not in SLAPPING:  # at the slap, dead card buttons leave the board
        for seat in (0, 1):
            rows += _plays(board, seat, True, tr)
    panel = ids.Button(ids.panel_id(m), tr("spit-button-panel"), emoji="📱")
    rows.append([*_calls(board, tr, None), panel, resign_button(m, tr)])
    return rows


def draw(board: Board, tr: Catalog) -> Drawn:
    colour, small = PHASE_COLOUR[board.state.phase], [footer(board, tr)]
    return Drawn(view=layout.block(colour, lines(board, tr), buttons(board, tr), small))


def panel(board: Board, seat: int, tr: Catalog, notes: Sequence[str] = ()) -> Drawn:
    """``seat``'s own cards, private: a phone's view of the board (``notes`` on top:
    why a press was refused, until when it updates by itself)."""
    state, match = board.state, board.match
    m, r = match.match_id, state.round
    refresh = ids.Button(ids.action_id(m, r, presses.REFRESH), tr("panel-button-refresh"),
                         emoji="🔃")  # fmt: skip
    if state.phase in SLAPPING:  # no cards to play: the two slaps, and Refresh under them
        rows = [_calls(board, tr, seat), [refresh]]
    else:
        rows = [*_plays(board, seat, False, tr), [*_calls(board, tr, seat), refresh]]
    # A phone shows it whole (issue 19: at most 600 px at 390 px wide): the player's own
    # line with the centre and the status, the other player's in small print under the
    # buttons; the round and the variant are the board's.
    texts = [*notes, *lines(board, tr, (seat,))]
    small = [_player(board, 1 - seat, tr)]
    return Drawn(view=layout.block(seats.COLOURS[seat], texts, rows, small))


def closed(match: MatchInfo, round_no: int, tr: Catalog) -> Drawn:
    first, second = match.names()
    title = tr("spit-title-closed", round=round_no)
    text = tr("spit-closed", first=first, second=second)
    return Drawn(view=layout.block(GREY, [f"**{title}**", text]))


def summary(board: Board, tr: Catalog) -> list[str]:
    """The result card's small print: rounds played, the cards each still held, the
    points of the last rounds."""
    state = board.state
    held = [side.held() for side in state.sides]
    lines: list[str] = [tr("summary-rounds", rounds=state.round, first=held[0], second=held[1])]
    if state.history:
        recent = ", ".join(tr("score-pair", first=a, second=b) for a, b in state.history[-8:])
        lines.append(tr("summary-points", list=recent))
    return lines
