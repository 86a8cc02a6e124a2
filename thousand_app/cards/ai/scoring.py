"""What a deal's outcome does to the totals, worked out by the engine's own ``settle``.

A search judges thousands of *imagined* outcomes, known only as numbers (each
seat's deal points and whether it took a trick).  :func:`deal_totals` wraps
them in an :class:`ImaginedDeal`, which has what ``engine.scoring.settle`` reads
of a finished deal (its ``DealOutcome`` protocol), and settles it against the
match as the seat sees it: so the deal scores, the 4-player sitter, bolts, the
barrel, the dump truck and the golden reset are the engine's, not a copy.  A
differential test (``tests/cards/ai/test_scoring.py``) plays thousands of random deals
and checks that the numbers the AI passes give every total and the winner the
engine gave.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from thousand_app.cards.engine import Layout, MatchState, Observation, Rules
from thousand_app.cards.engine.scoring import settle


@dataclass(frozen=True)
class MatchView:
    """The match before the deal, as a seat sees it (every field is on the observation),
    and the deal's kind."""

    rules: Rules
    n_players: int
    active: tuple[int, ...]
    totals: tuple[int, ...]
    bolts: tuple[int, ...]
    barrel: tuple[Optional[int], ...]
    falls: tuple[int, ...]
    concessions: tuple[int, ...]
    golden: bool = False
    dark: bool = False
    barrel_deal: bool = False
    #: Golden deals played before this one and whether one was made: None when unknown (an
    #: observation does not say), and then the golden reset is not foreseen.
    golden_played: Optional[int] = None
    golden_made: bool = False

    @staticmethod
    def of(obs: Observation, dark: Optional[bool] = None) -> "MatchView":
        """The view of ``obs`` (``dark``: whether the deal is judged as a dark game; default
        the observation's)."""
        return MatchView(obs.rules, obs.n_players, obs.active, obs.totals, obs.bolts,
                         obs.barrel, obs.falls, obs.concessions, obs.golden,
                         obs.dark if dark is None else dark, obs.barrel_deal)


@dataclass(frozen=True)
class DealResult:
    """How a deal ended, in numbers: the declarer, the contract, whether he made it (his
    points reached it; a search may decide that apart from the points it imagines), each
    seat's deal points (cards won and marriages), whether each took a trick (None: not
    known, then no bolt is counted under ``bolt_on = no_tricks``), a concession, and the
    4-player sitter's talon (a card mask)."""

    declarer: int
    contract: int
    made: bool
    points: tuple[int, ...]
    took_trick: Optional[tuple[bool, ...]] = None
    conceded: bool = False
    sitter_talon: int = 0


@dataclass(frozen=True)
class ImaginedDeal:
    """A finished deal as ``engine.scoring.settle`` reads it (its ``DealOutcome``), made of
    an imagined result.  ``layout`` holds only the talon, for the 4-player sitter."""

    n: int
    dealer: int
    declarer: int
    contract: int
    active: tuple[int, ...]
    sitter: int
    golden: bool
    dark: bool
    barrel_deal: bool
    conceded: bool
    tricks: tuple[int, ...]
    marriages: tuple[tuple[str, ...], ...]
    layout: Layout
    deal_points: tuple[int, ...]
    was_made: bool
    redeal: bool = False

    def points(self, seat: int) -> int:
        return self.deal_points[seat]

    def made(self) -> bool:
        return self.was_made


def imagined_deal(view: MatchView, result: DealResult) -> ImaginedDeal:
    """The deal ``settle`` reads for ``result`` (unknown tricks: everybody took one)."""
    n = view.n_players
    sitter = next((s for s in range(n) if s not in view.active), -1)
    took = result.took_trick if result.took_trick is not None else (True,) * n
    return ImaginedDeal(
        n=n, dealer=max(sitter, 0), declarer=result.declarer, contract=result.contract,
        active=view.active, sitter=sitter, golden=view.golden, dark=view.dark,
        barrel_deal=view.barrel_deal, conceded=result.conceded,
        tricks=tuple(int(t) for t in took), marriages=((),) * n,
        layout=Layout((0,) * n, (result.sitter_talon,)), deal_points=result.points,
        was_made=result.made and not result.conceded)


def deal_totals(view: MatchView, result: DealResult) -> tuple[tuple[int, ...], Optional[int]]:
    """The totals after the deal and the seat that won the game with it (or None), by the
    engine's ``settle``."""
    known = view.golden_played is not None
    match = MatchState(view.totals, view.bolts, view.barrel, view.falls, view.concessions,
                       view.golden_played or 0, view.golden_made if known else True)
    after, _ = settle(view.rules, match, imagined_deal(view, result))
    return after.totals, after.winner


__all__ = ["MatchView", "DealResult", "ImaginedDeal", "imagined_deal", "deal_totals"]
