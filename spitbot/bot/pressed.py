"""A button press as the bot answers it: the interaction, what its message showed when it
was pressed, and the one answer it gets (a redraw, an acknowledgement, a new private
message), for the press handlers to judge and the keeper to draw.

The message is Discord's copy of it as the presser's client had it, and the judge of a
press: a press names its custom_id itself (it may be stale, or forged), the message
does not (:func:`.ids.pressed_on`, :func:`.ids.shown_round`).
"""

from __future__ import annotations

from functools import cached_property
from typing import Any

import discord

from ..runtime import Press
from . import ids
from .games import Drawn
from .i18n import Catalog
from .kept import Token
from .replies import Refusal
from .transport import Through, fields, refused

Interaction = discord.Interaction[Any]


class Pressed:
    """One press: who pressed (``user_id``), on which message (``message_id``, a private
    one: ``ephemeral``), in whose words the presser is answered (``tr``), and whether the
    message shows the id pressed (``on``: True; False, it shows other buttons: a forged
    id; None, it shows none; read from the message when first asked, as a board's press
    asks only when the board shows no round of its match)."""

    def __init__(self, interaction: Interaction, tr: Catalog) -> None:
        self.interaction = interaction
        self.tr = tr
        self.user_id = interaction.user.id
        self.name = interaction.user.display_name
        message = interaction.message
        self.message = message
        self.message_id = message.id if message is not None else None
        self.ephemeral = message is not None and message.flags.ephemeral
        self.custom_id = ids.custom_id(interaction)

    @cached_property
    def on(self) -> bool | None:
        return ids.pressed_on(self.message, self.custom_id)  # every button of the message

    def shown_here(self, gone: str | None = None) -> bool:
        """Whether the pressed message shows the id pressed. One that shows other buttons
        never had it (a forged id): refused privately, nothing edited. One with no
        buttons left (an edit took them off before the presser's client caught up) is
        refused with ``gone``; without ``gone`` the caller finds the true reason, and
        must not edit that message."""
        return ids.shown_here(self.message, self.custom_id, None if gone is None else Refusal(gone))

    def shown_round(self, match_id: str) -> int | None:
        """The round the pressed message's board shows (None: it shows no board's buttons
        of ``match_id``)."""
        return ids.shown_round(self.message, match_id)

    def token(self, audience: Any) -> Token:
        """What can edit the message this press answers, until Discord's 15 minutes from
        when it received the press run out."""
        interaction = self.interaction
        return Token(interaction, audience, int(interaction.expires_at.timestamp() * 1000))

    def press(self, action: Any, round_no: int, arrival: float) -> Press:
        """The press for the runtime: ordered by Discord's receive time (D3), and with
        when the presser's message was drawn (a clicker's tell)."""
        message = self.message  # as Discord last sent it: its time is Discord's
        shown = None if message is None else (message.edited_at or message.created_at)
        return Press(
            self.user_id,
            action,
            self.interaction.id,
            arrival=arrival,
            round=round_no,
            shown_ms=None if shown is None else round(shown.timestamp() * 1000),
        )

    # --- the answer (the keeper's Responder) ----------------------------------------------

    async def update(self, drawing: Drawn) -> None:
        """Redraw the pressed message (type 7)."""
        await redraw(self.interaction, drawing)

    async def defer(self) -> None:
        """Acknowledge without a redraw (type 6): the message already shows it."""
        await self.interaction.response.defer()

    async def send(self, drawing: Drawn) -> int | None:
        """Answer with a new private message: its id."""
        response = await self.interaction.response.send_message(
            **fields(drawing, editing=False), ephemeral=True
        )
        return response.message_id

    async def send_aside(self, drawing: Drawn) -> int:
        """Acknowledge (type 6) and send ``drawing`` as a private follow-up: its id."""
        await self.interaction.response.defer()
        sent = await self.interaction.followup.send(
            **fields(drawing, editing=False), ephemeral=True, wait=True
        )
        return sent.id

    async def tell(self, text: str) -> None:
        """Tell the presser privately, answered yet or not."""
        if self.interaction.response.is_done():
            await self.interaction.followup.send(text, ephemeral=True)
        else:
            await self.interaction.response.send_message(text, ephemeral=True)


async def redraw(interaction: Interaction, drawing: Drawn) -> None:
    """Answer a press by redrawing the pressed message (type 7): a deleted message is
    :class:`~.kept.Gone`, an hour-old one :class:`~.kept.TooOld` (:func:`.transport.refusal`)."""
    with refused(Through.ANSWER):
        await interaction.response.edit_message(**fields(drawing))
