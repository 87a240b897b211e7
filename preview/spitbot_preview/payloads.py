"""What Discord receives: a message the bot sent or edited, read from the fake Discord's
request log (:class:`Sent`, :func:`sent_of`): each request's JSON body as discord.py
sent it, the way it reached Discord (``SENT_AS``), whether only its reader sees it, and
the files uploaded with it (the fake keeps their bytes). But for one pair of fields:
the nonce discord.py draws at random for each channel post (and ``enforce_nonce`` with
it), which says nothing of the message and would make every gallery differ.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from fakediscord import FakeDiscord, InteractionHandle, RequestRecord
from fakediscord.world import clone

EPHEMERAL = 1 << 6
COMPONENTS_V2 = 1 << 15

SENT_AS = {
    "channel": "POST /channels/{channel}/messages",
    "reply": "interaction response, type 4 (CHANNEL_MESSAGE_WITH_SOURCE)",
    "update": "interaction response, type 7 (UPDATE_MESSAGE)",
    "followup": "POST /webhooks/{application}/{token} (an interaction's followup)",
    "edit": "PATCH /channels/{channel}/messages/{message}",
    "edit-original": "PATCH /webhooks/{application}/{token}/messages/@original",
}
"""How each kind of message reaches Discord (``Sent.how``)."""

_CALLBACK = re.compile(r"/interactions/(\d+)/[^/]+/callback")
_WEBHOOK = re.compile(r"/webhooks/\d+/([^/]+)(/messages/(@original|\d+))?")
_CHANNEL = re.compile(r"/channels/\d+/messages(/\d+)?")
_ANSWERS = {4: "reply", 7: "update"}  # the other callbacks (deferrals) show no message
_DRAWN_AT_RANDOM = ("nonce", "enforce_nonce")


@dataclass
class Picture:
    """A file sent with a message (``/spit stats``' picture)."""

    filename: str
    data: bytes
    description: str | None = None


@dataclass(frozen=True)
class Sent:
    """One message the bot sent or edited: the JSON body Discord received for it, how it
    was sent, and whether only its reader sees it."""

    how: str  # a key of SENT_AS
    json: Mapping[str, Any]
    ephemeral: bool = False
    pictures: Sequence[Picture] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.how not in SENT_AS:
            raise ValueError(f"unknown way to send a message: {self.how!r}")

    @property
    def components_v2(self) -> bool:
        return bool(int(self.json.get("flags") or 0) & COMPONENTS_V2)

    def body(self) -> dict[str, Any]:
        """The JSON body Discord received for this message (a copy)."""
        copied: dict[str, Any] = clone(dict(self.json))
        return copied


def sent_of(fake: FakeDiscord, records: Iterable[RequestRecord]) -> list[Sent]:
    """The messages the bot sent or edited in ``records`` (the fake's request log), in
    order; a request Discord refused, a deferral and a read are none."""
    found = []
    for record in records:
        body = record.json
        if not 200 <= record.status < 300 or not isinstance(body, dict):
            continue
        made = _sent(fake, record, body)
        if made is not None:
            found.append(made)
    return found


def _sent(fake: FakeDiscord, record: RequestRecord, body: dict[str, Any]) -> Sent | None:
    path, method = record.path, record.method
    if (answer := _CALLBACK.fullmatch(path)) is not None:
        how = _ANSWERS.get(int(body.get("type") or 0))
        if how is None:
            return None
        handle = fake.interactions[int(answer[1])]
        data = dict(body.get("data") or {})
        hidden = _hidden(data) if how == "reply" else _shown_to_one(fake, handle)
        return Sent(how, data, hidden, _pictures(fake, record, data))
    if (hook := _WEBHOOK.fullmatch(path)) is not None:
        handle = next(h for h in fake.interactions.values() if h.token == hook[1])
        if method == "POST" and hook[2] is None:
            return Sent("followup", body, _hidden(body), _pictures(fake, record, body))
        if method == "PATCH" and hook[3] == "@original":
            return Sent("edit-original", body, _original_hidden(handle), [])
        return None
    if _CHANNEL.fullmatch(path) is not None and method in ("POST", "PATCH"):
        how = "channel" if method == "POST" else "edit"
        kept = {k: v for k, v in body.items() if k not in _DRAWN_AT_RANDOM}
        return Sent(how, kept, False, _pictures(fake, record, body))
    return None


def _hidden(body: Mapping[str, Any]) -> bool:
    return bool(int(body.get("flags") or 0) & EPHEMERAL)


def _shown_to_one(fake: FakeDiscord, handle: InteractionHandle) -> bool:
    """Whether the message a press was made on (an update edits it) is ephemeral."""
    source = fake.world.messages.get(handle.source_message_id or 0)
    return source is not None and source.ephemeral


def _original_hidden(handle: InteractionHandle) -> bool:
    original = handle.original_message
    return original is not None and original.ephemeral


def _pictures(fake: FakeDiscord, record: RequestRecord, body: Mapping[str, Any]) -> list[Picture]:
    described = {
        str(a.get("filename")): a.get("description")
        for a in body.get("attachments") or []
        if isinstance(a, dict)
    }
    return [
        Picture(name, fake.world.attachment_bytes[attachment], described.get(name))
        for name, attachment in zip(record.files, record.attachments, strict=True)
    ]
