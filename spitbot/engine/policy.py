"""The bot opponent's choice of action: pure functions of a :class:`PlayerView`.

The bot sees only what its seat may see (no face-down card, no spit card).
How fast it acts is the runtime's business; this module only picks.

- ``GREEDY`` plays the first card that fits and slaps the pile in front of it.
- ``STRONG`` scores each play: it prefers plays that turn up a hidden card,
  leave itself more plays and the opponent fewer, and slaps the smaller pile.
"""

from __future__ import annotations

from enum import Enum

from .actions import Action, Choose, Flip, Move, Play, Slap, Spit
from .cards import Card
from .rules import fit_table
from .state import Phase
from .view import PlayerView


class Level(Enum):
    GREEDY = "greedy"
    STRONG = "strong"


def _plays(view: PlayerView) -> list[Play]:
    table = fit_table(view.variant)
    plays: list[Play] = []
    for i, stock in enumerate(view.me.stocks):
        if stock.top is None:
            continue
        for p in (view.seat, 1 - view.seat):  # own pile first, the same from either seat
            pile = view.piles[p]
            if pile.in_use and pile.top is not None and table[pile.top][stock.top]:
                plays.append(Play(view.seat, i, p))
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
    card = view.me.stocks[play.stock].top
    assert card is not None
    stock = view.me.stocks[play.stock]
    score = 3.0 if stock.hidden else 0.0  # turns up a card (D1) and empties nothing
    if not stock.hidden:
        score += 1.0  # an emptied space gets filled (D5) or brings us closer to going out
    tops: list[Card] = [card]
    for p, pile in enumerate(view.piles):
        if p != play.pile and pile.in_use and pile.top is not None:
            tops.append(pile.top)
    mine = sum(
        1
        for i, s in enumerate(view.me.stocks)
        if i != play.stock and s.top is not None and any(table[t][s.top] for t in tops)
    )
    theirs = sum(1 for s in view.opponent.stocks if s.top is not None and table[card][s.top])
    return score + mine - 0.75 * theirs


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
