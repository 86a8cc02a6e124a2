"""Words for the card game's things in the user's language: cards, options, presets, actions,
notes.

Static tables are marked with ``QT_TRANSLATE_NOOP`` (so ``lupdate`` collects
them) and translated when shown.  Every option of the engine has a label and a
one-line explanation here; a test checks that none is missing.
"""

from __future__ import annotations

import re
from typing import Mapping, Optional

from thousand_app.cards.engine import (BAD_TALON_POINTS, Action, Bid, Card, Concede, Dark, Declare,
                                 Decline, Discard, Give, Pass, Play, Raise, RecordError, Redeal,
                                 Take, parse_action)
from thousand_app.cards.engine.actions import DEAD
from thousand_app.cards.engine.cards import ACE_MARRIAGE, ACE_MARRIAGE_VALUE, MARRIAGE_VALUES
from thousand_app.cards.engine.rules import (BARREL_MIN_CONTRACT, BARREL_TALON_CONTRACT,
                                       CAP_WITHOUT_MARRIAGE, CLASSIC, CONCEDE_SIXTY,
                                       CONCEDE_THIRD_PENALTY, DARK_CONTRACT, GOLDEN_CONTRACT,
                                       OPENING_BID, OPTION_SPECS, OptionValue)

from thousand_app.ui.common.i18n import QT_TRANSLATE_NOOP, translate
from thousand_app.ui.common.texts import fmt


SUIT_SYMBOLS = "♠♣♦♥"
RANK_TEXT = ("9", "J", "Q", "K", "10", "A")
SUIT_LETTER_INDEX = {"S": 0, "C": 1, "D": 2, "H": 3}

_SUIT_NAMES = (QT_TRANSLATE_NOOP("Cards", "spades"), QT_TRANSLATE_NOOP("Cards", "clubs"),
               QT_TRANSLATE_NOOP("Cards", "diamonds"), QT_TRANSLATE_NOOP("Cards", "hearts"))


def suit_name(suit: int) -> str:
    return translate("Cards", _SUIT_NAMES[suit])


#: The letters of the court cards and the ace, translated (Russian: В Д К Т, as our deck).
_RANK_LETTERS = {1: QT_TRANSLATE_NOOP("Cards", "J"), 2: QT_TRANSLATE_NOOP("Cards", "Q"),
                 3: QT_TRANSLATE_NOOP("Cards", "K"), 5: QT_TRANSLATE_NOOP("Cards", "A")}


def card_text(card: int) -> str:
    """``Q♥`` (``Д♥`` in Russian): rank and suit symbol, as the card faces show them."""
    c = Card(card)
    letter = _RANK_LETTERS.get(c.rank)
    return (translate("Cards", letter) if letter else RANK_TEXT[c.rank]) + SUIT_SYMBOLS[c.suit]


#: A card's full name, for screen readers ("Ace of spades"): the rank, then "%1 of <suit>".
_RANK_NAMES = (QT_TRANSLATE_NOOP("Cards", "Nine"), QT_TRANSLATE_NOOP("Cards", "Jack"),
               QT_TRANSLATE_NOOP("Cards", "Queen"), QT_TRANSLATE_NOOP("Cards", "King"),
               QT_TRANSLATE_NOOP("Cards", "Ten"), QT_TRANSLATE_NOOP("Cards", "Ace"))
_OF_SUIT = (QT_TRANSLATE_NOOP("Cards", "%1 of spades"), QT_TRANSLATE_NOOP("Cards", "%1 of clubs"),
            QT_TRANSLATE_NOOP("Cards", "%1 of diamonds"),
            QT_TRANSLATE_NOOP("Cards", "%1 of hearts"))


def card_name(card: int) -> str:
    """``Ace of spades`` (``туз пик`` in Russian): the card in words."""
    c = Card(card)
    return fmt(translate("Cards", _OF_SUIT[c.suit]), translate("Cards", _RANK_NAMES[c.rank]))


def cards_in_words(text: str) -> str:
    """``text`` with each card written as the faces show it (``K♦``) in words (``King of
    diamonds``), and each suit symbol left (``Trump: ♦``) as its suit (``Trump: diamonds``),
    for a screen reader: speech reads ``K♦`` as "K black diamond"."""
    words = {card_text(c): card_name(c) for c in range(24)}
    words.update((symbol, translate("Cards", name))
                 for symbol, name in zip(SUIT_SYMBOLS, _SUIT_NAMES))
    pattern = "|".join(re.escape(t) for t in sorted(words, key=len, reverse=True))
    return re.sub(pattern, lambda m: words[m.group(0)], text)


