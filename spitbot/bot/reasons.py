"""The adapter's own coded reasons (see :mod:`spitbot.engine.coded`)."""

from __future__ import annotations

from ..engine import Reason


class BoardNotPosted(Reason):
    """Discord refused the board for good: the bot lacks ``permission`` in the
    channel (its API name), or the channel is gone (``channel-gone``)."""

    permission: str
