"""One protocol for every game, and the list of games (python-chess's ``variant.py``
is the model: a list, a lookup by name, and hooks the generic code asks).

The runtime and the store know a game only through this protocol: they deal,
apply actions, ask which seat an action belongs to, which deadline the
position waits for, whether a seat has something to do (D4), what a bot would
do, and how to write a position down. Each game lives in its own package
(``engine/spit``, ``engine/speed``) with a module-level object implementing
:class:`Game`, found by :mod:`.games` through the ``spitbot.engines`` entry points.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from .coded import Reason
from .outcome import Outcome, Seat
from .reasons import IllegalAction

if TYPE_CHECKING:
    from .options import Option


class Level(Enum):
    """How well a bot plays: the first play it finds, or its best guess."""

    GREEDY = "greedy"
    STRONG = "strong"


@dataclass(frozen=True, slots=True)
class Deadline:
    """What a position waits for, which the runtime must time.

    ``kind`` names the wait (``"ready"``, ``"stall"``, ``"slap"``, ``"choose"``,
    ``"flip"``): the runtime looks up how long it lasts in its settings and,
    when it runs out, asks :meth:`Game.on_deadline` what the referee does.
    ``seats`` are who the board waits for. ``episode`` tells one wait from the
    next of the same kind (a second stall in a row): the timer restarts only
    when ``(kind, episode)`` changes, not when a seat answers.
    """

    kind: str
    seats: tuple[Seat, ...]
    episode: Hashable = 0


class GameState(Protocol):
    """What every game's state offers the generic code (NamedTuple fields do)."""

    @property
    def round(self) -> int:
        """The round (Spit) or deal (Speed): a new one gets a new board message."""

    @property
    def seed(self) -> int: ...

    @property
    def scores(self) -> tuple[int, int]:
        """A points series' totals (V4, P8); (0, 0) otherwise."""

    @property
    def outcome(self) -> Outcome | None: ...

    def cards(self) -> list[int]:
        """Every card in the position, wherever it is (C1: always all 52)."""


class GameVariant(Protocol):
    """A game's rule switches, as one value with a text key for the database."""

    def key(self) -> str: ...

    @property
    def series_target(self) -> int | None:
        """The points target of a scored series (V4, P8), or None for a single game."""


class Position(GameState, Protocol):
    """What every game's state has beside :class:`GameState`'s, which the engine's
    shared helpers write (:mod:`.notation`) and swap (:mod:`.mirror`) alike."""

    @property
    def variant(self) -> GameVariant: ...

    @property
    def phase(self) -> Enum:
        """Where the round stands (``ready``, ``play``, ..., ``over``)."""

    @property
    def calls(self) -> tuple[bool, bool]:
        """Who has made the call the phase waits for ("Spit!", "Flip!")."""

    @property
    def history(self) -> tuple[tuple[int, int], ...]:
        """A points series' points of each finished round or deal (V4, P8)."""


S = TypeVar("S")  # the game's state
A = TypeVar("A")  # its actions
V = TypeVar("V")  # its variant
W = TypeVar("W")  # what one seat sees


class Game(Protocol[S, A, V, W]):
    """The rules of one game. Every method is pure: states and actions are values.
    Generic code holds an ``AnyGame``; each game's object is checked against its own types."""

    @property
    def name(self) -> str:
        """The game's id in the database, custom ids and catalogs: ``spit``, ``speed``."""

    @property
    def order(self) -> int:
        """Where the game stands in every list (commands, settings, the gallery): the
        lowest is the default game."""

    @property
    def options(self) -> tuple[Option, ...]:
        """The options of its variant a player may pick, in the order the commands list
        them (each a field of the variant: :mod:`.options`)."""

    @property
    def countdowns(self) -> Mapping[str, float]:
        """The deadlines the game asks for (:meth:`deadline`'s kinds) beside the first
        call of a round every game shares (``"ready"``), with how long each lasts by
        default, in seconds: each is a setting a server's owner may change."""

    @property
    def default_variant(self) -> V: ...

    def parse_variant(self, key: str) -> V:
        """Inverse of the variant's ``key()``; raises ValueError."""

    def new_game(self, variant: V, rng: random.Random) -> S:
        """Shuffle with ``rng`` and deal."""

    def apply(self, state: S, action: A) -> tuple[S, tuple[Any, ...]]:
        """The next state and the events ``action`` caused; raises IllegalAction."""

    def legal_actions(self, state: S, seat: Seat) -> Sequence[A]:
        """Exactly the actions of ``seat`` that :meth:`apply` accepts (resigning aside)."""

    def seat_of(self, action: A) -> Seat | None:
        """The seat that takes ``action``; None for the referee's own actions."""

    def resign(self, seat: Seat, idle: bool) -> A:
        """D4: the action by which ``seat`` gives up (``idle``: the bot forfeits them)."""

    def view(self, state: S, seat: Seat) -> W:
        """What ``seat`` may see of ``state`` (OpenSpiel's observer)."""

    def choose_action(self, view: W, level: Level) -> A | None:
        """The bot's action from its own view, or None to wait."""

    def deadline(self, state: S) -> Deadline | None:
        """What ``state`` waits for, if the runtime must time it (D2, D9, S10)."""

    def on_deadline(self, state: S, deadline: Deadline) -> Sequence[A]:
        """The referee's actions when ``deadline`` runs out (applied in order)."""

    def busy(self, state: S, seat: Seat) -> bool:
        """D4: whether ``seat`` has something to do while play is on (an idle clock runs)."""

    def contested(self, state: S, action: A) -> bool:
        """S6, S10, D3: whether an action the other seat could take now, applied before
        ``action``, would change its outcome or its own (the two do not commute). When
        not, the runtime applies ``action`` at once. It may answer True more often than
        :func:`~spitbot.engine.contest.contested_by_trial`, never less."""

    def explain(self, error: IllegalAction, action: A, state: S, earlier: Sequence[Any]) -> Reason:
        """Why ``action`` was refused in ``state``, given the ``earlier`` events of the
        same settle window: "bob's 9♣ landed first" says more than "7♠ doesn't fit"."""

    def format_state(self, state: S) -> str:
        """The position as one line of notation; :meth:`parse_state` reads it back."""

    def parse_state(self, text: str) -> S:
        """Raises NotationError."""

    def mirror_state(self, state: S) -> S:
        """The same position with the seats swapped (fairness checks)."""


AnyGame = Game[Any, Any, Any, Any]
