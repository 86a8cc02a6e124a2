"""One deal as a state machine: redeal claims, bidding, talon, passing, raising, tricks.

The deal knows nothing of totals; the match (:mod:`.game`) tells it, in a
:class:`DealSetup`, the few facts it needs (who is on the barrel, who may bid...)
and settles the outcome when it is over.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from .actions import (BIDS, DEAD, DECLARES, DISCARDS, GIVES, PASSES, PLAYS, RAISES, Action, Bid,
                      Concede, Dark, Declare, Discard, Give, Pass, Play, Raise, Redeal, Take)
from .cards import (ACE, ACE_MARRIAGE, ACE_MARRIAGE_VALUE, ACES, CARD_SUIT, KING,
                    MARRIAGE_MASKS, MARRIAGE_VALUES, NINES, QUEEN, SUIT_LETTERS, SUIT_NAMES,
                    Card, cards_of, marriage_total, points_of)
from .errors import IllegalActionError, Reason
from .phase import Phase
from .events import (AuctionWon, BidMade, CardDiscarded, CardGiven, CardPlayed, Conceded,
                     ContractRaised, DarkAnnounced, DarkBroken, Event, MarriageDeclared, Passed,
                     RedealClaimed, SpareTalonTaken, TalonTaken, TrickWon)
from .rules import (BARREL_MIN_CONTRACT, BARREL_TALON_CONTRACT, CAP_WITHOUT_MARRIAGE,
                    DARK_CONTRACT, GOLDEN_CONTRACT, MAX_CONTRACT, OPENING_BID, Rules)
from .tricks import beats, legal_mask, trick_reason

BIDDING, TAKE, EXCHANGE, PLAY, DONE = range(5)
PHASE_NAMES = ("bidding", "take", "exchange", "play", "done")
_TABLE_PHASES = (Phase.BIDDING, Phase.TAKE, Phase.PASSING, Phase.PLAY, Phase.BETWEEN_DEALS)

_ONLY_DECLARER = {
    Give: "only the declarer passes cards",
    Discard: "only the declarer lays cards aside",
    Raise: "only the declarer may raise the contract",
    Concede: "only the declarer may concede",
}

_IS_KQ = tuple(c % 6 in (KING, QUEEN) for c in range(24))
_IS_ACE = tuple(c % 6 == ACE for c in range(24))
# Per K/Q card: the mask of the marriage it belongs to.
_MARRIAGE_OF = tuple(MARRIAGE_MASKS[c // 6] for c in range(24))


@dataclass(frozen=True, slots=True)
class DealSetup:
    """What the match tells a deal as it starts."""

    n_players: int
    dealer: int
    golden: bool = False
    #: ``barrel_mode = talon``: forehand is on the barrel and plays his barrel deal.
    barrel_deal: bool = False
    on_barrel: tuple[bool, ...] = ()
    #: False for a seat that may not bid (minus_bidding, waiting on the barrel).
    may_bid: tuple[bool, ...] = ()
    #: False for a seat that has used up its concessions (``concede_limit``).
    may_concede: tuple[bool, ...] = ()


@dataclass(frozen=True, slots=True)
class Layout:
    """The cards of a deal as dealt: hands by seat (masks; 0 for the sitter), talons, dead hand."""

    hands: tuple[int, ...]
    talons: tuple[int, ...]
    dead: int = 0


def active_seats(n_players: int, dealer: int) -> tuple[int, ...]:
    """Seats that play this deal, in turn order from forehand."""
    if n_players == 4:
        return tuple((dealer + i) % 4 for i in (1, 2, 3))
    return tuple((dealer + 1 + i) % n_players for i in range(n_players))


def bid_cap(rules: Rules, hand: int) -> int:
    """The highest bid or contract the hand allows (ruling 1)."""
    if not rules.marriage_cap:
        return MAX_CONTRACT
    return min(MAX_CONTRACT, CAP_WITHOUT_MARRIAGE + marriage_total(hand, rules.ace_marriage))


def _cap_reason(rules: Rules, hand: int, value: int) -> str | None:
    if value > MAX_CONTRACT:
        return f"no bid may exceed {MAX_CONTRACT}"
    cap = bid_cap(rules, hand)
    if value > cap:
        if cap == CAP_WITHOUT_MARRIAGE:
            return f"bids above {CAP_WITHOUT_MARRIAGE} need a marriage in hand"
        return f"with the marriages in your hand you may go up to {cap} at most"
    return None


def redeal_reasons(rules: Rules, hand: int) -> list[str]:
    """Opening redeal conditions the dealt hand meets (``four_nines``, ``weak_hand``)."""
    out = []
    if rules.redeal_four_nines and hand & NINES == NINES:
        out.append("four_nines")
    if rules.redeal_weak_hand and points_of(hand) < rules.redeal_weak_hand_below:
        out.append("weak_hand")
    return out


#: A talon worth fewer card points than this is bad (``redeal_bad_talon``, ruling 10).
BAD_TALON_POINTS = 5


def bad_talon(talon: int) -> bool:
    """A talon worth fewer than BAD_TALON_POINTS points or holding two nines (ruling 10)."""
    return points_of(talon) < BAD_TALON_POINTS or (talon & NINES).bit_count() >= 2


class DealState:
    """The state of one deal.  Mutable; :meth:`copy` is cheap."""

    __slots__ = (
        "rules", "setup", "layout", "n", "dealer", "forehand", "active", "nxt", "sitter",
        "two_talons", "dead_hand", "golden", "barrel_deal", "dark", "phase", "to_act", "moves",
        "hands", "high", "high_bidder", "passed", "bids_made", "declarer", "contract",
        "talon", "talon_index", "talon_shown", "spare", "given", "targets", "discards",
        "raised", "conceded", "redeal", "redeal_reason", "trump", "lead_suit", "win_card", "win_seat",
        "trick", "tricks_done", "tricks", "won", "marriage_points", "marriages", "trick_log",
        "last_winner", "dead", "events",
    )

    def __init__(self, rules: Rules, setup: DealSetup, layout: Layout) -> None:
        n = setup.n_players
        self.rules = rules
        self.setup = setup
        self.layout = layout
        self.n = n
        self.dealer = setup.dealer
        self.active = active_seats(n, setup.dealer)
        self.forehand = self.active[0]
        nxt = [-1] * n
        for i, s in enumerate(self.active):
            nxt[s] = self.active[(i + 1) % len(self.active)]
        self.nxt = tuple(nxt)
        self.sitter = setup.dealer if n == 4 else -1
        self.two_talons = rules.two_talons(n)
        self.dead_hand = rules.dead_hand(n)
        self.golden = setup.golden
        self.barrel_deal = setup.barrel_deal
        self.dark = False
        self.moves = 0
        self.hands = list(layout.hands)
        self.dead = layout.dead
        self.high = OPENING_BID
        self.high_bidder = self.forehand
        self.passed = 0  # bitmask of seats
        self.bids_made = 0
        self.declarer = -1
        self.contract = 0
        self.talon = layout.talons[0] if len(layout.talons) == 1 else 0
        self.talon_index = -1
        self.talon_shown = False
        self.spare = 0
        self.given: list[tuple[Card, int]] = []
        self.targets: tuple[int, ...] = ()
        self.discards = 0
        self.raised = False
        self.conceded = False
        self.redeal = False
        self.redeal_reason = ""
        self.trump = -1
        self.lead_suit = -1
        self.win_card = -1
        self.win_seat = -1
        self.trick: list[tuple[int, Card]] = []
        self.tricks_done = 0
        self.tricks = [0] * n
        self.won = [0] * n
        self.marriage_points = [0] * n
        self.marriages: list[list[str]] = [[] for _ in range(n)]
        self.trick_log: list[tuple[tuple[tuple[int, Card], ...], int]] = []
        self.last_winner = -1
        self.events: list[Event] = []
        self.phase = BIDDING
        self.to_act = self.nxt[self.forehand]
        if setup.barrel_deal:
            self._declare(self.forehand, BARREL_TALON_CONTRACT, self.events)
        elif setup.golden:
            self._declare(self.forehand, GOLDEN_CONTRACT, self.events)

    # -- copying --------------------------------------------------------------
    def copy(self) -> "DealState":
        d = DealState.__new__(DealState)
        d.rules = self.rules
        d.setup = self.setup
        d.layout = self.layout
        d.n = self.n
        d.dealer = self.dealer
        d.forehand = self.forehand
        d.active = self.active
        d.nxt = self.nxt
        d.sitter = self.sitter
        d.two_talons = self.two_talons
        d.dead_hand = self.dead_hand
        d.golden = self.golden
        d.barrel_deal = self.barrel_deal
        d.dark = self.dark
        d.phase = self.phase
        d.to_act = self.to_act
        d.moves = self.moves
        d.hands = self.hands[:]
        d.high = self.high
        d.high_bidder = self.high_bidder
        d.passed = self.passed
        d.bids_made = self.bids_made
        d.declarer = self.declarer
        d.contract = self.contract
        d.talon = self.talon
        d.talon_index = self.talon_index
        d.talon_shown = self.talon_shown
        d.spare = self.spare
        d.given = self.given[:]
        d.targets = self.targets
        d.discards = self.discards
        d.raised = self.raised
        d.conceded = self.conceded
        d.redeal = self.redeal
        d.redeal_reason = self.redeal_reason
        d.trump = self.trump
        d.lead_suit = self.lead_suit
        d.win_card = self.win_card
        d.win_seat = self.win_seat
        d.trick = self.trick[:]
        d.tricks_done = self.tricks_done
        d.tricks = self.tricks[:]
        d.won = self.won[:]
        d.marriage_points = self.marriage_points[:]
        d.marriages = [m[:] for m in self.marriages]
        d.trick_log = self.trick_log[:]
        d.last_winner = self.last_winner
        d.dead = self.dead
        d.events = self.events[:]
        return d

    # -- queries --------------------------------------------------------------
    @property
    def done(self) -> bool:
        return self.phase == DONE

    @property
    def phase_name(self) -> str:
        """The internal phase name (bidding, take, exchange, play, done); see :attr:`table_phase`."""
        return PHASE_NAMES[self.phase]

    @property
    def table_phase(self) -> Phase:
        """The public :class:`Phase`: the internal ``exchange`` is PASSING until every card is
        passed (or laid aside), then CONTRACT until the first lead; a finished deal is
        BETWEEN_DEALS."""
        p = self.phase
        if p == EXCHANGE:
            return Phase.CONTRACT if self.exchange_complete() else Phase.PASSING
        return _TABLE_PHASES[p]

    def points(self, seat: int) -> int:
        """Deal points so far: card points won plus declared marriages."""
        return points_of(self.won[seat]) + self.marriage_points[seat]

    def cap(self) -> int:
        return bid_cap(self.rules, self.hands[self.to_act] if self.to_act >= 0 else 0)

    def exchange_complete(self) -> bool:
        if self.two_talons:
            return self.discards.bit_count() == 2
        return not self.targets

    # -- legal actions ----------------------------------------------------------
    def legal_actions(self, seat: Optional[int] = None) -> list[Action]:
        """Legal actions of ``seat`` (default: the seat to act).

        Another seat may have legal actions out of turn only at the very start of a
        deal: a redeal claim, or forehand's dark game.
        """
        if self.phase == DONE:
            return []
        if seat is None:
            seat = self.to_act
        out: list[Action] = []
        if self.moves == 0:
            if self._opening_redeal_ok(seat):
                out.append(Redeal(seat))
            if self._dark_reason(seat) is None:
                out.append(Dark(seat))
        if seat != self.to_act:
            return out
        phase = self.phase
        if phase == PLAY:
            return out + self._play_actions(seat)
        if phase == BIDDING:
            out.append(PASSES[seat])
            if self.setup.may_bid[seat]:
                step = self.rules.bid_step
                top = bid_cap(self.rules, self.hands[seat])
                bids = BIDS[seat]
                out.extend([bids[v // 5] for v in range(self.high + step, top + 1, step)])
            return out
        if phase == TAKE:
            return out + [Take(seat, 0), Take(seat, 1)]
        # EXCHANGE
        if not out and self._bad_talon_reason(seat) is None:
            out.append(Redeal(seat))
        hand = self.hands[seat]
        cards = cards_of(hand)
        if self.two_talons:
            if self.discards.bit_count() < 2:
                discards = DISCARDS[seat]
                out.extend([discards[c] for c in cards])
        else:
            for t in self.targets:
                gives = GIVES[seat][t]
                out.extend([gives[c] for c in cards])
        if self.two_talons and self.discards.bit_count() < 2:
            return out  # ruling 13: take, lay two cards aside, then raise, concede or lead
        if not self.dark:
            step = self.rules.bid_step
            first = (self.contract // step + 1) * step
            raises = RAISES[seat]
            out.extend([raises[v // 5] for v in range(first, bid_cap(self.rules, hand) + 1, step)])
        if self._concede_reason(seat) is None:
            out.append(Concede(seat))
        if self.exchange_complete() and not self._lead_blocked():
            out.extend(self._play_actions(seat))
        return out

    def _play_actions(self, seat: int) -> list[Action]:
        hand = self.hands[seat]
        rules = self.rules
        mask = legal_mask(hand, self.lead_suit, self.win_card, self.trump, rules.must_beat)
        cards = cards_of(mask)
        plays = PLAYS[seat]
        out: list[Action] = [plays[c] for c in cards]
        if self.lead_suit < 0 and (self.tricks[seat] > 0 or not rules.marriage_needs_trick):
            declares = DECLARES[seat]
            for c in cards:
                if _IS_KQ[c]:
                    if hand & _MARRIAGE_OF[c] == _MARRIAGE_OF[c]:
                        out.append(declares[c])
                elif _IS_ACE[c] and rules.ace_marriage and hand & ACES == ACES:
                    out.append(declares[c])
        return out

    # -- reasons ------------------------------------------------------------------
    def reason(self, action: Action) -> str | None:
        """Why ``action`` is illegal now, or None if it is legal."""
        if self.phase == DONE:
            return "the deal is over"
        seat = action.seat
        if not 0 <= seat < self.n:
            return f"there is no seat {seat}"
        if seat == self.sitter:
            return f"seat {seat} does not play this deal"
        if isinstance(action, Redeal):
            return self._redeal_reason(seat)
        if isinstance(action, Dark):
            return self._dark_reason(seat)
        r = self._role_reason(action)
        if r is not None:
            return r
        if seat != self.to_act:
            return Reason("not_your_turn", f"it is not your turn (seat {self.to_act} is to act)", self.to_act)
        phase = self.phase
        if isinstance(action, (Bid, Pass)):
            if phase != BIDDING:
                return "the bidding is over"
            if isinstance(action, Pass):
                return None
            if not self.setup.may_bid[seat]:
                return self._no_bid_reason(seat)
            return self._bid_value_reason(action.value, self.high, self.hands[seat], "a bid")
        if isinstance(action, Take):
            if phase != TAKE:
                return "there is no talon to choose now"
            if action.index not in (0, 1):
                return "choose talon 0 or talon 1"
            return None
        if isinstance(action, (Play, Declare)):
            return self._play_reason(action)
        if phase != EXCHANGE:
            if phase == TAKE:
                return "first choose one of the two talons"
            if phase == BIDDING:
                return "the bidding is not over"
            return "the first card has been led: it is too late for that"
        if isinstance(action, Give):
            if self.two_talons:
                return "in this game the declarer lays cards aside (discard), he gives none"
            if not self.hands[seat] >> action.card & 1:
                return f"{action.card} is not in your hand"
            if action.to in self.targets:
                return None
            if action.to == seat:
                return "you cannot give a card to yourself"
            if action.to == DEAD and not self.dead_hand:
                return "there is no dead hand in this game"
            if any(t == action.to for _, t in self.given):
                return "you have already given a card to that player"
            return f"seat {action.to} does not play this deal"
        if isinstance(action, Discard):
            if not self.two_talons:
                return "in this game the declarer passes cards (give), he lays none aside"
            if self.discards.bit_count() >= 2:
                return "you have already laid two cards aside"
            if not self.hands[seat] >> action.card & 1:
                return f"{action.card} is not in your hand"
            return None
        if self.two_talons and self.discards.bit_count() < 2 and isinstance(action, (Raise, Concede)):
            return "lay two cards aside first"
        if isinstance(action, Raise):
            if self.dark:
                return "a dark game cannot be raised"
            if action.value <= self.contract:
                return f"the contract can only go up (it is {self.contract})"
            if action.value % self.rules.bid_step:
                return f"the contract must be a multiple of {self.rules.bid_step}"
            return _cap_reason(self.rules, self.hands[seat], action.value)
        if isinstance(action, Concede):
            return self._concede_reason(seat)
        return f"unknown action {action!r}"

    def _role_reason(self, action: Action) -> str | None:
        """A reason to refuse ``action`` that holds whoever's turn it is, or None.

        Checked before the turn order, so that a refusal names the real reason
        ("only the declarer may concede") rather than the seat to act.
        """
        seat = action.seat
        phase = self.phase
        if isinstance(action, (Bid, Pass)):
            if self.golden:
                return "there is no bidding in a golden deal"
            if self.barrel_deal:
                return "there is no bidding in a barrel deal"
            if phase != BIDDING:
                return "the bidding is over"
            if self.passed >> seat & 1:
                return "you have passed: you take no further part in the bidding"
            return None
        if isinstance(action, Take):
            if not self.two_talons:
                return "there is only one talon in this game: the declarer takes it"
            if self.declarer >= 0 and seat != self.declarer:
                return "only the declarer chooses a talon"
            return None
        if isinstance(action, (Give, Discard, Raise, Concede)):
            if isinstance(action, Concede) and not self.rules.concede:
                return "these rules do not allow conceding"
            if isinstance(action, Give) and self.two_talons:
                return "in this game the declarer lays cards aside (discard), he gives none"
            if isinstance(action, Discard) and not self.two_talons:
                return "in this game the declarer passes cards (give), he lays none aside"
            if phase == BIDDING:
                return "the bidding is not over"
            if phase == PLAY:
                return "the first card has been led: it is too late for that"
            if seat != self.declarer:
                return _ONLY_DECLARER[type(action)]
            return None
        if isinstance(action, (Play, Declare)):
            if phase in (BIDDING, TAKE):
                return Reason("no_play_yet", "no card can be played yet")
            if phase == EXCHANGE and seat != self.declarer:
                return Reason("declarer_leads", "the declarer leads to the first trick")
        return None

    def _bid_value_reason(self, value: int, above: int, hand: int, what: str) -> str | None:
        step = self.rules.bid_step
        if value <= above:
            return f"{what} must be higher than {above}"
        if (value - above) % step:
            return f"bids go up in steps of {step}"
        return _cap_reason(self.rules, hand, value)

    def _no_bid_reason(self, seat: int) -> str:
        if self.rules.barrel_mode == "talon" and self.setup.on_barrel[seat]:
            return "on the barrel you wait for your own deal: you may only pass"
        return "with a score below zero you may not bid, only pass"

    def _opening_redeal_ok(self, seat: int) -> bool:
        return (self.moves == 0 and seat in self.active
                and bool(redeal_reasons(self.rules, self.layout.hands[seat])))

    def _redeal_reason(self, seat: int) -> str | None:
        if self._opening_redeal_ok(seat):
            return None
        if self.phase == EXCHANGE and self.rules.redeal_bad_talon:
            return self._bad_talon_reason(seat)
        if seat not in self.active:
            return f"seat {seat} does not play this deal"
        if self.moves == 0:
            return "your hand gives no right to a redeal"
        return "a redeal can only be claimed as the first move of a deal"

    def _bad_talon_reason(self, seat: int) -> str | None:
        rules = self.rules
        if not rules.redeal_bad_talon:
            return "these rules allow no redeal for a bad talon"
        if seat != self.declarer:
            return "only the declarer may redeal a bad talon"
        if self.phase != EXCHANGE:
            return "a bad talon is claimed by the declarer right after seeing it"
        if self.given or self.discards:
            return "a bad talon must be claimed before passing cards"
        if self.raised:
            return "a bad talon must be claimed at once, before raising"
        if self.contract != OPENING_BID and not rules.redeal_bad_talon_any_contract:
            return f"a bad talon can be redealt only at a contract of {OPENING_BID}"
        talon = self._taken_talon()
        if not bad_talon(talon):
            return (f"the talon is worth {points_of(talon)} points and holds fewer than two nines:"
                    " it is not bad enough")
        return None

    def _taken_talon(self) -> int:
        if self.two_talons:
            return self.layout.talons[self.talon_index] if self.talon_index >= 0 else 0
        return self.layout.talons[0]

    def _dark_reason(self, seat: int) -> str | None:
        if not self.rules.dark_game:
            return "these rules have no dark game"
        if self.golden:
            return "there is no bidding in a golden deal"
        if self.barrel_deal:
            return "there is no bidding in a barrel deal"
        if self.phase != BIDDING or self.moves > 0:
            return "a dark game must be announced before anyone bids"
        if seat != self.forehand:
            return "only forehand may announce a dark game"
        if any(self.setup.on_barrel):
            return "no dark game while a player is on the barrel"
        if not self.setup.may_bid[seat]:
            return self._no_bid_reason(seat)
        return None

    def _concede_reason(self, seat: int) -> str | None:
        if not self.rules.concede:
            return "these rules do not allow conceding"
        if self.phase != EXCHANGE or seat != self.declarer:
            return "only the declarer may concede, after taking the talon and before the first lead"
        if self.golden:
            return "a golden deal cannot be conceded"
        if self.dark:
            return "a dark game cannot be conceded"
        if self.barrel_deal or self.setup.on_barrel[seat]:
            return "a declarer on the barrel cannot concede"
        if not self.setup.may_concede[seat]:
            return f"you have used all {self.rules.concede_limit} concessions this game"
        return None

    def _lead_blocked(self) -> bool:
        return self.setup.on_barrel[self.declarer] and self.contract < BARREL_MIN_CONTRACT

    def _play_reason(self, action: Play | Declare) -> str | None:
        seat = action.seat
        if self.phase == EXCHANGE:
            if not self.exchange_complete():
                if self.two_talons:
                    return Reason("discard_first", "lay two cards aside before leading")
                return Reason("give_first", "pass a card to each opponent before leading")
            if self._lead_blocked():
                return Reason("barrel_raise_first",
                              f"on the barrel the contract must be at least {BARREL_MIN_CONTRACT}:"
                              " raise it before leading", BARREL_MIN_CONTRACT)
        elif self.phase != PLAY:
            return Reason("no_play_yet", "no card can be played yet")
        card = action.card
        hand = self.hands[seat]
        r = trick_reason(hand, card, self.lead_suit, self.win_card, self.trump, self.rules.must_beat)
        if r is not None:
            return r
        if isinstance(action, Declare):
            if self.lead_suit >= 0:
                return "a marriage can only be declared by leading to a trick"
            if _IS_KQ[card]:
                if hand & _MARRIAGE_OF[card] != _MARRIAGE_OF[card]:
                    other = "queen" if card % 6 == KING else "king"
                    return f"you do not hold the {other} of {SUIT_NAMES[CARD_SUIT[card]]}"
            elif _IS_ACE[card] and self.rules.ace_marriage:
                if hand & ACES != ACES:
                    return "the ace marriage needs all four aces in hand"
            else:
                return "only a king or queen (or an ace, for the ace marriage) declares a marriage"
            if self.rules.marriage_needs_trick and self.tricks[seat] == 0:
                return Reason("marriage_needs_trick", "a marriage can be declared only after winning a trick")
        return None

    # -- applying ---------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action; raise :class:`IllegalActionError` (state untouched) if not."""
        if type(action) is Play and self.phase == PLAY:
            # Fast path for the commonest action.
            seat = action.seat
            if (seat == self.to_act and legal_mask(self.hands[seat], self.lead_suit, self.win_card,
                                                   self.trump, self.rules.must_beat) >> action.card & 1):
                out: list[Event] = []
                self._play(seat, action.card, False, out)
                self.moves += 1
                self.events.extend(out)
                return out
        r = self.reason(action)
        if r is not None:
            raise IllegalActionError(r, action)
        out = []
        seat = action.seat
        if isinstance(action, Play):
            self._play(seat, action.card, False, out)
        elif isinstance(action, Declare):
            self._play(seat, action.card, True, out)
        elif isinstance(action, Bid):
            self._bid(seat, action.value, out)
        elif isinstance(action, Pass):
            self._pass(seat, out)
        elif isinstance(action, Give):
            self._give(seat, action.card, action.to, out)
        elif isinstance(action, Discard):
            self.hands[seat] &= ~(1 << action.card)
            self.won[seat] |= 1 << action.card
            self.discards |= 1 << action.card
            out.append(CardDiscarded(seat, action.card))
        elif isinstance(action, Raise):
            self.contract = action.value
            self.raised = True
            out.append(ContractRaised(seat, action.value))
        elif isinstance(action, Concede):
            self.conceded = True
            self.phase = DONE
            self.to_act = -1
            out.append(Conceded(seat, self.contract))
        elif isinstance(action, Take):
            self._take(seat, action.index, out)
        elif isinstance(action, Dark):
            self.dark = True
            self.high = DARK_CONTRACT
            self.high_bidder = seat
            out.append(DarkAnnounced(seat))
        elif isinstance(action, Redeal):
            self.redeal = True
            if self.moves == 0 and redeal_reasons(self.rules, self.layout.hands[seat]):
                self.redeal_reason = redeal_reasons(self.rules, self.layout.hands[seat])[0]
            else:
                self.redeal_reason = "bad_talon"
            self.phase = DONE
            self.to_act = -1
            out.append(RedealClaimed(seat, self.redeal_reason))
        self.moves += 1
        self.events.extend(out)
        return out

    def _bid(self, seat: int, value: int, out: list[Event]) -> None:
        if self.dark:
            self.dark = False
            out.append(DarkBroken(seat, value))
        self.high = value
        self.high_bidder = seat
        self.bids_made += 1
        out.append(BidMade(seat, value))
        self._next_bidder(seat, out)

    def _pass(self, seat: int, out: list[Event]) -> None:
        self.passed |= 1 << seat
        out.append(Passed(seat))
        self._next_bidder(seat, out)

    def _next_bidder(self, seat: int, out: list[Event]) -> None:
        remaining = [s for s in self.active if not self.passed >> s & 1]
        if len(remaining) == 1:
            self._declare(remaining[0], self.high, out)
            return
        s = self.nxt[seat]
        while self.passed >> s & 1:
            s = self.nxt[s]
        self.to_act = s

    def _declare(self, seat: int, contract: int, out: list[Event]) -> None:
        self.declarer = seat
        self.contract = contract
        self.to_act = seat
        out.append(AuctionWon(seat, contract, self.dark))
        if self.two_talons:
            self.phase = TAKE
            return
        self._take_talon(seat, self.layout.talons[0], None, out)

    def _talon_public(self) -> bool:
        if self.dark or self.golden:
            return False
        if self.barrel_deal:
            return True
        return not (self.rules.talon_hidden_on_100 and self.contract == OPENING_BID
                    and self.declarer == self.forehand and self.bids_made == 0)

    def _take_talon(self, seat: int, talon: int, index: int | None, out: list[Event]) -> None:
        self.talon_shown = self._talon_public()
        self.hands[seat] |= talon
        self.talon = talon
        self.phase = EXCHANGE
        if self.dead_hand:
            self.targets = (self.nxt[seat], DEAD)
        elif not self.two_talons:
            self.targets = tuple(s for s in self.active if s != seat)
        out.append(TalonTaken(seat, tuple(cards_of(talon)), self.talon_shown, index))

    def _take(self, seat: int, index: int, out: list[Event]) -> None:
        self.talon_index = index
        self.spare = self.layout.talons[1 - index]
        self._take_talon(seat, self.layout.talons[index], index, out)

    def _give(self, seat: int, card: Card, to: int, out: list[Event]) -> None:
        bit = 1 << card
        self.hands[seat] &= ~bit
        if to == DEAD:
            self.dead |= bit
        else:
            self.hands[to] |= bit
        self.given.append((card, to))
        self.targets = tuple(t for t in self.targets if t != to)
        face_up = self.rules.pass_cards_face_up and not self.dark and not self.golden
        out.append(CardGiven(seat, card, to, face_up))

    def _play(self, seat: int, card: Card, declare: bool, out: list[Event]) -> None:
        if self.phase == EXCHANGE:
            self.phase = PLAY
        self.hands[seat] &= ~(1 << card)
        if self.lead_suit < 0:
            self.lead_suit = CARD_SUIT[card]
            self.win_card = card
            self.win_seat = seat
            out.append(CardPlayed(seat, card, 0))
            if declare:
                if _IS_ACE[card]:
                    self.marriage_points[seat] += ACE_MARRIAGE_VALUE
                    self.marriages[seat].append(ACE_MARRIAGE)
                    out.append(MarriageDeclared(seat, ACE_MARRIAGE, ACE_MARRIAGE_VALUE, False))
                else:
                    s = CARD_SUIT[card]
                    changed = self.trump != s
                    self.trump = s
                    self.marriage_points[seat] += MARRIAGE_VALUES[s]
                    self.marriages[seat].append(SUIT_LETTERS[s])
                    out.append(MarriageDeclared(seat, SUIT_LETTERS[s], MARRIAGE_VALUES[s], changed))
        else:
            out.append(CardPlayed(seat, card, len(self.trick)))
            if beats(card, self.win_card, self.trump):
                self.win_card = card
                self.win_seat = seat
        self.trick.append((seat, card))
        if len(self.trick) < len(self.active):
            self.to_act = self.nxt[seat]
            return
        # The trick is complete.
        w = self.win_seat
        trick_mask = 0
        for _, c in self.trick:
            trick_mask |= 1 << c
        self.won[w] |= trick_mask
        self.tricks[w] += 1
        self.tricks_done += 1
        self.trick_log.append((tuple(self.trick), w))
        out.append(TrickWon(w, tuple(c for _, c in self.trick), points_of(trick_mask),
                            self.tricks_done - 1))
        self.trick = []
        self.lead_suit = -1
        self.win_card = -1
        self.win_seat = -1
        self.last_winner = w
        self.to_act = w
        if self.hands[w] == 0:
            if self.two_talons and self.spare:
                self.won[w] |= self.spare
                out.append(SpareTalonTaken(w, tuple(cards_of(self.spare)), points_of(self.spare)))
            self.phase = DONE
            self.to_act = -1

    # -- outcome ----------------------------------------------------------------
    def made(self) -> bool:
        return not self.conceded and self.points(self.declarer) >= self.contract


