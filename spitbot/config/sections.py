"""The sections of the settings, one model each: a field ``name`` of the section
``discord`` is the variable ``SPITBOT_DISCORD_NAME`` (see :mod:`.settings`). The games'
sections are made from the games themselves (:mod:`.countdowns`).

Each check raises a ``ValueError`` that says what the value "must be": the start-up
error puts the variable's name in front of it.
"""

from __future__ import annotations

import ipaddress
import re
from pathlib import Path
from urllib.parse import urlsplit

import platformdirs
from pydantic import BaseModel, ConfigDict, Field, SecretStr, field_validator

from ..runtime import (
    DEFAULT_CHALLENGE_TTL,
    DEFAULT_IDLE_TIMEOUT,
    DEFAULT_QUEUE_TIMEOUT,
    DEFAULT_WINDOW_MS,
    WINDOW_RANGE,
)

DEFAULT_METRICS_HOST = "127.0.0.1"
DEFAULT_TABLE_PORT = 8750
DISCORD_API = "https://discord.com/api/v10"
_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
_HOSTNAME = re.compile(rf"(?=.{{1,253}}$){_LABEL}(?:\.{_LABEL})*")
"""A host name to listen on (RFC 1123 labels), e.g. ``localhost``."""
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
SQLITE_COMMIT_MODES = ("NORMAL", "FULL")  # of SQLite's synchronous modes, the safe ones


def default_data_dir() -> Path:
    """The user's data folder for SpitBot, e.g. ``~/.local/share/spitbot`` on Linux."""
    return platformdirs.user_data_path("spitbot", appauthor=False)


class Section(BaseModel):
    # A variable of the section's prefix that names no field (an old name such as
    # SPITBOT_SPIT_COUNTDOWN, a typo) is left out here and warned about by the settings.
    model_config = ConfigDict(extra="ignore")


class DiscordSettings(Section):
    """``SPITBOT_DISCORD_*``: logging in, and where the commands go."""

    # A SecretStr prints as ********** and is unwrapped only to log in.
    token: SecretStr | None = None
    # A server where the commands appear at once, and only there (for development).
    dev_guild_id: int | None = Field(default=None, gt=0)
    # The application's OAuth2 client secret (Developer Portal → OAuth2): the live table
    # exchanges its players' sign-in codes with it. Never logged; unwrapped only there.
    client_secret: SecretStr | None = None


class DatabaseSettings(Section):
    """``SPITBOT_DATABASE_*``: PostgreSQL at ``url``, else SQLite in ``folder``."""

    url: str | None = None
    # The user's data folder unless another is named (a relative one is taken from the
    # current directory, like .env itself), and always kept absolute.
    folder: Path = Field(default_factory=default_data_dir)
    # SQLite only: NORMAL keeps every answered press through a crash or kill -9; FULL
    # through a power cut too, at one fsync per commit (see spitbot.store.database).
    sqlite_synchronous: str = "NORMAL"

    @field_validator("folder", mode="before")
    @classmethod
    def _default_when_blank(cls, value: object) -> object:
        return default_data_dir() if value in ("", None) else value

    @field_validator("folder")
    @classmethod
    def _absolute(cls, value: Path) -> Path:
        return value.expanduser().absolute()

    @field_validator("sqlite_synchronous", mode="before")
    @classmethod
    def _known_synchronous(cls, value: object) -> object:
        mode = str(value).strip().upper() or "NORMAL"
        if mode not in SQLITE_COMMIT_MODES:
            raise ValueError(f"must be {' or '.join(SQLITE_COMMIT_MODES)}")
        return mode

    @field_validator("url")
    @classmethod
    def _usable_url(cls, value: str | None) -> str | None:
        if not value:
            return None
        from sqlalchemy.engine import make_url
        from sqlalchemy.exc import ArgumentError

        example = "e.g. postgresql://user:password@host/database or sqlite:///path/to/file"
        try:
            url = make_url(value)
        except ArgumentError:
            raise ValueError(f"is not a database URL ({example})") from None
        backend = url.get_backend_name()
        if backend not in ("postgres", "postgresql", "sqlite"):
            raise ValueError(f"must be PostgreSQL or SQLite, not {backend} ({example})")
        if backend == "sqlite" and url.database and not url.database.startswith(":"):
            # A relative file is taken from the current directory, then kept absolute.
            path = Path(url.database).expanduser().absolute()
            return url.set(database=str(path)).render_as_string(hide_password=False)
        return value


