#!/usr/bin/env python3
"""The Debian package: ``thousand_<version>_<arch>.deb`` from PyInstaller's folder, with ``dpkg-deb``.

    python packaging/build.py --deb           # builds the tarball and this package

What it holds:

- ``/usr/lib/thousand/``: the frozen app (``thousand``, the commands ``thousand-server`` and
  ``thousand-replay``, ``_internal/``): a program's private folder, as Debian Policy 9.1.1
  wants (``/opt`` is the local administrator's);
- ``/usr/bin/thousand``, ``/usr/bin/thousand-server``, ``/usr/bin/thousand-replay``:
  launchers that start them;
- ``/usr/share/applications/thousand.desktop``, the icon in
  ``/usr/share/icons/hicolor/<size>/apps/`` (PNG sizes and the scalable SVG) and the
  AppStream metainfo ``/usr/share/metainfo/<id>.metainfo.xml`` (software centres);
- the man pages ``thousand(6)`` (English, and in ``/usr/share/man/<lang>/`` the app's other
  languages), ``thousand-server(6)`` and ``thousand-replay(6)``;
- ``/usr/share/doc/thousand/copyright`` (machine-readable, GPL-3.0-or-later)
  and ``changelog.gz``; the lintian overrides with their reasons.

``Depends`` is worked out from the bundle itself: every shared library an ELF file in it
links to that the bundle does not carry must come from the system.  Where
``dpkg-shlibdeps`` is (a Debian or Ubuntu build machine with the libraries installed, as
``.ci/run`` installs them), it says which packages and versions; elsewhere, or when it cannot
find a library on the build machine, a scan of the ELF files (``DT_NEEDED``) and
:data:`SONAME_PACKAGES` do (``dpkg -S`` answers for one the table lacks), with glibc's version
floor from the newest ``GLIBC_x.y`` symbol version the files ask for.  A few packages that
libraries read data from (fontconfig's configuration and fonts, the XKB keyboard data) are
added.  ``Recommends`` names a sound player (the app plays its sounds through one).
Removal needs no maintainer scripts: the desktop and icon caches are refreshed
by the triggers of desktop-file-utils and hicolor-icon-theme.
"""

from __future__ import annotations

import filecmp
import gzip
import hashlib
import os
import platform
import re
import shutil
import struct
import subprocess
import tempfile
import time
from email.utils import formatdate
from pathlib import Path
from typing import Iterable, Iterator

import bundle_rules as rules
import installers

PREFIX = f"usr/lib/{rules.NAME}"
DOC = f"usr/share/doc/{rules.NAME}"
SECTION = "games"
#: hicolor's sizes (the 1024 px PNG is for macOS and the store pages only).
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

#: The Debian package of each system library the frozen app may link to.  Package names are
#: those of Debian 12 and Ubuntu 22.04; later releases' renamed (t64) packages provide them.
SONAME_PACKAGES = {
    **{so: "libc6" for so in ("libc.so.6", "libm.so.6", "libdl.so.2", "libpthread.so.0",
                              "librt.so.1", "libutil.so.1", "ld-linux-x86-64.so.2",
                              "ld-linux-aarch64.so.1", "libresolv.so.2")},
    "libGL.so.1": "libgl1", "libEGL.so.1": "libegl1", "libOpenGL.so.0": "libopengl0",
    "libGLX.so.0": "libglx0",
    "libxcb.so.1": "libxcb1", "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1", "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-image.so.0": "libxcb-image0", "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0", "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0", "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1", "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1", "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-util.so.1": "libxcb-util1", "libxcb-xinput.so.0": "libxcb-xinput0",
    "libX11.so.6": "libx11-6", "libX11-xcb.so.1": "libx11-xcb1", "libXau.so.6": "libxau6",
    "libXdmcp.so.6": "libxdmcp6",
    "libxkbcommon.so.0": "libxkbcommon0", "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0", "libwayland-egl.so.1": "libwayland-egl1",
    "libfontconfig.so.1": "libfontconfig1", "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3", "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0", "libz.so.1": "zlib1g", "libpng16.so.16": "libpng16-16",
    "libstdc++.so.6": "libstdc++6", "libgcc_s.so.1": "libgcc-s1",
}
#: Packages the bundled libraries read data from (not linked): fontconfig's configuration,
#: which brings a font, and the XKB keyboard descriptions.
DATA_PACKAGES = ("libfontconfig1", "libxkbcommon0")
#: ``Recommends``: a font, and a program that plays the app's sounds (PipeWire's ``pw-play``,
#: PulseAudio's ``paplay`` or ALSA's ``aplay``: thousand_app/ui/common/sound.py tries them in
#: this order; without one the app is silent).
RECOMMENDS = ("fonts-dejavu-core", "pipewire-bin | pulseaudio-utils | alsa-utils")
#: glibc's libraries: their package gets the version floor.
GLIBC_PACKAGE = "libc6"


# --- ELF: which libraries a binary links to, and which glibc symbol versions it needs ----------

