"""The /spit slash commands, in every language the catalogs hold.

Every command lives under ``/spit``. Those that take ``game:`` or a variant are built
when the bot is made, from the games there are (:mod:`.options`); their handlers are in
:mod:`.play` (challenge, play, practice, resign, rules), :mod:`.server` (settings, flags) and
:mod:`.standing` (stats, leaderboard, series, privacy).
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from ...runtime import WINDOW_RANGE
from ..i18n import text
from .events import Events
from .options import command, named, parameter
from .play import Play
from .server import CHANNELS, LANGUAGE_CHOICES, Server
from .standing import Standing

__all__ = ["Events", "Play", "Server", "SpitCommands", "Standing"]

DECISIONS = named("decision", ("clear", "confirm"))
SCOPES = named("scope", ("server", "global"))


@app_commands.guild_only()
class SpitCommands(app_commands.Group):
    """Every command lives under /spit."""

    def __init__(
        self, play: Play, server: Server, standing: Standing, events: Events | None = None
    ) -> None:
        super().__init__(name=text("cmd-spit"), description=text("cmd-spit-desc"))
        window = app_commands.Range[int, WINDOW_RANGE[0], WINDOW_RANGE[1]]
        made: list[app_commands.Command[Any, Any, None]] = [
            command("challenge", play.challenge, variant=True),
            command("play", play.play),
            command("practice", play.practice, picks={"difficulty": play.difficulties()}),
            command("resign", play.resign),
            command("rules", play.rules),
            command(
                "settings",
                server.settings,
                variant=True,
                after=[
                    parameter("window", window | None, None),
                    parameter("channels", str | None, None),
                    parameter("language", str | None, None),
                    parameter("event_role", discord.Role | None, None),
                ],
                picks={"channels": CHANNELS, "language": LANGUAGE_CHOICES},
            ),
            command(
                "flags", server.flags, picks={"decision": named("decision", ("clear", "confirm"))}
            ),
            command("stats", standing.stats),
            command(
                "leaderboard",
                standing.leaderboard,
                picks={"scope": named("scope", ("server", "global"))},
            ),
            command("series", standing.series),
            command("privacy", standing.privacy),
        ]
        if events is not None:
            made += [
                command("arena", events.arena, variant=True),
                command("swiss", events.swiss, variant=True),
            ]
        for made_command in made:
            self.add_command(made_command)
