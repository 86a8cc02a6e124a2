"""The child process of the crash-resume test: plays, autosaving after every step, until killed.

    python crash_child.py BASE_DIR JOURNAL SEED MODE

Continues the autosave in BASE_DIR if there is one, else starts a seeded game.
Step ``k`` of the game (a deal, or an action of some seat) is a pure function
of the seed, ``k`` and the state, so the parent can recompute every step.
After each step it calls ``GameRecorder.changed()`` and then appends
``"<k>\\t<step>\\t<ok|fail>\\n"`` to JOURNAL (flush + fsync).

MODE: ``fast``; ``slow`` (autosaves written in small slow chunks, so most
kills land in the middle of a write); ``full`` (about one autosave in three
fails with ENOSPC, as on a full disk).
"""

from __future__ import annotations

import errno
import os
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from thousand_app.engine import Game, Rules  # noqa: E402
from thousand_app.storage import GameRecorder, SeatConfig, Storage  # noqa: E402
from thousand_app.storage import atomic  # noqa: E402

PLAYERS = ["Anna", "Boris", "Vera"]
SEATS = [SeatConfig("Anna"), SeatConfig("Boris", "computer", "normal"),
         SeatConfig("Vera", "computer", "easy")]
GAME_ID = "crash-test"
MAX_STEPS = 20000


def new_game(seed: int) -> Game:
    return Game(Rules.preset("classic"), 3, players=PLAYERS, seed=seed)


def steps_done(game: Game) -> int:
    """How many steps made this state (the first deal comes with the game)."""
    return len(game.deals) - 1 + sum(len(moves) for _, moves in game.deals)


def step(game: Game, seed: int) -> str:
    """Make the next step of the seeded game; return it as text."""
    if game.needs_deal:
        game.deal()
        return "deal"
    rng = random.Random(f"{seed}:{steps_done(game)}")
    action = rng.choice(game.all_legal_actions())
    game.apply(action)
    return str(action)


def _slow_writes() -> None:
    def slow_write_all(fd: int, data: bytes) -> None:
        for i in range(0, len(data), 2048):
            os.write(fd, data[i:i + 2048])
            time.sleep(0.003)
    atomic._write_all = slow_write_all


def _full_disk(seed: int) -> None:
    rng = random.Random(seed)
    real_write_all = atomic._write_all

    def flaky_write_all(fd: int, data: bytes) -> None:
        if rng.random() < 0.33:     # the disk fills up half-way through the file
            os.write(fd, data[:len(data) // 2])
            raise OSError(errno.ENOSPC, "No space left on device")
        real_write_all(fd, data)
    atomic._write_all = flaky_write_all


def main() -> int:
    base, journal_path, seed, mode = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    st = Storage(base_dir=base)
    saved = st.load_autosave()
    if st.problems:
        print("\n".join(map(str, st.problems)), file=sys.stderr)
        return 3
    game = saved.game if saved is not None else new_game(seed)
    if mode == "slow":
        _slow_writes()
    elif mode == "full":
        _full_disk(seed + steps_done(game))
    rec = GameRecorder(st, game, SEATS, GAME_ID)
    journal = os.open(journal_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    ok = rec.changed()
    if not ok and mode != "full":
        return 4
    while steps_done(game) < MAX_STEPS and not game.is_over:
        k = steps_done(game)
        text = step(game, seed)
        ok = rec.changed()
        if not ok and mode != "full":
            print("\n".join(map(str, st.problems)), file=sys.stderr)
            return 4
        os.write(journal, f"{k}\t{text}\t{'ok' if ok else 'fail'}\n".encode())
        os.fsync(journal)
    return 0


if __name__ == "__main__":
    sys.exit(main())
