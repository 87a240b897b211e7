"""Who a new message pings, decided as Discord decides it.

Discord parses mentions in a message's content and in its Components V2 text displays
(embeds never ping), and then lets ``allowed_mentions`` decide who is notified:

- no ``allowed_mentions`` at all: every kind is parsed (users, roles, @everyone/@here);
- ``parse``: the kinds parsed wholesale (``users``, ``roles``, ``everyone``);
- ``users`` / ``roles``: ids that may be pinged if the text mentions them (a kind may
  not be both in ``parse`` and listed: 400);
- a backslash before a mention (``\\<@1>``, ``\\@everyone``) makes it text.

Only a message's creation notifies anybody (an edit that adds a mention pings nobody).
DISCORD.md: "``parse: ["users"]`` pings every ``<@id>`` in the text, including one inside
a display name".
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from .validation import iter_components

JSON = dict[str, Any]

_USER = re.compile(r"(?<!\\)<@!?(\d{17,20})>")
_ROLE = re.compile(r"(?<!\\)<@&(\d{17,20})>")
_EVERYONE = re.compile(r"(?<![\\\w])@(everyone|here)\b")


@dataclass(frozen=True)
class Pings:
    """Who a message notifies."""

    users: frozenset[int] = frozenset()
    roles: frozenset[int] = frozenset()
    everyone: bool = False
    #: the body said nothing of allowed_mentions, or parsed a kind wholesale
    wholesale: tuple[str, ...] = field(default=())

    def __bool__(self) -> bool:
        return bool(self.users or self.roles or self.everyone)


def texts(body: JSON) -> Iterator[str]:
    """The texts of a create body where Discord looks for mentions."""
    content = body.get("content")
    if isinstance(content, str):
        yield content
    for _, component in iter_components(body.get("components") or []):
        if component.get("type") == 10 and isinstance(component.get("content"), str):
            yield component["content"]


def pings(body: JSON) -> Pings:
    """Who Discord would notify for a message created from ``body``."""
    text = "\n".join(texts(body))
    users = {int(found) for found in _USER.findall(text)}
    roles = {int(found) for found in _ROLE.findall(text)}
    everyone = _EVERYONE.search(text) is not None
    allowed = body.get("allowed_mentions")
    if not isinstance(allowed, dict):
        return Pings(frozenset(users), frozenset(roles), everyone, ("users", "roles", "everyone"))
    parse = tuple(str(kind) for kind in allowed.get("parse") or ())
    listed_users = {int(u) for u in allowed.get("users") or ()}
    listed_roles = {int(r) for r in allowed.get("roles") or ()}
    return Pings(
        frozenset(users if "users" in parse else users & listed_users),
        frozenset(roles if "roles" in parse else roles & listed_roles),
        everyone and "everyone" in parse,
        parse,
    )
