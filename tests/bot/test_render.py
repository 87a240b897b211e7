"""The board fits Discord's limits in every position of every variant, and reads well."""

from __future__ import annotations

import random

import pytest

from spitbot.bot import render
from spitbot.engine.spit import Colours, Scoring, SlapRule, State, Variant, new_game
from spitbot.runtime import Board, Countdown, MatchInfo, Player
from tests.engine.spit.playout import random_legal, steps
from tests.fakediscord import check_message

VARIANTS = [
    Variant(),
    Variant(stockpiles=4, slap=SlapRule.CHOOSE),
    Variant(colours=Colours.ALTERNATING, scoring=Scoring.POINTS, target=60),
    Variant(auto_flip=False, auto_fill=False),
]
LONG_NAMES = (Player(1, "Q" * 32), Player(2, "W" * 32))


def payload(board: Board) -> dict[str, object]:
    return {
        "embeds": [render.board_embed(board).to_dict()],
        "components": render.board_view(board).to_components(),
    }


def positions(variant: Variant, seed: int) -> list[State]:
    start = new_game(variant, random.Random(seed))
    states = [start]
    for _, _, after, _ in steps(start, (random_legal, random_legal), random.Random(seed), 20_000):
        states.append(after)
    return states[:: max(1, len(states) // 60)] + [states[-1]]


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.key())
def test_every_board_fits_discord_limits(variant: Variant) -> None:
    info = MatchInfo("ab" * 16, 1, 2, LONG_NAMES, variant, 3, 0)
    for state in positions(variant, 3):
        board = Board(info, state, 7, Countdown("spit", (0, 1), 1_900_000_000_000), "a note")
        body = payload(board)
        assert check_message(body, creating=True) == [], state
        rows = body["components"]
        assert isinstance(rows, list) and len(rows) <= 5
        ids = [b["custom_id"] for row in rows for b in row["components"]]
        assert len(ids) == len(set(ids)) <= 25
        assert all(len(i) <= 100 for i in ids)


def test_red_cards_are_red_buttons_and_suits_are_emoji() -> None:
    state = new_game(Variant(), random.Random(1))
    info = MatchInfo("ab" * 16, 1, 2, (Player(1, "alice"), Player(2, "bob")), state.variant, 1, 0)
    body = payload(Board(info, state, 0))
    for row in body["components"][:4]:  # type: ignore[index]
        for button in row["components"]:
            label = button["label"]
            if "♥️" in label or "♦️" in label:
                assert button["style"] == 4  # danger: red
            elif "♠️" in label or "♣️" in label:
                assert button["style"] == 2  # secondary: grey
    text = render.board_embed(Board(info, state, 0)).description or ""
    assert "**alice** · spit cards: 11" in text and "**bob** · spit cards: 11" in text
    assert "Press **Spit!**" in text
