"""Each game's table (issue 28.1, docs/table.md): on every position of whole random
matches of every variant, a seat's moves are exactly the rules' actions that have a
button, each id reading back (through the game's UI, as a button press does) to that very
action; a spectator gets none, and nothing of a hidden card (S3, P1)."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from spitbot.bot.i18n import Catalogs
from spitbot.bot.plugins import plugin_of, ui_of
from spitbot.bot.tables import TableDrawer
from spitbot.engine import card_name
from spitbot.engine.speed import legal_actions as speed_legal
from spitbot.engine.spit import Choose, Play, Slap, Spit
from spitbot.engine.spit import legal_actions as spit_legal
from spitbot.runtime import Board, MatchInfo, Player
from tests.bot.test_rendering import SPEED_VARIANTS, SPIT_VARIANTS, speed_positions, spit_positions
from tests.table.support import English

PLAYERS = (Player(1, "ana"), Player(2, "bo"))
DRAWER = TableDrawer(Catalogs(), English())


def board_of(state: Any, game: str) -> Board:
    return Board(MatchInfo("ab" * 16, 1, 2, PLAYERS, state.variant, 3, 0, game_name=game), state, 1)


def read_back(board: Board, seat: int) -> list[Any]:
    ui = ui_of(board.match.game_name)
    state = DRAWER.state(board, seat, "en")
    return [ui.action(move["id"], seat, board) for move in state["moves"]]


def spit_buttoned(state: Any, seat: int) -> list[Any]:
    """The Spit actions a button makes: plays (naming their card), calls, slaps, choices
    of a pile in use (turning up and moving cards are the bot's, D1 and D5)."""
    out: list[Any] = []
    for action in spit_legal(state, seat):
        if isinstance(action, Play):
            out.append(replace(action, card=state.sides[seat].top(action.stock)))
        elif isinstance(action, Spit) or (
            isinstance(action, Slap | Choose) and action.pile in state.piles_in_use()
        ):
            out.append(action)
    return out


@pytest.mark.parametrize("variant", SPIT_VARIANTS, ids=lambda v: v.key())
def test_28_1_spit_moves_are_the_rules_actions_and_read_back_to_them(variant: Any) -> None:
    seen_kinds: set[str] = set()
    for state in spit_positions(variant, 5):
        board = board_of(state, "spit")
        for seat in (0, 1):
            actions = read_back(board, seat)
            expected = spit_buttoned(state, seat)
            # A call names the call it answers (the spit cards left): compare by seat.
            assert [type(a) for a in actions] == [type(a) for a in expected]
            for got, want in zip(actions, expected, strict=True):
                if isinstance(want, Spit):
                    assert got.seat == want.seat and got.left is not None
                else:
                    assert got == want
            seen_kinds |= {m["kind"] for m in DRAWER.state(board, seat, "en")["moves"]}
        spectator = DRAWER.state(board, None, "en")
        assert spectator["moves"] == []
        assert "hand" not in spectator["table"]
    assert {"play", "spit"} <= seen_kinds


@pytest.mark.parametrize("variant", SPEED_VARIANTS, ids=lambda v: v.key())
def test_28_1_speed_moves_are_the_rules_actions_and_a_hand_is_its_players_alone(
    variant: Any,
) -> None:
    for state in speed_positions(variant, 5):
        board = board_of(state, "speed")
        for seat in (0, 1):
            actions = read_back(board, seat)
            expected = speed_legal(state, seat)
            assert [type(a) for a in actions] == [type(a) for a in expected]
            for got, want in zip(actions, expected, strict=True):
                assert got.seat == want.seat and getattr(got, "card", None) == getattr(
                    want, "card", None
                )
            mine = DRAWER.state(board, seat, "en")
            assert mine["table"]["hand"] == [card_name(c) for c in state.hands[seat]]
            shown = json.dumps(mine)  # a card is in one place: a hand's is nowhere else
            assert not [c for c in state.hands[1 - seat] if f'"{card_name(c)}"' in shown]
        spectator = DRAWER.state(board, None, "en")
        assert spectator["moves"] == [] and "hand" not in spectator["table"]


def test_28_1_every_installed_game_has_a_table() -> None:
    assert plugin_of("spit").table is not None and plugin_of("speed").table is not None
    assert DRAWER.has_table("spit") and not DRAWER.has_table("no-such-game")
