"""The fake REST API under /api/v10: routing, auth, body checks and the handlers.

Every request is recorded (`FakeDiscord.requests`). Bodies are validated
against Discord's OpenAPI spec and, for message bodies, against the limits in
`validation.check_message`. Errors answer with Discord-style JSON
(``{"code": ..., "message": ..., "errors": ...}``) and, when the bot is at fault,
are recorded in `FakeDiscord.violations`. Responses carry exactly
``Content-Type: application/json``.
"""

from __future__ import annotations

import asyncio
import json
import math
import re
import time
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import BodyPartReader, web

from .interactions import AckRecord, InteractionHandle, WebhookCall
from .ratelimits import Verdict
from .validation import EPHEMERAL, BodyError, check_message, check_modal
from .world import (
    CREATE_PRIVATE_THREADS,
    CREATE_PUBLIC_THREADS,
    LOADING,
    SEND_IN_THREADS,
    THREAD_TYPES,
    FakeChannel,
    RequestRecord,
    StoredMessage,
)

if TYPE_CHECKING:
    from .host import Host

__all__ = ["API_PREFIX", "RestApi", "RestError", "json_response", "outage_response"]

JSON = dict[str, Any]
API_PREFIX = "/api/v10"
RATE_LIMITED = "You are being rate limited."
OLD_EDITS = "Maximum number of edits to messages older than 1 hour reached. Try again later."


def json_response(
    data: Any, status: int = 200, headers: dict[str, str] | None = None
) -> web.Response:
    """A response with exactly ``Content-Type: application/json`` (no charset suffix)."""
    all_headers = {"Content-Type": "application/json"}
    all_headers.update(headers or {})
    return web.Response(body=json.dumps(data).encode(), status=status, headers=all_headers)


OUTAGE_BODY = "upstream connect error or disconnect/reset before headers. reset reason: overflow"
"""What Discord's edge answers (text/plain) when nothing behind it does (DISCORD.md, Outages)."""


def outage_response(status: int) -> web.Response:
    """Discord's answer during an outage: a 5xx with a plain-text body, no JSON."""
    return web.Response(status=status, text=OUTAGE_BODY, content_type="text/plain")


def _error_tree(errors: Iterable[BodyError]) -> JSON:
    """Discord's nested ``errors`` object: one level per part of the location
    (``{"components": {"0": {"components": {"1": {"emoji": {"name": {"_errors": [...]}}}}}}}``),
    the body's own errors under ``_errors`` at the top."""
    tree: JSON = {}
    for error in errors:
        slot = tree
        for part in error.location.split(".") if error.location else []:
            slot = slot.setdefault(part, {})
        slot.setdefault("_errors", []).append({"code": error.kind, "message": error.message})
    return tree


class RestError(Exception):
    """An error answer; `violation` is the violation kind to record (None: not the bot's fault)."""

    def __init__(
        self,
        status: int,
        code: int,
        message: str,
        *,
        violation: str | None = None,
        errors: list[BodyError] | None = None,
        headers: dict[str, str] | None = None,
        retry_after: float | None = None,
        is_global: bool = False,
    ) -> None:
        super().__init__(message)
        self.is_global = is_global
        self.status = status
        self.code = code
        self.message = message
        self.violation = violation
        self.errors = errors or []
        self.headers = headers or {}
        self.retry_after = retry_after

    def payload(self) -> JSON:
        """The Discord-style error body."""
        data: JSON = {"code": self.code, "message": self.message}
        if self.errors:
            data["errors"] = _error_tree(self.errors)
        if self.retry_after is not None:
            data.update(retry_after=round(self.retry_after, 3), **{"global": self.is_global})
        return data


def rate_limited(verdict: Verdict, *, code: int = 0, message: str = RATE_LIMITED) -> RestError:
    """A 429 as Discord answers it: ``retry_after`` in the body, the bucket's headers,
    ``Via`` (without it discord.py takes the 429 for a Cloudflare ban), the scope."""
    retry = verdict.retry_after or 0.0
    headers = {
        **verdict.headers,
        "Via": "1.1 google",
        "Retry-After": str(max(1, math.ceil(retry))),
        "X-RateLimit-Scope": verdict.scope,
    }
    if verdict.scope == "global":
        headers["X-RateLimit-Global"] = "true"
    return RestError(
        429, code, message, headers=headers, retry_after=retry,
        is_global=verdict.scope == "global",
    )  # fmt: skip


@dataclass
class Call:
    """One parsed API request."""

    request: web.Request
    method: str
    path: str
    params: dict[str, str]
    query: dict[str, str]
    body: Any
    files: list[JSON]
    record: RequestRecord
    spec_errors: list[BodyError] = field(default_factory=list)

    def flag(self, name: str) -> bool:
        """A boolean query parameter."""
        return self.query.get(name, "").lower() in ("1", "true")

    def dict_body(self) -> JSON:
        """The body as an object (400 if it is not one)."""
        if not isinstance(self.body, dict):
            raise RestError(
                400, 50109, "The request body must be a JSON object.", violation="invalid_body"
            )
        return self.body


Handler = Callable[[Call], Awaitable[web.StreamResponse]]


@dataclass(frozen=True)
class Endpoint:
    """A route: method, path pattern, handler; `auth` means a bot token is required.

    `checks_body` means the handler merges the spec errors with its own checks
    (message bodies); otherwise the router rejects spec errors up front.
    """

    method: str
    regex: re.Pattern[str]
    handler: Handler
    auth: bool = True
    checks_body: bool = False
    #: The route's own rate limit bucket and the path parameter it is kept per.
    bucket: tuple[str, str] | None = None
    #: The handler reads its own body (OAuth2's form-encoded token exchange).
    raw: bool = False


