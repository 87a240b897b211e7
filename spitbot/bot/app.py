"""The discord.py client, and the one place the bot's rooms are wired together: the
runtime (its matches), the store, and the adapter's parts, each given the narrow things
it asks for (see docs/architecture.md)."""

from __future__ import annotations

import gc
import logging
import time
from typing import Any

import discord
from discord.ext import commands

from .. import __version__
from ..config import Settings
from ..problems import StartupError, describe_database
from ..recording import StoreRecorder, StoreSeats, restore_point
from ..runtime import Clock, LoopClock, MatchRegistry, MatchSnapshot, Publishers
from ..store import Journal, Store, UnknownMatchError
from . import ids
from .i18n import Catalogs, CatalogTranslator
from .keepers import Keepers
from .metrics import Health, Metrics, MetricsServer
from .once import OnceTree
from .parts import Parts
from .permissions import invite_permissions
from .replies import handle_error
from .servers import ServerSettings
from .surface import Surface
from .tables import table_server

log = logging.getLogger(__name__)

STOP_GRACE_SECONDS = 10
"""How long a stopping bot waits for its last commits (deploy/*.service waits longer)."""


GC_THRESHOLDS = (10_000, 3, 10)
"""The cyclic collector's thresholds once the bot runs (Python's: 700, 10, 10). A press
lives about a settle window, and its objects (discord.py's interaction and message hold
cycles) were collected young a dozen times meanwhile, so live presses were promoted and
piled up in the oldest generation, to be scanned there in full passes. Measured at 60
matches (bench/capacity.py, 15 s): 386 young, 35 middle and 3 full collections, 352 ms
in all, the longest 38 ms; with these, 20, 5 and none, 164 ms, the longest 14 ms."""


def invite_url(application_id: int) -> str:
    """The link that adds the bot to a server, with its commands and permissions."""
    return discord.utils.oauth_url(
        application_id, permissions=invite_permissions(), scopes=("bot", "applications.commands")
    )


class _NoVoiceWarnings(logging.Filter):
    """discord.py warns at start-up that voice needs PyNaCl and davey: a card game has no
    voice, so the warnings only alarm the person running it."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith(("PyNaCl is not installed", "davey is not installed"))


_NO_VOICE_WARNINGS = _NoVoiceWarnings()


def quiet_voice_warnings() -> None:
    """Drop discord.py's voice warnings (logged by ``discord.client`` when a client is made)."""
    logging.getLogger("discord.client").addFilter(_NO_VOICE_WARNINGS)


def _synchronous(settings: Settings) -> str:
    """How a SQLite database commits, when it is not the default."""
    mode = settings.database.sqlite_synchronous
    if mode == "NORMAL" or not settings.db_url.startswith("sqlite"):
        return ""
    return f" ({settings.variable('database', 'sqlite_synchronous')}={mode})"


def startup_report(settings: Settings, metrics_url: str | None = None) -> list[str]:
    """What an operator needs to know, said once as SpitBot starts (one log line each),
    before anything that can fail: a start that fails still says which settings and
    database it used."""
    shard = (
        "all servers in this one process"
        if settings.shard.id is None or settings.shard.count is None
        else f"{settings.shard.id} of {settings.shard.count} (ids 0 to {settings.shard.count - 1})"
    )
    metrics = (
        f"{metrics_url}/metrics and {metrics_url}/healthz"
        if metrics_url
        else "off (set SPITBOT_METRICS_PORT to serve /metrics and /healthz)"
    )
    return [
        f"SpitBot {__version__} starting:",
        f"  settings: {settings.source}",
        f"  database: {describe_database(settings.db_url)}{_synchronous(settings)}",
        f"  shard:    {shard}",
        f"  metrics:  {metrics}",
        f"  table:    {_table(settings)}",
        f"  window:   {_window(settings.play.settle_window_ms)}",
    ]


def application_report(application_id: int | None, commands_where: str) -> list[str]:
    """What the operator learns once logged in (one log line each)."""
    invite = invite_url(application_id) if application_id else "(application id unknown)"
    return [
        f"Discord application {application_id}:",
        f"  commands: {commands_where}",
        f"  invite:   {invite}",
    ]


def _table(settings: Settings) -> str:
    """Where the live table is served (issue 28.8), or how to turn it on."""
    address = settings.table_address
    if address is None or settings.table.url is None:
        return "off (set SPITBOT_TABLE_URL to serve the live table; README, The live table)"
    host, port = address
    host = f"[{host}]" if ":" in host else host
    return f"{settings.table.url}/ (served here on http://{host}:{port}, TLS in front)"


def _window(window_ms: int) -> str:
    """D3: how long presses wait (issue 20), as the runtime settles them."""
    if window_ms == 0:
        return "0 ms: every press is applied at once (SPITBOT_PLAY_SETTLE_WINDOW_MS)"
    return (
        f"presses nothing could contest are applied at once; the others wait until their "
        f"Discord time plus Discord's delivery delay (p99, measured live), at most "
        f"{window_ms} ms (SPITBOT_PLAY_SETTLE_WINDOW_MS; a server's /spit settings window: too)"
    )


