"""Golden round (§9, rulings 11 and 14)."""

from __future__ import annotations

from .build_records import Rec, X, XR
from .templates import (B1_TALON, B2_TALON, L2_TALON, SWEEP_TALON_LOW, b1, b2, l2, sweep)

N = None
GOLD = {"golden_round": "on"}


def records() -> list[Rec]:
    out: list[Rec] = []

    r = Rec("go01_golden",
            "golden_round: the first 3 deals have no auction, forehand declares 120, may raise (130); "
            "scores doubled (+-2 x contract, defenders 2 x rounded points); a bolt counts as two "
            "(ruling 14: on a count of 2 the first makes 3, penalty, restart, the second makes 1) and "
            "its penalty is doubled (240); deal 3 is ordinary", options=GOLD)
    r.deal(0, sweep(3, 0, 1), talon=SWEEP_TALON_LOW,
           exp=X(0, 1, 120, True, [0, 220, 0], ["", "H", ""], [0, 240, 0], [0, 240, 0], [2, 0, 2],
                 [N, N, N], golden=True),
           calc="forehand 1 at 120, sweep 220: +240; seats 2 and 0 bolt: 2 each")
    r.deal(1, sweep(3, 1, 2, raises="2 raise 130"), talon=SWEEP_TALON_LOW,
           exp=X(1, 2, 130, True, [0, 0, 220], ["", "", "H"], [-240, 0, 260], [-240, 240, 260],
                 [1, 2, 2], [N, N, N], golden=True),
           calc="forehand 2 raises to 130 (KH+QH after the talon), sweep: +260; seat 0 double bolt "
                "on 2: 3 -> -240 (doubled), 0, then 1; seat 1 0 -> 2")
    r.deal(2, l2(3, 2, 0), talon=L2_TALON,
           exp=X(2, 0, 120, False, [0, 120, 0], ["", "", ""], [-480, 240, -240], [-720, 480, 20],
                 [0, 2, 1], [N, N, N], golden=True),
           calc="L2: seat 0 fails: -240, double bolt on 1: 2, 3 -> -240, 0 (total -480); seat 1 "
                "120 x 2 = +240; seat 2 double bolt on 2: 3 -> -240, 0, then 1")
    r.deal(0, "2 pass; 0 pass;" + b1(3, 0, 1), talon=B1_TALON,
           exp=X(0, 1, 100, True, [18, 185, 17], ["", "H", ""], [20, 100, 15], [-700, 580, 35],
                 [0, 2, 1], [N, N, N]),
           calc="ordinary deal with an auction: B1 +20, +100, +15")
    out.append(r)

    for name, reset in (("go02_golden_reset", True), ("go03_golden_no_reset", False)):
        r = Rec(name,
                "all three golden declarers fail; " +
                ("golden_reset on (default): after the last golden deal every total returns to 0 "
                 "(start totals included; bolts are kept)" if reset else
                 "golden_reset off: totals stay"),
                options=GOLD if reset else {**GOLD, "golden_reset": "off"},
                start_totals=[100, 200, 300])
        r.deal(0, b2(3, 0, 1), talon=B2_TALON,
               exp=X(0, 1, 120, False, [5, 115, 0], ["", "", ""], [10, -240, 0], [110, -40, 300],
                     [0, 0, 2], [N, N, N], golden=True),
               calc="B2: seat 1 115 < 120: -240; seat 0 5 x 2 = 10; seat 2 double bolt: 2")
        r.deal(1, b2(3, 1, 2), talon=B2_TALON,
               exp=X(1, 2, 120, False, [0, 5, 115], ["", "", ""], [0, 10, -240], [110, -30, 60],
                     [2, 0, 2], [N, N, N], golden=True),
               calc="B2: seat 2 fails: -240; seat 1 +10; seat 0 double bolt: 2")
        if reset:
            d2, t2 = [-110, 30, -60], [0, 0, 0]
        else:
            d2, t2 = [-240, 0, 10], [-130, -30, 70]
        r.deal(2, b2(3, 2, 0), talon=B2_TALON,
               exp=X(2, 0, 120, False, [115, 0, 5], ["", "", ""], d2, t2, [2, 2, 2], [N, N, N],
                     golden=True),
               calc="B2: seat 0 fails: -240; seat 2 +10; seat 1 double bolt: 2; totals -130, -30, 70"
                    + (" -> reset to 0 (nobody made a golden contract)" if reset else " (no reset)"))
        d3 = [20, 100, 15]
        r.deal(0, "2 pass; 0 pass;" + b1(3, 0, 1), talon=B1_TALON,
               exp=X(0, 1, 100, True, [18, 185, 17], ["", "H", ""], d3,
                     [a + b for a, b in zip(t2, d3)], [2, 2, 2], [N, N, N]),
               calc="ordinary deal: B1 +20, +100, +15")
        out.append(r)

    r = Rec("go04_golden_redeal",
            "ruling 11: a golden deal that is redealt (four nines) is played again with the same "
            "declarer, so the 3 golden deals follow the redeal; then an ordinary deal left unfinished "
            "(in_progress)", options=GOLD)
    r.deal(0, "2 redeal", talon="AC 10H AH",
           hands=["JS QS KS JC QC KC JD", "QD KD 10D AD JH QH KH", "9S 9C 9D 9H 10S AS 10C"],
           exp=XR(0, [0, 0, 0], [0, 0, 0], [N, N, N], golden=True),
           calc="seat 2 claims a redeal (four nines) in the first golden deal: nothing scores")
    r.deal(0, sweep(3, 0, 1), talon=SWEEP_TALON_LOW,
           exp=X(0, 1, 120, True, [0, 220, 0], ["", "H", ""], [0, 240, 0], [0, 240, 0], [2, 0, 2],
                 [N, N, N], golden=True),
           calc="same dealer, forehand 1 declares 120: sweep +240; seats 2 and 0: double bolt")
    r.deal(1, sweep(3, 1, 2), talon=SWEEP_TALON_LOW,
           exp=X(1, 2, 120, True, [0, 0, 220], ["", "", "H"], [-240, 0, 240], [-240, 240, 240],
                 [1, 2, 2], [N, N, N], golden=True),
           calc="forehand 2: +240; seat 0 double bolt on 2: 3 (-240), 0, 1; seat 1: 2")
    r.deal(2, b1(3, 2, 0), talon=B1_TALON,
           exp=X(2, 0, 120, True, [185, 17, 18], ["H", "", ""], [240, 30, 40], [0, 270, 280],
                 [1, 2, 2], [N, N, N], golden=True),
           calc="forehand 0: B1 185 >= 120: +240; seat 1 17 -> 15 x 2 = 30; seat 2 18 -> 20 x 2 = 40")
    r.deal(0, "2 pass", talon="AC 10H AH",
           hands=["JS QS KS JC QC KC JD", "QD KD 10D AD JH QH KH", "9S 9C 9D 9H 10S AS 10C"],
           exp={"dealer": 0, "declarer": None, "conceded": False, "dark": False, "golden": False,
                "redeal": False},
           calc="fifth entry, an ordinary deal (auction): seat 2 passes and the record stops")
    out.append(r.end(in_progress=True, totals=[0, 270, 280]))

    r = Rec("go05_golden_barrel_penalty",
            "ruling 11: a barrel penalty falling due in a golden deal is doubled (barrel_attempts 1: "
            "-240); the barrel player's bolt counts as two",
            options={**GOLD, "barrel_attempts": 1}, start_totals=[0, 0, 880])
    r.deal(0, sweep(3, 0, 1), talon=SWEEP_TALON_LOW,
           exp=X(0, 1, 120, True, [0, 220, 0], ["", "H", ""], [0, 240, -240], [0, 240, 640],
                 [2, 0, 2], [N, N, N], golden=True),
           calc="seat 1 +240; seat 2 on the barrel: nothing, double bolt 2, last attempt: falls "
                "-120 x 2 = -240 -> 640; seat 0 double bolt 2")
    out.append(r)
    return out
