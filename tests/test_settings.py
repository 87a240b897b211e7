"""The settings' names (issue 27.4): ``SPITBOT_<SECTION>_<FIELD>``, a section per game made
from its countdowns, the old names still read with one warning each, bad values named as
they were set, and the token in no log line."""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import cast

import pytest
from pydantic import SecretStr

from spitbot.__main__ import main
from spitbot.config import OLD_NAMES, Settings, load_settings, variable
from spitbot.config.renamed import find_old_names
from spitbot.engine import AnyGame, games, register_game
from spitbot.engine.games import unregister_game
from spitbot.problems import StartupError

SECRET = "MTIz.secret-token-that-must-not-leak"
PASSWORD = "hunter2-db-password"


@pytest.fixture
def here(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """No setting in the environment, and an empty folder as the current directory."""
    for name in list(os.environ):
        if name.startswith(("SPITBOT_", "DISCORD_", "DATABASE_URL")):
            monkeypatch.delenv(name)
    monkeypatch.chdir(tmp_path)
    return tmp_path


@dataclass(frozen=True)
class Old:
    value: str
    read: Callable[[Settings], object]
    expected: object
    new: tuple[str, ...]


OLD = {
    "DISCORD_TOKEN": Old(
        SECRET, lambda s: s.discord.token and s.discord.token.get_secret_value(), SECRET,
        ("SPITBOT_DISCORD_TOKEN",),
    ),
    "SPITBOT_DEV_GUILD_ID": Old(
        "4242", lambda s: s.discord.dev_guild_id, 4242, ("SPITBOT_DISCORD_DEV_GUILD_ID",)
    ),
    "DATABASE_URL": Old(
        f"postgresql://spitbot:{PASSWORD}@db/spitbot", lambda s: s.db_url,
        f"postgresql://spitbot:{PASSWORD}@db/spitbot", ("SPITBOT_DATABASE_URL",),
    ),
    "SPITBOT_DATA_DIR": Old(
        "/srv/spitbot", lambda s: s.sqlite_path, Path("/srv/spitbot/spitbot.sqlite3"),
        ("SPITBOT_DATABASE_FOLDER",),
    ),
    "SPITBOT_SQLITE_SYNCHRONOUS": Old(
        "full", lambda s: s.database.sqlite_synchronous, "FULL",
        ("SPITBOT_DATABASE_SQLITE_SYNCHRONOUS",),
    ),
    "SPITBOT_SETTLE_WINDOW_MS": Old(
        "250", lambda s: s.runtime().window_ms, 250, ("SPITBOT_PLAY_SETTLE_WINDOW_MS",)
    ),
    "SPITBOT_IDLE_TIMEOUT": Old(
        "61", lambda s: s.runtime().idle_timeout, 61.0, ("SPITBOT_PLAY_IDLE_SECONDS",)
    ),
    "SPITBOT_CHALLENGE_TTL": Old(
        "62", lambda s: s.runtime().challenge_ttl, 62.0, ("SPITBOT_PLAY_CHALLENGE_SECONDS",)
    ),
    "SPITBOT_SPIT_COUNTDOWN": Old(  # D2
        "6", lambda s: s.runtime().countdowns["stall"], 6.0, ("SPITBOT_SPIT_STALL_SECONDS",)
    ),
    "SPITBOT_SLAP_TIMEOUT": Old(  # S10 and V2
        "7", lambda s: (s.runtime().countdowns["slap"], s.runtime().countdowns["choose"]),
        (7.0, 7.0), ("SPITBOT_SPIT_SLAP_SECONDS", "SPITBOT_SPIT_CHOOSE_SECONDS"),
    ),
    "SPITBOT_FLIP_COUNTDOWN": Old(  # D9
        "8", lambda s: s.runtime().countdowns["flip"], 8.0, ("SPITBOT_SPEED_FLIP_SECONDS",)
    ),
    "SPITBOT_LIBRARY_LOG_LEVEL": Old(
        "error", lambda s: s.log.library_level, "ERROR", ("SPITBOT_LOG_LIBRARY_LEVEL",)
    ),
}  # fmt: skip


def test_every_old_name_is_still_read() -> None:
    assert {old.name for old in OLD_NAMES} == set(OLD)


@pytest.mark.parametrize("where", ["environment", ".env"])
@pytest.mark.parametrize("name", list(OLD))
def test_an_old_name_sets_its_new_setting_with_one_warning(
    name: str, where: str, here: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = OLD[name]
    before = load_settings()
    assert old.read(before) != old.expected and before.warnings == ()
    if where == ".env":
        (here / ".env").write_text(f"{name}={old.value}\n")
    else:
        monkeypatch.setenv(name, old.value)
    settings = load_settings()
    assert old.read(settings) == old.expected
    place = f"{here / '.env'}" if where == ".env" else "the environment"
    both = " (it sets both for now)" if len(old.new) == 2 else ""
    (warning,) = settings.warnings
    assert warning == f"{name} is now {' and '.join(old.new)}: rename it in {place}{both}"
    assert SECRET not in warning and PASSWORD not in warning


def test_every_new_name_sets_its_setting_without_a_warning(
    here: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    new = {
        "SPITBOT_DISCORD_TOKEN": (SECRET, lambda s: s.discord.token.get_secret_value()),
        "SPITBOT_DISCORD_DEV_GUILD_ID": ("4242", lambda s: s.discord.dev_guild_id),
        "SPITBOT_DATABASE_URL": ("sqlite:////srv/bot.db", lambda s: s.db_url),
        "SPITBOT_DATABASE_FOLDER": ("/srv/spitbot", lambda s: str(s.database.folder)),
        "SPITBOT_DATABASE_SQLITE_SYNCHRONOUS": ("FULL", lambda s: s.database.sqlite_synchronous),
        "SPITBOT_PLAY_SETTLE_WINDOW_MS": ("250", lambda s: s.play.settle_window_ms),
        "SPITBOT_PLAY_IDLE_SECONDS": ("61.5", lambda s: s.play.idle_seconds),
        "SPITBOT_PLAY_CHALLENGE_SECONDS": ("62.5", lambda s: s.play.challenge_seconds),
        "SPITBOT_PLAY_QUEUE_SECONDS": ("240.5", lambda s: s.play.queue_seconds),
        "SPITBOT_LOG_LEVEL": ("DEBUG", lambda s: s.log.level),
        "SPITBOT_LOG_LIBRARY_LEVEL": ("ERROR", lambda s: s.log.library_level),
        "SPITBOT_SHARD_ID": ("1", lambda s: s.shard.id),
        "SPITBOT_SHARD_COUNT": ("2", lambda s: s.shard.count),
        "SPITBOT_METRICS_PORT": ("9108", lambda s: s.metrics.port),
        "SPITBOT_METRICS_HOST": ("0.0.0.0", lambda s: s.metrics.host),
        "SPITBOT_DISCORD_CLIENT_SECRET": (
            "client-secret-value",
            lambda s: s.discord.client_secret.get_secret_value(),
        ),
        "SPITBOT_TABLE_URL": ("https://spit.example.org/table", lambda s: s.table.url),
        "SPITBOT_TABLE_HOST": ("0.0.0.0", lambda s: s.table.host),
        "SPITBOT_TABLE_PORT": ("8751", lambda s: s.table.port),
        "SPITBOT_TABLE_API_URL": ("http://127.0.0.1:9/api/v10", lambda s: s.table.api_url),
        "SPITBOT_TABLE_SHARD_URLS": (
            "http://10.0.0.5:8751/table,http://10.0.0.6:8751/table",
            lambda s: ",".join(s.table_shard_urls),
        ),
    }
    for game in games():  # each game's countdowns, a second longer than their defaults
        for kind, seconds in game.countdowns.items():
            name = variable((game.name, f"{kind}_seconds"))
            new[name] = (str(seconds + 1), lambda s, g=game.name, k=kind: s.countdowns()[g][k])
    assert set(new) == set(Settings(_env_file=None).variables())  # every setting is here
    for name, (value, _) in new.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("SPITBOT_DATABASE_URL", "postgresql://spitbot@db/spitbot")  # shards
    del new["SPITBOT_DATABASE_URL"]
    settings = load_settings()
    assert settings.warnings == ()
    for name, (value, read) in new.items():
        assert str(read(settings)) == value, name
    assert settings.runtime().queue_timeout == 240.5
    countdowns = settings.runtime().countdowns  # D2, S10, V2, D9: what the runtime times
    assert (countdowns["stall"], countdowns["slap"], countdowns["flip"]) == (6.0, 11.0, 6.0)


def test_a_new_name_wins_over_an_old_one_and_the_warning_says_so(
    here: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (here / ".env").write_text("SPITBOT_PLAY_IDLE_SECONDS=90\nSPITBOT_SPIT_SLAP_SECONDS=4\n")
    monkeypatch.setenv("SPITBOT_IDLE_TIMEOUT", "30")  # the environment, yet older
    monkeypatch.setenv("SPITBOT_SLAP_TIMEOUT", "12")
    settings = load_settings()
    assert settings.play.idle_seconds == 90
    assert settings.countdowns()["spit"] == {"stall": 5.0, "slap": 4.0, "choose": 12.0}
    assert settings.warnings == (
        "SPITBOT_IDLE_TIMEOUT is now SPITBOT_PLAY_IDLE_SECONDS, which is set too and wins: "
        "remove SPITBOT_IDLE_TIMEOUT from the environment",
        "SPITBOT_SLAP_TIMEOUT is now SPITBOT_SPIT_SLAP_SECONDS and SPITBOT_SPIT_CHOOSE_SECONDS: "
        "SPITBOT_SPIT_SLAP_SECONDS, set too, wins; rename SPITBOT_SLAP_TIMEOUT in the "
        "environment (it sets SPITBOT_SPIT_CHOOSE_SECONDS for now)",
    )
    # The same token by both names: the new one, and a warning without either value.
    monkeypatch.setenv("DISCORD_TOKEN", "old-token")
    monkeypatch.setenv("SPITBOT_DISCORD_TOKEN", SECRET)
    settings = load_settings()
    assert settings.discord.token == SecretStr(SECRET)
    assert "DISCORD_TOKEN is now SPITBOT_DISCORD_TOKEN, which is set too" in settings.warnings[0]
    assert not any(SECRET in line or "old-token" in line for line in settings.warnings)


def test_an_old_name_in_both_places_is_the_environments_with_one_warning(
    here: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (here / ".env").write_text("SPITBOT_IDLE_TIMEOUT=30\n")
    monkeypatch.setenv("SPITBOT_IDLE_TIMEOUT", "40")
    settings = load_settings()
    assert settings.play.idle_seconds == 40
    assert settings.warnings == (
        "SPITBOT_IDLE_TIMEOUT is now SPITBOT_PLAY_IDLE_SECONDS: rename it in the environment "
        f"and {here / '.env'}",
    )


def test_a_blank_name_is_no_setting(here: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An .env copied from an older .env.example has blank old names: no warning for
    them, and a blank new name lets an old one through."""
    (here / ".env").write_text("SPITBOT_DEV_GUILD_ID=\nSPITBOT_PLAY_IDLE_SECONDS=\n")
    monkeypatch.setenv("SPITBOT_IDLE_TIMEOUT", "30")
    settings = load_settings()
    assert (settings.discord.dev_guild_id, settings.play.idle_seconds) == (None, 30)
    assert [line.split()[0] for line in settings.warnings] == ["SPITBOT_IDLE_TIMEOUT"]


def test_an_old_name_of_a_game_not_installed_sets_nothing_and_says_so() -> None:
    found = find_old_names({"spitbot_flip_countdown": "8"}, {}, ".env", [("play", "x")], [])
    assert found.values == {}
    assert found.warnings() == (
        "SPITBOT_FLIP_COUNTDOWN is now SPITBOT_SPEED_FLIP_SECONDS, of a game not installed "
        "here: remove SPITBOT_FLIP_COUNTDOWN from the environment",
    )


def test_a_name_of_no_setting_in_a_section_is_pointed_out(
    here: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SPITBOT_PLAY_IDLE_SECOND", "30")  # a typo: ignored, but said
    monkeypatch.setenv("SPITBOT_TEST_POSTGRES_URL", "postgresql://x")  # no section's
    settings = load_settings()
    assert settings.play.idle_seconds == 120
    assert settings.warnings == (
        "SPITBOT_PLAY_IDLE_SECOND is no setting of SpitBot's: it is ignored "
        "(did you mean SPITBOT_PLAY_IDLE_SECONDS?)",
    )


def test_a_variable_named_as_a_whole_section_is_no_setting(
    here: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """pydantic-settings reads SPITBOT_LOG as the section in JSON: a path there is said
    to be no setting, not a traceback."""
    monkeypatch.setenv("SPITBOT_LOG", "/var/log/spitbot.log")
    with pytest.raises(StartupError, match=r"^SPITBOT_LOG cannot be read: no setting is called"):
        load_settings()


@pytest.mark.parametrize(
    ("name", "value", "says"),
    [
        ("SPITBOT_PLAY_IDLE_SECONDS", "-1", "SPITBOT_PLAY_IDLE_SECONDS must be a number above 0"),
        ("SPITBOT_IDLE_TIMEOUT", "-1", "SPITBOT_IDLE_TIMEOUT must be a number above 0 (got -1)"),
        ("SPITBOT_SLAP_TIMEOUT", "soon", "SPITBOT_SLAP_TIMEOUT must be a number above 0"),
        ("SPITBOT_SPIT_STALL_SECONDS", "0", "SPITBOT_SPIT_STALL_SECONDS must be a number above 0"),
        ("SPITBOT_SPEED_FLIP_SECONDS", "x", "SPITBOT_SPEED_FLIP_SECONDS must be a number above 0"),
        ("DATABASE_URL", f"mysql://spitbot:{PASSWORD}@db/x", "DATABASE_URL must be PostgreSQL"),
        ("SPITBOT_SETTLE_WINDOW_MS", "5000", "SPITBOT_SETTLE_WINDOW_MS must be a whole number"),
    ],
)
def test_a_bad_value_names_the_variable_that_was_set(
    name: str, value: str, says: str, here: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(name, value)
    monkeypatch.setenv("SPITBOT_LOG_LEVEL", "loud")
    with pytest.raises(StartupError) as error:
        load_settings()
    lines = str(error.value).splitlines()
    assert lines[-1] == "Fix it in the environment."
    assert "SPITBOT_LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR (got loud)" in lines
    assert len(lines) == 3, lines  # one line each, an old name that sets two included
    assert any(line.startswith(says) for line in lines), lines
    assert PASSWORD not in str(error.value)


def test_the_token_is_in_no_log_line(
    here: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The old name in .env, the new one in the environment, a DEBUG run: every warning
    and report line is logged, and neither token is in one."""
    (here / ".env").write_text(f"DISCORD_TOKEN=old-{SECRET}\nSPITBOT_IDLE_TIMEOUT=30\n")
    monkeypatch.setenv("SPITBOT_DISCORD_TOKEN", SECRET)
    monkeypatch.setenv("SPITBOT_LOG_LEVEL", "DEBUG")
    monkeypatch.setenv("SPITBOT_DATABASE_FOLDER", str(here / "data"))
    caplog.set_level(logging.DEBUG)
    assert main(["migrate"]) == 0
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert [line.split()[0] for line in warnings] == ["DISCORD_TOKEN", "SPITBOT_IDLE_TIMEOUT"]
    out = capsys.readouterr()
    assert SECRET not in caplog.text + out.out + out.err
    assert SECRET not in repr(load_settings()) and SECRET not in str(load_settings())


def test_keywords_name_settings_as_their_variables() -> None:
    settings = Settings(_env_file=None, play_idle_seconds=60, spit_stall_seconds=0.5)
    assert (settings.play.idle_seconds, settings.countdowns()["spit"]["stall"]) == (60, 0.5)
    assert Settings(_env_file=None, play={"idle_seconds": 61}).play.idle_seconds == 61
    with pytest.raises(TypeError, match="no setting 'idle_timeout'"):
        Settings(_env_file=None, idle_timeout=60)  # a name from before: not a keyword
    copy = settings.with_changes(metrics_port=0, discord_token=SecretStr(SECRET))
    assert (copy.metrics.port, copy.play.idle_seconds, settings.metrics.port) == (0, 60, None)


# -- games --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Tiddly:
    """A game as far as the settings see one: a name, an order and countdowns."""

    name: str
    countdowns: dict[str, float] = field(default_factory=lambda: {"long_wait": 3.0})
    order: int = 9


@pytest.fixture
def registered() -> Iterator[Callable[..., None]]:
    names: list[str] = []

    def register(name: str, **countdowns: float) -> None:
        register_game(cast(AnyGame, Tiddly(name, countdowns or {"long_wait": 3.0})))
        names.append(name)

    yield register
    for name in names:
        unregister_game(name)


def test_a_game_registered_before_the_settings_are_made_has_its_section(
    registered: Callable[..., None], here: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = Settings(_env_file=None)
    registered("tiddly_winks")  # underscores in a name and a kind are fine
    monkeypatch.setenv("SPITBOT_TIDDLY_WINKS_LONG_WAIT_SECONDS", "4")
    settings = Settings(_env_file=None)
    assert settings.countdowns()["tiddly_winks"] == {"long_wait": 4.0}
    assert settings.runtime().countdowns["long_wait"] == 4.0
    assert "tiddly_winks" not in before.countdowns()  # made before: it has no section
    assert "SPITBOT_TIDDLY_WINKS_LONG_WAIT_SECONDS" in settings.variables()
    assert Settings(_env_file=None, tiddly_winks_long_wait_seconds=2).countdowns()[
        "tiddly_winks"
    ] == {"long_wait": 2.0}


@pytest.mark.parametrize(
    ("games", "says"),
    [
        ({"Tiddly": {"long_wait": 3.0}}, "the game 'Tiddly' cannot name a setting"),
        ({"tiddly": {"long__wait": 3.0}}, "tiddly's countdown 'long__wait' cannot name"),
        ({"play": {"long_wait": 3.0}}, "a game cannot be called 'play'"),
        ({"runtime": {"long_wait": 3.0}}, "a game cannot be called 'runtime'"),
        (
            {"fast": {"spit_wait": 3.0}, "fast_spit": {"wait": 3.0}},
            "SPITBOT_FAST_SPIT_WAIT_SECONDS would name two settings",
        ),
    ],
)
def test_a_game_whose_settings_cannot_be_named_is_refused_clearly(
    games: dict[str, dict[str, float]], says: str, registered: Callable[..., None]
) -> None:
    for name, countdowns in games.items():
        registered(name, **countdowns)
    with pytest.raises(ValueError, match=says):
        Settings(_env_file=None)


def test_two_games_with_one_kind_of_countdown_must_give_it_one_length(
    registered: Callable[..., None], here: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The runtime times a kind alike in every game (``flip``: Speed's D9 too)."""
    registered("tiddly", flip=5.0)
    assert Settings(_env_file=None).runtime().countdowns["flip"] == 5.0
    monkeypatch.setenv("SPITBOT_TIDDLY_FLIP_SECONDS", "9")
    with pytest.raises(StartupError, match=(
        r"SPITBOT_SPEED_FLIP_SECONDS and SPITBOT_TIDDLY_FLIP_SECONDS time one countdown "
        r"\(flip\) and must be equal"
    )):  # fmt: skip
        load_settings()


def test_28_10_each_shards_table_address_by_default_and_as_set(
    here: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where a shard relays a table whose match another shard holds: shard N's own
    port on this machine, or the addresses set, one per shard."""
    for name, value in {
        "SPITBOT_DATABASE_URL": "postgresql://spitbot@db/spitbot",
        "SPITBOT_SHARD_ID": "1", "SPITBOT_SHARD_COUNT": "3",
        "SPITBOT_DISCORD_CLIENT_SECRET": "client-secret-value",
        "SPITBOT_TABLE_URL": "https://spit.example.org/table", "SPITBOT_TABLE_HOST": "0.0.0.0",
    }.items():  # fmt: skip
        monkeypatch.setenv(name, value)
    settings = load_settings()
    assert settings.table_address == ("0.0.0.0", 8751)
    assert settings.table_shard_urls == (
        "http://127.0.0.1:8750/table", "http://127.0.0.1:8751/table",
        "http://127.0.0.1:8752/table",
    )  # fmt: skip
    monkeypatch.setenv("SPITBOT_TABLE_SHARD_URLS", "http://a:1/t, http://b:1/t/,http://c:1/t")
    assert load_settings().table_shard_urls == ("http://a:1/t", "http://b:1/t", "http://c:1/t")
    monkeypatch.setenv("SPITBOT_TABLE_SHARD_URLS", "http://a:1/t,http://b:1/t")
    with pytest.raises(StartupError, match="names 2 table addresses for 3 shards"):
        load_settings()
    monkeypatch.setenv("SPITBOT_TABLE_SHARD_URLS", "a:1/t,b,c")
    with pytest.raises(StartupError, match="each shard's own table address"):
        load_settings()
    monkeypatch.delenv("SPITBOT_TABLE_SHARD_URLS")
    monkeypatch.delenv("SPITBOT_SHARD_ID")
    monkeypatch.delenv("SPITBOT_SHARD_COUNT")
    assert load_settings().table_shard_urls == ()  # one process: nothing to relay to
