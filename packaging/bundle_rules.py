"""What goes into the package: the rules ``thousand.spec`` applies, here so tests can read them.

Nothing here imports PyInstaller or Qt at module level; the spec passes its
tables of collected files (PyInstaller's ``(dest, src, typecode)`` tuples) through
:func:`keep_entry` and, on Linux, :func:`drop_unused_libraries`.
"""

from __future__ import annotations

import posixpath
import re
import sys
import tomllib
from pathlib import Path
from typing import Callable, Iterable, Sequence

#: One file PyInstaller collects: its path in the bundle, its source (or a link's target), its kind.
Entry = tuple[str, str, str]

ROOT = Path(__file__).resolve().parent.parent
ICONS = Path(__file__).resolve().parent / "icons"
NAME = "thousand"
APP_NAME = "Thousand"
BUNDLE_ID = "org.thousand.Thousand"
#: The commands (``[project.scripts]`` of ``pyproject.toml`` but the app) each package carries
#: as programs beside the app: the same frozen program under their names
#: (``thousand_app/__main__.py`` runs the one its file is named after).
COMMANDS = ("thousand-server", "thousand-replay")

#: Python modules the app never imports (QtNetwork it does: network play).
EXCLUDES = ["tkinter", "PySide6.QtQml", "PySide6.QtQuick",
            "PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets"]

#: Qt plugin folders the app uses and, for some, the only plugins kept (:func:`plugin_name`);
#: the plugins of other folders are left out.
PLUGINS: dict[str, set[str] | None] = {
    "platforms": {"xcb", "wayland", "offscreen", "windows", "cocoa"},
    "imageformats": {"svg", "ico", "jpeg"},
    "iconengines": None,                       # SVG icons
    "styles": None,                            # Windows 11 and macOS looks
    "platforminputcontexts": None,             # compose keys, IBus
    "xcbglintegrations": None,
    "wayland-shell-integration": {"xdg-shell"},
    "wayland-decoration-client": None,
    "wayland-graphics-integration-client": {"qt-plugin-wayland-egl"},
}

#: Qt libraries the app does not use that PyInstaller's Qt hooks may still collect, and
#: Windows' software OpenGL: matched against every part of a path, so on macOS a whole
#: ``QtQuick.framework`` goes (on Linux the unused libraries are found by ldd as well).
#: QtNetwork stays: network play runs on it.
UNUSED_LIBRARIES = re.compile(r"^((lib)?Qt6?(Pdf|Qml|QmlModels|QmlMeta|QmlWorkerScript|"
                              r"Quick|VirtualKeyboard)(\.framework|\.dll|\.dylib|\.so(\.[0-9]+)*)?|"
                              r"opengl32sw\.dll|d3dcompiler_[0-9]+\.dll)$", re.IGNORECASE)


