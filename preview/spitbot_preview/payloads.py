"""What Discord receives: a message as the bot asked discord.py to send or edit it,
turned into the JSON body of that request.

The body is built the way discord.py builds it (``discord.http``'s message
parameters), from the public pieces only: ``Embed.to_dict()``,
``BaseView.to_components()``, the ephemeral flag (``1 << 6``) and the Components V2
flag (``1 << 15``, set when the view is a ``discord.ui.LayoutView`` or holds V2
components). A field the bot did not pass is left out, as discord.py leaves it out;
``None`` clears it (``"embeds": []``, ``"components": []``, ``"content": null``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import discord

from spitbot.bot.games import Drawn

MISSING: Any = discord.utils.MISSING
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


@dataclass
class Picture:
    """A file sent with a message (``/spit stats``' picture)."""

    filename: str
    data: bytes
    description: str | None = None


@dataclass
class Sent:
    """One message the bot sent or edited, with what it passed to discord.py
    (:data:`MISSING` where it passed nothing)."""

    how: str  # a key of SENT_AS
    content: Any = MISSING
    embeds: Any = MISSING  # a list of embeds, None (clear them) or MISSING
    view: Any = MISSING  # a discord.ui view, None (clear it) or MISSING
    ephemeral: bool = False
    pictures: Sequence[Picture] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.how not in SENT_AS:
            raise ValueError(f"unknown way to send a message: {self.how!r}")

    @property
    def components_v2(self) -> bool:
        view = self.view
        if view is MISSING or view is None:
            return False
        return isinstance(view, discord.ui.LayoutView) or bool(view.has_components_v2())

    def body(self) -> dict[str, Any]:
        """The JSON body Discord receives for this message."""
        body: dict[str, Any] = {}
        if self.content is not MISSING:
            body["content"] = None if self.content is None else str(self.content)
        if self.embeds is not MISSING:
            body["embeds"] = [] if self.embeds is None else [e.to_dict() for e in self.embeds]
        if self.view is not MISSING:
            body["components"] = [] if self.view is None else self.view.to_components()
        flags = 0
        if self.ephemeral and self.how in ("reply", "followup"):
            flags |= EPHEMERAL  # only a new message can be made ephemeral
        if self.components_v2:
            flags |= COMPONENTS_V2
        if flags:
            body["flags"] = flags
        if self.pictures:
            body["attachments"] = [
                {
                    "id": n,
                    "filename": p.filename,
                    **({"description": p.description} if p.description else {}),
                }
                for n, p in enumerate(self.pictures)
            ]
        return body


def embeds_of(embed: Any, embeds: Any) -> Any:
    """discord.py's ``embed=`` / ``embeds=`` keywords as one value (see :class:`Sent`)."""
    if embeds is not MISSING:
        return None if embeds is None else list(embeds)
    if embed is MISSING:
        return MISSING
    return None if embed is None else [embed]


def drawn(drawing: Drawn, how: str, *, ephemeral: bool = False) -> Sent:
    """A drawing (a board, a hand...) as the bot sends it ``how``: a new message passes
    only what it has (discord.py's ``MISSING`` for no embed or no view), an edit passes
    every field (``None`` clears it), as :mod:`spitbot.bot.transport` and the
    controller do."""
    if how in ("channel", "reply", "followup"):
        return Sent(
            how,
            content=drawing.content,
            embeds=[drawing.embed] if drawing.embed is not None else MISSING,
            view=drawing.view if drawing.view is not None else MISSING,
            ephemeral=ephemeral,
        )
    if how == "edit-original":  # a hand's edit passes its content and view only
        return Sent(how, content=drawing.content, view=drawing.view, ephemeral=ephemeral)
    return Sent(
        how,
        content=drawing.content,
        embeds=None if drawing.embed is None else [drawing.embed],
        view=drawing.view,
        ephemeral=ephemeral,
    )
