"""Applying an action to a state: the rules of Spit (S4-S14, V2-V4, D1, D5).

:func:`apply` is the only way a state moves on. It returns the next state and
the events the action caused, or raises an
:class:`~spitbot.engine.reasons.IllegalAction` that says why as data (see
:mod:`.reasons`); the given state is a value and is never changed.
"""

from __future__ import annotations

from ..cards import FITS_ALTERNATING, FITS_ANY, Card
from ..events import GameOver, PointsScored, RoundOver
from ..options import Scoring
from ..outcome import EndReason, Outcome, Seat
from ..reasons import (
    AlreadyPlayed,
    DoesNotFit,
    EmptyPile,
    GameIsOver,
    IllegalAction,
    NoSuchPile,
    NotAPlayer,
)
from .actions import Action, Choose, Flip, Move, Play, Resign, Slap, SlapTimeout, Spit
from .deal import coin, fresh_deal, relay
from .events import (
    CardFlipped,
    CardMoved,
    CardPlayed,
    Event,
    LaidOut,
    PilesTaken,
    Spat,
    SpitCalled,
    Stalled,
)
from .reasons import (
    AlreadyCalled,
    AlreadyFaceUp,
    EmptyStockpile,
    FaceDown,
    NobodyCanPlay,
    NoSpitCards,
    NoSuchStockpile,
    NothingToMove,
    NothingToTurn,
    NotOnTop,
    NotStalled,
    NotStarted,
    NotYourChoice,
    PileNotInUse,
    PointlessMove,
    RoundIsOver,
    RoundStillOn,
    SameColour,
    SameStockpile,
    SpaceNotEmpty,
    SpitCardsAlreadyTurned,
)
from .state import Phase, Pile, Side, State
from .variant import Colours, SlapRule, Variant

Transition = tuple[State, tuple[Event, ...]]


def waiting(state: State, seat: Seat) -> IllegalAction:
    """Why ``seat`` cannot play in ``state``'s phase: what the round waits for."""
    phase = state.phase
    if phase is Phase.READY:
        return NotStarted(state.calls[seat])
    if phase is Phase.STALLED:
        return NobodyCanPlay(bool(state.sides[seat].spit))
    if phase is Phase.SLAP:
        return RoundIsOver(False, None)
    if phase is Phase.CHOOSE:
        return RoundIsOver(True, chooser(state))
    if phase is Phase.OVER:
        return GameIsOver()
    return RoundStillOn()


def fit_table(variant: Variant) -> tuple[tuple[bool, ...], ...]:
    """``table[top][card]``: whether ``card`` may be played on ``top`` (C2, V3)."""
    return FITS_ALTERNATING if variant.colours is Colours.ALTERNATING else FITS_ANY


def fits(variant: Variant, pile: Pile, card: Card) -> bool:
    """S5a: a card fits a spit pile when it is adjacent to its top (and V3's colour)."""
    return bool(pile) and fit_table(variant)[pile[-1]][card]


def apply(state: State, action: Action) -> Transition:
    """Apply ``action`` to ``state``: the next state and the events it caused."""
    if state.phase is Phase.OVER:
        raise GameIsOver()
    if isinstance(action, Play):
        return _play(state, action)
    if isinstance(action, SlapTimeout):
        return _slap_timeout(state)
    if action.seat not in (0, 1):
        raise NotAPlayer(action.seat)
    if isinstance(action, Spit):
        return _spit(state, action)
    if isinstance(action, Slap):
        return _slap(state, action)
    if isinstance(action, Choose):
        return _choose(state, action)
    if isinstance(action, Flip):
        return _flip(state, action)
    if isinstance(action, Move):
        return _move(state, action)
    if isinstance(action, Resign):
        return _resign(state, action)
    raise TypeError(f"not a Spit action: {action!r}")


# --- S5: play, flip, move -------------------------------------------------------


