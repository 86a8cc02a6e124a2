"""Pictures of the dice table for ``python -m thousand_app.ui.common.screenshots`` (and for a look):
a keep being chosen, a roll in flight, hot dice, four and eight players with the barrel, bolts
and the dump truck on, the end of a game; and the new dice game dialog.

Each picture is a game put into a fixed state: the throws are the controller's (seeded) or,
where a picture needs particular dice, given to the controller as engine throws.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, Callable, Optional, Sequence

from thousand_app.dice.engine import DiceGame, DiceRules, Keep, Throw
from thousand_app.storage import SeatConfig
from thousand_app.ui.common.shots import MORE_NAMES, Shots

from .controller import DiceController
from .screen import DiceScreen
from .table import bust_words

__all__ = ["SCENES", "dice_pictures", "game_over_picture", "mid_roll", "new_game_picture"]


def _wait(cond: Callable[[], bool], timeout: float = 20.0) -> bool:
    from thousand_app.ui.common.waiting import wait_for

    return wait_for(cond, timeout)


def _screen(names: Sequence[str], kinds: Sequence[str], rules: DiceRules, seed: int,
            size: tuple[int, int], speed: float = 0.0, **start: Any) -> DiceScreen:
    game = DiceGame(rules, len(names), players=list(names), seed=seed, **start)
    seats = [SeatConfig(n, k, "normal" if k == "computer" else None) for n, k in zip(names, kinds)]
    controller = DiceController(game, seats, pace_ms=0, dice_seed=seed, ai_seed=seed)
    screen = DiceScreen(controller, SimpleNamespace(animation_speed=speed, sound=False,
                                                    ai_pace_ms=0))
    screen.resize(*size)
    screen.show()
    _wait(lambda: screen.my_turn() or controller.game.is_over, 10)
    return screen


def _idle(screen: DiceScreen) -> None:
    _wait(lambda: not screen.scene.animator.busy and (screen.my_turn()
                                                      or screen.controller.game.is_over), 10)
    screen.scene.animator.finish_all()


def _pick_best(screen: DiceScreen) -> None:
    """Select the engine's most valuable keep (as a player would click it)."""
    g = screen.controller.game
    best = g.legal_actions()[0]
    assert isinstance(best, Keep)
    faces = screen.scene.faces()
    screen.selected = []
    for f in best.faces:
        screen.selected.append(next(i for i, x in enumerate(faces)
                                    if x == f and i not in screen.selected))
    screen.update_controls()


def _throw(screen: DiceScreen, faces: Optional[tuple[int, ...]] = None) -> None:
    c = screen.controller
    if faces is None:
        screen.throw()
    else:
        c.submit(Throw(faces))
    _idle(screen)


