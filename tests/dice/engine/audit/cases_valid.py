"""Audit cases (see README.md): records with the output worked out by hand from dice-rules.md."""

from .lib import G, case, record


# r01 ---------------------------------------------------------------
g = G(2)
g.t(0, 3, 385, 'stop', [385, 0], ['enter 0'], entry=[385, None])
g.t(1, 4, 80, 'stop', [385, 80], ['enter 1'], entry=[385, 80])
g.u(0, 1, 5, 4, 'choice')
case('r01_confirm_chain_and_unreached_entry', record(turns=[
    (0, ["throw 1 2 3 4 5", "keep 1 2 3 4 5", "throw 2 3 4 5 6", "keep 2 3 4 5 6", "throw 1 2 2 3 4", "keep 1"]),
    (1, ["throw 5 5 5 2 3", "keep 5 5 5", "throw 5 1", "keep 5 1", "throw 5 2 3 4 6", "keep 5", "throw 1 2 3 4", "keep 1", "stop"]),
    (0, ["throw 5 2 3 4 6", "keep 5"])]), g.out(), """
classic. T0: small straight 125 (d=0 hot, confirm); confirming throw keeps large straight 250 -> s=375, d=0:
4.2 5.4 hot dice comes before 5.5, and 4.3 'if the confirming keep itself uses all five dice, the next throw is
again a confirmation'; throw 1 2 2 3 4 keep 1 -> 385, confirming, stop legal (s>=75) -> forced bank (ruling 27).
enter 0, entry 385.  T1: 5 5 5 (50) d=2, stop illegal (50<75); 5 1 -> 65 hot; confirm 5 -> 70, stop illegal
(entry) -> turn goes on (4.3, ruling 7); 1 -> 80 (normal throw, not confirming -> choice) ; stop 80, enter 1.
T2 unfinished: keep 5 s=5 d=4, entered -> pending choice, dice 4 (14.2).""")

# r02 pending throw when stop illegal ------------------------------------
g = G(2); g.u(0, 1, 5, 4, 'throw')
case('r02a_pending_throw_stop_illegal', record(turns=[(0, ["throw 5 2 3 4 6", "keep 5"])]), g.out(), """
classic, unentered, s=5<75: 4.4 stop illegal, 'If a stop is not legal he must throw' -> a throw is due:
pending "throw", dice 4 (14.2: pending "throw" (a throw is due)).""")
g = G(2); g.u(0, 1, 125, 5, 'throw')
case('r02b_pending_after_hot', record(turns=[(0, ["throw 1 2 3 4 5", "keep 1 2 3 4 5"])]), g.out(), """
classic: straight 125 uses all dice -> hot dice, throw owed: pending throw, dice 5.""")
g = G(2); g.u(0, 1, 0, 5, 'throw')
case('r02c_pending_rethrow', record(options={"empty_opening_rethrow": "on"}, turns=[(0, ["throw 2 2 3 4 6"])]), g.out(), """
empty opening with re-throw on: re-throw five dice (4.2 step 3): pending throw, dice 5, throws 1, turn_total 0.""")
g = G(2, totals=[900, 0], entry=[75, None]); g.u(0, 1, 100, 2, 'throw')
case('r02d_pending_over_on_target', record(options={"finish": "over", "barrel_at": 0}, start_totals=[900, 0],
    turns=[(0, ["throw 1 1 1 2 3", "keep 1 1 1"])]), g.out(), """
over, no barrel, t0=900 (default start_entry 75 since positive); keep 1 1 1 -> 1000 = target: no win (over),
stop illegal (4.4.4) -> must throw: pending throw, dice 2.""")

# r03 rethrow + bolts opening ---------------------------------------------
g = G(2)
g.t(0, 3, 125, 'bust', [0, 0])
g.t(1, 2, 0, 'bust', [0, 0], bolts=[0, 1])
g.t(0, 2, 10, 'bust', [0, 0])
g.t(1, 2, 105, 'stop', [0, 105], ['enter 1'], entry=[None, 105])
case('r03_rethrow_and_bolts_opening', record(options={"empty_opening_rethrow": "on", "bolts": "opening"}, turns=[
    (0, ["throw 2 2 3 4 6", "throw 1 2 3 4 5", "keep 1 2 3 4 5", "throw 2 2 3 4 6"]),
    (1, ["throw 2 2 3 4 6", "throw 3 3 4 6 2"]),
    (0, ["throw 1 2 2 3 4", "keep 1", "throw 2 2 3 4"]),
    (1, ["throw 2 2 3 4 6", "throw 1 1 1 5 2", "keep 1 1 1 5", "stop"])]), g.out(), """
T0: empty opening -> re-throw; straight 125 hot; confirming throw empty -> bust (ruling 8: no re-throw for a
confirming throw); bolts=opening: bust after a keep -> no bolt (ruling 33). turn_total 125 (ruling 31), throws 3.
T1: opening and re-throw empty -> bust before any keep -> bolt (P1 bolts 1).  T2: keep 1 then empty -> bust, no
bolt. T3: empty, re-throw 1 1 1 5 2 keep 1 1 1 5 =105 d=1, stop -> 105 enter 1.""")

