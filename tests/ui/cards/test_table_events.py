"""The table's dispatch table: every engine event has its handler, in one place."""

from __future__ import annotations

from typing import Any, get_args

from thousand_app.cards.engine.events import BidMade, Event, Passed, TrickWon
from thousand_app.ui.common.cards import Deck, builtin_path
from thousand_app.ui.cards import table_events
from thousand_app.ui.cards.table import TableScene
from thousand_app.ui.cards.table_events import HANDLERS, SOUND_WHEN_GATHERED


def test_every_event_type_has_a_handler() -> None:
    assert set(HANDLERS) == set(get_args(Event))
    assert SOUND_WHEN_GATHERED <= set(HANDLERS)


def test_bids_and_passes_show_in_bubbles_and_a_won_trick_is_counted(qtbot: Any) -> None:
    scene = TableScene(Deck(builtin_path(False)), speed=0)
    scene.setup_seats(3, ["A", "B", "C"], 0)
    table_events.enqueue(scene, [BidMade(1, 105), Passed(2)])
    assert [p.bubble for p in scene.plates.values()] == ["", "105", "Pass"]
    table_events.enqueue(scene, [TrickWon(2, (), 0, 0)])
    assert scene.cards.tricks_won[2] == 1 and "1 trick" in scene.plates[2].status
    assert not scene.animator.busy
