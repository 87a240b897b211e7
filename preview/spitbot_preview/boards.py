"""The scenes of a position's table: its board and panels, what the keeper draws around
them, and the presses the bot refuses on them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from spitbot.bot import ids
from spitbot.bot.games import Drawn
from spitbot.bot.kept import HAND_STOPPED
from spitbot.bot.replies import Refusal
from spitbot.engine import AnyGame, IllegalAction, Note

from .positions import POSITIONS
from .shots import Shot, Table, buttons_of, titled
from .world import World

GREY = 2  # a secondary button: a card that cannot be played now


@dataclass(frozen=True)
class Boards:
    """A position's board (its final board when the match is over) and every panel of its
    game, one per seat; ``rematch`` is a final board's rematch votes (votes, needed,
    started); ``phone`` marks the board itself as a view a phone player plays from
    (panels always are)."""

    position: str
    extra: str = ""  # what sets this scene apart, for its title
    late: bool = False  # the database is late: results wait in memory
    paused: bool = False  # the bot is cut off from Discord: the clocks stand
    note: Note | None = None  # what just happened, instead of the position's own
    rematch: tuple[int, int, bool] | None = None
    names: tuple[str, str] | None = None
    panels: bool = True
    suffix: str = ""
    phone: bool = False

    @property
    def key(self) -> str:
        return self.position + (f"-{self.suffix}" if self.suffix else "")

    @property
    def game(self) -> str | None:
        return POSITIONS[self.position].game

    async def shots(self, world: World) -> list[Shot]:
        table = Table.of(world, self.position, late=self.late, names=self.names,
                         paused=self.paused, note=self.note)  # fmt: skip
        title = titled(table.position, self.extra)
        drawn = table.artist.board(table.board, table.board_look(self.rematch))
        view = "result" if table.over else "board"
        board = await world.drawn(drawn, "channel")
        shots = [table.shot(self.key, title, view, board, phone=self.phone)]
        if self.panels and table.ui.has_panels:
            for seat in (0, 1):
                hand = table.artist.hand(table.board, seat, table.private, table.hand_look(), None)
                sent = await world.drawn(hand, "reply", world.people[seat])
                shots.append(
                    table.shot(
                        self.key, f"{title} · seat {seat + 1}", table.panel_view(), sent, seat=seat
                    )
                )
        return shots


@dataclass(frozen=True)
class Around:
    """What the keeper draws around a position's board: the board closed when the next
    round has its own, a second board of the round replaced, the match stopped by an
    error, and each panel about to stop updating, stopped, or with a refusal on it."""

    position: str

    @property
    def key(self) -> str:
        return f"{self.position}-around"

    @property
    def game(self) -> str | None:
        return POSITIONS[self.position].game

    async def shots(self, world: World) -> list[Shot]:
        table = Table.of(world, self.position)
        artist, pos = table.artist, table.position
        round_no = table.board.state.round
        shots = [
            table.shot(
                self.key,
                titled(pos, "an earlier round's board, closed"),
                "closed",
                await world.drawn(artist.closed(round_no), "edit"),
            ),
            table.shot(
                self.key,
                titled(pos, "a second board of the round, replaced"),
                "closed",
                await world.drawn(artist.replaced(), "edit"),
            ),
            table.shot(
                self.key,
                titled(pos, "the match stopped by an error"),
                "closed",
                await world.drawn(artist.stopped(), "edit"),
            ),
        ]
        if not table.ui.has_panels:
            return shots
        tr, view = table.private, table.panel_view()
        for seat in (0, 1):
            expiring = artist.hand(table.board, seat, tr, table.hand_look(expiring=True), None)
            shots.append(
                table.shot(
                    self.key,
                    titled(pos, f"seat {seat + 1}, about to stop updating by itself"),
                    view,
                    await world.drawn(expiring, "edit-original", world.people[seat]),
                    seat=seat,
                )
            )
        refusal = _refused_in_panel(table, 0)
        if refusal is not None:
            warned = artist.hand(table.board, 0, tr, table.hand_look(), refusal)
            shots.append(
                table.shot(
                    self.key,
                    titled(pos, "seat 1, a press refused"),
                    view,
                    await world.drawn(warned, "update", world.people[0]),
                    seat=0,
                )
            )
        stopped = artist.hand(table.board, 0, tr, HAND_STOPPED, None)
        shots.append(
            table.shot(
                self.key,
                titled(pos, "seat 1, the match stopped"),
                view,
                await world.drawn(stopped, "edit-original", world.people[0]),
                seat=0,
            )
        )
        return shots


def _payload_of(button: Mapping[str, Any]) -> tuple[int, str] | None:
    found = ids.ACTION.fullmatch(str(button.get("custom_id") or ""))
    return (int(found["r"]), found["p"]) if found else None


def _refused_in_panel(table: Table, seat: int) -> str | None:
    """Why the engine refuses a press on one of ``seat``'s greyed-out cards, in words."""
    hand = table.artist.hand(table.board, seat, table.private, table.hand_look(), None)
    for button in buttons_of(_components(hand)):
        pressed = _payload_of(button)
        if not button.get("disabled") or pressed is None:
            continue
        try:
            action = table.ui.action(pressed[1], seat, table.board)
        except Refusal as refusal:
            return refusal.text(table.private)
        if action is None:
            continue
        reason = _refusal(table.game, table.board.state, action, ())
        if reason is not None:
            info = table.board.match
            return Refusal(reason=reason, names=info.names(), game=info.game_name).text(
                table.private
            )
    return None


