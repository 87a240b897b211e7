"""A small HTTP control API under /_fake/ for driving the fake from another process.

Used when the fake runs as ``python -m fakediscord`` (e.g. a benchmark
that runs the bot in its own process and measures press -> response latency):

===========================================  =================================================
``GET  /_fake/state``                        ids of the guild, channels, members, commands
``POST /_fake/wait_ready {timeout}``         wait until a bot session is connected
``POST /_fake/members {username, bot}``      add a member
``POST /_fake/slash {user_id, name, ...}``   run a slash command (``wait``: also await the ack)
``POST /_fake/click {user_id, message_id,    press a button (``at_ms``: Discord time in Unix ms,
custom_id, at_ms, wait, timeout, stale}``    ``wait``: await the ack and report ``latency_ms``;
                                             ``stale``: from a client showing an older version)
``GET  /_fake/messages/{channel_id}``        public messages, oldest first (``?last=N``: the
                                             newest N only)
``GET  /_fake/ephemeral/{user_id}``          ephemeral messages a user saw
``GET  /_fake/interactions/{id}``            an interaction and its answers
``POST /_fake/interactions/{id}/again``      deliver that INTERACTION_CREATE once more
``POST /_fake/gateway {up}``                 an outage of the gateway (``up: false``), or its
                                             end (``up: true``)
``DELETE /_fake/channels/{channel_id}``      a moderator deletes a channel (or a thread)
``GET/DELETE /_fake/violations``             list / clear violations
``GET  /_fake/requests?since=N``             recorded REST requests from index N
``POST /_fake/outage {status, rest,          an outage: REST requests and/or gateway handshakes
gateway, drop}``                             answered with ``status`` (503); ``drop``: also
                                             close the open gateway connections
``DELETE /_fake/outage``                     the outage is over
``POST /_fake/shutdown``                     stop the process (``__main__``)
===========================================  =================================================
"""

from __future__ import annotations

import asyncio
from dataclasses import asdict
from typing import Any

from aiohttp import web

from .fake import FakeDiscord
from .interactions import InteractionHandle
from .rest import json_response

__all__ = ["ControlApi", "interaction_summary"]

JSON = dict[str, Any]


def interaction_summary(handle: InteractionHandle) -> JSON:
    """A JSON view of an interaction and what the bot answered."""
    return {
        "id": str(handle.id),
        "type": handle.type,
        "user_id": str(handle.user.id),
        "channel_id": str(handle.channel_id),
        "acks": [
            {
                "callback_type": a.callback_type,
                "status": a.status,
                "code": a.code,
                "error": a.error,
                "latency_ms": (a.perf - handle.dispatched_perf) * 1000,
                "message_id": str(a.message_id) if a.message_id else None,
            }
            for a in handle.acks
        ],
        "latency_ms": handle.latency * 1000 if handle.latency is not None else None,
        "original_message_id": str(handle.original_message_id)
        if handle.original_message_id
        else None,
        "followup_ids": [str(i) for i in handle.followup_ids],
    }


