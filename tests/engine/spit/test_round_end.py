"""S9a, S10-S14, V2: the end of a round, the slap, the re-layout, the game win."""

import pytest

from spitbot.engine import EndReason, GameIsOver, GameOver, Outcome, RoundOver, parse_card
from spitbot.engine.spit import (
    Choose,
    LaidOut,
    NotStarted,
    NotYourChoice,
    Phase,
    PileNotInUse,
    PilesTaken,
    Play,
    Resign,
    RoundIsOver,
    Slap,
    SlapTimeout,
    Spat,
    Spit,
    apply,
    chooser,
    coin,
    legal_actions,
)

from .position import position

C = parse_card


def _round_over_by_s9a(variant: str = "5,slap,any,game") -> object:
    s = position(
        "*9C,-,-,-,-",
        "*2D,*2C,*2H,*3S,*3D",
        p0="2S5S6S8S9STSJSQSKSASAHKH8D",
        p1="7S4S",
        as_="5H6H",
        bs="6D",
        rest="p1",
        v=variant,
    )
    return apply(s, Play(0, 0, 0))


def test_s9a_emptying_the_stockpiles_ends_the_round() -> None:
    s, events = _round_over_by_s9a()
    assert RoundOver(1, 0, (2, 6)) in events
    assert s.phase is Phase.SLAP and s.finisher == 0
    assert legal_actions(s, 1) == [Slap(1, 1), Slap(1, 0)]


def test_s10_different_piles_each_take_the_pile_they_slapped() -> None:
    s, _ = _round_over_by_s9a()
    s, events = apply(s, Slap(1, 1))
    assert PilesTaken((0, 1), 1) in events


def test_s10_same_pile_the_first_hand_takes_it_the_other_gets_the_other() -> None:
    s, _ = _round_over_by_s9a()
    before = s
    s, events = apply(s, Slap(0, 1))
    assert PilesTaken((1, 0), 0) in events
    # The first slap settles it: the second (the runtime orders them by Discord
    # time, D3) finds the next round waiting for "Spit!".
    with pytest.raises(NotStarted):
        apply(s, Slap(1, 1))
    _, events = apply(before, Slap(1, 1))
    assert PilesTaken((0, 1), 1) in events


def test_slap_timeout_each_takes_the_pile_on_their_side() -> None:
    s, _ = _round_over_by_s9a()
    s, events = apply(s, SlapTimeout())
    assert PilesTaken((0, 1), None) in events


def test_s11_relayout_with_unequal_spit_cards() -> None:
    s, _ = _round_over_by_s9a()
    held = (s.sides[0].held(), s.sides[1].held())
    sizes = (len(s.piles[0]), len(s.piles[1]))
    s, events = apply(s, Slap(0, 0))  # seat 0 takes pile 0, seat 1 pile 1
    assert s.round == 2 and s.phase is Phase.READY
    totals = (held[0] + sizes[0], held[1] + sizes[1])
    assert [s.sides[i].held() for i in (0, 1)] == list(totals)
    assert [len(s.sides[i].spit) for i in (0, 1)] == [t - 15 for t in totals]
    assert len(s.sides[0].spit) != len(s.sides[1].spit)
    assert LaidOut(2, (totals[0] - 15, totals[1] - 15), None, False) in events
    assert s.piles == ((), ())
    assert sorted(s.cards()) == list(range(52))


def test_s12_short_player_lays_out_what_they_have_and_one_pile_is_used() -> None:
    # Final stall (S9b): seat 0 has 3 stockpile cards and slaps the 1-card pile.
    s = position("*KS,*KH,*KC,-,-", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="7S", rest="p1", ph="slap")
    s, events = apply(s, Slap(0, 0))
    assert s.sides[0].held() == 4 and s.sides[0].spit == ()
    assert [len(p) for p in s.sides[0].stocks] == [1, 1, 1, 1, 0]
    assert s.one_pile == 1
    assert LaidOut(2, (0, 48 - 15), 1, False) in events
    s, _ = apply(s, Spit(0))
    s, events = apply(s, Spit(1))
    assert Spat((None, s.piles[1][-1])) in events and s.piles[0] == ()
    with pytest.raises(PileNotInUse) as info:
        apply(s, Play(0, 0, 0))
    assert info.value == PileNotInUse(0)


def test_s13_with_one_pile_the_first_out_takes_nothing() -> None:
    s = position("*KS,*KH,-,-,-", "*8C,-,-,-,-", p0="-", p1="7S", bs="5D6D", one="1", rest="p1")
    s, events = apply(s, Play(1, 0, 1))  # seat 1 (with spit cards) goes out first
    assert RoundOver(1, 1, (2, 2)) in events
    assert PilesTaken((1, None), 1) in events  # seat 0 takes the pile; seat 1 nothing
    assert s.sides[1].held() == 2  # only their two spit cards
    assert s.sides[0].held() == 50
    assert s.one_pile == 0  # now seat 1 is short
    assert not any(isinstance(e, GameOver) for e in events)  # S14: the game goes on


