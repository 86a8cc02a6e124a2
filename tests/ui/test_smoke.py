"""The app's ``--smoke-test`` (what the packages' test runs): it checks the decks and the sounds the
install ships, and a failure is named with the stage it happened in (issue 25).  The whole
command, passing, is run by ``test_settings_dialogs.test_smoke_test_command``."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from thousand_app.ui.common import app as app_module
from thousand_app.ui.common import cards
from thousand_app.ui.common import i18n
from thousand_app.ui.cards import review_analysis
from thousand_app.ui.common.main_window import MainWindow

pytestmark = pytest.mark.slow


# The damaged deck is damaged on purpose: Qt's SVG reader says so in the log as well.
@pytest.mark.qt_log_ignore(r"Cannot read file .*classic\.svg")
def test_check_data_names_a_deck_and_a_sound_that_do_not_load(
        window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert app_module.check_data(window) == []
    decks = tmp_path / "cards"
    shutil.copytree(i18n.data_dir("cards"), decks)
    (decks / "classic.svg").write_text("<svg", encoding="utf-8")
    (decks / "thousand-4c-pl.svg").unlink()
    monkeypatch.setattr(cards, "data_dir", lambda kind: decks)
    sounds = tmp_path / "sounds"
    shutil.copytree(i18n.data_dir("sounds"), sounds)
    (sounds / "dice.wav").unlink()
    (sounds / "trick.wav").write_bytes(b"RIFF")
    monkeypatch.setattr(window.sound, "folder", sounds)
    problems = app_module.check_data(window)
    assert problems[0] == "the deck thousand-4c-pl.svg does not load: " + str(
        decks / "thousand-4c-pl.svg") + " is not a readable SVG file"
    assert problems[1] == (f"the deck classic.svg does not load: {decks / 'classic.svg'} is "
                           "not a readable SVG file")
    assert [p.split(":")[0] for p in problems[2:]] == [
        "the sound trick cannot be read", "the sound dice cannot be read"]
    assert len(problems) == 4


def smoke(qapp: Any, window: MainWindow, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = app_module.smoke_test(qapp, window, limit_s=90)
    return code, capsys.readouterr().err


def test_a_review_that_cannot_analyse_fails_the_smoke_test_by_name(
        qapp: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    def missing() -> Any:
        raise ModuleNotFoundError("No module named 'thousand_app.cards.ai.analyse'")

    monkeypatch.setattr(review_analysis, "analysis_module", missing)
    code, err = smoke(qapp, window, capsys)
    assert code == 1
    assert ("smoke test: FAILED: deal review: no analysis (The analysis failed: No module "
            "named 'thousand_app.cards.ai.analyse'); ") in err
    assert re.search(r"(?<!\d)0 decisions analysed", err) and re.search(
        r"(?<!\d)a dice game of 0 turns", err)


def test_hard_without_its_solved_table_fails_the_smoke_test_by_name(
        qapp: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    from thousand_app.dice.ai import players

    monkeypatch.setattr(players, "table_for", lambda rules, folder=None: None)
    code, err = smoke(qapp, window, capsys)
    assert code == 1
    assert ("smoke test: FAILED: dice game: the hard player did not play by its solved table"
            in err)
    # (the review ran: its count is not 0; "10 decisions analysed" holds "0 decisions ...")
    assert re.search(r"(?<!\d)\d+ decisions analysed", err)
    assert not re.search(r"(?<!\d)0 decisions analysed", err)


STUBBORN = """
import sys, tempfile
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox
from thousand_app.storage import Storage
from thousand_app.ui.common.app import make_app, smoke_test
from thousand_app.ui.common.game_ui import SmokeStage
from thousand_app.ui.common.i18n import Translations
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.kinds import REGISTRY
from thousand_app.ui.kinds import UI_REGISTRY

class Nagging(SmokeStage):
    name = "network game"
    def start(self, window, fail):
        def ask():
            while True:     # a question nobody answers, asked again whenever it is closed
                QMessageBox(QMessageBox.Icon.Question, "Leave the network game",
                            "Leave the network game?", parent=window).exec()
        QTimer.singleShot(0, ask)
    def check(self, window, fail):
        return False

app = make_app([sys.argv[0]])
translations = Translations()
translations.use("en")
window = MainWindow(Storage(REGISTRY, base_dir=tempfile.mkdtemp()), translations, UI_REGISTRY)
window.show()
sys.exit(smoke_test(app, window, limit_s=1, stages=[Nagging()], hard_exit_s=1))
"""


def test_the_watchdog_ends_the_process_whatever_dialog_is_open(tmp_path: Path) -> None:
    """Issue 33.8: the watchdog stopped on a modal question and the process never exited."""
    import os
    import subprocess
    import sys

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    done = subprocess.run([sys.executable, "-c", STUBBORN], capture_output=True, text=True,
                          env=env, cwd=tmp_path, timeout=120)
    assert done.returncode == 1, done.stderr
    assert ("smoke test: FAILED: network game: not finished within 1 s (the event loop did not "
            "end: the process is ended)") in done.stderr
