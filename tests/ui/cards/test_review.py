"""The deal review window (issue 13): stepping shows the engine's table at every move, for 2, 3
and 4 players; the move list; the keys; where it opens from; the analysis (a fast stand-in
for ``thousand_app.cards.ai.analyse``: kept, not computed twice, cancellable)."""

from __future__ import annotations

import json
import random
import sys
import threading
import types
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Optional

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from thousand_app.cards.ai import analyse
from thousand_app.cards.engine import (Concede, Dark, Game, Play, Redeal, Rules, cards_of,
                                 parse_action, replay, to_record)
from thousand_app.cards.engine.record import record_before
from thousand_app.storage import Storage
from thousand_app.ui.cards import review_analysis
from thousand_app.ui.common.cards import load_deck
from thousand_app.ui.cards.controller import COMPUTER, HUMAN, Seat
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.cards.review import ReviewWindow
from thousand_app.ui.cards.review_analysis import AnalysisStore

from tests.ui.conftest import wait_until

NAMES = ["Anna", "Boris", "Vera", "Gleb"]


def played(n: int, deals: int = 1, seed: int = 3, preset: str = "classic",
           **options: Any) -> Game:
    """A game with ``deals`` finished deals in which cards were played (no concessions)."""
    g = Game(Rules.from_options(preset, options), n, players=NAMES[:n], seed=seed)
    rng = random.Random(seed)
    while len(g.history) < deals:
        if g.needs_deal:
            g.deal()
            continue
        acts = [a for a in g.legal_actions() if not isinstance(a, (Concede, Redeal, Dark))]
        g.apply(rng.choice(acts or g.legal_actions()))
    return g


@pytest.fixture
def deck(qapp: Any) -> Any:
    return load_deck("builtin", False, "blue")[0]


def drawn_hand(w: ReviewWindow, seat: int) -> list[int]:
    return sorted(it.card for it in w.scene.cards.hands[seat] if it.card is not None)


def engine_states(record: dict[str, Any], deal: int) -> Iterator[Game]:
    """The engine's game at each step of ``deal`` (replayed here, move by move)."""
    g = replay(record_before(record, deal))
    yield g
    for text in record["deals"][deal]["moves"]:
        g.apply(parse_action(text))
        yield g


@pytest.mark.parametrize("n,preset,options", [
    (2, "classic", {}), (3, "classic", {}), (4, "classic", {}), (2, "pocket", {}),
    (3, "family", {}), (4, "polish", {}), (2, "classic", {"two_player_mode": "dead_hand"})])
def test_every_step_shows_the_engine_s_table(qtbot: Any, deck: Any, n: int, preset: str,
                                             options: dict[str, Any]) -> None:
    game = played(n, deals=2, seed=n, preset=preset, **options)
    record = to_record(game)
    w = ReviewWindow(record, [0, 1], deck, humans=[0], deal=1)
    qtbot.addWidget(w)
    assert w.deal is not None and w.deal.deal == 1
    steps = 0
    for k, g in enumerate(engine_states(record, 1)):
        w.show_step(k)
        for s in range(n):
            obs = g.observation(s)
            assert drawn_hand(w, s) == sorted(int(c) for c in obs.hand), (k, s)
            # the scores on the plates are the engine's totals
            assert w.scene.decor.plates[s].total.replace("−", "-") == str(obs.totals[s])
        obs0 = g.observation(0)
        assert [(s, it.card) for s, it in w.scene.cards.trick] == [
            (s, int(c)) for s, c in obs0.trick], k
        assert w.scene.cards.tricks_won == dict(enumerate(obs0.tricks_won))
        if obs0.declarer is not None:        # open: what the declarer laid aside, face up
            laid = g.observation(obs0.declarer).discards
            assert sorted(it.card for it in w.scene.cards.aside) == sorted(
                int(c) for c in laid if c is not None)
            assert all(it.face_up for it in w.scene.cards.aside)
        where = g.card_locations()
        if k == 0 and where is not None:     # open: the talons and the dead hand face up too
            assert sorted(it.card for t in w.scene.cards.talons for it in t) == sorted(
                int(c) for t in where.talons for c in cards_of(t))
            assert sorted(it.card for it in w.scene.cards.dead) == sorted(
                int(c) for c in cards_of(where.dead))
        steps += 1
    assert steps == w.n_steps == len(record["deals"][1]["moves"]) + 1
    # as one seat saw it: only that seat's hand is face up
    seen = [g.observation(1).hand for g in engine_states(record, 1)]
    w.set_view_seat(1)
    w.show_step(3)
    assert drawn_hand(w, 1) == sorted(int(c) for c in seen[3])
    for s in set(range(n)) - {1}:
        assert all(it.card is None or not it.face_up for it in w.scene.cards.hands[s])


