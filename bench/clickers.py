"""Auto-clicker benchmark: how often the rule of :mod:`spitbot.runtime.clicker` flags
scripts and people, over simulated matches.

Run: ``python bench/clickers.py [--matches N] [--seed S]``.

A press's measured reaction is what the bot sees: the board's way to the player
(Discord to the client), the player's own delay, and the press's way back (client
to Discord). Each player's link has a one-way latency drawn per match from 15-120 ms
(the runtime bench's 30 ms and 120 ms players are in that range) and a jitter per
leg, normal: 5 ms (a steady link) or 20 ms (the runtime bench's). Each player makes
60-200 presses a match (a Spit match of two NORMAL bots averages about 135 each).

- a scripted client presses 20-60 ms (uniform) after each redraw: goal, flagged in
  every match;
- a person's delay is log-normal around 450 ms (median 450, sigma 0.3 of the log:
  most between 250 and 800 ms): goal, flagged in fewer than 1 in 1,000 matches.
"""

from __future__ import annotations

import argparse
import math
import random

from spitbot.runtime.clicker import (
    FASTEST_MEAN_MS,
    RUN,
    STEADIEST_SPREAD_MS,
    STEADY_MEAN_MS,
    STEADY_RUN,
    ReactionWatch,
)


def flagged(rng: random.Random, scripted: bool, jitter: float) -> bool:
    one_way = rng.uniform(15, 120)
    watch = ReactionWatch()
    for _ in range(rng.randint(60, 200)):
        delay = rng.uniform(20, 60) if scripted else rng.lognormvariate(math.log(450), 0.3)
        legs = sum(max(1.0, rng.gauss(one_way, jitter)) for _ in range(2))
        if watch.saw(round(delay + legs)) is not None:
            return True
    return False


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=20261202)
    args = parser.parse_args()
    print(
        f"rule: the last {RUN} reactions average under {FASTEST_MEAN_MS:.0f} ms, or the last "
        f"{STEADY_RUN} spread under {STEADIEST_SPREAD_MS:.0f} ms below a "
        f"{STEADY_MEAN_MS:.0f} ms mean"
    )
    print(f"{'link jitter per leg':<22}{'scripts flagged':>22}{'people flagged':>22}   goals")
    for jitter in (5.0, 20.0):
        rng = random.Random(args.seed)
        bots = sum(flagged(rng, True, jitter) for _ in range(args.matches))
        people = sum(flagged(rng, False, jitter) for _ in range(args.matches))
        print(
            f"{jitter:>5.0f} ms{'':<14}{bots:>12,} of {args.matches:,}"
            f"{people:>12,} of {args.matches:,}   every match; fewer than 1 in 1,000"
        )


if __name__ == "__main__":
    main()
