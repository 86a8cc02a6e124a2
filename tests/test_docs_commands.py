"""The README and the docs tell the truth about commands and links: every ``python -m X`` they
give names a module this checkout can run (found by ``importlib.util.find_spec``, never run;
one of ours has a ``__main__`` block, a package a ``__main__`` module), every script path
``python some/where.py`` exists, and every link from one document to another points at a file
there and, with ``#anchor``, at one of its headings.  After the layout move (old → new paths in
docs/developing.md) a command left with its old path fails here, not in a reader's terminal."""

from __future__ import annotations

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


def runnable(name: str) -> str | None:
    """Why ``python -m name`` would not start here (None: it would), without running it."""
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
