"""Presses on a match's boards and panels: each is judged by the message it was pressed
on, played through the runtime, and answered by the match's keeper with one REST call.

- a press that changed the board: UPDATE_MESSAGE (type 7) redrawing it, or
  DEFERRED_UPDATE_MESSAGE (type 6) when another press settled in the same window
  already drew that very board (the keeper says which);
- a player's press the board refuses (the other player's card, a card that no longer
  fits, a card of the round before): the board itself says why, to everyone, so no new
  message moves the board under the racing fingers (issue 26);
- a press on an old round's board: that board closed (type 7); so is a second board of
  the live round, left by a restart after a long downtime;
- a press whose board a moderator deleted while it was on its way: a private message
  that it counted (the keeper posts the board anew);
- a press on a player's private panel: that panel redrawn with the table as it is now,
  the refusal written on it if any; "My cards" opens a fresh one.

A press is judged by the message it was pressed on: a board's own buttons say which
round it shows, so a stale or crafted id on the live board is refused and changes
nothing. Answers come only after the runtime has committed what they show. No game rule
lives here: each game's UI reads its own buttons (:meth:`~.games.GameUI.action`).
"""

from __future__ import annotations

from typing import Any

from ..engine import StaleRound
from ..runtime import Board, MatchActor, MatchParked, MatchRegistry, NotInMatch
from .games import GameUI
from .keeper import Keeper
from .keepers import Keepers
from .kept import CLOSED, REPLACED, Gone, Look, TooOld
from .plugins import ui_of
from .ports import Words
from .pressed import Interaction, Pressed
from .replies import Refusal


def held(registry: MatchRegistry, match_id: str) -> MatchActor:
    """The live (or just finished) match ``match_id``, or why there is none."""
    actor = registry.by_id(match_id)
    if actor is None:
        raise Refusal("refusal-match-gone")
    return actor


def seat_of(actor: MatchActor, pressed: Pressed) -> int:
    """The presser's seat in ``actor``'s match; D7: nobody else plays in it."""
    seat = actor.info.seat_of(pressed.user_id)
    if seat is None:
        raise Refusal(reason=NotInMatch(*actor.info.names()))
    return seat


def refusal(actor: MatchActor, reason: Any) -> Refusal:
    """The runtime's or engine's coded ``reason``, with the match's names and game."""
    info = actor.info
    return Refusal(reason=reason, names=info.names(), game=info.game_name)


