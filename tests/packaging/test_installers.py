"""The installers' generated files and the Debian package's parts (quick: no PyInstaller build).

Windows' Inno Setup script, macOS's dmgbuild settings and the PyInstaller
version file cannot be compiled here: their content is checked against what
``packaging/installers.py`` holds (name, version, icon, per-user install,
uninstall, shortcuts, the Applications link, the bundle identifier).  The
Debian parts are checked on a small stand-in for the frozen app.
"""

from __future__ import annotations

import gzip
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from .conftest import ROOT, load

rules = load("bundle_rules")
installers = load("installers")
debian = load("debian")
VERSION = rules.version()


def iss_sections(text: str) -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current = ""
    for line in text.splitlines():
        if not line.strip() or line.startswith(";"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1]
            sections[current] = []
        else:
            sections[current].append(line)
    return sections


def iss_entries(lines: list[str]) -> list[dict[str, str]]:
    """``Name: "x"; Flags: y`` lines as dicts (quotes removed, doubled quotes undone)."""
    out = []
    for line in lines:
        entry = {}
        for m in re.finditer(r'(\w+): ("(?:[^"]|"")*"|[^;]*)(?:; |$)', line):
            value = m.group(2)
            if value.startswith('"'):
                value = value[1:-1].replace('""', '"')
            entry[m.group(1)] = value.strip()
        out.append(entry)
    return out


def test_version_comes_from_pyproject() -> None:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert f'version = "{installers.version()}"' in text
    assert installers.numeric_version("0.1.0") == (0, 1, 0, 0)
    assert installers.numeric_version("1.2rc1") == (1, 2, 0, 0)
    assert installers.numeric_version("2.3.4.5.6") == (2, 3, 4, 5)
    assert installers.setup_name() == f"Thousand-Setup-{VERSION}.exe"
    assert installers.dmg_name() == f"Thousand-{VERSION}.dmg"


def test_inno_setup_script(tmp_path: Path) -> None:
    frozen = tmp_path / "dist" / "thousand"
    path = installers.write_inno_script(tmp_path / "build", frozen, tmp_path / "out")
    assert path.name == "thousand.iss"
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")            # UTF-8 with a BOM: Inno Setup reads UTF-8
    sections = iss_sections(raw.decode("utf-8-sig"))
    setup = dict(line.split("=", 1) for line in sections["Setup"])
    numbers = ".".join(map(str, installers.numeric_version()))
    assert setup["AppId"] == "{{" + installers.INNO_APP_ID + "}"
    assert re.fullmatch(r"[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}", installers.INNO_APP_ID)
    assert setup["AppName"] == "Thousand" and setup["AppVersion"] == VERSION
    assert setup["AppPublisher"] == installers.PUBLISHER
    assert setup["OutputBaseFilename"] == f"Thousand-Setup-{VERSION}"
    assert setup["OutputDir"] == str(tmp_path / "out")
    assert setup["SetupIconFile"] == str(rules.ICONS / "thousand.ico")
    assert (rules.ICONS / "thousand.ico").is_file()
    # per user without administrator rights, all users when chosen (and elevated)
    assert setup["PrivilegesRequired"] == "lowest"
    assert setup["PrivilegesRequiredOverridesAllowed"] == "dialog"
    assert setup["DefaultDirName"] == "{autopf}\\Thousand"
    # the "Apps & features" entry and its uninstaller
    assert setup["Uninstallable"] == "yes" and setup["CreateUninstallRegKey"] == "yes"
    assert setup["UninstallDisplayIcon"] == "{app}\\thousand.exe"
    assert setup["UninstallDisplayName"] == "Thousand"
    # file properties of Thousand-Setup-<version>.exe
    assert setup["VersionInfoVersion"] == numbers and setup["VersionInfoProductVersion"] == numbers
    assert setup["VersionInfoProductName"] == "Thousand"
    assert setup["VersionInfoTextVersion"] == VERSION
    assert setup["ArchitecturesInstallIn64BitMode"] == "x64compatible"

    files = iss_entries(sections["Files"])
    assert files == [{"Source": str(frozen) + "\\*", "DestDir": "{app}",
                      "Flags": "ignoreversion recursesubdirs createallsubdirs"}]
    icons = iss_entries(sections["Icons"])
    start_menu = [i for i in icons if i["Name"] == "{autoprograms}\\Thousand"]
    desktop = [i for i in icons if i["Name"] == "{autodesktop}\\Thousand"]
    assert start_menu and "Tasks" not in start_menu[0]
    assert desktop and desktop[0]["Tasks"] == "desktopicon"
    assert all(i["Filename"] == "{app}\\thousand.exe" for i in icons)
    tasks = iss_entries(sections["Tasks"])
    assert tasks[0]["Name"] == "desktopicon" and tasks[0]["Flags"] == "unchecked"  # optional
    languages = {e["Name"]: e["MessagesFile"] for e in iss_entries(sections["Languages"])}
    assert languages["english"] == "compiler:Default.isl"
    assert languages["russian"] == "compiler:Languages\\Russian.isl"
    assert languages["ukrainian"] == "compiler:Languages\\Ukrainian.isl"
    assert languages["polish"] == "compiler:Languages\\Polish.isl"
    assert {"Type": "dirifempty", "Name": "{app}"} in iss_entries(sections["UninstallDelete"])
    assert {"Type": "filesandordirs", "Name": "{app}\\_internal"} in iss_entries(
        sections["InstallDelete"])
    run = iss_entries(sections["Run"])
    assert "skipifsilent" in run[0]["Flags"] and "postinstall" in run[0]["Flags"]


