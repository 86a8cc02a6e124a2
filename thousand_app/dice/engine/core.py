"""The rules of a dice turn and of its settlement on plain integers (dice-rules.md 4 and 10).

One source for these rules: :class:`~thousand_app.dice.engine.game.DiceGame` calls these
functions on every throw, keep and turn end, the computer players' model
(:mod:`thousand_app.dice.ai.model`) calls them to look ahead, and
:class:`~thousand_app.dice.engine.rules.DiceRules`' derived facts (``finish_met``,
``can_finish``, ``pit_of``, ``is_dump``) are answered by them.

They take the rules as :class:`CoreRules` (whole numbers and a tuple, made once per
:class:`DiceRules`), and per-seat lists of whole numbers (a player not entered has
:data:`NO_ENTRY`); codes instead of strings. Written so, the very same functions also
compile unchanged with numba (:func:`thousand_app.dice.engine.bench.compiled`, for the speed
benchmark, ``python -m thousand_app.dice.engine.bench``, which plays complete random games with
them: :func:`thousand_app.dice.engine.bench.play_random`); a test checks that those games, played
again through :class:`DiceGame`, end the same.  The app itself never imports numba.
"""

from __future__ import annotations

from typing import MutableSequence, NamedTuple, Sequence

#: The entry score of a player who has not entered.
NO_ENTRY = -(1 << 40)

# finish
REACH, OVER, EXACT = 0, 1, 2
# barrel_fall
FALL_ZERO, FALL_ENTRY, FALL_THRESHOLD, FALL_PENALTY = 0, 1, 2, 3
# bolts
BOLTS_OFF, BOLTS_BUST, BOLTS_OPENING = 0, 1, 2

#: How a turn ends (the codes index :data:`END_NAMES`).
END_STOP, END_WIN, END_BUST, END_OVERSHOOT, END_DUMP = 0, 1, 2, 3, 4
END_NAMES = ("stop", "win", "bust", "overshoot", "dump")
#: The code of each way a turn ends, by name.
END_CODES = {name: code for code, name in enumerate(END_NAMES)}
#: After a keep, when the turn goes on: a choice (stop or throw), a throw due, hot dice.
GO_CHOICE, GO_THROW, GO_HOT = 5, 6, 7
#: After a throw, when the turn goes on: a keep due, the empty opening thrown again.
GO_KEEP, GO_RETHROW = 8, 9

#: Why a stop is illegal (dice-rules.md 4.4): 0 when it is legal; a pit is PROBLEM_PIT + its index.
STOP_OK, PROBLEM_BARREL, PROBLEM_ENTRY, PROBLEM_OVER, PROBLEM_PIT = 0, 1, 2, 3, 4

#: The settlement log's entries are ``code * 16 + seat``, the code indexing LOG_NAMES.
LOG_NAMES = ("win", "dump_truck", "enter", "barrel", "knock_off", "overtake", "fall",
             "falls_zero", "bolt_penalty", "overshoot_zero", "overshoot_penalty")
(LOG_WIN, LOG_DUMP, LOG_ENTER, LOG_BARREL, LOG_KNOCK_OFF, LOG_OVERTAKE, LOG_FALL,
 LOG_FALLS_ZERO, LOG_BOLT_PENALTY, LOG_OVERSHOOT_ZERO, LOG_OVERSHOOT_PENALTY) = range(11)


def log_entries(log: Sequence[int]) -> tuple[tuple[str, int], ...]:
    """A settlement log as (name, seat) pairs."""
    return tuple([(LOG_NAMES[c >> 4], c & 15) for c in log])


def entry_code(entry: int | None) -> int:
    """A seat's entry score as the core keeps it (None: :data:`NO_ENTRY`)."""
    return NO_ENTRY if entry is None else entry


def entry_shown(code: int) -> int | None:
    """A seat's entry score as players and records see it (None: not entered)."""
    return None if code == NO_ENTRY else code


class CoreRules(NamedTuple):
    """The options the turn and the settlement read, as whole numbers (switches 0/1).

    ``pits`` is ``lo, hi`` of every pit in turn, then ``1, 0`` (a pit nothing lies in,
    so the tuple is never empty)."""

    barrel: int
    jump: int
    target: int
    finish: int
    dump_on: int
    dump_strict: int
    dump_value: int
    negative: int
    entry_threshold: int
    pits: tuple[int, ...]
    five_ones_win: int
    confirm: int
    rethrow: int
    knock_off: int
    overtake: int
    bolts: int
    bolt_limit: int
    bolt_penalty: int
    attempts_limit: int
    falls_zero: int
    fall: int
    barrel_penalty: int
    overshoot_zero_at: int
    overshoot_every: int
    overshoot_penalty: int


