"""How long the coach makes a person wait for a move it does not warn about (issue 37).

    QT_QPA_PLATFORM=offscreen python -m research.coach_latency [--deals 3] [--think-ms 1500]
        [--game cards|dice] [--coach on|off] [--json]

The real table in one app process (offscreen, animations off, no pause between computer
moves): a person at seat 0 against two ``normal`` computer players (dice: one), the coach
as ``--coach`` says.  The person is a ``normal`` player who "thinks" ``--think-ms`` before
each move (a timer: the coach works meanwhile, as it would while a person looks at the
table) and plays his move; a warning is answered "Play it anyway".  Each move is timed from
the moment it is submitted to the moment the controller has applied it (for the coach: its
check, the wait for its answer, the engine's apply).  The last line (``--json``) is one JSON
object: ``moves``, ``p50_ms``, ``p95_ms``, ``max_ms`` of the moves applied unwarned,
``shown_p50_ms`` and ``shown_p95_ms`` to the move's events going to the table (after its
autosave is written: a move shown is a move kept), and the coach's counts: ``checked``, ``in_time``, ``late`` (applied unwarned because no answer
came within the wait, 100 ms), ``warned``.
"""

from __future__ import annotations

import argparse
import json
import random
import tempfile
import time
from typing import Any, Optional, Sequence

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from thousand_app.games.latency import percentile
from thousand_app.kinds import REGISTRY
from thousand_app.ui.kinds import UI_REGISTRY


def _window(coach: str) -> Any:
    from thousand_app.storage import Storage
    from thousand_app.ui.common.i18n import Translations
    from thousand_app.ui.common.main_window import MainWindow

    storage = Storage(REGISTRY, base_dir=tempfile.mkdtemp(prefix="thousand-coach-"))
    s = storage.load_settings()
    s.animation_speed, s.ai_pace_ms, s.sound, s.language, s.coach = 0.0, 0, False, "en", coach
    storage.save_settings(s)
    tr = Translations()
    tr.use("en")
    w = MainWindow(storage, tr, UI_REGISTRY)
    w.resize(1280, 800)
    w.show()
    return w


class Person:
    """Seat 0: thinks, then plays ``normal``'s move, timing each from submit to applied."""

    def __init__(self, window: Any, game: str, think_ms: int, seed: int) -> None:
        self.window, self.game, self.think_ms = window, game, think_ms
        self.rng = random.Random(seed)
        #: From submit to the move applied by the engine, and to its events going to the table
        #: (after the autosave: a move shown is a move kept), in ms.
        self.times: list[float] = []
        self.shown: list[float] = []
        self.warned = 0
        self._submitted: Optional[tuple[float, int, int]] = None
        self.timer = QTimer()
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.move)

    @property
    def controller(self) -> Any:
        return self.window.part(self.game).controller

    def turn(self, seat: int, *_: Any) -> None:
        if seat == 0:
            self.timer.start(self.think_ms)

    def move(self) -> None:
        c = self.controller
        if c is None or c.closed or c.waiting_for != 0:
            return
        if self.game == "cards":
            from thousand_app.cards.ai import make_player
            obs = c.game.observation(0)     # (an opening claim too: an ordinary turn)
            action: Any = make_player("normal", self.rng.randrange(1 << 30)).act(obs)
        else:
            from thousand_app.dice.ai.players import make_player as dice_player
            action = dice_player("normal", self.rng.randrange(1 << 30)).act(c.game.observation(0))
        started = time.perf_counter()
        self._submitted = (started, c.moves, len(c.coach.unwarned_ms))
        c.submit(action)
        if c.moves > self._submitted[1]:        # applied at once
            self.times.append((time.perf_counter() - started) * 1000.0)

    def check_applied(self) -> None:
        c = self.controller
        if self._submitted is not None and c is not None and c.moves > self._submitted[1]:
            started, _, known = self._submitted
            self._submitted = None
            self.shown.append((time.perf_counter() - started) * 1000.0)
            if len(self.times) < len(self.shown):   # applied later: the coach's own timing
                self.times.append(c.coach.unwarned_ms[known] if len(c.coach.unwarned_ms) > known
                                  else self.shown[-1])

    def warned_move(self, *_: Any) -> None:
        self.warned += 1
        self._submitted = None      # (a warned move waits for the person: not timed)
        self.window.part(self.game).screen.coach_ui.play_anyway()


def run(game: str, deals: int, think_ms: int, coach: str, seed: int) -> dict[str, Any]:
    app = QApplication.instance() or QApplication([])
    del app
    w = _window(coach)
    part = w.part(game)
    person = Person(w, game, think_ms, seed)
    if game == "cards":
        from thousand_app.cards.engine import Game, Rules
        from thousand_app.ui.cards.controller import COMPUTER, HUMAN, Seat
        card_seats = [Seat("You", HUMAN), Seat("B", COMPUTER, "normal"),
                      Seat("C", COMPUTER, "normal")]
        part.start_game(Game(Rules(), 3, players=[s.name for s in card_seats], seed=seed),
                        card_seats)
    else:
        from thousand_app.dice.engine import DiceGame, DiceRules
        from thousand_app.storage import SeatConfig
        seats = [SeatConfig("You", "human"), SeatConfig("B", "computer", "normal")]
        part.start_game(DiceGame(DiceRules(), 2, players=["You", "B"]), seats, "coach-bench")
    c = part.controller
    c.humanTurn.connect(person.turn)
    c.coachWarned.connect(person.warned_move)
    c.events.connect(lambda _e: person.check_applied())
    person.turn(c.waiting_for if c.waiting_for is not None else -1)
    loop = QEventLoop()
    done = [0]

    def look() -> None:     # (the end of a deal; the moves run on the event loop itself)
        screen = part.screen
        if game == "cards" and screen is not None and screen.overlays.summary.isVisible():
            done[0] += 1
            if done[0] < deals:
                screen.next_deal()
        elif game == "dice":
            done[0] = len(c.game.history) // 20     # (ten rounds of two count as a "deal")
        if done[0] >= deals or c.game.is_over:
            loop.quit()
    ticker = QTimer()
    ticker.timeout.connect(look)
    ticker.start(200)
    loop.exec()
    ticker.stop()
    figures = {"game": game, "coach": coach, "think_ms": think_ms, "moves": len(person.times),
               "p50_ms": round(percentile(person.times, 0.5), 2),
               "p95_ms": round(percentile(person.times, 0.95), 2),
               "max_ms": round(max(person.times, default=0.0), 2),
               "shown_p50_ms": round(percentile(person.shown, 0.5), 2),
               "shown_p95_ms": round(percentile(person.shown, 0.95), 2), **c.coach.figures}
    w._end_game_screen()
    w.close()
    return figures


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m research.coach_latency",
                                 description=__doc__.split("\n\n")[0] if __doc__ else None)
    ap.add_argument("--game", choices=("cards", "dice"), default="cards")
    ap.add_argument("--deals", type=int, default=3)
    ap.add_argument("--think-ms", type=int, default=1500)
    ap.add_argument("--coach", choices=("on", "off"), default="on")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    figures = run(args.game, args.deals, args.think_ms, args.coach, args.seed)
    print(json.dumps(figures) if args.json else
          "\n".join(f"{k}: {v}" for k, v in figures.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
