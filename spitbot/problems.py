"""Start-up failures in one or two lines: what went wrong, with the setting or path to
fix, and what to do. The command line prints them without a traceback (a DEBUG log
level adds it); anything not explained here is a bug and keeps its traceback.

Nothing here repeats a secret: database URLs are shown with the password masked, and
the values of secret settings are never echoed.
"""

from __future__ import annotations

import os
import socket
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, NamedTuple, get_args

from pydantic import ValidationError
from pydantic.fields import FieldInfo

__all__ = [
    "SettingInfo",
    "StartupError",
    "describe_database",
    "explain_database",
    "explain_settings",
    "unreachable",
]


class StartupError(Exception):
    """A failure the person starting SpitBot can fix; ``str(error)`` says how."""

    def __init__(self, message: str, *, exit_code: int = 1) -> None:
        super().__init__(message)
        self.exit_code = exit_code


# -- settings -----------------------------------------------------------------------------


class SettingInfo(NamedTuple):
    """A setting as a message names it: the variable that set it (an old name, if one
    did), its field (what it must be), and whether its value is secret."""

    variable: str
    field: FieldInfo
    secret: bool


def _rule(field: FieldInfo) -> str:
    """What a numeric setting must be, e.g. 'a whole number from 0 to 1000'."""
    bounds: dict[str, Any] = {}
    for constraint in field.metadata:
        for key in ("gt", "ge", "lt", "le"):
            if getattr(constraint, key, None) is not None:
                bounds[key] = getattr(constraint, key)
    whole = field.annotation is int or int in get_args(field.annotation)
    parts = ["a whole number" if whole else "a number"]
    if "ge" in bounds and "le" in bounds:
        return f"{parts[0]} from {bounds['ge']} to {bounds['le']}"
    if "gt" in bounds:
        parts.append(f"above {bounds['gt']}")
    if "ge" in bounds:
        parts.append(f"of at least {bounds['ge']}")
    if "le" in bounds:
        parts.append(f"at most {bounds['le']}")
    if "lt" in bounds:
        parts.append(f"below {bounds['lt']}")
    return parts[0] + (" " + ", ".join(parts[1:]) if len(parts) > 1 else "")


def _shown(value: object) -> str:
    text = str(value)
    return text if text and text.strip() == text else repr(text)


def explain_settings(
    error: ValidationError, settings: Mapping[tuple[str, str], SettingInfo]
) -> str:
    """One line per bad setting, e.g. 'SPITBOT_PLAY_SETTLE_WINDOW_MS must be a whole
    number from 0 to 1000 (got 5000)', ``settings`` naming each by its place in the
    settings (section, field). The values of secret settings are not repeated."""
    lines: list[str] = []
    for item in error.errors(include_url=False):
        loc = tuple(str(part) for part in item["loc"])
        message = item["msg"].removeprefix("Value error, ")
        setting = settings.get((loc[0], loc[1])) if len(loc) == 2 else None
        if not loc:  # a check across settings: its message names them
            line = message
        elif setting is None:  # a whole section, say, given as JSON: never repeated
            line = f"SPITBOT_{'_'.join(loc).upper()} is not valid: {message}"
        else:
            field = setting.field
            if item["type"] == "value_error":
                rule = message  # SpitBot's own checks say "must be ..."
            elif field.annotation in (int, float) or set(get_args(field.annotation)) & {
                int,
                float,
            }:
                rule = f"must be {_rule(field)}"
            else:
                rule = f"is not valid: {message[:1].lower()}{message[1:]}"
            got = "" if setting.secret else f" (got {_shown(item['input'])})"
            line = f"{setting.variable} {rule}{got}"
        if line not in lines:  # an old name that sets two settings is named once
            lines.append(line)
    return "\n".join(lines)


# -- databases ----------------------------------------------------------------------------


