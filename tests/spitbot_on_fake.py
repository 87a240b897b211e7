"""The real command line against a fake Discord, for tests that start SpitBot as a process:

    python -m tests.spitbot_on_fake BASE_URL GATEWAY_URL run

points discord.py at ``BASE_URL`` and ``GATEWAY_URL`` (as `tests.fakediscord.client` does
in-process), then runs ``spitbot`` with the remaining arguments. With ``FAKE_MATCH_SEED=N``
in the environment, matches are dealt from a seeded sequence instead of a random one, so a
test that runs the bot as a process still plays the same deals every time. The product
has no such switches: this is test code only.
"""

from __future__ import annotations

import os
import random
import sys

import spitbot.runtime.registry
from spitbot.__main__ import main
from tests.fakediscord.client import point_discord_at


class _SeededSecrets:
    """Stands in for :mod:`secrets` where the registry draws each match's seed."""

    def __init__(self, seed: int) -> None:
        self.randbits = random.Random(seed).getrandbits


if __name__ == "__main__":
    base_url, gateway_url, *argv = sys.argv[1:]
    point_discord_at(base_url, gateway_url)
    if "FAKE_MATCH_SEED" in os.environ:
        seeded = _SeededSecrets(int(os.environ["FAKE_MATCH_SEED"]))
        spitbot.runtime.registry.secrets = seeded  # type: ignore[assignment]
    sys.exit(main(argv))
