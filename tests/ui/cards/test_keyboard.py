"""The keyboard everywhere: whatever widget has the focus, a cursor over playable cards only,
Enter on a card that may not be played says why, and Enter makes the hinted move."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from thousand_app.cards.engine import Card, Declare, Play, Reason
from thousand_app.ui.common.i18n import Translations
from thousand_app.ui.common.main_window import MainWindow
from thousand_app.ui.cards.prompts import playable as prompt_playable
from thousand_app.ui.cards.reasons import engine_reason, translated_reason

from tests.ui.conftest import start_fixed, wait_mode, wait_until

#: seat 1 wins the auction at 105 and leads spades: the human (seat 0) must follow
DEFENDING = {1: ["1 bid 105", "1 give KD 0", "1 give 9D 2", "1 play 9S"], 2: ["2 pass", "2 play KS"]}


def test_cursor_skips_unplayable_and_enter_says_why(qtbot: Any, window: MainWindow) -> None:
    screen = start_fixed(window, script=DEFENDING)
    c = window.controller
    assert c is not None
    wait_mode(qtbot, screen, "bid")
    screen.view.setFocus()                       # the table view has the focus, not the screen
    qtbot.keyClick(screen.view, Qt.Key.Key_P)    # pass
    checked = False
    for _ in range(10):
        wait_until(qtbot, lambda: screen.overlays.summary.isVisible()
                   or (screen.mode == "play" and screen.overlays.panel.isVisible()))
        if screen.overlays.summary.isVisible():
            break
        obs = c.game.observation(0)
        cards = screen.scene.viewer_cards()
        ok = set(prompt_playable(obs))
        before = len(obs.hand)
        if len(ok) < len(cards) and not checked:
            screen.view.setFocus()
            # arrows stop only on playable cards
            seen = set()
            for _ in range(len(cards) + 1):
                qtbot.keyClick(screen.view, Qt.Key.Key_Right)
                seen.add(screen.keys.focus_card())
            assert seen == ok
            # a digit may land on a card that may not be played: Enter says why, nothing is played
            bad = next(i for i, x in enumerate(cards) if x not in ok)
            qtbot.keyClick(screen.view, Qt.Key.Key_1 + bad)
            qtbot.keyClick(screen.view, Qt.Key.Key_Return)
            reason = c.game.reason(Play(0, Card(cards[bad])))
            assert reason is not None
            assert screen.overlays.panel.detail.text() == engine_reason(reason)
            assert translated_reason(reason) is not None     # our own words, translated
            assert len(c.game.observation(0).hand) == before
            checked = True
        # play a playable card with the keyboard
        qtbot.keyClick(screen.view, Qt.Key.Key_Right)
        assert screen.keys.focus_card() in ok
        qtbot.keyClick(screen.view, Qt.Key.Key_Return)
        wait_until(qtbot, lambda: len(c.game.observation(0).hand) < before or c.game.needs_deal)
    assert checked, "the human never had a card he may not play"


def test_keys_work_after_next_deal_and_in_the_bidding_panel(qtbot: Any,
                                                          window: MainWindow) -> None:
    screen = start_fixed(window, script={1: ["1 bid 105", "1 pass"], 2: ["2 pass"]})
    c = window.controller
    assert c is not None
    wait_mode(qtbot, screen, "bid")
    screen.overlays.panel.setFocus()
    qtbot.keyClick(screen.overlays.panel, Qt.Key.Key_B)            # bid 110 with the panel focused
    wait_mode(qtbot, screen, "exchange")
    for key in (Qt.Key.Key_1, Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Space,
                Qt.Key.Key_P):
        qtbot.keyClick(screen.view, key)
    wait_mode(qtbot, screen, "contract")
    screen.confirm_concede = False
    qtbot.keyClick(screen.view, Qt.Key.Key_C)             # concede: the deal ends
    wait_until(qtbot, lambda: screen.overlays.summary.isVisible())
    screen.overlays.summary.next_button.setFocus()
    qtbot.keyClick(screen.overlays.summary.next_button, Qt.Key.Key_Return)   # Next deal
    wait_until(qtbot, lambda: not screen.overlays.summary.isVisible())
    wait_until(qtbot, lambda: c.game.to_act == 0 and screen.overlays.panel.isVisible(),
               timeout=20000)
    # whatever prompt, the bar's hint key works with the view focused
    screen.view.setFocus()
    qtbot.keyClick(screen.view, Qt.Key.Key_H)
    wait_until(qtbot, lambda: screen.overlays.panel.detail.text().startswith(("Hint", "Thinking")))


def to_defending(qtbot: Any, window: MainWindow) -> tuple[Any, Any]:
    """The human passes and follows seat 1's lead (:data:`DEFENDING`): (screen, controller)."""
    screen = start_fixed(window, script=DEFENDING)
    c = window.controller
    assert c is not None
    wait_mode(qtbot, screen, "bid")
    qtbot.keyClick(screen, Qt.Key.Key_P)
    wait_mode(qtbot, screen, "play")
    return screen, c


