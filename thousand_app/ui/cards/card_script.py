"""A fixed card deal and scripted computer seats: the same pictures every run for the screenshot
command, and the same deal for the tests that play it.

The deal: seat 0 (you) holds the hearts marriage and wins the auction, passes two cards and
declares hearts; the other seats follow :data:`SCRIPT`.
"""

from __future__ import annotations

from typing import Sequence

from thousand_app.cards.engine import (Action, Card, Decline, Game, Layout, Observation, Rules,
                                       mask_of, parse_action)

__all__ = ["HANDS", "TALON", "SCRIPT", "layout", "ScriptedPlayer", "play_card", "random_game"]

#: The fixed deal: seat 0 (you) holds the hearts marriage; the talon has the king of diamonds.
HANDS = {
    0: "AS 10S KH QH AH 9C JD",
    1: "9S JS QS AC 10C 10D 9H",
    2: "KS JC KC AD QD JH 10H",
}
TALON = "KD 9D QC"
#: What the computer seats do, in order (a move that is not legal is replaced by the first legal one).
SCRIPT = {
    1: ["1 bid 105", "1 pass", "1 play 9S", "1 play 9H"],
    2: ["2 pass", "2 play KS", "2 play 10H"],
}


def layout() -> Layout:
    hands = tuple(mask_of(Card.parse(c) for c in HANDS[s].split()) for s in range(3))
    return Layout(hands, (mask_of(Card.parse(c) for c in TALON.split()),))


class ScriptedPlayer:
    """A stand-in computer seat for the pictures: plays its script, then the first legal move."""

    level = "script"

    def __init__(self, moves: Sequence[str]) -> None:
        self.moves = [parse_action(m) for m in moves]

    def act(self, obs: Observation) -> Action:
        if isinstance(obs.legal_actions[0], Decline):   # an opening claim: never (the script
            return obs.legal_actions[0]                 # goes on with the deal)
        while self.moves:
            a = self.moves.pop(0)
            if a in obs.legal_actions:
                return a
        return obs.legal_actions[0]


def play_card(screen: object, card: Card) -> None:
    """Play a card as a click on it would."""
    prompt = getattr(screen, "prompt")
    assert prompt is not None
    prompt.card_clicked(card)


def random_game(n_deals: int, seed: int, names: Sequence[str]) -> Game:
    """A game of computer players (random moves) after a few deals, for the score sheet."""
    from thousand_app.cards.ai import make_player

    game = Game(Rules(), 3, players=list(names), seed=seed)
    players = [make_player("random", seed + i) for i in range(3)]
    while len(game.history) < n_deals and not game.is_over:
        if game.needs_deal:
            game.deal()
            continue
        seat = game.to_act
        assert seat is not None
        game.apply(players[seat].act(game.observation(seat)))
    return game
