"""What goes into a package, the icons, the desktop entry and the archives (quick, no build)."""

from __future__ import annotations

import struct
import sys
import tarfile
from pathlib import Path

import pytest

from .conftest import PACKAGING, ROOT, load

rules = load("bundle_rules")
SHIPPED = ["en", "pl", "ru", "uk"]


def test_version_and_languages_agree_with_the_app() -> None:
    import thousand_app
    from thousand_app.ui.common.i18n import LANGUAGES

    assert rules.version() == thousand_app.__version__
    assert rules.languages() == sorted(LANGUAGES) == SHIPPED


def test_qts_own_translations_of_every_language_are_there() -> None:
    """The build keeps qtbase_<lang>.qm of each shipped language: PySide6 must have them."""
    from PySide6.QtCore import QLibraryInfo

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    for lang in rules.languages():
        assert (folder / f"qtbase_{lang}.qm").is_file(), lang


def test_package_data_goes_where_the_app_reads_it() -> None:
    """The dice players' solved tables (pyproject's package data) go to
    thousand_app/dice/data in the bundle, where thousand_app.dice.ai.tables looks."""
    from thousand_app.dice.ai.tables import DATA_DIR

    pairs = rules.package_data()
    tables = sorted(DATA_DIR.glob("*.bin.gz"))
    assert tables and sorted(Path(src) for src, _ in pairs) == tables
    assert {dest for _, dest in pairs} == {"thousand_app/dice/data"}
    assert DATA_DIR.relative_to(ROOT).as_posix() == "thousand_app/dice/data"


def test_macos_bundle_lists_the_languages() -> None:
    """Info.plist names the app's languages, so macOS shows its own menus in them too."""
    plist = rules.info_plist("1.2.3")
    assert plist["CFBundleLocalizations"] == rules.languages()
    assert plist["CFBundleDevelopmentRegion"] == "en"
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == "1.2.3"
    spec = (PACKAGING / "thousand.spec").read_text(encoding="utf-8")
    assert "info_plist=rules.info_plist(VERSION)" in spec


@pytest.mark.parametrize("dest", [
    "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6/Qt/plugins/platforms/libqwayland.so",
    "PySide6/Qt/plugins/platforms/libqoffscreen.so",
    "PySide6/plugins/platforms/qwindows.dll",
    "PySide6\\plugins\\styles\\qmodernwindowsstyle.dll",
    "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
    "PySide6/Qt/plugins/imageformats/libqsvg.so",
    "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
    "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
    "PySide6/Qt/translations/qtbase_ru.qm",
    "PySide6/Qt/translations/qtbase_uk.qm",
    "PySide6/Qt/translations/qtbase_pl.qm",
    "PySide6/translations/qtbase_en.qm",
    "PySide6/Qt/lib/libQt6Widgets.so.6",
    "PySide6/Qt/lib/QtSvg.framework/Versions/A/QtSvg",
    "PySide6/Qt/lib/libQt6Network.so.6",                         # (network play)
    "PySide6/Qt6Network.dll",
    "PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork",
    "thousand_app/ui/data/i18n/thousand_ru.qm",
    "thousand_app/ui/data/i18n/thousand_pl.qm",
    "thousand_app/ui/data/cards/thousand-pl.svg",
    "libpython3.11.so.1.0",
])
def test_kept(dest: str) -> None:
    assert rules.keep_entry(dest, SHIPPED)


@pytest.mark.parametrize("dest", [
    "PySide6/Qt/plugins/platforms/libqeglfs.so",
    "PySide6/Qt/plugins/platforms/libqvnc.so",
    "PySide6/plugins/platforms/qdirect2d.dll",
    "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
    "PySide6/Qt/plugins/imageformats/libqtiff.so",
    "PySide6/Qt/plugins/tls/libqopensslbackend.so",
    "PySide6/Qt/plugins/generic/libqevdevmouseplugin.so",
    "PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so",
    "PySide6/Qt/translations/qtbase_de.qm",
    "PySide6/Qt/translations/qtbase_be.qm",
    "PySide6/Qt/translations/qt_ru.qm",
    "PySide6/Qt/translations/qt_uk.qm",
    "PySide6/Qt/translations/qtmultimedia_pl.qm",
    "PySide6/Qt/translations/qtdeclarative_ru.qm",
    "PySide6/opengl32sw.dll",
    "PySide6/Qt/lib/QtQuick.framework/Resources/Info.plist",
])
def test_left_out(dest: str) -> None:
    assert not rules.keep_entry(dest, SHIPPED)


