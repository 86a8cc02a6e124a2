"""Markers of the AI tests (all of them run in CI; the markers only let a developer pick)."""

from __future__ import annotations

import pytest


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "games: plays many complete games (the no-illegal-move sweep)")
    config.addinivalue_line(
        "markers", "search: runs the search levels (normal, hard, oracle) with reduced budgets")
