"""``thousand-replay`` (``engine.cli.main``) on records that break it in unusual ways."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from thousand_app.cards.engine.cli import main

B01 = Path(__file__).parent / "conformance" / "records" / "b01_forced100_round5.json"


def run(tmp_path: Path, text: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    path = tmp_path / "r.json"
    path.write_text(text, encoding="utf-8")
    rc = main([str(path)])
    out, err = capsys.readouterr()
    return rc, out, err


def conceded_b01(total: str) -> str:
    doc = json.loads(B01.read_text(encoding="utf-8"))
    doc["deals"] = doc["deals"][:1]
    doc["deals"][0]["moves"] = ["2 pass", "0 pass", "1 concede"]
    doc["start_totals"] = [0, 0, 0]
    text = json.dumps(doc)
    return text.replace('"start_totals": [0, 0, 0]', f'"start_totals": [0, {total}, 0]')


def test_a_number_past_the_int_str_limit(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, err = run(tmp_path, conceded_b01("-" + "9" * 4400), capsys)
    assert rc == 2 and out == "" and err == "invalid record: a number has more than 4300 digits\n"


def test_a_total_growing_past_the_limit(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # 4,300 nines parse; conceding 100 makes a total of 4,301 digits, which cannot be printed.
    rc, out, err = run(tmp_path, conceded_b01("-" + "9" * 4300), capsys)
    assert rc == 2 and out == "" and len(err.splitlines()) == 1
    assert err.startswith("invalid record: ") and "4300 digits" in err


def test_a_long_total_within_the_limit_replays(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, err = run(tmp_path, conceded_b01("-" + "9" * 4000), capsys)
    assert rc == 0 and err == "" and json.loads(out)["totals"][1] == -int("9" * 4000) - 100
