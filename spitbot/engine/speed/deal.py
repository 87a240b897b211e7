"""Dealing: P2, P3, P8's fresh deals, and P6's rebuilt side piles.

Shuffles after the first deal come from the state's ``seed``, the deal number
and a count of cards only, never from the seat. Where a deal must give one seat
the first share, :func:`first_seat` picks it from the centre piles' top cards,
which swap with the seats, so that swapping the seats mirrors a game exactly (a
property the tests check).
"""

from __future__ import annotations

import random

from ..cards import DECK, Card
from ..outcome import Seat
from .state import Phase, Pile, State
from .variant import Variant

HAND = 5  # P1: a hand holds at most five cards


def shuffler(seed: int, round_no: int, salt: int) -> random.Random:
    """The shuffle of deal ``round_no``: salt 0 deals the cards (P8), a positive salt
    rebuilds side piles (P6)."""
    return random.Random((seed << 40) ^ (round_no << 16) ^ salt)


def first_seat(state: State) -> Seat:
    """The seat whose centre pile has the higher top card (by card order): it gets the
    first share when cards are dealt out again (P6, P8). Seat-neutral: swapping the
    seats swaps the piles, and so the answer."""
    c0, c1 = state.centre
    return 0 if c0 and (not c1 or c0[-1] > c1[-1]) else 1


def deal(
    variant: Variant,
    seed: int,
    round_no: int,
    deck: list[Card],
    first: Seat,
    scores: tuple[int, int] = (0, 0),
    history: tuple[tuple[int, int], ...] = (),
) -> State:
    """P2, P3: deal ``deck`` (52 cards, in dealt order) for deal ``round_no``.

    Seat ``first`` gets the first share of each kind: its cards, then the other's;
    then a side pile each (P2: 10 cards, or 5 under the variant) and one middle card
    each, face down in the centre. Each player at once draws five cards of theirs
    into their hand (P3, D8); the rest is their draw pile.
    """
    n, side = variant.player_cards, variant.side_piles
    shares = (deck[:n], deck[n : 2 * n])
    sides = (deck[2 * n : 2 * n + side], deck[2 * n + side : 2 * n + 2 * side])
    middle = (deck[-2], deck[-1])
    hands: list[Pile] = [(), ()]
    draws: list[Pile] = [(), ()]
    side_piles: list[Pile] = [(), ()]
    centre: list[Pile] = [(), ()]
    for k, seat in enumerate((first, 1 - first)):
        cards = shares[k]
        # The draw pile's last card is drawn next: the hand takes the top five.
        hands[seat] = tuple(reversed(cards[-HAND:]))
        draws[seat] = tuple(cards[:-HAND])
        side_piles[seat] = tuple(sides[k])
        centre[seat] = (middle[k],)
    return State(
        variant=variant,
        seed=seed,
        round=round_no,
        phase=Phase.READY,
        hands=(hands[0], hands[1]),
        draws=(draws[0], draws[1]),
        sides=(side_piles[0], side_piles[1]),
        centre=(centre[0], centre[1]),
        scores=scores,
        history=history,
    )


def new_game(variant: Variant, rng: random.Random) -> State:
    """P2: shuffle one deck (C1) with the injected ``rng`` and deal the first deal."""
    deck = list(DECK)
    rng.shuffle(deck)
    seed = rng.getrandbits(48)
    return deal(variant, seed, 1, deck, 0)


def fresh_deal(state: State) -> State:
    """P8: the next deal of a series: all 52 cards shuffled and dealt anew (P2, P3)."""
    deck = list(DECK)
    shuffler(state.seed, state.round + 1, 0).shuffle(deck)
    return deal(
        state.variant,
        state.seed,
        state.round + 1,
        deck,
        first_seat(state),
        state.scores,
        state.history,
    )


def rebuild(state: State) -> tuple[Pile, Pile]:
    """P6: the centre piles but their top cards, shuffled and dealt one at a time
    onto the two side piles, alternately, starting with :func:`first_seat`'s.

    With an odd number of cards that side pile gets one more. The shuffle comes from
    the seed, the deal and how many cards the players still hold, so each rebuild of
    a deal is shuffled differently and a replay rebuilds the same way.
    """
    c0, c1 = state.centre
    cards = sorted(c0[:-1] + c1[:-1])
    held = sum(state.cards_left())
    shuffler(state.seed, state.round, 1 + held).shuffle(cards)
    first = first_seat(state)
    piles: tuple[list[Card], list[Card]] = ([], [])
    for k, card in enumerate(cards):
        piles[first if k % 2 == 0 else 1 - first].append(card)
    return tuple(piles[0]), tuple(piles[1])
