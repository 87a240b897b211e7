"""A socket-level fake Discord for end-to-end tests of the real discord.py client.

REST (aiohttp) under ``/api/v10`` and the gateway websocket at ``/`` on
127.0.0.1, a world model (guild, channels, members, messages), request
validation against Discord's OpenAPI spec plus limits the spec misses, and an
async API to drive users (slash commands, button presses) and observe what the
bot did. See `FakeDiscord` and `running_bot`.
"""

from .client import patched_discord, point_discord_at, running_bot
from .clock import ManualClock
from .fake import BOT_PERMISSIONS, DEFAULT_TOKEN, FakeDiscord
from .gateway import Intents
from .interactions import AckRecord, InteractionHandle, WebhookCall
from .snowflake import SnowflakeFactory, make_snowflake, snowflake_ms, snowflake_time
from .validation import BodyError, SpecValidator, check_message, load_spec_validator
from .world import (
    FakeChannel,
    FakeGuild,
    FakeMember,
    FakeUser,
    RequestRecord,
    StoredMessage,
    Violation,
)

__all__ = [
    "BOT_PERMISSIONS",
    "DEFAULT_TOKEN",
    "AckRecord",
    "BodyError",
    "FakeChannel",
    "FakeDiscord",
    "FakeGuild",
    "FakeMember",
    "FakeUser",
    "Intents",
    "InteractionHandle",
    "ManualClock",
    "RequestRecord",
    "SnowflakeFactory",
    "SpecValidator",
    "StoredMessage",
    "Violation",
    "WebhookCall",
    "check_message",
    "load_spec_validator",
    "make_snowflake",
    "patched_discord",
    "point_discord_at",
    "running_bot",
    "snowflake_ms",
    "snowflake_time",
]
