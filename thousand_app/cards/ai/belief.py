"""What a seat knows about the hidden cards, and sampling of worlds consistent with it.

:class:`Belief` is built from an :class:`~thousand_app.cards.engine.Observation` only.
It records where every card is known to be, which cards each other seat cannot
hold (voids shown by failing to follow suit or to trump, and with ``must_beat``
the higher cards a player did not beat with), which cards he must hold (the
talon turned up, cards passed face up or to us, the partner of a declared
marriage) and the marriages implied by bids and raises above 120.

:meth:`Belief.sample` deals the unseen cards to the hidden places (other hands,
unseen talons, the dead hand, laid-aside cards) respecting all of that: it pins
one satisfying marriage set per bid constraint, then deals the most constrained
cards first, with retries and an exact backtracking fallback, so it never hangs.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations
from typing import Optional

from thousand_app.cards.engine import (DARK_CONTRACT, Observation, Phase, beats, bid_cap, legal_mask,
                                 trick_winner)
from thousand_app.cards.engine.cards import (ACE_MARRIAGE_VALUE, ACES, CARD_SUIT, FULL_DECK,
                                       MARRIAGE_MASKS, MARRIAGE_VALUES, SUIT_LETTERS, mask_of,
                                       points_of)
from thousand_app.cards.engine.events import (CardDiscarded, CardGiven, CardPlayed, ContractRaised,
                                        MarriageDeclared, SpareTalonTaken, TalonTaken,
                                        TrickWon)
from thousand_app.cards.engine.rules import Rules

from .heuristics import expected_points, talon_size
from .sim import PlayRules, Position, bits

#: Auction hints: how far (points of expected hand value) a bid or pass may stray, the
#: scale of the weight's fall-off, and how many worlds to draw for one sample at most.
HINT_MARGIN = 25
HINT_SCALE = 15.0
HINT_TRIES = 6
#: Hidden place kinds besides other seats' hands.
TALON, DEAD_PILE, SPARE, DISCARDS = "talon", "dead", "spare", "discards"


@dataclass
class Place:
    """Somewhere unseen cards lie: a seat's hand (``seat`` >= 0) or a pile."""

    name: str
    seat: int
    size: int
    known: int = 0
    forbid: int = 0


@dataclass
class World:
    """One complete guess of the cards: every active hand, the talons, the hidden piles."""

    hands: list[int]
    talons: list[int]
    dead: int = 0
    spare: int = 0
    discards: int = 0


