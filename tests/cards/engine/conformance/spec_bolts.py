"""Bolts (§7, rulings 5 and 14) and the dump truck (§7, ruling 9)."""

from __future__ import annotations

from .build_records import CON, Rec, X, XR
from .templates import L2_TALON, SWEEP_TALON_LOW, l2, sweep

N = None
H0 = "9S JS QS KS 10S AS 9C"
H1 = "JC QC KC 10C AC 9D JD"
H2 = "QD KD 10D AD 9H JH QH"
TAL = "KH 10H AH"

# Deal A: the declarer's only trick is three nines (0 points); E takes the rest.
# D = 0 (one trick), E = 120, F = 0 (no trick).
DEAL_A = """2 pass; 0 pass; 1 give 9C 2; 1 give 9D 0
T1 9H 9C 9D; T1 9S AS KS; T2 10S QS JS; T2 AC JC AH
T2 10C QC 10H; T2 KC JD KH; T2 AD QD QH; T2 10D KD JH"""
TALON_A = "9C 9D AH"
# Deal B (marriage_needs_trick off): the declarer declares spades on the first lead
# and takes no trick.  D = 40 (marriage only), E = 120, F = 0.
DEAL_B = """0 pass; 1 pass; 2 give 10H 0; 2 give QH 1
T2 *KS AS 9S; T0 10S JS QS; T0 AC KC 9C; T0 10C QC JC
T0 AD KD 9D; T0 10D QD JD; T0 AH KH 9H; T0 10H QH JH"""
TALON_B = "10H QH 9C"


