"""How the catalogs write what the adapter fills in: scores, Discord's relative
times, the names of buttons and the calls "Spit!" and "Flip!". Each test renders
the messages as the adapter would (numbers as numbers, relative times as
``shared_render`` builds them) in every variant a message selects between, or
reads the catalogs' own text where a message must reference another."""

from __future__ import annotations

import itertools
import re
from collections import defaultdict
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from functools import cache
from typing import Any

import pytest
from fluent.runtime.types import FluentNumber, fluent_number
from fluent.syntax import FluentParser, ast, visitor

from spitbot.bot import layout, standings
from spitbot.bot.artist import board_of
from spitbot.bot.i18n import LANGUAGES, Catalog, Catalogs, sources
from spitbot.bot.plugins import all_uis
from spitbot.bot.shared_render import relative_time, when
from spitbot.engine import games
from spitbot.engine.spit import Phase
from spitbot.runtime import Board, Countdown, MatchInfo, Player
from spitbot.runtime.settings import default_countdowns
from spitbot.store import (
    LeaderboardPage,
    LeaderboardRow,
    MatchStatus,
    PlayerRef,
    PlayerStats,
    RoundRecord,
    SeriesView,
)
from tests.bot.test_boards import spit_states
from tests.bot.test_catalogs import TRANSLATED, messages, placeholders
from tests.bot.test_rendering import (
    SPEED_VARIANTS,
    SPIT_VARIANTS,
    everything,
    speed_positions,
    spit_positions,
)

PLAYERS = (Player(1, "Olga"), Player(2, "Bohdan"))
WALL_MS = 1_900_000_000_000


# --- the catalogs' own text ------------------------------------------------------


class _Selectors(visitor.Visitor):
    """The keys each ``$variable`` selects between, and the messages referenced."""

    def __init__(self) -> None:
        self.keys: dict[str, set[str]] = defaultdict(set)
        self.references: set[str] = set()

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:  # noqa: N802
        if isinstance(node.selector, ast.VariableReference):
            for variant in node.variants:
                if isinstance(variant.key, ast.Identifier):
                    self.keys[node.selector.id.name].add(variant.key.name)
        self.generic_visit(node)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:  # noqa: N802
        self.references.add(node.id.name)

    def visit_TermReference(self, node: ast.TermReference) -> None:  # noqa: N802
        if node.arguments:  # a term's own $variables are its arguments
            self.generic_visit(node.arguments)


@cache
def entries(language: str) -> dict[str, ast.Message]:
    found: dict[str, ast.Message] = {}
    for text in sources(language).values():
        for entry in FluentParser().parse(text).body:
            if isinstance(entry, ast.Message):
                found[entry.id.name] = entry
    return found


def selector_keys(
    language: str, message: str, seen: frozenset[str] = frozenset()
) -> dict[str, set[str]]:
    """Every key a message (and the messages it references) selects on, by variable."""
    found = _Selectors()
    found.visit(entries(language)[message])
    keys = defaultdict(set, {name: set(k) for name, k in found.keys.items()})
    for ref in found.references - seen:
        for name, more in selector_keys(language, ref, seen | {message}).items():
            keys[name] |= more
    return keys


def patterns(message: ast.Message) -> list[ast.Pattern]:
    """Every pattern of a message: its value, each variant's, each attribute's."""
    found: list[ast.Pattern] = []

    class _Find(visitor.Visitor):
        def visit_Pattern(self, node: ast.Pattern) -> None:  # noqa: N802
            found.append(node)
            self.generic_visit(node)

    _Find().visit(message)
    return found


def literal_text(message: ast.Message) -> Iterator[str]:
    """A message's own words, run by run (a placeable ends a run)."""
    for pattern in patterns(message):
        run = ""
        for element in pattern.elements:
            if isinstance(element, ast.TextElement):
                run += element.value
            else:
                yield run
                run = ""
        yield run


# --- rendering as the adapter does -----------------------------------------------


def marked(count: int) -> FluentNumber:
    """A number as the adapter passes one (plurals select on its value), written
    with seven digits (0000012) so a test can tell it from the digits of the text:
    the options ride along as NUMBER()'s would."""
    number = fluent_number(count, minimumIntegerDigits=7, useGrouping=False)
    assert isinstance(number, FluentNumber)
    return number


