"""Write the hand-computed dice records from the specs below.

Run ``python -m tests.dice.engine.records.build_records`` from the repository root.

Every expected value here was worked out by hand from dice-rules.md (the arithmetic
is in the comment next to each turn), before the engine was run on it.  This
script is only a writer: it fills each turn's ``entry``/``barrel``/``falls``/
``bolts``/``overshoots`` from the previous turn when a spec leaves them out
(they are then unchanged by that turn), checks that totals = previous totals +
deltas, and writes ``<name>.json`` with ``<name>.expected.json`` (valid records)
or ``invalid/<name>.json`` with ``<name>.error.txt`` (the expected prefix of the
one-line error).  It never computes a score or a rule.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
CARRY = ("entry", "barrel", "falls", "bolts", "overshoots")


def record(players: int, preset: str = "classic", options: dict[str, Any] | None = None,
           turns: list[tuple[int, list[str]]] | None = None, **start: Any) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "format": "thousand-dice-record", "version": 1,
        "rules": {"preset": preset, "options": options or {}},
        "players": [f"P{i}" for i in range(players)],
    }
    doc.update(start)
    doc["turns"] = [{"player": p, "steps": steps} for p, steps in (turns or [])]
    return doc


def expected(doc: dict[str, Any], start: dict[str, list[Any]], turns: list[dict[str, Any]],
             winner: int | None = None, unfinished: dict[str, Any] | None = None) -> dict[str, Any]:
    n = len(doc["players"])
    prev: dict[str, Any] = {"totals": doc.get("start_totals", [0] * n)}
    for key in CARRY:
        prev[key] = start.get(key, [0] * n if key not in ("entry", "barrel") else [None] * n)
    out = []
    for t, turn in enumerate(turns):
        full = {"player": turn["player"], "throws": turn["throws"],
                "turn_total": turn["turn_total"], "end": turn["end"],
                "deltas": turn.get("deltas", [0] * n), "totals": turn.get("totals",
                                                                          prev["totals"])}
        for key in CARRY:
            full[key] = turn.get(key, prev[key])
        full["events"] = turn.get("events", [])
        if [a + d for a, d in zip(prev["totals"], full["deltas"])] != full["totals"]:
            raise SystemExit(f"{doc['players']} turn {t}: totals != previous + deltas")
        for key in ("deltas", "totals") + CARRY:
            assert len(full[key]) == n, (t, key)
        out.append(full)
        prev = full
    in_progress = unfinished is not None
    if unfinished is not None:
        out.append(unfinished)
    return {"turns": out, "totals": prev["totals"], "winner": winner, "in_progress": in_progress}


VALID: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {}
INVALID: dict[str, tuple[dict[str, Any] | str, str]] = {}


def valid(name: str, doc: dict[str, Any], turns: list[dict[str, Any]], *,
          start: dict[str, list[Any]] | None = None, winner: int | None = None,
          unfinished: dict[str, Any] | None = None) -> None:
    VALID[name] = (doc, expected(doc, start or {}, turns, winner, unfinished))


def T(player: int, throws: int, turn_total: int, end: str, **fields: Any) -> dict[str, Any]:
    return {"player": player, "throws": throws, "turn_total": turn_total, "end": end, **fields}


# --- record-format.md, the worked example ------------------------------------------------
valid("v01_spec_example", {
    "format": "thousand-dice-record", "version": 1,
    "rules": {"preset": "classic", "options": {}}, "players": ["Anna", "Boris"],
    "first_player": 0, "start_totals": [0, 0],
    "turns": [
        {"player": 0, "steps": ["throw 1 1 1 5 3", "keep 1 1 1 5", "stop"]},
        {"player": 1, "steps": ["throw 2 3 4 6 6"]},
        {"player": 0, "steps": ["throw 1 5 3 3 4", "keep 1 5", "throw 5 5 2", "keep 5 5", "stop"]},
        {"player": 1, "steps": ["throw 1 2 3 4 5", "keep 1 2 3 4 5", "throw 2 2 3 4 6"]},
    ]}, [
    T(0, 1, 105, "stop", deltas=[105, 0], totals=[105, 0], entry=[105, None], events=["enter 0"]),
    T(1, 1, 0, "bust"),
    T(0, 2, 25, "stop", deltas=[25, 0], totals=[130, 0]),
    T(1, 2, 125, "bust"),
])

# --- the barrel -------------------------------------------------------------------------------
# Seat 1 banks 750 + 105 = 855 -> capped 850, gets on; seat 0 (on the barrel) is knocked off to
# his entry score 105.  Seat 2 busts.  Seat 0 banks 50 (155).  Seat 1 on the barrel keeps 25,
# must throw, busts: attempt 1 (unlimited).
valid("v02_barrel_knock_off_to_entry", record(3, turns=[
    (1, ["throw 1 1 1 5 3", "keep 1 1 1 5", "stop"]),
    (2, ["throw 2 3 4 6 6"]),
    (0, ["throw 5 5 5 2 3", "keep 5 5 5", "stop"]),
    (1, ["throw 1 1 5 2 3", "keep 1 1 5", "throw 2 3"]),
], first_player=1, start_totals=[850, 750, 0], start_entry=[105, 100, None]), [
    T(1, 1, 105, "stop", deltas=[-745, 100, 0], totals=[105, 850, 0], barrel=[None, 0, None],
      falls=[1, 0, 0], events=["barrel 1", "knock_off 0"]),
    T(2, 1, 0, "bust"),
    T(0, 1, 50, "stop", deltas=[50, 0, 0], totals=[155, 850, 0]),
    T(1, 2, 25, "bust", barrel=[None, 1, None]),
], start={"entry": [105, 100, None], "barrel": [0, None, None]})

# On the barrel: 100 (950), 10 (960, hot dice), confirming throw is a small straight 125:
# 850 + 235 = 1085 >= 1000 wins at the keep (no forced bank first).
valid("v03_barrel_win_on_confirming_straight", record(2, turns=[
    (0, ["throw 1 1 1 2 3", "keep 1 1 1", "throw 5 5", "keep 5 5", "throw 1 2 3 4 5",
         "keep 1 2 3 4 5"]),
], start_totals=[850, 300]), [
    T(0, 3, 235, "win", deltas=[235, 0], totals=[1085, 300], barrel=[None, None],
      events=["win 0"]),
], start={"entry": [75, 75], "barrel": [0, None]}, winner=0)

# barrel_900: seat 0 on the barrel with 2 attempts used; empty opening, re-throw empty: bust,
# third attempt -> falls (2nd fall, not the 3rd) to 900 - 100 = 800.  Seat 1 (200) keeps four
# 1s = 110 (plus_ten) and may stop in the pit (t0 was not in it): 310.  Seat 0 (800) keeps five
# 5s = 500 (1300, but below the barrel he cannot finish), hot dice, then five 1s: instant win,
# s = 1500, total 2300.
valid("v04_barrel900_attempts_fall_penalty_five_ones", record(2, "barrel_900", turns=[
    (0, ["throw 2 2 3 4 6", "throw 2 3 3 4 6"]),
    (1, ["throw 1 1 1 1 4", "keep 1 1 1 1", "stop"]),
    (0, ["throw 5 5 5 5 5", "keep 5 5 5 5 5", "throw 1 1 1 1 1"]),
], start_totals=[900, 200], start_barrel_attempts=[2, 0], start_falls=[1, 0]), [
    T(0, 2, 0, "bust", deltas=[-100, 0], totals=[800, 200], barrel=[None, None], falls=[2, 0],
      events=["fall 0"]),
    T(1, 1, 110, "stop", deltas=[0, 110], totals=[800, 310]),
    T(0, 2, 1500, "win", deltas=[1500, 0], totals=[2300, 310], events=["win 0"]),
], start={"entry": [50, 50], "barrel": [2, None], "falls": [1, 0]}, winner=0)

# barrel_900: seat 1 (850) keeps four 5s = 60 (plus_ten), banks 910 -> 900; seat 0 knocked
# off: his 3rd fall -> 0.
valid("v05_barrel900_knock_off_falls_zero", record(2, "barrel_900", turns=[
    (1, ["throw 5 5 5 5 3", "keep 5 5 5 5", "stop"]),
], first_player=1, start_totals=[900, 850], start_falls=[2, 0]), [
    T(1, 1, 60, "stop", deltas=[-900, 50], totals=[0, 900], barrel=[None, 0], falls=[3, 0],
      events=["barrel 1", "knock_off 0", "falls_zero 0"]),
], start={"entry": [50, 50], "barrel": [0, None], "falls": [2, 0]})

# Ruling 12 and 15: 800 + 200 = 1000 is capped at 850 (no skipping the barrel); seat 1, whose
# entry score 900 is above the barrel, falls to the entry threshold 75.
valid("v06_cap_at_barrel_fall_to_threshold", record(2, turns=[
    (0, ["throw 1 1 1 1 2", "keep 1 1 1 1", "stop"]),
], start_totals=[800, 850], start_entry=[100, 900]), [
    T(0, 1, 200, "stop", deltas=[50, -775], totals=[850, 75], barrel=[0, None], falls=[0, 1],
      events=["barrel 0", "knock_off 1"]),
], start={"entry": [100, 900], "barrel": [None, 0]})

# coexist: both sit on 850.  Seat 0's only attempt busts: falls to 0 (barrel_fall zero).
# Seat 1 keeps five 1s = 1000 (five_ones points): 1850 wins.
valid("v07_coexist_attempts_fall_zero", record(2, options={
    "barrel_collision": "coexist", "barrel_fall": "zero", "barrel_attempts": 1}, turns=[
    (1, ["throw 1 1 5 5 2", "keep 1 1 5 5", "stop"]),
    (0, ["throw 2 2 3 4 6"]),
    (1, ["throw 1 1 1 1 1", "keep 1 1 1 1 1"]),
], first_player=1, start_totals=[850, 820]), [
    T(1, 1, 30, "stop", deltas=[0, 30], totals=[850, 850], barrel=[0, 0], events=["barrel 1"]),
    T(0, 1, 0, "bust", deltas=[-850, 0], totals=[0, 850], barrel=[None, 0], falls=[1, 0],
      events=["fall 0"]),
    T(1, 1, 1000, "win", deltas=[0, 1000], totals=[0, 1850], barrel=[None, None],
      events=["win 1"]),
], start={"entry": [75, 75], "barrel": [0, None]}, winner=1)

# 3 players, two sitters (a start position): seat 2 arrives, both fall to the threshold 75.
valid("v08_two_knock_offs_threshold", record(3, options={"barrel_fall": "threshold"}, turns=[
    (2, ["throw 1 1 1 5 3", "keep 1 1 1 5", "stop"]),
], first_player=2, start_totals=[850, 850, 800], start_entry=[200, 300, 100]), [
    T(2, 1, 105, "stop", deltas=[-775, -775, 50], totals=[75, 75, 850],
      barrel=[None, None, 0], falls=[1, 1, 0],
      events=["barrel 2", "knock_off 0", "knock_off 1"]),
], start={"entry": [200, 300, 100], "barrel": [0, 0, None]})

# barrel_900: third attempt and third fall at once: fall, then falls_zero.
valid("v09_barrel900_fall_falls_zero", record(2, "barrel_900", turns=[
    (0, ["throw 2 3 4 6 6", "throw 2 2 3 4 6"]),
], start_totals=[900, 0], start_barrel_attempts=[2, 0], start_falls=[2, 0]), [
    T(0, 2, 0, "bust", deltas=[-900, 0], totals=[0, 0], barrel=[None, None], falls=[3, 0],
      events=["fall 0", "falls_zero 0"]),
], start={"entry": [50, None], "barrel": [2, None], "falls": [2, 0]})

# barrel at 655, fall by penalty: 655 - 100 = 555, and the dump truck (on) sends it to 0.
valid("v10_knock_off_penalty_lands_on_dump", record(2, options={
    "dump_truck": "on", "barrel_at": 655, "barrel_fall": "penalty"}, turns=[
    (1, ["throw 5 5 5 2 3", "keep 5 5 5", "throw 1 3", "keep 1", "stop"]),
], first_player=1, start_totals=[655, 600]), [
    T(1, 2, 60, "stop", deltas=[-655, 55], totals=[0, 655], barrel=[None, 0], falls=[1, 0],
      events=["barrel 1", "knock_off 0", "dump_truck 0"]),
], start={"entry": [75, 75], "barrel": [0, None]})

# exact on the barrel: 850 + 200 = 1050 overshoots; second (last) attempt -> fall to entry 100.
valid("v11_exact_barrel_overshoot_fall", record(2, options={
    "finish": "exact", "barrel_attempts": 2}, turns=[
    (0, ["throw 1 1 1 1 2", "keep 1 1 1 1"]),
], start_totals=[850, 0], start_entry=[100, None], start_barrel_attempts=[1, 0]), [
    T(0, 1, 200, "overshoot", deltas=[-750, 0], totals=[100, 0], barrel=[None, None],
      falls=[1, 0], overshoots=[1, 0], events=["fall 0"]),
], start={"entry": [100, None], "barrel": [1, None]})

# barrel_jump: 800 + 200 = 1000 wins without stopping on the barrel.
valid("v12_barrel_jump_win", record(2, options={"barrel_jump": "on"}, turns=[
    (0, ["throw 1 1 1 1 5", "keep 1 1 1 1"]),
], start_totals=[800, 0]), [
    T(0, 1, 200, "win", deltas=[200, 0], totals=[1000, 0], events=["win 0"]),
], start={"entry": [75, None]}, winner=0)

# On the barrel, busting with bolts: the last attempt's fall (to entry 120) comes first, then
# the third bolt's penalty: 20.
valid("v13_barrel_fall_then_bolt_penalty", record(2, options={
    "bolts": "bust", "barrel_attempts": 2}, turns=[
    (0, ["throw 2 3 4 6 6"]),
], start_totals=[850, 0], start_entry=[120, None], start_barrel_attempts=[1, 0],
    start_bolts=[2, 0]), [
    T(0, 1, 0, "bust", deltas=[-830, 0], totals=[20, 0], barrel=[None, None], falls=[1, 0],
      bolts=[0, 0], events=["fall 0", "bolt_penalty 0"]),
], start={"entry": [120, None], "barrel": [1, None], "bolts": [2, 0]})

# --- the end of the game: exact, over ---------------------------------------------------------
# exact_thousand: 950 + 100 overshoots; 5th overshoot -> penalty 100 (850).  Seat 1: empty
# opening, empty re-throw: bust, bolt.  Seat 0 in the pit 750-900: 955 (may stop), 960, hot
# dice (continue), three 4s = 40: exactly 1000 wins.
valid("v14_exact_overshoot_penalty_then_exact_win", record(2, "exact_thousand", turns=[
    (0, ["throw 1 1 1 2 3", "keep 1 1 1"]),
    (1, ["throw 2 3 4 6 6", "throw 2 2 3 4 6"]),
    (0, ["throw 1 1 1 5 2", "keep 1 1 1 5", "throw 5", "keep 5", "throw 4 4 4 2 3",
         "keep 4 4 4"]),
], start_totals=[950, 100], start_overshoots=[4, 0]), [
    T(0, 1, 100, "overshoot", deltas=[-100, 0], totals=[850, 100], overshoots=[5, 0],
      events=["overshoot_penalty 0"]),
    T(1, 2, 0, "bust", bolts=[0, 1]),
    T(0, 3, 150, "win", deltas=[150, 0], totals=[1000, 100], events=["win 0"]),
], start={"entry": [50, 50], "overshoots": [4, 0]}, winner=0)

# exact_thousand: keeping three 5s (1010) when one 5 would do is legal (ruling 29); the 10th
# overshoot sends to 0 (and alone, though 10 is also a multiple of 5: ruling 26).  Seat 1
# enters with four 1s = 110; no overtake (seat 0 has 0, not above 0).  Seat 0 banks 1 + 5.
valid("v15_exact_overshoot_zero", record(2, "exact_thousand", turns=[
    (0, ["throw 5 5 5 2 3", "keep 5 5 5"]),
    (1, ["throw 1 1 1 1 3", "keep 1 1 1 1", "stop"]),
    (0, ["throw 1 5 2 3 4", "keep 1 5", "stop"]),
], start_totals=[960, 0], start_overshoots=[9, 0]), [
    T(0, 1, 50, "overshoot", deltas=[-960, 0], totals=[0, 0], overshoots=[10, 0],
      events=["overshoot_zero 0"]),
    T(1, 1, 110, "stop", deltas=[0, 110], totals=[0, 110], entry=[50, 110], events=["enter 1"]),
    T(0, 1, 15, "stop", deltas=[15, 0], totals=[15, 110]),
], start={"entry": [50, None], "overshoots": [9, 0]})

# exact_thousand: seat 0 keeps the 5 (995) instead of the 1 (1000) and banks.  Seat 1 at 500:
# 550, then 555 exactly: strict dump truck ends the turn, total 0.  Seat 0 keeps a 5: 1000 wins.
valid("v16_exact_keep_less_strict_dump", record(2, "exact_thousand", turns=[
    (0, ["throw 1 5 2 3 4", "keep 5", "stop"]),
    (1, ["throw 5 5 5 1 2", "keep 5 5 5", "throw 5 3", "keep 5"]),
    (0, ["throw 1 5 2 3 4", "keep 5"]),
], start_totals=[990, 500]), [
    T(0, 1, 5, "stop", deltas=[5, 0], totals=[995, 500]),
    T(1, 2, 55, "dump", deltas=[0, -500], totals=[995, 0], events=["dump_truck 1"]),
    T(0, 1, 5, "win", deltas=[5, 0], totals=[1000, 0], events=["win 0"]),
], start={"entry": [50, 50]}, winner=0)

# over, no barrel: 950 + 50 = 1000 exactly is neither a win nor a stop: throw on; 1010 wins.
valid("v17_over_win_above", record(2, options={"finish": "over", "barrel_at": 0}, turns=[
    (0, ["throw 5 5 5 2 3", "keep 5 5 5", "throw 1 3", "keep 1"]),
], start_totals=[950, 890]), [
    T(0, 2, 60, "win", deltas=[60, 0], totals=[1010, 890], events=["win 0"]),
], start={"entry": [75, 75]}, winner=0)

# over: 890 + 110 = 1000 with all five dice used: hot dice (ruling 30); the confirming throw
# is empty: bust.  Seat 0 banks 5: 955.
valid("v18_over_exact_target_hot_dice", record(2, options={"finish": "over", "barrel_at": 0},
                                              turns=[
    (1, ["throw 1 1 1 5 5", "keep 1 1 1 5 5", "throw 2 2 3 4 6"]),
    (0, ["throw 1 5 2 3 3", "keep 5", "stop"]),
], first_player=1, start_totals=[950, 890]), [
    T(1, 2, 110, "bust"),
    T(0, 1, 5, "stop", deltas=[5, 0], totals=[955, 890]),
], start={"entry": [75, 75]})

# --- five ones ----------------------------------------------------------------------------------
valid("v19_five_ones_win_unentered", record(2, "exact_thousand", turns=[
    (0, ["throw 1 1 1 1 1"]),
]), [
    T(0, 1, 1000, "win", deltas=[1000, 0], totals=[1000, 0], events=["win 0"]),
], winner=0)

# Five 1s as the hot-dice throw under exact: 600 + 70 + 1000 = 1670, an unconditional win.
valid("v20_five_ones_on_hot_dice_exact", record(2, "exact_thousand", turns=[
    (0, ["throw 5 5 5 1 1", "keep 1 1 5 5 5", "throw 1 1 1 1 1"]),
], start_totals=[600, 0]), [
    T(0, 2, 1070, "win", deltas=[1070, 0], totals=[1670, 0], events=["win 0"]),
], start={"entry": [50, None]}, winner=0)

# --- hot dice: confirm and continue -----------------------------------------------------------
# confirm: 110 with five dice, confirming throw empty: bust.  Seat 1: 110, confirming keep 1 =
# 120 >= 75: banked at once (no stop step).  Seat 0: 60, must throw (not entered), 65 hot,
# confirming keep 5 = 70 < 75: the turn goes on; 80, then a free stop.
CONFIRM_TURNS = [
    (0, ["throw 1 1 1 5 5", "keep 1 1 1 5 5", "throw 2 2 3 4 6"]),
    (1, ["throw 1 1 1 5 5", "keep 1 1 1 5 5", "throw 1 2 3 4 6", "keep 1"]),
    (0, ["throw 1 5 5 5 2", "keep 1 5 5 5", "throw 5", "keep 5", "throw 5 2 3 3 6", "keep 5",
         "throw 1 2 3 4", "keep 1", "stop"]),
]
HOT_EXPECTED = [
    T(0, 2, 110, "bust"),
    T(1, 2, 120, "stop", deltas=[0, 120], totals=[0, 120], entry=[None, 120],
      events=["enter 1"]),
    T(0, 4, 80, "stop", deltas=[80, 0], totals=[80, 120], entry=[80, 120], events=["enter 0"]),
]
valid("v21_hot_dice_confirm", record(2, turns=CONFIRM_TURNS), HOT_EXPECTED)
valid("v22_hot_dice_continue", record(2, options={"hot_dice": "continue"}, turns=[
    CONFIRM_TURNS[0], (1, CONFIRM_TURNS[1][1] + ["stop"]), CONFIRM_TURNS[2]]), HOT_EXPECTED)

# Pit 300-400 from 330: 380 and 395 may not be banked; hot dice; confirming keep 1 = 405 > 400
# is banked at once.
valid("v23_pit_leave_by_confirming_bank", record(2, options={"pits": [[300, 400]]}, turns=[
    (0, ["throw 5 5 5 2 3", "keep 5 5 5", "throw 1 5", "keep 1 5", "throw 1 2 3 4 6", "keep 1"]),
    (1, ["throw 2 3 4 6 6"]),
], start_totals=[330, 0]), [
    T(0, 3, 75, "stop", deltas=[75, 0], totals=[405, 0]),
    T(1, 1, 0, "bust"),
], start={"entry": [75, None]})

# The same, but the confirming keep makes exactly 400: not above the pit, so the turn goes on
# (unfinished: a throw of 4 dice is due).
valid("v24_pit_confirming_not_enough_unfinished", record(2, options={"pits": [[300, 400]]},
                                                        turns=[
    (0, ["throw 5 5 5 2 3", "keep 5 5 5", "throw 1 5", "keep 1 5", "throw 5 2 3 3 6", "keep 5"]),
], start_totals=[330, 0]), [], unfinished={
    "player": 0, "throws": 3, "turn_total": 70, "dice": 4, "end": None, "pending": "throw"})

# --- the opening re-throw and bolts ------------------------------------------------------------
valid("v25_empty_opening_rethrow", record(2, options={"empty_opening_rethrow": "on"}, turns=[
    (0, ["throw 2 3 4 6 6", "throw 1 1 1 2 3", "keep 1 1 1", "stop"]),
    (1, ["throw 2 3 4 6 6", "throw 2 2 3 4 6"]),
    (0, ["throw 1 1 5 5 2", "keep 1 1 5 5", "throw 3"]),
]), [
    T(0, 2, 100, "stop", deltas=[100, 0], totals=[100, 0], entry=[100, None],
      events=["enter 0"]),
    T(1, 2, 0, "bust"),
    T(0, 2, 30, "bust"),
])

# bolts = opening (limit 2, penalty 50) with the re-throw: busts after a keep give no bolt; a
# bust of the opening throw and its re-throw does: 2nd bolt -> 200 - 50 = 150.
valid("v26_bolts_opening", record(2, options={
    "bolts": "opening", "bolt_limit": 2, "bolt_penalty": 50, "empty_opening_rethrow": "on"},
    turns=[
    (0, ["throw 1 2 3 4 6", "keep 1", "throw 2 3 4 6"]),
    (1, ["throw 2 3 4 6 6", "throw 1 2 3 4 6", "keep 1", "throw 2 2 3 4"]),
    (0, ["throw 2 3 4 6 6", "throw 2 2 3 4 6"]),
], start_totals=[200, 0], start_bolts=[1, 0]), [
    T(0, 2, 10, "bust"),
    T(1, 3, 10, "bust"),
    T(0, 2, 0, "bust", deltas=[-50, 0], totals=[150, 0], bolts=[0, 0],
      events=["bolt_penalty 0"]),
], start={"entry": [75, None], "bolts": [1, 0]})

# Bolt penalty below 0 is clamped (negative_totals off): deltas measured after the clamp.
valid("v27_bolt_penalty_clamped", record(2, options={"bolts": "bust"}, turns=[
    (0, ["throw 2 3 4 6 6"]),
], start_totals=[50, 0], start_bolts=[2, 0]), [
    T(0, 1, 0, "bust", deltas=[-50, 0], totals=[0, 0], bolts=[0, 0], events=["bolt_penalty 0"]),
], start={"entry": [75, None], "bolts": [2, 0]})

# negative_totals on: the same penalty gives -50; seat 1 busts (bolt 1); seat 0 banks 10: -40.
valid("v28_negative_totals", record(2, options={"bolts": "bust", "negative_totals": "on"},
                                   turns=[
    (0, ["throw 2 3 4 6 6"]),
    (1, ["throw 2 2 3 4 6"]),
    (0, ["throw 1 5 2 3 4", "keep 1", "stop"]),
], start_totals=[50, 0], start_bolts=[2, 0]), [
    T(0, 1, 0, "bust", deltas=[-100, 0], totals=[-50, 0], bolts=[0, 0],
      events=["bolt_penalty 0"]),
    T(1, 1, 0, "bust", bolts=[0, 1]),
    T(0, 1, 10, "stop", deltas=[10, 0], totals=[-40, 0]),
], start={"entry": [75, None], "bolts": [2, 0]})

# --- the dump truck ---------------------------------------------------------------------------
# on: a bank of exactly 555 -> 0.  A running total of 555 (seat 1) is nothing under "on".
valid("v29_dump_truck_on", record(2, options={"dump_truck": "on"}, turns=[
    (0, ["throw 5 5 5 2 3", "keep 5 5 5", "throw 5 3", "keep 5", "stop"]),
    (1, ["throw 5 2 3 4 6", "keep 5", "throw 5 3 4 6", "keep 5", "throw 1 3 4", "keep 1",
         "stop"]),
], start_totals=[500, 545]), [
    T(0, 2, 55, "stop", deltas=[-500, 0], totals=[0, 545], events=["dump_truck 0"]),
    T(1, 3, 20, "stop", deltas=[0, 20], totals=[0, 565]),
], start={"entry": [75, 75]})

# strict with negative totals: -610 + 55 = -555 mid-turn dumps to 0 (no entry: not a bank).
# Seat 1's third bolt: 655 - 100 = 555 -> dump truck -> 0.
valid("v30_strict_minus_555_and_bolt_dump", record(2, options={
    "dump_truck": "strict", "negative_totals": "on", "bolts": "bust"}, turns=[
    (0, ["throw 5 5 5 2 3", "keep 5 5 5", "throw 5 2", "keep 5"]),
    (1, ["throw 2 3 4 6 6"]),
], start_totals=[-610, 655], start_bolts=[0, 2]), [
    T(0, 2, 55, "dump", deltas=[610, 0], totals=[0, 655], events=["dump_truck 0"]),
    T(1, 1, 0, "bust", deltas=[0, -655], totals=[0, 0], bolts=[0, 0],
      events=["bolt_penalty 1", "dump_truck 1"]),
], start={"entry": [None, 75], "bolts": [0, 2]})

# --- overtakes ----------------------------------------------------------------------------------
# 4 players, penalty 50: 200 -> 305 passes 250 and 300 (not the equal 200).  Then 250 -> 350
# passes seat 0's start-of-turn 305 (seat order from the mover: 3, 0, 1).
valid("v31_overtakes", record(4, options={"overtake_penalty": 50}, turns=[
    (0, ["throw 1 1 1 5 3", "keep 1 1 1 5", "stop"]),
    (1, ["throw 2 3 4 6 6"]),
    (2, ["throw 5 5 5 5 2", "keep 5 5 5 5", "stop"]),
], start_totals=[200, 250, 300, 200]), [
    T(0, 1, 105, "stop", deltas=[105, -50, -50, 0], totals=[305, 200, 250, 200],
      events=["overtake 1", "overtake 2"]),
    T(1, 1, 0, "bust"),
    T(2, 1, 100, "stop", deltas=[-50, 0, 100, 0], totals=[255, 200, 350, 200],
      events=["overtake 0"]),
], start={"entry": [75, 75, 75, 75]})

# Ruling 32: the sitter knocked off (850 at the start, not below the arrival's 850) is not
# overtaken; seat 1 (800) is.
valid("v32_overtake_after_knock_off", record(3, options={"overtake_penalty": 50}, turns=[
    (2, ["throw 1 1 1 1 2", "keep 1 1 1 1", "stop"]),
], first_player=2, start_totals=[850, 800, 700], start_entry=[100, 80, 90]), [
    T(2, 1, 200, "stop", deltas=[-750, -50, 150], totals=[100, 750, 850],
      barrel=[None, None, 0], falls=[1, 0, 0], events=["barrel 2", "knock_off 0", "overtake 1"]),
], start={"entry": [100, 80, 90], "barrel": [0, None, None]})

# --- scoring options ----------------------------------------------------------------------------
# keep_all: the keeps must be every scoring die; the small straight is kept whole (125) on the
# confirming throw, which uses all five dice again, so the next throw confirms again (4.3):
# its only keep is the 1: 15 + 100 + 125 + 10 = 250 banked at once.
valid("v33_keep_all", record(2, options={"keep_all": "on"}, turns=[
    (0, ["throw 1 5 3 3 4", "keep 1 5", "throw 1 1 1", "keep 1 1 1", "throw 1 2 3 4 5",
         "keep 1 2 3 4 5", "throw 1 3 3 4 6", "keep 1"]),
    (1, ["throw 3 3 3 6 6", "keep 3 3 3", "throw 2 6"]),
]), [
    T(0, 4, 250, "stop", deltas=[250, 0], totals=[250, 0], entry=[250, None],
      events=["enter 0"]),
    T(1, 2, 30, "bust"),
])

# plus_ten, no straights: 1 1 1 1 5 = 115; confirming 1 2 3 4 5 keeps 1 5 = 15: 130 banked.
# Seat 1: four 2s = 30, a 5 (35, hot), confirming four 4s = 50: 85 >= 75 banked.
valid("v34_plus_ten_no_straights", record(2, options={
    "quad_value": "plus_ten", "straights": "off"}, turns=[
    (0, ["throw 1 1 1 1 5", "keep 1 1 1 1 5", "throw 1 2 3 4 5", "keep 1 5"]),
    (1, ["throw 2 2 2 2 3", "keep 2 2 2 2", "throw 5", "keep 5", "throw 4 4 4 4 6",
         "keep 4 4 4 4"]),
]), [
    T(0, 2, 130, "stop", deltas=[130, 0], totals=[130, 0], entry=[130, None],
      events=["enter 0"]),
    T(1, 3, 85, "stop", deltas=[0, 85], totals=[130, 85], entry=[130, 85], events=["enter 1"]),
])

# --- seats and unfinished turns ---------------------------------------------------------------
Z8 = [0] * 8
valid("v35_eight_players", record(8, turns=[
    (6, ["throw 2 3 4 6 6"]),
    (7, ["throw 2 2 3 4 6"]),
    (0, ["throw 1 1 1 5 3", "keep 1 1 1 5", "stop"]),
    (1, ["throw 3 3 3 6 6", "keep 3 3 3", "throw 6 6"]),
], first_player=6), [
    T(6, 1, 0, "bust", deltas=Z8, totals=Z8),
    T(7, 1, 0, "bust", deltas=Z8, totals=Z8),
    T(0, 1, 105, "stop", deltas=[105] + Z8[1:], totals=[105] + Z8[1:],
      entry=[105] + [None] * 7, events=["enter 0"]),
    T(1, 2, 30, "bust", deltas=Z8),
], start={"entry": [None] * 8, "barrel": [None] * 8, "falls": Z8, "bolts": Z8,
          "overshoots": Z8})

valid("v36_unfinished_keep", record(2, turns=[(0, ["throw 3 1 5 1 2"])]), [], unfinished={
    "player": 0, "throws": 1, "turn_total": 0, "dice": [1, 1, 2, 3, 5], "end": None,
    "pending": "keep"})

valid("v37_unfinished_choice", record(2, turns=[
    (0, ["throw 2 3 4 6 6"]),
    (1, ["throw 1 1 1 2 3", "keep 1 1 1"]),
]), [T(0, 1, 0, "bust")], unfinished={
    "player": 1, "throws": 1, "turn_total": 100, "dice": 2, "end": None, "pending": "choice"})

valid("v38_unfinished_no_steps", record(2, turns=[
    (0, ["throw 2 3 4 6 6"]),
    (1, []),
]), [T(0, 1, 0, "bust")], unfinished={
    "player": 1, "throws": 0, "turn_total": 0, "dice": 5, "end": None, "pending": "throw"})


# --- invalid records: the expected prefix of the one-line error ----------------------------------
def invalid(name: str, doc: dict[str, Any] | str, prefix: str) -> None:
    INVALID[name] = (doc, prefix)


def two(turns: list[tuple[int, list[str]]], options: dict[str, Any] | None = None,
        preset: str = "classic", **start: Any) -> dict[str, Any]:
    return record(2, preset, options, turns, **start)


invalid("i01_not_json", '{"format": "thousand-dice-record", "version": 1,', "record:")
invalid("i02_version", {**two([]), "version": 3}, "record:")
invalid("i03_unknown_option", two([], {"jackpot": "on"}), "record:")
invalid("i04_bad_option_value", two([], {"hot_dice": "never"}), "record:")
invalid("i05_invalid_combination", two([], {"entry_threshold": 900}), "record:")
invalid("i06_nine_players", record(9), "record:")
invalid("i07_start_above_barrel", two([], start_totals=[900, 0]), "record:")
# A 5000-digit number in the start totals, and one as a turn's player.
invalid("i08_huge_start_total",
        '{"format": "thousand-dice-record", "version": 1, "rules": {"preset": "classic"}, '
        '"players": ["a", "b"], "start_totals": [' + "9" * 5000 + ', 0], "turns": []}',
        "record:")
invalid("i09_huge_player",
        '{"format": "thousand-dice-record", "version": 1, "rules": {"preset": "classic"}, '
        '"players": ["a", "b"], "turns": [{"player": ' + "1" * 5000 + ', "steps": []}]}',
        "turn 0:")
# Several errors: the record field comes first (unknown option before the bad step).
invalid("i10_first_error_in_order", two([(0, ["throw 7"])], {"jackpot": "on"}), "record:")
invalid("i11_wrong_player", two([(0, ["throw 2 3 4 6 6"]), (0, ["throw 2 3 4 6 6"])]),
        "turn 1:")
invalid("i12_unfinished_not_last", two([(0, ["throw 1 1 1 2 3", "keep 1 1 1"]),
                                        (1, ["throw 2 3 4 6 6"])]), "turn 0:")
invalid("i13_turn_after_win", two([(0, ["throw 1 1 1 1 2", "keep 1 1 1 1"]),
                                   (1, ["throw 2 3 4 6 6"])], {"barrel_jump": "on"},
                                  start_totals=[800, 0]), "turn 1:")
invalid("i14_turn_not_object", two([(0, ["throw 2 3 4 6 6"])]) | {"turns": [
    {"player": 0, "steps": ["throw 2 3 4 6 6"]}, ["player", 1]]}, "turn 1:")
invalid("i15_throw_wrong_count", two([(0, ["throw 1 1 1 2 3", "keep 1 1 1", "throw 2 3 4"])]),
        'turn 0, step 2 ("throw 2 3 4"):')
invalid("i16_face_seven", two([(0, ["throw 1 1 7 2 3"])]), 'turn 0, step 0 ("throw 1 1 7 2 3"):')
invalid("i17_keep_not_in_throw", two([(0, ["throw 1 1 5 2 3", "keep 1 1 1"])]),
        'turn 0, step 1 ("keep 1 1 1"):')
invalid("i18_keep_not_scoring", two([(0, ["throw 1 3 3 4 6", "keep 1 3 3"])]),
        'turn 0, step 1 ("keep 1 3 3"):')
invalid("i19_keep_all_not_maximal", two([(0, ["throw 1 5 3 3 4", "keep 1"])], {"keep_all": "on"}),
        'turn 0, step 1 ("keep 1"):')
invalid("i20_stop_below_entry", two([(0, ["throw 1 5 5 2 3", "keep 1 5 5", "stop"])]),
        'turn 0, step 2 ("stop"):')
# 340 + 60 = 400 is not above the pit 300-400.
invalid("i21_stop_in_pit", two([(0, ["throw 1 5 5 5 2", "keep 1 5 5 5", "stop"])],
                               {"pits": [[300, 400]]}, start_totals=[340, 0]),
        'turn 0, step 2 ("stop"):')
invalid("i22_stop_after_forced_bank", two([(0, ["throw 1 1 1 5 5", "keep 1 1 1 5 5",
                                                "throw 1 2 3 4 6", "keep 1", "stop"])]),
        'turn 0, step 4 ("stop"):')
invalid("i23_step_after_bust", two([(0, ["throw 2 3 4 6 6", "throw 1 1 1 2 3"])]),
        'turn 0, step 1 ("throw 1 1 1 2 3"):')
invalid("i24_keep_when_throw_due", two([(0, ["keep 1"])]), 'turn 0, step 0 ("keep 1"):')
invalid("i25_stop_on_barrel", two([(0, ["throw 1 1 1 2 3", "keep 1 1 1", "stop"])],
                                  start_totals=[850, 0]), 'turn 0, step 2 ("stop"):')
invalid("i26_step_syntax", two([(0, ["throw  1 1 1 2 3"])]), 'turn 0, step 0 ("throw  1 1 1 2 3"):')
invalid("i27_stop_on_target_over", two([(0, ["throw 5 5 5 2 3", "keep 5 5 5", "stop"])],
                                       {"finish": "over", "barrel_at": 0},
                                       start_totals=[950, 0]), 'turn 0, step 2 ("stop"):')
invalid("i28_stop_on_hot_dice", two([(0, ["throw 1 1 1 5 5", "keep 1 1 1 5 5", "stop"])],
                                    {"hot_dice": "continue"}), 'turn 0, step 2 ("stop"):')
invalid("i29_keep_after_five_ones_win", two([(0, ["throw 1 1 1 1 1", "keep 1 1 1 1 1"])],
                                            preset="exact_thousand"),
        'turn 0, step 1 ("keep 1 1 1 1 1"):')
invalid("i30_second_rethrow", two([(0, ["throw 2 3 4 6 6", "throw 2 3 4 6 6",
                                        "throw 2 3 4 6 6"])], {"empty_opening_rethrow": "on"}),
        'turn 0, step 2 ("throw 2 3 4 6 6"):')


def main() -> None:
    (HERE / "invalid").mkdir(exist_ok=True)
    for name, (doc, out) in VALID.items():
        (HERE / f"{name}.json").write_text(json.dumps(doc, indent=1) + "\n")
        (HERE / f"{name}.expected.json").write_text(json.dumps(out, indent=1) + "\n")
    for name, (bad, prefix) in INVALID.items():
        text = bad if isinstance(bad, str) else json.dumps(bad, indent=1) + "\n"
        (HERE / "invalid" / f"{name}.json").write_text(text)
        (HERE / "invalid" / f"{name}.error.txt").write_text(prefix + "\n")
    print(f"{len(VALID)} valid and {len(INVALID)} invalid records written to {HERE}")


if __name__ == "__main__":
    main()
