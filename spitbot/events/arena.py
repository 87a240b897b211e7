"""An arena, as lichess runs one: pair whoever is free, at once, by rank.

* Whoever is free (joined, not playing) is paired as soon as possible with the free
  player closest to them in the arena's ranking; not twice in a row with the same
  opponent when anyone else is free.
* A win scores 2, a draw 1, a loss 0. After two wins in a row a player is on fire
  (🔥): each game scores double (a win 4, a draw 2) until a game is not won
  (lichess's streak: https://lichess.org/tournament/help).
* Players join and leave at will; a player who left is not paired, and may come back
  with their score. A game under way when its player leaves still counts.
* Once the arena closes nobody is paired; it is over when its last game ends.

The arena is rebuilt after a restart by replaying its entries and games
(:meth:`Arena.replay`): scoring depends on the order games ended in, which the store
keeps.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from spitbot.events.outcome import Outcome, performance

__all__ = ["FIRE_AFTER", "Arena", "ArenaGame", "ArenaStanding"]

WIN_POINTS = 2
DRAW_POINTS = 1
FIRE_AFTER = 2
"""Wins in a row that light the fire (double points)."""


@dataclass(frozen=True, slots=True)
class ArenaGame:
    """A game of the arena: ``a`` against ``b``, numbered from 1 in start order;
    ``outcome`` is ``None`` while it is played."""

    number: int
    a: int
    b: int
    outcome: Outcome | None = None

    def involves(self, user_id: int) -> bool:
        return user_id in (self.a, self.b)

    def opponent_of(self, user_id: int) -> int:
        return self.b if user_id == self.a else self.a


@dataclass(frozen=True, slots=True)
class ArenaStanding:
    """One line of the arena's ranking (``rank`` from 1)."""

    rank: int
    user_id: int
    name: str
    score: int
    games: int
    wins: int
    on_fire: bool
    present: bool
    opponent: int | None
    """Whom they play now, if they play."""
    performance: int | None
    sheet: tuple[int, ...]
    """The points each finished game scored, in order (lichess's score sheet)."""


@dataclass(slots=True)
class _Entry:
    user_id: int
    name: str
    rating: int
    order: int
    present: bool = True
    score: int = 0
    streak: int = 0
    sheet: list[int] = field(default_factory=list)
    results: list[tuple[int, float]] = field(default_factory=list)
    last_opponent: int | None = None
    playing: int | None = None  # game number

    @property
    def on_fire(self) -> bool:
        return self.streak >= FIRE_AFTER