# -- facts (dice-rules.md 4.1, 4.4, 9) --------------------------------------------

def finish_met(R: CoreRules, total: int) -> bool:
    """Whether ``total`` meets the finish condition."""
    if R.finish == REACH:
        return total >= R.target
    if R.finish == OVER:
        return total > R.target
    return total == R.target


def can_finish(R: CoreRules, t0: int) -> bool:
    """Whether a player whose turn starts at ``t0`` can finish in this turn."""
    return R.barrel == 0 or t0 == R.barrel or R.jump != 0


def pit_index(R: CoreRules, total: int) -> int:
    """The index of the pit ``total`` lies in, or -1."""
    p = R.pits
    for k in range(0, len(p) - 2, 2):
        if p[k] <= total <= p[k + 1]:
            return k // 2
    return -1


def is_dump(R: CoreRules, total: int) -> bool:
    """Whether the dump truck (``on`` or ``strict``) sends a total of ``total`` to 0."""
    return R.dump_on != 0 and (total == R.dump_value
                               or (R.negative != 0 and total == -R.dump_value))


def stop_problem(R: CoreRules, t0: int, s: int, entered: bool) -> int:
    """Why a player who started the turn at ``t0`` could not bank the turn total ``s`` after
    a keep (a PROBLEM_ code), or STOP_OK."""
    if R.barrel != 0 and t0 == R.barrel:
        return PROBLEM_BARREL
    if not entered and s < R.entry_threshold:
        return PROBLEM_ENTRY
    if len(R.pits) > 2:
        k = pit_index(R, t0)
        if k >= 0 and t0 + s <= R.pits[2 * k + 1]:
            return PROBLEM_PIT + k
    if R.finish == OVER and can_finish(R, t0) and t0 + s == R.target:
        return PROBLEM_OVER
    return STOP_OK


def keep_end(R: CoreRules, t0: int, s: int) -> int:
    """How a keep that makes the turn total ``s`` ends the turn at once (END_WIN,
    END_OVERSHOOT, END_DUMP under ``dump_truck = strict``), or -1."""
    total = t0 + s
    if can_finish(R, t0):
        if finish_met(R, total):
            return END_WIN
        if R.finish == EXACT and total > R.target:
            return END_OVERSHOOT
    if R.dump_strict != 0 and is_dump(R, total):
        return END_DUMP
    return -1


# -- the turn (dice-rules.md 4.2, 5, 6) ---------------------------------------------

def after_throw(R: CoreRules, empty: bool, five_ones: bool, rethrow_left: bool,
                throws: int) -> int:
    """What a throw does (``throws``: the throws of the turn before it): GO_KEEP,
    GO_RETHROW (the empty opening is thrown again), END_BUST or END_WIN (five 1s)."""
    if empty:
        if rethrow_left and throws == 0:
            return GO_RETHROW
        return END_BUST
    if five_ones and R.five_ones_win != 0:
        return END_WIN
    return GO_KEEP


def after_keep(R: CoreRules, t0: int, s: int, d: int, entered: bool, confirming: bool) -> int:
    """What a keep that leaves the turn total ``s`` and ``d`` dice in hand does: an END_ code
    (a win, an overshoot, the strict dump truck; END_STOP when it follows a confirming
    throw and a stop is legal), GO_HOT (all dice scored), GO_CHOICE or GO_THROW."""
    end = keep_end(R, t0, s)
    if end >= 0:
        return end
    if d == 0:
        return GO_HOT
    if stop_problem(R, t0, s, entered) != STOP_OK:
        return GO_THROW
    if confirming:
        return END_STOP
    return GO_CHOICE


# -- settlement (dice-rules.md section 10) ---------------------------------------------

def set_total(R: CoreRules, totals: MutableSequence[int], seat: int, value: int,
              log: MutableSequence[int], dump: bool) -> None:
    """Change a total: clamp at 0 (unless negative totals), then the dump-truck check."""
    if value < 0 and R.negative == 0:
        value = 0
    if dump and is_dump(R, value):
        totals[seat] = 0
        log.append(LOG_DUMP * 16 + seat)
        return
    totals[seat] = value