def _elf_sections(data: bytes) -> tuple[str, bool, list[tuple[int, int, int, int]]] | None:
    """(byte order, 64-bit, [(type, offset, size, link)]) of an ELF file, or None."""
    if data[:4] != b"\x7fELF" or data[4] not in (1, 2) or data[5] not in (1, 2):
        return None
    is64, end = data[4] == 2, "<" if data[5] == 1 else ">"
    if is64:
        (shoff,) = struct.unpack_from(end + "Q", data, 0x28)
        shentsize, shnum = struct.unpack_from(end + "HH", data, 0x3A)
        layout = end + "IIQQQQI"
    else:
        (shoff,) = struct.unpack_from(end + "I", data, 0x20)
        shentsize, shnum = struct.unpack_from(end + "HH", data, 0x2E)
        layout = end + "IIIIIII"
    sections = []
    for i in range(shnum):
        _name, kind, _flags, _addr, offset, size, link = struct.unpack_from(
            layout, data, shoff + i * shentsize)
        sections.append((kind, offset, size, link))
    return end, is64, sections


def _string(data: bytes, table: int, at: int) -> str:
    start = table + at
    return data[start:data.index(b"\0", start)].decode("ascii", "replace")


def elf_needs(path: Path) -> tuple[list[str], set[str]] | None:
    """The libraries ``path`` links to (``DT_NEEDED``, in order) and the symbol versions it
    asks of them (``GLIBC_2.34``...); None if it is not an ELF file."""
    with open(path, "rb") as f:
        if f.read(4) != b"\x7fELF":
            return None
        data = b"\x7fELF" + f.read()
    parsed = _elf_sections(data)
    if parsed is None:
        return None
    end, is64, sections = parsed
    needed: list[str] = []
    versions: set[str] = set()
    for kind, offset, size, link in sections:
        strtab = sections[link][1] if link < len(sections) else 0
        if kind == 6:                                   # SHT_DYNAMIC
            fmt, step = (end + "qQ", 16) if is64 else (end + "iI", 8)
            for pos in range(offset, offset + size, step):
                tag, value = struct.unpack_from(fmt, data, pos)
                if tag == 0:
                    break
                if tag == 1:                            # DT_NEEDED
                    needed.append(_string(data, strtab, value))
        elif kind == 0x6FFFFFFE:                        # SHT_GNU_verneed
            pos = offset
            while True:
                _ver, count, _file, aux, nxt = struct.unpack_from(end + "HHIII", data, pos)
                apos = pos + aux
                for _ in range(count):
                    _hash, _flags, _other, name, anext = struct.unpack_from(
                        end + "IHHII", data, apos)
                    versions.add(_string(data, strtab, name))
                    apos += anext
                if not nxt:
                    break
                pos += nxt
    return needed, versions


def build_machine_runpaths(path: Path) -> int:
    """Turn every absolute library search path (``DT_RUNPATH``/``DT_RPATH``) of the ELF file
    ``path`` into ``$ORIGIN``, in place; returns how many.

    The build's Python (pyenv, actions/setup-python) links its library and extension modules
    with the build machine's own folder as a search path: in an installed package that would
    load libraries from a folder of the user's machine that happens to be there (lintian:
    custom-library-search-path).  The bundle's libraries are beside them, so ``$ORIGIN`` (or
    nothing, for a string too short) says the same safely.  Paths with ``$ORIGIN`` stay."""
    data = bytearray(path.read_bytes())
    parsed = _elf_sections(bytes(data))
    if parsed is None:
        return 0
    end, is64, sections = parsed
    changed = 0
    for kind, offset, size, link in sections:
        if kind != 6 or link >= len(sections):
            continue
        strtab = sections[link][1]
        fmt, step = (end + "qQ", 16) if is64 else (end + "iI", 8)
        for pos in range(offset, offset + size, step):
            tag, value = struct.unpack_from(fmt, data, pos)
            if tag == 0:
                break
            if tag not in (15, 29):                     # DT_RPATH, DT_RUNPATH
                continue
            start = strtab + value
            stop = data.index(b"\0", start)
            text = data[start:stop].decode("utf-8", "replace")
            if "$ORIGIN" in text or not text.startswith("/"):
                continue
            new = b"$ORIGIN" if stop - start >= 7 else b""
            data[start:stop] = new + b"\0" * (stop - start - len(new))
            changed += 1
    if changed:
        mode = path.stat().st_mode
        path.chmod(mode | 0o200)
        path.write_bytes(bytes(data))
        path.chmod(mode)
    return changed


def clear_build_machine_runpaths(folder: Path) -> int:
    """:func:`build_machine_runpaths` for every ELF file under ``folder``; how many paths."""
    return sum(build_machine_runpaths(p) for p in _files(folder) if _is_elf(p))


def _files(folder: Path) -> Iterator[Path]:
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            yield path


def system_libraries(folder: Path) -> tuple[dict[str, list[str]], str | None]:
    """The libraries the ELF files under ``folder`` link to that the folder does not carry
    (each with the files that need it), and the newest glibc symbol version they ask for."""
    carried = {p.name for p in folder.rglob("*")}
    missing: dict[str, list[str]] = {}
    glibc: tuple[int, ...] = ()
    for path in _files(folder):
        found = elf_needs(path)
        if found is None:
            continue
        needed, versions = found
        for soname in needed:
            if soname not in carried:
                missing.setdefault(soname, []).append(path.relative_to(folder).as_posix())
        for name in versions:
            m = re.fullmatch(r"GLIBC_(\d+(?:\.\d+)*)", name)
            if m:
                glibc = max(glibc, tuple(int(x) for x in m.group(1).split(".")))
    return missing, ".".join(map(str, glibc)) or None


