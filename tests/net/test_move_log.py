"""The hosted game's move log (issue 33, round two): each move is one short line written where
the game lives before anything shows it (no whole save, no fsync waited for), the whole
saves come after on the writer thread, and a host killed at any moment resumes with every
move it showed, a line cut short ignored."""

from __future__ import annotations

import os
import random
import shutil
import stat
import threading
from pathlib import Path
from typing import Any, Optional

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from thousand_app.cards.engine import Game, Rules
from thousand_app.kinds import REGISTRY
from thousand_app.net import save
from thousand_app.net.save import KEPT, UNKEPT, WAITING, MoveLog, _LoggedRecorder, load_game
from thousand_app.storage import GameRecorder, SeatConfig, Storage
from thousand_app.storage.savefile import files_of, kind_of

from ..storage.dice_games import NAMES, dice_game, dice_step


def _record(game: Any) -> Any:
    return files_of(kind_of(game, REGISTRY)).to_record(game)


def _card_step(game: Game, rng: random.Random) -> None:
    if game.needs_deal:
        game.deal()
    else:
        game.apply(rng.choice(game.all_legal_actions()))


def _setup(folder: Path, kind: str, seed: int, game_id: str = "ab" * 16
           ) -> tuple[Any, Any, _LoggedRecorder]:
    storage = Storage(REGISTRY, config_dir=folder, data_dir=folder, log=False)
    if kind == "cards":
        game: Any = Game(Rules(), 3, players=NAMES[:3], seed=seed)
        step = _card_step
    else:
        game = dice_game(0, seed, 3)
        step = dice_step
    seats = [SeatConfig(NAMES[0])] + [SeatConfig(n, "computer", "normal") for n in NAMES[1:3]]
    return game, step, _LoggedRecorder(GameRecorder(storage, game, seats, game_id))


def _play(game: Any, step: Any, host: "_Host", rng: random.Random, moves: int) -> None:
    """``moves`` moves, each written by the writer thread at once."""
    for _ in range(moves):
        step(game, rng)
        host.move()
        host.run()


class _Host:
    """The host's side of the saves as the table and the writer thread drive them: a move's
    line written at once, the writer's jobs (one pending, merged) written when ``run`` is
    called, lagging behind; what the people were shown so far (``shown``: the records)."""

    def __init__(self, logged: _LoggedRecorder) -> None:
        self.logged = logged
        self.pending: Optional[save._Job] = None
        self.records: list[Any] = []     # the record after each move
        self.shown = 0                   # the moves shown (kept)

    def move(self) -> str:
        self.records.append(_record(self.logged.recorder.game))
        state, job = self.logged.moved()
        if job is not None:
            self.pending = job if self.pending is None else self.logged.merge(self.pending, job)
        if state == KEPT:
            self.shown = len(self.records)
        return state

    def run(self) -> None:
        job, self.pending = self.pending, None
        if job is not None:
            result = self.logged.write(job)
            if job.start_log and self.logged.written(*result):
                self.shown = len(self.records)


def _killed_copy(src: Path, dst: Path, torn: bytes) -> Storage:
    """What a kill -9 right now leaves on disk (and, maybe, a line cut short in the log)."""
    dst = dst / "copy"
    shutil.copytree(src, dst)
    for path in dst.iterdir():
        if path.name.endswith(".log") and torn:
            with open(path, "ab") as f:
                f.write(torn)
    return Storage(REGISTRY, config_dir=dst, data_dir=dst, log=False)


@settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))
@given(kind=st.sampled_from(["cards", "dice"]), seed=st.integers(0, 10_000),
       kills=st.lists(st.integers(1, 400), min_size=1, max_size=4, unique=True),
       lag=st.integers(0, 7), torn=st.sampled_from([b"", b'{"i":3,"k":1,"m":["2 pl', b"\x00\xff"]))
def test_a_host_killed_at_any_move_resumes_with_every_move_it_showed(
        tmp_path_factory: Any, kind: str, seed: int, kills: list[int], lag: int,
        torn: bytes) -> None:
    """Whatever the writer thread has written yet (it writes a game's jobs ``lag`` moves
    late, merged), the game on disk is the game as last shown: nothing shown is lost, and
    nothing more is there, since a move is shown as soon as its line is written."""
    folder = tmp_path_factory.mktemp("host")
    game, step, logged = _setup(folder, kind, seed)
    host = _Host(logged)
    rng = random.Random(seed)
    try:
        for move in range(1, max(kills) + 1):
            if game.is_over:
                break
            step(game, rng)
            host.move()
            if lag == 0 or move % lag == 0:
                host.run()
            if move in kills:       # the host is killed now: what it resumes is the game
                copy = _killed_copy(folder, tmp_path_factory.mktemp("killed"), torn)
                resumed, game_id = load_game(copy, REGISTRY.get(kind))
                if not host.shown:
                    assert resumed is None
                elif resumed is not None or not game.is_over:   # (over: counted, gone)
                    assert game_id == "ab" * 16
                    assert _record(resumed) == host.records[host.shown - 1]
    finally:
        logged.close()


