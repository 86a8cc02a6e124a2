"""Audit cases (see README.md): records with the output worked out by hand from dice-rules.md."""

from .lib import G, case, record


g = G(2, totals=[850, 800], entry=[300, 300], barrel=[1, None])
g.t(1, 1, 100, 'stop', [300, 850], ['barrel 1', 'knock_off 0'], barrel=[None, 0], falls=[1, 0])
g.t(0, 2, 1005, 'stop', [850, 300], ['barrel 0', 'knock_off 1'], barrel=[0, None], falls=[1, 1])
g.t(1, 1, 0, 'bust', [850, 300])
g.t(0, 1, 0, 'bust', [850, 300], barrel=[1, None])
g.t(1, 1, 0, 'bust', [850, 300])
g.t(0, 1, 0, 'bust', [300, 300], ['fall 0'], barrel=[None, None], falls=[2, 1])
case('r37_attempts_restart_after_return', record(options={"barrel_attempts": 2}, first_player=1, start_totals=[850, 800],
    start_entry=[300, 300], start_barrel_attempts=[1, 0], turns=[
    (1, ["throw 1 1 1 2 3", "keep 1 1 1", "stop"]),
    (0, ["throw 1 1 1 1 1", "keep 1 1 1 1 1", "throw 5 2 3 4 6", "keep 5"]),
    (1, ["throw 2 2 3 4 6"]), (0, ["throw 2 2 3 4 6"]), (1, ["throw 2 2 3 4 6"]), (0, ["throw 2 2 3 4 6"])]), g.out(), """
attempts 2; P0 on barrel with 1 used, knocked off by P1 (-> entry 300, attempts reset). P0 returns
(300+1005 -> cap 850) and knocks P1 off (-> P1 entry 300). P0's next bust is attempt 1 again (ruling 17), the
second is attempt 2 = last -> fall to 300.""")

g = G(2)
g.t(0, 2, 1005, 'stop', [850, 0], ['enter 0', 'barrel 0'], entry=[1005, None], barrel=[0, None])
g.t(1, 1, 0, 'bust', [850, 0])
g.t(0, 1, 0, 'bust', [75, 0], ['fall 0'], barrel=[None, None], falls=[1, 0])
case('r38_fall_entry_above_barrel_to_threshold', record(options={"barrel_attempts": 1}, turns=[
    (0, ["throw 1 1 1 1 1", "keep 1 1 1 1 1", "throw 5 2 3 4 6", "keep 5"]), (1, ["throw 2 2 3 4 6"]), (0, ["throw 2 2 3 4 6"])]), g.out(), """
entered straight onto the barrel: entry score 1005 (before cap) >= 850 -> fall goes to entry_threshold 75 (ruling 15).""")

g = G(2, totals=[960, 0], entry=[100, None], overshoots=[1, 0])
g.t(0, 1, 100, 'overshoot', [0, 0], ['overshoot_zero 0'], overshoots=[2, 0])
g.t(1, 1, 0, 'bust', [0, 0])
g.t(0, 1, 100, 'stop', [100, 0])
g.t(1, 1, 0, 'bust', [100, 0])
g.t(0, 1, 1000, 'overshoot', [100, 0], overshoots=[3, 0])
g.t(1, 1, 0, 'bust', [100, 0])
g.t(0, 1, 1000, 'overshoot', [0, 0], ['overshoot_zero 0'], overshoots=[4, 0])
case('r39_overshoot_zero_every_multiple', record(options={"barrel_at": 0, "finish": "exact", "overshoot_zero_at": 2},
    start_totals=[960, 0], start_entry=[100, None], start_overshoots=[1, 0], turns=[
    (0, ["throw 1 1 1 2 3", "keep 1 1 1"]), (1, ["throw 2 2 3 4 6"]),
    (0, ["throw 1 1 1 2 3", "keep 1 1 1", "stop"]), (1, ["throw 2 2 3 4 6"]),
    (0, ["throw 1 1 1 1 1", "keep 1 1 1 1 1"]), (1, ["throw 2 2 3 4 6"]),
    (0, ["throw 1 1 1 1 1", "keep 1 1 1 1 1"])]), g.out(), """
zero_at 2: c=2 -> 0; c=3 nothing (100+1000 > 1000 overshoot; keep of 5 dice, overshoot checked before hot dice);
c=4 multiple of 2 -> zero again (sec 8 'if c is a multiple of it').""")


g = G(2, totals=[-50, -20], entry=[75, None])
g.t(0, 3, 150, 'stop', [0, -70], ['dump_truck 0', 'overtake 1'])
case('r40_dump_then_overtake_negative', record(options={"negative_totals": "on", "dump_truck": "on", "dump_truck_value": 100,
    "overtake_penalty": 50}, start_totals=[-50, -20], start_entry=[75, None], turns=[
    (0, ["throw 1 1 1 4 4", "keep 1 1 1", "throw 5 5", "keep 5 5", "throw 4 4 4 2 3", "keep 4 4 4"])]), g.out(), """
custom dump value 100, negatives on. 100, 110 hot, confirming 444 -> 150 forced bank: -50+150 = 100 -> dump -> 0.
Overtakes use T_mover after the dump check (sec 9): -50 < -20 < 0 -> P1 pays 50 -> -70.""")

