"""Settings, from the environment and a ``.env`` file (see ``.env.example``).

The token is a ``SecretStr``: it prints as ``**********`` and is only
unwrapped at the moment of logging in.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import AliasChoices, Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from .runtime import (
    DEFAULT_CHALLENGE_TTL,
    DEFAULT_COUNTDOWNS,
    DEFAULT_IDLE_TIMEOUT,
    DEFAULT_WINDOW_MS,
    WINDOW_RANGE,
    RuntimeSettings,
)


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_file=".env", env_file_encoding="utf-8", extra="ignore", populate_by_name=True
    )

    discord_token: SecretStr | None = Field(
        default=None, validation_alias=AliasChoices("DISCORD_TOKEN", "SPITBOT_DISCORD_TOKEN")
    )
    dev_guild_id: int | None = Field(default=None, validation_alias="SPITBOT_DEV_GUILD_ID")
    data_dir: Path = Field(default=Path("data"), validation_alias="SPITBOT_DATA_DIR")
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
        default=DEFAULT_COUNTDOWNS["stall"], gt=0, validation_alias="SPITBOT_SPIT_COUNTDOWN"
    )
    flip_countdown: float = Field(
        default=DEFAULT_COUNTDOWNS["flip"], gt=0, validation_alias="SPITBOT_FLIP_COUNTDOWN"
    )
    slap_timeout: float = Field(
        default=DEFAULT_COUNTDOWNS["slap"], gt=0, validation_alias="SPITBOT_SLAP_TIMEOUT"
    )
    idle_timeout: float = Field(
        default=DEFAULT_IDLE_TIMEOUT, gt=0, validation_alias="SPITBOT_IDLE_TIMEOUT"
    )
    log_level: str = Field(default="INFO", validation_alias="SPITBOT_LOG_LEVEL")
    # Many processes, one database: each runs the shards it is given (PostgreSQL only).
    shard_id: int | None = Field(default=None, ge=0, validation_alias="SPITBOT_SHARD_ID")
    shard_count: int | None = Field(default=None, ge=1, validation_alias="SPITBOT_SHARD_COUNT")

    @field_validator("dev_guild_id", "database_url", "shard_id", "shard_count", mode="before")
    @classmethod
    def _blank_is_none(cls, value: object) -> object:
        return None if value == "" else value

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
        return f"sqlite+aiosqlite:///{(self.data_dir / 'spitbot.sqlite3').as_posix()}"

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
