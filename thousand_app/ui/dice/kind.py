"""The dice game's UI as the shell finds it in :mod:`thousand_app.ui.kinds`."""

from __future__ import annotations

from typing import Any, Callable

from thousand_app.ui.common.game_ui import GameUI, StartTile
from thousand_app.ui.common.i18n import QT_TRANSLATE_NOOP

from .hard import prepare_saved
from .options import preset_name
from .smoke import check_data, smoke_stages
from .stats_view import dice_stats_box, save_rules_text
from .tile import paint_tile
from .window import DicePart

__all__ = ["KEYS", "UI"]

# The dice table's keys (letters also work on a Russian layout: the same physical keys).
KEYS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("Keys", "1–5"), QT_TRANSLATE_NOOP("Keys", "choose a die of the throw, or put it back")),
    (QT_TRANSLATE_NOOP("Keys", "Left / Right, Space"),
     QT_TRANSLATE_NOOP("Keys", "move over the dice; choose the die under the cursor")),
    (QT_TRANSLATE_NOOP("Keys", "Enter"), QT_TRANSLATE_NOOP("Keys", "keep the chosen dice")),
    (QT_TRANSLATE_NOOP("Keys", "A"), QT_TRANSLATE_NOOP("Keys", "keep every scoring die")),
    (QT_TRANSLATE_NOOP("Keys", "T"), QT_TRANSLATE_NOOP("Keys", "throw the dice in hand")),
    (QT_TRANSLATE_NOOP("Keys", "S"), QT_TRANSLATE_NOOP("Keys", "stop: write the turn's points down")),
    (QT_TRANSLATE_NOOP("Keys", "H"), QT_TRANSLATE_NOOP("Keys", "hint")),
    (QT_TRANSLATE_NOOP("Keys", "C"), QT_TRANSLATE_NOOP("Keys", "the scoring chart")),
    (QT_TRANSLATE_NOOP("Keys", "Backspace, Ctrl+Z"),
     QT_TRANSLATE_NOOP("Keys", "take back a move (games with take-backs allowed)")),
    (QT_TRANSLATE_NOOP("Keys", "Esc"), QT_TRANSLATE_NOOP("Keys", "menu")),
)


def _scenes() -> tuple[Callable[[Any], None], ...]:
    from .shots import SCENES    # (the screenshot command's: the app never imports them)
    return SCENES


def _course() -> Any:
    from .lesson_table import course    # (the lessons' table: built when Learn is chosen)
    return course()


UI = GameUI(
    preset_name=preset_name,
    name="dice", make_part=DicePart,
    keys_title=QT_TRANSLATE_NOOP("Keys", "Dice"), keys=KEYS,
    new_game_action=("dice_new", QT_TRANSLATE_NOOP("Main", "New &dice game…"), "Ctrl+D"),
    scenes=_scenes, stats_box=dice_stats_box, save_rules_text=save_rules_text,
    rules_action=("dice_rules", QT_TRANSLATE_NOOP("Main", "Rules of the &dice game"), None),
    tile=StartTile(
        title=QT_TRANSLATE_NOOP("Start", "Dice"),
        blurb=QT_TRANSLATE_NOOP("Start", "Five dice: keep the scoring ones, stop in time"),
        button="dice",
        continue_note=QT_TRANSLATE_NOOP("Start", "the dice game you were playing"),
        rules=QT_TRANSLATE_NOOP("Start", "Rules of the dice game"), paint=paint_tile),
    smoke=smoke_stages, check_data=check_data, prepare_saved=prepare_saved,
    course=_course,
)
