"""SpitBot, the real discord.py client, against the fake Discord on 127.0.0.1."""

from __future__ import annotations

import atexit
import contextlib
import math
import random
import shutil
import tempfile
from collections.abc import AsyncIterator
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import make_url

from fakediscord import FakeDiscord, FakeMember, InteractionHandle, StoredMessage, running_bot
from fakediscord.ratelimits import DISCORD
from spitbot.bot import ids
from spitbot.bot.app import SpitBot
from spitbot.bot.i18n import Markdown, say
from spitbot.bot.seats import MARKS
from spitbot.bot.spit import presses
from spitbot.bot.standings import shown_rating
from spitbot.config import Settings
from spitbot.engine import Coded, Level
from spitbot.engine.spit import (
    Action,
    Choose,
    Play,
    Slap,
    Spit,
    choose_action,
    spit_cards_left,
    view,
)
from spitbot.runtime import BOT_SPEEDS, Clock, MatchActor
from spitbot.store import Store, upgrade_to_head_async

#: Discord's rate limit buckets, their windows 20 times shorter: the bot meets them as
#: on Discord (a channel's posts and edits, each hand's token, the global limit), but a
#: test that plays a whole match does not wait Discord's seconds between redraws.
E2E_LIMITS = DISCORD.scaled(0.05)


@dataclass
class World:
    fake: FakeDiscord
    bot: SpitBot
    store: Store
    alice: FakeMember
    bob: FakeMember
    carol: FakeMember
    db_url: str

    @property
    def channel_id(self) -> int:
        return int(self.fake.channel.id)

    def actor(self) -> MatchActor:
        actor = self.bot.registry.in_channel(self.channel_id)
        assert actor is not None, "no live match in the channel"
        return actor

    def board(self, actor: MatchActor | None = None) -> StoredMessage | None:
        """The newest message holding this match's board buttons for its current round,
        in the match's channel (or thread)."""
        actor = actor or self.actor()
        key = f":{actor.info.match_id}:{actor.state.round}"
        for message in reversed(self.fake.messages(actor.info.channel_id)):
            if any(key in cid for cid in message.custom_ids()):
                return message
        return None

    async def wait_board(self, actor: MatchActor | None = None) -> StoredMessage:
        actor = actor or self.actor()
        return await self.fake.wait_until(lambda: self.board(actor), what="the board message")

    def private(self, member: FakeMember) -> list[str]:
        return [m.content for m in self.fake.ephemeral_messages(member)]

    def on_board(self, name: str, what: Coded | str, language: str = "en", **args: Any) -> str:
        """How the shared board says a player's press was refused (issue 26: the board
        itself answers, naming the presser, with the same reason)."""
        reason = Markdown(self.said(what, language, **args))
        return self.said("board-refusal", language, name=name, reason=reason)

    def said(self, what: Coded | str, language: str = "en", **args: Any) -> str:
        """What the bot says for a coded reason or note, or a catalog message, in
        ``language``: tests compare with this rather than with English sentences."""
        tr = self.bot.catalogs[language]
        if isinstance(what, str):
            return tr(what, **args)
        names = (
            self.actor().info.names()
            if self.bot.registry.in_channel(self.channel_id)
            else ("alice", "bob")
        )
        return say(what, tr, args.get("names", names))


def settings(tmp_path: Path, **overrides: Any) -> Settings:
    values: dict[str, Any] = {
        "discord_token": "FAKE.bot.token",
        "database_folder": tmp_path,
        "play_settle_window_ms": 0,
        "play_challenge_seconds": 60.0,
        "spit_stall_seconds": 60.0,
        "spit_slap_seconds": 60.0,
        "spit_choose_seconds": 60.0,
        "play_idle_seconds": 600.0,
    }
    values.update(overrides)
    return Settings(_env_file=None, **values)


FAST_BOTS = {
    difficulty: replace(speed, mean=0.02, jitter=0.005) for difficulty, speed in BOT_SPEEDS.items()
}


@contextlib.asynccontextmanager
async def spit_bot(
    fake: FakeDiscord, config: Settings, store: Store, seed: int = 7, clock: Clock | None = None
) -> AsyncIterator[SpitBot]:
    config = config.with_changes(discord_dev_guild_id=int(fake.guild.id))
    bot = SpitBot(config, store, clock=clock)
    bot.registry.seed_source = lambda: seed
    bot.registry.settings = replace(bot.registry.settings, bot_speeds=dict(FAST_BOTS))
    async with running_bot(fake, bot):
        yield bot


_TEMPLATES: dict[str, Path] = {}


