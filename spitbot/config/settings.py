"""Settings, from the environment and a ``.env`` file (see ``.env.example``).

A variable ``SPITBOT_<SECTION>_<FIELD>`` sets ``settings.<section>.<field>``:
``SPITBOT_PLAY_IDLE_SECONDS`` is ``settings.play.idle_seconds`` (pydantic-settings'
``env_prefix``, and its nested delimiter ``_`` split once, so that a field keeps its own
underscores). The sections are :mod:`.sections`, and one per game (:mod:`.countdowns`).
The names from before the sections still work, with a warning each (:mod:`.renamed`).

Nothing depends on the current directory without saying so: the database's folder is
the user's data folder unless ``SPITBOT_DATABASE_FOLDER`` names another, always kept
absolute, and the settings record which ``.env`` file they read.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any, Self, cast
from urllib.parse import urlsplit

from pydantic import BaseModel, Field, PrivateAttr, ValidationError, create_model, model_validator
from pydantic_settings import (
    BaseSettings,
    DotEnvSettingsSource,
    EnvSettingsSource,
    SettingsConfigDict,
    SettingsError,
)

from ..engine import games
from ..problems import SettingInfo, StartupError, explain_settings
from ..runtime import RuntimeSettings
from .countdowns import SUFFIX, Countdowns, countdown_section
from .renamed import Found, Key, find_old_names, variable
from .sections import (
    DatabaseSettings,
    DiscordSettings,
    LogSettings,
    MetricsSettings,
    PlaySettings,
    ShardSettings,
    TableSettings,
)

ENV_FILE = ".env"
SQLITE_FILE = "spitbot.sqlite3"
SECRETS: frozenset[Key] = frozenset(
    {("discord", "token"), ("discord", "client_secret"), ("database", "url")}
)
"""Settings whose values are never repeated in a message (a URL may hold a password)."""


class Settings(BaseSettings):
    """SpitBot's settings. ``Settings()`` reads the environment and ``./.env``; keywords
    win over both, each named as its variable without ``SPITBOT_``, in lowercase
    (``Settings(play_idle_seconds=60, spit_stall_seconds=0.3)``), or a whole section
    (``play={"idle_seconds": 60}``).

    Each settings object has a section per game found when it was made (a game
    registered later has none in settings made before). Bad values raise a
    :class:`~spitbot.problems.StartupError` that names each variable as it was set.
    """

    model_config = SettingsConfigDict(
        env_prefix="SPITBOT_",
        env_nested_delimiter="_",
        env_nested_max_split=1,  # SPITBOT_PLAY_IDLE_SECONDS: play's idle_seconds
        env_ignore_empty=True,  # a blank variable is no setting: the default holds
        env_file=ENV_FILE,
        env_file_encoding="utf-8",
        extra="ignore",
    )

    discord: DiscordSettings = Field(default_factory=DiscordSettings)
    database: DatabaseSettings = Field(default_factory=DatabaseSettings)
    play: PlaySettings = Field(default_factory=PlaySettings)
    log: LogSettings = Field(default_factory=LogSettings)
    shard: ShardSettings = Field(default_factory=ShardSettings)
    metrics: MetricsSettings = Field(default_factory=MetricsSettings)
    table: TableSettings = Field(default_factory=TableSettings)

    _env_file_read: Path | None = PrivateAttr(default=None)
    _found: Found = PrivateAttr(default_factory=lambda: Found({}, (), ()))

    def __new__(cls, *args: Any, **values: Any) -> Self:
        # Settings(...) is made as the Settings of the games found now, their sections
        # added (_with_games); that class, and a copy, are made as themselves.
        model = _with_games() if cls is Settings else cls
        return cast(Self, super().__new__(model))

    def __init__(self, **values: Any) -> None:
        model = type(self)
        given = _by_section(model, values)
        env_file = values.get("_env_file", model.model_config.get("env_file"))
        environment = EnvSettingsSource(model).env_vars
        dotenv = DotEnvSettingsSource(model, env_file=env_file).env_vars
        keys = _keys(model).values()
        found = find_old_names(environment, dotenv, str(env_file), keys, _given(given))
        try:
            super().__init__(**_merged(given, found.values))
        except ValidationError as error:
            named = {key: _info(model, key, found.setter(key)) for key in keys}
            raise StartupError(explain_settings(error, named), exit_code=2) from None
        except SettingsError:
            # A variable named as a whole section (SPITBOT_LOG=/var/log/...) is read as
            # the section in JSON: not one of SpitBot's settings, so said as such.
            whole = [f"SPITBOT_{name}".upper() for name in model.model_fields]
            whole_set = [name for name in whole if name.lower() in {**dotenv, **environment}]
            raise StartupError(
                f"{' and '.join(whole_set) or 'a setting'} cannot be read: no setting is called so "
                "(a section's are SPITBOT_<SECTION>_<SETTING>); remove it",
                exit_code=2,
            ) from None
        self._found = found
        if isinstance(env_file, str | os.PathLike) and Path(env_file).is_file():
            self._env_file_read = Path(env_file).absolute()

    @model_validator(mode="after")
    def _workable_shards(self) -> Self:
        shard_id, count, port = self.shard.id, self.shard.count, self.metrics.port
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
        if port is not None and port + (count or 1) - 1 > 65535:
            raise ValueError(
                f"SPITBOT_METRICS_PORT leaves no port for shard {(count or 1) - 1}: shard N "
                f"listens on SPITBOT_METRICS_PORT + N, at most 65535 "
                f"(got {port} with {count} shards)"
            )
        urls = self.table.shard_urls
        if urls and count is not None and len(urls.split(",")) != count:
            raise ValueError(
                f"SPITBOT_TABLE_SHARD_URLS names {len(urls.split(','))} table addresses for "
                f"{count} shards: give one per shard, in shard id order"
            )
        if count is not None and count > 1 and self.db_url.startswith("sqlite"):
            raise ValueError(
                "shards need PostgreSQL: set SPITBOT_DATABASE_URL (several processes cannot "
                "share the SQLite file), or remove SPITBOT_SHARD_ID and SPITBOT_SHARD_COUNT"
            )
        return self

    @model_validator(mode="after")
    def _table_signs_in(self) -> Self:
        secret = self.discord.client_secret
        if self.table.url and (secret is None or not secret.get_secret_value().strip()):
            raise ValueError(
                "SPITBOT_TABLE_URL needs SPITBOT_DISCORD_CLIENT_SECRET (Developer Portal → "
                "OAuth2 → Client Secret): the table signs its players in with it"
            )
        return self

    @model_validator(mode="after")
    def _one_length_per_kind(self) -> Self:
        # The runtime times a kind of countdown alike in every game that asks for it.
        first: dict[str, tuple[str, float]] = {}
        for game, countdowns in self.countdowns().items():
            for kind, seconds in countdowns.items():
                other, length = first.setdefault(kind, (game, seconds))
                if seconds != length:
                    raise ValueError(
                        f"{variable((other, kind + SUFFIX))} and {variable((game, kind + SUFFIX))}"
                        f" time one countdown ({kind}) and must be equal"
                    )
        return self

    @property
    def warnings(self) -> tuple[str, ...]:
        """A line for each old name used (naming the new one) and each variable of a
        section that names no setting, to log once logging is set up."""
        return self._found.warnings()

    def variable(self, section: str, field: str) -> str:
        """The variable that set a setting, to name in messages: an old name if one did,
        else ``SPITBOT_<SECTION>_<FIELD>``."""
        return self._found.setter((section, field))

    def variables(self) -> tuple[str, ...]:
        """The name of every setting there is (``SPITBOT_PLAY_IDLE_SECONDS``, ...)."""
        return tuple(map(variable, _keys(type(self)).values()))

    def countdowns(self) -> dict[str, dict[str, float]]:
        """Each game's countdowns in seconds, by game and kind (``{"speed": {"flip": 5.0}}``)."""
        return {name: value.seconds() for name, value in self if isinstance(value, Countdowns)}

    def with_changes(self, **changes: Any) -> Self:
        """A copy with some settings changed, named as :class:`Settings` takes them. Like
        ``model_copy``, nothing is checked (a test's metrics port 0: any free one)."""
        update = {
            section: getattr(self, section).model_copy(update=part)
            if isinstance(part, dict)
            else part
            for section, part in _by_section(type(self), changes).items()
        }
        return self.model_copy(update=update)

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
        return self.variable("database", "url" if self.database.url else "folder")

    @property
    def sqlite_path(self) -> Path:
        """The SQLite file used when no database URL is set."""
        return self.database.folder / SQLITE_FILE

    @property
    def db_url(self) -> str:
        """The database URL, or a SQLite file in the database's folder."""
        if self.database.url:
            return self.database.url
        return f"sqlite+aiosqlite:///{self.sqlite_path.as_posix()}"

    @property
    def shard_label(self) -> str:
        """This process's shard, as metrics label it: ``"0"`` when it is the only one
        (Discord's shard 0 of 1)."""
        return str(self.shard.id or 0)

    @property
    def metrics_address(self) -> tuple[str, int] | None:
        """Where ``/healthz`` and ``/metrics`` are served (``None``: not at all). Shard N
        listens on ``SPITBOT_METRICS_PORT + N``, so that every shard can share one
        configuration."""
        if self.metrics.port is None:
            return None
        return self.metrics.host, self.metrics.port + (self.shard.id or 0)

    @property
    def table_address(self) -> tuple[str, int] | None:
        """Where the live table is served (``None``: off). Shard N listens on
        ``SPITBOT_TABLE_PORT + N``, as the metrics do."""
        if self.table.url is None:
            return None
        port = self.table.port
        return self.table.host, port + (self.shard.id or 0) if port else 0

    @property
    def table_shard_urls(self) -> tuple[str, ...]:
        """Every shard's own table address (``http://…/table``), by shard id (28.10):
        ``SPITBOT_TABLE_SHARD_URLS``, else shard N at ``SPITBOT_TABLE_PORT + N`` on this
        machine. Empty when there are no shards, the table is off, or its port is
        chosen by the system (0: no shard could be found)."""
        count = self.shard.count
        if count is None or count < 2 or self.table.url is None:
            return ()
        if self.table.shard_urls:
            return tuple(self.table.shard_urls.split(","))
        if not self.table.port:
            return ()
        host = {"0.0.0.0": "127.0.0.1", "::": "::1"}.get(self.table.host, self.table.host)
        host = f"[{host}]" if ":" in host else host
        base = urlsplit(self.table.url).path.rstrip("/")
        return tuple(f"http://{host}:{self.table.port + n}{base}" for n in range(count))

    def owns_guild(self, guild_id: int | None) -> bool:
        """Whether this process's shard serves ``guild_id`` (Discord's formula)."""
        if self.shard.id is None or self.shard.count is None or guild_id is None:
            return True
        return (guild_id >> 22) % self.shard.count == self.shard.id

    def runtime(self) -> RuntimeSettings:
        countdowns = {kind: s for game in self.countdowns().values() for kind, s in game.items()}
        return RuntimeSettings(
            window_ms=self.play.settle_window_ms,
            idle_timeout=self.play.idle_seconds,
            challenge_ttl=self.play.challenge_seconds,
            queue_timeout=self.play.queue_seconds,
        ).with_countdowns(**countdowns)  # D2, D9, S10, V2, by the games' kinds