def hint(qtbot: Any, screen: Any) -> None:
    """Press H and wait for the hint."""
    qtbot.keyClick(screen, Qt.Key.Key_H)
    wait_until(qtbot, lambda: screen.prompt is not None and screen.prompt.hinted is not None,
               timeout=30000)


def test_enter_makes_the_hinted_move(qtbot: Any, window: MainWindow) -> None:
    screen = start_fixed(window, script={1: ["1 bid 105", "1 pass"], 2: ["2 pass"]})
    c = window.controller
    assert c is not None
    wait_mode(qtbot, screen, "bid")
    hint(qtbot, screen)
    hinted = screen.prompt.hinted if screen.prompt is not None else None
    qtbot.keyClick(screen.view, Qt.Key.Key_Return)
    wait_until(qtbot, lambda: any(a == hinted for a in c.game.deals[-1][1]))


def test_hint_puts_the_cursor_on_the_card(qtbot: Any, window: MainWindow) -> None:
    screen, c = to_defending(qtbot, window)
    before = len(c.game.observation(0).hand)
    hint(qtbot, screen)
    hinted = screen.prompt.hinted if screen.prompt is not None else None
    assert isinstance(hinted, (Play, Declare))
    assert screen.keys.focus_card() == hinted.card
    assert "Enter" in screen.overlays.panel.detail.text()
    qtbot.keyClick(screen.view, Qt.Key.Key_Return)
    wait_until(qtbot, lambda: len(c.game.observation(0).hand) < before)
    assert hinted in c.game.deals[-1][1]


def test_reasons_in_russian(qapp: Any) -> None:
    tr = Translations()
    try:
        assert tr.use("ru") == "ru"
        assert engine_reason(Reason("follow_suit", "must follow suit (hearts)", 3)) == "Нужно ходить в масть: черви."
        # the English is never read: a reason without a code we know is shown as the engine wrote it
        assert engine_reason("must follow suit (hearts)") == "must follow suit (hearts)"
    finally:
        tr.use("en")


def test_every_refused_card_has_our_words() -> None:
    """Walk whole deals (3 and 4 players, must-beat on and off): each card that may not be
    played is refused with a reason we translate."""
    import random

    from thousand_app.cards.engine import Game, Phase, Rules

    rng = random.Random(5)
    seen = 0
    for n, rules in ((3, Rules()), (4, Rules()), (3, Rules.preset("polish"))):
        game = Game(rules, n, players=[f"P{i}" for i in range(n)], seed=n, deal=True)
        for _ in range(3):
            while not game.needs_deal and not game.is_over:
                seat = game.to_act
                assert seat is not None
                if game.phase in (Phase.PLAY, Phase.CONTRACT):
                    for card in game.observation(seat).hand:
                        reason = game.reason(Play(seat, card))
                        if reason is not None:
                            assert translated_reason(reason) is not None, reason
                            seen += 1
                game.apply(rng.choice(game.legal_actions()))
            if game.is_over:
                break
            game.deal()
    assert seen > 20


def test_hint_chooses_a_card_to_pass_without_ghost_labels(qtbot: Any, window: MainWindow) -> None:
    from thousand_app.cards.engine import Give, Raise

    screen = start_fixed(window, script={1: ["1 bid 105", "1 pass"], 2: ["2 pass"]})
    wait_mode(qtbot, screen, "bid")
    qtbot.keyClick(screen, Qt.Key.Key_B)
    wait_mode(qtbot, screen, "exchange")
    qtbot.keyClick(screen.view, Qt.Key.Key_H)
    wait_until(qtbot, lambda: screen.prompt is not None and screen.prompt.hinted is not None,
               timeout=30000)
    prompt = screen.prompt
    hinted = prompt.hinted if prompt is not None else None
    c = window.controller
    assert c is not None
    if isinstance(hinted, Raise):
        # (the strong player would raise first, which is legal before passing; a hinted
        # card to pass is shown the same way as below)
        from thousand_app.ui.cards.prompt_passing import targets

        to = targets(c.game.observation(0))
        hinted = Give(0, Card(screen.scene.viewer_cards()[3]), to[0])
        assert prompt is not None
        prompt.show_hint(hinted)
    assert isinstance(hinted, Give)
    assert screen.keys.focus_card() == hinted.card
    labelled = {it.card: it.label for it in screen.scene.cards.items() if it.label}
    selected = getattr(prompt, "selected")
    assert set(labelled) == set(selected)            # a label only on a chosen card
    assert selected == [hinted.card]
    assert labelled[hinted.card] == "→ " + c_name(window, hinted.to)
    qtbot.keyClick(screen.view, Qt.Key.Key_Space)       # Space takes it back: no label is left
    assert not any(it.label for it in screen.scene.cards.items())


def c_name(window: MainWindow, seat: int) -> str:
    c = window.controller
    assert c is not None
    return c.game.players[seat]
