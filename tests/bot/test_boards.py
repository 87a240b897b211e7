"""The boards as a racing player reads them (issue 19): colour means whose and playable,
suits that read on dark and light themes, the centre first and big, the slap with its
pile sizes, only the chooser's Take lit (V2), and a result card with the winner first.
Every position of seeded games of both games, every variant, in English (the words are
checked in every language by test_rendering)."""

from __future__ import annotations

import dataclasses
import functools
import random
import re

import discord
import pytest

from spitbot.bot import layout, result, seats
from spitbot.bot.games import Drawn
from spitbot.bot.i18n import Catalogs
from spitbot.bot.plugins import ui_of
from spitbot.bot.spit import board as spit_drawing
from spitbot.engine import EndReason, Outcome, card_name, parse_card, speed
from spitbot.engine.spit import Phase, Play, SlapRule, State, chooser, legal_plays, new_game
from spitbot.runtime import Board, MatchInfo, Player
from spitbot.store import RatingChange
from tests.bot.test_rendering import SPEED_VARIANTS, SPIT_VARIANTS, speed_positions
from tests.engine.spit.playout import random_legal, steps

EN = Catalogs()["en"]
PLAYERS = (Player(11, "alice"), Player(22, "bob"))
SPIT = ui_of("spit")
SPEED = ui_of("speed")
SPIT_PLAY = re.compile(
    r"spit:a:[0-9a-f]{32}:\d+:p(?P<seat>[01])(?P<stock>\d)(?P<pile>[01])(?P<card>..)"
)
SPEED_PLAY = re.compile(r"spit:a:[0-9a-f]{32}:\d+:p(?P<card>..)(?P<pile>[01])")
GREY = discord.ButtonStyle.secondary


@functools.cache
def spit_states(variant_index: int, seed: int = 7) -> tuple[State, ...]:
    variant = SPIT_VARIANTS[variant_index]
    start = new_game(variant, random.Random(seed))
    states = [start]
    pair = (random_legal, random_legal)
    for _, _, after, _ in steps(start, pair, random.Random(seed), 20_000):
        states.append(after)
    return tuple(states)


def spit_board(state: State, version: int = 1) -> Board:
    info = MatchInfo("ab" * 16, 1, 2, PLAYERS, state.variant, 3, 0)
    return Board(info, state, version)


def buttons(drawn: Drawn) -> list[discord.ui.Button[discord.ui.LayoutView]]:
    return layout.buttons_of(drawn.view)


def text(drawn: Drawn) -> str:
    return "\n".join(layout.texts_of(drawn.view))


def check_cards(drawn: Drawn, state: State, only: int | None) -> int:
    """Every card button is its owner's colour when its play is legal now, grey
    otherwise, and pressable unless its stockpile is empty (a disabled button fades
    out on Discord's light theme: issue 26); ``only``: the panel of that seat shows no
    other seat's cards."""
    checked = 0
    for button in buttons(drawn):
        found = SPIT_PLAY.fullmatch(button.custom_id or "")
        if found is None:
            continue
        seat, stock, pile = int(found["seat"]), int(found["stock"]), int(found["pile"])
        assert only in (None, seat)
        top = state.sides[seat].top(stock)
        legal = top is not None and Play(seat, stock, pile, top) in legal_plays(state, seat)
        if legal:
            assert card_name(top) == found["card"]
            assert (button.style, button.disabled) == (seats.STYLES[seat], False)
            assert EN.card(top) in (button.label or "")
        else:
            assert (button.style, button.disabled) == (GREY, top is None)
        checked += 1
    return checked


@pytest.mark.parametrize("variant", range(len(SPIT_VARIANTS)))
def test_spit_cards_are_their_owners_colour_and_lit_exactly_when_playable(variant: int) -> None:
    """Colour means whose and playable (issue 19), on the shared board and on each
    player's panel, in every phase a seeded game goes through."""
    lit = 0
    # A game's first 1,500 positions: every phase, several rounds (alternating colours'
    # random game runs to 10,000).
    for n, state in enumerate(spit_states(variant)[:1500]):
        if state.outcome is not None:
            continue
        board = spit_board(state, n)
        drawn = SPIT.board(board, EN)
        cards = check_cards(drawn, state, None)
        # Before a round's first Spit! and at the slap (S10), the card rows leave: the
        # board stays short until play starts (issue 26).
        playing = state.phase in (Phase.PLAY, Phase.STALLED)
        assert cards == (4 * len(state.sides[0].stocks) if playing else 0)
        for seat in (0, 1):
            mine = SPIT.panel(board, seat, EN)
            assert check_cards(mine, state, seat) == (
                2 * len(state.sides[seat].stocks) if playing else 0
            )
        lit += sum(
            1
            for b in buttons(drawn)
            if SPIT_PLAY.fullmatch(b.custom_id or "") and b.style in seats.STYLES
        )
    assert lit > 50  # the positions did have cards to play


