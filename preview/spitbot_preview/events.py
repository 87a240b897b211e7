"""The events' messages in the gallery (issue 29): an arena's live standings and its
final standings, a Swiss tournament's sign-up, a round's pairings (with a bye), the
standings after a round and the final standings. Each is drawn by the bot's own
drawing (:mod:`spitbot.bot.event_words`) from an event played out here with the
scene's people and the sample ladder's names."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import timedelta
from typing import Any

from spitbot.bot import event_words
from spitbot.bot.games import Drawn
from spitbot.engine import default_game
from spitbot.events import Arena, Outcome, Swiss
from spitbot.store import EventRecord

from .samples import LADDER, NOW
from .shots import Shot, message_shot
from .world import CHANNEL_ID, GUILD_ID, World

__all__ = ["EventMessages"]

A, B, DRAW = Outcome.A_WON, Outcome.B_WON, Outcome.DRAW


def _arena(world: World) -> Arena:
    """Eight players some way into an arena: one on fire, one away, four playing."""
    arena = Arena()
    names = [p.display_name for p in world.people] + [name for name, _ in LADDER[:6]]
    ratings = [1650, 1600] + [rating for _, rating in LADDER[:6]]
    for n, (name, rating) in enumerate(zip(names, ratings, strict=True), start=1):
        arena.join(n, name, rating)
    for a, b, outcome in ((1, 3, A), (2, 4, DRAW), (5, 6, B), (7, 8, A), (1, 4, A), (6, 7, A),
                          (2, 5, B), (3, 8, DRAW), (1, 6, A)):  # fmt: skip
        arena.finish(arena.start(a, b).number, outcome)
    arena.leave(8)
    arena.start(1, 5)
    arena.start(6, 2)
    return arena


def _swiss(world: World) -> Swiss:
    names = [p.display_name for p in world.people] + [name for name, _ in LADDER[:7]]
    ratings = [1650, 1600] + [rating for _, rating in LADDER[:7]]
    swiss = Swiss(4)
    for n, (name, rating) in enumerate(zip(names, ratings, strict=True), start=1):
        swiss.join(n, name, rating)
    return swiss


def _play(swiss: Swiss, results: tuple[Outcome, ...]) -> None:
    pairings = [p for p in swiss.pair_next() if p.b is not None]
    for p, outcome in zip(pairings, results, strict=False):
        swiss.finish(p.round, p.board, outcome)


@dataclass(frozen=True)
class EventMessages:
    """An arena and a Swiss tournament, as their channel shows them."""

    @property
    def key(self) -> str:
        return "events"

    @property
    def game(self) -> str | None:
        return None

    async def shots(self, world: World) -> list[Shot]:
        tr = world.tr
        game = default_game()
        variant = game.default_variant
        arena_record = EventRecord(
            "a" * 16, "arena", GUILD_ID, CHANNEL_ID, game.name, variant.key(), 1, "running",
            created_at=NOW, ends_at=NOW + timedelta(minutes=45),
        )  # fmt: skip
        arena = _arena(world)
        live = event_words.arena_look(tr, arena_record, arena, game, variant)
        for game_ in list(arena.playing()):
            arena.finish(game_.number, A)
        arena.close()
        final = event_words.arena_look(tr, arena_record, arena, game, variant)

        swiss_record = EventRecord(
            "b" * 16, "swiss", GUILD_ID, CHANNEL_ID, game.name, variant.key(), 1, "open",
            created_at=NOW, rounds=4,
        )  # fmt: skip
        swiss = _swiss(world)
        signup = event_words.swiss_look(tr, swiss_record, swiss, game, variant)
        _play(swiss, (A, B, DRAW, A))
        pairings = swiss.pair_next()
        round_two = event_words.swiss_pairings_text(tr, swiss, pairings, 4)
        for p, outcome in zip([p for p in pairings if p.b is not None], (A, A, B, DRAW),
                              strict=False):  # fmt: skip
            swiss.finish(p.round, p.board, outcome)
        after_two = event_words.swiss_standings_text(tr, swiss, [])
        _play(swiss, (B, A, A, DRAW))
        _play(swiss, (A, DRAW, B, A))
        ended = replace(swiss_record, status="finished")
        final_swiss = event_words.swiss_look(tr, ended, swiss, game, variant)

        async def shot(title: str, view: str, content: str, buttons: Any = None) -> Shot:
            sent = await world.drawn(Drawn(content, None, buttons), "channel")
            return message_shot(self.key, title, None, view, sent)

        return [
            await shot("an arena: live standings (🔥, who plays whom, away)", "arena",
                       live.content, live.view),
            await shot("an arena: final standings with performance", "arena", final.content),
            await shot("a Swiss tournament: sign-up", "swiss", signup.content, signup.view),
            await shot("a Swiss tournament: round 2's pairings (a bye)", "swiss", round_two),
            await shot("a Swiss tournament: standings after round 2", "swiss", after_two),
            await shot("a Swiss tournament: final standings", "swiss", final_swiss.content),
        ]  # fmt: skip
