"""The course on the real tables (issue 37): Learn on each tile, the course dialog, every lesson
played to its end on the game's table through its controller, refusals, progress kept."""

from __future__ import annotations

from typing import Any, Optional

import pytest

from thousand_app.cards.engine import Card, Play
from thousand_app.dice.ai.players import THROW_AGAIN
from thousand_app.dice.engine import STOP
from thousand_app.ui.cards.controller import GameController
from thousand_app.ui.cards.reasons import engine_reason
from thousand_app.ui.common.lessons import PRACTICE, CourseDialog, LessonScreen, open_course
from thousand_app.ui.kinds import UI_REGISTRY


def course(kind: str) -> Any:
    make = UI_REGISTRY.get(kind).course
    assert make is not None
    return make()


def learner_move(screen: LessonScreen) -> None:
    """The learner makes the lesson's move as the table would send it."""
    screen.controller.learner_move()


def play_through(qtbot: Any, screen: LessonScreen) -> None:
    c = screen.controller
    for _ in range(200):
        if screen.finished:
            return
        qtbot.waitUntil(lambda: screen.finished or (c.waiting_for is not None and not c.busy),
                        timeout=20000)
        if not screen.finished:
            learner_move(screen)
    raise AssertionError("the lesson did not end")


def start(window: Any, kind: str, lesson_id: str) -> LessonScreen:
    screen = open_course(window, course(kind), ask=lambda dlg: lesson_id)
    assert isinstance(screen, LessonScreen)
    return screen


def listened(window: Any, kind: str, lesson_id: str) -> tuple[LessonScreen, Any, list[str]]:
    """A lesson on the table, its controller and the refusals it says (a list that grows)."""
    screen = start(window, kind, lesson_id)
    said: list[str] = []
    screen.controller.lessonRefused.connect(said.append)
    return screen, screen.controller, said


@pytest.mark.parametrize("kind", ["cards", "dice"])
def test_learn_buttons_open_the_course(window: Any, kind: str, monkeypatch: Any) -> None:
    import thousand_app.ui.common.lessons as lessons

    opened: list[str] = []
    monkeypatch.setattr(lessons, "open_course", lambda host, c, ask=None: opened.append(c.kind))
    b = window.start_screen.buttons[kind + "_learn"]
    assert b.isVisible()
    b.click()
    assert opened == [kind]
    dlg = CourseDialog(course(kind), window.settings.course)
    assert dlg.list.count() == len(course(kind).lessons)
    assert "(new)" in dlg.list.item(0).text()
    assert dlg.practice_button.isHidden()


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["cards", "dice"])
def test_every_lesson_on_the_table(qtbot: Any, window: Any, kind: str) -> None:
    ids = course(kind).ids
    for lesson_id in ids:
        screen = start(window, kind, lesson_id)
        play_through(qtbot, screen)
        assert screen.panel.buttons["next"].isHidden() == (lesson_id == ids[-1])
        overlays = getattr(screen.table, "overlays", None)   # (the card table's)
        assert overlays is None or overlays.summary.next_button.isHidden()
        screen.panel.back.disconnect()
        screen.close_lesson()
    done = window.settings.course[kind]
    assert done == {"done": ids, "finished": True}
    assert window.storage.load_settings().course[kind]["finished"] is True


def test_a_lesson_is_played_and_remembered(qtbot: Any, window: Any) -> None:
    screen = start(window, "dice", "scoring")
    assert window.stack.currentWidget() is screen
    play_through(qtbot, screen)
    assert window.settings.course["dice"] == {"done": ["scoring"], "finished": False}
    dlg = CourseDialog(course("dice"), window.settings.course)
    assert "(done)" in dlg.list.item(0).text()
    assert dlg.list.currentRow() == 1    # (the first new lesson)
    screen.close_lesson()


