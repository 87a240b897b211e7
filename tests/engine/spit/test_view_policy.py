"""Per-player views (S3: spit cards hidden) and the bot policies."""

import random

from spitbot.engine import Level, parse_card
from spitbot.engine.spit import Phase, Play, Slap, Spit, Variant, choose_action, new_game, view
from spitbot.engine.spit.actions import Choose, Flip

from .playout import play_to_end, policy
from .position import position

C = parse_card


def test_view_shows_tops_and_counts_but_no_hidden_card() -> None:
    s = position("*9C,2S*5H,-,3C4C,*KH", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="TS",
                 v="5,slap,any,game,manual-flip")  # fmt: skip
    v = view(s, 0)
    assert v.me.stocks[1].top == C("5H") and v.me.stocks[1].hidden == 1
    assert v.me.stocks[3].top is None and v.me.stocks[3].hidden == 2  # face-down top
    assert v.opponent.stocks[0].top == C("2D")
    assert v.piles[0].top == C("8D") and v.piles[0].size == 1
    hidden = {C("2S"), C("3C"), C("4C"), *s.sides[0].spit, *s.sides[1].spit}
    shown = {c for side in v.sides for st in side.stocks for c in [st.top] if c is not None}
    shown |= {p.top for p in v.piles if p.top is not None}
    assert not hidden & shown
    assert v.me.spit_left == len(s.sides[0].spit)  # S3: only how many, even for the owner


def test_both_seats_and_spectators_see_the_same_table() -> None:
    s = new_game(Variant(), random.Random(9))
    a, b = view(s, 0), view(s, 1)
    assert a.sides == b.sides and a.piles == b.piles
    assert a.me == b.opponent


def test_greedy_plays_the_first_fit_strong_prefers_turning_up_a_card() -> None:
    # Stockpile 1 (a lone 9♣) and stockpile 2 (7♣ over a face-down card) both fit 8♦.
    s = position("*9C,2S*7C,*KS,*KH,*KC", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="4S")
    assert choose_action(view(s, 0), Level.GREEDY) == Play(0, 0, 0, parse_card("9C"))
    assert choose_action(view(s, 0), Level.STRONG) == Play(0, 1, 0, parse_card("7C"))


def test_strong_slaps_the_smaller_pile_s10() -> None:
    s = position("*9C,*KD,*KS,*KH,*KC", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="7S", rest="p0",
                 ph="slap")  # fmt: skip
    assert choose_action(view(s, 0), Level.STRONG) == Slap(0, 1)
    assert choose_action(view(s, 1), Level.STRONG) == Slap(1, 1)
    assert choose_action(view(s, 0), Level.GREEDY) == Slap(0, 0)


def test_policy_calls_spit_when_ready_or_stalled_and_waits_otherwise() -> None:
    s = new_game(Variant(), random.Random(1))
    assert s.phase is Phase.READY
    assert choose_action(view(s, 1), Level.GREEDY) == Spit(1)
    s = s._replace(calls=(False, True))
    assert choose_action(view(s, 1), Level.GREEDY) is None


def test_policy_does_chores_when_automation_is_off() -> None:
    s = position("*AC,2S5H,*KS,*KH,*QC", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="7S",
                 v="5,choose,any,game,manual-flip")  # fmt: skip
    assert choose_action(view(s, 0), Level.STRONG) == Flip(0, 1)


def test_v2_the_chooser_takes_the_smaller_pile() -> None:
    s = position("-,-,-,-,-", "*2D,*2C,*2H,*3S,*3D", p0="8D", p1="7S", rest="p0", ph="choose",
                 fin="0", v="5,choose,any,game")  # fmt: skip
    assert choose_action(view(s, 0), Level.STRONG) == Choose(0, 1)
    assert choose_action(view(s, 1), Level.STRONG) is None


def test_strong_beats_greedy_over_seeded_games_with_seats_swapped() -> None:
    strong_wins = 0
    games = 40
    for seed in range(games // 2):
        for seats in ((Level.STRONG, Level.GREEDY), (Level.GREEDY, Level.STRONG)):
            final, _ = play_to_end(
                new_game(Variant(), random.Random(seed)),
                (policy(seats[0]), policy(seats[1])),
                random.Random(seed),
                20_000,
            )
            assert final.outcome is not None and final.outcome.winner is not None
            strong_wins += seats[final.outcome.winner] is Level.STRONG
    assert strong_wins > games * 0.55, strong_wins
