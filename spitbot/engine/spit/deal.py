"""Dealing and laying out: S1-S3, S11, S12, and V4's fresh deal; V2's coin.

Shuffles after the first deal come from the state's ``seed`` and the round
number only, never from the seat, so that swapping the seats mirrors a game
exactly (a property the tests check).
"""

from __future__ import annotations

import random

from ..cards import DECK, Card
from ..outcome import Seat
from .state import Phase, Pile, Side, State
from .variant import Variant


def _rng(seed: int, round_no: int, salt: int) -> random.Random:
    return random.Random((seed << 20) ^ (round_no << 2) ^ salt)


def coin(seed: int, round_no: int) -> Seat:
    """V2's decision: a coin drawn from the match's seed and the round, so that a
    replay of the match tosses it the same way."""
    return _rng(seed, round_no, 2).randrange(2)


def lay_out(cards: list[Card], stockpiles: int) -> Side:
    """S2, S3, S12: lay ``cards`` (in dealt order) out as one player's side.

    Stockpile ``i`` holds up to ``i + 1`` cards, dealt in passes left to right
    (S12's decision); the top of each is face up. Whatever is left over is the
    spit pile, whose last card is turned first.
    """
    size = stockpiles * (stockpiles + 1) // 2
    piles: list[list[Card]] = [[] for _ in range(stockpiles)]
    dealt = 0
    layout_cards = cards[:size]
    for depth in range(stockpiles):
        for i in range(depth, stockpiles):
            if dealt == len(layout_cards):
                break
            piles[i].append(layout_cards[dealt])
            dealt += 1
    stocks = tuple(tuple(p) for p in piles)
    return Side(stocks=stocks, up=tuple(bool(p) for p in stocks), spit=tuple(cards[size:]))


def _start_round(
    variant: Variant,
    seed: int,
    round_no: int,
    hands: tuple[list[Card], list[Card]],
    scores: tuple[int, int],
    history: tuple[tuple[int, int], ...],
) -> State:
    sides = (lay_out(hands[0], variant.stockpiles), lay_out(hands[1], variant.stockpiles))
    one_pile: int | None = None
    for seat in (0, 1):
        # S12: a player left with no spit cards (a layout's worth of cards or fewer)
        # cannot spit, so only the other player's spit pile is used.
        if len(hands[seat]) <= variant.layout_size:
            one_pile = 1 - seat
    return State(
        variant=variant,
        seed=seed,
        round=round_no,
        phase=Phase.READY,
        sides=sides,
        piles=((), ()),
        one_pile=one_pile,
        scores=scores,
        history=history,
    )


def new_game(variant: Variant, rng: random.Random) -> State:
    """S1: shuffle with the injected ``rng`` and deal 26 cards to each player."""
    deck = list(DECK)
    rng.shuffle(deck)
    seed = rng.getrandbits(48)
    return _start_round(variant, seed, 1, (deck[:26], deck[26:]), (0, 0), ())


def relay(state: State, taken: tuple[Pile, Pile]) -> State:
    """S11: each player adds the pile they took to what is left on their side,
    shuffles, and lays out anew for the next round."""
    hands: list[list[Card]] = []
    for seat in (0, 1):
        side = state.sides[seat]
        cards = sorted([*taken[seat], *side.spit, *(c for s in side.stocks for c in s)])
        _rng(state.seed, state.round + 1, 0).shuffle(cards)
        hands.append(cards)
    return _start_round(
        state.variant,
        state.seed,
        state.round + 1,
        (hands[0], hands[1]),
        state.scores,
        state.history,
    )


def fresh_deal(state: State, first: Seat) -> State:
    """V4 decision: after a deal is played out (S14) a points series goes on with
    all 52 cards shuffled and dealt again; ``first`` (the one who went out) gets
    the first half, which keeps the deal symmetric under a swap of seats."""
    deck = list(DECK)
    _rng(state.seed, state.round + 1, 1).shuffle(deck)
    hands = (deck[:26], deck[26:]) if first == 0 else (deck[26:], deck[:26])
    return _start_round(
        state.variant, state.seed, state.round + 1, hands, state.scores, state.history
    )
