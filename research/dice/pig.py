"""Optimal play of Pig, the solver's check on a published result.

Pig (one die, first to ``goal``): on a turn the player rolls as often as he
likes; a 1 loses the turn total and ends the turn, any other face adds to it;
holding banks it.  Neller and Presser ("Optimal Play of the Dice Game Pig",
The UMAP Journal 25(1), 2004) solved the game to 100 by value iteration over
the probability of winning and report that the first player wins 53.06 % of
games when both play optimally.

This module solves the same game with the method the dice solver uses
(:mod:`thousand_app.dice.ai.solver`): the value of a turn start
``W(i, j)`` (the mover has ``i``, the opponent ``j``) depends on later turn
starts through the turn's dynamic programme, which is acyclic in the turn
total.  A hold raises ``i + j``; only a bust leads back, from ``(i, j)`` to
``(j, i)``.  So the turn starts are solved by descending ``i + j``, and each
pair ``{(i, j), (j, i)}`` is a strongly connected part of two states, solved
exactly by policy iteration: for a fixed policy each value is linear in the
other (the bust's value), a 2x2 linear system.

Pure Python, no numpy.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["PigSolution", "solve_pig", "pig_residual"]


@dataclass(frozen=True)
class PigSolution:
    """``win[i][j]``: the mover's probability of winning at a turn start."""

    goal: int
    sides: int
    win: list[list[float]]

    @property
    def first_player(self) -> float:
        return self.win[0][0]

    def roll(self, i: int, j: int, k: int) -> bool:
        """Whether the optimal player rolls at (i, j, turn total k)."""
        rolls, _ = _turn(self.goal, self.sides, self.win, i, j, 1.0 - self.win[j][i], k)
        return rolls


def _turn(
    goal: int, sides: int, win: list[list[float]], i: int, j: int, bust: float, k0: int = 0
) -> tuple[bool, tuple[float, float]]:
    """The turn from (i, j) as a linear function of ``bust`` (its value).

    Returns whether the player rolls at turn total ``k0`` and ``(c, m)``
    with value ``c + m * x`` at bust value ``x`` (the policy chosen at the
    given ``bust``)."""
    top = goal - i  # k >= top: holding wins
    # values for k in [k0, top + sides): linear forms (c, m)
    size = top + sides
    c = [1.0] * size
    m = [0.0] * size
    p = 1.0 / sides
    rolls_at_k0 = False
    for k in range(top - 1, k0 - 1, -1):
        # roll: 1 busts, 2..sides add
        rc = 0.0
        rm = p
        for r in range(2, sides + 1):
            rc += c[k + r]
            rm += m[k + r]
        rc *= p
        rm = p + (rm - p) * p
        roll_val = rc + rm * bust
        if k == 0:
            c[k], m[k] = rc, rm
            roll = True
        else:
            hold = 1.0 - win[j][i + k]
            roll = roll_val > hold
            if roll:
                c[k], m[k] = rc, rm
            else:
                c[k], m[k] = hold, 0.0
        if k == k0:
            rolls_at_k0 = roll
    return rolls_at_k0, (c[k0], m[k0])


def solve_pig(goal: int = 100, sides: int = 6, tol: float = 1e-13) -> PigSolution:
    """Solve Pig to ``goal`` exactly (to rounding)."""
    win = [[0.0] * goal for _ in range(goal)]
    for total in range(2 * goal - 2, -1, -1):
        for i in range(max(0, total - goal + 1), min(goal - 1, total) + 1):
            j = total - i
            if j < i:
                continue
            a = b = 0.5
            for _ in range(100):
                _, (a0, a1) = _turn(goal, sides, win, i, j, 1.0 - b)
                if i == j:
                    # a = a0 + a1 (1 - a)
                    new_a = (a0 + a1) / (1.0 + a1)
                    new_b = new_a
                else:
                    _, (b0, b1) = _turn(goal, sides, win, j, i, 1.0 - a)
                    # a = a0 + a1 (1 - b), b = b0 + b1 (1 - a)
                    new_a = (a0 + a1 - a1 * (b0 + b1)) / (1.0 - a1 * b1)
                    new_b = b0 + b1 * (1.0 - new_a)
                done = abs(new_a - a) <= tol and abs(new_b - b) <= tol
                a, b = new_a, new_b
                if done:
                    break
            win[i][j] = a
            win[j][i] = b
    return PigSolution(goal, sides, win)


def pig_residual(sol: PigSolution) -> float:
    """The Bellman residual max |T(W) - W| over all turn starts."""
    worst = 0.0
    for i in range(sol.goal):
        for j in range(sol.goal):
            _, (c, m) = _turn(sol.goal, sol.sides, sol.win, i, j, 1.0 - sol.win[j][i])
            worst = max(worst, abs(c + m * (1.0 - sol.win[j][i]) - sol.win[i][j]))
    return worst
