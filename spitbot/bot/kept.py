"""What a match's keeper works with: the looks of its messages, each message's record,
and the three small ports it writes, draws and reports through.

The keeper (:mod:`.keeper`) never touches Discord itself: it writes through a
:class:`Transport` (discord.py in :mod:`.transport`, a scripted one in the tests),
draws through an :class:`Artist` (the game's UI in the match's languages, in
:mod:`.artist`) and tells the match what it must know through a :class:`Link` (the
runtime's :class:`~spitbot.runtime.MatchActor`). Drawings are opaque to it.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..engine import Reason
from ..runtime import Board, BoardRefused, Unavailable

Drawing = Any  # what the artist drew and the transport sends; the keeper never reads it


@dataclass(frozen=True, slots=True)
class Look:
    """What a message shows, as far as telling two drawings apart goes: a live board of
    ``version`` (``late``: it says results are saved late; ``extra``: e.g. a final
    board's rematch votes), a closed, replaced or stopped board, or a player's hand
    (``extra``: it says it stops updating by itself soon)."""

    kind: str  # "board", "closed", "replaced", "stopped", "hand", "hand-stopped"
    version: int = -1
    late: bool = False
    extra: Hashable = None


CLOSED = Look("closed")
REPLACED = Look("replaced")
STOPPED = Look("stopped")
HAND_STOPPED = Look("hand-stopped")


@dataclass(frozen=True, slots=True)
class Token:
    """What can edit a player's hand: the interaction it was drawn through (opaque to the
    keeper), the language of its player, and when Discord stops taking it (wall ms).
    ``message_id``: the follow-up message of that interaction it edits (None: the
    interaction's own message, the one pressed or its answer)."""

    handle: Any
    audience: Any
    expires_ms: int
    message_id: int | None = None


@dataclass(eq=False)
class Kept:
    """One message of the match, as the keeper keeps it.

    ``shows`` is what Discord shows now (None: not known, e.g. after writes whose
    order Discord alone knows); ``busy`` counts the writes on it in flight, the
    keeper's own and press replies; ``drawn`` the looks the writes of the current
    overlapping group drew (None for one whose fate is unknown): once none is in
    flight, the message shows their look if they all drew the same, else it is not
    known and is drawn again. ``closing`` is what an old board is closed with (a board a
    restart left beside the live one: replaced); ``unsure`` the messages pressed as this
    board while its post was unanswered (one may be another board); ``unknown`` that a
    post of it may have been made (it timed out): it is posted again with its nonce."""

    role: str  # "board" or "hand"
    round: int = 0  # the round a board belongs to
    seat: int | None = None  # a hand's seat
    message_id: int | None = None  # None: a board not posted (yet, or again)
    nonce: str | None = None  # the nonce a board is posted with
    shows: Look | None = None
    busy: int = 0
    drawn: set[Look | None] = field(default_factory=set)
    token: Token | None = None  # a hand's
    retry_at: float | None = None  # after a failed write: not before then
    failures: int = 0
    closing: Look = CLOSED
    unsure: set[int] = field(default_factory=set)
    unknown: bool = False
    born_ms: int | None = None  # when Discord made the board (wall ms), if known
    busy_since: float | None = None  # since when writes on it are in flight (clock seconds)
    first_round: int = -1  # a board: the round it was first drawn for (-1: its round)

    def __post_init__(self) -> None:
        if self.first_round < 0:
            self.first_round = self.round

    @property
    def posted(self) -> bool:
        return self.message_id is not None


# --- what a write can run into ------------------------------------------------------


class WriteFailed(Exception):
    """A write Discord did not take. ``applied`` is False when it certainly changed
    nothing (Discord answered with an error), None when nobody knows (the network)."""

    applied: bool | None = False


class Gone(WriteFailed):
    """The message no longer exists (10008): a moderator deleted it."""


class Refused(WriteFailed):
    """Discord will never take it here (no access or permission, the channel gone):
    ``reason`` words it for the players, ``why`` for the match's record."""

    def __init__(self, reason: Reason, why: str | None = None) -> None:
        super().__init__(repr(reason))
        self.reason = reason
        self.why = why


class TooOld(WriteFailed):
    """Discord caps edits of a message older than an hour (30046)."""


class Expired(WriteFailed):
    """The interaction token that could edit a hand has run out (15 minutes)."""


class ShutDown(WriteFailed):
    """The bot is shutting down (its HTTP session is closed): nothing more is written."""

    applied = None


class Retry(WriteFailed):
    """A failure that passes (rate limits past the library's retries, Discord's 5xx):
    sent again later."""

    def __init__(self, why: str, applied: bool | None = False) -> None:
        super().__init__(why)
        self.applied = applied


# --- the ports ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Posted:
    """A board posted: its message id, and whether it shows what was posted (False:
    Discord handed back a message an earlier post made, by its nonce, as it was then)."""

    message_id: int
    matches: bool = True


class Transport(Protocol):
    async def post(self, channel_id: int, drawing: Drawing, nonce: str) -> Posted: ...

    async def edit(self, channel_id: int, message_id: int, drawing: Drawing) -> None: ...

    async def edit_through(self, token: Token, drawing: Drawing) -> None: ...

    async def fetch(self, channel_id: int, message_id: int) -> None:
        """Ask Discord for a message: raises :class:`Gone` if it no longer has it."""

    async def say(self, channel_id: int, text: str) -> None:
        """Post a notice in the channel (a match stopped or abandoned)."""


class Notifier(Protocol):
    """The interaction that started a match: the match's players are told through it
    while it is fresh (it needs no permission in the channel)."""

    def is_expired(self) -> bool: ...

    async def send(self, text: str) -> None:
        """A public follow-up message (raises :class:`WriteFailed`)."""


class Responder(Protocol):
    """The answer to one press, through its interaction (it needs no permission)."""

    @property
    def message_id(self) -> int | None:
        """The message the press was made on."""

    async def update(self, drawing: Drawing) -> None:
        """Redraw the pressed message (type 7)."""

    async def defer(self) -> None:
        """Acknowledge without a redraw (type 6): the message already shows it."""

    async def send(self, drawing: Drawing) -> int | None:
        """Answer with a new private message (a player's panel, a question): its id."""

    async def send_aside(self, drawing: Drawing) -> int:
        """Acknowledge the press on its message (type 6: that message stays the
        interaction's own, which its token can edit) and send ``drawing`` as a new private
        follow-up: its id."""

    async def tell(self, text: str) -> None:
        """Tell the presser privately, whether or not the press was answered yet."""


class Artist(Protocol):
    """Draws a match's messages (its game's UI, in the server's language; a hand in its
    player's)."""

    @property
    def replies_draw_board(self) -> bool:
        """Whether a press's answer redraws the shared board (Spit) or only the
        presser's hand (Speed)."""

    def board(self, board: Board, look: Look, said: str | None = None) -> Drawing:
        """The live board at ``look``; ``said``: why a player's press was refused, on it."""

    def closed(self, round_no: int) -> Drawing: ...

    def replaced(self) -> Drawing: ...

    def stopped(self) -> Drawing: ...

    def hand(
        self, board: Board, seat: int, audience: Any, look: Look, warning: str | None
    ) -> Drawing: ...

    def notice(self, what: str, reason: Reason | None = None) -> str:
        """What the players are told in the channel: the match ``"parked"`` (stopped by
        an error) or ``"abandoned"`` (``reason``)."""


class Link(Protocol):
    """What the keeper tells its match (the runtime's actor)."""

    def keep(self, notes: Mapping[str, int]) -> None:
        """Notes to keep in the match's snapshots (the live board's message and round)."""

    def board_refused(self, refused: BoardRefused) -> None:
        """The channel will never take the board: the match ends."""

    def board_missing(self, missing: bool) -> None:
        """Whether the match has no live board Discord shows (its clocks stand)."""

    def unavailable(self, cause: Unavailable, on: bool = True) -> None:
        """Whether ``cause`` keeps the players from the match (here: Discord refuses the
        board's writes again and again): its clocks stand meanwhile."""
