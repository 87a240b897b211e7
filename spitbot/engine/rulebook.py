"""The :class:`~.game.Game` hooks that only hand a call to one of the game's modules
(deal, apply, legal actions, view, bot, contest, notation, mirror), written once.

Most of the protocol is a game's modules' functions under the protocol's names; a game
that wrote each hook out would repeat the same forwarding as every other game. So a
game's object is a :class:`Rulebook` whose :class:`Hooks` name those functions, and it
writes out only what is its own: which seat takes an action, the deadlines and what the
referee does at them, when a seat is busy, and why a press was refused.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from .game import Level
from .outcome import Seat

if TYPE_CHECKING:
    from .options import Option

S = TypeVar("S")  # the game's state
A = TypeVar("A")  # its actions
V = TypeVar("V")  # its variant
W = TypeVar("W")  # what one seat sees


@dataclass(frozen=True, slots=True)
class Hooks(Generic[S, A, V, W]):
    """The game's own functions behind the protocol's hooks of the same names (each
    hook's meaning is :class:`~.game.Game`'s); ``resign`` is usually the game's
    ``Resign`` action itself, ``parse_variant`` its ``Variant.from_key``."""

    parse_variant: Callable[[str], V]
    new_game: Callable[[V, random.Random], S]
    apply: Callable[[S, A], tuple[S, tuple[Any, ...]]]
    legal_actions: Callable[[S, Seat], Sequence[A]]
    resign: Callable[[Seat, bool], A]
    view: Callable[[S, Seat], W]
    choose_action: Callable[[W, Level], A | None]
    contested: Callable[[S, A], bool]
    format_state: Callable[[S], str]
    parse_state: Callable[[str], S]
    mirror_state: Callable[[S], S]


class Rulebook(Generic[S, A, V, W]):
    """A game's object, less what is its own. A game subclasses it, declares its name,
    order, options, countdowns, default variant and :attr:`hooks` (each as the
    :class:`~.game.Game` protocol says), and writes ``seat_of``, ``deadline``,
    ``on_deadline``, ``busy`` and ``explain`` itself."""

    name: str
    order: int
    options: tuple[Option, ...]
    countdowns: Mapping[str, float]
    default_variant: V
    hooks: Hooks[S, A, V, W]

    def parse_variant(self, key: str) -> V:
        return self.hooks.parse_variant(key)

    def new_game(self, variant: V, rng: random.Random) -> S:
        return self.hooks.new_game(variant, rng)

    def apply(self, state: S, action: A) -> tuple[S, tuple[Any, ...]]:
        return self.hooks.apply(state, action)

    def legal_actions(self, state: S, seat: Seat) -> Sequence[A]:
        return self.hooks.legal_actions(state, seat)

    def resign(self, seat: Seat, idle: bool) -> A:
        return self.hooks.resign(seat, idle)

    def view(self, state: S, seat: Seat) -> W:
        return self.hooks.view(state, seat)

    def choose_action(self, view: W, level: Level) -> A | None:
        return self.hooks.choose_action(view, level)

    def contested(self, state: S, action: A) -> bool:
        return self.hooks.contested(state, action)

    def format_state(self, state: S) -> str:
        return self.hooks.format_state(state)

    def parse_state(self, text: str) -> S:
        return self.hooks.parse_state(text)

    def mirror_state(self, state: S) -> S:
        return self.hooks.mirror_state(state)