g = G(2, totals=[-600, -300], entry=[75, None])
g.t(0, 1, 45, 'dump', [0, -300], ['dump_truck 0'])
g.t(1, 1, 100, 'stop', [0, -200], ['enter 1'], entry=[75, -200])
case('r41_strict_negative_dump_no_overtake', record(options={"negative_totals": "on", "dump_truck": "strict", "overtake_penalty": 50},
    start_totals=[-600, -300], start_entry=[75, None], turns=[
    (0, ["throw 4 4 4 5 2", "keep 4 4 4 5"]), (1, ["throw 1 1 1 2 3", "keep 1 1 1", "stop"])]), g.out(), """
strict: -600+45 = -555 -> dump (negative counts) -> 0; a mid-turn dump is not a bank -> no overtakes (P1 -300 lies
between). T1: P1 unentered at -300 banks 100 (s>=75) -> -200, enter, entry score t0+s = -200; nobody in (-300,-200).""")

g = G(2, totals=[200, 0], entry=[100, None])
g.t(0, 1, 100, 'stop', [0, 0], ['dump_truck 0'])
case('r42_custom_dump_value', record(options={"dump_truck": "on", "dump_truck_value": 300}, start_totals=[200, 0], start_entry=[100, None], turns=[
    (0, ["throw 1 1 1 2 3", "keep 1 1 1", "stop"])]), g.out(), "bank to 300 = dump_truck_value -> 0.")

g = G(2, entry=[75, None])
g.t(0, 1, 5, 'stop', [5, 0])
case('r43_start_entry_at_zero', record(start_totals=[0, 0], start_entry=[75, None], turns=[(0, ["throw 5 2 3 4 6", "keep 5", "stop"])]), g.out(), """
seat 0 entered at 0: may stop with 5, no enter event.""")

g = G(2, totals=[850, 0], entry=[100, None], barrel=[0, None])
g.t(0, 1, 200, 'overshoot', [650, 0], ['fall 0', 'overshoot_penalty 0'], barrel=[None, None], falls=[1, 0], overshoots=[1, 0])
case('r44_exact_barrel_fall_then_overshoot_penalty', record(options={"finish": "exact", "barrel_attempts": 1, "barrel_fall": "penalty",
    "overshoot_penalty_every": 1}, start_totals=[850, 0], start_entry=[100, None], turns=[(0, ["throw 1 1 1 1 2", "keep 1 1 1 1"])]), g.out(), """
1050 overshoot on barrel: step 4 last attempt -> fall 750; step 6 overshoot c=1 -> penalty -> 650.""")

g = G(2)
g.t(0, 7, 815, 'stop', [815, 0], ['enter 0'], entry=[815, None])
g.t(1, 4, 1105, 'stop', [815, 850], ['enter 1', 'barrel 1'], entry=[815, 1105], barrel=[None, 0])
case('r45_double_values', record(turns=[
    (0, ["throw 3 3 3 3 1", "keep 3 3 3 3", "throw 1", "keep 1", "throw 6 6 6 6 5", "keep 6 6 6 6 5", "throw 4 4 4 4 4", "keep 4 4 4 4 4",
         "throw 5 5 5 5 1", "keep 5 5 5 5 1", "throw 1 1 5 5 5", "keep 1 1 5 5 5", "throw 2 2 2 2 6", "keep 2 2 2 2"]),
    (1, ["throw 3 3 3 3 3", "keep 3 3 3 3 3", "throw 6 6 6 6 6", "keep 6 6 6 6 6", "throw 2 2 2 2 2", "keep 2 2 2 2 2", "throw 5 2 3 4 6", "keep 5"])]), g.out(), """
double: 3333=60, +1 =70 hot; 66665 = 125 -> 195; 44444 = 400 -> 595; 55551 = 100+10 -> 705; 11555 = 20+50 -> 775;
2222 = 40 -> 815, d=1 confirming -> forced bank. P1: 33333 300, 66666 600, 22222 200, 5 -> 1105 -> cap 850.""")

g = G(2)
g.t(0, 3, 235, 'stop', [235, 0], ['enter 0'], entry=[235, None])
case('r46_keep_all_straights_off', record(options={"keep_all": "on", "straights": "off"}, turns=[
    (0, ["throw 1 2 3 4 5", "keep 1 5", "throw 2 2 2", "keep 2 2 2", "throw 1 1 1 1 2", "keep 1 1 1 1"])]), g.out(), """
keep_all+straights off: maximal keep of 1 2 3 4 5 is 1 5 (15); 222 -> 35 hot; confirming 1111 -> 235 forced bank.""")
