"""The audit's helpers: a record, the hand-derived output (G) and the list of cases."""

from __future__ import annotations

import json
from typing import Any

#: (name, record (a dict, or raw text), expected output (dict) or error prefix (str), derivation)
CASES: list[tuple[str, Any, Any, str]] = []


def step(t: int, k: int, text: str) -> str:
    """The contract's prefix of a step error (record-format.md)."""
    return 'turn %d, step %d (%s):' % (t, k, json.dumps(text))

def record(preset='classic', options=None, players=2, turns=(), **kw):
    r = {"format": "thousand-dice-record", "version": 1,
         "rules": {"preset": preset, "options": options or {}},
         "players": ["P%d" % i for i in range(players)] if isinstance(players, int) else players,
         "turns": [{"player": p, "steps": list(s)} for p, s in turns]}
    r.update(kw)
    return r

class G:
    """hand-derived expected output; carries unchanged per-seat state forward"""
    def __init__(self, n, totals=None, entry=None, barrel=None, falls=None, bolts=None, overshoots=None):
        self.totals = list(totals or [0]*n)
        self.entry = list(entry or [None]*n)
        self.barrel = list(barrel or [None]*n)
        self.falls = list(falls or [0]*n)
        self.bolts = list(bolts or [0]*n)
        self.over = list(overshoots or [0]*n)
        self.turns = []; self.winner = None; self.inprog = False
    def t(self, player, throws, tt, end, totals, events=(), entry=None, barrel=None, falls=None, bolts=None, overshoots=None):
        deltas = [a - b for a, b in zip(totals, self.totals)]
        self.totals = list(totals)
        if entry is not None: self.entry = list(entry)
        if barrel is not None: self.barrel = list(barrel)
        if falls is not None: self.falls = list(falls)
        if bolts is not None: self.bolts = list(bolts)
        if overshoots is not None: self.over = list(overshoots)
        if end == 'win': self.winner = player
        self.turns.append({"player": player, "throws": throws, "turn_total": tt, "end": end,
            "deltas": deltas, "totals": list(self.totals), "entry": list(self.entry),
            "barrel": list(self.barrel), "falls": list(self.falls), "bolts": list(self.bolts),
            "overshoots": list(self.over), "events": list(events)})
        return self
    def u(self, player, throws, tt, dice, pending):
        self.turns.append({"player": player, "throws": throws, "turn_total": tt, "dice": dice,
                           "end": None, "pending": pending})
        self.inprog = True
        return self
    def out(self):
        return {"turns": self.turns, "totals": self.totals, "winner": self.winner, "in_progress": self.inprog}

def case(name, rec, expected, note):
    """expected: dict (output) or str (error prefix, e.g. 'turn 0, step 2' or 'record:')"""
    CASES.append((name, rec, expected, note))