@dataclass
class Belief:
    """Everything ``seat`` knows about where the cards are (from its observation only)."""

    obs: Observation
    seat: int
    hand: int
    places: list[Place] = field(default_factory=list)
    #: Cards whose place is known to this seat (own hand, played, seen).
    seen: int = 0
    #: (seat, marriages needed, cards he is known to have held besides his hand now).
    marriage_needs: list[tuple[int, int, int]] = field(default_factory=list)
    played_by: list[int] = field(default_factory=list)
    #: Per-card allowed places overriding the default (public talon cards).
    allowed_override: dict[int, int] = field(default_factory=dict)
    #: Soft hints from the auction: (seat, low, high, cards to add, cards to remove) — the
    #: expected points of the seat's dealt hand (rebuilt from his hand now) lie in low..high.
    hints: list[tuple[int, int, int, int, int]] = field(default_factory=list)

    @property
    def rules(self) -> Rules:
        return self.obs.rules

    @property
    def unseen(self) -> int:
        return FULL_DECK & ~self.seen

    def place_of(self, name: str, seat: int = -1) -> Optional[Place]:
        for p in self.places:
            if p.name == name and p.seat == seat:
                return p
        return None

    def possible(self, seat: int) -> int:
        """Cards that seat ``seat`` may hold now (known ones included)."""
        p = self.place_of("hand", seat)
        if p is None:
            return 0
        return p.known | (self.unseen & ~p.forbid)

    # -- sampling ------------------------------------------------------------------------
    def sample(self, rng: random.Random) -> World:
        """One world consistent with everything known (never hangs).

        The auction's soft hints (a bidder's hand is worth about his bid, a player who
        passed holds less) weight the worlds: a drawn world is kept with probability
        :meth:`weight`, else another is drawn (at most ``HINT_TRIES``; then the likeliest).
        """
        if not self.hints:
            return self._sample_once(rng)
        best: Optional[World] = None
        best_w = -1.0
        for _ in range(HINT_TRIES):
            world = self._sample_once(rng)
            w = self.weight(world)
            if rng.random() < w:
                return world
            if w > best_w:
                best, best_w = world, w
        assert best is not None
        return best

    def weight(self, world: World) -> float:
        """How well a world fits the auction's soft hints (1: fully)."""
        rules = self.rules
        talon = talon_size(self.obs)
        w = 1.0
        for seat, lo, hi, add, remove in self.hints:
            est = expected_points((world.hands[seat] | add) & ~remove, rules, talon)
            if est < lo:
                w *= math.exp((est - lo) / HINT_SCALE)
            elif est > hi:
                w *= math.exp((hi - est) / HINT_SCALE)
        return w

    def _sample_once(self, rng: random.Random) -> World:
        for attempt in range(60):
            got = self._try_deal(rng, use_needs=attempt < 40)
            if got is not None:
                return self._world(got)
        got = self._backtrack_deal(rng)
        return self._world(got)

    def _allowed(self, card: int) -> int:
        m = 0
        for i, p in enumerate(self.places):
            if not p.forbid >> card & 1:
                m |= 1 << i
        o = self.allowed_override.get(card)
        if o is not None:
            return m & o or o
        return m

    def _try_deal(self, rng: random.Random, use_needs: bool) -> Optional[list[int]]:
        places = self.places
        content = [p.known for p in places]
        room = [p.size - p.known.bit_count() for p in places]
        todo = self.unseen
        if use_needs:
            for seat, need, extra in self.marriage_needs:
                idx = self._hand_index(seat)
                if idx < 0:
                    continue
                pinned = self._pin_marriages(rng, idx, need, extra | content[idx], todo, room[idx])
                if pinned is None:
                    return None
                content[idx] |= pinned
                room[idx] -= pinned.bit_count()
                todo &= ~pinned
        cards = bits(todo)
        rng.shuffle(cards)
        allowed = {c: self._allowed(c) for c in cards}
        cards.sort(key=lambda c: allowed[c].bit_count())
        for c in cards:
            a = allowed[c]
            total = 0
            for i in bits(a):
                total += room[i]
            if total <= 0:
                return None
            r = rng.randrange(total)
            for i in bits(a):
                r -= room[i]
                if r < 0:
                    content[i] |= 1 << c
                    room[i] -= 1
                    break
        if any(room):
            return None
        return content

    def _hand_index(self, seat: int) -> int:
        for i, p in enumerate(self.places):
            if p.name == "hand" and p.seat == seat:
                return i
        return -1

    def _pin_marriages(self, rng: random.Random, idx: int, need: int, have: int, free: int,
                       room: int) -> Optional[int]:
        """Unseen cards to add to place ``idx`` so its marriages reach ``need``."""
        place = self.places[idx]
        options: list[tuple[int, int]] = []  # (mask, value)
        for s in range(4):
            options.append((MARRIAGE_MASKS[s], MARRIAGE_VALUES[s]))
        if self.rules.ace_marriage:
            options.append((ACES, ACE_MARRIAGE_VALUE))
        choices: list[int] = []
        for k in range(1, len(options) + 1):
            for combo in combinations(options, k):
                value = sum(v for _, v in combo)
                if value < need:
                    continue
                want = 0
                for m, _ in combo:
                    want |= m
                missing = want & ~have
                if missing & ~free or missing & place.forbid or missing.bit_count() > room:
                    continue
                choices.append(missing)
        if not choices:
            return None
        return rng.choice(choices)

    def _backtrack_deal(self, rng: random.Random) -> list[int]:
        """An exact (if not uniform) deal respecting the hard constraints; falls back to any deal."""
        places = self.places
        content = [p.known for p in places]
        room = [p.size - p.known.bit_count() for p in places]
        cards = bits(self.unseen)
        rng.shuffle(cards)
        allowed = [self._allowed(c) for c in cards]
        order = sorted(range(len(cards)), key=lambda i: allowed[i].bit_count())
        steps = [0]

        def go(k: int) -> bool:
            steps[0] += 1
            if k == len(order) or steps[0] > 20_000:
                return k == len(order)
            j = order[k]
            for i in bits(allowed[j]):
                if room[i]:
                    room[i] -= 1
                    content[i] |= 1 << cards[j]
                    if go(k + 1):
                        return True
                    room[i] += 1
                    content[i] &= ~(1 << cards[j])
            return False

        if go(0):
            return content
        # Inconsistent knowledge (should not happen): ignore the soft constraints.
        content = [p.known for p in places]
        room = [p.size - p.known.bit_count() for p in places]
        for c in cards:
            for i in range(len(places)):
                if room[i]:
                    content[i] |= 1 << c
                    room[i] -= 1
                    break
        return content

    def _world(self, content: list[int]) -> World:
        obs = self.obs
        hands = [0] * obs.n_players
        hands[self.seat] = self.hand
        talons: list[int] = []
        w = World(hands, talons)
        for p, m in zip(self.places, content):
            if p.name == "hand":
                hands[p.seat] = m
            elif p.name == TALON:
                talons.append(m)
            elif p.name == DEAD_PILE:
                w.dead = m
            elif p.name == SPARE:
                w.spare = m
            elif p.name == DISCARDS:
                w.discards = m
        return w

    # -- positions -------------------------------------------------------------------------
    def play_rules(self) -> PlayRules:
        r = self.rules
        return PlayRules(r.must_beat, r.marriage_needs_trick, r.ace_marriage)

    def position(self, world: World) -> Position:
        """The trick-play position of a sampled world (phase play, or exchange when complete)."""
        obs = self.obs
        n = obs.n_players
        order = obs.active
        nxt = [-1] * n
        for i, s in enumerate(order):
            nxt[s] = order[(i + 1) % len(order)]
        decl = obs.declarer if obs.declarer is not None else order[0]
        points = [obs.trick_points[s] + obs.marriage_points[s] for s in range(n)]
        if world.discards:
            points[decl] += points_of(world.discards)
        elif obs.discards and all(c is not None for c in obs.discards):
            points[decl] += points_of(mask_of(c for c in obs.discards if c is not None))
        won_any = 0
        for s in range(n):
            if obs.tricks_won[s]:
                won_any |= 1 << s
        trump = obs.trump if obs.trump is not None else -1
        pos = Position(self.play_rules(), world.hands[:], order, tuple(nxt), decl,
                       obs.to_act if obs.to_act is not None else decl, trump, points=points,
                       won_any=won_any, spare=points_of(world.spare))
        if obs.trick:
            pos.lead_suit = CARD_SUIT[obs.trick[0][1]]
            pos.win_seat, pos.win_card = obs.trick[trick_winner([c for _, c in obs.trick], trump)]
            pos.trick_mask = mask_of(c for _, c in obs.trick)
            pos.trick_len = len(obs.trick)
        return pos


