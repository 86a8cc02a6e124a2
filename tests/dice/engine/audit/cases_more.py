"""Audit cases (see README.md): records with the output worked out by hand from dice-rules.md."""

from .lib import G, case, record, step

st = step

case('e47_jump_over_stop_on_target', record(options={"barrel_jump": "on", "finish": "over"}, start_totals=[800, 0], start_entry=[100, None],
    turns=[(0, ["throw 1 1 1 1 2", "keep 1 1 1 1", "stop"])]), st(0, 2, "stop"), "jump on -> can finish; over: 1000 = target no stop (4.4.4)")
case('e48_keep_count_exceeds', record(turns=[(0, ["throw 1 2 3 4 6", "keep 1 1"])]), st(0, 1, "keep 1 1"), "sub-multiset")
case('e49_order_rules_before_players', record(options={"jackpot": 1}, players=1), 'record:', "rules first")
case('e50_order_unfinished_before_wrong_player', record(turns=[(0, ["throw 1 5 3 3 4", "keep 1 5"]), (0, ["throw 2 2 3 4 6"])]), 'turn 0:', "14.2 order")
case('e51_player_out_of_range', record(turns=[(5, ["throw 2 2 3 4 6"])]), 'turn 0:', "")
case('e52_stop_hot_after_confirm_chain', record(turns=[(0, ["throw 1 2 3 4 5", "keep 1 2 3 4 5", "throw 2 3 4 5 6", "keep 2 3 4 5 6", "stop"])]), st(0, 4, "stop"), "d=0")
case('e53_stop_in_pit_after_hot_continue', record(options={"hot_dice": "continue", "pits": [[200, 300]]}, start_totals=[200, 0], start_entry=[100, None],
    turns=[(0, ["throw 1 1 5 5 5", "keep 1 1 5 5 5", "throw 5 2 3 4 6", "keep 5", "stop"])]), st(0, 4, "stop"), "200+75 = 275 <= 300")
case('e54_keep_after_forced_bank', record(turns=[(0, ["throw 1 1 1 1 5", "keep 1 1 1 1 5", "throw 5 2 3 4 6", "keep 5", "throw 1 2 3 4"])]), st(0, 4, "throw 1 2 3 4"), "ruling 27")
case('e55_start_entry_zero_with_threshold0', record(options={"entry_threshold": 0}, start_totals=[100, 0], start_entry=[0, None]), 'record:', "from max(threshold,5)")

g = G(2)
g.t(0, 4, 145, 'stop', [145, 0], ['enter 0'], entry=[145, None])
case('r47_straight_partial_keep', record(turns=[
    (0, ["throw 1 2 3 4 5", "keep 1 5", "throw 1 2 3", "keep 1", "throw 1 1", "keep 1 1", "throw 1 1 1 2 3", "keep 1 1 1"])]), g.out(), """
ruling 4: keep only 1 5 of a small straight (15, d=3); 1 -> 25; 1 1 -> 45 hot; confirming 111 -> 145, forced bank.""")

g = G(2, totals=[300, 0], entry=[50, None])
g.t(0, 1, 100, 'stop', [400, 0], ['barrel 0'], barrel=[0, None])
g.t(1, 1, 0, 'bust', [400, 0])
g.t(0, 3, 135, 'win', [535, 0], ['win 0'], barrel=[None, None])
case('r48_small_target_barrel', record(options={"target": 500, "barrel_at": 400, "entry_threshold": 50}, start_totals=[300, 0], turns=[
    (0, ["throw 1 1 1 2 3", "keep 1 1 1", "stop"]), (1, ["throw 2 2 3 4 6"]),
    (0, ["throw 1 1 5 2 3", "keep 1 1 5", "throw 5 5", "keep 5 5", "throw 1 1 1 2 6", "keep 1 1 1"])]), g.out(), """
target 500, barrel 400: 300+100 = 400 exactly -> on barrel. On barrel: 25, 35 hot, confirming 111 -> 135 -> 535 >= 500 win.""")
