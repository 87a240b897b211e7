"""Every scene of the gallery, as data: the one list to extend.

A position (``positions.py``: a game's notation, which its ``parse_state`` checks) is
drawn by ``Boards`` with every panel of its game (any game whose UI ``has_panels``); the
other scenes add what happens around a position (``Around``, ``Presses``: ``boards.py``)
and around the games (challenges, commands, refusals, notices: ``messages.py``). Each
draws through the bot's own code: the games' UIs and the keeper's artist for boards and
panels, the controller, the slash commands and the publisher (run in
:class:`~.world.World`) for everything else, so the gallery shows what the bot sends.

``phone`` marks the views a phone player plays from: :data:`PHONE_VIEWS` (every panel,
Speed's hand among them), and any board given ``Boards(..., phone=True)``.
"""

from __future__ import annotations

from collections.abc import Iterable

from ...runtime import Paused
from .boards import Around, Boards, Presses
from .messages import (
    Challenges,
    Command,
    Notices,
    Practice,
    Refusals,
    RematchEnded,
    Resigning,
    Rules,
)
from .positions import SPEED_POSITIONS, SPIT_POSITIONS
from .shots import PANEL_VIEW, PHONE_VIEWS, Scene, Shot

LONG_NAMES = ("Bartholomew Fitzgerald-Hawthorne", "Maximiliana Oyelaran-Vasquez 2nd")
"""Two display names of Discord's longest (32 characters)."""


SCENES: tuple[Scene, ...] = (
    *(Boards(p.key) for p in SPIT_POSITIONS),
    Boards("spit-play", "the database is late", late=True, suffix="late"),
    Boards("spit-play", "the bot is cut off from Discord", paused=True, suffix="paused"),
    Boards("spit-play", "the bot is back", note=Paused(), suffix="resumed"),
    Boards("spit-play", "Discord's longest names", names=LONG_NAMES, suffix="long-names"),
    Boards("spit-over", "one rematch vote of two", rematch=(1, 2, False), suffix="vote"),
    Boards("spit-over", "the rematch started below", rematch=(0, 0, True), suffix="rematch"),
    Around("spit-play"),
    Presses("spit-play"),
    Resigning("spit-play"),
    RematchEnded("spit-over"),
    Notices("spit-play"),
    *(Boards(p.key) for p in SPEED_POSITIONS),
    Boards("speed-play", "the database is late", late=True, suffix="late"),
    Boards("speed-play", "the bot is cut off from Discord", paused=True, suffix="paused"),
    Boards("speed-over", "one rematch vote of two", rematch=(1, 2, False), suffix="vote"),
    Around("speed-play"),
    Presses("speed-play"),
    Challenges("spit"),
    Challenges(
        "spit",
        {
            "stockpiles": 4,
            "slap": "choose",
            "colours": "alternating",
            "scoring": "points",
            "target": 150,
        },
        suffix="variant",
    ),
    Challenges("speed"),
    Challenges("speed", {"side_piles": 5, "scoring": "points", "target": 30}, suffix="variant"),
    Practice("spit"),
    Practice("speed"),
    Refusals(),
    Rules("spit"),
    Rules("speed"),
    Rules("spit", during="spit-choose-play"),
    Rules("speed", during="speed-points-play"),
    Command("settings", "settings", "the server's settings"),
    Command("stats", "stats", "a player's stats, with the picture", game="spit"),
    Command("stats", "stats", "a player's stats, with the picture", game="speed"),
    Command("leaderboard", "leaderboard", "this server's leaderboard", game="spit"),
    Command(
        "leaderboard",
        "leaderboard",
        "the leaderboard across servers",
        game="spit",
        options={"scope": "global"},
        suffix="global",
    ),
    Command("leaderboard", "leaderboard", "this server's leaderboard", game="speed"),
    Command("series", "series", "the points series in this channel, with the picture"),
)
"""Every scene of the gallery, in the order it shows them."""


def scenes_of(games: Iterable[str] | None = None) -> list[Scene]:
    """The scenes of ``games`` (every game's when None) and those of no one game."""
    wanted = None if games is None else set(games)
    return [s for s in SCENES if wanted is None or s.game is None or s.game in wanted]


__all__ = ["PANEL_VIEW", "PHONE_VIEWS", "SCENES", "Scene", "Shot", "scenes_of"]
