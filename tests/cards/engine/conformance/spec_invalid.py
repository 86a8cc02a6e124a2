"""Invalid records: schema errors (exit 2, one line naming the record or the deal) and illegal
moves (exit 2, ``deal K, move I ("text"): reason``)."""

from __future__ import annotations

import json
from typing import Any

from .build_records import Rec
from .templates import (B1_TALON, L2_TALON, SWEEP_TALON_LOW, SWEEP_TALON_MARRIAGE, b1, l2,
                        sweep)

H0 = "9S JS QS KS 10S AS 9C"
H1 = "JC QC KC 10C AC 9D JD"
H2 = "QD KD 10D AD 9H JH QH"
TAL = "KH 10H AH"
NINES = ["JS QS KS JC QC KC JD", "QD KD 10D AD JH QH KH", "9S 9C 9D 9H 10S AS 10C"]
B01 = "2 pass; 0 pass;" + b1(3, 0, 1)
B04 = """2 pass; 0 pass; 1 give JD 2; 1 give QC 0
T1 AC 9C JC; T1 *KD AD 9D; T2 *QS 9S 9H; T2 JH JS AH
T0 10C QD KC; T0 AS 10H KS; T0 10S KH JD; T0 QC QH 10D"""
B02 = """0 bid 120; 1 bid 125; 2 pass; 0 bid 160; 1 pass
0 give 10C 1; 0 give 10D 2
T0 AH 9H QH; T0 *KS JH KH; T0 QS KC 10H; T0 AS QC 9C
T0 10S 10C JC; T0 JS AC QD; T0 9S 9D KD; T0 AD JD 10D"""
POLISH = """1 bid 110; 2 pass; 0 bid 120; 1 pass; 0 give JD 1; 0 give 10S 2
T0 AS 9S QS; T0 *KH 9H KS; T0 9C AC KC; T1 JS 10S JH
T0 QD 9D AD; T2 QC QH JC; T0 AH JD KD; T0 10H 10C 10D"""
SCHEMA = "invalid record | deal 0"


def move_rec(name: str, covers: str, moves: str, bad: tuple[str, str], *, talon: Any = B1_TALON,
             hands: list[Any] | None = None, dealer: int = 0, **kw: Any) -> Rec:
    r = Rec(name, covers, folder="invalid", invalid="", first_dealer=dealer, **kw)
    r.deal(dealer, moves, talon=talon, hands=hands, bad=bad)
    return r


def b01_doc() -> dict[str, Any]:
    r = Rec("tmp", "")
    r.deal(0, B01, talon=B1_TALON)
    return r.document()


def schema(name: str, covers: str, doc: Any, alts: str = SCHEMA) -> Rec:
    return Rec(name, covers, folder="invalid", invalid=alts, raw=doc)


