"""``spitbot simulate`` on the command line: its own database, the seed, the options."""

from __future__ import annotations

import contextlib
import io
import os
import re
import signal
import sqlite3
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from spitbot import simulate_cli
from spitbot.__main__ import build_parser, main
from spitbot.bot.commands import Play, Server, SpitCommands, Standing
from spitbot.engine.options import TARGET_RANGE
from spitbot.runtime import ManualClock
from spitbot.simulate import Progress, simulate
from spitbot.store import Journal, MatchResult, MatchStart, PlayerRef, Store


@pytest.fixture
def data(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """No settings but the data directory; no .env."""
    for name in list(os.environ):
        if name.startswith(("SPITBOT_", "DISCORD_", "DATABASE_URL")):
            monkeypatch.delenv(name)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("SPITBOT_DATABASE_FOLDER", str(tmp_path / "data"))
    return tmp_path / "data"


def leaderboard(out: str) -> list[str]:
    return re.findall(r"^\s+\d+\. .*$", out, re.M)


def test_every_option_says_its_default() -> None:
    parser = build_parser()
    simulate = parser._subparsers._group_actions[0].choices["simulate"]  # type: ignore[union-attr]
    options = [a for a in simulate._actions if a.option_strings and a.dest != "help"]
    assert {a.dest for a in options} >= {"matches", "seed", "database", "scoring", "target"}
    for action in options:
        assert action.help and "(default: " in action.help, action.dest


def test_the_target_range_is_the_discord_options(capsys: pytest.CaptureFixture[str]) -> None:
    group = SpitCommands(Play.__new__(Play), Server.__new__(Server), Standing.__new__(Standing))
    for name in ("challenge", "settings"):
        command = group.get_command(name)
        target = next(p for p in command.parameters if p.name == "target")  # type: ignore[union-attr]
        assert (target.min_value, target.max_value) == TARGET_RANGE
    parse = build_parser().parse_args
    for ok in TARGET_RANGE:
        assert parse(["simulate", "--scoring", "points", "--target", str(ok)]).target == ok
    for bad in ("9", "1001", "-5", "ten"):
        with pytest.raises(SystemExit) as exit_:
            parse(["simulate", "--scoring", "points", "--target", bad])
        assert exit_.value.code == 2
    assert "--target: must be from 10 to 1000" in capsys.readouterr().err


def test_a_target_without_points_is_refused(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["simulate", "--target", "50"])
    assert exit_.value.code == 2
    assert "--target needs --scoring points" in capsys.readouterr().err
    assert not data.exists()  # nothing was played


def test_simulate_never_writes_into_the_bots_database(
    data: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", "--database", f"sqlite:///{data}/../data/spitbot.sqlite3"]) == 2
    assert "the bot's own database (SPITBOT_DATABASE_FOLDER)" in capsys.readouterr().err
    monkeypatch.setenv("SPITBOT_DATABASE_URL", "postgresql://bot:pw@db.example:5432/spitbot")
    assert main(["simulate", "--database", "postgresql+asyncpg://sim:pw@db.example/spitbot"]) == 2
    assert "the bot's own database (SPITBOT_DATABASE_URL)" in capsys.readouterr().err
    monkeypatch.setenv("SPITBOT_DATABASE_URL", f"sqlite:///{data}/simulate.sqlite3")
    assert main(["simulate"]) == 2  # the default would be the bot's: refused, not replaced
    assert "SPITBOT_DATABASE_FOLDER (or --database) leads to the bot's own database" in (
        capsys.readouterr().err
    )
    assert not data.exists()


async def _real_players_in(url: str) -> None:
    from spitbot.store import upgrade_to_head_async

    await upgrade_to_head_async(url)
    async with await Store.open(url) as store:
        now = datetime.now(UTC)
        alice, bob = PlayerRef(77, "alice"), PlayerRef(88, "bob")
        start = MatchStart("m1", 5, 6, alice, bob, "spit", "5,slap,any,game", 1, True, now)
        await store.start_match(start)
        await store.finish_match(MatchResult("m1", 0, "out", now))


def test_simulate_refuses_a_database_with_real_players(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import asyncio

    url = f"sqlite+aiosqlite:///{data.parent / 'other.sqlite3'}"
    asyncio.run(_real_players_in(url))
    assert main(["simulate", "--matches", "1", "--database", url]) == 2
    assert "holds real players (2): simulate only writes" in capsys.readouterr().err


def test_the_seed_is_new_printed_and_replays_the_run(
    data: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(simulate_cli, "new_seed", lambda: 424242)
    assert main(["simulate", "--matches", "4"]) == 0
    first = capsys.readouterr().out
    assert "seed 424242 (--seed 424242 replays them)" in first
    assert "SQLite file " + str(data / "simulate.sqlite3") in first  # says where
    replay = f"sqlite:///{data.parent / 'replay.sqlite3'}"
    assert main(["simulate", "--matches", "4", "--seed", "424242", "--database", replay]) == 0
    again = capsys.readouterr().out
    assert leaderboard(again) == leaderboard(first) and len(leaderboard(first)) >= 2
    assert main(["simulate", "--matches", "4", "--seed", "424242"]) == 0  # afresh each run
    assert leaderboard(capsys.readouterr().out) == leaderboard(first)
    assert not (data / "spitbot.sqlite3").exists()  # the bot's database was never touched


def test_ctrl_c_stops_cleanly_and_keeps_the_finished_matches(
    data: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A real SIGINT, sent once the first match has finished (4 play at a time, of 40)."""
    monkeypatch.setitem(simulate.__kwdefaults__, "parallel", 4)
    show, sent = Progress.show, []

    def show_then_interrupt(self: Progress, done: int) -> None:
        show(self, done)
        if done >= 1 and not sent:
            sent.append(done)
            os.kill(os.getpid(), signal.SIGINT)  # Ctrl+C, once

    monkeypatch.setattr(Progress, "show", show_then_interrupt)
    assert main(["simulate", "--matches", "40", "--seed", "5"]) == 130
    out, err = capsys.readouterr()
    kept = int(re.findall(r"Stopped early: kept the (\d+) finished matches", out)[0])
    assert 1 <= kept < 40 and f"Simulated {kept} matches" in out
    assert "Traceback" not in err
    with contextlib.closing(sqlite3.connect(data / "simulate.sqlite3")) as database:
        finished = database.execute("SELECT count(*) FROM matches WHERE status = 'finished'")
        assert finished.fetchone() == (kept,)


def test_new_seeds_differ() -> None:
    assert len({simulate_cli.new_seed() for _ in range(5)}) > 1


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_is_a_live_bar_on_a_terminal_and_plain_lines_elsewhere() -> None:
    log, terminal = io.StringIO(), Terminal()
    for stream in (log, terminal):
        progress = Progress(stream, 20)
        for done in range(21):
            progress.show(done)
        progress.close()
    assert "\r" not in log.getvalue()
    assert log.getvalue().splitlines() == [f"{n}/20 matches" for n in range(0, 21, 2)]
    drawn = terminal.getvalue()
    assert drawn.startswith("\r") and drawn.endswith("\n")  # redrawn in place, then kept
    final = drawn.rstrip("\n").rsplit("\r", 1)[-1]
    assert final.startswith("100%|") and " 20/20 [" in final and "match/s]" in final


def test_a_normal_run_never_lets_a_write_wait_while_its_clock_runs(
    data: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Why a plain `spitbot simulate` said "database slow": its clock ran on while writes
    waited, and a commit needs the event loop between the clock's bursts of timers. Now
    every write is committed before the clock moves again: none waits longer than one
    burst and its commit (a few tens of milliseconds), far from the journal's second."""
    journals: list[Journal] = []
    waiting: list[int] = []
    start, run = Journal.__init__, ManualClock.run

    def journal(self: Journal, *args: Any, **options: Any) -> None:
        start(self, *args, **options)
        journals.append(self)

    async def clock_runs(self: ManualClock, *args: Any, **options: Any) -> None:
        waiting.append(journals[-1].pending)
        await run(self, *args, **options)

    monkeypatch.setattr(Journal, "__init__", journal)
    monkeypatch.setattr(ManualClock, "run", clock_runs)
    assert main(["simulate", "--seed", "1", "--matches", "12"]) == 0  # all at once
    assert "Simulated 12 matches" in capsys.readouterr().out
    assert len(waiting) > 12 and set(waiting) == {0}


def test_the_database_may_be_a_file(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (data.parent / "sims").mkdir()
    assert main(["simulate", "--matches", "2", "--seed", "9", "--database", "sims/run.db"]) == 0
    out = capsys.readouterr().out
    assert f"into SQLite file {data.parent / 'sims' / 'run.db'}" in out
    with contextlib.closing(sqlite3.connect(data.parent / "sims" / "run.db")) as database:
        finished = database.execute("SELECT count(*) FROM matches WHERE status = 'finished'")
        assert finished.fetchone() == (2,)
    assert main(["simulate", "--database", "mysql://sim@db/sim"]) == 2
    assert "--database must be a SQLite file or a SQLite or PostgreSQL URL" in (
        capsys.readouterr().err
    )
