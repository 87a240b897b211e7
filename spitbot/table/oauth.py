"""Who is who (issue 28.5): Discord's answers about a table's user, over aiohttp.

- :meth:`DiscordAccounts.exchange`: an OAuth2 ``authorization_code`` (the Activity's
  ``authorize`` code, or the web login's) for an access token (``POST /oauth2/token``,
  with the application's id and client secret);
- :meth:`DiscordAccounts.user`: who that token is (``GET /users/@me``, Bearer);
- :meth:`DiscordAccounts.instance`: who is in an activity instance, and where
  (``GET /applications/{id}/activity-instances/{instance_id}``, with the bot's token).

The API's base address is a setting, so the tests point it at the fake Discord. No
token or secret is ever logged or put in an error's message.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import aiohttp

log = logging.getLogger(__name__)

DISCORD_API = "https://discord.com/api/v10"
TIMEOUT = aiohttp.ClientTimeout(total=10)


class Refused(Exception):
    """Discord refused: a bad or used code, a token it does not know, no such instance."""


class Unreachable(Exception):
    """Discord did not answer (a network error, a timeout, a 5xx)."""


@dataclass(frozen=True, slots=True)
class User:
    user_id: int
    name: str  # the display name (global name), else the username
    locale: str | None


@dataclass(frozen=True, slots=True)
class Instance:
    channel_id: int | None
    guild_id: int | None
    users: frozenset[int]


class DiscordAccounts:
    def __init__(
        self,
        application_id: Callable[[], int | None],
        client_secret: str,
        bot_token: Callable[[], str | None],
        api_url: str = DISCORD_API,
    ) -> None:
        self._application_id = application_id
        self._secret = client_secret
        self._bot_token = bot_token
        self.api_url = api_url.rstrip("/")
        self._session: aiohttp.ClientSession | None = None

    def _client(self) -> aiohttp.ClientSession:
        if self._session is None or self._session.closed:
            self._session = aiohttp.ClientSession(timeout=TIMEOUT)
        return self._session

    async def close(self) -> None:
        if self._session is not None:
            await self._session.close()
            self._session = None

    async def _call(self, method: str, path: str, **kwargs: Any) -> Any:
        try:
            async with self._client().request(method, self.api_url + path, **kwargs) as answer:
                if answer.status >= 500:
                    raise Unreachable(f"{method} {path}: {answer.status}")
                body = await answer.json(content_type=None)
                if answer.status >= 400:
                    code = body.get("error") or body.get("code") if isinstance(body, dict) else ""
                    raise Refused(f"{method} {path}: {answer.status} {code}")
                return body
        except (aiohttp.ClientError, TimeoutError, ValueError) as error:
            raise Unreachable(f"{method} {path}: {type(error).__name__}") from None

    async def exchange(self, code: str, redirect_uri: str | None = None) -> str:
        """The access token for an authorization ``code`` (the web login's needs the
        ``redirect_uri`` it was issued for; the Activity's none)."""
        application_id = self._application_id()
        if application_id is None:
            raise Unreachable("the application's id is not known yet")
        form = {
            "client_id": str(application_id),
            "client_secret": self._secret,
            "grant_type": "authorization_code",
            "code": code,
        }
        if redirect_uri is not None:
            form["redirect_uri"] = redirect_uri
        body = await self._call("POST", "/oauth2/token", data=form)
        token = body.get("access_token") if isinstance(body, dict) else None
        if not isinstance(token, str) or not token:
            raise Refused("POST /oauth2/token: no access token")
        return token

    async def user(self, access_token: str) -> User:
        headers = {"Authorization": f"Bearer {access_token}"}
        body = await self._call("GET", "/users/@me", headers=headers)
        try:
            name = body.get("global_name") or body["username"]
            return User(int(body["id"]), str(name), body.get("locale"))
        except (KeyError, TypeError, ValueError, AttributeError):
            raise Refused("GET /users/@me: not a user") from None

    async def instance(self, instance_id: str) -> Instance:
        application_id, token = self._application_id(), self._bot_token()
        if application_id is None or not token:
            raise Unreachable("the bot is not logged in yet")
        path = f"/applications/{application_id}/activity-instances/{instance_id}"
        body = await self._call("GET", path, headers={"Authorization": f"Bot {token}"})
        try:
            location = body.get("location") or {}
            channel = location.get("channel_id")
            guild = location.get("guild_id")
            return Instance(
                None if channel is None else int(channel),
                None if guild is None else int(guild),
                frozenset(int(user) for user in body["users"]),
            )
        except (KeyError, TypeError, ValueError, AttributeError):
            raise Refused(f"GET {path}: not an activity instance") from None
