"""The layers of the app, checked by reading every module's imports (no module is run).

- ``thousand_app.games`` (the common layer) imports no game and nothing else of ours;
- each game (``thousand_app.cards``, ``thousand_app.dice``) imports only itself and the common
  layer, and neither game imports the other; a game's engine imports nothing of its players;
- ``thousand_app.kinds`` (the registry of the app's games) and the replay command reach the
  games only through their ``kind`` modules; ``thousand_app.ui.kinds`` (the registry of the
  games' UIs) reaches each game's UI folder only through its ``kind`` module;
- only the entry points (:data:`ENTRY_POINTS`: the app's ``main``, the commands) import those
  two registries: they build them and pass them to what needs them (the storage, the main
  window, the host, the server), so that importing storage, network play or the shell loads
  no game (:func:`test_common_code_loads_no_game`);
- ``thousand_app.storage`` and the UI's shell ``thousand_app.ui.common`` reach a game only
  through the common interface and the registries they are given; each game's own UI folder
  (``thousand_app.ui.cards``, ``thousand_app.ui.dice``) may import its game (the card table
  only the engine's public modules, :data:`PUBLIC_CARD_ENGINE`), the shell and storage, and
  never the other game or its UI.

:data:`KNOWN` lists the imports that still cross a layer, each to be removed as the code
moves behind the registry; a test fails once one of them is gone (so the list only shrinks)
and every other crossing fails at once.  Imports under ``if TYPE_CHECKING:`` and inside
functions count like the others.  No import circle is allowed anywhere in the package.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path
from typing import Callable, Iterator, Optional

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "thousand_app"

#: Card-engine modules the card table may import: the package itself and the modules
#: docs/engine-api.md names.  Anything else (``deal``, ``game``, ``bench``) is the engine's
#: own business: what of it is public is re-exported by ``thousand_app.cards.engine``.
PUBLIC_CARD_ENGINE = frozenset({
    "thousand_app.cards.engine", "thousand_app.cards.engine.actions",
    "thousand_app.cards.engine.cards", "thousand_app.cards.engine.errors",
    "thousand_app.cards.engine.events", "thousand_app.cards.engine.phase",
    "thousand_app.cards.engine.reasons",
    "thousand_app.cards.engine.record", "thousand_app.cards.engine.rules",
    "thousand_app.cards.engine.scoring", "thousand_app.cards.engine.summary",
    "thousand_app.cards.engine.tricks",
})

#: Modules any layer may import: the package itself, the task runner and the Qt helper that
#: brings worker threads' results to the GUI thread, and the one that runs a step on the event
#: loop's next turn (they know no game, no storage, no window).
SHARED = frozenset({"thousand_app", "thousand_app.mailbox", "thousand_app.tasks",
                    "thousand_app.later"})

GAMES = ("thousand_app.cards", "thousand_app.dice")
#: Each game's own UI folder.
UI_GAMES = ("thousand_app.ui.cards", "thousand_app.ui.dice")

#: The registries of the games and of their UIs, built by the entry points only.
REGISTRIES = frozenset({"thousand_app.kinds", "thousand_app.ui.kinds"})
#: The entry points: the app's ``main`` and the commands (each builds the registries it passes
#: on), and the UI registry (built from the games' registry).
ENTRY_POINTS = frozenset({
    "thousand_app.__main__", "thousand_app.replay_cli", "thousand_app.server_cli",
    "thousand_app.net_bench_cli", "thousand_app.screenshots_cli", "thousand_app.ui.kinds",
})

#: Imports that still cross a layer: (module, imported module) -> why it is still there.
KNOWN: dict[tuple[str, str], str] = {
}


def _within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def module_name(path: Path, root: Path = ROOT) -> str:
    """``thousand_app/cards/ai/sim.py`` -> ``thousand_app.cards.ai.sim`` (a package's
    ``__init__`` -> the package)."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_modules(source: str, module: str, is_package: bool,
                     exists: Callable[[str], bool]) -> Iterator[str]:
    """Every module of ours that ``source`` (the module ``module``) imports, absolute.

    ``from X import name`` gives ``X.name`` when that is a module (``exists``), else ``X``.
    """
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base_parts = package.split(".")
                if node.level > 1:
                    base_parts = base_parts[:len(base_parts) - (node.level - 1)]
                base = ".".join(base_parts)
                target = f"{base}.{node.module}" if node.module else base
            else:
                target = node.module or ""
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                yield sub if exists(sub) else target