def test_inno_values_escape_braces_and_quotes() -> None:
    text = installers.inno_script(Path('C:/a "b" {c}'), Path("C:/out"))
    assert 'Source: "C:/a ""b"" {{c}\\*"' in text


def test_dmg_settings(tmp_path: Path) -> None:
    app = tmp_path / "dist" / "Thousand.app"
    path = installers.write_dmg_settings(tmp_path / "build", app)
    assert path.name == "dmg_settings.py"
    # run it as dmgbuild does: its options as globals, with `defines`
    options: dict[str, Any] = {"defines": {}}
    exec(compile(path.read_text(encoding="utf-8"), str(path), "exec"), options, options)
    assert options["files"] == [str(app)]
    assert options["symlinks"] == {"Applications": "/Applications"}
    assert options["volume_name"] == f"Thousand {VERSION}"
    assert options["icon"] == str(rules.ICONS / "thousand.icns")
    assert options["format"] == "UDZO"
    assert set(options["icon_locations"]) == {"Thousand.app", "Applications"}
    assert installers.dmg_name() in path.read_text(encoding="utf-8")
    overridden: dict[str, Any] = {"defines": {"app": "/elsewhere/Thousand.app"}}
    exec(compile(path.read_text(encoding="utf-8"), str(path), "exec"), overridden, overridden)
    assert overridden["files"] == ["/elsewhere/Thousand.app"]


def test_macos_bundle_identifier_and_version_are_the_specs() -> None:
    spec = (ROOT / "packaging" / "thousand.spec").read_text(encoding="utf-8")
    assert "bundle_identifier=rules.BUNDLE_ID" in spec and "version=VERSION" in spec
    assert re.fullmatch(r"[a-z]+(\.[A-Za-z0-9-]+)+", installers.BUNDLE_ID)
    assert "installers.write_version_info" in spec and "version=VERSION_FILE" in spec


class Recorder:
    """Stands in for each of PyInstaller's version-resource classes: keeps its arguments."""

    def __init__(self, kind: str) -> None:
        self.kind = kind

    def __call__(self, *args: Any, **kwargs: Any) -> dict[str, Any]:
        return {"kind": self.kind, "args": args, **kwargs}


