"""The examples in the engine's docstrings are true."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import thousand_app.cards.engine as engine

MODULES = sorted(m.name for m in pkgutil.iter_modules(engine.__path__, engine.__name__ + "."))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
