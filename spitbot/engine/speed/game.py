"""Speed as a :class:`~spitbot.engine.game.Game`: the hooks the runtime asks."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType

from ..coded import Reason
from ..game import Deadline, Game
from ..options import SCORING, TARGET, Option
from ..outcome import Seat
from ..reasons import DoesNotFit, IllegalAction, LandedFirst
from ..rulebook import Hooks, Rulebook
from .actions import Action, Flip, Play, Resign
from .contest import contested
from .deal import new_game
from .events import CardPlayed
from .legal import legal_actions, legal_plays
from .mirror import mirror_state
from .notation import format_state, parse_state
from .policy import choose_action
from .reasons import AllStuck
from .rules import apply
from .state import Phase, State
from .variant import STANDARD, Variant
from .view import PlayerView, view


def _yet_to_call(state: State) -> tuple[Seat, ...]:
    """P3, D9: the seats that have not called "Flip!" yet."""
    return tuple(seat for seat in (0, 1) if not state.calls[seat])


SIDE_PILES = Option("side_piles", (10, 5))  # P2: side piles of 5, 20 cards each


class SpeedGame(Rulebook[State, Action, Variant, PlayerView]):
    """The rules of Speed (P1-P8, D8, D9) behind the generic game hooks."""

    name = "speed"
    order = 1
    default_variant = STANDARD
    options = (SIDE_PILES, SCORING, TARGET)  # P2's variant, P8
    #: D9: Flip!, pressed for a player who does not when both are stuck.
    countdowns: Mapping[str, float] = MappingProxyType({"flip": 5.0})
    hooks = Hooks(
        parse_variant=Variant.from_key, new_game=new_game, apply=apply,
        legal_actions=legal_actions, resign=Resign, view=view, choose_action=choose_action,
        contested=contested, format_state=format_state, parse_state=parse_state,
        mirror_state=mirror_state,
    )  # fmt: skip

    def seat_of(self, action: Action) -> Seat | None:
        return action.seat

    def deadline(self, state: State) -> Deadline | None:
        """D9: the first "Flip!" of a deal (P3) and the one when both are stuck (P5)
        are timed. A stuck spell's episode counts the cards in the centre and the
        side piles, which every flip (and P6 rebuild) changes, so a second stuck
        spell in a row restarts the countdown."""
        if state.phase is Phase.READY:
            return Deadline("ready", _yet_to_call(state), state.round)
        if state.phase is Phase.STUCK:
            centre = len(state.centre[0]) + len(state.centre[1])
            sides = len(state.sides[0]) + len(state.sides[1])
            return Deadline("flip", _yet_to_call(state), (state.round, centre, sides))
        return None

    def on_deadline(self, state: State, deadline: Deadline) -> Sequence[Action]:
        """D9: the countdown calls "Flip!" for whoever has not."""
        return [Flip(seat) for seat in deadline.seats]

    def busy(self, state: State, seat: Seat) -> bool:
        """D4: a player has a card to play while cards are being played."""
        return state.phase is Phase.PLAY and bool(legal_plays(state, seat))

    def explain(
        self, error: IllegalAction, action: Action, state: State, earlier: Sequence[object]
    ) -> Reason:
        """A card judged against a top that the other player's card made in the same
        settle window (D3) "landed second": say whose card landed first. That holds
        too when the card that landed first left both players stuck (P5)."""
        late = isinstance(error, DoesNotFit) or (
            isinstance(error, AllStuck)
            and isinstance(action, Play)
            and action.card in state.hands[action.seat]
        )
        if isinstance(action, Play) and late:
            for event in reversed(earlier):
                if (
                    isinstance(event, CardPlayed)
                    and event.pile == action.pile
                    and event.seat != action.seat
                ):
                    return LandedFirst(event.seat, event.card, action.card)
        return error


SPEED: Game[State, Action, Variant, PlayerView] = SpeedGame()