def _package_of(soname: str) -> str | None:
    """The installed package that holds ``soname`` (``dpkg -S``), for one the table lacks."""
    if not shutil.which("dpkg"):
        return None
    result = subprocess.run(["dpkg", "-S", f"*/{soname}"], capture_output=True, text=True)
    for line in result.stdout.splitlines():
        package = line.split(":", 1)[0].split(",")[0].strip()
        if package:
            return package
    return None


def _is_elf(path: Path) -> bool:
    with open(path, "rb") as f:
        return f.read(4) == b"\x7fELF"


def _shlibs_name(soname: str) -> tuple[str, str] | None:
    """A library's name and version as ``shlibs`` files write them (``libssl.so.3`` ->
    ``libssl 3``, ``libfoo-1.2.so`` -> ``libfoo 1.2``), or None (``_ssl.cpython-311.so``)."""
    m = re.fullmatch(r"(.+)\.so\.(\d[\w.]*)", soname) or re.fullmatch(r"(.+)-(\d[\d.]*)\.so",
                                                                      soname)
    return (m.group(1), m.group(2)) if m else None


def shlibdeps(root: Path, folder: Path) -> list[str] | None:
    """``Depends`` as ``dpkg-shlibdeps`` works it out for the ELF files under ``folder`` (in
    the staged package ``root``), or None where it cannot: not installed, or a library the
    files need is not installed on this machine (it says which)."""
    tool = shutil.which("dpkg-shlibdeps")
    if tool is None:
        return None
    elves = [p for p in _files(folder) if _is_elf(p)]
    inside = Path("debian") / rules.NAME
    libdirs = sorted({str(inside / p.parent.resolve().relative_to(root.resolve()))
                      for p in elves if ".so" in p.name})
    with tempfile.TemporaryDirectory(prefix="thousand-shlibdeps-") as tmp:
        # what dpkg-shlibdeps reads: debian/control, and the package's tree as debian/<name>
        # with its DEBIAN folder (so that $ORIGIN in the bundle's RPATHs is understood)
        (Path(tmp) / "debian").mkdir()
        (Path(tmp) / "debian" / "control").write_text(
            f"Source: {rules.NAME}\nMaintainer: {installers.maintainer()}\n\n"
            f"Package: {rules.NAME}\nArchitecture: any\n", encoding="utf-8")
        (Path(tmp) / "debian" / rules.NAME).symlink_to(root.resolve())
        # the libraries the bundle carries need nothing of the system (else dpkg-shlibdeps,
        # finding no package of a private copy, would depend on the system's copy)
        (Path(tmp) / "debian" / "shlibs.local").write_text(
            "".join(f"{name} {ver}\n" for name, ver in sorted(
                {v for v in map(_shlibs_name, {p.name for p in elves}) if v is not None})),
            encoding="utf-8")
        (root / "DEBIAN").mkdir(exist_ok=True)
        cmd = [tool, "-O", "--ignore-missing-info", "--warnings=0",
               *(f"-l{d}" for d in libdirs),
               *(f"-e{inside / p.resolve().relative_to(root.resolve())}" for p in elves)]
        result = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True)
    if result.returncode != 0:
        errors = [line for line in result.stderr.splitlines() if "error" in line]
        print("dpkg-shlibdeps could not work out Depends (the ELF scan does instead): "
              + "; ".join(errors[:3]), flush=True)
        return None
    found = re.search(r"^shlibs:Depends=(.*)$", result.stdout, re.MULTILINE)
    return [d.strip() for d in found.group(1).split(",") if d.strip()] if found else []


def depends(folder: Path, root: Path | None = None) -> list[str]:
    """The ``Depends`` field's entries for the frozen app in ``folder``, sorted:
    ``dpkg-shlibdeps``'s where it can (``root``: the staged package that holds ``folder``),
    else from the ELF scan, and :data:`DATA_PACKAGES`.

    Raises SystemExit when a needed library belongs to no known package.
    """
    found = shlibdeps(root, folder) if root is not None else None
    if found is not None:
        names = {d.split()[0] for d in found}
        return sorted(found + [p for p in DATA_PACKAGES if p not in names])
    missing, glibc = system_libraries(folder)
    packages = set(DATA_PACKAGES)
    unknown = []
    for soname in missing:
        package = SONAME_PACKAGES.get(soname) or _package_of(soname)
        if package is None:
            unknown.append(f"{soname} (needed by {missing[soname][0]})")
        else:
            packages.add(package)
    if unknown:
        raise SystemExit("no Debian package is known for " + ", ".join(unknown)
                         + ": add it to SONAME_PACKAGES in packaging/debian.py")
    out = []
    for package in sorted(packages):
        if package == GLIBC_PACKAGE and glibc:
            package += f" (>= {glibc})"
        out.append(package)
    return out


