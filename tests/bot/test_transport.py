"""One reading of Discord's refusals for every write (spitbot.bot.transport.refusal): each
error the fake Discord answers (preview/fakediscord/rest.py, with Discord's status, code
and message) means one thing for a write, by the way the write went."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import aiohttp
import discord
import pytest

from fakediscord.rest import OLD_EDITS, OUTAGE_BODY, RATE_LIMITED, RestError
from spitbot.bot.games import Drawn
from spitbot.bot.kept import Expired, Gone, Refused, Retry, ShutDown, Token, TooOld
from spitbot.bot.pressed import redraw
from spitbot.bot.reasons import BoardNotPosted
from spitbot.bot.transport import (
    CHANNEL_DELETED,
    DiscordTransport,
    Through,
    refusal,
    refused,
)
from spitbot.engine.spit import Variant
from spitbot.runtime import MatchInfo, Player

CHANNEL, READ, TOKEN, ANSWER = Through.CHANNEL, Through.READ, Through.TOKEN, Through.ANSWER
PLAYERS = (Player(1, "alice"), Player(2, "bob"))


def discord_error(status: int, code: int, message: str) -> discord.HTTPException:
    """The error discord.py raises for the fake's answer (its ``HTTPClient.request``: 403
    Forbidden, 404 NotFound, 5xx DiscordServerError), with the fake's own error body."""
    response: Any = SimpleNamespace(status=status, reason="")
    outage = status >= 500  # Discord's edge answers in plain text
    body: Any = message if outage else RestError(status, code, message).payload()
    kind = {403: discord.Forbidden, 404: discord.NotFound}.get(status, discord.HTTPException)
    if status >= 500:
        kind = discord.DiscordServerError
    return kind(response, body)


UNKNOWN_MESSAGE = (404, 10008, "Unknown Message")  # a deleted message
UNKNOWN_CHANNEL = (404, 10003, "Unknown Channel")  # a deleted channel
MISSING_ACCESS = (403, 50001, "Missing Access")  # a server the bot is no longer in
MISSING_PERMISSIONS = (403, 50013, "Missing Permissions")
OLD_MESSAGE = (429, 30046, OLD_EDITS)  # too many edits of an hour-old message
INVALID_TOKEN = (401, 50027, "Invalid Webhook Token")  # an interaction's 15 minutes are up
UNKNOWN_WEBHOOK = (404, 10015, "Unknown Webhook")
UNKNOWN_INTERACTION = (404, 10062, "Unknown interaction")  # an answer after 3 s
ANSWERED = (400, 40060, "Interaction has already been acknowledged.")
BAD_BODY = (400, 50035, "Invalid Form Body")  # a bug in what the bot sent
LIMITED = (429, 0, RATE_LIMITED)  # past discord.py's own retries
OUTAGE = (503, 0, OUTAGE_BODY)  # Discord's edge, nothing behind it

# What each means, written CHANNEL, READ, TOKEN, ANSWER; None: a read that cannot tell,
# "error": raised as it is.
MEANINGS: list[tuple[tuple[int, int, str], tuple[Any, Any, Any, Any]]] = [
    (UNKNOWN_MESSAGE, (Gone, Gone, Gone, Gone)),
    (UNKNOWN_CHANNEL, (Refused, Refused, Expired, "error")),
    (MISSING_ACCESS, (Refused, None, Expired, "error")),
    (MISSING_PERMISSIONS, (Refused, None, Expired, "error")),
    (OLD_MESSAGE, (TooOld, TooOld, TooOld, TooOld)),
    (INVALID_TOKEN, ("error", "error", Expired, "error")),
    (UNKNOWN_WEBHOOK, ("error", "error", Expired, "error")),
    (UNKNOWN_INTERACTION, ("error", "error", Expired, "error")),
    (ANSWERED, ("error", "error", "error", "error")),
    (BAD_BODY, ("error", "error", "error", "error")),
    (LIMITED, (Retry, Retry, Retry, "error")),
    (OUTAGE, (Retry, Retry, Retry, "error")),
]


@pytest.mark.parametrize(
    ("answer", "through", "meaning"),
    [
        pytest.param(answer, through, meaning, id=f"{answer[1] or answer[0]}-{through.value}")
        for answer, meanings in MEANINGS
        for through, meaning in zip((CHANNEL, READ, TOKEN, ANSWER), meanings, strict=True)
    ],
)
def test_each_refusal_means_one_thing_for_each_way_of_writing(
    answer: tuple[int, int, str], through: Through, meaning: Any
) -> None:
    error = discord_error(*answer)
    got = refusal(error, through, lambda: "embed_links")
    if meaning is None or meaning == "error":
        assert got is (None if meaning is None else error)
    else:
        assert type(got) is meaning
        assert got is not None and got.applied is False  # Discord answered: nothing changed


