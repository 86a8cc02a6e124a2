"""A whole card game and a whole dice game played with the keyboard alone, through the real
main window, and what a screen reader is told meanwhile.

Every move is a key event (``QTest.keyClick``) sent where a keyboard's would go: to the widget
that has the focus (else the modal dialog, else the active window).  Nothing is clicked and
nothing calls into a controller or a screen: the script only *reads* the window (which dialog
is open, the table's mode, what the hint chose) to decide the next key, as a blind player
decides from what is read out.  The player asks the hint (H) and takes it (Enter):

- the start screen: Ctrl+N opens the card game's new-game dialog, whose defaults are you
  against two computers; Enter starts it;
- the card table: H then Enter for each decision (a bid, the talon, a card); passing two
  cards: the hint chooses one, the arrows and Enter the other, P passes them; Enter on the
  deal summary for the next deal;
- at the end of the card game, Ctrl+D opens the dice game's dialog (you against the
  computer), Enter starts it; then H and Enter keep the hinted dice, T throws and S stops
  when the hint says so.

It prints each key, every announcement and focus move (``accessibility.LISTENERS``: what Orca
or NVDA is sent) and, as ``! stuck``, any point where a key changed nothing (a place the
keyboard could not reach), then a count of each.

    QT_QPA_PLATFORM=offscreen python -m research.keyboard_play
    QT_QPA_PLATFORM=offscreen python -m research.keyboard_play --game dice --language ru --quiet

``--quiet`` prints only the keys' summary, the stuck points and the ends of the games.  A
dev-only tool (not in the package): ``research/a11y_walk.py`` plays the tables alone with the
same keys; this one starts from the start screen and goes through the dialogs as well.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from typing import Any, Callable, Optional

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from thousand_app.cards.engine import Discard, Give
from research.a11y_walk import quiet_storage
from thousand_app.ui.common import accessibility
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.common.sheet import modal_screen
from thousand_app.ui.kinds import UI_REGISTRY

#: How long a key may take to change what the window shows before it counts as stuck.
STUCK_S = 8.0

Key = Qt.Key
Mod = Qt.KeyboardModifier


class Driver:
    """Presses one key at a time and waits until the window shows something new."""

    def __init__(self, window: MainWindow, games: list[str], quiet: bool) -> None:
        self.window = window
        self.games = list(games)
        self.quiet = quiet
        self.keys: Counter[str] = Counter()
        self.heard: Counter[str] = Counter()
        self.repeats: Counter[tuple[object, str]] = Counter()
        self.stuck: list[str] = []
        #: Times the main window had to be activated (what a window manager does).
        self.activations = 0
        self.ended: list[str] = []
        self.last_state: object = None
        self.pressed_at = 0.0
        self.pending = False
        self.done = False
        self.started = time.monotonic()
        self.timer = QTimer()
        self.timer.setInterval(15)
        self.timer.timeout.connect(self.step)

    # -- what the player hears --------------------------------------------------------------
    def hear(self, kind: str, text: str) -> None:
        self.heard[kind] += 1
        if not self.quiet:
            print(f"    [{kind}] {text}", flush=True)

    def say(self, text: str) -> None:
        print(text, flush=True)

    # -- keys -------------------------------------------------------------------------------
    def target(self) -> QWidget:
        """Where a key goes: the modal window's focus, else the focus of the active window.
        When a dialog closes, a desktop's window manager gives the main window back the
        activation; offscreen there is none, so the driver does it (and says so)."""
        modal = modal_screen(self.window)
        if modal is not None:          # (keys go to the modal window, where its focus is)
            return modal.focusWidget() or modal
        w = QApplication.activePopupWidget() or QApplication.focusWidget()
        return w if w is not None else self.window

    def press(self, key: Key, name: str, mod: Mod = Mod.NoModifier) -> None:
        """Send ``key`` to the focus (on the next turn of the event loop: a key that opens a
        modal dialog runs that dialog's loop, in which the driver goes on)."""
        target = self.target()
        self.keys[name.split(" ")[0]] += 1
        here = (self.state(), name)
        self.repeats[here] += 1
        if self.repeats[here] > 10:       # (the same key in the same place, over and over)
            self.stuck.append(f"{name} repeated in {here[0]}")
            self.finish(f"! stuck: {name} again and again")
            return
        if not self.quiet:
            print(f"> {name}   → {type(target).__name__} {target.objectName()!r}", flush=True)
        self.last_state = self.state()
        self.pressed_at = time.monotonic()
        self.pending = True
        self.send(target, key, mod)

    def send(self, target: QWidget, key: Key, mod: Mod) -> None:
        """Deliver the key: a Qt key event to ``target`` (``research/orca_play.py`` sends a
        real X key event instead)."""
        QTimer.singleShot(0, lambda: QTest.keyClick(target, key, mod))

    # -- what the player sees (read only) ------------------------------------------------------
    def state(self) -> object:
        modal = modal_screen(self.window)
        part = self.window.active
        screen = self.window.game_screen
        parts: list[object] = [type(modal).__name__ if modal is not None else None,
                               part.kind if part is not None else None]
        if screen is not None and part is not None and part.kind == "cards":
            prompt = screen.prompt
            game = screen.controller.game
            parts += [screen.mode, id(prompt), getattr(prompt, "hinted", None),
                      len(getattr(prompt, "selected", ()) or ()), screen.keys.focus_card(),
                      screen.overlays.summary.isVisible(), screen.overlays.curtain.isVisible(),
                      screen.overlays.game_over.isVisible(), len(game.deals),
                      len(game.deals[-1][1]) if game.deals else 0]
        elif screen is not None and part is not None and part.kind == "dice":
            g = screen.controller.game
            parts += [len(g.history), g.pending, tuple(screen.selected), screen.hint_shown,
                      screen.game_over.isVisible()]
        return tuple(str(p) for p in parts)

    def step(self) -> None:
        if self.done:
            return
        if self.pending:
            if self.state() != self.last_state:
                self.pending = False
            elif time.monotonic() - self.pressed_at > STUCK_S:
                self.stuck.append(f"key changed nothing in {self.last_state}")
                self.say(f"! stuck: the last key changed nothing ({self.last_state})")
                self.pending = False
                if len(self.stuck) >= 5:
                    self.finish("too many stuck keys")
                return
            else:
                return
        if self.busy():
            return
        modal = modal_screen(self.window)
        if modal is None and QApplication.activeWindow() is None:
            self.activations += 1          # (see target(): what a window manager does)
            self.window.activateWindow()
            return
        if modal is not None:
            self.on_modal(modal)
            return
        if not self.games:
            self.finish("every game asked for is over")
            return
        part = self.window.active
        game = self.games[0]
        if part is None or part.kind != game or self.over(part.kind):
            if part is not None and part.kind == game and self.over(game):
                self.ended.append(game)
                self.say(f"= the {game} game is over after "
                         f"{time.monotonic() - self.started:.0f} s")
                self.games.pop(0)
                return
            self.press(Key.Key_N if game == "cards" else Key.Key_D,
                       f"Ctrl+{'N' if game == 'cards' else 'D'} (new {game} game)",
                       Mod.ControlModifier)
            return
        if game == "cards":
            self.cards()
        else:
            self.dice()

    def busy(self) -> bool:
        screen = self.window.game_screen
        return screen is not None and screen.scene.animator.busy

    def over(self, name: str) -> bool:
        screen, part = self.window.game_screen, self.window.active
        if screen is None or part is None:
            return False
        end = screen.overlays.game_over if part.kind == "cards" else screen.game_over
        return bool(end.isVisible())   # (the result read out)

    def on_modal(self, modal: QWidget) -> None:
        name = type(modal).__name__
        if name in ("NewGameDialog", "DiceNewGameDialog"):
            self.press(Key.Key_Return, f"Enter (start the game: {name})")
        elif isinstance(modal, QMessageBox):
            self.say(f"  (message: {modal.text()!r})")
            yes = modal.button(QMessageBox.StandardButton.Yes)
            letter = yes.text().partition("&")[2][:1] if yes is not None else ""
            if letter:      # (a question the player asked for by taking the hint: yes)
                self.press(Key(ord(letter.upper())), f"Alt+{letter} (yes: {yes.text()!r})",
                           Mod.AltModifier)
            else:
                self.press(Key.Key_Return, "Enter (the message's default button)")
        else:
            self.say(f"  (a {name} is open)")
            self.press(Key.Key_Escape, f"Escape (close the {name})")

    # -- the card table --------------------------------------------------------------------------
    def cards(self) -> None:
        screen: Any = self.window.game_screen
        if screen.overlays.summary.isVisible():
            self.press(Key.Key_Return, "Enter (next deal)")
            return
        if screen.overlays.curtain.isVisible():
            self.press(Key.Key_Return, "Enter (the curtain)")
            return
        prompt = screen.prompt
        if prompt is None or not screen.overlays.panel.isVisible():
            return                          # (the computers' turns)
        if screen.mode == "exchange" and len(prompt.selected) == prompt.need():
            self.press(Key.Key_P, "P (pass the chosen cards)")
        elif screen.mode == "exchange" and isinstance(prompt.hinted, (Give, Discard)):
            # the hint chose one card; the next with the arrows (skipping chosen ones), Enter
            if screen.keys.focus_card() in prompt.selected or screen.keys.focus_card() is None:
                self.press(Key.Key_Right, "Right (the next card)")
            else:
                self.press(Key.Key_Return, "Enter (choose this card)")
        elif prompt.hinted is None:
            self.press(Key.Key_H, "H (hint)")
        else:
            self.press(Key.Key_Return, "Enter (take the hint)")

    # -- the dice table ----------------------------------------------------------------------
    def dice(self) -> None:
        screen: Any = self.window.game_screen
        g = screen.controller.game
        if not screen.my_turn():
            return
        if g.pending == "keep":
            if screen.hint_shown is None:
                self.press(Key.Key_H, "H (hint)")
            else:
                self.press(Key.Key_Return, "Enter (keep the hinted dice)")
        elif g.pending == "choice":
            hint = screen.hint_shown
            if hint is None:
                self.press(Key.Key_H, "H (hint)")
            elif hint.stop:
                self.press(Key.Key_S, "S (stop)")
            else:
                self.press(Key.Key_T, "T (throw)")
        else:
            self.press(Key.Key_T, "T (throw)")

    def finish(self, why: str) -> None:
        self.done = True
        self.timer.stop()
        self.say(f"= {why}")
        QCoreApplication.exit(0)


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--game", choices=("cards", "dice", "both"), default="both")
    ap.add_argument("--language", default="en")
    ap.add_argument("--quiet", action="store_true", help="only the summary and stuck keys")
    args = ap.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv)
    storage, tr = quiet_storage(args.language, "keyboard-play-")
    window = MainWindow(storage, tr, UI_REGISTRY)
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    games = ["cards", "dice"] if args.game == "both" else [args.game]
    driver = Driver(window, games, args.quiet)
    listen: Callable[[str, str], None] = driver.hear
    accessibility.LISTENERS.append(listen)
    driver.timer.start()
    app.exec()
    accessibility.LISTENERS.remove(listen)
    print(f"# keys pressed: {sum(driver.keys.values())} "
          + ", ".join(f"{k} {n}" for k, n in driver.keys.most_common()))
    print(f"# heard: {dict(driver.heard)}")
    print(f"# games finished: {driver.ended}; stuck keys: {len(driver.stuck)}; the main "
          f"window activated after a dialog: {driver.activations}")
    for s_ in driver.stuck:
        print(f"#   stuck: {s_}")
    window.close()
    return 0 if not driver.stuck and len(driver.ended) == len(games) else 1


if __name__ == "__main__":
    sys.exit(main())