# --- the package -------------------------------------------------------------------------------

def architecture() -> str:
    """Debian's name for this machine's architecture (``amd64``, ``arm64``...)."""
    if shutil.which("dpkg"):
        result = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True)
        if result.returncode == 0 and result.stdout.strip():
            return result.stdout.strip()
    machine = platform.machine().lower()
    return {"x86_64": "amd64", "aarch64": "arm64", "armv7l": "armhf", "i686": "i386"}.get(
        machine, machine)


def debian_version(ver: str | None = None) -> str:
    """The project's (PEP 440) version as a Debian version: pre-releases sort before the
    release (``1.0rc1`` -> ``1.0~rc1``, ``1.0.dev2`` -> ``1.0~dev2``), ``1.0.post1`` -> ``1.0+post1``."""
    ver = ver or rules.version()
    ver = re.sub(r"[.-]?(a|b|rc|alpha|beta|dev)(\d*)", r"~\1\2", ver)
    return re.sub(r"[.-]?post(\d*)", r"+post\1", ver)


def deb_name(ver: str | None = None, arch: str | None = None) -> str:
    """``thousand_<version>_<arch>.deb``."""
    return f"{rules.NAME}_{debian_version(ver)}_{arch or architecture()}.deb"


def launcher(program: str = rules.NAME) -> str:
    """``/usr/bin/<program>``: runs the frozen ``program`` (the app, or a command of
    :data:`bundle_rules.COMMANDS`) with the arguments given."""
    return (f"#!/bin/sh\n# Starts {program} of {rules.APP_NAME}, installed in /{PREFIX}.\n"
            f"exec /{PREFIX}/{program} \"$@\"\n")


def _description_lines(text: str, width: int = 78) -> list[str]:
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return lines + ([line] if line else [])


def control(depends_on: Iterable[str], installed_kib: int, ver: str | None = None,
            arch: str | None = None) -> str:
    """The ``DEBIAN/control`` file."""
    fields = {
        "Package": rules.NAME,
        "Version": debian_version(ver),
        "Architecture": arch or architecture(),
        "Maintainer": installers.maintainer(),
        "Installed-Size": str(installed_kib),
        "Depends": ", ".join(depends_on),
        "Recommends": ", ".join(RECOMMENDS),
        "Section": SECTION,
        "Priority": "optional",
        "Description": installers.SUMMARY,
    }
    text = "".join(f"{k}: {v}\n" for k, v in fields.items())
    return text + "".join(f" {line}\n" for line in _description_lines(installers.DESCRIPTION))


def copyright_file() -> str:
    """``/usr/share/doc/thousand/copyright`` in Debian's machine-readable format."""
    return (
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        f"Upstream-Name: {rules.APP_NAME}\n"
        f"Comment: The program folder /{PREFIX} also holds Python, Qt for Python (PySide6,\n"
        " LGPL-3.0-only) and other libraries under their own licences, as PyInstaller\n"
        " collected them.\n"
        "\n"
        "Files: *\n"
        f"Copyright: {time.gmtime(release_time()).tm_year} {installers.PUBLISHER}\n"
        "License: GPL-3.0-or-later\n"
        " This program is free software: you can redistribute it and/or modify it\n"
        " under the terms of the GNU General Public License as published by the Free\n"
        " Software Foundation, either version 3 of the License, or (at your option)\n"
        " any later version.\n"
        " .\n"
        " This program is distributed in the hope that it will be useful, but WITHOUT\n"
        " ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or\n"
        " FITNESS FOR A PARTICULAR PURPOSE.  See the GNU General Public License for\n"
        " more details.\n"
        " .\n"
        " On Debian systems, the complete text of the GNU General Public License\n"
        " version 3 can be found in \"/usr/share/common-licenses/GPL-3\".\n")


