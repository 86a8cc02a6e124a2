#!/usr/bin/env python3
"""Smoke-test a built package: unpack it, run the frozen app's ``--smoke-test``, check what it left.

    python packaging/smoke_test.py                       # dist/'s package for this platform
    python packaging/smoke_test.py dist/thousand-0.1.0-linux-x86_64.tar.gz
    xvfb-run -a python packaging/smoke_test.py --platform xcb   # a real X server
    python packaging/smoke_test.py --installer           # dist/'s installer for this platform
    sudo python packaging/smoke_test.py dist/thousand_0.1.0_amd64.deb

The app builds its main window, checks that both decks, every shipped
translation, the sounds and the dice players' solved table load, lets computer
players play a complete deal, opens its review and analyses decisions on worker
processes (spawned copies of the program), lets computer players play a dice game
(``hard`` by its solved table) and exits 0, or 1 naming the stage and what failed
(its watchdog exits 1 after 120 s).  Qt runs offscreen unless ``--platform`` says
otherwise.  This script then checks the exit status, that the app's log in the
data folder says ``smoke test: ok`` (a windowed build on Windows has no stdout:
the log is where its report goes) and, for Linux, that the desktop entry and
icons are in the package.  Exit status 0 when all is well.

An installer is tested where a player would have it (:func:`smoke_test_installer`):

- ``.deb`` (root, dpkg): ``apt-get install ./thousand_<version>_<arch>.deb``,
  ``thousand --smoke-test`` from ``/usr/bin``, ``apt-get remove thousand``, and
  nothing of it may be left (the file lists before and after are compared);
- ``Thousand-Setup-<version>.exe`` (Windows): a silent per-user install
  (``/VERYSILENT /CURRENTUSER``) into a temporary folder with the desktop
  shortcut, the installed ``thousand.exe --smoke-test``, the uninstall entry and
  shortcuts checked, then a silent uninstall that must leave nothing;
- ``Thousand-<version>.dmg`` (macOS): mounted, its ``Applications`` link
  checked, ``Thousand.app`` copied out, its signature, bundle identifier and
  version checked and its program run with ``--smoke-test``.
"""

from __future__ import annotations

import argparse
import os
import plistlib
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from build import archive_path, executable, installer_path, unpack  # noqa: E402
import bundle_rules as rules  # noqa: E402
import installers  # noqa: E402

LINUX_FILES = ("thousand.desktop", "install.sh", "thousand.png",
               "icons/hicolor/48x48/apps/thousand.png", "icons/hicolor/scalable/apps/thousand.svg")


def run_frozen(program: Path, data_dir: Path, platform: str, timeout: float = 180,
               extra_env: dict[str, str] | None = None) -> tuple[int, str]:
    """Run ``program --smoke-test``; its exit status and its log's ``smoke test:`` lines."""
    env = dict(os.environ, QT_QPA_PLATFORM=platform, **(extra_env or {}))
    try:
        result = subprocess.run([str(program), "--smoke-test", "--data-dir", str(data_dir)],
                                env=env, capture_output=True, text=True, timeout=timeout)
        code, output = result.returncode, result.stdout + result.stderr
    except subprocess.TimeoutExpired as exc:
        err = exc.stderr or b""
        text = err.decode(errors="replace") if isinstance(err, bytes) else err
        code, output = -1, f"no exit within {timeout} s\n{text}"
    log = data_dir / "data" / "thousand.log"
    logged = log.read_text(encoding="utf-8", errors="replace") if log.is_file() else ""
    lines = [line for line in (output + logged).splitlines() if "smoke test:" in line]
    if code != 0:
        lines += ["--- output ---", output[-3000:], "--- log ---", logged[-3000:]]
    return code, "\n".join(lines)


def run_checked(program: Path, data_dir: Path, platform: str) -> list[str]:
    """Run ``program --smoke-test`` (:func:`run_frozen`), print its report; the problems."""
    code, report = run_frozen(program, data_dir, platform)
    print(report)
    if code != 0:
        return [f"{program} --smoke-test exited with {code}"]
    if "smoke test: ok" not in report:
        return ["the app's log does not say 'smoke test: ok'"]
    return []


