"""The package layout move of issue 26 ("Two games, one shape"), prepared and tried on a copy
of the tree but not yet applied: git mv of every file into cards/, dice/engine/,
ui/common|cards|dice/, research/ and the mirrored tests/, then every module name, relative
import and path in the tree rewritten (docs and the packaging spec included).  Run it once on
a clean checkout, fix what it reports (a new ui module it does not know stops it), run the
tests, then delete this file.

usage: python tools/move_layout.py .
"""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

REPO = Path(sys.argv[1]).resolve()

UI_COMMON = """animation app controller_base i18n import_progress main_window plain_text problem_texts
saves settings_dialog single_instance sound start_screen texts viewer windows wording writer
screenshots waiting display panel table_geometry items table_view table_decor overlays cards""".split()
UI_CARDS = """concession controller game_screen hints keys newgame prompt_base prompt_bidding
prompt_claim prompt_passing prompt_play prompt_take prompts reasons review review_analysis
review_model review_shots rules_window scoresheet table table_events table_model""".split()
DICE_ENGINE = "actions core errors events game record rules scoring bench cli".split()
RESEARCH_DICE = "approx tune pig".split()

TEST_UI_CARDS = """test_cards test_concede test_controller_ai test_controller_io test_keyboard
test_play test_prompts test_review test_table_engine test_table_events test_table_model
test_table_truth test_takeback test_variants test_geometry""".split()
TEST_UI_DICE_PREFIX = "test_dice_"


def file_moves(files: list[str]) -> dict[str, str]:
    """old path -> new path for every tracked file that moves."""
    moves: dict[str, str] = {}
    for f in files:
        new = None
        p = Path(f)
        if f.startswith("thousand_app/engine/"):
            new = "thousand_app/cards/engine/" + f[len("thousand_app/engine/"):]
        elif f == "thousand_app/ai/analyse_bench.py":
            new = "research/cards/analyse_bench.py"
        elif f.startswith("thousand_app/ai/"):
            new = "thousand_app/cards/ai/" + f[len("thousand_app/ai/"):]
        elif p.parent.as_posix() == "thousand_app/dice" and (p.stem in DICE_ENGINE or p.stem == "__init__"):
            new = "thousand_app/dice/engine/" + p.name
        elif p.parent.as_posix() == "thousand_app/dice/ai" and p.stem in RESEARCH_DICE:
            new = "research/dice/" + p.name
        elif p.parent.as_posix() == "thousand_app/ui" and p.suffix == ".py" and p.stem != "__init__":
            if p.stem.startswith("dice_"):
                new = "thousand_app/ui/dice/" + p.stem[len("dice_"):] + ".py"
            elif p.stem in UI_CARDS:
                new = "thousand_app/ui/cards/" + p.name
            elif p.stem in UI_COMMON:
                new = "thousand_app/ui/common/" + p.name
            else:
                raise SystemExit(f"ui module not assigned: {f}")
        elif f.startswith("tests/engine/"):
            new = "tests/cards/engine/" + f[len("tests/engine/"):]
        elif f.startswith("tests/ai/"):
            new = "tests/cards/ai/" + f[len("tests/ai/"):]
        elif f.startswith("tests/dice/") and f != "tests/dice/__init__.py":
            rest = f[len("tests/dice/"):]
            if rest.startswith(("test_ai", "test_solver", "test_hard")):
                new = "tests/dice/ai/" + rest
            elif not rest.startswith(("engine/", "ai/")):
                new = "tests/dice/engine/" + rest
        elif p.parent.as_posix() == "tests/ui" and p.suffix == ".py":
            if p.stem.startswith(TEST_UI_DICE_PREFIX):
                new = "tests/ui/dice/test_" + p.stem[len(TEST_UI_DICE_PREFIX):] + ".py"
            elif p.stem in TEST_UI_CARDS:
                new = "tests/ui/cards/" + p.name
        if new is not None and new != f:
            moves[f] = new
    return moves


