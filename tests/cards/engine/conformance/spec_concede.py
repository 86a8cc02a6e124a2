"""Conceding (роспись): payouts, limits, the third-concession penalty, the barrel."""

from __future__ import annotations

from .build_records import CON, Rec

N = None
# A neutral deal for concessions where no card is played.
H0 = "9S JS QS KS 10S AS 9C"
H1 = "JC QC KC 10C AC 9D JD"
H2 = "QD KD 10D AD 9H JH QH"
TAL = "KH 10H AH"


def records() -> list[Rec]:
    out: list[Rec] = []

    r = Rec("co01_half",
            "concede (§5.4) with concede_payout half: 100 -> 50 each, 105 -> 55 (52.5 rounded up to a "
            "multiple of 5), 115 -> 60; conceding right after the talon, after passing cards, and after "
            "a raise; a conceded deal gives no bolt (seats with 2 bolts unchanged); dump truck by a "
            "payout (ruling 9: 505 + 50 = 555 -> 0)",
            start_totals=[505, 0, 0], start_bolts=[0, 2, 2])
    r.deal(0, "2 pass; 0 pass; 1 concede", talon=TAL, hands=[H0, H1, H2],
           exp=CON(0, 1, 100, [-505, -100, 50], [0, -100, 50], [0, 2, 2], [N, N, N]),
           calc="seat 1 concedes 100 before passing: -100; 0 and 2 +50; seat 0 505+50 = 555 -> 0")
    r.deal(1, "0 bid 105; 1 pass; 2 pass; 0 give 9C 1; 0 give KH 2; 0 concede", talon=TAL,
           hands=[H0, H1, H2],
           exp=CON(1, 0, 105, [-105, 55, 55], [-105, -45, 105], [0, 2, 2], [N, N, N]),
           calc="seat 0 bids 105, passes two cards, concedes: -105; half of 105 = 52.5 -> 55 each")
    r.deal(2, "1 bid 110; 2 pass; 0 pass; 1 raise 115; 1 concede", talon=TAL, hands=[H0, H1, H2],
           exp=CON(2, 1, 115, [60, -115, 60], [-45, -160, 165], [0, 2, 2], [N, N, N]),
           calc="seat 1 bids 110, raises to 115, concedes: -115; 57.5 -> 60 each")
    out.append(r)

    r = Rec("co02_sixty",
            "concede_payout sixty: each opponent gains 60 whatever the contract",
            options={"concede_payout": "sixty"})
    r.deal(0, "2 pass; 0 pass; 1 concede", talon=TAL, hands=[H0, H1, H2],
           exp=CON(0, 1, 100, [60, -100, 60], [60, -100, 60], [0, 0, 0], [N, N, N]),
           calc="100 conceded: -100, 60 each")
    r.deal(1, "0 bid 140; 1 pass; 2 pass; 0 concede", talon="QH 10H AH",
           hands=["9S JS QS KS 10S AS KH", "JC QC KC 10C AC 9D JD", "QD KD 10D AD 9H JH 9C"],
           exp=CON(1, 0, 140, [-140, 60, 60], [-80, -40, 120], [0, 0, 0], [N, N, N]),
           calc="seat 0 (KS+QS: cap 160) bids 140, concedes: -140, 60 each")
    out.append(r)

    r = Rec("co03_third_penalty",
            "concede_third_penalty on: a player's third concession costs a further 120; another "
            "player's concession does not count towards it",
            options={"concede_third_penalty": "on"})
    r.deal(0, "2 pass; 0 bid 105; 1 pass; 0 concede", talon=TAL, hands=[H0, H1, H2],
           exp=CON(0, 0, 105, [-105, 55, 55], [-105, 55, 55], [0, 0, 0], [N, N, N]),
           calc="seat 0 concedes (1st): -105, 55 each")
    r.deal(1, "0 pass; 1 bid 105; 2 pass; 1 concede", talon=TAL, hands=[H0, H1, H2],
           exp=CON(1, 1, 105, [55, -105, 55], [-50, -50, 110], [0, 0, 0], [N, N, N]),
           calc="seat 1 concedes (his 1st): -105, 55 each")
    r.deal(2, "1 pass; 2 pass; 0 concede", talon=TAL, hands=[H0, H1, H2],
           exp=CON(2, 0, 100, [-100, 50, 50], [-150, 0, 160], [0, 0, 0], [N, N, N]),
           calc="seat 0 (forehand) concedes (2nd): -100, 50 each")
    r.deal(0, "2 pass; 0 bid 110; 1 pass; 0 concede", talon=TAL, hands=[H0, H1, H2],
           exp=CON(0, 0, 110, [-230, 55, 55], [-380, 55, 215], [0, 0, 0], [N, N, N]),
           calc="seat 0 concedes (3rd): -110 - 120 = -230, 55 each")
    out.append(r)

    r = Rec("co04_limit_ok",
            "concede_limit 1: one concession per player is allowed, for each player (the second one "
            "by the same player is invalid/i_concede_limit)",
            options={"concede_limit": 1})
    r.deal(0, "2 pass; 0 pass; 1 concede", talon=TAL, hands=[H0, H1, H2],
           exp=CON(0, 1, 100, [50, -100, 50], [50, -100, 50], [0, 0, 0], [N, N, N]),
           calc="seat 1 concedes once: -100, 50 each")
    r.deal(1, "0 pass; 1 pass; 2 concede", talon=TAL, hands=[H0, H1, H2],
           exp=CON(1, 2, 100, [50, 50, -100], [100, -50, -50], [0, 0, 0], [N, N, N]),
           calc="seat 2 concedes once: -100, 50 each")
    out.append(r)

    r = Rec("co05_barrel_defender",
            "ruling 3: a concession pays nothing to a defender on the barrel; every deal spent on the "
            "barrel is an attempt even if conceded (§8): the third conceded deal makes him fall (-120)",
            start_totals=[880, 0, 0])
    r.deal(0, "2 pass; 0 pass; 1 concede", talon=TAL, hands=[H0, H1, H2],
           exp=CON(0, 1, 100, [0, -100, 50], [880, -100, 50], [0, 0, 0], [1, N, N]),
           calc="seat 0 on the barrel gets no payout, attempt 1; seat 2 +50")
    r.deal(1, "0 pass; 1 pass; 2 concede", talon=TAL, hands=[H0, H1, H2],
           exp=CON(1, 2, 100, [0, 50, -100], [880, -50, -50], [0, 0, 0], [2, N, N]),
           calc="attempt 2; seat 1 +50")
    r.deal(2, "1 bid 105; 2 pass; 0 pass; 1 concede", talon=TAL, hands=[H0, H1, H2],
           exp=CON(2, 1, 105, [-120, -105, 55], [760, -155, 5], [0, 0, 0], [N, N, N]),
           calc="seat 0 forehand on the barrel passes after 1 bids 105; 1 concedes: 2 +55, 0 nothing; "
                "attempt 3 was the last: seat 0 falls, -120")
    out.append(r)

    r = Rec("co06_4p_sitter",
            "4 players: a conceded deal still pays the sitter his talon score (ruling 6); payouts to "
            "the two defenders", players=4)
    r.deal(0, "2 pass; 3 pass; 1 concede", talon="AS 10S KS",
           hands=["", "QS JS 9S 9C JC QC KC", "10C AC 9D JD QD KD 10D", "AD 9H JH QH KH 10H AH"],
           exp=CON(0, 1, 100, [25, -100, 50, 50], [25, -100, 50, 50], [0, 0, 0, 0], [N, N, N, N]),
           calc="dealer 0 sits: talon AS 10S KS = 25 -> 25; seat 1 concedes: -100, 2 and 3 +50")
    out.append(r)
    return out
