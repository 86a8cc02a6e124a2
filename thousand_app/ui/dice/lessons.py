"""The dice game's course (issue 37): short lessons, each one idea on prepared throws.

Each :class:`~thousand_app.games.lessons.Lesson` is data: the players' totals at the start
and the turn's steps in the record's notation (``throw 1 5 3 3 4``, ``keep 1 5``, ``stop``);
the throws are the engine's chance actions, so a lesson's dice always come up the same.  The
learner (seat 0) makes the steps marked ``you``: a throw of his is his decision to throw,
and the lesson's faces come up.  Texts: English sources for translation (context
``Lessons``); docs/lessons.md maps every rule of docs/dice-rules.md to its lesson.
"""

from __future__ import annotations

from thousand_app.games.lessons import Lesson, Step

from thousand_app.ui.common.i18n import QT_TRANSLATE_NOOP

__all__ = ["LESSONS", "NAMES"]

#: The seats' names in every lesson: the learner, then the scripted player.
NAMES = (QT_TRANSLATE_NOOP("Lessons", "You"), QT_TRANSLATE_NOOP(
    "Lessons", "Boris"))

_R = "dice-rules.md#"

_THROW = QT_TRANSLATE_NOOP("Lessons", "Throw the dice.")
#: Boris's turn between two of the learner's: he throws on and loses it all.
_BORIS_BUSTS = (Step("throw 1 2 3 3 6"), Step("keep 1"),
                Step("throw 2 2 4 6", text=QT_TRANSLATE_NOOP(
                    "Lessons", "Boris threw on, and nothing scored: his turn is lost.")))


def _throw(faces: str, text: str = "", hint: str = _THROW, show: str = "") -> Step:
    """The learner's throw; ``show``: the dice of it that its ``text`` speaks of."""
    return Step("throw " + faces, you=True, hint=hint, text=text, show=tuple(show.split()))


