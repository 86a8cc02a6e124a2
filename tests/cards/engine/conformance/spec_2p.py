"""Two players: two_talons and dead_hand (§2, ruling 13)."""

from __future__ import annotations

from .build_records import CON, Rec, X

N = None

# Two talons: D (after taking talon 1 = QH 10C and laying aside 10C 10D, worth 20)
# declares hearts at trick 2; O wins only the last trick (9C KC = 4) and with it the
# untaken talon 0 (10S KD = 14).  D = 11+6+6+15+10+4+3+13+14 = 82 tricks + 20 laid
# aside + 100 = 202; O = 4 + 14 = 18.
TT_TRICKS = """T{D} AS 9S; T{D} *KH JS; T{D} QH QS; T{D} AH KS; T{D} 10H 9D
T{D} JH JD; T{D} 9H QD; T{D} AD JC; T{D} AC QC; T{D} 9C KC"""
TT_TALON = [["10S", "KD"], ["QH", "10C"]]


def tt(d: int) -> str:
    return (f"{d} take 1; {d} discard 10C; {d} discard 10D;" + TT_TRICKS.replace("{D}", str(d)))


# Dead hand: D takes the talon QH JD AC, gives JD to O and AC to the dead hand;
# D = 11+6+6+15+10+4+3 = 55 + 100 = 155, O wins the last trick 9D JD = 2; the dead
# hand (10S 10C AC KC AD QD KD 10D = 63) counts for nobody.
DH_TRICKS = """T{D} AS 9S; T{D} *KH JS; T{D} QH QS; T{D} AH KS; T{D} 10H 9C
T{D} JH JC; T{D} 9H QC; T{D} 9D JD"""


def dh(d: int, o: int) -> str:
    return f"{d} give JD {o}; {d} give AC dead;" + DH_TRICKS.replace("{D}", str(d))


def records() -> list[Rec]:
    out: list[Rec] = []
    r = Rec("t01_two_talons",
            "2 players, two_talons (default): forehand (non-dealer) holds 100, the dealer speaks "
            "first; the declarer takes a talon, lays 2 cards aside (they count as his card points), "
            "the untaken talon goes to the winner of the last trick (ruling 13)", players=2)
    r.deal(0, "0 bid 110; 1 pass;" + tt(0), talon=TT_TALON,
           exp=X(0, 0, 110, True, [202, 18], ["H", ""], [110, 20], [110, 20], [0, 0], [N, N]),
           calc="D=0: 82 + 20 laid aside + 100 = 202 >= 110 -> +110; O=1: last trick 4 + talon 14 = "
                "18 -> 20")
    r.deal(1, "1 bid 105; 0 pass;" + tt(1), talon=TT_TALON,
           exp=X(1, 1, 105, True, [18, 202], ["", "H"], [20, 105], [130, 125], [0, 0], [N, N]),
           calc="dealer 1 speaks first and bids 105, forehand 0 passes; same cards mirrored: +105; "
                "seat 0 18 -> 20")
    out.append(r)

    r = Rec("t02_two_talons_concede",
            "two_talons: the declarer takes talon 0 (AS 10S), lays both aside and concedes: the laid "
            "aside cards count as his card points even when he concedes (ruling 13) -> points 21; the "
            "opponent gets half of 100 = 50", players=2)
    r.deal(0, "0 pass; 1 take 0; 1 discard AS; 1 discard 10S; 1 concede",
           talon=[["AS", "10S"], ["10C", "AC"]],
           hands=["9S JS QS KS 9C JC QC KC 9D JD", "QD KD 10D AD 9H JH QH KH 10H AH"],
           exp=CON(0, 1, 100, [50, -100], [50, -100], [0, 0], [N, N], points=[0, 21]),
           calc="seat 1 concedes 100: -100; seat 0 +50; seat 1's laid aside AS 10S = 21 points")
    out.append(r)

    r = Rec("t03_dead_hand",
            "2 players, dead_hand: the declarer takes the talon, gives one card to the opponent and "
            "one to the dead hand ('give C dead'); 8 tricks; the dead hand's points go to nobody",
            players=2, options={"two_player_mode": "dead_hand"})
    r.deal(0, "0 pass;" + dh(1, 0), talon="QH JD AC",
           exp=X(0, 1, 100, True, [2, 155], ["", "H"], [0, 100], [0, 100], [0, 0], [N, N],
                 _no_sum_check=True),
           calc="D=1: 55 + 100 = 155 -> +100; O=0 wins the last trick 9D JD = 2 -> 0 (no bolt); "
                "dead hand 63")
    r.deal(1, "1 pass;" + dh(0, 1), talon="QH JD AC",
           exp=X(1, 0, 100, True, [155, 2], ["H", ""], [100, 0], [100, 100], [0, 0], [N, N],
                 _no_sum_check=True),
           calc="mirrored: forehand 0 plays 100 after dealer 1 passes")
    out.append(r)

    r = Rec("t04_2p_golden",
            "golden round with 2 players: 2 golden deals (ruling 11), forehand declares 120, takes a "
            "talon, no auction; doubled scores; then an ordinary deal",
            players=2, options={"golden_round": "on"})
    r.deal(0, tt(1), talon=TT_TALON,
           exp=X(0, 1, 120, True, [18, 202], ["", "H"], [40, 240], [40, 240], [0, 0], [N, N],
                 golden=True),
           calc="forehand 1 at 120: 202 -> +240; seat 0 18 -> 20 x 2 = 40")
    r.deal(1, tt(0), talon=TT_TALON,
           exp=X(1, 0, 120, True, [202, 18], ["H", ""], [240, 40], [280, 280], [0, 0], [N, N],
                 golden=True),
           calc="forehand 0 at 120: +240; seat 1 +40")
    r.deal(0, "0 bid 110; 1 pass;" + tt(0), talon=TT_TALON,
           exp=X(0, 0, 110, True, [202, 18], ["H", ""], [110, 20], [390, 300], [0, 0], [N, N]),
           calc="ordinary deal: +110, +20")
    out.append(r)
    return out
