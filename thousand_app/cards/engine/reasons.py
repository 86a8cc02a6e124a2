"""Why the card engine refuses an action: each refusal a stable code with its parameters
(:class:`~thousand_app.games.reasons.Reason`, the type both games share), its English
sentence written here once.  A user interface translates by the code, filling in the
parameters by what :data:`KINDS` says they are (a suit, a card: plain ints); the English is
for logs, the command line and record errors.

>>> r = refusal(FOLLOW_SUIT, 3)
>>> str(r), r.code, r.params
('must follow suit (hearts)', 'follow_suit', (3,))
>>> str(refusal(CARD_NOT_IN_HAND, 23)), str(refusal(MARRIAGE_PARTNER, 21))
('AH is not in your hand', 'you do not hold the king of hearts')
"""

from __future__ import annotations

from .cards import SUIT_NAMES, Card
from .errors import Reason

# -- the turn and the seat ------------------------------------------------------------
NOT_YOUR_TURN = "not_your_turn"
DEAL_OVER = "deal_over"
NO_SEAT = "no_seat"
SITS_OUT = "sits_out"
UNKNOWN_ACTION = "unknown_action"
NOT_NOW = "not_now"
# -- the opening claims ------------------------------------------------------------
CLAIM_FIRST = "claim_first"
NO_CLAIM = "no_claim"
NO_REDEAL_RIGHT = "no_redeal_right"
REDEAL_FIRST_MOVE = "redeal_first_move"
NO_DARK_GAME = "no_dark_game"
DARK_TOO_LATE = "dark_too_late"
DARK_FOREHAND_ONLY = "dark_forehand_only"
DARK_BARREL = "dark_barrel"
# -- the auction ----------------------------------------------------------------------
GOLDEN_NO_BIDDING = "golden_no_bidding"
BARREL_NO_BIDDING = "barrel_no_bidding"
BIDDING_OVER = "bidding_over"
PASSED = "passed"
BARREL_WAIT = "barrel_wait"
MINUS_NO_BID = "minus_no_bid"
BID_NOT_HIGHER = "bid_not_higher"
BID_STEP = "bid_step"
BID_NOT_ALLOWED = "bid_not_allowed"
OVER_MAX = "over_max"
NEEDS_MARRIAGE = "needs_marriage"
OVER_CAP = "over_cap"
# -- the talon --------------------------------------------------------------------------
ONE_TALON = "one_talon"
ONLY_DECLARER_TAKES = "only_declarer_takes"
NO_TALON_NOW = "no_talon_now"
TALON_INDEX = "talon_index"
TAKE_TALON_FIRST = "take_talon_first"
NO_BAD_TALON_REDEAL = "no_bad_talon_redeal"
ONLY_DECLARER_REDEALS = "only_declarer_redeals"
BAD_TALON_WHEN = "bad_talon_when"
BAD_TALON_BEFORE_PASSING = "bad_talon_before_passing"
BAD_TALON_BEFORE_RAISING = "bad_talon_before_raising"
BAD_TALON_CONTRACT = "bad_talon_contract"
TALON_NOT_BAD = "talon_not_bad"
# -- the exchange: passing, laying aside, raising, conceding -----------------------------
BIDDING_NOT_OVER = "bidding_not_over"
TOO_LATE = "too_late"
DISCARD_NOT_GIVE = "discard_not_give"
GIVE_NOT_DISCARD = "give_not_discard"
ONLY_DECLARER_GIVES = "only_declarer_gives"
ONLY_DECLARER_DISCARDS = "only_declarer_discards"
ONLY_DECLARER_RAISES = "only_declarer_raises"
ONLY_DECLARER_CONCEDES = "only_declarer_concedes"
CARD_NOT_IN_HAND = "card_not_in_hand"
GIVE_TO_SELF = "give_to_self"
NO_DEAD_HAND = "no_dead_hand"
ALREADY_GIVEN = "already_given"
ALREADY_LAID_ASIDE = "already_laid_aside"
LAY_ASIDE_FIRST = "lay_aside_first"
RAISE_NOT_HIGHER = "raise_not_higher"
RAISE_STEP = "raise_step"
RAISE_NOT_ALLOWED = "raise_not_allowed"
DARK_NO_RAISE = "dark_no_raise"
NO_CONCEDE = "no_concede"
CONCEDE_WHEN = "concede_when"
GOLDEN_NO_CONCEDE = "golden_no_concede"
DARK_NO_CONCEDE = "dark_no_concede"
BARREL_NO_CONCEDE = "barrel_no_concede"
CONCESSIONS_USED = "concessions_used"
# -- the lead and the tricks --------------------------------------------------------------
NO_PLAY_YET = "no_play_yet"
DECLARER_LEADS = "declarer_leads"
GIVE_FIRST = "give_first"
DISCARD_FIRST = "discard_first"
BARREL_RAISE_FIRST = "barrel_raise_first"
NOT_IN_HAND = "not_in_hand"
BEAT_TRICK = "beat_trick"
FOLLOW_SUIT = "follow_suit"
BEAT_TRUMP = "beat_trump"
PLAY_TRUMP = "play_trump"
MARRIAGE_ON_LEAD = "marriage_on_lead"
NOT_MARRIAGE_CARD = "not_marriage_card"
ACE_MARRIAGE_NEEDS_ACES = "ace_marriage_needs_aces"
MARRIAGE_PARTNER = "marriage_partner"
MARRIAGE_NEEDS_TRICK = "marriage_needs_trick"
# -- the game: dealing -----------------------------------------------------------------
GAME_OVER = "game_over"
DEAL_IN_PROGRESS = "deal_in_progress"
DEAL_NOT_DEALT = "deal_not_dealt"
LAYOUT_HANDS = "layout_hands"
LAYOUT_TWO_TALONS = "layout_two_talons"
LAYOUT_ONE_TALON = "layout_one_talon"
LAYOUT_HAND_SIZE = "layout_hand_size"
LAYOUT_TALON_SIZE = "layout_talon_size"
LAYOUT_TALONS_SIZE = "layout_talons_size"
LAYOUT_DEAD_SIZE = "layout_dead_size"
LAYOUT_CARD_TWICE = "layout_card_twice"
LAYOUT_CARD_MISSING = "layout_card_missing"

