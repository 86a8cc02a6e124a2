"""barrel_mode = talon (the pocket-computer barrel, rulings 8 and 16) and the pocket preset."""

from __future__ import annotations

from .build_records import CON, Rec, X, XR
from .templates import B1_TALON, B2_TALON, SWEEP_TALON_LOW, b1, b2, sweep

N = None
H0 = "9S JS QS KS 10S AS 9C"
H1 = "JC QC KC 10C AC 9D JD"
H2 = "QD KD 10D AD 9H JH QH"
TAL = "KH 10H AH"


def records() -> list[Rec]:
    out: list[Rec] = []

    r = Rec("po01_pocket_win",
            "preset pocket (round_defenders off, barrel_mode talon): arrival at 880 (888 -> 880); "
            "while not forehand the barrel player waits, passes (ruling 16) and scores nothing, using "
            "no attempt (barrel stays 0, ruling 8); as forehand he plays the barrel deal with no "
            "auction at 121, makes it (+121 -> 1001) and wins; the others score nothing and get no "
            "bolt in that deal", preset="pocket", start_totals=[870, 0, 0])
    r.deal(0, "2 pass; 0 pass;" + b1(3, 0, 1), talon=B1_TALON,
           exp=X(0, 1, 100, True, [18, 185, 17], ["", "H", ""], [10, 100, 17], [880, 100, 17],
                 [0, 0, 0], [0, N, N]),
           calc="B1, no rounding: seat 0 870+18 = 888 -> 880 (delta 10); seat 1 +100; seat 2 +17")
    r.deal(1, "0 pass; 1 pass;" + b1(3, 1, 2), talon=B1_TALON,
           exp=X(1, 2, 100, True, [17, 18, 185], ["", "", "H"], [0, 18, 100], [880, 118, 117],
                 [0, 0, 0], [0, N, N]),
           calc="seat 0 waits (passes, 17 points ignored, no attempt); seat 1 +18; seat 2 +100")
    r.deal(2, sweep(3, 2, 0), talon=SWEEP_TALON_LOW,
           exp=X(2, 0, 121, True, [220, 0, 0], ["H", "", ""], [121, 0, 0], [1001, 118, 117],
                 [0, 0, 0], [N, N, N]),
           calc="dealer 2: seat 0 is forehand: barrel deal, no auction, contract 121; sweep 220 >= "
                "121: +121 -> 1001, wins; seats 1 and 2 take no trick but get no bolt")
    out.append(r.end(winner=0))

    r = Rec("po02_pocket_fail",
            "pocket barrel deal failed: -barrel_penalty (120, not the contract 121), a fall; the other "
            "players score nothing and get no bolt; the next deal is ordinary (no rounding)",
            preset="pocket", first_dealer=2, start_totals=[880, 100, 200])
    r.deal(2, b2(3, 2, 0), talon=B2_TALON,
           exp=X(2, 0, 121, False, [115, 0, 5], ["", "", ""], [-120, 0, 0], [760, 100, 200],
                 [0, 0, 0], [N, N, N]),
           calc="B2: seat 0 115 < 121: -120 -> 760; seat 2's 5 and seat 1's bolt do not count")
    r.deal(0, "2 pass; 0 pass;" + b1(3, 0, 1), talon=B1_TALON,
           exp=X(0, 1, 100, True, [18, 185, 17], ["", "H", ""], [18, 100, 17], [778, 200, 217],
                 [0, 0, 0], [N, N, N]),
           calc="ordinary deal, no rounding: +18, +100, +17")
    out.append(r)

    r = Rec("po03_talon_mode_classic",
            "classic with barrel_mode talon: while waiting, a concession by another declarer pays the "
            "barrel player nothing (ruling 3) and is not an attempt; then his barrel deal as forehand "
            "(121, made) with defenders' points (17, 18) not counted; declarer score not rounded",
            options={"barrel_mode": "talon"}, start_totals=[880, 0, 0])
    r.deal(0, "2 pass; 0 pass; 1 concede", talon=TAL, hands=[H0, H1, H2],
           exp=CON(0, 1, 100, [0, -100, 50], [880, -100, 50], [0, 0, 0], [0, N, N]),
           calc="seat 1 concedes: -100; seat 2 +50; seat 0 waiting on the barrel: nothing, no attempt")
    r.deal(1, "0 pass; 1 pass;" + b1(3, 1, 2), talon=B1_TALON,
           exp=X(1, 2, 100, True, [17, 18, 185], ["", "", "H"], [0, 20, 100], [880, -80, 150],
                 [0, 0, 0], [0, N, N]),
           calc="seat 0 waits (17 ignored); seat 1 18 -> 20; seat 2 +100")
    r.deal(2, b1(3, 2, 0), talon=B1_TALON,
           exp=X(2, 0, 121, True, [185, 17, 18], ["H", "", ""], [121, 0, 0], [1001, -80, 150],
                 [0, 0, 0], [N, N, N]),
           calc="barrel deal: 185 >= 121: +121 -> 1001, wins; 17 and 18 not counted")
    out.append(r.end(winner=0))

    r = Rec("po05_talon_redeal",
            "barrel_mode talon: a four-nines redeal claimed in the barrel player's barrel deal uses no "
            "attempt (ruling 10); the same dealer deals again and it is again his barrel deal",
            options={"barrel_mode": "talon"}, first_dealer=2, start_totals=[880, 0, 0])
    r.deal(2, "1 redeal", talon="AC 10H AH",
           hands=["QD KD 10D AD JH QH KH", "9S 9C 9D 9H 10S AS 10C", "JS QS KS JC QC KC JD"],
           exp=XR(2, [880, 0, 0], [0, 0, 0], [0, N, N]),
           calc="seat 1 claims a redeal (four nines) as the first move: nothing changes")
    r.deal(2, sweep(3, 2, 0), talon=SWEEP_TALON_LOW,
           exp=X(2, 0, 121, True, [220, 0, 0], ["H", "", ""], [121, 0, 0], [1001, 0, 0],
                 [0, 0, 0], [N, N, N]),
           calc="dealer 2 again, seat 0 forehand: barrel deal at 121, sweep: +121 -> 1001, wins")
    out.append(r.end(winner=0))

    r = Rec("po04_talon_raise",
            "ruling 8: in his barrel deal the barrel player may raise; §5.3: to a multiple of "
            "bid_step, so 121 -> 125; made: +125 -> 1005",
            preset="pocket", first_dealer=2, start_totals=[880, 0, 0])
    r.deal(2, sweep(3, 2, 0, raises="0 raise 125"), talon=SWEEP_TALON_LOW,
           exp=X(2, 0, 125, True, [220, 0, 0], ["H", "", ""], [125, 0, 0], [1005, 0, 0],
                 [0, 0, 0], [N, N, N]),
           calc="barrel deal, raised to 125; sweep 220 >= 125: +125 -> 1005, wins; no bolts for 1, 2")
    out.append(r.end(winner=0))
    return out
