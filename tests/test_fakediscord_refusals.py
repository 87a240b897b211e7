"""The fake Discord refuses what real Discord refuses beyond its OpenAPI schema, and
answers as Discord does: the HTTP status, the JSON error code and message, and for a
body the nested ``errors`` tree with Discord's error codes (preview/fakediscord/DISCORD.md,
the project's copy of the brief's notes on Discord).

Each refusal is provoked once, with raw HTTP where the bot's library would get in the
way. 40060 (a second answer), 10062 (an answer after 3 s) and 50027 (a webhook edit
after 15 minutes) are provoked in tests/test_fakediscord.py."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest

from fakediscord import FakeDiscord, FakeMember, ManualClock, running_bot
from fakediscord.ratelimits import DISCORD, Limit, RateLimiter, RateLimits
from fakediscord.validation import check_message, is_unicode_emoji
from tests.test_fakediscord import MiniBot, challenge

JSON = dict[str, Any]


def button(**fields: Any) -> JSON:
    return {"type": 2, "style": 2, "label": "b", "custom_id": "c", **fields}


def row(*items: JSON) -> JSON:
    return {"type": 1, "components": list(items)}


def errors_at(tree: JSON, location: str) -> list[JSON]:
    """The ``_errors`` Discord lists at a dotted location of its errors tree."""
    slot = tree
    for part in location.split("."):
        slot = slot.get(part, {})
    errors: list[JSON] = slot.get("_errors", [])
    return errors


async def send(
    server: FakeDiscord, method: str, path: str, body: Any = None, *, auth: bool = True
) -> tuple[int, JSON, dict[str, str]]:
    headers = {"Authorization": f"Bot {server.token}"} if auth else {}
    url = f"{server.base_url}{path}"
    async with (
        aiohttp.ClientSession() as session,
        session.request(method, url, json=body, headers=headers) as response,
    ):
        data = await response.json() if response.status != 204 else {}
        return response.status, data, dict(response.headers)


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord() as server:
        yield server


@pytest.fixture
def players(fake: FakeDiscord) -> tuple[FakeMember, FakeMember]:
    return fake.add_member("alice"), fake.add_member("bob")


@pytest.fixture
async def bot(fake: FakeDiscord, players: Any) -> AsyncIterator[MiniBot]:
    mini = MiniBot()
    mini.changed = fake.notify
    async with running_bot(fake, mini) as connected:
        yield connected


@pytest.fixture
async def quiet() -> AsyncIterator[FakeDiscord]:
    """A fake with no rate limits, for the body checks."""
    async with FakeDiscord(rate_limits=RateLimits(None, None, None, None)) as server:
        yield server


# --------------------------------------------------------------------------- bodies


@pytest.mark.parametrize(
    ("emoji", "valid"),
    [
        ({"name": "↻"}, False),  # a symbol, not an emoji: Speed's old Refresh button
        ({"name": "✓"}, False),
        ({"name": "⬅"}, False),  # an arrow is an emoji only with its variation selector
        ({"name": "⬅️"}, True),
        ({"name": "🔃"}, True),
        ({"name": "spit"}, False),  # a custom emoji without its id
        ({"name": "spit", "id": "1234567890"}, True),
        ({"name": "spit", "id": "spit"}, False),
    ],
)
async def test_a_component_emoji_must_be_an_emoji(
    quiet: FakeDiscord, emoji: JSON, valid: bool
) -> None:
    body = {"content": "x", "components": [row(button(emoji=emoji))]}
    status, data, _ = await send(quiet, "POST", f"/channels/{quiet.channel.id}/messages", body)
    if valid:
        assert status == 200, data
        return
    assert (status, data["code"], data["message"]) == (400, 50035, "Invalid Form Body")
    where = "name" if "id" not in emoji else "id"
    errors = errors_at(data["errors"], f"components.0.components.0.emoji.{where}")
    assert {"code": "BUTTON_COMPONENT_INVALID_EMOJI", "message": "Invalid emoji"} in errors
    assert quiet.messages() == []  # the whole message is refused


def test_the_emoji_list_is_the_unicode_one() -> None:
    assert all(is_unicode_emoji(e) for e in ("⬅️", "➡️", "💦", "🔄", "🏳️", "🔁", "🃏", "♠️"))
    assert not any(is_unicode_emoji(e) for e in ("↻", "×", "♠", "♠︎", "AB", ""))


@pytest.mark.parametrize(
    ("body", "location", "code"),
    [
        ({"components": [row(button(custom_id=""))]}, "components.0.components.0.custom_id",
         "BASE_TYPE_BAD_LENGTH"),
        ({"components": [row(button(custom_id="x" * 101))]},
         "components.0.components.0.custom_id", "BASE_TYPE_BAD_LENGTH"),
        ({"components": [row(button(), button(label="a"))]}, "components.0.components.1.custom_id",
         "COMPONENT_CUSTOM_ID_DUPLICATED"),
        ({"components": [row(button(label="y" * 81))]}, "components.0.components.0.label",
         "BASE_TYPE_MAX_LENGTH"),
        ({"components": [row(*(button(custom_id=f"c{i}") for i in range(6)))]},
         "components.0.components", "BASE_TYPE_MAX_LENGTH"),
        ({"components": [row(button(custom_id=f"c{i}")) for i in range(6)]}, "components",
         "BASE_TYPE_MAX_LENGTH"),
        ({"components": [{"type": 10, "content": "text"}]}, "components.0.type",
         "UNION_TYPE_CHOICES"),  # a V2 component without the V2 flag
        ({"components": [row({"type": 3, "custom_id": "s", "placeholder": "p" * 151,
                              "options": [{"label": "a", "value": "a"}]})]},
         "components.0.components.0.placeholder", "BASE_TYPE_MAX_LENGTH"),
        ({"content": "x" * 2001}, "content", "BASE_TYPE_MAX_LENGTH"),
        ({"embeds": [{"title": "t" * 257}]}, "embeds.0.title", "BASE_TYPE_MAX_LENGTH"),
        ({"embeds": [{"description": "d" * 4000}, {"description": "d" * 2001}]}, "embeds",
         "BASE_TYPE_MAX_LENGTH"),  # 6000 characters across the embeds
    ],
)  # fmt: skip
async def test_limits_the_schema_misses_are_refused(
    quiet: FakeDiscord, body: JSON, location: str, code: str
) -> None:
    status, data, _ = await send(quiet, "POST", f"/channels/{quiet.channel.id}/messages", body)
    assert (status, data["code"], data["message"]) == (400, 50035, "Invalid Form Body")
    assert code in [e["code"] for e in errors_at(data["errors"], location)], data["errors"]


V2 = 1 << 15


@pytest.mark.parametrize(
    ("components", "location"),
    [
        ([{"type": 10, "content": str(i)} for i in range(41)], "components"),
        ([{"type": 9, "components": [{"type": 10, "content": "t"}]}], "components.0.accessory"),
        ([{"type": 11, "media": {"url": "https://example.com/a.png"}}], "components.0.type"),
        ([{"type": 17, "components": [{"type": 17, "components": []}]}],
         "components.0.components.0.type"),
        ([{"type": 9, "components": [{"type": 2, "style": 2, "label": "b", "custom_id": "c"}],
           "accessory": {"type": 11, "media": {"url": "https://example.com/a.png"}}}],
         "components.0.components.0.type"),
        ([row({"type": 10, "content": "t"})], "components.0.components.0.type"),
    ],
)  # fmt: skip
def test_components_v2_layout_rules(components: list[JSON], location: str) -> None:
    errors = check_message({"flags": V2, "components": components}, creating=True)
    assert location in [e.location for e in errors], errors


def test_components_v2_take_no_content_or_embeds() -> None:
    text = [{"type": 10, "content": "board"}]
    ok = check_message({"flags": V2, "components": text}, creating=True)
    assert ok == []
    beside = check_message(
        {"flags": V2, "components": text, "content": "x", "embeds": [{"title": "t"}]},
        creating=True,
    )
    assert {e.location for e in beside} == {"content", "embeds"}
    assert check_message({"flags": 0}, existing={"flags": V2}, creating=False)  # for good


# --------------------------------------------------------------------------- messages


async def test_any_write_to_a_deleted_message_is_unknown_message(quiet: FakeDiscord) -> None:
    channel = quiet.channel.id
    status, made, _ = await send(quiet, "POST", f"/channels/{channel}/messages", {"content": "a"})
    assert status == 200
    message = quiet.message(int(made["id"]))
    quiet.world.delete_message(message)
    for method, body in (("PATCH", {"content": "b"}), ("DELETE", None)):
        status, data, _ = await send(
            quiet, method, f"/channels/{channel}/messages/{message.id}", body
        )
        assert (status, data["code"], data["message"]) == (404, 10008, "Unknown Message")


async def test_a_type_7_answer_on_a_deleted_message_is_unknown_message(
    fake: FakeDiscord,
    bot: MiniBot,
    players: tuple[FakeMember, FakeMember],
) -> None:
    """A press on a board a moderator deleted before its answer came: the answer that
    would redraw the board (type 7) is Unknown Message, and the press stays unanswered."""
    alice, bob = players
    _, board = await challenge(fake, alice, bob)
    press = fake.new_interaction(  # made by Discord, not yet answered by the bot
        3, alice, fake.channel, {"custom_id": "board:press", "component_type": 2},
        message=board, at=None, interaction_id=None, age=0.0, locale="en-US",
    )  # fmt: skip
    fake.world.delete_message(board)
    path = f"/interactions/{press.id}/{press.token}/callback"
    status, data, _ = await send(fake, "POST", path, {"type": 7, "data": {"content": "x"}},
                                 auth=False)  # fmt: skip
    assert (status, data["code"], data["message"]) == (404, 10008, "Unknown Message")
    assert not press.acknowledged  # so a private answer may still be sent
    status, _, _ = await send(
        fake, "POST", path, {"type": 4, "data": {"content": "played", "flags": 64}}, auth=False
    )
    assert status == 204 and press.acknowledged


async def test_a_deleted_channel_is_unknown_channel_and_a_server_left_is_missing_access(
    quiet: FakeDiscord,
) -> None:
    """Once a channel (or a thread) is deleted, anything the bot asks of it is 404, 10003
    Unknown Channel; once the bot is removed from a server, its channels are 403, 50001
    Missing Access."""
    thread = quiet.add_thread("spit")
    other = quiet.add_channel("other")
    path = f"/channels/{thread.id}/messages"
    status, made, _ = await send(quiet, "POST", path, {"content": "a"})
    assert status == 200
    quiet.delete_channel(quiet.channel)  # its thread goes with it
    asks = [("POST", "/messages", {"content": "b"}), ("GET", "", None),
            ("PATCH", f"/messages/{made['id']}", {"content": "c"})]  # fmt: skip
    for channel in (quiet.channel.id, thread.id):
        for method, tail, body in asks:
            status, data, _ = await send(quiet, method, f"/channels/{channel}{tail}", body)
            assert (status, data["code"], data["message"]) == (404, 10003, "Unknown Channel")
    quiet.remove_bot()
    status, data, _ = await send(quiet, "POST", f"/channels/{other.id}/messages", {"content": "d"})
    assert (status, data["code"], data["message"]) == (403, 50001, "Missing Access")
    quiet.violations.clear()


async def test_a_thread_takes_the_thread_permissions(quiet: FakeDiscord) -> None:
    """POST /channels/{id}/threads: a public thread takes Create Public Threads (and
    View Channel), else 403, 50013; it is made in a text channel only (400, 50024); it
    is answered 201 with the thread, and the bot hears THREAD_CREATE. Posting in it
    takes Send Messages in Threads, as its channel's permissions say."""
    from fakediscord.world import CREATE_PUBLIC_THREADS, SEND_IN_THREADS

    path = f"/channels/{quiet.channel.id}/threads"
    quiet.channel.bot_denied = CREATE_PUBLIC_THREADS
    status, data, _ = await send(quiet, "POST", path, {"name": "a vs b", "type": 11})
    assert (status, data["code"], data["message"]) == (403, 50013, "Missing Permissions")
    assert quiet.threads_of(quiet.channel) == []
    quiet.channel.bot_denied = 0
    status, made, _ = await send(quiet, "POST", path, {"name": "a vs b", "type": 11})
    assert status == 201 and made["type"] == 11 and made["parent_id"] == str(quiet.channel.id)
    (thread,) = quiet.threads_of(quiet.channel)
    assert thread.id == int(made["id"]) and thread.name == "a vs b"
    status, data, _ = await send(quiet, "POST", f"/channels/{thread.id}/threads", {"name": "x"})
    assert (status, data["code"]) == (400, 50024)
    status, _, _ = await send(quiet, "POST", path, {"name": ""})  # the spec: 1 to 100
    assert status == 400
    quiet.channel.bot_denied = SEND_IN_THREADS  # on the channel: its threads follow it
    posted = f"/channels/{thread.id}/messages"
    status, data, _ = await send(quiet, "POST", posted, {"content": "hi"})
    assert (status, data["code"]) == (403, 50013)
    quiet.channel.bot_denied = 0
    status, _, _ = await send(quiet, "POST", posted, {"content": "hi"})
    assert status == 200
    quiet.violations.clear()


