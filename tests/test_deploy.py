"""deploy/: the systemd units hold what the README promises, and ``systemd-analyze
verify`` finds nothing to say about them (where that tool can run)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from spitbot.bot.app import STOP_GRACE_SECONDS

DEPLOY = Path(__file__).resolve().parents[1] / "deploy"
UNITS = ("spitbot.service", "spitbot@.service", "spitbot-shards.target")


def settings_of(unit: str) -> dict[str, list[str]]:
    """Every ``Key=value`` of a unit file, by key (a key may come more than once)."""
    found: dict[str, list[str]] = {}
    for line in (DEPLOY / unit).read_text().splitlines():
        if line.strip() and not line.startswith(("#", "[")):
            key, _, value = line.partition("=")
            found.setdefault(key.strip(), []).append(value.strip())
    return found


@pytest.mark.parametrize("unit", ["spitbot.service", "spitbot@.service"])
def test_the_service_restarts_stops_gracefully_and_keeps_its_data(unit: str) -> None:
    service = settings_of(unit)
    assert service["ExecStart"] == ["/opt/spitbot/.venv/bin/spitbot run"]
    assert service["Restart"] == ["on-failure"]
    # A bad setting, a rejected token, refused intents exit 2 (test_cli, test_startup):
    # restarting cannot help.
    assert service["RestartPreventExitStatus"] == ["2"]
    # SIGTERM saves the live matches (test_cli's SIGTERM test), within the grace period.
    assert service["KillSignal"] == ["SIGTERM"]
    assert int(service["TimeoutStopSec"][0]) > STOP_GRACE_SECONDS
    assert service["StateDirectory"] == ["spitbot"]
    assert "SPITBOT_DATABASE_FOLDER=%S/spitbot" in service["Environment"]
    assert service["EnvironmentFile"] == ["/etc/spitbot/spitbot.env"]  # the token, not here
    assert not any("TOKEN" in value for values in service.values() for value in values)
    for hardening in ("DynamicUser", "NoNewPrivileges", "PrivateTmp", "RestrictSUIDSGID"):
        assert service[hardening] == ["yes"], hardening
    assert service["ProtectSystem"] == ["strict"]


def test_each_shard_is_an_instance_of_the_template() -> None:
    shard = settings_of("spitbot@.service")
    assert "SPITBOT_SHARD_ID=%i" in shard["Environment"]
    assert shard["WantedBy"] == ["spitbot-shards.target"]
    assert shard["PartOf"] == ["spitbot-shards.target"]


def _runs(analyze: str, folder: Path) -> str | None:
    """Why ``systemd-analyze verify`` cannot run here (``None``: it can), tried on a unit
    with nothing wrong in it."""
    unit = folder / "probe.service"
    unit.write_text(f"[Service]\nExecStart={sys.executable} -c pass\n")
    try:
        probe = subprocess.run(
            [analyze, "verify", "--man=no", str(unit)], capture_output=True, text=True, timeout=60
        )
    except (OSError, subprocess.SubprocessError) as error:
        return f"systemd-analyze cannot run here: {error}"
    finally:
        unit.unlink()
    if probe.returncode != 0 or probe.stderr.strip():
        return f"systemd-analyze cannot verify units here: {probe.stderr.strip()[:300]}"
    return None


def test_systemd_analyze_verify_finds_nothing(tmp_path: Path) -> None:
    analyze = shutil.which("systemd-analyze")
    if analyze is None:
        pytest.skip("systemd-analyze is not installed here (Debian: systemd): units unchecked")
    if (reason := _runs(analyze, tmp_path)) is not None:
        pytest.skip(reason)
    spitbot = Path(sys.executable).with_name("spitbot")  # verify checks ExecStart exists
    if not spitbot.is_file():
        pytest.skip(f"no spitbot command beside {sys.executable} to stand in for ExecStart")
    for unit in UNITS:
        text = (DEPLOY / unit).read_text()
        (tmp_path / unit).write_text(text.replace("/opt/spitbot/.venv/bin/spitbot", str(spitbot)))
    shutil.copyfile(tmp_path / "spitbot@.service", tmp_path / "spitbot@1.service")  # shard 1
    paths = [str(tmp_path / unit) for unit in (*UNITS, "spitbot@1.service")]
    result = subprocess.run(
        [analyze, "verify", "--man=no", *paths], capture_output=True, text=True, timeout=60
    )
    assert (result.returncode, result.stderr) == (0, ""), result.stderr
    assert re.search(r"ExecStart=\S+/spitbot run", (tmp_path / "spitbot@1.service").read_text())
