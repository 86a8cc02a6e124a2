"""Both courses taken as a new user takes them, with a picture of every step where the learner
acts and of every lesson's end (issue 37).

The script drives the real main window the way a person does: it clicks **Learn** on the
game's tile, **Start the lesson** in the course dialog (the first new lesson is chosen), makes
each of the learner's moves through the table's own input, and at each lesson's end clicks
**Next lesson**, until the course is over.  The moves, read from the panel's task as a person
reads it:

- cards: the lesson's move is the table's hint (its card under the cursor, its bid, its talon);
  **Enter** takes it; passing cards, a person clicks the second card the lesson names and
  presses **P**; a claim (a redeal, the dark game) is the prompt's default button, **Enter**;
- dice: **T** throws, the digit keys pick the dice the task names (left to right on the tray)
  and **Enter** keeps them, **S** stops.

A move the person's input did not make within a few seconds is a *stumble*: it is printed
(``! stumble``) and the move is then made as the table would send it, so that the walk goes on.
At each picture it also checks what a reader would trip on and prints it: a text of the panel
cut (a label shorter than its wrapped text), the panel taller than the window, a text left in
English in another language, and a card the lesson points at under the table's prompt.

    QT_QPA_PLATFORM=offscreen python -m research.lesson_shots /tmp/lessons --language en --language ru
    QT_QPA_PLATFORM=offscreen python -m research.lesson_shots /tmp/walk --game dice --size 900x600 --no-pictures

Writes ``OUTDIR/<size>/<lang>/<game>-NN-<lesson>-<k>.png`` (``k``: the learner's step, or
``end``) and prints one line per lesson and a count of the findings; exits 1 when there are
any.  ``research/lesson_sheet.py`` puts the pictures on contact sheets to look at.
A dev-only tool (not in the package).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any, Callable, Optional

import shiboken6
from PySide6.QtCore import QPointF, QRect, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (QApplication, QDialogButtonBox, QLabel, QListWidget,
                               QMessageBox, QPushButton, QWidget)

from research.a11y_walk import quiet_storage
from thousand_app.cards.engine import Card, Dark, Discard, Give, Redeal
from thousand_app.dice.engine import STOP, Keep, Throw
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.lessons import CourseDialog, LessonScreen, lesson_text
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.common.waiting import settle, wait_for
from thousand_app.ui.kinds import UI_REGISTRY

LANGUAGES = ("en", "ru", "uk", "pl")


def course_dialog() -> Optional[CourseDialog]:
    """The course dialog open now (offscreen no window is active: it is found as shown).
    Only Qt's side of it is read: a new dialog may come back as the Python object of an old
    one deleted at the same address, whose Python attributes are stale."""
    return next((w for w in QApplication.allWidgets() if isinstance(w, CourseDialog)
                 and shiboken6.isValid(w) and w.isVisible()), None)


def button(dlg: QWidget, text: str) -> QPushButton:
    """The dialog's button of that text."""
    found = [b for b in dlg.findChildren(QPushButton) if b.text() == text]
    assert found, f"no button {text!r}"
    return found[0]
#: How long a person's input may take to make the move before it counts as a stumble.
STUMBLE_S = 4.0


