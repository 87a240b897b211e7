"""Everything a player reads, rendered in every language across variants and
phases: within Discord's limits (checked by the same validators the fake
Discord applies to requests), and with nothing left in English."""

from __future__ import annotations

import dataclasses
import json
import logging
import random
import re
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest

from fakediscord import check_message, load_spec_validator
from fakediscord.validation import IS_COMPONENTS_V2
from spitbot.bot import layout, result, standings
from spitbot.bot.games import Drawn
from spitbot.bot.i18n import ENGLISH, LANGUAGES, Catalog, Catalogs, say
from spitbot.bot.plugins import all_uis, ui_of
from spitbot.engine import Coded, EndReason, Outcome, speed
from spitbot.engine.spit import Colours, Scoring, SlapRule, State, Variant, new_game
from spitbot.runtime import Board, Countdown, MatchInfo, Player
from spitbot.store import (
    LeaderboardPage,
    LeaderboardRow,
    MatchStatus,
    PlayerRef,
    PlayerStats,
    RatingChange,
    RoundRecord,
    SeriesView,
)
from tests.bot.test_catalogs import _coded_types
from tests.engine.speed import playout as speed_playout
from tests.engine.spit.playout import random_legal, steps

CATALOGS = Catalogs()
SPIT_VARIANTS = [
    Variant(),
    Variant(stockpiles=4, slap=SlapRule.CHOOSE),
    Variant(colours=Colours.ALTERNATING, scoring=Scoring.POINTS, target=1000),
    Variant(auto_flip=False, auto_fill=False),
]
LONG = (Player(1, "Q" * 32), Player(2, "W" * 32))  # Discord's longest display names
MESSAGE_PATH = "/channels/1/messages"


def payload(drawn: Drawn) -> dict[str, Any]:
    """The body discord.py sends for ``drawn`` (a V2 view sets the message's flag)."""
    body: dict[str, Any] = {}
    if drawn.content is not None:
        body["content"] = drawn.content
    if drawn.embed is not None:
        body["embeds"] = [drawn.embed.to_dict()]
    if drawn.view is not None:
        body["components"] = drawn.view.to_components()
        if layout.is_layout(drawn.view):
            body["flags"] = IS_COMPONENTS_V2
    return json.loads(json.dumps(body))  # as it goes on the wire: plain JSON types


def labels(drawn: Drawn) -> list[str]:
    return [b.label or "" for b in layout.buttons_of(drawn.view)]


def words(drawn: Drawn) -> str:
    """Every word a message shows: its text and its buttons' labels."""
    texts = [drawn.content or "", *layout.texts_of(drawn.view), *labels(drawn)]
    if drawn.embed is not None:
        texts.append(str(drawn.embed.to_dict()))
    return "\n".join(texts)


def assert_fits(drawn: Drawn, against_spec: bool = True) -> None:
    """Within Discord's limits; ``against_spec`` also validates the body against the
    OpenAPI schema (4 ms a time: the board tests do it for a sample of positions)."""
    body = payload(drawn)
    assert check_message(body, creating=True) == [], body
    if against_spec:
        assert load_spec_validator().validate("post", MESSAGE_PATH, body) == [], body


