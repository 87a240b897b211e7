"""A network between people, Discord and the bot, and what each person's client shows:
off unless a :class:`Network` is given (``FakeDiscord(network=...)``), so the tests pay
nothing for it.

A race between two people is decided by what real Discord adds (DISCORD.md, "What real
Discord adds to a race"): a click reaches the bot some time after it is made, each REST
call of the bot takes its own time, and a message's new version reaches each client some
time after Discord took it. :class:`Links` says how long each leg takes, each drawn
uniformly from its range by the network's seeded generator:

- ``click``: a person's click to Discord, which stamps the interaction's snowflake
  then. The caller waits it (:meth:`Network.cross`) before :meth:`FakeDiscord.click`.
- ``deliver``: Discord to the bot, an interaction's INTERACTION_CREATE (the fake waits
  it between making the interaction and dispatching it).
- ``request`` and ``answer``: each REST call of the bot, to Discord and back. A call is
  recorded, rate limited and carried out when it arrives.
- ``work``: what Discord takes to post or edit a channel's message before it is made.
- ``show``: Discord to each person's client: a message's new version, or a press's
  answer (:meth:`Clients.after`).

:class:`Clients` keeps what each person's client got, and when: the public messages of
the channels they watch and their own ephemeral messages, every version in the order
Discord made them (a version never overtakes an earlier one on its way to one client),
and every version Discord made of each channel's messages. A bench's players press on
what their client shows (``bench/race.py``); any surface a person plays on (a board, a
private panel, later a live table over its own socket) can be timed the same way.

Presets: :data:`INSTANT` (no delay), :data:`DISCORD_LINKS` (the figures people measure on
Discord) and :data:`WEBSOCKET_LINKS` (a table of our own, 40 ms each way). Rate limits are
the fake's own business (:mod:`.ratelimits`): a network does not change them.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, fields, replace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .world import StoredMessage, World

__all__ = [
    "DISCORD_LINKS",
    "INSTANT",
    "WEBSOCKET_LINKS",
    "Clients",
    "Leg",
    "Links",
    "Network",
    "Seen",
]

JSON = dict[str, Any]


@dataclass(frozen=True)
class Leg:
    """Seconds a leg takes: uniformly between ``low`` and ``high`` (exactly ``low`` when
    ``high`` is None)."""

    low: float = 0.0
    high: float | None = None

    def draw(self, rng: random.Random) -> float:
        return self.low if self.high is None else rng.uniform(self.low, self.high)

    def scaled(self, factor: float) -> Leg:
        return Leg(self.low * factor, None if self.high is None else self.high * factor)


@dataclass(frozen=True)
class Links:
    """How long each leg of the network takes (see the module's docstring)."""

    click: Leg = Leg()
    deliver: Leg = Leg()
    request: Leg = Leg()
    work: Leg = Leg()
    answer: Leg = Leg()
    show: Leg = Leg()

    def scaled(self, factor: float) -> Links:
        """Every leg ``factor`` times as long (a bench run faster than real time)."""
        legs = {f.name: getattr(self, f.name).scaled(factor) for f in fields(self)}
        return replace(self, **legs)


INSTANT = Links()
#: Discord as people measure it (DISCORD.md): a click reaches the bot 150-250 ms after it
#: is made (50-100 ms to Discord, 100-150 ms on to the bot), a REST call 50-100 ms each
#: way and a channel message's post or edit 50-100 ms of Discord's own work besides
#: (about 250 ms in all for a PATCH), an edit reaches the clients about 100 ms after
#: Discord took it.
DISCORD_LINKS = Links(
    click=Leg(0.050, 0.100),
    deliver=Leg(0.100, 0.150),
    request=Leg(0.050, 0.100),
    work=Leg(0.050, 0.100),
    answer=Leg(0.050, 0.100),
    show=Leg(0.075, 0.125),
)
#: A live table of our own (issue 28): its server is the bot's, 40 ms from each player.
WEBSOCKET_LINKS = Links(click=Leg(0.040), show=Leg(0.040))


@dataclass(frozen=True)
class Seen:
    """A message's version as it reached a client (or as Discord made it): ``at`` on the
    network's clock, ``data`` None once it was deleted."""

    at: float
    message_id: int
    channel_id: int
    data: JSON | None


@dataclass
class _Client:
    shown: dict[int, Seen] = field(default_factory=dict)  # the newest of each message
    seen: list[Seen] = field(default_factory=list)  # every arrival, in order
    due: float = 0.0  # when the last thing on its way arrives
    waiters: list[asyncio.Future[None]] = field(default_factory=list)


class Clients:
    """What each person's Discord client shows (see the module's docstring)."""

    def __init__(self, network: Network) -> None:
        self.network = network
        self.watching: dict[int, set[int]] = {}  # channel id -> the users watching it
        self.made: dict[int, list[Seen]] = {}  # channel id -> every public version
        self._clients: dict[int, _Client] = {}

    def watch(self, user_id: int, channel_id: int) -> None:
        """``user_id``'s client shows ``channel_id`` (its public messages) from now on."""
        self.watching.setdefault(channel_id, set()).add(user_id)
        self._clients.setdefault(user_id, _Client())

    def shown(self, user_id: int) -> dict[int, Seen]:
        """The newest version of each message ``user_id``'s client got."""
        return self._client(user_id).shown

    def seen(self, user_id: int) -> list[Seen]:
        """Every version ``user_id``'s client got, in order."""
        return self._client(user_id).seen

    def changed(self, message: StoredMessage) -> None:
        """Discord made, edited or deleted ``message`` (the world's watcher): it is on its
        way to every client that shows it."""
        now = self.network.clock()
        data = None if message.deleted else message.data
        version = Seen(now, message.id, message.channel_id, data)
        if message.ephemeral_for is not None:
            users: set[int] = {message.ephemeral_for}
        else:
            self.made.setdefault(message.channel_id, []).append(version)
            users = self.watching.get(message.channel_id, set())
        for user in sorted(users):
            self._send(user, version)

    def after(self, user_id: int) -> asyncio.Future[float]:
        """Resolved (with the time) when what Discord made so far, and one more leg, has
        reached ``user_id``'s client: when it shows a press's answer."""
        loop = asyncio.get_running_loop()
        done: asyncio.Future[float] = loop.create_future()

        def arrive() -> None:
            if not done.done():
                done.set_result(self.network.clock())

        self._queue(user_id, arrive)
        return done

    async def next_change(self, user_id: int, since: int | None = None) -> None:
        """Wait for the next version to reach ``user_id``'s client: the next after the
        first ``since`` it got (:meth:`seen`'s length when the caller last looked), so
        one that came meanwhile is not missed."""
        client = self._client(user_id)
        if since is not None and len(client.seen) > since:
            return
        waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        client.waiters.append(waiter)
        await waiter

    def _client(self, user_id: int) -> _Client:
        return self._clients.setdefault(user_id, _Client())

    def _send(self, user_id: int, version: Seen) -> None:
        def arrive() -> None:
            client = self._client(user_id)
            seen = replace(version, at=self.network.clock())
            client.shown[version.message_id] = seen
            client.seen.append(seen)
            waiters, client.waiters = client.waiters, []
            for waiter in waiters:
                if not waiter.done():
                    waiter.set_result(None)

        self._queue(user_id, arrive)

    def _queue(self, user_id: int, arrive: Callable[[], None]) -> None:
        """One client's arrivals keep Discord's order: each is due a ``show`` leg from now,
        and never before the one ahead of it."""
        network, client = self.network, self._client(user_id)
        now = network.clock()
        due = max(now + network.links.show.draw(network.rng), client.due)
        client.due = due
        network.later(due - now, arrive)


def _call_later(delay: float, callback: Callable[[], None]) -> None:
    loop = asyncio.get_running_loop()
    if delay <= 0:
        loop.call_soon(callback)
    else:
        loop.call_later(delay, callback)


class Network:
    """The links of one fake, its seeded draws, and its clients' views. ``sleep``,
    ``later`` and ``clock`` are asyncio's and ``time.perf_counter`` unless a test
    drives them."""

    def __init__(
        self,
        links: Links = INSTANT,
        *,
        seed: int = 0,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        later: Callable[[float, Callable[[], None]], None] = _call_later,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.links = links
        self.rng = random.Random(seed)
        self.sleep = sleep
        self.later = later
        self.clock = clock
        self.clients = Clients(self)

    def attach(self, world: World) -> None:
        """Hear every change of ``world``'s messages."""
        world.watchers.append(self.clients.changed)

    async def cross(self, leg: Leg) -> float:
        """Wait ``leg`` (a draw of it); the seconds waited."""
        seconds = leg.draw(self.rng)
        if seconds > 0:
            await self.sleep(seconds)
        return seconds
