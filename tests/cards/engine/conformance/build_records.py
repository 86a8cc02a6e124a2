"""Write the conformance records from the hand-written specs in ``spec_*.py``.

Run ``python -m tests.cards.engine.conformance.build_records`` from the repository root.

This is a card-accounting helper, not a rules engine: it expands the compact
trick notation of the specs into record moves, derives each seat's dealt hand
from the cards it plays, gives and receives (so every card is used exactly
once), checks hand sizes, and writes the expected outputs exactly as they are
written by hand in the specs.  The only checks it makes on the expected
outputs are arithmetic self-checks of the hand computation (each deal's
totals are the previous totals plus the deltas; the card points of a fully
played 3-player deal add up to 120).  It never decides a trick, a score or a
penalty.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
RANKS = ["9", "J", "Q", "K", "10", "A"]
SUITS = "SCDH"
DECK = [r + s for s in SUITS for r in RANKS]
POINTS = {"9": 0, "J": 2, "Q": 3, "K": 4, "10": 10, "A": 11}
MARRIAGE = {"S": 40, "C": 60, "D": 80, "H": 100, "A": 200}


def pts(card: str) -> int:
    return POINTS[card[:-1]]


def _cards(text: str | list[str] | None) -> list[str]:
    if text is None:
        return []
    if isinstance(text, list):
        return list(text)
    return text.split()


def _alt(card: str, i: int) -> str:
    """The same card in another accepted notation (§1): lower case, T for 10, suit symbols."""
    rank, suit = card[:-1], card[-1]
    symbol = {"S": "\u2660", "C": "\u2663", "D": "\u2666", "H": "\u2665"}[suit]
    if rank == "10" and i % 2 == 0:
        rank = "T"
    return [rank.lower() + suit.lower(), rank + symbol, rank.lower() + symbol, rank + suit][i % 4]


class SpecError(Exception):
    pass


class Rec:
    """One record being written: header, deals (cards + moves) and the hand-computed output."""

    def __init__(self, name: str, covers: str, *, players: int = 3, preset: str = "classic",
                 options: dict[str, Any] | None = None, first_dealer: int | None = 0,
                 start_totals: list[int] | None = None, start_bolts: list[int] | None = None,
                 folder: str = "records", invalid: str | None = None, raw: Any = None,
                 mode: str | None = None) -> None:
        self.name = name
        self.covers = covers
        self.n = players
        self.players = players
        self.preset = preset
        self.options = dict(options or {})
        self.first_dealer = first_dealer
        self.start_totals = start_totals
        self.start_bolts = start_bolts
        self.folder = folder
        self.invalid = invalid          # expected stderr prefix(es) for an invalid record
        self.raw = raw                  # a raw document (or text) for schema errors
        opts = {**({"pocket": {}}.get(preset, {})), **self.options}
        self.mode = mode or (opts.get("two_player_mode", "two_talons") if players == 2 else None)
        self.deals: list[dict[str, Any]] = []
        self.expected: list[dict[str, Any]] = []
        self.calcs: list[str] = []
        self.winner: int | None = None
        self.in_progress = False
        self.final_totals: list[int] | None = None
        self.notation = False

    # -- seats --------------------------------------------------------------------
    def next_seat(self, seat: int, dealer: int) -> int:
        s = (seat + 1) % self.n
        if self.n == 4 and s == dealer:
            s = (s + 1) % self.n
        return s

    # -- deals --------------------------------------------------------------------
    def deal(self, dealer: int, moves: str, *, talon: Any = None, hands: list[Any] | None = None,
             extra: dict[int, str] | None = None, decl: int | None = None,
             exp: dict[str, Any] | None = None, calc: str = "", raw_deal: dict[str, Any] | None = None,
             bad: tuple[str, str] | None = None, cut: int | None = None) -> None:
        if raw_deal is not None:
            self.deals.append(raw_deal)
            if exp is not None:
                self.expected.append(exp)
            self.calcs.append(calc)
            return
        mv = self._expand(moves, dealer)
        played: dict[int, list[str]] = {s: [] for s in range(self.n)}
        gave: dict[int, list[str]] = {s: [] for s in range(self.n)}
        recv: dict[int, list[str]] = {s: [] for s in range(self.n)}
        took: list[int] = []
        dead_given: list[str] = []
        for m in mv:
            parts = m.split()
            s, verb, args = int(parts[0]), parts[1], parts[2:]
            if verb in ("play", "declare"):
                played[s].append(args[0])
            elif verb == "give":
                gave[s].append(args[0])
                if args[1] == "dead":
                    dead_given.append(args[0])
                else:
                    recv[int(args[1])].append(args[0])
            elif verb == "discard":
                gave[s].append(args[0])
            elif verb == "take":
                took.append(int(args[0]))
            if decl is None and verb in ("give", "raise", "concede", "take", "discard"):
                decl = s
        two_talons = self.n == 2 and self.mode == "two_talons"
        dead_hand = self.n == 2 and self.mode == "dead_hand"
        if two_talons:
            talons = [_cards(t) for t in talon]
            talon_cards = talons[0] + talons[1]
        else:
            talons = None
            talon_cards = _cards(talon)
        size = {2: 10 if two_talons else 7, 3: 7, 4: 7}[self.n]
        derived: list[list[str] | None] = []
        for s in range(self.n):
            if self.n == 4 and s == dealer:
                derived.append([])
                continue
            if hands is not None and hands[s] is not None:
                derived.append(_cards(hands[s]))
                continue
            h = played[s] + gave[s] + _cards((extra or {}).get(s))
            for c in recv[s]:
                h.remove(c)
            if s == decl:
                taken: list[str] = []
                if two_talons:
                    for i in took:
                        taken += talons[i]
                else:
                    taken = list(talon_cards)
                for c in taken:
                    if c not in h:
                        raise SpecError(f"{self.name}: declarer {s} never uses talon card {c}")
                    h.remove(c)
            derived.append(h)
        used = [c for h in derived if h for c in h] + talon_cards
        missing = [c for c in DECK if c not in used]
        holes = [s for s, h in enumerate(derived) if h is not None and len(h) < size
                 and not (self.n == 4 and s == dealer)]
        entry: dict[str, Any] = {}
        dead: list[str] = []
        if dead_hand:
            dead = missing
            missing = []
        elif missing and len(holes) == 1:
            derived[holes[0]] = derived[holes[0]] + missing  # type: ignore[operator]
            missing = []
        all_cards = [c for h in derived if h for c in h] + talon_cards + dead
        dup = sorted({c for c in all_cards if all_cards.count(c) > 1})
        if dup or missing or len(all_cards) != 24 or any(c not in DECK for c in all_cards):
            raise SpecError(f"{self.name} deal {len(self.deals)}: cards wrong: dup {dup} missing {missing} "
                            f"hands {derived} talon {talon_cards}")
        for s, h in enumerate(derived):
            want = 0 if (self.n == 4 and s == dealer) else size
            if h is None or len(h) != want:
                raise SpecError(f"{self.name} deal {len(self.deals)}: seat {s} has {h}")
        order = {c: i for i, c in enumerate(DECK)}
        entry["hands"] = [sorted(h, key=order.__getitem__) for h in derived]  # type: ignore[arg-type]
        entry["talon"] = talons if two_talons else talon_cards
        if dead_hand:
            entry["dead"] = sorted(dead, key=order.__getitem__)
        if bad is not None:
            old, new = bad
            i = mv.index(old)
            mv = mv[:i] + [new]
            self.invalid = f'deal {len(self.deals)}, move {i} ("{new}"): '
        if cut is not None:
            mv = mv[:cut]
        entry["moves"] = mv
        self.deals.append(entry)
        if exp is not None:
            self.expected.append(exp)
        self.calcs.append(calc)

    def _expand(self, moves: str, dealer: int) -> list[str]:
        out: list[str] = []
        for raw in moves.replace("\n", ";").split(";"):
            item = raw.strip()
            if not item:
                continue
            if item.startswith("T"):
                parts = item[1:].split()
                seat = int(parts[0])
                for c in parts[1:]:
                    if c.startswith("*"):
                        out.append(f"{seat} declare {c[1:]}")
                    else:
                        out.append(f"{seat} play {c}")
                    seat = self.next_seat(seat, dealer)
            else:
                out.append(item)
        return out

    def end(self, *, winner: int | None = None, in_progress: bool = False,
            totals: list[int] | None = None) -> "Rec":
        self.winner = winner
        self.in_progress = in_progress
        self.final_totals = totals
        return self

    # -- output -------------------------------------------------------------------
    def document(self) -> Any:
        if self.raw is not None:
            return self.raw
        doc: dict[str, Any] = {
            "format": "thousand-record",
            "version": 1,
            "rules": {"preset": self.preset, "options": self.options},
            "players": ["Anna", "Boris", "Vera", "Gleb"][: self.n],
        }
        if self.first_dealer is not None:
            doc["first_dealer"] = self.first_dealer
        if self.start_totals is not None:
            doc["start_totals"] = self.start_totals
        if self.start_bolts is not None:
            doc["start_bolts"] = self.start_bolts
        doc["deals"] = self.deals
        if getattr(self, "notation", False):
            doc = json.loads(json.dumps(doc))
            for d in doc["deals"]:
                d["hands"] = [[_alt(c, i) for i, c in enumerate(h)] for h in d["hands"]]
                d["talon"] = [_alt(c, i + 1) for i, c in enumerate(d["talon"])]
                d["moves"] = [" ".join(_alt(w, i) if w[:-1] in POINTS else w for w in m.split())
                              for i, m in enumerate(d["moves"])]
        return doc

    def expected_output(self) -> dict[str, Any]:
        prev = list(self.start_totals or [0] * self.n)
        for k, d in enumerate(self.expected):
            if "deltas" in d:
                want = [p + x for p, x in zip(prev, d["deltas"])]
                if want != d["totals"]:
                    raise SpecError(f"{self.name} deal {k}: totals {d['totals']} != {prev} + {d['deltas']}")
            if "totals" in d:
                prev = d["totals"]
            if (self.n in (3, 4) and "points" in d and "marriages" in d and d.get("made") is not None
                    and not d.get("conceded") and not (k == len(self.expected) - 1 and self.in_progress)):
                mar = sum(MARRIAGE[m] for ms in d["marriages"] for m in ms)
                if sum(d["points"]) - mar != 120 and not d.get("_no_sum_check"):
                    raise SpecError(f"{self.name} deal {k}: card points {sum(d['points']) - mar} != 120")
        deals = [{k: v for k, v in d.items() if not k.startswith("_")} for d in self.expected]
        totals = self.final_totals if self.final_totals is not None else prev
        return {"deals": deals, "totals": totals, "winner": self.winner, "in_progress": self.in_progress}

    def write(self, root: Path = HERE) -> None:
        folder = root / self.folder if self.folder else root
        folder.mkdir(parents=True, exist_ok=True)
        if self.invalid is not None:
            doc = self.document()
            text = doc if isinstance(doc, str) else json.dumps(doc, indent=1, ensure_ascii=False) + "\n"
            (folder / f"{self.name}.invalid.json").write_text(text, encoding="utf-8")
            (folder / f"{self.name}.error.txt").write_text(self.invalid.rstrip() + "\n")
            return
        (folder / f"{self.name}.json").write_text(json.dumps(self.document(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        (folder / f"{self.name}.expected.json").write_text(
            json.dumps(self.expected_output(), indent=1) + "\n")


def X(dealer: int, declarer: int | None, contract: int | None, made: bool | None,
      points: list[int], marriages: list[str], deltas: list[int], totals: list[int],
      bolts: list[int], barrel: list[int | None], *, conceded: bool = False, dark: bool = False,
      golden: bool = False, redeal: bool = False, **extra: Any) -> dict[str, Any]:
    """One deal of the expected output, written by hand."""
    out = {"dealer": dealer, "declarer": declarer, "contract": contract, "conceded": conceded,
           "made": made, "dark": dark, "golden": golden, "redeal": redeal, "points": points,
           "marriages": [list(m) if m != "A" else ["A"] for m in marriages],
           "deltas": deltas, "totals": totals, "bolts": bolts, "barrel": barrel}
    out.update(extra)
    return out


def XR(dealer: int, totals: list[int], bolts: list[int], barrel: list[int | None], *,
       golden: bool = False) -> dict[str, Any]:
    """A redealt deal of the expected output."""
    n = len(totals)
    return X(dealer, None, None, None, [0] * n, [""] * n, [0] * n, totals, bolts, barrel,
             golden=golden, redeal=True)


def CON(dealer: int, declarer: int, contract: int, deltas: list[int], totals: list[int],
        bolts: list[int], barrel: list[int | None], points: list[int] | None = None, **kw: Any) -> dict[str, Any]:
    """A conceded deal (no trick played: no points, no marriages)."""
    n = len(totals)
    return X(dealer, declarer, contract, False, points or [0] * n, [""] * n, deltas, totals, bolts,
             barrel, conceded=True, **kw)


def all_records() -> list[Rec]:
    from . import (spec_2p, spec_4p, spec_barrel, spec_basic, spec_bolts, spec_concede,
                   spec_dark, spec_golden, spec_disputed, spec_invalid, spec_more, spec_pocket,
                   spec_redeal)
    recs: list[Rec] = []
    for mod in (spec_basic, spec_concede, spec_bolts, spec_barrel, spec_pocket, spec_golden,
                spec_dark, spec_redeal, spec_4p, spec_2p, spec_more, spec_invalid,
                spec_disputed):
        recs += mod.records()
    return recs


README_HEAD = """# Conformance suite for the rules engine

