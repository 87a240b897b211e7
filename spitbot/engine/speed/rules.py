"""Applying an action to a state: the rules of Speed (P3-P8, D8, D9, D4).

:func:`apply` is the only way a state moves on. It returns the next state and
the events the action caused, or raises an
:class:`~spitbot.engine.reasons.IllegalAction` that says why as data (see
:mod:`.reasons`); the given state is a value and is never changed.
"""

from __future__ import annotations

from ..cards import FITS_ANY, Card
from ..events import GameOver, PointsScored, RoundOver
from ..options import Scoring
from ..outcome import EndReason, Outcome, Seat
from ..reasons import AlreadyPlayed, DoesNotFit, GameIsOver, IllegalAction, NoSuchPile, NotAPlayer
from .actions import Action, Flip, Play, Resign
from .deal import fresh_deal, rebuild
from .ends import SpeedEnd
from .events import (
    Blocked,
    CardDrawn,
    CardPlayed,
    Dealt,
    Event,
    FlipCalled,
    Flipped,
    SidesRebuilt,
    Stuck,
    TurnedUp,
)
from .reasons import (
    AllStuck,
    AlreadyFlipped,
    CardsAlreadyFlipped,
    MiddleFaceDown,
    NotInHand,
    NotStuck,
)
from .state import Phase, Pile, State

Transition = tuple[State, tuple[Event, ...]]
NO_CALLS = (False, False)


def waiting(state: State, seat: Seat) -> IllegalAction:
    """Why ``seat`` cannot play a card in ``state``'s phase: what the deal waits for."""
    if state.phase is Phase.READY:
        return MiddleFaceDown(state.calls[seat])  # P3
    if state.phase is Phase.STUCK:
        return AllStuck(state.calls[seat])  # P5, D9
    return GameIsOver()


def can_play(state: State, seat: Seat) -> bool:
    """P4, D8: whether a card of ``seat``'s (full) hand fits a centre pile's top (C2)."""
    c0, c1 = state.centre
    fits0, fits1 = FITS_ANY[c0[-1]], FITS_ANY[c1[-1]]
    return any(fits0[card] or fits1[card] for card in state.hands[seat])


def blocked(state: State) -> bool:
    """Decision (P5, P6): nobody can play now, and no card that flips or rebuilds can
    ever bring to the top (the side piles, and the centre piles under their tops)
    fits a card in either hand. Hands do not change while nobody plays, and every
    such card reaches a top before the side piles are rebuilt twice, so a stuck
    deal that is not blocked always comes unstuck."""
    ranks = 0
    for hand in state.hands:
        for card in hand:
            r = card >> 2
            ranks |= (1 << (r + 1) % 13) | (1 << (r - 1) % 13)  # C2: A is next to K and 2
    c0, c1 = state.centre
    for pile in (state.sides[0], state.sides[1], c0[:-1], c1[:-1]):
        for card in pile:
            if ranks >> (card >> 2) & 1:
                return False
    return True


def apply(state: State, action: Action) -> Transition:
    """Apply ``action`` to ``state``: the next state and the events it caused."""
    if state.phase is Phase.OVER:
        raise GameIsOver()
    if action.seat not in (0, 1):
        raise NotAPlayer(action.seat)
    if isinstance(action, Play):
        return _play(state, action)
    if isinstance(action, Flip):
        if action.episode is not None and action.episode != flip_episode(state):
            raise CardsAlreadyFlipped()
        return _flip(state, action.seat)
    if isinstance(action, Resign):
        reason = EndReason.IDLE if action.idle else EndReason.RESIGNED  # D4
        return _game_over(state, Outcome(1 - action.seat, reason), [])
    raise TypeError(f"not a Speed action: {action!r}")


def _with(pair: tuple[Pile, Pile], index: int, value: Pile) -> tuple[Pile, Pile]:
    return (value, pair[1]) if index == 0 else (pair[0], value)


# --- P4, D8: playing a card ---------------------------------------------------------


def _play(state: State, action: Play) -> Transition:
    seat, card, pile_index = action.seat, action.card, action.pile
    if state.phase is not Phase.PLAY:
        raise waiting(state, seat)
    hand = state.hands[seat]
    if card not in hand:
        # A double tap, or a press from a board that had not caught up: say where the
        # card went if it was played (P1: a hand is the player's own to see).
        for p in (0, 1):
            if card in state.centre[p]:
                raise AlreadyPlayed(card, p)
        raise NotInHand(card)
    if pile_index not in (0, 1):
        raise NoSuchPile(pile_index)
    pile = state.centre[pile_index]
    top = pile[-1]
    if not FITS_ANY[top][card]:
        raise DoesNotFit(card, top)  # P4, C2: one rank up or down; suits do not matter

    events: list[Event] = [CardPlayed(seat, card, pile_index)]
    slot = hand.index(card)
    draw = state.draws[seat]
    if draw:
        # D8: the bot draws back up to five at once; the new card takes the played
        # card's slot, so the other cards keep their places on the player's buttons.
        hand = hand[:slot] + (draw[-1],) + hand[slot + 1 :]
        draw = draw[:-1]
        events.append(CardDrawn(seat, len(draw)))
    else:
        hand = hand[:slot] + hand[slot + 1 :]
    after = State(
        state.variant,
        state.seed,
        state.round,
        Phase.PLAY,
        _with(state.hands, seat, hand),
        _with(state.draws, seat, draw),
        state.sides,
        _with(state.centre, pile_index, pile + (card,)),
        NO_CALLS,
        state.scores,
        state.history,
        None,
    )
    if not hand:
        return _end_deal(after, seat, events)  # P7: every card played, hand and draw pile
    return _settle(after, events)


