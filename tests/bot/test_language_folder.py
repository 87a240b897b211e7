"""A language is a folder (issue 27.7): a sixth language is its catalog folders (the
shared one and each game's) and no shared file; the bot finds it, its name for itself
and the Discord app languages that are it, from the folders alone."""

from __future__ import annotations

import logging
import shutil
from pathlib import Path

import pytest
from discord import Locale

from spitbot.bot.i18n import (
    ENGLISH,
    LANGUAGES,
    Catalogs,
    GameName,
    catalog_folders,
    discord_locales,
    languages_in,
)
from spitbot.bot.plugins import plugins
from spitbot.engine.games import games_with
from spitbot.engine.options import SCORING

GERMAN_SHARED = {
    "language.ftl": "language-self-name = Deutsch\nlanguage-discord-locales = de\n",
    "common.ftl": "stats-none = —\nleaderboard-global = Globale { $game_name }-Rangliste\n",
}


@pytest.fixture
def with_german(tmp_path: Path) -> list[Path]:
    """Copies of every installed catalogs folder, with German added as new folders only."""
    copies: list[Path] = []
    for n, folder in enumerate(catalog_folders()):
        copy = tmp_path / f"{n}-{Path(str(folder)).parent.name}" / "locales"
        shutil.copytree(str(folder), copy)
        copies.append(copy)
    shared, *games = copies
    (shared / "de").mkdir()
    for name, text in GERMAN_SHARED.items():
        (shared / "de" / name).write_text(text, encoding="utf-8")
    for folder, plugin in zip(games, plugins(), strict=False):
        (folder / "de").mkdir()
        (folder / "de" / f"{plugin.name}.ftl").write_text(
            f"{plugin.name}-name = {plugin.name.title()}\n", encoding="utf-8"
        )
    return copies


def test_the_languages_are_the_folders_with_a_language_file(with_german: list[Path]) -> None:
    assert languages_in(catalog_folders()[0]) == LANGUAGES
    assert LANGUAGES[0] == ENGLISH
    assert set(LANGUAGES) == {"en", "cs", "uk", "lv", "az"}
    assert languages_in(with_german[0]) == (*LANGUAGES[:1], *sorted((*LANGUAGES[1:], "de")))


def test_a_new_language_folder_is_spoken_with_english_for_what_it_lacks(
    with_german: list[Path], caplog: pytest.LogCaptureFixture
) -> None:
    catalogs = Catalogs(folders=with_german)
    assert "de" in catalogs.languages
    german = catalogs["de"]
    assert german.self_name() == "Deutsch"
    assert german("leaderboard-global", game="spit") == "Globale Spit-Rangliste"
    assert german("stats-none") == "—"
    caplog.set_level(logging.WARNING)
    english = catalogs[ENGLISH]
    assert german("stats-title", name="X", game="speed") == english(
        "stats-title", name="X", game="speed"
    )
    assert "the de catalog has no 'stats-title'" in caplog.text


def test_a_new_language_is_offered_to_the_discord_apps_its_file_names(
    with_german: list[Path],
) -> None:
    found = discord_locales(Catalogs(folders=with_german))
    assert found[Locale.german] == "de"
    assert found[Locale.czech] == "cs"
    assert found[Locale.american_english] == found[Locale.british_english] == ENGLISH
    assert "lv" not in found.values()  # Discord has no Latvian app


def test_a_language_file_naming_no_discord_locale_is_refused(with_german: list[Path]) -> None:
    (with_german[0] / "de" / "language.ftl").write_text(
        "language-self-name = Deutsch\nlanguage-discord-locales = de-XX\n", encoding="utf-8"
    )
    with pytest.raises(ValueError, match="de-XX"):
        discord_locales(Catalogs(folders=with_german))


def test_a_game_is_named_and_words_its_own_messages_in_every_language() -> None:
    catalogs = Catalogs()
    for plugin in plugins():
        for language in LANGUAGES:
            tr = catalogs[language]
            name = tr(f"{plugin.name}-name")
            said = tr("refusal-option-other-game", option="x", owner=GameName(plugin.name),
                      game=plugin.name)  # fmt: skip
            assert said.count(name) == 2, said
            if plugin.name in games_with(SCORING):  # a points series states its rule
                assert tr.has(f"{plugin.name}-series-rule"), (language, plugin.name)
                rule = tr("series-rule", game=plugin.name)
                assert rule == tr(f"{plugin.name}-series-rule")
    speed, spit = (
        catalogs[ENGLISH]("series-round", game="speed"),
        catalogs[ENGLISH]("series-round", game="spit"),
    )
    assert (speed, spit) == ("Deal", "Round")  # Speed words a round its own way
    assert set(games_with(SCORING)) == {"spit", "speed"}  # the rule above was checked
