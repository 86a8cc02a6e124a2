"""The README and the docs tell the truth about commands and links: every ``python -m X`` they
give names a module this checkout can run (found by ``importlib.util.find_spec``, never run;
one of ours has a ``__main__`` block, a package a ``__main__`` module), every script path
``python some/where.py`` exists, and every link from one document to another points at a file
there and, with ``#anchor``, at one of its headings.  After the layout move (old → new paths in
docs/developing.md) a command left with its old path fails here, not in a reader's terminal."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]

#: ``python -m X`` (also ``python3``, and with the module on the next line of the text).
MODULE = re.compile(r"\bpython3?\s+-m\s+([a-z_][\w.]*\w)")  # (not OLD, NEW)
#: ``python path/to/script.py`` (a relative path: an example's own file is not ours).
SCRIPT = re.compile(r"\bpython3?\s+((?:[\w.-]+/)+[\w.-]+\.py)\b")
#: ``[text](target)`` with a relative target (no scheme).
LINK = re.compile(r"\]\(((?![a-z]+:)[^)\s]+)\)")
MAIN_BLOCK = re.compile(r"""^if __name__ == ["']__main__["']:""", re.MULTILINE)


def commands(pattern: re.Pattern[str]) -> list[tuple[str, str]]:
    """(document, what the pattern names) for every match in the README and the docs."""
    return sorted({(doc.relative_to(ROOT).as_posix(), m.group(1))
                   for doc in DOCS for m in pattern.finditer(doc.read_text(encoding="utf-8"))})


#: Our top-level packages (the rest are other projects').
OURS = {"thousand_app", "research", "packaging", "tests", "i18n"}


def runnable(name: str) -> str | None:
    """Why ``python -m name`` would not start here (None: it would), without running it.
    Another project's module (``pip``, ``venv``) is only looked up on the path, past the
    import hooks: setuptools' hook, asked for ``pip``, stops providing its ``distutils`` in this
    process, and a later test of our build step (setuptools) then refuses to run."""
    if name.split(".")[0] not in OURS:
        found = importlib.machinery.PathFinder.find_spec(name.split(".")[0])
        return None if found is not None else "no such module"
    try:
        spec = importlib.util.find_spec(name)
    except (ImportError, ValueError) as exc:
        return f"its package does not import: {exc}"
    if spec is None:
        return "no such module"
    if spec.submodule_search_locations is not None:   # a package runs its __main__
        return None if runnable(name + ".__main__") is None else "a package without __main__"
    origin = Path(spec.origin or "")
    if origin.suffix == ".py" and ROOT in origin.parents:   # ours: it must do something
        if not MAIN_BLOCK.search(origin.read_text(encoding="utf-8")):
            return f"{origin.relative_to(ROOT)} has no `if __name__ == \"__main__\":` block"
    return None


def test_the_docs_give_commands() -> None:
    found = {name for _doc, name in commands(MODULE)}
    assert {"thousand_app", "thousand_app.cards.engine.bench", "research.dice.tune",
            "thousand_app.dice.ai.solver"} <= found


@pytest.mark.parametrize("doc, name", commands(MODULE))
def test_every_python_m_command_names_a_module(doc: str, name: str) -> None:
    problem = runnable(name)
    assert problem is None, f"{doc}: `python -m {name}`: {problem}"


@pytest.mark.parametrize("doc, path", commands(SCRIPT))
def test_every_script_path_exists(doc: str, path: str) -> None:
    assert (ROOT / path).is_file(), f"{doc}: `python {path}`: no such file"


def anchors(doc: Path) -> set[str]:
    """The anchors GitHub gives a document's headings (lower case, punctuation but ``-`` and
    ``_`` dropped, spaces to ``-``, a repeated one numbered)."""
    out: set[str] = set()
    in_code = False
    for line in doc.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            in_code = not in_code
        if in_code or not re.match(r"#{1,6} ", line):
            continue
        slug = re.sub(r"[^\w\- ]", "", line.lstrip("#").strip().lower()).replace(" ", "-")
        n, candidate = 0, slug
        while candidate in out:
            n += 1
            candidate = f"{slug}-{n}"
        out.add(candidate)
    return out


def links() -> list[tuple[str, str]]:
    return commands(LINK)


@pytest.mark.parametrize("doc, target", links())
def test_every_link_between_documents_arrives(doc: str, target: str) -> None:
    path, _, anchor = target.partition("#")
    file = (ROOT / doc).parent / path if path else ROOT / doc
    assert file.exists(), f"{doc}: link to {target}: no such file"
    if anchor and file.suffix == ".md":
        assert anchor in anchors(file), f"{doc}: link to {target}: no such heading"


def test_the_dice_docs_link_each_other() -> None:
    """The reference and the lab notebook of the dice game point at each other."""
    assert ("docs/dice.md", "dice-lab.md") in links()
    assert ("docs/dice-lab.md", "dice.md") in links()


def moved_commands() -> list[tuple[str, str]]:
    """(old, new) of the table "Commands whose module path changed in the layout move"."""
    text = (ROOT / "docs" / "developing.md").read_text(encoding="utf-8")
    table = text.split("## Commands whose module path changed in the layout move", 1)[1]
    return re.findall(r"^\| `([\w.]+)` \| `([\w.]+)` \|", table, re.MULTILINE)


def test_the_table_of_moved_commands_holds_every_one() -> None:
    moved = dict(moved_commands())
    assert len(moved) == 14
    assert moved["thousand_app.engine.bench"] == "thousand_app.cards.engine.bench"
    assert moved["thousand_app.dice.ai.tune"] == "research.dice.tune"


@pytest.mark.parametrize("old, new", moved_commands())
def test_a_moved_command_runs_from_its_new_path_only(old: str, new: str) -> None:
    assert runnable(new) is None, f"python -m {new}: {runnable(new)}"
    assert runnable(old) is not None, f"python -m {old} still runs"


def test_the_readme_names_every_system_library_qt_loads() -> None:
    """The ``pip install .`` route on Linux: the README's ``apt install`` line names the
    package of every X11 library Qt loads from the system (the list the app checks before
    starting, ``display.XCB_LIBRARIES``), the four a Debian 12 desktop lacked among them."""
    from thousand_app.ui.common.display import XCB_LIBRARIES

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    line = re.search(r"sudo apt install ((?:[\w.+-]+|\\\n)(?:[ \t]+(?:[\w.+-]+|\\\n))*)", text)
    assert line is not None
    named = set(line.group(1).replace("\\\n", " ").split())
    packages = {package for _lib, package in XCB_LIBRARIES}
    assert packages <= named, sorted(packages - named)
    assert {"libxcb-icccm4", "libxcb-keysyms1", "libxcb-image0", "libxcb-render-util0"} <= named


# --- the README's first two lines: install and start, install and test ---------------------

def readme_lines() -> tuple[str, str]:
    first, second = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()[:2]
    return first.strip(), second.strip()


def test_the_readme_opens_with_the_two_commands_ci_runs() -> None:
    """Line 1 installs into a virtual environment made in the same line and starts the app;
    line 2 does the same with the test extra and runs the whole suite on every core (no
    selection, nothing after pytest that could hide its exit status: 5, no test collected,
    fails CI too), and
    ``.ci/run`` evaluates that line as it stands."""
    first, second = readme_lines()
    venv = "python3 -m venv .venv && .venv/bin/python -m pip install "
    assert first == venv + ". && .venv/bin/python -m thousand_app"
    assert second == venv + "'.[test]' && .venv/bin/python -m pytest -n auto"
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "test_cmd=$(sed -n '2p' README.md" in ci and 'eval "$test_cmd"' in ci
    assert "set -euo pipefail" in ci


def fake_system_python(folder: Path) -> Path:
    """A Python like Debian's and Ubuntu's own: this one's interpreter (copied: it finds its
    standard library beside it) with the standard library linked in, an empty site-packages,
    and the ``EXTERNALLY-MANAGED`` marker (PEP 668) in the standard library's folder, where
    pip looks for it."""
    import shutil
    import sys
    import sysconfig

    base = Path(sys.base_prefix)
    version = sysconfig.get_config_var("VERSION") or f"{sys.version_info[0]}.{sys.version_info[1]}"
    stdlib = Path(sysconfig.get_paths(vars={"base": str(base), "installed_base": str(base),
                                            "platbase": str(base)})["stdlib"])
    interpreter = Path(getattr(sys, "_base_executable", sys.executable)).resolve()
    (folder / "bin").mkdir(parents=True)
    python = folder / "bin" / "python3"
    shutil.copy2(interpreter, python)
    lib = folder / stdlib.relative_to(base)
    lib.mkdir(parents=True)
    for entry in stdlib.iterdir():
        if entry.name not in ("site-packages", "dist-packages", "EXTERNALLY-MANAGED"):
            (lib / entry.name).symlink_to(entry)
    (lib / "site-packages").mkdir()
    (lib / "EXTERNALLY-MANAGED").write_text(
        "[externally-managed]\nError=This Python is the system's: use a virtual environment.\n",
        encoding="utf-8")
    assert version in lib.name
    return python


@pytest.mark.slow
def test_the_readme_lines_work_on_an_externally_managed_python(tmp_path: Path) -> None:
    """Both lines, as typed but for their last arguments (the app's ``--smoke-test`` instead of
    its window, one test file instead of the whole suite), in a copy of this checkout with a
    ``python3`` whose standard library says it is externally managed (PEP 668) first on PATH,
    where the old line ``pip install .`` fails."""
    import os
    import shutil
    import subprocess
    import sys

    if sys.platform == "win32":
        pytest.skip("the README gives Windows its own commands")
    fake = fake_system_python(tmp_path / "system")
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True,
                           check=True).stdout.decode().split("\0")
    work = tmp_path / "checkout"
    for name in filter(None, files):
        if (ROOT / name).is_file():
            (work / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, work / name)
    env = {k: v for k, v in os.environ.items()
           if k not in ("VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME", "PIP_REQUIRE_VIRTUALENV")}
    env.update(PATH=f"{fake.parent}{os.pathsep}{env.get('PATH', '')}", QT_QPA_PLATFORM="offscreen")
    probe = subprocess.run(["python3", "-c", "import sys, sysconfig; print(sys.prefix); "
                            "print(sysconfig.get_path('stdlib'))"], cwd=work, env=env,
                           capture_output=True, text=True, check=True).stdout.split()
    assert Path(probe[0]) == fake.parent.parent
    assert (Path(probe[1]) / "EXTERNALLY-MANAGED").is_file()

    def bash(line: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(["bash", "-c", line], cwd=work, env=env, capture_output=True,
                              text=True, timeout=1800)

    first, second = readme_lines()
    done = bash(first + " --smoke-test")
    assert done.returncode == 0, (done.stdout + done.stderr)[-4000:]
    assert "smoke test: ok" in done.stdout + done.stderr
    done = bash(second + " tests/test_docs_commands.py -k the_readme_opens -p no:cacheprovider")
    assert done.returncode == 0, (done.stdout + done.stderr)[-4000:]
    assert "1 passed" in done.stdout
    # the line the README gave before: pip refuses the system's Python (with the venv's pip,
    # which the system Python lacks, so that it is pip that refuses, not a missing module)
    site = next((work / ".venv" / "lib").glob("python3*/site-packages"))
    old = subprocess.run(["python3", "-m", "pip", "install", "--no-deps", "--no-index", "."],
                         cwd=work, env=dict(env, PYTHONPATH=str(site)), capture_output=True,
                         text=True, timeout=600)
    assert old.returncode != 0 and "externally-managed-environment" in old.stdout + old.stderr


# --- the folders the documents name are the app's (platformdirs) ---------------------------

#: A folder of the user's that a document names for Thousand (not an install folder such as
#: %LOCALAPPDATA%\Programs\Thousand).
USER_FOLDER = re.compile(r"(~/\.[\w.-]+(?:/[\w.-]+)*/Thousand|~/Library/[\w ]+/Thousand|"
                         r"%(?:LOCALAPPDATA|APPDATA)%\\Thousand)")


def app_folders(monkeypatch: pytest.MonkeyPatch) -> dict[str, dict[str, str]]:
    """platform -> {"config", "data"} -> the folder as platformdirs gives it to the app
    (thousand_app/storage/store.py: user_config_dir, user_data_dir; the log is in the data
    folder), written as the documents write them (``~``, ``%LOCALAPPDATA%``)."""
    import platformdirs.macos
    import platformdirs.unix
    import platformdirs.windows

    from thousand_app.storage.store import APP_NAME

    import os

    home = os.path.expanduser("~")
    for key in ("XDG_CONFIG_HOME", "XDG_DATA_HOME"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setattr(platformdirs.windows, "get_win_folder", lambda csidl: {
        "CSIDL_LOCAL_APPDATA": "%LOCALAPPDATA%", "CSIDL_APPDATA": "%APPDATA%"}[csidl])
    out = {}
    for name, cls in (("linux", platformdirs.unix.Unix), ("macos", platformdirs.macos.MacOS),
                      ("windows", platformdirs.windows.Windows)):
        dirs = cls(APP_NAME, appauthor=False)
        out[name] = {"config": dirs.user_config_dir, "data": dirs.user_data_dir}
        out[name] = {k: "~" + v[len(home):] if v.startswith(home + "/") else v
                     for k, v in out[name].items()}
        if name == "windows":
            out[name] = {k: v.replace("/", "\\") for k, v in out[name].items()}
    return out


def documents() -> dict[str, str]:
    """The README, docs/ and the .deb's man pages (each language): name -> text."""
    import importlib
    import sys

    texts = {doc.relative_to(ROOT).as_posix(): doc.read_text(encoding="utf-8") for doc in DOCS}
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        debian = importlib.import_module("debian")
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    for lang in debian.MAN_TEXTS:
        texts[f"thousand.6 ({lang})"] = debian.manual_page(lang).replace("\\-", "-")
    return texts


def test_every_folder_a_document_names_is_the_apps(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each user folder named is one platformdirs gives the app; where a sentence says where
    the settings are, it names the configuration folder (Linux: ~/.config/Thousand, not the
    data folder ~/.local/share/Thousand, as the README and the man page once said)."""
    folders = app_folders(monkeypatch)
    known = {path for each in folders.values() for path in each.values()}
    linux = folders["linux"]
    assert linux == {"config": "~/.config/Thousand", "data": "~/.local/share/Thousand"}
    found = 0
    for name, text in documents().items():
        flat = " ".join(text.split())
        for m in USER_FOLDER.finditer(flat):
            found += 1
            assert m.group(1) in known, f"{name}: {m.group(1)} is no folder of the app's"
        for sentence in re.split(r"(?<=[.;])\s+(?=[A-Z(`~])", flat):
            if "settings" in sentence and linux["data"] in sentence:
                assert linux["config"] in sentence, f"{name}: the settings are not in " \
                                                    f"{linux['data']}: {sentence}"
    assert found >= 6


def test_the_man_page_gives_each_folder_what_is_in_it() -> None:
    for name, text in documents().items():
        if not name.startswith("thousand.6"):
            continue
        lines = text.splitlines()
        config = next(i for i, line in enumerate(lines) if "~/.config/Thousand/" in line)
        data = next(i for i, line in enumerate(lines) if "~/.local/share/Thousand/" in line)
        assert "settings.json" in lines[config + 1] and "thousand.log" in lines[data + 1], name