def _game_of(name: str) -> Optional[str]:
    return next((g for g in GAMES if _within(name, g)), None)


def violation(module: str, imported: str) -> Optional[str]:
    """Why ``module`` may not import ``imported`` (None if it may)."""
    if not _within(imported, "thousand_app") or imported in SHARED:
        return None
    if imported in REGISTRIES and module not in ENTRY_POINTS:
        return "only the entry points import the registries (they pass them on)"
    common = _within(imported, "thousand_app.games")
    if _within(module, "thousand_app.games"):
        return None if common else "the common layer imports nothing of ours but itself"
    if common:
        return None
    game, other = _game_of(module), _game_of(imported)
    if game is not None:
        if other != game:
            return "a game imports only itself and the common layer"
        if _within(module, f"{game}.engine") and not _within(imported, f"{game}.engine"):
            return "a game's engine imports nothing of its players"
        return None
    if module in ("thousand_app.kinds", "thousand_app.replay_cli"):
        if other is not None and imported not in (f"{other}.kind",) and not (
                module == "thousand_app.replay_cli" and imported == "thousand_app.kinds"):
            return "the registry reaches a game only through its kind module"
        if other is None and imported != "thousand_app.kinds" and not _within(
                imported, "thousand_app.games") and not (
                module == "thousand_app.replay_cli" and _within(imported, "thousand_app.storage")):
            return "the registry imports only the games' kinds"
        return None
    if module == "thousand_app.ui.kinds":
        ui_game = next((g for g in UI_GAMES if _within(imported, g)), None)
        if other is not None or (ui_game is not None and imported != f"{ui_game}.kind"):
            return "the UI registry reaches a game's UI only through its kind module"
        return None
    if _within(module, "thousand_app.storage"):
        if other is not None:
            return "storage reaches a game only through the common interface and the registry"
        if _within(imported, "thousand_app.ui") or _within(imported, "thousand_app.net"):
            return "storage imports no UI"
        return None
    if _within(module, "thousand_app.net"):
        if other is not None or _within(imported, "thousand_app.ui"):
            return "network play reaches a game only through the common interface"
        return None
    if _within(module, "thousand_app.ui.common"):
        if other is not None or _within(imported, "thousand_app.ui.cards") or _within(
                imported, "thousand_app.ui.dice"):
            return "the UI shell reaches a game only through the registry"
        return None
    for ui_game, own in (("thousand_app.ui.cards", "thousand_app.cards"),
                         ("thousand_app.ui.dice", "thousand_app.dice")):
        if _within(module, ui_game):
            if other is not None and other != own:
                return "a game's UI imports only its own game"
            if _within(imported, "thousand_app.ui") and not (
                    _within(imported, ui_game) or _within(imported, "thousand_app.ui.common")):
                return "a game's UI imports only itself and the shell"
            if (own == "thousand_app.cards" and _within(imported, "thousand_app.cards.engine")
                    and imported not in PUBLIC_CARD_ENGINE):
                return "the card table imports only the engine's public modules"
            return None
    return None


def _bound_names(init: Path) -> set[str]:
    """Names a package's ``__init__`` binds itself (imports and assignments)."""
    names: set[str] = set()
    for node in ast.parse(init.read_text("utf-8")).body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return names


def _exists(name: str) -> bool:
    """Whether ``name`` is one of our modules, as ``from package import x`` sees it: a name
    the package's ``__init__`` binds (``thousand_app.cards.engine.replay``, the function) is
    not."""
    path = ROOT.joinpath(*name.split("."))
    if not (path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()):
        return False
    init = path.parent / "__init__.py"
    return not (init.is_file() and path.name in _bound_names(init))


MODULES = sorted(PACKAGE.rglob("*.py"))


def imports_of(path: Path) -> list[str]:
    return list(imported_modules(path.read_text("utf-8"), module_name(path),
                                 path.name == "__init__.py", _exists))


def violations_of(path: Path) -> list[str]:
    module = module_name(path)
    found = []
    for imported in imports_of(path):
        why = violation(module, imported)
        if why is not None and (module, imported) not in KNOWN:
            found.append(f"{module} imports {imported}: {why}")
    return found


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_module_keeps_to_its_layer(path: Path) -> None:
    assert violations_of(path) == []


