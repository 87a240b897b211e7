"""A Swiss tournament: a fixed number of rounds, each paired by the FIDE Dutch system.

* Pairings: FIDE (Dutch) System, C.04.3, through ``caissify-pairings`` (see
  docs/decisions.md for why that library). Spit has no colours, so every game is
  given to the library without one: colour preferences never steer a pairing (the
  library's white/black in its answer are ignored). Float history (who played up or
  down a score group) is worked out here from the scores before each round, as the
  library asks its callers to.
* A win is 1, a draw ½, a loss 0; the pairing-allocated bye is 1 (at most one each).
* Players may join until half the rounds have begun (the rounds missed score 0).
* A player who misses a game without resigning is withdrawn: the opponent wins that
  game by forfeit and the withdrawn player is paired no more. A player may also
  withdraw between rounds.
* Standings rank by score, then Buchholz (the opponents' scores), then
  Sonneborn–Berger (each opponent's score times the points scored against them),
  then rating. Only games played count as opponents: a bye or a forfeit adds nothing
  to either tie-break (a simplification of FIDE C.07's virtual opponents).
* The next round is paired when the last game of the round has ended.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from caissify_pairings import generate_pairings

from spitbot.events.outcome import Outcome, performance

__all__ = ["BYE_POINTS", "Swiss", "SwissPairing", "SwissStanding"]

BYE_POINTS = 1.0


@dataclass(frozen=True, slots=True)
class SwissPairing:
    """One board of a round: ``a`` against ``b``, or ``a``'s bye (``b`` is ``None``).

    ``forfeit`` names the player who missed the game (and was withdrawn)."""

    round: int
    board: int
    a: int
    b: int | None
    outcome: Outcome | None = None
    forfeit: int | None = None

    @property
    def is_bye(self) -> bool:
        return self.b is None

    @property
    def ended(self) -> bool:
        return self.is_bye or self.outcome is not None

    def points_of(self, user_id: int) -> float:
        """What this board scored for ``user_id`` (0 while under way)."""
        if self.b is None:
            return BYE_POINTS
        if self.outcome is None:
            return 0.0
        return self.outcome.points_of(user_id == self.a)


@dataclass(frozen=True, slots=True)
class SwissStanding:
    """One line of the standings after the rounds ended so far (``rank`` from 1)."""

    rank: int
    user_id: int
    name: str
    score: float
    buchholz: float
    sonneborn_berger: float
    played: int
    withdrawn: bool
    performance: int | None


@dataclass(slots=True)
class _Entry:
    user_id: int
    name: str
    rating: int
    order: int
    withdrawn: bool = False


class Swiss:
    """The state of one Swiss tournament of ``rounds`` rounds."""

    def __init__(self, rounds: int) -> None:
        if rounds < 1:
            raise ValueError(f"a Swiss needs at least one round: {rounds}")
        self.rounds = rounds
        self._entries: dict[int, _Entry] = {}
        self._played: list[list[SwissPairing]] = []

    # --- who is in -----------------------------------------------------------------

    @property
    def round(self) -> int:
        """The round under way or last played (0 before the first)."""
        return len(self._played)

    def can_join(self) -> bool:
        """Joining is open until half the rounds have begun."""
        return 2 * self.round < self.rounds

    def join(self, user_id: int, name: str, rating: int) -> bool:
        """Sign up; ``False`` when already in (not withdrawn) or too late."""
        entry = self._entries.get(user_id)
        if entry is not None and not entry.withdrawn:
            return False
        if not self.can_join():
            return False
        if entry is None:
            self._entries[user_id] = _Entry(user_id, name, rating, len(self._entries))
        else:
            entry.withdrawn = False
            entry.name = name
        return True

    def withdraw(self, user_id: int) -> bool:
        """Leave: paired no more (a game under way still counts); ``False`` if not in."""
        entry = self._entries.get(user_id)
        if entry is None or entry.withdrawn:
            return False
        entry.withdrawn = True
        return True

    def players(self) -> list[int]:
        """Those who will be paired next round, in sign-up order."""
        return [e.user_id for e in self._entries.values() if not e.withdrawn]

    def entries(self) -> list[int]:
        """Everyone who signed up, withdrawn or not, in sign-up order."""
        return [e.user_id for e in sorted(self._entries.values(), key=lambda e: e.order)]

    def rating_of(self, user_id: int) -> int:
        """The rating ``user_id`` signed up with."""
        return self._entries[user_id].rating

    def is_in(self, user_id: int) -> bool:
        entry = self._entries.get(user_id)
        return entry is not None and not entry.withdrawn

    # --- rounds ------------------------------------------------------------------

    def round_over(self) -> bool:
        """Every board of the current round has ended (true before the first)."""
        return not self._played or all(p.ended for p in self._played[-1])

    @property
    def finished(self) -> bool:
        return self.round == self.rounds and self.round_over()

    def pair_next(self) -> list[SwissPairing]:
        """Pair the next round (FIDE Dutch) and begin it; byes are scored at once."""
        if not self.round_over():
            raise ValueError(f"round {self.round} is still being played")
        if self.round >= self.rounds:
            raise ValueError("every round has been played")
        players = self.players()
        if len(players) < 2:
            raise ValueError("a round needs two players")
        number = self.round + 1
        answer = generate_pairings(
            system="dutch",
            players=[self._for_library(user_id) for user_id in players],
            previous_pairings=self._met(),
            round_number=number,
            total_rounds=self.rounds,
            bye_value=BYE_POINTS,
            max_byes_per_player=1,
        )
        boards = sorted(answer, key=lambda row: int(row["table"]))
        pairings = [
            SwissPairing(
                number,
                board,
                int(row["white_id"]),
                None if row.get("black_id") is None else int(row["black_id"]),
            )
            for board, row in enumerate(boards, start=1)
        ]
        self._played.append(pairings)
        return list(pairings)

    def begin(self, pairings: Iterable[SwissPairing]) -> None:
        """Enter a round paired before (after a restart: as the store kept it)."""
        pairings = list(pairings)
        if not self.round_over() or self.round >= self.rounds:
            raise ValueError("no round can begin now")
        number = self.round + 1
        if any(p.round != number for p in pairings):
            raise ValueError(f"pairings of round {number} expected")
        self._played.append(pairings)

    def finish(self, round_number: int, board: int, outcome: Outcome) -> SwissPairing:
        """A game of the round ended."""
        pairing = self._board(round_number, board)
        if pairing.ended:
            raise ValueError(f"round {round_number} board {board} has ended")
        return self._set(pairing, outcome, forfeit=None)

    def forfeit(self, round_number: int, board: int, absent: int) -> SwissPairing:
        """``absent`` missed the game without resigning: they lose it and are withdrawn."""
        pairing = self._board(round_number, board)
        if pairing.ended or absent not in (pairing.a, pairing.b):
            raise ValueError(f"{absent} cannot forfeit round {round_number} board {board}")
        self.withdraw(absent)
        outcome = Outcome.B_WON if absent == pairing.a else Outcome.A_WON
        return self._set(pairing, outcome, forfeit=absent)

    def pairing_of(self, user_id: int) -> SwissPairing | None:
        """``user_id``'s board in the current round."""
        if not self._played:
            return None
        return next((p for p in self._played[-1] if user_id in (p.a, p.b)), None)

    def round_pairings(self, round_number: int) -> list[SwissPairing]:
        return list(self._played[round_number - 1])

    def _board(self, round_number: int, board: int) -> SwissPairing:
        return self._played[round_number - 1][board - 1]

    def _set(self, pairing: SwissPairing, outcome: Outcome, forfeit: int | None) -> SwissPairing:
        done = SwissPairing(pairing.round, pairing.board, pairing.a, pairing.b, outcome, forfeit)
        self._played[pairing.round - 1][pairing.board - 1] = done
        return done

    # --- scores ------------------------------------------------------------------

    def score(self, user_id: int, before_round: int | None = None) -> float:
        """Points after every ended board (before round ``before_round`` if given)."""
        rounds = self._played if before_round is None else self._played[: before_round - 1]
        return sum(p.points_of(user_id) for r in rounds for p in r if user_id in (p.a, p.b))

    def _games(self, user_id: int) -> list[tuple[int, float]]:
        """Each game ``user_id`` played over the board: (opponent, points scored)."""
        games = []
        for pairings in self._played:
            for p in pairings:
                if p.b is None or p.outcome is None or p.forfeit is not None:
                    continue
                if user_id == p.a:
                    games.append((p.b, p.points_of(user_id)))
                elif user_id == p.b:
                    games.append((p.a, p.points_of(user_id)))
        return games

    def standings(self) -> list[SwissStanding]:
        """Everyone who entered, ranked (score, Buchholz, Sonneborn–Berger, rating)."""
        scores = {user_id: self.score(user_id) for user_id in self._entries}
        lines = []
        for e in self._entries.values():
            games = self._games(e.user_id)
            lines.append(
                (
                    e,
                    scores[e.user_id],
                    sum(scores[o] for o, _ in games),
                    sum(scores[o] * points for o, points in games),
                    len(games),
                    performance([(self._entries[o].rating, points) for o, points in games]),
                )
            )
        lines.sort(key=lambda t: (-t[1], -t[2], -t[3], -t[0].rating, t[0].order))
        return [
            SwissStanding(rank, e.user_id, e.name, score, bh, sb, played, e.withdrawn, perf)
            for rank, (e, score, bh, sb, played, perf) in enumerate(lines, start=1)
        ]

    # --- what the pairing library is told --------------------------------------------

    def _met(self) -> set[tuple[int, int]]:
        return {
            (min(p.a, p.b), max(p.a, p.b))
            for r in self._played
            for p in r
            if p.b is not None and p.forfeit is None
        }

    def _starting_number(self, user_id: int) -> int:
        ranked = sorted(self._entries.values(), key=lambda e: (-e.rating, e.order))
        return next(i for i, e in enumerate(ranked, start=1) if e.user_id == user_id)

    def _for_library(self, user_id: int) -> dict[str, Any]:
        entry = self._entries[user_id]
        colours: list[str] = []
        floats: list[str] = []
        byes = 0
        for number, pairings in enumerate(self._played, start=1):
            # No colours in Spit: every round is given as colourless ("none").
            colours.append("none")
            pairing = next((p for p in pairings if user_id in (p.a, p.b)), None)
            if pairing is None or pairing.forfeit is not None:
                floats.append("none")
                continue
            if pairing.b is None:
                byes += 1
                floats.append("down")  # a bye is a downfloat (FIDE C.04.3 A.4)
                continue
            opponent = pairing.b if user_id == pairing.a else pairing.a
            mine, theirs = self.score(user_id, number), self.score(opponent, number)
            floats.append("none" if mine == theirs else "down" if mine > theirs else "up")
        return {
            "id": user_id,
            "name": str(user_id),
            "score": self.score(user_id),
            "rating": entry.rating,
            "starting_number": self._starting_number(user_id),
            "color_hist": colours,
            "float_history": floats,
            "bye_count": byes,
        }

    # --- after a restart -----------------------------------------------------------

    @classmethod
    def replay(
        cls,
        rounds: int,
        entries: Iterable[tuple[int, str, int, bool]],
        pairings: Iterable[SwissPairing],
    ) -> Swiss:
        """Rebuild a Swiss from what the store kept: entries ``(user, name, rating,
        withdrawn)`` in sign-up order and every board of every round begun."""
        swiss = cls(rounds)
        for user_id, name, rating, withdrawn in entries:
            swiss._entries[user_id] = _Entry(user_id, name, rating, len(swiss._entries), withdrawn)
        by_round: dict[int, list[SwissPairing]] = {}
        for p in pairings:
            by_round.setdefault(p.round, []).append(p)
        for number in sorted(by_round):
            swiss._played.append(sorted(by_round[number], key=lambda p: p.board))
        return swiss
