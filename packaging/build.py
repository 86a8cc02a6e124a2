#!/usr/bin/env python3
"""Build the native package of Thousand for the platform this runs on, into ``dist/``.

    python packaging/build.py                 # build environment in build/packaging-venv
    python packaging/build.py --smoke-test    # ... and smoke-test the package it made
    python packaging/build.py --current-env   # use (and install into) this Python instead
    python packaging/build.py --installer     # ... and this platform's installer (--deb on Linux)

It makes (or reuses) a virtual environment with ``packaging/requirements.txt``
(PyInstaller and the app's pinned dependencies), runs ``packaging/thousand.spec``
(which compiles the translations from ``i18n/*.ts``), checks that the program holds every
module the app imports (``module_coverage.py``; a missing one fails the build) and packs
the result:

- Linux: ``dist/thousand-<version>-linux-<machine>.tar.gz``, a folder ``thousand/``
  with the program ``thousand``, ``thousand.desktop``, the icons and ``install.sh``
  (adds the game to the user's applications menu);
- Windows: ``dist/thousand-<version>-windows.zip``, a folder ``thousand/`` with ``thousand.exe``;
- macOS: ``dist/thousand-<version>-macos.zip``, ``Thousand.app`` (zipped by ``ditto``,
  which keeps the bundle's symbolic links), signed ad hoc (``codesign -s -``).

With ``--installer`` (on Linux also ``--deb``) it builds the platform's installer as well
(``installers.py`` and ``debian.py`` say what is in them):

- Linux: ``dist/thousand_<version>_<arch>.deb`` (``dpkg-deb``);
- Windows: ``dist/Thousand-Setup-<version>.exe`` (Inno Setup 6.3 or later: ``iscc``);
- macOS: ``dist/Thousand-<version>.dmg`` (``dmgbuild``, from ``requirements.txt``).
"""

from __future__ import annotations

import argparse
import filecmp
import os
import shutil
import subprocess
import sys
import tarfile
import time
import venv
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import bundle_rules as rules  # noqa: E402
import installers  # noqa: E402

ROOT = rules.ROOT


def archive_path(dist: Path) -> Path:
    """Where the package of this platform goes: ``dist/thousand-<version>-<platform>.<ext>``."""
    ext = ".tar.gz" if rules.platform_tag().startswith("linux") else ".zip"
    return dist / f"{rules.NAME}-{rules.version()}-{rules.platform_tag()}{ext}"


def run(cmd: list[str], **kwargs: object) -> None:
    print("+ " + " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, **kwargs)  # type: ignore[call-overload]


def build_python(venv_dir: Path | None, install: bool) -> str:
    """The Python that runs PyInstaller, with ``requirements.txt`` installed into it."""
    if venv_dir is None:
        python = sys.executable
    else:
        python = str(venv_dir / ("Scripts/python.exe" if os.name == "nt" else "bin/python"))
        if not Path(python).exists():
            print(f"+ creating the build environment {venv_dir}", flush=True)
            venv.EnvBuilder(with_pip=True, clear=True).create(venv_dir)
    if install:
        run([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
             "-r", str(HERE / "requirements.txt")])
    return python


def freeze(python: str, work: Path) -> Path:
    """Run the spec; returns the folder (or ``Thousand.app``) PyInstaller made."""
    out = work / "dist"
    run([python, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", str(out), "--workpath", str(work / "build"), str(HERE / "thousand.spec")],
        cwd=ROOT)
    app = out / f"{rules.APP_NAME}.app"
    return app if sys.platform == "darwin" else out / rules.NAME


def modules_packaged(python: str, folder: Path) -> bool:
    """Whether the frozen program holds every module the app imports (``module_coverage.py``,
    run by the build environment's Python, which has PyInstaller's archive reader); it prints
    the missing ones."""
    cmd = [python, str(HERE / "module_coverage.py"), str(executable(folder))]
    print("+ " + " ".join(cmd), flush=True)
    return subprocess.run(cmd).returncode == 0


def add_linux_files(folder: Path) -> None:
    """The desktop entry, the icons in the hicolor layout and ``install.sh`` beside the program."""
    for name in ("thousand.desktop", "install.sh"):
        shutil.copy2(HERE / "linux" / name, folder / name)
    (folder / "install.sh").chmod(0o755)
    icons = folder / "icons" / "hicolor"
    for png in rules.ICONS.glob("thousand-*.png"):
        size = png.stem.split("-")[1]
        if int(size) <= 512:
            (icons / f"{size}x{size}" / "apps").mkdir(parents=True, exist_ok=True)
            shutil.copy2(png, icons / f"{size}x{size}" / "apps" / "thousand.png")
    (icons / "scalable" / "apps").mkdir(parents=True, exist_ok=True)
    shutil.copy2(rules.ICONS / "thousand.svg", icons / "scalable" / "apps" / "thousand.svg")
    shutil.copy2(rules.ICONS / "thousand-256.png", folder / "thousand.png")
    link_commands(folder / rules.NAME, folder)


def link_commands(program: Path, folder: Path) -> None:
    """The commands' programs in ``folder`` (:data:`bundle_rules.COMMANDS`) as hard links of
    ``program`` where they are the same file (Linux: PyInstaller's console flag changes
    nothing there), so that the archive and the .deb carry the program once.  A hard link,
    not a symbolic one: the frozen program knows itself by its path, which a symbolic link
    would resolve to the app's."""
    for name in rules.COMMANDS:
        command = folder / name
        if command.is_file() and not command.samefile(program) and filecmp.cmp(
                command, program, shallow=False):
            command.unlink()
            os.link(program, command)


def installer_path(dist: Path) -> Path:
    """Where this platform's installer goes (``--installer``)."""
    if sys.platform.startswith("win"):
        return dist / installers.setup_name()
    if sys.platform == "darwin":
        return dist / installers.dmg_name()
    import debian

    return dist / debian.deb_name()


def build_installer(python: str, folder: Path, dist: Path, work: Path,
                    deb_compression: str = "xz") -> Path:
    """This platform's installer from PyInstaller's ``folder`` (or ``Thousand.app``)."""
    if sys.platform.startswith("win"):
        return installers.build_setup_exe(folder, dist, work)
    if sys.platform == "darwin":
        return installers.build_dmg(python, folder, dist, work)
    import debian

    return debian.build_deb(folder, dist, work, deb_compression)


def pack(folder: Path, target: Path) -> Path:
    """Pack ``folder`` (the archive's top folder) into ``target``; symbolic links stay links."""
    target.parent.mkdir(parents=True, exist_ok=True)
    target.unlink(missing_ok=True)
    if target.name.endswith(".tar.gz"):
        def owner(info: tarfile.TarInfo) -> tarfile.TarInfo:
            info.uid = info.gid = 0
            info.uname = info.gname = ""
            return info

        with tarfile.open(target, "w:gz", compresslevel=9) as tar:
            tar.add(folder, arcname=folder.name, filter=owner)
    elif sys.platform == "darwin":
        run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(folder), str(target)])
    else:
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
            for path in sorted(folder.rglob("*")):
                z.write(path, (folder.name / path.relative_to(folder)).as_posix())
    return target