def test_libraries_only_left_out_plugins_needed_go_with_their_links() -> None:
    binaries = [
        ("PySide6/QtGui.abi3.so", "/x/QtGui.abi3.so", "EXTENSION"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/x/libqxcb.so", "BINARY"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/x/libQt6Gui.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6XcbQpa.so.6", "/x/libQt6XcbQpa.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6EglFSDeviceIntegration.so.6", "/x/eglfs.so", "BINARY"),
        ("libcairo.so.2", "/usr/lib/libcairo.so.2", "BINARY"),
        ("libpython3.11.so.1.0", "/x/libpython3.11.so.1.0", "BINARY"),
    ]
    needs = {"/x/QtGui.abi3.so": ["libQt6Gui.so.6"],
             "/x/libqxcb.so": ["libQt6XcbQpa.so.6", "libQt6Gui.so.6"]}
    kept = rules.drop_unused_libraries(binaries, lambda path: needs.get(path, []))
    assert [e[0].rsplit("/", 1)[-1] for e in kept] == [
        "QtGui.abi3.so", "libqxcb.so", "libQt6Gui.so.6", "libQt6XcbQpa.so.6",
        "libpython3.11.so.1.0"]
    links = [("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
             ("libQt6EglFSDeviceIntegration.so.6",
              "PySide6/Qt/lib/libQt6EglFSDeviceIntegration.so.6", "SYMLINK"),
             ("PySide6/Qt/lib/alias.so", "../../../libpython3.11.so.1.0", "SYMLINK"),
             ("thousand_app/ui/data/cards/thousand.svg", "/src/thousand.svg", "DATA")]
    assert [e[0] for e in rules.drop_dangling_links(links, kept, links)] == [
        "libQt6Gui.so.6", "PySide6/Qt/lib/alias.so", "thousand_app/ui/data/cards/thousand.svg"]


def test_plugin_names() -> None:
    assert rules.plugin_name("libqxcb.so") == "xcb"
    assert rules.plugin_name("qwindows.dll") == "windows"
    assert rules.plugin_name("libqt-plugin-wayland-egl.so") == "qt-plugin-wayland-egl"
    assert rules.plugin_name("libxdg-shell.so") == "xdg-shell"


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_icons_are_drawn_by_the_script_and_hold_every_size() -> None:
    make_icons = load("make_icons")
    assert make_icons.main(["--check"]) == 0
    icons = PACKAGING / "icons"
    for size in make_icons.PNG_SIZES:
        assert png_size((icons / f"thousand-{size}.png").read_bytes()) == (size, size)
    ico = (icons / "thousand.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, len(make_icons.ICO_SIZES))
    sizes = []
    for i in range(count):
        w, _h, _c, _r, _planes, _bpp, length, offset = struct.unpack(
            "<BBBBHHII", ico[6 + 16 * i: 22 + 16 * i])
        sizes.append(png_size(ico[offset:offset + length])[0])
        assert sizes[-1] == (w or 256)
    assert sizes == list(make_icons.ICO_SIZES)
    icns = (icons / "thousand.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    pos, found = 8, {}
    while pos < len(icns):
        kind_name = icns[pos:pos + 4].decode()
        length = struct.unpack(">I", icns[pos + 4:pos + 8])[0]
        found[kind_name] = png_size(icns[pos + 8:pos + length])[0]
        pos += length
    assert found == dict(make_icons.ICNS_TYPES)


def test_desktop_entry() -> None:
    lines = (PACKAGING / "linux" / "thousand.desktop").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    entry = dict(line.split("=", 1) for line in lines[1:] if "=" in line)
    assert entry["Type"] == "Application" and entry["Exec"] == "thousand"
    assert entry["Icon"] == "thousand" and entry["Terminal"] == "false"
    assert entry["StartupWMClass"] == "Thousand"        # the app's Qt application name
    assert "Game" in entry["Categories"].split(";")
    for lang in rules.languages():   # the menu entry in each of the app's languages
        if lang != "en":
            for key in ("Name", "GenericName", "Comment"):
                assert entry.get(f"{key}[{lang}]"), f"{key}[{lang}]"
    assert (entry["Name[uk]"], entry["Name[pl]"]) == ("Тисяча", "Tysiąc")
    app_source = (ROOT / "thousand_app" / "ui" / "common" / "app.py").read_text(encoding="utf-8")
    assert 'setDesktopFileName("thousand")' in app_source


def test_pack_and_unpack_keep_the_folder_and_its_links(tmp_path: Path) -> None:
    build = load("build")
    folder = tmp_path / "thousand"
    (folder / "_internal").mkdir(parents=True)
    (folder / "thousand").write_text("#!/bin/sh\n")
    (folder / "thousand").chmod(0o755)
    (folder / "_internal" / "libQt6Core.so.6").write_bytes(b"\x7fELF")
    tar_gz = tmp_path / "out" / "thousand-0-linux-x86_64.tar.gz"
    if sys.platform != "win32":
        (folder / "libQt6Core.so.6").symlink_to("_internal/libQt6Core.so.6")
        build.pack(folder, tar_gz)
        with tarfile.open(tar_gz) as tar:
            members = {m.name: m for m in tar.getmembers()}
        assert members["thousand/libQt6Core.so.6"].issym()
        assert members["thousand/thousand"].mode & 0o111
        assert {m.uid for m in members.values()} == {0}
        top = build.unpack(tar_gz, tmp_path / "unpacked")
        assert top.name == "thousand" and (top / "libQt6Core.so.6").is_symlink()
        assert build.executable(top) == top / "thousand"
    assert build.archive_path(tmp_path).name.startswith(f"thousand-{rules.version()}-")
