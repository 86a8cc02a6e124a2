"""Dark game (§9, rulings 12 and 14)."""

from __future__ import annotations

from .build_records import Rec, X
from .templates import (B1_TALON, L2_TALON, SWEEP_TALON_LOW, SWEEP_TALON_MARRIAGE, b1, l2,
                        sweep, sweep_m)

N = None


def records() -> list[Rec]:
    out: list[Rec] = []
    r = Rec("da01_dark",
            "dark_game: forehand's 'dark' is the first move and stands as 120; all pass -> dark "
            "declarer, result doubled (+240/-240), defenders score normally; breaking with 125 (only "
            "with a marriage) cancels it, forehand keeps 120 and may bid on (130); a bolt of the dark "
            "declarer counts as two, his penalty not doubled (ruling 14)",
            options={"dark_game": "on"})
    r.deal(0, "1 dark; 2 pass; 0 pass;" + sweep(3, 0, 1), talon=SWEEP_TALON_LOW,
           exp=X(0, 1, 120, True, [0, 220, 0], ["", "H", ""], [0, 240, 0], [0, 240, 0], [1, 0, 1],
                 [N, N, N], dark=True),
           calc="dark 120 made (sweep 220): +240; seats 2 and 0 bolt once")
    r.deal(1, "2 dark; 0 bid 125; 1 pass; 2 bid 130; 0 pass;" + sweep_m(3, 1, 2),
           talon=SWEEP_TALON_MARRIAGE,
           exp=X(1, 2, 130, True, [0, 0, 220], ["", "", "H"], [0, 0, 130], [0, 240, 130],
                 [2, 1, 1], [N, N, N]),
           calc="seat 0 (KS+QS) breaks the dark with 125; seat 2 (KH+QH) bids 130; ordinary deal: "
                "sweep 220 >= 130: +130; seats 0 and 1 bolt")
    r.deal(2, "0 dark; 1 pass; 2 pass;" + l2(3, 2, 0), talon=L2_TALON,
           exp=X(2, 0, 120, False, [0, 120, 0], ["", "", ""], [-360, 120, 0], [-360, 360, 130],
                 [1, 1, 2], [N, N, N], dark=True),
           calc="dark declarer 0 takes nothing: -240; his bolt counts two on 2: 3 -> -120 (not "
                "doubled), 0, 1: total -360; seat 1 +120 (not doubled); seat 2 bolt 2")
    r.deal(0, "1 dark; 2 pass; 0 pass;" + b1(3, 0, 1), talon=B1_TALON,
           exp=X(0, 1, 120, True, [18, 185, 17], ["", "H", ""], [20, 240, 15], [-340, 600, 145],
                 [1, 1, 2], [N, N, N], dark=True),
           calc="dark made: +240; defenders normally: 18 -> 20, 17 -> 15")
    out.append(r)
    return out