def fall(R: CoreRules, totals: MutableSequence[int], entry: Sequence[int],
         falls: MutableSequence[int], seat: int, how: int, log: MutableSequence[int]) -> None:
    """A fall from the barrel (``how``: LOG_FALL or LOG_KNOCK_OFF)."""
    log.append(how * 16 + seat)
    falls[seat] += 1
    if R.falls_zero != 0 and falls[seat] == R.falls_zero:
        log.append(LOG_FALLS_ZERO * 16 + seat)
        totals[seat] = 0
        return
    if R.fall == FALL_ENTRY:
        e = entry[seat]
        to = R.entry_threshold if e == NO_ENTRY or e >= R.barrel else e
    elif R.fall == FALL_THRESHOLD:
        to = R.entry_threshold
    elif R.fall == FALL_PENALTY:
        to = R.barrel - R.barrel_penalty
    else:
        to = 0
    set_total(R, totals, seat, to, log, True)


def settle(R: CoreRules, totals: MutableSequence[int], entry: MutableSequence[int],
           attempts: MutableSequence[int], falls: MutableSequence[int],
           bolts: MutableSequence[int], overshoots: MutableSequence[int],
           before: Sequence[int], mover: int, t0: int, s: int, end: int,
           log: MutableSequence[int]) -> None:
    """The end of the mover's turn, in the order of dice-rules.md section 10, on the per-seat lists
    (changed in place; ``before``: the totals when the turn started). ``s`` is the turn
    total (for a bust, before the empty throw: 0 when nothing was kept); ``end`` an END_
    code. What happened is appended to ``log`` (see :data:`LOG_NAMES`)."""
    n = len(totals)
    i = mover
    barrel = R.barrel
    if end == END_WIN:
        totals[i] = t0 + s
        log.append(LOG_WIN * 16 + i)
    elif end == END_DUMP:
        totals[i] = 0
        log.append(LOG_DUMP * 16 + i)
    else:
        if end == END_STOP:
            set_total(R, totals, i, t0 + s, log, False)
            if entry[i] == NO_ENTRY:
                entry[i] = totals[i]
                log.append(LOG_ENTER * 16 + i)
            set_total(R, totals, i, totals[i], log, True)
            if barrel != 0 and totals[i] >= barrel:
                totals[i] = barrel
                attempts[i] = 0
                log.append(LOG_BARREL * 16 + i)
                if R.knock_off != 0:
                    for k in range(1, n):
                        j = (i + k) % n
                        if totals[j] == barrel:
                            fall(R, totals, entry, falls, j, LOG_KNOCK_OFF, log)
            if R.overtake != 0:
                mine = totals[i]
                for k in range(1, n):
                    j = (i + k) % n
                    if t0 < before[j] < mine:
                        log.append(LOG_OVERTAKE * 16 + j)
                        set_total(R, totals, j, totals[j] - R.overtake, log, True)
        if barrel != 0 and t0 == barrel:
            attempts[i] += 1
            if R.attempts_limit != 0 and attempts[i] >= R.attempts_limit:
                fall(R, totals, entry, falls, i, LOG_FALL, log)
        if end == END_BUST and (R.bolts == BOLTS_BUST or (R.bolts == BOLTS_OPENING and s == 0)):
            bolts[i] += 1
            if bolts[i] >= R.bolt_limit:
                bolts[i] = 0
                log.append(LOG_BOLT_PENALTY * 16 + i)
                set_total(R, totals, i, totals[i] - R.bolt_penalty, log, True)
        if end == END_OVERSHOOT:
            overshoots[i] += 1
            c = overshoots[i]
            if R.overshoot_zero_at != 0 and c % R.overshoot_zero_at == 0:
                log.append(LOG_OVERSHOOT_ZERO * 16 + i)
                set_total(R, totals, i, 0, log, True)
            elif R.overshoot_every != 0 and c % R.overshoot_every == 0:
                log.append(LOG_OVERSHOOT_PENALTY * 16 + i)
                set_total(R, totals, i, totals[i] - R.overshoot_penalty, log, True)
    if barrel != 0:
        for j in range(n):
            if totals[j] != barrel:
                attempts[j] = 0
