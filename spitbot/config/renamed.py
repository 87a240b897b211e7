"""The settings' old names: each still sets what it set, with one warning line that names
the new one, unless the new name is set too (then the new one wins, and the warning
says so). A blank old name is no setting, as a blank new one is not. No warning ever
repeats a value: the token and a database URL are among them.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

Key = tuple[str, str]
"""A setting: its section and its field, ``("play", "idle_seconds")``."""

PREFIX = "SPITBOT_"


def variable(key: Key) -> str:
    """The variable that sets ``key``: ``SPITBOT_PLAY_IDLE_SECONDS``."""
    return f"{PREFIX}{key[0]}_{key[1]}".upper()


@dataclass(frozen=True, slots=True)
class OldName:
    name: str
    keys: tuple[Key, ...]


OLD_NAMES = (
    OldName("DISCORD_TOKEN", (("discord", "token"),)),
    OldName("SPITBOT_DEV_GUILD_ID", (("discord", "dev_guild_id"),)),
    OldName("DATABASE_URL", (("database", "url"),)),
    OldName("SPITBOT_DATA_DIR", (("database", "folder"),)),
    OldName("SPITBOT_SQLITE_SYNCHRONOUS", (("database", "sqlite_synchronous"),)),
    OldName("SPITBOT_SETTLE_WINDOW_MS", (("play", "settle_window_ms"),)),
    OldName("SPITBOT_IDLE_TIMEOUT", (("play", "idle_seconds"),)),
    OldName("SPITBOT_CHALLENGE_TTL", (("play", "challenge_seconds"),)),
    OldName("SPITBOT_SPIT_COUNTDOWN", (("spit", "stall_seconds"),)),  # D2
    OldName("SPITBOT_SLAP_TIMEOUT", (("spit", "slap_seconds"), ("spit", "choose_seconds"))),
    OldName("SPITBOT_FLIP_COUNTDOWN", (("speed", "flip_seconds"),)),  # D9
    OldName("SPITBOT_LIBRARY_LOG_LEVEL", (("log", "library_level"),)),
)
"""Every name a server owner may have in an ``.env`` from before the sections (issue
27), with what it sets now. ``SPITBOT_DISCORD_TOKEN``, ``SPITBOT_LOG_LEVEL`` and the
shard and metrics settings kept their names."""


def _names(keys: Iterable[Key]) -> str:
    names = [variable(key) for key in keys]
    return " and ".join(names) if len(names) < 3 else ", ".join(names[:-1]) + f" and {names[-1]}"


@dataclass(frozen=True, slots=True)
class Used:
    """An old name found set: where, which of its settings it sets, and which it does
    not because their new names are set too."""

    old: OldName
    where: str
    sets: tuple[Key, ...]
    wins: tuple[Key, ...]

    def warning(self) -> str:
        """One line, without the value."""
        name, keys = self.old.name, self.old.keys
        said = f"{name} is now {_names(keys)}"
        if self.sets and self.wins:
            return (
                f"{said}: {_names(self.wins)}, set too, wins; rename {name} in {self.where} "
                f"(it sets {_names(self.sets)} for now)"
            )
        if self.wins:
            return f"{said}, which is set too and wins: remove {name} from {self.where}"
        if self.sets:
            both = " (it sets both for now)" if len(keys) == 2 else ""
            return f"{said}: rename it in {self.where}{both}"
        return f"{said}, of a game not installed here: remove {name} from {self.where}"


@dataclass(frozen=True, slots=True)
class Found:
    """What the old names set (``values``, by section), and the lines to warn with."""

    values: dict[str, dict[str, str]]
    used: tuple[Used, ...]
    unknown: tuple[str, ...]

    def setter(self, key: Key) -> str:
        """The variable that set ``key``: an old name if one did, else the new one."""
        return next((used.old.name for used in self.used if key in used.sets), variable(key))

    def warnings(self) -> tuple[str, ...]:
        return tuple(used.warning() for used in self.used) + self.unknown


def find_old_names(
    environment: Mapping[str, str | None],
    dotenv: Mapping[str, str | None],
    env_file: str,
    settings: Iterable[Key],
    given: Iterable[Key],
) -> Found:
    """The old names set in ``environment`` or in the ``.env`` file (``dotenv``, read
    from ``env_file``; both with lowercase names, blank ones left out, as
    pydantic-settings reads them); ``settings`` are the settings there are, ``given``
    those set by their new names (or by keyword)."""
    known = {variable(key).lower(): key for key in settings}
    taken = set(given) | {known[name] for name in [*environment, *dotenv] if name in known}
    values: dict[str, dict[str, str]] = {}
    used = []
    for old in OLD_NAMES:
        places = [
            (where, found[old.name.lower()])
            for where, found in (("the environment", environment), (env_file, dotenv))
            if found.get(old.name.lower())
        ]
        if not places:
            continue
        value = places[0][1]  # the environment's, as for every setting
        present = [key for key in old.keys if key in known.values()]
        sets = tuple(key for key in present if key not in taken)
        for section, field in sets:
            values.setdefault(section, {})[field] = str(value)
        wins = tuple(key for key in present if key in taken)
        used.append(Used(old, " and ".join(where for where, _ in places), sets, wins))
    return Found(values, tuple(used), _unknown(environment, dotenv, known))


def _unknown(
    environment: Mapping[str, str | None],
    dotenv: Mapping[str, str | None],
    known: Mapping[str, Key],
) -> tuple[str, ...]:
    """A line for each variable that starts like a section's (``SPITBOT_PLAY_``) but
    names no setting: a typo would otherwise be ignored without a word. Other
    ``SPITBOT_`` variables are not settings' (the tests' ``SPITBOT_TEST_POSTGRES_URL``)."""
    sections = {f"{PREFIX}{section}_".lower() for section, _ in known.values()}
    old = {name.name.lower() for name in OLD_NAMES}
    lines = []
    for name in dict.fromkeys([*environment, *dotenv]):
        if name in known or name in old or not name.startswith(tuple(sections)):
            continue
        close = difflib.get_close_matches(name, known, n=1)
        hint = f" (did you mean {close[0].upper()}?)" if close else ""
        lines.append(f"{name.upper()} is no setting of SpitBot's: it is ignored{hint}")
    return tuple(lines)
