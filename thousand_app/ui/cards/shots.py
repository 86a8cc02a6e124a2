"""The card game's screenshot scenes (``python -m thousand_app.ui.common.screenshots``).

The game is a fixed deal (the human wins the auction, passes two cards, declares hearts); the
other seats follow a short script, so the pictures are the same each run: the new-game
dialog, bidding, the talon shown, passing cards, the question before conceding, a trick in
progress with a trump, the end-of-deal summary, the score sheet, a hot-seat game, both decks,
the end of a game and the deal review.
"""

from __future__ import annotations

import time
from typing import Any, Callable

from thousand_app.cards.engine import Card, Concede, Game, Rules, parse_action
from thousand_app.storage import SeatConfig
from thousand_app.ui.common.cards import index_language, load_deck
from thousand_app.ui.common.shots import Shots
from thousand_app.ui.common.waiting import settle, wait_for

from .card_script import SCRIPT, ScriptedPlayer, layout, play_card, random_game
from .controller import COMPUTER, HUMAN, Seat
from .review_shots import scene_review

__all__ = ["SCENES", "deck_sheet", "hot_seat_turns"]


def seats(s: Shots) -> list[Seat]:
    """You and two computer players."""
    return [Seat(s.names[0], HUMAN), Seat(s.names[1], COMPUTER, "normal"),
            Seat(s.names[2], COMPUTER, "normal")]


def scene_new_game(s: Shots) -> None:
    from .newgame import NewGameDialog

    dlg = NewGameDialog(None, s.win)
    dlg.phases.setCurrentRow(3)  # the bidding options: the busiest page
    dlg.show()
    settle(200)
    s.save("new-game", dlg)
    dlg.close()


def scene_deal(s: Shots) -> None:
    """The scripted deal: bidding, the talon shown, passing, conceding, a trick, the summary."""
    from .concession import concession_box
    from .prompts import BiddingPrompt, PassingPrompt

    win = s.win
    game = Game(Rules(), 3, players=s.names, first_dealer=2, seed=11, deal=False)
    game.deal(layout())
    win.settings.animation_speed = s.motion
    win.settings.ai_pace_ms = int(300 * s.motion)
    win.part("cards").start_game(game, seats(s))
    c = win.controller
    screen = win.game_screen
    assert c is not None and screen is not None
    for seat, moves in SCRIPT.items():
        c.players[seat] = ScriptedPlayer(moves)
    wait_for(lambda: screen.mode == "bid" and not screen.scene.animator.busy)
    s.save("bidding")
    bidding = screen.prompt
    assert isinstance(bidding, BiddingPrompt)
    bidding.select_value(120)
    bidding.bid()
    # The talon turning up for everyone to see, or (no animation) already in the hand.
    wait_for(lambda: screen.mode == "exchange" or any(
        it.turning_up for t in screen.scene.talons for it in t), 20)
    settle(500)
    s.save("talon-shown")
    wait_for(lambda: screen.mode == "exchange" and not screen.scene.animator.busy)
    passing = screen.prompt
    assert isinstance(passing, PassingPrompt)
    passing.card_clicked(Card.parse("9C"))
    passing.card_clicked(Card.parse("9D"))
    s.save("passing-cards")
    box = concession_box(win, game, Concede(0))   # what conceding now would cost
    box.show()
    settle(200)
    s.save("concede", box)
    box.close()
    passing.confirm()
    wait_for(lambda: screen.mode == "contract" and not screen.scene.animator.busy)
    play_card(screen, Card.parse("AS"))
    wait_for(lambda: screen.mode == "play" and not screen.scene.animator.busy)
    c.pace_ms = 4000
    play_card(screen, Card.parse("KH"))
    wait_for(lambda: len(screen.scene.trick) == 2 and not screen.scene.animator.busy)
    settle(400)
    s.save("trick-with-trump")
    c.pace_ms = 0
    c.hurry()
    screen.set_speed(0)
    while not screen.overlays.summary.isVisible():
        if screen.mode in ("play", "contract"):
            obs = c.observation(0)
            play_card(screen, next(a.card for a in obs.legal_actions if hasattr(a, "card")))
        wait_for(lambda: screen.overlays.summary.isVisible() or (screen.mode == "play"
                                                        and not screen.scene.animator.busy), 10)
    s.save("deal-summary")


def scene_score_sheet(s: Shots) -> None:
    """A score sheet with a few deals behind it."""
    win = s.win
    sheet_game = random_game(7, 3, s.names)
    s.storage.save_as(" – ".join(s.names), sheet_game,        # (the saves' picture shows it)
                      [SeatConfig(p, "computer", "normal") for p in sheet_game.players],
                      "shots-cards")
    win.part("cards").start_game(sheet_game, [Seat(p, COMPUTER, "normal") for p in sheet_game.players])
    win.show_sheet()
    settle(300)
    assert win.part("cards").sheet is not None
    s.save("score-sheet", win.part("cards").sheet)
    win.part("cards").sheet.close()


