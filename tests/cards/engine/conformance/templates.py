"""Trick plans reused by the specs, each with its hand computation.

A plan is written for the roles D (declarer), E (the seat after D) and F (the
seat after E); ``seats`` maps the roles to real seats (with 4 players the
sitting dealer is skipped).  Card points: 9=0 J=2 Q=3 K=4 10=10 A=11.
"""

from __future__ import annotations


def roles(n: int, dealer: int, d: int) -> tuple[int, int, int]:
    def nxt(s: int) -> int:
        s = (s + 1) % n
        if n == 4 and s == dealer:
            s = (s + 1) % n
        return s
    e = nxt(d)
    return d, e, nxt(e)


def _fill(plan: str, d: int, e: int, f: int) -> str:
    return plan.replace("{D}", str(d)).replace("{E}", str(e)).replace("{F}", str(f))


# L1, "sweep": D holds all hearts, AS and AD; wins all 8 tricks and declares hearts
# at trick 2.  D = 120 cards + 100 = 220; E = F = 0 (no trick: both bolt).
# Tricks (points): AS 9S KS (15) | *KH JS 10S (16) | QH QS KC (10) | AH 9C 10C (21)
# | 10H JC AC (23) | JH QC QD (8) | 9H 9D KD (4) | AD JD 10D (23) = 120.
SWEEP_TRICKS = """
T{D} AS 9S KS; T{D} *KH JS 10S; T{D} QH QS KC; T{D} AH 9C 10C
T{D} 10H JC AC; T{D} JH QC QD; T{D} 9H 9D KD; T{D} AD JD 10D
"""
#: talon choices for the sweep: "QH 9D QD" leaves D without the heart marriage in
#: his dealt hand (he may bid at most 120); "9D QD 9H" gives him KH+QH when dealt.
SWEEP_TALON_LOW = "QH 9D QD"
SWEEP_TALON_MARRIAGE = "9D QD 9H"


def sweep(n: int, dealer: int, d: int, *, gives: str | None = None, raises: str = "") -> str:
    d, e, f = roles(n, dealer, d)
    g = gives if gives is not None else "{D} give 9D {E}; {D} give QD {F}"
    return _fill(g + ";" + raises + ";" + SWEEP_TRICKS, d, e, f)


# L1m, "sweep with a spade marriage for E": as L1 but E holds KS+QS (so E may bid
# up to 160).  D = 220; E = F = 0.
# Tricks: AS 9S 10S (21) | *KH JS 9C (6) | QH QS KC (10) | AH KS 10C (25)
# | 10H JC AC (23) | JH QC QD (8) | 9H 9D KD (4) | AD JD 10D (23) = 120.
SWEEPM_TRICKS = """
T{D} AS 9S 10S; T{D} *KH JS 9C; T{D} QH QS KC; T{D} AH KS 10C
T{D} 10H JC AC; T{D} JH QC QD; T{D} 9H 9D KD; T{D} AD JD 10D
"""


def sweep_m(n: int, dealer: int, d: int, *, gives: str | None = None, raises: str = "") -> str:
    d, e, f = roles(n, dealer, d)
    g = gives if gives is not None else "{D} give 9D {E}; {D} give QD {F}"
    return _fill(g + ";" + raises + ";" + SWEEPM_TRICKS, d, e, f)


# B1, "185/17/18": D declares hearts at trick 2, gives E one club trick (17)
# and F one diamond trick (18).
# AS 9S JS (D 13) | *KH 9H JH (D 6) | JC AC KC (E 17) | E: QS KS 10S (D 17)
# | QD KD AD (F 18) | F: 10D 10H JD (D 22) | AH 9C 9D (D 11) | QH QC 10C (D 16)
# D = 13+6+17+22+11+16 = 85 + 100 = 185; E = 17; F = 18.  Talon 9C 10S QD: D is
# dealt AS KH QH AH 10H JC 9D (the heart marriage: he may bid up to 220).
B1_TALON = "9C 10S QD"
B1_TRICKS = """
T{D} AS 9S JS; T{D} *KH 9H JH; T{D} JC AC KC; T{E} QS KS 10S
T{D} QD KD AD; T{F} 10D 10H JD; T{D} AH 9C 9D; T{D} QH QC 10C
"""


def b1(n: int, dealer: int, d: int, *, gives: str | None = None, raises: str = "") -> str:
    d, e, f = roles(n, dealer, d)
    g = gives if gives is not None else "{D} give 9C {E}; {D} give 9D {F}"
    return _fill(g + ";" + raises + ";" + B1_TRICKS, d, e, f)


# L2, "declarer loses every trick": D holds only nines and jacks; E holds the
# aces and tens and wins all 8 tricks (15 points each), F holds kings and queens.
# D = 0, E = 120, F = 0 (D and F bolt).  Talon AS KS 9H (D gives AS to E, KS to F).
L2_TALON = "AS KS 9H"
L2_TRICKS = """
T{D} 9S AS KS; T{E} 10S QS JS; T{E} AC KC 9C; T{E} 10C QC JC
T{E} AD KD 9D; T{E} 10D QD JD; T{E} AH KH 9H; T{E} 10H QH JH
"""


def l2(n: int, dealer: int, d: int, *, gives: str | None = None, raises: str = "") -> str:
    d, e, f = roles(n, dealer, d)
    g = gives if gives is not None else "{D} give AS {E}; {D} give KS {F}"
    return _fill(g + ";" + raises + ";" + L2_TRICKS, d, e, f)


# B2, "115/0/5": no marriage; D wins 7 tricks with his aces and tens, F wins one
# trick of 5 (9C JC QC); F then leads 10C into D's AC.
# AS 9S JS (13) | 10S QS KS (17) | AH 9H JH (13) | 10H QH KH (17) | AD 9D JD (13)
# | 10D QD KD (17) | 9C JC QC (F 5) | F: 10C AC KC (D 25)
# D = 115, E = 0 (bolt), F = 5.  Talon KC 10C 9C.
B2_TALON = "KC 10C 9C"
B2_TRICKS = """
T{D} AS 9S JS; T{D} 10S QS KS; T{D} AH 9H JH; T{D} 10H QH KH
T{D} AD 9D JD; T{D} 10D QD KD; T{D} 9C JC QC; T{F} 10C AC KC
"""


def b2(n: int, dealer: int, d: int, *, gives: str | None = None, raises: str = "") -> str:
    d, e, f = roles(n, dealer, d)
    g = gives if gives is not None else "{D} give KC {E}; {D} give 10C {F}"
    return _fill(g + ";" + raises + ";" + B2_TRICKS, d, e, f)