def test_a_channel_that_never_takes_the_board_says_why() -> None:
    gone = refusal(discord_error(*UNKNOWN_CHANNEL), CHANNEL)
    assert isinstance(gone, Refused) and gone.why == CHANNEL_DELETED
    assert gone.reason == BoardNotPosted("channel-gone")
    barred = refusal(discord_error(*MISSING_PERMISSIONS), CHANNEL, lambda: "embed_links")
    assert isinstance(barred, Refused) and barred.why is None
    assert barred.reason == BoardNotPosted("embed_links")
    unknown = refusal(discord_error(*MISSING_ACCESS), CHANNEL)  # nothing more is known
    assert isinstance(unknown, Refused) and unknown.reason == BoardNotPosted("send_messages")


async def _fails(error: Exception) -> None:
    raise error


@pytest.mark.parametrize("through", list(Through))
async def test_a_write_raises_what_its_refusal_means_from_it(through: Through) -> None:
    deleted = discord_error(*UNKNOWN_MESSAGE)
    with pytest.raises(Gone) as raised, refused(through):
        await _fails(deleted)
    assert raised.value.__cause__ is deleted
    bug = discord_error(*BAD_BODY)
    with pytest.raises(discord.HTTPException) as as_it_is, refused(through):
        await _fails(bug)
    assert as_it_is.value is bug


async def test_a_read_without_read_message_history_goes_by_what_the_bot_knows() -> None:
    with refused(READ):
        await _fails(discord_error(*MISSING_ACCESS))
    with pytest.raises(Refused), refused(CHANNEL):
        await _fails(discord_error(*MISSING_ACCESS))


class _Discord:
    """A bot, a channel, a message and an interaction whose every call fails with
    ``error``: what a write through discord.py runs into."""

    def __init__(self, error: BaseException, closed: bool = False) -> None:
        self.error, self.closed = error, closed
        self.response = self  # an interaction's response

    def is_closed(self) -> bool:
        return self.closed

    def get_channel(self, channel_id: int) -> None:
        return None

    def get_partial_messageable(self, channel_id: int) -> _Discord:
        return self

    def get_partial_message(self, message_id: int) -> _Discord:
        return self

    async def _fail(self, *args: Any, **kwargs: Any) -> Any:
        raise self.error

    send = edit = fetch = edit_original_response = edit_message = _fail


async def _write(way: str, error: BaseException, closed: bool = False) -> Any:
    """What one of the keeper's writes raises when discord.py raises ``error``."""
    fake: Any = _Discord(error, closed)
    match = MatchInfo("m", 1, 2, PLAYERS, Variant(), seed=1, started_ms=0)
    transport = DiscordTransport(fake, match)
    calls = {
        "post": lambda: transport.post(2, Drawn("board"), "nonce"),
        "edit": lambda: transport.edit(2, 3, Drawn("board")),
        "read": lambda: transport.fetch(2, 3),
        "token": lambda: transport.edit_through(Token(fake, None, 0), Drawn("hand")),
        "answer": lambda: redraw(fake, Drawn("board")),
    }
    try:
        await calls[way]()
    except Exception as raised:
        return raised
    return None


WAYS = {"post": 0, "edit": 0, "read": 1, "token": 2, "answer": 3}


@pytest.mark.parametrize(
    ("answer", "way", "meaning"),
    [
        pytest.param(answer, way, meanings[n], id=f"{answer[1] or answer[0]}-{way}")
        for answer, meanings in MEANINGS
        for way, n in WAYS.items()
    ],
)
async def test_every_write_reads_a_refusal_the_one_way(
    answer: tuple[int, int, str], way: str, meaning: Any
) -> None:
    error = discord_error(*answer)
    raised = await _write(way, error)
    if meaning is None or meaning == "error":
        assert raised is (None if meaning is None else error)
    else:
        assert type(raised) is meaning and raised.__cause__ is error


@pytest.mark.parametrize("way", ["post", "edit", "read", "token"])
async def test_a_write_that_got_no_answer_is_sent_again_unless_the_bot_is_stopping(
    way: str,
) -> None:
    lost = aiohttp.ClientConnectionError("connection reset")
    again = await _write(way, lost)
    assert type(again) is Retry and again.applied is None  # nobody knows if it landed
    assert type(await _write(way, lost, closed=True)) is ShutDown
    closed = RuntimeError("Session is closed")
    assert type(await _write(way, closed, closed=True)) is ShutDown
    assert await _write(way, closed) is closed  # a bug while running: raised as it is
