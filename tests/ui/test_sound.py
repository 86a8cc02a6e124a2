"""Sound effects: our WAV files, which event sounds like what, the player (no real audio here)."""

from __future__ import annotations

import importlib.util
import logging
import struct
import wave
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any, Optional

import pytest

from thousand_app.cards.engine.events import (BidMade, CardDiscarded, CardPlayed, Conceded, DealScored,
                                        Dealt, GameOver, MarriageDeclared, Passed, TrickWon)
from thousand_app.cards.engine.summary import DealSummary
from thousand_app.ui.common.sheet import modal_screen
from thousand_app.ui.common import i18n
from thousand_app.ui.common import sound
from thousand_app.ui.common.cards import BUILTIN, load_deck
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.common.sound import (GAP_MS, MAX_FAILURES, MAX_RUNNING, SOUND_NAMES,
                                          SoundPlayer)
from thousand_app.ui.cards.sounds import event_sound, event_sounds
from thousand_app.ui.cards import table_events
from thousand_app.ui.cards.table import TableScene

from .conftest import start_fixed

ROOT = Path(__file__).resolve().parents[2]
SOUNDS = ROOT / "assets" / "sounds"


def samples(path: Path) -> tuple[Any, list[int]]:
    with wave.open(str(path), "rb") as w:
        params = w.getparams()
        data = w.readframes(w.getnframes())
    return params, list(struct.unpack(f"<{len(data) // 2}h", data))


# -- the files ------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", SOUND_NAMES)
def test_sound_files_are_small_valid_wavs(name: str) -> None:
    path = SOUNDS / f"{name}.wav"
    params, xs = samples(path)
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 22050)
    seconds = params.nframes / params.framerate
    assert 0.03 < seconds <= 1.1, seconds
    assert path.stat().st_size < 50_000
    peak = max(abs(x) for x in xs)
    assert 0.1 * 32767 < peak < 0.5 * 32767            # audible, soft, never clipped
    assert abs(xs[0]) < 200 and abs(xs[-1]) < 200      # no click at either end


def test_no_other_sound_files_and_small_in_all() -> None:
    files = {p.stem for p in SOUNDS.glob("*.wav")}
    assert files == set(SOUND_NAMES)
    assert sum(p.stat().st_size for p in SOUNDS.glob("*.wav")) < 250_000


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds", SOUNDS / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_script_makes_the_committed_files(tmp_path: Path) -> None:
    """The sounds are ours: the script in the repository makes them (up to float rounding)."""
    made = load_script().make_all(tmp_path)
    assert sorted(p.stem for p in made) == sorted(SOUND_NAMES)
    for path in made:
        new_params, new = samples(path)
        old_params, old = samples(SOUNDS / path.name)
        assert new_params == old_params and len(new) == len(old)
        assert max(abs(a - b) for a, b in zip(new, old)) <= 2, path.name


def test_the_build_step_ships_the_sounds(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("build_data", ROOT / "i18n" / "build_data.py")
    assert spec is not None and spec.loader is not None
    build_data = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build_data)
    target = tmp_path / "data"
    written = {p.relative_to(target).as_posix() for p in build_data.install_data(target)}
    assert {f"sounds/{n}.wav" for n in SOUND_NAMES} <= written
    assert "sounds/make_sounds.py" not in written
    old = i18n.PACKAGE_DATA
    i18n.PACKAGE_DATA = target
    try:
        assert i18n.data_dir("sounds") == target / "sounds"
        assert SoundPlayer().path("card") == target / "sounds" / "card.wav"
    finally:
        i18n.PACKAGE_DATA = old
    assert i18n.data_dir("sounds") == SOUNDS           # from the source tree


# -- what sounds like what -----------------------------------------------------------------------

def summary(**kw: Any) -> DealSummary:
    base: dict[str, Any] = dict(dealer=0, declarer=1, contract=120, conceded=False, made=True,
                                dark=False, golden=False, redeal=False, points=(0, 0, 0),
                                marriages=((), (), ()), deltas=None, totals=(0, 0, 0),
                                bolts=(0, 0, 0), barrel=(None, None, None))
    base.update(kw)
    return DealSummary(**base)


