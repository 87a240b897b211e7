"""Events: arenas and Swiss tournaments, as pure rules (issue 29).

Like the engine, this package is pure and synchronous: no discord, asyncio,
sqlalchemy or clock (times are the caller's). It decides who plays whom and what a
result scores; the adapter starts the matches, keeps the messages and the store
keeps every entry, pairing and result (``spitbot.store`` ``EventRepository``), so an
event is rebuilt after a restart by replaying them (:meth:`Arena.replay`,
:meth:`Swiss.replay`).
"""

from __future__ import annotations

from spitbot.events.arena import Arena, ArenaGame, ArenaStanding
from spitbot.events.outcome import Outcome, performance
from spitbot.events.swiss import Swiss, SwissPairing, SwissStanding

__all__ = [
    "Arena",
    "ArenaGame",
    "ArenaStanding",
    "Outcome",
    "Swiss",
    "SwissPairing",
    "SwissStanding",
    "performance",
]
