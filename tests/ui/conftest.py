"""UI test fixtures: Qt offscreen, settings and saves in tmp_path, animations and sound off."""

from __future__ import annotations

import os
import tempfile

os.environ["QT_QPA_PLATFORM"] = "offscreen"
# Compiled translations go to a temporary cache, never the user's own folders.
os.environ.setdefault("THOUSAND_CACHE_DIR", tempfile.mkdtemp(prefix="thousand-test-cache-"))

from pathlib import Path  # noqa: E402
from typing import Any, Callable, Iterator, Optional  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QPointF, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from thousand_app.cards.engine import Card, Game, Rules  # noqa: E402
from thousand_app.storage import Storage  # noqa: E402
from thousand_app.ui.cards.controller import COMPUTER, HUMAN, Seat  # noqa: E402
from thousand_app.ui.cards.game_screen import GameScreen  # noqa: E402
from thousand_app.ui.cards.prompts import BiddingPrompt  # noqa: E402
from thousand_app.ui.common.i18n import Translations  # noqa: E402
from thousand_app.ui.common.main_window import MainWindow  # noqa: E402
from thousand_app.ui.cards.card_script import ScriptedPlayer, layout  # noqa: E402
from thousand_app.kinds import REGISTRY
from thousand_app.ui.kinds import UI_REGISTRY


@pytest.fixture
def storage(tmp_path: Path) -> Storage:
    st = Storage(REGISTRY, base_dir=tmp_path)
    s = st.load_settings()
    s.animation_speed = 0.0
    s.ai_pace_ms = 0
    s.language = "en"
    s.sound = False          # (and the player is silent under offscreen anyway)
    st.save_settings(s)
    return st


@pytest.fixture
def translations(qapp: Any) -> Iterator[Translations]:
    tr = Translations()
    tr.use("en")
    yield tr
    tr.use("en")


def open_window(qtbot: Any, storage: Storage, translations: Translations) -> Iterator[MainWindow]:
    """A shown 1280×800 main window for a test; the game leaves the table before the window
    closes, as the app's own teardown does (closing with a game on the table would ask
    first when it is not saved)."""
    w = MainWindow(storage, translations, UI_REGISTRY)
    qtbot.addWidget(w, before_close_func=lambda win: win._end_game_screen())
    w.resize(1280, 800)
    w.show()
    yield w
    w._end_game_screen()


@pytest.fixture
def window(qtbot: Any, storage: Storage, translations: Translations) -> Iterator[MainWindow]:
    yield from open_window(qtbot, storage, translations)


def fixed_game(names: tuple[str, str, str] = ("Anna", "Boris", "Vera"), **kwargs: Any) -> Game:
    """The screenshots' deal: seat 0 holds the hearts marriage and wins the auction at 120."""
    game = Game(Rules(), 3, players=list(names), first_dealer=2, seed=11, deal=False, **kwargs)
    game.deal(layout())
    return game


def start_fixed(window: MainWindow, seats: Optional[list[Seat]] = None,
                script: Optional[dict[int, list[str]]] = None, **kwargs: Any) -> GameScreen:
    seats = seats or [Seat("Anna", HUMAN), Seat("Boris", COMPUTER, "normal"),
                      Seat("Vera", COMPUTER, "normal")]
    window.part("cards").start_game(fixed_game(tuple(s.name for s in seats), **kwargs), seats)  # type: ignore[arg-type]
    c = window.controller
    assert c is not None and window.game_screen is not None
    for seat, moves in (script or {}).items():
        c.players[seat] = ScriptedPlayer(moves)  # type: ignore[assignment]
    return window.game_screen


def click_card(qtbot: Any, screen: GameScreen, card: int) -> None:
    """Click the visible left strip of a card of the viewer's hand, as a person would."""
    item = screen.scene.item_of(card)
    assert item is not None, f"{Card(card)} is not on the table"
    local = QPointF(-item.width / 2 + 10, -item.lift)
    pt = screen.view.mapFromScene(item.mapToScene(local))
    qtbot.mouseClick(screen.view.viewport(), Qt.MouseButton.LeftButton, pos=pt)


def wait_mode(qtbot: Any, screen: GameScreen, *modes: str, timeout: int = 10000) -> None:
    qtbot.waitUntil(lambda: screen.mode in modes and screen.overlays.panel.isVisible(),
                    timeout=timeout)


def bid(screen: GameScreen, value: Optional[int] = None) -> None:
    """The human's bid on the bidding prompt shown: ``value``, else the one its box shows."""
    prompt = screen.prompt
    assert isinstance(prompt, BiddingPrompt), screen.mode
    if value is not None:
        prompt.select_value(value)
    prompt.bid()


def wait_until(qtbot: Any, cond: Callable[[], bool], timeout: int = 10000) -> None:
    qtbot.waitUntil(cond, timeout=timeout)


def settle() -> None:
    """Deliver everything already queued: posted events (layout requests, and what they post
    in turn) and timers due now; no time is waited (what a test checks after this is what
    the queued work did, or that it did nothing)."""
    QApplication.sendPostedEvents()
    QApplication.processEvents()
