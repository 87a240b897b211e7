"""The real command line against a fake Discord, for tests that start SpitBot as a process:

    python -m tests.spitbot_on_fake BASE_URL GATEWAY_URL run

points discord.py at ``BASE_URL`` and ``GATEWAY_URL`` (as `fakediscord.client` does
in-process), then runs ``spitbot`` with the remaining arguments. Test-only switches, from
the environment (the product has none of them):

- ``FAKE_MATCH_SEED=N``: matches are dealt from a seeded sequence instead of a random one,
  so a test that runs the bot as a process still plays the same deals every time;
- ``FAKE_RETRY_SECONDS=S``: SpitBot's own back-off (logging in, the first gateway
  connection) waits S seconds every time instead of 1, 2, 4... up to 60, so a test of an
  outage need not wait out real back-off;
- ``FAKE_RECONNECT_SECONDS=S``: discord.py's reconnect back-off (a random wait of up to
  2, 4, 8... seconds) waits S seconds every time: short for a quick test, long for one
  that checks a stop does not wait it out.
"""

from __future__ import annotations

import os
import random
import sys

import discord.client

import spitbot.bot.connection
import spitbot.runtime.registry
from fakediscord.client import point_discord_at
from spitbot.__main__ import main


class _SeededSecrets:
    """Stands in for :mod:`secrets` where the registry draws each match's seed."""

    def __init__(self, seed: int) -> None:
        self.randbits = random.Random(seed).getrandbits


class _FixedBackoff:
    """Stands in for discord.py's ``ExponentialBackoff`` in ``Client.connect``."""

    seconds = 1.0

    def delay(self) -> float:
        return self.seconds


if __name__ == "__main__":
    base_url, gateway_url, *argv = sys.argv[1:]
    point_discord_at(base_url, gateway_url)
    if "FAKE_MATCH_SEED" in os.environ:
        seeded = _SeededSecrets(int(os.environ["FAKE_MATCH_SEED"]))
        spitbot.runtime.registry.secrets = seeded  # type: ignore[assignment]
    if "FAKE_RETRY_SECONDS" in os.environ:
        retry = float(os.environ["FAKE_RETRY_SECONDS"])
        spitbot.bot.connection.FIRST_RETRY = spitbot.bot.connection.LAST_RETRY = retry
    if "FAKE_RECONNECT_SECONDS" in os.environ:
        _FixedBackoff.seconds = float(os.environ["FAKE_RECONNECT_SECONDS"])
        discord.client.ExponentialBackoff = _FixedBackoff  # type: ignore[misc,assignment]
    sys.exit(main(argv))
