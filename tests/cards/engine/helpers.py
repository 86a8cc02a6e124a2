"""Small tools for engine tests: games with chosen cards, moves in record notation."""

from __future__ import annotations

import random
from typing import Any, Iterable, Sequence

from thousand_app.cards.engine import Game, Layout, Rules, parse_action
from thousand_app.cards.engine.actions import (BIDS, DEAD, DECLARES, DISCARDS, GIVES, PASSES, PLAYS, RAISES,
                                         Action, Concede, Dark, Decline, Redeal, Take)
from thousand_app.cards.engine.cards import FULL_DECK, Card, cards_of, mask_of, points_of
from thousand_app.cards.engine.deal import DealState
from thousand_app.cards.engine.events import Event


def cards(text: str) -> int:
    """A card set from ``"AH KH 9S"``."""
    return mask_of(Card.parse(t) for t in text.split())


def layout(hands: Sequence[str], talon: str | Sequence[str], dead: str = "") -> Layout:
    talons = (cards(talon),) if isinstance(talon, str) else tuple(cards(t) for t in talon)
    return Layout(tuple(cards(h) for h in hands), talons, cards(dead))


def rest_of_deck(*used: str) -> list[Card]:
    taken = 0
    for u in used:
        taken |= cards(u)
    return cards_of(FULL_DECK & ~taken)


def new_game(preset: str = "classic", n: int = 3, *, dealer: int = 0,
             totals: Sequence[int] | None = None, bolts: Sequence[int] | None = None,
             **options: Any) -> Game:
    return Game(Rules.preset(preset, **options), n, first_dealer=dealer, start_totals=totals,
                start_bolts=bolts, seed=0, deal=False)


def start(game: Game, hands: Sequence[str], talon: str | Sequence[str], dead: str = "") -> Game:
    game.deal(layout(hands, talon, dead))
    return game


def play(game: Game, *moves: str) -> list[Event]:
    """Apply moves in record notation; returns all events."""
    out: list[Event] = []
    for m in moves:
        out.extend(game.apply(parse_action(m)))
    return out


def play_out(game: Game, rng: random.Random | None = None) -> None:
    """Finish the current deal: lowest legal card each time (or random ones), declaring nothing."""
    while game.deal_state is not None:
        acts = game.legal_actions()
        plays = [a for a in acts if type(a).__name__ == "Play"]
        if rng is not None:
            game.apply(rng.choice(plays or acts))
        else:
            game.apply((plays or acts)[0])


def universe(n: int) -> list[Action]:
    """Every action any seat could ever try."""
    out: list[Action] = []
    for s in range(n):
        out += list(PLAYS[s]) + list(DECLARES[s]) + list(DISCARDS[s])
        for t in list(range(n)) + [DEAD]:
            out += list(GIVES[s][t])
        out += [BIDS[s][v] for v in range(19, 61)] + [RAISES[s][v] for v in range(19, 61)]
        out += [PASSES[s], Dark(s), Redeal(s), Decline(s), Take(s, 0), Take(s, 1), Concede(s)]
    return out


def locations(d: DealState) -> list[int]:
    """Every place a card can be, as masks (must be disjoint and cover the deck)."""
    parts = list(d.hands) + list(d.won) + [d.dead]
    talon_taken = d.declarer >= 0 and (not d.two_talons or d.talon_index >= 0)
    if not talon_taken:
        parts += list(d.layout.talons)
    elif d.two_talons and (d.phase_name != "done" or d.conceded or d.redeal):
        parts.append(d.spare)  # the untaken talon, until the last trick's winner takes it
    parts.append(mask_of(c for _, c in d.trick))
    return parts


def check_deal_invariants(d: DealState) -> None:
    parts = locations(d)
    assert sum(p.bit_count() for p in parts) == 24, "cards are missing or in two places"
    union = 0
    for p in parts:
        union |= p
    assert union == FULL_DECK, "a card is missing"
    if d.phase_name == "play" and not d.trick:
        sizes = {d.hands[s].bit_count() for s in d.active}
        assert len(sizes) == 1, f"hands of unequal size at a trick's start: {sizes}"
    if d.phase_name == "done" and not d.redeal and not d.conceded:
        taken = sum(points_of(w) for w in d.won)
        assert taken == 120 - points_of(d.dead), f"card points taken: {taken}"


def known_to(game: Game, seat: int) -> int:
    """Cards ``seat`` may know of in the current (or last) deal, computed independently."""
    d = game.deal_state or game.last_deal
    assert d is not None
    known = d.layout.hands[seat] | d.hands[seat]
    for trick, _ in d.trick_log:
        known |= mask_of(c for _, c in trick)
    known |= mask_of(c for _, c in d.trick)
    if d.declarer >= 0 and d.phase_name not in ("bidding", "take"):
        if d.talon_shown or seat == d.declarer:
            known |= d.talon
    for c, t in d.given:
        if seat in (d.declarer, t) or (game.rules.pass_cards_face_up and not d.dark and not d.golden):
            known |= 1 << c
    if seat == d.declarer:
        known |= d.discards
    if d.phase_name == "done" and d.two_talons:
        known |= d.spare
    return known


def observed_cards(obs: Any) -> int:
    """Every card that appears anywhere in an observation (events included)."""
    found = 0

    def visit(x: Any) -> None:
        nonlocal found
        if isinstance(x, Card):
            found |= 1 << x
        elif isinstance(x, (tuple, list)):
            for y in x:
                visit(y)
        elif hasattr(x, "__dataclass_fields__") and not isinstance(x, Rules):
            for name in x.__dataclass_fields__:
                visit(getattr(x, name))

    for name in obs.__dataclass_fields__:
        if name not in ("rules", "legal_actions"):
            visit(getattr(obs, name))
    return found


def sorted_strs(actions: Iterable[Action]) -> list[str]:
    return sorted(str(a) for a in actions)
