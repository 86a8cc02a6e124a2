"""Test fixtures for every folder: where the example games live.

The tests the fast loop (``pytest -m "not slow" -n 2``) leaves out carry ``@pytest.mark.slow``
themselves (or a module's ``pytestmark``): no list of node ids here, so a test says what it is
where it is written (tests/test_markers.py keeps it so)."""

from __future__ import annotations

import gc
import os
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Tests outside tests/ui open Qt windows too (storage's progress dialogs): never on a real
# display, and never Qt's abort where there is none.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


#: The example games with the exact replay output of each (tests/fixtures/examples/README.md):
#: the project's own test data, in the repository, so that a plain clone runs its tests.
EXAMPLES = ROOT / "tests" / "fixtures" / "examples"


import pytest  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def _task_runner_joined():
    """The app's task runner (thousand_app/tasks.py) ends with the session as it ends with the
    app: the jobs queued are done and every worker thread is joined (a job still running a
    minute after the last test is a job that never ends: a bug)."""
    yield
    import sys
    if "thousand_app.tasks" in sys.modules:
        assert sys.modules["thousand_app.tasks"].shutdown(60.0), \
            "a job of the task runner did not end (the log names its lane)"


@pytest.fixture(autouse=True)
def _heap_trimmed_only_where_tested(request: pytest.FixtureRequest,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """The app gives the heap back each time a table leaves the screen: a full collection,
    then glibc's ``malloc_trim``.  In a test process whose heap holds a thousand tests'
    modules, parsed sources and records (about a million objects) each full collection
    costs half a second, and these were 40 % of the fast loop's time.  Only the tests marked
    ``heap`` give it back as the app does; elsewhere the give-back collects the young
    generations (what the table just made; garbage with Qt objects in it is still collected
    on the GUI thread, at that known point) and no trim.  The tests that count what a table
    leaves behind run their own full collections."""
    if request.node.get_closest_marker("heap") is not None:
        return
    import sys
    heap = sys.modules.get("thousand_app.heap")
    if heap is None:
        import thousand_app.heap as heap
    monkeypatch.setattr(heap, "_malloc_trim", lambda: None)
    monkeypatch.setattr(heap, "gcguard", types.SimpleNamespace(collect=lambda: gc.collect(1)))
