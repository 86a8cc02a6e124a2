"""Test fixtures for every folder: where the example games live, and the slow tests."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# Tests outside tests/ui open Qt windows too (storage's progress dialogs): never on a real
# display, and never Qt's abort where there is none.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


#: The example games with the exact replay output of each (tests/fixtures/examples/README.md):
#: the project's own test data, in the repository, so that a plain clone runs its tests.
EXAMPLES = ROOT / "tests" / "fixtures" / "examples"


#: Tests the fast loop (``pytest -m "not slow" -n 2``) leaves out, by the start of their node
#: id: the package build and the .deb, numba compilation, tournaments and search-heavy AI
#: tests, whole GUI games and screenshots, mypy.  Each took seconds in a measured run
#: (``pytest --durations=0``, docs/developing.md); a test may also carry
#: ``@pytest.mark.slow`` itself.
SLOW: tuple[str, ...] = (
    # the package and the .deb
    "tests/packaging/test_build.py",
    "tests/packaging/test_deb.py",
    # numba: the dice solver and the compiled core, the benchmark
    "tests/dice/ai/test_solver.py",
    "tests/dice/ai/test_hard_tables.py",
    "tests/ui/dice/test_hard.py",
    "tests/dice/engine/test_core.py::test_compiled_core_plays_the_same_games",
    "tests/dice/engine/test_core.py::test_core_games_are_the_engines_games",
    "tests/dice/engine/test_bench.py::test_bench_prints_its_figures",
    # whole games of computer players, property sweeps, search
    "tests/net/test_games.py::test_a_whole_card_game",
    "tests/net/test_games.py::test_a_whole_dice_game[2-2]",
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
    # storage under load: a 64 MiB file, killed processes, fuzzing
    "tests/storage/test_stats_db.py::test_a_valid_stats_json_over_64_mib_is_imported_whole",
    "tests/storage/test_stats_db.py::test_kill_during_statistics_writes",
    "tests/storage/test_crash_resume.py",
    "tests/storage/test_fuzz.py",
    "tests/storage/test_saves.py::test_recorder_autosaves_and_clears_at_the_end",
    # whole GUI games, every screenshot scene, the app started as a program
    "tests/ui/test_fit.py::test_every_scene_of_the_screenshots_fits",
    "tests/ui/test_fit.py::test_every_window_fits",
    "tests/ui/dice/test_table.py::test_what_is_drawn_matches_the_engine_after_every_action",
    "tests/ui/dice/test_start.py::test_a_whole_computer_dice_game_from_the_start_screen",
    "tests/ui/test_settings_dialogs.py::test_smoke_test_command",
    "tests/ui/test_settings_dialogs.py::test_language_option_is_for_this_run_only",
    "tests/ui/test_smoke.py",
    "tests/ui/test_screenshots.py",
    "tests/ui/cards/test_play.py",
    "tests/ui/cards/test_variants.py",
    # mypy
    "tests/cards/engine/test_typing_and_layers.py::test_mypy_strict_on_engine",
    "tests/games/test_protocol_types.py",
)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    slow = pytest.mark.slow
    for item in items:
        if item.nodeid.startswith(SLOW):
            item.add_marker(slow)
