"""The card game's course (issue 37): short lessons, each one idea on a prepared deal.

Each :class:`~thousand_app.games.lessons.Lesson` is data: the deal (dealt by the engine from
a fixed order of the deck, :class:`~thousand_app.cards.lesson_game.CardLessons`) and the
moves of the deal in the record's notation, the learner (seat 0) making those marked
``you``.  The texts are English sources marked for translation (context ``Lessons``);
docs/lessons.md maps every rule of docs/rules.md to its lesson and ``tests/test_lessons.py``
plays every lesson through the runner.
"""

from __future__ import annotations

from typing import Any

from thousand_app.games.lessons import Lesson, Step

from thousand_app.ui.common.i18n import QT_TRANSLATE_NOOP

__all__ = ["LESSONS", "NAMES"]

#: The seats' names in every lesson: the learner, then the scripted players (a lesson of
#: ``players`` seats takes the first ones; Gleb sits at the four-player table only).
NAMES = (QT_TRANSLATE_NOOP("Lessons", "You"), QT_TRANSLATE_NOOP(
    "Lessons", "Boris"), QT_TRANSLATE_NOOP(
    "Lessons", "Vera"), QT_TRANSLATE_NOOP("Lessons", "Gleb"))

_R = "rules.md#"
#: A strong deal for the learner as forehand (seat 2 deals): hearts marriage, two spades.
_STRONG: dict[str, Any] = {"dealer": 2,
           "hands": ["AH 10H KH QH AS 10S 9D", "AC 10C KC JC 9C QS 9S",
                     "AD 10D KD QD JD KS JS"],
           "talon": "JH 9H QC"}
#: That deal played to its end: the learner raises to 120 and takes every trick.
#: (The raise comes after the cards are given: the table's raise prompt offers it with a
#: button, where the passing prompt would make it only by Enter on the hint.)
_STRONG_PLAY = ("1 pass", "2 pass", "0 give 9D 1", "0 give QC 2", "0 raise 120",
                "0 play AS", "1 play QS", "2 play KS", "0 play 10S", "1 play 9S", "2 play JS",
                "0 declare KH", "1 play 9C", "2 play QC", "0 play AH", "1 play JC", "2 play JD",
                "0 play 10H", "1 play KC", "2 play QD", "0 play QH", "1 play 10C", "2 play KD",
                "0 play JH", "1 play AC", "2 play 10D", "0 play 9H", "1 play 9D")
#: A deal where Boris (forehand: seat 0 deals) declares and the learner defends.
_DEFEND = {"dealer": 0,
           "hands": ["9S JH 9H AD 10D KD QD", "AS KH QH AC 10C KC AH",
                     "10S KS QS JS 9C QC JC"],
           "talon": "10H JD 9D"}
_DEFEND_START = ("2 pass", "0 pass", "1 give 9D 0", "1 give JD 2",
                 "1 play AS", "2 play 10S", "0 play 9S")


def _auto(*moves: str) -> tuple[Step, ...]:
    return tuple(Step(m) for m in moves)


def _last_card(text: str) -> Step:
    return Step("2 play AD", text=text)


def _strong_play(*mine: Step) -> tuple[Step, ...]:
    """The strong deal's moves up to its last card, the learner making ``mine`` (by move)."""
    yours = {s.move: s for s in mine}
    return tuple(yours.get(m, Step(m)) for m in _STRONG_PLAY)


def _raise() -> Step:
    return Step("0 raise 120", you=True,
                hint=QT_TRANSLATE_NOOP("Lessons", "Raise the contract to 120: your hearts "
                                                  "marriage makes it safe."),
                text=QT_TRANSLATE_NOOP("Lessons", "You play for 120. The script plays the tricks "
                                                  "for you."))