def test_s14_short_player_out_first_wins_the_game() -> None:
    s = position("*8C,-,-,-,-", "*KS,*KH,-,-,-", p0="-", p1="7S", bs="5D6D", one="1", rest="p1")
    s, events = apply(s, Play(0, 0, 1))
    assert events[-1] == GameOver(Outcome(0, EndReason.ALL_CARDS_PLAYED))
    assert s.phase is Phase.OVER and s.outcome == Outcome(0, EndReason.ALL_CARDS_PLAYED)
    with pytest.raises(GameIsOver):
        apply(s, Slap(1, 0))


def test_s14_out_of_spit_cards_and_stockpiles_wins_with_two_piles() -> None:
    s = position("*9C,-,-,-,-", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="7S", bs="6D", rest="p1")
    s, events = apply(s, Play(0, 0, 0))
    assert GameOver(Outcome(0, EndReason.ALL_CARDS_PLAYED)) in events


def test_v2_the_finisher_chooses_the_pile() -> None:
    s, _ = _round_over_by_s9a("5,choose,any,game")
    assert s.phase is Phase.CHOOSE and chooser(s) == 0
    assert legal_actions(s, 1) == []
    with pytest.raises(NotYourChoice) as info:
        apply(s, Choose(1, 0))
    assert info.value == NotYourChoice(chooser=0)
    with pytest.raises(RoundIsOver) as slap:
        apply(s, Slap(0, 0))  # no slap under V2
    assert slap.value == RoundIsOver(choose=True, chooser=0)
    s, events = apply(s, Choose(0, 0))
    assert PilesTaken((0, 1), 0) in events


def test_v2_after_a_final_stall_fewer_stockpile_cards_chooses_then_last_player() -> None:
    v = "5,choose,any,game"
    s = position("*9C,*KD,*KS,-,-", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="7S", rest="p1", v=v)
    s, _ = apply(s, Play(0, 0, 0))
    assert s.phase is Phase.CHOOSE and chooser(s) == 0  # 2 stockpile cards against 5
    tie = position("*9C,*KD,*KS,*KC,*KH", "*2D,*2C,*2H,*3S,-", p0="8D", p1="7S", rest="p1", v=v)
    tie, _ = apply(tie, Play(0, 0, 0))
    assert chooser(tie) == 0  # 4 each: seat 0 played the last card


def test_v2_with_nothing_else_to_break_the_tie_a_coin_from_the_seed_chooses() -> None:
    # A round that ends in a stall (S9b) before anyone played a card, stockpiles tied.
    v = "5,choose,any,game"
    for seed in range(8):
        s = position(
            "*9C,*KD,*KS,*KC,*KH", "*2D,*2C,*2H,*3S,*3D", p0="AD", p1="7S", v=v, seed=f"{seed:x}",
            rest="p1", ph="choose",
        )  # fmt: skip
        assert chooser(s) == coin(s.seed, s.round)
    tosses = {coin(seed, 1) for seed in range(16)}
    assert tosses == {0, 1}  # a real coin: either seat may choose
    assert coin(5, 3) == coin(5, 3)  # a replay tosses it the same way


def test_d4_resign_and_idle_forfeit() -> None:
    s = position("*9C,*KD,*KS,*KH,*KC", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="7S")
    after, events = apply(s, Resign(0))
    assert events == (GameOver(Outcome(1, EndReason.RESIGNED)),)
    after, _ = apply(s, Resign(1, idle=True))
    assert after.outcome == Outcome(0, EndReason.IDLE)


@pytest.mark.parametrize(
    ("variant", "stocks", "pile"),
    [
        ("5,slap,any,game", "*KS,*KH,*KC,-,-", "2S3S4S5S6S7S8S9STSJSQSAS"),  # 3 + 12 = 15
        ("4,slap,any,game", "*KS,*KH,-,-", "2S3S4S5S6S7S8S9S"),  # V1: 2 + 8 = 10
    ],
)
def test_s12_exactly_a_layout_of_cards_means_no_spit_cards_and_one_pile(
    variant: str, stocks: str, pile: str
) -> None:
    # S12 (changed): with exactly 15 cards (10 under V1) the layout is full but there
    # is no spit card, so only the other player's spit pile is used that round.
    b = ",".join(["*2D"] + ["-"] * (stocks.count(",")))
    s = position(stocks, b, p0=pile, rest="p1", ph="slap", v=variant)
    s, events = apply(s, Slap(0, 0))
    layout = 15 if variant.startswith("5") else 10
    assert s.sides[0].held() == layout and s.sides[0].spit == ()
    assert all(s.sides[0].stocks)  # a full layout
    assert s.one_pile == 1
    assert any(isinstance(e, LaidOut) and e.one_pile == 1 for e in events)
