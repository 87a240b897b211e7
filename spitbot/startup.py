"""Getting the database ready at start-up (``run``, ``migrate``, ``simulate``): check that a
SQLite file can be written, bring the schema up to date, open the store; every known
failure becomes a :class:`~spitbot.problems.StartupError` that names the setting."""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .problems import StartupError, describe_database, explain_database

if TYPE_CHECKING:
    from .config import Settings
    from .store import Store
    from .store.migrate import Upgrade

__all__ = ["migrate_database", "old_database_hint", "open_database", "sqlite_file"]

log = logging.getLogger("spitbot")


def sqlite_file(url: str) -> Path | None:
    """The absolute path of the SQLite file at ``url`` (``None``: not a SQLite file)."""
    from sqlalchemy.engine import make_url

    parsed = make_url(url)
    database = parsed.database or ""
    if parsed.get_backend_name() != "sqlite" or database in ("", ":memory:"):
        return None
    if "mode=memory" in url:
        return None
    return Path(database).expanduser().absolute()


def _check_sqlite_folder(url: str, setting: str) -> None:
    path = sqlite_file(url)
    if path is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise StartupError(
            f"cannot create the folder for the database ({path.parent}): {reason}.\n"
            f"Set {setting} to a folder this user can write."
        ) from error
    writable = os.access(path.parent, os.W_OK | os.X_OK)
    if not writable or (path.exists() and not os.access(path, os.W_OK)):
        raise StartupError(
            f"cannot write the database ({describe_database(url)}): "
            f"{path.parent} is not writable.\n"
            f"Set {setting} to a folder this user can write, or make that one writable."
        )


async def migrate_database(url: str, *, setting: str) -> Upgrade:
    """Bring the database at ``url`` (chosen by ``setting``) to the newest schema; says
    which revision it moved from and to."""
    _check_sqlite_folder(url, setting)
    from .store import upgrade_to_head_async

    try:
        return await upgrade_to_head_async(url)
    except Exception as error:
        message = explain_database(error, url, setting)
        if message is None:
            raise
        raise StartupError(message) from error


async def open_database(url: str, *, setting: str, **options: Any) -> Store:
    """Migrate, then open, the database at ``url``; ``options`` go to ``Store.open``."""
    from .store import Store

    upgrade = await migrate_database(url, setting=setting)
    if upgrade.before != upgrade.after:
        log.info("database brought up to date: %s", upgrade)
    return await Store.open(url, **options)


def old_database_hint(settings: Settings) -> str | None:
    """A warning when ``./data/spitbot.sqlite3`` exists (where earlier versions kept the
    database, relative to the current directory) but the settings point elsewhere."""
    if "folder" in settings.database.model_fields_set or settings.database.url:
        return None
    old = Path("data", settings.sqlite_path.name).absolute()
    if not old.is_file() or old == settings.sqlite_path or settings.sqlite_path.exists():
        return None
    return (
        f"found a database at {old}, where older versions kept it; this one starts "
        f"empty at {settings.sqlite_path}. To keep the old one, stop and set "
        f"SPITBOT_DATABASE_FOLDER={old.parent}"
    )