#: code -> the English sentence; ``{0}``, ``{1}``... are the parameters in order (comments:
#: what they are; a number unless :data:`KINDS` says otherwise).
TEXTS: dict[str, str] = {
    # (the seat to act)
    NOT_YOUR_TURN: "it is not your turn (seat {0} is to act)",
    DEAL_OVER: "the deal is over",
    # (the seat)
    NO_SEAT: "there is no seat {0}",
    # (the seat)
    SITS_OUT: "seat {0} does not play this deal",
    # (the action as Python writes it)
    UNKNOWN_ACTION: "unknown action {0}",
    NOT_NOW: "that move is not allowed now",
    CLAIM_FIRST: "make an opening claim or decline it first",
    NO_CLAIM: "no opening claim is offered to you now",
    NO_REDEAL_RIGHT: "your hand gives no right to a redeal",
    REDEAL_FIRST_MOVE: "a redeal can only be claimed as the first move of a deal",
    NO_DARK_GAME: "these rules have no dark game",
    DARK_TOO_LATE: "a dark game must be announced before anyone bids",
    DARK_FOREHAND_ONLY: "only forehand may announce a dark game",
    DARK_BARREL: "no dark game while a player is on the barrel",
    GOLDEN_NO_BIDDING: "there is no bidding in a golden deal",
    BARREL_NO_BIDDING: "there is no bidding in a barrel deal",
    BIDDING_OVER: "the bidding is over",
    PASSED: "you have passed: you take no further part in the bidding",
    BARREL_WAIT: "on the barrel you wait for your own deal: you may only pass",
    MINUS_NO_BID: "with a score below zero you may not bid, only pass",
    # (the highest bid)
    BID_NOT_HIGHER: "a bid must be higher than {0}",
    # (the step)
    BID_STEP: "bids go up in steps of {0}",
    # (the bid)
    BID_NOT_ALLOWED: "a bid of {0} is not allowed now",
    # (the highest contract there is)
    OVER_MAX: "no bid may exceed {0}",
    # (the cap without a marriage)
    NEEDS_MARRIAGE: "bids above {0} need a marriage in hand",
    # (the cap the hand's marriages allow)
    OVER_CAP: "with the marriages in your hand you may go up to {0} at most",
    ONE_TALON: "there is only one talon in this game: the declarer takes it",
    ONLY_DECLARER_TAKES: "only the declarer chooses a talon",
    NO_TALON_NOW: "there is no talon to choose now",
    TALON_INDEX: "choose talon 0 or talon 1",
    TAKE_TALON_FIRST: "first choose one of the two talons",
    NO_BAD_TALON_REDEAL: "these rules allow no redeal for a bad talon",
    ONLY_DECLARER_REDEALS: "only the declarer may redeal a bad talon",
    BAD_TALON_WHEN: "a bad talon is claimed by the declarer right after seeing it",
    BAD_TALON_BEFORE_PASSING: "a bad talon must be claimed before passing cards",
    BAD_TALON_BEFORE_RAISING: "a bad talon must be claimed at once, before raising",
    # (the opening bid)
    BAD_TALON_CONTRACT: "a bad talon can be redealt only at a contract of {0}",
    # (the talon's card points)
    TALON_NOT_BAD: "the talon is worth {0} points and holds fewer than two nines:"
                   " it is not bad enough",
    BIDDING_NOT_OVER: "the bidding is not over",
    TOO_LATE: "the first card has been led: it is too late for that",
    DISCARD_NOT_GIVE: "in this game the declarer lays cards aside (discard), he gives none",
    GIVE_NOT_DISCARD: "in this game the declarer passes cards (give), he lays none aside",
    ONLY_DECLARER_GIVES: "only the declarer passes cards",
    ONLY_DECLARER_DISCARDS: "only the declarer lays cards aside",
    ONLY_DECLARER_RAISES: "only the declarer may raise the contract",
    ONLY_DECLARER_CONCEDES: "only the declarer may concede",
    # (the card)
    CARD_NOT_IN_HAND: "{0} is not in your hand",
    GIVE_TO_SELF: "you cannot give a card to yourself",
    NO_DEAD_HAND: "there is no dead hand in this game",
    ALREADY_GIVEN: "you have already given a card to that player",
    ALREADY_LAID_ASIDE: "you have already laid two cards aside",
    LAY_ASIDE_FIRST: "lay two cards aside first",
    # (the contract)
    RAISE_NOT_HIGHER: "the contract can only go up (it is {0})",
    # (the step)
    RAISE_STEP: "the contract must be a multiple of {0}",
    # (the raise)
    RAISE_NOT_ALLOWED: "a raise of {0} is not allowed now",
    DARK_NO_RAISE: "a dark game cannot be raised",
    NO_CONCEDE: "these rules do not allow conceding",
    CONCEDE_WHEN: "only the declarer may concede, after taking the talon and before the first"
                  " lead",
    GOLDEN_NO_CONCEDE: "a golden deal cannot be conceded",
    DARK_NO_CONCEDE: "a dark game cannot be conceded",
    BARREL_NO_CONCEDE: "a declarer on the barrel cannot concede",
    # (the concessions a game allows)
    CONCESSIONS_USED: "you have used all {0} concessions this game",
    NO_PLAY_YET: "no card can be played yet",
    DECLARER_LEADS: "the declarer leads to the first trick",
    GIVE_FIRST: "pass a card to each opponent before leading",
    DISCARD_FIRST: "lay two cards aside before leading",
    # (the smallest contract on the barrel)
    BARREL_RAISE_FIRST: "on the barrel the contract must be at least {0}: raise it before leading",
    NOT_IN_HAND: "that card is not in your hand",
    # (the suit led)
    BEAT_TRICK: "must beat the trick with a higher {0} card",
    # (the suit led)
    FOLLOW_SUIT: "must follow suit ({0})",
    # (the trump suit)
    BEAT_TRUMP: "must beat the highest trump ({0}) in the trick",
    # (the trump suit)
    PLAY_TRUMP: "must play a trump ({0})",
    MARRIAGE_ON_LEAD: "a marriage can only be declared by leading to a trick",
    NOT_MARRIAGE_CARD: "only a king or queen (or an ace, for the ace marriage) declares a marriage",
    ACE_MARRIAGE_NEEDS_ACES: "the ace marriage needs all four aces in hand",
    # (the other card of the marriage, which the hand lacks)
    MARRIAGE_PARTNER: "you do not hold the {0}",
    MARRIAGE_NEEDS_TRICK: "a marriage can be declared only after winning a trick",
    GAME_OVER: "the game is over",
    DEAL_IN_PROGRESS: "a deal is already in progress",
    DEAL_NOT_DEALT: "the next deal has not been dealt",
    # (the seats, the hands dealt)
    LAYOUT_HANDS: "expected {0} hands, got {1}",
    LAYOUT_TWO_TALONS: "two talons of 2 cards expected",
    LAYOUT_ONE_TALON: "one talon of 3 cards expected",
    # (the seat, the cards it holds, the cards it should hold)
    LAYOUT_HAND_SIZE: "the hand of seat {0} has {1} cards, expected {2}",
    # (the cards, the cards it should hold)
    LAYOUT_TALON_SIZE: "the talon has {0} cards, expected {1}",
    # (the talon's index, the cards, the cards it should hold)
    LAYOUT_TALONS_SIZE: "the talon {0} has {1} cards, expected {2}",
    # (the cards, the cards it should hold)
    LAYOUT_DEAD_SIZE: "the dead hand has {0} cards, expected {1}",
    # (the card)
    LAYOUT_CARD_TWICE: "card {0} appears twice",
    # (the card)
    LAYOUT_CARD_MISSING: "card {0} is missing",
}

