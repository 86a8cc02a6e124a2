"""Build step (``pyproject.toml``: ``[tool.setuptools.cmdclass]``): ship the app's data in the package.

Copies the card decks (``assets/cards/*.svg`` and a third-party deck's licence), the sound effects
(``assets/sounds/*.wav``, made by ``assets/sounds/make_sounds.py``) and the
translation sources (``i18n/*.ts``) into ``thousand_app/ui/data/`` of the
build, and compiles each
``.ts`` into a ``.qm`` with PySide6's ``lrelease`` (PySide6-Essentials is a
build requirement).  If ``lrelease`` cannot run, the build still succeeds and
the app compiles the ``.qm`` files on first run into its cache folder.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent.parent


def lrelease() -> str | None:
    try:
        import PySide6
    except ImportError:
        return shutil.which("pyside6-lrelease")
    base = Path(PySide6.__file__).resolve().parent
    for name in ("lrelease", "lrelease.exe"):
        if (base / name).is_file():
            return str(base / name)
    return shutil.which("pyside6-lrelease")


def install_data(target: Path) -> list[Path]:
    """Write the cards, the sounds, the .ts sources and the compiled .qm files under ``target``."""
    written: list[Path] = []
    # A third-party deck ships with its licence (assets/cards/<deck>-LICENSE.txt).
    for kind, patterns in (("cards", ("*.svg", "*-LICENSE.txt")), ("sounds", ("*.wav",))):
        folder = target / kind
        folder.mkdir(parents=True, exist_ok=True)
        for src in sorted(p for pattern in patterns for p in (ROOT / "assets" / kind).glob(pattern)):
            shutil.copy2(src, folder / src.name)
            written.append(folder / src.name)
    i18n = target / "i18n"
    i18n.mkdir(parents=True, exist_ok=True)
    tool = lrelease()
    for ts in sorted((ROOT / "i18n").glob("thousand_*.ts")):
        shutil.copy2(ts, i18n / ts.name)
        written.append(i18n / ts.name)
        qm = i18n / (ts.stem + ".qm")
        if tool is None:
            print(f"warning: lrelease not found; {ts.name} will be compiled on first run")
            continue
        result = subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)],
                                capture_output=True, text=True)
        if result.returncode == 0 and qm.is_file():
            written.append(qm)
        else:
            print(f"warning: lrelease failed for {ts.name}: {result.stderr.strip()}")
    return written


class BuildPy(build_py):
    """``build_py`` that also lays the app's data into the built package."""

    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "thousand_app" / "ui" / "data"
        for path in install_data(target):
            self.announce(f"data: {path}", level=2)