def module_of(path: str) -> str | None:
    if not path.endswith(".py"):
        return None
    parts = list(Path(path).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def main() -> None:
    files = subprocess.run(["git", "ls-files"], cwd=REPO, capture_output=True, text=True,
                           check=True).stdout.split()
    # untracked, not ignored files count too (a merge may leave none, but be safe)
    files += subprocess.run(["git", "ls-files", "--others", "--exclude-standard"], cwd=REPO,
                            capture_output=True, text=True, check=True).stdout.split()
    moves = file_moves(files)
    modmap: dict[str, str] = {}
    for old, new in moves.items():
        mo, mn = module_of(old), module_of(new)
        if mo and mn:
            modmap[mo] = mn
    # packages that move as a whole (prefix mapping for attribute paths in text)
    modmap.setdefault("thousand_app.engine", "thousand_app.cards.engine")
    modmap.setdefault("thousand_app.ai", "thousand_app.cards.ai")
    modmap["thousand_app.dice"] = "thousand_app.dice.engine"
    modmap.setdefault("tests.engine", "tests.cards.engine")
    modmap.setdefault("tests.dice.records", "tests.dice.engine.records")
    modmap.setdefault("tests.dice.audit", "tests.dice.engine.audit")
    modmap.setdefault("tests.ai", "tests.cards.ai")
    old_modules = {m for m in (module_of(f) for f in files) if m}
    # dir-level path mapping for prose/paths
    pathmap = dict(moves)
    pathmap["thousand_app/engine/"] = "thousand_app/cards/engine/"
    pathmap["thousand_app/ai/"] = "thousand_app/cards/ai/"
    pathmap["tests/engine/"] = "tests/cards/engine/"
    pathmap["tests/ai/"] = "tests/cards/ai/"

    def map_module(name: str) -> str:
        """Longest known old module prefix of a dotted name, mapped."""
        parts = name.split(".")
        for k in range(len(parts), 0, -1):
            head = ".".join(parts[:k])
            if head in modmap and (head in old_modules or head in ("thousand_app.engine", "thousand_app.ai",
                                                                   "tests.engine", "tests.ai")):
                return ".".join([modmap[head]] + parts[k:])
            if head in old_modules:
                return name
        return name

    def is_pkg(mod: str) -> bool:
        return any(f == mod.replace(".", "/") + "/__init__.py" for f in files)

    # --- rewrite contents (before moving: paths are old) ---
    text_files = [f for f in files if Path(f).suffix in (".py", ".md", ".toml", ".spec", ".txt", ".cfg",
                                                          ".yml", ".yaml", ".sh", ".ini", ".json")
                  or f in (".ci/run",)]
    dotted = re.compile(r"\b(?:thousand_app|tests)(?:\.[A-Za-z_]\w*)+")
    pathre = re.compile(r"\b(?:thousand_app|tests)/[\w/.]*")
    rel = re.compile(r"^(\s*)from (\.+)([\w.]*) import (.+)$")

    def rewrite_relative(line: str, mod: str, pkg_flag: bool, newmod: str) -> str:
        m = rel.match(line)
        if not m:
            return line
        indent, dots, rest, names = m.groups()
        base = mod.split(".") if pkg_flag else mod.split(".")[:-1]
        if len(dots) > 1:
            base = base[:len(base) - (len(dots) - 1)]
        target = ".".join(base + ([rest] if rest else []))
        newbase = newmod.split(".") if pkg_flag else newmod.split(".")[:-1]
        nb = newbase if len(dots) == 1 else newbase[:len(newbase) - (len(dots) - 1)]
        same_rel = ".".join(nb + ([rest] if rest else []))
        # names might be submodules: map each
        names_clean = names.strip()
        paren = names_clean.startswith("(")
        if names_clean in ("(",) or names_clean.endswith("\\"):
            # multi-line import list: names are not modules in this code base; map the target only
            new_target = map_module(target)
            if new_target == same_rel:
                return line
            return f"{indent}from {new_target} import {names}"
        items = [s.strip() for s in names_clean.strip("()").split(",") if s.strip()]
        sub_moves = []
        for it in items:
            nm = it.split(" as ")[0].strip()
            full = f"{target}.{nm}"
            if full in old_modules:
                sub_moves.append((it, nm, map_module(full)))
        if sub_moves and len(sub_moves) == len(items):
            out = []
            for it, nm, newfull in sub_moves:
                alias = it.split(" as ")[1].strip() if " as " in it else nm
                newpkg, _, newname = newfull.rpartition(".")
                newline = f"from {newpkg} import {newname}" + (f" as {alias}" if alias != newname else "")
                out.append(indent + newline)
            return "\n".join(out)
        if sub_moves:
            raise SystemExit(f"mixed module/name import in {mod}: {line}")
        new_target = map_module(target)
        if new_target == same_rel:
            return line
        return f"{indent}from {new_target} import {names}"

    def rewrite_abs_from(line: str) -> str:
        m = re.match(r"^(\s*)from ((?:thousand_app|tests)[\w.]*) import (.+)$", line)
        if not m:
            return line
        indent, target, names = m.groups()
        names_clean = names.strip()
        if names_clean.startswith("(") or names_clean.endswith("\\"):
            return f"{indent}from {map_module(target)} import {names}"
        items = [s.strip() for s in names_clean.split(",") if s.strip()]
        subs = [(it, it.split(" as ")[0].strip()) for it in items]
        submods = [(it, nm) for it, nm in subs if f"{target}.{nm}" in old_modules]
        if submods and len(submods) == len(items):
            out = []
            for it, nm in submods:
                newfull = map_module(f"{target}.{nm}")
                alias = it.split(" as ")[1].strip() if " as " in it else nm
                newpkg, _, newname = newfull.rpartition(".")
                out.append(indent + f"from {newpkg} import {newname}" + (f" as {alias}" if alias != newname else ""))
            return "\n".join(out)
        if submods:
            raise SystemExit(f"mixed module/name import: {line}")
        return f"{indent}from {map_module(target)} import {names}"

    def relativize(line: str, newmod: str, pkg_flag: bool) -> str:
        newpkg = newmod if pkg_flag else newmod.rpartition(".")[0]
        def one(l: str) -> str:
            m = re.match(r"^(\s*)from ((?:thousand_app|tests)[\w.]*) import (.+)$", l)
            if not m:
                return l
            indent, target, names = m.groups()
            if target.startswith(newpkg + ".") and target.count(".") == newpkg.count(".") + 1:
                return f"{indent}from .{target[len(newpkg) + 1:]} import {names}"
            if target == newpkg:
                return f"{indent}from . import {names}"
            return l
        return "\n".join(one(l) for l in line.split("\n"))

    def map_path(m: re.Match[str]) -> str:
        s = m.group(0)
        best = None
        for old in pathmap:
            if s == old or (old.endswith("/") and s.startswith(old)) or s.startswith(old + "/") :
                if best is None or len(old) > len(best):
                    best = old
        if best is None:
            return s
        return pathmap[best] + s[len(best):]

    for f in text_files:
        path = REPO / f
        if not path.is_file():
            continue
        try:
            text = path.read_text("utf-8")
        except UnicodeDecodeError:
            continue
        mod = module_of(f)
        newmod = module_of(moves.get(f, f))
        lines = text.split("\n")
        out_lines = []
        for line in lines:
            before = line
            if f.endswith(".py") and mod:
                line = rewrite_relative(line, mod, f.endswith("__init__.py"), newmod or mod)
                if line == before:
                    line = rewrite_abs_from(line)
            if line == before:
                line = dotted.sub(lambda m: map_module(m.group(0)), line)
            if f.endswith(".py") and newmod and line != before:
                line = relativize(line, newmod, f.endswith("__init__.py"))
            line = pathre.sub(map_path, line)
            out_lines.append(line)
        new_text = "\n".join(out_lines)
        if new_text != text:
            path.write_text(new_text, "utf-8")

    # --- move files ---
    for old, new in sorted(moves.items()):
        (REPO / new).parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(["git", "mv", old, new], cwd=REPO, check=True)
    # new package markers
    inits = {
        "thousand_app/cards/__init__.py": '"""The card game «Тысяча» (RULES.md): its rules engine (:mod:`.engine`) and computer players (:mod:`.ai`)."""\n',
        "thousand_app/dice/__init__.py": '"""The dice game «Тысяча» (DICE.md): its rules engine (:mod:`.engine`) and computer players (:mod:`.ai`)."""\n',
        "thousand_app/ui/common/__init__.py": '"""The app\'s shell, shared by both games: window, start screen, settings, saves, statistics, sound, animation, i18n, the controller base."""\n',
        "thousand_app/ui/cards/__init__.py": '"""The card game\'s table: the scene, the prompts, the score sheet, the deal review."""\n',
        "thousand_app/ui/dice/__init__.py": '"""The dice game\'s table: the scene, its controller, the score sheet, its dialogs."""\n',
        "research/__init__.py": '"""Studies and measurements the app does not run (kept runnable from a source checkout)."""\n',
        "research/cards/__init__.py": '"""Card-game studies: the analysis bench."""\n',
        "research/dice/__init__.py": '"""Dice studies: approximations measured on small boards, threshold tuning, Pig."""\n',
        "tests/cards/__init__.py": "",
        "tests/ui/cards/__init__.py": "",
        "tests/ui/dice/__init__.py": "",
        "tests/dice/engine/__init__.py": "",
        "tests/dice/ai/__init__.py": "",
    }
    for p, content in inits.items():
        path = REPO / p
        if not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(content, "utf-8")
            subprocess.run(["git", "add", p], cwd=REPO, check=True)
    for old, new in moves.items():
        if not (new.startswith("tests/") and new.endswith(".py")):
            continue
        deeper = new.count("/") - old.count("/")
        if deeper <= 0:
            continue
        path = REPO / new
        text = path.read_text("utf-8")
        bumped = re.sub(r"parents\[(\d+)\]", lambda m: f"parents[{int(m.group(1)) + deeper}]", text)
        if bumped != text:
            path.write_text(bumped, "utf-8")
    fixups = [
        ("thousand_app/ui/common/i18n.py", 'PACKAGE_DATA = Path(__file__).resolve().parent / "data"',
         'PACKAGE_DATA = Path(__file__).resolve().parent.parent / "data"'),
        ("thousand_app/ui/common/i18n.py", 'SOURCE_ROOT = Path(__file__).resolve().parent.parent.parent',
         'SOURCE_ROOT = Path(__file__).resolve().parents[3]'),
        ("i18n/update.py", '(ROOT / "thousand_app" / "ui").glob("*.py")', '(ROOT / "thousand_app" / "ui").rglob("*.py")'),
        ("tests/ui/test_i18n.py", 'UI.glob("*.py")', 'UI.rglob("*.py")'),
        ("tests/packaging/test_rules.py", '"thousand_app" / "ui" / "app.py"', '"thousand_app" / "ui" / "common" / "app.py"'),
    ]
    for f, old, new in fixups:
        path = REPO / f
        text = path.read_text("utf-8")
        if old not in text:
            print(f"fixup not applied: {f}: {old}")
            continue
        path.write_text(text.replace(old, new), "utf-8")
    print(f"moved {len(moves)} files")


if __name__ == "__main__":
    main()
