"""End-to-end checks of the fake Discord with a tiny real discord.py bot."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands
from discord.ext import commands

from fakediscord import (
    FakeDiscord,
    FakeMember,
    InteractionHandle,
    ManualClock,
    SnowflakeFactory,
    StoredMessage,
    check_message,
    load_spec_validator,
    make_snowflake,
    running_bot,
    snowflake_ms,
    snowflake_time,
)
from fakediscord.control import ControlApi
from fakediscord.rest import OUTAGE_BODY

PROJECT_ROOT = Path(__file__).resolve().parents[1]


# --------------------------------------------------------------------------- the bot


class Board(discord.ui.View):
    """A message with two buttons: a shared "press" and a private "hand"."""

    def __init__(self, bot: MiniBot) -> None:
        super().__init__(timeout=None)
        self.bot = bot

    @discord.ui.button(label="Press", custom_id="board:press", style=discord.ButtonStyle.primary)
    async def press(
        self, interaction: discord.Interaction, button: discord.ui.Button[Board]
    ) -> None:
        self.bot.presses.append((interaction.id, interaction.user.id))
        try:
            await interaction.response.edit_message(
                content=f"pressed by {interaction.user.name}", view=self
            )
        except discord.HTTPException as exc:
            self.bot.errors.append(exc)
            self.bot.changed()

    @discord.ui.button(label="Hand", custom_id="board:hand")
    async def hand(
        self, interaction: discord.Interaction, button: discord.ui.Button[Board]
    ) -> None:
        await interaction.response.send_message(
            f"your hand, {interaction.user.name}: 5♠ 6♥", ephemeral=True
        )

    @discord.ui.button(label="Later", custom_id="board:later")
    async def later(
        self, interaction: discord.Interaction, button: discord.ui.Button[Board]
    ) -> None:
        await interaction.response.defer()
        await interaction.edit_original_response(content="edited after a deferred update")


class Duplicates(discord.ui.View):
    """Two buttons with the same custom_id (discord.py does not check this)."""

    def __init__(self) -> None:
        super().__init__(timeout=None)
        for label in ("a", "b"):
            self.add_item(discord.ui.Button(label=label, custom_id="same"))


class Picker(discord.ui.View):
    """A string select."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.select(
        custom_id="pick",
        options=[discord.SelectOption(label=c, value=c) for c in ("hearts", "spades")],
    )
    async def pick(
        self, interaction: discord.Interaction, select: discord.ui.Select[Picker]
    ) -> None:
        await interaction.response.edit_message(content=f"picked {select.values[0]}", view=None)


class NameModal(discord.ui.Modal, title="Your name"):
    name: discord.ui.TextInput[NameModal] = discord.ui.TextInput(
        label="Name", custom_id="modal:name"
    )

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"hello {self.name.value}")