def _settle(state: State, events: list[Event]) -> Transition:
    """P5, D9: after the centre or a hand changes, find out whether anyone can play."""
    if can_play(state, 0) or can_play(state, 1):
        return state._replace(phase=Phase.PLAY, calls=NO_CALLS), tuple(events)
    if blocked(state):
        events.append(Blocked())
        return _end_deal(state, None, events)
    events.append(Stuck(rebuild=not (state.sides[0] or state.sides[1])))
    return state._replace(phase=Phase.STUCK, calls=NO_CALLS), tuple(events)


# --- P3, P5, P6, D9: "Flip!" --------------------------------------------------------


def flip_episode(state: State) -> int:
    """Names the "Flip!" call a position waits for, within a deal: the cards left in the
    hands and draw piles (fewer after every play), the cards in the side piles (fewer
    after every flip), the centre piles' tops (every flip turns new ones, even after a
    rebuild) and whether the middle cards are still face down (READY). A call never
    shares it with the call before it."""
    held = sum(len(p) for p in (*state.hands, *state.draws))
    side = len(state.sides[0]) + len(state.sides[1])
    tops = [pile[-1] + 1 if pile else 0 for pile in state.centre]  # 0: an empty pile
    return (((held * 64 + side) * 53 + tops[0]) * 53 + tops[1]) * 2 + (state.phase is Phase.READY)


def _flip(state: State, seat: Seat) -> Transition:
    phase = state.phase
    if phase is Phase.PLAY:  # P5: someone can still play (else the phase would be STUCK)
        raise NotStuck(next((w for w in (seat, 1 - seat) if can_play(state, w)), seat))
    if state.calls[seat]:
        raise AlreadyFlipped()
    calls = (True, state.calls[1]) if seat == 0 else (state.calls[0], True)
    events: list[Event] = [FlipCalled(seat)]
    if not all(calls):  # D9: both press "Flip!" (or the countdown does it for them)
        return state._replace(calls=calls), tuple(events)
    if phase is Phase.READY:
        # P3: each turns one of the two middle cards face up, where it lies.
        events.append(TurnedUp((state.centre[0][-1], state.centre[1][-1])))
        return _settle(state._replace(phase=Phase.PLAY, calls=NO_CALLS), events)
    sides = state.sides
    if not (sides[0] or sides[1]):
        # P6: the side piles have run out: rebuild them from the centre piles.
        sides = rebuild(state)
        events.append(SidesRebuilt((len(sides[0]), len(sides[1]))))
        centre = ((state.centre[0][-1],), (state.centre[1][-1],))
        state = state._replace(sides=sides, centre=centre)
    # P5, D9: each side pile's top card turns onto the centre pile next to it.
    new_sides: list[Pile] = [sides[0], sides[1]]
    new_centre: list[Pile] = [state.centre[0], state.centre[1]]
    turned: list[Card | None] = [None, None]
    for i in (0, 1):
        if sides[i]:
            turned[i] = sides[i][-1]
            new_sides[i] = sides[i][:-1]
            new_centre[i] = new_centre[i] + (sides[i][-1],)
    events.append(Flipped((turned[0], turned[1])))
    after = state._replace(
        sides=(new_sides[0], new_sides[1]), centre=(new_centre[0], new_centre[1])
    )
    return _settle(after, events)  # P5: repeat until someone can play


# --- P7, P8: the end of a deal ------------------------------------------------------


def deal_winner(state: State, finisher: Seat | None) -> Seat | None:
    """P7: the player who went out; decision (blocked deal): the one with fewer cards
    left, None on a tie."""
    if finisher is not None:
        return finisher
    left = state.cards_left()
    if left[0] == left[1]:
        return None
    return 0 if left[0] < left[1] else 1


def _end_deal(state: State, finisher: Seat | None, events: list[Event]) -> Transition:
    left = state.cards_left()
    events.append(RoundOver(state.round, finisher, left))
    winner = deal_winner(state, finisher)
    if state.variant.scoring is Scoring.GAME:
        reason = EndReason.ALL_CARDS_PLAYED if finisher is not None else SpeedEnd.BLOCKED
        return _game_over(state, Outcome(winner, reason), events)  # P7
    # P8: the deal's winner scores a point per card the opponent still has (minus
    # their own, decision for a blocked deal; nothing on a tie).
    points = [0, 0]
    if winner is not None:
        points[winner] = left[1 - winner] - left[winner]
    totals = (state.scores[0] + points[0], state.scores[1] + points[1])
    state = state._replace(scores=totals, history=(*state.history, (points[0], points[1])))
    events.append(PointsScored(state.round, (points[0], points[1]), totals))
    target = state.variant.target
    if max(totals) >= target:
        # P8: the first to reach the target wins. Only the deal's winner scores, so
        # the other is still below it: no tie is possible from a real game.
        leader = None if totals[0] == totals[1] else (0 if totals[0] > totals[1] else 1)
        return _game_over(state, Outcome(leader, EndReason.POINTS), events)
    state = fresh_deal(state)
    events.append(Dealt(state.round))
    return state, tuple(events)


def _game_over(state: State, outcome: Outcome, events: list[Event]) -> Transition:
    events.append(GameOver(outcome))
    return state._replace(phase=Phase.OVER, outcome=outcome, calls=NO_CALLS), tuple(events)
