"""The course (issue 37): Learn on a game's tile opens its list of lessons; a lesson is played on
the game's real table beside a panel that says what to do and, after each move, what happened
and why.

Written once for both games: a game gives its :class:`Course` (its lessons, the engine
adapter, how to build its table for a lesson and how to start a practice game) through the
UI registry (``GameUI.course``).  The table's controller is the game's own with
:class:`LessonDriving` mixed in: the moves of the script are made as a computer seat's are
(after the pace, through the engine), the learner's move is checked by the
:class:`~thousand_app.games.lessons.LessonRunner` (a move other than the lesson's is refused
with the engine's reason, else the lesson's hint) and every move made is counted by it.
Progress is the settings' ``course`` object (:func:`~thousand_app.games.lessons.mark_done`).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Optional

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFrame, QHBoxLayout, QLabel,
                               QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget)

from thousand_app.games.lessons import TEXT_CONTEXT, Lesson, LessonGame, LessonRunner, \
    course_state, mark_done

from .game_ui import SmokeStage
from .i18n import translate
from .sheet import SheetDialog
from .texts import fmt

__all__ = ["Course", "LessonDriving", "LessonStage", "CourseDialog", "LessonPanel", "LessonScreen",
           "lesson_text", "open_course", "PRACTICE", "PLAY"]

if TYPE_CHECKING:   # (a plain mixin at run time: two QObject bases upset PySide's signals)
    from .controller_base import ControllerBase as _Controller
else:
    _Controller = object

#: What the course dialog answers besides a lesson's id.
PRACTICE = "practice"
PLAY = "play"

#: The pause before each move the lesson makes itself (ms): long enough to follow.
SCRIPT_PACE_MS = 450


def lesson_text(text: str) -> str:
    """A lesson's text in the user's language."""
    return translate(TEXT_CONTEXT, text) if text else ""


@dataclass(frozen=True)
class Course:
    """A game's course, as its UI gives it to the shell."""

    kind: str
    #: The course's title (context "Lessons").
    title: str
    lessons: tuple[Lesson, ...]
    adapter: Callable[[], LessonGame]
    #: ``make_table(host, runner) -> (table widget, controller)``: the game's real table and
    #: its controller (with :class:`LessonDriving`) over ``runner.game``.
    make_table: Callable[[Any, LessonRunner], tuple[QWidget, Any]]
    #: ``practice(host)``: a new game against computer players, at once.
    practice: Callable[[Any], None]
    #: ``item(text)``: what the table's ``highlight`` takes for an item of a step's ``show``
    #: (a card, a die's face).
    item: Callable[[str], Any] = str

    @property
    def ids(self) -> list[str]:
        return [lesson.id for lesson in self.lessons]

    def lesson(self, lesson_id: str) -> Lesson:
        return next(x for x in self.lessons if x.id == lesson_id)


class LessonDriving(_Controller):
    """Put before a game's controller among a lesson controller's bases: the lesson's script
    drives the seats.

    Made with the lesson's runner (the game is the runner's) and the seats; the signals
    ``stepMade(step)``, ``lessonRefused(text)`` and ``lessonFinished()`` are the class's
    own (each game's lesson controller declares them as Qt signals)."""

    runner: LessonRunner
    stepMade: Any
    lessonRefused: Any
    lessonFinished: Any

    def __init__(self, runner: LessonRunner, seats: list[Any],
                 pace_ms: int = SCRIPT_PACE_MS) -> None:
        super().__init__(runner.game, seats, pace_ms=pace_ms,  # type: ignore[call-arg, arg-type]
                         ai_seed=1)   # (the game's controller: its own arguments first)
        self.runner = runner

    def proceed(self) -> None:
        if not self._may_proceed():
            return
        step = self.runner.step
        if step is None:
            return
        if step.you:
            super().proceed()  # (the learner is offered his turn)
            return
        action = self.runner.expected()
        seat = getattr(action, "seat", self.game.to_act)
        self.busy = True
        self._after_pace(time.monotonic(), (seat, self._stamp(), action))

    def learner_move(self) -> bool:
        """Make the lesson's move of the learner as his table would send it (the smoke test,
        the tests): whether it was made."""
        step = self.runner.step
        if step is None or not step.you or self.waiting_for is None:
            return False
        return self.submit(self._as_submitted(self.runner.expected()))

    def _as_submitted(self, action: Any) -> Any:
        """What the table sends for the learner's ``action`` of the script."""
        return action

    def point_at_move(self, seat: int) -> None:
        """Show the learner where the lesson's move is on the table (its offer just made):
        nothing here, a game's table may mark it."""

    def _stale(self, seat: int, stamp: Any) -> bool:
        return False   # (a scripted move is the script's next, whoever is to act)

    def _computer_action(self, seat: int, result: object) -> Any:
        return result  # (the script's move itself)

    def submit(self, action: Any) -> bool:
        if self.runner.finished:
            return False   # (the lesson is over: the table shows how it ended)
        checked = self._human_action(action)
        if checked is None:
            return False
        action, _reason = checked
        refusal = self.runner.check(action)
        if refusal is not None:
            text = (self._reason_text(refusal.engine)
                    if refusal.engine else lesson_text(refusal.hint))
            self.lessonRefused.emit(text)
            offer = self._offer
            if offer is not None:
                self.waiting_for = offer
                self._emit_offer(offer)
            return False
        self.waiting_for = None
        self._apply(action)
        return True

    def _applied(self, action: Any, events: list[Any]) -> None:
        step = self.runner.moved(events)
        self.stepMade.emit(step)
        super()._applied(action, events)
        if self.runner.finished:
            self.lessonFinished.emit()


