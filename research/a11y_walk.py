"""What a screen reader is told while a whole game is played with the keyboard alone.

Plays a card game and a dice game against computer players, the human's moves made with keys
only, as a blind player would with the hint: H asks for the move, Enter makes it (the cards:
the hinted card is under the cursor; the dice: the hinted dice are picked, Enter keeps them,
T throws, S stops when the hint says so).  Prints every announcement and focus move
(``accessibility.LISTENERS``: what Orca or NVDA would read out) and, with ``--tree``, the
table's accessible children at each decision.

    QT_QPA_PLATFORM=offscreen python -m research.a11y_walk --deals 3 --tree
    QT_QPA_PLATFORM=offscreen python -m research.a11y_walk --game dice --language ru

A dev-only tool (not in the package); with a real display and Orca running, Orca reads the
same events through AT-SPI.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from thousand_app.cards.engine import Discard, Game, Give, Rules
from thousand_app.dice.engine import DiceGame, DiceRules
from thousand_app.storage import SeatConfig, Storage
from thousand_app.ui.cards.controller import COMPUTER, HUMAN, Seat
from thousand_app.ui.common import accessibility
from thousand_app.ui.common.i18n import Translations
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.dice.controller import DiceController
from thousand_app.ui.dice.screen import DiceScreen
from thousand_app.kinds import REGISTRY
from thousand_app.ui.kinds import UI_REGISTRY


def say(kind: str, text: str) -> None:
    print(f"  [{kind}] {text}", flush=True)


def tree(view: Any) -> None:
    iface = QAccessible.queryAccessibleInterface(view)
    print(f"  <tree> {iface.text(QAccessible.Text.Name)}:")
    for i in range(iface.childCount()):
        c = iface.child(i)
        st = c.state()
        flags = "".join(x for x, on in (("*", st.focused), ("+", st.focusable)) if on)
        print(f"    {flags:2} {c.role().name}: {c.text(QAccessible.Text.Name)}")


def wait(cond: Callable[[], bool], ms: int = 60000) -> bool:
    """Run the event loop until ``cond`` holds (a dev tool's wait, as QTest's own)."""
    for _ in range(ms // 10):
        if cond():
            return True
        QTest.qWait(10)
    return cond()


def key(widget: Any, k: Qt.Key, name: str) -> None:
    print(f"> key {name}", flush=True)
    QTest.keyClick(widget, k)


def play_cards(window: MainWindow, deals: int, show_tree: bool) -> None:
    seats = [Seat("You", HUMAN), Seat("Boris", COMPUTER, "easy"), Seat("Vera", COMPUTER, "easy")]
    game = Game(Rules(), 3, players=[s.name for s in seats])
    window.part("cards").start_game(game, seats)  # type: ignore[attr-defined]
    screen: Any = window.game_screen
    c: Any = window.controller
    done = 0
    while True:
        def ready() -> bool:
            return bool(screen.overlays.summary.isVisible() or screen.overlays.game_over.isVisible()
                        or screen.overlays.curtain.isVisible()
                        or (screen.prompt is not None and screen.overlays.panel.isVisible()
                            and not screen.scene.animator.busy))
        if not wait(ready):
            print("! stuck", screen.mode)
            return
        if screen.overlays.game_over.isVisible():
            print("= game over")
            return
        if screen.overlays.summary.isVisible():
            done += 1
            print(f"= deal {done} over")
            if done >= deals:
                return
            key(screen.view, Qt.Key.Key_Return, "Enter (next deal)")
            wait(lambda: not screen.overlays.summary.isVisible())
            continue
        if screen.overlays.curtain.isVisible():
            key(screen.view, Qt.Key.Key_Return, "Enter (curtain)")
            continue
        prompt = screen.prompt
        moves = c.moves if hasattr(c, "moves") else None
        if show_tree:
            tree(screen.view)
        if screen.mode == "exchange" and len(prompt.selected) == prompt.need():
            key(screen.view, Qt.Key.Key_P, "P (pass the chosen cards)")
            wait(lambda: screen.prompt is not prompt or not screen.overlays.panel.isVisible(), 5000)
            continue
        if screen.mode == "exchange" and isinstance(prompt.hinted, (Give, Discard)):
            # the hint chose one card; the player chooses the next with the arrows and Enter
            for _ in range(12):
                key(screen.view, Qt.Key.Key_Right, "Right")
                if screen.keys.focus_card() not in prompt.selected:
                    break
            key(screen.view, Qt.Key.Key_Return, "Enter (choose)")
            continue
        key(screen.view, Qt.Key.Key_H, "H (hint)")
        wait(lambda: prompt.hinted is not None or screen.prompt is not prompt, 30000)
        if screen.mode == "exchange" and isinstance(prompt.hinted, (Give, Discard)):
            continue     # (the hint chose the card itself: Enter would take it back)
        before = (screen.prompt, len(c.game.history) if hasattr(c.game, "history") else moves)
        key(screen.view, Qt.Key.Key_Return, "Enter")
        wait(lambda: screen.prompt is not before[0] or not screen.overlays.panel.isVisible()
             or screen.overlays.summary.isVisible(), 5000)


def play_dice(storage: Storage, deadline_turns: int, show_tree: bool) -> None:
    game = DiceGame(DiceRules(), 2, players=["You", "Boris"])
    seats = [SeatConfig("You", "human"), SeatConfig("Boris", "computer", "normal")]
    screen = DiceScreen(DiceController(game, seats, pace_ms=0),
                        storage.load_settings())
    screen.resize(1100, 760)
    screen.show()
    g = screen.controller.game
    turns = 0
    while not g.is_over and turns < deadline_turns:
        if not wait(lambda: g.is_over or (screen.my_turn() and not screen.scene.animator.busy)):
            print("! stuck")
            break
        if g.is_over:
            break
        if show_tree:
            tree(screen.view)
        if g.pending == "keep":
            key(screen, Qt.Key.Key_H, "H (hint)")
            wait(lambda: screen.hint_shown is not None)
            if show_tree:
                tree(screen.view)
            key(screen, Qt.Key.Key_Return, "Enter (keep)")
        elif g.pending == "choice":
            key(screen, Qt.Key.Key_H, "H (hint)")
            wait(lambda: screen.hint_shown is not None)
            hint = screen.hint_shown
            if hint is not None and hint.stop:
                key(screen, Qt.Key.Key_S, "S (stop)")
                turns += 1
            else:
                key(screen, Qt.Key.Key_T, "T (throw)")
        else:
            key(screen, Qt.Key.Key_T, "T (throw)")
        wait(lambda: not screen.scene.animator.busy)
    print("= game over" if g.is_over else f"= stopped after {turns} turns")
    screen.close_game()


def quiet_storage(language: str, prefix: str) -> tuple[Storage, Translations]:
    """Settings and saves in a new temporary folder: no animations, no computer's pause, no
    sound, the app in ``language``; and its translations."""
    storage = Storage(REGISTRY, base_dir=Path(tempfile.mkdtemp(prefix=prefix)))
    s = storage.load_settings()
    s.animation_speed, s.ai_pace_ms, s.sound, s.language = 0.0, 0, False, language
    storage.save_settings(s)
    tr = Translations()
    tr.use(language)
    return storage, tr


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=("cards", "dice", "both"), default="both")
    ap.add_argument("--deals", type=int, default=1000, help="card deals at most")
    ap.add_argument("--turns", type=int, default=1000, help="your dice turns at most")
    ap.add_argument("--language", default="en")
    ap.add_argument("--tree", action="store_true", help="print the table's tree at each move")
    args = ap.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv)
    accessibility.LISTENERS.append(say)
    storage, tr = quiet_storage(args.language, "a11y-walk-")
    if args.game in ("cards", "both"):
        print("# card game")
        window = MainWindow(storage, tr, UI_REGISTRY)
        window.resize(1280, 800)
        window.show()
        play_cards(window, args.deals, args.tree)
        window._end_game_screen()
        window.close()
    if args.game in ("dice", "both"):
        print("# dice game")
        play_dice(storage, args.turns, args.tree)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