def test_a_move_other_than_the_lessons_is_refused(qtbot: Any, window: Any) -> None:
    screen, c, said = listened(window, "dice", "keep")
    qtbot.waitUntil(lambda: c.waiting_for is not None)
    c.submit(THROW_AGAIN)
    qtbot.waitUntil(lambda: c.waiting_for is not None and c.game.pending == "keep")
    from thousand_app.dice.engine import Keep
    assert not c.submit(Keep((1, 5)))          # legal, not the lesson's: its hint
    assert said[-1] and "Keep only the one" in said[-1]
    assert not c.submit(STOP)                  # refused by the engine: its reason
    assert said[-1] != said[-2]
    assert c.game.pending == "keep" and screen.runner.done_steps == 1
    assert screen.panel.refusal.isVisibleTo(screen.panel)
    screen.close_lesson()


def test_a_card_refused_by_the_engine_says_why(qtbot: Any, window: Any) -> None:
    screen, c, said = listened(window, "cards", "follow")
    qtbot.waitUntil(lambda: c.waiting_for == 0, timeout=20000)
    wrong = Play(0, Card.parse("9H"))            # spades were led and the learner has one
    reason = c.game.reason(wrong)
    assert reason is not None
    assert not c.submit(wrong)
    assert said == [engine_reason(reason)]       # the engine's words, not the lesson's hint
    # (worded as the card table words it: the lesson's controller has no wording of its own)
    assert type(c)._reason_text is GameController._reason_text
    assert c.waiting_for == 0 and screen.runner.step is not None and screen.runner.step.you
    screen.close_lesson()


def test_practice_is_offered_once_the_course_is_finished(window: Any) -> None:
    cards = course("cards")
    window.settings.course = {"cards": {"done": cards.ids, "finished": True}}
    dlg = CourseDialog(cards, window.settings.course)
    assert not dlg.practice_button.isHidden()
    open_course(window, cards, ask=lambda d: PRACTICE)
    c: Optional[Any] = window.controller
    assert c is not None and sum(s.is_human for s in c.seats) == 1


def test_a_lesson_left_for_another_screen_stops(qtbot: Any, window: Any) -> None:
    screen = start(window, "cards", "scoring")
    c = screen.controller
    window.show_start()                     # (the menu, a new game: the lesson goes)
    assert screen.left and c.closed
    assert window.stack.indexOf(screen) == -1
    assert window.stack.currentWidget() is window.start_screen


def test_the_dice_tables_rematch_plays_the_lesson_again(qtbot: Any, window: Any) -> None:
    screen = start(window, "dice", "barrel")
    play_through(qtbot, screen)
    screen.table.rematchRequested.emit()
    again = window.stack.currentWidget()
    assert isinstance(again, LessonScreen) and again is not screen
    assert again.lesson.id == "barrel" and again.runner.done_steps == 0
    again.close_lesson()


def on_the_table(screen: LessonScreen) -> list[int]:
    """What a lesson could point at now: the cards face up in a hand, the talon and the trick,
    or the dice on the tray (their faces)."""
    scene = screen.table.scene
    if screen.course.kind == "dice":
        return [it.face for it in (scene.throw_dice or scene.last_turn)]
    c = scene.cards
    items = [*(it for hand in c.hands.values() for it in hand), *(it for t in c.talons for it in t),
             *(it for _s, it in c.trick)]
    return [it.card for it in items if it.face_up and it.card is not None]


