"""The independent audit's records (tests/dice/audit, written from dice-rules.md alone),
replayed through ``thousand-replay`` and compared with the hand-derived answers."""

from __future__ import annotations

import importlib
import json
from pathlib import Path
from typing import Any

import pytest

from thousand_app.replay_cli import main as replay_main

from .audit.lib import CASES

for _module in sorted(Path(__file__).with_name("audit").glob("cases_*.py")):
    importlib.import_module(f"{__package__}.audit.{_module.stem}")   # each adds its cases


def test_the_audit_is_complete() -> None:
    names = [name for name, *_ in CASES]
    assert len(names) == len(set(names)) >= 186
    assert sum(isinstance(expected, dict) for _, _, expected, _ in CASES) >= 60


@pytest.mark.parametrize("name, doc, expected, note", CASES, ids=[c[0] for c in CASES])
def test_audit_case(name: str, doc: Any, expected: Any, note: str, tmp_path: Path,
                    capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / f"{name}.json"
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc, ensure_ascii=False),
                    encoding="utf-8")
    status = replay_main([str(path)])
    out, err = capsys.readouterr()
    if isinstance(expected, dict):
        assert status == 0, err
        got = json.loads(out)
        for i, (want, have) in enumerate(zip(expected["turns"], got["turns"])):
            assert have == want, f"turn {i}; derivation: {note}"
        assert got == expected, note
    else:
        assert status == 2 and out == "", (status, out)
        assert err.endswith("\n") and "\n" not in err[:-1], err
        assert err.startswith(expected), f"{err!r} does not start with {expected!r}; {note}"
