"""Kill a playing child process at random moments (mid-write too, and on a "full disk"),
then resume: the autosave is always the state after the last completed action.

The child journals each step after its autosave; a kill between the two
leaves the autosave one step ahead of the journal, which is the last
completed action too.  With failing writes (full disk) the autosave is the
state of the last step whose autosave succeeded.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from thousand_app.dice.engine import DiceGame
from thousand_app.dice.engine.record import to_record as dice_record
from thousand_app.storage import Storage
from thousand_app.kinds import REGISTRY

from . import crash_child as child
from .helpers import same_game

CHILD = Path(child.__file__).resolve()
ROOT = CHILD.parents[2]

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")]


def read_journal(path: Path) -> list[tuple[int, str, bool]]:
    if not path.exists():
        return []
    out = []
    for line in path.read_text(encoding="utf-8").split("\n"):
        parts = line.split("\t")
        if len(parts) == 3:          # a line cut by the kill has no tab-separated status
            out.append((int(parts[0]), parts[1], parts[2] == "ok"))
    return out


def run_child(base: Path, journal: Path, seed: int, mode: str, wait: float,
              kind: str = "cards") -> None:
    """Start the child, let it play ``wait`` seconds after its first step, then SIGKILL it."""
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.Popen([sys.executable, str(CHILD), str(base), str(journal), str(seed), mode,
                             kind],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.readline()          # its first step is in the journal (or it ended: no line)
    try:
        proc.wait(timeout=wait)
    except subprocess.TimeoutExpired:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    proc.stdout.close()
    err = proc.stderr.read().decode(errors="replace")
    proc.stderr.close()
    assert proc.returncode == -signal.SIGKILL, f"child ended by itself ({proc.returncode}): {err}"


def same_dice_game(a: DiceGame, b: DiceGame) -> bool:
    """Same record, same state to act in, same legal actions."""
    return (dice_record(a) == dice_record(b) and a.pending == b.pending and a.to_act == b.to_act
            and [str(x) for x in a.legal_actions()] == [str(x) for x in b.legal_actions()])


@pytest.mark.parametrize("mode,runs,seed,kind", [
    ("slow", 7, 101, "cards"), ("fast", 4, 202, "cards"), ("full", 4, 303, "cards"),
    ("slow", 5, 404, "dice"), ("fast", 3, 505, "dice")])
def test_killed_child_resumes_at_the_last_completed_action(tmp_path: Path, mode: str, runs: int,
                                                           seed: int, kind: str) -> None:
    base, journal_path = tmp_path / "home", tmp_path / "journal.txt"
    rng = random.Random(seed)
    mid_write = 0
    played = 0
    game_kind = child.Kind(kind)
    same = same_dice_game if kind == "dice" else same_game
    for run in range(runs):
        run_child(base, journal_path, seed, mode, wait=rng.uniform(0.0, 1.0), kind=kind)
        temps = [p for p in (base / "data").iterdir() if ".tmp-" in p.name]
        mid_write += bool(temps)
        journal = read_journal(journal_path)
        st = Storage(REGISTRY, base_dir=base, log=False)
        saved = st.load_autosave()
        assert st.problems == [], st.problems
        assert saved is not None, f"run {run}: no autosave after the child started"
        assert saved.game_id == child.GAME_ID and saved.seats[:3] == child.SEATS
        assert saved.kind == kind
        n_saved = game_kind.steps_done(saved.game)
        # the journal tells the steps the child completed, in order, from step 0
        assert [k for k, _, _ in journal] == list(range(len(journal)))
        ok_counts = [0] + [k + 1 for k, _, ok in journal if ok]
        allowed = {ok_counts[-1], len(journal) + 1}
        assert n_saved in allowed, (run, n_saved, allowed)
        # the same game played here step by step, checking the journal's texts
        reference = game_kind.new_game(seed)
        texts = []
        while game_kind.steps_done(reference) < n_saved:
            k = game_kind.steps_done(reference)
            texts.append(game_kind.step(reference, seed))
            if k < len(journal):
                assert journal[k][1] == texts[k], f"step {k}: {journal[k][1]!r} != {texts[k]!r}"
        assert same(saved.game, reference), f"run {run}: the autosave is not the game"
        played = max(played, n_saved)
        # the next run continues from the autosave: the journal is made to match it
        journal_path.write_text("".join(f"{k}\t{t}\tok\n" for k, t in enumerate(texts)),
                                encoding="utf-8")
        leftovers = [p for p in (base / "data").iterdir() if p.name.startswith(".")]
        for p in leftovers:                   # what a crash left: not visible, never loaded
            p.unlink()
    assert played > 20, "the child hardly played: increase the waits"
    if mode == "slow":
        assert mid_write >= 1, "no kill landed during a write"
