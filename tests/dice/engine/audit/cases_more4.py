"""Audit cases (see README.md): records with the output worked out by hand from dice-rules.md."""

from .lib import G, case, record, step

st = step
g = G(2, totals=[950, 0], entry=[75, None])
g.t(0, 1, 100, 'overshoot', [920, 0], ['overshoot_penalty 0'], overshoots=[1, 0])
case('r55_custom_overshoot_penalty', record(options={"barrel_at": 0, "finish": "exact", "overshoot_penalty_every": 1, "overshoot_penalty": 30},
    start_totals=[950, 0], turns=[(0, ["throw 1 1 1 2 3", "keep 1 1 1"])]), g.out(), "c=1 multiple of 1 -> -30 -> 920.")
g = G(2, totals=[850, 0], entry=[100, None], barrel=[0, None])
g.t(0, 1, 0, 'bust', [-50, 0], ['fall 0'], barrel=[None, None], falls=[1, 0])
case('r56_negative_penalty_fall', record(options={"negative_totals": "on", "barrel_fall": "penalty", "barrel_penalty": 900, "barrel_attempts": 1},
    start_totals=[850, 0], start_entry=[100, None], turns=[(0, ["throw 2 2 3 4 6"])]), g.out(), "850-900 = -50 kept (negatives on).")
g = G(2, totals=[850, 0], entry=[100, None], barrel=[0, None])
g.t(0, 1, 0, 'bust', [700, 0], ['fall 0'], barrel=[None, None], falls=[1, 0])
case('r57_custom_barrel_penalty', record(options={"barrel_fall": "penalty", "barrel_penalty": 150, "barrel_attempts": 1},
    start_totals=[850, 0], start_entry=[100, None], turns=[(0, ["throw 2 2 3 4 6"])]), g.out(), "850-150 = 700.")
case('e66_start_bolts_ge_limit_opening', record(options={"bolts": "opening", "bolt_limit": 2}, start_bolts=[2, 0]), 'record:', "")
case('e67_start_bolts_ge_limit_bolts_off', record(options={"bolts": "off"}, start_bolts=[5, 0]), G(2).out(),
     "14.1 'start_bolts (below bolt_limit)'; with bolts = off bolt_limit cannot take effect and sec 11 says 'A check "
     "that relates an option to others applies only when that option can take effect': accepted (the project's "
     "reading; refused with bolts on, e66)")
