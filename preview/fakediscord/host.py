"""What the fake's servers (`rest`, `gateway`, `activities`) read of the `FakeDiscord`
that hosts them: its world, its bot, its checks and its records. They are typed against
these protocols, not against `FakeDiscord` itself, so the arrows run one way: `fake`
makes them, and none of them imports `fake`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from aiohttp import web

    from .clock import Clock
    from .interactions import InteractionHandle
    from .links import Network
    from .ratelimits import RateLimiter
    from .validation import SpecValidator
    from .world import (
        FakeApplication,
        FakeChannel,
        FakeUser,
        Notifier,
        RequestRecord,
        StoredMessage,
        Violation,
        World,
    )

__all__ = ["ActivitiesPort", "Host", "Routes"]

JSON = dict[str, Any]


class ActivitiesPort(Protocol):
    """What REST asks of OAuth2 and Activities (`activities.Activities`)."""

    locales: dict[int, str]

    @property
    def enabled(self) -> bool: ...

    def bearer(self, authorization: str | None) -> int | None: ...

    async def token(self, request: web.Request) -> web.Response: ...

    def instance(self, application_id: str, instance_id: str) -> web.Response: ...

    def launch(self, user: FakeUser, channel_id: int) -> str: ...


class Host(Protocol):
    """The `FakeDiscord` its servers serve."""

    token: str
    clock: Clock
    validate: bool
    spec: SpecValidator | None
    ack_deadline: float
    token_lifetime: float
    gateway_compression: bool
    max_guilds_per_shard: int
    notifier: Notifier
    world: World
    network: Network | None
    bot_user: FakeUser
    application: FakeApplication
    requests: list[RequestRecord]
    violations: list[Violation]
    rate_limited: list[tuple[str, str]]
    interactions: dict[int, InteractionHandle]
    commands_by_scope: dict[int | None, list[JSON]]
    rate_limiter: RateLimiter

    @property
    def activities(self) -> ActivitiesPort: ...

    @property
    def application_id(self) -> int: ...

    @property
    def http_url(self) -> str: ...

    @property
    def gateway_url(self) -> str: ...

    def channel_of(self, channel_id: int) -> FakeChannel: ...

    def record_violation(
        self,
        kind: str,
        message: str,
        *,
        method: str = "",
        path: str = "",
        errors: list[str] | None = None,
        body: Any = None,
        status: int = 0,
        code: int = 0,
    ) -> Violation: ...

    def bot_created(self, message: StoredMessage) -> None: ...

    def thread_made(self, thread: FakeChannel) -> None: ...

    def announce_message(self, event: str, message: StoredMessage) -> None: ...

    def announce_delete(self, message: StoredMessage) -> None: ...

    def interaction_metadata(self, handle: InteractionHandle) -> JSON: ...


Routes = Callable[["web.UrlDispatcher"], None]
"""More routes a server adds before the API's catch-all (the control API's)."""