#: The man page's words in each of the app's languages (the summary and the description are
#: installers.SUMMARIES and DESCRIPTIONS).
MAN_TEXTS: dict[str, dict[str, str]] = {
    "en": {"NAME": "NAME", "SYNOPSIS": "SYNOPSIS", "DESCRIPTION": "DESCRIPTION",
           "OPTIONS": "OPTIONS", "FILES": "FILES", "SEE ALSO": "SEE ALSO",
           "language": "The language of the window (default: the system's, or the one set in "
                       "Settings).",
           "data-dir": "Keep settings, saves and statistics in DIR instead of the user's folders.",
           "smoke-test": "A self-test: load the decks, translations, sounds and solved tables, "
                         "let the computer play a deal, analyse it in the deal review, play a dice "
                         "game and a network game on this computer; exit 0, or 1 naming what "
                         "failed.",
           "config": "settings (settings.json)",
           "data": "saves, statistics and the log (thousand.log)",
           "network": "Network play: the start screen's Play over the network hosts a game or "
                      "joins one; thousand-server hosts one without a window."},
    "ru": {"NAME": "ИМЯ", "SYNOPSIS": "СИНТАКСИС", "DESCRIPTION": "ОПИСАНИЕ",
           "OPTIONS": "ПАРАМЕТРЫ", "FILES": "ФАЙЛЫ", "SEE ALSO": "СМОТРИТЕ ТАКЖЕ",
           "language": "Язык окна (по умолчанию — язык системы или выбранный в настройках).",
           "data-dir": "Хранить настройки, сохранения и статистику в папке DIR, а не в папках "
                       "пользователя.",
           "smoke-test": "Самопроверка: загрузить колоды, переводы, звуки и решённые таблицы, "
                         "дать компьютеру сыграть раздачу, разобрать её, сыграть партию в "
                         "кости и сетевую игру на этом компьютере; код выхода 0 или 1 с "
                         "названием того, что не удалось.",
           "config": "настройки (settings.json)",
           "data": "сохранения, статистика и журнал (thousand.log)",
           "network": "Игра по сети: кнопка «Игра по сети» на начальном экране создаёт игру "
                      "или подключает к ней; thousand-server создаёт игру без окна."},
    "uk": {"NAME": "НАЗВА", "SYNOPSIS": "СИНТАКСИС", "DESCRIPTION": "ОПИС",
           "OPTIONS": "ПАРАМЕТРИ", "FILES": "ФАЙЛИ", "SEE ALSO": "ДИВІТЬСЯ ТАКОЖ",
           "language": "Мова вікна (типово — мова системи або вибрана в налаштуваннях).",
           "data-dir": "Зберігати налаштування, збереження і статистику в теці DIR, а не в "
                       "теках користувача.",
           "smoke-test": "Самоперевірка: завантажити колоди, переклади, звуки і розв’язані "
                         "таблиці, дати комп’ютеру зіграти роздачу, розібрати її, зіграти "
                         "партію в кості й мережеву гру на цьому комп’ютері; код виходу 0 або 1 "
                         "з назвою того, що не вдалося.",
           "config": "налаштування (settings.json)",
           "data": "збереження, статистика і журнал (thousand.log)",
           "network": "Гра через мережу: кнопка «Мережева гра» на початковому екрані створює "
                      "гру або приєднує до неї; thousand-server створює гру без вікна."},
    "pl": {"NAME": "NAZWA", "SYNOPSIS": "SKŁADNIA", "DESCRIPTION": "OPIS",
           "OPTIONS": "OPCJE", "FILES": "PLIKI", "SEE ALSO": "ZOBACZ TAKŻE",
           "language": "Język okna (domyślnie: język systemu lub wybrany w ustawieniach).",
           "data-dir": "Przechowuj ustawienia, zapisy i statystyki w katalogu DIR zamiast w "
                       "folderach użytkownika.",
           "smoke-test": "Autotest: wczytaj talie, tłumaczenia, dźwięki i rozwiązane tabele, "
                         "pozwól komputerowi rozegrać rozdanie, przeanalizuj je, rozegraj "
                         "partię w kości i grę sieciową na tym komputerze; kod wyjścia 0 albo 1 "
                         "z nazwą tego, co zawiodło.",
           "config": "ustawienia (settings.json)",
           "data": "zapisy, statystyki i dziennik (thousand.log)",
           "network": "Gra przez sieć: przycisk „Gra przez sieć” na ekranie startowym zakłada "
                      "grę lub dołącza do niej; thousand-server zakłada grę bez okna."},
}
#: Where the app keeps its files on Linux (platformdirs' user_config_dir and user_data_dir,
#: thousand_app/storage/store.py; tests/test_docs_commands.py checks them against platformdirs).
CONFIG_DIR = "~/.config/Thousand"
DATA_DIR = "~/.local/share/Thousand"


