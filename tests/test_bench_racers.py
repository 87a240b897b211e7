"""bench/race.py's people read the boards the bot draws (bench/racers.py): the round, the
centre piles' tops and sizes, read off real drawings of seeded games of both games, as
Discord would send them. The race times every move by them, so a board laid out anew
must fail here rather than turn the race's figures quietly wrong (issue 26 moved the
sizes out of the heading, and the race read every pile as empty until this test)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from spitbot.bot.i18n import Catalogs
from spitbot.bot.plugins import ui_of
from spitbot.bot.spit.board import PLAYING
from spitbot.engine import card_name, speed
from spitbot.runtime import Board, MatchInfo
from tests.bot.test_boards import PLAYERS, spit_board, spit_states
from tests.bot.test_rendering import SPEED_VARIANTS, speed_positions

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

from racers import Move, Shown, card_of

EN = Catalogs()["en"]
MATCH = "ab" * 16


def sent(drawn: Any) -> dict[str, Any]:
    """A drawing as Discord gets it (its components' JSON)."""
    return {"components": drawn.view.to_components(), "flags": 1 << 15}


def test_a_card_reads_as_the_engine_names_it() -> None:
    assert card_of("__10♦️__") == "TD"
    assert card_of("A♠︎") == "AS"
    assert card_of("🂠") is None


def test_a_spit_board_reads_its_round_tops_and_sizes() -> None:
    read = 0
    for state in spit_states(0)[::7]:
        if state.phase not in PLAYING:
            continue
        board = spit_board(state)
        shown = Shown.of(sent(ui_of("spit").board(board, EN)), MATCH)
        assert shown.round == state.round
        assert shown.sizes == (len(state.piles[0]), len(state.piles[1]))
        tops = tuple(card_name(p[-1]) if p else None for p in state.piles)
        assert shown.tops == tops
        # The move that put its top card on a pile shows; one still to come does not.
        pile = 0 if state.piles[0] else 1
        if state.piles[pile]:
            size = len(state.piles[pile])
            assert shown.reflects(Move(state.round, pile, size, tops[pile]))
            assert not shown.reflects(Move(state.round, pile, size + 1, "XX"))
            read += 1
    assert read > 10


def test_a_spit_panel_in_play_reads_its_tops_but_no_sizes() -> None:
    state = next(s for s in spit_states(0)[40:] if s.phase in PLAYING and all(s.piles))
    shown = Shown.of(sent(ui_of("spit").panel(spit_board(state), 0, EN)), MATCH)
    assert shown.sizes is None
    assert shown.tops == tuple(card_name(p[-1]) for p in state.piles)
    assert shown.reflects(Move(state.round, 1, 0, card_name(state.piles[1][-1])))


def test_a_speed_board_reads_its_tops_and_sizes() -> None:
    read = 0
    info = MatchInfo("cd" * 16, 1, 2, PLAYERS, SPEED_VARIANTS[0], 3, 0, game_name="speed")
    for state in speed_positions(SPEED_VARIANTS[0], 5):
        if state.phase is not speed.Phase.PLAY:
            continue
        shown = Shown.of(sent(ui_of("speed").board(Board(info, state, 1), EN)), "cd" * 16)
        centre = speed.public_view(state).centre
        assert shown.sizes == (centre[0].size, centre[1].size)
        assert shown.tops == tuple(None if c.top is None else card_name(c.top) for c in centre)
        read += 1
    assert read > 5


def test_a_refusal_on_the_board_reads_as_its_reason_not_as_applied() -> None:
    """Issue 26 answers a refused press on the board with the board itself, the presser
    named on a warning line: the race must count it refused, with its reason."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
    from race import reason_of, refusal_on
    from wording import Wording

    state = next(s for s in spit_states(0)[40:] if s.phase in PLAYING and all(s.piles))
    why = EN("reason-stale-round", board_round=3, round=4)
    said = EN("board-refusal", name="alice", reason=why)
    refused = sent(ui_of("spit").board(spit_board(state), EN, said))
    assert reason_of(Wording(), refusal_on(refused) or "", "board") == "stale-round"
    assert refusal_on(sent(ui_of("spit").board(spit_board(state), EN))) is None


def test_spit_is_called_at_a_stall_only_with_spit_cards_left() -> None:
    """S8: at a stall a player with no spit cards is refused "Spit!" (the other spits
    alone); the race's people read it on their own line, as a person does."""
    from racers import View, buttons_of, spits_left

    from spitbot.engine.spit import Phase

    state = next(s for s in spit_states(0)[40:] if s.phase in PLAYING and all(s.piles))
    out = state.sides[0]._replace(spit=())
    stalled = state._replace(phase=Phase.STALLED, sides=(out, state.sides[1]))
    data = sent(ui_of("spit").board(spit_board(stalled), EN))
    view = View(1, data, 0.0, buttons_of(data))
    assert not spits_left(view, 0)
    assert spits_left(view, 1)
    # The same on a panel, which shows no pile sizes (a stall, not a round's start):
    data = sent(ui_of("spit").panel(spit_board(stalled), 0, EN))
    assert not spits_left(View(1, data, 0.0, buttons_of(data)), 0)
    start = sent(ui_of("spit").panel(spit_board(spit_states(0)[0]), 0, EN))  # get ready
    assert spits_left(View(1, start, 0.0, buttons_of(start)), 0)


def test_a_card_no_board_showed_on_top_is_sized_from_its_piles_moves() -> None:
    """A Speed hand shows no sizes, and a board edited 5 times in 5 s skips cards: a
    move's pile size is then counted from the moves on its pile around it."""
    from types import SimpleNamespace

    from race import Sizes

    moves = [Move(3, 0, 5, "2H"), Move(3, 0, 0, "3H"), Move(3, 0, 0, "4H"), Move(3, 1, 0, "9C")]
    presses = [SimpleNamespace(answer_at=float(i), move=m) for i, m in enumerate(moves)]
    board = [(0.5, Shown(3, (5, 2), False, ("2H", "8C")))]
    sizes = Sizes(board, [], presses)  # type: ignore[arg-type]
    assert [sizes.sized(m).size for m in moves] == [5, 6, 7, 0]
    hand = Shown(3, None, False, ("4H", "8C"))
    assert sizes.filled([(1.0, hand)])[0][1].sizes == (7, 2)