async def migrated(db_url: str) -> None:
    """``db_url``'s database brought to the head revision. A new SQLite file is a copy
    of one this process migrated once (Alembic's five steps cost a quarter of a second,
    in each of some hundred tests); any other database is migrated in place."""
    url = make_url(db_url)
    target = Path(url.database or "") if url.get_backend_name() == "sqlite" else None
    if target is None or target.exists() or not url.database:
        await upgrade_to_head_async(db_url)
        return
    template = _TEMPLATES.get("head")
    if template is None:
        folder = Path(tempfile.mkdtemp(prefix="spitbot-migrated-"))
        atexit.register(shutil.rmtree, folder, True)
        template = folder / "head.sqlite3"
        await upgrade_to_head_async(str(url.set(database=str(template))))
        _TEMPLATES["head"] = template
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(template, target)


@contextlib.asynccontextmanager
async def migrated_store(tmp_path: Path, **overrides: Any) -> AsyncIterator[tuple[Settings, Store]]:
    """The settings of a bot in ``tmp_path`` and its database, migrated and open (closed
    at the end): bots started one after the other on it are restarts."""
    config = settings(tmp_path, **overrides)
    await migrated(config.db_url)
    store = await Store.open(config.db_url)
    try:
        yield config, store
    finally:
        await store.close()


@contextlib.asynccontextmanager
async def spit_world(
    tmp_path: Path,
    *,
    seed: int = 7,
    guild_locale: str = "en-US",
    clock: Clock | None = None,
    **overrides: Any,
) -> AsyncIterator[World]:
    """A fake Discord with alice, bob and carol in a server (whose Discord language is
    ``guild_locale``), and SpitBot connected to it (its runtime on ``clock``: a
    ManualClock lets a test live through minutes of a match)."""
    async with (
        migrated_store(tmp_path, **overrides) as (config, store),
        FakeDiscord(rate_limits=E2E_LIMITS) as fake,
    ):
        fake.guild.locale = guild_locale
        alice, bob, carol = (
            fake.add_member("alice"),
            fake.add_member("bob"),
            fake.add_member("carol"),
        )
        async with spit_bot(fake, config, store, seed, clock) as bot:
            yield World(fake, bot, store, alice, bob, carol, config.db_url)
        fake.assert_no_violations()


def as_a_new_process(world: World, actor: MatchActor, board: int | None = None) -> None:
    """What a process started anew knows of the match's messages: only the board its
    snapshot names (``board``; None: it died before it could note the board's id)."""
    world.bot.keepers.forget(actor.info.match_id)
    if board is None:
        actor.tags.pop("board", None)
        actor.tags.pop("board_round", None)
    else:
        actor.tags["board"] = board


def tops(text: str) -> list[str]:
    """The centre piles' tops a board, panel or hand shows in its heading (first line)."""
    heading = text.split("\n", 1)[0]
    if not heading.startswith("## "):
        return []
    return [top.strip("_") for top in heading.removeprefix("## ").split(" · ")]  # __new__


def lit(component: dict[str, Any] | None) -> bool:
    """Whether a button shows its press can be made now: a card lit in its player's
    colour, a call in red (a grey card is still pressable, but would be refused)."""
    return component is not None and not component.get("disabled") and component.get("style") != 2


def custom_id(actor: MatchActor, action: Action, round_no: int | None = None) -> str:
    """The board button that makes ``action`` (the ids the bot itself draws); a play
    names the card on top of its stockpile now, unless it names one itself."""
    match_id, r = actor.info.match_id, actor.state.round if round_no is None else round_no
    if isinstance(action, Play):
        card = action.card
        if card is None:
            card = actor.state.sides[action.seat].top(action.stock)
        payload = presses.play(action.seat, action.stock, action.pile, card)
    elif isinstance(action, Spit):
        payload = presses.spit(spit_cards_left(actor.state))
    elif isinstance(action, Slap | Choose):
        payload = presses.slap(action.pile)
    else:
        raise AssertionError(f"no button for {action!r}")
    return ids.action_id(match_id, r, payload)


async def raw_click(
    world: World, user: FakeMember, message: StoredMessage, custom_id: str, at: int | None = None
) -> InteractionHandle:
    """A press as Discord would deliver it, even of a button the message no longer shows
    (a stale client) or never had (a forged id)."""
    fake = world.fake
    data = {"custom_id": custom_id, "component_type": 2}
    handle = fake.new_interaction(
        3, user, fake.world.channels[message.channel_id], data, message=message, at=at,
        interaction_id=None, age=0.0, locale="en-US",
    )  # fmt: skip
    return await fake.deliver(handle)


