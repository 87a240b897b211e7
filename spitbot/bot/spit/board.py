"""Spit's shared board and each player's private panel ("My cards").

The shared board (one message for the whole match, edited from round to round: in the
channel, for desktop players and spectators) is one Components V2 block: the centre
piles' tops first, as its heading, and how many cards each pile holds; the status;
where phone players play; then each player's name over their own two rows of buttons
(their stockpile tops, to the left pile ← and to the right pile →: D6, any legal play
in one press); the calls. A card that can be played now is lit in its player's colour
(:mod:`..seats`), one that cannot is grey (still pressable: it is read, and a press is
answered with the true reason; disabled buttons fade out on Discord's light theme). The
arrows are text, drawn in each button's own colour: Discord draws ⬅️ and ➡️ as blue
boxes, which on the second player's cards would say "blue" for the wrong player. Until
a round's play starts and at its end (S10), the card rows leave the board: the two
slap buttons say each pile's size; in the no-slap variant (V2) only the chooser's Take
is lit. A finished match's board is the result card (:mod:`..result`).

The panel is a player's own cards in one block a phone shows whole (:mod:`..layout`):
the centre piles as its heading, one row per stockpile (← card, card →), and the calls
of the phase (Spit!, the slap). It is opened from the board, answered by its own
presses (type 7) and redrawn by the board's keeper when the other player's press
changes the centre.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from ...engine.spit import (
    CardPlayed,
    Phase,
    Scoring,
    SlapRule,
    Spat,
    State,
    chooser,
    legal_plays,
    spit_cards_left,
)
from ...runtime import Board, MatchInfo
from .. import ids, layout, seats
from ..games import Drawn
from ..i18n import Catalog, Markdown
from ..shared_render import (
    GREY,
    Landed,
    call_status,
    heading,
    last_move,
    note_lines,
    pile_cards,
    pile_sizes,
    points_line,
    resign_button,
    when,
)
from . import presses
from .words import describe

ARROWS = ("←", "→")
"""Text arrows, in the colour of each button's label (see the module's docstring)."""
PHASE_COLOUR = {
    Phase.READY: discord.Colour.blurple(),
    Phase.PLAY: discord.Colour.green(),
    Phase.STALLED: discord.Colour.orange(),
    Phase.SLAP: discord.Colour.gold(),
    Phase.CHOOSE: discord.Colour.gold(),
    Phase.OVER: discord.Colour.gold(),
}
SLAPPING = (Phase.SLAP, Phase.CHOOSE)
PLAYING = (Phase.PLAY, Phase.STALLED)  # the phases whose board shows the card rows
RECENT_ROUNDS = 8  # the points of the last rounds a result card lists


def _top(state: State, index: int, tr: Catalog) -> str:
    if index not in state.piles_in_use():
        return tr("spit-pile-unused")
    pile = state.piles[index]
    return tr.card(pile[-1]) if pile else tr("spit-pile-empty")


def landed(board: Board) -> list[Landed]:
    """The cards the change that made this version put on the centre piles: plays
    (S5a), and spit cards turned (S4, S7)."""
    out: list[Landed] = []
    for event in board.last:
        if isinstance(event, CardPlayed):
            out.append(Landed(event.pile, event.card, event.seat))
        elif isinstance(event, Spat):
            out += [Landed(p, card) for p, card in enumerate(event.cards) if card is not None]
    return out


def centre(board: Board, tr: Catalog) -> str:
    """The centre piles' tops as a heading: what both players watch, first and big, the
    ones a card just landed on underlined (before a round's first **Spit!** the piles
    are empty: the heading says so)."""
    state = board.state
    if state.phase is Phase.READY:
        return f"## {tr('spit-ready-heading', round=state.round)}"
    return heading([_top(state, 0, tr), _top(state, 1, tr)], landed(board))


def _cards(state: State, index: int, tr: Catalog) -> str:
    """How many cards a centre pile holds, in words."""
    return pile_cards(len(state.piles[index]) if index in state.piles_in_use() else None, tr)


def status(board: Board, tr: Catalog, seat: int | None = None) -> str:
    """What the round waits for; on ``seat``'s panel, said to that player."""
    state, match = board.state, board.match
    if state.phase is Phase.PLAY:  # what just happened, once something has
        return last_move(board, tr, landed(board)) or tr("spit-status-play")
    if state.phase in (Phase.READY, Phase.STALLED):
        message = "spit-status-ready" if state.phase is Phase.READY else "spit-status-stalled"
        return call_status(board, tr, message, "spit-status-you-called", seat)
    if state.phase is Phase.SLAP:
        return tr("spit-status-slap", when=when(board, tr))
    if state.outcome is not None:  # a panel of a finished match: who won (the card says how)
        won = state.outcome.winner
        return (
            tr("result-draw")
            if won is None
            else tr("result-winner", winner=match.players[won].name)
        )
    picker = chooser(state)  # V2: the board names who chooses, countdown or not
    name = match.players[picker].name if picker is not None else tr("spit-both")
    return tr("spit-status-choose", who=name, when=when(board, tr))


def player_line(board: Board, seat: int, tr: Catalog) -> str:
    """``seat``'s name and counts, with the seat's mark (over their rows on the board)."""
    side = board.state.sides[seat]
    name = board.match.players[seat].name
    return seats.marked(
        seat, tr("spit-player", name=name, spit=len(side.spit), stock=side.stock_count())
    )


def lines(board: Board, tr: Catalog, seat: int | None = None) -> list[str]:
    """What the board (``seat`` None) and a player's panel both say at the top: the
    centre, the status (said to ``seat`` on a panel), the points of a series, notes."""
    variant = board.match.variant
    points = (
        [points_line(board, tr, "spit", variant.target)]
        if variant.scoring is Scoring.POINTS
        else []
    )
    return [
        centre(board, tr),
        status(board, tr, seat),
        *points,
        *note_lines(board, tr),
    ]