def _man_escape(text: str) -> str:
    """Text for a man page line: backslashes and hyphens escaped, no line starting with a dot."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return ("\\&" + text) if text.startswith((".", "'")) else text


def _man_header(name: str) -> list[str]:
    # the coding line tells man-db the page is UTF-8 (the translated pages are not ASCII)
    return ["'\\\" -*- coding: UTF-8 -*-",
            f'.TH {name.upper()} 6 "" "{rules.APP_NAME} {rules.version()}" "Games"']


def manual_page(lang: str = "en") -> str:
    """``thousand(6)`` in ``lang``: what the program is, its options (those of the README,
    ``thousand --help``) and where it keeps its files."""
    t = MAN_TEXTS[lang]
    langs = "|".join(rf"\fI{code}\fR" for code in rules.languages())
    summary = installers.SUMMARY if lang == "en" else installers.SUMMARIES[lang]
    description = installers.DESCRIPTION if lang == "en" else installers.DESCRIPTIONS[lang]
    return "\n".join([
        *_man_header(rules.NAME),
        f".SH {t['NAME']}",
        f"{rules.NAME} \\- {_man_escape(summary)}",
        f".SH {t['SYNOPSIS']}",
        f".B {rules.NAME}",
        rf"[\fB\-\-language\fR {langs}] [\fB\-\-data\-dir\fR \fIDIR\fR] "
        r"[\fB\-\-smoke\-test\fR]",
        f".SH {t['DESCRIPTION']}",
        _man_escape(description),
        ".PP",
        _man_escape(t["network"]),
        f".SH {t['OPTIONS']}",
        ".TP", rf"\fB\-\-language\fR {langs}",
        _man_escape(t["language"]),
        ".TP", r"\fB\-\-data\-dir\fR \fIDIR\fR",
        _man_escape(t["data-dir"]),
        ".TP", r"\fB\-\-smoke\-test\fR",
        _man_escape(t["smoke-test"]),
        f".SH {t['FILES']}",
        ".TP", rf"\fI{_man_escape(CONFIG_DIR)}/\fR",
        _man_escape(t["config"]),
        ".TP", rf"\fI{_man_escape(DATA_DIR)}/\fR",
        _man_escape(t["data"]),
        f".SH {t['SEE ALSO']}",
        r"\fBthousand\-server\fR(6), \fBthousand\-replay\fR(6)",
        "",
    ])


#: The commands' man pages: (what it does, its synopsis, its description).
COMMAND_PAGES = {
    "thousand-server": (
        "host a network game of Thousand without a window",
        r"\fB\-\-game\fR \fIcards\fR|\fIdice\fR \fB\-\-players\fR \fIN\fR "
        r"[\fB\-\-people\fR \fIK\fR] [\fB\-\-rules\fR \fIFILE\fR] "
        r"[\fB\-\-port\fR \fIP\fR] [\fB\-\-bind\fR \fIADDR\fR] "
        r"[\fB\-\-room\fR \fICODE\fR] [\fB\-\-announce\fR] [\fB\-\-resume\fR]",
        "Hosts a game of cards or dice for people who join from their own Thousand app over "
        "the network: it prints the room code and the port, lets computer players take the "
        "seats not open for people, logs to thousand.log in its data folder, saves after every "
        "move, continues after a crash with --resume and stops cleanly on SIGTERM. "
        "thousand-server --help lists every option."),
    "thousand-replay": (
        "replay a game record of Thousand and print its result",
        r"\fIFILE\fR",
        "Replays a game record of the card game or of the dice game and prints the result as "
        "JSON; exit status 2 with a one-line message for an invalid record or an illegal move."),
}


def command_manual_page(command: str) -> str:
    """``thousand-server(6)``, ``thousand-replay(6)``."""
    what, synopsis, description = COMMAND_PAGES[command]
    return "\n".join([
        *_man_header(command),
        ".SH NAME", f"{_man_escape(command)} \\- {what}",
        ".SH SYNOPSIS", f".B {_man_escape(command)}", synopsis,
        ".SH DESCRIPTION", _man_escape(description),
        ".SH SEE ALSO", r"\fBthousand\fR(6)",
        "",
    ])


#: The screenshots of the metainfo: (file in packaging/screenshots/, caption in each language).
#: Made by ``python -m thousand_app.screenshots_cli OUT --language en --size 1280x800``
#: (scenes start, trick-with-trump, dice-4-players).
SCREENSHOTS = (
    ("start.png", {"en": "The start screen: cards or dice, saved games, network play",
                   "ru": "Начальный экран: карты или кости, сохранённые игры, игра по сети",
                   "uk": "Початковий екран: карти або кості, збережені ігри, гра через мережу",
                   "pl": "Ekran startowy: karty lub kości, zapisane gry, gra przez sieć"}),
    ("cards.png", {"en": "The card game: a trick with trumps",
                   "ru": "Карточная игра: взятка с козырем",
                   "uk": "Карткова гра: взятка з козирем",
                   "pl": "Gra karciana: lewa z atutem"}),
    ("dice.png", {"en": "The dice game for four players: hot dice",
                  "ru": "Игра в кости на четверых: все кости в зачёт",
                  "uk": "Гра в кості на чотирьох: усі кості в залік",
                  "pl": "Gra w kości dla czterech graczy: gorące kości"}),
)


def screenshot_base_url(env: dict[str, str] | None = None) -> str | None:
    """Where the metainfo's screenshots are on the web (packaging/screenshots/ of the commit
    the package is built from), or None where the build does not know.

    AppStream wants each screenshot as an http(s) address: software centres download them,
    and a picture inside the package would not do.  The project has no website, so the
    pictures live in the repository and the address is the repository's file at the built
    commit, which stays what it was: ``THOUSAND_SCREENSHOTS_URL`` where the build says it, or
    GitHub's raw address of ``GITHUB_REPOSITORY`` at ``GITHUB_SHA`` in a GitHub Actions build
    (release.yml).  A local build, which knows no public address, writes no screenshots
    rather than an address that leads nowhere."""
    env = dict(os.environ) if env is None else env
    base = env.get("THOUSAND_SCREENSHOTS_URL", "").strip()
    if base:
        return base.rstrip("/") + "/"
    repo, sha = env.get("GITHUB_REPOSITORY", ""), env.get("GITHUB_SHA", "")
    if re.fullmatch(r"[\w.-]+/[\w.-]+", repo) and re.fullmatch(r"[0-9a-f]{40}", sha):
        return f"https://raw.githubusercontent.com/{repo}/{sha}/packaging/screenshots/"
    return None


def _xml(text: str) -> str:
    from xml.sax.saxutils import escape

    return escape(text)


def metainfo(screenshots_url: str | None = None, when: int | None = None) -> str:
    """The AppStream metainfo (``/usr/share/metainfo/<id>.metainfo.xml``): what software
    centres show, in the app's languages; screenshots where ``screenshots_url`` says where
    they are (:func:`screenshot_base_url`)."""
    langs = [lang for lang in rules.languages() if lang != "en"]

    def each(tag: str, en: str, others: dict[str, str], indent: str = "  ") -> list[str]:
        return ([f"{indent}<{tag}>{_xml(en)}</{tag}>"]
                + [f'{indent}<{tag} xml:lang="{lang}">{_xml(others[lang])}</{tag}>'
                   for lang in langs if lang in others])

    names = {"ru": "Тысяча", "uk": "Тисяча", "pl": "Tysiąc"}
    summary = installers.SUMMARY[0].upper() + installers.SUMMARY[1:]
    summaries = {k: v[0].upper() + v[1:] for k, v in installers.SUMMARIES.items()}
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             f"<!-- {rules.APP_NAME}: made by packaging/debian.py (metainfo) -->",
             '<component type="desktop-application">',
             f"  <id>{rules.BUNDLE_ID}</id>",
             "  <metadata_license>CC0-1.0</metadata_license>",
             "  <project_license>GPL-3.0-or-later</project_license>",
             *each("name", rules.APP_NAME, names),
             *each("summary", summary, summaries),
             f"  <developer_name>{_xml(installers.PUBLISHER)}</developer_name>",
             "  <description>",
             *each("p", installers.DESCRIPTION, installers.DESCRIPTIONS, "    "),
             "  </description>",
             f'  <launchable type="desktop-id">{rules.NAME}.desktop</launchable>',
             "  <provides>",
             *(f"    <binary>{b}</binary>" for b in (rules.NAME, *rules.COMMANDS)),
             "  </provides>",
             "  <categories>",
             "    <category>Game</category>",
             "    <category>CardGame</category>",
             "    <category>BoardGame</category>",
             "  </categories>",
             "  <keywords>",
             *(f"    <keyword>{k}</keyword>" for k in ("1000", "thousand", "cards", "dice",
                                                      "trick-taking")),
             "  </keywords>",
             "  <supports>",
             '    <control>pointing</control>',
             '    <control>keyboard</control>',
             "  </supports>",
             '  <requires><display_length compare="ge">768</display_length></requires>']
    if screenshots_url:
        lines.append("  <screenshots>")
        for i, (file, captions) in enumerate(SCREENSHOTS):
            kind = ' type="default"' if i == 0 else ""
            lines += [f"    <screenshot{kind}>",
                      *each("caption", captions["en"], captions, "      "),
                      f'      <image type="source" width="1280" height="800">'
                      f"{_xml(screenshots_url + file)}</image>",
                      "    </screenshot>"]
        lines.append("  </screenshots>")
    lines += ['  <content_rating type="oars-1.1">',
              # the chat of network games: people's own words, not moderated
              '    <content_attribute id="social-chat">intense</content_attribute>',
              "  </content_rating>",
              "  <releases>",
              f'    <release version="{rules.version()}" date="'
              f'{time.strftime("%Y-%m-%d", time.gmtime(release_time() if when is None else when))}"/>',
              "  </releases>",
              "</component>", ""]
    return "\n".join(lines)


#: What lintian says of the package that is so by design, each with its reason (the file
#: ``/usr/share/lintian/overrides/thousand``; tests/packaging/test_deb.py runs lintian).
LINTIAN_OVERRIDES: dict[str, str] = {
    "embedded-library": "The frozen app (PyInstaller) carries the libraries it was built and "
                        "tested with (zlib, libpng, freetype, expat, bzip2, libjpeg in Qt's "
                        "plugin), so that one package runs on every distribution; a new "
                        "version of the package brings their fixes.",
    "library-not-linked-against-libc": "Python's extension modules _statistics and _uuid, "
                                       "as the build's Python made them: they call nothing "
                                       "of libc.",
    "package-section-games-but-contains-no-game": "The launchers are in /usr/bin, not "
                                                  "/usr/games: the README and the man pages "
                                                  "give thousand, thousand-server and "
                                                  "thousand-replay as commands, and "
                                                  "/usr/games is not in every PATH (root's, "
                                                  "a server's).",
}


def lintian_overrides() -> str:
    return "".join(f"# {why}\n{rules.NAME}: {tag}\n" for tag, why in LINTIAN_OVERRIDES.items())


def release_time() -> int:
    """When this version was made: ``SOURCE_DATE_EPOCH``, else the last commit's time, else now."""
    if os.environ.get("SOURCE_DATE_EPOCH", "").isdigit():
        return int(os.environ["SOURCE_DATE_EPOCH"])
    try:
        out = subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=rules.ROOT,
                             capture_output=True, text=True, timeout=30).stdout.strip()
        if out.isdigit():
            return int(out)
    except (OSError, subprocess.SubprocessError):
        pass
    return int(time.time())