def within(wanted: list[int], shown: list[int]) -> list[int]:
    """The items of ``wanted`` that are on the table (as a multiset: dice repeat)."""
    pool, out = list(shown), []
    for x in wanted:
        if x in pool:
            pool.remove(x)
            out.append(x)
    return out


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["cards", "dice"])
def test_each_step_points_at_its_items_and_no_other(qtbot: Any, window: Any, kind: str) -> None:
    """Every step of every lesson: once the table has shown it (its move, or the learner's turn
    to make it), the table marks exactly the step's ``show`` that is in sight, through its own
    ``highlight``; the next step's marks replace them (none: the marks go).  And every item a
    step points at is marked at some moment of that step: a lesson never points at nothing."""
    for lesson in course(kind).lessons:
        screen = start(window, kind, lesson.id)
        c, scene, runner = screen.controller, screen.table.scene, screen.runner
        seen: dict[tuple[str, ...], set[int]] = {}   # (by what is shown: a throw and its
        checked: list[tuple[str, ...]] = []          # keep may show the same dice)

        def check() -> None:
            step = screen.pointing
            if step is None:
                return
            want = within([screen.course.item(x) for x in step.show], on_the_table(screen))
            assert sorted(scene.pointed()) == sorted(want), (lesson.id, step.move, step.show)
            seen.setdefault(step.show, set()).update(want)
            checked.append(step.show)

        def after(then: Any) -> None:     # (as the screen does: once the table has shown it)
            if scene.animator.busy:
                scene.animator.add(then)
            else:
                then()

        def turn(_seat: int) -> None:
            after(check)
            step = runner.step
            if step.show:          # (a turn without: the marks of the text shown stay)
                after(lambda: pointing_at(step))

        def pointing_at(step: Any) -> None:
            assert screen.pointing is step, (lesson.id, step.move)

        c.stepMade.connect(lambda step: after(lambda: pointing_at(step)))
        c.humanTurn.connect(turn)
        c.events.connect(lambda _events: after(check))
        play_through(qtbot, screen)
        qtbot.waitUntil(lambda: not scene.animator.busy)
        check()
        for step in lesson.steps:
            if step.show:
                assert step.show in checked, (lesson.id, step.move)
                assert len(seen[step.show]) == len(set(step.show)), (
                    f"{kind}/{lesson.id}: {step.move} points at {step.show}, of which only "
                    f"{seen[step.show]} are ever in sight")
        screen.panel.back.disconnect()
        screen.close_lesson()


def test_the_marks_are_the_tables_own_and_go_with_the_step(qtbot: Any, window: Any) -> None:
    """A card and a die pointed at carry the table's mark (and are announced); the next step
    takes the marks away."""
    from thousand_app.ui.common import accessibility

    heard: list[str] = []
    accessibility.LISTENERS.append(lambda kind, text: heard.append(text))
    try:
        screen, c, _said = listened(window, "cards", "follow")
        qtbot.waitUntil(lambda: c.waiting_for == 0, timeout=20000)
        scene = screen.table.scene
        qtbot.waitUntil(lambda: scene.pointed() == [Card.parse("9S")] or
                        scene.pointed() == [Card.parse("AS")])
        assert scene.pointed() == [Card.parse("AS")]     # (the ace led, in the trick)
        assert any("ace of spades" in t.lower() for t in heard)
        item = scene.item_of(Card.parse("AS"))
        assert item is not None and item.pointed and item.boundingRect().contains(
            item.pointer(item.card_rect()))
        learner_move(screen)                            # 9S: the step's text points at AS
        qtbot.waitUntil(lambda: any("king of hearts" in t.lower() for t in heard))  # (Boris)
        qtbot.waitUntil(lambda: c.waiting_for == 0 and screen.runner.step is not None
                        and screen.runner.step.move == "0 play 9H")
        qtbot.waitUntil(lambda: scene.pointed() == [Card.parse("9H")])   # (the next task's)
        assert not item.pointed
        screen.close_lesson()
        dice = start(window, "dice", "scoring")
        qtbot.waitUntil(lambda: dice.controller.waiting_for is not None)
        learner_move(dice)                              # the throw 1 4 4 4 6
        dscene = dice.table.scene
        qtbot.waitUntil(lambda: sorted(dscene.pointed()) == [1, 4, 4, 4])
        assert [it.face for it in dscene.throw_dice if not it.pointed] == [6]
        assert any("1 4 4 4" in t for t in heard)
        qtbot.waitUntil(lambda: dice.controller.waiting_for is not None)
        learner_move(dice)                              # the keep: the dice leave the tray
        qtbot.waitUntil(lambda: dice.finished and not dscene.animator.busy)
        assert dscene.pointed() == [] and not any(
            it.pointed for row in dscene.kept_rows for it in row)
        dice.close_lesson()
    finally:
        accessibility.LISTENERS.pop()