Hand-made game records (record-format.md format) with the replay output **computed by hand from
rules.md**, written as an outsider would check the engine.  `test_conformance.py` replays every
record in `records/` and compares the output with `<name>.expected.json` deal by deal and field
by field; it runs every record in `invalid/` through `python -m thousand_app.cards.engine.cli` and
checks exit status 2 and the one-line message on stderr.

* `records/` - legal records and their expected outputs (run).
* `invalid/` - `<name>.invalid.json` with `<name>.error.txt`: for an illegal move the exact prefix
  `deal K, move I ("text"):` (a reason must follow); for a schema error the accepted beginnings of
  the line separated by ` | ` (`invalid record` or the deal named).
* `pending/` - records where the engine disagrees with rules.md (believed engine bugs); not run.
  The lead moves them back to `records/` or `invalid/` once the engine is fixed.
* `disputed/` - records that depend on a reading rules.md does not settle; not run (see below).
* For an unfinished last deal (`"in_progress": true`) record-format.md defines only that the deal has no
  `deltas`; the test checks that, and only the fields written in the expected deal.

The records are written from compact specs (`spec_*.py`, trick plans in `templates.py`) by
`python -m tests.cards.engine.conformance.build_records` (run from the repository root).  The script is
card accounting only: it expands the trick notation into moves, derives the dealt hands from the
cards each seat plays, gives and receives, checks that all 24 cards appear once and the hand
sizes, and copies the hand-written expected values; its only checks on them are arithmetic
self-checks (totals = previous totals + deltas; card points of a played 3-player deal add up to
120).  It never decides a trick, a score or a penalty.  Seats: D = declarer, E = the seat after
him, F = the seat after E; card points 9=0 J=2 Q=3 K=4 10=10 A=11.

