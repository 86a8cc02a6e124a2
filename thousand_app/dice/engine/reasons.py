"""Why the dice engine refuses an action: each refusal a stable code with its parameters
(:class:`~thousand_app.games.reasons.Reason`, the type both games share), its English
sentence written here once.  A user interface translates by the code; faces are tuples of
ints, written in the English as "1 1 5".

>>> r = refusal(IN_PIT, 200, 300, 250, 200, 50)
>>> str(r), r.code, r.params
('in the pit [200, 300]: a stop needs a total above 300 (200 + 50 = 250)', 'in_pit', (200, 300, 250, 200, 50))
>>> str(refusal(NOT_IN_THROW, (5, 5), (1, 2, 3, 4, 5)))
'the dice 5 5 are not all in the throw 1 2 3 4 5'
"""

from __future__ import annotations

from thousand_app.games.reasons import Reason

__all__ = ["refusal", "TEXTS", "CODES", "GAME_OVER", "KEEP_DUE", "TURN_NOT_STARTED",
           "EMPTY_OPENING", "HOT_DICE", "THROW_DUE", "THROW_NOT_KEEP", "KEEP_AFTER_THROW",
           "KEEP_NONE", "NOT_IN_THROW", "NOT_SCORING", "KEEP_ALL", "BARREL_NO_STOP",
           "NOT_ENTERED", "EXACT_TARGET", "IN_PIT", "THROW_SIZE", "BAD_FACES",
           "NOTHING_TO_DECIDE", "NOT_A_KEEP", "NOT_DICE_ACTION", "NOT_LEGAL"]

GAME_OVER = "game_over"
KEEP_DUE = "keep_due"
TURN_NOT_STARTED = "turn_not_started"
EMPTY_OPENING = "empty_opening"
HOT_DICE = "hot_dice"
THROW_DUE = "throw_due"
THROW_NOT_KEEP = "throw_not_keep"
KEEP_AFTER_THROW = "keep_after_throw"
KEEP_NONE = "keep_none"
NOT_IN_THROW = "not_in_throw"
NOT_SCORING = "not_scoring"
KEEP_ALL = "keep_all"
BARREL_NO_STOP = "barrel_no_stop"
NOT_ENTERED = "not_entered"
EXACT_TARGET = "exact_target"
IN_PIT = "in_pit"
THROW_SIZE = "throw_size"
BAD_FACES = "bad_faces"
NOTHING_TO_DECIDE = "nothing_to_decide"
NOT_A_KEEP = "not_a_keep"
NOT_DICE_ACTION = "not_dice_action"
NOT_LEGAL = "not_legal"

#: code -> the English sentence; ``{0}``, ``{1}``... are the parameters in order.
TEXTS: dict[str, str] = {
    GAME_OVER: "the game is over",
    KEEP_DUE: "a keep is due: set scoring dice of the last throw aside first",
    TURN_NOT_STARTED: "a throw is due: the turn has not started",
    EMPTY_OPENING: "a throw is due: the opening throw was empty and is thrown again",
    HOT_DICE: "all five dice have scored: the hot dice must be thrown again",
    THROW_DUE: "a throw is due",
    THROW_NOT_KEEP: "a throw is due, not a keep",
    KEEP_AFTER_THROW: "keep only right after a throw: stop or throw again",
    KEEP_NONE: "keep at least one scoring die",
    # (the keep, the throw)
    NOT_IN_THROW: "the dice {0} are not all in the throw {1}",
    # (the keep)
    NOT_SCORING: "the dice {0} cannot all be split into scoring units",
    # (every scoring die of the throw)
    KEEP_ALL: "keep_all is on: the keep must be every scoring die, {0}",
    BARREL_NO_STOP: "a player on the barrel cannot stop: he must win in this turn or lose it",
    # (the entry threshold, the turn's total)
    NOT_ENTERED: "not entered yet: a first bank needs a turn total of at least {0} "
                 "(this one is {1})",
    # (the target)
    EXACT_TARGET: "exactly {0} cannot be banked with finish = over: throw on",
    # (the pit's low and high end, the total with the turn, the total before it, the turn's)
    IN_PIT: "in the pit [{0}, {1}]: a stop needs a total above {1} ({3} + {4} = {2})",
    # (the dice in hand, the dice thrown)
    THROW_SIZE: "the throw must have exactly the {0} dice in hand, not {1}",
    BAD_FACES: "faces must be whole numbers from 1 to 6",
    NOTHING_TO_DECIDE: "the dice are to be thrown now: there is nothing to decide",
    NOT_A_KEEP: "not a keep",
    # (the action as Python writes it)
    NOT_DICE_ACTION: "not a dice action: {0}",
    NOT_LEGAL: "not legal now",
}

#: Every code the dice engine refuses with.
CODES = frozenset(TEXTS)


def _word(value: object) -> str:
    if isinstance(value, tuple):
        return " ".join(map(str, value)) or "(none)"
    return str(value)


def refusal(code: str, *params: object) -> Reason:
    """The reason ``code`` with its ``params``; its ``str`` is the English sentence."""
    if not params:
        return _FIXED[code]
    return Reason(code, TEXTS[code].format(*map(_word, params)), *params)


#: The reasons without parameters, made once.
_FIXED = {code: Reason(code, text) for code, text in TEXTS.items() if "{" not in text}