def load_settings() -> Settings:
    """The settings from the environment and ``./.env``, or a :class:`StartupError` that
    names each bad setting in one line."""
    found = Path(ENV_FILE).absolute()
    env_file = found if found.is_file() else None
    try:
        return Settings(_env_file=env_file)
    except StartupError as error:
        where = f"{env_file} or the environment" if env_file else "the environment"
        raise StartupError(f"{error}\nFix it in {where}.", exit_code=2) from None


# -- the model, its sections and keywords -------------------------------------------------


def _with_games() -> type[Settings]:
    return _settings_for(tuple((game.name, tuple(game.countdowns.items())) for game in games()))


@cache
def _settings_for(found: tuple[tuple[str, tuple[tuple[str, float], ...]], ...]) -> type[Settings]:
    """Settings with a section for each game of ``found`` (name, countdowns)."""
    sections: dict[str, Any] = {}
    for name, countdowns in found:
        if name in Settings.model_fields or hasattr(Settings, name):
            raise ValueError(
                f"a game cannot be called {name!r}: {variable((name, '…'))} would be "
                "SpitBot's own settings"
            )
        section = countdown_section(name, dict(countdowns))
        sections[name] = (section, Field(default_factory=section))
    model = create_model("Settings", __base__=Settings, __module__=__name__, **sections)
    every = Counter(
        variable((section, field))
        for section in model.model_fields
        for field in _section(model, section).model_fields
    )
    twice = [name for name, n in every.items() if n > 1]
    if twice:
        raise ValueError(f"{twice[0]} would name two settings: rename a game or a countdown")
    return model


