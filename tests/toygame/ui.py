"""Race's part of the bot: one shared board (both hands are face up, T1, so there is no
private panel), its buttons, its words, and its plug-in.

The board, in Components V2 (:mod:`spitbot.bot.layout`): the pile's top as its heading,
underlined when a card just landed; how many cards the pile and the reserve hold; the
status (Go!, play, stuck with the countdown); then each player's line over their hand,
a button per card, lit in their colour when it fits; Go! and Resign.

A card button's payload is ``p{seat}{card}`` (``p0TD``): the card the board showed, so
a double tap is refused with where the card went; ``g`` is Go!.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import discord

from spitbot.bot import ids, layout, seats
from spitbot.bot.games import Drawn
from spitbot.bot.i18n import Catalog
from spitbot.bot.plugins import GamePlugin
from spitbot.bot.replies import Refusal
from spitbot.bot.shared_render import GREY, call_status, note_lines, resign_button, when
from spitbot.engine import AnyGame, card_name, parse_card
from spitbot.runtime import Board, MatchInfo

from .game import TOY
from .state import CardPlayed, Go, Phase, Play, State, Turned, Variant

CATALOGS = Path(__file__).parent / "locales"
"""Race's catalogs: ``<language>/toy.ftl``."""

GO = "g"
_PLAY = re.compile(r"p(?P<seat>[01])(?P<card>[2-9TJQKA][SHDC])")
COLOUR = {
    Phase.READY: discord.Colour.blurple(),
    Phase.PLAY: discord.Colour.green(),
    Phase.STUCK: discord.Colour.orange(),
    Phase.OVER: discord.Colour.gold(),
}


def play_payload(seat: int, card: int) -> str:
    return f"p{seat}{card_name(card)}"


def _heading(board: Board, tr: Catalog) -> str:
    state: State = board.state
    if not state.pile:
        return f"## {tr('toy-ready-heading')}"
    top = tr.card(state.pile[-1])
    landed = any(isinstance(e, CardPlayed | Turned) for e in board.last)
    return f"## __{top}__" if landed else f"## {top}"


def _last_move(board: Board, tr: Catalog) -> str | None:
    names = board.match.players
    for event in reversed(board.last):
        if isinstance(event, CardPlayed):
            said = tr("toy-last-played", name=names[event.seat].name, card=tr.card(event.card))
            return seats.marked(event.seat, said)
        if isinstance(event, Turned):
            return tr("toy-last-turned", reshuffled="yes" if event.reshuffled else "no")
    return None


def _status(board: Board, tr: Catalog) -> str:
    phase = board.state.phase
    if phase is Phase.READY:
        return call_status(board, tr, "toy-status-ready", "toy-status-you-called", None)
    if phase is Phase.STUCK:
        return tr("toy-status-stuck", when=when(board, tr))
    return _last_move(board, tr) or tr("toy-status-play")


def _player(board: Board, seat: int, tr: Catalog) -> str:
    state: State = board.state
    name = board.match.players[seat].name
    return seats.marked(seat, tr("toy-player", name=name, draw=len(state.draws[seat])))


def _hand(board: Board, seat: int, tr: Catalog) -> list[ids.Button]:
    state: State = board.state
    m, r = board.match.match_id, state.round
    top = state.pile[-1] if state.pile and state.phase is Phase.PLAY else None
    fits = {play.card for play in TOY.legal_actions(state, seat) if isinstance(play, Play)}
    lit = {card: top is not None and card in fits for card in state.hands[seat]}
    return [
        seats.card(ids.action_id(m, r, play_payload(seat, card)), tr.card(card), seat, on)
        for card, on in lit.items()
    ]


def footer(board: Board, tr: Catalog) -> str:
    return f"{tr('toy-title')} · {describe(board.match.variant, tr)}"


def draw(board: Board, tr: Catalog, said: str | None = None) -> Drawn:
    state: State = board.state
    m = board.match.match_id
    texts = [
        _heading(board, tr),
        *([said] if said is not None else []),
        f"-# {tr('toy-counts', pile=len(state.pile), reserve=len(state.reserve))}",
        _status(board, tr),
        *note_lines(board, tr),
    ]
    rows: list[layout.Row] = []
    for seat in (0, 1):
        rows += [_player(board, seat, tr), _hand(board, seat, tr)]
    calls = [resign_button(m, tr)]
    if state.phase is Phase.READY:
        ready = [s for s in (0, 1) if not state.calls[s]]
        go = ids.Button(ids.action_id(m, state.round, GO), tr("toy-button-go"),
                        discord.ButtonStyle.danger, disabled=not ready, emoji="🏁")  # fmt: skip
        calls.insert(0, go)
    rows.append(calls)
    return Drawn(view=layout.block(COLOUR[state.phase], texts, rows, [footer(board, tr)]))


def describe(variant: Variant, tr: Catalog) -> str:
    return tr("toy-variant", cards=variant.cards)


class ToyUI:
    """Race's UI (:class:`spitbot.bot.games.GameUI`)."""

    game: AnyGame = TOY
    has_panels = False  # T1: both hands are on the board, face up
    presses_redraw_board = True

    def describe(self, variant: Variant, tr: Catalog) -> str:
        return describe(variant, tr)

    def rules(self, variant: Variant | None, tr: Catalog) -> str:
        lines: list[str] = [tr("toy-rules")]
        if variant is not None:
            lines += ["", tr("toy-rules-variant", variant=describe(variant, tr))]
        return "\n".join(lines)

    def ready_hint(self, tr: Catalog, both: bool) -> str:
        return tr("toy-ready-hint", players="both" if both else "alone")

    def board(self, board: Board, tr: Catalog, said: str | None = None) -> Drawn:
        return draw(board, tr, said)

    def closed(self, match: MatchInfo, round_no: int, tr: Catalog) -> Drawn:
        """Race is one deal, so no round's board is ever closed for the next; a stray one
        says whose it was."""
        first, second = match.names()
        return Drawn(view=layout.block(GREY, [tr("toy-closed", first=first, second=second)]))

    def action(self, payload: str, seat: int, board: Board) -> Any:
        if payload == GO:
            return Go(seat)
        found = _PLAY.fullmatch(payload)
        if found is None:
            raise Refusal("refusal-unknown-button")
        owner = int(found["seat"])
        if owner != seat:
            raise Refusal("toy-refusal-not-your-hand", other=board.match.players[owner].name,
                          mark=seats.MARKS[seat])  # fmt: skip
        return Play(seat, parse_card(found["card"]))

    def panel(self, board: Board, seat: int, tr: Catalog, notes: Sequence[str] = ()) -> Drawn:
        """No panel: a seat sees what the board shows (T1), so it is the board."""
        return draw(board, tr, "\n".join(notes) or None)

    def lowest_score_wins(self, variant: Variant) -> bool:
        return False

    def points_target(self, variant: Variant) -> int | None:
        return None

    def summary(self, board: Board, tr: Catalog) -> list[str]:
        left = board.state.cards_left()
        return [tr("toy-summary", first=left[0], second=left[1])]

    def footer(self, board: Board, tr: Catalog) -> str:
        return footer(board, tr)


TOY_UI = ToyUI()

PLUGIN = GamePlugin(TOY_UI, catalogs=CATALOGS)
"""Race's plug-in: registered by the tests that play it (it is no installed package)."""