## Trick plans used by many records

* **L1 "sweep"**: D holds all hearts, AS, AD; wins all 8 tricks, declares hearts at trick 2:
  AS 9S KS (15) | *KH JS 10S (16) | QH QS KC (10) | AH 9C 10C (21) | 10H JC AC (23) |
  JH QC QD (8) | 9H 9D KD (4) | AD JD 10D (23) = 120.  **D = 220, E = F = 0** (both bolt).
  Talon `QH 9D QD` (no marriage dealt to D: bids up to 120) or `9D QD 9H` (KH+QH dealt).
* **L1m**: as L1 but E holds KS+QS (may bid 160): AS 9S 10S (21) | *KH JS 9C (6) | QH QS KC (10) |
  AH KS 10C (25) | 10H JC AC (23) | JH QC QD (8) | 9H 9D KD (4) | AD JD 10D (23).  D = 220.
* **B1 "185/17/18"**: AS 9S JS (D 13) | *KH 9H JH (D 6) | JC AC KC (E 17) | E: QS KS 10S (D 17) |
  QD KD AD (F 18) | F: 10D 10H JD (D 22) | AH 9C 9D (D 11) | QH QC 10C (D 16).
  **D = 85 + 100 = 185, E = 17, F = 18**; talon `9C 10S QD`, D is dealt KH+QH.