# r04 bolt penalty takes player off barrel ----------------------------------
g = G(2, totals=[850, 300], entry=[400, 300], barrel=[0, None], bolts=[2, 2])
g.t(0, 2, 10, 'bust', [750, 300], ['bolt_penalty 0'], barrel=[None, None], bolts=[0, 2])
g.t(1, 1, 0, 'bust', [750, 200], ['bolt_penalty 1'], bolts=[0, 0])
g.t(0, 1, 100, 'stop', [850, 200], ['barrel 0'], barrel=[0, None])
g.t(1, 1, 5, 'stop', [850, 205], [])
g.t(0, 5, 150, 'win', [1000, 205], ['win 0'], barrel=[None, None])
case('r04_bolt_penalty_off_barrel_then_barrel_win', record(options={"bolts": "bust"}, start_totals=[850, 300],
    start_entry=[400, 300], start_bolts=[2, 2], turns=[
    (0, ["throw 1 2 2 3 4", "keep 1", "throw 2 2 3 4"]),
    (1, ["throw 2 2 3 4 6"]),
    (0, ["throw 1 1 1 2 3", "keep 1 1 1", "stop"]),
    (1, ["throw 5 2 2 3 4", "keep 5", "stop"]),
    (0, ["throw 1 1 1 5 2", "keep 1 1 1 5", "throw 1", "keep 1", "throw 1 1 2 3 4", "keep 1 1", "throw 5 2 3", "keep 5", "throw 1 2", "keep 1"])]), g.out(), """
classic+bolts=bust. T0: P0 on barrel (unlimited attempts) busts: step 4 attempt 1 (no fall), step 5 bolt 3 -> -100
-> 750, count 0 (event bolt_penalty 0); step 7 not on barrel -> attempts reset -> barrel null; not a fall (sec 7
'Leaving the barrel by any other change (a bolt penalty) is not a fall'). T1: P1 bust, bolt 3 -> 200.
T2: 750+100 -> 850 exactly -> on barrel (event barrel 0), attempts 0. T3: P1 +5.
T4: on barrel: 105, 115 (hot), confirming 1 1 -> 135 (stop illegal on barrel, goes on), 140, 150 -> 1000 win.""")

# r05 continue ----------------------------------------------------------------
g = G(2)
g.t(0, 3, 115, 'bust', [0, 0])
g.t(1, 2, 110, 'bust', [0, 0])
g.t(0, 2, 125, 'stop', [125, 0], ['enter 0'], entry=[125, None])
case('r05_hot_continue', record(options={"hot_dice": "continue", "empty_opening_rethrow": "on"}, turns=[
    (0, ["throw 1 1 1 5 5", "keep 1 1 1 5 5", "throw 5 2 3 4 6", "keep 5", "throw 2 2 3 6"]),
    (1, ["throw 1 1 1 5 5", "keep 1 1 1 5 5", "throw 2 2 3 4 6"]),
    (0, ["throw 1 1 1 5 5", "keep 1 1 1 5 5", "throw 1 5 2 3 4", "keep 1 5", "stop"])]), g.out(), """
continue: after the owed throw the turn goes on normally (4.3). T0: 110 hot, 5 -> 115 (no forced bank), player
throws 4 dice -> empty -> bust, tt 115. T1: 110 hot, owed throw empty -> bust; no re-throw (ruling 8).
T2: 110 hot, 1 5 -> 125, written stop legal -> 125, enter 0.""")

# r06 entry at exactly 75 after a confirming keep that did not allow stop ---------
g = G(2)
g.t(0, 4, 75, 'stop', [75, 0], ['enter 0'], entry=[75, None])
g.t(1, 1, 0, 'bust', [75, 0])
case('r06_entry_exact_75', record(turns=[
    (0, ["throw 5 5 5 2 3", "keep 5 5 5", "throw 5 1", "keep 5 1", "throw 5 2 3 4 6", "keep 5", "throw 5 2 3 4", "keep 5", "stop"]),
    (1, ["throw 2 2 3 4 6"])]), g.out(), """
50, 65 (hot), confirming keep 5 -> 70 <75 stop illegal -> on (4.3); 5 -> 75 >= 75 -> stop legal (sec 5 '75 очков
(или более)'); written stop (not a confirming throw) -> 75, enter 0.""")
g = G(2)
g.t(0, 1, 5, 'stop', [5, 0], ['enter 0'], entry=[5, None])
case('r06b_entry_threshold_zero', record(options={"entry_threshold": 0}, turns=[
    (0, ["throw 5 2 3 4 6", "keep 5", "stop"])]), g.out(), """
entry_threshold 0 = no entry rule; first bank still enters (sec 10 step 3): entry 5, event enter 0.""")

# r07 pits -------------------------------------------------------------------------
g = G(2, totals=[300, 100], entry=[100, 100])
g.t(0, 1, 5, 'stop', [305, 100])
g.t(1, 1, 100, 'stop', [305, 200])
g.t(0, 1, 5, 'stop', [310, 200])
g.t(1, 2, 105, 'stop', [310, 305])
case('r07_pits_closed_band', record(options={"pits": [[200, 300]]}, start_totals=[300, 100], start_entry=[100, 100], turns=[
    (0, ["throw 5 2 3 4 6", "keep 5", "stop"]),
    (1, ["throw 1 1 1 2 3", "keep 1 1 1", "stop"]),
    (0, ["throw 5 2 3 4 6", "keep 5", "stop"]),
    (1, ["throw 1 1 1 5 2", "keep 1 1 1", "throw 5 2", "keep 5", "stop"])]), g.out(), """
pit [200,300] closed. T0: t0=300=hi is in the pit; 305>300 -> stop legal. T1: from 100 may land in pit (200).
T2: 305 not in pit. T3: t0=200 in pit; 300 not >300 -> must throw; 305 -> stop.""")