def changelog(ver: str | None = None, when: int | None = None) -> str:
    """The package's changelog (Debian's format): one entry for this version."""
    ver = ver or rules.version()
    date = formatdate(release_time() if when is None else when, usegmt=False)
    return (f"{rules.NAME} ({debian_version(ver)}) stable; urgency=medium\n\n"
            f"  * {rules.APP_NAME} {ver}, built from the project's source tree with PyInstaller.\n\n"
            f" -- {installers.maintainer()}  {date}\n")


def _put(root: Path, rel: str, data: bytes | str, mode: int = 0o644) -> None:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    path.chmod(mode)


def stage(frozen: Path, root: Path) -> None:
    """Lay out the package's files under ``root`` (``root/DEBIAN`` comes later)."""
    if root.exists():
        shutil.rmtree(root)
    app = root / PREFIX
    app.mkdir(parents=True)
    for item in ("_internal", rules.NAME, *rules.COMMANDS):  # not the tarball's extras
        src = frozen / item
        if src.is_dir():
            shutil.copytree(src, app / item, symlinks=True)
        elif item != rules.NAME and src.is_file() and filecmp.cmp(src, app / rules.NAME,
                                                                 shallow=False):
            os.link(app / rules.NAME, app / item)   # the same program: carried once
        elif src.is_file():
            shutil.copy2(src, app / item)
    for program in (rules.NAME, *rules.COMMANDS):
        if (app / program).is_file():
            _put(root, f"usr/bin/{program}", launcher(program), 0o755)
    here = Path(__file__).resolve().parent
    _put(root, f"usr/share/applications/{rules.NAME}.desktop",
         (here / "linux" / f"{rules.NAME}.desktop").read_bytes())
    _put(root, f"usr/share/metainfo/{rules.BUNDLE_ID}.metainfo.xml",
         metainfo(screenshot_base_url()))
    for size in ICON_SIZES:
        _put(root, f"usr/share/icons/hicolor/{size}x{size}/apps/{rules.NAME}.png",
             (rules.ICONS / f"{rules.NAME}-{size}.png").read_bytes())
    _put(root, f"usr/share/icons/hicolor/scalable/apps/{rules.NAME}.svg",
         (rules.ICONS / f"{rules.NAME}.svg").read_bytes())
    _put(root, f"{DOC}/copyright", copyright_file())
    _put(root, f"{DOC}/changelog.gz",
         gzip.compress(changelog().encode(), compresslevel=9, mtime=0))
    _put(root, f"usr/share/lintian/overrides/{rules.NAME}", lintian_overrides())
    for lang in MAN_TEXTS:
        folder = "usr/share/man" + ("" if lang == "en" else f"/{lang}")
        _put(root, f"{folder}/man6/{rules.NAME}.6.gz",
             gzip.compress(manual_page(lang).encode(), compresslevel=9, mtime=0))
    for command in rules.COMMANDS:
        _put(root, f"usr/share/man/man6/{command}.6.gz",
             gzip.compress(command_manual_page(command).encode(), compresslevel=9, mtime=0))
    # what Debian expects of a package's files: folders 755, programs 755, the rest (shared
    # libraries too: they are not run) 644
    for path in root.rglob("*"):
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        else:
            program = path.stat().st_mode & 0o111 and ".so" not in path.name
            path.chmod(0o755 if program else 0o644)


