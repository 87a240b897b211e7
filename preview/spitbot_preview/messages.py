"""The scenes around the games: challenges and what becomes of them, practice, resigning,
a rematch after a restart, the rules, the settings, stats, leaderboards, series,
refusals and the channel's notices; each drawn by running the bot's own slash command,
button route or publisher, as Discord would have it run."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import discord
from discord import app_commands

from spitbot.bot import ids
from spitbot.bot.commands import SpitCommands
from spitbot.bot.i18n import text
from spitbot.bot.plugins import ui_of
from spitbot.bot.reasons import BoardNotPosted
from spitbot.bot.replies import handle_error
from spitbot.runtime import Challenge

from . import payloads
from .payloads import Sent
from .positions import POSITIONS
from .shots import Shot, Table, buttons_of, message_shot, titled
from .world import OTHER_CHANNEL_ID, Message, World


def _commands(world: World) -> SpitCommands:
    return world.parts.slash_commands()


async def _command(world: World, interaction: Any, name: str, **options: Any) -> None:
    """Run the slash command ``/spit name`` as Discord would; a refusal is answered by
    the bot's own error handler, as the command tree's ``on_error`` does."""
    command = _commands(world).get_command(str(text(f"cmd-{name}")))
    assert isinstance(command, app_commands.Command), name
    try:
        await command.callback(interaction, **options)  # type: ignore[call-arg]
    except Exception as error:
        servers = world.servers
        await handle_error(
            interaction, error, servers.private(interaction), servers.commands(interaction)
        )


@dataclass(frozen=True)
class Challenges:
    """``/spit challenge`` with ``options``, and what becomes of the challenge message:
    accepted, declined, withdrawn by its challenger, expired."""

    game_name: str
    options: Mapping[str, Any] = field(default_factory=dict)
    suffix: str = ""

    @property
    def key(self) -> str:
        return f"{self.game_name}-challenge" + (f"-{self.suffix}" if self.suffix else "")

    @property
    def game(self) -> str | None:
        return self.game_name

    async def shots(self, world: World) -> list[Shot]:
        a, b = world.people
        shots: list[Shot] = []
        label = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in self.options.items())

        async def challenge() -> tuple[Sent, Challenge]:
            world.reset()
            with world.watching() as sent:
                interaction = world.interaction(a)
                await _command(
                    world, interaction, "challenge", opponent=b, game=self.game_name, **self.options
                )
            return sent[0], world.registry.open_challenges()[0]

        def add(title: str, sent: Iterable[Sent], before: Sent | None, variant: str) -> None:
            shots.extend(
                message_shot(
                    self.key,
                    f"a challenge ({label or 'standard'}) · {title}",
                    self.game_name,
                    "challenge",
                    s,
                    before,
                    variant=variant,
                    variant_label=label or "standard",
                )
                for s in sent
            )

        posted, opened = await challenge()
        variant = opened.variant.key()
        add("open", [posted], None, variant)
        answers = (
            (b, True, "accepted"),
            (b, False, "declined"),
            (a, False, "withdrawn by its challenger"),
        )
        for who, accept, title in answers:
            posted, opened = await challenge()
            message = Message.of(next(world.ids), posted.body())
            custom = ids.challenge_id(opened.challenge_id, accept)
            pressed = world.interaction(who, custom_id=custom, message=message)
            with world.watching() as sent:
                await ids.route(world.controller, pressed, custom)  # type: ignore[arg-type]
            add(title, sent, posted, variant)
        posted, opened = await challenge()
        with world.watching() as sent:  # its message's id is known: it is marked expired
            await world.keepers.challenge_expired(
                dataclasses.replace(opened, message_id=next(world.ids))
            )
        add("expired", sent, posted, variant)
        return shots


@dataclass(frozen=True)
class Refusals:
    """Commands the bot refuses, privately: a challenge to oneself, a challenge in a
    channel where games are not allowed, without the Embed Links permission, in a channel
    with a live match; a settings change by a member without Manage Server."""

    key: str = "refusals"
    game: str | None = None

    async def shots(self, world: World) -> list[Shot]:
        a, b = world.people
        no_embeds = discord.Permissions.all()
        no_embeds.embed_links = False
        cases: list[tuple[str, Any, str, dict[str, Any]]] = [
            ("a challenge to oneself", world.interaction(a), "challenge", {"opponent": a}),
            (
                "a challenge where games are not allowed",
                world.interaction(a, channel_id=OTHER_CHANNEL_ID + 1),
                "challenge",
                {"opponent": b},
            ),
            (
                "a challenge without the Embed Links permission",
                world.interaction(a, permissions=no_embeds),
                "challenge",
                {"opponent": b},
            ),
            (
                "a settings change without Manage Server",
                world.interaction(a, manage_guild=False),
                "settings",
                {"language": "en"},
            ),
        ]
        shots: list[Shot] = []
        world.reset()
        for title, interaction, name, options in cases:
            with world.watching() as sent:
                await _command(world, interaction, name, **options)
            shots.extend(message_shot(self.key, title, None, "refusal", s) for s in sent)
        Table.of(world, _live())  # a live match in the channel
        with world.watching() as sent:
            await _command(world, world.interaction(world.onlooker), "challenge", opponent=b)
        shots.extend(
            message_shot(self.key, "a challenge in a channel with a live match", None, "refusal", s)
            for s in sent
        )
        return shots


def _live() -> str:
    """The first position, in the games' order, of a match still being played."""
    return next(
        key
        for key, position in POSITIONS.items()
        if ui_of(position.game).game.parse_state(position.notation).outcome is None
    )


