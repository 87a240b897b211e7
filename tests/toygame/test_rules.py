"""Race's rules (``RULES.md``, T1-T7), its notation and its hooks, on seeded deals and on
positions written in its notation."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from spitbot.engine import (
    AlreadyPlayed,
    DoesNotFit,
    EndReason,
    GameOver,
    IllegalAction,
    LandedFirst,
    Level,
    NotationError,
    parse_card,
)

from .game import TOY, TURN
from .rules import choose_action, view
from .state import (
    HAND,
    AlreadyStarted,
    CardPlayed,
    Go,
    NotYourCard,
    Phase,
    PileFaceDown,
    Play,
    Resign,
    State,
    ToyEnd,
    Turn,
    Turned,
    Variant,
)

C = parse_card


def playout(seed: int, variant: Variant | None = None) -> Iterator[State]:
    """Every position of a seeded game: both press Go!, then a random legal play (or, when
    nobody can play, the countdown's turn) until someone wins."""
    rng = random.Random(seed)
    state = TOY.new_game(variant or Variant(), rng)
    yield state
    while state.outcome is None:
        actions = [*TOY.legal_actions(state, 0), *TOY.legal_actions(state, 1)]
        if not actions:
            deadline = TOY.deadline(state)
            assert deadline is not None, TOY.format_state(state)
            actions = list(TOY.on_deadline(state, deadline))
        state, _ = TOY.apply(state, rng.choice(actions))
        yield state


def test_t1_each_player_is_dealt_a_hand_of_four_and_a_draw_pile() -> None:
    for cards in (8, 12):
        state = TOY.new_game(Variant(cards), random.Random(cards))
        assert [len(h) for h in state.hands] == [HAND, HAND]
        assert [len(d) for d in state.draws] == [cards - HAND] * 2
        assert len(state.reserve) == 52 - 2 * cards and state.pile == ()
        assert sorted(state.cards()) == list(range(52))  # C1
    assert TOY.new_game(Variant(), random.Random(3)) == TOY.new_game(Variant(), random.Random(3))
    with pytest.raises(ValueError, match="8 or 12"):
        Variant(10)


def test_t2_the_pile_is_turned_when_both_have_pressed_go() -> None:
    state = TOY.new_game(Variant(), random.Random(1))
    with pytest.raises(PileFaceDown):
        TOY.apply(state, Play(0, state.hands[0][0]))
    one, events = TOY.apply(state, Go(0))
    assert (one.phase, one.calls, events) == (Phase.READY, (True, False), ())
    with pytest.raises(PileFaceDown) as twice:
        TOY.apply(one, Go(0))
    assert twice.value.called
    both, events = TOY.apply(one, Go(1))
    assert both.pile == (state.reserve[-1],) and Turned(state.reserve[-1]) in events
    with pytest.raises(AlreadyStarted):
        TOY.apply(both, Go(0))
    # The first call is the shared one, timed for whoever has not pressed.
    deadline = TOY.deadline(one)
    assert deadline is not None and (deadline.kind, deadline.seats) == ("ready", (1,))
    assert list(TOY.on_deadline(one, deadline)) == [Go(1)]


PLAYING = (
    "v=8 seed=2a ph=play calls=00 out=- h0=5S9HAC2D h1=KD7D8H3C d0=4C d1=QS "
    "r=2S2H2C3S3H3D4S4H4D5H5D5C6S6H6D6C7S7H7C8S8D8C9S9D9CTSTHTDTCJSJHJDJCQHQDQCKSKHKCASAD "
    "p=AH"
)


def test_t3_a_card_one_rank_away_goes_on_the_pile_and_the_hand_refills() -> None:
    state = TOY.parse_state(PLAYING)
    assert set(TOY.legal_actions(state, 1)) == {Play(1, C("KD"))}  # C2: K sits next to A
    after, events = TOY.apply(state, Play(0, C("2D")))  # and so does the 2
    assert events[0] == CardPlayed(0, C("2D"))
    assert after.hands[0] == (C("5S"), C("9H"), C("AC"), C("4C"))  # its slot, from the draw
    assert after.draws[0] == () and after.pile[-1] == C("2D")
    with pytest.raises(DoesNotFit):
        TOY.apply(after, Play(1, C("KD")))  # a K is not next to a 2
    with pytest.raises(AlreadyPlayed):
        TOY.apply(after, Play(0, C("2D")))  # a double tap
    with pytest.raises(NotYourCard):
        TOY.apply(after, Play(0, C("KD")))  # the other player's card
    assert TOY.legal_actions(after, 0) == [Play(0, C("AC"))]
    assert TOY.legal_actions(after, 1) == [Play(1, C("3C"))]


def test_t3_a_card_the_other_player_landed_first_is_said_so() -> None:
    state = TOY.parse_state(PLAYING)
    after, events = TOY.apply(state, Play(0, C("2D")))
    late = Play(1, C("KD"))  # pressed against the ace, judged against the 2
    with pytest.raises(IllegalAction) as refused:
        TOY.apply(after, late)
    assert TOY.explain(refused.value, late, after, events) == LandedFirst(0, C("2D"), C("KD"))
    assert TOY.contested(state, late)  # so the runtime holds such a press for its window


def stuck_positions(games: int) -> Iterator[tuple[State, State]]:
    """Each stuck position of seeded games, with the one after the countdown's turn."""
    for seed in range(games):
        before = None
        for position in playout(seed):
            if before is not None and before.phase is Phase.STUCK:
                yield before, position
            before = position


def test_t4_nobody_can_play_and_the_countdown_turns_a_card() -> None:
    checked = 0
    for stuck, after in stuck_positions(10):
        assert not TOY.legal_actions(stuck, 0) and not TOY.legal_actions(stuck, 1)
        assert not TOY.busy(stuck, 0) and not TOY.busy(stuck, 1)  # D4: no idle clock runs
        deadline = TOY.deadline(stuck)
        assert deadline is not None and (deadline.kind, deadline.seats) == (TURN, ())
        (turn,) = TOY.on_deadline(stuck, deadline)
        assert TOY.seat_of(turn) is None  # the referee's action, no seat's
        turned, events = TOY.apply(stuck, turn)
        assert turned == after and isinstance(events[0], Turned)
        if stuck.reserve:  # the reserve's top card, onto the pile
            assert turned.pile == (*stuck.pile, stuck.reserve[-1])
        checked += 1
    assert checked > 10
    assert TOY.countdowns == {TURN: 3.0}  # its own kind, with its default length


def test_t4_an_empty_reserve_is_the_pile_reshuffled_first() -> None:
    stuck = TOY.parse_state(
        "v=8 seed=2a ph=stuck calls=00 out=- h0=5S9HAC2D h1=KD7D8H3C d0=4C d1=QS r=- "
        "p=2S2H2C3S3H3D4S4H4D5H5D5C6S6H6D6C7S7H7C8S8D8C9S9D9CTSTHTDTCJHJDJCQHQDQCKSKHKCASAHADJS"
    )  # nothing fits the jack, and the reserve is used up
    after, events = TOY.apply(stuck, Turn())
    assert after.pile[0] == stuck.pile[-1] and len(after.pile) == 2
    assert sorted(after.reserve + after.pile[1:]) == sorted(stuck.pile[:-1])
    assert events[0] == Turned(after.pile[-1], reshuffled=True)
    again, _ = TOY.apply(stuck, Turn())
    assert again == after  # the shuffle is the seed's: a replay turns the same card


def test_t5_the_first_to_play_every_card_wins() -> None:
    for seed in range(20):
        *_, last = playout(seed, Variant(12 if seed % 2 else 8))
        assert last.outcome is not None and last.phase is Phase.OVER
        if last.outcome.reason is EndReason.ALL_CARDS_PLAYED:
            winner = last.outcome.winner
            assert winner is not None and last.cards_left()[winner] == 0
            assert last.cards_left()[1 - winner] > 0


def test_t6_a_pile_nobody_could_ever_play_on_ends_in_a_stalemate() -> None:
    # Both hands hold fives and sevens, and every 4, 6 and 8 is in a draw pile.
    stuck = TOY.parse_state(
        "v=12 seed=2a ph=stuck calls=00 out=- h0=5S5H7S7H h1=5D5C7D7C "
        "d0=4S4H4D4C6S6H2S2H d1=6D6C8S8H8D8C2D2C "
        "r=3S3H3D3C9H9D9CTSTHTDTCJSJHJDJCQSQHQDQCKSKHKDKCAHADAC p=AS9S"
    )
    state, events = TOY.apply(stuck, Turn())
    assert state.outcome is not None and state.outcome.reason is ToyEnd.STALEMATE
    assert state.outcome.winner is None  # level: twelve cards each
    assert isinstance(events[-1], GameOver)
    assert TOY.parse_state(TOY.format_state(state)) == state
    fewer = stuck._replace(draws=(stuck.draws[0][:-1], stuck.draws[1]), reserve=(
        *stuck.reserve[:-1], stuck.draws[0][-1], stuck.reserve[-1]))  # fmt: skip
    state, _ = TOY.apply(fewer, Turn())
    assert state.outcome is not None and state.outcome.winner == 0  # fewer cards left


def test_t7_resigning_and_going_idle_end_the_match() -> None:
    state = TOY.parse_state(PLAYING)
    over, _ = TOY.apply(state, Resign(0))
    assert over.outcome is not None and (over.outcome.winner, over.outcome.reason) == (
        1,
        EndReason.RESIGNED,
    )
    idle, _ = TOY.apply(state, TOY.resign(1, idle=True))
    assert idle.outcome is not None and idle.outcome.reason is EndReason.IDLE


def test_the_notation_reads_back_every_position_and_refuses_a_wrong_one() -> None:
    for seed in range(10):
        for state in playout(seed):
            assert TOY.parse_state(TOY.format_state(state)) == state
            assert TOY.mirror_state(TOY.mirror_state(state)) == state
    with pytest.raises(NotationError, match="52 cards"):
        TOY.parse_state(PLAYING.replace("p=AH", "p=AHAH"))
    with pytest.raises(NotationError, match="missing"):
        TOY.parse_state("v=8")
    with pytest.raises(NotationError, match="at most 4"):
        TOY.parse_state(PLAYING.replace("2D h1", "2D4C h1").replace("d0=4C", "d0=-"))


def test_the_legal_actions_are_exactly_those_applied_and_the_bot_picks_one() -> None:
    for seed in range(15):
        for state in playout(seed):
            for seat in (0, 1):
                legal = set(TOY.legal_actions(state, seat))
                for card in range(52):
                    try:
                        TOY.apply(state, Play(seat, card))
                    except IllegalAction:
                        assert Play(seat, card) not in legal
                    else:
                        assert Play(seat, card) in legal
                for level in Level:
                    chosen = choose_action(view(state, seat), level)
                    assert chosen is None or chosen in legal