class PlaySettings(Section):
    """``SPITBOT_PLAY_*``: what every match and challenge waits for."""

    # D3: presses this close together are ordered by Discord's clock (a server may
    # choose its own with /spit settings window:).
    settle_window_ms: int = Field(default=DEFAULT_WINDOW_MS, ge=WINDOW_RANGE[0], le=WINDOW_RANGE[1])
    # D4: how long a player with something to play may do nothing before losing.
    idle_seconds: float = Field(default=DEFAULT_IDLE_TIMEOUT, gt=0)
    # At most 15 minutes: an invitation should not outlive the afternoon it was made in.
    challenge_seconds: float = Field(default=DEFAULT_CHALLENGE_TTL, gt=0, le=900)
    # At most 14 minutes: a player in the queue is told of their match (or of leaving
    # it) through their /spit play, whose token Discord honours for 15 minutes.
    queue_seconds: float = Field(default=DEFAULT_QUEUE_TIMEOUT, gt=0, le=840)


class LogSettings(Section):
    """``SPITBOT_LOG_*``: how much is logged on stderr."""

    level: str = "INFO"
    # The libraries' loggers (discord.py, SQLAlchemy, aiosqlite, ...): their DEBUG is
    # theirs to ask for, not part of SpitBot's.
    library_level: str = "WARNING"

    @field_validator("level", "library_level", mode="before")
    @classmethod
    def _known_level(cls, value: object) -> object:
        level = str(value).strip().upper()
        if level not in LOG_LEVELS:
            raise ValueError(f"must be {', '.join(LOG_LEVELS[:-1])} or {LOG_LEVELS[-1]}")
        return level


class ShardSettings(Section):
    """``SPITBOT_SHARD_*``: many processes, one database, each running the shard it is
    given (PostgreSQL only; checked with the database by the settings)."""

    id: int | None = Field(default=None, ge=0)
    count: int | None = Field(default=None, ge=1)


def _listening(value: object, default: str) -> str:
    host = str(value).strip()
    if not host:
        return default
    try:
        return str(ipaddress.ip_address(host.strip("[]")))
    except ValueError:
        pass
    if not _HOSTNAME.fullmatch(host):
        raise ValueError(
            "must be an IP address to listen on (127.0.0.1, the default; 0.0.0.0 for "
            "every interface) or a host name"
        )
    return host


class TableSettings(Section):
    """``SPITBOT_TABLE_*``: the live table (issue 28, docs/table.md), off unless ``url``
    (its public https address, TLS in front) is set. The bot serves it on
    ``host:port``, which the reverse proxy or tunnel behind ``url`` reaches."""

    url: str | None = None
    host: str = DEFAULT_METRICS_HOST
    port: int = Field(default=DEFAULT_TABLE_PORT, ge=0, le=65535)
    # Discord's API, where sign-in codes are exchanged (the tests' fake Discord elsewhere).
    api_url: str = DISCORD_API
    # Shards on several machines (28.10): each shard's own table address, by shard id,
    # comma-separated (http://10.0.0.5:8750/table,...); by default shard N's is
    # http://host:port+N on this machine. A table is relayed there for that shard's match.
    shard_urls: str | None = None

    @field_validator("shard_urls", mode="before")
    @classmethod
    def _shard_addresses(cls, value: object) -> object:
        if value is None or not str(value).strip():
            return None
        urls = [item.strip().rstrip("/") for item in str(value).split(",") if item.strip()]
        for url in urls:
            parts = urlsplit(url)
            if parts.scheme not in ("http", "https") or not parts.hostname or parts.query:
                raise ValueError(
                    "must be each shard's own table address, by shard id, comma-separated "
                    f"(e.g. http://10.0.0.5:8750/table), not {url!r}"
                )
        return ",".join(urls)

    @field_validator("url", mode="before")
    @classmethod
    def _public_address(cls, value: object) -> object:
        if value is None or not str(value).strip():
            return None
        url = str(value).strip().rstrip("/")
        parts = urlsplit(url)
        local = parts.hostname in ("localhost", "127.0.0.1", "::1")
        if parts.scheme != "https" and not (parts.scheme == "http" and local):
            raise ValueError(
                "must be the table's public https address (e.g. https://spit.example.org/table):"
                " Discord loads Activities over https only"
            )
        if not parts.hostname or parts.query or parts.fragment:
            raise ValueError(
                "must be an address without a query, e.g. https://spit.example.org/table"
            )
        return url

    @field_validator("api_url", mode="before")
    @classmethod
    def _api(cls, value: object) -> object:
        url = str(value).strip().rstrip("/") or DISCORD_API
        if urlsplit(url).scheme not in ("http", "https"):
            raise ValueError("must be an http(s) address (Discord's API: " + DISCORD_API + ")")
        return url

    @field_validator("host", mode="before")
    @classmethod
    def _listening_address(cls, value: object) -> object:
        return _listening(value, DEFAULT_METRICS_HOST)


class MetricsSettings(Section):
    """``SPITBOT_METRICS_*``: /healthz and /metrics (Prometheus) over HTTP, off unless a
    port is set."""

    port: int | None = Field(default=None, ge=1, le=65535)
    host: str = DEFAULT_METRICS_HOST

    @field_validator("host", mode="before")
    @classmethod
    def _listening_address(cls, value: object) -> object:
        return _listening(value, DEFAULT_METRICS_HOST)