def build_belief(obs: Observation, hints: bool = True) -> Belief:
    """What ``obs.seat`` knows about every card, from its observation (``hints``: also
    weight worlds by what the auction says of each hand)."""
    me = obs.seat
    n = obs.n_players
    rules = obs.rules
    hand = mask_of(obs.hand)
    b = Belief(obs, me, hand, played_by=[0] * n)
    seen = hand
    decl = obs.declarer
    taken = False
    two_talons = rules.two_talons(n)
    talon_public = 0
    given_known: list[tuple[int, int]] = []
    given_hidden: list[int] = []  # targets of face-down gives we did not see
    discards_hidden = 0
    declared_partner: list[tuple[int, int]] = []  # (seat, card) that must still be in hand
    forbid = [0] * n
    # Replay the events to learn voids and shown cards.
    trump = -1
    lead_suit = -1
    win = -1
    for e in obs.events:
        if isinstance(e, TalonTaken):
            taken = True
            if e.cards is not None and e.seat != me:
                talon_public = mask_of(e.cards)
        elif isinstance(e, CardGiven):
            if e.card is not None:
                seen |= 1 << e.card
                given_known.append((e.card, e.to))
            elif e.to != me:
                given_hidden.append(e.to)
        elif isinstance(e, SpareTalonTaken):
            for spare_card in e.cards:
                seen |= 1 << spare_card
        elif isinstance(e, CardDiscarded):
            if e.card is None:
                discards_hidden += 1
        elif isinstance(e, MarriageDeclared):
            if e.suit in SUIT_LETTERS and e.seat != me:
                s = SUIT_LETTERS.index(e.suit)
                trump = s
                lead_suit = s
                # The led card is the last played; its partner is still in his hand.
                for c in bits(MARRIAGE_MASKS[s]):
                    declared_partner.append((e.seat, c))
        elif isinstance(e, CardPlayed):
            c = e.card
            seen |= 1 << c
            b.played_by[e.seat] |= 1 << c
            if e.position == 0:
                lead_suit = CARD_SUIT[c]
                win = c
            else:
                forbid[e.seat] |= ruled_out(c, lead_suit, win, trump, rules.must_beat)
                if beats(c, win, trump):
                    win = c
        elif isinstance(e, TrickWon):
            lead_suit = -1
            win = -1
        if isinstance(e, MarriageDeclared) and e.suit in SUIT_LETTERS and e.seat == me:
            trump = SUIT_LETTERS.index(e.suit)
    if obs.talon is not None:
        seen |= mask_of(obs.talon)
    if obs.discards:
        for shown in obs.discards:
            if shown is not None:
                seen |= 1 << shown
    # Cards known to lie in another seat's hand now.
    known_in = [0] * n
    dead_known = 0
    for c, t in given_known:
        if t == -1:
            dead_known |= 1 << c
        elif t != me and not any(b.played_by[s] >> c & 1 for s in range(n)):
            known_in[t] |= 1 << c
    for s, c in declared_partner:
        if not any(b.played_by[x] >> c & 1 for x in range(n)):
            known_in[s] |= 1 << c
            seen |= 1 << c
    places: list[Place] = []
    for s in obs.active:
        if s == me:
            continue
        places.append(Place("hand", s, obs.hand_sizes[s], known_in[s] & ~b.played_by[s],
                            forbid[s]))
    # Hidden piles.
    if not taken:
        for size in obs.talons_on_table:
            places.append(Place(TALON, -1, size))
    elif two_talons:
        if sum(obs.talons_on_table):  # the spare talon, until the last trick takes it
            places.append(Place(SPARE, -1, sum(obs.talons_on_table)))
        if discards_hidden:
            places.append(Place(DISCARDS, -1, discards_hidden))
    if obs.dead_hand_size:
        places.append(Place(DEAD_PILE, -1, obs.dead_hand_size, dead_known))
    # Public talon cards still unaccounted for: in the declarer's hand, or passed or laid
    # aside face down.
    if talon_public and decl is not None and decl != me:
        played = 0
        for m in b.played_by:
            played |= m
        loose = talon_public & ~played & ~seen_given(given_known)
        for p in places:
            loose &= ~p.known
        targets = 0
        for i, p in enumerate(places):
            if ((p.name == "hand" and (p.seat == decl or p.seat in given_hidden))
                    or p.name == DISCARDS or (p.name == DEAD_PILE and -1 in given_hidden)):
                targets |= 1 << i
        if targets.bit_count() == 1:
            places[targets.bit_length() - 1].known |= loose
        else:
            for c in bits(loose):
                b.allowed_override[c] = targets
    seen |= dead_known
    for p in places:
        seen |= p.known
    # Public talon cards that are loose must not be dealt as known.
    for c in b.allowed_override:
        seen &= ~(1 << c)
    b.places = places
    b.seen = seen
    # Marriages implied by bids and raises above what a hand without any allows (the cap).
    if rules.marriage_cap:
        bare = bid_cap(rules, 0)
        need: dict[int, int] = {}
        for s, v in obs.auction:
            if v > bare and s != me:
                need[s] = max(need.get(s, 0), v - bare)
        for e in obs.events:
            if isinstance(e, ContractRaised) and e.seat != me and e.value > bare:
                need[e.seat] = max(need.get(e.seat, 0), e.value - bare)
        for s, v in need.items():
            extra = b.played_by[s]
            if decl == s:
                extra |= seen_given(given_known)
            b.marriage_needs.append((s, v, extra))
    if hints:
        _auction_hints(b, obs, given_known, talon_public)
    return b


