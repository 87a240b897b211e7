"""The real command line against a fake Discord, for tests that start SpitBot as a process:

    python -m tests.spitbot_on_fake BASE_URL GATEWAY_URL run

points discord.py at ``BASE_URL`` and ``GATEWAY_URL`` (as `tests.fakediscord.client` does
in-process), then runs ``spitbot`` with the remaining arguments. The product has no such
switch: this is test code only.
"""

from __future__ import annotations

import sys

from spitbot.__main__ import main
from tests.fakediscord.client import point_discord_at

if __name__ == "__main__":
    base_url, gateway_url, *argv = sys.argv[1:]
    point_discord_at(base_url, gateway_url)
    sys.exit(main(argv))