# r08 barrel_fall threshold ------------------------------------------------------------
g = G(2, totals=[850, 800], entry=[300, 200], barrel=[0, None])
g.t(0, 1, 0, 'bust', [850, 800], barrel=[1, None])
g.t(1, 1, 100, 'stop', [75, 850], ['barrel 1', 'knock_off 0'], barrel=[None, 0], falls=[1, 0])
g.t(0, 1, 5, 'stop', [80, 850])
g.t(1, 1, 0, 'bust', [80, 850], barrel=[None, 1])
case('r08_fall_threshold', record(options={"barrel_fall": "threshold"}, start_totals=[850, 800], start_entry=[300, 200], turns=[
    (0, ["throw 2 2 3 4 6"]), (1, ["throw 1 1 1 2 3", "keep 1 1 1", "stop"]),
    (0, ["throw 5 2 3 4 6", "keep 5", "stop"]), (1, ["throw 2 2 3 4 6"])]), g.out(), """
P0 on barrel busts: attempt 1. P1 900 -> cap 850, barrel 1, knock_off 0 -> threshold 75 (not entry 300). falls 1.""")

# r09 falls_zero only the N-th ------------------------------------------------------------
g = G(2, totals=[850, 0], entry=[300, None], barrel=[0, None])
g.t(0, 1, 0, 'bust', [0, 0], ['fall 0', 'falls_zero 0'], barrel=[None, None], falls=[1, 0])
g.t(1, 1, 0, 'bust', [0, 0])
g.t(0, 2, 1005, 'stop', [850, 0], ['barrel 0'], barrel=[0, None])
g.t(1, 1, 0, 'bust', [850, 0])
g.t(0, 1, 0, 'bust', [300, 0], ['fall 0'], barrel=[None, None], falls=[2, 0])
case('r09_falls_zero_only_nth', record(options={"barrel_attempts": 1, "barrel_falls_zero": 1}, start_totals=[850, 0], start_entry=[300, None], turns=[
    (0, ["throw 2 2 3 4 6"]), (1, ["throw 2 2 3 4 6"]),
    (0, ["throw 1 1 1 1 1", "keep 1 1 1 1 1", "throw 5 2 3 4 6", "keep 5"]),
    (1, ["throw 2 2 3 4 6"]), (0, ["throw 2 2 3 4 6"])]), g.out(), """
attempts 1, falls_zero 1. T0: bust on barrel -> last attempt -> fall; 1st fall = N-th -> 0 (events fall, falls_zero).
T2: five 1s = 1000 (points) cannot finish (below barrel, jump off) -> hot -> confirming 5 -> 1005 forced bank ->
cap 850, barrel 0 (already entered: no enter). T4: bust -> fall #2, not the N-th ('Only the N-th, not every N-th')
-> entry score 300.""")

# r10 attempts + penalty fall into pit ----------------------------------------------------
g = G(2, totals=[850, 0], entry=[100, None], barrel=[1, None])
g.t(0, 2, 10, 'bust', [750, 0], ['fall 0'], barrel=[None, None], falls=[1, 0])
g.t(1, 1, 0, 'bust', [750, 0])
g.t(0, 2, 105, 'stop', [850, 0], ['barrel 0'], barrel=[0, None])
case('r10_attempts_penalty_fall_pit', record(options={"barrel_attempts": 2, "barrel_fall": "penalty", "pits": [[700, 800]]},
    start_totals=[850, 0], start_entry=[100, None], start_barrel_attempts=[1, 0], turns=[
    (0, ["throw 1 2 2 3 4", "keep 1", "throw 2 2 3 4"]), (1, ["throw 2 2 3 4 6"]),
    (0, ["throw 5 2 3 4 6", "keep 5", "throw 1 1 1 2", "keep 1 1 1", "stop"])]), g.out(), """
start attempts 1 of 2. T0 bust -> attempt 2 = last -> fall to 850-100=750 (inside pit [700,800]).
T2: t0 750 in pit; 755 must throw; 855 > 800 stop -> cap 850 barrel 0.""")

# r11 composite settlement order --------------------------------------------------------------
g = G(3, totals=[0, 850, 500], entry=[None, 600, 100], barrel=[None, 0, None])
g.t(0, 2, 1005, 'stop', [850, 0, 450], ['enter 0', 'barrel 0', 'knock_off 1', 'falls_zero 1', 'overtake 2'],
    entry=[1005, 600, 100], barrel=[0, None, None], falls=[0, 1, 0])