def _auction_hints(b: Belief, obs: Observation, given_known: list[tuple[int, int]],
                   talon_public: int) -> None:
    """What the bids and passes say about each other seat's dealt hand (soft)."""
    me = obs.seat
    decl = obs.declarer
    lo: dict[int, int] = {}
    hi: dict[int, int] = {}
    high = 100
    step = obs.rules.bid_step
    for s, v in obs.auction:
        if v < 0:
            high = DARK_CONTRACT
            continue
        if s == me:
            high = max(high, v)
            continue
        if v > 0:
            lo[s] = max(lo.get(s, 0), v - HINT_MARGIN)
            high = v
        else:
            hi[s] = min(hi.get(s, 999), high + step + HINT_MARGIN)
    taken = decl is not None and obs.phase not in (Phase.BIDDING, Phase.TAKE)
    for s in set(lo) | set(hi):
        add = b.played_by[s]
        remove = 0
        for c, t in given_known:
            if t == s:
                remove |= 1 << c
        if taken and s == decl:
            if not talon_public:
                continue
            add |= seen_given(given_known)
            remove = talon_public
        b.hints.append((s, lo.get(s, 0), hi.get(s, 999), add, remove))


@lru_cache(maxsize=None)
def ruled_out(card: int, lead_suit: int, win: int, trump: int, must_beat: bool) -> int:
    """The cards a follower who played ``card`` to this trick cannot hold: each card that,
    held beside it, would have made it illegal (by the engine's :func:`legal_mask`)."""
    out = 0
    for other in range(24):
        if other != card and not legal_mask(1 << card | 1 << other, lead_suit, win, trump,
                                            must_beat) >> card & 1:
            out |= 1 << other
    return out


def seen_given(given_known: list[tuple[int, int]]) -> int:
    m = 0
    for c, _ in given_known:
        m |= 1 << c
    return m


__all__ = ["Belief", "World", "Place", "build_belief"]