def test_known_crossings_are_still_there() -> None:
    """An entry of :data:`KNOWN` whose import is gone (or is allowed now) must be removed."""
    present = {(module_name(p), m) for p in MODULES for m in imports_of(p)}
    stale = [k for k in KNOWN if k not in present or violation(*k) is None]
    assert stale == []


def _graph() -> dict[str, set[str]]:
    names = {module_name(p): p for p in MODULES}
    graph: dict[str, set[str]] = {m: set() for m in names}
    for m, p in names.items():
        for imported in imports_of(p):
            while imported and imported not in names:
                imported = imported.rpartition(".")[0]
            if imported and imported != m and imported != "thousand_app":
                graph[m].add(imported)
    return graph


def import_circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


#: Import circles not yet broken, each as its sorted list of modules.
KNOWN_CIRCLES: list[list[str]] = []


def test_no_import_circle() -> None:
    assert sorted(import_circles(_graph())) == sorted(KNOWN_CIRCLES)


def test_every_layer_is_checked() -> None:
    names = {module_name(p) for p in MODULES}
    for layer in ("games", "cards.engine", "cards.ai", "dice.engine", "dice.ai", "storage",
                  "ui.common", "ui.cards", "ui.dice"):
        assert any(_within(n, f"thousand_app.{layer}") for n in names), layer


# -- the checker itself, on synthetic modules ----------------------------------------------

def _check(module: str, source: str, is_package: bool = False) -> list[str]:
    known = {"thousand_app.cards.engine.deal", "thousand_app.cards.engine.cards",
             "thousand_app.dice.ai", "thousand_app.dice.engine.rules",
             "thousand_app.cards.ai.sim"}
    return [f"{module} imports {m}" for m in
            imported_modules(source, module, is_package, lambda n: n in known)
            if violation(module, m) is not None]