g.t(1, 1, 5, 'stop', [850, 5, 450])
g.t(2, 1, 0, 'bust', [850, 5, 450])
g.t(0, 3, 230, 'win', [1080, 5, 450], ['win 0'], barrel=[None, None, None])
case('r11_settlement_order_composite', record(options={"overtake_penalty": 50, "barrel_falls_zero": 1}, players=3,
    start_totals=[0, 850, 500], start_entry=[None, 600, 100], turns=[
    (0, ["throw 1 1 1 1 1", "keep 1 1 1 1 1", "throw 5 2 3 4 6", "keep 5"]),
    (1, ["throw 5 2 3 4 6", "keep 5", "stop"]),
    (2, ["throw 2 2 3 4 6"]),
    (0, ["throw 1 1 1 5 5", "keep 1 1 1 5 5", "throw 1 1 2 3 4", "keep 1 1", "throw 1 1 1", "keep 1 1 1"])]), g.out(), """
T0: 1000 hot, confirm 5 -> 1005 forced bank: total 1005, enter 0 (entry 1005 before cap), cap 850 barrel 0,
knock_off 1 -> 1st fall = N (1) -> 0 falls_zero 1; overtakes: 0 < T_j < 850 with start totals: P1 850 no (ruling 32),
P2 500 yes -> 450. Order per sec 10 step 3. T1: 0+5, nobody in (0,5). T3: on barrel 110 (hot), confirm 1 1 -> 130
(980, stop illegal on barrel), 1 1 1 -> 230 -> 1080 win; nothing else settled.""")

# r12 overtake order, penalty onto 555 dump, first_player 2 ------------------------------------
g = G(3, totals=[605, 300, 100], entry=[75, 75, 75])
g.t(2, 2, 1005, 'stop', [0, 250, 850], ['barrel 2', 'overtake 0', 'dump_truck 0', 'overtake 1'], barrel=[None, None, 0])
g.t(0, 1, 5, 'stop', [5, 250, 850])
g.t(1, 1, 0, 'bust', [5, 250, 850])
case('r12_overtake_order_dump', record(options={"overtake_penalty": 50, "dump_truck": "on"}, players=3, first_player=2,
    start_totals=[605, 300, 100], turns=[
    (2, ["throw 1 1 1 1 1", "keep 1 1 1 1 1", "throw 5 2 3 4 6", "keep 5"]),
    (0, ["throw 5 2 3 4 6", "keep 5", "stop"]), (1, ["throw 2 2 3 4 6"])]), g.out(), """
default start_entry = 75 for positive totals. T0 (P2, t0 100): forced bank 1105 -> cap 850 (barrel 2);
overtakes visited from seat after mover: P0 (605 in (100,850)) -> 555 -> dump -> 0; P1 300 -> 250.
T1: P0 at 0 (entered) +5.""")

# r13 overtakes: equal not passed, win settles nothing -----------------------------------------
g = G(3, totals=[500, 600, 700], entry=[75, 75, 75])
g.t(0, 1, 100, 'stop', [600, 600, 700])
g.t(1, 2, 105, 'stop', [600, 705, 650], ['overtake 2'])
g.t(2, 2, 305, 'stop', [600, 655, 955], ['overtake 1'])
g.t(0, 1, 1000, 'win', [1600, 655, 955], ['win 0'])
case('r13_overtakes_equal_and_win', record(options={"overtake_penalty": 50, "barrel_at": 0}, players=3,
    start_totals=[500, 600, 700], turns=[
    (0, ["throw 1 1 1 2 3", "keep 1 1 1", "stop"]),
    (1, ["throw 1 1 1 2 3", "keep 1 1 1", "throw 5 2", "keep 5", "stop"]),
    (2, ["throw 1 1 1 1 5", "keep 1 1 1 1 5", "throw 1 1 1 2 3", "keep 1 1 1"]),
    (0, ["throw 1 1 1 1 1", "keep 1 1 1 1 1"])]), g.out(), """
T0 500->600: P1 600 equal not passed. T1 600->705: P2 700 passed (-50), P0 600 = t0 not passed. T2 650:
205 hot, confirm 1 1 1 -> 305 forced bank 955: P1 705 passed -> 655. T3: five 1s points 1000 -> 1600 >= 1000
win at keep (barrel off); nothing else settled.""")

# r14 exact penalties -------------------------------------------------------------------
g = G(2, totals=[950, 655], entry=[75, 75], overshoots=[3, 1])
g.t(0, 2, 120, 'overshoot', [0, 655], ['overshoot_zero 0'], overshoots=[4, 1])
g.t(1, 3, 355, 'overshoot', [0, 0], ['overshoot_penalty 1', 'dump_truck 1'], overshoots=[4, 2])
g.t(0, 1, 100, 'stop', [100, 0])
g.t(1, 1, 5, 'stop', [100, 5])
case('r14_exact_overshoot_penalties', record(options={"barrel_at": 0, "finish": "exact", "overshoot_penalty_every": 2,
    "overshoot_zero_at": 4, "dump_truck": "on"}, start_totals=[950, 655], start_overshoots=[3, 1], turns=[
    (0, ["throw 1 1 2 3 4", "keep 1 1", "throw 1 1 1", "keep 1 1 1"]),
    (1, ["throw 1 1 1 1 5", "keep 1 1 1 1 5", "throw 6 6 6 6 1", "keep 6 6 6 6 1", "throw 1 1 2 3 4", "keep 1 1"]),
    (0, ["throw 1 1 1 2 3", "keep 1 1 1", "stop"]), (1, ["throw 5 2 3 4 6", "keep 5", "stop"])]), g.out(), """
T0: 970, then 1 1 1 -> 1070 > 1000 overshoot (5.2 before hot dice 5.4). count 4: multiple of zero_at 4 and
every 2 -> zero alone (ruling 26) -> 0. T1: 205 -> 860 hot, confirming 6666 1 = 120+10 =130 -> 990 uses all dice
-> hot again, confirming 1 1 -> 355 -> 1010 overshoot; count 2 -> penalty 100 -> 555 -> dump (on) -> 0.""")