@dataclass(frozen=True)
class OpenChallenges:
    """``/spit challenge`` without an opponent, within a rating range: open, taken by
    someone else, withdrawn by its challenger, expired; and what a second, slower taker
    is told, and the challenger pressing Accept."""

    game_name: str

    @property
    def key(self) -> str:
        return f"{self.game_name}-open-challenge"

    @property
    def game(self) -> str | None:
        return self.game_name

    async def shots(self, world: World) -> list[Shot]:
        a, b = world.people
        shots: list[Shot] = []

        async def challenge() -> tuple[Sent, Challenge]:
            world.reset()
            with world.watching() as sent:
                await _command(world, world.interaction(a), "challenge",
                               game=self.game_name, rating_range=150)  # fmt: skip
            return sent[0], world.registry.open_challenges()[0]

        def add(title: str, sent: Iterable[Sent], before: Sent | None) -> None:
            shots.extend(
                message_shot(
                    self.key, f"an open challenge · {title}", self.game_name, "challenge", s, before
                )
                for s in sent
            )

        async def press(who: Any, opened: Challenge, posted: Sent, accept: bool) -> list[Sent]:
            message = Message.of(next(world.ids), posted.body())
            custom = ids.challenge_id(opened.challenge_id, accept)
            pressed = world.interaction(who, custom_id=custom, message=message)
            with world.watching() as sent:
                await ids.route(world.controller, pressed, custom)  # type: ignore[arg-type]
            return sent

        posted, opened = await challenge()
        add("open", [posted], None)
        add("its challenger presses Accept", await press(a, opened, posted, True), posted)
        add("taken by someone else", await press(b, opened, posted, True), posted)
        add("a slower taker is told", await press(world.onlooker, opened, posted, True), posted)
        posted, opened = await challenge()
        add("withdrawn by its challenger", await press(a, opened, posted, False), posted)
        posted, opened = await challenge()
        with world.watching() as sent:
            await world.keepers.challenge_expired(
                dataclasses.replace(opened, message_id=next(world.ids))
            )
        add("expired", sent, posted)
        return shots


@dataclass(frozen=True)
class Queue:
    """``/spit play``: every message private: in the queue, leaving it with a second
    /spit play, leaving it on the timeout, and a pair whose channel is gone."""

    key: str = "queue"
    game: str | None = None

    async def shots(self, world: World) -> list[Shot]:
        a, b = world.people
        shots: list[Shot] = []

        def add(title: str, sent: Iterable[Sent]) -> None:
            shots.extend(message_shot(self.key, f"the queue · {title}", None, "queue", s)
                         for s in sent)  # fmt: skip

        world.reset()
        queue = world.parts.queue
        with world.watching() as sent:
            await _command(world, world.interaction(a), "play")
        add("in the queue", sent)
        with world.watching() as sent:
            await _command(world, world.interaction(a), "play")
        add("a second /spit play: left", sent)
        with world.watching() as sent:
            await _command(world, world.interaction(a), "play")
            await world.clock.advance(world.registry.settings.queue_timeout)
            await queue.settled()
        add("nobody close enough in time", sent[1:])
        world.reset()
        queue = world.parts.queue
        with world.watching() as sent:  # the preview's channel is no text channel it knows
            await _command(world, world.interaction(a), "play")
            await _command(world, world.interaction(b), "play")
            await queue.settled()
        add("paired, but the channel is gone", sent[2:])
        return shots


@dataclass(frozen=True)
class Practice:
    """``/spit practice``: a match against the bot, started privately."""

    game_name: str

    @property
    def key(self) -> str:
        return f"{self.game_name}-practice"

    @property
    def game(self) -> str | None:
        return self.game_name

    async def shots(self, world: World) -> list[Shot]:
        world.reset()
        with world.watching() as sent:
            await _command(
                world, world.interaction(), "practice", game=self.game_name, difficulty="hard"
            )
        return [
            message_shot(self.key, "practice against the bot", self.game_name, "practice", s)
            for s in sent
        ]