def installed_size(root: Path) -> int:
    """``Installed-Size`` in KiB, as dpkg-gencontrol counts: each file rounded up, 1 for
    each directory and link."""
    total = 0
    seen: set[tuple[int, int]] = set()
    for path in root.rglob("*"):
        if path.is_symlink() or path.is_dir():
            total += 1
        elif (path.stat().st_dev, path.stat().st_ino) not in seen:   # a hard link: once
            seen.add((path.stat().st_dev, path.stat().st_ino))
            total += -(-path.stat().st_size // 1024)
    return total


def md5sums(root: Path) -> str:
    lines = []
    for path in _files(root):
        rel = path.relative_to(root).as_posix()
        lines.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {rel}\n")
    return "".join(lines)


def build_deb(frozen: Path, dist: Path, work: Path, compression: str = "xz") -> Path:
    """Build ``dist/thousand_<version>_<arch>.deb`` from PyInstaller's folder ``frozen``."""
    if not shutil.which("dpkg-deb"):
        raise SystemExit("dpkg-deb is needed to build the .deb (apt-get install dpkg)")
    root = work / "deb-root"
    stage(frozen, root)
    deps = depends(root / PREFIX, root)
    sums = md5sums(root)
    size = installed_size(root)
    _put(root, "DEBIAN/control", control(deps, size))
    _put(root, "DEBIAN/md5sums", sums)
    (root / "DEBIAN").chmod(0o755)
    dist.mkdir(parents=True, exist_ok=True)
    target = dist / deb_name()
    target.unlink(missing_ok=True)
    cmd = ["dpkg-deb", "--root-owner-group", f"-Z{compression}", "--build", str(root), str(target)]
    print("+ " + " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, env=dict(os.environ, SOURCE_DATE_EPOCH=str(release_time())))
    print(f"Depends: {', '.join(deps)}", flush=True)
    who = installers.maintainer()
    if installers.reserved_address(who):
        print(f"warning: the maintainer {who} is in a domain that reaches nobody: set "
              "DEBFULLNAME and DEBEMAIL to the person who answers for the package", flush=True)
    return target