# r15 exact: any legal keep; win with all dice -------------------------------------------
g = G(2, totals=[960, 960], entry=[75, 75])
g.t(0, 2, 45, 'overshoot', [960, 960], overshoots=[1, 0])
g.t(1, 3, 40, 'win', [960, 1000], ['win 1'])
case('r15_exact_any_keep_and_win', record(options={"barrel_at": 0, "finish": "exact"}, start_totals=[960, 960], turns=[
    (0, ["throw 1 1 5 2 3", "keep 1 1 5", "throw 1 1", "keep 1 1"]),
    (1, ["throw 1 1 5 2 3", "keep 1 1", "throw 5 5 2", "keep 5 5", "throw 1", "keep 1"])]), g.out(), """
T0: 985, keep 1 1 -> 1005 overshoot although keep 1 (995) was possible (ruling 29). T1: 980, 990, 1000 with
the last die (d=0) -> win (5.1 before hot dice, ruling 13).""")

# r16 classic + exact --------------------------------------------------------------------
g = G(2, totals=[800, 0], entry=[100, None])
g.t(0, 2, 1005, 'stop', [850, 0], ['barrel 0'], barrel=[0, None])
g.t(1, 1, 0, 'bust', [850, 0])
g.t(0, 2, 210, 'overshoot', [850, 0], barrel=[1, None], overshoots=[1, 0])
g.t(1, 1, 0, 'bust', [850, 0])
g.t(0, 4, 150, 'win', [1000, 0], ['win 0'], barrel=[None, None])
case('r16_exact_with_barrel', record(options={"finish": "exact"}, start_totals=[800, 0], start_entry=[100, None], turns=[
    (0, ["throw 1 1 1 1 1", "keep 1 1 1 1 1", "throw 5 2 3 4 6", "keep 5"]), (1, ["throw 2 2 3 4 6"]),
    (0, ["throw 1 1 1 5 5", "keep 1 1 1 5 5", "throw 1 1 1 2 3", "keep 1 1 1"]), (1, ["throw 2 2 3 4 6"]),
    (0, ["throw 1 1 1 5 5", "keep 1 1 1 5 5", "throw 1 1 5 2 3", "keep 1 1 5", "throw 5 5", "keep 5", "throw 1", "keep 1"])]), g.out(), """
T0: 1800 running but cannot finish (below barrel) -> no overshoot (ruling 19); forced bank capped 850.
T2: on barrel 110 hot, confirming 1 1 1 -> 210 -> 1060 overshoot; attempt 1 (unlimited), count 1.
T4: 110, 135 (985, no stop on barrel), 140, 150 -> 1000 exact win.""")

# r17 over ---------------------------------------------------------------------------------
g = G(2, totals=[885, 800], entry=[75, 75])
g.t(0, 3, 125, 'win', [1010, 800], ['win 0'])
case('r17_over_confirm_on_target', record(options={"finish": "over", "barrel_at": 0}, start_totals=[885, 800], turns=[
    (0, ["throw 1 1 1 5 5", "keep 1 1 1 5 5", "throw 5 2 3 4 6", "keep 5", "throw 1 2 3 4", "keep 1"])]), g.out(), """
995 hot; confirming keep 5 -> 1000 = target: no win, stop illegal (4.4.4) -> no forced bank, goes on (ruling 30);
1 -> 1010 > 1000 win.""")
g = G(2, totals=[800, 0], entry=[100, None])
g.t(0, 1, 200, 'stop', [850, 0], ['barrel 0'], barrel=[0, None])
g.t(1, 1, 0, 'bust', [850, 0])
g.t(0, 3, 160, 'win', [1010, 0], ['win 0'], barrel=[None, None])
case('r17b_over_with_barrel', record(options={"finish": "over"}, start_totals=[800, 0], start_entry=[100, None], turns=[
    (0, ["throw 1 1 1 1 2", "keep 1 1 1 1", "stop"]), (1, ["throw 2 2 3 4 6"]),
    (0, ["throw 1 1 1 5 5", "keep 1 1 1 5 5", "throw 4 4 4 2 3", "keep 4 4 4", "throw 1 2", "keep 1"])]), g.out(), """
T0: 800+200 = 1000 but P0 cannot finish (below barrel) so 4.4.4 does not apply: stop legal -> cap 850.
T2: on barrel 110 hot, confirming 444 -> 150 -> 1000 = target: over needs > -> goes on; 1 -> 1010 win.""")

# r18 barrel_jump + exact -----------------------------------------------------------------------
g = G(2, totals=[800, 0], entry=[100, None])
g.t(0, 1, 205, 'overshoot', [800, 0], overshoots=[1, 0])
g.t(1, 1, 0, 'bust', [800, 0])
g.t(0, 1, 105, 'stop', [850, 0], ['barrel 0'], barrel=[0, None])
case('r18_jump_exact', record(options={"barrel_jump": "on", "finish": "exact"}, start_totals=[800, 0], start_entry=[100, None], turns=[
    (0, ["throw 1 1 1 1 5", "keep 1 1 1 1 5"]), (1, ["throw 2 2 3 4 6"]),
    (0, ["throw 1 1 1 5 2", "keep 1 1 1 5", "stop"])]), g.out(), """
jump on: below-barrel player can finish -> 1005 > 1000 overshoot. T2: stop at 905 -> cap 850 barrel.""")

