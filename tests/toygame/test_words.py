"""Race's words: its catalogs in all five languages (the same messages and placeholders,
every plural form each language needs, its own countdowns worded by itself), and
everything it draws within Discord's limits in every language, with nothing left in
English."""

from __future__ import annotations

import dataclasses
import logging

import pytest
from fluent.syntax import FluentParser, ast

from spitbot.bot import result
from spitbot.bot.games import Drawn
from spitbot.bot.i18n import ENGLISH, LANGUAGES, Catalog, Catalogs, catalog_folders, say, sources
from spitbot.bot.plugins import GamePlugin, ui_of
from spitbot.engine import LandedFirst, Outcome
from spitbot.runtime import Board, Countdown, MatchInfo, Player, TimeRanOut
from spitbot.store import RatingChange
from tests.bot.test_catalogs import CATEGORIES, _Uses, countdowns_unworded, integer_plurals
from tests.bot.test_rendering import assert_fits, words

from . import CATALOGS
from .state import AlreadyStarted, NotYourCard, PileFaceDown, State, ToyEnd, Variant
from .test_rules import playout

LONG = (Player(1, "Q" * 32), Player(2, "W" * 32))  # Discord's longest display names
WALL_MS = 1_767_225_600_000


def toy_messages(language: str) -> dict[str, _Uses]:
    found = {}
    for text in sources(language, (CATALOGS,)).values():
        for entry in FluentParser().parse(text).body:
            assert not isinstance(entry, ast.Junk), entry.content
            if isinstance(entry, ast.Message):
                uses = _Uses()
                uses.visit(entry)
                found[entry.id.name] = uses
    return found


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != ENGLISH])
def test_every_message_of_race_is_in_every_language(language: str) -> None:
    english, other = toy_messages(ENGLISH), toy_messages(language)
    assert sorted(english) == sorted(other)
    for message, uses in english.items():
        assert other[message].variables == uses.variables, (language, message)
        assert other[message].references == uses.references, (language, message)
    needed = integer_plurals(language)
    for message, uses in other.items():
        for variable, keys in uses.plurals:
            assert needed <= keys, (language, message, variable, keys)
    if needed - {"one", "other"}:
        for message, uses in english.items():
            for variable, keys in uses.plurals:
                assert keys & CATEGORIES
                assert variable in [v for v, _ in other[message].plurals], (language, message)


def test_the_words_of_race_begin_with_its_name_or_are_its_codes() -> None:
    """A game's messages start with its name; beside them, only its codes' (refusals and
    its own end) and its option's words, which the shared code asks for by code."""
    codes = {PileFaceDown.code, AlreadyStarted.code, NotYourCard.code}
    others = {f"reason-{code}" for code in codes} | {
        f"outcome-{ToyEnd.STALEMATE.value}", f"outcome-{ToyEnd.STALEMATE.value}-draw",
        "opt-cards", "opt-cards-desc", "choice-cards-8", "choice-cards-12", "choice-game-toy",
    }  # fmt: skip
    assert {m for m in toy_messages(ENGLISH) if not m.startswith("toy-")} == others


@pytest.mark.usefixtures("toy")
@pytest.mark.parametrize("language", LANGUAGES)
def test_race_words_its_own_countdowns(language: str) -> None:
    assert countdowns_unworded(language, catalog_folders()) == []


def boards() -> list[Board]:
    """Boards of every phase of seeded games, with Discord's longest names, counting down
    where the game waits, with what just happened."""
    made = []
    for seed, cards in ((1, 8), (2, 12)):
        variant = Variant(cards)
        info = MatchInfo("ab" * 16, 1, 2, LONG, variant, seed, 0, game_name="toy")
        states: list[State] = list(playout(seed, variant))
        last: tuple[object, ...] = ()
        for version, state in enumerate(states[:: max(1, len(states) // 20)] + states[-1:]):
            deadline = ui_of("toy").game.deadline(state)
            counting = None
            if deadline is not None:
                counting = Countdown(deadline.kind, deadline.seats, WALL_MS)
            made.append(Board(info, state, version, counting, last=last))
            last = ()
        over = states[-1]
        stale = dataclasses.replace(made[-1], state=over._replace(outcome=Outcome(None,
                                    ToyEnd.STALEMATE)))  # fmt: skip
        made.append(stale)
    return made


def drawn(board: Board, tr: Catalog, n: int) -> Drawn:
    """The board (every third with a refusal said on it), or a finished match's result card
    with rating changes."""
    ui = ui_of("toy")
    if board.state.outcome is None:
        said = say(LandedFirst(0, 51, 50), tr, ("Q" * 32, "W" * 32), "toy")
        return ui.board(board, tr, said if n % 3 == 0 else None)
    changes = [RatingChange(board.match.match_id, p.user_id, 1, 1500, 2741, 1, 500, 60)
               for p in board.match.players]  # fmt: skip
    return result.card(board, ui, tr, changes, (1, 2, False))


@pytest.mark.usefixtures("toy")
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_board_of_race_fits_discord_in_every_language(
    language: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING)
    catalogs = Catalogs()
    tr, english = catalogs[language], catalogs[ENGLISH]
    ui = ui_of("toy")
    for n, board in enumerate(boards()):
        mine = drawn(board, tr, n)
        assert_fits(mine, against_spec=n % 5 == 0)
        if language != ENGLISH:
            assert words(mine) != words(drawn(board, english, n))
    texts = [ui.rules(None, tr), ui.rules(Variant(12), tr), ui.ready_hint(tr, both=True),
             ui.ready_hint(tr, both=False), ui.describe(Variant(8), tr)]  # fmt: skip
    for reason in (PileFaceDown(True), PileFaceDown(False), AlreadyStarted(), NotYourCard(3)):
        texts.append(say(reason, tr, ("Q" * 32, "W" * 32), "toy"))
    for kind in ("ready", "turn"):
        texts.append(say(TimeRanOut(kind, (0,)), tr, ("Q" * 32, "W" * 32), "toy"))
    for text in texts:
        assert 0 < len(text) <= 2000
        if language != ENGLISH:
            assert text not in {ui.rules(None, english), ui.describe(Variant(8), english)}
    assert "using English" not in caplog.text  # no word of Race fell back to English


def test_the_fixture_takes_race_away_again(toy: GamePlugin) -> None:
    assert toy.catalogs in catalog_folders() and ui_of("toy") is toy.ui
