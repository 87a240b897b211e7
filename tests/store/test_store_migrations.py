"""Alembic migrations match the models and round-trip, on both backends."""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy.engine import Connection
from sqlalchemy.pool import NullPool

from spitbot.store import downgrade, upgrade_to_head, upgrade_to_head_async
from spitbot.store.database import create_engine
from spitbot.store.migrate import (
    MIGRATIONS_DIR,
    current_revision,
    head_revision,
)
from spitbot.store.models import Base

TABLES = {
    "players",
    "guilds",
    "guild_channels",
    "matches",
    "rounds",
    "series",
    "ratings",
    "rating_history",
    "rating_counts",
    "snapshots",
    "guild_variants",
    "challenges",
}


async def _inspect(url: str, work: Any) -> Any:
    engine = create_engine(url, poolclass=NullPool)
    try:
        async with engine.connect() as connection:
            return await connection.run_sync(work)
    finally:
        await engine.dispose()


def _diff(metadata: sa.MetaData) -> Any:
    def work(connection: Connection) -> Any:
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        return compare_metadata(context, metadata)

    return work


def _tables(connection: Connection) -> set[str]:
    return set(sa.inspect(connection).get_table_names())


def test_migrations_dir_is_found() -> None:
    assert (MIGRATIONS_DIR / "env.py").is_file()
    assert head_revision() == "0002"


async def test_upgrade_on_empty_database_matches_models(empty_db_url: str) -> None:
    assert current_revision(empty_db_url) is None
    await upgrade_to_head_async(empty_db_url)
    assert current_revision(empty_db_url) == head_revision()
    assert await _inspect(empty_db_url, _diff(Base.metadata)) == []

    # The comparison is not vacuous: a model change would be reported.
    changed = sa.MetaData()
    for table in Base.metadata.sorted_tables:
        table.to_metadata(changed)
    sa.Table("extra", changed, sa.Column("id", sa.Integer, primary_key=True))
    changed.tables["players"].append_column(sa.Column("nickname", sa.String(20)))
    diff = await _inspect(empty_db_url, _diff(changed))
    kinds = {(entry[0], getattr(entry[-1], "name", None)) for entry in diff}
    assert ("add_table", "extra") in kinds
    assert ("add_column", "nickname") in kinds


async def test_downgrade_to_base_and_upgrade_again(empty_db_url: str) -> None:
    """The synchronous API also works from inside a running event loop."""
    upgrade_to_head(empty_db_url)
    downgrade(empty_db_url, "base")
    assert current_revision(empty_db_url) is None
    assert await _inspect(empty_db_url, _tables) <= {"alembic_version"}
    upgrade_to_head(empty_db_url)
    assert current_revision(empty_db_url) == "0002"
    assert await _inspect(empty_db_url, _tables) == TABLES | {"alembic_version"}
    upgrade_to_head(empty_db_url)  # already at head: a no-op
    assert current_revision(empty_db_url) == "0002"


def test_cli_entry_point(empty_db_url: str, capsys: Any) -> None:
    from spitbot.store.migrate import main

    assert main([empty_db_url]) == 0
    assert capsys.readouterr().out.strip() == "0002"
    assert main([empty_db_url, "current"]) == 0
    assert capsys.readouterr().out.strip() == "0002"
    assert main([empty_db_url, "downgrade", "base"]) == 0
    assert capsys.readouterr().out.strip() == "(empty)"