def test_event_sounds() -> None:
    dealt = Dealt(0, 0, 1, ((), (), ()), (3,), 0, False, None, (1, 2, 0))
    assert event_sound(dealt) == "shuffle"
    assert event_sound(CardPlayed(0, 5, 0)) == "card"             # type: ignore[arg-type]
    assert event_sound(CardDiscarded(0, None)) == "card"
    assert event_sound(TrickWon(1, (), 20, 0)) == "trick"
    assert event_sound(MarriageDeclared(0, "H", 100, True)) == "marriage"
    assert event_sound(DealScored(summary())) == "made"
    assert event_sound(DealScored(summary(made=False))) == "failed"
    assert event_sound(DealScored(summary(conceded=True, made=None))) == "failed"
    assert event_sound(DealScored(summary(redeal=True, declarer=None, made=None))) is None
    assert event_sound(GameOver(1, (1000, 300, 200))) == "game_over"
    for quiet in (BidMade(0, 100), Passed(1), Conceded(0, 120)):
        assert event_sound(quiet) is None
    # the end of the game replaces its last deal's sound
    assert event_sounds([DealScored(summary()), GameOver(1, (1000, 0, 0))]) == [None, "game_over"]
    assert set(filter(None, [event_sound(dealt), "deal"])) <= set(SOUND_NAMES)


# -- the player ------------------------------------------------------------------------------------

class FakeProc:
    def __init__(self, args: list[str], code: Optional[int]) -> None:
        self.args = args
        self.code = code

    def poll(self) -> Optional[int]:
        return self.code


class Recorder:
    """Stands for ``subprocess.Popen``: remembers the commands, starts nothing."""

    def __init__(self, code: Optional[int] = 0) -> None:
        self.code = code
        self.calls: list[list[str]] = []
        self.procs: list[FakeProc] = []
        self.options: dict[str, Any] = {}

    def __call__(self, args: list[str], **options: Any) -> FakeProc:
        self.calls.append(args)
        self.options = options
        proc = FakeProc(args, self.code)
        self.procs.append(proc)
        return proc


class Clock:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t

    def later(self, ms: float) -> None:
        self.t += ms / 1000


def which_of(*programs: str) -> Any:
    return lambda name: f"/usr/bin/{name}" if name in programs else None


def player(platform: str = "linux", programs: tuple[str, ...] = ("pw-play", "paplay", "aplay"),
           **kw: Any) -> tuple[SoundPlayer, Recorder, Clock]:
    rec = kw.pop("popen", None) or Recorder()
    clock = Clock()
    p = SoundPlayer(True, SOUNDS, force=True, platform=platform, which=which_of(*programs),
                    popen=rec, clock=clock, **kw)
    return p, rec, clock


@pytest.mark.parametrize("programs, command", [
    (("pw-play", "paplay", "aplay"), ["/usr/bin/pw-play"]),
    (("paplay", "aplay"), ["/usr/bin/paplay"]),
    (("aplay",), ["/usr/bin/aplay", "-q"]),
])
def test_linux_uses_the_first_player_found(programs: tuple[str, ...], command: list[str]) -> None:
    p, rec, _ = player("linux", programs)
    assert p.available and p.play("card")
    assert rec.calls == [[*command, str(SOUNDS / "card.wav")]]
    assert rec.options["stdout"] == rec.options["stderr"] == rec.options["stdin"]   # DEVNULL
    assert rec.options["start_new_session"] is True


def test_macos_uses_afplay() -> None:
    p, rec, _ = player("darwin", ("afplay",))
    assert p.play("marriage")
    assert rec.calls == [["/usr/bin/afplay", str(SOUNDS / "marriage.wav")]]


def test_windows_uses_winsound_asynchronously() -> None:
    played: list[tuple[str, int]] = []
    fake = SimpleNamespace(SND_FILENAME=0x20000, SND_ASYNC=0x1, SND_NODEFAULT=0x2,
                           PlaySound=lambda path, flags: played.append((path, flags)))
    p, rec, _ = player("win32", (), winsound=fake)
    assert p.available and p.play("made")
    assert played == [(str(SOUNDS / "made.wav"), 0x20000 | 0x1 | 0x2)] and rec.calls == []


def test_no_player_is_silent_and_said_once(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO, logger="thousand.ui"):
        p, rec, clock = player("linux", ())
        for _ in range(5):
            clock.later(1000)
            assert not p.play("card")
    assert not p.available and rec.calls == []
    assert sum("no program to play sounds" in r.getMessage() for r in caplog.records) == 1


def test_off_means_silent_at_once() -> None:
    p, rec, clock = player()
    p.enabled = False
    assert not p.play("card") and rec.calls == []
    p.enabled = True
    clock.later(1000)
    assert p.play("card") and len(rec.calls) == 1
    p.enabled = False
    clock.later(1000)
    assert not p.play("card") and len(rec.calls) == 1