@pytest.mark.parametrize("module,source", [
    ("thousand_app.games.protocol", "from thousand_app.cards.engine import Game"),
    ("thousand_app.games.registry", "from thousand_app.storage import Storage"),
    ("thousand_app.cards.engine.game", "from thousand_app.cards.ai import make_player"),
    ("thousand_app.cards.engine.game", "import thousand_app.storage.store"),
    ("thousand_app.cards.engine.game", "from ...ui import texts"),
    ("thousand_app.cards.ai.players", "from thousand_app.storage import Storage"),
    ("thousand_app.cards.ai.players", "def f():\n    from thousand_app.dice.engine import X\n"),
    ("thousand_app.cards.ai.players", "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                                      "    from thousand_app.ui.common import app\n"),
    ("thousand_app.dice.engine.game", "from thousand_app.cards.engine.cards import Card"),
    ("thousand_app.dice.engine.game", "from thousand_app.dice.ai import players"),
    ("thousand_app.dice.ai.solver", "from ...storage import Storage"),
    ("thousand_app.storage.store", "from thousand_app.cards.ai import make_player"),
    ("thousand_app.storage.store", "from thousand_app.dice.engine import DiceGame"),
    ("thousand_app.ui.common.main_window", "from thousand_app.ui.cards import review"),
    ("thousand_app.ui.common.texts", "from thousand_app.cards.engine import Card"),
    ("thousand_app.ui.dice.screen", "from thousand_app.ui.cards.keys import KeyFilter"),
    ("thousand_app.ui.dice.screen", "from thousand_app.cards.engine import Card"),
    ("thousand_app.ui.cards.overlays", "from thousand_app.cards.engine.deal import DealState"),
    ("thousand_app.ui.cards.overlays", "from thousand_app.cards.engine import deal"),
    ("thousand_app.ui.cards.overlays", "import thousand_app.cards.engine.game as g"),
    ("thousand_app.kinds", "from thousand_app.cards.engine import Game"),
    ("thousand_app.ui.kinds", "from thousand_app.ui.cards.window import CardPart"),
    ("thousand_app.ui.kinds", "from thousand_app.cards.engine import Game"),
    ("thousand_app.ui.kinds", "from thousand_app.dice.kind import KIND"),
    ("thousand_app.ui.common.main_window", "from thousand_app.ui.dice.kind import UI"),
    ("thousand_app.storage.store", "from thousand_app.kinds import REGISTRY"),
    ("thousand_app.ui.common.main_window", "from thousand_app.kinds import REGISTRY"),
    ("thousand_app.ui.common.main_window", "from thousand_app.ui.kinds import UI_REGISTRY"),
    ("thousand_app.ui.common.app", "def main():\n    from thousand_app.ui.kinds import ui_registry\n"),
    ("thousand_app.net.server", "def main():\n    from thousand_app.kinds import app_registry\n"),
    ("thousand_app.ui.cards.window", "from thousand_app.kinds import REGISTRY"),
    ("thousand_app.games.registry", "from thousand_app.kinds import CARDS"),
])
def test_checker_finds_a_violation(module: str, source: str) -> None:
    assert _check(module, source) != []


@pytest.mark.parametrize("module,source", [
    ("thousand_app.cards.engine.game", "from .deal import DealState\nfrom . import cards"),
    ("thousand_app.cards.engine.game", "from thousand_app.games.protocol import Game"),
    ("thousand_app.cards.ai.players", "from thousand_app.cards.engine.deal import deal_layout"),
    ("thousand_app.dice.ai.players", "from thousand_app.dice.engine.rules import DiceRules"),
    ("thousand_app.storage.store", "from thousand_app.games.registry import GameKind"),
    ("thousand_app.server_cli", "from thousand_app.kinds import app_registry\n"
                                "from thousand_app.net.server import main"),
    ("thousand_app.__main__", "def main():\n    from thousand_app.kinds import app_registry\n"
                              "    from thousand_app.ui.kinds import ui_registry\n"),
    ("thousand_app.ui.cards.table", "from thousand_app.cards.engine import Game\n"
                                    "from thousand_app.ui.common import texts"),
    ("thousand_app.ui.dice.screen", "from thousand_app.dice.ai import players\n"
                                    "from thousand_app.storage import Storage"),
    ("thousand_app.kinds", "from thousand_app.cards.kind import KIND"),
    ("thousand_app.ui.kinds", "from thousand_app.ui.cards.kind import UI\n"
                              "from thousand_app.ui.dice.kind import UI as DICE\n"
                              "from thousand_app.kinds import REGISTRY\n"
                              "from thousand_app.ui.common.game_ui import UIRegistry"),
])
def test_checker_allows(module: str, source: str) -> None:
    assert _check(module, source) == []


def test_only_the_entry_points_import_the_registries() -> None:
    """Every module that imports ``thousand_app.kinds`` or ``thousand_app.ui.kinds`` (at its
    top or inside a function) is an entry point; and each entry point is one of ours."""
    names = {module_name(p) for p in MODULES}
    importers = {module_name(p) for p in MODULES
                 if any(m in REGISTRIES for m in imports_of(p))}
    assert importers <= ENTRY_POINTS and ENTRY_POINTS <= names


@pytest.mark.parametrize("module", ["thousand_app.storage", "thousand_app.net.server",
                                    "thousand_app.net.host", "thousand_app.ui.common.main_window"])
def test_common_code_loads_no_game(module: str) -> None:
    """Importing storage, network play or the UI's shell loads no game's engine or players
    (nor the registries that would): a game comes in only through the registry its entry
    point passes in."""
    code = ("import sys, importlib; importlib.import_module(sys.argv[1]); "
            "print('\\n'.join(sorted(sys.modules)))")
    run = subprocess.run([sys.executable, "-c", code, module], capture_output=True,
                         text=True, cwd=ROOT, timeout=120)
    assert run.returncode == 0, run.stderr
    loaded = run.stdout.split()
    games = [m for m in loaded if m in REGISTRIES or any(
        _within(m, f"{g}.{part}") for g in GAMES for part in ("engine", "ai", "kind"))]
    assert games == [] and module in loaded


def test_circles_are_found() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert import_circles(graph) == [["a", "b", "c"]]


def test_a_name_the_package_binds_is_not_its_submodule() -> None:
    assert not _exists("thousand_app.cards.engine.replay")     # the function record.replay
    assert _exists("thousand_app.cards.engine.deal") and _exists("thousand_app.cards.engine.cards")
    assert violations_of(PACKAGE / "cards" / "engine" / "__init__.py") == []


def test_relative_imports_resolve() -> None:
    got = list(imported_modules("from . import sim\nfrom .sim import bits\nfrom ..engine import x",
                                "thousand_app.cards.ai", True,
                                lambda n: n == "thousand_app.cards.ai.sim"))
    assert got == ["thousand_app.cards.ai.sim", "thousand_app.cards.ai.sim", "thousand_app.cards"
                   ".engine"]
    got = list(imported_modules("from ..engine.cards import Card", "thousand_app.cards.ai.sim",
                                False, lambda n: False))
    assert got == ["thousand_app.cards.engine.cards"]
