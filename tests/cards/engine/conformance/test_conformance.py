"""Independent conformance suite: hand-made records replayed and compared field by field.

* ``records/<name>.json`` with ``records/<name>.expected.json``: the replay output must equal the
  expected document, compared deal by deal and field by field.  For an unfinished last deal
  (``"in_progress": true``) only the fields written in the expected deal are compared (record-format.md
  defines no more than its missing ``deltas``), and it must have no ``deltas``.
* ``invalid/<name>.invalid.json`` with ``invalid/<name>.error.txt``: the command line
  (``python -m thousand_app.cards.engine.cli``) must exit with status 2 and print exactly one line on
  stderr.  For an illegal move ``error.txt`` holds the exact prefix ``deal K, move I ("text"):``
  and a reason must follow it; for a schema error it lists the accepted beginnings of the line,
  separated by `` | `` (``invalid record`` or the deal it names).

The expected outputs were computed by hand from rules.md (see README.md); records in
``pending/`` (believed engine bugs) and ``disputed/`` (ambiguous rules) are not run.
"""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from thousand_app.cards.engine.cli import main as cli_main
from thousand_app.cards.engine.errors import RecordError
from thousand_app.cards.engine.record import loads

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]
RECORDS = sorted(p for p in (HERE / "records").glob("*.json") if not p.name.endswith(".expected.json"))
INVALID = sorted((HERE / "invalid").glob("*.invalid.json"))
DEAL_FIELDS = ("dealer", "declarer", "contract", "conceded", "made", "dark", "golden", "redeal",
               "points", "marriages", "deltas", "totals", "bolts", "barrel")


def _replay(path: Path) -> dict[str, Any]:
    text = path.read_text(encoding="utf-8")
    try:
        return loads(text).output()
    except RecordError as e:  # pragma: no cover - a failure message, not a result
        pytest.fail(f"{path.name}: the engine refused a record written as legal: {e}")


def _differences(got: dict[str, Any], want: dict[str, Any]) -> list[str]:
    diffs: list[str] = []
    gdeals, wdeals = got.get("deals", []), want["deals"]
    if len(gdeals) != len(wdeals):
        diffs.append(f"number of deals: got {len(gdeals)}, expected {len(wdeals)}")
    last = len(wdeals) - 1
    for k, (g, w) in enumerate(zip(gdeals, wdeals)):
        partial = want["in_progress"] and k == last
        if partial:
            if "deltas" in g:
                diffs.append(f"deal {k} (in progress): has 'deltas' {g['deltas']!r}, expected none")
            keys = list(w)
        else:
            keys = list(DEAL_FIELDS) + [key for key in w if key not in DEAL_FIELDS]
            extra = sorted(set(g) - set(keys))
            if extra:
                diffs.append(f"deal {k}: unexpected fields {extra}")
        for key in keys:
            if key not in g:
                diffs.append(f"deal {k}, field {key!r}: missing, expected {w.get(key)!r}")
            elif key not in w:
                diffs.append(f"deal {k}, field {key!r}: got {g[key]!r}, expected no such field")
            elif g[key] != w[key]:
                diffs.append(f"deal {k} (dealer {w.get('dealer')}), field {key!r}: got {g[key]!r}, "
                             f"expected {w[key]!r}")
    for key in ("totals", "winner", "in_progress"):
        if got.get(key, "<missing>") != want[key]:
            diffs.append(f"top level {key!r}: got {got.get(key, '<missing>')!r}, expected {want[key]!r}")
    extra = sorted(set(got) - {"deals", "totals", "winner", "in_progress"})
    if extra:
        diffs.append(f"top level: unexpected fields {extra}")
    return diffs


def test_suite_is_there() -> None:
    assert len(RECORDS) >= 40 and len(INVALID) >= 40


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_record_replays_as_computed_by_hand(path: Path) -> None:
    want = json.loads(path.with_name(path.stem + ".expected.json").read_text(encoding="utf-8"))
    got = _replay(path)
    diffs = _differences(got, want)
    assert not diffs, f"{path.name}:\n  " + "\n  ".join(diffs)


def _run_cli(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "thousand_app.cards.engine.cli", str(path)],
                          capture_output=True, text=True, cwd=ROOT, check=False, timeout=60)


@dataclass(frozen=True)
class _Result:
    returncode: int
    stdout: str
    stderr: str


def _cli_in_process(path: Path) -> _Result:
    """The command line's ``main`` on one record in this process: what it prints and returns.
    (A process per record cost each xdist worker a batch of 170 interpreters;
    test_an_invalid_record_through_the_real_process keeps one through the real program.)"""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = cli_main([str(path)])
    return _Result(status, out.getvalue(), err.getvalue())


@pytest.mark.parametrize("path", INVALID, ids=lambda p: p.name.removesuffix(".invalid.json"))
def test_invalid_record_is_refused(path: Path) -> None:
    expect = path.with_name(path.name.removesuffix(".invalid.json") + ".error.txt").read_text(
        encoding="utf-8").strip()
    proc = _cli_in_process(path)
    lines = proc.stderr.splitlines()
    assert proc.returncode == 2, (f"{path.name}: exit status {proc.returncode}, expected 2; "
                                  f"stderr {proc.stderr!r}; stdout {proc.stdout[:200]!r}")
    assert len(lines) == 1, f"{path.name}: stderr must be exactly one line, got {lines!r}"
    line = lines[0]
    if expect.startswith("deal ") and ", move " in expect:
        assert line.startswith(expect + " "), f"{path.name}: stderr {line!r} does not start with {expect!r}"
        assert line[len(expect):].strip(), f"{path.name}: no reason after {expect!r}"
    else:
        alts = [a.strip() for a in expect.split("|")]
        assert any(line.startswith(a) for a in alts), f"{path.name}: stderr {line!r}, expected it to start with one of {alts}"
    assert proc.stdout == "", f"{path.name}: nothing must be printed on stdout, got {proc.stdout[:200]!r}"


@pytest.mark.parametrize("path", RECORDS[:2], ids=lambda p: p.stem)
def test_command_line_prints_the_same(path: Path) -> None:
    proc = _run_cli(path)
    assert proc.returncode == 0, proc.stderr
    want = json.loads(path.with_name(path.stem + ".expected.json").read_text(encoding="utf-8"))
    assert not _differences(json.loads(proc.stdout), want)


def test_an_invalid_record_through_the_real_process() -> None:
    """The program itself (not only its ``main``) exits with status 2 and one line on stderr."""
    proc = _run_cli(INVALID[0])
    assert proc.returncode == 2 and len(proc.stderr.splitlines()) == 1 and proc.stdout == "", proc
