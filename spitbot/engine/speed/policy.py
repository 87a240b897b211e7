"""The bot opponent's choice of action: pure functions of a :class:`PlayerView`.

The bot sees only what its seat may see: its hand and the board (P1). How fast
it acts is the runtime's business; this module only picks.

- ``GREEDY`` plays the first card that fits (hand order, own pile first).
- ``STRONG`` scores each play. Since both players play as fast as they can, the
  race is won by being stuck less often than the opponent (P5), so it keeps a
  hand whose cards fit many ranks, prefers not to spend a card that its other
  cards would fit, and a little, leaves tops that few unseen cards fit (the
  opponent's hand is among them). The weights were measured on seeded games
  against ``GREEDY``; see the policy test.
"""

from __future__ import annotations

from ..cards import FITS_ANY
from ..game import Level
from .actions import Action, Flip, Play
from .state import Phase
from .view import PlayerView

# C2: the ranks next to each rank, as a bit mask (A is next to K and 2).
_NEXT = tuple((1 << (r + 1) % 13) | (1 << (r - 1) % 13) for r in range(13))


def _plays(view: PlayerView) -> list[Play]:
    seat = view.seat
    centre = view.board.centre
    tops = [(p, centre[p].top) for p in (seat, 1 - seat)]
    return [
        Play(seat, card, p)
        for card in view.hand
        for p, top in tops
        if top is not None and FITS_ANY[top][card]
    ]


def _unseen(view: PlayerView) -> list[int]:
    """How many cards of each rank the bot cannot see (in the opponent's hand, the
    face-down piles or under the centre tops): four, less those it sees."""
    left = [4] * 13
    for card in view.hand:
        left[card >> 2] -= 1
    for pile in view.board.centre:
        if pile.top is not None:
            left[pile.top >> 2] -= 1
    return left


def _score(view: PlayerView, play: Play, unseen: list[int]) -> float:
    card = play.card
    rank = card >> 2
    other = view.board.centre[1 - play.pile].top
    assert other is not None
    reach = 0  # the ranks of tops the cards I keep will fit (C2)
    chain = same = 0
    for c in view.hand:
        if c != card:
            reach |= _NEXT[c >> 2]
            chain += FITS_ANY[card][c]
            same += (c >> 2) == rank
    tops = _NEXT[rank] | _NEXT[other >> 2]
    opened = sum(n for r, n in enumerate(unseen) if tops >> r & 1)
    return reach.bit_count() - chain + 0.5 * same - 0.1 * opened


def choose_action(view: PlayerView, level: Level = Level.STRONG) -> Action | None:
    """The action the bot takes in this position, or None to wait."""
    board = view.board
    phase = board.phase
    if phase is Phase.PLAY:
        plays = _plays(view)
        if not plays:
            return None  # D8: stuck; the engine finds when both are (P5)
        if level is Level.GREEDY or len(plays) == 1:
            return plays[0]
        unseen = _unseen(view)
        return max(plays, key=lambda p: _score(view, p, unseen))
    if phase in (Phase.READY, Phase.STUCK):
        return None if board.calls[view.seat] else Flip(view.seat)  # P3, D9
    return None