async def test_editing_an_hour_old_message_is_capped_with_30046() -> None:
    clock = ManualClock()
    limits = RateLimits(None, None, None, Limit(3, 20.0))
    async with FakeDiscord(clock=clock, rate_limits=limits) as fake:
        channel = fake.channel.id
        _, made, _ = await send(fake, "POST", f"/channels/{channel}/messages", {"content": "0"})
        path = f"/channels/{channel}/messages/{made['id']}"
        for n in range(5):  # a young message may be edited as often as the buckets allow
            assert (await send(fake, "PATCH", path, {"content": str(n)}))[0] == 200
        clock.advance(3601)
        for n in range(3):
            assert (await send(fake, "PATCH", path, {"content": f"old {n}"}))[0] == 200
        status, data, headers = await send(fake, "PATCH", path, {"content": "once more"})
    assert (status, data["code"]) == (429, 30046)
    assert data["message"].startswith("Maximum number of edits to messages older than 1 hour")
    assert data["retry_after"] > 0 and headers["Via"]
    assert fake.message(int(made["id"])).content == "old 2"


# --------------------------------------------------------------------------- rate limits


async def test_a_channels_posts_and_edits_share_one_bucket() -> None:
    limits = RateLimits(channel_messages=Limit(5, 5.0), webhook=None, bot_global=None,
                        old_message_edits=None)  # fmt: skip
    async with FakeDiscord(rate_limits=limits) as fake:
        channel, other = fake.channel.id, fake.add_channel("other").id
        answers = [await send(fake, "POST", f"/channels/{channel}/messages", {"content": "a"})]
        path = f"/channels/{channel}/messages/{answers[0][1]['id']}"
        answers += [await send(fake, "PATCH", path, {"content": str(n)}) for n in range(4)]
        assert [a[0] for a in answers] == [200] * 5
        assert [a[2]["X-RateLimit-Remaining"] for a in answers] == ["4", "3", "2", "1", "0"]
        assert len({a[2]["X-RateLimit-Bucket"] for a in answers}) == 1  # posts and edits
        status, data, headers = await send(fake, "PATCH", path, {"content": "sixth"})
        assert (status, data["message"], data["global"]) == (429, "You are being rate limited.",
                                                             False)  # fmt: skip
        assert 0 < data["retry_after"] <= 5 and headers["X-RateLimit-Scope"] == "user"
        assert headers["Via"]  # without it discord.py takes the 429 for a Cloudflare ban
        ok, _, _ = await send(fake, "POST", f"/channels/{other}/messages", {"content": "b"})
        assert ok == 200  # another channel has its own bucket
        assert fake.rate_limited == [("PATCH", path)]


