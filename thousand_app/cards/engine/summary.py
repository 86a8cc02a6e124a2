"""What a settled deal leaves on the score sheet: the replay output's entry, plus notes."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional


@dataclass(frozen=True, slots=True)
class ScoreNote:
    """One adjustment on the score sheet, beyond the plain deal score.

    ``kind``: ``bolt`` (a bolt mark), ``bolt_penalty``, ``barrel_on`` (arrived on
    the barrel), ``barrel_fall`` (``reason``: attempts, failed, collision, bolt...),
    ``barrel_off`` (left it without a fall), ``three_falls``, ``dump_truck``,
    ``concede_payout``, ``concede_penalty``, ``sitter``, ``golden_reset``, ``win``.
    """

    kind: str
    seat: int
    amount: int = 0
    reason: str = ""


@dataclass(frozen=True, slots=True)
class DealSummary:
    """One deal of the replay output (record-format.md), and what the score sheet needs besides."""

    dealer: int
    declarer: Optional[int]
    contract: Optional[int]
    conceded: bool
    made: Optional[bool]
    dark: bool
    golden: bool
    redeal: bool
    points: tuple[int, ...]
    marriages: tuple[tuple[str, ...], ...]
    deltas: Optional[tuple[int, ...]]
    totals: tuple[int, ...]
    bolts: tuple[int, ...]
    barrel: tuple[Optional[int], ...]
    #: Extra facts for people (not part of the replay output).
    tricks: tuple[int, ...] = ()
    barrel_deal: bool = False
    notes: tuple[ScoreNote, ...] = field(default=())

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "dealer": self.dealer,
            "declarer": self.declarer,
            "contract": self.contract,
            "conceded": self.conceded,
            "made": self.made,
            "dark": self.dark,
            "golden": self.golden,
            "redeal": self.redeal,
            "points": list(self.points),
            "marriages": [list(m) for m in self.marriages],
        }
        if self.deltas is not None:
            out["deltas"] = list(self.deltas)
        out["totals"] = list(self.totals)
        out["bolts"] = list(self.bolts)
        out["barrel"] = list(self.barrel)
        return out
