"""Leaving a network game's table asks first (the computer takes the seat; at the host the
game ends for everyone), but not once the game is over (issue 33's playthrough: the main
menu after a finished game asked "Leave the network game? The computer plays your seat from
now on.")."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from thousand_app.ui.common import net_panel


def _part(over: bool, state: str = "playing", hosted: Any = None) -> Any:
    session = SimpleNamespace(remote=SimpleNamespace(state=state), hosted=hosted)
    return SimpleNamespace(session=session,
                           controller=SimpleNamespace(game=SimpleNamespace(is_over=over)))


@pytest.mark.parametrize("hosted", [None, object()])
def test_leaving_asks_during_the_game_and_not_once_it_is_over(monkeypatch: Any,
                                                              hosted: Any) -> None:
    asked: list[str] = []
    monkeypatch.setattr(net_panel, "plain_question",
                        lambda parent, title, text: asked.append(text) or False)
    assert not net_panel.may_leave_network(None, [_part(False, hosted=hosted)])
    assert len(asked) == 1
    assert net_panel.may_leave_network(None, [_part(True, hosted=hosted)])
    assert net_panel.may_leave_network(None, [_part(False, "ended", hosted)])
    assert net_panel.may_leave_network(None, [SimpleNamespace(session=None)])
    assert len(asked) == 1