def is_red(suit: int) -> bool:
    return suit in (2, 3)


def marriage_value_text(letter: str) -> str:
    """A declared marriage with its worth from the engine's tables: ``♥ 100``, ``aces 200``."""
    value = ACE_MARRIAGE_VALUE if letter == ACE_MARRIAGE else MARRIAGE_VALUES[
        SUIT_LETTER_INDEX[letter]]
    return f"{marriage_text(letter)} {value}"


def marriage_text(letter: str) -> str:
    """A declared marriage: ``♥`` for a suit, or the ace marriage."""
    if letter == "A":
        return translate("Cards", "aces")
    return SUIT_SYMBOLS[SUIT_LETTER_INDEX[letter]]


# -- options ---------------------------------------------------------------------------------
PHASES: dict[str, str] = {
    "players": QT_TRANSLATE_NOOP("Options", "Players"),
    "cards": QT_TRANSLATE_NOOP("Options", "Cards"),
    "redeal": QT_TRANSLATE_NOOP("Options", "Redeal"),
    "bidding": QT_TRANSLATE_NOOP("Options", "Bidding"),
    "talon": QT_TRANSLATE_NOOP("Options", "Talon and contract"),
    "play": QT_TRANSLATE_NOOP("Options", "Trick play"),
    "scoring": QT_TRANSLATE_NOOP("Options", "Scoring"),
    "barrel": QT_TRANSLATE_NOOP("Options", "Barrel and the end"),
    "special": QT_TRANSLATE_NOOP("Options", "Special deals"),
}