@dataclass(frozen=True)
class Resigning:
    """``/spit resign`` asks first, privately; then "keep playing" or "resign"."""

    position: str

    @property
    def key(self) -> str:
        return f"{self.position}-resign"

    @property
    def game(self) -> str | None:
        return POSITIONS[self.position].game

    async def shots(self, world: World) -> list[Shot]:
        shots: list[Shot] = []
        for answer, title in (
            (None, "asked to confirm"),
            (False, "kept playing"),
            (True, "resigned"),
        ):
            table = Table.of(world, self.position)
            with world.watching() as asked:
                await _command(world, world.interaction(), "resign")
            if answer is None:
                shots.extend(
                    table.shot(self.key, f"resigning · {title}", "resign", s) for s in asked
                )
                continue
            message = Message.of(next(world.ids), asked[0].body(), ephemeral=True)
            custom = ids.resign_confirm_id(table.board.match.match_id, answer)
            with world.watching() as sent:
                await ids.route(
                    world.controller,
                    world.interaction(  # type: ignore[arg-type]
                        custom_id=custom, message=message
                    ),
                    custom,
                )
            shots.extend(
                dataclasses.replace(
                    table.shot(self.key, f"resigning · {title}", "resign", s), before=asked[0]
                )
                for s in sent
            )
        return shots


@dataclass(frozen=True)
class RematchEnded:
    """A rematch pressed on a final board after the match was forgotten (a restart):
    the board says to challenge again."""

    position: str

    @property
    def key(self) -> str:
        return f"{self.position}-rematch-ended"

    @property
    def game(self) -> str | None:
        return POSITIONS[self.position].game

    async def shots(self, world: World) -> list[Shot]:
        table = Table.of(world, self.position)
        final = payloads.drawn(table.artist.board(table.board, table.board_look()), "channel")
        body = final.body()
        rematch = next(
            (b for b in buttons_of(body) if ids.kind_of(str(b.get("custom_id")))[0] == "rematch"),
            None,
        )
        if rematch is None:
            return []
        world.reset()  # forgotten
        custom = str(rematch["custom_id"])
        message = Message.of(next(world.ids), body)
        with world.watching() as sent:
            await ids.route(
                world.controller,
                world.interaction(  # type: ignore[arg-type]
                    custom_id=custom, message=message
                ),
                custom,
            )
        return [
            dataclasses.replace(
                table.shot(
                    self.key, titled(table.position, "a rematch after a restart"), "result", s
                ),
                before=final,
            )
            for s in sent
        ]


@dataclass(frozen=True)
class Rules:
    """``/spit rules``: how to play, privately; during a match, with its variant."""

    game_name: str
    during: str | None = None  # a position: the match on in the channel

    @property
    def key(self) -> str:
        return f"{self.game_name}-rules" + (f"-{self.during}" if self.during else "")

    @property
    def game(self) -> str | None:
        return self.game_name

    async def shots(self, world: World) -> list[Shot]:
        world.reset()
        title = "how to play"
        label = None
        if self.during is not None:
            table = Table.of(world, self.during)
            title, label = (
                f"how to play, during a match ({table.position.variant})",
                (table.position.variant),
            )
        with world.watching() as sent:
            await _command(
                world, world.interaction(), "rules", game=None if self.during else self.game_name
            )
        return [
            message_shot(self.key, title, self.game_name, "rules", s, variant_label=label)
            for s in sent
        ]


@dataclass(frozen=True)
class Command:
    """A slash command's answer: ``/spit settings``, ``stats``, ``leaderboard``, ``series``."""

    name: str
    view: str
    title: str
    game: str | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    suffix: str = ""

    @property
    def key(self) -> str:
        return "-".join(p for p in (self.game, self.name, self.suffix) if p)

    async def shots(self, world: World) -> list[Shot]:
        world.reset()
        options = dict(self.options)
        if self.game is not None:
            options["game"] = self.game
        with world.watching() as sent:
            await _command(world, world.interaction(), self.name, **options)
        return [message_shot(self.key, self.title, self.game, self.view, s) for s in sent]


@dataclass(frozen=True)
class Notices:
    """What the players are told in the channel when a match is stopped by an error,
    and when the channel refuses its board for good."""

    position: str

    @property
    def key(self) -> str:
        return f"{self.position}-notices"

    @property
    def game(self) -> str | None:
        return POSITIONS[self.position].game

    async def shots(self, world: World) -> list[Shot]:
        table = Table.of(world, self.position)
        info = table.board.match
        with world.watching() as parked:
            await world.keepers.match_parked(info)
        with world.watching() as abandoned:
            await world.keepers.match_abandoned(info, BoardNotPosted("embed_links"))
        return [
            *(table.shot(self.key, "the match stopped by an error", "notice", s) for s in parked),
            *(
                table.shot(self.key, "the board refused: no Embed Links", "notice", s)
                for s in abandoned
            ),
        ]
