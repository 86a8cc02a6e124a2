"""The Saves dialog's list (issue 35, point 12): how long listing the named saves takes.

    python -m research.saves_bench [--saves 3000] [--deals 6] [--dialog] [--json]

A temporary data folder gets ``--saves`` named saves of a card game of ``--deals``
finished deals (random legal moves from totals far below zero, so that it lasts), written
as the app writes them; then a fresh
:class:`Storage` (nothing known of the files yet, as when the app starts) lists them
(``list_ms``: what the Saves dialog waits for when first opened), and lists them again
(``again_ms``: the dialog opened a second time).  Target at 3,000 saves: 200 ms.
With ``--dialog`` (Qt, offscreen if no display is set) it also shows the Saves dialog itself
over a fresh :class:`Storage` (``dialog_ms``: from its creation to its first paint, the list
read and the table filled; ``dialog_cpu_ms``: the CPU time of that, which a busy machine does
not inflate).
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import tempfile
import time
from pathlib import Path

from thousand_app.cards.engine import Game, Rules
from thousand_app.storage import SeatConfig, Storage
from thousand_app.kinds import REGISTRY
from thousand_app.ui.kinds import UI_REGISTRY

NAMES = ["Anna", "Boris", "Vera"]


def _game(deals: int, seed: int = 1) -> Game:
    """A game of ``deals`` deals (random legal moves, from totals far below zero so that
    it lasts)."""
    rng = random.Random(seed)
    game = Game(Rules.preset("classic"), 3, players=NAMES, seed=seed,
                start_totals=[-10 ** 6] * 3)
    while len(game.history) < deals and not game.is_over:
        if game.needs_deal:
            game.deal()
        else:
            game.apply(rng.choice(game.all_legal_actions()))
    return game


def _dialog(folder: Path) -> tuple[float, float]:
    """(wall ms, CPU ms) from a new Saves dialog over a fresh storage to its first paint."""
    import os
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from thousand_app.ui.common.saves import SavesDialog
    app = QApplication.instance() or QApplication([])
    st = Storage(REGISTRY, base_dir=folder, log=False)
    c0, t0 = time.process_time(), time.perf_counter()
    dialog = SavesDialog(st, UI_REGISTRY)
    dialog.show()
    app.processEvents()
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    dialog.close()
    st.close()
    return round(wall * 1000, 1), round(cpu * 1000, 1)


def measure(saves: int, deals: int, dialog: bool = False) -> dict[str, float]:
    folder = Path(tempfile.mkdtemp(prefix="thousand-saves-bench-"))
    try:
        st = Storage(REGISTRY, base_dir=folder, log=False)
        game = _game(deals)
        seats = [SeatConfig(n) for n in NAMES]
        st.save_as("save 0", game, seats, "g0")
        data = st.save_path("save 0").read_bytes()
        for k in range(1, saves):   # (the same game under other names: written as is)
            st.save_path(f"save {k}").write_bytes(data)
        st.close()
        fresh = Storage(REGISTRY, base_dir=folder, log=False)
        t0 = time.perf_counter()
        listed = fresh.list_saves()
        t1 = time.perf_counter()
        fresh.list_saves()
        t2 = time.perf_counter()
        assert len(listed) == saves, len(listed)
        out = {"saves": saves, "deals": len(game.history),
               "list_ms": round((t1 - t0) * 1000, 1),
               "again_ms": round((t2 - t1) * 1000, 1)}
        if dialog:
            fresh.close()
            out["dialog_ms"], out["dialog_cpu_ms"] = _dialog(folder)
        return out
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m research.saves_bench")
    p.add_argument("--saves", type=int, default=3000)
    p.add_argument("--deals", type=int, default=6)
    p.add_argument("--dialog", action="store_true", help="also show the Saves dialog (Qt)")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    out = measure(args.saves, args.deals, args.dialog)
    print(json.dumps(out) if args.json else " ".join(f"{k}={v}" for k, v in out.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