def run_commands(programs: dict[str, Path]) -> list[str]:
    """Run each command of the package (``thousand-server``, ``thousand-replay``: the program
    files of :data:`bundle_rules.COMMANDS`) as the docs give it; the problems.

    ``thousand-server --help`` prints its usage, ``thousand-replay`` of a file that is no
    record says so in one line with exit status 2: each ran its own command, not the app.
    Where ``programs`` names the app too, its ``--help`` speaks of both games (in Ukrainian:
    the translations are in the package)."""
    problems = []
    with tempfile.TemporaryDirectory(prefix="thousand-commands-") as tmp:
        record = Path(tmp) / "not-a-record.json"
        record.write_text("not JSON\n", encoding="utf-8")
        checks = {"thousand-server": (["--help"], 0, "usage: thousand-server"),
                  "thousand-replay": ([str(record)], 2, "record: not valid JSON"),
                  rules.NAME: (["--help", "--language", "uk"], 0, "гра в кості")}
        # the app's own --help too, where it has a console (Windows' windowed program has none)
        names = [*rules.COMMANDS, *([rules.NAME] if rules.NAME in programs else [])]
        for name in names:
            program = programs.get(name)
            if program is None or not program.exists():
                problems.append(f"the package has no {name} ({program})")
                continue
            args, code, said = checks[name]
            try:
                result = subprocess.run([str(program), *args], capture_output=True, text=True,
                                        timeout=120, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
            except subprocess.TimeoutExpired:
                problems.append(f"{name} {' '.join(args)} did not exit within 120 s")
                continue
            output = result.stdout + result.stderr
            print(f"+ {program} {' '.join(args)}: exit {result.returncode}: "
                  f"{output.strip().splitlines()[0] if output.strip() else '(nothing)'}")
            if result.returncode != code or said not in " ".join(output.split()):
                problems.append(f"{name} {' '.join(args)} exited with {result.returncode}, "
                                f"not {code} with {said!r}:\n{output[-1500:]}")
    return problems


def commands_beside(program: Path) -> dict[str, Path]:
    """The command programs in the folder of the app's ``program`` (the archives, Windows),
    and the app itself where it has a console (not Windows' windowed program)."""
    ext = ".exe" if program.suffix == ".exe" else ""
    found = {name: program.with_name(name + ext) for name in rules.COMMANDS}
    return found if ext else {**found, rules.NAME: program}


def verdict(name: str, problems: list[str], platform: str) -> int:
    """Print the problems and the verdict; the exit status (0: passed)."""
    for problem in problems:
        print(f"FAILED: {problem}")
    print(f"{name}: {'FAILED' if problems else 'passed'} ({platform})")
    return 1 if problems else 0


def smoke_test(archive: Path, platform: str = "offscreen") -> int:
    """Unpack ``archive`` into a temporary folder and smoke-test it; 0 when it passed."""
    with tempfile.TemporaryDirectory(prefix="thousand-package-") as tmp:
        top = unpack(archive, Path(tmp) / "unpacked")
        problems = []
        if archive.name.endswith(".tar.gz"):
            problems += [f"{name} is missing" for name in LINUX_FILES if not (top / name).exists()]
        problems += run_checked(executable(top), Path(tmp) / "home", platform)
        problems += run_commands(commands_beside(executable(top)))
    return verdict(archive.name, problems, platform)


# --- installers --------------------------------------------------------------------------------

#: Where the .deb puts files (and dpkg its records): compared before installing and after removal.
DEB_ROOTS = ("/opt", "/usr/lib/thousand", "/usr/bin", "/usr/share/applications",
             "/usr/share/icons/hicolor", "/usr/share/metainfo", "/usr/share/doc", "/usr/share/man",
             "/usr/share/pixmaps", "/var/lib/dpkg/info")
#: Caches the system's dpkg triggers rebuild for every package (not the package's files).
SYSTEM_CACHES = frozenset({"icon-theme.cache", "mimeinfo.cache", "desktop.cache"})
PACKAGE = rules.NAME


def file_list(roots: tuple[str, ...] = DEB_ROOTS) -> set[str]:
    """Every path (files, folders, links) under ``roots``, less the system's caches."""
    found: set[str] = set()
    for root in roots:
        for folder, dirs, files in os.walk(root):
            found.add(folder)
            found.update(os.path.join(folder, n) for n in dirs + files
                         if n not in SYSTEM_CACHES)
    return found


def _cmd(cmd: list[str], timeout: float = 600) -> subprocess.CompletedProcess[str]:
    print("+ " + " ".join(cmd), flush=True)
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env)