def test_pyinstaller_version_file(tmp_path: Path) -> None:
    path = installers.write_version_info(tmp_path)
    names = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct",
             "VarFileInfo", "VarStruct")
    info = eval(path.read_text(encoding="utf-8"), {n: Recorder(n) for n in names})  # noqa: S307
    assert info["kind"] == "VSVersionInfo"
    numbers = installers.numeric_version()
    assert info["ffi"]["filevers"] == numbers and info["ffi"]["prodvers"] == numbers
    string_file, var_file = info["kids"]
    (table,) = string_file["args"][0]
    assert table["args"][0] == "040904B0"
    strings = dict(s["args"] for s in table["args"][1])
    assert strings["ProductName"] == "Thousand" and strings["ProductVersion"] == VERSION
    assert strings["FileVersion"] == VERSION and strings["OriginalFilename"] == "thousand.exe"
    assert strings["CompanyName"] == installers.PUBLISHER
    assert var_file["args"][0][0]["args"] == ("Translation", [1033, 1200])


def test_generator_command_writes_the_three_files(tmp_path: Path) -> None:
    result = subprocess.run([sys.executable, str(ROOT / "packaging" / "installers.py"),
                             "--out", str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "dmg_settings.py", "thousand.iss", "version_info.txt"]


# --- Debian -----------------------------------------------------------------------------------

@pytest.mark.parametrize("pep440, deb", [("0.1.0", "0.1.0"), ("1.0rc1", "1.0~rc1"),
                                          ("1.0.dev2", "1.0~dev2"), ("1.0b3", "1.0~b3"),
                                          ("1.0.post1", "1.0+post1")])
def test_debian_version(pep440: str, deb: str) -> None:
    assert debian.debian_version(pep440) == deb
    assert debian.deb_name(pep440, "amd64") == f"thousand_{deb}_amd64.deb"


def test_elf_reader_on_this_python() -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("ELF files are Linux's")
    library = Path(sys.executable).resolve()
    needed, versions = debian.elf_needs(library)
    assert "libc.so.6" in needed or any(n.startswith("libpython") for n in needed)
    assert any(v.startswith("GLIBC_2.") for v in versions)
    assert debian.elf_needs(ROOT / "pyproject.toml") is None


def fake_frozen_app(folder: Path) -> Path:
    """A stand-in for PyInstaller's folder: the program is a copy of the shell (a real ELF
    binary that needs glibc only, so the Depends are worked out from something), ``_internal``
    holds a library and its link."""
    (folder / "_internal").mkdir(parents=True)
    shutil.copy2(Path(shutil.which("sh") or "/bin/sh").resolve(), folder / "thousand")
    for command in rules.COMMANDS:     # the same program under the commands' names
        shutil.copy2(folder / "thousand", folder / command)
    (folder / "_internal" / "libfoo.so.1").write_bytes(b"\x7fELF not really")
    (folder / "_internal" / "libfoo.so").symlink_to("libfoo.so.1")
    (folder / "thousand.desktop").write_text("the tarball's extra\n")
    return folder


def test_depends_from_the_bundles_elf_files(tmp_path: Path) -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("ELF files are Linux's")
    folder = fake_frozen_app(tmp_path / "thousand")
    missing, glibc = debian.system_libraries(folder)
    assert "libc.so.6" in missing or glibc
    deps = debian.depends(folder)
    names = [d.split()[0] for d in deps]
    assert names == sorted(names) and "libc6" in names
    assert set(debian.DATA_PACKAGES) <= set(names)
    assert [d for d in deps if d.startswith("libc6")][0].startswith("libc6 (>= 2.")


def test_every_library_of_the_table_maps_to_a_package_name() -> None:
    for soname, package in debian.SONAME_PACKAGES.items():
        assert re.fullmatch(r"[^/]+\.so(\.\d+)*", soname) or soname.startswith("ld-linux")
        assert re.fullmatch(r"[a-z0-9][a-z0-9+.-]+", package), package


def test_control_file() -> None:
    text = debian.control(["libc6 (>= 2.35)", "libgl1"], 12345, ver="1.0rc1", arch="amd64")
    lines = text.splitlines()
    fields = dict(line.split(": ", 1) for line in lines if not line.startswith(" "))
    assert fields["Package"] == "thousand" and fields["Version"] == "1.0~rc1"
    assert fields["Architecture"] == "amd64" and fields["Installed-Size"] == "12345"
    assert fields["Depends"] == "libc6 (>= 2.35), libgl1"
    assert fields["Section"] == "games" and fields["Maintainer"] == installers.maintainer()
    assert fields["Description"] == installers.SUMMARY
    # both games and network play, and a sound player recommended (the app plays through one)
    assert {"card", "dice"} <= set(re.findall(r"\w+", text)) and "network" in text
    assert fields["Recommends"] == "fonts-dejavu-core, pipewire-bin | pulseaudio-utils | alsa-utils"
    extended = [line for line in lines if line.startswith(" ")]
    assert extended and all(len(line) <= 80 for line in extended)
    assert text.endswith("\n")


def test_copyright_changelog_launcher_and_manual() -> None:
    copyright_text = debian.copyright_file()
    assert copyright_text.startswith("Format: https://www.debian.org/doc/packaging-manuals/")
    assert "License: GPL-3.0-or-later" in copyright_text
    assert "/usr/share/common-licenses/GPL-3" in copyright_text
    log = debian.changelog("1.0rc1", when=0)
    assert log.startswith("thousand (1.0~rc1) stable; urgency=medium\n")
    assert re.search(r"\n -- .+ <.+>  Thu, 01 Jan 1970 00:00:00 [+-]0000\n$", log)
    assert debian.launcher().startswith("#!/bin/sh\n")
    assert 'exec /usr/lib/thousand/thousand "$@"' in debian.launcher()
    assert 'exec /usr/lib/thousand/thousand-server "$@"' in debian.launcher("thousand-server")
    for lang in ("en", "ru", "uk", "pl"):
        man = debian.manual_page(lang)
        assert man.splitlines()[1].startswith(".TH THOUSAND 6") and "smoke" in man
        assert "thousand\\-server" in man            # network play without a window
        assert debian.CONFIG_DIR in man.replace("\\-", "-")
    assert "кости" in debian.manual_page("ru") and "kości" in debian.manual_page("pl")
    for command in rules.COMMANDS:
        assert debian.command_manual_page(command).splitlines()[1].startswith(
            f".TH {command.upper()} 6")


def test_stage_lays_out_the_package(tmp_path: Path) -> None:
    if os.name == "nt":
        pytest.skip("links and modes")
    frozen = fake_frozen_app(tmp_path / "thousand")
    root = tmp_path / "root"
    debian.stage(frozen, root)
    found = {p.relative_to(root).as_posix() for p in root.rglob("*")}
    assert {"usr/lib/thousand/thousand", "usr/lib/thousand/_internal/libfoo.so.1",
            "usr/bin/thousand", "usr/bin/thousand-server", "usr/bin/thousand-replay",
            "usr/lib/thousand/thousand-server", "usr/lib/thousand/thousand-replay",
            "usr/share/man/man6/thousand-server.6.gz", "usr/share/man/man6/thousand-replay.6.gz",
            "usr/share/man/ru/man6/thousand.6.gz", "usr/share/man/uk/man6/thousand.6.gz",
            "usr/share/man/pl/man6/thousand.6.gz", "usr/share/lintian/overrides/thousand",
            f"usr/share/metainfo/{rules.BUNDLE_ID}.metainfo.xml",
            "usr/share/applications/thousand.desktop",
            "usr/share/icons/hicolor/scalable/apps/thousand.svg",
            "usr/share/doc/thousand/copyright", "usr/share/doc/thousand/changelog.gz",
            "usr/share/man/man6/thousand.6.gz"} <= found
    assert {f"usr/share/icons/hicolor/{s}x{s}/apps/thousand.png" for s in debian.ICON_SIZES} <= found
    assert "usr/lib/thousand/thousand.desktop" not in found      # the tarball's extras stay out
    assert (root / "usr/lib/thousand/_internal/libfoo.so").is_symlink()
    app = root / "usr/lib/thousand"
    # the commands are the program itself, carried once (hard links)
    assert all((app / c).samefile(app / "thousand") for c in rules.COMMANDS)
    assert (root / "usr/bin/thousand").stat().st_mode & 0o777 == 0o755
    assert (root / "usr/lib/thousand/thousand").stat().st_mode & 0o777 == 0o755
    assert (root / "usr/lib/thousand/_internal/libfoo.so.1").stat().st_mode & 0o777 == 0o644
    assert (root / "usr/share/doc/thousand/copyright").stat().st_mode & 0o777 == 0o644
    entry = (root / "usr/share/applications/thousand.desktop").read_text(encoding="utf-8")
    assert "Exec=thousand" in entry.splitlines()
    with gzip.open(root / "usr/share/doc/thousand/changelog.gz", "rt") as f:
        assert f.readline().startswith(f"thousand ({debian.debian_version()})")
    size = debian.installed_size(root)
    files = {(p.stat().st_ino, p.stat().st_size) for p in root.rglob("*")
             if p.is_file() and not p.is_symlink()}        # a hard link counts once
    total = sum(size for _ino, size in files)
    assert total / 1024 <= size <= total / 1024 + len(found)


def test_build_a_deb_of_a_stand_in(tmp_path: Path) -> None:
    if not shutil.which("dpkg-deb"):
        pytest.skip("dpkg-deb is not installed")
    frozen = fake_frozen_app(tmp_path / "thousand")
    deb = debian.build_deb(frozen, tmp_path / "dist", tmp_path / "work", compression="gzip")
    assert deb.name == debian.deb_name()
    info = subprocess.run(["dpkg-deb", "--info", str(deb)], capture_output=True, text=True,
                          check=True).stdout
    assert " Package: thousand" in info and " Section: games" in info
    assert " md5sums" in info
    listing = subprocess.run(["dpkg-deb", "--contents", str(deb)], capture_output=True,
                             text=True, check=True).stdout
    assert all(" root/root " in line for line in listing.splitlines())
    assert "./usr/lib/thousand/_internal/libfoo.so -> libfoo.so.1" in listing
    assert "./usr/lib/thousand/thousand-server link to ./usr/lib/thousand/thousand" in listing


def test_maintainer_is_who_builds_never_a_made_up_address(monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    """Debian's DEBFULLNAME/DEBEMAIL, else the author of the commit built from."""
    env = {"DEBFULLNAME": "Anna Petrova", "DEBEMAIL": "anna@example.org"}
    assert installers.maintainer(env) == "Anna Petrova <anna@example.org>"
    assert installers.maintainer({"DEBEMAIL": "Boris <b@example.org>"}) == "Boris <b@example.org>"
    author = subprocess.run(["git", "log", "-1", "--format=%an <%ae>"], cwd=ROOT,
                            capture_output=True, text=True).stdout.strip()
    if author:
        assert installers.maintainer({}) == author
    assert installers.reserved_address("X <x@users.noreply.a-seed.example>")
    assert installers.reserved_address("X <x@localhost>")
    assert not installers.reserved_address("Anna Petrova <anna@example.org>")


def test_shlibs_names_of_carried_libraries() -> None:
    assert debian._shlibs_name("libssl.so.3") == ("libssl", "3")
    assert debian._shlibs_name("libpython3.11.so.1.0") == ("libpython3.11", "1.0")
    assert debian._shlibs_name("libpyside6.abi3.so.6.11") == ("libpyside6.abi3", "6.11")
    assert debian._shlibs_name("libfoo-1.2.so") == ("libfoo", "1.2")
    assert debian._shlibs_name("_ssl.cpython-311-x86_64-linux-gnu.so") is None


def test_build_machine_library_paths_become_origin(tmp_path: Path) -> None:
    """An absolute RUNPATH (the build's Python's own folder) becomes $ORIGIN; the file still
    reads as the same ELF file with the same libraries."""
    if not sys.platform.startswith("linux") or not shutil.which("readelf"):
        pytest.skip("ELF files and readelf")
    import sysconfig

    candidates = [Path(sys.executable).resolve(),
                  Path(sysconfig.get_config_var("LIBDIR") or "/") / str(
                      sysconfig.get_config_var("INSTSONAME") or "-"),
                  *Path(sysconfig.get_path("platstdlib")).glob("lib-dynload/_ssl*.so")]

    def runpath(path: Path) -> str:
        out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True).stdout
        found = re.search(r"\((?:RUNPATH|RPATH)\).*\[(.*)\]", out)
        return found.group(1) if found else ""

    elf = next((p for p in candidates if p.is_file() and runpath(p).startswith("/")), None)
    if elf is None:
        pytest.skip("this Python has no absolute library search path to try it on")
    copy = tmp_path / elf.name
    shutil.copy2(elf, copy)
    before = debian.elf_needs(copy)
    assert debian.clear_build_machine_runpaths(tmp_path) >= 1
    assert runpath(copy) == "$ORIGIN" and debian.elf_needs(copy) == before
    assert debian.clear_build_machine_runpaths(tmp_path) == 0      # once is enough


def tool_or_skip(name: str) -> str:
    tool = shutil.which(name)
    if tool is None:
        if os.environ.get("CI"):
            pytest.fail(f"{name} is not installed: .ci/run installs it")
        pytest.skip(f"{name} is not installed")
    return tool


def test_metainfo_validates_and_describes_both_games(tmp_path: Path) -> None:
    """``appstreamcli validate`` (without the network: the screenshots' addresses are not
    fetched) passes with and without screenshots; the texts name both games and the network
    in the four languages."""
    tool = tool_or_skip("appstreamcli")
    url = debian.screenshot_base_url({"GITHUB_REPOSITORY": "owner/thousand",
                                      "GITHUB_SHA": "0123456789abcdef" * 2 + "01234567"})
    assert url == ("https://raw.githubusercontent.com/owner/thousand/"
                   "0123456789abcdef0123456789abcdef01234567/packaging/screenshots/")
    assert debian.screenshot_base_url({}) is None
    assert debian.screenshot_base_url({"THOUSAND_SCREENSHOTS_URL": "https://x.org/s"}) == \
        "https://x.org/s/"
    for file, captions in debian.SCREENSHOTS:
        assert (ROOT / "packaging" / "screenshots" / file).is_file(), file
        assert set(captions) == {"en", "ru", "uk", "pl"}
    for base in (url, None):
        xml = tmp_path / f"{rules.BUNDLE_ID}.metainfo.xml"
        xml.write_text(debian.metainfo(base), encoding="utf-8")
        result = subprocess.run([tool, "validate", "--no-net", str(xml)], capture_output=True,
                                text=True)
        assert result.returncode == 0, result.stdout + result.stderr
    text = debian.metainfo(url)
    assert text.count("<screenshot") == len(debian.SCREENSHOTS) + 1   # + <screenshots>
    for words in (("card", "dice", "network"), ("карточная", "кости", "сети"),
                  ("карткова", "кості", "мережу"), ("karciana", "kości", "sieć")):
        assert all(w in text for w in words), words
    for binary in ("thousand", *rules.COMMANDS):
        assert f"<binary>{binary}</binary>" in text


def test_desktop_entry_validates_and_describes_both_games() -> None:
    tool = tool_or_skip("desktop-file-validate")
    entry = ROOT / "packaging" / "linux" / "thousand.desktop"
    result = subprocess.run([tool, str(entry)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr
    keys = dict(line.split("=", 1) for line in entry.read_text(encoding="utf-8").splitlines()
                if "=" in line)
    assert keys["Categories"] == "Game;CardGame;BoardGame;"
    for suffix, words in (("", ("Card", "Dice")), ("[ru]", ("Карточная", "кости")),
                          ("[uk]", ("Карткова", "кості")), ("[pl]", ("karciana", "kości"))):
        assert all(w in keys["GenericName" + suffix] for w in words), suffix
        assert keys["Comment" + suffix] and keys["Name" + suffix]
    assert "network" in keys["Comment"] and "сети" in keys["Comment[ru]"]
    assert "мережу" in keys["Comment[uk]"] and "sieć" in keys["Comment[pl]"]


# --- the Windows and macOS build steps, with stand-ins for their tools -------------------------

def recording_tool(folder: Path, name: str, log: Path) -> Path:
    """An executable ``folder/name`` that appends its arguments to ``log`` and exits 0."""
    folder.mkdir(parents=True, exist_ok=True)
    tool = folder / name
    tool.write_text(f'#!/bin/sh\nprintf "%s\\n" "$0" "$@" >> "{log}"\n', encoding="utf-8")
    tool.chmod(0o755)
    return tool


@pytest.fixture
def posix_tools(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    if os.name == "nt":
        pytest.skip("the stand-ins are shell scripts")
    log = tmp_path / "calls.txt"
    for name in ("iscc", "codesign"):
        recording_tool(tmp_path / "bin", name, log)
    monkeypatch.setenv("PATH", f"{tmp_path / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}")
    return log


def test_setup_exe_is_compiled_from_the_generated_script(tmp_path: Path, posix_tools: Path) -> None:
    frozen = tmp_path / "dist-frozen" / "thousand"
    made = installers.build_setup_exe(frozen, tmp_path / "dist", tmp_path / "work")
    assert made == tmp_path / "dist" / installers.setup_name()
    calls = posix_tools.read_text(encoding="utf-8").splitlines()
    assert calls[0].endswith("iscc") and calls[1] == "/Qp"
    assert calls[2] == str(tmp_path / "work" / "thousand.iss")
    script = Path(calls[2]).read_text(encoding="utf-8-sig")
    assert f"OutputDir={tmp_path / 'dist'}" in script and str(frozen) in script


def test_app_is_signed_ad_hoc_and_packed_into_the_dmg(tmp_path: Path, posix_tools: Path) -> None:
    app = tmp_path / "dist-frozen" / "Thousand.app"
    installers.sign_ad_hoc(app)
    python = recording_tool(tmp_path / "py", "python", posix_tools)
    made = installers.build_dmg(str(python), app, tmp_path / "dist", tmp_path / "work")
    assert made == tmp_path / "dist" / installers.dmg_name()
    calls = posix_tools.read_text(encoding="utf-8").splitlines()
    sign, verify, dmg = calls[:6], calls[6:12], calls[12:]
    assert sign[1:] == ["--force", "--deep", "--sign", "-", str(app)]
    assert verify[1:3] == ["--verify", "--deep"] and verify[-1] == str(app)
    settings = tmp_path / "work" / "dmg_settings.py"
    assert dmg[1:] == ["-m", "dmgbuild", "-s", str(settings), f"Thousand {VERSION}", str(made)]
    assert repr(str(app)) in settings.read_text(encoding="utf-8")


def test_deb_option_is_linux_only_and_installer_names_the_platforms() -> None:
    build = load("build")
    assert build.installer_path(Path("d")).name in (
        installers.setup_name(), installers.dmg_name(), debian.deb_name())
    if sys.platform.startswith("linux"):
        assert build.installer_path(Path("d")).name == debian.deb_name()
    else:
        with pytest.raises(SystemExit):
            build.main(["--deb"])