#: Every code the card engine refuses with.
CODES = frozenset(TEXTS)

#: What a parameter is where it is not a plain number: ``SUIT`` a suit index (0..3),
#: ``CARD`` a card (0..23), ``TEXT`` a string; code -> one kind per parameter.
SUIT, CARD, NUMBER, TEXT = "suit", "card", "number", "text"
KINDS: dict[str, tuple[str, ...]] = {
    BEAT_TRICK: (SUIT,), FOLLOW_SUIT: (SUIT,), BEAT_TRUMP: (SUIT,), PLAY_TRUMP: (SUIT,),
    CARD_NOT_IN_HAND: (CARD,), MARRIAGE_PARTNER: (CARD,), LAYOUT_CARD_TWICE: (CARD,),
    LAYOUT_CARD_MISSING: (CARD,), UNKNOWN_ACTION: (TEXT,),
}

#: The English for a card in a marriage's words ("the king of hearts"); elsewhere its letters.
_RANK_WORDS = ("nine", "jack", "queen", "king", "ten", "ace")


def param_kinds(code: str) -> tuple[str, ...]:
    """What each parameter of ``code`` is (:data:`SUIT`, :data:`CARD`, :data:`TEXT`,
    :data:`NUMBER`), as many as its sentence takes."""
    return _PARAM_KINDS[code]