def test_silent_under_offscreen_unless_asked() -> None:
    rec = Recorder()
    quiet = SoundPlayer(True, SOUNDS, platform="linux", which=which_of("aplay"), popen=rec)
    assert quiet.muted and not quiet.play("card") and rec.calls == []


def test_throttle_same_sound_and_less_important_ones() -> None:
    p, rec, clock = player()
    assert p.play("card")
    clock.later(10)
    assert not p.play("card")                    # the same flick again at once: skipped
    clock.later(40)
    assert p.play("card")
    clock.later(40)
    assert p.play("game_over")
    clock.later(GAP_MS / 2)
    assert not p.play("card")                    # would cover the fanfare
    clock.later(GAP_MS)
    assert p.play("card")
    assert [Path(c[-1]).stem for c in rec.calls] == ["card", "card", "game_over", "card"]


def test_no_pile_up_of_players() -> None:
    p, rec, clock = player(popen=Recorder(code=None))   # players that never finish
    started = 0
    for _ in range(20):
        clock.later(100)
        started += p.play("card")
    assert started == MAX_RUNNING
    for proc in rec.procs:
        proc.code = 0                                    # they end
    clock.later(100)
    assert p.play("card")


def test_a_failing_player_gives_way_to_the_next() -> None:
    p, rec, clock = player(popen=Recorder(code=1))
    for _ in range(MAX_FAILURES + 2):
        clock.later(300)
        p.play("card")
    assert rec.calls[0][0] == "/usr/bin/pw-play" and rec.calls[-1][0] == "/usr/bin/paplay"


def test_a_player_that_cannot_start_never_raises() -> None:
    def broken(args: list[str], **options: Any) -> Any:
        raise OSError(8, "Exec format error")
    p, _, clock = player(programs=("pw-play",), popen=broken)
    assert not p.play("card")
    clock.later(300)
    assert not p.play("card") and not p.available


def test_a_missing_file_is_skipped(tmp_path: Path) -> None:
    rec = Recorder()
    p = SoundPlayer(True, tmp_path, force=True, platform="linux", which=which_of("aplay"),
                    popen=rec)
    assert not p.play("card") and rec.calls == []


# -- the table asks for sounds only while it animates -------------------------------------------------

def test_scene_cues_sounds_only_when_animating(qtbot: Any) -> None:
    deck, _ = load_deck(BUILTIN, False, "blue")
    scene = TableScene(deck, speed=10.0)
    scene.setup_seats(3, ["A", "B", "C"], 0)
    heard: list[str] = []
    scene.sound.connect(heard.append)
    table_events.enqueue(scene, [BidMade(1, 100), TrickWon(0, (), 0, 0), DealScored(summary()),
                   GameOver(1, (1000, 0, 0))])
    qtbot.waitUntil(lambda: not scene.animator.busy, timeout=5000)
    assert heard == ["trick", "game_over"]
    heard.clear()
    scene.animator.speed = 0
    table_events.enqueue(scene, [TrickWon(0, (), 0, 0), MarriageDeclared(0, "H", 100, True)])
    assert not scene.animator.busy and heard == []


def test_a_deal_sounds_like_a_shuffle_then_the_cards(qtbot: Any, window: MainWindow) -> None:
    rec = Recorder()
    window.sound = SoundPlayer(True, SOUNDS, force=True, platform="linux",
                               which=which_of("aplay"), popen=rec)
    window.settings.animation_speed = 2.5
    screen = start_fixed(window)
    qtbot.waitUntil(lambda: len(rec.calls) >= 2, timeout=10000)
    assert [Path(c[-1]).stem for c in rec.calls[:2]] == ["shuffle", "deal"]
    screen.scene.animator.finish_all()                 # fast-forward: silent
    assert len(rec.calls) == 2


def test_settings_checkbox_turns_sound_off_at_once(qtbot: Any, window: MainWindow) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from thousand_app.ui.common.settings_dialog import SettingsDialog

    window.settings.sound = True
    window.sound.enabled = True

    def untick() -> None:
        dlg = modal_screen(window)
        assert isinstance(dlg, SettingsDialog)
        assert dlg.sound.isChecked()
        assert dlg.no_sound.isHidden() == window.sound.available
        dlg.sound.setChecked(False)
        dlg.accept()

    QTimer.singleShot(50, untick)
    window.open_settings()
    assert window.storage.load_settings().sound is False and window.sound.enabled is False


def test_sound_module_names_every_file_it_plays() -> None:
    assert set(sound.PRIORITY) == set(SOUND_NAMES)