@cache
def numbers() -> dict[str, frozenset[str]]:
    """The placeholders each message receives numbers in, learnt by drawing every
    board, summary, reply and embed through a catalog that notes its arguments."""
    seen: dict[str, set[str]] = defaultdict(set)
    tr = Catalogs(("en",))["en"]
    original = Catalog.__call__

    def noting(self: Catalog, message_id: str, /, **args: Any) -> str:
        for name, value in args.items():
            if isinstance(value, int) and not isinstance(value, bool):
                seen[message_id].add(name)
        return original(self, message_id, **args)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Catalog, "__call__", noting)
        _draw_everything(tr)
    return {message: frozenset(names) for message, names in seen.items()}


def _draw_everything(tr: Catalog) -> None:
    spit_ui, speed_ui = all_uis()
    for variant in SPIT_VARIANTS:
        info = MatchInfo("ab" * 16, 1, 2, PLAYERS, variant, 3, 0)
        for n, state in enumerate(spit_positions(variant, 3)):
            for kind in default_countdowns():
                board = Board(info, state, n, Countdown(kind, (0,), WALL_MS))
                board_of(spit_ui, board, tr)
                spit_ui.panel(board, 0, tr)
        spit_ui.closed(info, 12, tr)
    for other in SPEED_VARIANTS:
        info = MatchInfo("cd" * 16, 1, 2, PLAYERS, other, 3, 0, game_name="speed")
        for n, position in enumerate(speed_positions(other, 5)):
            board = Board(info, position, n, Countdown("flip", (0, 1), WALL_MS))
            board_of(speed_ui, board, tr)
            speed_ui.panel(board, 0, tr)
        speed_ui.closed(info, 12, tr)
    list(everything(tr))
    stats = PlayerStats(
        7, "Olga", "spit", None, wins=12, losses=40, draws=3, rating=1260, rated_games=8,
        peak_rating=1275, rating_trend=(1200, 1230, 1260), series_won=2, series_lost=1,
        series_drawn=1, current_streak=3, best_win_streak=5, fastest_win_seconds=94.4,
    )  # fmt: skip
    rows = tuple(LeaderboardRow(n, n, "Olga", 1300 - n, 10, 6, 4, 0, 1300, False) for n in (1, 2))
    page = LeaderboardPage("spit", None, 2, 10, 1, 1, rows, caller=rows[0])
    series = SeriesView(
        "m", "spit", 1, 2, PlayerRef(1, "Olga"), PlayerRef(2, "Bohdan"), "5,points:100",
        MatchStatus.FINISHED, 100, (12, 40), (RoundRecord(1, (12, 40), (12, 40)),), True, 0,
        False, datetime(2030, 1, 1, tzinfo=UTC), None,
    )  # fmt: skip
    standings.stats_embed("Olga", "spit", stats, tr)
    standings.leaderboard_embed(page, "spit", "Server", tr)
    standings.series_embed(series, tr)


def renderings(tr: Catalog, message: str, value: Callable[[str], list[Any]]) -> Iterator[str]:
    """``message`` rendered with every combination of the values ``value`` offers
    each placeholder (by default: every key the message selects on, or a name)."""
    needed = sorted(placeholders(tr.language, message))
    keys = selector_keys(tr.language, message)
    choices = []
    for name in needed:
        offered = value(name)
        if not offered:
            offered = sorted(keys.get(name, set())) or ["Olga"]
        choices.append(offered)
    for combination in itertools.product(*choices):
        yield tr(message, **dict(zip(needed, combination, strict=True)))


MARKED = Catalogs()  # its own cache: a marked number equals the plain int
COUNTS = [0, 1, 2, 5, 12, 21, 22, 40]  # every CLDR category of our five languages
DASH = re.compile(r"\d{7}\s*[-\u2010-\u2015\u2212]\s*\d{7}")


@pytest.mark.parametrize("language", TRANSLATED)
def test_no_catalog_writes_a_score_with_a_dash(language: str) -> None:
    """Czech, Ukrainian, Latvian and Azerbaijani write a score or a pair of counts
    with a colon (12:40): a dash between two numbers reads as a range there
    (English keeps its en dash). Every message that receives numbers from the
    adapter (learnt by drawing everything) is rendered with them, for every
    plural form and every variant it selects between, and no dash may stand
    between two of those numbers."""
    seen = numbers()
    # Coverage: the scores the boards and summaries write were drawn.
    assert {"score-pair", "summary-rounds", "speed-summary", "outcome-draw"} <= set(seen)
    assert {"mine", "theirs"} <= seen["outcome-points-lowest"]
    tr = MARKED[language]
    for message, numbered in sorted(seen.items()):
        for count in COUNTS:
            for text in renderings(tr, message, _numbers(numbered, count)):
                assert not DASH.search(text), f"{language} {message}: {text!r}"