def installed_packages() -> set[str]:
    out = _cmd(["dpkg-query", "-W", "-f", "${db:Status-Abbrev} ${Package}\n"]).stdout
    return {line.split()[1] for line in out.splitlines() if line.startswith("ii ")}


def package_files(*packages: str) -> set[str]:
    """``dpkg -L``: the paths the installed ``packages`` own."""
    if not packages:
        return set()
    result = _cmd(["dpkg", "-L", *packages])
    return {line for line in result.stdout.splitlines() if line.startswith("/")}


def deb_problem_to_skip() -> str | None:
    """Why a .deb cannot be installed here (no dpkg, not root, installed already), or None."""
    if not shutil.which("dpkg"):
        return "dpkg is not installed"
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return "installing a .deb needs root"
    if PACKAGE in installed_packages():
        return f"the package {PACKAGE} is installed already (remove it first: apt-get remove {PACKAGE})"
    return None


def smoke_test_deb(deb: Path, platform: str = "offscreen") -> list[str]:
    """Install ``deb`` as a player would, run ``/usr/bin/thousand --smoke-test``, remove it and
    check that it left nothing behind.  Returns the problems found (empty: passed).

    One at a time on a machine (a lock file): two test runs must not install and remove the
    same package under each other.
    """
    if sys.platform == "win32":
        raise RuntimeError("a .deb is installed on Linux")
    import fcntl

    with open(Path(tempfile.gettempdir()) / "thousand-deb-smoke-test.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        why = deb_problem_to_skip()
        return [why] if why else _install_run_remove(deb, platform)


def _install_run_remove(deb: Path, platform: str) -> list[str]:
    problems: list[str] = []
    apt = shutil.which("apt-get")
    packages_before = installed_packages()
    before = file_list()
    if apt:  # apt fetches missing dependencies; a path with a slash is a package file
        install = [apt, "install", "-y", "--no-install-recommends",
                   "-o", "DPkg::Lock::Timeout=300", str(deb.resolve())]
        remove = [apt, "remove", "-y", "-o", "DPkg::Lock::Timeout=300", PACKAGE]
    else:
        install, remove = ["dpkg", "-i", str(deb.resolve())], ["dpkg", "-r", PACKAGE]
    result = _cmd(install)
    if result.returncode != 0:
        return [f"{' '.join(install)} failed:\n{result.stdout[-2000:]}{result.stderr[-2000:]}"]
    owned: set[str] = set()
    try:
        owned = package_files(PACKAGE)
        pulled = installed_packages() - packages_before - {PACKAGE}
        print(f"{PACKAGE} installed {len(owned)} paths; dependencies installed: "
              f"{', '.join(sorted(pulled)) or 'none'}")
        program = f"/usr/bin/{PACKAGE}"  # not PATH's first: a virtual environment has its own
        expected = [program, f"/usr/lib/{PACKAGE}/{PACKAGE}",
                    *(f"/usr/bin/{name}" for name in rules.COMMANDS),
                    *(f"/usr/share/man/man6/{name}.6.gz" for name in rules.COMMANDS),
                    f"/usr/share/metainfo/{rules.BUNDLE_ID}.metainfo.xml",
                    f"/usr/share/applications/{PACKAGE}.desktop",
                    f"/usr/share/icons/hicolor/48x48/apps/{PACKAGE}.png",
                    f"/usr/share/icons/hicolor/scalable/apps/{PACKAGE}.svg",
                    f"/usr/share/doc/{PACKAGE}/copyright", f"/usr/share/doc/{PACKAGE}/changelog.gz",
                    f"/usr/share/man/man6/{PACKAGE}.6.gz"]
        problems += [f"{path} is not installed" for path in expected
                     if path not in owned or not os.path.lexists(path)]
        with tempfile.TemporaryDirectory(prefix="thousand-deb-") as tmp:
            problems += run_checked(Path(program), Path(tmp) / "home", platform)
        problems += run_commands({name: Path(f"/usr/bin/{name}")
                                  for name in (rules.NAME, *rules.COMMANDS)})
    finally:
        result = _cmd(remove)
        if result.returncode != 0:
            problems.append(f"{' '.join(remove)} failed:\n{result.stderr[-2000:]}")
    if PACKAGE in installed_packages():
        problems.append(f"{PACKAGE} is still installed after {' '.join(remove)}")
    # what other packages brought meanwhile (the dependencies apt installed; another install
    # on this machine) is theirs: their files and dpkg's records of them
    others = sorted(installed_packages() - packages_before)
    records = tuple(f"/var/lib/dpkg/info/{name}{sep}" for name in others for sep in ".:")
    theirs = package_files(*others)
    left = sorted(p for p in file_list() - before - theirs if not p.startswith(records))
    # and of what dpkg -L listed: every file, and the folders that are the package's own
    left += sorted(p for p in owned if os.path.lexists(p) and p not in left
                   and (not os.path.isdir(p) or os.path.islink(p) or PACKAGE in Path(p).parts))
    problems += [f"left behind after removal: {path}" for path in left[:20]]
    return problems


def smoke_test_setup_exe(setup: Path, platform: str = "offscreen") -> list[str]:
    """Windows: install per user, silently, into a temporary folder (with the desktop
    shortcut), run the installed program's smoke test, check the uninstall entry and the
    shortcuts, uninstall silently and check that nothing is left."""
    if sys.platform != "win32":
        raise RuntimeError("the Windows installer is tested on Windows")
    import winreg

    problems: list[str] = []
    key = (r"Software\Microsoft\Windows\CurrentVersion\Uninstall"
           "\\{" + installers.INNO_APP_ID + "}_is1")
    try:  # the user's folders, where Windows says they are
        with winreg.OpenKey(winreg.HKEY_CURRENT_USER, r"Software\Microsoft\Windows"
                            r"\CurrentVersion\Explorer\Shell Folders") as k:
            start_menu = Path(winreg.QueryValueEx(k, "Programs")[0])
            desktop = Path(winreg.QueryValueEx(k, "Desktop")[0])
    except OSError:
        start_menu = Path(os.environ["APPDATA"]) / "Microsoft/Windows/Start Menu/Programs"
        desktop = Path(os.environ["USERPROFILE"]) / "Desktop"
    shortcuts = [start_menu / f"{installers.APP_NAME}.lnk", desktop / f"{installers.APP_NAME}.lnk"]
    with tempfile.TemporaryDirectory(prefix="thousand-setup-") as tmp:
        target = Path(tmp) / "Thousand"
        log = Path(tmp) / "setup.log"
        result = _cmd([str(setup), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", "/CURRENTUSER",
                       "/MERGETASKS=desktopicon", f"/DIR={target}", f"/LOG={log}"])
        if result.returncode != 0:
            text = log.read_text(errors="replace")[-3000:] if log.is_file() else ""
            return [f"{setup.name} exited with {result.returncode}\n{text}"]
        program = target / f"{rules.NAME}.exe"
        problems += [f"{path} is missing after the install" for path in [program, *shortcuts]
                     if not path.exists()]
        try:
            with winreg.OpenKey(winreg.HKEY_CURRENT_USER, key) as k:
                entry = {name: winreg.QueryValueEx(k, name)[0]
                         for name in ("DisplayName", "DisplayVersion", "UninstallString",
                                      "DisplayIcon", "Publisher")}
            print(f"Apps & features: {entry}")
            if entry["DisplayVersion"] != installers.version():
                problems.append(f"the uninstall entry says version {entry['DisplayVersion']}")
            uninstaller = entry["UninstallString"].strip('"')
        except OSError as exc:
            problems.append(f"no uninstall entry HKCU\\{key}: {exc}")
            uninstaller = str(next(target.glob("unins*.exe"), target / "unins000.exe"))
        problems += run_checked(program, Path(tmp) / "home", platform)
        problems += run_commands(commands_beside(program))
        result = _cmd([uninstaller, "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART"])
        # the uninstaller hands over to a copy of itself in %TEMP%: wait for it to finish
        deadline = time.monotonic() + 120
        while target.exists() and time.monotonic() < deadline:
            time.sleep(1)
        if target.exists():
            left = [str(p) for p in target.rglob("*")][:20]
            problems.append(f"{target} is still there after the uninstall: {left}")
        problems += [f"{path} is still there after the uninstall" for path in shortcuts
                     if path.exists()]
        try:
            winreg.OpenKey(winreg.HKEY_CURRENT_USER, key).Close()
            problems.append("the uninstall entry is still there after the uninstall")
        except OSError:
            pass
    return problems


def smoke_test_dmg(dmg: Path, platform: str = "offscreen") -> list[str]:
    """macOS: mount the disk image, check its Applications link, copy the app out as a player
    would, check its signature, identifier and version, run its smoke test."""
    problems: list[str] = []
    with tempfile.TemporaryDirectory(prefix="thousand-dmg-") as tmp:
        mount = Path(tmp) / "volume"
        mount.mkdir()
        _cmd(["hdiutil", "attach", "-nobrowse", "-readonly", "-noautoopen",
              "-mountpoint", str(mount), str(dmg)]).check_returncode()
        try:
            link = mount / "Applications"
            if not link.is_symlink() or os.readlink(link) != "/Applications":
                problems.append("the disk image has no link to /Applications")
            app = mount / f"{installers.APP_NAME}.app"
            if not app.is_dir():
                return problems + [f"{app.name} is not in the disk image"]
            copy = Path(tmp) / "Applications" / app.name
            copy.parent.mkdir()
            _cmd(["ditto", str(app), str(copy)]).check_returncode()
        finally:
            _cmd(["hdiutil", "detach", str(mount), "-force"])
        verify = _cmd(["codesign", "--verify", "--deep", "--strict", "--verbose=2", str(copy)])
        if verify.returncode != 0:
            problems.append(f"codesign --verify failed: {verify.stderr[-2000:]}")
        with open(copy / "Contents" / "Info.plist", "rb") as f:
            info = plistlib.load(f)
        wanted = {"CFBundleIdentifier": installers.BUNDLE_ID,
                  "CFBundleShortVersionString": installers.version(),
                  "CFBundleIconFile": "thousand.icns"}
        problems += [f"Info.plist: {k} is {info.get(k)!r}, not {v!r}"
                     for k, v in wanted.items() if info.get(k) != v]
        program = executable(copy)
        problems += run_checked(program, Path(tmp) / "home", platform)
        problems += run_commands(commands_beside(program))
    return problems


def smoke_test_installer(installer: Path, platform: str = "offscreen") -> int:
    """Test an installer (.deb, Setup .exe or .dmg) where it installs; 0 when it passed."""
    test = {".deb": smoke_test_deb, ".exe": smoke_test_setup_exe, ".dmg": smoke_test_dmg}.get(
        installer.suffix)
    if test is None:
        print(f"FAILED: {installer.name} is no installer this script knows")
        return 1
    return verdict(installer.name, test(installer.resolve(), platform), platform)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("archive", type=Path, nargs="?", default=None,
                   help="the package, or an installer (.deb, .exe, .dmg) "
                        "(default: this platform's package in dist/)")
    p.add_argument("--installer", action="store_true",
                   help="test dist/'s installer for this platform (the .deb on Linux: as root)")
    p.add_argument("--platform", default="offscreen",
                   help="Qt platform plugin: offscreen (default), xcb (under Xvfb), ...")
    args = p.parse_args(argv)
    dist = HERE.parent / "dist"
    archive = args.archive or (installer_path(dist) if args.installer else archive_path(dist))
    if not archive.is_file():
        p.error(f"{archive} does not exist: run python packaging/build.py "
                f"{'--installer ' if args.installer else ''}first")
    if archive.suffix in (".deb", ".exe", ".dmg"):
        return smoke_test_installer(archive, args.platform)
    return smoke_test(archive.resolve(), args.platform)


if __name__ == "__main__":
    sys.exit(main())
