"""The adapter's parts, each given the narrow things it asks for, and wired here alone:
the bot (:class:`~.app.SpitBot`) holds one set around discord.py's client, the preview
gallery another around a client of its own, logged in to the fake Discord the tests use.

Arrows run one way: the commands and the controller (routing) use the handlers
(presses, resigning, rematches, challenges, practice), which use the runtime and the
keepers; the keepers write through the transport. Nothing below reaches back up.
"""

from __future__ import annotations

from collections.abc import Callable

from ..runtime import MatchRegistry
from ..store import Store
from .challenges import Challenges
from .commands import Events, Play, Server, SpitCommands, Standing
from .controller import Controller
from .events_desk import EventsDesk
from .keepers import Keepers
from .leaderboards import Leaderboards
from .pictures import Painter
from .player_stats import PlayerStatsReplies
from .plugins import plugins
from .practice import Practice
from .presses import Presses
from .privacy import Privacy
from .queueing import PlayQueue
from .rematches import Rematches
from .resigning import Resigning
from .servers import ServerSettings
from .threads import MatchThreads
from .transport import Client


class Parts:
    def __init__(
        self,
        client: Client,
        store: Store,
        servers: ServerSettings,
        registry: Callable[[Keepers], MatchRegistry],
        me: Callable[[], int],
        painter: Painter | None = None,
        *,
        table: bool = False,
    ) -> None:
        """``registry`` makes the runtime, publishing to the keepers; ``me`` is the bot's
        own user id (the practice opponent's seat); ``painter`` draws the pictures (one
        of its own when not given); ``table``: the live table is served (boards open it)."""
        plugins()  # the games' plug-ins are imported now, not as a first press asks for one
        self.store = store
        self.servers = servers  # who reads what, in which language
        # Each match's messages have one keeper; the runtime publishes to them.
        self.keepers = keepers = Keepers(client, servers, store.match_ratings, table=table)
        self.registry = made = registry(keepers)
        self.challenges = Challenges(made, keepers, servers, client, store)
        keepers.serve(made, self.challenges)
        made.on_forget.append(keepers.forget)
        self.painter = painter or Painter()  # pictures are drawn on a thread of their own
        self.leaderboards = Leaderboards(store, servers)
        self.player_stats = PlayerStatsReplies(store, servers, self.painter)
        self.privacy = Privacy(store, made, servers)
        self.resigning = Resigning(made, keepers, servers)
        self.practice = Practice(made, keepers, servers, me)
        # A match between two given players in a new public thread (the queue, events).
        self.threads = MatchThreads(made, keepers, servers, client)
        self.queue = PlayQueue(made, self.threads, servers, store)  # /spit play
        # Arenas and Swiss tournaments: their matches start in threads too.
        self.events = EventsDesk(store, made, self.threads, servers, client)
        # Every button, routed by its custom_id to what handles it.
        self.controller = Controller(
            servers,
            presses=Presses(made, keepers, servers),
            resigning=self.resigning,
            rematches=Rematches(made, keepers, servers),
            challenges=self.challenges,
            leaderboards=self.leaderboards,
            stats=self.player_stats,
            privacy=self.privacy,
            events=self.events,
        )

    def slash_commands(self) -> SpitCommands:
        """The /spit commands, built from the games there are now."""
        servers, registry = self.servers, self.registry
        play = Play(servers, registry, self.challenges, self.practice, self.resigning,
                    self.queue)  # fmt: skip
        standing = Standing(self.store, servers, self.painter, self.player_stats,
                            self.leaderboards, self.privacy)  # fmt: skip
        events = Events(servers, self.events)
        return SpitCommands(play, Server(servers, self.store), standing, events)

    def close(self) -> None:
        self.queue.close()
        self.events.stop()
        self.painter.close()