#: key -> (label, one-line explanation)
OPTION_TEXTS: dict[str, tuple[str, str]] = {
    "sitter_scores": (QT_TRANSLATE_NOOP("Options", "Dealer sitting out scores"),
                      QT_TRANSLATE_NOOP("Options", "With 4 players the dealer sits out the deal; "
                                                   "what he scores from the talon.")),
    "two_player_mode": (QT_TRANSLATE_NOOP("Options", "Two-player game"),
                        QT_TRANSLATE_NOOP("Options", "With 2 players: two small talons of 2 cards, "
                                                     "or a third “dead” hand set aside.")),
    "ace_marriage": (QT_TRANSLATE_NOOP("Options", "Ace marriage"),
                     QT_TRANSLATE_NOOP("Options", "The four aces together are a marriage "
                                                  "worth %1.")),
    "redeal_four_nines": (QT_TRANSLATE_NOOP("Options", "Redeal on four nines"),
                          QT_TRANSLATE_NOOP("Options", "A player holding all four nines may ask "
                                                       "for a redeal.")),
    "redeal_weak_hand": (QT_TRANSLATE_NOOP("Options", "Redeal on a weak hand"),
                         QT_TRANSLATE_NOOP("Options", "A player whose hand is worth too few "
                                                      "points may ask for a redeal.")),
    "redeal_weak_hand_below": (QT_TRANSLATE_NOOP("Options", "Weak hand: fewer points than"),
                               QT_TRANSLATE_NOOP("Options", "A hand worth fewer card points than "
                                                            "this counts as weak.")),
    "redeal_bad_talon": (QT_TRANSLATE_NOOP("Options", "Redeal on a bad talon"),
                         QT_TRANSLATE_NOOP("Options", "The declarer may redeal a talon worth "
                                                      "under %1 points or holding two nines.")),
    "redeal_bad_talon_any_contract": (
        QT_TRANSLATE_NOOP("Options", "Bad talon at any contract"),
        QT_TRANSLATE_NOOP("Options", "A bad talon may be redealt at any contract, "
                                     "not only at %1.")),
    "bid_step": (QT_TRANSLATE_NOOP("Options", "Bid step"),
                 QT_TRANSLATE_NOOP("Options", "Bids and raises go up in steps of this many "
                                              "points.")),
    "marriage_cap": (QT_TRANSLATE_NOOP("Options", "Bids limited by marriages"),
                     QT_TRANSLATE_NOOP("Options", "No bid above %1 without a marriage in hand, "
                                                  "nor above %1 plus the marriages held.")),
    "talon_hidden_on_100": (QT_TRANSLATE_NOOP("Options", "Hidden talon at %1"),
                            QT_TRANSLATE_NOOP("Options", "When forehand plays %1 with everyone "
                                                         "passing, the talon is not shown.")),
    "minus_bidding": (QT_TRANSLATE_NOOP("Options", "Bidding below zero"),
                      QT_TRANSLATE_NOOP("Options", "Whether a player with a negative total may "
                                                   "bid.")),
    "dark_game": (QT_TRANSLATE_NOOP("Options", "Dark game"),
                  QT_TRANSLATE_NOOP("Options", "Forehand may play %1 without looking at his "
                                               "cards, for double.")),
    "pass_cards_face_up": (QT_TRANSLATE_NOOP("Options", "Pass cards face up"),
                           QT_TRANSLATE_NOOP("Options", "The two cards the declarer passes are "
                                                        "shown to everyone.")),
    "concede": (QT_TRANSLATE_NOOP("Options", "Conceding"),
                QT_TRANSLATE_NOOP("Options", "The declarer may give up the deal before the "
                                             "first lead.")),
    "concede_payout": (QT_TRANSLATE_NOOP("Options", "Concession pays"),
                       QT_TRANSLATE_NOOP("Options", "What each opponent gains when the declarer "
                                                    "concedes.")),
    "concede_limit": (QT_TRANSLATE_NOOP("Options", "Concessions per game"),
                      QT_TRANSLATE_NOOP("Options", "Most concessions a player may make in a "
                                                   "game (0: no limit).")),
    "concede_third_penalty": (QT_TRANSLATE_NOOP("Options", "Third concession penalty"),
                              QT_TRANSLATE_NOOP("Options", "Every third concession of a player "
                                                           "costs a further %1.")),
    "must_beat": (QT_TRANSLATE_NOOP("Options", "Must beat"),
                  QT_TRANSLATE_NOOP("Options", "A player following suit or trumping must beat "
                                               "the trick if he can.")),
    "marriage_needs_trick": (QT_TRANSLATE_NOOP("Options", "Marriage needs a trick"),
                             QT_TRANSLATE_NOOP("Options", "A marriage can be declared only after "
                                                          "winning a trick.")),
    "round_defenders": (QT_TRANSLATE_NOOP("Options", "Rounding of defenders"),
                        QT_TRANSLATE_NOOP("Options", "The defenders' points are rounded to this "
                                                     "multiple.")),
    "bolt_on": (QT_TRANSLATE_NOOP("Options", "A bolt is"),
                QT_TRANSLATE_NOOP("Options", "What earns a bolt: a deal without a trick, or "
                                             "without a point.")),
    "bolts": (QT_TRANSLATE_NOOP("Options", "Bolts cost points"),
              QT_TRANSLATE_NOOP("Options", "When bolts cost points: every third, three in a row, "
                                           "or never.")),
    "bolt_penalty": (QT_TRANSLATE_NOOP("Options", "Bolt penalty"),
                     QT_TRANSLATE_NOOP("Options", "What three bolts cost.")),
    "dump_truck": (QT_TRANSLATE_NOOP("Options", "Dump truck"),
                   QT_TRANSLATE_NOOP("Options", "A total that lands exactly on the dump "
                                                "truck total (or its negative) goes back "
                                                "to 0.")),
    "dump_truck_value": (QT_TRANSLATE_NOOP("Options", "Dump truck total"),
                         QT_TRANSLATE_NOOP("Options", "The total that sends a player back to "
                                                      "0.")),
    "barrel_at": (QT_TRANSLATE_NOOP("Options", "Barrel at"),
                  QT_TRANSLATE_NOOP("Options", "A total stops here: the player is on the "
                                               "barrel.")),
    "barrel_mode": (QT_TRANSLATE_NOOP("Options", "Getting off the barrel"),
                    QT_TRANSLATE_NOOP("Options", "On the barrel: win the auction and make %1, "
                                                 "or play %2 on the talon as forehand.")),
    "barrel_attempts": (QT_TRANSLATE_NOOP("Options", "Barrel attempts"),
                        QT_TRANSLATE_NOOP("Options", "How many deals a player may spend on the "
                                                     "barrel.")),
    "barrel_penalty": (QT_TRANSLATE_NOOP("Options", "Barrel penalty"),
                       QT_TRANSLATE_NOOP("Options", "What falling off the barrel costs.")),
    "barrel_collision": (QT_TRANSLATE_NOOP("Options", "Two on the barrel"),
                         QT_TRANSLATE_NOOP("Options", "Whether a player arriving on the barrel "
                                                      "knocks off whoever sits there.")),
    "barrel_three_falls_zero": (QT_TRANSLATE_NOOP("Options", "Three falls reset"),
                                QT_TRANSLATE_NOOP("Options", "A third fall off the barrel resets "
                                                             "the total to 0.")),
    "golden_round": (QT_TRANSLATE_NOOP("Options", "Golden round"),
                     QT_TRANSLATE_NOOP("Options", "The first deals have no auction: forehand "
                                                  "plays %1 and everything counts double.")),
    "golden_reset": (QT_TRANSLATE_NOOP("Options", "Golden reset"),
                     QT_TRANSLATE_NOOP("Options", "If nobody made a golden deal, every total "
                                                  "goes back to 0.")),
}