def client_settings() -> dict[str, Any]:
    """What SpitBot asks of discord.py's client, shared with anything that drives the
    bot's parts through a client of its own (the preview): only the server and message
    events it reads, no message cache, and nobody pinged unless a message names them (a
    challenge its invitee): a name shaped like a mention must never ping anyone."""
    intents = discord.Intents.none()
    intents.guilds = True
    intents.guild_messages = True
    return {
        "intents": intents,
        "max_messages": None,
        "allowed_mentions": discord.AllowedMentions.none(),
    }


class SpitBot(commands.Bot):
    """SpitBot needs no privileged intent: guilds (for channels), guild messages (to hear
    that a moderator deleted a board: the events come without any message's content)
    and interactions. It keeps no message cache: a board's keeper knows its messages."""

    def __init__(
        self,
        settings: Settings,
        store: Store,
        *,
        clock: Clock | None = None,
        metrics_server: MetricsServer | None = None,
    ) -> None:
        super().__init__(
            **client_settings(),
            command_prefix=commands.when_mentioned,
            help_command=None,
            shard_id=settings.shard.id,
            shard_count=settings.shard.count,
            tree_cls=OnceTree,  # each slash command runs once (once.py)
        )
        assert isinstance(self.tree, OnceTree)
        self.deliveries = self.tree.deliveries  # each interaction is handled once
        self.settings = settings
        self.store = store
        self.catalogs = Catalogs()
        self.journal = Journal(store)
        # /healthz and /metrics, when SPITBOT_METRICS_PORT asks for them (`spitbot run`
        # starts them before the bot is made, and hands them over).
        if metrics_server is None and (address := settings.metrics_address) is not None:
            metrics_server = MetricsServer(settings.shard_label, *address)
        self.metrics_server = metrics_server
        self.health: Health | None = metrics_server.health if metrics_server else None
        self.metrics: Metrics | None = metrics_server.metrics if metrics_server else None
        if metrics_server is not None:
            metrics_server.watch(self)
        runtime = settings.runtime()
        self.recorder = StoreRecorder(self.journal)

        def registry(keepers: Keepers) -> MatchRegistry:
            # The keepers draw every board on Discord; the table room, when on, the same
            # boards on the live tables (issue 28.2): one fan-out, one owner per surface.
            self.publishers = Publishers(keepers)
            return MatchRegistry(
                clock or LoopClock(),
                runtime,
                publisher=self.publishers,
                recorder=self.recorder,
                observer=self.metrics,
                seats=StoreSeats(store),  # one live match per person on every shard
            )

        servers = ServerSettings(store, runtime.window_ms, self.catalogs)
        self.parts = parts = Parts(
            self, store, servers, registry, self._my_id, table=settings.table_address is not None
        )
        self.servers, self.keepers, self.registry = servers, parts.keepers, parts.registry
        self.controller, self.painter = parts.controller, parts.painter
        self.surface = Surface(self, parts.registry, parts.keepers)  # clocks stand while cut off
        # The live table (issue 28), when SPITBOT_TABLE_URL asks for it.
        self.tables = table_server(
            settings, parts.registry, self.catalogs, servers,
            lambda: self.application_id, lambda: self.http.token, store,
        )  # fmt: skip
        if self.tables is not None:
            self.publishers.watch(self.tables.room)

    def _my_id(self) -> int:
        return self.user.id if self.user is not None else 0

    async def setup_hook(self) -> None:
        if self.metrics_server is not None:  # `spitbot run` started it long before
            await self.metrics_server.start()
        await self.tree.set_translator(CatalogTranslator(self.catalogs))
        self.tree.add_command(self.parts.slash_commands())
        self.tree.on_error = self._command_error  # type: ignore[method-assign]
        where = await self._register_commands()
        for line in application_report(self.application_id, where):
            log.info("%s", line)
        await self.restore()
        if self.tables is not None:  # once restored matches are back: tables reconnect
            await self.tables.start()
            log.info("table: served on %s for %s", self.tables.listening, self.tables.public_url)
        # What start-up loaded (discord.py, SQLAlchemy, the catalogs, restored matches)
        # lives as long as the process: leave it out of the collector's full passes,
        # which otherwise stop every match for ~100 ms every few hundred presses.
        gc.freeze()
        gc.set_threshold(*GC_THRESHOLDS)

    async def _command_error(
        self, interaction: discord.Interaction[Any], error: discord.app_commands.AppCommandError
    ) -> None:
        servers = self.servers
        await handle_error(
            interaction, error, servers.private(interaction), servers.commands(interaction)
        )

    async def _register_commands(self) -> str:
        """Sync the slash commands; says where they went. Of many shards, shard 0 alone
        registers them (they are the application's, not a shard's): the others would
        only repeat the same calls and spend the same rate limit."""
        shard_id = self.settings.shard.id
        if shard_id:
            return f"registered by shard 0 (this is shard {shard_id})"
        guild_id = self.settings.discord.dev_guild_id
        if not guild_id:
            await self.tree.sync()  # global: may take a while to show up everywhere
            return "registered globally (Discord may take up to an hour to show them)"
        guild = discord.Object(guild_id)
        self.tree.copy_global_to(guild=guild)
        setting = self.settings.variable("discord", "dev_guild_id")
        try:
            await self.tree.sync(guild=guild)  # instant, for development
        except discord.Forbidden as error:
            invite = invite_url(self.application_id) if self.application_id else "its invite link"
            raise StartupError(
                f"Discord refused the commands for server {guild_id} ({error.status} "
                f"{error.text}): {setting} must be a server the bot is in.\n"
                f"Invite the bot there ({invite}), or clear {setting}.",
                exit_code=2,  # a setting to fix: starting again would only fail again
            ) from error
        return f"registered in the development server {guild_id} ({setting})"

    async def restore(self) -> int:
        """Bring back every live match and open challenge of this shard; close what
        cannot be brought back (a match is abandoned, and its channel told)."""
        # The servers' settings first: what is drawn now is in each server's language.
        await self.servers.load(self.settings.owns_guild)
        point = await restore_point(self.store, self.settings.owns_guild)
        for challenge in point.challenges:
            self.registry.restore_challenge(challenge)
        restored = 0
        for snap in point.snapshots:
            try:
                snapshot = MatchSnapshot.from_json(snap.notation, snap.runtime_json)
                self.registry.restore(snapshot)  # its keeper adopts the board it names
            except Exception as error:
                reason = f"unreadable snapshot: {type(error).__name__}: {error}"
                log.warning("closing match %s: %s", snap.match_id, reason)
                try:
                    await self.store.abandon_match(snap.match_id, reason[:200])  # parks it too
                except UnknownMatchError:  # a snapshot with no match row: park it alone
                    await self.store.park_snapshot(snap.match_id, reason)
                await self._announce_not_restored(snap.channel_id, snap.guild_id)
                continue
            restored += 1
        for orphan in point.orphans:
            await self.store.abandon_match(orphan, "not restorable after a restart")
        # Events after their matches: a match of theirs still live is theirs again.
        events = await self.parts.events.resume(self.settings.owns_guild)
        if events:
            log.info("resumed %d event(s)", events)
        if restored or point.challenges or point.orphans:
            log.info(
                "restored %d live match(es) and %d open challenge(s); closed %d orphan(s)",
                restored, len(point.challenges), len(point.orphans),
            )  # fmt: skip
        return restored

    async def _announce_not_restored(self, channel_id: int, guild_id: int | None) -> None:
        tr = self.servers.public(guild_id)
        try:
            await self.get_partial_messageable(channel_id).send(tr("match-not-restored"))
        except discord.HTTPException as error:
            log.warning("could not announce a closed match in %s: %s", channel_id, error)

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        if interaction.type is not discord.InteractionType.component:
            return
        if not self.deliveries.first(interaction):
            return
        self.servers.saw(interaction.guild, interaction.guild_locale)
        # Every press is routed by its custom_id alone (no stored views), also a press
        # from a client that had not yet seen the latest redraw of its message.
        data: dict[str, Any] = dict(interaction.data or {})
        custom_id = str(data.get("custom_id", ""))
        if self.metrics is None:
            await ids.route(self.controller, interaction, custom_id)
            return
        started = time.perf_counter()
        try:
            await ids.route(self.controller, interaction, custom_id)
        finally:
            kind, match_id = ids.kind_of(custom_id)
            actor = self.registry.by_id(match_id) if match_id else None
            game = actor.info.game_name if actor is not None else None
            answered = interaction.response.is_done()
            self.metrics.routed(kind, game, answered, time.perf_counter() - started)

    async def on_raw_message_delete(self, payload: discord.RawMessageDeleteEvent) -> None:
        self.keepers.deleted(payload.message_id)

    async def on_raw_bulk_message_delete(self, payload: discord.RawBulkMessageDeleteEvent) -> None:
        for message_id in payload.message_ids:
            self.keepers.deleted(message_id)

    async def on_guild_available(self, guild: discord.Guild) -> None:
        self.servers.saw(guild)

    async def on_guild_join(self, guild: discord.Guild) -> None:
        self.servers.saw(guild)

    async def on_guild_update(self, before: discord.Guild, after: discord.Guild) -> None:
        self.servers.saw(after)

    async def on_ready(self) -> None:
        log.info(
            "logged in as %s (%s) in %d server(s)", self.user, self.application_id, len(self.guilds)
        )

    async def close(self) -> None:
        if self.tables is not None:
            await self.tables.close()  # the tables reconnect to the next start
        count = await self.registry.shutdown()
        if count:
            log.info("saved %d live match(es) for the next start", count)
        await self.journal.close(grace_seconds=STOP_GRACE_SECONDS)
        self.parts.close()
        await super().close()
        if self.metrics_server is not None:
            await self.metrics_server.close()