LESSONS: tuple[Lesson, ...] = (
    Lesson(
        "scoring", QT_TRANSLATE_NOOP("Lessons", "What scores"),
        QT_TRANSLATE_NOOP("Lessons", "You throw five dice. A one is worth 10 and a five 5. Three "
                                     "of a kind are worth ten times the face (three fours: 40), "
                                     "three ones 100; four of a kind twice that, five ten times. "
                                     "1 2 3 4 5 is worth 125 and 2 3 4 5 6 250. After each throw "
                                     "you set scoring dice aside."),
        (_R + "1-dice-and-words", _R + "3-what-a-throw-scores", _R + "31-units",
         _R + "32-keeps", _R + "33-examples", _R + "45-five-ones"),
        {"names": NAMES},
        (_throw("1 4 4 4 6", QT_TRANSLATE_NOOP("Lessons", "A one and three fours: they score."),
                show="1 4 4 4"),
         Step("keep 1 4 4 4", you=True,
              hint=QT_TRANSLATE_NOOP("Lessons", "Set aside the one and the three fours."),
              text=QT_TRANSLATE_NOOP("Lessons", "10 for the one and 40 for the three fours: 50 "
                                                "this turn."),
              show=("1", "4", "4", "4"))),
        QT_TRANSLATE_NOOP("Lessons", "Only ones, fives, three or more of a kind and the "
                                     "straights score.")),
    Lesson(
        "keep", QT_TRANSLATE_NOOP("Lessons", "Keeping and throwing again"),
        QT_TRANSLATE_NOOP("Lessons", "After a keep you throw the dice left in hand again, and "
                                     "add what they score. You need not keep every scoring die: "
                                     "more dice in hand score more often."),
        (_R + "4-a-turn", _R + "41-what-the-turn-knows", _R + "42-step-by-step"),
        {"names": NAMES},
        (_throw("1 2 3 5 6"),
         Step("keep 1", you=True,
              hint=QT_TRANSLATE_NOOP("Lessons", "Keep only the one: the five is worth little, "
                                                "and four dice thrown again have a better "
                                                "chance."),
              text=QT_TRANSLATE_NOOP("Lessons", "10 kept; four dice in hand."), show=("1",)),
         _throw("5 5 5 2", QT_TRANSLATE_NOOP("Lessons", "Three fives!"), show="5 5 5"),
         Step("keep 5 5 5", you=True,
              hint=QT_TRANSLATE_NOOP("Lessons", "Keep the three fives."),
              text=QT_TRANSLATE_NOOP("Lessons", "Three fives are worth 50: 60 this turn."),
              show=("5", "5", "5"))),
        QT_TRANSLATE_NOOP("Lessons", "What you keep adds up over the turn until you stop or lose "
                                     "it.")),
    Lesson(
        "hot-dice", QT_TRANSLATE_NOOP("Lessons", "Hot dice"),
        QT_TRANSLATE_NOOP("Lessons", "When all five dice have scored and been kept, you must "
                                     "throw all five again. That throw confirms the turn: if it "
                                     "scores, you keep and bank; if it is empty, the whole turn "
                                     "is lost."),
        (_R + "43-hot-dice-hot_dice",),
        {"names": NAMES},
        (_throw("1 1 1 5 5"),
         Step("keep 1 1 1 5 5", you=True,
              hint=QT_TRANSLATE_NOOP("Lessons", "Keep all five dice: three ones and two fives."),
              text=QT_TRANSLATE_NOOP("Lessons", "110 kept, and no die left in hand: hot dice. "
                                                "Throw all five again.")),
         _throw("1 2 3 4 6", QT_TRANSLATE_NOOP("Lessons", "A one: the turn is confirmed."),
                show="1"),
         Step("keep 1", you=True, hint=QT_TRANSLATE_NOOP(
             "Lessons", "Keep the one."),
              text=QT_TRANSLATE_NOOP("Lessons", "120 banked at once."))),
        QT_TRANSLATE_NOOP("Lessons", "Hot dice are a gift with a risk: the confirming throw can "
                                     "lose the turn.")),
    Lesson(
        "entry", QT_TRANSLATE_NOOP("Lessons", "Entry"),
        QT_TRANSLATE_NOOP("Lessons", "Your first bank must be at least 75 points: until then you "
                                     "may not stop. The whole turn total counts once you enter."),
        (_R + "5-entry",),
        {"names": NAMES},
        (_throw("2 2 3 5 6"),
         Step("keep 5", you=True, hint=QT_TRANSLATE_NOOP(
             "Lessons", "Keep the five."),
              text=QT_TRANSLATE_NOOP("Lessons", "5 is far from 75: you may not stop yet, so "
                                                "throw again."),
              show=("5",)),
         _throw("1 1 1 3"),
         Step("keep 1 1 1", you=True, hint=QT_TRANSLATE_NOOP(
             "Lessons", "Keep the three ones."),
              text=QT_TRANSLATE_NOOP("Lessons", "105 this turn: enough to enter.")),
         Step("stop", you=True, hint=QT_TRANSLATE_NOOP(
             "Lessons", "Stop and bank your 105."),
              text=QT_TRANSLATE_NOOP("Lessons", "You have entered with 105; from now on any bank "
                                                "is allowed."))),
        QT_TRANSLATE_NOOP("Lessons", "Entering is once a game.")),
    Lesson(
        "stop", QT_TRANSLATE_NOOP("Lessons", "Stopping"),
        QT_TRANSLATE_NOOP("Lessons", "After a keep that leaves dice in hand you choose: stop and "
                                     "bank the turn total, or throw again. An empty throw, with "
                                     "no scoring die, loses everything this turn. You have 200."),
        (_R + "44-when-a-mover-may-stop", _R + "2-players-and-turns",
         _R + "10-settling-a-turn"),
        {"names": NAMES, "totals": [200, 150], "entry": [200, 150]},
        (_throw("1 1 2 3 5"),
         Step("keep 1 1 5", you=True, hint=QT_TRANSLATE_NOOP(
             "Lessons", "Keep the two ones and the five."),
              text=QT_TRANSLATE_NOOP("Lessons", "25 this turn, two dice in hand: a throw of two "
                                                "is empty 4 times in 9.")),
         Step("stop", you=True, hint=QT_TRANSLATE_NOOP("Lessons", "Stop and bank your 225."),
              text=QT_TRANSLATE_NOOP("Lessons", "225: banked. Now Boris plays.")),
         *_BORIS_BUSTS),
        QT_TRANSLATE_NOOP("Lessons", "The fewer dice in hand, the sooner to stop.")),
    Lesson(
        "barrel", QT_TRANSLATE_NOOP("Lessons", "The barrel and winning"),
        QT_TRANSLATE_NOOP("Lessons", "The game is won at 1000. A bank that reaches 850 stops "
                                     "there: you are on the barrel. From the barrel you must "
                                     "make 150 in one turn, without stopping. You have 780."),
        (_R + "7-the-barrel", _R + "8-winning"),
        {"names": NAMES, "totals": [780, 400], "entry": [100, 100]},
        (_throw("1 1 1 3 5"),
         Step("keep 1 1 1 5", you=True, hint=QT_TRANSLATE_NOOP(
             "Lessons", "Keep the three ones and the five."),
              text=QT_TRANSLATE_NOOP("Lessons", "105: 780 and 105 would be 885.")),
         Step("stop", you=True, hint=QT_TRANSLATE_NOOP(
             "Lessons", "Stop and bank."),
              text=QT_TRANSLATE_NOOP("Lessons", "Your total stops at 850: you are on the barrel.")),
         *_BORIS_BUSTS,
         _throw("1 1 1 1 3", QT_TRANSLATE_NOOP("Lessons", "Four ones!"), show="1 1 1 1"),
         Step("keep 1 1 1 1", you=True, hint=QT_TRANSLATE_NOOP(
             "Lessons", "Keep the four ones: 200."),
              text=QT_TRANSLATE_NOOP("Lessons", "200 in one turn from the barrel: you reach 1000 "
                                                "and win."))),
        QT_TRANSLATE_NOOP("Lessons", "The barrel turns the last points into one big throw.")),
    Lesson(
        "pits", QT_TRANSLATE_NOOP("Lessons", "Pits (house option)"),
        QT_TRANSLATE_NOOP("Lessons", "Some tables play pits: a band such as 300 to 400 must be "
                                     "left in one bank. From 330 you may stop only above 400. "
                                     "This lesson turns the option on."),
        (_R + "6-pits",),
        {"names": NAMES, "options": {"pits": [[300, 400]]}, "totals": [330, 100],
         "entry": [100, 100]},
        (_throw("1 2 3 5 6"),
         Step("keep 1", you=True, hint=QT_TRANSLATE_NOOP(
             "Lessons", "Keep the one."),
              text=QT_TRANSLATE_NOOP("Lessons", "340 would still be in the pit: you must throw "
                                                "on.")),
         _throw("1 1 1 2"),
         Step("keep 1 1 1", you=True, hint=QT_TRANSLATE_NOOP(
             "Lessons", "Keep the three ones."),
              text=QT_TRANSLATE_NOOP("Lessons", "110 this turn: 440, out of the pit.")),
         Step("stop", you=True, hint=QT_TRANSLATE_NOOP(
             "Lessons", "Stop: you are out of the pit."),
              text=QT_TRANSLATE_NOOP("Lessons", "Banked at 440."))),
        QT_TRANSLATE_NOOP("Lessons", "Pits are off in the classic rules.")),
    Lesson(
        "bolts", QT_TRANSLATE_NOOP("Lessons", "Bolts (house option)"),
        QT_TRANSLATE_NOOP("Lessons", "With bolts played, every turn lost to an empty throw is a "
                                     "bolt; the third costs 100. You have two already and 300 "
                                     "points."),
        (_R + "9-bolts-overtakes-the-dump-truck-totals-below-zero",),
        {"names": NAMES, "options": {"bolts": "bust"}, "totals": [300, 100],
         "entry": [100, 100], "bolts": [2, 0]},
        (_throw("2 2 3 4 6", QT_TRANSLATE_NOOP("Lessons", "Nothing scores: the turn is lost, a "
                                                          "third bolt, and 100 off: 200.")),),
        QT_TRANSLATE_NOOP("Lessons", "Bolts are off in the classic rules.")),
    Lesson(
        "overtake", QT_TRANSLATE_NOOP("Lessons", "Overtaking (house option)"),
        QT_TRANSLATE_NOOP("Lessons", "With the overtaking penalty played, when your bank passes "
                                     "another player's total, he loses 50. Boris has 250, you "
                                     "200."),
        (_R + "9-bolts-overtakes-the-dump-truck-totals-below-zero",),
        {"names": NAMES, "options": {"overtake_penalty": 50}, "totals": [200, 250],
         "entry": [100, 100]},
        (_throw("1 1 1 2 5"),
         Step("keep 1 1 1 5", you=True, hint=QT_TRANSLATE_NOOP(
             "Lessons", "Keep the three ones and the five."),
              text=QT_TRANSLATE_NOOP("Lessons", "105 this turn.")),
         Step("stop", you=True, hint=QT_TRANSLATE_NOOP(
             "Lessons", "Stop and bank: 305."),
              text=QT_TRANSLATE_NOOP("Lessons", "305 passes Boris's 250: he loses 50."))),
        QT_TRANSLATE_NOOP("Lessons", "Overtaking is off in the classic rules.")),
)