def _section(model: type[Settings], name: str) -> type[BaseModel]:
    return cast(type[BaseModel], model.model_fields[name].annotation)


@cache
def _keys(model: type[Settings]) -> dict[str, Key]:
    """Every setting of ``model`` by its keyword (``play_idle_seconds``)."""
    return {
        f"{section}_{field}": (section, field)
        for section in model.model_fields
        for field in _section(model, section).model_fields
    }


def _info(model: type[Settings], key: Key, named: str) -> SettingInfo:
    field = _section(model, key[0]).model_fields[key[1]]
    return SettingInfo(named, field, key in SECRETS)


def _by_section(model: type[Settings], values: Mapping[str, Any]) -> dict[str, Any]:
    """``values`` with each setting named by keyword moved into its section; the others
    (sections, pydantic-settings' own ``_env_file`` and such) as they are."""
    keys = _keys(model)
    nested: dict[str, Any] = {}
    flat: list[tuple[Key, Any]] = []
    for name, value in values.items():
        if name.startswith("_") or name in model.model_fields:
            nested[name] = value
        elif name in keys:
            flat.append((keys[name], value))
        else:
            raise TypeError(f"no setting {name!r} (no variable SPITBOT_{name.upper()})")
    for (section, field), value in flat:
        part = nested.get(section, {})
        nested[section] = {**(dict(part) if isinstance(part, BaseModel) else part), field: value}
    return nested


def _given(nested: Mapping[str, Any]) -> set[Key]:
    """The settings ``nested`` (keywords, by section) sets."""
    return {
        (section, field)
        for section, part in nested.items()
        if not section.startswith("_")
        for field in (dict(part) if isinstance(part, BaseModel | dict) else {})
    }


def _merged(given: Mapping[str, Any], old: Mapping[str, Mapping[str, str]]) -> dict[str, Any]:
    """The keywords, with what old names set (they only set what no keyword sets)."""
    merged = dict(given)
    for section, part in old.items():
        current = merged.get(section, {})
        if isinstance(current, dict):
            merged[section] = {**part, **current}
    return merged
