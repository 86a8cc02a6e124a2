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
import hashlib
import json
import sys
from array import array
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterator, Mapping

from thousand_app.dice.engine.rules import DICE_OPTIONS, DiceRules
from thousand_app.games.files import open_regular

from .model import Detail, PState, reduced

__all__ = ["DATA_DIR", "KEEPS_COUNTERS", "SolvedTable", "table_path", "write_table", "read_table",
           "table_for", "find_table", "table_options", "custom_table_path", "set_cache_dir",
           "cache_dir", "forget", "WinTable", "first_player_win"]

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


#: A table's header line (JSON) is read up to this many bytes (the shipped ones have 3 to
#: 11 kB); a longer one is not a table.
MAX_HEADER_BYTES = 256 * 1024
#: A table has at most this many states (the shipped ones have up to 403, one solved on
#: demand at most ``solver.MAX_STATES``, 450): its body, ``states``² doubles, is then at most
#: 8 MB.  A file claiming more, or holding more, is not a table (a gzip bomb inflating to
#: gigabytes is refused after reading this much).
MAX_TABLE_STATES = 1024


@contextmanager
def _open_table(path: Path | str) -> Iterator[gzip.GzipFile]:
    """The table file decompressed as it is read: only a regular file (a FIFO or a device in
    the tables' folder is never opened to wait or read without end).  Both are closed after:
    a ``GzipFile`` never closes the file it was given."""
    with open_regular(path) as raw, gzip.GzipFile(fileobj=raw, mode="rb") as f:
        yield f


def _read_header(f: gzip.GzipFile, path: Path | str) -> dict[str, Any]:
    """The table's header (its first line, at most :data:`MAX_HEADER_BYTES`)."""
    line = f.readline(MAX_HEADER_BYTES + 1)
    if len(line) > MAX_HEADER_BYTES or not line.endswith(b"\n"):
        raise ValueError(f"{path}: not a solved dice table (no header line within "
                         f"{MAX_HEADER_BYTES} bytes)")
    header = json.loads(line)
    if not isinstance(header, dict):
        raise ValueError(f"{path}: not a solved dice table")
    return header


def read_table(path: Path) -> SolvedTable:
    """The table in ``path``; ``ValueError`` (or ``OSError``, ``EOFError``) if it is not a
    table, and before reading more than a real table holds."""
    with _open_table(path) as f:
        header = _read_header(f, path)
        if header.get("format") != "thousand-dice-solved" or header.get("version") != 1:
            raise ValueError(f"{path}: not a solved dice table")
        n = len(header["states"])
        if n > MAX_TABLE_STATES:
            raise ValueError(f"{path}: {n} states (a table has at most {MAX_TABLE_STATES})")
        body = f.read(8 * n * n + 1)
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


#: The most full states a table's memo of indices keeps (about 160 bytes each: 0.65 MB).
SEEN_MAX = 4096


class WinTable:
    """``value(me, opp)``: the solved probability that the player to move (state ``me``)
    beats the opponent (state ``opp``), for full player states (reduced here)."""

    def __init__(self, rules: DiceRules, t: SolvedTable) -> None:
        self.rules = rules
        self.table = t
        self.n = len(t.states)
        self.index = {p: k for k, p in enumerate(t.states)}
        self._near: dict[PState, int] = {}
        #: The index of the full states asked for lately (a few thousand in a game's life;
        #: emptied when it holds :data:`SEEN_MAX`: the table is shared by every game).
        self._seen: dict[PState, int] = {}

    def _idx(self, p: PState) -> int:
        k = self._seen.get(p)
        if k is None:
            if len(self._seen) >= SEEN_MAX:
                self._seen.clear()
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


def table_options(options: Mapping[str, Any], entry_scores: bool = False) -> dict[str, Any]:
    """The options as a solved table sees them: every option that cannot take effect
    (dice-rules.md section 11: :meth:`~thousand_app.games.options.OptionTable.applies`) at its
    default, and, in a table without the entry scores, ``barrel_fall = entry`` as
    ``threshold`` (such a table reduces every entry score to the threshold, so both
    readings are the same reduced game, :func:`~.model.reduced`).  Two rule sets with
    the same table options share a table."""
    values = {s.key: options.get(s.key, s.default) for s in DICE_OPTIONS}
    out = {s.key: values[s.key] if s.applies(values) else s.default for s in DICE_OPTIONS}
    if not entry_scores and out["barrel_fall"] == "entry":
        out["barrel_fall"] = "threshold"
    return out


def custom_table_path(folder: Path, rules: DiceRules, detail: Detail) -> Path:
    """Where a table solved for ``rules`` on demand lives in ``folder``: named by a hash of
    its table options and what its states keep."""
    key = json.dumps([table_options(rules.options(), detail.entry_scores), list(detail)],
                     sort_keys=True)
    return folder / f"solved-custom-{hashlib.sha256(key.encode()).hexdigest()[:16]}.bin.gz"


#: A folder of tables solved on demand (the app sets it to a folder of its data folder,
#: :func:`set_cache_dir`); searched after the shipped ones.
_cache_dir: list[Path] = []


def set_cache_dir(folder: Path | None) -> None:
    """Where tables solved on demand are kept (None: nowhere)."""
    _cache_dir[:] = [] if folder is None else [Path(folder)]
    forget()


def cache_dir() -> Path | None:
    return _cache_dir[0] if _cache_dir else None


def forget() -> None:
    """Drop what was remembered of the tables on disk (a new table was written)."""
    table_for.cache_clear()
    _header.cache_clear()
    _load.cache_clear()


@lru_cache(maxsize=64)
def _header(path: str, stamp: tuple[int, int]) -> dict[str, Any]:
    with _open_table(path) as f:
        return _read_header(f, path)


@lru_cache(maxsize=8)
def _load(path: str, stamp: tuple[int, int]) -> SolvedTable:
    return read_table(Path(path))


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size


def find_table(rules: DiceRules, folder: Path | None = None) -> Path | None:
    """The file of a table solved for ``rules``' game (the same table options, whatever
    its preset's name or options without effect), in ``folder``, or in the shipped folder
    and then the cache folder (:func:`set_cache_dir`); None if there is none."""
    folders = [folder] if folder is not None else [DATA_DIR] + _cache_dir
    options = rules.options()
    for f in folders:
        own = table_path(f, rules.preset_name)
        paths = [own] + sorted(p for p in f.glob("solved-*.bin.gz") if p != own)
        for path in paths:
            stamp = _stamp(path)
            if stamp is None:
                continue
            try:
                head = _header(str(path), stamp)
                scores = bool(head.get("entry_scores", False))
                if table_options(head["options"], scores) == table_options(options, scores):
                    return path
            except (OSError, ValueError, KeyError, TypeError, EOFError):
                continue  # (not a table: left alone)
    return None


@lru_cache(maxsize=32)
def table_for(rules: DiceRules, folder: Path | None = None) -> WinTable | None:
    """The table solved for ``rules``' game (:func:`find_table`), or None (one shared
    instance per rules and folder: players made per game share its memo of state
    indices)."""
    path = find_table(rules, folder)
    stamp = None if path is None else _stamp(path)
    if path is None or stamp is None:
        return None
    try:
        return WinTable(rules, _load(str(path), stamp))
    except (OSError, ValueError, KeyError, TypeError, EOFError):
        return None


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
