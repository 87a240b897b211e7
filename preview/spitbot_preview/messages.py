"""The scenes around the games: challenges and what becomes of them, practice, resigning,
a rematch after a restart, the rules, the settings, stats, leaderboards, series,
refusals and the channel's notices; each drawn by running the bot's own slash command,
button route or publisher, as Discord would have it run."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from fakediscord import FakeMember, StoredMessage
from fakediscord.world import DEFAULT_PERMISSIONS
from spitbot.bot import ids
from spitbot.bot.plugins import ui_of
from spitbot.bot.reasons import BoardNotPosted
from spitbot.runtime import Challenge

from .payloads import Sent
from .positions import POSITIONS
from .shots import Shot, Table, buttons_of, message_shot, titled
from .world import CHANNEL_ID, ELSEWHERE_ID, EMBED_LINKS, OTHER_CHANNEL_ID, World


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

        async def challenge() -> tuple[Sent, StoredMessage, Challenge]:
            world.reset()
            with world.watching() as sent:
                asked = await world.command(
                    "challenge", a, opponent=b, game=self.game_name, **self.options
                )
            assert asked.original_message is not None
            return sent[0], asked.original_message, world.registry.open_challenges()[0]

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

        posted, message, opened = await challenge()
        variant = opened.variant.key()
        add("open", [posted], None, variant)
        answers = (
            (b, True, "accepted"),
            (b, False, "declined"),
            (a, False, "withdrawn by its challenger"),
        )
        for who, accept, title in answers:
            posted, message, opened = await challenge()
            with world.watching() as sent:
                await world.press(who, message, ids.challenge_id(opened.challenge_id, accept))
            add(title, sent, posted, variant)
        posted, message, opened = await challenge()
        with world.watching() as sent:  # its message's id is known: it is marked expired
            await world.keepers.challenge_expired(
                dataclasses.replace(opened, message_id=message.id)
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
        channel = world.fake.world.channels[CHANNEL_ID]
        shots: list[Shot] = []
        world.reset()

        async def refused(title: str, name: str, **options: Any) -> None:
            with world.watching() as sent:
                await world.command(name, a, **options)
            shots.extend(message_shot(self.key, title, None, "refusal", s) for s in sent)

        await refused("a challenge to oneself", "challenge", opponent=a)
        await refused("a challenge where games are not allowed", "challenge",
                      opponent=b, channel_id=ELSEWHERE_ID)  # fmt: skip
        channel.bot_denied = EMBED_LINKS  # a moderator took it from the bot here
        try:
            await refused("a challenge without the Embed Links permission", "challenge",
                          opponent=b)  # fmt: skip
        finally:
            channel.bot_denied = 0
        managing, a.permissions = a.permissions, DEFAULT_PERMISSIONS  # no Manage Server
        try:
            await refused("a settings change without Manage Server", "settings", language="en")
        finally:
            a.permissions = managing
        Table.of(world, _live())  # a live match in the channel
        with world.watching() as sent:
            await world.command("challenge", world.onlooker, opponent=b)
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

        async def challenge() -> tuple[Sent, StoredMessage, Challenge]:
            world.reset()
            with world.watching() as sent:
                asked = await world.command("challenge", a, game=self.game_name, rating_range=150)
            assert asked.original_message is not None
            return sent[0], asked.original_message, world.registry.open_challenges()[0]

        def add(title: str, sent: Iterable[Sent], before: Sent | None) -> None:
            shots.extend(
                message_shot(
                    self.key, f"an open challenge · {title}", self.game_name, "challenge", s, before
                )
                for s in sent
            )

        async def press(
            who: FakeMember, opened: Challenge, message: StoredMessage, accept: bool
        ) -> list[Sent]:
            with world.watching() as sent:
                await world.press(who, message, ids.challenge_id(opened.challenge_id, accept))
            return sent

        posted, message, opened = await challenge()
        add("open", [posted], None)
        add("its challenger presses Accept", await press(a, opened, message, True), posted)
        # The onlooker presses Accept with the second player, and comes second.
        slower = world.pressing(
            world.onlooker, message, ids.challenge_id(opened.challenge_id, True)
        )
        add("taken by someone else", await press(b, opened, message, True), posted)
        with world.watching() as told:
            await world.arrives(slower)
        add("a slower taker is told", told, posted)
        posted, message, opened = await challenge()
        add("withdrawn by its challenger", await press(a, opened, message, False), posted)
        posted, message, opened = await challenge()
        with world.watching() as sent:
            await world.keepers.challenge_expired(
                dataclasses.replace(opened, message_id=message.id)
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
            await world.command("play", a)
        add("in the queue", sent)
        with world.watching() as sent:
            await world.command("play", a)
        add("a second /spit play: left", sent)
        with world.watching() as sent:
            await world.command("play", a)
            await world.clock.advance(world.registry.settings.queue_timeout)
            await queue.settled()
        add("nobody close enough in time", sent[1:])
        world.reset()
        queue = world.parts.queue
        with world.watching() as sent:  # the first one's channel: not one the bot knows
            await world.command("play", a, channel_id=OTHER_CHANNEL_ID)
            await world.command("play", b)
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
            await world.command("practice", game=self.game_name, difficulty="hard")
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
                question = await world.command("resign")
            if answer is None:
                shots.extend(
                    table.shot(self.key, f"resigning · {title}", "resign", s) for s in asked
                )
                continue
            message = question.original_message
            assert message is not None
            custom = ids.resign_confirm_id(table.board.match.match_id, answer)
            with world.watching() as sent:
                await world.press(world.people[0], message, custom)
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
        with world.watching() as posted:
            message = await world.post(table.artist.board(table.board, table.board_look()))
        final = posted[0]
        rematch = next(
            (b for b in buttons_of(final.body())
             if ids.kind_of(str(b.get("custom_id")))[0] == "rematch"),
            None,
        )  # fmt: skip
        if rematch is None:
            return []
        world.reset()  # forgotten
        with world.watching() as sent:
            await world.press(world.people[0], message, str(rematch["custom_id"]))
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
            if self.during:
                await world.command("rules")
            else:
                await world.command("rules", game=self.game_name)
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
            await world.command(self.name, **options)
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
