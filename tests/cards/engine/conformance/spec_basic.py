"""Bidding, the talon, raising, marriages, trick play, rounding, presets."""

from __future__ import annotations

from .build_records import Rec, X
from .templates import (B1_TALON, SWEEP_TALON_LOW, b1, sweep)

N = None


def records() -> list[Rec]:
    out: list[Rec] = []

    # ------------------------------------------------------------------ b01
    r = Rec("b01_forced100_round5",
            "forehand holds 100 (§4), the seat after forehand speaks first, all pass -> forehand "
            "plays 100; talon_hidden_on_100 on (default, no effect on output); declarer scores "
            "+contract, never more (§7); round_defenders 5: 17->15, 18->20")
    r.deal(0, "2 pass; 0 pass;" + b1(3, 0, 1), talon=B1_TALON,
           exp=X(0, 1, 100, True, [18, 185, 17], ["", "H", ""], [20, 100, 15], [20, 100, 15],
                 [0, 0, 0], [N, N, N]),
           calc="dealer 0, forehand 1 holds 100, 2 and 0 pass; B1 layout: D=1 85 cards + H 100 = 185 "
                ">= 100 -> +100; E=2 17 -> 15; F=0 18 -> 20")
    out.append(r)

    # ------------------------------------------------------------------ b02
    r = Rec("b02_bidding_jump_cap",
            "bidding order (dealer 1: forehand 2 holds 100, seat 0 speaks first); jump bid 100->120 "
            "without a marriage (ruling 1); 125 needs a marriage (seat 1 holds KC+QC); pass is final; "
            "160 = 120 + spade marriage is the cap (ruling 1); contract made with points exactly equal "
            "to it (160 >= 160)", first_dealer=1)
    moves = """0 bid 120; 1 bid 125; 2 pass; 0 bid 160; 1 pass
    0 give 10C 1; 0 give 10D 2
    T0 AH 9H QH; T0 *KS JH KH; T0 QS KC 10H; T0 AS QC 9C
    T0 10S 10C JC; T0 JS AC QD; T0 9S 9D KD; T0 AD JD 10D"""
    r.deal(1, moves, talon="10C 10D AD",
           exp=X(1, 0, 160, True, [160, 0, 0], ["S", "", ""], [160, 0, 0], [160, 0, 0],
                 [0, 1, 1], [N, N, N]),
           calc="tricks 14+10+17+14+22+16+4+23 = 120 all to seat 0, + S 40 = 160 >= 160 -> +160; "
                "seats 1, 2 take no trick: bolt 1 each")
    out.append(r)

    # ------------------------------------------------------------------ b03
    r = Rec("b03_raise",
            "raising (§5.3, ruling 2): several raises, before and after passing cards; a raise above "
            "120 allowed by a marriage found in the talon (cap measured after the talon); failing a "
            "raised contract costs the raised contract", first_dealer=2)
    moves = "1 pass; 2 pass; 0 raise 105;" + sweep(3, 2, 0, raises="0 raise 150; 0 raise 220")
    r.deal(2, moves, talon=SWEEP_TALON_LOW,
           exp=X(2, 0, 220, True, [220, 0, 0], ["H", "", ""], [220, 0, 0], [220, 0, 0],
                 [0, 1, 1], [N, N, N]),
           calc="forehand 0 at 100 without a marriage; QH in the talon gives him KH+QH: cap 220; "
                "raises 105, 150, 220; sweep: 120 + 100 = 220 >= 220 -> +220; 1 and 2 bolt")
    from .templates import B2_TALON, b2
    r.deal(0, "2 pass; 0 pass; 1 raise 120;" + b2(3, 0, 1), talon=B2_TALON,
           exp=X(0, 1, 120, False, [5, 115, 0], ["", "", ""], [5, -120, 0], [225, -120, 0],
                 [0, 1, 2], [N, N, N]),
           calc="forehand 1 raises 100 -> 120 before passing; B2 layout: D=1 115 < 120 -> -120; "
                "F=0 5 -> 5; E=2 no trick: bolt 2")
    out.append(r)

    # ------------------------------------------------------------------ b04
    r = Rec("b04_marriages_trump",
            "marriages (§6): the declarer of a marriage scores it even when he loses that trick; a "
            "later marriage by another player changes trump (the new trump beats an ace, the old trump "
            "no longer trumps); leading K with 'play' while holding Q declares nothing and makes no "
            "trump; each marriage at most once")
    moves = """2 pass; 0 pass; 1 give JD 2; 1 give QC 0
    T1 AC 9C JC; T1 *KD AD 9D; T2 *QS 9S 9H; T2 JH JS AH
    T0 10C QD KC; T0 AS 10H KS; T0 10S KH JD; T0 QC QH 10D"""
    r.deal(0, moves, talon="QC JD 9H",
           exp=X(0, 1, 100, False, [89, 93, 58], ["", "D", "S"], [90, -100, 60], [90, -100, 60],
                 [0, 0, 0], [N, N, N]),
           calc="T1 AC (1: 13); T2 1 declares D (+80) but 2's AD wins (2: 15); T3 2 declares S (+40), "
                "wins QS 9S 9H (2: 3); T4 2 leads JH, 0 trumps with JS over 1's AH (0: 15); T5 0's 10C "
                "beats KC, 1's QD (old trump) does not trump (0: 17); T6-T8 0: 25+16+16. "
                "Seat 0 = 89 -> 90, seat 1 = 13+80 = 93 < 100 -> -100, seat 2 = 18+40 = 58 -> 60")
    moves = """0 pass; 1 pass; 2 give QD 0; 2 give JH 1
    T2 KH AH 9H; T0 9C 10H AC; T2 *QC JC 9D; T2 KC QD JD
    T2 10C KD AD; T2 AS 9S QS; T2 10S JS KS; T2 QH 10D JH"""
    r.deal(1, moves, talon="QD JH QH",
           exp=X(1, 2, 100, True, [15, 0, 165], ["", "", "C"], [15, 0, 100], [105, -100, 160],
                 [0, 1, 0], [N, N, N]),
           calc="T1 2 plays KH holding QH (talon): no marriage, no trump; 0's AH wins (0: 15); T2 "
                "1's 10H (void in clubs) does not trump, 2's AC wins (21); T3 2 declares C (+60): 5; "
                "then 9+25+14+16+15; seat 2 = 105+60 = 165 -> +100; seat 0 15; seat 1 no trick: bolt")
    out.append(r)

    # ------------------------------------------------------------------ b05 / b06 rounding
    for name, rd, d0, d2 in (("b05_round10", 10, 20, 20), ("b06_round_off", "off", 18, 17)):
        r = Rec(name, f"round_defenders = {rd}: 18 -> {d0}, 17 -> {d2}" +
                (" (5 and up rounds up)" if rd == 10 else " (no rounding)"),
                options={"round_defenders": rd})
        r.deal(0, "2 pass; 0 pass;" + b1(3, 0, 1), talon=B1_TALON,
               exp=X(0, 1, 100, True, [18, 185, 17], ["", "H", ""], [d0, 100, d2], [d0, 100, d2],
                     [0, 0, 0], [N, N, N]),
               calc=f"B1 layout as b01: D=1 185 -> +100; F=0 18 -> {d0}; E=2 17 -> {d2}")
        out.append(r)

    # ------------------------------------------------------------------ b07 ace marriage
    r = Rec("b07_ace_marriage",
            "ace_marriage on (§1, §6): four aces count as a marriage for the cap (dealt AS AC AD AH "
            "without KH+QH: bid 300 = min(300, 120+200)); leading an ace while holding all four, after "
            "winning a trick, declares 200 ('A' in marriages); hearts declared too",
            options={"ace_marriage": "on"})
    moves = """2 pass; 0 bid 300; 1 pass; 0 give KD 1; 0 give 10D 2
    T0 10S 9S JS; T0 *AS QS KS; T0 *KH 9H JH; T0 AH 9C JC
    T0 10H QC KC; T0 QH 9D 10C; T0 AC JD QD; T0 AD KD 10D"""
    r.deal(0, moves, talon="QH KD 10D",
           exp=X(0, 0, 300, True, [420, 0, 0], ["AH", "", ""], [300, 0, 0], [300, 0, 0],
                 [0, 1, 1], [N, N, N]),
           calc="seat 0 sweeps 12+18+6+13+17+13+16+25 = 120, + aces 200 + H 100 = 420 >= 300 -> +300; "
                "1 and 2 bolt")
    r.expected[-1]["marriages"] = [["A", "H"], [], []]
    out.append(r)

    # ------------------------------------------------------------------ b08 marriage cap off etc.
    r = Rec("b08_cap_off_face_up",
            "marriage_cap off: bid 150 with no marriage in hand; pass_cards_face_up on and "
            "talon_hidden_on_100 off (no effect on the output, the record must replay)",
            options={"marriage_cap": "off", "pass_cards_face_up": "on", "talon_hidden_on_100": "off"})
    r.deal(0, "2 pass; 0 bid 150; 1 pass;" + sweep(3, 0, 0), talon=SWEEP_TALON_LOW,
           exp=X(0, 0, 150, True, [220, 0, 0], ["H", "", ""], [150, 0, 0], [150, 0, 0],
                 [0, 1, 1], [N, N, N]),
           calc="seat 0 bids 150 holding no marriage (cap off); sweep 220 >= 150 -> +150")
    r.deal(1, "0 pass; 1 pass;" + b1(3, 1, 2), talon=B1_TALON,
           exp=X(1, 2, 100, True, [17, 18, 185], ["", "", "H"], [15, 20, 100], [165, 20, 100],
                 [0, 1, 1], [N, N, N]),
           calc="forehand 2 plays 100 unopposed with the talon shown (talon_hidden_on_100 off): "
                "B1: D=2 185 -> +100, E=0 17 -> 15, F=1 18 -> 20")
    out.append(r)

    # ------------------------------------------------------------------ presets
    r = Rec("p_family",
            "preset family: marriage_needs_trick off (declare on the very first lead), bolts off "
            "(counted, shown, never cost: 2 -> 3 with no penalty, ruling 5), dump_truck off (555 stays)",
            preset="family", start_totals=[300, 455, 200], start_bolts=[2, 0, 2])
    moves = """2 pass; 0 pass; 1 give 9D 2; 1 give 10D 0
    T1 *KH 9C KC; T1 QH JC 10C; T1 AH QC AC; T1 10H QS QD
    T1 JH JS KD; T1 9H JD KS; T1 AS 9S 10S; T1 AD 9D 10D"""
    r.deal(0, moves, talon="9D 10D JH",
           exp=X(0, 1, 100, True, [0, 220, 0], ["", "H", ""], [0, 100, 0], [300, 555, 200],
                 [3, 0, 3], [N, N, N]),
           calc="seat 1 declares H on the first lead (no trick needed); sweeps 8+15+25+16+8+6+21+21 "
                "= 120 + 100 -> +100: 455 -> 555 stays (dump truck off); 0 and 2 bolt: 2 -> 3, no penalty")
    out.append(r)

    r = Rec("p_polish",
            "preset polish: bid_step 10 (110, 120), must_beat (followers beat when they can, ruling 4: "
            "after a trump any card of the led suit), round_defenders 10 (15 -> 20, 14 -> 10), "
            "dump_truck off (three totals of 555 stay)",
            preset="polish", first_dealer=2, start_totals=[435, 535, 545])
    moves = """1 bid 110; 2 pass; 0 bid 120; 1 pass; 0 give JD 1; 0 give 10S 2
    T0 AS 9S QS; T0 *KH 9H KS; T0 9C AC KC; T1 JS 10S JH
    T0 QD 9D AD; T2 QC QH JC; T0 AH JD KD; T0 10H 10C 10D"""
    r.deal(2, moves, talon="JD 10S 9C",
           exp=X(2, 0, 120, True, [191, 15, 14], ["H", "", ""], [120, 20, 10], [555, 555, 555],
                 [0, 0, 0], [N, N, N]),
           calc="seat 0: 14+8+14+8+17+30 = 91 + H 100 = 191 >= 120 -> +120; seat 1 wins 9C AC KC = 15 "
                "-> 20; seat 2 wins QD 9D AD = 14 -> 10; T6 seat 2 leads QC, 0 trumps, 1 may play JC "
                "while holding 10C (trick trumped); 435+120, 535+20, 545+10 all 555, no dump truck")
    out.append(r)

    r = Rec("p_classic_explicit",
            "preset classic with every option written out at its default (a saved game records the "
            "full resolved option values, §10)",
            options={"sitter_scores": "talon", "two_player_mode": "two_talons", "ace_marriage": "off",
                     "redeal_four_nines": "on", "redeal_weak_hand": "off", "redeal_weak_hand_below": 14,
                     "redeal_bad_talon": "off", "redeal_bad_talon_any_contract": "off", "bid_step": 5,
                     "marriage_cap": "on", "talon_hidden_on_100": "on", "minus_bidding": "off",
                     "dark_game": "off", "pass_cards_face_up": "off", "concede": "on",
                     "concede_payout": "half", "concede_limit": 0, "concede_third_penalty": "off",
                     "must_beat": "off", "marriage_needs_trick": "on", "round_defenders": 5,
                     "bolt_on": "no_tricks", "bolts": "cumulative", "bolt_penalty": 120,
                     "dump_truck": "both", "dump_truck_value": 555, "barrel_at": 880,
                     "barrel_mode": "bid", "barrel_attempts": 3, "barrel_penalty": 120,
                     "barrel_collision": "knock_off", "barrel_three_falls_zero": "on",
                     "golden_round": "off", "golden_reset": "on"})
    r.deal(0, "2 pass; 0 pass;" + b1(3, 0, 1), talon=B1_TALON,
           exp=X(0, 1, 100, True, [18, 185, 17], ["", "H", ""], [20, 100, 15], [20, 100, 15],
                 [0, 0, 0], [N, N, N]),
           calc="as b01")
    out.append(r)

    r = Rec("mi_minus_bidding",
            "minus_bidding negative: a player below zero holds the forced 100 as forehand and plays it; "
            "he may pass as a non-forehand (the bid itself is in invalid/i_minus_bid)",
            options={"minus_bidding": "negative"}, first_dealer=2, start_totals=[-50, 0, -5])
    r.deal(2, "1 pass; 2 pass;" + sweep(3, 2, 0), talon=SWEEP_TALON_LOW,
           exp=X(2, 0, 100, True, [220, 0, 0], ["H", "", ""], [100, 0, 0], [50, 0, -5],
                 [0, 1, 1], [N, N, N]),
           calc="seat 0 at -50 is forehand, holds 100; 1 and 2 (at -5, may not bid) pass; sweep +100")
    r.deal(0, "2 pass; 0 bid 105; 1 pass;" + sweep(3, 0, 0), talon=SWEEP_TALON_LOW,
           exp=X(0, 0, 105, True, [220, 0, 0], ["H", "", ""], [105, 0, 0], [155, 0, -5],
                 [0, 2, 2], [N, N, N]),
           calc="seat 2 (at -5) passes; seat 0 (now at 50) bids 105; sweep +105; 1 and 2 bolt again")
    out.append(r)
    return out
