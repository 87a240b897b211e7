"""The live table (issue 28, docs/table.md): a second surface on the same runtime as the
buttons, in a Discord Activity or a web page. Its server (aiohttp, in the bot's loop),
its room (every open table's socket), tickets and Discord's OAuth2. It knows no game and
writes no word: the adapter hands it a :class:`Drawer`."""

from .drawer import Drawer, UnknownMove
from .oauth import DISCORD_API, DiscordAccounts, Instance, Refused, Unreachable, User
from .relay import ShardRelay, Shards, Whereabouts, shard_sockets
from .room import Socket, TableRoom
from .server import TableServer
from .tickets import BadTicket, Ticket, TicketOffice

__all__ = [
    "DISCORD_API", "BadTicket", "DiscordAccounts", "Drawer", "Instance", "Refused",
    "ShardRelay", "Shards", "Socket", "TableRoom", "TableServer", "Ticket", "TicketOffice",
    "UnknownMove", "Unreachable", "User", "Whereabouts", "shard_sockets",
]  # fmt: skip
