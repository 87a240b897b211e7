"""Exceptions raised by the store."""

from __future__ import annotations

__all__ = ["MatchStateError", "StoreError", "UnknownMatchError"]


class StoreError(Exception):
    """Base class of the store's own errors (not the database driver's)."""


class UnknownMatchError(StoreError, LookupError):
    """The match id was never recorded with ``start_match``."""

    def __init__(self, match_id: str) -> None:
        super().__init__(f"unknown match {match_id!r}")
        self.match_id = match_id


class MatchStateError(StoreError):
    """The operation does not fit the match's status (e.g. finishing an abandoned match)."""
