"""How SpitBot gets to Discord and stays there (``spitbot/bot/connection.py``), each rule
on its own, with discord.py's records and exceptions as discord.py makes them and a
stand-in for the bot. The whole, against the fake Discord in another process:
tests/test_discord_outages.py."""

from __future__ import annotations

import logging
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import aiohttp
import discord
import pytest

from spitbot.bot import connection
from spitbot.bot.connection import GatewayLog, connect
from spitbot.problems import StartupError


def handshake_refused(status: int) -> aiohttp.WSServerHandshakeError:
    """What aiohttp raises when the gateway answers the websocket upgrade with ``status``."""
    request = SimpleNamespace(real_url="wss://gateway.discord.gg/")
    return aiohttp.WSServerHandshakeError(
        request,  # type: ignore[arg-type]
        (),
        status=status,
        message="Invalid response status",
    )


class StandIn:
    """The parts of the bot connection.py uses: ``ws`` (documented: None until the
    first connection), ``connect``, ``is_closed`` and listeners."""

    def __init__(self, *outcomes: BaseException | None, ws: object = None) -> None:
        self.outcomes = list(outcomes)  # what each connect() does: raise it, or return
        self.ws = ws
        self.listeners: dict[str, list[Callable[[], Any]]] = {}

    async def connect(self, *, reconnect: bool) -> None:
        assert reconnect
        outcome = self.outcomes.pop(0)
        if outcome is not None:
            raise outcome

    def is_closed(self) -> bool:
        return False

    def add_listener(self, listener: Callable[[], Any], event: str) -> None:
        self.listeners.setdefault(event, []).append(listener)

    def remove_listener(self, listener: Callable[[], Any], event: str) -> None:
        self.listeners[event].remove(listener)


def reconnect_logged(caplog: pytest.LogCaptureFixture) -> logging.LogRecord:
    """discord.py's own record of a failed reconnect (``Client.connect``'s words)."""
    with caplog.at_level(logging.DEBUG, "discord.client"):
        try:
            raise handshake_refused(520)
        except aiohttp.ClientError:
            logging.getLogger("discord.client").exception("Attempting a reconnect in %.2fs", 1.48)
    (record,) = [r for r in caplog.records if r.name == "discord.client"]
    return record


@pytest.mark.parametrize("debug", [False, True])
async def test_a_failed_reconnect_is_one_warning_line_the_traceback_at_debug(
    debug: bool, caplog: pytest.LogCaptureFixture
) -> None:
    bot = StandIn(ws=object())  # connected before
    told: list[str] = []
    health: Any = SimpleNamespace(lost=told.append)
    gateway_log = GatewayLog(bot, health, traceback=debug)  # type: ignore[arg-type]
    gateway_log.install()
    try:
        record = reconnect_logged(caplog)
        caplog.clear()
        with caplog.at_level(logging.INFO, "spitbot"):
            for back in bot.listeners["on_resumed"]:
                await back()
    finally:
        gateway_log.uninstall()
    assert (record.levelname, record.getMessage()) == (
        "WARNING", "lost Discord's gateway (the gateway answered 520): reconnecting in 1.5s"
    )  # fmt: skip
    assert (record.exc_info is not None) is debug  # the traceback only at DEBUG
    assert told == ["the gateway answered 520"]  # for /healthz
    assert [r.getMessage() for r in caplog.records] == [
        "connected to Discord's gateway, after 1 failed attempt(s)"
    ]
    caplog.clear()
    record = reconnect_logged(caplog)  # uninstalled: discord.py's own record again
    assert record.levelname == "ERROR" and record.exc_info is not None
    assert bot.listeners == {"on_connect": [], "on_resumed": []}


def first_connection_failed(cause: BaseException) -> AttributeError:
    """What discord.py 2.7's connect() raises when its first connection failed with
    ``cause`` (Rapptz/discord.py#10520): the AttributeError, in the middle of handling
    the cause."""
    try:
        try:
            raise cause
        except type(cause):
            None.sequence  # type: ignore[attr-defined]  # noqa: B018 (as discord.py does)
    except AttributeError as error:
        return error
    raise AssertionError("unreachable")


async def test_a_first_gateway_connection_that_fails_is_tried_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(connection, "FIRST_RETRY", 0.0)
    bot = StandIn(first_connection_failed(handshake_refused(503)), None)
    said: list[str] = []
    await connect(bot, said.append)  # type: ignore[arg-type]
    assert said == [
        "cannot reach Discord's gateway (the gateway answered 503 Service Unavailable); "
        "trying again"
    ]
    assert bot.outcomes == []  # connected the second time


async def test_an_attribute_error_of_any_other_kind_is_not_swallowed() -> None:
    bot = StandIn(first_connection_failed(handshake_refused(503)), ws=object())  # connected
    with pytest.raises(AttributeError):
        await connect(bot, lambda _: None)  # type: ignore[arg-type]
    bot = StandIn(first_connection_failed(KeyError("a bug")))  # not a connection failure
    with pytest.raises(AttributeError):
        await connect(bot, lambda _: None)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("closed", "says"),
    [
        (discord.ConnectionClosed(SimpleNamespace(close_code=4004), shard_id=None),  # type: ignore[arg-type]
         "Discord's gateway closed the connection (4004 Authentication failed).\nDiscord "
         "rejected the token."),
        (discord.ConnectionClosed(SimpleNamespace(close_code=4011), shard_id=None),  # type: ignore[arg-type]
         "closed the connection (4011 Sharding required).\nThis bot is in too many servers"),
        (discord.PrivilegedIntentsRequired(None),
         "Discord refused the gateway intents SpitBot asks for (4014 Disallowed intent(s))"),
    ],
)  # fmt: skip
async def test_a_gateway_refusal_that_retrying_cannot_fix_ends_the_start(
    closed: discord.ClientException, says: str
) -> None:
    """Discord's close codes after which a client must not reconnect: exit 2, which the
    systemd units do not restart."""
    with pytest.raises(StartupError) as error:
        await connect(StandIn(closed), lambda _: None)  # type: ignore[arg-type]
    assert says in str(error.value) and error.value.exit_code == 2
