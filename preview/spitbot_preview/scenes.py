"""Every scene of the gallery, as data: the one list to extend.

A position (``positions.py``: a game's notation, which its ``parse_state`` checks) is
drawn by ``Boards`` with every panel of its game (any game whose UI ``has_panels``); the
other scenes add what happens around a position (``Around``, ``Presses``: ``boards.py``)
and around the games (challenges, commands, refusals, notices: ``messages.py``). Each
draws through the bot's own code: the games' UIs and the keeper's artist for boards and
panels (sent as the bot sends them), the controller, the slash commands and the keepers
(run in :class:`~.world.World`, on the fake Discord) for everything else, so the gallery
shows what the bot sends.

``phone`` marks the views a phone player plays from: :data:`PHONE_VIEWS` (every panel,
Speed's hand among them), and any board given ``Boards(..., phone=True)``.
"""

from __future__ import annotations

from collections.abc import Iterable

from spitbot.bot.plugins import Position, plugins
from spitbot.runtime import Paused

from .boards import Around, Boards, Presses
from .events import EventMessages
from .messages import (
    Challenges,
    Command,
    Notices,
    OpenChallenges,
    Practice,
    Queue,
    Refusals,
    RematchEnded,
    Resigning,
    Rules,
)
from .shots import PHONE_VIEWS, Scene, Shot

LONG_NAMES = ("Bartholomew Fitzgerald-Hawthorne", "Maximiliana Oyelaran-Vasquez 2nd")
"""Two display names of Discord's longest (32 characters)."""


def _around(position: Position) -> list[Scene]:
    """A position's board and panels, and the scenes its plug-in asks for around it."""
    key, wanted = position.key, position.scenes
    made: list[Scene] = [Boards(key)]
    variants: list[tuple[str, Scene]] = [
        ("late", Boards(key, "the database is late", late=True, suffix="late")),
        ("paused", Boards(key, "the bot is cut off from Discord", paused=True, suffix="paused")),
        ("resumed", Boards(key, "the bot is back", note=Paused(), suffix="resumed")),
        (
            "long-names",
            Boards(key, "Discord's longest names", names=LONG_NAMES, suffix="long-names"),
        ),
        ("vote", Boards(key, "one rematch vote of two", rematch=(1, 2, False), suffix="vote")),
        (
            "rematch",
            Boards(key, "the rematch started below", rematch=(0, 0, True), suffix="rematch"),
        ),
        ("around", Around(key)),
        ("presses", Presses(key)),
        ("resigning", Resigning(key)),
        ("rematch-ended", RematchEnded(key)),
        ("notices", Notices(key)),
    ]
    made += [scene for name, scene in variants if name in wanted]
    return made


def scenes() -> list[Scene]:
    """Every scene of the gallery, in the order it shows them: each game's positions
    (with what its plug-in asks for around them), then each game's challenges,
    practice and rules, then the commands every game shares."""
    made: list[Scene] = []
    for plugin in plugins():
        for position in plugin.positions:
            made += _around(position)
    for plugin in plugins():
        game = plugin.name
        made.append(Challenges(game))
        made.append(OpenChallenges(game))
        if plugin.gallery_variant:
            made.append(Challenges(game, dict(plugin.gallery_variant), suffix="variant"))
    made += [Practice(plugin.name) for plugin in plugins()]
    made.append(Queue())
    made.append(Refusals())
    made += [Rules(plugin.name) for plugin in plugins()]
    made += [
        Rules(plugin.name, during=plugin.rules_during)
        for plugin in plugins()
        if plugin.rules_during
    ]
    made.append(Command("settings", "settings", "the server's settings"))
    made += [
        Command("stats", "stats", "a player's stats, with the picture", game=plugin.name)
        for plugin in plugins()
    ]
    for n, plugin in enumerate(plugins()):
        game = plugin.name
        made.append(Command("leaderboard", "leaderboard", "this server's leaderboard", game=game))
        if n == 0:
            made.append(
                Command(
                    "leaderboard",
                    "leaderboard",
                    "the leaderboard across servers",
                    game=game,
                    options={"scope": "global"},
                    suffix="global",
                )
            )
    made.append(Command("series", "series", "the points series in this channel, with the picture"))
    made.append(EventMessages())  # an arena's and a Swiss's messages (issue 29)
    return made


def scenes_of(games: Iterable[str] | None = None) -> list[Scene]:
    """The scenes of ``games`` (every game's when None) and those of no one game."""
    wanted = None if games is None else set(games)
    return [s for s in scenes() if wanted is None or s.game is None or s.game in wanted]


__all__ = ["PHONE_VIEWS", "Scene", "Shot", "scenes", "scenes_of"]
