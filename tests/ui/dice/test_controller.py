"""The dice controller: throws drawn from the system's randomness (or a seed asked for)
through the engine, human moves
checked by the engine, computer seats off the GUI thread, hints, autosave on the writer."""

from __future__ import annotations

import json
import random
import threading
from typing import Any

import pytest

from thousand_app.dice.engine import ROLL, STOP, DiceGame, DiceRules, Keep, Thrown, draw_throw
from thousand_app.storage import SeatConfig
from thousand_app.ui.dice.controller import (THROW_AGAIN, DiceController, DiceHint,
                                             compute_hint, dice_decide)
from thousand_app.ui.dice.texts import dice_reason
from thousand_app.kinds import REGISTRY

H, C = "human", "computer"


class FakeDiceStorage:
    """The storage side the controller's ``GameRecorder`` calls (``write_autosave``,
    ``record_stats``, ``clear_autosave``), in the order called."""

    def __init__(self) -> None:
        self.saved: list[tuple[int, int, str]] = []   # (turns, steps of the last one, game id)
        self.stats: list[tuple[str, str | None]] = []
        self.calls: list[str] = []
        self.threads: set[str] = set()
        self.problems: list[Any] = []
        self.registry = REGISTRY

    def write_autosave(self, kind: str, snapshot: Any, seats: list[SeatConfig], game_id: str,
                       extras: Any = None) -> bool:
        self.threads.add(threading.current_thread().name)
        assert kind == "dice" and all(isinstance(s, SeatConfig) for s in seats)
        turns = json.loads(snapshot.record_text())["turns"]
        self.saved.append((len(turns), len(turns[-1]["steps"]) if turns else 0, game_id))
        self.calls.append("autosave")
        return True

    def record_stats(self, row: Any) -> bool:
        self.stats.append((row.game_id, row.winner))
        self.calls.append("stats")
        return True

    def clear_autosave(self, kind: str = "cards") -> None:
        assert kind == "dice"
        self.calls.append("clear")

    def take_problems(self) -> list[Any]:
        out, self.problems = self.problems, []
        return out


def seats(*kinds: str, level: str = "normal") -> list[SeatConfig]:
    return [SeatConfig(f"P{i}", k, level if k == C else None) for i, k in enumerate(kinds)]


def make(qtbot: Any, kinds: tuple[str, ...], rules: DiceRules | None = None, seed: int = 5,
         storage: Any = None, level: str = "normal") -> DiceController:
    game = DiceGame(rules or DiceRules(), len(kinds), players=[f"P{i}" for i in range(len(kinds))])
    c = DiceController(game, seats(*kinds, level=level), storage=storage, pace_ms=0,
                       game_id="g1", dice_seed=seed, ai_seed=seed)
    return c


def test_throws_asked_to_be_seeded_are_the_engines_draws_from_the_seeded_generator(
        qtbot: Any) -> None:
    c = make(qtbot, (H, H))
    c.start()
    assert c.waiting_for == 0
    expected = draw_throw(random.Random(f"{c.dice_seed}:0:0"), 5)
    got: list[Any] = []
    c.events.connect(got.append)
    assert c.submit(THROW_AGAIN)
    thrown = got[0][0]
    assert isinstance(thrown, Thrown) and thrown.faces == expected.faces
    assert c.game.last_throw == expected.faces or c.game.pending != "keep"
    c.close()


