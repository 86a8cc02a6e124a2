"""Every package carries ``thousand-server`` and ``thousand-replay`` beside the app: the same
frozen program under the commands' names (``packaging/thousand.spec``), which runs the command
its file is named after (``thousand_app/__main__.py``).  The real build runs them
(``packaging/smoke_test.py``'s ``run_commands``, in ``test_build.py`` and ``test_deb.py``)."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

import pytest

import thousand_app.__main__ as entry

from .conftest import ROOT, load

rules = load("bundle_rules")


def test_the_packages_carry_every_command_of_pyproject() -> None:
    with open(ROOT / "pyproject.toml", "rb") as f:
        scripts = tomllib.load(f)["project"]["scripts"]
    assert set(rules.COMMANDS) == set(scripts) - {"thousand"}
    assert entry.COMMANDS == rules.COMMANDS
    spec = (ROOT / "packaging" / "thousand.spec").read_text(encoding="utf-8")
    assert "for command in rules.COMMANDS" in spec and "console=True" in spec


@pytest.mark.parametrize("path, command", [
    ("/usr/lib/thousand/thousand-server", "thousand-server"),
    (r"C:\Program Files\Thousand\thousand-replay.exe", "thousand-replay"),
    ("/Applications/Thousand.app/Contents/MacOS/thousand-replay", "thousand-replay"),
    ("/usr/lib/thousand/thousand", None),
    ("thousand.exe", None),
])
def test_a_program_runs_the_command_it_is_named_after(path: str, command: str | None) -> None:
    assert entry.command_of(path.replace("\\", "/")) == command


def test_a_frozen_command_runs_its_main_not_the_app(monkeypatch: pytest.MonkeyPatch,
                                                    tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "thousand-replay"))
    record = tmp_path / "r.json"
    record.write_text("not JSON", encoding="utf-8")
    assert entry.main(["thousand-replay", str(record)]) == 2
    assert capsys.readouterr().err.startswith("record: not valid JSON")
    monkeypatch.setattr(sys, "executable", str(tmp_path / "thousand-server"))
    with pytest.raises(SystemExit) as exit_:
        entry.main(["thousand-server", "--help"])
    assert exit_.value.code == 0
    assert "usage: thousand-server" in capsys.readouterr().out