class Walk:
    """One language, one window size, one or both courses."""

    def __init__(self, outdir: Optional[Path], language: str, size: tuple[int, int]) -> None:
        self.outdir, self.language, self.size = outdir, language, size
        storage, tr = quiet_storage(language, "lesson-shots-")
        self.translations = tr
        self.window = MainWindow(storage, tr, UI_REGISTRY)
        self.window.resize(*size)
        self.window.show()
        self.window.activateWindow()
        settle(200)
        self.findings: list[str] = []
        self.pictures = 0

    # -- what a person does -------------------------------------------------------------------
    def click(self, widget: QWidget) -> None:
        assert widget.isVisible(), f"{widget.objectName() or widget} is not in sight"
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton)

    def key(self, key: Qt.Key) -> None:
        target = QApplication.focusWidget() or self.window
        QTest.keyClick(target, key)

    def find(self, what: str) -> None:
        line = f"{self.language} {self.size[0]}x{self.size[1]}: {what}"
        self.findings.append(line)
        print("! " + line, flush=True)

    def course(self, kind: str) -> None:
        """The whole course of ``kind`` from the Learn button to its last lesson's end."""
        win = self.window
        win.show_start()
        settle(100)
        chosen: list[str] = []

        def answer() -> None:   # (in the dialog's own loop)
            if not wait_for(lambda: course_dialog() is not None, 10):
                self.find(f"{kind}: the course dialog did not open")
                return
            dlg: Any = course_dialog()
            self.check_texts(dlg, f"{kind} course dialog")
            item = dlg.findChild(QListWidget, "lessonList").currentItem()
            chosen.append(str(item.data(Qt.ItemDataRole.UserRole)))
            self.click(button(dlg, translate("Lessons", "Start the lesson")))

        QTimer.singleShot(0, answer)
        self.click(win.start_screen.buttons[kind + "_learn"])
        number = 0
        while True:
            if not wait_for(lambda: isinstance(win.stack.currentWidget(), LessonScreen), 10):
                self.find(f"{kind}: no lesson on the screen after {chosen[-1:]}")
                return
            screen: LessonScreen = win.stack.currentWidget()   # type: ignore[assignment]
            number += 1
            started = time.monotonic()
            self.lesson(kind, number, screen)
            print(f"  {self.language} {kind} {number:2d} {screen.lesson.id}: "
                  f"{screen.runner.done_steps} steps in {time.monotonic() - started:.1f} s",
                  flush=True)
            nxt = screen.panel.buttons["next"]
            if nxt.isHidden():
                for key in ("practice", "play"):
                    if screen.panel.buttons[key].isHidden():
                        self.find(f"{kind}: the last lesson offers no {key}")
                QTimer.singleShot(0, lambda: self.close_dialog(kind))
                self.click(screen.panel.buttons["back"])   # (the course dialog: closed)
                settle(200)
                return
            self.click(nxt)
            settle(50)

    def close_dialog(self, kind: str) -> None:
        if not wait_for(lambda: course_dialog() is not None, 10):
            self.find(f"{kind}: Back to the lessons opened no course dialog")
            return
        dlg: Any = course_dialog()
        box = dlg.findChild(QDialogButtonBox)
        if not button(dlg, translate("Lessons", "Practice")).isVisible():
            self.find(f"{kind}: the finished course offers no practice")
        self.check_texts(dlg, f"{kind} course dialog at the end")
        self.click(box.button(QDialogButtonBox.StandardButton.Close))

    def lesson(self, kind: str, number: int, screen: LessonScreen) -> None:
        c, runner = screen.controller, screen.runner
        scene: Any = getattr(screen.table, "scene")
        k = 0
        while True:
            if not wait_for(lambda: screen.finished or (
                    c.waiting_for is not None and not c.busy and not scene.animator.busy), 30):
                self.find(f"{kind}/{screen.lesson.id}: stuck at {runner.step}")
                return
            if screen.finished:
                wait_for(lambda: not scene.animator.busy, 10)
                settle(80)
                self.picture(screen, kind, number, "end")
                return
            k += 1
            settle(60)
            self.picture(screen, kind, number, str(k))
            step = runner.step
            assert step is not None
            done = runner.done_steps
            QTimer.singleShot(0, lambda: self.answer_box(runner, done))
            self.move(kind, screen)
            if not wait_for(lambda: runner.done_steps > done or screen.finished, STUMBLE_S):
                self.find(f"{kind}/{screen.lesson.id}: the task {lesson_text(step.hint)!r} "
                          f"({step.move}) was not made by a person's input")
                c.learner_move()

    def move(self, kind: str, screen: LessonScreen) -> None:
        """The learner's move through the table's own input."""
        runner = screen.runner
        action = runner.expected()
        table: Any = screen.table
        if kind == "dice":
            if isinstance(action, Throw):
                self.key(Qt.Key.Key_T)
            elif action is STOP or action == STOP:
                self.key(Qt.Key.Key_S)
            elif isinstance(action, Keep):
                faces = table.scene.faces()
                picked: list[int] = []
                for face in action.faces:
                    i = next(i for i, f in enumerate(faces) if f == face and i not in picked)
                    picked.append(i)
                    self.key(Qt.Key(Qt.Key.Key_1 + i))
                self.key(Qt.Key.Key_Return)
            return
        prompt = table.prompt
        if isinstance(action, (Give, Discard)) and prompt is not None \
                and hasattr(prompt, "need"):
            # the hint chose this card; a person reads the lesson for the other one
            later = [s for s in runner.lesson.steps[runner.done_steps + 1:] if s.you]
            for step in later[:prompt.need() - len(prompt.selected)]:
                other = step.move.split()
                if other[1] in ("give", "discard"):
                    self.click_card(table, Card.parse(other[2]))
            self.key(Qt.Key.Key_P)
            return
        if isinstance(action, (Redeal, Dark)):   # the prompt's button of that name
            name = "redealButton" if isinstance(action, Redeal) else "darkButton"
            button = table.overlays.panel.findChild(QPushButton, name)
            if button is None:
                self.find(f"{screen.lesson.id}: no {name} on the table's prompt")
                return
            self.click(button)
            return
        self.key(Qt.Key.Key_Return)   # (the hint: the lesson's move)

    def answer_box(self, runner: Any, done: int) -> None:
        """A question the move asks (a raise, a concession: "Are you sure?"): a person who
        was told to make the move says yes (in the box's own loop)."""
        def box() -> Optional[QMessageBox]:
            return next((w for w in QApplication.allWidgets()
                         if isinstance(w, QMessageBox) and w.isVisible()), None)

        if not wait_for(lambda: box() is not None or runner.done_steps > done, 2.0):
            return
        b = box()
        if b is None:
            return
        yes = b.button(QMessageBox.StandardButton.Yes) or b.defaultButton()
        print(f"    (asked {b.text()!r}: {yes.text() if yes else '?'})", flush=True)
        if yes is not None:
            self.click(yes)

    def click_card(self, table: Any, card: int) -> None:
        item = table.scene.item_of(card)
        if item is None:
            self.find(f"the card {Card(card)} to click is not on the table")
            return
        local = QPointF(-item.width / 2 + 10, -item.lift)
        pt = table.view.mapFromScene(item.mapToScene(local))
        QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=pt)

    # -- what a reader would trip on -------------------------------------------------------------
    def check_texts(self, root: QWidget, where: str) -> None:
        for label in root.findChildren(QLabel):
            if not label.isVisible() or not label.text():
                continue
            if label.wordWrap() and label.height() + 1 < label.heightForWidth(label.width()):
                self.find(f"{where}: text cut ({label.height()} < "
                          f"{label.heightForWidth(label.width())} px): {label.text()[:60]!r}")

    def check(self, screen: LessonScreen, where: str) -> None:
        panel = screen.panel
        self.check_texts(panel, where)
        if panel.sizeHint().height() > panel.height() + 1:
            self.find(f"{where}: the lesson panel needs {panel.sizeHint().height()} px, has "
                      f"{panel.height()}")
        if self.language != "en":
            lesson, step = screen.lesson, screen.runner.step
            texts = [lesson.title, lesson.intro, lesson.outro]
            texts += [step.hint] if step is not None else []
            texts += [s.text for s, _e in screen.runner.made]
            for t in texts:
                if t and lesson_text(t) == t:
                    self.find(f"{where}: left in English: {t[:60]!r}")
        table: Any = screen.table
        if screen.course.kind == "cards" and table.overlays.panel.isVisible():
            prompt_panel = table.overlays.panel
            box = QRect(prompt_panel.mapTo(table, prompt_panel.rect().topLeft()),
                        prompt_panel.size())
            for card in table.scene.pointed():
                item = table.scene.item_of(card)
                r = table.view.mapFromScene(item.mapToScene(item.card_rect())).boundingRect()
                r.translate(table.view.mapTo(table, r.topLeft()) - r.topLeft())
                if box.intersects(r):
                    self.find(f"{where}: the card pointed at, {Card(card)}, is under the "
                              f"table's prompt")

    def picture(self, screen: LessonScreen, kind: str, number: int, name: str) -> None:
        where = f"{kind}/{screen.lesson.id} {name}"
        self.check(screen, where)
        if self.outdir is None:
            return
        folder = self.outdir / f"{self.size[0]}x{self.size[1]}" / self.language
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{kind}-{number:02d}-{screen.lesson.id}-{name}.png"
        if not self.window.grab().save(str(path)):
            raise OSError(f"cannot write {path}")
        self.pictures += 1

    def close(self) -> None:
        self.window._end_game_screen()
        self.window.close()
        settle(50)


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("outdir", type=Path)
    ap.add_argument("--language", choices=LANGUAGES, action="append",
                    help="only this language (may repeat); default: all four")
    ap.add_argument("--game", choices=("cards", "dice", "both"), default="both")
    ap.add_argument("--size", default="1280x800", help="the window's size, WxH")
    ap.add_argument("--no-pictures", action="store_true", help="only walk and check")
    args = ap.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv)
    w, h = (int(x) for x in args.size.split("x"))
    findings: list[str] = []
    pictures = 0
    for language in args.language or LANGUAGES:
        walk = Walk(None if args.no_pictures else args.outdir, language, (w, h))
        for kind in (("cards", "dice") if args.game == "both" else (args.game,)):
            walk.course(kind)
            done = walk.window.settings.course.get(kind, {})
            if not done.get("finished"):
                walk.find(f"{kind}: the course is not finished at the end: {done}")
        walk.close()
        findings += walk.findings
        pictures += walk.pictures
    print(f"# {pictures} pictures; {len(findings)} findings")
    app.processEvents()
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
