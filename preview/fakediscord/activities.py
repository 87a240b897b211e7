"""Activities and OAuth2 on the fake Discord (DISCORD.md, "Activities"; issue 28.9).

What a player's Discord client does is the test's to act out: :meth:`Activities.authorize`
is the Embedded App SDK's ``authorize`` (or the web login's consent page) and returns the
code it would; :meth:`Activities.launch` and :meth:`Activities.join` put people in an
activity instance (a LAUNCH_ACTIVITY answer does it for its presser). What the bot calls
is checked as Discord checks it:

- ``POST /oauth2/token`` (form body, no bot token): the ``authorization_code`` grant, with
  the application's id and client secret, a code issued to this application, not used
  before, not older than 10 minutes, and the ``redirect_uri`` the code was issued with
  (none for an Activity's code). Refusals are OAuth2's (RFC 6749): 400 ``invalid_grant``,
  401 ``invalid_client``, 400 ``unsupported_grant_type`` / ``invalid_request``.
- ``GET /users/@me`` with ``Authorization: Bearer <token>``: the token's user (the bot's
  own with its bot token), 401 for a token the fake never issued.
- ``GET /applications/{id}/activity-instances/{instance_id}`` (bot token): the
  instance's location and users, as the spec's ``EmbeddedActivityInstance``; 404 for an
  unknown instance (code 10xxx: the fake's guess, 10062's family is not documented for it).
- The LAUNCH_ACTIVITY callback (type 12) is refused unless the application has
  Activities (its EMBEDDED flag, set by :meth:`Activities.enable`).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from aiohttp import web

if TYPE_CHECKING:
    from .host import Host
    from .world import FakeUser

EMBEDDED = 1 << 17
"""The application flag of an app with Activities."""
CODE_SECONDS = 600.0
UNKNOWN_INSTANCE = 10_087  # the fake's guess: Discord documents no code for it


@dataclass
class Grant:
    user_id: int
    redirect_uri: str | None
    issued: float
    used: bool = False


@dataclass
class Instance:
    instance_id: str
    channel_id: int
    guild_id: int | None
    users: list[int] = field(default_factory=list)
    launch_id: str = field(default_factory=lambda: str(secrets.randbits(60)))


def oauth_error(status: int, error: str, description: str) -> web.Response:
    return web.json_response({"error": error, "error_description": description}, status=status)


class Activities:
    def __init__(self, fake: Host) -> None:
        self.fake = fake
        self.client_secret = "fake-client-secret"
        self.redirect_uris: set[str] = set()
        self.grants: dict[str, Grant] = {}
        self.tokens: dict[str, int] = {}
        self.instances: dict[str, Instance] = {}
        self.exchanged: list[int] = []  # the users whose codes were exchanged, in order
        self.locales: dict[int, str] = {}  # a person's Discord language (en-US unless set)

    @property
    def enabled(self) -> bool:
        return bool(self.fake.application.flags & EMBEDDED)

    def enable(self, redirect_uri: str | None = None) -> None:
        """Turn Activities on for the application (Developer Portal); register the web
        login's OAuth2 redirect."""
        self.fake.application.flags |= EMBEDDED
        if redirect_uri is not None:
            self.redirect_uris.add(redirect_uri)

    def authorize(self, user: FakeUser, redirect_uri: str | None = None) -> str:
        """The code Discord gives the client once ``user`` consents (scope identify)."""
        if redirect_uri is not None and redirect_uri not in self.redirect_uris:
            raise ValueError(
                f"Discord's consent page refuses an unregistered redirect {redirect_uri}"
            )
        code = secrets.token_urlsafe(16)
        self.grants[code] = Grant(user.id, redirect_uri, self.fake.clock())
        return code

    def launch(self, user: FakeUser, channel_id: int) -> str:
        """``user`` starts (or joins) the application's activity in ``channel_id``."""
        for instance in self.instances.values():
            if instance.channel_id == channel_id:
                if user.id not in instance.users:
                    instance.users.append(user.id)
                return instance.instance_id
        channel = self.fake.channel_of(channel_id)
        instance_id = f"i-{secrets.token_hex(8)}"
        self.instances[instance_id] = Instance(instance_id, channel_id, channel.guild_id, [user.id])
        return instance_id

    def join(self, user: FakeUser, instance_id: str) -> None:
        self.instances[instance_id].users.append(user.id)

    def leave(self, user: FakeUser, instance_id: str) -> None:
        self.instances[instance_id].users.remove(user.id)

    # --- REST -----------------------------------------------------------------------------

    async def token(self, request: web.Request) -> web.Response:
        """POST /oauth2/token."""
        form = await request.post()
        fake = self.fake
        if form.get("client_id") != str(fake.application_id) or not secrets.compare_digest(
            str(form.get("client_secret", "")), self.client_secret
        ):
            fake.record_violation("oauth2", "invalid client", method="POST", path="/oauth2/token")
            return oauth_error(401, "invalid_client", "Invalid client")
        if form.get("grant_type") != "authorization_code":
            return oauth_error(400, "unsupported_grant_type", "Unsupported grant type")
        code = str(form.get("code", ""))
        grant = self.grants.get(code)
        if grant is None or grant.used or fake.clock() - grant.issued > CODE_SECONDS:
            return oauth_error(400, "invalid_grant", 'Invalid "code" in request.')
        redirect = form.get("redirect_uri")
        if (None if redirect is None else str(redirect)) != grant.redirect_uri:
            return oauth_error(400, "invalid_grant", 'Invalid "redirect_uri" in request.')
        grant.used = True
        token = secrets.token_urlsafe(24)
        self.tokens[token] = grant.user_id
        self.exchanged.append(grant.user_id)
        return web.json_response(
            {
                "access_token": token,
                "token_type": "Bearer",
                "expires_in": 604800,
                "refresh_token": secrets.token_urlsafe(24),
                "scope": "identify",
            }
        )

    def bearer(self, authorization: str | None) -> int | None:
        """The user of a ``Bearer`` token the fake issued."""
        if authorization is None or not authorization.startswith("Bearer "):
            return None
        return self.tokens.get(authorization.removeprefix("Bearer "))

    def instance(self, application_id: str, instance_id: str) -> web.Response:
        """GET /applications/{id}/activity-instances/{instance_id}."""
        found = self.instances.get(instance_id)
        if application_id != str(self.fake.application_id) or found is None:
            return web.json_response(
                {"message": "Unknown Activity Instance", "code": UNKNOWN_INSTANCE}, status=404
            )
        location = {
            "id": f"gc-{found.guild_id}-{found.channel_id}",
            "kind": "gc" if found.guild_id is not None else "pc",
            "channel_id": str(found.channel_id),
        }
        if found.guild_id is not None:
            location["guild_id"] = str(found.guild_id)
        body = {
            "application_id": str(self.fake.application_id),
            "instance_id": found.instance_id,
            "launch_id": found.launch_id,
            "location": location,
            "users": [str(user) for user in found.users],
        }
        return web.json_response(body)