def test_each_players_name_carries_the_mark_of_their_buttons_over_their_rows() -> None:
    """While a round is played, each player's line (their mark and name) sits right
    over their own two rows of cards, so whose rows are whose is written there."""
    state = next(s for s in spit_states(0) if s.phase is Phase.PLAY)
    view = SPIT.board(spit_board(state), EN).view
    parts = list(view.walk_children())
    for seat, name in enumerate(("alice", "bob")):
        label = next(
            i for i, p in enumerate(parts)
            if isinstance(p, discord.ui.TextDisplay)
            and p.content.startswith(f"{seats.MARKS[seat]} **{name}**")
        )  # fmt: skip
        rows = [p for p in parts[label + 1 :] if isinstance(p, discord.ui.ActionRow)][:2]
        for row in rows:
            for button in row.children:
                found = SPIT_PLAY.fullmatch(getattr(button, "custom_id", "") or "")
                assert found is not None and int(found["seat"]) == seat
    assert (discord.ButtonStyle.primary, discord.ButtonStyle.success) == seats.STYLES
    assert seats.MARKS == ("🟦", "🟩")  # blurple is Discord's blue; success its green


def test_the_centre_piles_come_first_as_a_heading_and_their_sizes_are_said() -> None:
    state = next(s for s in spit_states(0) if s.phase is Phase.PLAY and all(s.piles))
    lines = text(SPIT.board(spit_board(state), EN)).split("\n")
    left, right = state.piles
    assert lines[0] == f"## {EN.card(left[-1])} · {EN.card(right[-1])}"
    cards = [f"{len(p)} card" + ("s" if len(p) > 1 else "") for p in state.piles]
    assert lines[1] == f"-# Left pile: {cards[0]} · right pile: {cards[1]}"
    for seat in (0, 1):  # a panel's heading is the centre too
        assert text(SPIT.panel(spit_board(state), seat, EN)).split("\n")[0] == lines[0]
    ready = next(s for s in spit_states(0) if s.phase is Phase.READY)
    assert text(SPIT.board(spit_board(ready), EN)).startswith("## Round 1: get ready\n")


def test_black_suits_are_text_and_red_suits_emoji_everywhere() -> None:
    """Spades and clubs in text presentation (U+FE0E): never a dark emoji on Discord's
    dark theme. Hearts and diamonds stay red emoji."""
    seen = ""
    for state in spit_states(1)[::25]:
        board = spit_board(state)
        for drawn in (SPIT.board(board, EN), SPIT.panel(board, 0, EN)):
            seen += text(drawn) + "".join(b.label or "" for b in buttons(drawn))
    for state in speed_positions(SPEED_VARIANTS[0], 5)[:-8]:
        info = MatchInfo("cd" * 16, 1, 2, PLAYERS, state.variant, 3, 0, game_name="speed")
        drawn = SPEED.panel(Board(info, state, 1), 0, EN)
        seen += text(drawn) + "".join(b.label or "" for b in buttons(drawn))
    for suit in "♠♣":
        assert seen.count(suit) > 10
        assert seen.count(suit) == seen.count(suit + "\ufe0e")
    for suit in "♥♦":
        assert seen.count(suit) == seen.count(suit + "\ufe0f") > 10


def test_the_slap_buttons_show_each_piles_size_and_dead_cards_leave() -> None:
    state = next(s for s in spit_states(0) if s.phase is Phase.SLAP)
    drawn = SPIT.board(spit_board(state), EN)
    slaps = [b for b in buttons(drawn) if (b.label or "").startswith("Slap")]
    left, right = (len(p) for p in state.piles)
    assert [b.label for b in slaps] == [f"Slap ← · {left} cards", f"Slap → · {right} cards"]
    assert all(not b.disabled for b in slaps)
    assert not [b for b in buttons(drawn) if SPIT_PLAY.fullmatch(b.custom_id or "")]


def test_without_the_slap_only_the_choosers_take_is_lit_and_the_board_names_them() -> None:
    """V2: the chooser's Take is lit in their colour; the other reads who chooses."""
    state = next(s for s in spit_states(1) if s.phase is Phase.CHOOSE and chooser(s) is not None)
    assert state.variant.slap is SlapRule.CHOOSE
    picker = chooser(state)
    assert picker is not None
    board = spit_board(state)
    takes = [b for b in buttons(SPIT.board(board, EN)) if (b.label or "").startswith("Take")]
    assert {b.style for b in takes} == {seats.STYLES[picker]}
    assert PLAYERS[picker].name in text(SPIT.board(board, EN))
    arrows = ["←", "→"]
    for seat in (0, 1):  # a panel's Take is its hand and its arrow; the sizes are said
        panel = SPIT.panel(board, seat, EN)
        mine = [b for b in buttons(panel) if b.label in arrows]
        assert [b.label for b in mine] == arrows and {str(b.emoji) for b in mine} == {"✋"}
        assert f"Left pile: {len(state.piles[0])} card" in text(panel)
        in_use = state.piles_in_use()
        assert [not b.disabled for b in mine] == [seat == picker and p in in_use for p in (0, 1)]


