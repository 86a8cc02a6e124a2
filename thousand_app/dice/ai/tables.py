"""The solved two-player tables on disk, read with the standard library only.

A table file (``thousand_app/dice/data/solved-<preset>.bin.gz``) is gzip of a
one-line JSON header, a newline, and the win probabilities ``W[m][o]`` as
little-endian IEEE doubles, row by row.  The header names the preset, its full
options (a table is used only for exactly those rules), the reduced player
states of the rows and columns (``[total, entered, attempts]``) and how it was
solved (sweeps, Bellman residual, seconds).
"""

from __future__ import annotations

import gzip
import json
import sys
from array import array
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from thousand_app.dice.rules import DiceRules

from .model import Detail, PState, reduced

__all__ = ["DATA_DIR", "KEEPS_COUNTERS", "SolvedTable", "table_path", "write_table", "read_table",
           "table_for", "WinTable", "first_player_win"]

DATA_DIR = Path(__file__).resolve().parent.parent / "data"

#: The presets whose tables keep the counters (:func:`~.model.counter_state`): with
#: barrel_900 that is the falls count (403 states, where the third fall sends to 0), which
#: makes its table exact; with exact_thousand the bolts and overshoots would make 6,000
#: states (288 MB of doubles), too many to ship; classic has no counter that matters.
KEEPS_COUNTERS = frozenset({"barrel_900"})


@dataclass
class SolvedTable:
    preset: str
    options: dict[str, Any]
    states: list[PState]
    win: list[float]
    info: dict[str, Any] = field(default_factory=dict)
    #: what the states keep beyond total, entered and attempts
    detail: Detail = Detail()


def table_path(folder: Path, preset: str) -> Path:
    return folder / f"solved-{preset}.bin.gz"


def write_table(path: Path, t: SolvedTable) -> None:
    header = {
        "format": "thousand-dice-solved", "version": 1, "preset": t.preset,
        "options": t.options,
        "states": [[p.total, p.entry if t.detail.entry_scores else p.entry is not None,
                    p.attempts] + ([p.falls, p.bolts, p.overshoots] if t.detail.counters else [])
                   for p in t.states],
        "info": t.info, "entry_scores": t.detail.entry_scores,
    }
    if t.detail.counters:
        header["counters"] = True
    data = array("d", t.win)
    if sys.byteorder != "little":
        data.byteswap()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    with gzip.GzipFile(tmp, "wb", compresslevel=9, mtime=0) as f:
        f.write(json.dumps(header, sort_keys=True).encode() + b"\n")
        f.write(data.tobytes())
    tmp.replace(path)


def read_table(path: Path) -> SolvedTable:
    with gzip.open(path, "rb") as f:
        raw = f.read()
    head, _, body = raw.partition(b"\n")
    header = json.loads(head)
    if header.get("format") != "thousand-dice-solved" or header.get("version") != 1:
        raise ValueError(f"{path}: not a solved dice table")
    opts = header["options"]
    thr = int(opts["entry_threshold"])
    scores = bool(header.get("entry_scores", False))
    detail = Detail(scores, bool(header.get("counters", False)))
    states = [PState(t, e if scores else thr if e else None, a, *rest)
              for t, e, a, *rest in header["states"]]
    data = array("d")
    data.frombytes(body)
    if sys.byteorder != "little":
        data.byteswap()
    if len(data) != len(states) ** 2:
        raise ValueError(f"{path}: {len(data)} values for {len(states)} states")
    return SolvedTable(header["preset"], opts, states, list(data), header.get("info", {}),
                       detail)


class WinTable:
    """``value(me, opp)``: the solved probability that the player to move (state ``me``)
    beats the opponent (state ``opp``), for full player states (reduced here)."""

    def __init__(self, rules: DiceRules, t: SolvedTable) -> None:
        self.rules = rules
        self.table = t
        self.n = len(t.states)
        self.index = {p: k for k, p in enumerate(t.states)}
        self._near: dict[PState, int] = {}
        #: The index of every full state asked for so far (a few thousand in a game's life).
        self._seen: dict[PState, int] = {}

    def _idx(self, p: PState) -> int:
        k = self._seen.get(p)
        if k is None:
            k = self._seen[p] = self._reduced_idx(p)
        return k

    def _reduced_idx(self, p: PState) -> int:
        r = reduced(self.rules, p, self.table.detail)
        k = self.index.get(r)
        if k is not None:
            return k
        k = self._near.get(r)
        if k is None:
            # a state the reduced game never reaches (a penalty the tables leave out):
            # the nearest total with the same entry flag
            cands = [q for q in self.table.states if (q.entry is None) == (r.entry is None)
                     and q.attempts == 0] or self.table.states
            best = min(cands, key=lambda q: (abs(q.total - r.total), q.total))
            k = self.index[best]
            self._near[r] = k
        return k

    def value(self, me: PState, opp: PState) -> float:
        return self.table.win[self._idx(me) * self.n + self._idx(opp)]


@lru_cache(maxsize=8)
def _load(preset: str, folder: str) -> SolvedTable | None:
    path = table_path(Path(folder), preset)
    if not path.exists():
        return None
    return read_table(path)


@lru_cache(maxsize=32)
def table_for(rules: DiceRules, folder: Path | None = None) -> WinTable | None:
    """The shipped table solved for exactly ``rules``, or None (one shared instance per
    rules and folder: players made per game share its memo of state indices)."""
    t = _load(rules.preset_name, str(folder or DATA_DIR))
    if t is None or t.options != rules.options():
        return None
    return WinTable(rules, t)


def first_player_win(t: SolvedTable) -> float:
    """The first player's probability of winning from the start under optimal play."""
    k = t.states.index(PState(0))
    return t.win[k * len(t.states) + k]


def main(argv: list[str] | None = None) -> int:
    """``python -m thousand_app.dice.ai.tables [FOLDER]``: what the shipped tables hold."""
    import argparse

    ap = argparse.ArgumentParser(prog="python -m thousand_app.dice.ai.tables")
    ap.add_argument("folder", nargs="?", type=Path, default=DATA_DIR)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    out = {}
    for path in sorted(args.folder.glob("solved-*.bin.gz")):
        t = read_table(path)
        out[t.preset] = {"states": len(t.states), "bytes": path.stat().st_size,
                         "first_player_win": first_player_win(t), **t.info}
    if args.json:
        print(json.dumps(out))
    else:
        for name, row in out.items():
            print(name, " ".join(f"{k}={v}" for k, v in row.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
