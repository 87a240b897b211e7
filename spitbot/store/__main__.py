"""``python -m spitbot.store URL [upgrade [REV] | downgrade REV | current | revision MESSAGE]``."""

from __future__ import annotations

import sys

from spitbot.store.migrate import main

if __name__ == "__main__":
    sys.exit(main())