#: (key, value) -> label for options with named values.
CHOICE_TEXTS: dict[tuple[str, OptionValue], str] = {
    ("sitter_scores", "talon"): QT_TRANSLATE_NOOP("Options", "the talon's points"),
    ("sitter_scores", "aces_and_marriage"): QT_TRANSLATE_NOOP("Options", "aces and a marriage"),
    ("sitter_scores", "none"): QT_TRANSLATE_NOOP("Options", "nothing"),
    ("two_player_mode", "two_talons"): QT_TRANSLATE_NOOP("Options", "two talons"),
    ("two_player_mode", "dead_hand"): QT_TRANSLATE_NOOP("Options", "dead hand"),
    ("minus_bidding", "off"): QT_TRANSLATE_NOOP("Options", "allowed"),
    ("minus_bidding", "negative"): QT_TRANSLATE_NOOP("Options", "not below zero"),
    ("concede_payout", "half"): QT_TRANSLATE_NOOP("Options", "half the contract"),
    ("concede_payout", "sixty"): QT_TRANSLATE_NOOP("Options", "%1"),
    ("round_defenders", 5): QT_TRANSLATE_NOOP("Options", "to 5"),
    ("round_defenders", 10): QT_TRANSLATE_NOOP("Options", "to 10"),
    ("round_defenders", "off"): QT_TRANSLATE_NOOP("Options", "no rounding"),
    ("bolt_on", "no_tricks"): QT_TRANSLATE_NOOP("Options", "no trick taken"),
    ("bolt_on", "no_points"): QT_TRANSLATE_NOOP("Options", "no points"),
    ("bolts", "cumulative"): QT_TRANSLATE_NOOP("Options", "every third"),
    ("bolts", "consecutive"): QT_TRANSLATE_NOOP("Options", "three in a row"),
    ("bolts", "off"): QT_TRANSLATE_NOOP("Options", "never"),
    ("dump_truck", "both"): QT_TRANSLATE_NOOP("Options", "%1 and −%1"),
    ("dump_truck", "positive"): QT_TRANSLATE_NOOP("Options", "%1 only"),
    ("dump_truck", "off"): QT_TRANSLATE_NOOP("Options", "off"),
    ("barrel_mode", "bid"): QT_TRANSLATE_NOOP("Options", "win the auction, make %1"),
    ("barrel_mode", "talon"): QT_TRANSLATE_NOOP("Options", "play %1 as forehand"),
    ("barrel_collision", "knock_off"): QT_TRANSLATE_NOOP("Options", "knocks off"),
    ("barrel_collision", "coexist"): QT_TRANSLATE_NOOP("Options", "both stay"),
}


def option_text_args(key: str) -> tuple[object, ...]:
    """The engine's numbers that fill %1, %2... of an option's label and explanation."""
    args: dict[str, tuple[object, ...]] = {
        "ace_marriage": (ACE_MARRIAGE_VALUE,),
        "redeal_bad_talon": (BAD_TALON_POINTS,),
        "redeal_bad_talon_any_contract": (OPENING_BID,),
        "marriage_cap": (CAP_WITHOUT_MARRIAGE,),
        "talon_hidden_on_100": (OPENING_BID,),
        "dark_game": (DARK_CONTRACT,),
        "concede_third_penalty": (CONCEDE_THIRD_PENALTY,),
        "barrel_mode": (BARREL_MIN_CONTRACT, BARREL_TALON_CONTRACT),
        "golden_round": (GOLDEN_CONTRACT,),
    }
    return args.get(key, ())