async def test_discord_py_waits_for_a_spent_bucket_and_loses_nothing(
    fake: FakeDiscord,
    bot: MiniBot,
) -> None:
    fake.rate_limiter = RateLimiter(DISCORD.scaled(0.02))  # Discord's shape, 50 times faster
    channel = bot.get_channel(fake.channel.id)
    assert isinstance(channel, discord.TextChannel)
    sent = [await channel.send(f"message {n}") for n in range(12)]
    assert [m.content for m in fake.messages()] == [m.content for m in sent]
    fake.assert_no_violations()


async def test_an_interactions_webhook_has_a_bucket_per_token(
    fake: FakeDiscord,
    bot: MiniBot,
    players: tuple[FakeMember, FakeMember],
) -> None:
    fake.rate_limiter = RateLimiter(RateLimits(None, Limit(5, 2.0), None, None))
    alice, bob = players
    first, _ = await challenge(fake, alice, bob)
    second, _ = await challenge(fake, bob, alice)
    hook = f"/webhooks/{fake.application_id}/{first.token}/messages/@original"
    codes = [(await send(fake, "PATCH", hook, {"content": str(n)}, auth=False))[0]
             for n in range(6)]  # fmt: skip
    assert codes == [200] * 5 + [429]
    other = f"/webhooks/{fake.application_id}/{second.token}/messages/@original"
    assert (await send(fake, "PATCH", other, {"content": "mine"}, auth=False))[0] == 200


async def test_the_global_limit_spares_interaction_callbacks(
    fake: FakeDiscord,
    bot: MiniBot,
    players: tuple[FakeMember, FakeMember],
) -> None:
    alice, bob = players
    _, board = await challenge(fake, alice, bob)
    fake.rate_limiter = RateLimiter(RateLimits(None, None, Limit(3, 60.0), None))
    channel = fake.channel.id
    codes = [(await send(fake, "GET", f"/channels/{channel}"))[0] for _ in range(3)]
    status, data, headers = await send(fake, "GET", f"/channels/{channel}")
    assert codes == [200] * 3
    assert (status, data["global"], headers["X-RateLimit-Global"]) == (429, True, "true")
    assert headers["X-RateLimit-Scope"] == "global"
    press = await fake.click(alice, board, "board:press")  # answered while the bot is held
    assert (await press.wait_ack()).ok


def test_scaled_limits_keep_their_shape() -> None:
    fast = DISCORD.scaled(0.01)
    assert fast.channel_messages == Limit(5, 0.05) and fast.webhook == Limit(5, 0.02)
    assert fast.old_after == DISCORD.old_after  # an hour-old message is still an hour old