def _numbers(numbered: frozenset[str], count: int) -> Callable[[str], list[Any]]:
    """``count`` (marked) in the placeholders that get numbers; the rest as usual."""

    def value(name: str) -> list[Any]:
        return [marked(count)] if name in numbered else []

    return value


RELATIVE = re.compile(r"<t:\d+:R>")
ALONE_BEFORE = (": ", "· ")


def _counting_down() -> list[Board]:
    """A board of each game counting down each kind of its countdowns."""
    boards = []
    for game in games():
        info = MatchInfo("ef" * 16, 1, 2, PLAYERS, game.default_variant, 3, 0, game_name=game.name)
        for kind in ("ready", *game.countdowns):
            boards.append(Board(info, None, 1, Countdown(kind, (0,), WALL_MS)))
    return boards


def _times(tr: Catalog, name: str) -> list[Any]:
    """What the adapter passes in a placeholder that carries a relative time."""
    if name == "when":  # a board's countdown (shared_render.when), of every game's kinds
        return ["", *(when(board, tr) for board in _counting_down())]
    if name in ("expires", "time"):  # the challenge's expiry; the countdown's time
        return [relative_time(WALL_MS)]
    return []


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_relative_time_stands_alone_after_a_colon_or_a_dot(language: str) -> None:
    """Discord writes ``<t:…:R>`` ("in 5 minutes") in each reader's own client
    language, which need not be the message's: Discord has no Latvian or
    Azerbaijani, so "termiņš beidzas in 5 minutes" would be half English. So a
    relative time (from ``$when``, ``$expires`` or ``$time``, as the adapter fills
    them) only ever stands alone: after ": " or "· ", and last on its line. A
    sentence that needs a time uses an absolute one (``<t:…:T>``)."""
    tr = Catalogs()[language]
    carriers = {
        m for m in messages(language) if placeholders(language, m) & {"when", "expires", "time"}
    }
    assert {"challenge-text", "spit-status-stalled", "speed-status-stuck", "countdown"} <= carriers
    for message in sorted(carriers):
        for text in renderings(tr, message, lambda name: _times(tr, name)):
            for found in RELATIVE.finditer(text):
                before, after = text[: found.start()], text[found.end() :]
                assert before.endswith(ALONE_BEFORE), f"{language} {message}: {text!r}"
                assert after == "" or after.startswith(("\n", " · ")), (
                    f"{language} {message}: {text!r}"
                )


# --- buttons and calls -------------------------------------------------------------

# The buttons drawn outside the boards (spitbot/bot/controller.py: the challenge's
# Accept / Decline, the resign confirmation) and those of every game's board
# (shared_render: Rematch, Resign; each game's board: the *-button-* messages).
OTHER_BUTTONS = ("challenge-accept", "challenge-decline", "resign-yes", "resign-no", "rematch",
                 "rematch-votes", "resign")  # fmt: skip

# A label that is also an ordinary word of a sentence, not the button's name.
ORDINARY_WORDS = {
    ("en", "resign-ask", "Resign"): "the question the confirmation buttons answer",
    ("uk", "resign-ask", "Здатися"): "the question the confirmation buttons answer",
    ("lv", "resign-ask", "Padoties"): "the question the confirmation buttons answer",
    ("az", "rematch-ended", "Revanş"): "the rematch offer, not the button",
}


def button_messages(language: str) -> list[str]:
    return sorted(m for m in messages(language) if "-button-" in m) + list(OTHER_BUTTONS)


def labels(language: str) -> dict[str, str]:
    """Each button's label in ``language``, by message."""
    tr = Catalogs()[language]
    return {m: tr(m, votes=1, needed=2) for m in button_messages(language)}


SLAP = (Phase.SLAP, Phase.CHOOSE)
ARROW = re.compile(r" ?(←|→)( · \d+ cards?)?$")  # a slap's pile and its size (a panel's alone)


