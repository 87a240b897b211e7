"""SpitBot's settings: ``SPITBOT_<SECTION>_<FIELD>`` variables, from the environment and
a ``.env`` file (:mod:`.settings`; ``.env.example`` documents each)."""

from .countdowns import Countdowns
from .renamed import OLD_NAMES, variable
from .sections import (
    DatabaseSettings,
    DiscordSettings,
    LogSettings,
    MetricsSettings,
    PlaySettings,
    ShardSettings,
    default_data_dir,
)
from .settings import ENV_FILE, SECRETS, SQLITE_FILE, Settings, load_settings

__all__ = [
    "ENV_FILE",
    "OLD_NAMES",
    "SECRETS",
    "SQLITE_FILE",
    "Countdowns",
    "DatabaseSettings",
    "DiscordSettings",
    "LogSettings",
    "MetricsSettings",
    "PlaySettings",
    "Settings",
    "ShardSettings",
    "default_data_dir",
    "load_settings",
    "variable",
]