def mid_roll(screen: DiceScreen) -> None:
    """Throw, and return while the dice are in flight: spread out from the cup, still
    tumbling (the roll slowed down, so that a busy machine cannot miss it)."""
    animator = screen.scene.animator
    animator.speed = 0.25

    def flying() -> bool:
        return bool(screen.scene.throw_dice) and all(
            0.3 <= d.get_tumble() <= 0.7 for d in screen.scene.throw_dice)

    screen.throw()
    # the roll is held once it has begun and then moved on by hand to the middle of its
    # flight: what the picture shows does not depend on how fast the machine is
    _wait(lambda: bool(screen.scene.throw_dice) and animator.current is not None, 20)
    roll = animator.current
    if roll is not None:
        roll.pause()
        total = max(1, roll.totalDuration())
        for step in range(roll.currentTime(), total, max(1, total // 200)):
            roll.setCurrentTime(step)
            if flying():
                return
    _wait(flying, 20)


def game_over_picture(save: Callable[[str, Any], None], names: Sequence[str],
                      size: tuple[int, int], storage: Any = None) -> None:
    """The end of a three-player game (you win): ``save`` its picture; with ``storage``, the
    game goes into its statistics, as a game played to its end in the app does."""
    seats = [SeatConfig(n, k, "normal" if k == "computer" else None)
             for n, k in zip(names[:3], ["human", "computer", "computer"])]
    end = _screen(names[:3], [x.kind for x in seats], DiceRules(), 5, size,
                  start_totals=[850, 610, 755])
    try:
        _throw(end, (1, 1, 1, 1, 5))
        end.controller.submit(Keep((1, 1, 1, 1, 5)))
        _idle(end)
        _wait(lambda: end.game_over.isVisible(), 5)
        save("dice-game-over", end)
        if storage is not None:
            storage.update_stats("shots-dice-game-over", end.controller.game, seats)
    finally:
        end.close_game()
        end.close()


def dice_pictures(save: Callable[[str, Any], None], names: Sequence[str],
                  size: tuple[int, int], storage: Any = None) -> None:
    """Put dice games into their states and ``save(name, widget)`` each picture (``names``:
    eight players' names in the pictures' language; ``storage``: where the finished game's
    statistics go, for the statistics' picture)."""
    n = list(names[:8])
    shown: list[DiceScreen] = []
    try:
        # two players: a keep being chosen, with its value and the turn total after it
        s = _screen(n[:2], ["human", "computer"], DiceRules(), 4, size,
                    start_totals=[350, 420], start_entry=[75, 75])
        shown.append(s)
        _throw(s, (1, 5, 5, 3, 2))
        _pick_best(s)
        save("dice-keep", s)
        # hot dice: all five scored
        s.controller.submit(Keep((1, 5, 5)))
        _idle(s)
        save("dice-choice", s)
        _throw(s, (1, 5))
        s.scene.animator.speed = 1.0
        s.controller.submit(Keep((1, 5)))
        _wait(lambda: False, 0.6)
        save("dice-hot-dice", s)
        s.scene.animator.finish_all()
        _idle(s)
        # a roll in flight (the confirming throw after hot dice)
        mid_roll(s)
        save("dice-roll", s)
        s.scene.animator.finish_all()
        # four players, barrel_900: one on the barrel, one in the pit
        s4 = _screen(n[:4], ["human", "human", "computer", "computer"],
                     DiceRules.preset("barrel_900"), 7, size,
                     start_totals=[310, 900, 125, 640], start_entry=[50, 50, 50, 50],
                     start_barrel_attempts=[0, 1, 0, 0], start_falls=[0, 1, 0, 0])
        shown.append(s4)
        _throw(s4, (5, 5, 5, 1, 1))
        _pick_best(s4)
        s4.controller.submit(Keep(tuple(s4.selection_faces())))
        _idle(s4)
        save("dice-4-players", s4)
        # that game's score sheet, after a few more turns
        from .scoresheet import DiceScoreSheetWindow

        import random

        from thousand_app.dice.ai.driver import run_game
        from thousand_app.dice.ai.players import make_player

        played = DiceGame(DiceRules.preset("barrel_900"), 4, players=list(n[:4]), seed=7)
        run_game(played, [make_player("normal", k) for k in range(4)], random.Random(7),
                 turn_cap=44)
        sheet = DiceScoreSheetWindow()
        sheet.refresh(played, n[:4])
        sheet.resize(min(size[0], 760), min(size[1], 560))
        sheet.show()
        save("dice-score-sheet", sheet)
        sheet.close()
        # eight players with bolts, overtakes and the dump truck
        rules8 = DiceRules().replace(bolts="bust", overtake_penalty=50, dump_truck="on")
        s8 = _screen(n[:8], ["human"] + ["computer"] * 7, rules8, 9, size,
                     start_totals=[240, 0, 505, 850, 75, 320, 655, 150],
                     start_entry=[75, None, 75, 75, 75, 75, 75, 75],
                     start_bolts=[1, 0, 2, 0, 0, 1, 0, 0])
        shown.append(s8)
        _throw(s8)
        if s8.controller.game.pending == "keep":
            _pick_best(s8)
        save("dice-8-players", s8)
        # the end of a game
        game_over_picture(save, n, size, storage)
    finally:
        for sc in shown:
            sc.close_game()
            sc.close()


def new_game_picture(save: Callable[[str, Any], None], names: Sequence[str],
                     parent: Any = None) -> None:
    """The new dice game dialog (four seats, the barrel_900 preset); over ``parent`` (the
    main window) it is the sheet New dice game opens, not a window of its own."""
    from .newgame import DiceNewGameDialog

    dlg = DiceNewGameDialog({"players": 4, "preset": "barrel_900",
                             "seats": [{"name": x, "kind": k, "level": "hard"}
                                       for x, k in zip(names[:4], ["human", "human",
                                                                   "computer", "computer"])]},
                            parent)
    dlg.show()
    if parent is not None:
        from thousand_app.ui.common.waiting import settle

        settle(200)     # (the sheet slides in, as the card game's picture waits for it)
    save("dice-new-game", dlg)
    dlg.close()


def _names(s: Shots) -> list[str]:
    """Eight players' names in the pictures' language."""
    return s.names + MORE_NAMES.get(s.language, MORE_NAMES["en"])


def scene_dice_new_game(s: Shots) -> None:
    """The new dice game dialog, a sheet over the window."""
    new_game_picture(s.save, _names(s), s.win)


def scene_dice_table(s: Shots) -> None:
    """The dice table: a keep being chosen, hot dice, a roll in flight, 4 and 8 players, the end."""
    dice_pictures(s.save, _names(s), s.size, s.storage)


def scene_dice_bust(s: Shots) -> None:
    """Two people at one computer: a throw that scores nothing, its dice kept on the tray and
    the banner saying why the turn ended."""
    n = _names(s)
    bust = _screen(n[:2], ["human", "human"], DiceRules(), 3, s.size,
                   start_totals=[410, 265], start_entry=[75, 75])
    try:
        _throw(bust, (1, 5, 5, 3, 2))
        bust.controller.submit(Keep((1, 5, 5)))
        _idle(bust)
        bust.scene.animator.speed = 1.0          # (the bust banner, before the next turn's)
        bust.controller.submit(Throw((2, 3)))
        title, _ = bust_words(n[0], 0)
        _wait(lambda: bust.scene.decor.banner.text == title, 10)
        _wait(lambda: False, 0.3)
        s.save("dice-bust", bust)
        s.storage.save_as(" – ".join(n[:2]), bust.controller.game,   # (for the saves' picture)
                          [SeatConfig(x, "human") for x in n[:2]], "shots-dice")
        bust.scene.animator.finish_all()
    finally:
        bust.close_game()
        bust.close()


def scene_dice_review(s: Shots) -> None:
    """The review of a finished dice game (you and the computer: the chances of winning)."""
    import random

    from thousand_app.dice.ai.driver import run_game
    from thousand_app.dice.ai.players import make_player
    from thousand_app.dice.engine import to_record

    from .review import DiceReviewWindow

    n = _names(s)[:2]
    played = DiceGame(DiceRules(), 2, players=list(n), seed=5)
    run_game(played, [make_player("normal", k) for k in range(2)], random.Random(5),
             turn_cap=400)
    w = DiceReviewWindow(to_record(played), n, humans=[0])
    w.resize(min(s.size[0], 1100), min(s.size[1], 700))
    w.show()
    w.turn_list.setCurrentRow(min(6, w.turn_list.count() - 1))
    s.save("dice-review", w)
    w.close()


#: The dice game's pictures, in order.
SCENES: tuple[Callable[[Shots], None], ...] = (scene_dice_new_game, scene_dice_table,
                                               scene_dice_bust, scene_dice_review)
