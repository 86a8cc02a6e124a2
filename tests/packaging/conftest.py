"""Packaging tests: the scripts in ``packaging/`` are loaded from their files (it is no package)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def load(name: str) -> ModuleType:
    """``packaging/<name>.py`` as a module (its folder goes on sys.path, as when it runs)."""
    if str(PACKAGING) not in sys.path:
        sys.path.insert(0, str(PACKAGING))
    module = sys.modules.get(name)
    if module is not None and Path(module.__file__ or "").parent == PACKAGING:
        return module
    spec = importlib.util.spec_from_file_location(name, PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