def test_a_phone_panel_keeps_each_stockpiles_two_buttons_on_one_row() -> None:
    """One row per stockpile (⬅️ card, card ➡️), then the calls and Refresh: no row of a
    player's panel holds more than three buttons."""
    state = next(s for s in spit_states(0) if s.phase is Phase.PLAY)
    view = SPIT.panel(spit_board(state), 0, EN).view
    rows = [i for i in view.walk_children() if isinstance(i, discord.ui.ActionRow)]
    sizes = [len(row.children) for row in rows]
    assert sizes == [2] * len(state.sides[0].stocks) + [2]
    for row in rows[:-1]:
        left, right = (b.label or "" for b in row.children)
        assert (left.startswith("← ") and right.endswith(" →")) or left == right == "·"
        assert left[1:].strip() == right[:-1].strip() or left == right == "·"


def test_a_speed_hand_has_the_centre_first_both_counts_and_a_row_per_card() -> None:
    """The centre piles as its heading, the player's own counts under it, the other
    player's in small print under the buttons (a phone shows it whole)."""
    state = next(s for s in speed_positions(SPEED_VARIANTS[0], 5) if s.phase is speed.Phase.PLAY)
    info = MatchInfo("cd" * 16, 1, 2, PLAYERS, state.variant, 3, 0, game_name="speed")
    drawn = SPEED.panel(Board(info, state, 1), 1, EN)
    lines = text(drawn).split("\n")
    tops = [EN.card(p[-1]) if p else "🂠" for p in state.centre]
    assert lines[0] == f"## {tops[0]} · {tops[1]}"
    own = f"{len(state.hands[1])} in hand · {len(state.draws[1])} to draw"
    assert lines[1].startswith(f"{seats.MARKS[1]} **bob**") and own in lines[1]
    other = f"{len(state.hands[0])} in hand · {len(state.draws[0])} to draw"
    assert lines[-1].startswith(f"-# {seats.MARKS[0]} **alice**") and other in lines[-1]
    rows = [i for i in drawn.view.walk_children() if isinstance(i, discord.ui.ActionRow)]
    assert len(rows) == len(state.hands[1]) + 1
    plays = set(speed.legal_plays(state, 1))
    for row, card in zip(rows, state.hands[1], strict=False):
        for pile, button in enumerate(row.children):
            found = SPEED_PLAY.fullmatch(button.custom_id or "")
            assert found is not None and parse_card(found["card"]) == card
            lit = speed.Play(1, card, pile) in plays
            assert (button.style, button.disabled) == (seats.STYLES[1] if lit else GREY, False)


def test_the_speed_boards_stuck_status_is_one_short_line() -> None:
    state = next(s for s in speed_positions(SPEED_VARIANTS[0], 5) if s.phase is speed.Phase.STUCK)
    info = MatchInfo("cd" * 16, 1, 2, PLAYERS, state.variant, 3, 0, game_name="speed")
    status = text(SPEED.board(Board(info, state, 1), EN)).split("\n")[4]
    assert status.startswith("⏸️") and len(status) <= 48, status


def test_the_result_card_puts_the_winner_first_with_each_rating_change() -> None:
    states = spit_states(0)
    over = states[-1]
    assert over.outcome is not None
    board = spit_board(over)
    changes = (
        RatingChange(board.match.match_id, 11, 1, 1500, 1741, 1, 500.0, 396.7),
        RatingChange(board.match.match_id, 22, 1, 1500, 1258, 1, 500.0, 396.7),
        RatingChange(board.match.match_id, 11, None, 1600, 1610, 9, 80.0, 79.0),
    )
    drawn = result.card(board, SPIT, EN, changes, (1, 2, False))
    lines = text(drawn).split("\n")
    winner = PLAYERS[over.outcome.winner].name
    assert lines[0] == f"# 🏆 {winner} wins!"
    assert f"{seats.MARKS[0]} alice: rating 1500? → **1741?** (+241)" in lines
    assert f"{seats.MARKS[1]} bob: rating 1500? → **1258?** (−242)" in lines
    assert "1610" not in text(drawn)  # the server's ladder only
    assert [b.label for b in buttons(drawn)] == ["Rematch (1/2)", "My stats"]
    started = result.card(board, SPIT, EN, changes, (0, 0, True))
    assert [b.label for b in buttons(started)] == ["My stats"]
    unknown = result.card(board, SPIT, EN, (), None)
    assert "To see your rating change, press **My stats**." in text(unknown)


def test_a_drawn_or_unrated_result_says_so() -> None:
    over = spit_states(0)[-1]
    drawn_state = over._replace(outcome=Outcome(None, EndReason.POINTS))
    board = spit_board(drawn_state)
    assert text(result.card(board, SPIT, EN, (), None)).startswith("# A draw!")
    info = dataclasses.replace(board.match, rated=False)
    practice = Board(info, over, 1)
    assert "A practice match: no rating changes." in text(result.card(practice, SPIT, EN, None))


def test_the_board_footer_names_the_game_round_and_variant_in_small_print() -> None:
    state = spit_states(0)[10]
    small = layout.texts_of(SPIT.board(spit_board(state), EN).view)[-1]
    assert small == f"-# {spit_drawing.footer(spit_board(state), EN)}"
    assert small.startswith(f"-# Spit · round {state.round} · 5 stockpiles")
