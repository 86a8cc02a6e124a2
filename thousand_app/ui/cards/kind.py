"""The card game's UI as the shell finds it in :mod:`thousand_app.ui.kinds`."""

from __future__ import annotations

from typing import Any, Callable

from thousand_app.ui.common.game_ui import GameUI, StartTile
from thousand_app.ui.common.i18n import QT_TRANSLATE_NOOP

from .smoke import smoke_stages
from .texts import preset_name
from .stats_view import card_stats_box, save_rules_text
from .tile import paint_tile
from .window import CardPart

__all__ = ["KEYS", "UI"]

#: (keys, what they do), as Help → Keyboard shows them.
KEYS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("Keys", "Left / Right"),
     QT_TRANSLATE_NOOP("Keys", "move over the cards you may play")),
    (QT_TRANSLATE_NOOP("Keys", "1–9, 0"), QT_TRANSLATE_NOOP("Keys", "put the cursor on a card")),
    (QT_TRANSLATE_NOOP("Keys", "Enter, Space"),
     QT_TRANSLATE_NOOP("Keys", "play the card under the cursor, or choose it to pass or lay "
                               "aside (again: take it back); Enter on a card you may not play "
                               "says why")),
    (QT_TRANSLATE_NOOP("Keys", "B"), QT_TRANSLATE_NOOP("Keys", "bid")),
    (QT_TRANSLATE_NOOP("Keys", "P"),
     QT_TRANSLATE_NOOP("Keys", "pass in the bidding; pass the chosen cards or lay them "
                               "aside")),
    (QT_TRANSLATE_NOOP("Keys", "Up / Down"), QT_TRANSLATE_NOOP("Keys", "change the bid or raise")),
    (QT_TRANSLATE_NOOP("Keys", "R"),
     QT_TRANSLATE_NOOP("Keys", "raise the contract (or ask for a redeal when offered)")),
    (QT_TRANSLATE_NOOP("Keys", "C"), QT_TRANSLATE_NOOP("Keys", "concede")),
    (QT_TRANSLATE_NOOP("Keys", "T"), QT_TRANSLATE_NOOP("Keys", "redeal a bad talon")),
    (QT_TRANSLATE_NOOP("Keys", "M"),
     QT_TRANSLATE_NOOP("Keys", "declare the marriage or not when leading its king or queen")),
    (QT_TRANSLATE_NOOP("Keys", "H"),
     QT_TRANSLATE_NOOP("Keys", "hint: the cursor goes to the suggested card (Enter plays the "
                               "card under the cursor); a suggested bid or pass is made by "
                               "Enter")),
    (QT_TRANSLATE_NOOP("Keys", "L"), QT_TRANSLATE_NOOP("Keys", "last trick")),
    (QT_TRANSLATE_NOOP("Keys", "S"), QT_TRANSLATE_NOOP("Keys", "score sheet")),
    (QT_TRANSLATE_NOOP("Keys", "F1"), QT_TRANSLATE_NOOP("Keys", "rules")),
    (QT_TRANSLATE_NOOP("Keys", "Esc"), QT_TRANSLATE_NOOP("Keys", "menu")),
    (QT_TRANSLATE_NOOP("Keys", "Enter"),
     QT_TRANSLATE_NOOP("Keys", "next deal (on the deal summary)")),
    (QT_TRANSLATE_NOOP("Keys", "Ctrl+N"), QT_TRANSLATE_NOOP("Keys", "new game")),
    (QT_TRANSLATE_NOOP("Keys", "Ctrl+S"), QT_TRANSLATE_NOOP("Keys", "save")),
    (QT_TRANSLATE_NOOP("Keys", "Ctrl+O"), QT_TRANSLATE_NOOP("Keys", "load")),
    (QT_TRANSLATE_NOOP("Keys", "Ctrl+Q"), QT_TRANSLATE_NOOP("Keys", "quit")),
    (QT_TRANSLATE_NOOP("Keys", "Ctrl+Z"),
     QT_TRANSLATE_NOOP("Keys", "take back a move (games with take-backs allowed)")),
    (QT_TRANSLATE_NOOP("Keys", "Left / Right, Home / End"),
     QT_TRANSLATE_NOOP("Keys", "in the deal review: a move back or on, the deal's start or "
                               "end")),
)


def _scenes() -> tuple[Callable[[Any], None], ...]:
    from .shots import SCENES    # (the screenshot command's: the app never imports them)
    return SCENES


def _course() -> Any:
    from .lesson_table import course    # (the lessons' table: built when Learn is chosen)
    return course()


UI = GameUI(
    preset_name=preset_name,
    name="cards", make_part=CardPart,
    keys_title=QT_TRANSLATE_NOOP("Keys", "Cards"), keys=KEYS,
    new_game_action=("new", QT_TRANSLATE_NOOP("Main", "&New game…"), "Ctrl+N"),
    scenes=_scenes, stats_box=card_stats_box, save_rules_text=save_rules_text,
    rules_action=None, tile=StartTile(
        title=QT_TRANSLATE_NOOP("Start", "Cards"),
        blurb=QT_TRANSLATE_NOOP("Start", "24 cards, bidding, the talon and marriages"),
        button="new",
        continue_note=QT_TRANSLATE_NOOP("Start", "the card game you were playing"),
        rules=QT_TRANSLATE_NOOP("Start", "Rules of the card game"), paint=paint_tile),
    smoke=smoke_stages, course=_course,
)
