"""Exceptions raised by the store, and which database errors are worth retrying."""

from __future__ import annotations

from sqlalchemy import exc as sa_exc

__all__ = [
    "MatchStateError",
    "PlayerInPlay",
    "StoreError",
    "UnknownMatchError",
    "is_transient",
]

_PERMANENT_DBAPI = (
    sa_exc.IntegrityError,
    sa_exc.ProgrammingError,
    sa_exc.DataError,
    sa_exc.NotSupportedError,
)

# SQLSTATE classes (PostgreSQL) of errors that retrying may cure: connection
# exception, transaction rollback (serialization failure, deadlock),
# insufficient resources, operator intervention (shutdown, starting up),
# system error.  Any other SQLSTATE is an error in the statement or its data.
_TRANSIENT_SQLSTATE_CLASSES = frozenset({"08", "40", "53", "57", "58"})
_TRANSIENT_SQLSTATES = frozenset({"55P03", "55006"})  # lock not available, object in use


def _sqlstate(error: sa_exc.DBAPIError) -> str | None:
    code = getattr(error.orig, "sqlstate", None) or getattr(error.orig, "pgcode", None)
    return code if isinstance(code, str) and len(code) == 5 else None


def is_transient(error: BaseException) -> bool:
    """Whether applying the same writes again later may succeed.

    True when the database is unavailable or busy (connection refused or
    lost, server shutting down, SQLite "database is locked", pool timeout,
    deadlock or serialization failure...); False for an error in the writes
    themselves (integrity, data or programming error, the store's own
    errors, bad values).  A PostgreSQL error is judged by its SQLSTATE, since
    the driver reports several kinds of bad data as a plain database error.
    """
    if isinstance(error, _PERMANENT_DBAPI):
        return False
    if isinstance(error, sa_exc.DBAPIError):
        code = _sqlstate(error)
        if code is not None:
            return code[:2] in _TRANSIENT_SQLSTATE_CLASSES or code in _TRANSIENT_SQLSTATES
        # The driver refusing a value (e.g. a number out of range) is bad data.
        cause = error.orig.__cause__ if error.orig is not None else None
        return not isinstance(cause, ValueError | TypeError)
    return isinstance(
        error,
        sa_exc.DisconnectionError
        | sa_exc.TimeoutError  # connection pool exhausted
        | OSError,  # includes ConnectionError and TimeoutError
    )


class StoreError(Exception):
    """Base class of the store's own errors (not the database driver's)."""


class UnknownMatchError(StoreError, LookupError):
    """The match id was never recorded with a ``MatchStart``."""

    def __init__(self, match_id: str) -> None:
        super().__init__(f"unknown match {match_id!r}")
        self.match_id = match_id


class MatchStateError(StoreError):
    """The operation does not fit the match's status (e.g. finishing an abandoned match)."""


class PlayerInPlay(StoreError):
    """A person cannot be forgotten while they play: they are in a live match
    (``live_match``), a challenge of theirs is open (``open_challenge``) or they are
    in an event not over (``live_event``). Nothing was changed."""

    def __init__(
        self, user_id: int, *, live_match: bool, open_challenge: bool, live_event: bool = False
    ) -> None:
        what = (
            "in a live match" if live_match
            else "in an open challenge" if open_challenge
            else "in an event not over"
        )  # fmt: skip
        super().__init__(f"user {user_id} is {what}")
        self.user_id = user_id
        self.live_match = live_match
        self.open_challenge = open_challenge
        self.live_event = live_event
