"""Render the app's main states as PNG files, in each of its languages (en, ru, uk, pl).

    python -m thousand_app.ui.common.screenshots OUTDIR [--size 1280x800] [--scale 2]
        [--language uk]... [--scene deal]...

Writes ``OUTDIR/<lang>-NN-<state>.png``: the start screen, the new-game dialog,
bidding, the talon shown, passing cards, the question before conceding, a trick
in progress with a trump, the end-of-deal summary, the score sheet, a hot-seat
game, both decks and the end of a game: one function per scene, listed in
:data:`SCENES`.  The game is a
fixed deal (the human wins the auction, passes two cards, declares hearts);
the other seats follow a short script, so the pictures are the same each run.
Settings and saves go to a temporary folder, never the user's own.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Sequence

from thousand_app.cards.engine import Card, Concede, Game, Rules, parse_action

from thousand_app.ui.cards.card_script import SCRIPT, ScriptedPlayer, layout, play_card, random_game
from .waiting import settle, wait_for

#: The players' names in each language (hot-seat and score-sheet pictures show them).
NAMES = {"en": ["Anna", "Boris", "Vera"], "ru": ["Анна", "Борис", "Вера"],
         "uk": ["Ганна", "Борис", "Віра"], "pl": ["Anna", "Łukasz", "Zofia"]}
#: Five more players for the bigger dice tables, in each language.
MORE_NAMES = {"en": ["Gleb", "Dina", "Egor", "Zoya", "Ilya"],
              "ru": ["Глеб", "Дина", "Егор", "Зоя", "Илья"],
              "uk": ["Гліб", "Дарина", "Єгор", "Зоя", "Ілля"],
              "pl": ["Marek", "Ewa", "Piotr", "Kasia", "Tomasz"]}


class Shots:
    """What every scene shares: the main window, where the pictures go, the language, the names.

    A scene is a function taking a :class:`Shots`; it puts the window (or a dialog of its own)
    into a state and calls :meth:`save` for each picture.  :data:`SCENES` lists them in order.
    """

    def __init__(self, outdir: Path, language: str, size: tuple[int, int]) -> None:
        from thousand_app.storage import Storage

        from .i18n import Translations
        from .main_window import MainWindow

        self.outdir = outdir
        outdir.mkdir(parents=True, exist_ok=True)
        self.language = language
        self.size = size
        self.names = list(NAMES.get(language, NAMES["en"]))
        self.written: list[Path] = []
        self.storage = Storage(base_dir=tempfile.mkdtemp(prefix="thousand-shots-"))
        settings = self.storage.load_settings()
        settings.language = language
        self.storage.save_settings(settings)
        self.translations = Translations()
        self.translations.use(language)
        self.win = MainWindow(self.storage, self.translations)
        self.win.resize(*size)
        self.win.show()
        settle(300)

    def path(self, name: str) -> Path:
        """The next picture's file: ``<lang>-NN-<name>.png``."""
        return self.outdir / f"{self.language}-{len(self.written) + 1:02d}-{name}.png"

    def save(self, name: str, widget: object = None) -> None:
        """A picture of ``widget`` (the main window when None) as it is now."""
        settle(120)
        w = widget if widget is not None else self.win
        path = self.path(name)
        if not w.grab().save(str(path)):  # type: ignore[attr-defined]
            raise OSError(f"cannot write {path}")
        self.written.append(path)

    def save_pixmap(self, name: str, pixmap: Any) -> None:
        path = self.path(name)
        if not pixmap.save(str(path)):
            raise OSError(f"cannot write {path}")
        self.written.append(path)

    def seats(self) -> list[Any]:
        """You and two computer players."""
        from thousand_app.ui.cards.controller import COMPUTER, HUMAN, Seat

        return [Seat(self.names[0], HUMAN), Seat(self.names[1], COMPUTER, "normal"),
                Seat(self.names[2], COMPUTER, "normal")]


def scene_start(s: Shots) -> None:
    s.save("start")


def scene_new_game(s: Shots) -> None:
    from thousand_app.ui.cards.newgame import NewGameDialog

    dlg = NewGameDialog(None, s.win)
    dlg.phases.setCurrentRow(3)  # the bidding options: the busiest page
    dlg.show()
    settle(200)
    s.save("new-game", dlg)
    dlg.close()


