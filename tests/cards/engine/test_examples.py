"""The example games (tests/fixtures/examples) replay to exactly their expected output, key by key."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import EXAMPLES as FOLDER
from thousand_app.cards.engine.record import replay, to_record

EXAMPLES = sorted(FOLDER.glob("*/game_*[0-9].json"))


def test_examples_exist() -> None:
    assert len(EXAMPLES) >= 21


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_example_replays_exactly(path: Path) -> None:
    doc = json.loads(path.read_text())
    expected = json.loads(path.with_name(path.stem + ".expected.json").read_text())
    out = replay(doc).output()
    assert out.keys() == expected.keys()
    assert len(out["deals"]) == len(expected["deals"])
    for k, (got, want) in enumerate(zip(out["deals"], expected["deals"])):
        assert got == want, f"deal {k} differs"
    assert out == expected


@pytest.mark.parametrize("path", EXAMPLES[::7], ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_example_roundtrips_through_writer(path: Path) -> None:
    game = replay(json.loads(path.read_text()))
    again = replay(json.loads(json.dumps(to_record(game))))
    assert again.output() == game.output()


def test_replay_command_prints_expected(tmp_path: Path) -> None:
    path = EXAMPLES[0]
    expected = json.loads(path.with_name(path.stem + ".expected.json").read_text())
    proc = subprocess.run([sys.executable, "-m", "thousand_app.cards.engine.cli", str(path)],
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == expected
