"""Why the runtime refuses to start something; messages are fit for players."""

from __future__ import annotations


class RuntimeRefusal(Exception):
    """Base: ``str(error)`` is a friendly reason."""


class ChannelBusy(RuntimeRefusal):
    """There is already a live match in this channel."""


class PlayerBusy(RuntimeRefusal):
    """A player is already in a live match."""


class NoSuchChallenge(RuntimeRefusal):
    """The challenge expired, was answered, or never existed."""