def test_the_apps_throws_come_from_the_system_at_the_moment_of_the_throw(
        qtbot: Any, monkeypatch: Any) -> None:
    # the game's (or an old save's) seed says nothing: the throws come from SystemRandom
    game = DiceGame(DiceRules(), 2, players=["P0", "P1"], seed=5)
    c = DiceController(game, seats(H, C), pace_ms=0)
    assert c.dice_seed is None and game.seed is None
    assert isinstance(c._system, random.SystemRandom)
    drawn: list[float] = []
    real = random.SystemRandom.random

    def spy(self: random.SystemRandom) -> float:
        drawn.append(real(self))
        return drawn[-1]

    monkeypatch.setattr(random.SystemRandom, "random", spy)
    throws = [c.draw() for _ in range(40)]
    assert len(drawn) == 40          # every throw drawn from the system, when it is thrown
    assert len(set(throws)) > 1
    # the computer's randomness is not the dice's: its seed is the system's too, not
    # derived from anything in the game
    again = DiceController(DiceGame(DiceRules(), 2, players=["P0", "P1"], seed=5), seats(H, C),
                           pace_ms=0)
    assert again._seed != c._seed
    c.close()
    again.close()


def test_illegal_human_moves_are_refused_with_the_engines_reason(qtbot: Any) -> None:
    c = make(qtbot, (H, H))
    c.start()
    said: list[str] = []
    c.message.connect(said.append)
    assert not c.submit(STOP)                       # nothing thrown yet
    assert said == [dice_reason(c.game.stop_reason or "")] and c.game.throws == 0
    assert not c.submit(Keep((1,)))                 # a keep before a throw
    assert len(said) == 2 and c.game.throws == 0
    assert not c.submit("nonsense")                 # not an action at all: ignored
    c.close()


def test_a_keep_that_does_not_score_is_refused(qtbot: Any) -> None:
    c = make(qtbot, (H, H))
    c.start()
    c.submit(THROW_AGAIN)
    while c.game.pending != "keep":   # (an empty opening throw is thrown again)
        c.waiting_for = 0
        c.submit(THROW_AGAIN)
    throw = c.game.last_throw
    assert throw is not None
    dud = next((f for f in throw if f in (2, 3, 4, 6) and throw.count(f) < 3), None)
    if dud is None:
        pytest.skip("this throw has no non-scoring die")
    said: list[str] = []
    c.message.connect(said.append)
    assert not c.submit(Keep((dud,)))
    assert c.game.pending == "keep" and said
    preview = c.preview((dud,))
    assert isinstance(preview, str) and preview == said[0]
    c.close()


def test_computer_moves_only_when_a_computer_is_to_act(qtbot: Any) -> None:
    c = make(qtbot, (C, H))
    assert not c.submit(THROW_AGAIN)   # seat 0 is a computer: a human's move is refused
    assert c.game.throws == 0
    c.close()


def drive(qtbot: Any, c: DiceController, limit: int = 4000) -> None:
    """Play a game of computer seats: ``proceed`` after every batch of events."""
    c.events.connect(lambda _e: c.proceed())
    c.start()
    qtbot.waitUntil(lambda: c.game.is_over, timeout=60000)


@pytest.mark.parametrize("n", [2, 3])
def test_computer_only_games_finish_and_save_after_every_action(qtbot: Any, n: int) -> None:
    st = FakeDiceStorage()
    c = make(qtbot, tuple([C] * n), storage=st, seed=11 + n)
    thinking: list[int] = []
    c.thinking.connect(thinking.append)
    over: list[int] = []
    c.over.connect(over.append)
    drive(qtbot, c)
    c.save_now()
    assert over == [c.game.winner]
    # saved as it went (a save that a later one replaced before it ran is skipped), in order
    assert st.saved and st.saved == sorted(st.saved)
    # (a throw at a choice is one move here, its record's steps the roll and the throw)
    assert c.moves == sum(len([a for a in steps if a != ROLL]) for _, steps in c.game.turns)
    assert st.threads == {n for n in st.threads if n.startswith("thousand-io")} and st.threads
    winner = c.game.winner
    assert winner is not None
    assert st.stats == [("g1", c.game.players[winner])]          # counted once, when won
    # the won game's statistics are written before its autosave is removed (never after)
    after = st.calls[st.calls.index("stats"):]
    assert after[:2] == ["stats", "clear"] and "autosave" not in after
    assert -1 in thinking and any(t >= 0 for t in thinking)
    c.close()