def check_layout(n_players: int, rules: Rules, layout: Layout, dealer: int) -> str | None:
    """Why a dealt layout is impossible (a card twice or missing, wrong counts), or None."""
    two_talons = rules.two_talons(n_players)
    hand_size = rules.hand_size(n_players)
    talon_sizes = rules.talon_sizes(n_players)
    if len(layout.hands) != n_players:
        return f"expected {n_players} hands, got {len(layout.hands)}"
    seen = 0
    total = 0
    parts: list[tuple[str, int, int]] = []
    for s, h in enumerate(layout.hands):
        want = 0 if (n_players == 4 and s == dealer) else hand_size
        parts.append((f"hand of seat {s}", h, want))
    if len(layout.talons) != len(talon_sizes):
        return "two talons of 2 cards expected" if two_talons else "one talon of 3 cards expected"
    for i, t in enumerate(layout.talons):
        parts.append(("talon" if len(layout.talons) == 1 else f"talon {i}", t, talon_sizes[i]))
    parts.append(("dead hand", layout.dead, hand_size if rules.dead_hand(n_players) else 0))
    for name, m, want in parts:
        if m.bit_count() != want:
            return f"the {name} has {m.bit_count()} cards, expected {want}"
        if seen & m:
            dup = cards_of(seen & m)[0]
            return f"card {dup} appears twice"
        seen |= m
        total += want
    if seen != (1 << 24) - 1:
        missing = cards_of(((1 << 24) - 1) & ~seen)[0]
        return f"card {missing} is missing"
    return None


def deal_layout(n_players: int, rules: Rules, dealer: int, order: Sequence[int]) -> Layout:
    """Deal a shuffled deck (a permutation of 0..23): hands in turn order from forehand, then talon(s), then the dead hand."""
    hand_size = rules.hand_size(n_players)
    hands = [0] * n_players
    pos = 0

    def take(k: int) -> int:
        nonlocal pos
        m = 0
        for c in order[pos:pos + k]:
            m |= 1 << c
        pos += k
        return m

    for s in active_seats(n_players, dealer):
        hands[s] = take(hand_size)
    talons = tuple(take(k) for k in rules.talon_sizes(n_players))
    dead = take(hand_size) if rules.dead_hand(n_players) else 0
    return Layout(tuple(hands), talons, dead)


__all__ = ["DealState", "DealSetup", "Layout", "deal_layout", "check_layout", "active_seats",
           "bid_cap", "redeal_reasons", "bad_talon", "BIDDING", "TAKE", "EXCHANGE", "PLAY", "DONE",
           "PHASE_NAMES"]
