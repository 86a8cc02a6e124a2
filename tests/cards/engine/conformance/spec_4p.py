"""Four players: the dealer sits out (§2, ruling 6)."""

from __future__ import annotations

from .build_records import CON, Rec, X
from .templates import SWEEP_TALON_LOW, sweep

N = None


def records() -> list[Rec]:
    out: list[Rec] = []
    r = Rec("f01_sitter_talon",
            "4 players, sitter_scores talon (default): the sitting dealer scores the talon's card "
            "points plus a marriage lying in it, rounded like a defender (6 -> 5, 7+100 -> 105, "
            "17 -> 15); his points entry is 0 (ruling 6); he gets no bolt; bidding skips him; a "
            "conceded deal still pays him (ruling 6)", players=4)
    r.deal(0, "2 pass; 3 pass;" + sweep(4, 0, 1), talon=SWEEP_TALON_LOW,
           exp=X(0, 1, 100, True, [0, 220, 0, 0], ["", "H", "", ""], [5, 100, 0, 0], [5, 100, 0, 0],
                 [0, 0, 1, 1], [N, N, N, N]),
           calc="dealer 0 sits; talon QH 9D QD = 6 -> 5; sweep by 1 +100; 2 and 3 bolt")
    r.deal(1, "3 pass; 0 pass;" + sweep(4, 1, 2), talon="KH QH 9D",
           exp=X(1, 2, 100, True, [0, 0, 220, 0], ["", "", "H", ""], [0, 105, 100, 0],
                 [5, 205, 100, 0], [1, 0, 1, 2], [N, N, N, N]),
           calc="dealer 1 sits; talon KH QH 9D = 7 + heart marriage 100 = 107 -> 105; sweep by 2; "
                "3 and 0 bolt")
    r.deal(2, "0 pass; 1 pass; 3 concede", talon="AS 10S KS",
           hands=["QS JS 9S 9C JC QC KC", "10C AC 9D JD QD KD 10D", "", "AD 9H JH QH KH 10H AH"],
           exp=CON(2, 3, 100, [50, 50, 25, -100], [55, 255, 125, -100], [1, 0, 1, 2],
                   [N, N, N, N]),
           calc="dealer 2 sits; seat 3 concedes 100: 0 and 1 +50; sitter: talon 11+10+4 = 25")
    r.deal(3, "1 pass; 2 pass;" + sweep(4, 3, 0, gives="0 give JS 1; 0 give AC 2"),
           talon="JS AC KH",
           exp=X(3, 0, 100, True, [220, 0, 0, 0], ["H", "", "", ""], [100, 0, 0, 15],
                 [155, 255, 125, -85], [1, 1, 2, 2], [N, N, N, N]),
           calc="dealer 3 sits (keeps 2 bolts); talon JS AC KH = 17 -> 15; sweep by 0; 1 and 2 bolt")
    out.append(r)

    r = Rec("f02_sitter_aces_and_marriage",
            "sitter_scores aces_and_marriage: 11 per ace in the talon plus a marriage in it (other "
            "cards count nothing), rounded: AS KH QH = 111 -> 110; AC AD 9D = 22 -> 20; QH 9D QD = 0",
            players=4, options={"sitter_scores": "aces_and_marriage"})
    r.deal(0, "2 pass; 3 pass;" + sweep(4, 0, 1), talon="AS KH QH",
           exp=X(0, 1, 100, True, [0, 220, 0, 0], ["", "H", "", ""], [110, 100, 0, 0],
                 [110, 100, 0, 0], [0, 0, 1, 1], [N, N, N, N]),
           calc="sitter 0: AS 11 + H 100 = 111 -> 110 (KH, QH card points not counted)")
    r.deal(1, "3 pass; 0 pass;" + sweep(4, 1, 2, gives="2 give 9D 3; 2 give AC 0"),
           talon="AC AD 9D",
           exp=X(1, 2, 100, True, [0, 0, 220, 0], ["", "", "H", ""], [0, 20, 100, 0],
                 [110, 120, 100, 0], [1, 0, 1, 2], [N, N, N, N]),
           calc="sitter 1: two aces 22 -> 20")
    r.deal(2, "0 pass; 1 pass;" + sweep(4, 2, 3), talon=SWEEP_TALON_LOW,
           exp=X(2, 3, 100, True, [0, 0, 0, 220], ["", "", "", "H"], [0, 0, 0, 100],
                 [110, 120, 100, 100], [2, 1, 1, 2], [N, N, N, N]),
           calc="sitter 2: QH 9D QD, no ace, no marriage: 0")
    out.append(r)

    r = Rec("f03_sitter_none", "sitter_scores none: the sitter scores nothing even for a talon "
            "marriage", players=4, options={"sitter_scores": "none"})
    r.deal(0, "2 pass; 3 pass;" + sweep(4, 0, 1), talon="KH QH 9D",
           exp=X(0, 1, 100, True, [0, 220, 0, 0], ["", "H", "", ""], [0, 100, 0, 0],
                 [0, 100, 0, 0], [0, 0, 1, 1], [N, N, N, N]),
           calc="sitter 0: nothing; sweep by 1")
    out.append(r)

    r = Rec("f04_4p_barrel_sitter",
            "ruling 6: sitting out while on the barrel still uses an attempt (and scores nothing of the "
            "talon); third attempt -> fall", players=4, start_totals=[880, 0, 0, 0])
    r.deal(0, "2 pass; 3 pass;" + sweep(4, 0, 1), talon="KH QH 9D",
           exp=X(0, 1, 100, True, [0, 220, 0, 0], ["", "H", "", ""], [0, 100, 0, 0],
                 [880, 100, 0, 0], [0, 0, 1, 1], [1, N, N, N]),
           calc="seat 0 sits on the barrel: talon 105 not scored, attempt 1")
    r.deal(1, "3 pass; 0 pass;" + sweep(4, 1, 2), talon=SWEEP_TALON_LOW,
           exp=X(1, 2, 100, True, [0, 0, 220, 0], ["", "", "H", ""], [0, 5, 100, 0],
                 [880, 105, 100, 0], [1, 0, 1, 2], [2, N, N, N]),
           calc="seat 0 plays (bolt 1), attempt 2; sitter 1 gets 6 -> 5")
    r.deal(2, "0 pass; 1 pass;" + sweep(4, 2, 3), talon=SWEEP_TALON_LOW,
           exp=X(2, 3, 100, True, [0, 0, 0, 220], ["", "", "", "H"], [-120, 0, 5, 100],
                 [760, 105, 105, 100], [2, 1, 1, 2], [N, N, N, N]),
           calc="attempt 3: seat 0 falls -120 (bolt 2); sitter 2 +5")
    out.append(r)

    r = Rec("f05_4p_talon_mode",
            "4 players with barrel_mode talon: forehand on the barrel plays 121 with no auction and "
            "wins; the sitter scores nothing in a barrel deal (ruling 8), defenders get no bolt",
            players=4, options={"barrel_mode": "talon"}, start_totals=[0, 880, 0, 0])
    r.deal(0, sweep(4, 0, 1), talon="KH QH 9D",
           exp=X(0, 1, 121, True, [0, 220, 0, 0], ["", "H", "", ""], [0, 121, 0, 0],
                 [0, 1001, 0, 0], [0, 0, 0, 0], [N, N, N, N]),
           calc="barrel deal of seat 1: 220 >= 121: +121 -> 1001, wins; sitter's 105 not scored")
    out.append(r.end(winner=1))

    r = Rec("f11_4p_dark",
            "4 players with dark_game: forehand (seat after the sitting dealer) plays dark; only his "
            "result is doubled, the sitter's talon score is not", players=4, options={"dark_game": "on"})
    r.deal(0, "1 dark; 2 pass; 3 pass;" + sweep(4, 0, 1), talon=SWEEP_TALON_LOW,
           exp=X(0, 1, 120, True, [0, 220, 0, 0], ["", "H", "", ""], [5, 240, 0, 0],
                 [5, 240, 0, 0], [0, 0, 1, 1], [N, N, N, N], dark=True),
           calc="dark 120 made: +240; sitter 0: 6 -> 5 (not doubled); 2 and 3 bolt")
    out.append(r)

    r = Rec("f06_4p_golden",
            "golden round with 4 players: 4 golden deals so each player declares once (ruling 11); the "
            "sitter scores 2 x his rounded talon score (6 -> 5 -> 10); double bolts with doubled "
            "penalties; then an ordinary deal left unfinished during the auction",
            players=4, options={"golden_round": "on"})
    r.deal(0, sweep(4, 0, 1), talon=SWEEP_TALON_LOW,
           exp=X(0, 1, 120, True, [0, 220, 0, 0], ["", "H", "", ""], [10, 240, 0, 0],
                 [10, 240, 0, 0], [0, 0, 2, 2], [N, N, N, N], golden=True),
           calc="forehand 1: +240; sitter 0 +10; 2 and 3 double bolt: 2")
    r.deal(1, sweep(4, 1, 2), talon=SWEEP_TALON_LOW,
           exp=X(1, 2, 120, True, [0, 0, 220, 0], ["", "", "H", ""], [0, 10, 240, -240],
                 [10, 250, 240, -240], [2, 0, 2, 1], [N, N, N, N], golden=True),
           calc="forehand 2: +240; sitter 1 +10; seat 3 on 2: 3 (-240), 0, 1; seat 0: 2")
    r.deal(2, sweep(4, 2, 3), talon=SWEEP_TALON_LOW,
           exp=X(2, 3, 120, True, [0, 0, 0, 220], ["", "", "", "H"], [-240, 0, 10, 240],
                 [-230, 250, 250, 0], [1, 2, 2, 1], [N, N, N, N], golden=True),
           calc="forehand 3: +240; sitter 2 +10; seat 0 on 2: -240, 1; seat 1: 2")
    r.deal(3, sweep(4, 3, 0), talon=SWEEP_TALON_LOW,
           exp=X(3, 0, 120, True, [220, 0, 0, 0], ["H", "", "", ""], [240, -240, -240, 10],
                 [10, 10, 10, 10], [1, 1, 1, 1], [N, N, N, N], golden=True),
           calc="forehand 0: +240; sitter 3 +10; seats 1 and 2 on 2: -240, 1 each")
    r.deal(0, "2 pass", talon=SWEEP_TALON_LOW,
           hands=["", "AS KH AH 10H JH 9H AD", "9S JS QS 9C JC QC JD", "KS 10S KC 10C AC KD 10D"],
           exp={"dealer": 0, "declarer": None, "conceded": False, "dark": False, "golden": False,
                "redeal": False},
           calc="fifth deal: ordinary (auction); stops after seat 2 passes")
    out.append(r.end(in_progress=True, totals=[10, 10, 10, 10]))
    return out
