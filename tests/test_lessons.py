"""The course (issue 37): docs/lessons.md maps every rule of the rules documents to its lesson,
every lesson's deal or throws replay through the engine, and every lesson can be completed by
making its moves (driven headless through the runner the tables use)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, strategies as st

from thousand_app.cards.engine import Bid, Pass, Play
from thousand_app.cards.lesson_game import CardLessons
from thousand_app.dice.engine import STOP, Keep
from thousand_app.dice.lesson_game import DiceLessons
from thousand_app.games.lessons import LessonRunner, course_state, mark_done
from thousand_app.ui.cards.lessons import LESSONS as CARD_LESSONS
from thousand_app.ui.dice.lessons import LESSONS as DICE_LESSONS

from tests.test_docs_commands import anchors

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
COURSES = {"cards": (CARD_LESSONS, CardLessons), "dice": (DICE_LESSONS, DiceLessons)}
ALL = [(kind, lesson) for kind, (lessons, _a) in COURSES.items() for lesson in lessons]
ROW = re.compile(r"^\| \[[^\]]+\]\(((?:dice-)?rules\.md)#([\w-]+)\) \| ([^|]+) \| ([^|]+) \|$")


def table() -> dict[str, tuple[str, list[str]]]:
    """docs/lessons.md's rows: "rules.md#anchor" -> (the preset's column, lessons "kind/id")."""
    rows = {}
    for line in (DOCS / "lessons.md").read_text(encoding="utf-8").splitlines():
        m = ROW.match(line)
        if m:
            rows[f"{m[1]}#{m[2]}"] = (m[3].strip(), re.findall(r"`(\w+/[\w-]+)`", m[4]))
    return rows


def runner(kind: str, lesson: Any) -> LessonRunner:
    return LessonRunner(lesson, COURSES[kind][1]())


@pytest.mark.parametrize("doc", ["rules.md", "dice-rules.md"])
def test_every_heading_of_the_rules_has_a_row(doc: str) -> None:
    rows = table()
    missing = sorted(a for a in anchors(DOCS / doc) if f"{doc}#{a}" not in rows)
    assert not missing, f"docs/lessons.md has no row for {doc}: {missing}"


def test_every_rule_of_the_classic_preset_has_a_lesson() -> None:
    known = {f"{kind}/{lesson.id}" for kind, lesson in ALL}
    for rule, (preset, lessons) in table().items():
        assert all(x in known for x in lessons), (rule, lessons)
        if preset == "yes":
            assert lessons, f"{rule} is a rule of the classic preset without a lesson"


def test_the_rows_and_the_lessons_agree() -> None:
    rows = table()
    for kind, lesson in ALL:
        name = f"{kind}/{lesson.id}"
        assert lesson.rules, name
        for rule in lesson.rules:
            assert rule in rows and name in rows[rule][1], (name, rule)
    for rule, (_preset, lessons) in rows.items():
        for name in lessons:
            kind, lesson_id = name.split("/")
            lesson = next(x for x in COURSES[kind][0] if x.id == lesson_id)
            assert rule in lesson.rules, (rule, name)


@pytest.mark.parametrize("kind,lesson", ALL, ids=[f"{k}/{x.id}" for k, x in ALL])
def test_each_lesson_replays_and_can_be_completed(kind: str, lesson: Any) -> None:
    assert lesson.title and lesson.intro
    assert any(s.you for s in lesson.steps), "the learner makes at least one move"
    assert all(s.hint for s in lesson.steps if s.you), "every move of the learner's has a hint"
    r = runner(kind, lesson)
    r.complete()
    assert r.finished and len(r.made) == len(lesson.steps)


def test_the_lessons_end_as_their_texts_say() -> None:
    """What each scoring lesson tells happened is what the engine did."""
    def cards(lesson_id: str) -> Any:
        r = runner("cards", next(x for x in CARD_LESSONS if x.id == lesson_id))
        r.complete()
        return r.game.history[-1]

    def dice(lesson_id: str) -> Any:
        r = runner("dice", next(x for x in DICE_LESSONS if x.id == lesson_id))
        r.complete()
        return r.game

    assert cards("scoring").deltas == (120, 0, 0) and cards("scoring").points[0] == 220
    assert [(n.kind, n.seat) for n in cards("bolts").notes if n.kind == "bolt_penalty"] == [
        ("bolt_penalty", 1)]
    assert cards("barrel").totals[0] == 880
    assert cards("dump-truck").totals[0] == 0
    assert cards("concede").totals == (-100, 50, 50)
    assert cards("redeal").redeal
    assert cards("four-players").deltas == (120, 0, 0, 5)        # the sitter scores the talon
    two = runner("cards", next(x for x in CARD_LESSONS if x.id == "two-players"))
    two.complete()
    obs = two.game.observation(0)
    assert obs.n_players == 2 and list(obs.hand_sizes) == [10, 10] and len(obs.discards) == 2
    assert dice("hot-dice").totals[0] == 120
    assert dice("entry").entry[0] == 105
    assert dice("barrel").winner == 0
    assert dice("pits").totals[0] == 440
    assert dice("bolts").totals[0] == 200
    assert dice("overtake").totals == (305, 200)


def test_a_move_other_than_the_lessons_is_refused_with_the_engine_or_the_hint() -> None:
    r = runner("cards", next(x for x in CARD_LESSONS if x.id == "bidding"))
    r.run_script()
    other = r.attempt(Bid(0, 125))               # legal, not the lesson's move
    assert other is not None and other.engine is None and other.hint == r.step.hint
    illegal = r.attempt(Bid(0, 230))             # above the marriage limit
    assert illegal is not None and illegal.engine and "220" in illegal.engine
    wrong_seat = r.attempt(Play(1, 0))
    assert wrong_seat is not None and wrong_seat.engine
    assert r.attempt(Bid(0, 120)) is None and r.done_steps == 1
    assert r.attempt(Pass(0)) is not None        # (the script's turn: nothing of the learner's)
    d = runner("dice", next(x for x in DICE_LESSONS if x.id == "keep"))
    d.attempt(d.expected())                      # the throw
    assert d.attempt(Keep((1, 5))).engine is None        # legal, not the lesson's keep
    assert d.attempt(STOP).engine                        # not entered: the engine says why
    assert d.attempt(Keep((1,))) is None


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=5), inner, max_size=4), max_leaves=12)


@given(JSON, st.lists(st.sampled_from([x.id for x in CARD_LESSONS]), max_size=15))
def test_progress_is_read_from_anything_and_finished_only_by_the_last_lesson(
        course: Any, marks: list[str]) -> None:
    ids = [x.id for x in CARD_LESSONS]
    done, finished = course_state(course, "cards")
    assert isinstance(done, list) and isinstance(finished, bool)
    state: Any = course if isinstance(course, dict) else {}
    for lesson_id in marks:
        state = mark_done(state, "cards", lesson_id, ids)
    done, finished = course_state(state, "cards")
    assert set(marks) <= set(done)
    if marks:
        assert finished == (ids[-1] in marks or course_state(course, "cards")[1])
