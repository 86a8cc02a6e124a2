"""The real thing: ``packaging/build.py`` builds the package, the frozen app passes its smoke test.

Slow (about a minute and a half on two cores): a fresh build environment in a
temporary folder (PyInstaller and the app's dependencies from
``packaging/requirements.txt``), the PyInstaller build, the archive (and on Linux
the .deb), then the archive unpacked and its program run with ``--smoke-test``
under ``QT_QPA_PLATFORM=offscreen``.  The build is made once per test run
(``conftest.frozen_build``; ``test_deb.py`` installs its .deb).  It needs pip to
reach the package index (or its cache); it is never skipped.
"""

from __future__ import annotations

import posixpath
import re
import subprocess
import tarfile
from pathlib import Path

import pytest

from .conftest import PACKAGING, Build, deb_wanted, load

pytestmark = pytest.mark.slow

rules = load("bundle_rules")


def test_build_and_smoke_test_the_package(frozen_build: Build) -> None:
    output = frozen_build.output
    print(output[-4000:])
    assert frozen_build.returncode == 0, output[-6000:]
    assert "smoke test: ok" in output
    # the frozen app analysed decisions of the deal's review on worker processes (spawned
    # copies of itself that ran the analysis, not the app) and played a dice game
    analysed = re.search(r"(\d+) decisions analysed on (\d+) worker processes", output)
    assert analysed is not None and int(analysed.group(1)) > 0 and int(analysed.group(2)) > 0
    assert re.search(r"a dice game of [1-9]\d* turns", output)
    # network play in the package: QtNetwork and zeroconf, hosted, found and joined (loopback)
    assert "a network cards game hosted on 127.0.0.1, found by browsing" in output
    # the build checked the program against the modules the app imports
    assert "modules of the app and the other modules they import: all in the package" in output
    archive = load("build").archive_path(frozen_build.dist)
    made = sorted(a.name for a in frozen_build.dist.iterdir())
    expected = [archive.name]
    if deb_wanted():
        expected.append(load("debian").deb_name())
    assert made == sorted(expected)
    if archive.name.endswith(".tar.gz"):
        check_linux_tarball(archive)


def check_linux_tarball(archive: Path) -> None:
    with tarfile.open(archive) as tar:
        members = {m.name: m for m in tar.getmembers()}
    names = set(members)
    assert {n.split("/")[0] for n in names} == {"thousand"}
    for name in ("thousand/thousand", "thousand/thousand.desktop", "thousand/install.sh",
                 "thousand/icons/hicolor/256x256/apps/thousand.png",
                 "thousand/_internal/thousand_app/ui/data/cards/thousand.svg",
                 "thousand/_internal/thousand_app/ui/data/cards/classic.svg",
                 "thousand/_internal/thousand_app/ui/data/cards/classic-LICENSE.txt",
                 "thousand/_internal/icons/thousand.png",
                 "thousand/_internal/thousand_app/ui/data/cards/thousand-pl.svg",
                 "thousand/_internal/thousand_app/dice/data/solved-classic.bin.gz"):
        assert name in names, name
    assert members["thousand/thousand"].mode & 0o111
    assert {n.rsplit("/", 1)[-1] for n in names if "/ui/data/i18n/" in n} == {
        f"thousand_{lang}.qm" for lang in rules.languages()}
    qt_translations = {n.rsplit("/", 1)[-1] for n in names if "/Qt/translations/" in n}
    assert qt_translations == {f"qtbase_{lang}.qm" for lang in rules.languages()}
    plugins = {n.split("/plugins/", 1)[1] for n in names
               if "/plugins/" in n and members[n].isfile()}
    assert "platforms/libqoffscreen.so" in plugins and "platforms/libqxcb.so" in plugins
    assert not any(p.startswith(("platformthemes/", "tls/", "generic/")) for p in plugins)
    assert not any("Qml" in n or "Quick" in n for n in names)
    assert any("libQt6Network.so" in n for n in names)     # (network play runs on it)
    # the handshake's native code: cryptography's compiled part (ChaCha20-Poly1305, the HKDF
    # of spake2) and the C bindings it loads
    assert "thousand/_internal/cryptography/hazmat/bindings/_rust.abi3.so" in names
    assert any(n.startswith("thousand/_internal/_cffi_backend.") for n in names)
    for m in members.values():  # every link points inside the package, at something there
        if m.issym():
            target = posixpath.normpath(posixpath.join(posixpath.dirname(m.name), m.linkname))
            assert target in names and target.startswith("thousand/"), (m.name, m.linkname)


def test_the_package_holds_every_module_the_app_imports(frozen_build: Build,
                                                         tmp_path: Path) -> None:
    """The unpacked package's program against the modules the app's source imports, static and
    dynamic, from its entry on (``packaging/module_coverage.py``: derived from the source, so a
    new dynamic import cannot go missing silently)."""
    assert frozen_build.returncode == 0, frozen_build.output[-6000:]
    build = load("build")
    top = build.unpack(build.archive_path(frozen_build.dist), tmp_path)
    program = build.executable(top)
    result = subprocess.run([str(frozen_build.python), str(PACKAGING / "module_coverage.py"),
                             str(program)], capture_output=True, text=True, timeout=300)
    print(result.stdout[-4000:], result.stderr[-2000:])
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert "all in the package" in result.stdout
    assert "research code and modules the app does not import: none in the package" in (
        result.stdout)


#: Lists the modules a frozen program holds (``module_coverage.packaged_modules``), run by the
#: build environment's Python (PyInstaller's archive reader).
LIST_MODULES = ("import sys; from pathlib import Path; sys.path.insert(0, sys.argv[1]); "
                "import module_coverage as m; "
                "print('\\n'.join(sorted(m.packaged_modules(Path(sys.argv[2])))))")


def test_the_package_holds_no_research_code(frozen_build: Build, tmp_path: Path) -> None:
    """No research or measurement code the app does not run: the dice solver and the numba
    bench, the studies of ``research/``, numba and llvmlite are neither in the program's
    archive nor among the package's files (``module_coverage.excludes``)."""
    assert frozen_build.returncode == 0, frozen_build.output[-6000:]
    build = load("build")
    coverage = load("module_coverage")
    top = build.unpack(build.archive_path(frozen_build.dist), tmp_path)
    program = build.executable(top)
    result = subprocess.run([str(frozen_build.python), "-c", LIST_MODULES, str(PACKAGING),
                             str(program)], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-4000:]
    names = set(result.stdout.split())
    assert {"thousand_app.dice.ai.plans", "thousand_app.dice.ai.players",
            "thousand_app.dice.ai.tables", "PySide6.QtCore"} <= names   # (a real listing)
    excluded = coverage.excludes()
    assert {"thousand_app.dice.ai.solver", "thousand_app.dice.engine.bench", "research",
            "numba", "llvmlite"} <= set(excluded)
    held = sorted(n for n in names if any(n == e or n.startswith(e + ".") for e in excluded))
    assert held == []
    files = [p.relative_to(top).parts for p in top.rglob("*")]
    assert not [p for p in files if {"numba", "llvmlite", "research"} & set(p)]