def _components(drawing: Drawn) -> dict[str, Any]:
    """A drawing's components, as discord.py sends them (its buttons, to read)."""
    return {"components": drawing.view.to_components()} if drawing.view is not None else {}


def _refusal(game: AnyGame, state: Any, action: Any, earlier: Sequence[Any]) -> Any:
    try:
        game.apply(state, action)
    except IllegalAction as error:
        return game.explain(error, action, state, earlier)
    return None


@dataclass(frozen=True)
class Presses:
    """Presses on a board the bot refuses, each answered by the controller (routed by
    their custom_id, as Discord's presses are): an onlooker's, privately; a player's by
    the board itself, naming them (issue 26): a press on the other player's cards, a
    card that does not fit, and a card that lost the race to the same pile (the engine
    says which landed first)."""

    position: str

    @property
    def key(self) -> str:
        return f"{self.position}-presses"

    @property
    def game(self) -> str | None:
        return POSITIONS[self.position].game

    async def shots(self, world: World) -> list[Shot]:
        table = Table.of(world, self.position)
        # The board, posted just now (its id tells the time: an older one would be
        # renewed, as an hour-old board is).
        message = await world.post(table.artist.board(table.board, table.board_look()))
        board_body = message.to_dict()
        info = table.board.match
        keeper = world.keepers.keeper(info)  # the match's live board, shown as drawn
        keeper.adopt(message.id, table.board.state.round, shows=table.board_look())
        keeper.committed(table.board)
        buttons = [(b, p) for b in buttons_of(board_body) if (p := _payload_of(b)) is not None]
        shots: list[Shot] = []

        async def press(title: str, who: int | None, button: Mapping[str, Any]) -> None:
            user = world.onlooker if who is None else world.people[who]
            with world.watching() as sent:
                await world.press(user, message, str(button["custom_id"]))
            shots.extend(
                table.shot(self.key, titled(table.position, title), "refusal", item)
                for item in sent
            )

        everything = buttons_of(board_body)
        if everything:
            await press("an onlooker presses the board", None, everything[0])
        theirs = next((b for b, p in buttons if _owner(table, p[1]) == 1), None)
        if theirs is not None:
            await press("a press on the other player's cards", 0, theirs)
        dead = next(
            (
                b
                for b, p in buttons
                if b.get("style") == GREY
                and _owner(table, p[1]) == 0
                and b.get("label") not in (None, "·")
            ),
            None,
        )
        if dead is not None:
            await press("a card that does not fit (greyed out)", 0, dead)
        raced = _landed_second(table)
        if raced is not None:  # as the board answers it (a race is settled in the window)
            tr = world.tr
            reason = Refusal(reason=raced, names=info.names(), game=info.game_name).text(tr)
            said = tr("board-refusal", name=info.players[0].name, reason=reason)
            drawn = table.artist.board(table.board, table.board_look(), said)
            title = titled(table.position, "two cards raced to one pile")
            shots.append(table.shot(self.key, title, "refusal", await world.drawn(drawn, "update")))
        return shots


def _owner(table: Table, payload: str) -> int | None:
    """The seat a board button belongs to: the UI refuses the other seat's press on it
    (None: either seat may press it)."""
    refused = []
    for seat in (0, 1):
        try:
            table.ui.action(payload, seat, table.board)
        except Refusal:
            refused.append(seat)
    return 1 - refused[0] if len(refused) == 1 else None


def _landed_second(table: Table) -> Any:
    """S6: a card that fitted when pressed but landed after the other player's card on
    the same pile; the engine's own explanation (None when no such pair is here)."""
    game, state = table.game, table.board.state
    for theirs in game.legal_actions(state, 1):
        after, events = game.apply(state, theirs)
        for mine in game.legal_actions(state, 0):
            try:
                game.apply(after, mine)
            except IllegalAction as error:
                reason = game.explain(error, mine, after, events)
                if reason is not error:
                    return reason
    return None