# r19 strict dump mid turn ---------------------------------------------------------------------
g = G(2, totals=[500, 0], entry=[100, None])
g.t(0, 1, 55, 'dump', [0, 0], ['dump_truck 0'])
g.t(1, 2, 555, 'dump', [0, 0], ['dump_truck 1'])
case('r19_strict_dump', record(options={"dump_truck": "strict", "bolts": "bust"}, start_totals=[500, 0], start_entry=[100, None], turns=[
    (0, ["throw 4 4 4 1 5", "keep 4 4 4 1 5"]),
    (1, ["throw 5 5 5 5 5", "keep 5 5 5 5 5", "throw 4 4 4 1 5", "keep 4 4 4 1 5"])]), g.out(), """
strict: keep 444+1+5 = 55 -> 555 -> dump (5.3 before hot dice 5.4); not a bolt. T1: unentered P1 500 hot,
confirming 55 -> 555 dump; no bank so no enter (entry null); total 0->0. Event dump_truck logged (14.2 list).""")

# r20 dump on: bank only; entry score before dump --------------------------------------------
g = G(2, totals=[0, 500], entry=[None, 100])
g.t(0, 3, 555, 'stop', [0, 500], ['enter 0', 'dump_truck 0'], entry=[555, 100])
g.t(1, 4, 70, 'stop', [0, 570])
case('r20_dump_on_enter', record(options={"dump_truck": "on", "hot_dice": "continue"}, start_totals=[0, 500], start_entry=[None, 100], turns=[
    (0, ["throw 5 5 5 5 5", "keep 5 5 5 5 5", "throw 5 5 5 2 3", "keep 5 5 5", "throw 5 2", "keep 5", "stop"]),
    (1, ["throw 5 5 5 2 3", "keep 5 5 5", "throw 5 2", "keep 5", "throw 1", "keep 1", "throw 5 2 3 4 6", "keep 5", "stop"])]), g.out(), """
on: T0 bank 555: enter (entry score 555 before dump, sec 5) then dump -> 0 (events enter, dump_truck).
T1: running 555 mid-turn is fine with 'on'; 500 -> 570.""")

# r21 negative totals --------------------------------------------------------------------
g = G(2, totals=[0, 30], entry=[None, 75], bolts=[2, 0])
g.t(0, 1, 0, 'bust', [-100, 30], ['bolt_penalty 0'], bolts=[0, 0])
g.t(1, 1, 5, 'stop', [-100, 35])
g.t(0, 1, 200, 'stop', [100, -15], ['enter 0', 'overtake 1'], entry=[100, 75])
case('r21_negative_totals', record(options={"negative_totals": "on", "bolts": "bust", "overtake_penalty": 50, "dump_truck": "on"},
    start_totals=[0, 30], start_entry=[None, 75], start_bolts=[2, 0], turns=[
    (0, ["throw 2 2 3 4 6"]), (1, ["throw 5 2 3 4 6", "keep 5", "stop"]),
    (0, ["throw 1 1 1 1 2", "keep 1 1 1 1", "stop"])]), g.out(), """
negative on: bolt penalty 0 -> -100. T2: unentered at -100, s=200 >= 75 stop -> 100, enter (entry score t0+s=100);
overtake P1 (-100 < 35 < 100) -> -15.""")

# r22 exact_thousand preset ---------------------------------------------------------------
g = G(2)
g.t(0, 3, 165, 'stop', [165, 0], ['enter 0'], entry=[165, None])
g.t(1, 2, 0, 'bust', [165, 0], bolts=[0, 1])
g.t(0, 4, 215, 'stop', [380, 0])
g.t(1, 1, 1000, 'win', [380, 1000], ['win 1'])
case('r22_preset_exact_thousand', record(preset='exact_thousand', turns=[
    (0, ["throw 1 2 3 4 5", "keep 1 5", "throw 1 1 1", "keep 1 1 1", "throw 4 4 4 4 2", "keep 4 4 4 4", "stop"]),
    (1, ["throw 2 2 3 4 6", "throw 2 3 4 6 6"]),
    (0, ["throw 5 5 5 5 2", "keep 5 5 5 5", "throw 1", "keep 1", "throw 1 1 1 1 5", "keep 1 1 1 1 5", "throw 3 3 3 2 6", "keep 3 3 3", "stop"]),
    (1, ["throw 1 1 1 1 1"])]), g.out(), """
exact_thousand: straights off (1 5 = 15), entry 50 (15 must throw), 1 1 1 -> 115 hot, continue: 4444 plus_ten 50 ->
165 stop, enter. T1: empty, re-throw empty -> bust, bolt (bust). T2: 5555 = 60, 1 -> 70 hot, 11115 = 110+5 ->
185 hot, 333 -> 215 -> 380 (landing in pit [300,400] allowed); no overtake (P1 0 < t0). T3: five 1s -> win,
unentered, entry stays null (ruling 28).""")

g = G(2, totals=[380, 300], entry=[50, 50])
g.t(0, 3, 30, 'stop', [410, 300])
g.t(1, 2, 120, 'stop', [355, 420], ['overtake 0'])
case('r23_exact_thousand_pit_overtake', record(preset='exact_thousand', start_totals=[380, 300], turns=[
    (0, ["throw 1 5 2 3 4", "keep 1 5", "throw 5 2 3", "keep 5", "throw 1 2", "keep 1", "stop"]),
    (1, ["throw 1 1 1 1 5", "keep 1 1 1 1 5", "throw 5 2 3 4 6", "keep 5", "stop"])]), g.out(), """
default start_entry = entry_threshold 50. T0: in pit 300-400: 395, 400 (not > 400) must throw, 410 stop.
T1: 11115 plus_ten = 115 -> 415 hot (continue), 5 -> 420 stop; overtake P0 (300<410<420) -55 -> 355.""")