def spit_positions(variant: Variant, seed: int) -> list[State]:
    start = new_game(variant, random.Random(seed))
    states = [start]
    for _, _, after, _ in steps(start, (random_legal, random_legal), random.Random(seed), 20_000):
        states.append(after)
    sampled = states[:: max(1, len(states) // 12)] + [states[-1]]
    ends = [
        states[-2]._replace(phase=states[-1].phase, outcome=Outcome(w, reason))
        for w, reason in [(0, r) for r in EndReason] + [(None, EndReason.POINTS)]
    ]
    return sampled + ends


def samples(kind: type[Coded]) -> Coded:
    """An instance of a reason or note with plausible values in every field."""
    values = {
        "card": 51, "top": 0, "yours": 35, "by": 0, "seat": 1, "chooser": 1, "seats": (0, 1),
        "pile": 1, "took": 0, "played_to": 1, "stock": 3, "moved_to": 4, "kind": "stall",
        "chore": "move", "name": "W" * 32, "first": "Q" * 32, "second": "W" * 32, "round": 12,
        "board_round": 11, "permission": "embed_links",
    }  # fmt: skip
    args = {}
    for field in dataclasses.fields(kind):  # type: ignore[arg-type]
        args[field.name] = True if field.type == "bool" else values[field.name]
    return kind(**args)


def everything(tr: Catalog) -> Iterator[str]:
    """Every text a player can read, in ``tr``'s language (boards are checked apart)."""
    for kind in _coded_types():
        yield say(samples(kind), tr, ("Q" * 32, "W" * 32))
    for ui in all_uis():
        yield ui.rules(None, tr)
        yield ui.ready_hint(tr, both=True)
        yield ui.ready_hint(tr, both=False)
    for variant in SPIT_VARIANTS:
        yield all_uis()[0].rules(variant, tr)
        yield all_uis()[0].describe(variant, tr)
    for other in SPEED_VARIANTS:
        yield all_uis()[1].rules(other, tr)
        yield all_uis()[1].describe(other, tr)
    yield tr("ratings-rules")  # /spit rules sends it in an embed under the rules


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_spit_board_fits_discord_limits_in_every_language(language: str) -> None:
    tr = CATALOGS[language]
    ui = all_uis()[0]
    for variant in SPIT_VARIANTS:
        info = MatchInfo("ab" * 16, 1, 2, LONG, variant, 3, 0)
        for n, state in enumerate(spit_positions(variant, 3)):
            countdown = Countdown("stall", (0, 1)[: 1 + n % 2], 1_900_000_000_000)
            note = samples(_notes()[n % len(_notes())])
            board = Board(info, state, n, countdown, note, saving_late=n % 3 == 0)  # type: ignore[arg-type]
            drawn = ui.board(board, tr) if state.outcome is None else _result(board, tr)
            assert_fits(drawn, against_spec=n % 4 == 0)
            assert all(0 < len(label) <= 80 for label in labels(drawn))
            for seat in (0, 1):
                mine = ui.panel(board, seat, tr, ["⚠️ " + "W" * 300, "⏳ " + "W" * 100])
                assert_fits(mine, against_spec=n % 4 == seat + 1)
        assert_fits(ui.closed(info, 12, tr))


SPEED_VARIANTS = [
    speed.Variant(),
    speed.Variant(side_piles=5, scoring=speed.Scoring.POINTS, target=20),
]


def speed_positions(variant: speed.Variant, seed: int) -> list[speed.State]:
    start = speed.new_game(variant, random.Random(seed))
    states = [start]
    pair = (speed_playout.random_legal, speed_playout.random_legal)
    for _, _, after, _ in speed_playout.steps(start, pair, random.Random(seed), 20_000):
        states.append(after)
    sampled = states[:: max(1, len(states) // 12)] + [states[-1]]
    ends = [
        states[-2]._replace(phase=speed.Phase.OVER, outcome=Outcome(w, reason), scores=(999, 1000))
        for w, reason in [(0, r) for r in (*EndReason, *speed.SpeedEnd)]
        + [(None, speed.SpeedEnd.BLOCKED)]
    ]
    return sampled + ends


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_speed_board_and_hand_fits_discord_limits_in_every_language(language: str) -> None:
    tr = CATALOGS[language]
    ui = all_uis()[1]
    for variant in SPEED_VARIANTS:
        info = MatchInfo("cd" * 16, 1, 2, LONG, variant, 3, 0, game_name="speed")
        for n, state in enumerate(speed_positions(variant, 5)):
            countdown = Countdown("flip", (0, 1)[: 1 + n % 2], 1_900_000_000_000)
            note = samples(_notes()[n % len(_notes())])
            board = Board(info, state, n, countdown, note, saving_late=n % 3 == 0)  # type: ignore[arg-type]
            drawn = ui.board(board, tr) if state.outcome is None else _result(board, tr)
            assert_fits(drawn, against_spec=n % 4 == 0)
            for seat in (0, 1):
                hand = ui.panel(board, seat, tr, ["⚠️ " + "W" * 300])
                assert_fits(hand, against_spec=n % 4 == seat)
                shown = words(hand)
                mine = set(state.hands[seat])
                others = [c for c in state.hands[1 - seat] if c not in mine]
                tops = {p[-1] for p in state.centre if p}
                # P1: a hand never shows the other player's cards.
                assert not any(tr.card(c) in shown for c in others if c not in tops)
        assert_fits(ui.closed(info, 12, tr))


def _result(board: Board, tr: Catalog) -> Drawn:
    """A finished match's result card, with rating changes (long names: the longest)."""
    a, b = board.match.players
    changes = [
        RatingChange(board.match.match_id, a.user_id, board.match.guild_id, 1500, 2741, 1, 500, 60),
        RatingChange(board.match.match_id, b.user_id, board.match.guild_id, 1500, 258, 1, 500, 350),
    ]
    return result.card(board, ui_of(board.match.game_name), tr, changes, (1, 2, False))


def _notes() -> list[type[Coded]]:
    from spitbot.engine import Note

    return [k for k in _coded_types() if issubclass(k, Note)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_reply_and_embed_fits_in_every_language(language: str) -> None:
    tr = CATALOGS[language]
    for text in everything(tr):
        assert 0 < len(text) <= 2000
    stats = PlayerStats(
        7, "W" * 32, "spit", None, wins=5000, losses=2, draws=1, rating=2260, rated_games=8,
        peak_rating=2275, rating_trend=(1200, 1230, 2260), series_won=2, series_lost=1,
        series_drawn=0, current_streak=-22, best_win_streak=3, fastest_win_seconds=94.4,
        rank=99_999, deviation=74.9, ranked=True, ranked_players=999_999,
    )  # fmt: skip
    rows = tuple(
        LeaderboardRow(n, n, "W" * 32, 2000 - n, 10_000, 6000, 4000, 0, 2000, n % 2 == 0, 500.0)
        for n in range(1, 11)
    )
    page = LeaderboardPage("spit", None, 9999, 10, 99_990, 9999, rows, caller=rows[0])
    here = LeaderboardPage("spit", 1, 5000, 10, 99_990, 9999, rows, caller=rows[0])
    view = SeriesView(
        "m", "speed", 1, 2, PlayerRef(1, "Q" * 32), PlayerRef(2, "W" * 32), "5,points:1000",
        MatchStatus.FINISHED, 1000, (999, 1020),
        tuple(RoundRecord(n, (n, 2 * n), (n, 2 * n)) for n in range(1, 60)), True, 0, False,
        datetime.now(UTC), None,
    )  # fmt: skip
    for embed in (
        standings.ratings_embed(tr),
        standings.stats_embed("W" * 32, "spit", stats, tr, "rating.png"),
        standings.leaderboard_embed(page, "spit", "S" * 100, tr),
        standings.leaderboard_embed(page, "spit", None, tr),
        standings.leaderboard_embed(here, "spit", "S" * 100, tr),
        standings.series_embed(view, tr),
    ):
        assert_fits(Drawn(embed=embed))
    # A leaderboard's page buttons, on its last page and in the middle, with the
    # longest ids (the greatest user id).
    for board in (page, here):
        pages = standings.leaderboard_view(board, 2**64 - 1, tr)
        embed = standings.leaderboard_embed(board, "spit", "S" * 100, tr)
        assert_fits(Drawn(embed=embed, view=pages))


# --- nothing left in English ---------------------------------------------------------

SAME_EVERYWHERE = {
    # Names, symbols and numbers that are the same in every language.
    "cmd-spit", "language-self-name", "language-discord-locales", "spit-pile-unused",
    "stats-none", "rank-jack", "rank-queen", "rank-king", "rank-ace", "choice-game-spit",
    "choice-game-speed", "spit-name", "speed-name", "spit-button-spit", "spit-title",
    "spit-title-closed", "stats-seconds", "choice-stockpiles-5", "choice-stockpiles-4",
    "choice-side-piles-10", "choice-side-piles-5", "speed-title", "speed-button-flip",
    "cmd-arena", "arena-title",  # "arena" is Azerbaijani too
    "swiss-line",  # "Buchholz", "SB": Czech chess writes them so
}  # fmt: skip


def _sample(message: str, tr: Catalog) -> str:
    from tests.bot.test_catalogs import placeholders

    args = {name: 3 if name not in ("name", "first", "second") else "X" for name in
            placeholders(tr.language, message)}  # fmt: skip
    return tr(message, **args)


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != ENGLISH])
def test_nothing_is_left_in_english(language: str, caplog: pytest.LogCaptureFixture) -> None:
    from tests.bot.test_catalogs import messages

    english, other = CATALOGS[ENGLISH], CATALOGS[language]
    caplog.set_level(logging.WARNING)
    for text in everything(other):
        assert text
    assert "using English" not in caplog.text  # no message fell back to English
    words = re.compile(r"[A-Za-z]{3,}")
    for message in messages(ENGLISH):
        if message in SAME_EVERYWHERE:
            continue
        mine, theirs = _sample(message, other), _sample(message, english)
        if words.search(theirs):
            assert mine != theirs, f"{language} {message} is the English text: {theirs!r}"
