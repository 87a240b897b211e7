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

from ...engine.speed import (
    CardPlayed,
    Flipped,
    Phase,
    Play,
    Scoring,
    State,
    TurnedUp,
    flip_episode,
    legal_plays,
    public_view,
)
from ...runtime import Board, MatchInfo
from .. import ids, layout, seats
from ..games import Drawn
from ..i18n import Catalog
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
)
from . import presses
from .words import describe

ARROWS = ("←", "→")  # text: Discord draws ⬅️ ➡️ as blue boxes, on green buttons too
FACE_DOWN = "🂠"
PHASE_COLOUR = {
    Phase.READY: discord.Colour.blurple(),
    Phase.PLAY: discord.Colour.green(),
    Phase.STUCK: discord.Colour.orange(),
    Phase.OVER: discord.Colour.gold(),
}


def landed(board: Board) -> list[Landed]:
    """The cards the change that made this version put on the centre piles: plays (P4),
    and cards turned onto them (P3, P5)."""
    out: list[Landed] = []
    for event in board.last:
        if isinstance(event, CardPlayed):
            out.append(Landed(event.pile, event.card, event.seat))
        elif isinstance(event, TurnedUp | Flipped):
            out += [Landed(p, card) for p, card in enumerate(event.cards) if card is not None]
    return out


def centre(board: Board, tr: Catalog) -> str:
    """The centre piles' tops as a heading: what both players watch, first and big, the
    ones a card just landed on underlined (before a deal's first **Flip!** they are
    face down: the heading says so)."""
    state = board.state
    if state.phase is Phase.READY:
        return f"## {tr('speed-ready-heading', round=state.round)}"
    tops = [
        FACE_DOWN if pile.top is None else tr.card(pile.top) for pile in public_view(state).centre
    ]
    return heading(tops, landed(board))


def sizes(state: State, tr: Catalog) -> str:
    """How many cards each centre pile holds (small print under the heading)."""
    left, right = (pile_cards(pile.size, tr) for pile in public_view(state).centre)
    return pile_sizes(left, right, tr)


def _player(state: State, match: MatchInfo, seat: int, tr: Catalog) -> str:
    table = public_view(state)
    name = match.players[seat].name
    line = tr("speed-player", name=name, hand=table.hands[seat], draw=table.draws[seat])
    return seats.marked(seat, line)


def status(board: Board, tr: Catalog) -> str:
    state = board.state
    if state.phase is Phase.PLAY:  # what just happened, once something has
        return last_move(board, tr, landed(board)) or tr("speed-status-play")
    message = "speed-status-ready" if state.phase is Phase.READY else "speed-status-stuck"
    return call_status(board, tr, message, "speed-status-you-flipped", None)


def _sides(state: State, tr: Catalog) -> list[str]:
    table = public_view(state)
    lines: list[str] = [tr("speed-sides", left=table.sides[0], right=table.sides[1])]
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


def draw(board: Board, tr: Catalog, said: str | None = None) -> Drawn:
    """The public board; ``said``: why a press on it was refused (under the centre)."""
    state, match = board.state, board.match
    m = match.match_id
    texts = [
        centre(board, tr),
        *([] if state.phase is Phase.READY else [sizes(state, tr)]),
        _player(state, match, 0, tr),
        _player(state, match, 1, tr),
        status(board, tr),
        *_points(board, tr),
        *note_lines(board, tr),
    ]
    if said is not None:
        texts.insert(1, said)
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


def hand_status(board: Board, seat: int, tr: Catalog) -> str:
    state = board.state
    if state.phase is Phase.OVER:
        return tr("speed-hand-over")
    if state.phase is Phase.PLAY:
        if not state.hands[seat]:
            return tr("speed-hand-empty")
        return last_move(board, tr, landed(board)) or tr("speed-hand-play")
    message = "speed-hand-ready" if state.phase is Phase.READY else "speed-hand-stuck"
    return call_status(board, tr, message, "speed-status-you-flipped", seat)


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
    texts = [*notes, centre(board, tr), _player(state, match, seat, tr),
             hand_status(board, seat, tr), *late]  # fmt: skip
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
            lit = Play(seat, card, pile) in plays  # grey ones stay pressable: seats.card
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