class Presses:
    def __init__(self, registry: MatchRegistry, keepers: Keepers, words: Words) -> None:
        self.registry = registry
        self.keepers = keepers
        self.words = words

    async def on_board(
        self, interaction: Interaction, match_id: str, round_no: int, payload: str
    ) -> None:
        """A press of one of a match's buttons, on its board or a player's panel."""
        pressed = Pressed(interaction, self.words.private(interaction))
        actor = held(self.registry, match_id)
        seat = seat_of(actor, pressed)
        ui = ui_of(actor.info.game_name)
        keeper = self.keepers.keeper(actor.info)
        if pressed.ephemeral:
            if not ui.has_panels:  # no private message of this game has its buttons
                raise Refusal("refusal-old-board")
            await self._on_panel(pressed, actor, keeper, ui, seat, round_no, payload)
            return
        shown = pressed.shown_round(match_id)
        message_id = pressed.message_id
        # The live board is one message from round to round: Discord's copy of it may
        # still show the round before while its redraw is on the way.
        live = message_id is not None and keeper.is_live(message_id)
        if shown is not None and shown < actor.state.round and not live:
            await self._close(pressed, keeper, CLOSED, shown)  # the live board is below
            return
        if message_id is not None and shown is not None and keeper.is_replaced(message_id, shown):
            await self._close(pressed, keeper, REPLACED)  # the live board is another
            return
        if shown is None:  # a closed or final board never had this button
            if actor.parked:
                raise Refusal(reason=MatchParked())
            if actor.finished:
                raise Refusal("refusal-match-already-over")
            if pressed.on is False:
                raise Refusal("refusal-unknown-button")  # a live board of other buttons
            raise Refusal("refusal-old-board")
        if round_no > shown:  # no board ever showed this id: a crafted one
            raise Refusal("refusal-unknown-button")
        if round_no != actor.state.round:  # a card of the round before: nothing changes
            stale = refusal(actor, StaleRound(round_no, actor.state.round))
            await self._refused_on_board(pressed, keeper, actor, seat, stale)
            return
        try:
            action = ui.action(payload, seat, actor.board())
        except Refusal as wrong:  # e.g. the other player's cards
            if wrong.message_id == "refusal-unknown-button":
                raise  # an id no board showed (forged): privately, nothing drawn
            await self._refused_on_board(pressed, keeper, actor, seat, wrong)
            return
        if action is None:  # a panel's Refresh: no board has it
            raise Refusal("refusal-unknown-button")
        keeper.expect(seat, "board")  # this press's answer redraws the board
        result = await actor.press(pressed.press(action, round_no, actor.clock.now()))
        if not result.applied:
            refused = refusal(actor, result.reason)
            await self._refused_on_board(pressed, keeper, actor, seat, refused, result.board)
            return
        try:  # the board it produced, once per version (or its old round's board closed)
            await keeper.answer_board(
                pressed, seat, result.board, token=pressed.token(pressed.tr), shown=shown
            )
        except Gone:  # a moderator deleted the board while the press was on its way
            await pressed.tell(pressed.tr("press-counted-board-gone"))
        except TooOld:  # Discord no longer edits it: a fresh board is posted
            await pressed.tell(pressed.tr("press-counted-board-renewed"))

    async def _refused_on_board(
        self,
        pressed: Pressed,
        keeper: Keeper,
        actor: MatchActor,
        seat: int,
        refused: Refusal,
        board: Board | None = None,
    ) -> None:
        """A player's press on the shared board was refused: the board itself says why
        (type 7), to everyone and naming the presser. If the board is gone or too old
        to edit, the presser is told privately instead."""
        info = actor.info
        tr = self.words.public(info.guild_id)
        said = tr("board-refusal", name=info.players[seat].name, reason=refused.text(tr))
        try:
            await keeper.answer_board(pressed, seat, board, said=said, token=pressed.token(tr))
        except (Gone, TooOld):
            await pressed.tell(refused.text(pressed.tr))

    @staticmethod
    async def _close(pressed: Pressed, keeper: Keeper, look: Look, round_no: int = 0) -> None:
        """Close the board pressed (of round ``round_no``), which is not the live one."""
        try:
            await keeper.close_pressed(pressed, look, round_no)
        except Gone:
            await pressed.tell(pressed.tr("refusal-old-board"))

    async def _on_panel(
        self,
        pressed: Pressed,
        actor: MatchActor,
        keeper: Keeper,
        ui: GameUI,
        seat: int,
        round_no: int,
        payload: str,
    ) -> None:
        """A press on a player's private panel: always answered by redrawing that
        panel with the current table (type 7), the refusal written on it if any."""
        tr = pressed.tr
        token = pressed.token(tr)
        if actor.parked:  # stopped by an error: nothing can be played in it any more
            keeper.expect(seat, "hand")  # this press's answer draws the stopped hand
            keeper.stop()
            await keeper.answer_hand(pressed, seat, token, refusal(actor, MatchParked()).text(tr))
            return
        message_id = pressed.message_id
        if message_id is not None and (
            pressed.shown_round(actor.info.match_id) is None and not keeper.holds(message_id)
        ):  # a private message that is no panel of this match (a modified client)
            raise Refusal("refusal-old-board")
        if round_no > actor.state.round:  # no hand ever showed this id: a crafted one
            await keeper.answer_hand(pressed, seat, token, tr("refusal-unknown-button"))
            return
        action = ui.action(payload, seat, actor.board())
        if action is None:  # a redraw
            await keeper.answer_hand(pressed, seat, token)
            return
        keeper.expect(seat, "hand")  # this press's answer redraws the panel, not the board
        result = await actor.press(pressed.press(action, round_no, actor.clock.now()))
        said = None if result.applied else refusal(actor, result.reason).text(tr)
        await keeper.answer_hand(pressed, seat, token, said, board=result.board)

    async def on_panel(self, interaction: Interaction, match_id: str) -> None:
        """Open (or reopen) the presser's private panel: a fresh one, with a fresh
        interaction token (an old panel can only be edited for 15 minutes)."""
        pressed = Pressed(interaction, self.words.private(interaction))
        actor = held(self.registry, match_id)
        seat = actor.info.seat_of(pressed.user_id)
        if seat is None:
            raise Refusal("refusal-no-hand")
        if actor.parked:
            raise Refusal(reason=MatchParked())
        pressed.shown_here("refusal-old-board")
        keeper = self.keepers.keeper(actor.info)
        message_id = pressed.message_id
        if (
            message_id is not None
            and not pressed.ephemeral
            and keeper.is_replaced(message_id, None)
        ):
            # a second public board, left by a restart: close it; the live one is below
            await self._close(pressed, keeper, REPLACED)
            return
        await keeper.open_hand(pressed, seat, pressed.token(pressed.tr))