def _play(state: State, action: Play) -> Transition:
    seat = action.seat
    if seat not in (0, 1):
        raise NotAPlayer(seat)
    if state.phase is not Phase.PLAY:
        raise waiting(state, seat)
    side = state.sides[seat]
    index = action.stock
    if not 0 <= index < len(side.stocks):
        raise NoSuchStockpile(index)
    stock = side.stocks[index]
    if action.card is not None and side.top(index) != action.card:
        raise _not_on_top(state, seat, action.card, index)
    if not stock:
        raise EmptyStockpile(index)
    if not side.up[index]:
        raise FaceDown(index)
    pile_index = action.pile
    if pile_index not in (0, 1):
        raise NoSuchPile(pile_index)
    if state.one_pile is not None and pile_index != state.one_pile:
        raise PileNotInUse(pile_index)  # S12
    pile = state.piles[pile_index]
    card = stock[-1]
    if not pile:
        raise EmptyPile(pile_index)
    if not fit_table(state.variant)[pile[-1]][card]:
        raise _misfit(state.variant, card, pile[-1])

    stocks = list(side.stocks)
    up = list(side.up)
    stocks[index] = stock[:-1]
    up[index] = False
    events: list[Event] = [CardPlayed(seat, card, index, pile_index)]
    _tidy(seat, stocks, up, state.variant, events)
    new_side = Side(tuple(stocks), tuple(up), side.spit)
    sides = (new_side, state.sides[1]) if seat == 0 else (state.sides[0], new_side)
    piles = (
        (pile + (card,), state.piles[1]) if pile_index == 0 else (state.piles[0], pile + (card,))
    )
    after = State(
        state.variant,
        state.seed,
        state.round,
        Phase.PLAY,
        sides,
        piles,
        state.one_pile,
        (False, False),
        seat if ties_need_last(state) else state.last,
        None,
        state.scores,
        state.history,
        None,
    )
    if not any(stocks):
        return _end_round(after, seat, events)  # S9a
    return _after_change(after, events)


def ties_need_last(state: State) -> bool:
    """Whether the seat that played the last card can ever break a tie this round: V2's
    chooser and S13's leader only (:func:`round_leader`). Elsewhere it is not kept, so
    two plays on different piles leave the same position in either order (D3)."""
    return state.variant.slap is SlapRule.CHOOSE or state.one_pile is not None


def _misfit(variant: Variant, card: Card, top: Card) -> IllegalAction:
    if variant.colours is Colours.ALTERNATING and FITS_ANY[top][card]:
        return SameColour(card, top)  # V3
    return DoesNotFit(card, top)  # C2


def _not_on_top(state: State, seat: Seat, card: Card, stock: int) -> IllegalAction:
    """The press named a card that is no longer that stockpile's top: say where it went."""
    played = next((p for p in (0, 1) if card in state.piles[p]), None)
    if played is not None:
        return AlreadyPlayed(card, played)
    side = state.sides[seat]
    moved = next((i for i in range(len(side.stocks)) if side.top(i) == card), None)
    return NotOnTop(card, stock, moved)


def _tidy(
    seat: Seat, stocks: list[Pile], up: list[bool], variant: Variant, out: list[Event]
) -> None:
    """D1: turn up face-down tops; D5: fill empty spaces from the stockpile with
    the most face-down cards under its top (leftmost on a tie)."""
    if variant.auto_flip:
        for i, stock in enumerate(stocks):
            if stock and not up[i]:
                up[i] = True
                out.append(CardFlipped(seat, i, stock[-1], True))
    if not variant.auto_fill:
        return
    while True:
        target = next((i for i, s in enumerate(stocks) if not s), None)
        if target is None:
            return
        source, under = -1, 0
        for i, stock in enumerate(stocks):
            if up[i] and len(stock) - 1 > under:
                source, under = i, len(stock) - 1
        if source < 0:
            return
        card = stocks[source][-1]
        stocks[target] = (card,)
        up[target] = True
        stocks[source] = stocks[source][:-1]
        up[source] = False
        out.append(CardMoved(seat, source, target, card, True))
        if variant.auto_flip:
            up[source] = True
            out.append(CardFlipped(seat, source, stocks[source][-1], True))


def _flip(state: State, action: Flip) -> Transition:
    if state.phase is not Phase.PLAY:
        raise waiting(state, action.seat)
    side = state.sides[action.seat]
    i = action.stock
    if not 0 <= i < len(side.stocks):
        raise NoSuchStockpile(i)
    if not side.stocks[i]:
        raise NothingToTurn(i)
    if side.up[i]:
        raise AlreadyFaceUp(i)
    stocks, up = list(side.stocks), list(side.up)
    up[i] = True
    events: list[Event] = [CardFlipped(action.seat, i, stocks[i][-1], False)]
    _tidy(action.seat, stocks, up, state.variant, events)
    return _after_change(
        _with_side(state, action.seat, Side(tuple(stocks), tuple(up), side.spit)), events
    )