def test_a_move_is_one_short_line_and_the_autosave_is_seldom_rewritten(
        tmp_path: Path, monkeypatch: Any) -> None:
    """No whole record a move: a line holds the move (a deal's cards when it is dealt),
    and the whole saves come at a deal's statistics, not after every move."""
    game, step, logged = _setup(tmp_path, "cards", 7)
    host = _Host(logged)
    writes = []
    real = Storage.write_autosave
    monkeypatch.setattr(Storage, "write_autosave",
                        lambda self, *a, **k: writes.append(1) or real(self, *a, **k))
    rng = random.Random(7)
    path = MoveLog.path_of(logged.storage, "cards")
    states = []
    sizes = []
    while len(states) < 300 and not game.is_over:
        step(game, rng)
        before = path.stat().st_size if path.exists() else 0
        states.append(host.move())
        sizes.append(path.stat().st_size - before if path.exists() else 0)
        host.run()
    logged.close()
    assert states[0] == UNKEPT and set(states[1:]) == {KEPT}   # (the first: the whole save)
    assert max(sizes[1:]) < 300, max(sizes)
    assert stat.S_IMODE(os.stat(path).st_mode) & 0o077 == 0     # (it holds every hand)
    assert len(writes) <= len(game.deals) + 2 < len(states) / 5


def test_moves_wait_for_the_first_save_then_go_out_with_their_lines(tmp_path: Path) -> None:
    """Before the game's first whole save is written there is no log: the moves after it
    wait for it (their lines with them), then are kept all together."""
    game, step, logged = _setup(tmp_path, "dice", 5)
    host = _Host(logged)
    rng = random.Random(5)
    states = []
    for _ in range(4):
        step(game, rng)
        states.append(host.move())
    assert states == [UNKEPT, WAITING, WAITING, WAITING] and host.shown == 0
    host.run()
    assert host.shown == 4
    resumed, _ = load_game(logged.storage, REGISTRY.get("dice"))
    assert _record(resumed) == _record(game)
    logged.close()


def test_a_log_of_another_game_is_ignored(tmp_path: Path) -> None:
    game, step, logged = _setup(tmp_path, "cards", 3)
    rng = random.Random(3)
    _play(game, step, _Host(logged), rng, 8)
    logged.close()
    log = MoveLog.path_of(logged.storage, "cards")
    stale = log.read_bytes()
    other, step2, logged2 = _setup(tmp_path, "cards", 4, game_id="cd" * 16)
    _play(other, step2, _Host(logged2), rng, 1)   # (its first save: its autosave, a new log)
    logged2.close()
    log.write_bytes(stale)      # (the first game's log beside it)
    resumed, game_id = load_game(logged2.storage, REGISTRY.get("cards"))
    assert game_id == "cd" * 16 and _record(resumed) == _record(other)


def test_a_log_that_cannot_be_written_keeps_the_move_in_a_whole_save(
        tmp_path: Path, monkeypatch: Any) -> None:
    """The disk refuses the line: the move waits for a whole save (a new log after it)."""
    game, step, logged = _setup(tmp_path, "cards", 9)
    host = _Host(logged)
    rng = random.Random(9)
    _play(game, step, host, rng, 5)
    monkeypatch.setattr(os, "write", lambda fd, data: (_ for _ in ()).throw(OSError(28, "full")))
    step(game, rng)
    assert host.move() == UNKEPT and host.shown == 5
    monkeypatch.undo()
    host.run()
    assert host.shown == 6 and logged.open
    step(game, rng)
    assert host.move() == KEPT
    resumed, _ = load_game(logged.storage, REGISTRY.get("cards"))
    assert _record(resumed) == _record(game)
    logged.close()


def test_updates_go_out_while_a_whole_save_is_being_written(
        qtbot: Any, tmp_path: Path, monkeypatch: Any) -> None:
    """Issue 33.18: a move's updates wait for its line, not for the whole save (with the
    statistics) that the writer thread writes meanwhile; each shows a game already kept."""
    from thousand_app.net.host import Host, HostConfig
    from thousand_app.net.save import HostKeeper

    from .test_table import watch_kept

    monkeypatch.setattr(save, "LOG_LINES", 3)       # (a whole save every 3 lines)
    kind = REGISTRY.get("dice")
    host = Host(kind, kind.rules_from_json({"preset": "classic"}), [False, False, True],
                HostConfig(room_code="SAV-ED3"))
    storage = Storage(REGISTRY, base_dir=tmp_path, log=False)
    gate = threading.Event()
    whole = []
    real = GameRecorder.write

    def write(self: GameRecorder, job: Any) -> bool:    # (the writer: stuck after the first)
        whole.append(1)
        if len(whole) > 1:
            gate.wait(60)
        return real(self, job)

    monkeypatch.setattr(GameRecorder, "write", write)
    shown = watch_kept(host, storage, 2)
    keeper = HostKeeper(storage, host, "g2", "normal")
    host.table.seat_person(2, "Anna", "tok")
    try:
        host.start()
        qtbot.waitUntil(lambda: len(whole) == 2, timeout=30_000)   # (the second one stuck)
        stuck = len(shown)
        qtbot.waitUntil(lambda: len(shown) >= stuck + 10, timeout=30_000)
        assert len(whole) == 2 and all(shown), shown
    finally:
        gate.set()
        keeper.close()
        host.close()