def test_move_list_keys_and_buttons(qtbot: Any, deck: Any) -> None:
    game = played(3)
    record = to_record(game)
    moves = record["deals"][0]["moves"]
    w = ReviewWindow(record, [0], deck, humans=[0])
    qtbot.addWidget(w)
    w.show()
    assert w.move_list.tree.topLevelItemCount() == len(moves) + 1
    first = parse_action(moves[0])
    assert w.move_list.tree.topLevelItem(1).text(0).startswith(NAMES[first.seat] + ":")
    assert w.step == 0 and not w.buttons["back"].isEnabled()
    qtbot.keyClick(w, Qt.Key.Key_Right)
    qtbot.keyClick(w, Qt.Key.Key_Right)
    assert w.step == 2
    qtbot.keyClick(w, Qt.Key.Key_Left)
    assert w.step == 1
    qtbot.keyClick(w, Qt.Key.Key_End)
    assert w.step == len(moves) and not w.buttons["next"].isEnabled()
    qtbot.keyClick(w, Qt.Key.Key_Right)          # stays at the end
    assert w.step == len(moves)
    qtbot.keyClick(w, Qt.Key.Key_Home)
    assert w.step == 0
    w.buttons["next"].click()
    assert w.step == 1
    item = w.move_list.tree.topLevelItem(5)
    rect = w.move_list.tree.visualItemRect(item)
    qtbot.mouseClick(w.move_list.tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert w.step == 5 and w.move_list.tree.currentItem() is item
    # a trick taken is said on the move that took it
    plays = [i for i, m in enumerate(moves) if isinstance(parse_action(m), Play)]
    third = plays[2]
    assert "·" in w.move_list.tree.topLevelItem(third + 1).text(0)


# -- a fast stand-in for thousand_app.cards.ai.analyse's analyse_deal (its own result types) -----------------------------------------------------

@dataclass
class FakeModule:
    calls: list[tuple[int, tuple[int, ...]]] = field(default_factory=list)
    gate: Optional[threading.Event] = None
    workers: list[int] = field(default_factory=list)

    def namespace(self) -> types.SimpleNamespace:
        return types.SimpleNamespace(DealAnalysis=analyse.DealAnalysis,
                                     AnalysisCancelled=analyse.AnalysisCancelled,
                                     analyse_deal=self.analyse_deal)

    def analyse_deal(self, record: dict[str, Any], deal: int, seats: Any = None, *,
                     workers: int = 1, progress: Any = None, cancel: Any = None,
                     **_: Any) -> analyse.DealAnalysis:
        seats = tuple(seats or ())
        self.calls.append((deal, seats))
        self.workers.append(workers)
        moves = [parse_action(m) for m in record["deals"][deal]["moves"]]
        mine = [(i, a) for i, a in enumerate(moves) if a.seat in seats]
        decisions = []

        def first_play(k: int) -> bool:    # the first card played changes the open value
            return isinstance(mine[k][1], Play) and not any(
                isinstance(x, Play) for _, x in mine[:k])

        for k, (i, a) in enumerate(mine):
            if self.gate is not None:
                while not self.gate.wait(0.01):
                    if cancel is not None and cancel():
                        raise analyse.AnalysisCancelled()
            if progress is not None:
                progress(k + 1, len(mine))
            blunder = k == 0
            decisions.append(analyse.Decision(
                deal, i, a.seat, "play" if isinstance(a, Play) else "bid", str(a),
                str(mine[-1][1]) if blunder else str(a), -40.0 if blunder else 10.0,
                20.0 if blunder else 10.0, 60.0 if blunder else 0.0,
                "blunder" if blunder else "",
                120 if isinstance(a, Play) else None,
                (100 if first_play(k) else 120) if isinstance(a, Play) else None,
                "KH" if isinstance(a, Play) else None))
        return analyse.DealAnalysis(deal, seats, 0.0, 0, tuple(decisions), analyse.Verdict(
            "lost_at_trick", declarer=0, contract=120, seat=1, trick=5, card="AS", keep="KH",
            makeable_open=True))


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> FakeModule:
    f = FakeModule()
    monkeypatch.setattr(review_analysis, "analysis_module", f.namespace)
    return f


def test_analysis_marks_the_moves_and_is_kept(qtbot: Any, deck: Any, fake: FakeModule) -> None:
    game = played(3)
    record = to_record(game)
    docs: list[dict[str, Any]] = []
    saved: list[int] = []
    store = AnalysisStore(docs, lambda: saved.append(1))
    w = ReviewWindow(record, [0], deck, humans=[0], store=store)
    qtbot.addWidget(w)
    w.analyse()
    wait_until(qtbot, lambda: not w.busy and w.analysis is not None)
    assert fake.calls == [(0, (0,))]
    assert fake.workers[0] >= 1
    first = next(i for i, m in enumerate(record["deals"][0]["moves"])
                 if parse_action(m).seat == 0)
    row = w.move_list.tree.topLevelItem(first + 1)
    assert row.text(1) == "??"
    plays = [d for d in w.analysis.decisions if d.open_before is not None]
    assert sum(d.open_before != d.open_after for d in plays) == 1
    assert plays and all(w.move_list.tree.topLevelItem(d.move + 1).text(1).endswith("⚑") ==
                         (d.open_before != d.open_after) for d in plays)
    assert "best" in row.text(2)
    w.show_step(first + 1)
    assert "Best: Anna:" in w.move_list.detail.text() and not w.move_list.detail.isHidden()
    assert not w.move_list.tree.isColumnHidden(1)
    assert w.verdict.text() == ("The contract of 120 was makeable with open cards; it was lost "
                                "at trick 5 when Boris played A♠ (K♥ kept it).")
    assert len(docs) == 1 and docs[0]["deal"] == 0 and saved == [1]
    # a second window on the same kept results computes nothing
    w2 = ReviewWindow(record, [0], deck, humans=[0], store=AnalysisStore(docs))
    qtbot.addWidget(w2)
    assert w2.analysis is not None
    w2.analyse()
    assert fake.calls == [(0, (0,))] and not w2.busy
    assert w2.move_list.tree.topLevelItem(first + 1).text(1) == "??"


def test_a_damaged_kept_analysis_is_dropped_and_computed_again(
        qtbot: Any, deck: Any, fake: FakeModule) -> None:
    record = to_record(played(3))
    docs: list[dict[str, Any]] = [{"deal": 0, "seats": [0], "nonsense": True}]
    w = ReviewWindow(record, [0], deck, humans=[0], store=AnalysisStore(docs))
    qtbot.addWidget(w)
    assert w.analysis is None and docs == []
    w.analyse()
    wait_until(qtbot, lambda: not w.busy)
    assert fake.calls == [(0, (0,))] and docs[0]["decisions"]


def test_analysis_can_be_cancelled_and_never_blocks(qtbot: Any, deck: Any,
                                                    fake: FakeModule) -> None:
    fake.gate = threading.Event()          # the analysis waits until told (or cancelled)
    record = to_record(played(3))
    w = ReviewWindow(record, [0], deck, humans=[0])
    qtbot.addWidget(w)
    w.show()
    w.analyse()
    assert w.busy and w.cancel_button.isVisible() and w.progress.isVisible()
    qtbot.keyClick(w, Qt.Key.Key_Right)    # the window answers while it runs
    assert w.step == 1
    w.cancel()
    wait_until(qtbot, lambda: not w.busy)
    assert w.analysis is None and "cancelled" in w.status.text()
    assert w.store.docs == [] and not w.cancel_button.isVisible()


def test_an_analysis_that_cannot_start_says_so_in_the_window(
        qtbot: Any, deck: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The analysis module missing (as it was from the packages): a message in the window, the
    button usable again, no exception out of the thread."""
    def missing() -> Any:
        raise ModuleNotFoundError("No module named 'thousand_app.cards.ai.analyse'")

    monkeypatch.setattr(review_analysis, "analysis_module", missing)
    escaped: list[BaseException] = []
    monkeypatch.setattr(sys, "excepthook", lambda _t, exc, _tb: escaped.append(exc))
    w = ReviewWindow(to_record(played(3)), [0], deck, humans=[0])
    qtbot.addWidget(w)
    w.show()
    w.analyse()
    wait_until(qtbot, lambda: not w.busy)
    assert w.status.text() == ("The analysis failed: No module named "
                               "'thousand_app.cards.ai.analyse'")
    assert w.analysis is None and w.store.docs == [] and escaped == []
    assert w.analyse_button.isEnabled() and not w.progress.isVisible()


def test_worker_processes_that_cannot_start_say_so_in_the_window(
        qtbot: Any, deck: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The real analysis, its pool of worker processes unable to start: a message."""
    import concurrent.futures

    class NoProcesses(concurrent.futures.ProcessPoolExecutor):
        def submit(self, *args: Any, **kwargs: Any) -> Any:
            raise OSError(24, "Too many open files")

    monkeypatch.setattr(analyse, "ProcessPoolExecutor", NoProcesses)
    w = ReviewWindow(to_record(played(3)), [0], deck, humans=[0])
    qtbot.addWidget(w)
    w.budget, w.workers = 0.02, 2
    w.analyse()
    wait_until(qtbot, lambda: not w.busy, timeout=60000)
    assert w.status.text() == "The analysis failed: [Errno 24] Too many open files"
    assert w.analysis is None and w.analyse_button.isEnabled()


# -- where it opens from ----------------------------------------------------------------------------

def finished_for_window(window: MainWindow, seats: list[Seat]) -> Game:
    game = played(3, deals=2)
    window.part("cards").start_game(game, seats)
    return game


def test_opened_from_the_summary_and_the_score_sheet(qtbot: Any, window: MainWindow) -> None:
    game = Game(Rules(), 3, players=NAMES[:3], seed=3)
    rng = random.Random(3)
    while not game.history:
        acts = [a for a in game.legal_actions() if not isinstance(a, (Concede, Redeal, Dark))]
        game.apply(rng.choice(acts or game.legal_actions()))
    window.part("cards").start_game(game, [Seat("Anna", HUMAN), Seat("Boris", COMPUTER, "easy"),
                             Seat("Vera", COMPUTER, "easy")])
    screen = window.game_screen
    assert screen is not None
    wait_until(qtbot, lambda: screen.overlays.summary.isVisible())
    screen.overlays.summary.review_button.click()
    rw = window.part("cards").review_window
    assert rw is not None and rw.deal is not None and rw.deal.deal == 0
    assert rw.humans == [0] and rw.analysis_seats() == [0]
    rw.close()
    window.show_sheet()
    assert window.part("cards").sheet is not None
    window.part("cards").sheet.table.cellDoubleClicked.emit(0, 1)
    assert window.part("cards").review_window is not None and window.part("cards").review_window.deal.deal == 0


def test_hot_seat_review_shows_only_finished_deals(qtbot: Any, window: MainWindow) -> None:
    game = played(3, deals=2)
    game.deal()
    game.apply(game.legal_actions()[0])      # a deal in progress
    window.part("cards").start_game(game, [Seat("Anna", HUMAN), Seat("Boris", HUMAN),
                             Seat("Vera", COMPUTER, "easy")])
    window.review_deals()
    rw = window.part("cards").review_window
    assert rw is not None
    assert rw.deals == [0, 1] and rw.deal_box.count() == 2
    assert rw.deal is not None and rw.deal.over


def test_opened_from_a_save_keeps_the_analysis_in_it(qtbot: Any, window: MainWindow,
                                                     storage: Storage, fake: FakeModule) -> None:
    game = played(3, deals=2)
    seats = [Seat("Anna", HUMAN), Seat("Boris", COMPUTER, "easy"), Seat("Vera", COMPUTER, "easy")]
    window.part("cards").start_game(game, seats)
    c = window.controller
    assert c is not None
    storage.save_as("mine", game, c.storage_seats(), c.game_id)
    window.review_saved(storage.load("mine"), "mine")
    rw = window.part("cards").review_window
    assert rw is not None and rw.deals == [0, 1]
    rw.analyse()
    wait_until(qtbot, lambda: not rw.busy)
    assert len(fake.calls) == 1
    rw.close()
    back = storage.load("mine")
    assert [d["deal"] for d in back.extras.analyses] == [1]
    window.review_saved(back, "mine")          # opened again: kept, not computed again
    rw2 = window.part("cards").review_window
    assert rw2 is not None and rw2.analysis is not None
    rw2.analyse()
    assert len(fake.calls) == 1


def test_opened_from_an_imported_record(qtbot: Any, window: MainWindow, tmp_path: Path,
                                        monkeypatch: pytest.MonkeyPatch,
                                        fake: FakeModule) -> None:
    game = played(4, deals=1)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(to_record(game)), encoding="utf-8")
    from PySide6.QtWidgets import QFileDialog
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.review_record()
    rw = window.part("cards").review_window
    assert rw is not None and rw.deals == [0] and window.controller is None
    assert rw.analysis_seats() == [0, 1, 2, 3]          # a record's seats are all people
    rw.analyse()
    wait_until(qtbot, lambda: not rw.busy)
    rw.close()
    window.review_record()                               # same session: kept in memory
    rw = window.part("cards").review_window
    assert rw is not None and rw.analysis is not None
    assert len(fake.calls) == 1


def test_the_real_analysis_with_a_tiny_budget(qtbot: Any, deck: Any) -> None:
    """thousand_app.cards.ai.analyse itself, on worker processes, driven by the window."""
    record = to_record(played(3))
    w = ReviewWindow(record, [0], deck, humans=[0])
    qtbot.addWidget(w)
    w.budget = 0.02
    w.analyse()
    wait_until(qtbot, lambda: not w.busy, timeout=120000)
    assert w.analysis is not None, w.status.text()
    expected = analyse.decision_points(record, 0, [0])
    assert [d.move for d in w.analysis.decisions] == [m for m, _ in expected]
    for d in w.analysis.decisions:
        row = w.move_list.tree.topLevelItem(d.move + 1)
        assert row.text(1) == {"": "", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}[
            d.mark]
        assert row.toolTip(0)
    assert w.verdict.text()
    assert w.store.docs == [w.analysis.to_json()]


def test_esc_and_closing_stop_the_analysis(qtbot: Any, window: MainWindow,
                                          fake: FakeModule) -> None:
    fake.gate = threading.Event()          # never let through: only a cancel ends it
    game = played(3, deals=1)
    window.part("cards").start_game(game, [Seat("Anna", HUMAN), Seat("Boris", COMPUTER, "easy"),
                             Seat("Vera", COMPUTER, "easy")])
    window.review_deals()
    rw = window.part("cards").review_window
    assert rw is not None
    rw.analyse()
    run = rw.run
    assert run is not None and run.isRunning()
    rw.activateWindow()                     # (the keys go to the window in front)
    wait_until(qtbot, lambda: QApplication.activeWindow() is rw)
    qtbot.keyClick(rw, Qt.Key.Key_Escape)
    assert not run.isRunning() and run.cancelling and not rw.isVisible()
    window.review_deals()
    rw = window.part("cards").review_window
    assert rw is not None
    rw.analyse()
    run = rw.run
    assert run is not None
    window.close()                          # the main window goes: the analysis stops first
    assert not run.isRunning()


@pytest.mark.parametrize("kind", ["made_despite", "lost_at_trick"])
def test_verdict_words_tell_both_cases_of_a_contract_that_changed_hands(qapp: Any, kind: str) -> None:
    """A contract makeable from the start and lost, and one that became makeable during the
    play (or slipped and came back), are said differently, each naming the trick and cards."""
    from thousand_app.ui.cards.review_analysis import verdict_text

    names = ["Ann", "Bob", "Cid"]
    texts = set()
    for makeable in (True, False):
        v = analyse.Verdict(kind, declarer=0, contract=120, seat=1, trick=5, card="AS", keep="KH",
                            makeable_open=makeable, open_value=110)
        text = verdict_text(v, names)
        assert "120" in text and "5" in text and "Bob" in text, text
        assert "slip" in text or "became" in text or "not makeable" in text or "was makeable" in text
        texts.add(text)
    assert len(texts) == 2


def test_a_new_language_remakes_the_open_review_and_keeps_its_place(
        qtbot: Any, window: MainWindow, translations: Any) -> None:
    game = played(3)
    window.part("cards").start_game(game, [Seat("Anna", HUMAN), Seat("Boris", COMPUTER, "easy"),
                             Seat("Vera", COMPUTER, "easy")])
    window.review_deals(0)
    old = window.part("cards").review_window
    assert old is not None and old.deal is not None
    old.show_step(3)
    old.set_view_seat(1)
    english = old.analyse_button.text()
    try:
        translations.use("ru")
        gone: list[object] = []     # the windows destroyed (their late "destroyed" waited for)
        old.destroyed.connect(lambda *_: gone.append(old))
        window._build()
        new = window.part("cards").review_window
        assert new is not None and new is not old and new.isVisible()
        assert new.analyse_button.text() != english
        assert (new.deal is not None and new.deal.deal == 0 and new.step == 3
                and new.view_seat == 1)
        # the old window's late "destroyed" must not forget the new one
        wait_until(qtbot, lambda: old in gone)
        assert window.part("cards").review_window is new
        # opening another review while one is open keeps the reference to the new one
        new.destroyed.connect(lambda *_: gone.append(new))
        window.review_deals(0)
        third = window.part("cards").review_window
        wait_until(qtbot, lambda: new in gone)
        assert window.part("cards").review_window is third and third is not None and third.isVisible()
    finally:
        translations.use("en")


def test_no_larger_than_a_small_main_window_and_its_size_kept(qtbot: Any,
                                                              window: MainWindow) -> None:
    window.resize(900, 600)
    finished_for_window(window, [Seat("Anna", HUMAN), Seat("Boris", COMPUTER, "easy"),
                                 Seat("Vera", COMPUTER, "easy")])
    window.review_deals()
    rw = window.part("cards").review_window
    assert rw is not None
    assert rw.width() <= 900 and rw.height() <= 600
    rw.resize(780, 520)
    rw.close()
    assert isinstance(window.settings.window.get("review"), str)
    window.review_deals()
    again = window.part("cards").review_window
    assert again is not None and again is not rw
    assert (again.width(), again.height()) == (780, 520)
    again.close()


def test_the_numbers_are_explained_and_progress_counts_decisions(
        qtbot: Any, deck: Any, fake: FakeModule) -> None:
    fake.gate = threading.Event()
    w = ReviewWindow(to_record(played(3)), [0], deck, humans=[0])
    qtbot.addWidget(w)
    w.show()
    assert w.move_list.legend.isHidden()
    assert "Value" in w.move_list.tree.headerItem().toolTip(2)
    assert "blunder" in w.move_list.tree.headerItem().toolTip(1)
    w.analyse()
    fake.gate.set()
    wait_until(qtbot, lambda: not w.busy)
    assert not w.move_list.legend.isHidden() and "⚑" in w.move_list.legend.text() and "best" in w.move_list.legend.text()
    assert w.status.text() == "Analysed."
    w2 = ReviewWindow(to_record(played(3)), [0], deck, humans=[1])
    qtbot.addWidget(w2)
    w2._progress(3, 7)
    assert w2.status.text() == "Analysing: 3 of 7 decisions…"


def test_the_value_is_described_as_the_analysis_measures_it() -> None:
    """The review's Value is the seat's relative score for the deal (docs/analysis.md): its
    change of total minus the others' mean change, with an example a player can check
    (issue 34: it was described as the points the move brings)."""
    from thousand_app.ui.cards.review_moves import legend_text, value_legend

    long, short = value_legend(), legend_text()
    assert "average" in long and "average" in short
    assert "120 − 22.5 = +97.5" in long and 120 - (20 + 25) / 2 == 97.5
    assert "points the move was expected to bring" not in long + short


def test_the_move_list_has_forehands_bid_and_the_talon(qtbot: Any) -> None:
    """Forehand's automatic 100 and the talon's cards are in the list (issue 34): on the
    rows of the deal and of the move that took the talon, one row per step as before."""
    from thousand_app.cards.engine import replay_deal, to_record
    from thousand_app.ui.cards.review_model import ReviewDeal
    from thousand_app.ui.cards.review_moves import MoveList
    from thousand_app.ui.cards.texts import card_text

    g = Game(Rules(), 3, players=["Anna", "Boris", "Vera"], seed=4)
    talon = [int(c) for c in cards_of(g.card_locations().talons[0])]
    while not g.history:
        g.apply(g.legal_actions()[0])
    deal = ReviewDeal.of(to_record(g), 0)
    moves = MoveList()
    qtbot.addWidget(moves)
    moves.fill(deal, None, deal.players)
    rows = [moves.tree.topLevelItem(i).text(0) for i in range(moves.tree.topLevelItemCount())]
    assert len(rows) == len(replay_deal(to_record(g), 0).steps)
    forehand = deal.players[deal.steps[0].views[0].forehand]
    assert rows[0].endswith(f"{forehand} bids 100 as forehand")
    said = [r for r in rows if "talon: " in r]
    assert len(said) == 1 and said[0].endswith(" ".join(card_text(c) for c in talon))
