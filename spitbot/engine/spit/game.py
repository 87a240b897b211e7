"""Spit as a :class:`~spitbot.engine.game.Game`: the hooks the runtime asks."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType

from ..coded import Reason
from ..game import Deadline, Game
from ..options import SCORING, TARGET, Option
from ..outcome import Seat
from ..reasons import DoesNotFit, IllegalAction, LandedFirst
from ..rulebook import Hooks, Rulebook
from .actions import Action, Choose, Play, Resign, Slap, SlapTimeout, Spit
from .contest import contested
from .deal import new_game
from .events import CardPlayed, PilesTaken
from .legal import legal_actions
from .mirror import mirror_state
from .notation import format_state, parse_state
from .policy import choose_action
from .reasons import SameColour, SlappedFirst
from .rules import apply, chooser
from .state import Phase, State
from .variant import STANDARD, Variant
from .view import PlayerView, view


def _spit_needed(state: State) -> tuple[Seat, ...]:
    """S4, S8: who still has to call "Spit!" (after a stall, only those with spit cards)."""
    return tuple(
        seat
        for seat in (0, 1)
        if not state.calls[seat] and (state.phase is Phase.READY or state.sides[seat].spit)
    )


STOCKPILES = Option("stockpiles", (5, 4))  # V1: four stockpiles
SLAP = Option("slap", ("slap", "choose"))  # V2: the finisher chooses
COLOURS = Option("colours", ("any", "alternating"))  # V3


class SpitGame(Rulebook[State, Action, Variant, PlayerView]):
    """The rules of Spit (S1-S14, V1-V4, D1-D6) behind the generic game hooks."""

    name = "spit"
    order = 0  # the default game
    default_variant = STANDARD
    options = (STOCKPILES, SLAP, COLOURS, SCORING, TARGET)  # V1, V2, V3, V4
    #: D2: a stall's Spit!, pressed for a player who does not; S10: nobody slapped;
    #: V2: the finisher did not choose.
    countdowns: Mapping[str, float] = MappingProxyType({"stall": 5.0, "slap": 10.0, "choose": 10.0})
    hooks = Hooks(
        parse_variant=Variant.from_key, new_game=new_game, apply=apply,
        legal_actions=legal_actions, resign=Resign, view=view, choose_action=choose_action,
        contested=contested, format_state=format_state, parse_state=parse_state,
        mirror_state=mirror_state,
    )  # fmt: skip

    def seat_of(self, action: Action) -> Seat | None:
        return None if isinstance(action, SlapTimeout) else action.seat

    def deadline(self, state: State) -> Deadline | None:
        """D2: the first "Spit!" of a round and the one after a stall are timed; S10's
        slap and V2's choice too. A stall's episode is the cards in the centre, which
        every spit adds to, so a second stall in a row restarts the countdown."""
        phase = state.phase
        if phase is Phase.READY:
            return Deadline("ready", _spit_needed(state), state.round)
        if phase is Phase.STALLED:
            centre = len(state.piles[0]) + len(state.piles[1])
            return Deadline("stall", _spit_needed(state), (state.round, centre))
        if phase is Phase.SLAP:
            return Deadline("slap", (0, 1), state.round)
        if phase is Phase.CHOOSE:
            who = chooser(state)
            return Deadline("choose", () if who is None else (who,), state.round)
        return None

    def on_deadline(self, state: State, deadline: Deadline) -> Sequence[Action]:
        """D2: the countdown spits for whoever has not; S10 decision: nobody slapped,
        so each takes the pile on their side; V2: time ran out, the smaller pile is
        taken for the chooser."""
        if deadline.kind in ("ready", "stall"):
            return [Spit(seat) for seat in deadline.seats]
        if deadline.kind == "slap":
            return [SlapTimeout()]
        who = chooser(state)
        if deadline.kind == "choose" and who is not None:
            smaller = 0 if len(state.piles[0]) <= len(state.piles[1]) else 1
            return [Choose(who, smaller)]
        return []

    def busy(self, state: State, seat: Seat) -> bool:
        """D4: a player has something to do while cards are being played."""
        return state.phase is Phase.PLAY and bool(legal_actions(state, seat))

    def explain(
        self, error: IllegalAction, action: Action, state: State, earlier: Sequence[object]
    ) -> Reason:
        """S6: a card judged against a top another player's card made in the same
        window "landed second"; S10: a slap that lost the race says who slapped first
        and which pile the player takes."""
        if isinstance(action, Play) and isinstance(error, DoesNotFit | SameColour):
            for event in reversed(earlier):
                if (
                    isinstance(event, CardPlayed)
                    and event.pile == action.pile
                    and event.seat != action.seat
                ):
                    return LandedFirst(event.seat, event.card, error.card)
        if isinstance(action, Slap | Choose):
            for event in reversed(earlier):
                if isinstance(event, PilesTaken) and event.by is not None:
                    return SlappedFirst(event.by, event.taken[action.seat])
        return error


SPIT: Game[State, Action, Variant, PlayerView] = SpitGame()
