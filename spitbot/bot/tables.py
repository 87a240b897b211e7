"""The live table's words and games (issue 28): the :class:`~spitbot.table.Drawer` the
table room asks, answered from the games' plug-ins (each game's ``table`` module) and
the same Fluent catalogs as the bot's messages (``table.ftl``: the table's own words).

Who reads which language: a table user's own Discord language when it is one of ours,
else the server's (as a private reply)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import discord

from ..config import Settings
from ..engine import Reason
from ..runtime import Board, MatchInfo, MatchRegistry
from ..table import (
    DiscordAccounts,
    ShardRelay,
    Shards,
    TableRoom,
    TableServer,
    TicketOffice,
    UnknownMove,
    Whereabouts,
    shard_sockets,
)
from . import table_json
from .i18n import Catalogs, language_of, say
from .plugins import plugin_of, ui_of
from .replies import Refusal
from .seats import COLOUR_NAMES
from .shared_render import note_lines, outcome_text, when

WORDS = (
    "table-title", "table-spectating", "table-connecting", "table-reconnecting",
    "table-your-seat", "table-rival", "table-pile-left", "table-pile-right",
    "table-latency", "table-ticket-expired", "table-match-over",
)  # fmt: skip
"""The fixed words a client is sent in its welcome (docs/table.md, ``words``)."""


class Languages(Protocol):
    """A server's language (:class:`~.servers.ServerSettings` is one)."""

    def language(self, guild_id: int | None) -> str: ...


class TableDrawer:
    def __init__(self, catalogs: Catalogs, servers: Languages) -> None:
        self.catalogs = catalogs
        self.servers = servers

    def has_table(self, game: str) -> bool:
        try:
            return plugin_of(game).table is not None
        except KeyError:
            return False

    def language(self, locale: str | None, guild_id: int | None) -> str:
        mine = None
        if locale:
            try:
                mine = language_of(discord.Locale(locale))
            except ValueError:
                mine = None
        return mine or self.servers.language(guild_id)

    def state(self, board: Board, seat: int | None, language: str) -> dict[str, Any]:
        tr = self.catalogs[language]
        info, state = board.match, board.state
        view = plugin_of(info.game_name).table
        assert view is not None, f"{info.game_name} has no table"
        over = state.outcome is not None
        countdown = board.countdown
        playing = seat is not None and not over and not board.paused
        result = None
        if over:
            ui = ui_of(info.game_name)
            lines = [outcome_text(board, tr, ui.lowest_score_wins(info.variant)),
                     *ui.summary(board, tr)]  # fmt: skip
            result = {"winner": state.outcome.winner, "words": [table_json.words(x) for x in lines]}
        return {
            "match": info.match_id,
            "game": info.game_name,
            "round": state.round,
            "phase": state.phase.value,
            "seat": seat,
            "players": [
                {"seat": n, "name": p.name, "bot": p.bot is not None, "colour": COLOUR_NAMES[n]}
                for n, p in enumerate(info.players)
            ],
            "table": view.table(board, seat),
            "moves": view.moves(board, seat, tr) if playing and seat is not None else [],
            "events": [view.event(event) for event in board.last],
            "countdown": None
            if countdown is None
            else {
                "kind": countdown.kind,
                "seats": list(countdown.seats),
                "deadline_ms": countdown.deadline_ms,
                "words": table_json.words(str(when(board, tr)).strip()),
            },
            "said": view.status(board, seat, tr),
            "notes": [table_json.words(line) for line in note_lines(board, tr)],
            "scores": list(state.scores),
            "over": over,
            "result": result,
            "paused": board.paused,
            "saving_late": board.saving_late,
        }

    def action(self, move: str, seat: int, board: Board) -> Any:
        try:
            action = ui_of(board.match.game_name).action(move, seat, board)
        except Refusal:
            raise UnknownMove(move) from None
        if action is None:
            raise UnknownMove(move)
        return action

    def refusal(self, reason: Reason, match: MatchInfo, language: str) -> tuple[str, str]:
        tr = self.catalogs[language]
        return reason.code, table_json.words(say(reason, tr, match.names(), match.game_name))

    def words(self, language: str) -> dict[str, str]:
        tr = self.catalogs[language]
        # ``table-latency``'s number is the client's to fill in: it gets ``{ms}`` there.
        return {message: table_json.words(tr(message, ms="{ms}")) for message in WORDS}

    def say(self, message_id: str, language: str, **args: Any) -> str:
        return table_json.words(self.catalogs[language](message_id, **args))


def table_server(
    settings: Settings,
    registry: MatchRegistry,
    catalogs: Catalogs,
    servers: Languages,
    application_id: Callable[[], int | None],
    bot_token: Callable[[], str | None],
    where: Whereabouts | None = None,
) -> TableServer | None:
    """The live table's server when ``SPITBOT_TABLE_URL`` asks for it (None: off), its
    room watching ``registry``'s boards (the caller adds it to the publisher fan-out)."""
    address = settings.table_address
    secret = settings.discord.client_secret
    if address is None or settings.table.url is None or secret is None:
        return None
    accounts = DiscordAccounts(
        application_id, secret.get_secret_value().strip(), bot_token, settings.table.api_url
    )
    tickets = TicketOffice(secret.get_secret_value().strip())
    room = TableRoom(registry, TableDrawer(catalogs, servers), tickets, accounts)
    host, port = address
    relay = None
    shards = settings.table_shard_urls
    if where is not None and shards and settings.shard.id is not None:
        # 28.10: a table whose match another shard holds is relayed to that shard.
        relay = ShardRelay(Shards(settings.shard.id, shard_sockets(shards)), where)
    return TableServer(room, accounts, settings.table.url, host, port,
                       application_id=application_id, relay=relay)  # fmt: skip
