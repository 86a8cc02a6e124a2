"""``packaging/module_coverage.py``: the modules the app imports are found in its source (static
imports anywhere, dynamic ones by constant name), research modules are left out by name, and a
module the package lacks is named with the line that imports it.  The check against a built
package is in ``test_build.py``."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from .conftest import PACKAGING, load

coverage = load("module_coverage")


def write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


#: A small app: every way the scanner has to see an import.
APP = {
    "thousand_app/__init__.py": "",
    "thousand_app/__main__.py": (
        "import sys\n\n"
        "def main():\n"
        "    from thousand_app.ui.app import run\n"      # in a function
        "    return run()\n"),
    "thousand_app/ui/__init__.py": "",
    "thousand_app/ui/app.py": (
        "from __future__ import annotations\n"
        "import importlib\n"
        "from typing import TYPE_CHECKING\n"
        "from . import texts\n"                          # a relative submodule
        "from .texts import word\n"                      # a name in a module
        "if TYPE_CHECKING:\n"
        "    from thousand_app.typed_only import T\n"    # never at run time
        "else:\n"
        "    import json\n"
        "DISCOVERY = 'thousand_app.net.discovery'\n\n"
        "def run():\n"
        "    importlib.import_module(DISCOVERY)\n"       # a constant holding the name
        "    __import__('thousand_app.net.tables')\n"
        "    importlib.import_module('.late', package='thousand_app.ui')\n"
        "    return word\n"),
    "thousand_app/ui/texts.py": "word = 'x'\n",
    "thousand_app/ui/late.py": "from thousand_app.study import bench\n",
    "thousand_app/net/__init__.py": "",
    "thousand_app/net/discovery.py": "import wave\n",
    "thousand_app/net/tables.py": "",
    "thousand_app/typed_only.py": "",
    "thousand_app/study/__init__.py": "",
    "thousand_app/study/bench.py": "import thousand_app.unreached\n",
    "thousand_app/unreached.py": "",
    "thousand_app/cli.py": "import thousand_app.ui.app\n",   # imports the app; not imported
}


def test_the_imports_are_followed_from_the_entry(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    root = write(tmp_path, APP)
    monkeypatch.setattr(coverage, "RESEARCH", {"thousand_app.study.bench": "a study"})
    found = coverage.scan(root)
    assert set(found.app) == {
        "thousand_app", "thousand_app.ui", "thousand_app.ui.app", "thousand_app.ui.texts",
        "thousand_app.ui.late", "thousand_app.net", "thousand_app.net.discovery",
        "thousand_app.net.tables", "thousand_app.study"}
    assert sorted(found.dynamic) == ["thousand_app.net.discovery", "thousand_app.net.tables",
                                     "thousand_app.ui.late"]
    assert found.app["thousand_app.net.discovery"].where() == "thousand_app.ui.app line 13"
    assert set(found.research) == {"thousand_app.study.bench"}
    assert {"sys", "importlib", "typing", "json", "wave", "__future__"} <= set(found.other)
    assert found.problems == []
    assert coverage.dynamic_imports(root) == sorted(found.dynamic)


def test_a_dynamic_import_of_a_computed_name_is_a_problem(tmp_path: Path) -> None:
    root = write(tmp_path, {
        "thousand_app/__init__.py": "",
        "thousand_app/__main__.py": (
            "import importlib\n"
            "for name in ('a', 'b'):\n"
            "    importlib.import_module('thousand_app.' + name)\n"
            "import thousand_app.gone\n")})
    found = coverage.scan(root)
    assert found.problems == [
        "thousand_app.__main__ line 3: import_module() of a name that is not a constant "
        "(PyInstaller cannot know it; import the module statically or by a constant name)",
        "thousand_app.__main__ line 4 imports thousand_app.gone, which is not a module of the "
        "source"]
    assert coverage.missing(found, set(sys.builtin_module_names)) == found.problems + [
        "importlib (imported by thousand_app.__main__ line 1)"]


def test_what_the_package_lacks_is_named_with_its_import(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    root = write(tmp_path, APP)
    monkeypatch.setattr(coverage, "RESEARCH", {"thousand_app.study.bench": "a study"})
    found = coverage.scan(root)
    everything = set(found.app) | set(found.other)
    assert coverage.missing(found, everything) == []
    assert coverage.missing(found, everything - {"thousand_app.net.discovery", "wave"}) == [
        "thousand_app.net.discovery (imported by thousand_app.ui.app line 13)",
        "wave (imported by thousand_app.net.discovery line 1)"]
    # a module this Python cannot import (another platform's, or no dependency) is not asked
    # for, nor a name imported from a module
    found.other["msvcrt_of_another_platform"] = found.other["wave"]
    assert "typing.TYPE_CHECKING" in found.other
    assert coverage.missing(found, everything - {"typing.TYPE_CHECKING"}) == []


def test_research_code_in_a_package_is_named(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """The other way round: a package holding research code (a module of ``RESEARCH`` or in a
    package of ``NOT_PACKAGED``), or a module of the app the app does not import, fails."""
    root = write(tmp_path, APP)
    monkeypatch.setattr(coverage, "RESEARCH", {"thousand_app.study.bench": "a study"})
    monkeypatch.setattr(coverage, "NOT_PACKAGED", {"numba": "a compiler"})
    found = coverage.scan(root)
    everything = set(found.app) | set(found.other)
    assert coverage.unwanted(found, everything | {"thousand_app.__main__"}) == []
    assert coverage.unwanted(found, everything | {
        "thousand_app.study.bench", "numba", "numba.core", "numbat", "thousand_app.cli"}) == [
        "numba (a compiler)", "numba.core (a compiler)",
        "thousand_app.cli (a module of the app that the app does not import)",
        "thousand_app.study.bench (a study)"]
    assert coverage.excludes() == ["thousand_app.study.bench", "numba"]


def test_the_app_s_own_source() -> None:
    """The real source: no dynamic import the scanner cannot name, every research exclusion
    still names a module of the source, the spec declares the dynamic imports it finds."""
    found = coverage.scan()
    assert found.problems == []
    sources = coverage.source_modules()
    assert all(name in sources for name in coverage.RESEARCH), sorted(
        set(coverage.RESEARCH) - set(sources))
    assert not set(coverage.RESEARCH) & set(found.app)
    # the dice solver and its numba kernels, the studies and numba are what stays out
    assert {"thousand_app.dice.ai.solver", "thousand_app.dice.engine.bench", "research",
            "numba", "llvmlite"} <= set(coverage.excludes())
    assert not any(name.split(".")[0] in coverage.NOT_PACKAGED for name in found.other)
    assert "excludes=rules.EXCLUDES + module_coverage.excludes()" in (
        PACKAGING / "thousand.spec").read_text(encoding="utf-8")
    assert coverage.ENTRY in sources and len(found.app) > 50
    spec = (PACKAGING / "thousand.spec").read_text(encoding="utf-8")
    assert "hiddenimports=module_coverage.dynamic_imports()" in spec


def test_where_a_frozen_program_keeps_its_modules() -> None:
    """``sys._MEIPASS`` of the program: the folder its archive's options name (``_internal``),
    ``Contents/Frameworks`` in a macOS bundle."""
    linux = Path("/usr/lib/thousand/thousand")
    assert coverage.contents_folder(linux, ["pyi-contents-directory _internal"]) == Path(
        "/usr/lib/thousand/_internal")
    assert coverage.contents_folder(linux, []) == Path("/usr/lib/thousand")
    mac = Path("/Applications/Thousand.app/Contents/MacOS/thousand")
    assert coverage.contents_folder(mac, ["pyi-contents-directory _internal"]) == Path(
        "/Applications/Thousand.app/Contents/Frameworks")
