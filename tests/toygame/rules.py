"""Race's rules (``RULES.md``: T1-T7) as pure functions of immutable states: deal,
apply, the legal actions, what a seat sees, the bot's choice and the seats swapped."""

from __future__ import annotations

import random
from typing import NamedTuple

from spitbot.engine import (
    AlreadyPlayed,
    DoesNotFit,
    EndReason,
    GameIsOver,
    GameOver,
    IllegalAction,
    Level,
    NotAPlayer,
    Outcome,
    RoundOver,
    Seat,
    adjacent,
)
from spitbot.engine.cards import DECK, Card

from .state import (
    HAND,
    Action,
    AlreadyStarted,
    CardPlayed,
    Go,
    NotYourCard,
    Phase,
    Pile,
    PileFaceDown,
    Play,
    Resign,
    State,
    Stuck,
    ToyEnd,
    Turn,
    Turned,
    Variant,
)

Transition = tuple[State, tuple[object, ...]]


def new_game(variant: Variant, rng: random.Random) -> State:
    """T1: one deck shuffled with the injected ``rng``, each player's share dealt in turn
    (four to the hand, the rest to the draw pile, whose last card is drawn next)."""
    deck = list(DECK)
    rng.shuffle(deck)
    n = variant.cards
    shares = (deck[0 : 2 * n : 2], deck[1 : 2 * n : 2])
    return State(
        variant=variant,
        seed=rng.getrandbits(48),
        phase=Phase.READY,
        hands=(tuple(shares[0][:HAND]), tuple(shares[1][:HAND])),
        draws=(tuple(shares[0][HAND:]), tuple(shares[1][HAND:])),
        reserve=tuple(deck[2 * n :]),
        pile=(),
    )


def can_play(state: State, seat: Seat) -> bool:
    top = state.pile[-1]
    return any(adjacent(card, top) for card in state.hands[seat])


def stalemate(state: State) -> bool:
    """T6: no card that could still be turned up fits a card in either hand."""
    coming = (*state.reserve, *state.pile[:-1])
    held = (*state.hands[0], *state.hands[1])
    return not any(adjacent(card, mine) for card in coming for mine in held)


def apply(state: State, action: Action) -> Transition:
    """The next state and the events ``action`` caused; raises :class:`IllegalAction`."""
    if state.phase is Phase.OVER:
        raise GameIsOver()
    if isinstance(action, Resign):
        reason = EndReason.IDLE if action.idle else EndReason.RESIGNED  # T7, D4
        return _over(state, Outcome(1 - _seat(action.seat), reason), [])
    if isinstance(action, Turn):
        if state.phase is not Phase.STUCK:
            raise IllegalAction()  # the referee turns only when nobody can play (T4)
        return _turn(state, [])
    if isinstance(action, Go):
        return _go(state, _seat(action.seat))
    return _play(state, _seat(action.seat), action.card)


def _seat(seat: Seat) -> Seat:
    if seat not in (0, 1):
        raise NotAPlayer(seat)
    return seat


def _go(state: State, seat: Seat) -> Transition:
    if state.phase is not Phase.READY:
        raise AlreadyStarted()
    if state.calls[seat]:
        raise PileFaceDown(True)
    calls = (True, state.calls[1]) if seat == 0 else (state.calls[0], True)
    if not all(calls):
        return state._replace(calls=calls), ()
    return _turn(state._replace(calls=(False, False)), [])  # T2: both are ready


def _play(state: State, seat: Seat, card: Card) -> Transition:
    if state.phase is Phase.READY:
        raise PileFaceDown(state.calls[seat])
    hand = state.hands[seat]
    if card not in hand:
        if card in state.pile:
            raise AlreadyPlayed(card, 0)  # a double tap: it is on the pile already
        raise NotYourCard(card)
    top = state.pile[-1]
    if not adjacent(card, top):
        raise DoesNotFit(card, top)  # T3, C2
    slot = hand.index(card)
    draw = state.draws[seat]
    refill = (draw[-1],) if draw else ()  # T3: the drawn card takes the played card's slot
    hands = list(state.hands)
    draws = list(state.draws)
    hands[seat] = hand[:slot] + refill + hand[slot + 1 :]
    draws[seat] = draw[:-1]
    after = state._replace(
        hands=(hands[0], hands[1]), draws=(draws[0], draws[1]), pile=(*state.pile, card)
    )
    events: list[object] = [CardPlayed(seat, card)]
    if not hands[seat]:
        return _over(after, Outcome(seat, EndReason.ALL_CARDS_PLAYED), events)  # T5
    return _settle(after, events)