def choice_text_args(key: str, value: OptionValue,
                     options: Mapping[str, OptionValue] | None = None) -> tuple[object, ...]:
    """The numbers in the words of an option's value: the engine's, or for the dump truck
    the option ``dump_truck_value`` of ``options`` (the default if None)."""
    if key == "dump_truck":
        found = (options or {}).get("dump_truck_value")
        return (found if found is not None else CLASSIC.dump_truck_value,)
    args: dict[tuple[str, OptionValue], tuple[object, ...]] = {
        ("concede_payout", "sixty"): (CONCEDE_SIXTY,),
        ("barrel_mode", "bid"): (BARREL_MIN_CONTRACT,),
        ("barrel_mode", "talon"): (BARREL_TALON_CONTRACT,),
    }
    return args.get((key, value), ())


def option_label(key: str) -> str:
    return fmt(translate("Options", OPTION_TEXTS[key][0]), *option_text_args(key))


def option_help(key: str) -> str:
    return fmt(translate("Options", OPTION_TEXTS[key][1]), *option_text_args(key))


def phase_title(phase: str) -> str:
    return translate("Options", PHASES[phase])


def choice_text(key: str, value: OptionValue,
                options: Mapping[str, OptionValue] | None = None) -> str:
    """A value of an option as the user reads it; ``options`` (the game's, or a dialog's
    current choice; the defaults if None) give the numbers some values name, such as the
    dump truck's total."""
    spec = OPTION_SPECS[key]
    if spec.is_switch:
        return translate("Options", "on") if value == "on" else translate("Options", "off")
    text = CHOICE_TEXTS.get((key, value))
    if text is None:
        return str(value)
    return fmt(translate("Options", text), *choice_text_args(key, value, options))


# -- presets ---------------------------------------------------------------------------------
PRESET_TEXTS: dict[str, tuple[str, str]] = {
    "classic": (QT_TRANSLATE_NOOP("Presets", "Classic"),
                QT_TRANSLATE_NOOP("Presets", "The common Russian rules.")),
    "pocket": (QT_TRANSLATE_NOOP("Presets", "Pocket computer"),
               QT_TRANSLATE_NOOP("Presets", "As the old pocket game: the barrel is played on "
                                            "the talon, no conceding.")),
    "family": (QT_TRANSLATE_NOOP("Presets", "Family"),
               QT_TRANSLATE_NOOP("Presets", "Gentle: no bolt penalties, no dump truck, "
                                            "marriages at any time.")),
    "polish": (QT_TRANSLATE_NOOP("Presets", "Polish (Tysiąc)"),
               QT_TRANSLATE_NOOP("Presets", "Bids in tens, players must beat the trick.")),
}


def preset_name(key: str) -> str:
    return translate("Presets", PRESET_TEXTS[key][0]) if key in PRESET_TEXTS else key


def preset_help(key: str) -> str:
    return translate("Presets", PRESET_TEXTS[key][1]) if key in PRESET_TEXTS else ""


# -- redeal reasons and actions -----------------------------------------------------------------
REDEAL_TEXTS = {
    "four_nines": QT_TRANSLATE_NOOP("Table", "four nines"),
    "weak_hand": QT_TRANSLATE_NOOP("Table", "a weak hand"),
    "bad_talon": QT_TRANSLATE_NOOP("Table", "a bad talon"),
}


def redeal_reason(reason: str) -> str:
    return translate("Table", REDEAL_TEXTS.get(reason, REDEAL_TEXTS["four_nines"]))


def target_name(to: int, names: tuple[str, ...] | list[str]) -> str:
    return translate("Table", "the dead hand") if to == DEAD else names[to]


