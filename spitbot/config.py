"""Settings, from the environment and a ``.env`` file (see ``.env.example``).

The token is a ``SecretStr``: it prints as ``**********`` and is only
unwrapped at the moment of logging in.

Nothing depends on the current directory without saying so: the data directory is
the user's data folder unless ``SPITBOT_DATA_DIR`` names another (a relative one is
taken from the current directory, like ``.env`` itself), and it is always kept as an
absolute path; :func:`load_settings` records which ``.env`` file it read.
"""

from __future__ import annotations

import ipaddress
import re
from pathlib import Path
from typing import Self

import platformdirs
from pydantic import (
    AliasChoices,
    Field,
    PrivateAttr,
    SecretStr,
    ValidationError,
    field_validator,
    model_validator,
)
from pydantic_settings import BaseSettings, SettingsConfigDict

from .problems import StartupError, explain_settings
from .runtime import (
    DEFAULT_CHALLENGE_TTL,
    DEFAULT_IDLE_TIMEOUT,
    DEFAULT_WINDOW_MS,
    WINDOW_RANGE,
    RuntimeSettings,
    default_countdowns,
)

ENV_FILE = ".env"
DEFAULT_METRICS_HOST = "127.0.0.1"
_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
_HOSTNAME = re.compile(rf"(?=.{{1,253}}$){_LABEL}(?:\.{_LABEL})*")
"""A host name to listen on (RFC 1123 labels), e.g. ``localhost``."""
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
SQLITE_COMMIT_MODES = ("NORMAL", "FULL")  # of SQLite's synchronous modes, the safe ones
SQLITE_FILE = "spitbot.sqlite3"


