#!/usr/bin/env python3
"""The Debian package: ``thousand_<version>_<arch>.deb`` from PyInstaller's folder, with ``dpkg-deb``.

    python packaging/build.py --deb           # builds the tarball and this package

What it holds:

- ``/opt/thousand/``: the frozen app (``thousand`` and ``_internal/``);
- ``/usr/bin/thousand``: a launcher that starts it;
- ``/usr/share/applications/thousand.desktop`` and the icon in
  ``/usr/share/icons/hicolor/<size>/apps/`` (PNG sizes and the scalable SVG);
- ``/usr/share/doc/thousand/copyright`` (machine-readable, GPL-3.0-or-later)
  and ``changelog.gz``.

``Depends`` is worked out from the bundle itself: every shared library an ELF
file in it links to (``DT_NEEDED``) that the bundle does not carry must come
from the system; :data:`SONAME_PACKAGES` names the package of each (``dpkg -S``
answers for one it lacks), glibc's version floor is the newest ``GLIBC_x.y``
symbol version the files ask for, and a few packages that libraries read data
from (fontconfig's configuration and fonts, the XKB keyboard data) are added.
Removal needs no maintainer scripts: the desktop and icon caches are refreshed
by the triggers of desktop-file-utils and hicolor-icon-theme.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import platform
import re
import shutil
import struct
import subprocess
import time
from email.utils import formatdate
from pathlib import Path
from typing import Iterable, Iterator

import bundle_rules as rules
import installers

PREFIX = f"opt/{rules.NAME}"
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


def depends(folder: Path) -> list[str]:
    """The ``Depends`` field's entries for the frozen app in ``folder``, sorted.

    Raises SystemExit when a needed library belongs to no known package.
    """
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


def launcher() -> str:
    """``/usr/bin/thousand``: runs the frozen app with the arguments given."""
    return f"#!/bin/sh\n# Starts {rules.APP_NAME}, installed in /{PREFIX}.\nexec /{PREFIX}/{rules.NAME} \"$@\"\n"


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
        "Maintainer": installers.MAINTAINER,
        "Installed-Size": str(installed_kib),
        "Depends": ", ".join(depends_on),
        "Recommends": "fonts-dejavu-core",
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


def manual_page() -> str:
    """``thousand(6)``: what the program is and its options (those of the README)."""
    ver = rules.version()
    langs = "|".join(rf"\fI{lang}\fR" for lang in rules.languages())
    return "\n".join([
        f'.TH {rules.NAME.upper()} 6 "" "{rules.APP_NAME} {ver}" "Games"',
        ".SH NAME",
        f"{rules.NAME} \\- {installers.SUMMARY}",
        ".SH SYNOPSIS",
        f".B {rules.NAME}",
        rf"[\fB\-\-language\fR {langs}] [\fB\-\-data\-dir\fR \fIDIR\fR] "
        r"[\fB\-\-smoke\-test\fR]",
        ".SH DESCRIPTION",
        installers.DESCRIPTION,
        ".SH OPTIONS",
        ".TP", rf"\fB\-\-language\fR {langs}",
        "The language of the window (default: the system's, or the one set in Settings).",
        ".TP", r"\fB\-\-data\-dir\fR \fIDIR\fR",
        "Keep settings, saves and statistics in DIR instead of the user's folders.",
        ".TP", r"\fB\-\-smoke\-test\fR",
        "A self-test: load the decks, translations, sounds and solved tables, let the "
        "computer play a deal, analyse it in the deal review and play a dice game; exit 0, "
        "or 1 naming what failed.",
        ".SH FILES",
        r"\fI~/.local/share/Thousand/\fR: settings, saves, statistics and \fIthousand.log\fR.",
        "",
    ])


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
            f" -- {installers.MAINTAINER}  {date}\n")


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
    app.parent.mkdir(parents=True)
    (app).mkdir()
    for item in (rules.NAME, "_internal"):       # not the tarball's desktop file, icons, install.sh
        src = frozen / item
        if src.is_dir():
            shutil.copytree(src, app / item, symlinks=True)
        else:
            shutil.copy2(src, app / item)
    _put(root, f"usr/bin/{rules.NAME}", launcher(), 0o755)
    here = Path(__file__).resolve().parent
    _put(root, f"usr/share/applications/{rules.NAME}.desktop",
         (here / "linux" / f"{rules.NAME}.desktop").read_bytes())
    for size in ICON_SIZES:
        _put(root, f"usr/share/icons/hicolor/{size}x{size}/apps/{rules.NAME}.png",
             (rules.ICONS / f"{rules.NAME}-{size}.png").read_bytes())
    _put(root, f"usr/share/icons/hicolor/scalable/apps/{rules.NAME}.svg",
         (rules.ICONS / f"{rules.NAME}.svg").read_bytes())
    _put(root, f"{DOC}/copyright", copyright_file())
    _put(root, f"{DOC}/changelog.gz",
         gzip.compress(changelog().encode(), compresslevel=9, mtime=0))
    _put(root, f"usr/share/man/man6/{rules.NAME}.6.gz",
         gzip.compress(manual_page().encode(), compresslevel=9, mtime=0))
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
    for path in root.rglob("*"):
        if path.is_symlink() or path.is_dir():
            total += 1
        else:
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
    deps = depends(root / PREFIX)
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
    return target
