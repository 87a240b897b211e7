"""Race, a small third game for two (``RULES.md``), written as a test fixture: its engine
(:mod:`.state`, :mod:`.rules`, :mod:`.notation`, :mod:`.game`), its part of the bot
(:mod:`.ui`) and its catalogs (``locales/<language>/toy.ftl``) all in this folder. It is
no installed package: a test registers it (:func:`spitbot.bot.plugins.register_plugin`)
and takes it away again, so no other test sees it (issue 27: a game moves in from its
own folder)."""

from collections.abc import Iterator
from contextlib import contextmanager

from spitbot.bot.plugins import register_plugin, unregister_plugin

from .game import TOY, ToyGame
from .ui import CATALOGS, PLUGIN, TOY_UI

__all__ = ["CATALOGS", "PLUGIN", "TOY", "TOY_UI", "ToyGame", "registered"]


@contextmanager
def registered() -> Iterator[None]:
    """Race moves in (its rules, its UI, its catalogs) and out again at the end."""
    register_plugin(PLUGIN)
    try:
        yield
    finally:
        unregister_plugin(PLUGIN.name)
