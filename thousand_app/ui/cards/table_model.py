"""The scene's mirror of the deal: which card item lies where, and the deal's public facts.

No Qt here: items are anything with a ``card`` attribute (``None`` while the viewer may not
know the face), so the bookkeeping is testable on its own.  Every count comes from the
engine (an :class:`Observation`, an event, :class:`Rules`); nothing here works out a rule.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Generic, Optional, Protocol, TypeVar

from thousand_app.cards.engine import Card, Observation, Phase, Rules
from thousand_app.cards.engine.events import Dealt

#: Suits in hand order (alternating colours), ranks high to low.
SUIT_ORDER = (0, 3, 1, 2)


def hand_sort_key(card: Optional[int]) -> tuple[int, int]:
    """Hand order: by suit (alternating colours), high to low; unknown cards last."""
    if card is None:
        return (9, 0)
    c = Card(card)
    return (SUIT_ORDER.index(c.suit), -c.rank)


class HasCard(Protocol):
    card: Optional[int]


Item = TypeVar("Item", bound=HasCard)


@dataclass
class DealFacts:
    """What everyone at the table knows about the deal: who deals, plays, declared what."""

    dealer: int = 0
    #: The seats playing this deal, in turn order from forehand (empty before a deal).
    active: tuple[int, ...] = ()
    declarer: Optional[int] = None
    contract: Optional[int] = None
    dark: bool = False
    trump: Optional[int] = None
    #: The last trick taken, (seat, card) in play order, and who took it.
    last_trick: tuple[tuple[int, int], ...] = ()
    last_trick_winner: Optional[int] = None

    def new_deal(self, dealer: int, active: tuple[int, ...]) -> None:
        self.dealer, self.active = dealer, active
        self.declarer = self.contract = self.trump = self.last_trick_winner = None
        self.dark = False
        self.last_trick = ()

    def observe(self, obs: Observation) -> None:
        self.dealer, self.active = obs.dealer, obs.active
        self.declarer, self.contract, self.dark = obs.declarer, obs.contract, obs.dark
        self.trump = obs.trump
        if obs.tricks_history:
            last, self.last_trick_winner = obs.tricks_history[-1]
            self.last_trick = tuple((s, int(c)) for s, c in last)
        else:
            self.last_trick, self.last_trick_winner = (), None


@dataclass
class TableCards(Generic[Item]):
    """Which item lies where: hands, talons, the trick, trick piles, laid-aside cards,
    the dead hand and the undealt deck."""

    hands: dict[int, list[Item]] = field(default_factory=dict)
    talons: list[list[Item]] = field(default_factory=list)
    #: (seat, item) in play order.
    trick: list[tuple[int, Item]] = field(default_factory=list)
    piles: dict[int, list[Item]] = field(default_factory=dict)
    #: Tricks each seat has won this deal (as the engine counts them).
    tricks_won: dict[int, int] = field(default_factory=dict)
    aside: list[Item] = field(default_factory=list)
    dead: list[Item] = field(default_factory=list)
    deck: list[Item] = field(default_factory=list)

    def reset(self, n: int) -> None:
        """An empty table for ``n`` seats."""
        self.hands = {s: [] for s in range(n)}
        self.piles = {s: [] for s in range(n)}
        self.tricks_won = {s: 0 for s in range(n)}
        self.talons, self.trick, self.aside, self.dead, self.deck = [], [], [], [], []

    def items(self) -> list[Item]:
        out: list[Item] = []
        for items in self.hands.values():
            out += items
        for t in self.talons:
            out += t
        out += [it for _, it in self.trick]
        for items in self.piles.values():
            out += items
        return out + self.aside + self.dead + self.deck

    def talon_index(self, item: Item) -> Optional[int]:
        return next((i for i, t in enumerate(self.talons) if item in t), None)

    # -- moves ------------------------------------------------------------------------------
    def sort_hand(self, seat: int) -> None:
        # By identity even while a card is still face down (a passed card about to turn up):
        # a card the viewer may not know has no identity here.
        self.hands[seat].sort(key=lambda it: hand_sort_key(it.card))

    def take_from_hand(self, seat: int, card: Optional[int]) -> Optional[Item]:
        """The item of ``card`` in ``seat``'s hand, else an unknown one (given that identity);
        None if the hand is empty."""
        hand = self.hands.get(seat, [])
        it = next((x for x in hand if card is not None and x.card == card), None)
        if it is None:
            pool = [x for x in hand if x.card is None] or hand
            if not pool:
                return None
            it = pool[len(pool) // 2]
        hand.remove(it)
        if card is not None and it.card is None:
            it.card = card
        return it

    def talon_items(self, index: Optional[int]) -> list[Item]:
        """The cards of talon ``index`` (two talons), or of every talon."""
        if len(self.talons) == 2 and index is not None:
            return list(self.talons[index])
        return [it for t in self.talons for it in t]

    def take_talon(self, index: Optional[int]) -> None:
        """Talon ``index`` leaves the middle (the other stays), or every talon does."""
        if len(self.talons) == 2 and index is not None:
            self.talons[index] = []
        else:
            self.talons = []

    def win_trick(self, winner: int, items: list[Item]) -> None:
        """The trick (``items``) goes to the winner's pile."""
        self.trick = []
        self.piles[winner].extend(items)
        self.tricks_won[winner] = self.tricks_won.get(winner, 0) + 1

    # -- from the engine ----------------------------------------------------------------------
    def deal_out(self, e: Dealt, rules: Rules, order: tuple[int, ...],
                 pile: list[Item]) -> list[tuple[int, Item, Optional[int]]]:
        """Deal from ``pile`` (taken from its end) as ``e`` says: each seat in ``order`` its
        hand, then the talons, then the dead hand.  Returns (seat, item, card or None) for
        the hands' cards; the items are put in place but get no faces here."""
        dealt: list[tuple[int, Item, Optional[int]]] = []
        for s in order:
            hand = e.hands[s]
            k = len(hand) if hand is not None else rules.hand_size(len(e.hands))
            for i in range(k):
                it = pile.pop()
                self.hands[s].append(it)
                dealt.append((s, it, hand[i] if hand is not None else None))
        self.talons = [[pile.pop() for _ in range(size)] for size in e.talon_sizes]
        self.dead = [pile.pop() for _ in range(e.dead_size)]
        return dealt

    def observe(self, obs: Observation, own: bool,
                make: Callable[[Optional[int], bool], Item]) -> None:
        """Lay out what ``obs`` shows, making each item with ``make(card, face_up)``;
        ``own``: the observing seat's hand is shown face up."""
        self.reset(obs.n_players)
        live = obs.phase not in (Phase.BETWEEN_DEALS, Phase.OVER)
        if obs.phase == Phase.BETWEEN_DEALS:
            return
        for s in range(obs.n_players):
            if s == obs.seat and own:
                self.hands[s] = [make(c, True) for c in obs.hand]
                self.sort_hand(s)
            else:
                self.hands[s] = [make(None, False) for _ in range(obs.hand_sizes[s])]
        if live:
            # The talons still on the table (a taken one as 0: the other keeps its place).
            self.talons = [[make(None, False) for _ in range(k)] for k in obs.talons_on_table]
        for seat, card in obs.trick:
            self.trick.append((seat, make(card, True)))
        for trick, winner in obs.tricks_history:
            self.piles[winner] += [make(card, False) for _, card in trick]
        self.tricks_won = dict(enumerate(obs.tricks_won))
        self.aside = [make(c, False) for c in obs.discards]
        self.dead = [make(None, False) for _ in range(obs.dead_hand_size)]


def new_cards(obs: Observation) -> frozenset[int]:
    """The cards that just came to the observing seat and are still new to him.

    The talon the declarer took (shown or hidden, one of two talons) is new until his first
    card passed or laid aside; the cards passed to a defender are new until he plays his
    first card.  Everything is read from the observation: who declared, the phase, the
    talon he took, what was passed to whom, which cards the seat has played.
    """
    seat = obs.seat
    hand = set(obs.hand)
    if obs.declarer == seat:
        untouched = not obs.given and not any(c is not None for c in obs.discards)
        if obs.phase == Phase.PASSING and untouched and obs.talon is not None:
            return frozenset(c for c in obs.talon if c in hand)
        return frozenset()
    played = any(s == seat for s, _ in obs.trick) or any(
        s == seat for trick, _ in obs.tricks_history for s, _ in trick)
    if played:
        return frozenset()
    return frozenset(c for c, to in obs.given if c is not None and to == seat and c in hand)