def default_data_dir() -> Path:
    """The user's data folder for SpitBot, e.g. ``~/.local/share/spitbot`` on Linux."""
    return platformdirs.user_data_path("spitbot", appauthor=False)


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_file=ENV_FILE, env_file_encoding="utf-8", extra="ignore", populate_by_name=True
    )

    discord_token: SecretStr | None = Field(
        default=None, validation_alias=AliasChoices("DISCORD_TOKEN", "SPITBOT_DISCORD_TOKEN")
    )
    dev_guild_id: int | None = Field(default=None, gt=0, validation_alias="SPITBOT_DEV_GUILD_ID")
    data_dir: Path = Field(default_factory=default_data_dir, validation_alias="SPITBOT_DATA_DIR")
    database_url: str | None = Field(default=None, validation_alias="DATABASE_URL")
    settle_window_ms: int = Field(
        default=DEFAULT_WINDOW_MS,
        ge=WINDOW_RANGE[0],
        le=WINDOW_RANGE[1],
        validation_alias="SPITBOT_SETTLE_WINDOW_MS",
    )
    # At most 15 minutes: an invitation should not outlive the afternoon it was made in.
    challenge_ttl: float = Field(
        default=DEFAULT_CHALLENGE_TTL, gt=0, le=900, validation_alias="SPITBOT_CHALLENGE_TTL"
    )
    spit_countdown: float = Field(
        default=default_countdowns()["stall"], gt=0, validation_alias="SPITBOT_SPIT_COUNTDOWN"
    )
    flip_countdown: float = Field(
        default=default_countdowns()["flip"], gt=0, validation_alias="SPITBOT_FLIP_COUNTDOWN"
    )
    slap_timeout: float = Field(
        default=default_countdowns()["slap"], gt=0, validation_alias="SPITBOT_SLAP_TIMEOUT"
    )
    idle_timeout: float = Field(
        default=DEFAULT_IDLE_TIMEOUT, gt=0, validation_alias="SPITBOT_IDLE_TIMEOUT"
    )
    log_level: str = Field(default="INFO", validation_alias="SPITBOT_LOG_LEVEL")
    # The libraries' loggers (discord.py, SQLAlchemy, aiosqlite, ...): their DEBUG is
    # theirs to ask for, not part of SpitBot's.
    library_log_level: str = Field(default="WARNING", validation_alias="SPITBOT_LIBRARY_LOG_LEVEL")
    # SQLite only: NORMAL keeps every answered press through a crash or kill -9; FULL
    # through a power cut too, at one fsync per commit (see spitbot.store.database).
    sqlite_synchronous: str = Field(default="NORMAL", validation_alias="SPITBOT_SQLITE_SYNCHRONOUS")
    # Many processes, one database: each runs the shards it is given (PostgreSQL only).
    shard_id: int | None = Field(default=None, ge=0, validation_alias="SPITBOT_SHARD_ID")
    shard_count: int | None = Field(default=None, ge=1, validation_alias="SPITBOT_SHARD_COUNT")
    # /healthz and /metrics (Prometheus) over HTTP, off unless a port is set.
    metrics_port: int | None = Field(
        default=None, ge=1, le=65535, validation_alias="SPITBOT_METRICS_PORT"
    )
    metrics_host: str = Field(default=DEFAULT_METRICS_HOST, validation_alias="SPITBOT_METRICS_HOST")

    _env_file_read: Path | None = PrivateAttr(default=None)

    @field_validator(
        "dev_guild_id", "database_url", "shard_id", "shard_count", "metrics_port", mode="before"
    )
    @classmethod
    def _blank_is_none(cls, value: object) -> object:
        return None if value == "" else value

    @field_validator("data_dir", mode="before")
    @classmethod
    def _default_when_blank(cls, value: object) -> object:
        return default_data_dir() if value in ("", None) else value

    @field_validator("data_dir")
    @classmethod
    def _absolute(cls, value: Path) -> Path:
        return value.expanduser().absolute()

    @field_validator("log_level", "library_log_level", mode="before")
    @classmethod
    def _known_level(cls, value: object) -> object:
        level = str(value).strip().upper()
        if level not in LOG_LEVELS:
            raise ValueError(f"must be {', '.join(LOG_LEVELS[:-1])} or {LOG_LEVELS[-1]}")
        return level

    @field_validator("metrics_host", mode="before")
    @classmethod
    def _listening_address(cls, value: object) -> object:
        host = str(value).strip()
        if not host:
            return DEFAULT_METRICS_HOST
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

    @field_validator("sqlite_synchronous", mode="before")
    @classmethod
    def _known_synchronous(cls, value: object) -> object:
        mode = str(value).strip().upper() or "NORMAL"
        if mode not in SQLITE_COMMIT_MODES:
            raise ValueError(f"must be {' or '.join(SQLITE_COMMIT_MODES)}")
        return mode

    @field_validator("database_url")
    @classmethod
    def _usable_url(cls, value: str | None) -> str | None:
        if value is None:
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

    @model_validator(mode="after")
    def _workable_shards(self) -> Self:
        shard_id, count = self.shard_id, self.shard_count
        if (shard_id is None) != (count is None):
            raise ValueError(
                "SPITBOT_SHARD_ID and SPITBOT_SHARD_COUNT go together: set both "
                "(each process its own id, 0 to count-1), or neither"
            )
        if shard_id is not None and count is not None and shard_id >= count:
            raise ValueError(
                f"SPITBOT_SHARD_ID must be below SPITBOT_SHARD_COUNT: ids run from 0 to "
                f"{count - 1} (got {shard_id} of {count})"
            )
        if self.metrics_port is not None and self.metrics_port + (count or 1) - 1 > 65535:
            raise ValueError(
                f"SPITBOT_METRICS_PORT leaves no port for shard {(count or 1) - 1}: shard N "
                f"listens on SPITBOT_METRICS_PORT + N, at most 65535 "
                f"(got {self.metrics_port} with {count} shards)"
            )
        if count is not None and count > 1 and self.db_url.startswith("sqlite"):
            raise ValueError(
                "shards need PostgreSQL: set DATABASE_URL (several processes cannot share "
                "the SQLite file), or remove SPITBOT_SHARD_ID and SPITBOT_SHARD_COUNT"
            )
        return self

    @property
    def env_file(self) -> Path | None:
        """The ``.env`` file these settings were read from (``None``: the environment only)."""
        return self._env_file_read

    @property
    def source(self) -> str:
        """Where these settings came from, for people."""
        if self._env_file_read:
            return f"{self._env_file_read} and the environment"
        return f"the environment (no .env in {Path.cwd()})"

    @property
    def database_setting(self) -> str:
        """The setting that chose the database, to name in messages."""
        return "DATABASE_URL" if self.database_url else "SPITBOT_DATA_DIR"

    @property
    def sqlite_path(self) -> Path:
        """The SQLite file used when DATABASE_URL is not set."""
        return self.data_dir / SQLITE_FILE

    @property
    def shard_label(self) -> str:
        """This process's shard, as metrics label it: ``"0"`` when it is the only one
        (Discord's shard 0 of 1)."""
        return str(self.shard_id or 0)

    @property
    def metrics_address(self) -> tuple[str, int] | None:
        """Where ``/healthz`` and ``/metrics`` are served (``None``: not at all). Shard N
        listens on ``SPITBOT_METRICS_PORT + N``, so that every shard can share one
        configuration."""
        if self.metrics_port is None:
            return None
        return self.metrics_host, self.metrics_port + (self.shard_id or 0)

    def owns_guild(self, guild_id: int | None) -> bool:
        """Whether this process's shard serves ``guild_id`` (Discord's formula)."""
        if self.shard_id is None or self.shard_count is None or guild_id is None:
            return True
        return (guild_id >> 22) % self.shard_count == self.shard_id

    @property
    def db_url(self) -> str:
        """DATABASE_URL, or a SQLite file in the data directory."""
        if self.database_url:
            return self.database_url
        return f"sqlite+aiosqlite:///{self.sqlite_path.as_posix()}"

    def runtime(self) -> RuntimeSettings:
        return RuntimeSettings(
            window_ms=self.settle_window_ms,
            idle_timeout=self.idle_timeout,
            challenge_ttl=self.challenge_ttl,
        ).with_countdowns(
            stall=self.spit_countdown,  # D2
            flip=self.flip_countdown,  # D9
            slap=self.slap_timeout,  # S10
            choose=self.slap_timeout,  # V2
        )


SECRET_SETTINGS = frozenset({"DISCORD_TOKEN", "SPITBOT_DISCORD_TOKEN", "DATABASE_URL"})
"""Settings whose values are never repeated in a message (a URL may hold a password)."""


def load_settings() -> Settings:
    """The settings from the environment and ``./.env``, or a :class:`StartupError` that
    names each bad setting in one line."""
    found = Path(ENV_FILE).absolute()
    env_file = found if found.is_file() else None
    try:
        # _env_file is pydantic-settings' documented argument, unknown to mypy's view of __init__
        settings = Settings(_env_file=env_file)  # type: ignore[call-arg]
    except ValidationError as error:
        where = f"{env_file} or the environment" if env_file else "the environment"
        message = explain_settings(error, Settings.model_fields, SECRET_SETTINGS)
        raise StartupError(f"{message}\nFix it in {where}.", exit_code=2) from None
    settings._env_file_read = env_file
    return settings