LESSONS: tuple[Lesson, ...] = (
    Lesson(
        "deal", QT_TRANSLATE_NOOP("Lessons", "The deal and the talon"),
        QT_TRANSLATE_NOOP("Lessons", "Thousand is played with 24 cards: nine to ace in four "
                                     "suits. An ace is worth 11, a ten 10, a king 4, a queen 3, "
                                     "a jack 2, a nine 0. Three players get seven cards each and "
                                     "three go face down to the talon. The seat after the dealer "
                                     "is forehand: that is you."),
        (_R + "1-cards", _R + "2-seats-the-deal-and-whose-turn-it-is",
         _R + "5-the-talon-giving-cards-the-final-contract"),
        _STRONG,
        (Step("1 pass", text=QT_TRANSLATE_NOOP("Lessons", "Forehand holds a bid of 100 without a "
                                                          "word. Boris speaks first and passes.")),
         Step("2 pass", text=QT_TRANSLATE_NOOP("Lessons", "Vera passes too: you play for 100 and "
                                                          "the talon is yours. With ten cards "
                                                          "now, you give one card face down to "
                                                          "each opponent.")),
         Step("0 give 9D 1", you=True,
              hint=QT_TRANSLATE_NOOP("Lessons", "Give the nine of diamonds to Boris, it is worth "
                                                "nothing, and the queen of clubs to Vera: choose "
                                                "the queen too, then Pass the cards."),
              text=QT_TRANSLATE_NOOP("Lessons", "Boris has the nine of diamonds. Give Vera one "
                                                "more card."),
              show=("9D",)),
         Step("0 give QC 2", you=True,
              hint=QT_TRANSLATE_NOOP("Lessons", "Give the queen of clubs to Vera."),
              text=QT_TRANSLATE_NOOP("Lessons", "Everyone holds eight cards. Before the first "
                                                "lead you may still raise your contract, never "
                                                "lower it."),
              show=("QC",)),
         Step("0 raise 120", you=True,
              hint=QT_TRANSLATE_NOOP("Lessons", "Raise the contract to 120: your hearts marriage "
                                                "makes it safe."),
              text=QT_TRANSLATE_NOOP("Lessons", "You play for 120 now. You lead to the first "
                                                "trick."))),
        QT_TRANSLATE_NOOP("Lessons", "The talon goes to whoever wins the auction; he passes one "
                                     "card to each opponent and may raise before he leads.")),
    Lesson(
        "two-players", QT_TRANSLATE_NOOP("Lessons", "Two players"),
        QT_TRANSLATE_NOOP("Lessons", "At two, each player gets ten cards and the other four go "
                                     "face down to two talons of two. Boris deals, so you are "
                                     "forehand and hold 100."),
        (_R + "2-seats-the-deal-and-whose-turn-it-is",),
        {"players": 2, "dealer": 1,
         "hands": ["AH 10H KH AS 10S KS 9D JD 9C JC", "AC 10C KC QC AD 10D KD QD QS JS"],
         "talon": "QH JH 9S 9H"},
        (Step("1 pass", text=QT_TRANSLATE_NOOP("Lessons", "Boris passes: you play for 100. "
                                                          "Pick one of the two talons.")),
         Step("0 take 0", you=True,
              hint=QT_TRANSLATE_NOOP("Lessons", "Take the left talon."),
              text=QT_TRANSLATE_NOOP("Lessons", "The queen and jack of hearts are yours: with "
                                                "your king, a hearts marriage. Now put two cards "
                                                "aside face down."), show=("QH", "JH")),
         Step("0 discard 9D", you=True,
              hint=QT_TRANSLATE_NOOP("Lessons", "Put the nines of diamonds and clubs aside: they "
                                                "are worth nothing. Choose the nine of clubs too, "
                                                "then Lay them aside.")),
         Step("0 discard 9C", you=True,
              hint=QT_TRANSLATE_NOOP("Lessons", "Put the nine of clubs aside too."),
              text=QT_TRANSLATE_NOOP("Lessons", "The cards you put aside count for you as "
                                                "cards you won. You both hold ten cards and "
                                                "play ten tricks."))),
        QT_TRANSLATE_NOOP("Lessons", "The talon nobody took, with its points, goes to whoever "
                                     "takes the last trick.")),
    Lesson(
        "four-players", QT_TRANSLATE_NOOP("Lessons", "Four players"),
        QT_TRANSLATE_NOOP("Lessons", "At four, the dealer takes no cards and sits the deal out; "
                                     "the three others play it as a deal for three. Gleb deals "
                                     "this time, so you are forehand."),
        (_R + "2-seats-the-deal-and-whose-turn-it-is",),
        {**_STRONG, "players": 4, "dealer": 3,
         "hands": [*_STRONG["hands"], ""]},
        (*_strong_play(_raise()),
         _last_card(QT_TRANSLATE_NOOP("Lessons", "You make your 120. Gleb sat out: he scores "
                                                 "the card points of the talon, the jack of "
                                                 "hearts, nine of hearts and queen of clubs: 5."))),
        QT_TRANSLATE_NOOP("Lessons", "The deal passes clockwise, so each player sits out every "
                                     "fourth deal.")),
    Lesson(
        "bidding", QT_TRANSLATE_NOOP("Lessons", "Bidding and its limits"),
        QT_TRANSLATE_NOOP("Lessons", "Vera is forehand and holds 100. Each bid must be higher "
                                     "than the last, in steps of 5. Without a marriage in hand "
                                     "you may bid at most 120; each marriage you hold raises "
                                     "that limit by its value (hearts 100, diamonds 80, clubs "
                                     "60, spades 40)."),
        (_R + "4-the-auction",),
        {**_STRONG, "dealer": 1,
         "hands": ["AH 10H KH QH AS 10S 9D", "AD 10D KD QD JD KS JS",
                   "AC 10C KC JC 9C QS 9S"]},
        (Step("0 bid 120", you=True,
              hint=QT_TRANSLATE_NOOP("Lessons", "Bid 120."),
              text=QT_TRANSLATE_NOOP("Lessons", "Your hearts marriage lets you bid up to 220, so "
                                                "120 is safe."), show=("KH", "QH")),
         Step("1 bid 125", text=QT_TRANSLATE_NOOP(
             "Lessons", "Boris holds the diamonds marriage: he may go up to 200, and says 125.")),
         Step("2 pass", text=QT_TRANSLATE_NOOP("Lessons", "Vera passes: she is out of this "
                                                          "auction.")),
         Step("0 bid 130", you=True,
              hint=QT_TRANSLATE_NOOP("Lessons", "Bid 130 to stay in the auction."),
              text=QT_TRANSLATE_NOOP("Lessons", "You bid 130.")),
         Step("1 pass", text=QT_TRANSLATE_NOOP("Lessons", "Boris passes: only you remain, and "
                                                          "you play for 130 with the talon."))),
        QT_TRANSLATE_NOOP("Lessons", "A player who passes is out for the deal; the last one left "
                                     "plays for his bid.")),
    Lesson(
        "follow", QT_TRANSLATE_NOOP("Lessons", "Following suit and trumping"),
        QT_TRANSLATE_NOOP("Lessons", "Boris plays for 100 and leads. You must follow the suit "
                                     "led when you can; when you cannot, you must play a trump "
                                     "if there is a trump suit and you hold one. A deal starts "
                                     "without a trump."),
        (_R + "6-playing-the-tricks",),
        _DEFEND,
        (*_auto(*_DEFEND_START[:-1]),
         Step("0 play 9S", you=True,
              hint=QT_TRANSLATE_NOOP("Lessons", "Spades were led: follow with your nine of "
                                                "spades."),
              text=QT_TRANSLATE_NOOP("Lessons", "The ace of spades takes the trick: the highest "
                                                "card of the suit led wins when there is no "
                                                "trump."), show=("AS",)),
         Step("1 declare KH", text=QT_TRANSLATE_NOOP(
             "Lessons", "Boris has won a trick, so he may declare: he leads the king of hearts "
                        "holding the queen. Hearts are trump now and he scores 100."),
              show=("KH",)),
         Step("2 play 9C"),
         Step("0 play 9H", you=True,
              hint=QT_TRANSLATE_NOOP("Lessons", "Hearts were led: follow suit with the nine of "
                                                "hearts."),
              text=QT_TRANSLATE_NOOP("Lessons", "You followed suit."), show=("9H",)),
         Step("1 play AC"),
         Step("2 play QC"),
         Step("0 play JH", you=True,
              hint=QT_TRANSLATE_NOOP("Lessons", "You have no clubs: you must trump with the jack "
                                                "of hearts."),
              text=QT_TRANSLATE_NOOP("Lessons", "Your jack of hearts is a trump: it beats the "
                                                "ace of clubs and the trick is yours."),
              show=("JH",))),
        QT_TRANSLATE_NOOP("Lessons", "Follow suit; without the suit, trump; only without both "
                                     "may you play anything.")),
    Lesson(
        "marriage", QT_TRANSLATE_NOOP("Lessons", "Marriages and trump"),
        QT_TRANSLATE_NOOP("Lessons", "A king and queen of one suit are a marriage: spades 40, "
                                     "clubs 60, diamonds 80, hearts 100. You declare it by "
                                     "leading one of them while holding the other, but only "
                                     "after you have won a trick in the deal. Its suit becomes "
                                     "trump."),
        (_R + "marriages-and-trumps",),
        _DEFEND,
        (*_auto(*_DEFEND_START, "1 declare KH", "2 play 9C", "0 play 9H", "1 play AC",
                "2 play QC", "0 play JH"),
         Step("0 declare QD", you=True,
              hint=QT_TRANSLATE_NOOP("Lessons", "You won the last trick: lead the queen of "
                                                "diamonds to declare your diamonds marriage."),
              text=QT_TRANSLATE_NOOP("Lessons", "You score 80 at once, and diamonds are trump "
                                                "from now on in place of hearts."),
              show=("QD", "KD"))),
        QT_TRANSLATE_NOOP("Lessons", "A marriage scores once, when it is declared; a later "
                                     "marriage changes the trump again.")),
    Lesson(
        "ace-marriage", QT_TRANSLATE_NOOP("Lessons", "The ace marriage (house option)"),
        QT_TRANSLATE_NOOP("Lessons", "Some tables play the ace marriage: leading an ace while "
                                     "holding all four declares it for 200, after a trick won, "
                                     "as any marriage. It does not change the trump. This lesson "
                                     "turns the option on."),
        (_R + "every-option",),
        {"dealer": 2, "options": {"ace_marriage": "on"},
         "hands": ["AS AC AD AH 10S 9S 9D", "KS QS 10C KC QC JC 9C",
                   "10D KD QD JD 10H KH QH"],
         "talon": "JS JH 9H"},
        (*_auto("1 pass", "2 pass", "0 give 9D 1", "0 give 9H 2"),
         Step("0 play 10S", you=True,
              hint=QT_TRANSLATE_NOOP("Lessons", "First win a trick: lead the ten of spades (your "
                                                "ace of spades is the only card above it)."),
              text=QT_TRANSLATE_NOOP("Lessons", "You are leading. The trick will be yours.")),
         *_auto("1 play QS", "2 play 10H"),
         Step("0 declare AH", you=True,
              hint=QT_TRANSLATE_NOOP("Lessons", "Lead an ace now to declare the ace marriage."),
              text=QT_TRANSLATE_NOOP("Lessons", "200 for the ace marriage."),
              show=("AS", "AC", "AD", "AH"))),
        QT_TRANSLATE_NOOP("Lessons", "The ace marriage is a house option: it is off in the "
                                     "classic rules.")),
    Lesson(
        "scoring", QT_TRANSLATE_NOOP("Lessons", "Scoring and the contract"),
        QT_TRANSLATE_NOOP("Lessons", "Your deal points are the cards of the tricks you take plus "
                                     "your marriages. The declarer scores his contract if he "
                                     "reaches it, and loses it if he does not. Defenders score "
                                     "their points, rounded to 5."),
        (_R + "7-scoring-a-deal",),
        _STRONG,
        (*_strong_play(_raise(), Step("0 play 9H", you=True, hint=QT_TRANSLATE_NOOP(
            "Lessons", "Play your last card, the nine of hearts."))),
         _last_card(QT_TRANSLATE_NOOP("Lessons", "You took 120 in cards and declared 100: 220 "
                                                 "points. You reach your contract, so you score "
                                                 "120: never more than the contract. Boris and "
                                                 "Vera took nothing.")),),
        QT_TRANSLATE_NOOP("Lessons", "Bid what your hand can take: a contract missed costs its "
                                     "whole value.")),
    Lesson(
        "bolts", QT_TRANSLATE_NOOP("Lessons", "Bolts"),
        QT_TRANSLATE_NOOP("Lessons", "A player who takes no trick in a deal gets a bolt. Every "
                                     "third bolt costs him 120. Boris starts this deal with two "
                                     "bolts."),
        (_R + "7-scoring-a-deal",),
        {**_STRONG, "bolts": [0, 2, 0], "totals": [0, 300, 200]},
        (*_strong_play(Step("0 declare KH", you=True, hint=QT_TRANSLATE_NOOP(
            "Lessons", "Lead the king of hearts to declare your marriage."), text=QT_TRANSLATE_NOOP(
                "Lessons", "Keep taking every trick: the script plays them for you."))),
         _last_card(QT_TRANSLATE_NOOP("Lessons", "Boris and Vera took no trick: each gets a "
                                                 "bolt. It is Boris's third, so he loses 120 and "
                                                 "his count starts again."))),
        QT_TRANSLATE_NOOP("Lessons", "Take at least one trick in every deal, even a poor one.")),
    Lesson(
        "barrel", QT_TRANSLATE_NOOP("Lessons", "The barrel"),
        QT_TRANSLATE_NOOP("Lessons", "The game is played to 1000. A total that would pass 880 "
                                     "stops there: the player is on the barrel. To win from it "
                                     "he must win the auction and make a contract of at least "
                                     "120 within three deals, or he falls off and loses 120. You "
                                     "have 800."),
        (_R + "8-the-barrel-and-the-end-of-the-game",),
        {**_STRONG, "totals": [800, 300, 200]},
        (*_strong_play(_raise()),
         _last_card(QT_TRANSLATE_NOOP("Lessons", "800 and 120 would make 920, but your total "
                                                 "stops at 880: you are on the barrel. On it you "
                                                 "score nothing as a defender."))),
        QT_TRANSLATE_NOOP("Lessons", "On the barrel, only a won contract of 120 or more takes "
                                     "you to 1000.")),
    Lesson(
        "dump-truck", QT_TRANSLATE_NOOP("Lessons", "The dump truck"),
        QT_TRANSLATE_NOOP("Lessons", "A total that ends a deal at exactly 555 goes back to 0: "
                                     "the dump truck. So does −555. You have 435 and play for "
                                     "120."),
        (_R + "7-scoring-a-deal",),
        {**_STRONG, "totals": [435, 300, 200]},
        (*_strong_play(_raise()),
         _last_card(QT_TRANSLATE_NOOP("Lessons", "435 and 120 make exactly 555: the dump truck "
                                                 "takes your total back to 0."))),
        QT_TRANSLATE_NOOP("Lessons", "Near 555, count before you bid.")),
    Lesson(
        "dark", QT_TRANSLATE_NOOP("Lessons", "The dark game (house option)"),
        QT_TRANSLATE_NOOP("Lessons", "Some tables let forehand announce, before any bid and "
                                     "without seeing the talon, that he plays 120 in the dark: "
                                     "his result counts double. This lesson turns the option "
                                     "on."),
        (_R + "9-special-deals",),
        {**_STRONG, "options": {"dark_game": "on"}},
        (Step("0 dark", you=True,
              hint=QT_TRANSLATE_NOOP("Lessons", "Announce the dark game without looking: the "
                                                "lesson has dealt you a strong hand."),
              text=QT_TRANSLATE_NOOP("Lessons", "You play 120 in the dark. The others may only "
                                                "pass.")),
         *_auto(*(m for m in _STRONG_PLAY if m != "0 raise 120")),
         _last_card(QT_TRANSLATE_NOOP("Lessons", "You made your 120 in the dark: it counts "
                                                 "double, 240."))),
        QT_TRANSLATE_NOOP("Lessons", "The dark game is off in the classic rules.")),
    Lesson(
        "golden", QT_TRANSLATE_NOOP("Lessons", "The golden round (house option)"),
        QT_TRANSLATE_NOOP("Lessons", "Some tables open the game with a golden round: deals "
                                     "without an auction, where forehand plays 120 with the "
                                     "talon and every score counts double. This lesson turns "
                                     "the option on."),
        (_R + "9-special-deals",),
        {**_STRONG, "options": {"golden_round": "on"}},
        (Step("0 give 9D 1", you=True,
              hint=QT_TRANSLATE_NOOP("Lessons", "No auction: the talon is yours. Give the "
                                                "nine of diamonds to Boris and the queen of clubs "
                                                "to Vera, then Pass the cards."),
              text=QT_TRANSLATE_NOOP("Lessons", "You play 120, doubled.")),
         Step("0 give QC 2", you=True,
              hint=QT_TRANSLATE_NOOP("Lessons", "Give the queen of clubs to Vera.")),
         *_auto(*(m for m in _STRONG_PLAY if m not in (
             "1 pass", "2 pass", "0 raise 120", "0 give 9D 1", "0 give QC 2"))),
         _last_card(QT_TRANSLATE_NOOP("Lessons", "120 made in the golden round: 240."))),
        QT_TRANSLATE_NOOP("Lessons", "The golden round is off in the classic rules.")),
    Lesson(
        "concede", QT_TRANSLATE_NOOP("Lessons", "Conceding a deal"),
        QT_TRANSLATE_NOOP("Lessons", "Your hand is weak and you had to play for 100 as forehand. "
                                     "After taking the talon, and before the first lead, the "
                                     "declarer may give the deal up: he loses his contract and "
                                     "each opponent gets half of it."),
        (_R + "5-the-talon-giving-cards-the-final-contract",),
        {"dealer": 2,
         # (the fourth nine in the talon: dealt four nines, Anna would be asked about a redeal)
         "hands": ["9S JS 9C JC JD QD 9H", "AS 10S KS QS AC 10C KC",
                   "AD 10D KD AH 10H KH QH"],
         "talon": "9D JH QC"},
        (*_auto("1 pass", "2 pass"),
         Step("0 concede", you=True,
              hint=QT_TRANSLATE_NOOP("Lessons", "Concede the deal: with these cards you cannot "
                                                "take 100."),
              text=QT_TRANSLATE_NOOP("Lessons", "You lose 100; Boris and Vera get 50 each. "
                                                "Played out, the deal would cost you the same "
                                                "100 and give them far more."))),
        QT_TRANSLATE_NOOP("Lessons", "Concede a hopeless deal rather than play it: it costs "
                                     "less. You may not concede on the barrel.")),
    Lesson(
        "redeal", QT_TRANSLATE_NOOP("Lessons", "Redeals"),
        QT_TRANSLATE_NOOP("Lessons", "A player dealt all four nines may ask for the cards to be "
                                     "dealt again before the bidding. The same dealer deals "
                                     "again and nobody scores."),
        (_R + "3-redeal",),
        {"dealer": 2,
         "hands": ["9S 9C 9D 9H AS 10S KS", "AH 10H KH QH JH QS JS",
                   "AD 10D KD QD JD AC 10C"],
         "talon": "KC QC JC"},
        (Step("0 redeal", you=True,
              hint=QT_TRANSLATE_NOOP("Lessons", "You hold all four nines: ask for a redeal."),
              text=QT_TRANSLATE_NOOP("Lessons", "The cards are dealt again."),
              show=("9S", "9C", "9D", "9H")),),
        QT_TRANSLATE_NOOP("Lessons", "A redeal is a right, not a duty: with a strong hand, play "
                                     "it.")),
)