def records() -> list[Rec]:
    out: list[Rec] = []
    m = out.append

    # ------------------------------------------------------------- illegal moves
    m(move_rec("i_not_follow", "§6 must follow suit: seat 2 holds 9S and QS, plays AC on AS",
               B01, ("2 play 9S", "2 play AC")))
    m(move_rec("i_not_trump", "§6 must trump: seat 0, void in hearts with spades trump, plays a "
               "club", B04, ("0 play JS", "0 play 10C"), talon="QC JD 9H"))
    m(move_rec("i_play_not_held", "a card the player does not hold", B01, ("1 play AS", "1 play 9S")))
    m(move_rec("i_play_before_give", "the declarer leads before passing his two cards (§5.2)",
               B01, ("1 give 9C 2", "1 play AS")))
    m(move_rec("i_bid_over_cap", "marriage_cap: 125 with no marriage in hand (§4, ruling 1)",
               B01, ("0 pass", "0 bid 125")))
    m(move_rec("i_bid_over_cap_marriage", "marriage_cap: 165 with only the spade marriage (cap 160)",
               B02, ("0 bid 160", "0 bid 165"), talon="10C 10D AD", dealer=1))
    m(move_rec("i_bid_over_300", "ruling 1: never above 300, even with three marriages (cap 360)",
               "2 pass; 0 bid 300", ("0 bid 300", "0 bid 305"), talon=TAL,
               hands=["KS QS KC QC KD QD 9H", "9S JS 10S AS 9C JC 10C", "AC 9D JD 10D AD JH QH"]))
    m(move_rec("i_bid_not_step", "bid_step 5: 102 is not 100 + a multiple of 5", B01,
               ("2 pass", "2 bid 102")))
    m(move_rec("i_bid_step10", "polish bid_step 10: 105 is illegal", POLISH, ("1 bid 110", "1 bid 105"),
               talon="JD 10S 9C", dealer=2, preset="polish"))
    m(move_rec("i_bid_not_higher", "a bid must exceed the current one: 120 after 125... (120 = 120)",
               B02, ("1 bid 125", "1 bid 120"), talon="10C 10D AD", dealer=1))
    m(move_rec("i_wrong_turn", "§4 bidding order: seat 0 speaks before seat 2 (dealer 0, forehand 1)",
               B01, ("2 pass", "0 pass")))
    m(move_rec("i_bid_after_pass", "§4 a pass is final: seat 2 bids again after passing", B02,
               ("0 bid 160", "2 bid 165"), talon="10C 10D AD", dealer=1))
    m(move_rec("i_declare_before_trick", "marriage_needs_trick on: declaring on the first lead",
               B01, ("1 play AS", "1 declare KH")))
    m(move_rec("i_declare_without_pair", "declaring QD without KD", B01, ("1 play QD", "1 declare QD")))
    m(move_rec("i_concede_after_lead", "§5.4 conceding after the first lead", B01,
               ("1 declare KH", "1 concede")))
    m(move_rec("i_raise_after_lead", "ruling 2: raising after the first lead", B01,
               ("1 declare KH", "1 raise 120")))
    m(move_rec("i_raise_not_higher", "ruling 2: each raise higher than the last (105 -> 105)",
               "1 pass; 2 pass; 0 raise 105;" + sweep(3, 2, 0, raises="0 raise 150; 0 raise 220"),
               ("0 raise 150", "0 raise 105"), talon=SWEEP_TALON_LOW, dealer=2))
    m(move_rec("i_raise_over_cap", "raise above 120 + marriages after the talon (225 > 220)",
               "1 pass; 2 pass; 0 raise 105;" + sweep(3, 2, 0, raises="0 raise 150; 0 raise 220"),
               ("0 raise 220", "0 raise 225"), talon=SWEEP_TALON_LOW, dealer=2))
    m(move_rec("i_redeal_no_condition", "§3 a redeal claim without any enabled condition", B01,
               ("2 pass", "2 redeal")))
    m(move_rec("i_redeal_four_nines_off", "redeal_four_nines off: four nines give no redeal",
               "2 redeal", ("2 redeal", "2 redeal"), talon="AC 10H AH", hands=NINES,
               options={"redeal_four_nines": "off"}))
    m(move_rec("i_weak_hand_14", "redeal_weak_hand: a hand worth exactly 14 is not weak (below 14)",
               "0 redeal", ("0 redeal", "0 redeal"), talon=TAL,
               hands=["KS KC JC JD JH 9C 9D", "9S JS QS 10S AS QC 10C", "AC QD KD 10D AD 9H QH"],
               options={"redeal_weak_hand": "on"}))
    m(move_rec("i_weak_hand_off", "redeal_weak_hand off (default): a 13-point hand cannot claim",
               "0 redeal", ("0 redeal", "0 redeal"), talon=TAL,
               hands=["KS QS JC JD JH 9C 9D", "9S JS 10S AS QC KC 10C", "AC QD KD 10D AD 9H QH"]))
    m(move_rec("i_bad_talon_105", "ruling 15: a bad talon at 105 without redeal_bad_talon_any_contract",
               "2 bid 105; 0 pass; 1 pass; 2 redeal", ("2 redeal", "2 redeal"), talon="JS JC 9D",
               hands=["9S QS KS 10S AS 9C QC", "9H JH QH KH 10H AH JD", "KC 10C AC QD KD 10D AD"],
               options={"redeal_bad_talon": "on"}))
    m(move_rec("i_bad_talon_worth5", "§3: a talon worth exactly 5 with one nine is not bad",
               "2 pass; 0 pass; 1 redeal", ("1 redeal", "1 redeal"), talon="JS QD 9D",
               hands=["9S QS KS 10S AS 9C QC", "KC 10C AC JC KD 10D AD", "9H JH QH KH 10H AH JD"],
               options={"redeal_bad_talon": "on"}))
    m(move_rec("i_bad_talon_after_give", "ruling 10: the bad-talon claim comes before passing cards",
               "2 pass; 0 pass; 1 give KC 2; 1 redeal", ("1 redeal", "1 redeal"), talon="JS JC 9D",
               hands=["9S QS KS 10S AS 9C QC", "KC 10C AC QD KD 10D AD", "9H JH QH KH 10H AH JD"],
               options={"redeal_bad_talon": "on"}))
    m(move_rec("i_bad_talon_off", "redeal_bad_talon off (default): no bad-talon redeal",
               "2 pass; 0 pass; 1 redeal", ("1 redeal", "1 redeal"), talon="JS JC 9D",
               hands=["9S QS KS 10S AS 9C QC", "KC 10C AC QD KD 10D AD", "9H JH QH KH 10H AH JD"]))
    m(move_rec("i_must_beat_follow", "must_beat: seat 2 holds KD (beats QD) and plays JD",
               B01, ("2 play KD", "2 play JD"), options={"must_beat": "on"}))
    m(move_rec("i_must_beat_overtrump",
               "must_beat, ruling 4: seat 2 trumping after seat 1's JS holds AS and plays 9S",
               """2 pass; 0 pass; 1 give QC 2; 1 give 10C 0
               T1 AD 9D JH; T1 *QS 10S 9H; T2 9C AC KC; T0 QH JS AS""",
               ("2 play AS", "2 play 9S"), talon="10C QC QD",
               hands=["AC 9H JH QH KH 10H AH", "AD QS KS JS KC 10D KD", "9S 10S AS 9C 9D JC JD"],
               options={"must_beat": "on"}))
    m(move_rec("i_dark_off", "dark_game off: no dark announcement", "1 dark;" + B01,
               ("1 dark", "1 dark")))
    m(move_rec("i_dark_not_forehand", "ruling 12: only forehand announces the dark game",
               "1 dark; 2 pass; 0 pass;" + sweep(3, 0, 1), ("1 dark", "2 dark"),
               talon=SWEEP_TALON_LOW, options={"dark_game": "on"}))
    m(move_rec("i_dark_late", "ruling 12: dark only as forehand's first move, before anyone bids",
               B01, ("1 give 9C 2", "1 dark"), options={"dark_game": "on"}))
    m(move_rec("i_dark_on_barrel", "ruling 12: no dark game while anyone is on the barrel",
               "1 dark;" + B01, ("1 dark", "1 dark"), options={"dark_game": "on"},
               start_totals=[880, 0, 0]))
    m(move_rec("i_break_dark_no_marriage", "ruling 12: breaking the dark with 125 needs a marriage",
               "1 dark; 2 pass; 0 pass;" + sweep(3, 0, 1), ("2 pass", "2 bid 125"),
               talon=SWEEP_TALON_LOW, options={"dark_game": "on"}))
    m(move_rec("i_concede_dark", "§5.4, ruling 12: no concession in a dark game",
               "1 dark; 2 pass; 0 pass;" + sweep(3, 0, 1), ("1 give 9D 2", "1 concede"),
               talon=SWEEP_TALON_LOW, options={"dark_game": "on"}))
    m(move_rec("i_raise_dark", "ruling 12: no raise in a dark game",
               "1 dark; 2 pass; 0 pass;" + sweep(3, 0, 1), ("1 give 9D 2", "1 raise 125"),
               talon=SWEEP_TALON_LOW, options={"dark_game": "on"}))
    m(move_rec("i_concede_barrel", "ruling 3: a declarer on the barrel may not concede",
               "1 pass; 2 pass;" + l2(3, 2, 0, raises="0 raise 120"), ("0 give AS 1", "0 concede"),
               talon=L2_TALON, dealer=2, start_totals=[880, 300, 0]))
    m(move_rec("i_barrel_under_120", "§8: a declarer on the barrel must fix 120 before the first lead",
               "1 pass; 2 pass;" + l2(3, 2, 0), ("0 play 9S", "0 play 9S"),
               talon=L2_TALON, dealer=2, start_totals=[880, 300, 0]))
    m(move_rec("i_concede_off", "concede off: no concession", B01, ("1 give 9C 2", "1 concede"),
               options={"concede": "off"}))
    m(move_rec("i_concede_pocket", "preset pocket has concede off", B01, ("1 give 9C 2", "1 concede"),
               preset="pocket"))
    m(move_rec("i_concede_golden", "ruling 11: no concession in a golden deal", sweep(3, 0, 1),
               ("1 give 9D 2", "1 concede"), talon=SWEEP_TALON_LOW, options={"golden_round": "on"}))
    m(move_rec("i_golden_bid", "ruling 11: a golden deal has no auction", B01, ("2 pass", "2 pass"),
               options={"golden_round": "on"}))
    m(move_rec("i_concede_talon_barrel", "ruling 8: no concession in a talon-mode barrel deal",
               b1(3, 2, 0), ("0 give 9C 1", "0 concede"), dealer=2,
               options={"barrel_mode": "talon"}, start_totals=[880, 0, 0]))
    m(move_rec("i_talon_mode_bid", "ruling 16: a player waiting on the barrel (talon mode) may not bid",
               B01, ("0 pass", "0 bid 105"), options={"barrel_mode": "talon"},
               start_totals=[880, 0, 0]))
    m(move_rec("i_minus_bid", "minus_bidding negative: a player below zero may not bid", B01,
               ("2 pass", "2 bid 105"), options={"minus_bidding": "negative"},
               start_totals=[0, 0, -5]))
    m(move_rec("i_give_dead_3p", "'give C dead' exists only in the 2-player dead_hand mode", B01,
               ("1 give 9C 2", "1 give 9C dead")))
    m(move_rec("i_take_3p", "'take' exists only in the 2-player two_talons mode", B01,
               ("1 give 9C 2", "1 take 0")))
    m(move_rec("i_bad_move_text", "a move that is not in the notation", B01, ("2 pass", "2 jump")))

    m(move_rec("i_declare_twice", "each marriage scores once: QH led with 'declare' after KH was "
               "declared (the pair is broken)", B01, ("1 play QH", "1 declare QH")))
    m(move_rec("i_raise_cap_after_give",
               "ruling 1: the cap for a raise is measured on the hand at the moment of the raise: "
               "after passing QH away the declarer holds no marriage and may not raise to 150",
               "1 pass; 2 pass; 0 give QH 1; 0 give QD 2; 0 raise 150", ("0 raise 150", "0 raise 150"),
               talon=SWEEP_TALON_LOW, dealer=2,
               hands=["AS KH AH 10H JH 9H AD", "9S JS QS 9C JC QC JD", "KS 10S KC 10C AC KD 10D"]))
    m(move_rec("i_raise_step10", "polish: a raise must be a multiple of bid_step 10 (120 -> 125)",
               POLISH, ("0 give JD 1", "0 raise 125"), talon="JD 10S 9C", dealer=2, preset="polish"))
    m(move_rec("i_four_nines_late", "ruling 10: a redeal claim is only the first move of a deal",
               "2 pass; 0 pass; 1 give 9D 2", ("0 pass", "2 redeal"), talon="AC 10H AH",
               hands=NINES))
    r = Rec("i_sitter_redeal", "4 players: the sitting dealer (empty hand) has no redeal claim even "
            "with redeal_weak_hand on", folder="invalid", invalid="", players=4,
            options={"redeal_weak_hand": "on"})
    r.deal(0, "2 pass; 3 pass;" + sweep(4, 0, 1), talon=SWEEP_TALON_LOW, bad=("2 pass", "0 redeal"))
    m(r)

    m(move_rec("i_move_after_redeal", "record-format.md: a redealt deal's moves end with the claim",
               "2 redeal; 2 pass", ("2 pass", "2 pass"), talon="AC 10H AH", hands=NINES))
    m(move_rec("i_move_after_last_trick", "a move after the last trick of a deal", B01 + "; 2 bid 105",
               ("2 bid 105", "2 bid 105")))
    r = Rec("i_concede_limit", "concede_limit 1: the same player's second concession", folder="invalid",
            invalid="", options={"concede_limit": 1})
    r.deal(0, "2 pass; 0 pass; 1 concede", talon=TAL, hands=[H0, H1, H2])
    r.deal(1, "0 pass; 1 bid 105; 2 pass; 1 concede", talon=TAL, hands=[H0, H1, H2],
           bad=("1 concede", "1 concede"))
    m(r)

    from .spec_2p import TT_TALON, tt
    r = Rec("i_discard_before_take", "ruling 13: two_talons, the declarer must take a talon first",
            folder="invalid", invalid="", players=2)
    r.deal(0, "0 bid 110; 1 pass;" + tt(0), talon=TT_TALON, bad=("0 take 1", "0 discard 10C"))
    m(r)

    # ------------------------------------------------------------- schema errors
    m(schema("s_not_json", "not JSON", "{\"format\": \"thousand-record\", \"version\": 1,\n"))
    d = b01_doc(); d["format"] = "thousand-game"
    m(schema("s_format", "wrong 'format'", d))
    d = b01_doc(); d["version"] = 2
    m(schema("s_version", "unknown version", d))
    d = b01_doc(); d["players"] = ["A", "B", "C", "D", "E"]
    m(schema("s_five_players", "5 players", d))
    d = b01_doc(); d["rules"]["options"] = {"bolt_mode": "off"}
    m(schema("s_unknown_option", "unknown option key", d))
    d = b01_doc(); d["rules"]["options"] = {"bolts": "sometimes"}
    m(schema("s_bad_option_value", "a value the option does not take", d))
    d = b01_doc(); d["rules"]["options"] = {"round_defenders": "5"}
    m(schema("s_round_string", "ruling 17: round_defenders takes the number 5, not the string", d))
    d = b01_doc(); d["rules"]["options"] = {"must_beat": True}
    m(schema("s_switch_bool", "ruling 17: switches take \"on\"/\"off\", not JSON booleans", d))
    d = b01_doc(); d["rules"]["preset"] = "russian"
    m(schema("s_unknown_preset", "unknown preset", d))
    d = b01_doc(); d["rules"]["options"] = {"bid_step": "5"}
    m(schema("s_number_string", "ruling 17: numbers are JSON numbers (bid_step \"5\")", d))
    d = b01_doc(); d["first_dealer"] = 3
    m(schema("s_first_dealer", "first_dealer is not a seat (3 with 3 players)", d))
    d = b01_doc(); d["start_totals"] = [881, 0, 0]
    m(schema("s_start_above_barrel", "ruling 7: a start total above barrel_at", d))
    d = b01_doc(); d["start_totals"] = [0, 0]
    m(schema("s_start_totals_length", "start_totals of the wrong length", d))
    d = b01_doc(); d["deals"][0]["hands"][0][0] = d["deals"][0]["talon"][0]
    m(schema("s_card_twice", "a card twice (in a hand and in the talon)", d))
    d = b01_doc(); d["deals"][0]["hands"][0] = d["deals"][0]["hands"][0][:6]
    m(schema("s_card_missing", "a card missing (a hand of 6)", d))
    d = b01_doc(); d["deals"][0]["hands"][0][0] = "1H"
    m(schema("s_bad_card", "a card that does not exist", d))
    d = b01_doc(); d["deals"][0]["moves"] = "2 pass"
    m(schema("s_moves_not_list", "moves not a list", d))
    d = b01_doc(); d["deals"][0]["talon"] = d["deals"][0]["talon"][:2]
    m(schema("s_talon_short", "a talon of 2 cards with 3 players", d))
    # ruling 18: option sets that contradict the barrel
    d = b01_doc(); d["rules"]["options"] = {"dump_truck_value": 880}
    m(schema("s_barrel_at_dump_truck", "ruling 18: barrel_at (880) equal to dump_truck_value",
             d, "invalid record: options 'barrel_at' (880) and 'dump_truck_value' (880)"))
    d = b01_doc(); d["rules"]["options"] = {"barrel_at": 879}
    m(schema("s_barrel_short_of_target", "ruling 18: barrel_at 879 + the bid-mode barrel "
             "contract 120 falls short of 1000",
             d, "invalid record: options 'barrel_at' (879) and 'barrel_mode' (bid)"))
    d = b01_doc(); d["rules"]["options"] = {"barrel_at": 100}
    m(schema("s_barrel_at_100", "ruling 18: barrel_at 100 is below any barrel that reaches 1000",
             d, "invalid record: option 'barrel_at'"))
    # numbers longer than Python's int-str limit (4,300 digits)
    m(schema("s_huge_seed", "a seed of 5,000 digits", '{"format": "thousand-record", '
             '"version": 1, "rules": {"preset": "classic"}, "players": ["A", "B", "C"], '
             '"seed": ' + "7" * 5000 + ', "deals": [{"moves": []}]}\n'))
    d = b01_doc()
    m(schema("s_huge_total", "a start total of 5,000 digits",
             json.dumps(d, indent=1)[:-2] + ',\n "start_totals": [-' + "9" * 5000 + ', 0, 0]\n}\n'))

    r = Rec("tmp", "", players=4)
    r.deal(0, "2 pass; 3 pass;" + sweep(4, 0, 1), talon=SWEEP_TALON_LOW)
    d = r.document()
    d["deals"][0]["hands"][0] = [d["deals"][0]["talon"][0]]
    d["deals"][0]["talon"] = d["deals"][0]["talon"][1:]
    m(schema("s_4p_dealer_cards", "4 players: the sitting dealer's hand must be []", d))

    r = Rec("tmp", "", players=2)
    r.deal(0, "0 bid 110; 1 pass;" + tt(0), talon=TT_TALON)
    d = r.document()
    d["deals"][0]["talon"] = [c for t in d["deals"][0]["talon"] for c in t]
    m(schema("s_two_talons_flat", "two_talons: 'talon' must be two lists of 2 cards", d))

    from .spec_2p import dh
    r = Rec("tmp", "", players=2, options={"two_player_mode": "dead_hand"})
    r.deal(0, "0 pass;" + dh(1, 0), talon="QH JD AC")
    d = r.document()
    del d["deals"][0]["dead"]
    m(schema("s_dead_missing", "dead_hand: the 'dead' hand is missing", d))

    from .templates import sweep as sw
    r = Rec("tmp", "", start_totals=[865, 0, 0])
    r.deal(0, B01, talon=B1_TALON)
    r.deal(1, "0 bid 140; 1 pass; 2 pass;" + sw(3, 1, 0), talon=SWEEP_TALON_MARRIAGE)
    r.deal(2, "1 pass; 2 pass;" + sw(3, 2, 0), talon=SWEEP_TALON_LOW)
    m(schema("s_deal_after_win", "a deal after the game was won (ba01 + one deal)", r.document(),
             "invalid record | deal 2"))

    r = Rec("tmp", "")
    r.deal(0, "2 pass; 0 pass", talon=B1_TALON,
           hands=["JS JH KC KS AD 10D 10C", "AS KH QH AH 10H JC 9D", "9S 9H AC QS KD JD QC"])
    r.deal(1, "0 pass; 1 pass;" + b1(3, 1, 2), talon=B1_TALON)
    m(schema("s_unfinished_then_more", "a deal left unfinished followed by another deal",
             r.document(), "invalid record | deal 0 | deal 1"))
    return out
