"""Audit cases (see README.md): records with the output worked out by hand from dice-rules.md."""

from .lib import G, case, record, step

st = step

g = G(2, totals=[850, 800], entry=[850, 100], barrel=[0, None])
g.t(1, 1, 100, 'stop', [75, 850], ['barrel 1', 'knock_off 0'], barrel=[None, 0], falls=[1, 0])
case('r51_entry_equal_barrel_to_threshold', record(first_player=1, start_totals=[850, 800], start_entry=[850, 100],
    turns=[(1, ["throw 1 1 1 2 3", "keep 1 1 1", "stop"])]), g.out(), "ruling 15 'at or above barrel_at' -> entry_threshold 75.")

g = G(2, totals=[0, 30], entry=[75, 75])
g.t(0, 1, 100, 'stop', [100, 0], ['overtake 1'])
case('r52_overtake_clamped', record(options={"overtake_penalty": 50}, start_totals=[0, 30], start_entry=[75, 75],
    turns=[(0, ["throw 1 1 1 2 3", "keep 1 1 1", "stop"])]), g.out(), "30-50 -> clamp 0; event logged (clamp is not an event).")

g = G(2)
g.t(0, 1, 0, 'bust', [0, 0])
g.u(1, 3, 70, 4, 'throw')
case('r53_pending_after_confirm_no_stop', record(turns=[(0, ["throw 2 2 3 4 6"]),
    (1, ["throw 5 5 5 2 3", "keep 5 5 5", "throw 5 1", "keep 5 1", "throw 5 2 3 4 6", "keep 5"])]), g.out(), """
confirming keep 70 < 75: no forced bank, stop illegal -> pending throw, dice 4.""")

g = G(2, totals=[0, 500], entry=[None, 100])
g.t(0, 3, 555, 'stop', [0, 500], ['enter 0', 'dump_truck 0'], entry=[555, 100])
g.t(1, 1, 0, 'bust', [0, 500])
g.t(0, 1, 5, 'stop', [5, 500])
case('r54_entry_survives_dump', record(options={"dump_truck": "on", "hot_dice": "continue"}, start_totals=[0, 500], start_entry=[None, 100], turns=[
    (0, ["throw 5 5 5 5 5", "keep 5 5 5 5 5", "throw 5 5 5 2 3", "keep 5 5 5", "throw 5 2", "keep 5", "stop"]),
    (1, ["throw 2 2 3 4 6"]), (0, ["throw 5 2 3 4 6", "keep 5", "stop"])]), g.out(), """
ruling 10: entered at 555 then dumped to 0; later stop of 5 is legal, no second enter.""")

case('e62_face_two_digits', record(turns=[(0, ["throw 01 2 3 4 5"])]), st(0, 0, "throw 01 2 3 4 5"), "")
case('e63_keep_comma', record(turns=[(0, ["throw 1 1 2 3 4", "keep 1,1"])]), st(0, 1, "keep 1,1"), "")
case('e64_keep_face7', record(turns=[(0, ["throw 1 1 2 3 4", "keep 7"])]), st(0, 1, "keep 7"), "")
case('e65_tab', record(turns=[(0, ["throw\t1 1 2 3 4"])]), st(0, 0, "throw\t1 1 2 3 4"), "")
