"""The fast loop's list of slow tests (tests/conftest.py) names tests that exist, so a renamed
or moved test cannot fall out of it unnoticed; and ``slow`` is a registered marker."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import SLOW

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("entry", SLOW)
def test_each_slow_entry_names_a_test(entry: str) -> None:
    path, _, name = entry.partition("::")
    file = ROOT / path
    assert file.is_file(), f"{path} does not exist"
    if name:
        assert f"def {name.split('[')[0]}" in file.read_text("utf-8"), f"no {name} in {path}"


def test_slow_is_a_registered_marker(pytestconfig: pytest.Config) -> None:
    assert any(m.startswith("slow:") for m in pytestconfig.getini("markers"))
