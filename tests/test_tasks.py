"""The app's one task runner (thousand_app/tasks.py): lanes keep their order and their width,
cancelling drops what has not started, shutdown lets the queue finish and joins the threads;
no other worker mechanism is left in thousand_app/ (issue 36, point 5)."""

from __future__ import annotations

import ast
import threading
from concurrent.futures import CancelledError
from pathlib import Path
from typing import Any, Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from thousand_app import tasks
from thousand_app.tasks import Lane, Runner

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "thousand_app"


@pytest.fixture
def own_runner(monkeypatch: pytest.MonkeyPatch) -> Iterator[Runner]:
    """A runner of the test's own (its threads end as soon as they are idle)."""
    r = Runner(idle_s=0.01)
    monkeypatch.setattr(tasks, "_RUNNER", [r])
    yield r
    assert r.shutdown(30)


class _Gauge:
    """How many jobs run at once, at most."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.now = 0
        self.most = 0

    def __enter__(self) -> None:
        with self.lock:
            self.now += 1
            self.most = max(self.most, self.now)

    def __exit__(self, *_: Any) -> None:
        with self.lock:
            self.now -= 1


def test_a_lane_runs_its_jobs_in_order_one_at_a_time_on_a_thread_named_for_it(
        own_runner: Runner) -> None:
    lane = Lane("thousand-test")
    gauge, seen, names = _Gauge(), [], set()

    def job(i: int) -> int:
        with gauge:
            seen.append(i)
            names.add(threading.current_thread().name)
        return i * i

    futures = [lane.submit(job, i) for i in range(200)]
    assert [f.result(30) for f in futures] == [i * i for i in range(200)]
    assert seen == list(range(200)) and gauge.most == 1
    assert names == {"thousand-test"}
    assert threading.current_thread().name != "thousand-test"


def test_a_wide_lane_runs_as_many_jobs_at_once_as_its_width(own_runner: Runner) -> None:
    lane = Lane("wide", width=3)
    together = threading.Barrier(3, timeout=30)     # (passes only if three run at once)
    gauge = _Gauge()

    def job() -> None:
        with gauge:
            together.wait()

    futures = [lane.submit(job) for _ in range(9)]
    for f in futures:
        f.result(30)
    assert gauge.most == 3


def test_a_busy_lane_holds_up_no_other(own_runner: Runner) -> None:
    slow, fast = Lane("slow"), Lane("fast")
    gate = threading.Event()
    held = slow.submit(gate.wait, 30)
    queued = slow.submit(lambda: "after")
    assert fast.submit(lambda: "fast").result(30) == "fast"   # (while the slow lane waits)
    assert not held.done() and not queued.done()
    gate.set()
    assert queued.result(30) == "after"


def test_cancel_drops_what_has_not_started_and_refuses_what_comes_later(
        own_runner: Runner) -> None:
    lane = Lane("owner")
    gate, ran = threading.Event(), []
    running = lane.submit(gate.wait, 30)
    dropped = [lane.submit(ran.append, i) for i in range(5)]
    lane.cancel()
    assert all(f.cancelled() for f in dropped) and lane.pending == 0
    assert not lane.run(ran.append, 99) and lane.closed
    with pytest.raises(CancelledError):
        lane.submit(ran.append, 100).result(1)
    gate.set()
    assert running.result(30) is True      # (what had started runs to its end)
    assert own_runner.shutdown(30)
    assert ran == []


def test_a_job_that_raises_is_reported_and_the_lane_goes_on(
        own_runner: Runner, caplog: pytest.LogCaptureFixture) -> None:
    lane = Lane("fails")

    def boom() -> None:
        raise ValueError("boom")

    lane.run(boom)
    failed = lane.submit(boom)
    assert lane.submit(lambda: 7).result(30) == 7
    with pytest.raises(ValueError):
        failed.result(30)
    assert any("boom" in (r.exc_text or "") or r.exc_info for r in caplog.records
               if r.name == "thousand.tasks")


def test_shutdown_finishes_the_queue_and_joins_every_thread(own_runner: Runner) -> None:
    lanes = [Lane(f"lane-{i}") for i in range(4)]
    done: list[int] = []
    lock = threading.Lock()
    gate = threading.Event()

    def job(i: int) -> None:
        gate.wait(30)
        with lock:
            done.append(i)

    for i in range(40):
        lanes[i % 4].run(job, i)
    threads = list(own_runner._threads)
    assert 1 <= len(threads) <= 4
    gate.set()
    assert own_runner.shutdown(30)
    assert sorted(done) == list(range(40))             # nothing queued was lost
    assert not any(t.is_alive() for t in threads) and own_runner.threads == 0
    assert not own_runner.put(lanes[0], None, job, (99,))    # (this runner takes no more)


def test_after_shutdown_the_next_job_starts_a_new_runner(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tasks, "_RUNNER", [Runner(idle_s=0.01)])
    old = tasks.runner()
    assert Lane("a").submit(lambda: 1).result(30) == 1
    assert tasks.shutdown(30)
    assert Lane("b").submit(lambda: 2).result(30) == 2
    assert tasks.runner() is not old
    assert tasks.shutdown(30)


def test_idle_threads_end_and_come_back_when_work_does(own_runner: Runner) -> None:
    lane = Lane("idle")
    assert lane.submit(lambda: 1).result(30) == 1
    for thread in list(own_runner._threads):
        thread.join(30)                 # (idle for idle_s: it ends)
    assert own_runner.threads == 0
    assert lane.submit(lambda: 2).result(30) == 2
    assert own_runner.started >= 2


def test_the_threads_are_as_many_as_the_work_that_runs_at_once(own_runner: Runner) -> None:
    """A serial lane's jobs, one after another, need one thread, not one each."""
    lane = Lane("serial")
    for i in range(100):
        lane.run(lambda: None)
    lane.submit(lambda: None).result(30)
    assert own_runner.started == 1


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(st.integers(0, 3), st.integers(1, 3)), min_size=1, max_size=60))
def test_every_lane_keeps_its_order_and_its_width(own_runner: Runner,
                                                   jobs: list[tuple[int, int]]) -> None:
    """Jobs given to several lanes at random: every job runs once; in each lane they start
    in the order given, never more at once than its width."""
    widths = {0: 1, 1: 2, 2: 3, 3: 1}
    lanes = {i: Lane(f"lane-{i}", width=w) for i, w in widths.items()}
    gauges = {i: _Gauge() for i in lanes}
    started: dict[int, list[int]] = {i: [] for i in lanes}
    lock = threading.Lock()

    def job(lane: int, n: int, spin: int) -> None:
        with gauges[lane]:
            with lock:
                started[lane].append(n)
            sum(range(spin * 200))

    futures = [lanes[lane].submit(job, lane, n, spin) for n, (lane, spin) in enumerate(jobs)]
    for f in futures:
        f.result(30)
    for i in lanes:
        assert started[i] == [n for n, (lane, _) in enumerate(jobs) if lane == i]
        assert gauges[i].most <= widths[i]


