"""The repository stands alone (issue 36 point 6): the product, its tests and its docs need no
folder outside it.  The rules, the record formats and the example games are ours, in docs/ and
tests/fixtures/; nothing names the folder they once came from, no document sends a reader to a
file the repository does not hold, and the tests that read the example games run from a plain
copy of the checkout with nothing beside it."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import EXAMPLES, ROOT

#: What once pointed outside: the variable, the sibling folder and the absolute path (spelt in
#: two parts, so that this file does not name them itself).
OUTSIDE = re.compile("|".join(["THOUSAND" + "_SHARED", r"\.\./" + "shared", "/work/" + "shared"]))
#: The reference texts that lived outside; our documents took their place.
THEIR_DOCUMENTS = re.compile(r"\b(?:RULES|RECORD|DICE|DESIGN)\.md\b")
#: Our documents in their place.
OURS = ["docs/rules.md", "docs/rules-decisions.md", "docs/record-format.md", "docs/dice-rules.md",
        "docs/dice.md", "docs/developing.md"]


def texts(*where: str) -> list[Path]:
    """Every text file under the folders (or the single files) named, relative to the root."""
    out: list[Path] = []
    for name in where:
        path = ROOT / name
        files = [path] if path.is_file() else sorted(path.rglob("*"))
        out += [f for f in files if f.is_file() and f.suffix in {"", ".py", ".md", ".json", ".txt",
                                                                  ".toml", ".cfg", ".ts", ".ui",
                                                                  ".spec", ".sh", ".yml", ".in"}]
    return out


def test_nothing_names_the_folder_outside() -> None:
    found = [f"{p.relative_to(ROOT)}:{n}: {line.strip()}"
             for p in texts("thousand_app", "tests", "docs", "README.md", "pyproject.toml",
                            "packaging", "research", "i18n", ".ci")
             for n, line in enumerate(p.read_text(encoding="utf-8", errors="replace")
                                      .splitlines(), 1)
             if OUTSIDE.search(line)]
    assert found == []


def markdown() -> list[Path]:
    """Every Markdown document of the checkout (not in hidden folders, environments or builds)."""
    skip = {"build", "dist", "node_modules", "venv"}
    return [p for p in sorted(ROOT.rglob("*.md"))
            if not any(part.startswith(".") or part in skip
                       for part in p.relative_to(ROOT).parts[:-1])]


def test_the_docs_send_readers_only_to_our_documents() -> None:
    assert ROOT / "README.md" in markdown() and ROOT / "docs" / "rules.md" in markdown()
    found = [f"{p.relative_to(ROOT)}:{n}: {line.strip()}"
             for p in markdown()
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if THEIR_DOCUMENTS.search(line)]
    assert found == []


def test_our_documents_are_there() -> None:
    assert [doc for doc in OURS if not (ROOT / doc).is_file()] == []


def test_every_example_game_has_its_expected_output() -> None:
    games = sorted(EXAMPLES.glob("*/game_*[0-9].json"))
    assert len(games) == 22     # (21 at version 1, one at version 2)
    for game in games:
        expected = game.with_name(game.stem + ".expected.json")
        assert json.loads(game.read_text())["format"] == "thousand-record"
        assert "deals" in json.loads(expected.read_text()), expected


def checkout_files() -> list[str]:
    """The files a clone of this checkout would hold (tracked, or new and not ignored)."""
    out = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                         cwd=ROOT, capture_output=True, check=True).stdout
    return [name for name in out.decode().split("\0") if name and (ROOT / name).is_file()]


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("git") is None or not (ROOT / ".git").exists(),
                    reason="not a git checkout")
def test_a_lone_copy_runs_the_tests_of_the_example_games(tmp_path: Path) -> None:
    """The checkout's files copied into an empty folder, with nothing beside them and no
    variable set, run the tests that read the example games."""
    lonely = tmp_path / "lonely" / "clone"
    for name in checkout_files():
        target = lonely / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, target)
    assert sorted(p.name for p in lonely.parent.iterdir()) == ["clone"]
    env = {k: v for k, v in os.environ.items() if not k.startswith("THOUSAND_")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    tests = ["tests/cards/engine/test_examples.py", "tests/cards/engine/test_record_fuzz.py",
             "tests/test_standalone.py::test_every_example_game_has_its_expected_output"]
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           *tests],
                          cwd=lonely, env=env, capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-2000:]
