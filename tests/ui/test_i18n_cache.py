"""The compiled catalogues' cache shared by processes (pytest's workers, two copies of the
app): a compile that overlaps another never fails for want of its temporary file."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest

from thousand_app.ui.common import i18n
from thousand_app.ui.common.i18n import compile_ts, lrelease_path

I18N = Path(i18n.__file__).resolve().parents[3] / "i18n"


@pytest.mark.skipif(lrelease_path() is None, reason="lrelease is not installed")
def test_a_compile_overlapping_another_succeeds(tmp_path: Path, monkeypatch: Any) -> None:
    ts, qm = I18N / "thousand_ru.ts", tmp_path / "ru.qm"
    run = subprocess.run
    inner: list[bool] = []
    started: list[bool] = []

    def overlapping(*args: Any, **kwargs: Any) -> Any:
        result = run(*args, **kwargs)
        if not started:          # another process compiles the same catalogue meanwhile
            started.append(True)
            inner.append(compile_ts(ts, qm))
        return result

    monkeypatch.setattr(i18n.subprocess, "run", overlapping)
    assert compile_ts(ts, qm)
    assert inner == [True] and qm.is_file()
    assert [p.name for p in tmp_path.iterdir()] == ["ru.qm"]     # no temporary file left
