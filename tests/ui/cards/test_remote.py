"""The card table of a remote seat on loopback: the real GameScreen driven by
CardRemoteController, against two computer seats of an in-process host, deal after deal;
what the table shows is the host's game as the seat may see it."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QTimer

from thousand_app.cards.engine import Game, Pass, Play, Rules
from thousand_app.cards.engine.phase import Phase
from thousand_app.kinds import REGISTRY
from thousand_app.net.host import Host, HostConfig
from thousand_app.net.remote import RemoteGame
from thousand_app.ui.cards.remote import CardRemoteController
from thousand_app.ui.common.remote_controller import ObservedView
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.common.net_panel import NetPanel


class _Session:
    """What the network window hands to the table (a remote seat, closed with the table)."""

    kind = "cards"

    def __init__(self, remote: RemoteGame) -> None:
        self.remote = remote

    def close(self) -> None:
        self.remote.leave()


def _move(screen: Any, seen: dict[str, Any]) -> None:
    """The person at the table: the summary's Next deal, play on after a claim offer, else
    the first move the host lists; and each tick, nothing of another seat's hand is shown
    but the talon's cards everyone saw."""
    c = screen.controller
    obs = c.observation()
    public = set(obs.talon or ()) if obs.talon_public else set()   # (shown to everyone)
    for seat, items in screen.scene.hands.items():
        if seat != 0 and any(it.card is not None and it.card not in public for it in items):
            seen["leak"] = True
            seen.setdefault("what", []).append((seat, [it.card for it in items if it.card is not None], sorted(public), obs.phase, obs.declarer, obs.given, screen.overlays.summary.isVisible()))
    if screen.overlays.summary.isVisible():
        seen["summaries"] += 1
        screen.next_deal()
        return
    prompt = screen.prompt
    if prompt is None or c.waiting_for != 0:
        return
    if prompt.mode == "claim":
        prompt.answer(None)
        return
    legal = c.observation().legal_actions
    if prompt.mode == "play" and "hint" not in seen:   # the hint: hard's move for what it sees
        seen["hint"] = None
        c.hintReady.connect(lambda seat, action: seen.update(hint=(seat, action, legal)))
        c.request_hint(0)
        return
    if prompt.mode == "play" and seen.get("hint") is None:
        return                                          # (waiting for it)
    if legal:
        screen.submit(legal[0])


@pytest.mark.slow
def test_a_remote_card_table_plays_deal_after_deal(qtbot: Any, window: MainWindow) -> None:
    kind = REGISTRY.get("cards")
    host = Host(kind, Rules(), [True, False, False],
                HostConfig(room_code="CCC-333", computer_level="random"))
    host.table.stop_after_chance = 4
    port = host.listen("127.0.0.1", 0)
    host.peopleChanged.connect(lambda: host.free_seats() == 0 and host.start())
    remote = RemoteGame("Anna", "ccc333", "127.0.0.1", port)
    part: Any = window.part("cards")
    timer = QTimer()
    seen: dict[str, Any] = {"leak": False, "summaries": 0}
    try:
        remote.start()
        qtbot.waitUntil(lambda: remote.observation is not None, timeout=20_000)
        part.start_remote(_Session(remote))
        screen, ctl = part.screen, part.controller
        assert isinstance(ctl, CardRemoteController) and ctl.humans == [0]
        timer.timeout.connect(lambda: _move(screen, seen))
        timer.start(5)
        qtbot.waitUntil(lambda: len(ctl.game.history) >= 3, timeout=120_000)
        timer.stop()
        game: Game = host.table.game
        view = ctl.game
        assert isinstance(view, ObservedView)
        assert view.history == tuple(game.history[:len(view.history)])   # the host's summaries
        assert seen["summaries"] >= 2 and not seen["leak"], seen.get("what", [])[:3]
        seat, hint, legal = seen["hint"]
        assert seat == 0 and hint in legal
        assert not screen.overlays.summary.review_button.isHidden()   # (the host sent the record)
        assert view.players == tuple(game.players) and view.n == 3
        part.show_sheet()            # the score sheet from the view
        assert part.sheet is not None and part.sheet.table.rowCount() == len(view.history)
        # the host's record of the deals over: the score sheet and the review at the seat
        played = ctl.record_game()
        assert played is not None and played.history == game.history[:len(played.history)]
        assert part.can_review()
        part.review()
        assert part.review_window is not None and part.review_window.isVisible()
        part.review_window.close()
        window.update_actions()       # the host saves: no Save or Export at a seat
        assert not window.menus.actions["save"].isEnabled()
        assert not window.menus.actions["export"].isEnabled()
        panel = screen.findChild(NetPanel)   # under the table: the connection, seats, chat
        assert panel is not None and "CCC-333" in panel.state.text()
        assert "Anna (you)" in panel.seats.text() and "Computer 2: Computer" in panel.seats.text()
        panel.chat_line.setText("  good   game <b>!</b> ")
        panel.send()
        qtbot.waitUntil(lambda: "Anna: good game <b>!</b>" in panel.chat_log.toPlainText())
    finally:
        timer.stop()
        part.end_screen()            # closes the session: the seat leaves
        host.close()


