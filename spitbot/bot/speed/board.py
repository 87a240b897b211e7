"""Speed's public board and a player's private hand, both in Components V2
(:mod:`..layout`).

The public board (one message per deal, in the channel) shows only what everyone may
see (``public_view``, P1): the centre piles first, as its heading, with their sizes;
each player's hand and draw pile counts, with their seat's mark (:mod:`..seats`); the
side piles; the status. Its button opens a player's hand.

Each player's hand is a private (ephemeral) panel a phone shows whole: the centre piles
as its heading, both players' counts, then one row per card in the hand (⬅️ card,
card ➡️), so one press plays that card onto that pile (D6's rule, as in Spit), lit in
the player's colour when it can be played now; then Flip! and Refresh.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from ...engine.speed import Phase, Play, Scoring, State, flip_episode, legal_plays, public_view
from ...runtime import Board, MatchInfo
from .. import ids, layout, seats
from ..games import Drawn
from ..i18n import Catalog
from ..shared_render import GREY, note_lines, points_line, resign_button, when, who
from . import presses
from .words import describe

ARROWS = ("⬅️", "➡️")
FACE_DOWN = "🂠"
PHASE_COLOUR = {
    Phase.READY: discord.Colour.blurple(),
    Phase.PLAY: discord.Colour.green(),
    Phase.STUCK: discord.Colour.orange(),
    Phase.OVER: discord.Colour.gold(),
}


def centre(state: State, tr: Catalog) -> str:
    """The centre piles as a heading: what both players watch, first and big."""
    cells = []
    for pile in public_view(state).centre:
        top = FACE_DOWN if pile.top is None else tr.card(pile.top)
        cells.append(f"{top} ({pile.size})")
    return f"## {cells[0]} · {cells[1]}"  # left and right, as they lie


def _player(state: State, match: MatchInfo, seat: int, tr: Catalog) -> str:
    table = public_view(state)
    name = match.players[seat].name
    line = tr("speed-player", name=name, hand=table.hands[seat], draw=table.draws[seat])
    return seats.marked(seat, line)


def _status(board: Board, tr: Catalog) -> str:
    state, match, countdown = board.state, board.match, board.countdown
    if state.phase is Phase.PLAY:
        return tr("speed-status-play")
    waiting = who(countdown, match, tr, tr("speed-both"))
    message = "speed-status-ready" if state.phase is Phase.READY else "speed-status-stuck"
    return tr(message, who=waiting, when=when(countdown, tr))


def _sides(state: State, tr: Catalog) -> list[str]:
    table = public_view(state)
    lines = [tr("speed-sides", left=table.sides[0], right=table.sides[1])]
    if state.phase is Phase.STUCK and not state.sides[0] and not state.sides[1]:
        lines.append(tr("speed-status-rebuild"))  # P6
    return lines


def _points(board: Board, tr: Catalog) -> list[str]:
    variant = board.match.variant
    if variant.scoring is not Scoring.POINTS:
        return []
    return [points_line(board, tr, "speed", variant.target)]


def footer(board: Board, tr: Catalog) -> str:
    """The game, the deal and the variant, in small print under the board."""
    return f"{tr('speed-title', round=board.state.round)} · {describe(board.match.variant, tr)}"


def draw(board: Board, tr: Catalog) -> Drawn:
    state, match = board.state, board.match
    m = match.match_id
    texts = [
        centre(state, tr),
        _player(state, match, 0, tr),
        _player(state, match, 1, tr),
        _status(board, tr),
        *_points(board, tr),
        *note_lines(board, tr),
    ]
    # Every play and "Flip!" is pressed in a player's own hand; the board opens it.
    hand = ids.Button(ids.panel_id(m), tr("speed-button-hand"), discord.ButtonStyle.primary,
                      emoji="🃏")  # fmt: skip
    rows = [[hand, resign_button(m, tr)]]
    small = [*_sides(state, tr), footer(board, tr)]
    return Drawn(view=layout.block(PHASE_COLOUR[state.phase], texts, rows, small))


def closed(match: MatchInfo, round_no: int, tr: Catalog) -> Drawn:
    first, second = match.names()
    title = tr("speed-title-closed", round=round_no)
    text = tr("speed-closed", first=first, second=second)
    return Drawn(view=layout.block(GREY, [f"**{title}**", text]))


def _hand_status(state: State, seat: int, tr: Catalog) -> str:
    if state.phase is Phase.OVER:
        return tr("speed-hand-over")
    return tr(
        {
            Phase.READY: "speed-hand-ready",
            Phase.PLAY: "speed-hand-play" if state.hands[seat] else "speed-hand-empty",
            Phase.STUCK: "speed-hand-stuck",
        }[state.phase]
    )


def panel(board: Board, seat: int, tr: Catalog, notes: Sequence[str] = ()) -> Drawn:
    """``seat``'s hand: the centre, both players' counts, a row per card (to the left
    pile, to the right pile), then Flip! and Refresh. ``notes`` go on top: why a press
    was refused, until when the hand updates by itself."""
    state, match = board.state, board.match
    m, r = match.match_id, state.round
    late = [tr("board-saving-late")] if board.saving_late else []
    if board.paused:  # the bot is cut off from Discord: nobody loses on time
        late.insert(0, tr("board-paused"))
    # A phone shows it whole (issue 19: at most 600 px at 390 px wide): the player's own
    # line with the centre and the status, the other player's in small print under the
    # buttons; the deal and the variant are the board's.
    texts = [*notes, centre(state, tr), _player(state, match, seat, tr),
             _hand_status(state, seat, tr), *late]  # fmt: skip
    small = [_player(state, match, 1 - seat, tr)]
    if state.phase is Phase.OVER:
        return Drawn(view=layout.block(GREY, texts, (), small))
    plays = set(legal_plays(state, seat))
    rows: list[list[ids.Button]] = []
    for card in state.hands[seat]:
        row = []
        for pile in (0, 1):
            label = f"{ARROWS[0]} {tr.card(card)}" if pile == 0 else f"{tr.card(card)} {ARROWS[1]}"
            payload = presses.play(card, pile)
            lit = Play(seat, card, pile) in plays
            row.append(seats.card(ids.action_id(m, r, payload), label, seat, lit))
        rows.append(row)
    flipping = state.phase in (Phase.READY, Phase.STUCK) and not state.calls[seat]
    flip = ids.Button(
        ids.action_id(m, r, presses.flip(flip_episode(state))),
        tr("speed-button-flip"),
        discord.ButtonStyle.danger if flipping else seats.GREY,
        disabled=not flipping,
        emoji="🔄",
    )
    refresh = ids.Button(ids.action_id(m, r, presses.REFRESH), tr("panel-button-refresh"),
                         emoji="🔃")  # fmt: skip
    rows.append([flip, refresh])
    return Drawn(view=layout.block(seats.COLOURS[seat], texts, rows, small))


def summary(board: Board, tr: Catalog) -> list[str]:
    """The result card's small print: deals played and the cards each had left."""
    state = board.state
    left = state.cards_left()
    return [tr("speed-summary", rounds=state.round, first=left[0], second=left[1])]