def version() -> str:
    """The project's version, from ``pyproject.toml``."""
    with open(ROOT / "pyproject.toml", "rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def languages() -> list[str]:
    """The languages the app ships: one per ``i18n/thousand_<lang>.ts``."""
    return sorted(p.stem.split("_", 1)[1] for p in (ROOT / "i18n").glob("thousand_*.ts"))


def info_plist(ver: str) -> dict[str, object]:
    """``Thousand.app``'s Info.plist entries (beyond PyInstaller's): its languages
    (``CFBundleLocalizations``, so macOS shows the app's menus and dialogs in them), version,
    category."""
    return {
        "CFBundleDisplayName": APP_NAME,
        "CFBundleShortVersionString": ver,
        "CFBundleVersion": ver,
        "CFBundleDevelopmentRegion": "en",
        "CFBundleLocalizations": languages(),
        "LSApplicationCategoryType": "public.app-category.card-games",
        "NSHighResolutionCapable": True,
        "NSRequiresAquaSystemAppearance": False,
    }


def platform_tag() -> str:
    """``linux-x86_64``, ``windows`` or ``macos``: the archive name's platform part."""
    if sys.platform.startswith("win"):
        return "windows"
    if sys.platform == "darwin":
        return "macos"
    import platform

    return f"linux-{platform.machine()}"


def plugin_name(filename: str) -> str:
    """A plugin's name: ``libqxcb.so`` -> ``xcb``, ``qwindows.dll`` -> ``windows``,
    ``libxdg-shell.so`` -> ``xdg-shell``."""
    stem = filename.split(".", 1)[0]
    stem = stem.removeprefix("lib")
    if stem.startswith("q") and not stem.startswith("qt-"):
        stem = stem[1:]
    return stem


def keep_entry(dest: str, shipped: Sequence[str]) -> bool:
    """Whether a collected file (its path inside the bundle) goes into the package.

    Left out: Qt plugins of folders the app does not use (and unused plugins in
    the folders it does), Qt's translations except ``qtbase_<lang>.qm`` for the
    ``shipped`` languages, and the libraries of :data:`UNUSED_LIBRARIES`.
    """
    parts = _posix(dest).split("/")
    if any(UNUSED_LIBRARIES.match(part) for part in parts):
        return False
    if parts[0] != "PySide6":
        return True
    if "plugins" in parts[:-2]:
        i = parts.index("plugins")
        kind = parts[i + 1]
        if kind not in PLUGINS:
            return False
        wanted = PLUGINS[kind]
        return wanted is None or plugin_name(parts[-1]) in wanted
    if "translations" in parts[:-1] and parts[-1].endswith(".qm"):
        return parts[-1] in {f"qtbase_{lang}.qm" for lang in shipped}
    return True


def drop_unused_libraries(binaries: Sequence[Entry], needs: Callable[[str], Iterable[str]]
                          ) -> list[Entry]:
    """The ``binaries`` without the shared libraries nothing that is kept links to (Linux).

    Leaving plugins out leaves their libraries behind (the GTK theme's cairo and
    pango, the eglfs libraries...).  The roots are the Python
    extensions, the kept Qt plugins and the Python library; ``needs(path)``
    gives the file names a binary links to (all the way down, as ``ldd`` does).
    """
    roots = [e for e in binaries if e[2] in ("EXTENSION", "EXECUTABLE")
             or "/plugins/" in _posix(e[0]) or _base(e[0]).startswith("libpython")]
    wanted = {_base(e[0]) for e in roots}
    for _dest, src, _kind in roots:
        wanted.update(_base(n) for n in needs(src))
    return [e for e in binaries if e[2] == "SYMLINK" or _base(e[0]) in wanted]


def drop_dangling_links(entries: Sequence[Entry], *tables: Sequence[Entry]) -> list[Entry]:
    """``entries`` without the symbolic links whose targets are in none of ``tables``.

    PyInstaller lists links (``SYMLINK``: the link's path and its target,
    relative to the link's folder) among the data files, beside the libraries
    they point to.
    """
    present = {_posix(e[0]) for table in tables for e in table if e[2] != "SYMLINK"}
    out = []
    for dest, src, kind in entries:
        if kind == "SYMLINK" and posixpath.normpath(
                posixpath.join(posixpath.dirname(_posix(dest)), _posix(src))) not in present:
            continue
        out.append((dest, src, kind))
    return out


def _posix(path: str) -> str:
    return path.replace("\\", "/")


def _base(path: str) -> str:
    return _posix(path).rsplit("/", 1)[-1]


def package_data() -> list[tuple[str, str]]:
    """PyInstaller ``datas`` pairs for the package data ``pyproject.toml`` lists
    (``[tool.setuptools.package-data]``: the dice players' solved tables...), each where
    ``pip install`` would put it; ``py.typed`` is left out."""
    with open(ROOT / "pyproject.toml", "rb") as f:
        listed = tomllib.load(f)["tool"]["setuptools"]["package-data"]
    out = []
    for package, patterns in listed.items():
        base = ROOT / package.replace(".", "/")
        for pattern in patterns:
            for path in sorted(base.glob(pattern)):
                if path.is_file() and path.name != "py.typed":
                    dest = path.parent.relative_to(ROOT).as_posix()
                    out.append((str(path), dest))
    return out


def stage_data(folder: Path) -> list[tuple[str, str]]:
    """Compile the translations and lay out the app's data under ``folder``.

    Returns PyInstaller ``datas`` pairs: what the app's build step writes
    (``i18n/build_data.py``: card decks, compiled ``.qm`` files and whatever
    else it ships; the ``.ts`` sources are left out) goes where the app looks
    for it, ``thousand_app/ui/data/<kind>``; the icon goes where a frozen app
    sets its window icon from (``icons/thousand.png``).  Raises SystemExit if
    a translation did not compile.  The package data of :func:`package_data` goes too.
    """
    sys.path.insert(0, str(ROOT))
    try:
        from i18n.build_data import install_data
    finally:
        sys.path.remove(str(ROOT))
    written = install_data(folder)
    missing = [lang for lang in languages()
               if folder / "i18n" / f"thousand_{lang}.qm" not in written]
    if missing:
        raise SystemExit(f"the translations for {', '.join(missing)} did not compile (lrelease)")
    datas = [(str(p), f"thousand_app/ui/data/{p.parent.relative_to(folder).as_posix()}")
             for p in written if p.suffix != ".ts"]
    datas += package_data()
    icon = folder / "icons" / "thousand.png"
    icon.parent.mkdir(exist_ok=True)
    icon.write_bytes((ICONS / "thousand-256.png").read_bytes())
    datas.append((str(icon), "icons"))
    return datas