* **L2 "declarer takes nothing"**: D holds the nines and jacks, E the aces and tens, F the kings
  and queens; E wins all 8 tricks, 15 points each.  **D = 0, E = 120, F = 0** (D and F bolt).
* **B2 "115/0/5"**: D wins seven tricks with aces and tens (13+17+13+17+13+17, then 25 on F's
  10C), F wins 9C JC QC (5).  **D = 115, E = 0 (bolt), F = 5.**

"""


def write_readme(recs: list[Rec]) -> None:
    lines = [README_HEAD]
    groups = [("Legal records (`records/`)", "records"), ("Invalid records (`invalid/`)", "invalid"),
              ("Pending: the engine disagrees with rules.md (`pending/`, not run)", "pending"),
              ("Disputed: rules.md does not settle it (`disputed/`, not run)", "disputed")]
    for title, folder in groups:
        group = [r for r in recs if r.folder == folder]
        lines.append(f"## {title}\n")
        if not group:
            lines.append("None.\n")
            continue
        if all(r.invalid is not None for r in group):
            lines.append("| record | what is illegal or invalid | stderr must start with |")
            lines.append("|---|---|---|")
            for r in group:
                lines.append(f"| `{r.name}` | {r.covers.strip()} | `{r.invalid.strip()}` |")
            lines.append("")
            continue
        for r in group:
            lines.append(f"### `{r.name}`\n")
            lines.append(r.covers.strip() + "\n")
            if r.invalid is not None:
                lines.append(f"Expected stderr: `{r.invalid.strip()}`" +
                             (" followed by a reason." if ", move " in r.invalid else " ...") + "\n")
                continue
            extra = []
            if r.preset != "classic":
                extra.append(f"preset {r.preset}")
            if r.players != 3:
                extra.append(f"{r.players} players")
            if r.options:
                extra.append("options " + ", ".join(f"{k}={v}" for k, v in r.options.items()))
            if r.start_totals:
                extra.append(f"start totals {r.start_totals}")
            if r.start_bolts:
                extra.append(f"start bolts {r.start_bolts}")
            if extra:
                lines.append("Setup: " + "; ".join(extra) + ".\n")
            for k, (calc, exp) in enumerate(zip(r.calcs, r.expected)):
                got = (f" => deltas {exp['deltas']}, totals {exp['totals']}, bolts {exp['bolts']}"
                       if "deltas" in exp else " (in progress: no deltas)")
                lines.append(f"* deal {k} (dealer {exp['dealer']}): {calc}{got}")
            if r.winner is not None:
                lines.append(f"* winner: seat {r.winner}")
            lines.append("")
    (HERE / "README.md").write_text("\n".join(lines).rstrip() + "\n", encoding="utf-8")


def main() -> None:
    import shutil
    import sys
    only = set(sys.argv[1:])
    recs = all_records()
    if not only:
        for folder in ("records", "invalid", "pending", "disputed"):
            shutil.rmtree(HERE / folder, ignore_errors=True)
    for rec in recs:
        if only and rec.name not in only:
            continue
        rec.write()
    write_readme(recs)
    print(f"written {len(recs)} records")


if __name__ == "__main__":
    main()
