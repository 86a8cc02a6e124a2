"""Records whose expected output depends on a reading of rules.md that the text does not settle.

They are written in ``disputed/`` and not run by the test module; README.md explains each.
"""

from __future__ import annotations

from .build_records import Rec, X
from .templates import L2_TALON, SWEEP_TALON_LOW, l2, sweep

N = None
TWO_HANDS = ["9S JS QS KS 9C JC QC KC 9D JD", "QD KD 10D AD 9H JH QH KH 10H AH"]
TWO_TALON = [["AS", "10S"], ["10C", "AC"]]


def records() -> list[Rec]:
    out: list[Rec] = []
    for name, move, what in (("d_2p_concede_before_discard", "1 concede", "concede"),
                             ("d_2p_raise_before_discard", "1 raise 110", "raise")):
        r = Rec(name, f"ruling 13 is a fixed order: take, discard, then raise/concede/lead; a {what} "
                f"between 'take' and the two discards is illegal (docs/rules-decisions.md, item 4; in "
                f"the 3-player game §5.4 and ruling 2 allow it 'before or after passing cards').",
                players=2, folder="invalid", invalid="")
        r.deal(0, "0 pass; 1 take 0; " + move, talon=TWO_TALON, hands=TWO_HANDS, bad=(move, move))
        out.append(r)

    r = Rec("d_talon_barrel_own_bolt",
            "ruling 8 says the *other* players get no bolt in a barrel deal; read literally the barrel "
            "player's own bolt counts as usual (§7): pocket, the barrel player takes no trick with 2 "
            "bolts: -120 (failed barrel) and -120 (third bolt). The engine agrees.",
            preset="pocket", first_dealer=2, start_totals=[880, 0, 0], start_bolts=[2, 2, 2],
            folder="disputed")
    r.deal(2, l2(3, 2, 0), talon=L2_TALON,
           exp=X(2, 0, 121, False, [0, 120, 0], ["", "", ""], [-240, 0, 0], [640, 0, 0], [0, 2, 2],
                 [N, N, N]),
           calc="L2: seat 0 takes nothing: -120 (barrel penalty), bolt 2 -> 3: -120; seats 1 and 2 "
                "nothing, bolts unchanged")
    out.append(r)

    # ruling 19: every score of a golden deal is doubled, the barrel player's too
    for name, covers, options, contract, bolts, calc in [
        ("go08_golden_barrel_win",
         "ruling 19: a player on the barrel (start total 880) is forehand in a golden deal: no "
         "auction, contract 120, a barrel contract; making it wins, with the golden score +240",
         {"golden_round": "on"}, 120, [2, 0, 2],
         "seat 1 on the barrel declares 120 (golden), sweeps: +240 -> 1120, wins; 0 and 2 double "
         "bolt"),
        ("go09_golden_talon_barrel_win",
         "ruling 19: barrel_mode talon, the barrel player is forehand in a golden deal: his "
         "barrel deal (121, the others score nothing, no bolts) and a golden one: made, +242",
         {"golden_round": "on", "barrel_mode": "talon"}, 121, [0, 0, 0],
         "seat 1's barrel deal at 121 (golden), sweeps: +121 x 2 = 242 -> 1122, wins; 0 and 2 "
         "score nothing and get no bolt (ruling 8)"),
    ]:
        r = Rec(name, covers, options=options, start_totals=[0, 880, 0])
        r.deal(0, sweep(3, 0, 1), talon=SWEEP_TALON_LOW,
               exp=X(0, 1, contract, True, [0, 220, 0], ["", "H", ""], [0, 2 * contract, 0],
                     [0, 880 + 2 * contract, 0], bolts, [N, N, N], golden=True),
               calc=calc)
        out.append(r.end(winner=1))
    return out
