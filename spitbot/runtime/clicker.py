"""Auto-clickers: a player whose reactions are faster or steadier than a person's.

A press's reaction time is its Discord time (its snowflake) minus the Discord time
of the board or panel it was pressed on (when that message was last sent or
edited): both on Discord's clock, so no clock offset is in it, and it includes the
board's way to the player and the press's way back, which only make a person
slower. The rule, over one player's reactions in a match:

- **too fast**: the mean of the last :data:`RUN` (8) is under
  :data:`FASTEST_MEAN_MS`. A simple visual reaction (one light, one key) takes
  about 220-250 ms (Jain et al., "A comparative study of visual and auditory
  reaction times", 2015: 247 ms; Human Benchmark's median about 273 ms); choosing
  one card among up to ten is slower still (Hick's law). A person may anticipate
  now and then, never eight times running;
- **too steady**: the spread (standard deviation) of the last :data:`STEADY_RUN`
  (16) is under :data:`STEADIEST_SPREAD_MS` while their mean is under
  :data:`STEADY_MEAN_MS`. People's reaction times vary by a fifth of their mean or
  more; a script's only by its own jitter and the network's. This is the shape of
  lichess's hold check (the last 8 hold times averaging 2-100 ms with a spread under
  16 ms flag automated input), on reaction times instead of hold times, over 16
  reactions and with 25 ms, since the network's jitter is in every one
  (bench/clickers.py: over 8 and 20 ms, about 1 person in 1,000 matches was
  flagged).

A flagged match is kept but held out of ratings until a moderator decides
(``/spit flags``); the player is not told. Only people are watched: the bot
opponent presses through the same path and is never flagged.
"""

from __future__ import annotations

import statistics
from collections import deque
from dataclasses import dataclass

RUN = 8
FASTEST_MEAN_MS = 200.0
STEADY_RUN = 16
STEADIEST_SPREAD_MS = 25.0
STEADY_MEAN_MS = 600.0
LONGEST_MS = 10_000  # a longer wait is no reaction to that board (the player was away)


@dataclass(frozen=True, slots=True)
class Flagged:
    """Why a player was flagged: ``rule`` (``too-fast`` or ``too-steady``) and the
    reactions (ms) that broke it, with their mean and spread."""

    rule: str
    reactions: tuple[int, ...]
    mean_ms: float
    spread_ms: float


class ReactionWatch:
    """One person's reactions in one match; :meth:`saw` says when they break the rule."""

    def __init__(self) -> None:
        self._last: deque[int] = deque(maxlen=max(RUN, STEADY_RUN))

    def saw(self, reaction_ms: int) -> Flagged | None:
        if not 0 <= reaction_ms <= LONGEST_MS:
            return None
        self._last.append(reaction_ms)
        return judge(tuple(self._last))


def judge(reactions: tuple[int, ...]) -> Flagged | None:
    """The rule on a player's reactions so far, oldest first (None: human, or too few)."""
    if len(reactions) >= RUN:
        last = reactions[-RUN:]
        mean = statistics.fmean(last)
        if mean < FASTEST_MEAN_MS:
            return Flagged("too-fast", last, round(mean, 1), round(statistics.pstdev(last), 1))
    if len(reactions) >= STEADY_RUN:
        last = reactions[-STEADY_RUN:]
        mean, spread = statistics.fmean(last), statistics.pstdev(last)
        if spread < STEADIEST_SPREAD_MS and mean < STEADY_MEAN_MS:
            return Flagged("too-steady", last, round(mean, 1), round(spread, 1))
    return None
