"""Redeals (§3, rulings 10 and 15)."""

from __future__ import annotations

from .build_records import Rec, X, XR
from .templates import B1_TALON, b1

N = None
NINES = ["JS QS KS JC QC KC JD", "QD KD 10D AD JH QH KH", "9S 9C 9D 9H 10S AS 10C"]
NINES_TALON = "AC 10H AH"


def records() -> list[Rec]:
    out: list[Rec] = []
    r = Rec("re01_four_nines",
            "redeal_four_nines on (default): a player (not the first to speak) holding all four nines "
            "claims a redeal as the first move; nothing scores, a barrel attempt is not used; the same "
            "dealer deals again", start_totals=[880, 0, 0])
    r.deal(0, "2 redeal", talon=NINES_TALON, hands=NINES,
           exp=XR(0, [880, 0, 0], [0, 0, 0], [0, N, N]),
           calc="redeal: totals, bolts and the barrel count (0) unchanged")
    r.deal(0, "2 pass; 0 pass;" + b1(3, 0, 1), talon=B1_TALON,
           exp=X(0, 1, 100, True, [18, 185, 17], ["", "H", ""], [0, 100, 15], [880, 100, 15],
                 [0, 0, 0], [1, N, N]),
           calc="dealer 0 again: B1; seat 0 on the barrel: nothing, attempt 1")
    out.append(r)

    r = Rec("re02_weak_hand",
            "redeal_weak_hand on, redeal_weak_hand_below 14 (default): a hand worth 13 card points "
            "(KS QS JC JD JH 9C 9D; the spade marriage is not counted, ruling 10) may claim",
            options={"redeal_weak_hand": "on"})
    r.deal(0, "0 redeal", talon="KH 10H AH",
           hands=["KS QS JC JD JH 9C 9D", "9S JS 10S AS QC KC 10C", "AC QD KD 10D AD 9H QH"],
           exp=XR(0, [0, 0, 0], [0, 0, 0], [N, N, N]),
           calc="seat 0: 4+3+2+2+2+0+0 = 13 < 14: redeal")
    r.deal(0, "2 pass; 0 pass;" + b1(3, 0, 1), talon=B1_TALON,
           exp=X(0, 1, 100, True, [18, 185, 17], ["", "H", ""], [20, 100, 15], [20, 100, 15],
                 [0, 0, 0], [N, N, N]),
           calc="B1 as b01")
    out.append(r)

    r = Rec("re03_weak_hand_below20",
            "redeal_weak_hand_below 20: a hand worth 19 (10S KS QS JS 9C 9D 9H) may claim",
            options={"redeal_weak_hand": "on", "redeal_weak_hand_below": 20})
    r.deal(0, "0 redeal", talon="KH 10H AH",
           hands=["10S KS QS JS 9C 9D 9H", "9S AS JC QC KC 10C AC", "JD QD KD 10D AD JH QH"],
           exp=XR(0, [0, 0, 0], [0, 0, 0], [N, N, N]),
           calc="seat 0: 10+4+3+2 = 19 < 20: redeal")
    r.deal(0, "2 pass; 0 pass;" + b1(3, 0, 1), talon=B1_TALON,
           exp=X(0, 1, 100, True, [18, 185, 17], ["", "H", ""], [20, 100, 15], [20, 100, 15],
                 [0, 0, 0], [N, N, N]),
           calc="B1 as b01")
    out.append(r)

    r = Rec("re04_bad_talon",
            "redeal_bad_talon on: the declarer at 100 (unraised), right after taking the talon and "
            "before passing cards, claims a redeal for a talon worth under 5 (JS JC 9D = 4) and, the "
            "next time, for a talon holding two nines (9S 9C AH = 11); the same dealer deals again",
            options={"redeal_bad_talon": "on"})
    r.deal(0, "2 pass; 0 pass; 1 redeal", talon="JS JC 9D",
           hands=["9S QS KS 10S AS 9C QC", "KC 10C AC QD KD 10D AD", "9H JH QH KH 10H AH JD"],
           exp=XR(0, [0, 0, 0], [0, 0, 0], [N, N, N]),
           calc="talon 2+2+0 = 4 < 5")
    r.deal(0, "2 pass; 0 pass; 1 redeal", talon="9S 9C AH",
           hands=["JS QS KS 10S AS JC QC", "KC 10C AC QD KD 10D AD", "9H JH QH KH 10H 9D JD"],
           exp=XR(0, [0, 0, 0], [0, 0, 0], [N, N, N]),
           calc="talon holds two nines")
    r.deal(0, "2 pass; 0 pass;" + b1(3, 0, 1), talon=B1_TALON,
           exp=X(0, 1, 100, True, [18, 185, 17], ["", "H", ""], [20, 100, 15], [20, 100, 15],
                 [0, 0, 0], [N, N, N]),
           calc="B1 as b01")
    out.append(r)

    r = Rec("re05_bad_talon_any_contract",
            "redeal_bad_talon_any_contract on: the declarer at 105 may claim a bad-talon redeal",
            options={"redeal_bad_talon": "on", "redeal_bad_talon_any_contract": "on"})
    r.deal(0, "2 bid 105; 0 pass; 1 pass; 2 redeal", talon="JS JC 9D",
           hands=["9S QS KS 10S AS 9C QC", "9H JH QH KH 10H AH JD", "KC 10C AC QD KD 10D AD"],
           exp=XR(0, [0, 0, 0], [0, 0, 0], [N, N, N]),
           calc="talon worth 4, contract 105 allowed by the option")
    r.deal(0, "2 pass; 0 pass;" + b1(3, 0, 1), talon=B1_TALON,
           exp=X(0, 1, 100, True, [18, 185, 17], ["", "H", ""], [20, 100, 15], [20, 100, 15],
                 [0, 0, 0], [N, N, N]),
           calc="B1 as b01")
    out.append(r)
    return out
