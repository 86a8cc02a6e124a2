"""The dice coach: before a decision is made, says whether it costs chances of winning
(issue 37).

:func:`advise` is a pure function of the mover's observation and the decision about to
be made (a keep, the stop, or throwing again).  Every value comes from the exact win
tables the ``hard`` player plays by (:mod:`.tables`), read through ``hard``'s own turn
programme (:meth:`.players.HardPlayer.chance`: a dynamic programme over the current turn
whose ends are valued by the table): the cost it states is the drop in the probability of
winning the game between the best decision and the one made, the table's figure itself.
With two players that is the solved game's exact chance; with more it is ``hard``'s
estimate (the product of the two-player chances against each opponent).

The coach warns when the cost is at least ``warn_at`` points of percentage
(:data:`WARN_AT`, 3), a threshold that may be raised but never set below
:data:`MIN_WARN_AT` (0.5): a smaller drop is within what no player can feel.  Without a
solved table for the rules (custom options) it has no opinion (``judged`` False).

``python -m thousand_app.dice.ai.coach_bench --json`` measures it (docs/ai.md, "The coach").
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from pathlib import Path
from typing import Optional, Sequence

from thousand_app.dice.engine.actions import STOP, Keep, Roll, Stop
from thousand_app.dice.engine.game import DiceObservation
from thousand_app.dice.engine.scoring import keep_value
from thousand_app.games.coach import Advice, Why

from .model import TurnRules
from .players import THROW_AGAIN, Decision, HardPlayer

__all__ = ["WARN_AT", "MIN_WARN_AT", "REASON_CODES", "advise", "choices", "chances"]

#: Warn from this drop in the chance of winning (points of percentage).
WARN_AT = 3.0
#: The least ``warn_at`` may be.
MIN_WARN_AT = 0.5

#: The advice's reason codes and their parameters (chances in points of percentage, one decimal):
#: ``chance``: {taken, best} the chance of winning after the decision and after the best;
#: ``stops_early``: {bust_chance} stopping where throwing again is better (the chance that
#: the next throw loses the turn); ``throws_on``: {bust_chance, turn_total} throwing again
#: where stopping is better; ``keeps_too_many``: {dice_left, best_dice_left} a keep that
#: leaves fewer dice to throw than the better keep; ``keeps_too_few``: {points, best_points}
#: a keep that adds fewer points than the better keep; ``misses_win``: the better keep wins
#: the game at once; ``overshoots`` / ``dumps``: the keep ends the turn by an overshoot or
#: on the dump (docs/dice-rules.md).
REASON_CODES = ("chance", "stops_early", "throws_on", "keeps_too_many", "keeps_too_few",
                "misses_win", "overshoots", "dumps")


@lru_cache(maxsize=8)
def _hard(data_dir: Optional[Path]) -> HardPlayer:
    """One ``hard`` player per tables folder (it holds the loaded tables; its turn
    programmes live in the process-wide cache)."""
    return HardPlayer(0, data_dir)


def choices(obs: DiceObservation) -> list[Decision]:
    """The decisions the mover may make now: every legal keep, or the stop (where legal)
    and throwing again.  Empty when no decision is due (a throw is owed, the game is over)."""
    if obs.pending == "keep":
        return [a for a in obs.legal_actions if isinstance(a, Keep)]
    if obs.pending == "choice":
        out: list[Decision] = [a for a in obs.legal_actions if isinstance(a, Stop)]
        return out + [THROW_AGAIN]
    return []


def chances(obs: DiceObservation, data_dir: Optional[Path] = None
            ) -> Optional[list[tuple[Decision, float]]]:
    """Each decision of :func:`choices` with the mover's probability of winning after it,
    from the table (None without a table for the rules)."""
    hard = _hard(data_dir)
    out = []
    for d in choices(obs):
        c = hard.chance(obs, d)
        if c is None:
            return None
        out.append((d, c))
    return out


def _pct(p: float | Fraction) -> float:
    return round(100.0 * float(p), 1)


def _reasons(obs: DiceObservation, taken: Decision, best: Decision, c_taken: float,
             c_best: float) -> tuple[Why, ...]:
    """What the table's values show about the decision, as codes."""
    out = [Why("chance", {"taken": _pct(c_taken), "best": _pct(c_best)})]
    bust = _pct(obs.bust_chance) if obs.bust_chance is not None else None
    if isinstance(taken, Stop) and isinstance(best, Roll):
        out.append(Why("stops_early", {"bust_chance": bust}))
    elif isinstance(taken, Roll) and isinstance(best, Stop):
        out.append(Why("throws_on", {"bust_chance": bust, "turn_total": obs.s}))
    elif isinstance(taken, Keep) and isinstance(best, Keep):
        me = obs.to_act if obs.to_act is not None else obs.seat
        turn = TurnRules(obs.rules, obs.t0, obs.entry[me] is not None)
        v_taken = keep_value(taken.faces, obs.rules) or 0
        v_best = keep_value(best.faces, obs.rules) or 0
        end_taken = turn.after_keep(obs.s + v_taken)
        if turn.after_keep(obs.s + v_best) == "win":
            out.append(Why("misses_win", {}))
        if end_taken in ("overshoot", "dump"):
            out.append(Why("overshoots" if end_taken == "overshoot" else "dumps", {}))
        if len(taken.faces) > len(best.faces):
            out.append(Why("keeps_too_many", {"dice_left": obs.d - len(taken.faces),
                                                 "best_dice_left": obs.d - len(best.faces)}))
        elif v_taken < v_best:
            out.append(Why("keeps_too_few", {"points": v_taken, "best_points": v_best}))
    return tuple(out)


def advise(obs: DiceObservation, decision: Decision, *, warn_at: float = WARN_AT,
           data_dir: Optional[Path] = None) -> Advice:
    """The coach's verdict on ``decision`` (a keep, :data:`~.players.THROW_AGAIN` or the
    stop) by the mover in ``obs``.  ``cost`` is the drop in the chance of winning (0..1);
    ``warn`` when it is at least ``warn_at`` points of percentage (at least
    :data:`MIN_WARN_AT`).  Raises ValueError for a decision the mover may not make."""
    if warn_at < MIN_WARN_AT:
        raise ValueError(f"warn_at must be at least {MIN_WARN_AT} points of percentage")
    opts = choices(obs)
    if decision not in opts:
        raise ValueError(f"not a decision the mover may make now: {decision}")
    valued = chances(obs, data_dir)
    if valued is None or len(valued) < 2:
        return Advice(False, str(decision), str(decision), 0.0, "chance", (), decision,
                      judged=valued is not None)
    c_taken = next(c for d, c in valued if d == decision)
    best, c_best = _best(obs, valued)
    if c_best - c_taken <= 0.0:
        best, c_best = decision, c_taken
    cost = c_best - c_taken
    warn = cost * 100.0 >= warn_at
    reasons = _reasons(obs, decision, best, c_taken, c_best) if best != decision else ()
    return Advice(warn, str(decision), str(best), cost, "chance", reasons, best)


def _best(obs: DiceObservation, valued: Sequence[tuple[Decision, float]]
          ) -> tuple[Decision, float]:
    """The best decision (ties as ``hard`` breaks them: the higher keep value, fewer dice;
    the stop before throwing again)."""
    def key(item: tuple[Decision, float]) -> tuple[float, int, int]:
        d, c = item
        if isinstance(d, Keep):
            return (c, keep_value(d.faces, obs.rules) or 0, -len(d.faces))
        return (c, 1 if d == STOP else 0, 0)
    return max(valued, key=key)
