"""The deal review's pictures for ``python -m thousand_app.ui.common.screenshots`` (its ``review`` scene).

A game played by the computer to the end of a deal where cards were played, reviewed with a
real analysis of your seat (a small search budget, so the pictures come quickly), shown at
the first marked decision (or in the middle of the play).
"""

from __future__ import annotations

import random
from typing import Any

from thousand_app.cards.engine import Concede, Dark, Game, Play, Redeal, Rules

#: The game of the pictures (the same every run).
SEED = 3
#: The search budget of the pictures' analysis (the window's default is the analysis's own).
BUDGET = 0.05


def review_game_for_pictures(names: list[str]) -> Game:
    """A three-player game with one finished deal in which cards were played."""
    game = Game(Rules(), 3, players=names, seed=SEED)
    rng = random.Random(SEED)
    while not game.history:
        acts = [a for a in game.legal_actions() if not isinstance(a, (Concede, Redeal, Dark))]
        game.apply(rng.choice(acts or game.legal_actions()))
    return game


def scene_review(s: Any) -> None:
    """The review window with an analysis shown; ``s`` is the screenshots' ``Shots``."""
    from .review import review_game
    from thousand_app.ui.common.waiting import settle, wait_for

    game = review_game_for_pictures(s.names)
    w = review_game(game, s.win.deck, humans=[0], parent=s.win)
    assert w is not None
    w.resize(*s.size)
    w.budget = BUDGET
    w.analyse()
    wait_for(lambda: not w.busy, 120)
    decisions = list(getattr(w.analysis, "decisions", ()) or ())
    marked = [d for d in decisions if d.mark]
    deal = w.deal
    assert deal is not None
    plays = [i for i, st in enumerate(deal.steps) if isinstance(st.action, Play)]
    step = marked[0].move + 1 if marked else plays[len(plays) // 2]
    w.show_step(step)
    settle(300)
    s.save("review", w)
    w.set_view_seat(0)
    w.show_step(plays[len(plays) // 3] if plays else 0)
    settle(200)
    s.save("review-as-seen", w)
    w.close()