def _english(code: str, kind: str, value: object) -> str:
    if kind == SUIT and isinstance(value, int):
        return SUIT_NAMES[value]
    if kind == CARD and isinstance(value, int):
        card = Card(value)
        if code == MARRIAGE_PARTNER:
            return f"{_RANK_WORDS[card.rank]} of {SUIT_NAMES[card.suit]}"
        return str(card)
    return str(value)


def refusal(code: str, *params: object) -> Reason:
    """The reason ``code`` with its ``params`` (plain ints and strings); its ``str`` is the
    English sentence."""
    if not params:
        return _FIXED[code]
    if code not in KINDS:                       # numbers only
        return Reason(code, TEXTS[code].format(*params), *params)
    params = tuple(int(p) if isinstance(p, int) else p for p in params)   # (a Card: an int)
    words = [_english(code, k, p) for k, p in zip(KINDS[code], params)]
    return Reason(code, TEXTS[code].format(*words), *params)


#: Every code's kinds of parameters (:func:`param_kinds`).
_PARAM_KINDS = {code: KINDS.get(code, (NUMBER,) * text.count("{")) for code, text in TEXTS.items()}
#: The reasons without parameters, made once.
_FIXED = {code: Reason(code, text) for code, text in TEXTS.items() if "{" not in text}

#: (The codes are the module's upper-case names: ``reasons.FOLLOW_SUIT``...)
__all__ = ["refusal", "param_kinds", "TEXTS", "CODES", "KINDS", "SUIT", "CARD", "NUMBER", "TEXT"]