def test_computer_players_think_off_the_gui_thread(qtbot: Any) -> None:
    c = make(qtbot, (C, C))
    seen: set[str] = set()
    player = c.players[0]
    original = player.act

    def spy(obs: Any) -> Any:
        seen.add(threading.current_thread().name)
        return original(obs)

    player.act = spy  # type: ignore[method-assign]
    drive(qtbot, c)
    assert seen and all(name.startswith("thousand-ai") for name in seen)
    c.close()


def test_a_failing_computer_player_is_replaced_by_normal(qtbot: Any) -> None:
    class Broken:
        level = "broken"

        def choose(self, obs: Any) -> Any:
            raise RuntimeError("boom")

    game = DiceGame(DiceRules(), 2, seed=3)
    obs = game.observation()
    game.apply(draw_throw(random.Random(1), 5))
    while game.pending != "keep":
        game.apply(draw_throw(random.Random(2), 5))
    obs = game.observation()
    choice = dice_decide(Broken(), obs, 7)
    assert isinstance(choice, Keep) and choice in obs.legal_actions


def test_the_hint_is_hards_keep_with_the_chance_for_two_players(qtbot: Any) -> None:
    c = make(qtbot, (H, C))
    c.start()
    c.submit(THROW_AGAIN)
    while c.game.pending != "keep":
        c.waiting_for = 0
        c.submit(THROW_AGAIN)
    c.waiting_for = 0
    hints: list[tuple[int, Any]] = []
    c.hintReady.connect(lambda s, h: hints.append((s, h)))
    c.request_hint(0)
    qtbot.waitUntil(lambda: bool(hints), timeout=20000)
    seat, hint = hints[0]
    assert seat == 0 and isinstance(hint, DiceHint)
    assert hint.keep is not None and hint.keep in c.game.legal_actions()
    assert hint.chance is not None and 0.0 < hint.chance < 1.0
    assert hint.move == c.moves
    # the same advice as the hard player's own choice
    from thousand_app.dice.ai import make_player

    assert make_player("hard", 1).act(c.game.observation(0)) == hint.keep
    c.close()


def test_no_win_chance_with_more_than_two_players() -> None:
    from thousand_app.dice.ai import make_player

    game = DiceGame(DiceRules(), 3, seed=1)
    hint = compute_hint(make_player("hard", 1), game.copy(), 0)
    assert hint.pending == "throw" and hint.chance is None and hint.keep is None


def test_closing_waits_for_the_last_save(qtbot: Any) -> None:
    st = FakeDiceStorage()
    c = make(qtbot, (H, H), storage=st)
    c.start()
    c.submit(THROW_AGAIN)
    c.close()
    assert st.saved and st.saved[-1][1] == 1   # the throw is on disk


def test_saves_and_records_hold_the_throws_made_and_nothing_that_predicts_the_next(
        qtbot: Any, tmp_path: Any) -> None:
    from thousand_app.dice.engine.record import to_record
    from thousand_app.storage import Storage

    st = Storage(REGISTRY, base_dir=tmp_path)
    game = DiceGame(DiceRules(), 2, players=["P0", "P1"], seed=77)   # as an old save had
    c = DiceController(game, seats(H, H), storage=st, pace_ms=0, game_id="g7")
    c.start()
    c.submit(THROW_AGAIN)
    c.save_now()
    c.close()
    assert "seed" not in to_record(c.game)
    saved = st.load_autosave("dice")
    back = getattr(saved, "game", None)
    assert isinstance(back, DiceGame) and back.seed is None
    files = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert files and not any(b'"seed"' in p.read_bytes() for p in files)
    again = DiceController(back, getattr(saved, "seats"), storage=st, pace_ms=0,
                           game_id=getattr(saved, "game_id"))
    assert again.game.observation() == c.game.observation()             # the throws made
    assert again.game.turns == c.game.turns
    again.close()
