"""The intervals every measurement reports: a mean with its 95 % interval, a win rate with
its Wilson interval.

>>> p, lo, hi = wilson(60, 100)
>>> round(p, 2), round(lo, 3), round(hi, 3)
(0.6, 0.502, 0.691)
>>> mean_ci([1.0, 2.0, 3.0])[0]
2.0
"""

from __future__ import annotations

import math
from typing import Sequence

__all__ = ["Z95", "wilson", "mean_ci"]

#: The normal quantile of a two-sided 95 % interval.
Z95 = 1.959963984540054


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float, float]:
    """(rate, low, high): the rate ``wins / n`` and its Wilson score interval.

    With no games the rate is 0 and the interval the whole of [0, 1].
    """
    if n <= 0:
        return 0.0, 0.0, 1.0
    p = wins / n
    den = 1.0 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return p, max(0.0, centre - half), min(1.0, centre + half)


def mean_ci(values: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """(mean, low, high): the mean and its normal-approximation interval (a single value:
    the mean three times)."""
    n = len(values)
    if n == 0:
        raise ValueError("no values")
    m = sum(values) / n
    if n < 2:
        return m, m, m
    var = sum((v - m) ** 2 for v in values) / (n - 1)
    half = z * math.sqrt(var / n)
    return m, m - half, m + half
