"""The games and their plug-ins looked up by name (every press asks for its game's UI):
the one :func:`~spitbot.engine.games.games` and :func:`~spitbot.bot.plugins.plugins`
list under that name, a registered game's too, and a KeyError naming the games for a
game there is not."""

import pytest

from spitbot.bot.plugins import plugin_of, plugins, ui_of
from spitbot.engine import find_game, games
from tests.toygame import TOY, registered


def test_every_game_and_plugin_is_found_by_its_name() -> None:
    assert [g.name for g in games()] == [p.name for p in plugins()] == ["spit", "speed"]
    for game in games():
        assert find_game(game.name) is game
    for plugin in plugins():
        assert plugin_of(plugin.name) is plugin
        assert ui_of(plugin.name) is plugin.ui


def test_a_registered_game_is_found_while_registered_and_not_after() -> None:
    with registered():
        assert find_game(TOY.name) is TOY
        listed = next(p for p in plugins() if p.name == TOY.name)
        assert plugin_of(TOY.name) is listed
        assert ui_of(TOY.name).game is TOY
    with pytest.raises(KeyError, match=r"no game 'toy'; the games are spit, speed"):
        find_game(TOY.name)
    with pytest.raises(KeyError, match="no game 'toy'"):
        plugin_of(TOY.name)