class Arena:
    """The state of one arena: its entries, its games, its ranking."""

    def __init__(self) -> None:
        self._entries: dict[int, _Entry] = {}
        self._games: dict[int, ArenaGame] = {}
        self._closed = False

    # --- who is in -----------------------------------------------------------------

    def join(self, user_id: int, name: str, rating: int) -> bool:
        """Enter (or come back to) the arena; ``False`` if already in, or it is closed."""
        if self._closed:
            return False
        entry = self._entries.get(user_id)
        if entry is None:
            self._entries[user_id] = _Entry(user_id, name, rating, order=len(self._entries))
            return True
        entry.name = name
        if entry.present:
            return False
        entry.present = True
        return True

    def leave(self, user_id: int) -> bool:
        """Leave: no more pairings (a game under way still counts); ``False`` if not in."""
        entry = self._entries.get(user_id)
        if entry is None or not entry.present:
            return False
        entry.present = False
        return True

    def entries(self) -> list[int]:
        """Everyone who ever joined, in the order they first joined."""
        return [e.user_id for e in sorted(self._entries.values(), key=lambda e: e.order)]

    def rating_of(self, user_id: int) -> int:
        """The rating ``user_id`` entered with."""
        return self._entries[user_id].rating

    def is_present(self, user_id: int) -> bool:
        entry = self._entries.get(user_id)
        return entry is not None and entry.present

    def close(self) -> None:
        """The arena's time is up: nobody is paired any more."""
        self._closed = True

    @property
    def closed(self) -> bool:
        return self._closed

    @property
    def over(self) -> bool:
        """Closed, and its last game has ended."""
        return self._closed and not self.playing()

    # --- pairing -----------------------------------------------------------------

    def _ranked(self) -> list[_Entry]:
        return sorted(self._entries.values(), key=lambda e: (-e.score, -e.rating, e.order))

    def free(self) -> list[int]:
        """Present players not playing, best ranked first."""
        return [e.user_id for e in self._ranked() if e.present and e.playing is None]

    def pairings(self) -> list[tuple[int, int]]:
        """Whom to pair now, best ranked pair first (nothing is changed: start each
        game with :meth:`start`). Each free player, from the top, gets the free player
        nearest in rank who was not the last opponent of either. Two who just played
        each other meet again only when nobody else is in the arena to play (free, or
        playing and soon free): otherwise they wait for the next game to end, as on
        lichess. With an odd number free, the last one waits."""
        if self._closed:
            return []
        waiting = self.free()
        others = sum(1 for e in self._entries.values() if e.present or e.playing is not None)
        pairs: list[tuple[int, int]] = []
        while len(waiting) >= 2:
            first = waiting.pop(0)
            last = self._entries[first].last_opponent
            choice = next(
                (
                    i
                    for i, other in enumerate(waiting)
                    if other != last and self._entries[other].last_opponent != first
                ),
                None,
            )
            if choice is None:
                if others > 2:
                    continue  # only a rematch for ``first``: it waits for someone else
                choice = 0
            pairs.append((first, waiting.pop(choice)))
        return pairs

    def start(self, a: int, b: int) -> ArenaGame:
        """Record that ``a`` and ``b`` started a game of the arena."""
        for user_id in (a, b):
            entry = self._entries.get(user_id)
            if entry is None:
                raise ValueError(f"{user_id} is not in the arena")
            if entry.playing is not None:
                raise ValueError(f"{user_id} is playing game {entry.playing}")
        if a == b:
            raise ValueError("a player cannot play themselves")
        game = ArenaGame(max(self._games, default=0) + 1, a, b)
        self._games[game.number] = game
        self._entries[a].playing = self._entries[b].playing = game.number
        return game

    def cancel(self, number: int) -> None:
        """A game that never started after all (its match could not begin): forgotten,
        both players free again (its number is used by no other game)."""
        game = self.game(number)
        if game.outcome is not None:
            raise ValueError(f"game {number} has ended")
        for user_id in (game.a, game.b):
            self._entries[user_id].playing = None
        del self._games[number]

    # --- results -----------------------------------------------------------------

    def finish(self, number: int, outcome: Outcome) -> tuple[int, int]:
        """Score a game that ended; returns the points ``a`` and ``b`` scored."""
        game = self.game(number)
        if game.outcome is not None:
            raise ValueError(f"game {number} has already ended")
        self._games[number] = ArenaGame(number, game.a, game.b, outcome)
        a, b = self._entries[game.a], self._entries[game.b]
        gained = (self._score(a, outcome.points_of(True)), self._score(b, outcome.points_of(False)))
        a.results.append((b.rating, outcome.points_of(True)))
        b.results.append((a.rating, outcome.points_of(False)))
        a.last_opponent, b.last_opponent = b.user_id, a.user_id
        a.playing = b.playing = None
        return gained

    @staticmethod
    def _score(entry: _Entry, result: float) -> int:
        points = WIN_POINTS if result == 1 else DRAW_POINTS if result == 0.5 else 0
        if entry.on_fire:
            points *= 2
        entry.streak = entry.streak + 1 if result == 1 else 0
        entry.score += points
        entry.sheet.append(points)
        return points

    # --- reading -----------------------------------------------------------------

    def game(self, number: int) -> ArenaGame:
        return self._games[number]

    def games(self) -> list[ArenaGame]:
        """Every game started, in start order."""
        return [self._games[n] for n in sorted(self._games)]

    def playing(self) -> list[ArenaGame]:
        """Games under way, in start order."""
        return [g for g in self.games() if g.outcome is None]

    def game_of(self, user_id: int) -> ArenaGame | None:
        entry = self._entries.get(user_id)
        return None if entry is None or entry.playing is None else self.game(entry.playing)

    def standings(self) -> list[ArenaStanding]:
        """The ranking: score, then performance-free tie-break by rating, then who
        came first (lichess ranks equal scores by their rating at entry)."""
        lines = []
        for rank, e in enumerate(self._ranked(), start=1):
            game = None if e.playing is None else self.game(e.playing)
            lines.append(
                ArenaStanding(
                    rank=rank,
                    user_id=e.user_id,
                    name=e.name,
                    score=e.score,
                    games=len(e.sheet),
                    wins=sum(1 for _, r in e.results if r == 1),
                    on_fire=e.on_fire,
                    present=e.present,
                    opponent=None if game is None else game.opponent_of(e.user_id),
                    performance=performance(e.results),
                    sheet=tuple(e.sheet),
                )
            )
        return lines

    # --- after a restart -----------------------------------------------------------

    @classmethod
    def replay(
        cls,
        entries: Iterable[tuple[int, str, int, bool]],
        games: Iterable[tuple[int, int, int, Outcome | None, int | None]],
        *,
        closed: bool,
    ) -> Arena:
        """Rebuild an arena from what the store kept: its entries ``(user, name,
        rating, present)`` in the order they joined, and its games ``(number, a, b,
        outcome, finish order)``; games are scored in the order they ended."""
        arena = cls()
        for user_id, name, rating, present in entries:
            arena.join(user_id, name, rating)
            if not present:
                arena.leave(user_id)
        # Every game is entered first, then scored in the order the games ended.
        kept = list(games)
        for number, a, b, _, _ in kept:
            if number in arena._games:
                raise ValueError(f"arena game {number} twice")
            arena._games[number] = ArenaGame(number, a, b)
        ended = sorted((g for g in kept if g[3] is not None), key=lambda g: (g[4] or 0, g[0]))
        for number, _, _, outcome, _ in ended:
            assert outcome is not None
            arena.finish(number, outcome)
        for game in arena.playing():
            arena._entries[game.a].playing = arena._entries[game.b].playing = game.number
        if closed:
            arena.close()
        return arena