def _move(state: State, action: Move) -> Transition:
    if state.phase is not Phase.PLAY:
        raise waiting(state, action.seat)
    side = state.sides[action.seat]
    src, dst = action.source, action.target
    n = len(side.stocks)
    for index in (src, dst):
        if not 0 <= index < n:
            raise NoSuchStockpile(index)
    if src == dst:
        raise SameStockpile(src)
    if side.stocks[dst]:
        raise SpaceNotEmpty(dst)
    if not side.stocks[src] or not side.up[src]:
        raise NothingToMove(src)
    if len(side.stocks[src]) == 1:
        raise PointlessMove(src)
    stocks, up = list(side.stocks), list(side.up)
    card = stocks[src][-1]
    stocks[dst], up[dst] = (card,), True
    stocks[src], up[src] = stocks[src][:-1], False
    events: list[Event] = [CardMoved(action.seat, src, dst, card, False)]
    _tidy(action.seat, stocks, up, state.variant, events)
    return _after_change(
        _with_side(state, action.seat, Side(tuple(stocks), tuple(up), side.spit)), events
    )


def _with_side(state: State, seat: Seat, side: Side) -> State:
    sides = (side, state.sides[1]) if seat == 0 else (state.sides[0], side)
    return state._replace(sides=sides)


def chore(state: State, seat: Seat) -> str | None:
    """What ``seat`` can do in play, if anything: ``"play"`` a card that fits (S5a),
    ``"turn"`` a face-down top (S5b) or ``"move"`` a card to an empty space (S5c)."""
    table = fit_table(state.variant)
    tops = [state.piles[p][-1] for p in state.piles_in_use() if state.piles[p]]
    side = state.sides[seat]
    empty_space = movable = turnable = False
    for stock, up in zip(side.stocks, side.up, strict=True):
        if not stock:
            empty_space = True
            continue
        if not up:
            turnable = True
            continue
        card = stock[-1]
        for top in tops:
            if table[top][card]:
                return "play"
        if len(stock) > 1:
            movable = True
    if turnable:
        return "turn"
    return "move" if empty_space and movable else None


def can_move(state: State, seat: Seat) -> bool:
    """Whether ``seat`` has anything to do in play (see :func:`chore`)."""
    return chore(state, seat) is not None


def _after_change(state: State, events: list[Event]) -> Transition:
    """S7-S9b: after play changes, find a stall and what follows from it."""
    if can_move(state, 0) or can_move(state, 1):
        return state, tuple(events)
    spitters = tuple(s for s in (0, 1) if state.sides[s].spit)
    if spitters:  # S7, S8: those who still have spit cards spit
        events.append(Stalled(spitters))
        return state._replace(phase=Phase.STALLED, calls=(False, False)), tuple(events)
    return _end_round(state, None, events)  # S9b


# --- S4, S7, S8: "Spit!" ----------------------------------------------------------


def spit_cards_left(state: State) -> int:
    """Spit cards in both stacks: fewer after every call (S4, S7), so it names one."""
    return len(state.sides[0].spit) + len(state.sides[1].spit)


def _spit(state: State, action: Spit) -> Transition:
    seat, phase = action.seat, state.phase
    if action.left is not None and action.left != spit_cards_left(state):
        raise SpitCardsAlreadyTurned()
    if phase is Phase.PLAY:
        for who in (seat, 1 - seat):
            what = chore(state, who)
            if what is not None:
                raise NotStalled(who, what)
    if phase not in (Phase.READY, Phase.STALLED):
        raise waiting(state, seat)
    if phase is Phase.STALLED and not state.sides[seat].spit:
        raise NoSpitCards()  # S8
    if state.calls[seat]:
        raise AlreadyCalled()
    calls = (True, state.calls[1]) if seat == 0 else (state.calls[0], True)
    events: list[Event] = [SpitCalled(seat)]
    needed = [s for s in (0, 1) if phase is Phase.READY or state.sides[s].spit]
    if not all(calls[s] for s in needed):
        return state._replace(calls=calls), tuple(events)
    # Everyone needed has called: each turns their next spit card onto their own pile.
    sides = list(state.sides)
    piles = list(state.piles)
    spat: list[Card | None] = [None, None]
    for s in (0, 1):
        if sides[s].spit:
            card = sides[s].spit[-1]
            sides[s] = sides[s]._replace(spit=sides[s].spit[:-1])
            piles[s] = piles[s] + (card,)
            spat[s] = card
    events.append(Spat((spat[0], spat[1])))
    after = state._replace(
        phase=Phase.PLAY,
        sides=(sides[0], sides[1]),
        piles=(piles[0], piles[1]),
        calls=(False, False),
    )
    return _after_change(after, events)


# --- S9-S14, V2, V4: the end of a round -----------------------------------------


def round_leader(state: State) -> Seat | None:
    """Who did best in a finished round: the finisher (S9a); else the one with
    fewer stockpile cards left; on a tie, the one who played the last card
    (V2's decision, also used for S13 after a final stall)."""
    if state.finisher is not None:
        return state.finisher
    left = (state.sides[0].stock_count(), state.sides[1].stock_count())
    if left[0] != left[1]:
        return 0 if left[0] < left[1] else 1
    return state.last