def scene_deal(s: Shots) -> None:
    """The scripted deal: bidding, the talon shown, passing, conceding, a trick, the summary."""
    from thousand_app.ui.cards.concession import concession_box
    from thousand_app.ui.cards.prompts import BiddingPrompt, PassingPrompt

    win = s.win
    game = Game(Rules(), 3, players=s.names, first_dealer=2, seed=11, deal=False)
    game.deal(layout())
    win.settings.animation_speed = 1.0
    win.settings.ai_pace_ms = 300
    win.start_game(game, s.seats())
    c = win.controller
    screen = win.game_screen
    assert c is not None and screen is not None
    for seat, moves in SCRIPT.items():
        c.players[seat] = ScriptedPlayer(moves)
    wait_for(lambda: screen.mode == "bid" and not screen.scene.animator.busy)
    s.save("bidding")
    bidding = screen.prompt
    assert isinstance(bidding, BiddingPrompt)
    bidding.select_value(120)
    bidding.bid()
    wait_for(lambda: bool(screen.scene.talons) and any(
        it.face_up for t in screen.scene.talons for it in t), 20)
    settle(500)
    s.save("talon-shown")
    wait_for(lambda: screen.mode == "exchange" and not screen.scene.animator.busy)
    passing = screen.prompt
    assert isinstance(passing, PassingPrompt)
    passing.card_clicked(Card.parse("9C"))
    passing.card_clicked(Card.parse("9D"))
    s.save("passing-cards")
    box = concession_box(win, game, Concede(0))   # what conceding now would cost
    box.show()
    settle(200)
    s.save("concede", box)
    box.close()
    passing.confirm()
    wait_for(lambda: screen.mode == "contract" and not screen.scene.animator.busy)
    play_card(screen, Card.parse("AS"))
    wait_for(lambda: screen.mode == "play" and not screen.scene.animator.busy)
    c.pace_ms = 4000
    play_card(screen, Card.parse("KH"))
    wait_for(lambda: len(screen.scene.trick) == 2 and not screen.scene.animator.busy)
    settle(400)
    s.save("trick-with-trump")
    c.pace_ms = 0
    screen.set_speed(0)
    while not screen.summary.isVisible():
        if screen.mode in ("play", "contract"):
            obs = c.observation(0)
            play_card(screen, next(a.card for a in obs.legal_actions if hasattr(a, "card")))
        wait_for(lambda: screen.summary.isVisible() or (screen.mode == "play"
                                                        and not screen.scene.animator.busy), 10)
    s.save("deal-summary")


def scene_score_sheet(s: Shots) -> None:
    """A score sheet with a few deals behind it."""
    from thousand_app.ui.cards.controller import COMPUTER, Seat

    win = s.win
    sheet_game = random_game(7, 3, s.names)
    win.start_game(sheet_game, [Seat(p, COMPUTER, "normal") for p in sheet_game.players])
    win.show_sheet()
    settle(300)
    assert win.sheet is not None
    s.save("score-sheet", win.sheet)
    win.sheet.close()


def scene_hot_seat(s: Shots) -> None:
    """Two people and the computer: the curtain, the table after the first trick."""
    from thousand_app.ui.cards.controller import COMPUTER, HUMAN, Seat

    win, names = s.win, s.names
    hot_seats = [Seat(names[0], HUMAN), Seat(names[1], HUMAN), Seat(names[2], COMPUTER, "normal")]
    hot = Game(Rules(), 3, players=names, first_dealer=2, seed=11, deal=False)
    hot.deal(layout())
    win.settings.animation_speed = 0.0
    win.start_game(hot, hot_seats)
    hc = win.controller
    hs = win.game_screen
    assert hc is not None and hs is not None
    hc.players[2] = ScriptedPlayer(SCRIPT[2])
    hot_moves = {0: ["0 bid 120", "0 give 9C 1", "0 give 9D 2", "0 play AS"],
                 1: ["1 bid 105", "1 pass", "1 play 9S"]}
    hot_seat_turns(hs, hc, hot_moves, lambda: len(hot.deals[-1][1]) >= 9)
    wait_for(lambda: hs.curtain.isVisible() or hs.prompt is not None)
    if hs.curtain.isVisible():
        settle(200)
        s.save("hot-seat-curtain")
        hs.curtain_ready()
    wait_for(lambda: hs.mode in ("play", "contract") and not hs.scene.animator.busy)
    settle(300)
    s.save("hot-seat-after-first-trick")


def scene_decks(s: Shots) -> None:
    """Both decks (the corner letters of the language), every card of the game and a back."""
    from .cards import index_language, load_deck

    for key in ("thousand", "classic"):
        deck, _ = load_deck(key, False, "blue", index_language("language", s.language))
        s.save_pixmap(f"deck-{key}", deck_sheet(deck))


def scene_game_over(s: Shots) -> None:
    """The end of a game: you are on the barrel and make your contract."""
    end = Game(Rules(), 3, players=s.names, first_dealer=2, seed=11, deal=False,
               start_totals=(880, 615, 340))
    end.deal(layout())
    for text in ("1 bid 105", "2 pass", "0 bid 120", "1 pass", "0 give 9C 1", "0 give 9D 2",
                 "0 play AS", "1 play 9S", "2 play KS", "0 declare KH", "1 play 9H",
                 "2 play 10H"):
        end.apply(parse_action(text))
    players = [ScriptedPlayer([]) for _ in range(3)]
    while not end.is_over and not end.needs_deal:
        actor = end.to_act
        assert actor is not None
        end.apply(players[actor].act(end.observation(actor)))
    s.win.start_game(end, s.seats())
    settle(400)
    s.save("game-over")


