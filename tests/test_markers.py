"""Tests say what they are where they are written.

* ``slow`` sits on the slow tests themselves (``@pytest.mark.slow`` or a module's
  ``pytestmark``): no conftest applies markers by node id, and the tests known to be slow
  (each took seconds in a measured run, ``pytest --durations=0``, docs/developing.md) carry it.
* No test waits a fixed time for something to appear: a new ``qtbot.wait(<ms>)`` or
  ``time.sleep(...)`` in tests/ fails here unless it is in :data:`FIXED_WAITS` with its reason.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"

#: Tests known to be slow, by file (the whole module) or file::function, grouped by why.
KNOWN_SLOW: tuple[str, ...] = (
    # the package and the .deb; the frozen app started as a windowed program
    "tests/packaging/test_build.py",
    "tests/packaging/test_deb.py",
    "tests/packaging/test_no_console.py::test_windowed_app_writes_only_to_its_log",
    # numba: the dice solver and the compiled core, the benchmarks
    "tests/dice/ai/test_solver.py",
    "tests/dice/ai/test_hard_tables.py",
    "tests/dice/ai/test_solver_cap.py::test_the_table_is_the_fixed_point_of_the_game_written_from_the_rules",
    "tests/dice/ai/test_solver_cap.py::test_a_board_where_staying_below_can_last_is_solved_in_few_sweeps",
    "tests/dice/ai/test_solver_couples.py::test_a_board_without_falls_is_solved_in_one_sweep",
    "tests/dice/ai/test_solver_couples.py::test_a_couple_takes_few_evaluations",
    "tests/ui/dice/test_hard.py",
    "tests/dice/engine/test_core.py::test_compiled_core_plays_the_same_games",
    "tests/dice/engine/test_core.py::test_core_games_are_the_engines_games",
    "tests/dice/engine/test_bench.py::test_bench_prints_its_figures",
    "tests/net/test_speed.py::test_the_bench_prints_what_players_feel",
    # whole games of computer players, property sweeps, search
    "tests/net/test_games.py::test_a_whole_card_game",
    "tests/net/test_games.py::test_a_whole_dice_game",
    "tests/cards/ai/test_legal.py::test_cheap_levels_play_whole_games",
    "tests/cards/ai/test_open_solver.py::test_open_solver_matches_brute_force",
    "tests/cards/ai/test_belief.py::test_samples_are_consistent",
    "tests/cards/ai/test_observation.py::test_hidden_cards_do_not_matter",
    "tests/cards/ai/test_analyse.py",
    "tests/cards/ai/test_scoring.py",
    "tests/dice/ai/test_ai.py::test_every_level_plays_only_legal_moves",
    "tests/dice/ai/test_ai_cache.py",
    "tests/dice/engine/test_properties.py",
    "tests/cards/engine/test_properties.py::test_random_games_keep_every_invariant",
    # network under load: thousands of connections, idle connections timing out
    "tests/net/test_handshake.py::test_the_host_s_memory_stays_flat_over_3000_connections",
    "tests/net/test_admission.py::test_idle_connections_cannot_keep_a_seated_person_out",
    # storage under load: a 64 MiB file, killed processes, fuzzing
    "tests/storage/test_stats_db.py::test_a_valid_stats_json_over_64_mib_is_imported_whole",
    "tests/storage/test_stats_db.py::test_kill_during_statistics_writes_loses_at_most_that_write",
    "tests/storage/test_crash_resume.py",
    "tests/storage/test_fuzz.py",
    "tests/storage/test_saves.py::test_recorder_autosaves_and_clears_at_the_end",
    # whole GUI games, every screenshot scene, animations at their pace, the app as a program
    "tests/ui/test_fit.py::test_every_scene_of_the_screenshots_fits",
    "tests/ui/test_fit.py::test_every_window_fits",
    "tests/ui/test_theme.py::test_every_scene_of_the_screenshots_keeps_its_text_readable",
    "tests/ui/dice/test_table.py::test_what_is_drawn_matches_the_engine_after_every_action",
    "tests/ui/dice/test_table.py::test_computer_turns_with_animations_on_end_as_the_engine_says",
    "tests/ui/dice/test_start.py::test_a_whole_computer_dice_game_from_the_start_screen",
    "tests/ui/dice/test_remote.py::test_a_remote_dice_table_plays_a_game_to_the_end",
    "tests/ui/dice/test_remote.py::test_host_and_joiner_get_tables_and_play_a_dice_game_to_the_end",
    "tests/ui/test_settings_dialogs.py::test_smoke_test_command",
    "tests/ui/test_settings_dialogs.py::test_language_option_is_for_this_run_only",
    "tests/ui/test_smoke.py",
    "tests/ui/test_screenshots.py",
    "tests/ui/cards/test_play.py",
    "tests/ui/cards/test_variants.py",
    # mypy
    "tests/cards/engine/test_typing_and_layers.py::test_mypy_strict_on_the_whole_package",
    "tests/games/test_protocol_types.py",
)

#: The fixed waits that stay, by file and the code of the line, each with its reason: none of
#: them waits for something to appear.
FIXED_WAITS: dict[tuple[str, str], str] = {
    ("tests/storage/crash_child.py", "time.sleep(0.003)"):
        "the child writes its saves slowly, so that the kill lands in the middle of a write",
    ("tests/storage/test_lock.py", "time.sleep(120)"):
        "the child holds the lock until the test kills it (and ends by itself if the test died)",
    ("tests/storage/test_stats_db.py", "time.sleep(rng.uniform(0.2, 0.8))"):
        "the kill lands at a random moment of the child's writes (after its ready line)",
}

WAIT = re.compile(r"\bqtbot\.wait\(|\bQTest\.qWait\(|\btime\.sleep\(|(?<![\w.])sleep\(")


def _is_slow_mark(node: ast.expr) -> bool:
    """``pytest.mark.slow`` (also called, or in a list or tuple)."""
    if isinstance(node, (ast.List, ast.Tuple)):
        return any(_is_slow_mark(e) for e in node.elts)
    if isinstance(node, ast.Call):
        node = node.func
    return ast.unparse(node) == "pytest.mark.slow"


def _module_is_slow(tree: ast.Module) -> bool:
    return any(isinstance(n, ast.Assign) and any(getattr(t, "id", None) == "pytestmark"
                                                 for t in n.targets) and _is_slow_mark(n.value)
               for n in tree.body)


@pytest.mark.parametrize("entry", KNOWN_SLOW)
def test_a_test_known_to_be_slow_carries_the_marker(entry: str) -> None:
    path, _, name = entry.partition("::")
    file = ROOT / path
    assert file.is_file(), f"{path} does not exist"
    tree = ast.parse(file.read_text("utf-8"))
    if _module_is_slow(tree):
        return
    assert name, f"{path}: no module-level pytestmark = pytest.mark.slow"
    found = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == name]
    assert found, f"no {name} in {path}"
    assert any(_is_slow_mark(d) for d in found[0].decorator_list), \
        f"{entry} is known to be slow but has no @pytest.mark.slow"


def test_no_conftest_applies_markers_by_node_id() -> None:
    """A marker is put on the test it marks: no conftest adds one to collected items."""
    offenders = []
    for conftest in sorted(TESTS.rglob("conftest.py")):
        tree = ast.parse(conftest.read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name == "pytest_collection_modifyitems":
                offenders.append(f"{conftest.relative_to(ROOT)}: {node.name}")
            if isinstance(node, ast.Attribute) and node.attr == "add_marker":
                offenders.append(f"{conftest.relative_to(ROOT)}:{node.lineno}: add_marker")
    assert not offenders, offenders


def _fixed_waits() -> list[tuple[str, int, str]]:
    found = []
    for file in sorted(TESTS.rglob("*.py")):
        if file == Path(__file__):
            continue
        rel = file.relative_to(ROOT).as_posix()
        for number, line in enumerate(file.read_text("utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            if WAIT.search(code):
                found.append((rel, number, code.strip()))
    return found


def test_no_test_waits_a_fixed_time_unless_listed_with_a_reason() -> None:
    """Wait for the event (qtbot.waitUntil, waitSignal, a process's output line, a file's
    change), with a deadline only as the failure's bound; never a fixed time."""
    unlisted = [f"{rel}:{number}: {code}" for rel, number, code in _fixed_waits()
                if (rel, code) not in FIXED_WAITS]
    assert not unlisted, "fixed waits in tests (wait for the event instead):\n" + "\n".join(unlisted)


def test_every_listed_fixed_wait_is_still_there() -> None:
    present = {(rel, code) for rel, _, code in _fixed_waits()}
    stale = [key for key in FIXED_WAITS if key not in present]
    assert not stale, stale
    assert all(reason.strip() for reason in FIXED_WAITS.values())


def test_slow_is_a_registered_marker(pytestconfig: pytest.Config) -> None:
    assert any(m.startswith("slow:") for m in pytestconfig.getini("markers"))