g = G(2, totals=[900, 850], entry=[100, 100], barrel=[2, None], falls=[2, 0])
g.t(0, 3, 10, 'bust', [0, 850], ['fall 0', 'falls_zero 0'], barrel=[None, None], falls=[3, 0])
g.t(1, 1, 100, 'stop', [0, 900], ['barrel 1'], barrel=[None, 0])
g.t(0, 1, 1000, 'win', [1000, 900], ['win 0'])
case('r24_preset_barrel_900', record(preset='barrel_900', start_totals=[900, 850], start_entry=[100, 100],
    start_barrel_attempts=[2, 0], start_falls=[2, 0], turns=[
    (0, ["throw 2 2 3 4 6", "throw 1 2 3 4 6", "keep 1", "throw 2 3 4 6"]),
    (1, ["throw 1 1 1 2 3", "keep 1 1 1", "stop"]), (0, ["throw 1 1 1 1 1"])]), g.out(), """
barrel_900: P0 on 900 with 2 of 3 attempts: empty opening re-thrown, 10, bust -> 3rd attempt -> fall; 3rd fall =
falls_zero 3 -> 0. T1: 950 -> cap 900 barrel 1. T2: five ones win -> 1000 (from 0).""")

# r25 keep_all ----------------------------------------------------------------------------
g = G(2)
g.t(0, 2, 245, 'stop', [245, 0], ['enter 0'], entry=[245, None])
g.t(1, 1, 100, 'stop', [245, 100], ['enter 1'], entry=[245, 100])
g.t(0, 2, 280, 'stop', [525, 100])
case('r25_keep_all_values', record(options={"keep_all": "on"}, turns=[
    (0, ["throw 1 1 1 1 5", "keep 1 1 1 1 5", "throw 2 2 2 2 3", "keep 2 2 2 2"]),
    (1, ["throw 5 5 5 5 2", "keep 5 5 5 5", "stop"]),
    (0, ["throw 2 3 4 5 6", "keep 2 3 4 5 6", "throw 3 3 3 6 6", "keep 3 3 3"])]), g.out(), """
keep_all: 11115 = 205 hot, confirm 2222 = 40 -> 245 forced bank. 5555 = 100 (d=1) stop. large straight 250 hot,
confirm 333 (sixes can't be kept) -> 280 forced bank.""")

g = G(2)
g.t(0, 2, 130, 'stop', [130, 0], ['enter 0'], entry=[130, None])
g.t(1, 4, 675, 'stop', [130, 675], ['enter 1'], entry=[130, 675])
g.t(0, 3, 300, 'stop', [430, 675])
case('r26_plus_ten_no_straights', record(options={"quad_value": "plus_ten", "straights": "off"}, turns=[
    (0, ["throw 1 1 1 1 5", "keep 1 1 1 1 5", "throw 1 2 3 4 5", "keep 1 5"]),
    (1, ["throw 5 5 5 5 2", "keep 5 5 5 5", "throw 1", "keep 1", "throw 6 6 6 6 6", "keep 6 6 6 6 6", "throw 2 3 4 5 6", "keep 5"]),
    (0, ["throw 4 4 4 4 1", "keep 4 4 4 4 1", "throw 2 2 2 2 2", "keep 2 2 2 2 2", "throw 3 3 3 3 5", "keep 3 3 3 3"])]), g.out(), """
plus_ten: 1111 = 110, +5 = 115 hot; 1 2 3 4 5 without straights: keep 1 5 = 15 -> 130 forced bank.
5555 = 60, 1 -> 70 hot, 66666 = 600 -> 670 hot again, 5 -> 675 forced. 4444+1 = 50+10 = 60 hot, 22222 = 200
hot, 3333 = 40 -> 300 forced -> 430.""")

g = G(2, totals=[850, 800], entry=[75, 75], barrel=[0, None])
g.t(0, 1, 0, 'bust', [850, 800], barrel=[1, None])
g.t(1, 1, 100, 'stop', [75, 850], ['barrel 1', 'knock_off 0'], barrel=[None, 0], falls=[1, 0])
case('r27_default_start_entry_fall', record(start_totals=[850, 800], turns=[
    (0, ["throw 2 2 3 4 6"]), (1, ["throw 1 1 1 2 3", "keep 1 1 1", "stop"])]), g.out(), """
start_entry defaults to entry_threshold 75 for positive totals; knock-off falls to entry score 75.""")

g = G(2, totals=[850, 800], entry=[300, 300], barrel=[0, None])
g.t(0, 1, 0, 'bust', [850, 800], barrel=[1, None])
g.t(1, 1, 100, 'stop', [850, 850], ['barrel 1'], barrel=[1, 0])
g.t(0, 1, 0, 'bust', [0, 850], ['fall 0'], barrel=[None, 0], falls=[1, 0])
g.t(1, 1, 0, 'bust', [0, 850], barrel=[None, 1])
case('r28_coexist_attempts_zero', record(options={"barrel_collision": "coexist", "barrel_attempts": 2, "barrel_fall": "zero"},
    start_totals=[850, 800], start_entry=[300, 300], turns=[
    (0, ["throw 2 2 3 4 6"]), (1, ["throw 1 1 1 2 3", "keep 1 1 1", "stop"]),
    (0, ["throw 2 2 3 4 6"]), (1, ["throw 2 2 3 4 6"])]), g.out(), """
coexist: P1 gets on, P0 stays (attempts 1). P0 2nd bust -> last attempt -> fall to zero (barrel_fall zero,
falls_zero off: only event fall 0).""")