class ControlApi:
    """Handlers for /_fake/ (no auth; bound to 127.0.0.1 like the rest)."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self.shutdown_requested = asyncio.Event()

    def register(self, router: web.UrlDispatcher) -> None:
        """Add the /_fake/ routes (before the API catch-all)."""
        router.add_get("/_fake/state", self.state)
        router.add_post("/_fake/wait_ready", self.wait_ready)
        router.add_post("/_fake/members", self.add_member)
        router.add_post("/_fake/slash", self.slash)
        router.add_post("/_fake/click", self.click)
        router.add_get("/_fake/messages/{channel_id}", self.messages)
        router.add_get("/_fake/ephemeral/{user_id}", self.ephemeral)
        router.add_get("/_fake/interactions/{interaction_id}", self.interaction)
        router.add_post("/_fake/interactions/{interaction_id}/again", self.again)
        router.add_post("/_fake/gateway", self.gateway)
        router.add_delete("/_fake/channels/{channel_id}", self.delete_channel)
        router.add_get("/_fake/violations", self.violations)
        router.add_delete("/_fake/violations", self.clear_violations)
        router.add_get("/_fake/requests", self.requests)
        router.add_post("/_fake/outage", self.outage)
        router.add_delete("/_fake/outage", self.end_outage)
        router.add_post("/_fake/shutdown", self.shutdown)

    @staticmethod
    async def _body(request: web.Request) -> JSON:
        if not request.body_exists:
            return {}
        data = await request.json()
        if not isinstance(data, dict):
            raise web.HTTPBadRequest(text="expected a JSON object")
        return data

    @staticmethod
    def _error(exc: Exception) -> web.Response:
        status = 504 if isinstance(exc, TimeoutError) else 400
        return json_response({"error": f"{type(exc).__name__}: {exc}"}, status)

    async def state(self, request: web.Request) -> web.StreamResponse:
        """GET /_fake/state."""
        fake = self.fake
        return json_response(
            {
                "port": fake.port,
                "base_url": fake.base_url,
                "gateway_url": fake.gateway_url,
                "token": fake.token,
                "application_id": str(fake.application_id),
                "bot_user_id": str(fake.bot_user.id),
                "guild_id": str(fake.guild.id),
                "channels": {c.name: str(c.id) for c in fake.channels},
                "members": {m.user.username: str(m.id) for m in fake.guild.members.values()},
                "sessions": len(fake.gateway.live_sessions),
                "commands": [c["name"] for scope in fake.commands_by_scope.values() for c in scope],
                "violations": len(fake.violations),
            }
        )

    async def wait_ready(self, request: web.Request) -> web.StreamResponse:
        """POST /_fake/wait_ready."""
        body = await self._body(request)
        try:
            await self.fake.wait_for_gateway(float(body.get("timeout", 30.0)))
        except TimeoutError as exc:
            return self._error(exc)
        return json_response({"ready": True})

    async def add_member(self, request: web.Request) -> web.StreamResponse:
        """POST /_fake/members."""
        body = await self._body(request)
        member = self.fake.add_member(str(body["username"]), bot=bool(body.get("bot", False)))
        return json_response(member.to_dict())

    async def _answer(self, handle: InteractionHandle, body: JSON) -> web.StreamResponse:
        if body.get("wait"):
            try:
                await handle.wait_ack(float(body.get("timeout", 10.0)))
            except TimeoutError as exc:
                return self._error(exc)
        return json_response(interaction_summary(handle))

    async def slash(self, request: web.Request) -> web.StreamResponse:
        """POST /_fake/slash."""
        body = await self._body(request)
        try:
            handle = await self.fake.slash(
                int(body["user_id"]),
                str(body["name"]),
                body.get("options") or {},
                subcommand=body.get("subcommand"),
                group=body.get("group"),
                channel=int(body["channel_id"]) if body.get("channel_id") else None,
                at=int(body["at_ms"]) if body.get("at_ms") else None,
            )
        except (LookupError, ValueError, TypeError, RuntimeError) as exc:
            return self._error(exc)
        return await self._answer(handle, body)

    async def click(self, request: web.Request) -> web.StreamResponse:
        """POST /_fake/click."""
        body = await self._body(request)
        try:
            handle = await self.fake.click(
                int(body["user_id"]),
                int(body["message_id"]),
                str(body["custom_id"]),
                at=int(body["at_ms"]) if body.get("at_ms") else None,
                stale=bool(body.get("stale", False)),
            )
        except (LookupError, ValueError, PermissionError, RuntimeError) as exc:
            return self._error(exc)
        return await self._answer(handle, body)

    async def messages(self, request: web.Request) -> web.StreamResponse:
        """GET /_fake/messages/{channel_id}."""
        try:
            listing = self.fake.messages(int(request.match_info["channel_id"]))
            last = int(request.query.get("last", "0"))
        except (KeyError, ValueError) as exc:
            return self._error(exc)
        if last > 0:
            listing = listing[-last:]
        return json_response([m.to_dict() for m in listing])

    async def ephemeral(self, request: web.Request) -> web.StreamResponse:
        """GET /_fake/ephemeral/{user_id}."""
        listing = self.fake.world.ephemeral_listing(int(request.match_info["user_id"]))
        return json_response([m.to_dict() for m in listing])

    async def interaction(self, request: web.Request) -> web.StreamResponse:
        """GET /_fake/interactions/{id}."""
        handle = self.fake.interactions.get(int(request.match_info["interaction_id"]))
        if handle is None:
            return json_response({"error": "unknown interaction"}, 404)
        return json_response(interaction_summary(handle))

    async def again(self, request: web.Request) -> web.StreamResponse:
        """POST /_fake/interactions/{id}/again."""
        handle = self.fake.interactions.get(int(request.match_info["interaction_id"]))
        if handle is None:
            return json_response({"error": "unknown interaction"}, 404)
        try:
            await self.fake.deliver_again(handle)
        except RuntimeError as exc:
            return self._error(exc)
        return json_response(interaction_summary(handle))

    async def gateway(self, request: web.Request) -> web.StreamResponse:
        """POST /_fake/gateway."""
        body = await self._body(request)
        if body.get("up", True):
            self.fake.bring_gateway_up()
        else:
            await self.fake.take_gateway_down()
        return json_response({"up": self.fake.gateway.up})

    async def delete_channel(self, request: web.Request) -> web.StreamResponse:
        """DELETE /_fake/channels/{channel_id}."""
        try:
            self.fake.delete_channel(int(request.match_info["channel_id"]))
        except (KeyError, ValueError) as exc:
            return self._error(exc)
        return web.Response(status=204)

    async def violations(self, request: web.Request) -> web.StreamResponse:
        """GET /_fake/violations."""
        return json_response([asdict(v) for v in self.fake.violations])

    async def clear_violations(self, request: web.Request) -> web.StreamResponse:
        """DELETE /_fake/violations."""
        self.fake.violations.clear()
        return web.Response(status=204)

    async def requests(self, request: web.Request) -> web.StreamResponse:
        """GET /_fake/requests?since=N."""
        since = int(request.query.get("since", "0"))
        return json_response([asdict(r) for r in self.fake.requests[since:]])

    async def outage(self, request: web.Request) -> web.StreamResponse:
        """POST /_fake/outage."""
        body = await self._body(request)
        self.fake.go_down(
            int(body.get("status", 503)),
            rest=bool(body.get("rest", True)),
            gateway=bool(body.get("gateway", True)),
        )
        if body.get("drop"):
            await self.fake.drop_gateway()
        return json_response({"down": True})

    async def end_outage(self, request: web.Request) -> web.StreamResponse:
        """DELETE /_fake/outage."""
        self.fake.come_back()
        return web.Response(status=204)

    async def shutdown(self, request: web.Request) -> web.StreamResponse:
        """POST /_fake/shutdown."""
        self.shutdown_requested.set()
        return json_response({"stopping": True})