def _end_round(state: State, finisher: Seat | None, events: list[Event]) -> Transition:
    state = state._replace(finisher=finisher, calls=(False, False))
    events.append(RoundOver(state.round, finisher, (state.sides[0].held(), state.sides[1].held())))
    played_out = finisher is not None and not state.sides[finisher].spit
    if state.variant.scoring is Scoring.POINTS:
        # V4: a point for every card still held when the round ends, before the slap.
        points = (state.sides[0].held(), state.sides[1].held())
        totals = (state.scores[0] + points[0], state.scores[1] + points[1])
        state = state._replace(scores=totals, history=(*state.history, points))
        events.append(PointsScored(state.round, points, totals))
        if max(totals) >= state.variant.target:
            lower = None if totals[0] == totals[1] else (0 if totals[0] < totals[1] else 1)
            return _game_over(state, Outcome(lower, EndReason.POINTS), events)
        if played_out and finisher is not None:
            # V4 decision: the deal is played out; deal all 52 again.
            return _laid_out(fresh_deal(state, finisher), events, fresh=True)
    elif played_out:
        return _game_over(state, Outcome(finisher, EndReason.ALL_CARDS_PLAYED), events)  # S14
    if state.one_pile is not None:
        return _single_pile_end(state, events)  # S13
    phase = Phase.CHOOSE if state.variant.slap is SlapRule.CHOOSE else Phase.SLAP
    return state._replace(phase=phase), tuple(events)


def _single_pile_end(state: State, events: list[Event]) -> Transition:
    """S13: the round leader takes nothing from the centre; the other takes the pile."""
    assert state.one_pile is not None
    leader = round_leader(state)
    if leader is None:  # no card was played at all: the short player takes it
        leader = state.one_pile
    taken: list[int | None] = [None, None]
    taken[1 - leader] = state.one_pile
    return _take(state, (taken[0], taken[1]), leader, events)


def _take(
    state: State, taken: tuple[int | None, int | None], by: Seat | None, events: list[Event]
) -> Transition:
    events.append(PilesTaken(taken, by))
    piles = tuple(state.piles[t] if t is not None else () for t in taken)
    return _laid_out(relay(state, (piles[0], piles[1])), events, fresh=False)


def _laid_out(state: State, events: list[Event], fresh: bool) -> Transition:
    events.append(
        LaidOut(
            state.round,
            (len(state.sides[0].spit), len(state.sides[1].spit)),
            state.one_pile,
            fresh,
        )
    )
    return state, tuple(events)


def _slap(state: State, action: Slap) -> Transition:
    if state.phase is not Phase.SLAP:
        raise waiting(state, action.seat)
    if action.pile not in (0, 1):
        raise NoSuchPile(action.pile)
    # S10: the first hand on a pile takes it; the other player takes the other pile.
    taken = (action.pile, 1 - action.pile) if action.seat == 0 else (1 - action.pile, action.pile)
    return _take(state, taken, action.seat, [])


def _slap_timeout(state: State) -> Transition:
    if state.phase is not Phase.SLAP:
        raise RoundStillOn() if state.phase is not Phase.OVER else GameIsOver()
    return _take(state, (0, 1), None, [])


def _choose(state: State, action: Choose) -> Transition:
    if state.phase is not Phase.CHOOSE:
        raise waiting(state, action.seat)
    who = chooser(state)
    if action.seat != who:
        assert who is not None
        raise NotYourChoice(who)
    if action.pile not in (0, 1):
        raise NoSuchPile(action.pile)
    taken = (action.pile, 1 - action.pile) if action.seat == 0 else (1 - action.pile, action.pile)
    return _take(state, taken, action.seat, [])


def chooser(state: State) -> Seat | None:
    """V2: the seat that chooses the pile, when the phase is CHOOSE: the round's
    leader (:func:`round_leader`); if no card was played that round either, a
    coin drawn from the match's seed, so that a replay decides the same way."""
    if state.phase is not Phase.CHOOSE:
        return None
    seat = round_leader(state)
    return coin(state.seed, state.round) if seat is None else seat


# --- D4 -----------------------------------------------------------------------


def _resign(state: State, action: Resign) -> Transition:
    reason = EndReason.IDLE if action.idle else EndReason.RESIGNED
    return _game_over(state, Outcome(1 - action.seat, reason), [])


def _game_over(state: State, outcome: Outcome, events: list[Event]) -> Transition:
    events.append(GameOver(outcome))
    return state._replace(phase=Phase.OVER, outcome=outcome, calls=(False, False)), tuple(events)
