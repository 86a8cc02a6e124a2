"""The barrel in barrel_mode = bid (§8, ruling 7) and the end of the game."""

from __future__ import annotations

from .build_records import Rec, X
from .templates import (B1_TALON, L2_TALON, SWEEP_TALON_LOW, SWEEP_TALON_MARRIAGE, b1, l2,
                        sweep)

N = None


def records() -> list[Rec]:
    out: list[Rec] = []

    r = Rec("ba01_arrive_and_win",
            "a total that would pass barrel_at stops at 880 (delta is the real change, ruling 7); "
            "the player on the barrel wins the auction (jump to 140 with a marriage), makes it and "
            "wins: +contract as usual so the total exceeds 1000 (ruling 7), winner set, his barrel "
            "entry null", start_totals=[865, 0, 0])
    r.deal(0, "2 pass; 0 pass;" + b1(3, 0, 1), talon=B1_TALON,
           exp=X(0, 1, 100, True, [18, 185, 17], ["", "H", ""], [15, 100, 15], [880, 100, 15],
                 [0, 0, 0], [0, N, N]),
           calc="B1: seat 0 18 -> 20: 865+20 = 885 stops at 880 (delta 15), on the barrel with 0 "
                "attempts; seat 1 +100; seat 2 17 -> 15")
    r.deal(1, "0 bid 140; 1 pass; 2 pass;" + sweep(3, 1, 0), talon=SWEEP_TALON_MARRIAGE,
           exp=X(1, 0, 140, True, [220, 0, 0], ["H", "", ""], [140, 0, 0], [1020, 100, 15],
                 [0, 1, 1], [N, N, N]),
           calc="seat 0 (KH+QH dealt: cap 220) bids 140, sweeps 220 >= 140: +140 -> 1020, wins")
    out.append(r.end(winner=0))

    r = Rec("ba02_attempts_fall",
            "on the barrel a defender scores nothing (18 and bolts alike); each deal is an attempt "
            "(barrel 1, 2); after the third (barrel_attempts 3) he falls: -120 (barrel_penalty); being "
            "forehand on the barrel he may pass once outbid", start_totals=[880, 0, 0])
    r.deal(0, "2 pass; 0 pass;" + b1(3, 0, 1), talon=B1_TALON,
           exp=X(0, 1, 100, True, [18, 185, 17], ["", "H", ""], [0, 100, 15], [880, 100, 15],
                 [0, 0, 0], [1, N, N]),
           calc="B1: seat 0 has 18 but is on the barrel: 0, attempt 1; seat 1 +100; seat 2 +15")
    r.deal(1, "0 pass; 1 pass;" + sweep(3, 1, 2), talon=SWEEP_TALON_LOW,
           exp=X(1, 2, 100, True, [0, 0, 220], ["", "", "H"], [0, 0, 100], [880, 100, 115],
                 [1, 1, 0], [2, N, N]),
           calc="sweep by 2: +100; seats 0 and 1 bolt (1 each); seat 0 attempt 2")
    r.deal(2, "1 bid 105; 2 pass; 0 pass;" + sweep(3, 2, 1), talon=SWEEP_TALON_LOW,
           exp=X(2, 1, 105, True, [0, 220, 0], ["", "H", ""], [-120, 105, 0], [760, 205, 115],
                 [2, 1, 1], [N, N, N]),
           calc="forehand 0 passes after 1 bids 105; sweep by 1: +105; seat 0 bolt 2 and attempt 3 "
                "was the last: falls, -120 -> 760; seat 2 bolt 1")
    out.append(r)

    r = Rec("ba03_fail_on_barrel",
            "a declarer on the barrel must fix at least 120 before the first lead: forehand on the "
            "barrel, everyone passes, he raises 100 -> 120; failing costs -contract only, no further "
            "penalty, and takes him off (§8)", first_dealer=2, start_totals=[880, 300, 0])
    r.deal(2, "1 pass; 2 pass;" + l2(3, 2, 0, raises="0 raise 120"), talon=L2_TALON,
           exp=X(2, 0, 120, False, [0, 120, 0], ["", "", ""], [-120, 120, 0], [760, 420, 0],
                 [1, 0, 1], [N, N, N]),
           calc="L2: seat 0 takes nothing: -120 -> 760 (no further penalty), bolt 1; seat 1 +120; "
                "seat 2 bolt 1")
    out.append(r)

    r = Rec("ba04_knock_off_one",
            "barrel_collision knock_off (default): a player arriving knocks off whoever was on it: "
            "-120 (ruling 7: first the attempt of the one on it, then the arrival)",
            start_totals=[880, 800, 0])
    r.deal(0, "2 pass; 0 pass;" + b1(3, 0, 1), talon=B1_TALON,
           exp=X(0, 1, 100, True, [18, 185, 17], ["", "H", ""], [-120, 80, 15], [760, 880, 15],
                 [0, 0, 0], [N, 0, N]),
           calc="seat 1 800+100 = 900 -> 880 arrives (delta 80); seat 0 (on, 18 ignored) is knocked "
                "off: -120 -> 760; seat 2 +15")
    out.append(r)

    r = Rec("ba05_two_arrive",
            "knock_off: two players arriving in the same deal both fall with -120 (ruling 7)",
            start_totals=[0, 800, 870])
    r.deal(0, "2 pass; 0 pass;" + b1(3, 0, 1), talon=B1_TALON,
           exp=X(0, 1, 100, True, [18, 185, 17], ["", "H", ""], [20, -40, -110], [20, 760, 760],
                 [0, 0, 0], [N, N, N]),
           calc="seat 1 800+100 -> 880 and seat 2 870+15 -> 880 arrive together: both fall to 760 "
                "(deltas -40, -110); seat 0 +20")
    out.append(r)

    r = Rec("ba06_on_and_two_arrive",
            "knock_off: one on the barrel and two arriving: all three fall (ruling 7)",
            start_totals=[880, 800, 870])
    r.deal(0, "2 pass; 0 pass;" + b1(3, 0, 1), talon=B1_TALON,
           exp=X(0, 1, 100, True, [18, 185, 17], ["", "H", ""], [-120, -40, -110], [760, 760, 760],
                 [0, 0, 0], [N, N, N]),
           calc="seat 0 on (attempt 1) falls because others arrive: -120; seats 1 and 2 arrive "
                "together and fall: 760 each")
    out.append(r)

    r = Rec("ba07_coexist_win",
            "barrel_collision coexist: a second player sits on the barrel beside the first; the "
            "newcomer then wins with exactly 120 -> 1000 while the other is still on (attempt 2)",
            options={"barrel_collision": "coexist"}, start_totals=[880, 800, 0])
    r.deal(0, "2 pass; 0 pass;" + b1(3, 0, 1), talon=B1_TALON,
           exp=X(0, 1, 100, True, [18, 185, 17], ["", "H", ""], [0, 80, 15], [880, 880, 15],
                 [0, 0, 0], [1, 0, N]),
           calc="seat 0 on (attempt 1, scores nothing); seat 1 arrives at 880 (delta 80); seat 2 +15")
    r.deal(1, "0 pass; 1 bid 120; 2 pass;" + sweep(3, 1, 1), talon=SWEEP_TALON_LOW,
           exp=X(1, 1, 120, True, [0, 220, 0], ["", "H", ""], [0, 120, 0], [880, 1000, 15],
                 [1, 0, 1], [2, N, N]),
           calc="seat 1 bids 120, sweeps: 880+120 = 1000, wins; seat 0 still on, attempt 2, bolt 1; "
                "seat 2 bolt 1")
    out.append(r.end(winner=1))

    r = Rec("ba08_bolt_takes_off",
            "§8: a bolt penalty taking a player on the barrel below barrel_at takes him off without a "
            "fall (order: bolt penalties before barrel falls); with barrel_attempts 1 this deal was "
            "his last attempt but there is no barrel penalty on top",
            options={"barrel_attempts": 1}, start_totals=[880, 0, 0], start_bolts=[2, 0, 0])
    r.deal(0, "2 pass; 0 pass;" + sweep(3, 0, 1), talon=SWEEP_TALON_LOW,
           exp=X(0, 1, 100, True, [0, 220, 0], ["", "H", ""], [-120, 100, 0], [760, 100, 0],
                 [0, 0, 1], [N, N, N]),
           calc="seat 0 bolt 2 -> 3: 880-120 = 760, off the barrel, no fall penalty; seat 1 +100")
    out.append(r)

    for name, zero in (("ba09_three_falls_zero", True), ("ba10_three_falls_off", False)):
        r = Rec(name,
                ("barrel_three_falls_zero on (default): " if zero else "barrel_three_falls_zero off: ")
                + "falls by a failed contract on the barrel and twice by arriving together with another "
                  "player; " + ("the third fall resets the total to 0" if zero else
                                "the third fall is an ordinary fall (760)"),
                options={} if zero else {"barrel_three_falls_zero": "off"},
                start_totals=[880, 730, 860])
        r.deal(0, "2 pass; 0 bid 120; 1 pass;" + l2(3, 0, 0), talon=L2_TALON,
               exp=X(0, 0, 120, False, [0, 120, 0], ["", "", ""], [-120, 120, 0], [760, 850, 860],
                     [1, 0, 1], [N, N, N]),
               calc="L2: seat 0 on the barrel fails 120: -120 -> 760 (fall 1), bolt; seat 1 +120 -> 850")
        r.deal(1, "0 bid 120; 1 pass; 2 pass;" + b1(3, 1, 0), talon=B1_TALON,
               exp=X(1, 0, 120, True, [185, 17, 18], ["H", "", ""], [0, 15, -100], [760, 865, 760],
                     [1, 0, 1], [N, N, N]),
               calc="B1: seat 0 makes 120: 880 and seat 2 860+20 = 880 arrive together: both fall "
                    "(seat 0 fall 2) -> 760; seat 1 17 -> 15: 865")
        last = [-760, -105, 20] if zero else [0, -105, 20]
        tot = [0, 760, 780] if zero else [760, 760, 780]
        r.deal(2, "1 pass; 2 pass;" + b1(3, 2, 0, raises="0 raise 120"), talon=B1_TALON,
               exp=X(2, 0, 120, True, [185, 17, 18], ["H", "", ""], last, tot, [1, 0, 1], [N, N, N]),
               calc="forehand 0 raises to 120, makes it: 880, and seat 1 865+15 = 880: both fall; "
                    + ("seat 0's third fall: total 0" if zero else "seat 0 760 (no reset)")
                    + "; seat 1 760; seat 2 +20")
        out.append(r)

    r = Rec("ba11_options",
            "barrel_at 900 (880 is an ordinary total; exactly 900 puts a player on it), "
            "barrel_attempts 2, barrel_penalty 100",
            options={"barrel_at": 900, "barrel_attempts": 2, "barrel_penalty": 100},
            start_totals=[880, 0, 0])
    r.deal(0, "2 pass; 0 pass;" + b1(3, 0, 1), talon=B1_TALON,
           exp=X(0, 1, 100, True, [18, 185, 17], ["", "H", ""], [20, 100, 15], [900, 100, 15],
                 [0, 0, 0], [0, N, N]),
           calc="seat 0 at 880 scores normally: 18 -> 20 = 900 exactly: on the barrel")
    r.deal(1, "0 pass; 1 pass;" + sweep(3, 1, 2), talon=SWEEP_TALON_LOW,
           exp=X(1, 2, 100, True, [0, 0, 220], ["", "", "H"], [0, 0, 100], [900, 100, 115],
                 [1, 1, 0], [1, N, N]),
           calc="attempt 1; seat 0 and 1 bolt")
    r.deal(2, "1 bid 105; 2 pass; 0 pass;" + sweep(3, 2, 1), talon=SWEEP_TALON_LOW,
           exp=X(2, 1, 105, True, [0, 220, 0], ["", "H", ""], [-100, 105, 0], [800, 205, 115],
                 [2, 1, 1], [N, N, N]),
           calc="attempt 2 of 2: falls, -100 -> 800")
    out.append(r)
    return out