def test_the_view_answers_from_the_observation() -> None:
    """What the table asks ``controller.game``: the engine's answers the seat's own
    observation carries, through JSON as the host sends it (a card that may not go to the
    trick: the trick rule's reason)."""
    from thousand_app.cards.kind import KIND

    def sent(o: Any) -> Any:
        return KIND.codec().observation_from_json(KIND.codec().observation_json(o), game.rules)

    game = Game(Rules(), 3, players=["A", "B", "C"], seed=5)
    chance = random.Random(1)
    while True:
        seat = game.to_act
        if game.chance_pending or seat is None:
            game.apply(game.sample_chance(chance))
            continue
        obs = game.observation(seat)
        if obs.phase == Phase.PLAY and obs.trick:
            break
        legal = obs.legal_actions
        game.apply(next((a for a in legal if isinstance(a, Pass)), legal[0]))
    seat = game.to_act
    obs = game.observation(seat)
    view = ObservedView(sent(obs))
    assert view.to_act == seat and not view.is_over and view.deal_started
    assert view.legal_actions(seat) == obs.legal_actions
    assert view.legal_actions((seat + 1) % 3) == ()
    for card in obs.hand:
        action = Play(seat, card)
        mine, engine = view.reason(action), game.reason(action)
        assert (mine is None) == (engine is None)
        assert getattr(mine, "code", None) == getattr(engine, "code", None)
    other = sent(game.observation((seat + 1) % 3))
    assert ObservedView(other).reason(Play(other.seat, other.hand[0])).code \
        == "not_your_turn"


def test_the_concession_question_at_a_seat_has_the_hosts_figures(qtbot: Any) -> None:
    """What a concession would pay is the host's engine's to say (its preview comes with the
    observation of the seat to act): the seat's question shows the same figures as a local
    table's, never a copy of the scoring; without the host's preview it asks without
    figures."""
    import dataclasses

    from thousand_app.cards.engine import Concede
    from thousand_app.cards.kind import KIND
    from thousand_app.ui.cards.concession import concession_box

    game = Game(Rules(), 3, players=["A", "B", "C"], seed=2)
    rng = random.Random(4)
    while True:
        if game.chance_pending or game.to_act is None:
            game.apply(game.sample_chance(rng))
            continue
        legal = game.legal_actions(game.to_act)
        concede = next((a for a in legal if isinstance(a, Concede)), None)
        if concede is not None:
            break
        game.apply(rng.choice(legal))
    seat = concede.seat
    obs = KIND.codec().observation_from_json(KIND.codec().observation_json(game.observation(seat)), game.rules)
    assert [a for a, _ in obs.previews] == [concede]
    local = concession_box(None, game, concede)
    remote = concession_box(None, ObservedView(obs), concede)  # type: ignore[arg-type]
    assert local.informativeText() and remote.informativeText() == local.informativeText()
    bare = concession_box(None, ObservedView(dataclasses.replace(obs, previews=())),  # type: ignore[arg-type]
                          concede)
    assert bare.text() and bare.informativeText() == ""


def test_passing_two_cards_at_a_remote_table_sends_both(qtbot: Any) -> None:
    """The declarer's two cards (the screen's ``submit_all``: one ``submit`` after the other,
    the second before the host answered the first) both reach the host; the prompt is not
    offered again for the second."""
    from thousand_app.cards.engine import Bid, Give
    from thousand_app.cards.engine.events import DealScored
    from thousand_app.ui.cards.prompt_passing import targets

    kind = REGISTRY.get("cards")
    host = Host(kind, Rules(), [True, False, False],
                HostConfig(room_code="PPP-222", computer_level="random"))
    port = host.listen("127.0.0.1", 0)
    host.peopleChanged.connect(lambda: host.free_seats() == 0 and host.start())
    remote = RemoteGame("Anna", "ppp222", "127.0.0.1", port)
    ctl = CardRemoteController(remote, kind)
    seen: dict[str, Any] = {"passed": None, "offered_after": []}

    def on_events(events: list[Any]) -> None:
        if any(isinstance(e, DealScored) for e in events):
            QTimer.singleShot(0, ctl.next_deal)
        QTimer.singleShot(0, ctl.proceed)

    def turn(seat: int) -> None:
        obs = ctl.observation()
        legal = obs.legal_actions
        gives = [a for a in legal if isinstance(a, Give)]
        if seen["passed"] is not None:
            seen["offered_after"].append(legal)
            return
        if gives:
            cards = [c for c in obs.hand][:2]
            actions = [Give(seat, c, t) for c, t in zip(cards, targets(obs))]
            seen["passed"] = actions
            for a in actions:        # as GameScreen.submit_all
                assert ctl.submit(a)
            return
        bids = [a for a in legal if isinstance(a, Bid)]
        choice = max(bids, key=lambda b: b.value) if bids else legal[0]
        QTimer.singleShot(0, lambda: ctl.submit(choice))

    ctl.events.connect(on_events)
    ctl.humanTurn.connect(turn)
    try:
        remote.start()
        qtbot.waitUntil(lambda: seen["passed"] is not None, timeout=60_000)
        qtbot.waitUntil(lambda: bool(seen["offered_after"]), timeout=20_000)
        assert not any(isinstance(a, Give) for a in seen["offered_after"][0]), \
            "the prompt asked again for the second card"
        assert host.table.game.observation(0).phase != Phase.PASSING
    finally:
        ctl.close()
        host.close()