def describe_database(url: str) -> str:
    """The database for people: the SQLite file's absolute path, or the URL with its
    password masked."""
    from sqlalchemy.engine import make_url

    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        database = parsed.database or ""
        if database in ("", ":memory:") or "mode=memory" in url:
            return "SQLite in memory"
        return f"SQLite file {Path(database).expanduser().absolute()}"
    return parsed.render_as_string(hide_password=True)


def _causes(error: BaseException) -> Iterator[BaseException]:
    """``error`` and everything behind it (causes, contexts, a DBAPI error's original)."""
    seen: set[int] = set()
    todo: list[BaseException | None] = [error]
    while todo:
        current = todo.pop()
        if current is None or id(current) in seen:
            continue
        seen.add(id(current))
        yield current
        orig = getattr(current, "orig", None)
        todo += [current.__cause__, current.__context__]
        if isinstance(orig, BaseException):
            todo.append(orig)


def _reason(error: BaseException) -> str:
    if isinstance(error, socket.gaierror):
        return f"host not found: {error.strerror}"
    if isinstance(error, TimeoutError):
        return "timed out"
    if isinstance(error, OSError) and error.errno and error.errno > 0:
        return os.strerror(error.errno)
    return str(error) or type(error).__name__


def _sqlstate(error: BaseException) -> str | None:
    for cause in _causes(error):
        state = getattr(cause, "sqlstate", None)
        if isinstance(state, str):
            return state
    return None


def explain_database(error: BaseException, url: str, setting: str) -> str | None:
    """Why the database at ``url`` (chosen by ``setting``) cannot be used, or ``None``
    when the failure is not a known one."""
    from sqlalchemy.engine import make_url

    parsed = make_url(url)
    shown = describe_database(url)
    causes = list(_causes(error))
    if parsed.get_backend_name() == "sqlite":
        text = " ".join(str(cause) for cause in causes)
        if isinstance(error, PermissionError) or any(
            phrase in text for phrase in ("unable to open database file", "readonly database")
        ):
            folder = Path(parsed.database or ".").expanduser().absolute().parent
            return (
                f"cannot write the database ({shown}): {folder} is not writable.\n"
                f"Set {setting} to a folder this user can write, or make that one writable."
            )
        if "file is not a database" in text:
            return f"{shown} is not a SQLite database.\nSet {setting} to another file."
        return None
    state = _sqlstate(error)
    if state == "3D000":  # invalid_catalog_name
        flags = [
            f"-h {parsed.host}" if parsed.host else "",
            f"-p {parsed.port}" if parsed.port else "",
        ]
        flags.append(f"-U {parsed.username}" if parsed.username else "")
        createdb = " ".join(["createdb", *filter(None, flags), str(parsed.database)])
        return (
            f'PostgreSQL has no database "{parsed.database}" ({shown}).\n'
            f"Create it (e.g. {createdb}) or fix {setting}."
        )
    if state and state.startswith("28"):  # invalid authorization
        reason = next(str(c) for c in causes if getattr(c, "sqlstate", None) == state)
        return (
            f"PostgreSQL refused the login ({reason}) for {shown}.\n"
            f"Check the user and password in {setting}."
        )
    unreachable = next((c for c in causes if isinstance(c, OSError)), None)
    if unreachable is not None:
        return (
            f"cannot reach the database {shown} ({_reason(unreachable)}).\n"
            f"Check {setting}, and that PostgreSQL is running and reachable from here."
        )
    return None


# -- Discord ------------------------------------------------------------------------------


def unreachable(error: BaseException) -> str:
    """Where Discord could not be reached, and why, e.g. 'discord.com:443: Connection
    refused' (no network, DNS, a firewall)."""
    host = getattr(error, "host", None) or "discord.com"
    port = getattr(error, "port", None)
    cause = getattr(error, "os_error", None)
    reason = _reason(cause if isinstance(cause, BaseException) else error)
    return f"{host}:{port}: {reason}" if port else f"{host}: {reason}"