g = G(2, totals=[850, 0], entry=[100, None], barrel=[0, None])
g.t(0, 2, 1110, 'win', [1960, 0], ['win 0'], barrel=[None, None])
case('r29_five_ones_win_on_barrel_exact', record(options={"five_ones": "win", "finish": "exact"}, start_totals=[850, 0], start_entry=[100, None], turns=[
    (0, ["throw 1 1 1 5 5", "keep 1 1 1 5 5", "throw 1 1 1 1 1"])]), g.out(), """
960 hot; confirming throw is five 1s -> unconditional win (4.5), s = 110+1000, total 1960 even with exact.""")

g = G(2, totals=[30, 0], entry=[75, None])
g.t(0, 1, 0, 'bust', [30, 0], bolts=[1, 0])
g.t(1, 2, 10, 'bust', [30, 0])
g.t(0, 1, 0, 'bust', [0, 0], ['bolt_penalty 0'], bolts=[0, 0])
case('r30_bolts_opening_limit2_clamp', record(options={"bolts": "opening", "bolt_limit": 2, "bolt_penalty": 50},
    start_totals=[30, 0], start_entry=[75, None], turns=[
    (0, ["throw 2 2 3 4 6"]), (1, ["throw 1 2 2 3 4", "keep 1", "throw 2 2 3 4"]), (0, ["throw 2 3 4 6 6"])]), g.out(), """
opening bust -> bolt; P1 bust after keep -> none; P0 2nd bolt = limit 2 -> -50 -> clamp 0 (clamp not an event).""")

g = G(2)
g.t(0, 2, 125, 'bust', [0, 0], bolts=[1, 0])
case('r31_failed_confirmation_bolt', record(options={"bolts": "bust"}, turns=[
    (0, ["throw 1 2 3 4 5", "keep 1 2 3 4 5", "throw 2 2 3 4 6"])]), g.out(), """
bolts=bust: failed confirmation is a bust (sec 9 'empty throw, failed confirmation') -> bolt.""")

g = G(2, totals=[850, 800], entry=[555, 100], barrel=[0, None])
g.t(1, 1, 100, 'stop', [0, 850], ['barrel 1', 'knock_off 0', 'dump_truck 0'], barrel=[None, 0], falls=[1, 0])
case('r32_knock_off_to_entry_555_dump', record(options={"dump_truck": "on"}, first_player=1, start_totals=[850, 800],
    start_entry=[555, 100], turns=[(1, ["throw 1 1 1 2 3", "keep 1 1 1", "stop"])]), g.out(), """
knock-off to entry score 555 -> dump (ruling 22 falls that land on 555 also dump).""")

g = G(2, totals=[850, 800], entry=[100, 100], barrel=[0, None])
g.t(1, 1, 100, 'stop', [0, 850], ['barrel 1', 'knock_off 0'], barrel=[None, 0], falls=[1, 0])
case('r33_penalty_fall_clamp', record(options={"barrel_fall": "penalty", "barrel_penalty": 900}, first_player=1,
    start_totals=[850, 800], start_entry=[100, 100], turns=[(1, ["throw 1 1 1 2 3", "keep 1 1 1", "stop"])]), g.out(), """
fall to 850-900 = -50 -> clamp 0.""")

g = G(2, totals=[950, 0], entry=[100, None], overshoots=[4, 0])
g.t(0, 1, 100, 'overshoot', [850, 0], ['overshoot_penalty 0'], overshoots=[5, 0])
g.t(1, 1, 0, 'bust', [850, 0])
g.t(0, 1, 25, 'stop', [875, 0])
case('r34_overshoot_penalty_every5', record(options={"barrel_at": 0, "finish": "exact", "overshoot_penalty_every": 5},
    start_totals=[950, 0], start_entry=[100, None], start_overshoots=[4, 0], turns=[
    (0, ["throw 1 1 1 2 3", "keep 1 1 1"]), (1, ["throw 2 2 3 4 6"]), (0, ["throw 1 1 5 2 3", "keep 1 1 5", "stop"])]), g.out(), """
count 5 -> penalty 100 -> 850 (no barrel). Then 875.""")

g = G(2)
g.t(0, 1, 1000, 'win', [1000, 0], ['win 0'])
case('r35_win_unentered_no_barrel', record(options={"barrel_at": 0}, turns=[(0, ["throw 1 1 1 1 1", "keep 1 1 1 1 1"])]), g.out(), """
no barrel, five 1s points = 1000 -> win at keep, entry null (ruling 28), hot dice not owed.""")

g = G(2)
g.t(0, 1, 105, 'stop', [105, 0], ['enter 0'], entry=[105, None])
case('r36_extra_toplevel_keys', dict(record(turns=[(0, ["throw 1 1 1 5 3", "keep 1 1 1 5", "stop"])]), seed=123, end="stop", comment="x"), g.out(), """
unknown top-level keys ignored (14.2).""")
