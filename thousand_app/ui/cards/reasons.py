"""The card engine's reasons for refusing a move, in the user's language.

The engine says why a move is illegal with a :class:`~thousand_app.cards.engine.Reason`:
an English sentence that carries a stable ``code`` (:mod:`thousand_app.cards.engine.reasons`)
and its ``params`` (``game.reason(action)``).  Every code is said here in our words with its
parameters filled in by what the engine says they are (a suit's name, a card as the faces
show it, a number); the English is never read.  A test checks that every code of the engine
has words here in every language.
"""

from __future__ import annotations

from thousand_app.cards.engine import Reason
from thousand_app.cards.engine import reasons as R

from thousand_app.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from thousand_app.ui.common.texts import fmt
from .texts import card_text, suit_name

CTX = "Reasons"

#: The engine's reason code -> our sentence: %1, %2... are the reason's parameters in order
#: (a suit by its name, a card as its face shows it); a sentence may leave one out.
REASONS: dict[str, str] = {
    # The turn and the seat
    R.NOT_YOUR_TURN: QT_TRANSLATE_NOOP("Reasons", "It is not your turn."),
    R.DEAL_OVER: QT_TRANSLATE_NOOP("Reasons", "The deal is over."),
    R.NO_SEAT: QT_TRANSLATE_NOOP("Reasons", "There is no such seat at this table."),
    R.SITS_OUT: QT_TRANSLATE_NOOP("Reasons", "That player sits this deal out."),
    R.UNKNOWN_ACTION: QT_TRANSLATE_NOOP("Reasons", "That is not a move of this game."),
    R.NOT_NOW: QT_TRANSLATE_NOOP("Reasons", "That move is not allowed now."),
    # The opening claims
    R.CLAIM_FIRST: QT_TRANSLATE_NOOP("Reasons", "First make your opening claim or play on."),
    R.NO_CLAIM: QT_TRANSLATE_NOOP("Reasons", "No opening claim is offered to you now."),
    R.NO_REDEAL_RIGHT: QT_TRANSLATE_NOOP("Reasons", "Your hand gives no right to a redeal."),
    R.REDEAL_FIRST_MOVE:
        QT_TRANSLATE_NOOP("Reasons", "A redeal can be asked for only as the first move of a deal."),
    R.NO_DARK_GAME: QT_TRANSLATE_NOOP("Reasons", "These rules have no dark game."),
    R.DARK_TOO_LATE:
        QT_TRANSLATE_NOOP("Reasons", "A dark game must be announced before anyone bids."),
    R.DARK_FOREHAND_ONLY: QT_TRANSLATE_NOOP("Reasons", "Only forehand may play in the dark."),
    R.DARK_BARREL:
        QT_TRANSLATE_NOOP("Reasons", "No dark game while a player is on the barrel."),
    # The auction
    R.GOLDEN_NO_BIDDING: QT_TRANSLATE_NOOP("Reasons", "There is no bidding in a golden deal."),
    R.BARREL_NO_BIDDING: QT_TRANSLATE_NOOP("Reasons", "There is no bidding in a barrel deal."),
    R.BIDDING_OVER: QT_TRANSLATE_NOOP("Reasons", "The bidding is over."),
    R.PASSED: QT_TRANSLATE_NOOP("Reasons",
                                "You have passed: you take no further part in the bidding."),
    R.BARREL_WAIT: QT_TRANSLATE_NOOP(
        "Reasons", "On the barrel you wait for your own deal: you may only pass."),
    R.MINUS_NO_BID: QT_TRANSLATE_NOOP("Reasons",
                                      "With a score below zero you may not bid, only pass."),
    R.BID_NOT_HIGHER: QT_TRANSLATE_NOOP("Reasons", "A bid must be higher than %1."),
    R.BID_STEP: QT_TRANSLATE_NOOP("Reasons", "Bids go up in steps of %1."),
    R.BID_NOT_ALLOWED: QT_TRANSLATE_NOOP("Reasons", "A bid of %1 is not allowed now."),
    R.OVER_MAX: QT_TRANSLATE_NOOP("Reasons", "No bid or contract may exceed %1."),
    R.NEEDS_MARRIAGE: QT_TRANSLATE_NOOP("Reasons", "Going above %1 needs a marriage in hand."),
    R.OVER_CAP: QT_TRANSLATE_NOOP("Reasons",
                                  "With the marriages in your hand you may go up to %1 at most."),
    # The talon
    R.ONE_TALON: QT_TRANSLATE_NOOP("Reasons",
                                   "There is only one talon in this game: the declarer takes it."),
    R.ONLY_DECLARER_TAKES: QT_TRANSLATE_NOOP("Reasons", "Only the declarer chooses a talon."),
    R.NO_TALON_NOW: QT_TRANSLATE_NOOP("Reasons", "There is no talon to choose now."),
    R.TALON_INDEX: QT_TRANSLATE_NOOP("Reasons", "Choose one of the two talons."),
    R.TAKE_TALON_FIRST: QT_TRANSLATE_NOOP("Reasons", "First choose one of the two talons."),
    R.NO_BAD_TALON_REDEAL:
        QT_TRANSLATE_NOOP("Reasons", "These rules allow no redeal for a bad talon."),
    R.ONLY_DECLARER_REDEALS:
        QT_TRANSLATE_NOOP("Reasons", "Only the declarer may redeal a bad talon."),
    R.BAD_TALON_WHEN: QT_TRANSLATE_NOOP(
        "Reasons", "A bad talon is redealt by the declarer right after taking it."),
    R.BAD_TALON_BEFORE_PASSING:
        QT_TRANSLATE_NOOP("Reasons", "A bad talon must be redealt before passing cards."),
    R.BAD_TALON_BEFORE_RAISING:
        QT_TRANSLATE_NOOP("Reasons", "A bad talon must be redealt at once, before raising."),
    R.BAD_TALON_CONTRACT:
        QT_TRANSLATE_NOOP("Reasons", "A bad talon can be redealt only at a contract of %1."),
    R.TALON_NOT_BAD: QT_TRANSLATE_NOOP(
        "Reasons", "The talon is not bad enough: it is worth %1 and holds fewer than two nines."),
    # The exchange: passing, laying aside, raising, conceding
    R.BIDDING_NOT_OVER: QT_TRANSLATE_NOOP("Reasons", "The bidding is not over."),
    R.TOO_LATE: QT_TRANSLATE_NOOP("Reasons",
                                  "The first card has been led: it is too late for that."),
    R.DISCARD_NOT_GIVE: QT_TRANSLATE_NOOP(
        "Reasons", "In this game the declarer lays two cards aside and passes none."),
    R.GIVE_NOT_DISCARD: QT_TRANSLATE_NOOP(
        "Reasons", "In this game the declarer passes cards to the opponents and lays none aside."),
    R.ONLY_DECLARER_GIVES: QT_TRANSLATE_NOOP("Reasons", "Only the declarer passes cards."),
    R.ONLY_DECLARER_DISCARDS: QT_TRANSLATE_NOOP("Reasons", "Only the declarer lays cards aside."),
    R.ONLY_DECLARER_RAISES:
        QT_TRANSLATE_NOOP("Reasons", "Only the declarer may raise the contract."),
    R.ONLY_DECLARER_CONCEDES: QT_TRANSLATE_NOOP("Reasons", "Only the declarer may concede."),
    R.CARD_NOT_IN_HAND: QT_TRANSLATE_NOOP("Reasons", "%1 is not in your hand."),
    R.GIVE_TO_SELF: QT_TRANSLATE_NOOP("Reasons", "You cannot pass a card to yourself."),
    R.NO_DEAD_HAND: QT_TRANSLATE_NOOP("Reasons", "There is no dead hand in this game."),
    R.ALREADY_GIVEN: QT_TRANSLATE_NOOP("Reasons", "You have already passed a card to that player."),
    R.ALREADY_LAID_ASIDE: QT_TRANSLATE_NOOP("Reasons", "You have already laid two cards aside."),
    R.LAY_ASIDE_FIRST: QT_TRANSLATE_NOOP("Reasons", "Lay two cards aside first."),
    R.RAISE_NOT_HIGHER: QT_TRANSLATE_NOOP("Reasons", "The contract can only go up (it is %1)."),
    R.RAISE_STEP: QT_TRANSLATE_NOOP("Reasons", "The contract must be a multiple of %1."),
    R.RAISE_NOT_ALLOWED: QT_TRANSLATE_NOOP("Reasons", "A raise to %1 is not allowed now."),
    R.DARK_NO_RAISE: QT_TRANSLATE_NOOP("Reasons", "A dark game cannot be raised."),
    R.NO_CONCEDE: QT_TRANSLATE_NOOP("Reasons", "These rules do not allow conceding."),
    R.CONCEDE_WHEN: QT_TRANSLATE_NOOP(
        "Reasons", "Only the declarer may concede, after taking the talon and before the first "
                   "lead."),
    R.GOLDEN_NO_CONCEDE: QT_TRANSLATE_NOOP("Reasons", "A golden deal cannot be conceded."),
    R.DARK_NO_CONCEDE: QT_TRANSLATE_NOOP("Reasons", "A dark game cannot be conceded."),
    R.BARREL_NO_CONCEDE: QT_TRANSLATE_NOOP("Reasons", "A declarer on the barrel cannot concede."),
    R.CONCESSIONS_USED: QT_TRANSLATE_NOOP(
        "Reasons", "You have used up your concessions for this game (%1)."),
    # The lead and the tricks
    R.NO_PLAY_YET: QT_TRANSLATE_NOOP("Reasons", "No card can be played yet."),
    R.DECLARER_LEADS: QT_TRANSLATE_NOOP("Reasons", "The declarer leads to the first trick."),
    R.GIVE_FIRST: QT_TRANSLATE_NOOP("Reasons", "Pass a card to each opponent before leading."),
    R.DISCARD_FIRST: QT_TRANSLATE_NOOP("Reasons", "Lay two cards aside before leading."),
    R.BARREL_RAISE_FIRST: QT_TRANSLATE_NOOP(
        "Reasons", "On the barrel your contract must be at least %1: raise it before leading."),
    R.NOT_IN_HAND: QT_TRANSLATE_NOOP("Reasons", "That card is not in your hand."),
    R.BEAT_TRICK: QT_TRANSLATE_NOOP("Reasons", "You must beat the trick with a higher card of %1."),
    R.FOLLOW_SUIT: QT_TRANSLATE_NOOP("Reasons", "You must follow suit: %1."),
    R.BEAT_TRUMP:
        QT_TRANSLATE_NOOP("Reasons", "You must beat the highest trump (%1) in the trick."),
    R.PLAY_TRUMP: QT_TRANSLATE_NOOP("Reasons",
                                    "You have none of the suit led: you must play a trump (%1)."),
    R.MARRIAGE_ON_LEAD:
        QT_TRANSLATE_NOOP("Reasons", "A marriage can be declared only by leading to a trick."),
    R.NOT_MARRIAGE_CARD: QT_TRANSLATE_NOOP(
        "Reasons", "Only a king or a queen (or an ace, with the ace marriage) declares a "
                   "marriage."),
    R.ACE_MARRIAGE_NEEDS_ACES:
        QT_TRANSLATE_NOOP("Reasons", "The ace marriage needs all four aces in hand."),
    R.MARRIAGE_PARTNER: QT_TRANSLATE_NOOP("Reasons", "For this marriage you need %1 too."),
    R.MARRIAGE_NEEDS_TRICK:
        QT_TRANSLATE_NOOP("Reasons", "A marriage can be declared only after winning a trick."),
    # The game: dealing
    R.GAME_OVER: QT_TRANSLATE_NOOP("Reasons", "The game is over."),
    R.DEAL_IN_PROGRESS: QT_TRANSLATE_NOOP("Reasons", "A deal is already in progress."),
    R.DEAL_NOT_DEALT: QT_TRANSLATE_NOOP("Reasons", "The next deal has not been dealt."),
    R.LAYOUT_HANDS: QT_TRANSLATE_NOOP("Reasons", "Hands in the deal: %2, expected: %1."),
    R.LAYOUT_TWO_TALONS:
        QT_TRANSLATE_NOOP("Reasons", "The deal must have two talons of two cards."),
    R.LAYOUT_ONE_TALON:
        QT_TRANSLATE_NOOP("Reasons", "The deal must have one talon of three cards."),
    R.LAYOUT_HAND_SIZE:
        QT_TRANSLATE_NOOP("Reasons", "Cards in the hand of seat %1: %2, expected: %3."),
    R.LAYOUT_TALON_SIZE: QT_TRANSLATE_NOOP("Reasons", "Cards in the talon: %1, expected: %2."),
    R.LAYOUT_TALONS_SIZE: QT_TRANSLATE_NOOP("Reasons", "Cards in talon %1: %2, expected: %3."),
    R.LAYOUT_DEAD_SIZE: QT_TRANSLATE_NOOP("Reasons", "Cards in the dead hand: %1, expected: %2."),
    R.LAYOUT_CARD_TWICE: QT_TRANSLATE_NOOP("Reasons", "The card %1 is dealt twice."),
    R.LAYOUT_CARD_MISSING: QT_TRANSLATE_NOOP("Reasons", "The card %1 is missing from the deal."),
}


def _word(kind: str, value: object) -> object:
    """A parameter in our words: a suit by its name, a card as its face shows it."""
    if kind == R.SUIT and isinstance(value, int):
        return suit_name(value)
    if kind == R.CARD and isinstance(value, int):
        return card_text(value)
    return value


def translated_reason(reason: str) -> str | None:
    """Our words for an engine reason (by its code), or None if it is not one we know."""
    text = REASONS.get(reason.code) if isinstance(reason, Reason) else None
    if text is None:
        return None
    assert isinstance(reason, Reason)
    kinds = R.param_kinds(reason.code)
    return fmt(translate(CTX, text), *(_word(k, p) for k, p in zip(kinds, reason.params)))


def engine_reason(reason: str) -> str:
    """An engine reason for a person: translated if known, else as the engine wrote it."""
    return translated_reason(reason) or reason