#: Each kind of action: (a short sentence for a hint, "bid %1"; its words in a move list
#: after the player's name, with no verb, "%1"; None: just the arguments).
ACTION_WORDS: dict[type, tuple[str, Optional[str]]] = {
    Bid: (QT_TRANSLATE_NOOP("Table", "bid %1"), None),
    Pass: (QT_TRANSLATE_NOOP("Table", "pass"), QT_TRANSLATE_NOOP("Moves", "pass")),
    Dark: (QT_TRANSLATE_NOOP("Table", "play in the dark"),
           QT_TRANSLATE_NOOP("Moves", "dark game")),
    Redeal: (QT_TRANSLATE_NOOP("Table", "ask for a redeal"), QT_TRANSLATE_NOOP("Moves", "redeal")),
    Decline: (QT_TRANSLATE_NOOP("Table", "play on without a claim"),
              QT_TRANSLATE_NOOP("Moves", "no claim")),
    Take: (QT_TRANSLATE_NOOP("Table", "take talon %1"), QT_TRANSLATE_NOOP("Moves", "talon %1")),
    Give: (QT_TRANSLATE_NOOP("Table", "give %1 to %2"), QT_TRANSLATE_NOOP("Moves", "%1 → %2")),
    Discard: (QT_TRANSLATE_NOOP("Table", "lay %1 aside"), QT_TRANSLATE_NOOP("Moves", "%1 aside")),
    Raise: (QT_TRANSLATE_NOOP("Table", "raise to %1"), QT_TRANSLATE_NOOP("Moves", "contract %1")),
    Concede: (QT_TRANSLATE_NOOP("Table", "concede"), QT_TRANSLATE_NOOP("Moves", "concession")),
    Declare: (QT_TRANSLATE_NOOP("Table", "lead %1 and declare the marriage"),
              QT_TRANSLATE_NOOP("Moves", "%1 with the marriage")),
    Play: (QT_TRANSLATE_NOOP("Table", "play %1"), None),
}


def action_args(action: Action, names: tuple[str, ...] | list[str]) -> tuple[object, ...]:
    """What fills an action's words: its value, talon, card and whom it goes to."""
    if isinstance(action, (Bid, Raise)):
        return (action.value,)
    if isinstance(action, Take):
        return (action.index + 1,)
    if isinstance(action, Give):
        return (card_text(action.card), target_name(action.to, names))
    card = getattr(action, "card", None)
    return (card_text(card),) if card is not None else ()


def action_text(action: Action, names: tuple[str, ...] | list[str]) -> str:
    """An action as a short sentence for a person (hints)."""
    return fmt(translate("Table", ACTION_WORDS[type(action)][0]), *action_args(action, names))


# -- moves in a list (the deal review): no verb, so they read right after any name ---------------
#: The analysis's name for keeping the contract as it is before the first lead.
PLAY_ON = "play on"


def move_words(action: Action, names: tuple[str, ...] | list[str]) -> str:
    """What a move did, without its player and without a verb: "110", "pass", "9♠ → Boris",
    "9♠ aside", "J♣", "Q♥ with the marriage"."""
    words = ACTION_WORDS[type(action)][1]
    args = action_args(action, names)
    return fmt(translate("Moves", words), *args) if words else " ".join(map(str, args))


def move_text(seat: int, words: str, names: tuple[str, ...] | list[str]) -> str:
    """A move in a list: "Anna: J♣", "Anna: 9♠ → Boris"."""
    who = names[seat] if 0 <= seat < len(names) else str(seat)
    return fmt(translate("Moves", "%1: %2"), who, words)


def steps_words(text: str, names: tuple[str, ...] | list[str]) -> tuple[int, str] | None:
    """A move as the analysis names it, in step notation ("0 play JC"), or several steps of one
    seat joined by commas ("0 give 9S 1, 0 give QS 2"): (its seat, :func:`move_words` of
    each step joined); None for text that is not in step notation."""
    seats: set[int] = set()
    parts: list[str] = []
    for step in text.split(","):
        try:
            action = parse_action(step.strip())
        except (ValueError, RecordError):
            return None
        seats.add(action.seat)
        parts.append(move_words(action, names))
    if len(seats) != 1:
        return None
    return seats.pop(), ", ".join(parts)


def analysed_move_text(text: str, seat: int, names: tuple[str, ...] | list[str]) -> str:
    """A move the analysis names (``Decision.action``, ``best``, a candidate) for ``seat``,
    in words: one step, several joined by commas, or keeping the contract ("play on")."""
    if text == PLAY_ON:
        return move_text(seat, translate("Moves", "no raise"), names)
    found = steps_words(text, names)
    if found is None:
        return move_text(seat, text, names)
    return move_text(found[0], found[1], names)
