"""The hand-computed dice records (tests/dice/records, record-format.md) replayed and compared."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from thousand_app.dice.engine.record import parse_json, replay_output
from thousand_app.dice.engine.cli import main as dice_main
from thousand_app.replay_cli import main as cli_main

RECORDS = Path(__file__).resolve().parent / "records"
VALID = sorted(p for p in RECORDS.glob("v*.json") if not p.name.endswith(".expected.json"))
INVALID = sorted((RECORDS / "invalid").glob("*.json"))


def test_enough_records() -> None:
    assert len(VALID) >= 25 and len(INVALID) >= 20


@pytest.mark.parametrize("path", VALID, ids=lambda p: p.stem)
def test_valid_record(path: Path) -> None:
    expected = json.loads(path.with_name(path.stem + ".expected.json").read_text())
    out = replay_output(parse_json(path.read_text()))
    assert out["turns"] == expected["turns"]
    assert out == expected


@pytest.mark.parametrize("path", INVALID, ids=lambda p: p.stem)
def test_invalid_record(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    prefix = path.with_name(path.stem + ".error.txt").read_text().strip()
    assert dice_main([str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    line = captured.err
    assert line.endswith("\n") and "\n" not in line[:-1]
    assert line.startswith(prefix + " ") and len(line.strip()) > len(prefix) + 1, line


def test_spec_example_through_thousand_replay(capsys: pytest.CaptureFixture[str]) -> None:
    """The 14.1 record gives exactly the 14.2 output through the dispatching command."""
    path = RECORDS / "v01_spec_example.json"
    assert cli_main([str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out == json.loads((RECORDS / "v01_spec_example.expected.json").read_text())
    assert out["turns"][0]["events"] == ["enter 0"] and out["totals"] == [130, 0]


def test_dispatch_card_records_and_garbage(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert cli_main([str(bad)]) == 2
    assert capsys.readouterr().err.startswith("record: not valid JSON")  # it names no game
    for doc, reason in (([1, 2], "a record is a JSON object"),
                        ({"format": "thousand-dice"}, "'format' must be 'thousand-record' (a card "
                                                      "game) or 'thousand-dice-record' (a dice "
                                                      "game), not \"thousand-dice\""),
                        ({"version": 1}, "'format' must be")):
        bad.write_text(json.dumps(doc))
        assert cli_main([str(bad)]) == 2
        err = capsys.readouterr().err
        assert err.startswith("record: " + reason) and err.count("\n") == 1, err
    bad.write_bytes(b"\xff\xfe{")
    assert cli_main([str(bad)]) == 2 and capsys.readouterr().err == "record: not UTF-8 text\n"
    assert cli_main([str(tmp_path / "missing.json")]) == 2
    assert capsys.readouterr().err.startswith("cannot read")
    dice_bad = tmp_path / "dice.json"
    dice_bad.write_text(json.dumps({"format": "thousand-dice-record", "version": 3}))
    assert cli_main([str(dice_bad)]) == 2
    assert capsys.readouterr().err.startswith("record: ")


def test_command_line_exit_status() -> None:
    path = RECORDS / "invalid" / "i08_huge_start_total.json"
    r = subprocess.run([sys.executable, "-m", "thousand_app.replay_cli", str(path)],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and r.stderr.startswith("record: ") and "Traceback" not in r.stderr
