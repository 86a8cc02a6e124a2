"""Storage tests write only under ``tmp_path``: the real home folders are made unusable."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pytest

from thousand_app.storage import Storage
from thousand_app.kinds import REGISTRY


@pytest.fixture(autouse=True)
def _no_real_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    def refuse(*args: object, **kwargs: object) -> str:
        raise AssertionError("a storage test reached for the real user folders")
    monkeypatch.setattr(platformdirs, "user_config_dir", refuse)
    monkeypatch.setattr(platformdirs, "user_data_dir", refuse)


@pytest.fixture
def st(tmp_path: Path) -> Storage:
    return Storage(REGISTRY, base_dir=tmp_path)
