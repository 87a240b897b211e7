"""Alembic migrations, shipped inside the package as ``spitbot.migrations``.

The folder stays at the top of the repository; ``pyproject.toml`` maps it into the
package, and :mod:`spitbot.store.migrate` finds it with ``importlib.resources``.
"""