class LessonPanel(QFrame):
    """Beside the table: the lesson's title, what to do now, what just happened."""

    back = Signal()
    replay = Signal()
    nextLesson = Signal()
    practice = Signal()
    play = Signal()

    def __init__(self, lesson: Lesson, number: int, count: int,
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFixedWidth(300)
        lay = QVBoxLayout(self)
        self.counter = QLabel(fmt(translate("Lessons", "Lesson %1 of %2"), number, count))
        self.title = QLabel(lesson_text(lesson.title))
        self.title.setObjectName("lessonTitle")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.title.setFont(font)
        self.said = self._label()
        self.said.setText(lesson_text(lesson.intro))
        self.task = self._label()
        self.task.setObjectName("lessonTask")
        tf = self.task.font()
        tf.setBold(True)
        self.task.setFont(tf)
        self.refusal = self._label()
        self.refusal.setObjectName("lessonRefusal")
        self.refusal.setProperty("tone", "error")
        for w in (self.counter, self.title, self.said, self.task, self.refusal):
            lay.addWidget(w)
        lay.addStretch(1)
        self.buttons: dict[str, QPushButton] = {}
        for key, text, signal in (
                ("next", translate("Lessons", "Next lesson"), self.nextLesson),
                ("practice", translate("Lessons", "Practice against the computer"),
                 self.practice),
                ("play", translate("Lessons", "Play a game"), self.play),
                ("replay", translate("Lessons", "Play this lesson again"), self.replay),
                ("back", translate("Lessons", "Back to the lessons"), self.back)):
            b = QPushButton(text)
            b.setObjectName("lesson_" + key)
            b.clicked.connect(signal.emit)
            lay.addWidget(b)
            self.buttons[key] = b
            b.setVisible(key in ("replay", "back"))
        self.refusal.hide()
        self.task.hide()

    def _label(self) -> QLabel:
        label = QLabel()
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        return label

    def show_task(self, text: str) -> None:
        """What the learner is to do now."""
        self.task.setText(fmt(translate("Lessons", "Your move: %1"), text))
        self.task.setVisible(bool(text))

    def show_said(self, text: str) -> None:
        """What the lesson says of the move just made."""
        if text:
            self.said.setText(text)
        self.task.hide()
        self.refusal.hide()

    def show_refusal(self, text: str) -> None:
        self.refusal.setText(fmt(translate("Lessons", "Not that: %1"), text))
        self.refusal.show()

    def show_finished(self, outro: str, last: bool) -> None:
        """The lesson is done: its moral, then what next (after the last: practice, play)."""
        text = self.said.text()
        if outro:
            text = text + "\n\n" + outro if text else outro
        self.said.setText(text)
        self.task.setText(translate("Lessons", "Lesson done."))
        self.task.show()
        self.refusal.hide()
        self.buttons["next"].setVisible(not last)
        self.buttons["practice"].setVisible(last)
        self.buttons["play"].setVisible(last)


class LessonScreen(QWidget):
    """One lesson: the game's table and the panel."""

    def __init__(self, host: Any, course: Course, lesson: Lesson,
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonScreen")
        self.host, self.course, self.lesson = host, course, lesson
        self.runner = LessonRunner(lesson, course.adapter())
        self.table, self.controller = course.make_table(host, self.runner)
        number = course.ids.index(lesson.id) + 1
        self.panel = LessonPanel(lesson, number, len(course.lessons))
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.panel)
        c = self.controller
        c.stepMade.connect(self._step_made)
        c.lessonRefused.connect(self.panel.show_refusal)
        c.lessonFinished.connect(self._finished)
        c.humanTurn.connect(self._your_turn)
        self.finished = False
        #: The step whose ``show`` the table points at now.
        self.pointing: Any = None
        #: The lesson has left the window; ``leave()`` makes it leave (set where it is shown).
        self.left = False
        self.leave: Callable[[], None] = self.close_lesson

    def _your_turn(self, _seat: int) -> None:
        step = self.runner.step
        if step is not None and step.you:
            self.panel.show_task(lesson_text(step.hint))
            self.controller.point_at_move(_seat)
            if step.show:   # (else the marks of the text above stay)
                self._point(step)

    def _step_made(self, step: Any) -> None:
        self.panel.show_said(lesson_text(step.text))
        self._point(step)

    def _point(self, step: Any) -> None:
        """The table points at ``step``'s ``show`` (nothing: the marks go), through its own
        ``highlight``, once what it is animating now has been shown (a card played, the
        dice thrown): the marks change with the step, never ahead of the table."""
        scene: Any = getattr(self.table, "scene")   # (each game's table has one)
        items = [self.course.item(x) for x in step.show]

        def point() -> None:
            self.pointing = step
            scene.highlight(items)

        if scene.animator.busy:
            scene.animator.add(point)
        else:   # (now: adding to an idle animator would tell the table it is idle again)
            point()

    def _finished(self) -> None:
        self.finished = True
        host = self.host
        host.settings.course = mark_done(host.settings.course, self.course.kind,
                                         self.lesson.id, self.course.ids)
        host.save_settings()
        last = self.lesson.id == self.course.ids[-1]
        self.panel.show_finished(lesson_text(self.lesson.outro), last)

    def close_lesson(self) -> None:
        """Stop the table (its animations, the controller)."""
        close = getattr(self.table, "close_game", None)
        if close is not None:
            close()
        else:
            self.controller.close()


class CourseDialog(SheetDialog):
    """The list of a game's lessons with their state; Start, Practice, Play."""

    def __init__(self, course: Course, progress: Any, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("courseDialog")
        self.course = course
        self.setWindowTitle(lesson_text(course.title))
        done, finished = course_state(progress, course.kind)
        lay = QVBoxLayout(self)
        intro = QLabel(translate("Lessons", "Short lessons on prepared deals: you make the "
                                            "moves, the lesson says why. Any lesson can be "
                                            "played again."))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        self.list = QListWidget()
        self.list.setObjectName("lessonList")
        first_new = None
        for i, lesson in enumerate(course.lessons):
            state = (translate("Lessons", "done") if lesson.id in done
                     else translate("Lessons", "new"))
            item = QListWidgetItem(fmt(translate("Lessons", "%1. %2 (%3)"), i + 1,
                                       lesson_text(lesson.title), state))
            item.setData(Qt.ItemDataRole.UserRole, lesson.id)
            self.list.addItem(item)
            if first_new is None and lesson.id not in done:
                first_new = i
        self.list.setCurrentRow(first_new if first_new is not None else 0)
        self.list.itemActivated.connect(lambda _item: self._choose_lesson())
        lay.addWidget(self.list, 1)
        self.progress = QLabel(fmt(translate("Lessons", "%1 of %2 lessons done"),
                                   len([x for x in course.ids if x in done]),
                                   len(course.lessons)))
        lay.addWidget(self.progress)
        box = QDialogButtonBox()
        self.start_button = box.addButton(translate("Lessons", "Start the lesson"),
                                          QDialogButtonBox.ButtonRole.AcceptRole)
        self.practice_button = box.addButton(translate("Lessons", "Practice"),
                                             QDialogButtonBox.ButtonRole.ActionRole)
        self.practice_button.setToolTip(translate("Lessons", "A game against computer "
                                                             "players"))
        self.close_button = box.addButton(QDialogButtonBox.StandardButton.Close)
        self.start_button.clicked.connect(self._choose_lesson)
        self.practice_button.clicked.connect(lambda: self._answer(PRACTICE))
        self.close_button.clicked.connect(self.reject)
        self.practice_button.setVisible(finished)
        lay.addWidget(box)
        self.choice: Optional[str] = None
        self.resize(460, 440)

    def _choose_lesson(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self._answer(str(item.data(Qt.ItemDataRole.UserRole)))

    def _answer(self, choice: str) -> None:
        self.choice = choice
        self.accept()


def open_course(host: Any, course: Course, ask: Callable[[CourseDialog], Optional[str]]
                | None = None) -> Optional[LessonScreen]:
    """The course dialog, then what was chosen: a lesson on the table (its screen), practice
    (a game against the computer) or nothing.  ``ask`` answers the dialog (tests)."""
    dlg = CourseDialog(course, host.settings.course, host)
    if ask is not None:
        choice = ask(dlg)
    else:
        choice = dlg.choice if dlg.exec() == QDialog.DialogCode.Accepted else None
    dlg.deleteLater()
    if choice is None:
        return None
    if choice == PRACTICE:
        course.practice(host)
        return None
    return show_lesson(host, course, course.lesson(choice), ask)


def show_lesson(host: Any, course: Course, lesson: Lesson,
                ask: Callable[[CourseDialog], Optional[str]] | None = None) -> LessonScreen:
    """``lesson`` on the table in the main window's stack."""
    screen = LessonScreen(host, course, lesson)
    host.stack.addWidget(screen)
    host.stack.setCurrentWidget(screen)

    def leave() -> None:
        if screen.left:
            return
        screen.left = True
        host.stack.currentChanged.disconnect(away)
        screen.close_lesson()
        host.stack.removeWidget(screen)
        screen.deleteLater()

    def away(_index: int) -> None:   # (another screen took the window: a game, the start)
        if not screen.left and host.stack.currentWidget() is not screen:
            leave()

    host.stack.currentChanged.connect(away)
    screen.leave = leave

    def to(then: Callable[[], Any]) -> Callable[[], None]:
        def go() -> None:
            leave()
            then()
        return go

    ids = course.ids
    panel = screen.panel
    panel.back.connect(to(lambda: (host.show_start(), open_course(host, course, ask))))
    replay = to(lambda: show_lesson(host, course, lesson, ask))
    panel.replay.connect(replay)
    rematch = getattr(screen.table, "rematchRequested", None)   # (the dice table's end)
    if rematch is not None:
        rematch.connect(replay)
    nxt = ids[min(ids.index(lesson.id) + 1, len(ids) - 1)]
    panel.nextLesson.connect(to(lambda: show_lesson(host, course, course.lesson(nxt), ask)))
    panel.practice.connect(to(lambda: course.practice(host)))
    panel.play.connect(to(lambda: (host.show_start(), host.new_game(course.kind))))
    table_back = getattr(screen.table, "menuRequested", None) or getattr(
        screen.table, "leaveRequested", None)
    if table_back is not None:
        table_back.connect(to(host.show_start))
    return screen


class LessonStage(SmokeStage):
    """The smoke test's stage of a game's course: its first lesson opens on the table and the
    learner's first move is made."""

    name = "lesson"

    def __init__(self, course: Callable[[], Course]) -> None:
        self.course = course
        self.kind = ""
        self.screen: Optional[LessonScreen] = None
        self.made = 0

    def start(self, window: Any, fail: Callable[[str], None]) -> None:
        course = self.course()
        self.kind = course.kind
        self.screen = open_course(window, course, ask=lambda _dlg: course.ids[0])
        if self.screen is None:
            fail("the first lesson did not open")

    def check(self, window: Any, fail: Callable[[str], None]) -> bool:
        screen = self.screen
        if screen is None:
            return False
        c = screen.controller
        if screen.runner.made and any(step.you for step, _e in screen.runner.made):
            self.made = screen.runner.done_steps
            return True
        if c.waiting_for is not None and not c.busy:
            c.learner_move()
        return False

    def figures(self) -> str:
        return f"the {self.kind} course's first lesson: {self.made} move(s) made"

    def stop(self, window: Any) -> None:
        screen, self.screen = self.screen, None
        if screen is not None:
            screen.leave()   # (nothing when another screen made it leave already)