def human_at(world: World, message: Any, rng: random.Random, scripted: bool = False) -> int:
    """When Discord receives a person's press on ``message`` (Unix ms): about 450 ms
    after it last drew that message (log-normal), never an auto-clicker's (issue 20);
    ``scripted``: an auto-clicker's, 20-60 ms after."""
    data = world.fake.message(message).data
    shown = datetime.fromisoformat(data["edited_timestamp"] or data["timestamp"])
    reaction = rng.uniform(20, 60) if scripted else rng.lognormvariate(math.log(450), 0.3)
    return round(shown.timestamp() * 1000) + round(reaction)


async def play_out(
    world: World,
    actor: MatchActor,
    humans: dict[int, FakeMember],
    limit: int = 6000,
    stop_after: int | None = None,
    on_panels: frozenset[int] = frozenset(),
    clickers: frozenset[int] = frozenset(),
) -> int:
    """People press the board's buttons (the GREEDY policy's choice) until the match
    ends (or after ``stop_after`` presses); the seats in ``on_panels`` press their own
    private panel instead ("My cards", opened from the board), as a phone player does.
    The seats in ``clickers`` are scripts: Discord gets each press 20-60 ms after it
    drew what was pressed (issue 20's auto-clicker)."""
    order = random.Random(actor.info.seed)
    presses = 0
    for _ in range(limit):
        if actor.finished or (stop_after is not None and presses >= stop_after):
            return presses
        board = await world.wait_board(actor)
        seen = (actor.version, board.id, board.edits, _panels_seen(world, humans, on_panels))
        clicked = False
        for seat in sorted(humans, key=lambda _: order.random()):
            action = choose_action(view(actor.state, seat), Level.GREEDY)
            if action is None:
                continue
            cid = custom_id(actor, action)
            pressed = board
            if seat in on_panels:
                pressed = await open_panel(world, actor, humans[seat])
            if not lit(pressed.component(cid)):
                continue  # the board or panel is a step behind: wait for its redraw
            at = human_at(world, pressed, order, scripted=seat in clickers)
            handle = await world.fake.click(humans[seat], pressed, cid, at=at)
            ack = await handle.wait_ack()
            assert ack.ok, ack
            presses += 1
            clicked = True
            break
        if not clicked:
            await world.fake.wait_until(
                lambda seen=seen: (
                    actor.finished
                    or (*_progress(world, actor), _panels_seen(world, humans, on_panels)) != seen
                ),
                timeout=10,
                what="the match to move on",
            )
    raise AssertionError(f"no game over within {limit} presses")


async def rating_lines(world: World, actor: MatchActor) -> list[str]:
    """The rating lines a finished match's result card shows: each player's change in
    the server's ladder, as the store recorded it."""
    changes = await world.store.match_ratings(actor.info.match_id)
    here = {c.user_id: c for c in changes if c.scope_guild_id == int(world.fake.guild.id)}
    lines = []
    for seat, player in enumerate(actor.info.players):
        change = here[player.user_id]
        line = world.said(
            "result-rating", name=player.name,
            before=shown_rating(change.before, change.provisional_before),
            after=shown_rating(change.after, change.provisional_after),
            delta=f"{change.delta:+d}".replace("-", "−"),
        )  # fmt: skip
        lines.append(f"{MARKS[seat]} {line}")
    return lines


def panel_of(world: World, actor: MatchActor, member: FakeMember) -> StoredMessage | None:
    """``member``'s newest private panel of ``actor``'s match, if one is open."""
    prefix = f"spit:a:{actor.info.match_id}:"
    panels = [
        m
        for m in world.fake.ephemeral_messages(member)
        if any(c.startswith(prefix) for c in m.custom_ids())
    ]
    return panels[-1] if panels else None


async def open_panel(world: World, actor: MatchActor, member: FakeMember) -> StoredMessage:
    """``member``'s private panel, opened from the live board's button when none is."""
    panel = panel_of(world, actor, member)
    if panel is not None:
        return panel
    board = await world.wait_board(actor)
    handle = await world.fake.click(member, board, f"spit:h:{actor.info.match_id}")
    # Acknowledged on the board (type 6: its token then edits the board), the panel a
    # fresh private follow-up.
    assert (await handle.wait_ack()).callback_type == 6
    await handle.wait_followups(1)
    opened = panel_of(world, actor, member)
    assert opened is not None
    return opened


def _panels_seen(
    world: World, humans: dict[int, FakeMember], on_panels: frozenset[int]
) -> tuple[int, ...]:
    edits = []
    for seat in sorted(on_panels):
        mine = [m for m in world.fake.ephemeral_messages(humans[seat]) if m.custom_ids()]
        edits.append(mine[-1].edits if mine else -1)
    return tuple(edits)


def _progress(world: World, actor: MatchActor) -> tuple[int, int, int]:
    board = world.board(actor)
    return (actor.version, board.id if board else 0, board.edits if board else 0)
