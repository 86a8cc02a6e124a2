"""What the ``hard`` dice player plays with a rule set, said in words, and the background
solve of a table for a rule set that has none yet (``plans.hard_plan``).

The solve runs in a separate process (``python -m thousand_app.dice.ai.solver custom``,
numpy and numba), which prints its progress; :class:`HardTableSolver` reads it for a
progress bar and, when the table is written to the cache folder, makes the players read
it (``tables.forget``): a game already running gets the solved hard at its next turn.  The
packaged app holds no solver (``plans.hard_plan`` says ``no_solver``): nothing is solved there,
and the note says hard plays like normal with such rules.
"""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path
from typing import Any, Iterable, Optional

from PySide6.QtCore import QObject, QProcess, Signal

from thousand_app.dice.engine import DiceRules
from thousand_app.dice.ai import plans, tables

from thousand_app.ui.common.i18n import translate

log = logging.getLogger("thousand.ui")

__all__ = ["has_hard", "hard_note", "HardTableSolver", "prepare_saved"]


def has_hard(seats: Iterable[Any]) -> bool:
    """Whether a computer seat plays at level ``hard``."""
    return any(getattr(s, "kind", "") == "computer" and getattr(s, "level", None) == "hard"
               for s in seats)


def prepare_saved(saved: Any) -> None:
    """A dice game read back with a hard seat: work out hard's plan for its rules (finding
    its table, or whether one can be solved: that imports the solver, a second with custom
    rules) here, on the worker thread that replayed the game, so that putting the game on the
    table finds it done."""
    if has_hard(saved.seats):
        plans.hard_plan(saved.game.rules)


def hard_note(rules: DiceRules) -> Optional[str]:
    """What ``hard`` plays with ``rules`` where that is not its solved table, in the user's
    language (None: it has the table)."""
    plan = plans.hard_plan(rules)
    if plan.kind == "table":
        return None
    if plan.kind == "solve":
        return translate("DiceHard", "Hard has no solved table for these rules yet: it is "
                                     "solved in the background when the game starts (tens of "
                                     "minutes on two cores; a bar shows how far it is). Until "
                                     "then hard plays like normal.")
    if plan.reason == "negative_totals":
        return translate("DiceHard", "Hard cannot solve rules with negative totals: with "
                                     "these rules it plays like normal.")
    if plan.reason == "too_large":
        return translate("DiceHard", "These rules make a game too large to solve here: hard "
                                     "plays like normal with them.")
    if getattr(sys, "frozen", False):   # the package: nothing the player can add changes it
        return translate("DiceHard", "Hard has no solved table for these rules, and this "
                                     "version of Thousand cannot solve new ones: with these "
                                     "rules hard plays like normal.")
    return translate("DiceHard", "Hard has no solved table for these rules, and this "
                                 "installation cannot solve one (that needs numpy and numba): "
                                 "hard plays like normal with them.")


def table_note(rules: DiceRules, seats: Iterable[Any]) -> Optional[str]:
    """What the table says when a game starts with a ``hard`` seat that plays like normal
    with ``rules`` (the setup dialog said it too), or None (it has its table, or solves one
    with a bar in the status bar)."""
    if not has_hard(seats) or plans.hard_plan(rules).kind == "solve":
        return None
    return hard_note(rules)


class HardTableSolver(QObject):
    """Solves the table of ``rules`` into ``folder`` in a separate process."""

    #: Percent done (an estimate: the solve converges geometrically).
    progress = Signal(int)
    #: True when the table is written and the players will read it.
    done = Signal(bool)

    def __init__(self, rules: DiceRules, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rules = rules
        self.folder = folder
        self.process = QProcess(self)
        self.process.setProcessChannelMode(QProcess.ProcessChannelMode.SeparateChannels)
        self.process.readyReadStandardOutput.connect(self._read)
        self.process.finished.connect(self._finished)
        self.process.errorOccurred.connect(self._failed)
        self._over = False

    def start(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        self.process.start(sys.executable, [
            "-m", "thousand_app.dice.ai.solver", "custom", "--preset", self.rules.preset_name,
            "--options", json.dumps(self.rules.options()), "--out", str(self.folder)])

    def stop(self) -> None:
        """End the solve (the app closes): nothing is written."""
        self._over = True
        if self.process.state() != QProcess.ProcessState.NotRunning:
            self.process.kill()
            self.process.waitForFinished(3000)

    def _read(self) -> None:
        data = bytes(self.process.readAllStandardOutput().data()).decode("utf-8", "replace")
        for line in data.splitlines():
            if line.startswith("progress "):
                try:
                    self.progress.emit(int(round(100 * float(line.split()[1]))))
                except ValueError:
                    continue

    def _finished(self, code: int, _status: object = None) -> None:
        if self._over:
            return
        self._over = True
        ok = code == 0 and tables.find_table(self.rules, self.folder) is not None
        if ok:
            tables.forget()
        else:
            err = bytes(self.process.readAllStandardError().data()).decode("utf-8", "replace")
            log.error("solving the dice table failed (exit %s): %s", code, err[-2000:])
        self.done.emit(ok)

    def _failed(self, error: object) -> None:
        if self.process.state() == QProcess.ProcessState.NotRunning and not self._over:
            self._over = True
            log.error("the dice table solver did not start: %s", error)
            self.done.emit(False)