#: The pictures of each language, in order (a scene's name is its function's without
#: ``scene_``; ``--scene NAME`` makes only those).  A new window gets a scene here.
SCENES: list[Callable[[Shots], None]] = [
    scene_start,
    scene_new_game,
    scene_deal,
    scene_score_sheet,
    scene_hot_seat,
    scene_decks,
    scene_game_over,
]

from thousand_app.ui.cards.review_shots import scene_review  # noqa: E402  (the deal review window, issue 13)
SCENES.append(scene_review)


def scene_dice_table(s: Shots) -> None:
    """The dice table: a keep being chosen, hot dice, a roll in flight, 4 and 8 players, the end."""
    from thousand_app.ui.dice.shots import dice_pictures

    dice_pictures(s.save, s.names + MORE_NAMES.get(s.language, MORE_NAMES["en"]), s.size)


SCENES.append(scene_dice_table)


def scene_name(scene: Callable[[Shots], None]) -> str:
    return scene.__name__.removeprefix("scene_").replace("_", "-")


def shoot(outdir: Path, language: str, size: tuple[int, int],
          scenes: Sequence[Callable[[Shots], None]] | None = None,
          shots_class: type[Shots] = Shots) -> list[Path]:
    """Every scene (or ``scenes``) in ``language``; returns the pictures written (a subclass
    of :class:`Shots` may do something else with each picture: tests/ui/test_fit.py checks it)."""
    shots = shots_class(outdir, language, size)
    try:
        for scene in SCENES if scenes is None else scenes:
            scene(shots)
    finally:
        shots.win.close()
        shots.translations.use("en")
    return shots.written


def hot_seat_turns(screen: Any, c: Any, moves: dict[int, list[str]],
                   done: Callable[[], bool]) -> None:
    """Play the people's turns of a hot-seat game from ``moves`` (the first legal move when a
    move is not legal), taking each seat behind the curtain, until ``done()``."""
    scripts = {seat: ScriptedPlayer(m) for seat, m in moves.items()}
    end = time.monotonic() + 60
    while not done() and time.monotonic() < end:
        wait_for(lambda: done() or screen.curtain.isVisible() or (
            screen.prompt is not None and screen.panel.isVisible()
            and not screen.scene.animator.busy), 10)
        if done():
            return
        if screen.curtain.isVisible():
            screen.curtain_ready()
            continue
        prompt = screen.prompt
        if prompt is None:
            continue
        obs = c.observation(prompt.seat)
        if prompt.mode == "claim":
            screen.answer_claim(prompt, None)
            continue
        screen.submit(scripts[prompt.seat].act(obs))
        settle(50)


def deck_sheet(deck: Any) -> Any:
    """The 24 cards of the game in four rows, with a back: a picture of a deck."""
    from PySide6.QtGui import QColor, QPainter, QPixmap

    w = 110
    h = int(w * deck.aspect)
    pm = QPixmap(7 * (w + 8) + 8, 4 * (h + 8) + 8)
    pm.fill(QColor("#1f6b40"))
    p = QPainter(pm)
    for s in range(4):
        for r in range(6):
            p.drawPixmap(8 + r * (w + 8), 8 + s * (h + 8), deck.pixmap(Card(s * 6 + r), w))
        p.drawPixmap(8 + 6 * (w + 8), 8 + s * (h + 8), deck.pixmap(None, w))
    p.end()
    return pm


def main(argv: Sequence[str] | None = None) -> int:
    from .i18n import LANGUAGES

    names = [scene_name(f) for f in SCENES]
    p = argparse.ArgumentParser(prog="python -m thousand_app.ui.common.screenshots")
    p.add_argument("outdir")
    p.add_argument("--size", default="1280x800", help="window size, e.g. 1920x1080")
    p.add_argument("--scale", type=float, default=1.0, help="device pixel ratio (2 for HiDPI)")
    p.add_argument("--language", choices=LANGUAGES, action="append",
                   help="only this language (may repeat); default: all of them")
    p.add_argument("--scene", choices=names, action="append",
                   help="only this scene (may repeat); default: all of them")
    args = p.parse_args(sys.argv[1:] if argv is None else list(argv))
    if args.scale != 1.0:
        os.environ["QT_SCALE_FACTOR"] = str(args.scale)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    w, h = (int(x) for x in args.size.lower().split("x"))
    outdir = Path(args.outdir)
    outdir.mkdir(parents=True, exist_ok=True)
    from .app import make_app

    make_app(["thousand-screenshots"])
    scenes = [f for f in SCENES if args.scene is None or scene_name(f) in args.scene]
    for lang in args.language or LANGUAGES:
        for path in shoot(outdir, lang, (w, h), scenes):
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
