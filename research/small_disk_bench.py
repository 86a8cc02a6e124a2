"""Autosaves on a small disk (issue 35, point 8): the statistics never crowd out the autosave.

    python -m research.small_disk_bench FOLDER [--moves 39] [--json]

``FOLDER`` must be an empty folder on a small disk of its own (on Linux, as root:
``mount -t tmpfs -o size=200k tmpfs FOLDER``).  The run starts the app's storage there
for the first time (no statistics database yet), fills the disk, starts a card game (its
first autosave fails), gives the space back, then plays ``--moves`` steps, saving after each
as the app does (:meth:`GameRecorder.changed`).  It prints how many autosaves succeeded,
how many saves (the first included) left a message for the user (problems to show), and
whether a fresh start finds the game at its last step (what a kill would keep).
"""

from __future__ import annotations

import argparse
import json
import os
import random
from pathlib import Path

from thousand_app.cards.engine import Game, Rules
from thousand_app.storage import GameRecorder, SeatConfig, Storage
from thousand_app.kinds import REGISTRY

NAMES = ["Anna", "Boris", "Vera"]


def _fill(folder: Path) -> Path:
    """Fill the disk of ``folder`` with one file (until the disk is full)."""
    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        while True:
            os.write(fd, b"\0" * 1024)
    except OSError:
        pass
    finally:
        os.close(fd)
    return filler


def measure(folder: Path, moves: int) -> dict[str, object]:
    st = Storage(REGISTRY, base_dir=folder, log=False)
    filler = _fill(folder)
    rng = random.Random(1)
    game = Game(Rules.preset("classic"), 3, players=NAMES, seed=1)
    seats = [SeatConfig("Anna"), SeatConfig("Boris"), SeatConfig("Vera")]
    rec = GameRecorder(st, game, seats)
    rec.changed()             # the disk is full: this fails (and is said)
    messages = 1 if st.take_problems() else 0
    os.unlink(filler)          # the space returns
    saved = 0
    for _ in range(moves):
        if game.needs_deal:
            game.deal()
        else:
            game.apply(rng.choice(game.all_legal_actions()))
        if rec.changed():
            saved += 1
        if st.take_problems():
            messages += 1
    st.close()
    again = Storage(REGISTRY, base_dir=folder, log=False).load_autosave("cards")
    kept = again is not None and again.game.output() == game.output()
    return {"moves": moves, "autosaves_ok": saved, "messages": messages,
            "kill_keeps_last_move": kept}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m research.small_disk_bench")
    p.add_argument("folder", type=Path)
    p.add_argument("--moves", type=int, default=39)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    out = measure(args.folder, args.moves)
    print(json.dumps(out) if args.json else
          " ".join(f"{k}={v}" for k, v in out.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
