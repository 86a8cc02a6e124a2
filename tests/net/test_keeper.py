"""A hosted game kept for later: its autosave in the host's own folder, its statistics in the
storage it is told (the app's own, with each person's name), and the notes to resume it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from thousand_app.cards.engine import Rules
from thousand_app.kinds import REGISTRY
from thousand_app.net.host import Host, HostConfig
from thousand_app.net.save import HostKeeper, read_host_file, resumable
from thousand_app.storage import Storage


def test_a_hosted_card_game_is_saved_apart_and_counted_in_the_players_statistics(
        qtbot: Any, tmp_path: Path) -> None:
    kind = REGISTRY.get("cards")
    kept = Storage(REGISTRY, config_dir=tmp_path / "net", data_dir=tmp_path / "net", log=False)
    own = Storage(REGISTRY, base_dir=tmp_path / "app", log=False)
    host = Host(kind, Rules(), [True, False, False], HostConfig(room_code="KKK-111",
                                                                grace_s=0.05))
    host.table.computer_names = {1: "Boris", 2: "Vera"}
    host.table.seat_person(0, "Anna", "t" * 32)   # a person (away: the computer plays for her)
    keeper = HostKeeper(kept, host, "0123456789abcdef0123456789abcdef", "normal",
                        {"own": 0}, stats=own)
    try:
        notes = read_host_file(kept)
        assert notes is not None and notes["room"] == "KKK-111" and notes["own"] == 0
        host.start()
        host.table.person_gone(0)             # the computer plays every seat: it plays itself
        qtbot.waitUntil(lambda: len(host.table.game.history) >= 2, timeout=60_000)
        host.table.close()
        keeper.close()
        assert own.game_count("cards") >= 1           # the player's statistics...
        assert kept.game_count("cards") == 0          # ...not the host folder's
        assert "Anna" in str(own.game_history("cards"))    # with the person's name
        found = resumable(kept, kind)                 # the autosave and notes: resumable
        assert found is not None and found[0]["game_id"] == keeper.game_id
        assert found[1].totals == host.table.game.totals
        assert own.load_autosave("cards") is None     # (the app's Continue is untouched)
    finally:
        host.close()


def test_the_notes_are_written_when_they_change_not_at_every_seat_signal(
        qtbot: Any, tmp_path: Path, monkeypatch: Any) -> None:
    """Issue 33, the host's CPU a move: ``seatsChanged`` comes when a person drops or comes
    back and, with a turn clock, at every move (the clock shown to everyone); the notes (who
    holds each seat) are written again only when what they say changed, and the seats the
    save keeps are made again only when a name or a person changed."""
    from thousand_app.net import save

    kind = REGISTRY.get("cards")
    kept = Storage(REGISTRY, config_dir=tmp_path / "net", data_dir=tmp_path / "net", log=False)
    host = Host(kind, Rules(), [True, True, False], HostConfig(room_code="KKK-111"))
    written: list[Any] = []
    real = save.write_host_file
    monkeypatch.setattr(save, "write_host_file",
                        lambda storage, doc: written.append(doc) or real(storage, doc))
    keeper = HostKeeper(kept, host, "0123456789abcdef0123456789abcdef", "normal")
    assert len(written) == 1
    for _ in range(5):
        host.table.seatsChanged.emit()
    assert len(written) == 1
    seats = keeper.seats()
    assert keeper.seats() is seats
    host.table.seat_person(0, "Anna", "t" * 32)     # (a change: written, and new seats)
    assert len(written) == 2 and written[-1]["seats"][0]["name"] == "Anna"
    assert keeper.seats() is not seats and keeper.seats()[0].name == "Anna"
    host.table.person_gone(0)
    host.table.person_back(0)
    assert len(written) == 2
    assert read_host_file(kept)["seats"][0]["token"] == "t" * 32
    keeper.close()
    host.close()
