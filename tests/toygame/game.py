"""Race as a :class:`~spitbot.engine.game.Game`: the hooks the runtime asks, its variant
option and its own countdown."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from types import MappingProxyType

from spitbot.engine import (
    Deadline,
    DoesNotFit,
    Game,
    IllegalAction,
    LandedFirst,
    Level,
    Reason,
    Seat,
)
from spitbot.engine.contest import contested_by_trial
from spitbot.engine.options import Option

from . import notation, rules
from .rules import ToyView
from .state import STANDARD, Action, CardPlayed, Go, Phase, Play, Resign, State, Turn, Variant

CARDS = Option("cards", (8, 12))  # T1: each player's share
TURN = "turn"  # T4: the countdown that turns a card when nobody can play


class ToyGame:
    """The rules of Race (T1-T7) behind the generic game hooks."""

    name = "toy"
    order = 2  # after Spit and Speed
    default_variant = STANDARD
    options = (CARDS,)
    countdowns: Mapping[str, float] = MappingProxyType({TURN: 3.0})

    def parse_variant(self, key: str) -> Variant:
        return Variant.from_key(key)

    def new_game(self, variant: Variant, rng: random.Random) -> State:
        return rules.new_game(variant, rng)

    def apply(self, state: State, action: Action) -> tuple[State, tuple[object, ...]]:
        return rules.apply(state, action)

    def legal_actions(self, state: State, seat: Seat) -> Sequence[Action]:
        return rules.legal_actions(state, seat)

    def seat_of(self, action: Action) -> Seat | None:
        return None if isinstance(action, Turn) else action.seat

    def resign(self, seat: Seat, idle: bool) -> Action:
        return Resign(seat, idle)

    def view(self, state: State, seat: Seat) -> ToyView:
        return rules.view(state, seat)

    def choose_action(self, view: ToyView, level: Level) -> Action | None:
        return rules.choose_action(view, level)

    def deadline(self, state: State) -> Deadline | None:
        """T2: the first call is timed (the shared ``ready``); T4: a stuck pile waits for
        the game's own ``turn``, a new wait after every card turned (the pile grows)."""
        if state.phase is Phase.READY:
            return Deadline("ready", tuple(s for s in (0, 1) if not state.calls[s]))
        if state.phase is Phase.STUCK:
            return Deadline(TURN, (), (len(state.reserve), len(state.pile)))
        return None

    def on_deadline(self, state: State, deadline: Deadline) -> Sequence[Action]:
        if deadline.kind == TURN:
            return [Turn()]
        return [Go(seat) for seat in deadline.seats]  # T2: play starts anyway

    def busy(self, state: State, seat: Seat) -> bool:
        """D4: a player with a card to play."""
        return state.phase is Phase.PLAY and bool(rules.legal_actions(state, seat))

    def contested(self, state: State, action: Action) -> bool:
        return contested_by_trial(self, state, action)

    def explain(
        self, error: IllegalAction, action: Action, state: State, earlier: Sequence[object]
    ) -> Reason:
        """A card judged against a top the other player's card made in the same settle
        window (D3) landed second: say whose card landed first."""
        if isinstance(action, Play) and isinstance(error, DoesNotFit):
            for event in reversed(earlier):
                if isinstance(event, CardPlayed) and event.seat != action.seat:
                    return LandedFirst(event.seat, event.card, action.card)
        return error

    def format_state(self, state: State) -> str:
        return notation.format_state(state)

    def parse_state(self, text: str) -> State:
        return notation.parse_state(text)

    def mirror_state(self, state: State) -> State:
        return rules.mirror_state(state)


TOY: Game[State, Action, Variant, ToyView] = ToyGame()
