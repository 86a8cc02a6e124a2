"""The child process of the crash-resume test: plays, autosaving after every step, until killed.

    python crash_child.py BASE_DIR JOURNAL SEED MODE [KIND]

Continues the autosave in BASE_DIR if there is one, else starts a seeded game
(KIND ``cards``, the default, or ``dice``: the same steps for the dice game, whose
throws are drawn from the same seeded generator).
Step ``k`` of the game (a deal, or an action of some seat) is a pure function
of the seed, ``k`` and the state, so the parent can recompute every step.
After each step it autosaves (``GameRecorder.changed()``, or ``Storage.autosave``)
and then appends
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

from thousand_app.dice.engine import DiceGame, DiceRules  # noqa: E402
from thousand_app.dice.engine.game import CHOICE, draw_throw  # noqa: E402
from thousand_app.dice.engine.actions import ROLL, STOP  # noqa: E402
from thousand_app.dice.engine.record import to_record as dice_record  # noqa: E402
from thousand_app.cards.engine import Game, Rules  # noqa: E402
from thousand_app.storage import GameRecorder, SeatConfig, Storage  # noqa: E402
from thousand_app.storage import atomic  # noqa: E402
from thousand_app.kinds import REGISTRY

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


def new_dice_game(seed: int) -> DiceGame:
    return DiceGame(DiceRules.preset("classic"), 4, players=PLAYERS + ["Gleb"], seed=seed)


def dice_steps_done(game: DiceGame) -> int:
    """How many steps (throws and choices) made this state."""
    return sum(len(t["steps"]) for t in dice_record(game)["turns"])


def dice_step(game: DiceGame, seed: int) -> str:
    """Make the next step of the seeded dice game (a throw drawn, or a random choice)."""
    rng = random.Random(f"{seed}:{dice_steps_done(game)}")
    if game.pending == CHOICE:       # (the choice is a step of its own: record version 2)
        action = STOP if rng.random() < 0.3 else ROLL
    elif game.pending == "throw":
        action = draw_throw(rng, game.d)
    else:
        action = rng.choice(game.legal_actions())
    game.apply(action)
    return str(action)


class Kind:
    """What the child plays: the game's start, its step counter, one step, its autosave."""

    def __init__(self, name: str) -> None:
        self.name = name
        dice = name == "dice"
        self.new_game = new_dice_game if dice else new_game
        self.steps_done = dice_steps_done if dice else steps_done
        self.step = dice_step if dice else step

    def recorder(self, st: Storage, game: object):  # type: ignore[no-untyped-def]
        """A function that autosaves ``game`` as it stands; True if it was saved."""
        if self.name == "dice":
            return lambda: st.autosave(game, SEATS + [SeatConfig("Gleb", "computer", "hard")],
                                       GAME_ID)
        return GameRecorder(st, game, SEATS, GAME_ID).changed  # type: ignore[arg-type]


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
    kind = Kind(sys.argv[5] if len(sys.argv) > 5 else "cards")
    st = Storage(REGISTRY, base_dir=base)
    saved = st.load_autosave()
    if st.problems:
        print("\n".join(map(str, st.problems)), file=sys.stderr)
        return 3
    game = saved.game if saved is not None else kind.new_game(seed)
    if mode == "slow":
        _slow_writes()
    elif mode == "full":
        _full_disk(seed + kind.steps_done(game))
    save = kind.recorder(st, game)
    journal = os.open(journal_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    ok = save()
    if not ok and mode != "full":
        return 4
    first = kind.steps_done(game)
    while kind.steps_done(game) < MAX_STEPS and not game.is_over:
        k = kind.steps_done(game)
        text = kind.step(game, seed)
        ok = save()
        if not ok and mode != "full":
            print("\n".join(map(str, st.problems)), file=sys.stderr)
            return 4
        os.write(journal, f"{k}\t{text}\t{'ok' if ok else 'fail'}\n".encode())
        os.fsync(journal)
        if k == first:
            print("stepped", flush=True)    # (the parent waits for this line, not a time)
    return 0


if __name__ == "__main__":
    sys.exit(main())