def scene_hot_seat(s: Shots) -> None:
    """Two people and the computer: the curtain, the table after the first trick."""
    win, names = s.win, s.names
    hot_seats = [Seat(names[0], HUMAN), Seat(names[1], HUMAN), Seat(names[2], COMPUTER, "normal")]
    hot = Game(Rules(), 3, players=names, first_dealer=2, seed=11, deal=False)
    hot.deal(layout())
    win.settings.animation_speed = 0.0
    win.part("cards").start_game(hot, hot_seats)
    hc = win.controller
    hs = win.game_screen
    assert hc is not None and hs is not None
    hc.players[2] = ScriptedPlayer(SCRIPT[2])
    hot_moves = {0: ["0 bid 120", "0 give 9C 1", "0 give 9D 2", "0 play AS"],
                 1: ["1 bid 105", "1 pass", "1 play 9S"]}
    hot_seat_turns(hs, hc, hot_moves, lambda: len(hot.deals[-1][1]) >= 9)
    wait_for(lambda: hs.overlays.curtain.isVisible() or hs.prompt is not None)
    if hs.overlays.curtain.isVisible():
        settle(200)
        s.save("hot-seat-curtain")
        hs.curtain_ready()
    wait_for(lambda: hs.mode in ("play", "contract") and not hs.scene.animator.busy)
    settle(300)
    s.save("hot-seat-after-first-trick")


def scene_decks(s: Shots) -> None:
    """Both decks (the corner letters of the language), every card of the game and a back."""
    for key in ("thousand", "classic"):
        deck, _ = load_deck(key, False, "blue", index_language("language", s.language))
        s.save_pixmap(f"deck-{key}", deck_sheet(deck))


def scene_game_over(s: Shots) -> None:
    """The end of a game: you are on the barrel and make your contract."""
    end = Game(Rules(), 3, players=s.names, first_dealer=2, seed=11, deal=False,
               start_totals=(880, 615, 340))
    end.deal(layout())
    for text in ("1 bid 105", "2 pass", "0 bid 120", "1 pass", "0 give 9C 1", "0 give 9D 2",
                 "0 play AS", "1 play 9S", "2 play KS", "0 declare KH", "1 play 9H",
                 "2 play 10H"):
        end.apply(parse_action(text))
    players = [ScriptedPlayer([]) for _ in range(3)]
    while not end.is_over and not end.needs_deal:
        actor = end.to_act
        assert actor is not None
        end.apply(players[actor].act(end.observation(actor)))
    s.win.part("cards").start_game(end, seats(s))
    settle(400)
    s.save("game-over")


#: The card game's pictures, in order.
SCENES: tuple[Callable[[Shots], None], ...] = (
    scene_new_game, scene_deal, scene_score_sheet, scene_hot_seat, scene_decks, scene_game_over,
    scene_review)


def hot_seat_turns(screen: Any, c: Any, moves: dict[int, list[str]],
                   done: Callable[[], bool]) -> None:
    """Play the people's turns of a hot-seat game from ``moves`` (the first legal move when a
    move is not legal), taking each seat behind the curtain, until ``done()``."""
    scripts = {seat: ScriptedPlayer(m) for seat, m in moves.items()}
    end = time.monotonic() + 60
    while not done() and time.monotonic() < end:
        wait_for(lambda: done() or screen.overlays.curtain.isVisible() or (
            screen.prompt is not None and screen.overlays.panel.isVisible()
            and not screen.scene.animator.busy), 10)
        if done():
            return
        if screen.overlays.curtain.isVisible():
            screen.curtain_ready()
            continue
        prompt = screen.prompt
        if prompt is None:
            continue
        obs = c.observation(prompt.seat)
        if prompt.mode == "claim":
            screen.answer_claim(prompt, None)
            continue
        screen.submit(scripts[prompt.seat].act(obs))
        settle(50)


def deck_sheet(deck: Any) -> Any:
    """The 24 cards of the game in four rows, with a back: a picture of a deck."""
    from PySide6.QtGui import QColor, QPainter, QPixmap

    w = 110
    h = int(w * deck.aspect)
    pm = QPixmap(7 * (w + 8) + 8, 4 * (h + 8) + 8)
    pm.fill(QColor("#1f6b40"))
    p = QPainter(pm)
    for s in range(4):
        for r in range(6):
            p.drawPixmap(8 + r * (w + 8), 8 + s * (h + 8), deck.pixmap(Card(s * 6 + r), w))
        p.drawPixmap(8 + 6 * (w + 8), 8 + s * (h + 8), deck.pixmap(None, w))
    p.end()
    return pm
