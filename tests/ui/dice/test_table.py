"""The dice table and screen: what is drawn matches the engine after every action, keeps are
picked and confirmed, illegal keeps refused with the reason, the buttons follow the engine's
legal actions, keys (Latin and Russian layouts), hints, the hot-seat banner."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, Iterator

import pytest
from PySide6.QtCore import QPointF, Qt

from thousand_app.dice.engine import STOP, DiceGame, DiceRules, Keep, Stop, Throw
from thousand_app.storage import SeatConfig
from thousand_app.ui.dice.controller import DiceController
from thousand_app.ui.dice.screen import DiceScreen, scoring_indices
from thousand_app.ui.dice.table import dice_event_sound
from thousand_app.ui.dice.texts import dice_reason, lower_first, seat_marks, seat_status, translated_reason
from thousand_app.ui.common.sound import SOUND_NAMES

H, C = "human", "computer"


def settings(speed: float = 0.0) -> Any:
    return SimpleNamespace(animation_speed=speed, sound=False, ai_pace_ms=0)


def build(qtbot: Any, kinds: tuple[str, ...], rules: DiceRules | None = None, seed: int = 3,
          level: str = "normal", speed: float = 0.0) -> DiceScreen:
    n = len(kinds)
    game = DiceGame(rules or DiceRules(), n, players=[f"P{i}" for i in range(n)], seed=seed)
    seat_list = [SeatConfig(f"P{i}", k, level if k == C else None) for i, k in enumerate(kinds)]
    c = DiceController(game, seat_list, pace_ms=0, dice_seed=seed, ai_seed=seed)
    screen = DiceScreen(c, settings(speed))
    qtbot.addWidget(screen)
    screen.resize(1100, 760)
    screen.show()
    return screen


@pytest.fixture
def closing() -> Iterator[list[DiceScreen]]:
    screens: list[DiceScreen] = []
    yield screens
    for s in screens:
        s.close_game()


def expected(screen: DiceScreen) -> dict[str, Any]:
    """What the table must show, read from the engine."""
    g = screen.controller.game
    obs = g.observation()
    keep_due = g.pending == "keep"
    return {
        "throw": g.last_throw if keep_due else None,
        "kept": tuple(tuple(sorted(k)) for k in g.kept) if not g.is_over else (),
        "hand": 0 if keep_due or g.is_over else g.d,
        "totals": g.totals,
        "marks": tuple(seat_marks(obs, s) for s in range(g.n)),
        "status": tuple(seat_status(obs, s) for s in range(g.n)),
        "turn_total": str(g.s) if not g.is_over else "—",
        "active": (g.to_act,) if g.to_act is not None else (),
    }


def check_matches(screen: DiceScreen) -> None:
    shown = screen.scene.shown()
    want = expected(screen)
    assert shown == want, (shown, want)


def idle(screen: DiceScreen) -> bool:
    return not screen.scene.animator.busy


@pytest.mark.slow
@pytest.mark.parametrize("n,rules", [
    (2, DiceRules()),
    (4, DiceRules.preset("barrel_900")),
    (3, DiceRules.preset("exact_thousand")),
    (8, DiceRules().replace(bolts="bust", overtake_penalty=50, dump_truck="on", target=400,
                            barrel_at=300, dump_truck_value=255)),
])
def test_what_is_drawn_matches_the_engine_after_every_action(qtbot: Any, closing: list[Any],
                                                             n: int, rules: DiceRules) -> None:
    screen = build(qtbot, tuple([C] * n), rules, seed=20 + n)
    closing.append(screen)
    c = screen.controller
    checked = [0]

    def after(_events: object) -> None:
        # the table is idle again right away (animations off): compare with the engine
        check_matches(screen)
        checked[0] += 1

    c.events.connect(after)
    qtbot.waitUntil(lambda: c.game.is_over, timeout=120000)
    assert checked[0] == c.moves > 10
    qtbot.waitUntil(lambda: screen.game_over.isVisible(), timeout=5000)
    assert c.names[c.game.winner] in screen.game_over.title.text()


def wait_turn(qtbot: Any, screen: DiceScreen, pending: str | None = None) -> None:
    qtbot.waitUntil(lambda: screen.my_turn() and (
        pending is None or screen.controller.game.pending == pending), timeout=10000)


def throw_until_keep(qtbot: Any, screen: DiceScreen) -> None:
    wait_turn(qtbot, screen)
    while screen.controller.game.pending != "keep":
        assert screen.action_bar.throw_button.isEnabled()
        qtbot.mouseClick(screen.action_bar.throw_button, Qt.MouseButton.LeftButton)
        wait_turn(qtbot, screen)
    check_matches(screen)


def buttons_follow_the_engine(screen: DiceScreen) -> None:
    g = screen.controller.game
    legal = g.legal_actions()
    assert screen.action_bar.throw_button.isEnabled() == any(isinstance(a, Throw) for a in legal)
    assert screen.action_bar.stop_button.isEnabled() == (STOP in legal)
    if not screen.action_bar.stop_button.isEnabled() and g.stop_reason:
        assert screen.action_bar.stop_button.toolTip() == dice_reason(g.stop_reason)


def click_die(qtbot: Any, screen: DiceScreen, index: int) -> None:
    it = screen.scene.throw_dice[index]
    pos = screen.view.mapFromScene(it.scenePos() + QPointF(0, -it.lift()))
    qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def test_a_whole_game_by_clicking(qtbot: Any, closing: list[Any]) -> None:
    screen = build(qtbot, (H, C), seed=8)
    closing.append(screen)
    g = screen.controller.game
    for _ in range(400):
        if g.is_over:
            break
        wait_turn(qtbot, screen)
        buttons_follow_the_engine(screen)
        if g.pending == "keep":
            faces = screen.scene.faces()
            best = g.legal_actions()[0]
            assert isinstance(best, Keep)
            assert not screen.action_bar.keep_button.isEnabled()
            picked: list[int] = []
            for f in best.faces:
                i = next(i for i, x in enumerate(faces) if x == f and i not in picked)
                picked.append(i)
                click_die(qtbot, screen, i)
            assert sorted(screen.selected) == sorted(picked)
            preview = g.preview_keep(best.faces)
            assert screen.action_bar.keep_button.isEnabled()
            assert f"+{preview.value}" in screen.action_bar.status.text()
            assert str(preview.turn_total) in screen.action_bar.status.text()
            qtbot.mouseClick(screen.action_bar.keep_button, Qt.MouseButton.LeftButton)
        elif g.pending == "choice" and g.s >= 300:
            qtbot.mouseClick(screen.action_bar.stop_button, Qt.MouseButton.LeftButton)
        else:
            qtbot.mouseClick(screen.action_bar.throw_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: idle(screen), timeout=5000)
        check_matches(screen)
    qtbot.waitUntil(lambda: g.is_over, timeout=20000)


def test_scoring_dice_are_marked_from_the_engines_keeps() -> None:
    assert scoring_indices([1, 2, 5, 5, 6], [Keep((1, 5, 5)), Keep((1,))]) == {0, 2, 3}
    assert scoring_indices([2, 2, 2, 3, 4], [Keep((2, 2, 2))]) == {0, 1, 2}
    assert scoring_indices([2, 3, 4, 6, 6], []) == set()


def test_an_illegal_keep_cannot_be_confirmed_and_says_why(qtbot: Any, closing: list[Any]) -> None:
    for seed in range(1, 60):
        screen = build(qtbot, (H, C), seed=seed)
        closing.append(screen)
        throw_until_keep(qtbot, screen)
        faces = screen.scene.faces()
        dud = next((i for i, f in enumerate(faces) if f in (2, 3, 4, 6) and faces.count(f) < 3),
                   None)
        if dud is None:
            continue
        click_die(qtbot, screen, dud)
        assert screen.selected == [dud]
        assert not screen.action_bar.keep_button.isEnabled()
        reason = screen.controller.game.keep_problem([faces[dud]])
        assert reason is not None
        assert lower_first(dice_reason(reason)) in screen.action_bar.status.text()
        screen.keep()                                   # Enter / the button: refused, nothing changes
        assert screen.controller.game.pending == "keep"
        click_die(qtbot, screen, dud)                   # clicking again takes it out
        assert screen.selected == []
        return
    pytest.fail("no throw with a non-scoring die in 60 games")


def test_keys_select_keep_throw_and_stop(qtbot: Any, closing: list[Any]) -> None:
    screen = build(qtbot, (H, C), seed=4)
    closing.append(screen)
    g = screen.controller.game
    wait_turn(qtbot, screen)
    qtbot.keyClick(screen, Qt.Key.Key_S)                # no stop before a throw: nothing happens
    assert g.throws == 0 and "Throw" in screen.action_bar.status.text()
    while g.pending != "keep":
        qtbot.keyClick(screen, Qt.Key.Key_T)
        wait_turn(qtbot, screen)
    best = g.legal_actions()[0]
    assert isinstance(best, Keep)
    faces = screen.scene.faces()
    picked: list[int] = []
    for f in best.faces:
        i = next(i for i, x in enumerate(faces) if x == f and i not in picked)
        picked.append(i)
        qtbot.keyClick(screen, Qt.Key(int(Qt.Key.Key_1) + i))
    assert sorted(screen.selected) == sorted(picked)
    qtbot.keyClick(screen, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: idle(screen), timeout=5000)
    assert g.kept and tuple(sorted(g.kept[0])) == best.faces or g.turn_index == 1


def test_arrows_and_space_pick_dice(qtbot: Any, closing: list[Any]) -> None:
    screen = build(qtbot, (H, C), seed=9)
    closing.append(screen)
    throw_until_keep(qtbot, screen)
    qtbot.keyClick(screen, Qt.Key.Key_Right)           # shows the cursor on the first die
    assert screen.scene.throw_dice[0].focused
    qtbot.keyClick(screen, Qt.Key.Key_Right)
    qtbot.keyClick(screen, Qt.Key.Key_Space)
    assert screen.selected == [1]
    qtbot.keyClick(screen, Qt.Key.Key_Space)
    assert screen.selected == []


def test_letters_work_on_a_russian_layout(qtbot: Any, closing: list[Any]) -> None:
    screen = build(qtbot, (H, C), seed=4)
    closing.append(screen)
    g = screen.controller.game
    wait_turn(qtbot, screen)
    assert screen.keys.key(0x0415)                      # Е: the T key on ЙЦУКЕН
    assert g.throws == 1


def test_the_hint_picks_hards_keep(qtbot: Any, closing: list[Any]) -> None:
    screen = build(qtbot, (H, C), seed=6)
    closing.append(screen)
    throw_until_keep(qtbot, screen)
    qtbot.keyClick(screen, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: screen.hint_shown is not None, timeout=20000)
    hint = screen.hint_shown
    assert hint is not None and hint.keep is not None
    assert tuple(sorted(screen.selection_faces())) == hint.keep.faces
    status = screen.action_bar.status.text()
    assert "Hint: keep" in status and "%" in status
    assert all(screen.scene.throw_dice[i].hinted for i in screen.selected)
    assert screen.action_bar.keep_button.isEnabled()


def test_hot_seat_banner_names_who_takes_the_mouse(qtbot: Any, closing: list[Any]) -> None:
    screen = build(qtbot, (H, H), seed=5)
    closing.append(screen)
    g = screen.controller.game
    wait_turn(qtbot, screen)
    assert "P0" in screen.scene.decor.banner.text
    screen.scene.decor.banner.text = ""
    first = g.to_act
    while g.to_act == first:                             # P0 plays out the turn
        wait_turn(qtbot, screen)
        if g.pending == "keep":
            best = g.legal_actions()[0]
            assert isinstance(best, Keep)
            screen.selected = []
            faces = screen.scene.faces()
            for f in best.faces:
                screen.selected.append(next(i for i, x in enumerate(faces)
                                            if x == f and i not in screen.selected))
            screen.keep()
        elif g.pending == "choice":
            screen.stop()
        else:
            screen.throw()
    wait_turn(qtbot, screen)
    assert "P1" in screen.scene.decor.banner.text


def test_every_reason_the_table_meets_is_translated() -> None:
    import random

    from thousand_app.dice.engine import draw_throw

    rules = DiceRules.preset("barrel_900").replace(finish="over", keep_all="on",
                                                   pits=[[300, 400]])
    seen: set[str] = set()
    rng = random.Random(2)
    for seed in range(30):
        g = DiceGame(rules, 2, seed=seed)
        while not g.is_over and g.turn_index < 300:
            for action in (STOP, Keep((2,)), Keep((1,)), Throw((1, 1, 1, 1, 1)[:g.d])):
                r = g.reason(action)
                if r is not None:
                    seen.add(r)
            if g.pending == "keep":
                keeps = g.legal_actions()
                g.apply(keeps[rng.randrange(len(keeps))])
            elif g.pending == "choice" and rng.random() < 0.4:
                g.apply(Stop())
            else:
                g.apply(draw_throw(rng, g.d))
    untranslated = sorted(r for r in seen if translated_reason(r) is None)
    assert not untranslated


def test_every_event_sound_exists() -> None:
    from thousand_app.dice.engine import EmptyThrow, FiveOnes, GameOver, Kept, Settled, Thrown

    events = [Thrown(0, (1, 2, 3, 4, 5), False, False), EmptyThrow(0, False), FiveOnes(0),
              Kept(0, (1,), 100, 100, 4, False), Kept(0, (1, 1, 1, 5, 5), 1100, 1100, 5, True),
              GameOver(0, (1000, 0))] + [Settled(n, 0, 0) for n in (
                  "enter", "barrel", "knock_off", "fall", "falls_zero", "overtake",
                  "bolt_penalty", "overshoot_penalty", "overshoot_zero", "dump_truck")]
    sounds = [dice_event_sound(e) for e in events]
    assert sounds[0] == "dice"
    assert {s for s in sounds if s is not None} <= set(SOUND_NAMES)


def test_rolls_animate_and_end_on_the_engines_faces(qtbot: Any, closing: list[Any]) -> None:
    screen = build(qtbot, (H, C), seed=12, speed=1.0)
    closing.append(screen)
    g = screen.controller.game
    wait_turn(qtbot, screen)
    screen.throw()
    assert screen.scene.animator.busy                   # the dice are rolling
    qtbot.waitUntil(lambda: idle(screen), timeout=5000)
    shown = sorted(it.shown_face for it in screen.scene.throw_dice)
    if g.pending == "keep":
        assert tuple(shown) == g.last_throw
        assert all(it.tumble == 0.0 for it in screen.scene.throw_dice)


def test_the_score_sheet_panel_follows_the_game(qtbot: Any, closing: list[Any]) -> None:
    screen = build(qtbot, (C, C), seed=2)
    closing.append(screen)
    sheet = screen.sheet
    if sheet is None:
        pytest.skip("no dice score sheet in this build")
    assert not sheet.isVisible()
    screen.toggle_sheet()
    assert sheet.isVisible()
    g = screen.controller.game
    qtbot.waitUntil(lambda: g.is_over, timeout=60000)
    qtbot.waitUntil(lambda: screen.game_over.isVisible(), timeout=5000)
    table = sheet.table  # type: ignore[attr-defined]
    assert table.rowCount() >= len(g.history) // g.n
    assert g.players[g.winner] in sheet.caption.text()  # type: ignore[attr-defined]
    qtbot.mouseClick(screen.game_over.findChild(type(screen.top.hint_button), "menuButton"),
                     Qt.MouseButton.LeftButton)


def test_leaving_by_the_menu_button_and_esc(qtbot: Any, closing: list[Any]) -> None:
    screen = build(qtbot, (H, C), seed=1)
    closing.append(screen)
    left: list[bool] = []
    screen.leaveRequested.connect(lambda: left.append(True))
    qtbot.mouseClick(screen.top.leave_button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(screen, Qt.Key.Key_Escape)
    assert left == [True, True]


def test_a_bust_that_costs_a_bolt_says_so_on_the_plate(qtbot: Any) -> None:
    from thousand_app.ui.dice.table import DiceScene

    game = DiceGame(DiceRules().replace(bolts="bust"), 2, players=["P0", "P1"], seed=1)
    scene = DiceScene(0.0)
    scene.setup(game.players, 0)
    scene.rebuild(game.observation())
    events = game.apply(Throw((2, 3, 4, 6, 6)))          # no scoring die: a bust, bolt 1 of 3
    assert game.bolts == (1, 0)
    scene.enqueue(events)
    assert scene.decor.plates[0].bubble == "bolt 1/3"
    scene.refresh(game.observation())
    assert scene.decor.plates[0].marks == "bolts 1/3"
    assert scene.shown()["hand"] == 5 and scene.shown()["throw"] is None


@pytest.mark.slow
def test_computer_turns_with_animations_on_end_as_the_engine_says(qtbot: Any,
                                                                  closing: list[Any]) -> None:
    screen = build(qtbot, (C, C, C), seed=31, speed=6.0)
    closing.append(screen)
    # each computer move waits out a pace: the moment looked for (the table idle, a computer
    # about to move) lasts that long, not only the few ms of a decision (a race under load)
    screen.controller.pace_ms = 150
    g = screen.controller.game
    seen_rolling = []
    screen.controller.events.connect(lambda _e: seen_rolling.append(screen.scene.animator.busy))
    qtbot.waitUntil(lambda: g.turn_index >= 4 and idle(screen) and screen.controller.busy,
                    timeout=60000)
    screen.scene.animator.finish_all()
    assert any(seen_rolling)
    shown = screen.scene.shown()
    assert shown["totals"] == g.totals and shown["kept"] == tuple(tuple(sorted(k)) for k in g.kept)
    assert shown["throw"] == (g.last_throw if g.pending == "keep" else None)


@pytest.mark.parametrize("stop_at", ["keep", "choice", "throw"])
def test_a_loaded_game_is_shown_as_it_stands(qtbot: Any, closing: list[Any], stop_at: str) -> None:
    from thousand_app.dice.engine import draw_throw
    import random

    game = DiceGame(DiceRules(), 3, players=["P0", "P1", "P2"], seed=4)
    rng = random.Random(9)
    steps = 0
    while not (game.pending == stop_at and game.kept and game.turn_index >= 2) and steps < 5000:
        steps += 1
        if game.pending == "keep":
            game.apply(game.legal_actions()[-1])      # small keeps: more rows
        elif game.pending == "choice" and rng.random() < 0.3:
            game.apply(Stop())
        else:
            game.apply(draw_throw(rng, game.d))
    assert game.pending == stop_at and game.kept
    seat_list = [SeatConfig(f"P{i}", H, None) for i in range(3)]
    screen = DiceScreen(DiceController(game, seat_list, pace_ms=0), settings())
    qtbot.addWidget(screen)
    closing.append(screen)
    check_matches(screen)
    from thousand_app.dice.engine import keep_value

    labels = [label.text for label in screen.scene.kept_labels]
    assert labels == [f"+{keep_value(k, game.rules)}" for k in game.kept]


def test_why_stop_is_closed_is_said_once() -> None:
    """On the barrel the reasons line says "On the barrel you cannot stop: …", not "No stop:
    on the barrel you cannot stop: …" (issue 34: the barrel message said twice)."""
    from thousand_app.ui.dice.bars import reasons_text

    game = DiceGame(DiceRules.preset("barrel_900"), 2, players=["P0", "P1"], seed=3,
                    start_totals=[900, 125], start_entry=[50, 50],
                    start_barrel_attempts=[1, 0], start_falls=[0, 0])
    game.apply(Throw((5, 5, 3, 4, 6)))
    game.apply(Keep((5, 5)))
    obs = game.observation()
    text = reasons_text(obs)
    assert text == dice_reason(obs.stop_reason)
    assert text.lower().count("stop") == 1, text


