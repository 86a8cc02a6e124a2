"""Audit cases (see README.md): records with the output worked out by hand from dice-rules.md."""

from .lib import G, case, record, step

st = step

g = G(4, totals=[850, 810, 800, 850], entry=[300, 75, 75, 75], barrel=[0, None, None, 0])
g.t(2, 1, 100, 'stop', [0, 760, 850, 0], ['barrel 2', 'knock_off 3', 'falls_zero 3', 'knock_off 0', 'falls_zero 0', 'overtake 1'],
    barrel=[None, None, 0, None], falls=[1, 0, 0, 1])
case('r49_four_players_two_sitters', record(options={"barrel_falls_zero": 1, "overtake_penalty": 50}, players=4, first_player=2,
    start_totals=[850, 810, 800, 850], start_entry=[300, 75, 75, 75], turns=[(2, ["throw 1 1 1 2 3", "keep 1 1 1", "stop"])]), g.out(), """
seat 2 banks 900 -> cap 850 (barrel 2); sitters visited from seat after mover: 3 then 0; each knock_off is the
1st fall = N -> 0 (falls_zero right after its knock_off, 14.2). Overtakes on start totals: 800 < T_j < 850:
seat 1 (810) -> 760; sitters at 850 not overtaken (ruling 16/32).""")

g = G(2, totals=[800, 0], entry=[50, None])
g.t(0, 5, 200, 'win', [1000, 0], ['win 0'])
case('r50_exact_thousand_win_from_pit', record(preset='exact_thousand', start_totals=[800, 0], start_entry=[50, None], turns=[
    (0, ["throw 1 1 1 1 2", "keep 1 1 1 1", "throw 5", "keep 5", "throw 5 5 5 1 2", "keep 5 5 5 1", "throw 5", "keep 5", "throw 1 1 2 3 4", "keep 1 1"])]), g.out(), """
pit [750,900] only restricts stops; plus_ten 1111 = 110 -> 910, 915 hot (continue), 5551 = 60 -> 975, 980 hot,
11 -> 1000 exact win.""")

case('e56_preset_override_invalid', record(preset='exact_thousand', options={"barrel_at": 850}), 'record:', "pit [750,900] hi >= barrel_at")
case('e57_barrel900_entry_900', record(preset='barrel_900', options={"entry_threshold": 900}), 'record:', "barrel_at > entry")
case('e58_throw_count_after_hot', record(turns=[(0, ["throw 1 1 1 5 5", "keep 1 1 1 5 5", "throw 1 2 3"])]), st(0, 2, "throw 1 2 3"), "5 dice due")
case('e59_throw_count_after_keep', record(turns=[(0, ["throw 1 1 1 2 3", "keep 1 1 1", "throw 1 2 3"])]), st(0, 2, "throw 1 2 3"), "2 dice due")
case('e60_keep_all_quad_partial', record(options={"keep_all": "on"}, turns=[(0, ["throw 2 2 2 2 3", "keep 2 2 2"])]), st(0, 1, "keep 2 2 2"), "maximal = 2222")
case('e61_stop_exact_barrel_jump_over_ok', record(options={"finish": "over", "barrel_at": 0}, start_totals=[850, 0],
    turns=[(0, ["throw 1 1 1 5 5", "keep 1 1 1 5 5", "throw 4 4 4 2 3", "keep 4 4 4", "stop"])]), st(0, 4, "stop"), "confirming keep on target (over) -> no forced bank; written stop illegal")
