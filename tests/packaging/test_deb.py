"""The Debian package of the real build: its fields and files, then installed, run and removed.

Reuses the build of ``test_build.py`` (``conftest.frozen_build``: one build per
test run).  The install test needs dpkg and root (CI has both): it runs
``apt-get install ./thousand_<version>_<arch>.deb``, ``thousand --smoke-test``
from ``/usr/bin`` (Qt offscreen), ``apt-get remove thousand``, and compares the
file lists before and after (``packaging/smoke_test.py``'s ``smoke_test_deb``).
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from .conftest import Build, deb_wanted, load

pytestmark = pytest.mark.slow

rules = load("bundle_rules")
debian = load("debian")
smoke = load("smoke_test")


@pytest.fixture(scope="module")
def deb(frozen_build: Build) -> Path:
    if not deb_wanted():
        pytest.skip("a .deb is built on Linux with dpkg-deb only")
    assert frozen_build.returncode == 0, frozen_build.output[-4000:]
    assert frozen_build.deb is not None, frozen_build.output[-4000:]
    return frozen_build.deb


def fields(deb: Path) -> dict[str, str]:
    out = subprocess.run(["dpkg-deb", "--field", str(deb)], capture_output=True, text=True,
                         check=True).stdout
    found: dict[str, str] = {}
    for line in out.splitlines():
        if line[:1] not in (" ", "\t") and ":" in line:
            key, value = line.split(":", 1)
            found[key] = value.strip()
    return found


def contents(deb: Path) -> dict[str, str]:
    """Path (without the leading ``.``) -> ``ls -l`` style mode string."""
    out = subprocess.run(["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True,
                         check=True).stdout
    found = {}
    for line in out.splitlines():
        parts = line.split()
        path = parts[5].removeprefix(".")
        found[path.rstrip("/") or "/"] = parts[0]
    return found


def test_deb_fields(deb: Path, frozen_build: Build) -> None:
    f = fields(deb)
    assert deb.name == f"thousand_{f['Version']}_{f['Architecture']}.deb"
    assert f["Package"] == "thousand" and f["Version"] == debian.debian_version(rules.version())
    assert f["Architecture"] == debian.architecture()
    assert f["Section"] == "games" and f["Priority"] == "optional"
    assert "<" in f["Maintainer"] and f["Maintainer"].endswith(">")
    assert f["Description"] and len(f["Description"]) < 80
    depends = [d.strip() for d in f["Depends"].split(",")]
    names = {d.split()[0] for d in depends}
    # not bundled by PyInstaller: glibc, libGL/libEGL (the system's drivers), libxcb itself
    assert {"libc6", "libgl1", "libegl1", "libxcb1", "libfontconfig1", "libxkbcommon0"} <= names
    assert any(d.startswith("libc6 (>= 2.") for d in depends)
    assert f["Recommends"] == ", ".join(debian.RECOMMENDS)
    root = frozen_build.work / "deb-root"          # what dpkg-deb packed (a hard link once)
    unpacked = sum(size for _ino, size in {
        (p.stat().st_ino, p.stat().st_size) for p in root.rglob("*")
        if p.is_file() and not p.is_symlink() and "DEBIAN" not in p.parts})
    assert int(f["Installed-Size"]) * 1024 >= unpacked > int(f["Installed-Size"]) * 1024 * 0.9


def test_deb_files(deb: Path) -> None:
    files = contents(deb)
    for path in ("/usr/lib/thousand/thousand", "/usr/bin/thousand",
                 "/usr/bin/thousand-server", "/usr/bin/thousand-replay",
                 "/usr/lib/thousand/thousand-server", "/usr/lib/thousand/thousand-replay",
                 f"/usr/share/metainfo/{rules.BUNDLE_ID}.metainfo.xml",
                 "/usr/share/man/ru/man6/thousand.6.gz",
                 "/usr/share/man/man6/thousand-server.6.gz",
                 "/usr/share/applications/thousand.desktop",
                 "/usr/share/icons/hicolor/scalable/apps/thousand.svg",
                 "/usr/share/doc/thousand/copyright", "/usr/share/doc/thousand/changelog.gz",
                 "/usr/share/man/man6/thousand.6.gz",
                 "/usr/lib/thousand/_internal/thousand_app/ui/data/cards/thousand.svg"):
        assert path in files, path
    for size in debian.ICON_SIZES:
        assert f"/usr/share/icons/hicolor/{size}x{size}/apps/thousand.png" in files
    assert files["/usr/bin/thousand"].startswith("-rwxr-xr-x")
    assert files["/usr/lib/thousand/thousand"].startswith("-rwxr-xr-x")
    assert files["/usr/lib/thousand/thousand-server"].startswith("hrwxr-xr-x")  # a hard link
    assert not any(p == "/opt" or p.startswith("/opt/") for p in files)   # Policy 9.1.1
    assert files["/usr/share/doc/thousand/copyright"].startswith("-rw-r--r--")
    assert all(mode.startswith(("-rw-r--r--", "l")) for path, mode in files.items()
               if ".so" in path.rsplit("/", 1)[-1])
    # the tarball's own extras stay out: the package puts them where the system looks
    assert not any(p.startswith("/usr/lib/thousand/") and p.count("/") == 4
                   and p.rsplit("/", 1)[1] in ("install.sh", "thousand.desktop", "icons")
                   for p in files)


def test_lintian_finds_no_error(deb: Path) -> None:
    """lintian on the built .deb: no error.  What it still warns of, by design:
    hardening-no-pie (PyInstaller's bootloader, the three programs, is not built as PIE) and
    shared-library-lacks-prerequisites (Python's extension modules and libicudata link to no
    library); the overrides and their reasons are debian.LINTIAN_OVERRIDES."""
    tool = shutil.which("lintian")
    if tool is None:
        if os.environ.get("CI"):
            pytest.fail("lintian is not installed: .ci/run installs it")
        pytest.skip("lintian is not installed")
    result = subprocess.run([tool, "--tag-display-limit", "0", str(deb)], capture_output=True,
                            text=True, timeout=600)
    print(result.stdout)
    errors = [line for line in result.stdout.splitlines() if line.startswith("E: ")]
    assert errors == [], "\n".join(errors[:30])
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]


def test_install_run_and_remove_the_deb(deb: Path) -> None:
    why = smoke.deb_problem_to_skip()
    if why:
        pytest.skip(why)
    problems = smoke.smoke_test_deb(deb)
    assert problems == []
    assert smoke.PACKAGE not in smoke.installed_packages()