def _turn(state: State, events: list[object]) -> Transition:
    """T2, T4: the reserve's top card onto the pile, the pile reshuffled into the reserve
    first when the reserve is empty (by the seed and the cards left, so a replay turns
    the same cards)."""
    reserve, pile, again = state.reserve, state.pile, False
    if not reserve:
        under = sorted(pile[:-1])
        random.Random(state.seed ^ sum(state.cards_left()) << 8 ^ len(under)).shuffle(under)
        reserve, pile, again = tuple(under), pile[-1:], True
    card = reserve[-1]
    after = state._replace(phase=Phase.PLAY, reserve=reserve[:-1], pile=(*pile, card))
    return _settle(after, [*events, Turned(card, again)])


def _settle(state: State, events: list[object]) -> Transition:
    """T4, T6: after the pile changes, find out whether anyone can play."""
    if can_play(state, 0) or can_play(state, 1):
        return state._replace(phase=Phase.PLAY), tuple(events)
    if stalemate(state):
        left = state.cards_left()
        winner = None if left[0] == left[1] else (0 if left[0] < left[1] else 1)
        return _over(state, Outcome(winner, ToyEnd.STALEMATE), events)
    return state._replace(phase=Phase.STUCK), (*events, Stuck())


def _over(state: State, outcome: Outcome, events: list[object]) -> Transition:
    events += [RoundOver(1, outcome.winner, state.cards_left()), GameOver(outcome)]
    return state._replace(phase=Phase.OVER, calls=(False, False), outcome=outcome), tuple(events)


def legal_actions(state: State, seat: Seat) -> list[Action]:
    """Exactly the actions of ``seat`` that :func:`apply` accepts (resigning aside)."""
    if seat not in (0, 1):
        return []
    if state.phase is Phase.READY:
        return [] if state.calls[seat] else [Go(seat)]
    if state.phase is not Phase.PLAY:
        return []
    top = state.pile[-1]
    return [Play(seat, card) for card in state.hands[seat] if adjacent(card, top)]


# --- what a seat sees, and the bot ---------------------------------------------------------


class ToyView(NamedTuple):
    """What ``seat`` sees: both hands (T1: face up), the pile's top, and counts only of
    the face-down cards."""

    seat: Seat
    phase: Phase
    hands: tuple[Pile, Pile]
    draws: tuple[int, int]
    reserve: int
    top: Card | None
    calls: tuple[bool, bool]


def view(state: State, seat: Seat) -> ToyView:
    return ToyView(
        seat,
        state.phase,
        state.hands,
        (len(state.draws[0]), len(state.draws[1])),
        len(state.reserve),
        state.pile[-1] if state.pile else None,
        state.calls,
    )


def choose_action(seen: ToyView, level: Level) -> Action | None:
    """GREEDY plays the first card that fits; STRONG the one after which its own hand
    can follow on (a chain keeps the lead while the other player looks)."""
    seat = seen.seat
    if seen.phase is Phase.READY:
        return None if seen.calls[seat] else Go(seat)
    if seen.phase is not Phase.PLAY or seen.top is None:
        return None
    hand = seen.hands[seat]
    plays = [card for card in hand if adjacent(card, seen.top)]
    if not plays:
        return None
    if level is Level.GREEDY:
        return Play(seat, plays[0])
    return Play(seat, max(plays, key=lambda c: sum(adjacent(c, o) for o in hand if o != c)))


def mirror_state(state: State) -> State:
    """The same position with the seats swapped."""
    out = state.outcome
    winner = None if out is None or out.winner is None else 1 - out.winner
    return state._replace(
        hands=(state.hands[1], state.hands[0]),
        draws=(state.draws[1], state.draws[0]),
        calls=(state.calls[1], state.calls[0]),
        outcome=None if out is None else Outcome(winner, out.reason),
    )
