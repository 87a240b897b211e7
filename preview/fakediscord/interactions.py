"""Interactions the fake dispatched, and everything the bot answered to them.

`InteractionHandle` is what `FakeDiscord.slash` / `click` return: it records
every callback attempt (`acks`, including rejected ones), the original
response message, followups, and lets a test wait for them.
"""

# Waiting helpers take a `timeout` argument on purpose (tests read better that way).
# ruff: noqa: ASYNC109

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from .snowflake import snowflake_time
from .world import FakeMember, FakeUser, StoredMessage

if TYPE_CHECKING:
    from .world import World

__all__ = ["AckRecord", "InteractionHandle", "WebhookCall"]

JSON = dict[str, Any]

#: Interaction callback types by name.
CALLBACK_NAMES = {
    1: "PONG",
    4: "CHANNEL_MESSAGE_WITH_SOURCE",
    5: "DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE",
    6: "DEFERRED_UPDATE_MESSAGE",
    7: "UPDATE_MESSAGE",
    8: "APPLICATION_COMMAND_AUTOCOMPLETE_RESULT",
    9: "MODAL",
    12: "LAUNCH_ACTIVITY",
}


@dataclass
class AckRecord:
    """One POST /interactions/{id}/{token}/callback attempt (accepted or rejected)."""

    callback_type: int
    body: Any
    status: int
    code: int | None = None
    error: str | None = None
    at: float = 0.0
    perf: float = 0.0
    message_id: int | None = None

    @property
    def ok(self) -> bool:
        """Whether the fake accepted it."""
        return 200 <= self.status < 300

    @property
    def name(self) -> str:
        """The callback type's name."""
        return CALLBACK_NAMES.get(self.callback_type, str(self.callback_type))

    @property
    def data(self) -> JSON:
        """The callback's `data` object (empty if none)."""
        data = self.body.get("data") if isinstance(self.body, dict) else None
        return data if isinstance(data, dict) else {}


@dataclass
class WebhookCall:
    """One accepted request on the interaction's webhook (followup, edit or delete).

    Rejected ones are in `FakeDiscord.violations`.
    """

    method: str
    target: str
    body: Any = None
    message_id: int | None = None
    perf: float = 0.0


@dataclass(eq=False)
class InteractionHandle:
    """An interaction the fake created, and the bot's answers to it."""

    world: World
    id: int
    token: str
    type: int
    user: FakeUser
    member: FakeMember | None
    channel_id: int
    guild_id: int | None
    payload: JSON
    created_at: float
    source_message_id: int | None = None
    dispatched_perf: float = 0.0
    acks: list[AckRecord] = field(default_factory=list)
    webhook_calls: list[WebhookCall] = field(default_factory=list)
    original_message_id: int | None = None
    followup_ids: list[int] = field(default_factory=list)
    modal: JSON | None = None
    autocomplete_choices: list[JSON] | None = None
    #: The activity instance a LAUNCH_ACTIVITY answer (type 12) opened for the presser.
    launched: str | None = None

    @property
    def snowflake_time(self) -> datetime:
        """Discord's receive time encoded in the interaction id."""
        return snowflake_time(self.id)

    @property
    def data(self) -> JSON:
        """The interaction's `data` as dispatched."""
        data = self.payload.get("data")
        return data if isinstance(data, dict) else {}

    @property
    def ack(self) -> AckRecord | None:
        """The accepted acknowledgement, if any."""
        return next((a for a in self.acks if a.ok), None)

    @property
    def acknowledged(self) -> bool:
        """Whether an acknowledgement was accepted."""
        return self.ack is not None

    @property
    def response_type(self) -> int | None:
        """The accepted callback type."""
        ack = self.ack
        return ack.callback_type if ack else None

    @property
    def latency(self) -> float | None:
        """Seconds from dispatching the interaction to receiving the first callback attempt."""
        if not self.acks:
            return None
        return self.acks[0].perf - self.dispatched_perf

    @property
    def original_message(self) -> StoredMessage | None:
        """The message the response created or updated (current version)."""
        if self.original_message_id is None:
            return None
        return self.world.messages.get(self.original_message_id)

    @property
    def followups(self) -> list[StoredMessage]:
        """Followup messages, in order."""
        return [self.world.messages[mid] for mid in self.followup_ids]

    @property
    def messages(self) -> list[StoredMessage]:
        """Original response message (if any) followed by followups."""
        original = self.original_message
        return ([original] if original else []) + self.followups

    async def wait_ack(self, timeout: float = 5.0) -> AckRecord:
        """The first callback attempt (check `.ok` / `.code`), waiting up to `timeout`."""
        return await self.world.notifier.wait_until(
            lambda: self.acks[0] if self.acks else None,
            timeout,
            f"a callback for interaction {self.id}",
        )

    async def wait_acks(self, count: int, timeout: float = 5.0) -> list[AckRecord]:
        """The first `count` callback attempts."""
        return await self.world.notifier.wait_until(
            lambda: self.acks[:count] if len(self.acks) >= count else None,
            timeout,
            f"{count} callbacks for interaction {self.id}",
        )

    async def wait_followups(self, count: int = 1, timeout: float = 5.0) -> list[StoredMessage]:
        """The first `count` followup messages."""
        return await self.world.notifier.wait_until(
            lambda: self.followups[:count] if len(self.followup_ids) >= count else None,
            timeout,
            f"{count} followups for interaction {self.id}",
        )

    async def wait_response_message(self, timeout: float = 5.0) -> StoredMessage:
        """The original response message once it is no longer a "thinking..." placeholder."""

        def ready() -> StoredMessage | None:
            message = self.original_message
            return message if message is not None and not message.loading else None

        return await self.world.notifier.wait_until(
            ready, timeout, f"the response message of interaction {self.id}"
        )

    def age(self, now: float) -> float:
        """Seconds since creation on the fake's clock."""
        return now - self.created_at

    def mark_dispatched(self, perf: float | None = None) -> None:
        """Remember when the interaction left for the bot (perf_counter; for latency)."""
        self.dispatched_perf = time.perf_counter() if perf is None else perf