# -- one runner in the app ---------------------------------------------------------------------

#: Modules that may start threads themselves, with why (the zeroconf package's own threads and
#: the analysis's worker processes are the libraries', not ours).
OWN_THREADS = {
    "thousand_app/tasks.py": "the runner: every other worker runs on its threads",
}

#: Names that start a thread or a pool of them.
THREAD_MAKERS = ("ThreadPoolExecutor", "Thread", "Timer", "QThread", "QThreadPool",
                 "start_new_thread", "QtConcurrent")


def _thread_makers(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        name = None
        if isinstance(node, ast.Attribute):
            name = node.attr
        elif isinstance(node, ast.Name):
            name = node.id
        elif isinstance(node, ast.alias):
            name = node.name.rsplit(".", 1)[-1]
        if name in THREAD_MAKERS:
            found.append(f"{name} (line {getattr(node, 'lineno', '?')})")
    return found


def test_no_worker_thread_is_started_outside_the_runner() -> None:
    """A ``ThreadPoolExecutor``, ``threading.Thread`` or ``Timer``, a ``QThread``: only the
    runner makes threads (as tests/test_layers.py keeps the imports)."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        makers = _thread_makers(path)
        if makers and rel not in OWN_THREADS:
            found[rel] = makers
    assert found == {}, ("start the work on a lane of thousand_app.tasks instead "
                         f"(docs/developing.md): {found}")
    assert all(_thread_makers(ROOT / rel) for rel in OWN_THREADS)   # (the list stays true)


def test_the_check_sees_a_thread_started(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("import threading\nfrom concurrent.futures import ThreadPoolExecutor\n"
                      "threading.Thread(target=print).start()\n")
    assert [m.split()[0] for m in _thread_makers(sample)] == ["ThreadPoolExecutor", "Thread"]