class MiniBot(commands.Bot):
    """Just enough of a game bot to exercise the fake."""

    def __init__(self) -> None:
        intents = discord.Intents.default()
        intents.message_content = True
        super().__init__(
            command_prefix="!",
            intents=intents,
            guild_ready_timeout=0.05,
            allowed_mentions=discord.AllowedMentions.none(),  # the fake checks every post
        )
        #: Set by the fixture to `fake.notify`, so tests can wait on the bot's own state.
        self.changed: Callable[[], None] = lambda: None
        self.presses: list[tuple[int, int]] = []
        self.errors: list[discord.HTTPException] = []
        self.response_ids: list[int | None] = []
        self.gate = asyncio.Event()

    async def setup_hook(self) -> None:
        spit = app_commands.Group(name="spit", description="Play Spit")
        bot = self

        @spit.command(name="challenge", description="Challenge someone")
        async def challenge(interaction: discord.Interaction, opponent: discord.Member) -> None:
            response = await interaction.response.send_message(
                f"{interaction.user.mention} challenges {opponent.mention}", view=Board(bot)
            )
            bot.response_ids.append(response.message_id)
            bot.changed()

        @spit.command(name="slow", description="Answers once the test opens the gate")
        async def slow(interaction: discord.Interaction) -> None:
            await bot.gate.wait()
            try:
                await interaction.response.send_message("finally")
            except discord.HTTPException as exc:
                bot.errors.append(exc)
                bot.changed()

        @spit.command(name="bad", description="Sends an invalid message")
        @app_commands.choices(
            kind=[app_commands.Choice(name=k, value=k) for k in ("rows", "content", "duplicates")]
        )
        async def bad(interaction: discord.Interaction, kind: str) -> None:
            await interaction.response.defer()
            try:
                if kind == "rows":
                    button = {"type": 2, "style": 1, "label": "x"}
                    rows = [
                        {"type": 1, "components": [{**button, "custom_id": f"r{i}"}]}
                        for i in range(6)
                    ]
                    route = discord.http.Route(
                        "POST", "/channels/{channel_id}/messages", channel_id=interaction.channel_id
                    )
                    await bot.http.request(route, json={"content": "six rows", "components": rows})
                elif kind == "content":
                    assert isinstance(interaction.channel, discord.TextChannel)
                    await interaction.channel.send("x" * 2001)
                else:
                    await interaction.followup.send("dups", view=Duplicates())
            except discord.HTTPException as exc:
                bot.errors.append(exc)
                bot.changed()

        @spit.command(name="think", description="Defers, then answers with a followup")
        async def think(interaction: discord.Interaction) -> None:
            await interaction.response.defer(thinking=True, ephemeral=True)
            await interaction.followup.send("thought about it")

        @spit.command(name="pick", description="Pick a suit")
        async def pick(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("pick a suit", view=Picker())

        @commands.command()
        async def ping(ctx: commands.Context[MiniBot]) -> None:
            await ctx.reply("pong")

        self.add_command(ping)

        @spit.command(name="rename", description="Asks for a name in a modal")
        async def rename(interaction: discord.Interaction) -> None:
            await interaction.response.send_modal(NameModal())

        self.tree.add_command(spit)
        await self.tree.sync()


# --------------------------------------------------------------------------- fixtures


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    """A fake Discord, with its control API (``/_fake/``) as ``python -m fakediscord``
    serves it."""
    fake = FakeDiscord()
    await fake.serve(ControlApi(fake).register)
    try:
        yield fake
    finally:
        await fake.close()


@pytest.fixture
def players(fake: FakeDiscord) -> tuple[FakeMember, FakeMember]:
    return fake.add_member("alice"), fake.add_member("bob")


@pytest.fixture
async def bot(fake: FakeDiscord, players: Any) -> AsyncIterator[MiniBot]:
    mini = MiniBot()
    mini.changed = fake.notify
    async with running_bot(fake, mini) as bot:
        yield bot


async def challenge(
    fake: FakeDiscord, alice: FakeMember, bob: FakeMember
) -> tuple[InteractionHandle, StoredMessage]:
    handle = await fake.slash(alice, "spit", {"opponent": bob}, subcommand="challenge")
    ack = await handle.wait_ack()
    assert ack.ok, ack
    board = handle.original_message
    assert board is not None
    return handle, board


# --------------------------------------------------------------------------- tests


async def test_startup_registers_commands(fake: FakeDiscord, bot: MiniBot) -> None:
    calls = [(r.method, r.path) for r in fake.requests]
    assert calls[:3] == [
        ("GET", "/users/@me"),
        ("GET", "/oauth2/applications/@me"),
        ("PUT", f"/applications/{fake.application_id}/commands"),
    ]
    (spit,) = fake.commands()
    assert spit["name"] == "spit" and spit["application_id"] == str(fake.application_id)
    assert bot.user is not None and bot.user.id == fake.bot_user.id
    assert bot.get_guild(fake.guild.id) is not None
    fake.assert_no_violations()


async def test_slash_reply_with_button_then_click_updates(
    fake: FakeDiscord, bot: MiniBot, players: tuple[FakeMember, FakeMember]
) -> None:
    alice, bob = players
    handle, board = await challenge(fake, alice, bob)
    assert handle.response_type == 4
    assert board.content == f"{alice.mention} challenges {bob.mention}"
    assert board.custom_ids() == ["board:press", "board:hand", "board:later"]
    assert fake.last_message() is board
    # discord.py read the message id from the with_response body:
    assert await fake.wait_until(lambda: bot.response_ids) == [board.id]

    press = await fake.click(bob, board, "board:press")
    ack = await press.wait_ack()
    assert (ack.ok, ack.callback_type) == (True, 7)
    assert board.content == "pressed by bob" and board.edits == 1
    assert press.latency is not None and press.latency < 2
    assert bot.presses == [(press.id, bob.id)]
    fake.assert_no_violations()


async def test_second_acknowledgement_gets_40060(
    fake: FakeDiscord, bot: MiniBot, players: tuple[FakeMember, FakeMember]
) -> None:
    alice, bob = players
    _, board = await challenge(fake, alice, bob)
    press = await fake.click(alice, board, "board:press")
    assert (await press.wait_ack()).ok

    url = f"{fake.base_url}/interactions/{press.id}/{press.token}/callback"
    async with aiohttp.ClientSession() as session, session.post(url, json={"type": 6}) as response:
        assert response.status == 400
        assert response.headers["Content-Type"] == "application/json"
        assert (await response.json())["code"] == 40060
    assert [a.code for a in press.acks] == [None, 40060]
    assert [v.kind for v in fake.violations] == ["already_acknowledged"]


async def test_late_acknowledgement_gets_10062(
    fake: FakeDiscord, bot: MiniBot, players: tuple[FakeMember, FakeMember]
) -> None:
    clock = ManualClock()
    fake.clock = clock
    handle = await fake.slash(players[0], "spit", subcommand="slow")
    clock.advance(3.2)
    bot.gate.set()
    ack = await handle.wait_ack()
    assert (ack.status, ack.code) == (404, 10062)
    await fake.wait_until(lambda: bot.errors)
    assert isinstance(bot.errors[0], discord.NotFound) and bot.errors[0].code == 10062
    assert [v.kind for v in fake.violations] == ["unknown_interaction"]


async def test_gateway_lag_counts_toward_the_deadline(
    fake: FakeDiscord, bot: MiniBot, players: tuple[FakeMember, FakeMember]
) -> None:
    alice, bob = players
    _, board = await challenge(fake, alice, bob)
    press = await fake.click(bob, board, "board:press", age=3.5)
    assert (await press.wait_ack()).code == 10062
    assert board.edits == 0
    await fake.wait_until(lambda: bot.errors)
    assert isinstance(bot.errors[0], discord.NotFound) and bot.errors[0].code == 10062


@pytest.mark.parametrize(
    ("kind", "needle"),
    [
        ("rows", "components: Must be 5 or fewer in length"),
        ("content", "2000 or fewer"),
        ("duplicates", "duplicated"),
    ],
)
async def test_invalid_bodies_are_rejected_and_recorded(
    fake: FakeDiscord,
    bot: MiniBot,
    players: tuple[FakeMember, FakeMember],
    kind: str,
    needle: str,
) -> None:
    handle = await fake.slash(players[0], "spit", {"kind": kind}, subcommand="bad")
    assert (await handle.wait_ack()).ok
    await fake.wait_until(lambda: bot.errors)
    error = bot.errors[0]
    assert (error.status, error.code) == (400, 50035)
    (violation,) = fake.violations
    assert violation.kind == "invalid_body"
    assert any(needle in e for e in violation.errors), violation
    assert not any(m.content in ("six rows", "dups") for m in fake.messages())


async def test_presses_carry_chosen_discord_times(
    fake: FakeDiscord, bot: MiniBot, players: tuple[FakeMember, FakeMember]
) -> None:
    alice, bob = players
    _, board = await challenge(fake, alice, bob)
    t0 = datetime.now(UTC).replace(microsecond=0)
    # Bob pressed 5 ms after Alice, but his press is delivered first.
    late = await fake.click(bob, board, "board:press", at=t0 + timedelta(milliseconds=5))
    early = await fake.click(alice, board, "board:press", at=t0)
    await early.wait_ack()
    await late.wait_ack()
    assert discord.utils.snowflake_time(early.id) == t0 == snowflake_time(early.id)
    assert early.id < late.id
    assert [user for _, user in bot.presses] == [bob.id, alice.id]  # arrival order
    assert [user for _, user in sorted(bot.presses)] == [alice.id, bob.id]  # Discord order
    fake.assert_no_violations()


async def test_ephemeral_reply_is_seen_only_by_the_presser(
    fake: FakeDiscord, bot: MiniBot, players: tuple[FakeMember, FakeMember]
) -> None:
    alice, bob = players
    _, board = await challenge(fake, alice, bob)
    press = await fake.click(bob, board, "board:hand")
    await press.wait_ack()
    (private,) = fake.ephemeral_messages(bob)
    assert private.ephemeral and private.content == "your hand, bob: 5♠ 6♥"
    assert fake.ephemeral_messages(alice) == []
    assert private not in fake.messages()
    assert private in fake.visible_messages(bob)
    assert private not in fake.visible_messages(alice)
    fake.assert_no_violations()


async def test_deferred_reply_filled_by_followup(
    fake: FakeDiscord, bot: MiniBot, players: tuple[FakeMember, FakeMember]
) -> None:
    alice = players[0]
    handle = await fake.slash(alice, "spit", subcommand="think")
    message = await handle.wait_response_message()
    assert handle.response_type == 5
    assert message.content == "thought about it" and message.ephemeral
    assert fake.ephemeral_messages(alice) == [message]
    fake.assert_no_violations()


async def test_deferred_update_then_edit_original(
    fake: FakeDiscord, bot: MiniBot, players: tuple[FakeMember, FakeMember]
) -> None:
    alice, bob = players
    _, board = await challenge(fake, alice, bob)
    press = await fake.click(alice, board, "board:later")
    assert (await press.wait_ack()).callback_type == 6
    await fake.wait_until(lambda: board.edits == 1)
    assert board.content == "edited after a deferred update"
    assert [call.target for call in press.webhook_calls] == ["edit @original"]
    fake.assert_no_violations()


async def test_control_api_click_reports_latency(
    fake: FakeDiscord, bot: MiniBot, players: tuple[FakeMember, FakeMember]
) -> None:
    alice, bob = players
    _, board = await challenge(fake, alice, bob)
    body = {"user_id": bob.id, "message_id": board.id, "custom_id": "board:press", "wait": True}
    async with aiohttp.ClientSession() as session:
        async with session.post(f"{fake.http_url}/_fake/click", json=body) as response:
            result = await response.json()
        async with session.get(f"{fake.http_url}/_fake/messages/{fake.channel.id}") as response:
            messages = await response.json()
    assert result["acks"][0]["status"] == 200 and result["latency_ms"] > 0
    assert messages[-1]["content"] == "pressed by bob"


async def test_select_and_prefix_command(
    fake: FakeDiscord, bot: MiniBot, players: tuple[FakeMember, FakeMember]
) -> None:
    alice = players[0]
    handle = await fake.slash(alice, "spit", subcommand="pick")
    menu = await handle.wait_response_message()
    picked = await fake.select(alice, menu, "pick", ["spades"])
    assert (await picked.wait_ack()).callback_type == 7
    assert menu.content == "picked spades" and menu.components == []

    said = await fake.post_user_message(alice, "!ping")
    reply = await fake.wait_for_message(lambda m: m.content == "pong")
    assert reply.data["message_reference"]["message_id"] == str(said.id)
    fake.assert_no_violations()


async def test_modal_round_trip(
    fake: FakeDiscord, bot: MiniBot, players: tuple[FakeMember, FakeMember]
) -> None:
    opened = await fake.slash(players[0], "spit", subcommand="rename")
    assert (await opened.wait_ack()).callback_type == 9
    assert opened.modal is not None and opened.modal["title"] == "Your name"
    submitted = await fake.submit_modal(opened, {"modal:name": "Zed"})
    assert (await submitted.wait_ack()).ok
    assert submitted.original_message is not None
    assert submitted.original_message.content == "hello Zed"
    fake.assert_no_violations()


async def test_interaction_token_expires_after_15_minutes(
    fake: FakeDiscord, bot: MiniBot, players: tuple[FakeMember, FakeMember]
) -> None:
    clock = ManualClock()
    fake.clock = clock
    alice, bob = players
    handle, _ = await challenge(fake, alice, bob)
    url = f"{fake.base_url}/webhooks/{fake.application_id}/{handle.token}?wait=1"
    async with aiohttp.ClientSession() as session:
        in_time = {"content": "in time", "allowed_mentions": {"parse": []}}
        async with session.post(url, json=in_time) as response:
            assert response.status == 200
        clock.advance(15 * 60 + 1)
        async with session.post(url, json={"content": "too late"}) as response:
            assert (response.status, (await response.json())["code"]) == (401, 50027)
    assert [m.content for m in handle.followups] == ["in time"]
    assert [v.kind for v in fake.violations] == ["expired_token"]


async def test_wrong_token_fails_login_cleanly(fake: FakeDiscord) -> None:
    bot = MiniBot()
    with pytest.raises(discord.LoginFailure):
        async with running_bot(fake, bot, token="not-the-token"):
            pass
    assert bot.is_closed()
    assert [v.kind for v in fake.violations] == ["unauthorized"]


async def test_unknown_route_is_a_violation(fake: FakeDiscord, bot: MiniBot) -> None:
    with pytest.raises(discord.NotFound):
        await bot.http.request(discord.http.Route("GET", "/nowhere/{x}", x=1))
    assert [v.kind for v in fake.violations] == ["unknown_route"]


async def test_rate_limit_is_retried_by_discord_py(fake: FakeDiscord, bot: MiniBot) -> None:
    fake.inject_rate_limit(r"/channels/\d+/messages$", method="POST", retry_after=0.01)
    channel = bot.get_channel(fake.channel.id)
    assert isinstance(channel, discord.TextChannel)
    sent = await channel.send("hello")
    assert fake.rate_limited and fake.last_message() is fake.message(sent.id)
    fake.assert_no_violations()


async def test_compressed_gateway_and_resume() -> None:
    async with FakeDiscord(gateway_compression=True) as fake:
        alice, bob = fake.add_member("alice"), fake.add_member("bob")
        async with running_bot(fake, MiniBot()) as bot:
            _, board = await challenge(fake, alice, bob)
            await fake.reconnect_gateway()
            session = await fake.wait_until(
                lambda: next((s for s in fake.gateway.live_sessions if s.resumes), None)
            )
            assert session.resumes == 1 and fake.gateway.identifies == 1
            press = await fake.click(alice, board, "board:press")
            assert (await press.wait_ack()).ok
            assert bot.presses == [(press.id, alice.id)]
        fake.assert_no_violations()


async def test_a_gateway_outage_then_a_resume_with_what_was_missed() -> None:
    """The gateway goes down: the bot's connection is closed (4000) and its next one gets
    no HELLO until the gateway is back; then it RESUMEs and hears the press made
    meanwhile. A press delivered twice reaches the bot twice."""
    async with FakeDiscord() as fake:
        alice, bob = fake.add_member("alice"), fake.add_member("bob")
        async with running_bot(fake, MiniBot()) as bot:
            bot.changed = fake.notify
            _, board = await challenge(fake, alice, bob)
            await fake.take_gateway_down()
            await fake.wait_until(lambda: fake.gateway.waiting, what="the bot to try again")
            assert fake.gateway.live_sessions == []
            press = await fake.click(alice, board, "board:press")  # waits in the buffer
            fake.bring_gateway_up()
            assert (await press.wait_ack()).ok
            session = fake.gateway.live_sessions[0]
            assert session.resumes == 1 and fake.gateway.identifies == 1
            await fake.deliver_again(press)
            await fake.wait_until(lambda: len(bot.presses) == 2, what="the second delivery")
            assert bot.presses == [(press.id, alice.id)] * 2
        fake.assert_no_violations("already_acknowledged")


async def test_an_outage_answers_5xx_until_it_ends_and_a_dropped_gateway_resumes(
    fake: FakeDiscord, bot: MiniBot
) -> None:
    """DISCORD.md, Outages: every REST call and gateway handshake gets Discord's 503 and
    its plain-text body; an open connection dropped with 1001 is RESUMEd."""
    fake.go_down(503)
    async with aiohttp.ClientSession() as session:
        auth = {"Authorization": f"Bot {fake.token}"}
        async with session.get(f"{fake.base_url}/users/@me", headers=auth) as answer:
            assert (answer.status, answer.content_type) == (503, "text/plain")
            assert await answer.text() == OUTAGE_BODY
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await session.ws_connect(fake.gateway_url)
        assert refused.value.status == 503 and fake.gateway.refused == 1
    fake.come_back()
    await fake.drop_gateway()
    session = await fake.wait_until(
        lambda: next((s for s in fake.gateway.live_sessions if s.resumes), None)
    )
    assert session.resumes == 1 and fake.gateway.identifies == 1
    assert bot.is_ready()


def test_message_limits() -> None:
    def ids(n: int) -> list[dict[str, Any]]:
        return [{"type": 2, "style": 1, "label": "b", "custom_id": f"c{i}"} for i in range(n)]

    ok = {"content": "hi", "components": [{"type": 1, "components": ids(5)}]}
    assert check_message(ok, creating=True) == []
    six = {"type": 1, "components": ids(6)}
    assert any(
        "5 or fewer" in e.message for e in check_message({"components": [six]}, creating=True)
    )
    long_id = {"components": [{"type": 1, "components": [{**ids(1)[0], "custom_id": "x" * 101}]}]}
    assert check_message(long_id, creating=True)
    label = {"components": [{"type": 1, "components": [{**ids(1)[0], "label": "y" * 81}]}]}
    assert check_message(label, creating=True)
    embeds = {
        "embeds": [{"description": "d" * 4096, "fields": [{"name": "n", "value": "v" * 1024}] * 2}]
    }
    assert any("6000" in e.message for e in check_message(embeds, creating=True))
    text = [{"type": 10, "content": "t"} for _ in range(41)]
    v2 = check_message({"flags": 1 << 15, "components": text, "content": "no"}, creating=True)
    assert {e.location for e in v2} == {"components", "content"}
    assert check_message({}, creating=True)[0].code == 50006
    # An edit of a Components V2 message cannot bring content back.
    old = {"flags": 1 << 15, "components": text[:2], "content": ""}
    assert check_message({"content": "x"}, existing=old, creating=False)


def test_spec_validation() -> None:
    spec = load_spec_validator()
    path = "/interactions/1/tok/callback"
    good = {"type": 4, "data": {"content": "ok"}}
    assert spec.validate("POST", path, good) == []
    (error,) = spec.validate("POST", path, {"type": 4, "data": {"content": "x" * 2001}})
    assert error.location == "data.content" and "2000" in error.message
    assert spec.validate("POST", path, {"type": 99})
    assert spec.match("/webhooks/1/t/messages/@original") == (
        "/webhooks/{webhook_id}/{webhook_token}/messages/@original"
    )


def test_snowflakes() -> None:
    moment = datetime(2026, 1, 2, 3, 4, 5, 678000, tzinfo=UTC)
    assert discord.utils.snowflake_time(make_snowflake(moment, increment=7)) == moment


async def test_a_fake_with_chosen_ids_dates_everything_by_its_own_clock() -> None:
    """A server, its channels, its people and its bot with ids chosen beforehand, and
    Discord's time on a chosen clock: what the fake makes (ids, a message's timestamps,
    an interaction's id) is the same on every run (the preview draws through it)."""
    now = [1_777_905_300_000]
    fake = FakeDiscord(
        bot_id=9001, guild_id=9002, channel_names=(),
        snowflakes=SnowflakeFactory(now_ms=lambda: now[0]),
    )  # fmt: skip
    cards = fake.add_channel("cards", channel_id=9003)
    alice = fake.add_member("Alice", user_id=9004)
    assert (fake.bot_user.id, fake.application_id, fake.guild.id) == (9001, 9001, 9002)
    assert fake.channel is cards and cards.guild_id == 9002 and alice.id == 9004
    assert fake.member(9001).user is fake.bot_user
    message = fake.world.create_message(cards, fake.bot_user, {"content": "hi"})
    assert message.created_at == snowflake_time(make_snowflake(now[0]))
    assert message.data["timestamp"] == "2026-05-04T14:35:00+00:00"
    now[0] += 61_000
    fake.world.edit_message(message, {"content": "hello"})
    assert message.data["edited_timestamp"] == "2026-05-04T14:36:01+00:00"
    press = fake.new_interaction(2, alice, cards, {"name": "spit", "type": 1})
    assert snowflake_ms(press.id) == now[0] and fake.interactions[press.id] is press
    with pytest.raises(RuntimeError, match="no bot is connected"):
        await fake.deliver(press)  # made, but nobody to send it to: forgotten
    assert press.id not in fake.interactions


def test_runs_as_a_process() -> None:
    command = [sys.executable, "-m", "fakediscord", "--port", "0", "--no-validate"]
    with subprocess.Popen(command, cwd=PROJECT_ROOT, stdout=subprocess.PIPE, text=True) as process:
        assert process.stdout is not None
        line = json.loads(process.stdout.readline())
        assert line["ready"] and line["port"] > 0

        async def drive() -> dict[str, Any]:
            async with aiohttp.ClientSession() as session:
                async with session.get(f"{line['control_url']}/state") as response:
                    state: dict[str, Any] = await response.json()
                async with session.post(f"{line['control_url']}/shutdown") as response:
                    assert response.status == 200
            return state

        try:
            state = asyncio.run(drive())
            assert state["members"]["alice"] == line["members"]["alice"]
            assert process.wait(timeout=5) == 0
        finally:
            if process.poll() is None:
                process.kill()
