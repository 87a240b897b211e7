"""Table tickets: who a socket is, signed by the server (docs/table.md, "The ticket").

A ticket is issued once Discord has said who the user is (the Activity's token
exchange, or the web login). It holds the user's id, name and locale, and inside
Discord the activity instance and its channel; never a Discord token. It is signed with
HMAC-SHA256 under a key derived from the application's client secret, so it survives a
restart of the bot (a table reconnects by itself) and cannot be made or changed without
the secret. It lasts :data:`TICKET_SECONDS`; each welcome carries a fresh one.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
from dataclasses import dataclass, replace

TICKET_SECONDS = 15 * 60


@dataclass(frozen=True, slots=True)
class Ticket:
    user_id: int
    name: str
    locale: str | None
    expires_ms: int
    instance_id: str | None = None  # inside Discord: the activity instance
    channel_id: int | None = None  # and the channel it was launched in

    def renewed(self, now_ms: int) -> Ticket:
        return replace(self, expires_ms=now_ms + TICKET_SECONDS * 1000)


class BadTicket(Exception):
    """A ticket that is not one of ours (forged, changed, garbled), or has expired
    (``expired``)."""

    def __init__(self, expired: bool = False) -> None:
        super().__init__("expired" if expired else "bad")
        self.expired = expired


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class TicketOffice:
    """Issues and reads tickets under one key (from the client secret)."""

    def __init__(self, secret: str) -> None:
        if not secret:
            raise ValueError("a ticket office needs the application's client secret")
        self._key = hashlib.sha256(b"spitbot-table-ticket\0" + secret.encode("utf-8")).digest()

    def _sign(self, body: bytes) -> bytes:
        return hmac.new(self._key, body, hashlib.sha256).digest()

    def issue(self, ticket: Ticket) -> str:
        body = json.dumps(
            {
                "u": str(ticket.user_id),
                "n": ticket.name,
                "l": ticket.locale,
                "e": ticket.expires_ms,
                "i": ticket.instance_id,
                "c": None if ticket.channel_id is None else str(ticket.channel_id),
            },
            separators=(",", ":"),
            ensure_ascii=False,
        ).encode("utf-8")
        return f"{_b64(body)}.{_b64(self._sign(body))}"

    def seal(self, data: dict[str, object]) -> str:
        """``data`` signed (the web login's OAuth2 ``state``: where to go back to)."""
        body = json.dumps(data, separators=(",", ":")).encode("utf-8")
        return f"{_b64(body)}.{_b64(self._sign(body))}"

    def unseal(self, text: object) -> dict[str, object]:
        """What :meth:`seal` signed; :class:`BadTicket` if it was not."""
        if not isinstance(text, str) or text.count(".") != 1 or len(text) > 4096:
            raise BadTicket()
        body_part, signature_part = text.split(".")
        try:
            body, signature = _unb64(body_part), _unb64(signature_part)
            if not hmac.compare_digest(signature, self._sign(body)):
                raise BadTicket()
            data = json.loads(body)
        except (binascii.Error, ValueError):
            raise BadTicket() from None
        if not isinstance(data, dict):
            raise BadTicket()
        return data

    def read(self, text: object, now_ms: int) -> Ticket:
        """The ticket ``text`` stands for; :class:`BadTicket` if it is not a good one."""
        if not isinstance(text, str) or text.count(".") != 1 or len(text) > 4096:
            raise BadTicket()
        body_part, signature_part = text.split(".")
        try:
            body, signature = _unb64(body_part), _unb64(signature_part)
        except (binascii.Error, ValueError):
            raise BadTicket() from None
        if not hmac.compare_digest(signature, self._sign(body)):
            raise BadTicket()
        try:
            data = json.loads(body)
            ticket = Ticket(
                user_id=int(data["u"]),
                name=str(data["n"]),
                locale=None if data["l"] is None else str(data["l"]),
                expires_ms=int(data["e"]),
                instance_id=None if data["i"] is None else str(data["i"]),
                channel_id=None if data["c"] is None else int(data["c"]),
            )
        except (ValueError, KeyError, TypeError):
            raise BadTicket() from None
        if ticket.expires_ms <= now_ms:
            raise BadTicket(expired=True)
        return ticket
