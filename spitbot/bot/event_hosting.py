"""What an arena and a Swiss share in the adapter: their ids and buttons, the players'
ratings, the matches they start (in threads, through :mod:`.threads`) and how a match's
end reads for an event.

A match an event started is known by its id: when it ends (the registry's ``on_end``)
its result is handed to the event that started it. After a restart the events are
rebuilt from the store, and a match that ended while the bot was down (its result is
in the store, its event's not yet) is read from the store.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol

import discord

from ..engine import AnyGame
from ..engine.outcome import EndReason
from ..events import Outcome
from ..runtime import MatchActor, Player, PlayerBusy
from ..store import Store
from . import ids
from .i18n import Markdown
from .ids import Button
from .replies import Refusal
from .threads import MatchThreads, ThreadNotMade

log = logging.getLogger(__name__)

__all__ = [
    "DEFAULT_RATING",
    "EventEnd",
    "Started",
    "discord_time",
    "event_button",
    "new_event_id",
    "read_end",
]

DEFAULT_RATING = 1500
"""The rating of a player who has none yet in the game and server (Glicko-2's start)."""


def new_event_id() -> str:
    return secrets.token_hex(8)


def event_button(event_id: str, step: str, label: str, primary: bool = False) -> Button:
    style = discord.ButtonStyle.primary if primary else discord.ButtonStyle.secondary
    return Button(ids.event_id(event_id, step), label, style)


def discord_time(when: datetime, style: str = "R") -> Markdown:
    """A time every reader's client writes in its own language and zone."""
    return Markdown(f"<t:{int(when.timestamp())}:{style}>")


def when_ms(ms: int) -> datetime:
    return datetime.fromtimestamp(ms / 1000, UTC)


@dataclass(frozen=True, slots=True)
class EventEnd:
    """How a match ended, for an event whose first player (``a``) sat in seat 0."""

    outcome: Outcome
    absent: int | None
    """Who lost by not playing (the bot forfeited them for idling, D4), if anyone."""


def read_end(actor: MatchActor) -> EventEnd:
    """A match's end as an event reads it. A match the bot had to abandon (its own
    failure, no result) is a draw: nobody is blamed for it."""
    outcome = actor.state.outcome if not actor.parked else None
    if outcome is None or outcome.winner is None:
        return EventEnd(Outcome.DRAW, None)
    loser = actor.info.players[1 - outcome.winner].user_id
    absent = loser if outcome.reason is EndReason.IDLE else None
    return EventEnd(Outcome.A_WON if outcome.winner == 0 else Outcome.B_WON, absent)


def stored_end(winner_seat: int | None, reason: str | None, players: tuple[int, int]) -> EventEnd:
    """The same, read from the store's record of a match that ended while the bot was
    down."""
    if winner_seat is None:
        return EventEnd(Outcome.DRAW, None)
    absent = players[1 - winner_seat] if reason == EndReason.IDLE.value else None
    return EventEnd(Outcome.A_WON if winner_seat == 0 else Outcome.B_WON, absent)


class Starter(Protocol):
    async def start(self, **kwargs: Any) -> MatchActor: ...


@dataclass(frozen=True, slots=True)
class Started:
    """A match an event asked for: started (``actor``) or not, and then who could not
    play (``busy``: in another match) or ``None`` (Discord refused the thread)."""

    actor: MatchActor | None
    busy: int | None = None


async def start_match(
    threads: MatchThreads,
    *,
    guild_id: int,
    channel_id: int,
    players: tuple[Player, Player],
    game: AnyGame,
    variant: Any,
) -> Started:
    """A rated match of an event in a new thread of the event's channel."""
    try:
        actor = await threads.start(guild_id=guild_id, channel_id=channel_id, players=players,
                                    game=game, variant=variant)  # fmt: skip
    except PlayerBusy as busy:
        who = next((p.user_id for p in players if p.name == busy.name), players[0].user_id)
        return Started(None, busy=who)
    except ThreadNotMade as refused:
        log.warning("event match in %s not started: %s", channel_id, refused.why)
        return Started(None)
    return Started(actor)


async def rating_of(store: Store, user_id: int, guild_id: int, game: str) -> int:
    """A player's rating in the server's ladder of the game, as an event ranks them."""
    stats = await store.player_stats(user_id, guild_id, game=game)
    return DEFAULT_RATING if stats.rating is None else round(stats.rating)


def may_hold_events(interaction: discord.Interaction[Any], role_id: int | None) -> bool:
    """Whether the presser may open (or start) an event: Manage Server, or the role the
    server names for events (``/spit settings event-role:``)."""
    if interaction.permissions.manage_guild:
        return True
    roles = getattr(interaction.user, "roles", ())
    return role_id is not None and any(role.id == role_id for role in roles)


def need_manage(interaction: discord.Interaction[Any], role_id: int | None) -> None:
    """Opening an event needs Manage Server or the server's events role."""
    if not may_hold_events(interaction, role_id):
        raise Refusal("refusal-event-need-manage")


Ended = Callable[[MatchActor], None]