def test_the_button_messages_are_every_button_the_boards_draw() -> None:
    """The list the next test reads: every label a board draws (cards aside) is one
    of these messages."""
    tr = Catalogs(("en",))["en"]
    known = set(labels("en").values())
    drawn: set[str] = set()
    spit_ui, speed_ui = all_uis()
    for variant in SPIT_VARIANTS[:2]:  # the slap and the no-slap (Take) variants
        info = MatchInfo("ab" * 16, 1, 2, PLAYERS, variant, 3, 0)
        slapping = next(s for s in spit_states(SPIT_VARIANTS.index(variant)) if s.phase in SLAP)
        for state in [*spit_positions(variant, 3), slapping]:
            board = Board(info, state, 1, None)
            drawn |= _labels_of(board_of(spit_ui, board, tr).view)
            drawn |= _labels_of(spit_ui.panel(board, 1, tr).view)
    info = MatchInfo("cd" * 16, 1, 2, PLAYERS, SPEED_VARIANTS[0], 3, 0, game_name="speed")
    for position in speed_positions(SPEED_VARIANTS[0], 5):
        board = Board(info, position, 1, None)
        drawn |= _labels_of(board_of(speed_ui, board, tr).view) | _labels_of(
            speed_ui.panel(board, 0, tr).view
        )
    words = {ARROW.sub("", label) for label in drawn if not re.search("[♠♥♦♣]|^·$", label)}
    words.discard("")  # a panel's slap: ✋, its arrow and its size, no words
    assert words and words <= known, words - known
    assert {
        "Take",
        "Slap",
        "Spit!",
        "Show my hand",
        "My cards",
        "My stats",
        "Flip!",
        "Refresh",
        "Rematch",
        "Resign",
    } <= words


def _labels_of(view: Any) -> set[str]:
    return {b.label or "" for b in layout.buttons_of(view)}


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_catalog_spells_a_buttons_label(language: str) -> None:
    """A sentence that names a button takes its label from the button's message
    (``**{ speed-button-hand }**``, ``**{ rematch }**``, the call's term), so a
    label changed in one place can never drift from the sentences that name it.
    Every label (as the button messages render it) is looked for as whole words,
    case and all, in every other message's own text."""
    mine = labels(language)
    used = set()
    for message, entry in entries(language).items():
        for button, label in mine.items():
            if button == message:
                continue
            pattern = re.compile(rf"(?<![\w]){re.escape(label)}(?![\w])")
            for run in literal_text(entry):
                if pattern.search(run):
                    key = (language, message, label)
                    assert key in ORDINARY_WORDS, f"{language} {message} spells {button}: {run!r}"
                    used.add(key)
    stale = {k for k in ORDINARY_WORDS if k[0] == language} - used
    assert not stale, stale


CALLS = ("-spit-call", "-flip-call")
CALL_BUTTONS = {"spit-button-spit": "-spit-call", "speed-button-flip": "-flip-call"}
NO_PUNCTUATION_AFTER = (",", ".", ":", ";")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_calls_are_bold_and_end_their_phrase(language: str) -> None:
    """ "Spit!" and "Flip!" (each language's call) are button names: in a sentence
    they are bold, like every button's name, and a call that ends with "!" is
    never followed by a comma, full stop or colon ("press Spit!, then…"): the
    sentence is reordered instead."""
    tr = Catalogs()[language]
    bang = {term: tr(button).endswith("!") for button, term in CALL_BUTTONS.items()}
    seen = 0
    for message, entry in entries(language).items():
        if message in CALL_BUTTONS:
            continue
        for pattern in patterns(entry):
            elements = pattern.elements
            for i, element in enumerate(elements):
                term = _call(element)
                if term is None:
                    continue
                seen += 1
                before = elements[i - 1] if i else None
                after = elements[i + 1] if i + 1 < len(elements) else None
                shown = f"{language} {message}: {_show(pattern)!r}"
                assert isinstance(before, ast.TextElement) and before.value.endswith("**"), shown
                assert isinstance(after, ast.TextElement) and after.value.startswith("**"), shown
                if bang[term]:
                    assert not after.value[2:].startswith(NO_PUNCTUATION_AFTER), shown
    assert seen > 10


def _call(element: ast.PatternElement) -> str | None:
    """The call an element writes: its term, or the button message that shows it."""
    if not isinstance(element, ast.Placeable):
        return None
    expression = element.expression
    if isinstance(expression, ast.TermReference):
        name = "-" + expression.id.name
        return name if name in CALLS else None
    if isinstance(expression, ast.MessageReference):
        return CALL_BUTTONS.get(expression.id.name)
    return None


def _show(pattern: ast.Pattern) -> str:
    return "".join(e.value if isinstance(e, ast.TextElement) else "{…}" for e in pattern.elements)
