"""The dice modules' doctests, and the layering of docs/developing.md: the dice engine imports no Qt and
nothing of the card game; the card engine never imports the dice package."""

from __future__ import annotations

import ast
import doctest
import importlib
from pathlib import Path

import pytest

import thousand_app

PACKAGE = Path(thousand_app.__file__).resolve().parent
ENGINE_MODULES = ["actions", "bench", "cli", "errors", "events", "game", "record", "rules",
                  "scores", "scoring", "turn"]


@pytest.mark.parametrize("name", ENGINE_MODULES)
def test_doctests(name: str) -> None:
    module = importlib.import_module(f"thousand_app.dice.engine.{name}")
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            found.add(("." * node.level) + (node.module or ""))
    return found


@pytest.mark.parametrize("name", ENGINE_MODULES + ["__init__"])
def test_dice_engine_imports_no_qt_and_no_card_game(name: str) -> None:
    for imported in _imports(PACKAGE / "dice" / "engine" / f"{name}.py"):
        assert not imported.startswith(("PySide6", "thousand_app.cards", "thousand_app.ui",
                                        "thousand_app.dice.ai", "..")), (name, imported)


def test_card_engine_never_imports_dice() -> None:
    for path in (PACKAGE / "cards" / "engine").rglob("*.py"):
        for imported in _imports(path):
            assert "dice" not in imported, (path.name, imported)
