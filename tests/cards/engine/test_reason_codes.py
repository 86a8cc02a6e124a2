"""Refusals carry a stable code and parameters beside the English sentence."""

from __future__ import annotations

import pickle
import random

from thousand_app.cards.engine import Game, Play, Reason, Rules
from thousand_app.cards.engine.cards import Card

PLAY_CODES = {"beat_trick", "follow_suit", "beat_trump", "play_trump", "not_in_hand",
              "give_first", "discard_first", "barrel_raise_first", "no_play_yet", "declarer_leads",
              "not_your_turn", "marriage_needs_trick"}


def test_reason_is_the_sentence_and_survives_pickling() -> None:
    r = Reason("follow_suit", "must follow suit (hearts)", 3)
    assert r == "must follow suit (hearts)" and isinstance(r, str)
    back = pickle.loads(pickle.dumps(r))
    assert (back, back.code, back.params) == (r, "follow_suit", (3,))


def test_every_refused_card_in_real_deals_has_a_code_and_the_suit_it_names() -> None:
    seen: set[str] = set()
    for seed in range(12):
        rng = random.Random(seed)
        game = Game(Rules(), 3, seed=seed)
        for _ in range(200):
            if game.is_over or game.deal_state is None:
                break
            legal = game.legal_actions()
            if not legal:
                game.next_deal()
                continue
            for seat, c in ((s, c) for s in range(3) for c in range(24)):
                reason = game.reason(Play(seat, Card(c)))
                if reason is None:
                    continue
                assert isinstance(reason, Reason), reason
                assert reason.code in PLAY_CODES, reason
                seen.add(reason.code)
                if reason.code in ("follow_suit", "beat_trick", "beat_trump", "play_trump"):
                    suit = reason.params[0]
                    assert isinstance(suit, int)
                    assert ("spades", "clubs", "diamonds", "hearts")[suit] in reason
            game.apply(rng.choice(legal))
    assert {"follow_suit", "not_in_hand", "not_your_turn", "no_play_yet"} <= seen