def records() -> list[Rec]:
    out: list[Rec] = []

    r = Rec("bo01_cumulative",
            "bolts cumulative (default): a third bolt costs bolt_penalty 120 and the count restarts at "
            "0; a player with 2 bolts who takes a trick keeps 2",
            start_bolts=[2, 2, 1])
    r.deal(0, "2 pass; 0 pass;" + sweep(3, 0, 1), talon=SWEEP_TALON_LOW,
           exp=X(0, 1, 100, True, [0, 220, 0], ["", "H", ""], [-120, 100, 0], [-120, 100, 0],
                 [0, 2, 2], [N, N, N]),
           calc="sweep by 1: +100, keeps 2 bolts; seat 0 bolt 2 -> 3: -120, count 0; seat 2 1 -> 2")
    r.deal(1, "0 pass; 1 pass;" + sweep(3, 1, 2), talon=SWEEP_TALON_LOW,
           exp=X(1, 2, 100, True, [0, 0, 220], ["", "", "H"], [0, -120, 100], [-120, -20, 100],
                 [1, 0, 2], [N, N, N]),
           calc="sweep by 2: +100; seat 0 bolt 0 -> 1; seat 1 bolt 2 -> 3: -120, count 0")
    out.append(r)

    r = Rec("bo02_consecutive",
            "bolts consecutive: three bolts in a row cost 120; a deal with a trick breaks the run "
            "(count back to 0); a conceded deal and a redealt deal neither extend nor break it "
            "(ruling 5)",
            options={"bolts": "consecutive"}, start_bolts=[2, 2, 0])
    r.deal(0, "2 pass; 0 pass;" + sweep(3, 0, 1), talon=SWEEP_TALON_LOW,
           exp=X(0, 1, 100, True, [0, 220, 0], ["", "H", ""], [-120, 100, 0], [-120, 100, 0],
                 [0, 0, 1], [N, N, N]),
           calc="sweep by 1: seat 0's third bolt in a row: -120, 0; seat 1 took tricks: run 2 -> 0; "
                "seat 2 run 1")
    r.deal(1, "0 pass; 1 pass; 2 concede", talon=TAL, hands=[H0, H1, H2],
           exp=CON(1, 2, 100, [50, 50, -100], [-70, 150, -100], [0, 0, 1], [N, N, N]),
           calc="seat 2 concedes: -100, 50 each; runs unchanged")
    r.deal(2, "1 pass; 2 pass;" + sweep(3, 2, 0), talon=SWEEP_TALON_LOW,
           exp=X(2, 0, 100, True, [220, 0, 0], ["H", "", ""], [100, 0, 0], [30, 150, -100],
                 [0, 1, 2], [N, N, N]),
           calc="sweep by 0: +100; seat 1 run 0 -> 1; seat 2 run 1 -> 2 (the concession did not break it)")
    r.deal(0, "1 redeal", talon="AS 10S KS",
           hands=["JS QS JC QC KC JD QD", "9S 9C 9D 9H 10C AC AH", "KD 10D AD JH QH KH 10H"],
           exp=XR(0, [30, 150, -100], [0, 1, 2], [N, N, N]),
           calc="seat 1 holds four nines and claims a redeal: nothing changes")
    r.deal(0, "2 pass; 0 pass;" + sweep(3, 0, 1), talon=SWEEP_TALON_LOW,
           exp=X(0, 1, 100, True, [0, 220, 0], ["", "H", ""], [0, 100, -120], [30, 250, -220],
                 [1, 0, 0], [N, N, N]),
           calc="same dealer 0 again; sweep by 1: +100, run 1 -> 0; seat 2's third bolt in a row "
                "(redeal did not break it): -120, 0; seat 0 run 0 -> 1")
    out.append(r)

    for name, bolt_on, penalty, exps in (
        ("bo03_no_tricks", "no_tricks", 120, (
            ([0, -100, 120], [0, -100, 120], [1, 2, 2],
             "seat 1 (declarer) took one trick of three nines: no bolt (keeps 2), -100; seat 0 no "
             "trick: bolt 1; seat 2 +120"),
            ([120, -120, -220], [120, -220, -100], [1, 0, 0],
             "seat 2 declares S (40) on the first lead but takes no trick: bolt 2 -> 3: -100 - 120 = "
             "-220; seat 1 no trick: bolt 2 -> 3: -120; seat 0 +120"))),
        ("bo04_no_points_penalty100", "no_points", 100, (
            ([0, -200, 120], [0, -200, 120], [1, 0, 2],
             "seat 1 won a trick worth 0 and declared nothing: deal points 0 = bolt (ruling 5): "
             "2 -> 3: -100 (bolt_penalty 100) - 100 = -200; seat 0 bolt 1; seat 2 +120"),
            ([120, 0, -100], [120, -200, 20], [1, 1, 2],
             "seat 2 has 40 deal points (marriage): no bolt, keeps 2, -100; seat 1 bolt 0 -> 1; "
             "seat 0 +120")))):
        r = Rec(name,
                f"bolt_on = {bolt_on} (ruling 5: no_points means deal points, cards + marriages, of 0)"
                + (f", bolt_penalty {penalty}" if penalty != 120 else "")
                + "; marriage_needs_trick off so a declarer can declare without a trick",
                options={"bolt_on": bolt_on, "marriage_needs_trick": "off",
                         **({"bolt_penalty": penalty} if penalty != 120 else {})},
                start_bolts=[0, 2, 2])
        (da, ta, ba, ca), (db, tb, bb, cb) = exps
        r.deal(0, DEAL_A, talon=TALON_A,
               exp=X(0, 1, 100, False, [0, 0, 120], ["", "", ""], da, ta, ba, [N, N, N]),
               calc="deal A: 1 leads 9H, 2 and 0 discard 9C 9D: 1 wins 0 points; 2 wins the other "
                    "seven tricks 15+15+24+23+10+17+16 = 120. " + ca)
        r.deal(1, DEAL_B, talon=TALON_B,
               exp=X(1, 2, 100, False, [120, 0, 40], ["", "", "S"], db, tb, bb, [N, N, N]),
               calc="deal B: seat 0 wins all eight tricks (15 each). " + cb)
        out.append(r)

    # ----------------------------------------------------------------- dump truck
    r = Rec("du01_both",
            "dump_truck both (default): +100 to exactly 555 -> 0; a bolt penalty to exactly 555 -> 0 "
            "(ruling 9); -100 to exactly -555 -> 0",
            start_totals=[675, 455, -455], start_bolts=[2, 0, 0])
    r.deal(0, "2 pass; 0 pass;" + sweep(3, 0, 1), talon=SWEEP_TALON_LOW,
           exp=X(0, 1, 100, True, [0, 220, 0], ["", "H", ""], [-675, -455, 0], [0, 0, -455],
                 [0, 0, 1], [N, N, N]),
           calc="seat 1 455+100 = 555 -> 0; seat 0 bolt 2 -> 3: 675-120 = 555 -> 0; seat 2 bolt 1, "
                "-455 unchanged")
    r.deal(1, "0 pass; 1 pass;" + l2(3, 1, 2), talon=L2_TALON,
           exp=X(1, 2, 100, False, [120, 0, 0], ["", "", ""], [120, 0, 455], [120, 0, 0],
                 [0, 1, 2], [N, N, N]),
           calc="L2: seat 2 declarer takes nothing: -455-100 = -555 -> 0 (delta +455), bolt 2; "
                "seat 0 +120; seat 1 bolt 1")
    out.append(r)

    r = Rec("du02_positive",
            "dump_truck positive: +555 -> 0 but -555 stays; a total that is 555 and does not change "
            "stays (ruling 9: only a total that changes to the value)",
            options={"dump_truck": "positive"}, start_totals=[555, 455, -455])
    r.deal(0, "2 pass; 0 pass;" + sweep(3, 0, 1), talon=SWEEP_TALON_LOW,
           exp=X(0, 1, 100, True, [0, 220, 0], ["", "H", ""], [0, -455, 0], [555, 0, -455],
                 [1, 0, 1], [N, N, N]),
           calc="seat 1 455+100 = 555 -> 0; seat 0 stays 555 (unchanged, bolt 1); seat 2 bolt 1")
    r.deal(1, "0 pass; 1 pass;" + l2(3, 1, 2), talon=L2_TALON,
           exp=X(1, 2, 100, False, [120, 0, 0], ["", "", ""], [120, 0, -100], [675, 0, -555],
                 [1, 1, 2], [N, N, N]),
           calc="seat 2 -455-100 = -555 stays (positive only); seat 0 555+120 = 675; seat 1 bolt 1; "
                "seat 2 bolt 2")
    out.append(r)

    r = Rec("du03_value300",
            "dump_truck_value 300: a total changing to 300 goes to 0, 555 is not special; -300 "
            "unchanged stays",
            options={"dump_truck_value": 300}, start_totals=[675, 200, -300], start_bolts=[2, 0, 0])
    r.deal(0, "2 pass; 0 pass;" + sweep(3, 0, 1), talon=SWEEP_TALON_LOW,
           exp=X(0, 1, 100, True, [0, 220, 0], ["", "H", ""], [-120, -200, 0], [555, 0, -300],
                 [0, 0, 1], [N, N, N]),
           calc="seat 1 200+100 = 300 -> 0; seat 0 bolt 2 -> 3: 675-120 = 555 stays; seat 2 -300 "
                "unchanged (bolt 1)")
    out.append(r)
    return out
