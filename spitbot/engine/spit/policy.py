"""The bot opponent's choice of action: pure functions of a :class:`PlayerView`.

The bot sees only what its seat may see (no face-down card, no spit card).
How fast it acts is the runtime's business; this module only picks.

- ``GREEDY`` plays the first card that fits and slaps the pile in front of it.
- ``STRONG`` scores each play: it prefers plays that turn up a hidden card,
  leave itself more plays and the opponent fewer, and slaps the smaller pile.
"""

from __future__ import annotations

from ..cards import Card
from ..game import Level
from .actions import Action, Choose, Flip, Move, Play, Slap, Spit
from .rules import fit_table
from .state import Phase
from .view import PlayerView


def _plays(view: PlayerView) -> list[Play]:
    table = fit_table(view.variant)
    seat = view.seat
    # Own pile first, the same from either seat (mirror symmetry).
    piles = [
        (p, pile.top)
        for p, pile in ((seat, view.piles[seat]), (1 - seat, view.piles[1 - seat]))
        if pile.in_use and pile.top is not None
    ]
    plays: list[Play] = []
    for i, stock in enumerate(view.sides[seat].stocks):
        card = stock.top
        if card is None:
            continue
        for p, top in piles:
            if table[top][card]:
                plays.append(Play(seat, i, p, card))
    return plays


def _chores(view: PlayerView) -> list[Action]:
    """S5b and S5c, for when the bot does not do them automatically (D1, D5 off)."""
    stocks = view.me.stocks
    flips: list[Action] = [
        Flip(view.seat, i) for i, s in enumerate(stocks) if s.top is None and s.hidden
    ]
    if flips:
        return flips
    empties = [i for i, s in enumerate(stocks) if s.size == 0]
    if not empties:
        return []
    return [
        Move(view.seat, i, empties[0])
        for i, s in enumerate(stocks)
        if s.top is not None and s.hidden
    ]


def _score(view: PlayerView, play: Play) -> float:
    table = fit_table(view.variant)
    mine = view.sides[view.seat].stocks
    stock = mine[play.stock]
    card = stock.top
    assert card is not None
    # Turning up a hidden card (D1) is worth most; emptying a space (D5) a little.
    score = 3.0 if stock.hidden else 1.0
    other = view.piles[1 - play.pile]
    tops: list[Card] = [card]
    if other.in_use and other.top is not None:
        tops.append(other.top)
    for i, s in enumerate(mine):  # plays it leaves me
        if i != play.stock and s.top is not None:
            for top in tops:
                if table[top][s.top]:
                    score += 1.0
                    break
    for s in view.sides[1 - view.seat].stocks:  # plays it opens for the opponent
        if s.top is not None and table[card][s.top]:
            score -= 0.75
    return score


def choose_action(view: PlayerView, level: Level = Level.STRONG) -> Action | None:
    """The action the bot takes in this position, or None to wait."""
    phase = view.phase
    seat = view.seat
    if phase is Phase.PLAY:
        plays = _plays(view)
        if plays:
            if level is Level.GREEDY:
                return plays[0]
            return max(plays, key=lambda p: _score(view, p))
        chores = _chores(view)
        return chores[0] if chores else None
    if phase in (Phase.READY, Phase.STALLED):
        needed = phase is Phase.READY or view.me.spit_left > 0
        return Spit(seat) if needed and not view.calls[seat] else None
    if phase is Phase.SLAP:
        return Slap(seat, _pile_pick(view, level))
    if phase is Phase.CHOOSE and view.chooser == seat:
        return Choose(seat, _pile_pick(view, level))
    return None


def _pile_pick(view: PlayerView, level: Level) -> int:
    """S10: the smaller pile is the prize (STRONG); GREEDY takes the one in front of it."""
    if level is Level.GREEDY:
        return view.seat
    sizes = (view.piles[0].size, view.piles[1].size)
    if sizes[0] == sizes[1]:
        return view.seat
    return 0 if sizes[0] < sizes[1] else 1