@dataclass
class RateLimitRule:
    """An injected 429 for matching requests."""

    method: str | None
    path: re.Pattern[str]
    retry_after: float
    count: int
    is_global: bool = False


def _compile(template: str) -> re.Pattern[str]:
    parts = [
        f"(?P<{s[1:-1]}>[^/]+)" if s.startswith("{") else re.escape(s)
        for s in template.strip("/").split("/")
    ]
    return re.compile("/" + "/".join(parts))


async def _first(*events: asyncio.Event) -> None:
    """Wait until any of ``events`` is set."""
    waits = [asyncio.ensure_future(e.wait()) for e in events]
    try:
        await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for wait in waits:
            wait.cancel()


def _snowflake(value: str, error: RestError) -> int:
    if not value.isdigit():
        raise error
    return int(value)


class RestApi:
    """Routes /api/v10 requests to handlers that act on the fake's world."""

    def __init__(self, fake: Host) -> None:
        self.fake = fake
        self.rate_limits: list[RateLimitRule] = []
        # Carried out at once, answered only when their event is set (on close at last).
        self.held_answers: list[tuple[RateLimitRule, asyncio.Event]] = []
        self.released = asyncio.Event()  # set on close: held answers stop hanging
        #: While set, every API request is answered with this status (`FakeDiscord.go_down`).
        self.outage: int | None = None
        self.endpoints: list[Endpoint] = []
        add = self._add
        # Gateway and identity.
        add("GET", "/gateway", self.get_gateway, auth=False)
        add("GET", "/gateway/bot", self.get_gateway_bot)
        add("GET", "/users/@me", self.get_me, auth=False)  # a bot or a Bearer token
        # OAuth2 and Activities (activities.py): the table's sign-in and its players.
        add("POST", "/oauth2/token", self.oauth2_token, auth=False, raw=True)
        add("GET", "/applications/{application_id}/activity-instances/{instance_id}",
            self.get_activity_instance)  # fmt: skip
        add("PATCH", "/users/@me", self.get_me)
        add("GET", "/users/@me/guilds", self.get_my_guilds)
        add("POST", "/users/@me/channels", self.create_dm)
        add("GET", "/users/{user_id}", self.get_user)
        add("GET", "/oauth2/applications/@me", self.get_application)
        add("GET", "/applications/@me", self.get_application)
        # Application commands.
        base = "/applications/{application_id}"
        for prefix in (f"{base}/commands", f"{base}/guilds/{{guild_id}}/commands"):
            add("GET", prefix, self.get_commands)
            add("PUT", prefix, self.put_commands)
            add("POST", prefix, self.post_command)
            add("GET", f"{prefix}/permissions", self.empty_list)
            add("GET", f"{prefix}/{{command_id}}", self.get_command)
            add("PATCH", f"{prefix}/{{command_id}}", self.patch_command)
            add("DELETE", f"{prefix}/{{command_id}}", self.delete_command)
        add("GET", f"{base}/emojis", self.empty_items)
        add("GET", f"{base}/entitlements", self.empty_list)
        add("GET", f"{base}/skus", self.empty_list)
        # Interactions and their webhooks (token in the URL, no Authorization).
        add(
            "POST", "/interactions/{interaction_id}/{interaction_token}/callback",
            self.interaction_callback, auth=False, checks_body=True,
        )  # fmt: skip
        hook = "/webhooks/{webhook_id}/{webhook_token}"
        webhook = ("webhook", "webhook_token")
        add("POST", hook, self.webhook_execute, auth=False, checks_body=True, bucket=webhook)
        add("GET", f"{hook}/messages/{{message_id}}", self.webhook_get, auth=False,
            bucket=webhook)  # fmt: skip
        add(
            "PATCH",
            f"{hook}/messages/{{message_id}}",
            self.webhook_edit,
            auth=False,
            checks_body=True,
            bucket=webhook,
        )
        add("DELETE", f"{hook}/messages/{{message_id}}", self.webhook_delete, auth=False,
            bucket=webhook)  # fmt: skip
        # Channels and messages.
        chan = "/channels/{channel_id}"
        add("GET", chan, self.get_channel)
        add("GET", f"{chan}/messages", self.list_messages)
        posts = ("channel-messages", "channel_id")  # posts and edits share it
        add("POST", f"{chan}/messages", self.create_message, checks_body=True, bucket=posts)
        add("GET", f"{chan}/messages/{{message_id}}", self.get_message)
        add("PATCH", f"{chan}/messages/{{message_id}}", self.edit_message, checks_body=True,
            bucket=posts)  # fmt: skip
        add("DELETE", f"{chan}/messages/{{message_id}}", self.delete_message)
        add("POST", f"{chan}/threads", self.create_thread)
        add("POST", f"{chan}/typing", self.no_content)
        add("GET", f"{chan}/pins", self.empty_list)
        add("GET", f"{chan}/messages/pins", self.empty_items)
        reaction = f"{chan}/messages/{{message_id}}/reactions/{{emoji}}"
        add("PUT", f"{reaction}/@me", self.add_reaction)
        add("DELETE", f"{reaction}/@me", self.remove_reaction)
        # Guilds.
        guild = "/guilds/{guild_id}"
        add("GET", guild, self.get_guild)
        add("GET", f"{guild}/channels", self.get_guild_channels)
        add("GET", f"{guild}/roles", self.get_roles)
        add("GET", f"{guild}/members", self.list_members)
        add("GET", f"{guild}/members/{{user_id}}", self.get_member)

    def _add(
        self,
        method: str,
        template: str,
        handler: Handler,
        *,
        auth: bool = True,
        checks_body: bool = False,
        bucket: tuple[str, str] | None = None,
        raw: bool = False,
    ) -> None:
        self.endpoints.append(
            Endpoint(method, _compile(template), handler, auth, checks_body, bucket, raw)
        )

    # ------------------------------------------------------------------ plumbing

    def _route(self, method: str, path: str) -> tuple[Endpoint, dict[str, str]]:
        allowed = []
        for endpoint in self.endpoints:
            match = endpoint.regex.fullmatch(path)
            if match is None:
                continue
            if endpoint.method == method:
                return endpoint, match.groupdict()
            allowed.append(endpoint.method)
        known = self.fake.spec is not None and self.fake.spec.has_operation(method, path)
        hint = " (documented by Discord, not implemented by the fake)" if known else ""
        if allowed:
            raise RestError(405, 0, "405: Method Not Allowed", violation="unknown_route")
        raise RestError(404, 0, f"404: Not Found{hint}", violation="unknown_route")

    async def _parse_body(self, request: web.Request) -> tuple[Any, list[JSON]]:
        if not request.body_exists:
            return None, []
        content_type = request.content_type
        if content_type == "multipart/form-data":
            body: Any = None
            files: list[JSON] = []
            reader = await request.multipart()
            while (part := await reader.next()) is not None:
                if not isinstance(part, BodyPartReader):
                    continue
                name = part.name or ""
                raw = await part.read()
                if name == "payload_json":
                    try:
                        body = json.loads(raw.decode() or "null")
                    except ValueError:
                        raise RestError(
                            400, 50109, "payload_json is not valid JSON.", violation="invalid_body"
                        ) from None
                elif name.startswith("files["):
                    files.append(
                        {
                            "filename": part.filename or name,
                            "size": len(raw),
                            "content_type": part.headers.get("Content-Type", ""),
                            "data": raw,
                        }
                    )
            return body, files
        text = await request.text()
        if not text:
            return None, []
        if content_type != "application/json":
            raise RestError(
                400, 50035, f"Unsupported Content-Type {content_type!r}", violation="invalid_body"
            )
        try:
            return json.loads(text), []
        except ValueError:
            raise RestError(
                400, 50109, "The request body contains invalid JSON.", violation="invalid_body"
            ) from None

    def _answer_held(self, method: str, path: str) -> asyncio.Event | None:
        for rule, release in self.held_answers:
            if rule.count > 0 and rule.method in (None, method) and rule.path.search(path):
                rule.count -= 1
                return release
        return None

    def _injected_limit(self, method: str, path: str) -> RestError | None:
        """A 429 a test asked for (`FakeDiscord.inject_rate_limit`)."""
        for rule in self.rate_limits:
            if rule.count <= 0 or (rule.method and rule.method != method):
                continue
            if not rule.path.search(path):
                continue
            rule.count -= 1
            headers = {
                "X-RateLimit-Limit": "5",
                "X-RateLimit-Remaining": "0",
                "X-RateLimit-Reset-After": f"{rule.retry_after:.3f}",
                "X-RateLimit-Bucket": "fake-injected",
            }
            scope = "global" if rule.is_global else "user"
            return rate_limited(Verdict("fake-injected", headers, rule.retry_after, scope))
        return None

    def _bucketed(self, endpoint: Endpoint, params: dict[str, str]) -> Verdict | None:
        """Discord's buckets for this request: the global one (not for interactions), then
        the route's own; a refusal raises the 429."""
        limiter = self.fake.rate_limiter
        if endpoint.auth:
            spent = limiter.bot_global()
            if spent is not None:
                raise rate_limited(spent)
        if endpoint.bucket is None:
            return None
        kind, key = endpoint.bucket
        verdict = limiter.route(endpoint.method, kind, params.get(key, ""))
        if verdict is not None and verdict.refused:
            raise rate_limited(verdict)
        return verdict

    def old_edit(self, message: StoredMessage) -> None:
        """Discord caps edits of a message older than an hour (30046)."""
        age = self.fake.clock() - message.born
        refused = self.fake.rate_limiter.old_edit(message.channel_id, age)
        if refused is not None:
            raise rate_limited(refused, code=30046, message=OLD_EDITS)

    async def handle(self, request: web.Request) -> web.StreamResponse:
        """Entry point for every /api/... request."""
        fake = self.fake
        network = fake.network
        if network is not None:  # on its way to Discord
            await network.cross(network.links.request)
        method = request.method
        full_path = request.path
        path = full_path[len(API_PREFIX) :] if full_path.startswith(API_PREFIX + "/") else full_path
        record = RequestRecord(
            method=method,
            path=path,
            query=dict(request.query),
            json=None,
            at=fake.clock(),
            perf=time.perf_counter(),
        )
        fake.requests.append(record)
        response: web.StreamResponse
        if self.outage is not None:  # Discord is down: nothing behind its edge answers
            record.status = self.outage
            fake.notifier.notify()
            return outage_response(self.outage)
        try:
            if not full_path.startswith(API_PREFIX + "/"):
                raise RestError(
                    404, 0, "404: Not Found (not under /api/v10)", violation="unknown_route"
                )
            endpoint, params = self._route(method, path)
            injected = self._injected_limit(method, path)
            if injected is not None:
                raise injected
            if endpoint.auth and request.headers.get("Authorization") != f"Bot {fake.token}":
                raise RestError(401, 0, "401: Unauthorized", violation="unauthorized")
            bucket = self._bucketed(endpoint, params)
            body, files = (None, []) if endpoint.raw else await self._parse_body(request)
            record.json = body
            record.files = [f["filename"] for f in files]
            call = Call(request, method, path, params, dict(request.query), body, files, record)
            if body is not None and fake.spec is not None and fake.validate:
                call.spec_errors = fake.spec.validate(method, path, body)
            if call.spec_errors and not endpoint.checks_body:
                raise self.invalid(call.spec_errors)
            if network is not None and endpoint.bucket == ("channel-messages", "channel_id"):
                await network.cross(network.links.work)  # Discord posts or edits it
            response = await endpoint.handler(call)
            record.attachments = [int(f["attachment_id"]) for f in files if "attachment_id" in f]
            if bucket is not None:
                response.headers.update(bucket.headers)
            held = self._answer_held(method, path)
            if held is not None:
                record.status = response.status
                fake.notifier.notify()
                await _first(held, self.released)  # a slow network, or a process killed
                if not held.is_set():
                    return web.Response(status=503)
        except RestError as error:
            if error.status == 429:
                fake.rate_limited.append((method, path))
            if error.violation:
                fake.record_violation(
                    error.violation,
                    error.message,
                    method=method,
                    path=path,
                    errors=[str(e) for e in error.errors],
                    body=record.json,
                    status=error.status,
                    code=error.code,
                )
            response = json_response(error.payload(), error.status, error.headers)
        record.status = response.status
        fake.notifier.notify()
        if network is not None:  # the answer on its way back
            await network.cross(network.links.answer)
        return response

    @staticmethod
    def invalid(errors: list[BodyError]) -> RestError:
        """The 400 answer for body errors."""
        code = next((e.code for e in errors if e.code != 50035), 50035)
        message = "Cannot send an empty message" if code == 50006 else "Invalid Form Body"
        return RestError(400, code, message, violation="invalid_body", errors=errors)

    def message_errors(
        self, call: Call, body: Any, *, existing: StoredMessage | None, creating: bool
    ) -> list[BodyError]:
        """Spec errors of the request plus message limits of `body`."""
        errors = list(call.spec_errors)
        if isinstance(body, dict) and self.fake.validate:
            limits = check_message(
                body, existing=existing.data if existing else None, creating=creating
            )
            known = {(e.location, e.message) for e in errors}
            errors += [e for e in limits if (e.location, e.message) not in known]
        return errors

    def _attachments(self, files: list[JSON]) -> list[JSON]:
        fake = self.fake
        result = []
        for info in files:
            attachment_id = fake.world.new_id()
            fake.world.attachment_bytes[attachment_id] = info.get("data", b"")
            info["attachment_id"] = attachment_id  # the request's record names it
            url = f"{fake.http_url}/attachments/{attachment_id}/{info['filename']}"
            result.append(
                {
                    "id": str(attachment_id),
                    "filename": info["filename"],
                    "size": info["size"],
                    "content_type": info["content_type"] or None,
                    "url": url,
                    "proxy_url": url,
                }
            )
        return result

    # ------------------------------------------------------------------ simple routes

    async def no_content(self, call: Call) -> web.StreamResponse:
        """204."""
        return web.Response(status=204)

    async def empty_list(self, call: Call) -> web.StreamResponse:
        """[]."""
        return json_response([])

    async def empty_items(self, call: Call) -> web.StreamResponse:
        """{"items": []}."""
        return json_response({"items": []})

    async def get_gateway(self, call: Call) -> web.StreamResponse:
        """GET /gateway."""
        return json_response({"url": self.fake.gateway_url})

    async def get_gateway_bot(self, call: Call) -> web.StreamResponse:
        """GET /gateway/bot."""
        return json_response(
            {
                "url": self.fake.gateway_url,
                "shards": 1,
                "session_start_limit": {
                    "total": 1000,
                    "remaining": 1000,
                    "reset_after": 0,
                    "max_concurrency": 1,
                },
            }
        )

    async def get_me(self, call: Call) -> web.StreamResponse:
        """GET /users/@me: the bot's own user with its token, or a person's with an
        OAuth2 Bearer token (activities.py)."""
        fake = self.fake
        authorization = call.request.headers.get("Authorization")
        if authorization == f"Bot {fake.token}":
            user = fake.bot_user.to_dict()
            user.update(verified=True, mfa_enabled=False, email=None, locale="en-US")
            return json_response(user)
        person = fake.activities.bearer(authorization)
        if person is None:
            raise RestError(401, 0, "401: Unauthorized", violation="unauthorized")
        found = fake.world.users[person]
        user = found.to_dict()
        user.update(locale=fake.activities.locales.get(person, "en-US"), mfa_enabled=False)
        return json_response(user)

    async def oauth2_token(self, call: Call) -> web.StreamResponse:
        """POST /oauth2/token (activities.py)."""
        return await self.fake.activities.token(call.request)

    async def get_activity_instance(self, call: Call) -> web.StreamResponse:
        """GET /applications/{id}/activity-instances/{instance_id} (activities.py)."""
        params = call.params
        return self.fake.activities.instance(params["application_id"], params["instance_id"])

    async def get_my_guilds(self, call: Call) -> web.StreamResponse:
        """GET /users/@me/guilds."""
        return json_response(
            [
                {"id": str(g.id), "name": g.name, "icon": None, "owner": False,
                 "permissions": str(g.everyone_permissions), "features": []}
                for g in self.fake.world.guilds.values()
            ]
        )  # fmt: skip

    async def get_user(self, call: Call) -> web.StreamResponse:
        """GET /users/{id}."""
        unknown = RestError(404, 10013, "Unknown User")
        user = self.fake.world.users.get(_snowflake(call.params["user_id"], unknown))
        if user is None:
            raise unknown
        return json_response(user.to_dict())

    async def create_dm(self, call: Call) -> web.StreamResponse:
        """POST /users/@me/channels."""
        body = call.dict_body()
        unknown = RestError(400, 50033, "Invalid Recipient(s)", violation="invalid_body")
        user = self.fake.world.users.get(_snowflake(str(body.get("recipient_id", "")), unknown))
        if user is None:
            raise unknown
        channel = self.fake.world.dm_channel(user)
        return json_response(channel.to_dict())

    async def get_application(self, call: Call) -> web.StreamResponse:
        """GET /oauth2/applications/@me."""
        return json_response(self.fake.application.to_dict(self.fake.bot_user))

    # ------------------------------------------------------------------ commands

    def _command_scope(self, call: Call) -> int | None:
        fake = self.fake
        if call.params["application_id"] != str(fake.application_id):
            raise RestError(403, 50001, "Missing Access", violation="wrong_application")
        guild_id = call.params.get("guild_id")
        if guild_id is None:
            return None
        if not guild_id.isdigit() or int(guild_id) not in fake.world.guilds:
            raise RestError(403, 50001, "Missing Access", violation="unknown_guild")
        return int(guild_id)

    def _store_command(self, guild_id: int | None, body: JSON, existing: list[JSON]) -> JSON:
        fake = self.fake
        ctype = body.get("type") or 1
        old = next(
            (c for c in existing if c["name"] == body.get("name") and c["type"] == ctype), None
        )
        command: JSON = {
            "type": ctype,
            "description": "",
            "options": [],
            "default_member_permissions": None,
            "dm_permission": True,
            "nsfw": False,
            "integration_types": [0],
            "contexts": None,
        }
        command.update({k: v for k, v in body.items() if v is not None})
        command.update(
            id=old["id"] if old else str(fake.world.new_id()),
            application_id=str(fake.application_id),
            version=str(fake.world.new_id()),
        )
        if guild_id is not None:
            command["guild_id"] = str(guild_id)
            command.pop("dm_permission", None)
        return command

    def _commands(self, guild_id: int | None) -> list[JSON]:
        return self.fake.commands_by_scope.setdefault(guild_id, [])

    async def get_commands(self, call: Call) -> web.StreamResponse:
        """GET .../commands."""
        return json_response(self._commands(self._command_scope(call)))

    async def put_commands(self, call: Call) -> web.StreamResponse:
        """PUT .../commands (bulk overwrite)."""
        scope = self._command_scope(call)
        if not isinstance(call.body, list):
            raise RestError(400, 50035, "Expected an array of commands", violation="invalid_body")
        names = [(c.get("type") or 1, c.get("name")) for c in call.body if isinstance(c, dict)]
        if len(set(names)) != len(names):
            raise self.invalid([BodyError("", "Application command names must be unique")])
        existing = self._commands(scope)
        stored = [self._store_command(scope, c, existing) for c in call.body]
        self.fake.commands_by_scope[scope] = stored
        return json_response(stored)

    async def post_command(self, call: Call) -> web.StreamResponse:
        """POST .../commands (upsert one)."""
        scope = self._command_scope(call)
        existing = self._commands(scope)
        command = self._store_command(scope, call.dict_body(), existing)
        existing[:] = [c for c in existing if c["id"] != command["id"]] + [command]
        return json_response(command, 201)

    def _find_command(self, call: Call) -> tuple[list[JSON], JSON]:
        commands = self._commands(self._command_scope(call))
        command = next((c for c in commands if c["id"] == call.params["command_id"]), None)
        if command is None:
            raise RestError(404, 10063, "Unknown application command", violation="unknown_command")
        return commands, command

    async def get_command(self, call: Call) -> web.StreamResponse:
        """GET .../commands/{id}."""
        return json_response(self._find_command(call)[1])

    async def patch_command(self, call: Call) -> web.StreamResponse:
        """PATCH .../commands/{id}."""
        _, command = self._find_command(call)
        command.update({k: v for k, v in call.dict_body().items() if k not in ("id", "type")})
        command["version"] = str(self.fake.world.new_id())
        return json_response(command)

    async def delete_command(self, call: Call) -> web.StreamResponse:
        """DELETE .../commands/{id}."""
        commands, command = self._find_command(call)
        commands.remove(command)
        return web.Response(status=204)

    # ------------------------------------------------------------------ interactions

    def _handle_for(self, call: Call, id_param: str, token_param: str) -> InteractionHandle | None:
        raw = call.params[id_param]
        handle = self.fake.interactions.get(int(raw)) if raw.isdigit() else None
        if handle is None or handle.token != call.params[token_param]:
            return None
        return handle

    def _callback_type_error(self, handle: InteractionHandle, ctype: Any) -> BodyError | None:
        allowed = {
            2: {4, 5, 9, 12},
            3: {4, 5, 6, 7, 9, 12},
            4: {8},
            5: {4, 5, 6, 7} if handle.source_message_id else {4, 5},
        }.get(handle.type, set())
        if ctype in allowed:
            return None
        return BodyError(
            "type",
            f"Interaction callback type {ctype} is not valid for interaction type {handle.type}",
        )

    async def interaction_callback(self, call: Call) -> web.StreamResponse:
        """POST /interactions/{id}/{token}/callback."""
        fake = self.fake
        handle = self._handle_for(call, "interaction_id", "interaction_token")
        if handle is None:
            raise RestError(404, 10062, "Unknown interaction", violation="unknown_interaction")
        body = call.dict_body()
        raw_type, raw_data = body.get("type"), body.get("data")
        ctype = raw_type if isinstance(raw_type, int) else -1
        data: JSON = raw_data if isinstance(raw_data, dict) else {}
        source = fake.world.messages.get(handle.source_message_id or 0)
        errors = list(call.spec_errors)
        type_error = self._callback_type_error(handle, ctype)
        if type_error is not None:
            errors.append(type_error)
        elif ctype == 4:
            errors = self.message_errors(call, data, existing=None, creating=not call.files)
        elif ctype == 7:
            errors = self.message_errors(call, data, existing=source, creating=False)
        elif ctype == 9 and fake.validate:
            errors += check_modal(data)
        elif ctype == 12 and not fake.activities.enabled:
            errors.append(BodyError("type", "This application cannot launch an Activity"
                                    " (Activities are not enabled for it)"))  # fmt: skip
        ack = AckRecord(
            callback_type=ctype,
            body=body,
            status=0,
            at=fake.clock(),
            perf=call.record.perf,
        )
        handle.acks.append(ack)
        try:
            if errors:
                fake.record_violation(
                    "invalid_body",
                    "Invalid Form Body",
                    method=call.method,
                    path=call.path,
                    errors=[str(e) for e in errors],
                    body=body,
                    status=400,
                    code=50035,
                )
            if any(a.ok for a in handle.acks):
                raise RestError(
                    400, 40060, "Interaction has already been acknowledged.",
                    violation="already_acknowledged",
                )  # fmt: skip
            age = handle.age(ack.at)
            if age > fake.ack_deadline:
                raise RestError(
                    404, 10062,
                    f"Unknown interaction (acknowledged {age:.3f} s after creation; "
                    f"the limit is {fake.ack_deadline:g} s)",
                    violation="unknown_interaction",
                )  # fmt: skip
            if errors:
                error = self.invalid(errors)
                error.violation = None  # already recorded above
                raise error
            if ctype in (6, 7) and (source is None or source.deleted):
                raise RestError(404, 10008, "Unknown Message", violation="unknown_message")
            if ctype == 7 and source is not None:
                self.old_edit(source)
            message = self._apply_callback(handle, ctype, data, source, call.files)
        except RestError as error:
            ack.status, ack.code, ack.error = error.status, error.code, error.message
            raise
        ack.status = 200 if call.flag("with_response") else 204
        ack.message_id = message.id if message else None
        fake.notifier.notify()
        if not call.flag("with_response"):
            return web.Response(status=204)
        interaction: JSON = {"id": str(handle.id), "type": handle.type}
        resource: JSON = {"type": ctype}
        if ctype == 12 and handle.launched is not None:
            resource["activity_instance"] = {"id": handle.launched}
        if message is not None:
            interaction.update(
                response_message_id=str(message.id),
                response_message_loading=message.loading,
                response_message_ephemeral=message.ephemeral,
            )
            resource["message"] = message.data  # serialised at once; never edited in place
        return json_response({"interaction": interaction, "resource": resource})

    def _apply_callback(
        self,
        handle: InteractionHandle,
        ctype: int,
        data: JSON,
        source: StoredMessage | None,
        files: list[JSON],
    ) -> StoredMessage | None:
        fake = self.fake
        if ctype in (4, 5):
            channel = self.channel_of(handle.channel_id)
            flags = int(data.get("flags") or 0)
            message = fake.world.create_message(
                channel,
                fake.bot_user,
                data if ctype == 4 else {},
                ephemeral_for=handle.user.id if flags & EPHEMERAL else None,
                interaction=fake.interaction_metadata(handle),
                message_type=20 if handle.type == 2 else 0,
                webhook_id=fake.application_id,
                extra_flags=LOADING if ctype == 5 else 0,
                attachments=self._attachments(files) if ctype == 4 else None,
            )
            handle.original_message_id = message.id
            fake.bot_created(message)
            fake.announce_message("MESSAGE_CREATE", message)
            return message
        if ctype in (6, 7) and source is not None:
            if ctype == 7:
                fake.world.edit_message(source, data)
                if files:
                    source.data["attachments"] += self._attachments(files)
                fake.announce_message("MESSAGE_UPDATE", source)
            handle.original_message_id = source.id
            return source
        if ctype == 12:  # the presser's client opens the Activity in the channel
            handle.launched = fake.activities.launch(handle.user, handle.channel_id)
        if ctype == 8:
            handle.autocomplete_choices = list(data.get("choices") or [])
        elif ctype == 9:
            handle.modal = data
        return None

    def _webhook_handle(self, call: Call) -> InteractionHandle:
        fake = self.fake
        if call.params["webhook_id"] != str(fake.application_id):
            raise RestError(404, 10015, "Unknown Webhook", violation="unknown_webhook")
        token = call.params["webhook_token"]
        handle = next((h for h in fake.interactions.values() if h.token == token), None)
        if handle is None:
            raise RestError(401, 50027, "Invalid Webhook Token", violation="unknown_webhook")
        age = handle.age(fake.clock())
        if age > fake.token_lifetime:
            raise RestError(
                401, 50027,
                f"Invalid Webhook Token (interaction token expired {age:.0f} s after creation)",
                violation="expired_token",
            )  # fmt: skip
        if handle.ack is None:
            raise RestError(
                404, 10015,
                "Unknown Webhook (the interaction was not acknowledged yet)",
                violation="not_acknowledged",
            )  # fmt: skip
        return handle

    def _webhook_message(self, call: Call, handle: InteractionHandle) -> StoredMessage:
        target = call.params["message_id"]
        unknown = RestError(404, 10008, "Unknown Message", violation="unknown_message")
        if target == "@original":
            message_id = handle.original_message_id
        else:
            message_id = _snowflake(target, unknown)
            if message_id not in (handle.original_message_id, *handle.followup_ids):
                raise unknown
        message = self.fake.world.messages.get(message_id or 0)
        if message is None or message.deleted:
            raise unknown
        return message

    def _log_webhook(
        self, call: Call, handle: InteractionHandle, target: str, message: StoredMessage | None
    ) -> None:
        handle.webhook_calls.append(
            WebhookCall(
                method=call.method,
                target=target,
                body=call.body,
                message_id=message.id if message else None,
                perf=call.record.perf,
            )
        )

    async def webhook_execute(self, call: Call) -> web.StreamResponse:
        """POST /webhooks/{app}/{token}: an interaction followup."""
        fake = self.fake
        handle = self._webhook_handle(call)
        body = call.dict_body()
        errors = self.message_errors(call, body, existing=None, creating=not call.files)
        if errors:
            raise self.invalid(errors)
        original = handle.original_message
        attachments = self._attachments(call.files)
        if original is not None and original.loading and handle.response_type == 5:
            # The first followup after a deferred reply fills the "thinking..." message.
            edit = {k: v for k, v in body.items() if k != "flags"}
            fake.world.edit_message(original, edit)
            if attachments:
                original.data["attachments"] = attachments
            message = original
            fake.announce_message("MESSAGE_UPDATE", message)
        else:
            flags = int(body.get("flags") or 0)
            metadata = fake.interaction_metadata(handle)
            if handle.original_message_id:
                metadata["original_response_message_id"] = str(handle.original_message_id)
            message = fake.world.create_message(
                self.channel_of(handle.channel_id),
                fake.bot_user,
                body,
                ephemeral_for=handle.user.id if flags & EPHEMERAL else None,
                interaction=metadata,
                webhook_id=fake.application_id,
                attachments=attachments,
            )
            fake.bot_created(message)
            fake.announce_message("MESSAGE_CREATE", message)
        handle.followup_ids.append(message.id)
        self._log_webhook(call, handle, "followup", message)
        if call.flag("wait"):
            return json_response(message.to_dict())
        return web.Response(status=204)

    async def webhook_get(self, call: Call) -> web.StreamResponse:
        """GET /webhooks/{app}/{token}/messages/{id|@original}."""
        handle = self._webhook_handle(call)
        message = self._webhook_message(call, handle)
        return json_response(message.to_dict())

    async def webhook_edit(self, call: Call) -> web.StreamResponse:
        """PATCH /webhooks/{app}/{token}/messages/{id|@original}."""
        fake = self.fake
        handle = self._webhook_handle(call)
        message = self._webhook_message(call, handle)
        body = call.dict_body()
        errors = self.message_errors(call, body, existing=message, creating=False)
        if errors:
            raise self.invalid(errors)
        self.old_edit(message)
        fake.world.edit_message(message, body)
        if call.files:
            message.data["attachments"] = message.data.get("attachments", []) + self._attachments(
                call.files
            )
        fake.announce_message("MESSAGE_UPDATE", message)
        self._log_webhook(call, handle, f"edit {call.params['message_id']}", message)
        return json_response(message.to_dict())

    async def webhook_delete(self, call: Call) -> web.StreamResponse:
        """DELETE /webhooks/{app}/{token}/messages/{id|@original}."""
        fake = self.fake
        handle = self._webhook_handle(call)
        message = self._webhook_message(call, handle)
        fake.world.delete_message(message)
        fake.announce_delete(message)
        self._log_webhook(call, handle, f"delete {call.params['message_id']}", message)
        return web.Response(status=204)

    # ------------------------------------------------------------------ channels

    def _channel(self, call: Call) -> FakeChannel:
        unknown = RestError(404, 10003, "Unknown Channel", violation="unknown_channel")
        return self.channel_of(_snowflake(call.params["channel_id"], unknown))

    def channel_of(self, channel_id: int) -> FakeChannel:
        """A channel the bot may act in: 404, 10003 Unknown Channel once it is deleted (or
        if it never was); 403, 50001 Missing Access in a server the bot is no longer in."""
        world = self.fake.world
        channel = world.channels.get(channel_id)
        if channel is None:
            raise RestError(404, 10003, "Unknown Channel", violation="unknown_channel")
        guild = world.guilds.get(channel.guild_id or 0)
        if guild is not None and self.fake.bot_user.id not in guild.members:
            raise RestError(403, 50001, "Missing Access", violation="missing_access")
        return channel

    def _message(self, call: Call, channel: FakeChannel) -> StoredMessage:
        unknown = RestError(404, 10008, "Unknown Message", violation="unknown_message")
        message = self.fake.world.messages.get(_snowflake(call.params["message_id"], unknown))
        if (
            message is None
            or message.deleted
            or message.channel_id != channel.id
            or message.ephemeral_for is not None
        ):
            raise unknown
        return message

    async def get_channel(self, call: Call) -> web.StreamResponse:
        """GET /channels/{id}."""
        return json_response(self._channel(call).to_dict())

    async def list_messages(self, call: Call) -> web.StreamResponse:
        """GET /channels/{id}/messages (newest first; limit/before/after)."""
        channel = self._channel(call)
        messages = self.fake.world.channel_listing(channel.id)
        before, after = call.query.get("before"), call.query.get("after")
        if before and before.isdigit():
            messages = [m for m in messages if m.id < int(before)]
        if after and after.isdigit():
            messages = [m for m in messages if m.id > int(after)]
        limit = min(max(int(call.query.get("limit", "50") or 50), 1), 100)
        chosen = messages[:limit] if after and not before else messages[-limit:]
        return json_response([m.to_dict() for m in reversed(chosen)])

    def _bot_may_post(self, channel: FakeChannel, body: JSON) -> None:
        """Discord refuses a message the bot lacks the permission for (50013). In a
        thread, posting takes Send Messages in Threads instead of Send Messages, and the
        thread's permissions are its channel's."""
        in_thread = channel.type in THREAD_TYPES
        needed = 1 << 10 | (SEND_IN_THREADS if in_thread else 1 << 11)  # view, send
        if body.get("embeds"):
            needed |= 1 << 14  # embed links
        if self.fake.world.bot_denied_in(channel) & needed or channel.posts_refused:
            raise RestError(403, 50013, "Missing Permissions")

    async def create_thread(self, call: Call) -> web.StreamResponse:
        """POST /channels/{id}/threads: a thread without a starter message, in a guild's
        text channel (type 0). Its ``type`` defaults to a private thread (12); a public
        one (11) takes Create Public Threads, a private one Create Private Threads, and
        both View Channel (403, 50013 without). THREAD_CREATE (``newly_created``) goes
        to the bot, and the answer is the thread (201)."""
        fake = self.fake
        channel = self._channel(call)
        body = call.dict_body()
        kind = body.get("type") or 12
        if channel.type != 0 or kind not in (11, 12):
            raise RestError(400, 50024, "Cannot execute action on this channel type",
                            violation="wrong_channel_type")  # fmt: skip
        needed = 1 << 10 | (CREATE_PUBLIC_THREADS if kind == 11 else CREATE_PRIVATE_THREADS)
        if fake.world.bot_denied_in(channel) & needed:
            raise RestError(403, 50013, "Missing Permissions")
        thread = fake.world.add_thread(channel, str(body["name"]), fake.bot_user, type=kind)
        fake.thread_made(thread)
        return json_response(thread.to_dict(), status=201)

    async def create_message(self, call: Call) -> web.StreamResponse:
        """POST /channels/{id}/messages."""
        fake = self.fake
        channel = self._channel(call)
        body = call.dict_body()
        self._bot_may_post(channel, body)
        errors = self.message_errors(call, body, existing=None, creating=not call.files)
        if errors:
            raise self.invalid(errors)
        nonce = body.get("nonce")
        if nonce is not None and body.get("enforce_nonce"):
            # Discord: the nonce is checked for uniqueness in the past few minutes; an
            # earlier message by the same author with it is returned, and none is created.
            earlier = fake.world.message_with_nonce(fake.bot_user.id, str(nonce))
            if earlier is not None:
                return json_response(earlier.to_dict())
        message = fake.world.create_message(
            channel, fake.bot_user, body, attachments=self._attachments(call.files)
        )
        fake.bot_created(message)
        fake.announce_message("MESSAGE_CREATE", message)
        return json_response(message.to_dict())

    async def get_message(self, call: Call) -> web.StreamResponse:
        """GET /channels/{id}/messages/{mid}."""
        return json_response(self._message(call, self._channel(call)).to_dict())

    async def edit_message(self, call: Call) -> web.StreamResponse:
        """PATCH /channels/{id}/messages/{mid}."""
        fake = self.fake
        message = self._message(call, self._channel(call))
        if message.author_id != fake.bot_user.id:
            raise RestError(
                403, 50005, "Cannot edit a message authored by another user",
                violation="forbidden",
            )  # fmt: skip
        body = call.dict_body()
        self._bot_may_post(self._channel(call), body)
        errors = self.message_errors(call, body, existing=message, creating=False)
        if errors:
            raise self.invalid(errors)
        self.old_edit(message)
        fake.world.edit_message(message, body)
        fake.announce_message("MESSAGE_UPDATE", message)
        return json_response(message.to_dict())

    async def delete_message(self, call: Call) -> web.StreamResponse:
        """DELETE /channels/{id}/messages/{mid}."""
        fake = self.fake
        message = self._message(call, self._channel(call))
        fake.world.delete_message(message)
        fake.announce_delete(message)
        return web.Response(status=204)

    async def add_reaction(self, call: Call) -> web.StreamResponse:
        """PUT .../reactions/{emoji}/@me."""
        message = self._message(call, self._channel(call))
        emoji = call.params["emoji"]
        reactions = list(message.data.get("reactions", []))  # old versions stay as they were
        if not any(r["emoji"].get("name") == emoji for r in reactions):
            reactions.append({"count": 1, "me": True, "emoji": {"id": None, "name": emoji}})
        message.data["reactions"] = reactions
        return web.Response(status=204)

    async def remove_reaction(self, call: Call) -> web.StreamResponse:
        """DELETE .../reactions/{emoji}/@me."""
        message = self._message(call, self._channel(call))
        emoji = call.params["emoji"]
        message.data["reactions"] = [
            r for r in message.data.get("reactions", []) if r["emoji"].get("name") != emoji
        ]
        return web.Response(status=204)

    # ------------------------------------------------------------------ guilds

    def _guild_id(self, call: Call) -> int:
        unknown = RestError(404, 10004, "Unknown Guild", violation="unknown_guild")
        guild_id = _snowflake(call.params["guild_id"], unknown)
        if guild_id not in self.fake.world.guilds:
            raise unknown
        return guild_id

    async def get_guild(self, call: Call) -> web.StreamResponse:
        """GET /guilds/{id}."""
        guild = self.fake.world.guilds[self._guild_id(call)]
        data = guild.to_dict()
        if call.flag("with_counts"):
            data.update(approximate_member_count=len(guild.members), approximate_presence_count=0)
        return json_response(data)

    async def get_guild_channels(self, call: Call) -> web.StreamResponse:
        """GET /guilds/{id}/channels."""
        guild = self.fake.world.guilds[self._guild_id(call)]
        return json_response([c.to_dict() for c in guild.channels.values()])

    async def get_roles(self, call: Call) -> web.StreamResponse:
        """GET /guilds/{id}/roles."""
        return json_response(self.fake.world.guilds[self._guild_id(call)].role_dicts())

    async def list_members(self, call: Call) -> web.StreamResponse:
        """GET /guilds/{id}/members."""
        guild = self.fake.world.guilds[self._guild_id(call)]
        limit = min(max(int(call.query.get("limit", "1") or 1), 1), 1000)
        members = sorted(guild.members.values(), key=lambda m: m.id)
        after = call.query.get("after", "0")
        members = [m for m in members if m.id > int(after or 0)][:limit]
        return json_response([m.to_dict() for m in members])

    async def get_member(self, call: Call) -> web.StreamResponse:
        """GET /guilds/{id}/members/{user}."""
        guild = self.fake.world.guilds[self._guild_id(call)]
        unknown = RestError(404, 10007, "Unknown Member")
        member = guild.members.get(_snowflake(call.params["user_id"], unknown))
        if member is None:
            raise unknown
        return json_response(member.to_dict())
