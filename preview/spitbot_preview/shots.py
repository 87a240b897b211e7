"""What a scene draws (:class:`Shot`: one message and what it is), and a position made a
live match to draw from (:class:`Table`), through the bot's own code: the game's UI and
the keeper's artist, in the server's language (a panel in its player's)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from spitbot.bot.artist import MatchArtist
from spitbot.bot.games import GameUI
from spitbot.bot.i18n import Catalog
from spitbot.bot.kept import Look
from spitbot.bot.plugins import plugin_of, ui_of
from spitbot.engine import AnyGame, Note
from spitbot.runtime import Board, MatchActor
from spitbot.store.records import RatingChange

from .payloads import Sent
from .positions import POSITIONS, Position
from .world import NOW_MS, World

PHONE_VIEWS = frozenset({"panel", "hand"})
"""The views a phone player plays from."""


@dataclass(frozen=True)
class Shot:
    """One message of the gallery: what Discord receives, and what it is."""

    scene: str  # the scene's key: stable, for scripts that pick messages (screenshots)
    title: str  # what it shows, in English
    game: str | None
    view: str  # board, result, panel, hand, closed, challenge, rules, stats...
    sent: Sent
    phase: str | None = None
    variant: str | None = None  # the variant's key
    variant_label: str | None = None
    seat: int | None = None
    notation: str | None = None
    phone: bool = False
    before: Sent | None = None  # the message this one edits, as it was


# --- drawing a position -------------------------------------------------------------------


@dataclass
class Table:
    """A position as a live match: its board and everything drawn from it."""

    world: World
    position: Position
    ui: GameUI
    actor: MatchActor
    board: Board

    @classmethod
    def of(
        cls,
        world: World,
        key: str,
        *,
        late: bool = False,
        names: tuple[str, str] | None = None,
        paused: bool = False,
        note: Note | None = None,
    ) -> Table:
        position = POSITIONS[key]
        ui = ui_of(position.game)
        state = ui.game.parse_state(position.notation)
        actor = world.match(ui.game, state, names)
        board = actor.board(note or position.note)
        if late or paused:
            board = dataclasses.replace(board, saving_late=late, paused=paused)
        if position.last:  # what just happened: a card just played
            board = dataclasses.replace(board, last=position.last)
        return cls(world, position, ui, actor, board)

    @property
    def game(self) -> AnyGame:
        return self.ui.game

    @property
    def artist(self) -> MatchArtist:
        return MatchArtist(self.ui, self.board.match, lambda: self.world.tr)

    @property
    def over(self) -> bool:
        return self.board.state.outcome is not None

    @property
    def private(self) -> Catalog:
        """A player's own language (their private replies)."""
        return self.world.private

    def shot(self, scene: str, title: str, view: str, sent: Sent, **more: Any) -> Shot:
        state = self.board.state
        phase = getattr(state, "phase", None)
        return Shot(
            scene=scene,
            title=title,
            game=self.position.game,
            view=view,
            sent=sent,
            phase=getattr(phase, "value", None),
            variant=state.variant.key(),
            variant_label=self.position.variant,
            notation=self.position.notation,
            **more,
        )

    def board_look(self, rematch: tuple[int, int, bool] | None = None) -> Look:
        """The board's look; a finished match's carries the rematch votes and the
        rating changes its result card shows, as the keeper would be told them."""
        board = self.board
        extra = (rematch, self.ratings()) if self.over else None
        return Look("board", board.version, board.saving_late, extra)

    def ratings(self) -> tuple[RatingChange, ...]:
        """Example rating changes in the server's ladder: the winner gains what the
        loser drops (a draw moves nobody); the second player is still provisional."""
        match = self.board.match
        outcome = self.board.state.outcome
        if not match.rated or outcome is None:
            return ()
        changes = []
        for seat, player in enumerate(match.players):
            before, games = (1500, 20) if seat == 0 else (1460, 3)
            won = outcome.winner
            delta = 0 if won is None else (14 if won == seat else -14)
            deviation = 60.0 if seat == 0 else 200.0
            changes.append(
                RatingChange(
                    match_id=match.match_id,
                    user_id=player.user_id,
                    scope_guild_id=match.guild_id,
                    before=before,
                    after=before + delta,
                    games=games + 1,
                    deviation_before=deviation,
                    deviation_after=deviation * 0.95,
                )
            )
        return tuple(changes)

    def hand_look(self, expiring: bool = False) -> Look:
        until = NOW_MS + 60_000 if expiring else None  # the token's last minute
        return Look("hand", self.board.version, self.board.saving_late, until)

    def panel_view(self) -> str:
        return plugin_of(self.position.game).panel_view


def titled(position: Position, extra: str) -> str:
    return f"{position.title} · {extra}" if extra else position.title


# --- the scenes ---------------------------------------------------------------------------


class Scene(Protocol):
    @property
    def key(self) -> str: ...

    @property
    def game(self) -> str | None: ...

    async def shots(self, world: World) -> list[Shot]: ...


def message_shot(
    scene: str,
    title: str,
    game: str | None,
    view: str,
    sent: Sent,
    before: Sent | None = None,
    **more: Any,
) -> Shot:
    return Shot(scene=scene, title=title, game=game, view=view, sent=sent, before=before, **more)


def buttons_of(body: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """Every button of a message body, in action rows and Components V2 alike."""
    out: list[Mapping[str, Any]] = []

    def walk(items: Sequence[Mapping[str, Any]]) -> None:
        for item in items:
            if item.get("type") == 2:
                out.append(item)
            walk(item.get("components") or [])
            accessory = item.get("accessory")
            if isinstance(accessory, dict):
                walk([accessory])

    walk(body.get("components") or [])
    return out