def test_the_busting_dice_stay_until_the_next_throw(qtbot: Any) -> None:
    """After a bust the busting throw stays on the felt (the player sees why the turn
    ended) and leave with the next throw (issue 34)."""
    from thousand_app.ui.dice.items import DieItem
    from thousand_app.ui.dice.table import DiceScene

    game = DiceGame(DiceRules(), 2, players=["P0", "P1"], seed=1)
    scene = DiceScene(0.0)
    scene.setup(game.players, 0)
    scene.rebuild(game.observation())

    def dice_on_felt() -> list[int]:
        return sorted(it.face for it in scene.items() if isinstance(it, DieItem)
                      and it not in scene.hand_dice)

    scene.enqueue(game.apply(Throw((1, 2, 3, 4, 6))))
    scene.enqueue(game.apply(Keep((1,))))
    scene.enqueue(game.apply(Throw((2, 3, 4, 6))))     # nothing scores: a bust
    assert game.to_act == 1 and scene.shown()["hand"] == 5
    assert scene.shown()["throw"] is None and scene.shown()["kept"] == ()   # (the engine's)
    assert dice_on_felt() == [2, 3, 4, 6]              # the busting throw in sight
    scene.enqueue(game.apply(Throw((5, 5, 2, 3, 4))))
    assert dice_on_felt() == [2, 3, 4, 5, 5]           # only the new throw