def unpack(archive: Path, dest: Path) -> Path:
    """Unpack a package made by :func:`pack` into ``dest``; returns its top folder."""
    dest.mkdir(parents=True, exist_ok=True)
    if archive.name.endswith(".tar.gz"):
        with tarfile.open(archive) as tar:
            if hasattr(tarfile, "tar_filter"):  # Python 3.11.4 and later
                tar.extractall(dest, filter="tar")
            else:
                tar.extractall(dest)
            top = tar.getnames()[0].split("/")[0]
    elif sys.platform == "darwin":
        subprocess.run(["ditto", "-x", "-k", str(archive), str(dest)], check=True)
        top = next(p.name for p in dest.iterdir() if p.suffix == ".app")
    else:
        with zipfile.ZipFile(archive) as z:
            z.extractall(dest)
            top = z.namelist()[0].split("/")[0]
    return dest / top


def executable(folder: Path) -> Path:
    """The program inside an unpacked package (or PyInstaller's output folder)."""
    if folder.suffix == ".app":
        return folder / "Contents" / "MacOS" / rules.NAME
    return folder / (rules.NAME + (".exe" if os.name == "nt" else ""))


def folder_size(folder: Path) -> int:
    """Bytes of the files under ``folder`` (symbolic links not followed)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    where = p.add_mutually_exclusive_group()
    where.add_argument("--venv", type=Path, default=ROOT / "build" / "packaging-venv",
                       help="the build environment (made if missing; default: %(default)s)")
    where.add_argument("--current-env", action="store_true",
                       help="build with this Python, installing requirements.txt into it")
    p.add_argument("--no-install", action="store_true",
                   help="do not run pip (the build environment already has requirements.txt)")
    p.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the package goes")
    p.add_argument("--work", type=Path, default=ROOT / "build" / "packaging",
                   help="PyInstaller's work and output folders")
    p.add_argument("--smoke-test", action="store_true",
                   help="then unpack the package and run its --smoke-test (Qt offscreen)")
    p.add_argument("--installer", action="store_true",
                   help="also build this platform's installer: the .deb (Linux), "
                        "Thousand-Setup-<version>.exe (Windows), Thousand-<version>.dmg (macOS)")
    p.add_argument("--deb", action="store_true",
                   help="also build the Debian package (Linux; the same as --installer there)")
    p.add_argument("--deb-compression", choices=("xz", "gzip", "zstd", "none"), default="xz",
                   help="dpkg-deb's compression (default: %(default)s, the smallest; gzip is "
                        "ten times faster)")
    args = p.parse_args(argv)
    if args.deb and not sys.platform.startswith("linux"):
        p.error("--deb builds the Debian package: on Linux only (--installer is this platform's)")
    if sys.version_info < (3, 11):
        p.error("Python 3.11 or newer is needed")
    started = time.monotonic()
    python = build_python(None if args.current_env else args.venv.resolve(), not args.no_install)
    folder = freeze(python, args.work.resolve())
    if not modules_packaged(python, folder):
        return 1
    if sys.platform == "darwin":
        installers.sign_ad_hoc(folder)
    if sys.platform.startswith("linux"):
        import debian

        cleared = debian.clear_build_machine_runpaths(folder)
        print(f"library search paths of the build machine replaced by $ORIGIN: {cleared}",
              flush=True)
        add_linux_files(folder)
    archive = pack(folder, archive_path(args.dist.resolve()))
    print(f"{archive}: {archive.stat().st_size / 1e6:.1f} MB "
          f"(unpacked {folder_size(folder) / 1e6:.1f} MB), built in "
          f"{time.monotonic() - started:.0f} s", flush=True)
    if args.installer or args.deb:
        made = build_installer(python, folder, args.dist.resolve(), args.work.resolve(),
                               args.deb_compression)
        print(f"{made}: {made.stat().st_size / 1e6:.1f} MB, built in "
              f"{time.monotonic() - started:.0f} s", flush=True)
    if args.smoke_test:
        from smoke_test import smoke_test

        return smoke_test(archive)
    return 0


if __name__ == "__main__":
    sys.exit(main())