def footer(board: Board, tr: Catalog) -> str:
    """The game, the round and the variant, in small print under the board."""
    return f"{tr('spit-title', round=board.state.round)} · {describe(board.match.variant, tr)}"


def card_label(card: int | None, pile: int, tr: Catalog) -> str:
    """``← 7♥️`` to the left pile, ``7♥️ →`` to the right: the arrow on its pile's side."""
    if card is None:
        return "·"  # an empty stockpile
    return f"{ARROWS[0]} {tr.card(card)}" if pile == 0 else f"{tr.card(card)} {ARROWS[1]}"


def _plays(board: Board, seat: int, by_pile: bool, tr: Catalog) -> list[list[ids.Button]]:
    """``seat``'s stockpile buttons: a row per pile (the board) or per stockpile (the
    panel). Each carries the card it plays, so a press plays exactly what was shown;
    an empty stockpile's is disabled (there is nothing to press)."""
    state, match = board.state, board.match
    m, r = match.match_id, state.round
    side = state.sides[seat]
    playable = {(p.stock, p.pile) for p in legal_plays(state, seat)}

    def button(stock: int, pile: int) -> ids.Button:
        top = side.top(stock)
        payload = presses.play(seat, stock, pile, top)
        label = card_label(top, pile, tr)
        lit = top is not None and (stock, pile) in playable
        return seats.card(ids.action_id(m, r, payload), label, seat, lit, top is None)

    stocks = range(len(side.stocks))
    if by_pile:
        return [[button(stock, pile) for stock in stocks] for pile in (0, 1)]
    return [[button(stock, pile) for pile in (0, 1)] for stock in stocks]


def _calls(board: Board, tr: Catalog, seat: int | None) -> list[ids.Button]:
    """The calls of the phase: Spit! (S4, S7), or the two slaps with each pile's size
    (S10; V2: Take, lit for the chooser only, in their colour). On a panel (``seat``
    given) a slap is its hand and arrow alone, to sit side by side on a phone; the
    lines above it say what to do and how big each pile is."""
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
                f"{verb} {ARROWS[p]} · {_cards(state, p, tr)}" if seat is None else ARROWS[p],
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


def _rows(board: Board, tr: Catalog) -> list[layout.Row]:
    """The board's rows: each player's name over their own two rows of cards while a
    round is played; the calls under them. Every custom_id carries the match, the round
    and the play."""
    state, match = board.state, board.match
    m = match.match_id
    rows: list[layout.Row] = []
    if state.phase in PLAYING:
        for seat in (0, 1):
            rows.append(player_line(board, seat, tr))
            rows += _plays(board, seat, True, tr)
    panel = ids.Button(ids.panel_id(m), tr("spit-button-panel"), emoji="📱")
    rows.append([*_calls(board, tr, None), panel, resign_button(m, tr)])
    return rows


def draw(board: Board, tr: Catalog, said: str | None = None) -> Drawn:
    """The shared board; ``said`` (why a player's press on it was refused) right under
    the centre, where the presser's eyes are."""
    state = board.state
    texts = lines(board, tr)
    if said is not None:
        texts.insert(1, said)
    if state.phase in PLAYING or state.phase in SLAPPING:
        texts.insert(1, pile_sizes(_cards(state, 0, tr), _cards(state, 1, tr), tr))
    if state.phase not in PLAYING:  # no card rows: the players' lines go on top
        texts += [player_line(board, seat, tr) for seat in (0, 1)]
    texts.append(tr("spit-phone-hint", panel=tr("spit-button-panel")))
    small = [footer(board, tr)]
    return Drawn(view=layout.block(PHASE_COLOUR[state.phase], texts, _rows(board, tr), small))


def panel(board: Board, seat: int, tr: Catalog, notes: Sequence[str] = ()) -> Drawn:
    """``seat``'s own cards, private: a phone's view of the board (``notes`` on top:
    why a press was refused, until when it updates by itself)."""
    state, match = board.state, board.match
    m, r = match.match_id, state.round
    refresh = ids.Button(ids.action_id(m, r, presses.REFRESH), tr("panel-button-refresh"),
                         emoji="🔃")  # fmt: skip
    if state.phase in SLAPPING:  # no cards to play: the two slaps, and Refresh under them
        rows: list[layout.Row] = [_calls(board, tr, seat), [refresh]]
    elif state.phase is Phase.READY:  # nothing to play yet: Spit! and Refresh
        rows = [[*_calls(board, tr, seat), refresh]]
    else:
        rows = [*_plays(board, seat, False, tr), [*_calls(board, tr, seat), refresh]]
    # A phone shows it whole (issue 19: at most 600 px at 390 px wide): the centre, the
    # status said to this player and their own line on top, the other player's in small
    # print under the buttons; the round and the variant are the board's.
    texts = [*notes, *lines(board, tr, seat), player_line(board, seat, tr)]
    if state.phase in SLAPPING:  # which pile is the smaller one (S10)
        texts.insert(len(notes) + 1, pile_sizes(_cards(state, 0, tr), _cards(state, 1, tr), tr))
    small = [player_line(board, 1 - seat, tr)]
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
        shown = state.history[-RECENT_ROUNDS:]
        recent = Markdown(", ".join(tr("score-pair", first=a, second=b) for a, b in shown))
        every = "all" if len(shown) == len(state.history) else "last"
        lines.append(tr("summary-points", list=recent, shown=every, count=len(shown),
                        rounds=len(state.history)))  # fmt: skip
    return lines
