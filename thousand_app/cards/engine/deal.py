"""One deal as a state machine: redeal claims, bidding, talon, passing, raising, tricks.

The deal knows nothing of totals; the match (:mod:`.game`) tells it, in a
:class:`DealSetup`, the few facts it needs (who is on the barrel, who may bid...)
and settles the outcome when it is over.
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import attrgetter
from typing import Any, Callable, Optional, Sequence

from .actions import (BIDS, DEAD, DECLARES, DECLINES, DISCARDS, GIVES, PASSES, PLAYS, RAISES,
                      Action, Bid, Concede, Dark, Declare, Decline, Discard, Give, Pass, Play,
                      Raise, Redeal, Take)
from .cards import (ACE_MARRIAGE, ACES, CARD_SUIT, KING, NINES, SUIT_LETTERS, Card,
                    cards_of, marriage_total, points_of)
from .errors import IllegalActionError
from . import reasons as R
from .reasons import refusal
from .phase import Phase
from .events import (AuctionWon, BidMade, CardDiscarded, CardGiven, CardPlayed, Conceded,
                     ContractRaised, DarkAnnounced, DarkBroken, Event, MarriageDeclared, Passed,
                     RedealClaimed, SpareTalonTaken, TalonTaken, TrickWon)
from .rules import (BARREL_MIN_CONTRACT, BARREL_TALON_CONTRACT, CAP_WITHOUT_MARRIAGE,
                    DARK_CONTRACT, GOLDEN_CONTRACT, MAX_CONTRACT, OPENING_BID, Rules)
from .core import DECLARE_POINTS, DECLARE_TRUMP, legal_mask, marriage_of, trick_reason
from .trick import CARDS_HIGH, CARDS_LOW, TrickPlay

BIDDING, TAKE, EXCHANGE, PLAY, DONE = range(5)
PHASE_NAMES = ("bidding", "take", "exchange", "play", "done")
_TABLE_PHASES = (Phase.BIDDING, Phase.TAKE, Phase.PASSING, Phase.PLAY, Phase.BETWEEN_DEALS)

_ONLY_DECLARER = {
    Give: refusal(R.ONLY_DECLARER_GIVES),
    Discard: refusal(R.ONLY_DECLARER_DISCARDS),
    Raise: refusal(R.ONLY_DECLARER_RAISES),
    Concede: refusal(R.ONLY_DECLARER_CONCEDES),
}

_TALON_CHOICES = (0, 1)


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
        return refusal(R.OVER_MAX, MAX_CONTRACT)
    cap = bid_cap(rules, hand)
    if value > cap:
        if cap == CAP_WITHOUT_MARRIAGE:
            return refusal(R.NEEDS_MARRIAGE, CAP_WITHOUT_MARRIAGE)
        return refusal(R.OVER_CAP, cap)
    return None


def redeal_reasons(rules: Rules, hand: int) -> list[str]:
    """Opening redeal conditions the dealt hand meets (``four_nines``, ``weak_hand``)."""
    out = []
    if rules.redeal_four_nines and hand & NINES == NINES:
        out.append("four_nines")
    if rules.redeal_weak_hand and points_of(hand) < rules.redeal_weak_hand_below:
        out.append("weak_hand")
    return out


#: ``two_talons``: the cards the declarer lays aside, as many as a talon holds (ruling 13).
LAID_ASIDE = 2

#: A talon worth fewer card points than this is bad (``redeal_bad_talon``, ruling 10).
BAD_TALON_POINTS = 5


def bad_talon(talon: int) -> bool:
    """A talon worth fewer than BAD_TALON_POINTS points or holding two nines (ruling 10)."""
    return points_of(talon) < BAD_TALON_POINTS or (talon & NINES).bit_count() >= 2


def _value_refusal(rules: Rules, hand: int, value: int, above: int, raising: bool) -> str:
    """The words for a bid (or a raise) outside its options (the options decide)."""
    step = rules.bid_step
    if value <= above:
        return refusal(R.RAISE_NOT_HIGHER if raising else R.BID_NOT_HIGHER, above)
    if raising:
        if value % step:
            return refusal(R.RAISE_STEP, step)
    elif (value - above) % step:
        return refusal(R.BID_STEP, step)
    return (_cap_reason(rules, hand, value)
            or refusal(R.RAISE_NOT_ALLOWED if raising else R.BID_NOT_ALLOWED, value))


class Auction:
    """The auction: the opening claims (a redeal, the dark game), bids and passes.  Its own
    state is what the auction decides by (the high bid and its bidder, who passed, the
    bids made, the dark game, the seats still asked about their claims); the verifiers of
    its actions (``_check_*`` / ``_list_*`` / ``_verify_*``) and their moves."""

    __slots__ = ("high", "high_bidder", "passed", "bids_made", "dark", "asking",
                 "after_claims")

    def __init__(self, d: "DealState") -> None:
        self.high = OPENING_BID
        self.high_bidder = d.forehand
        self.passed = 0  # bitmask of seats
        self.bids_made = 0
        self.dark = False
        #: The seats still to be asked about their opening claims, in the rules' order (the
        #: first is the deal's ``to_act``); empty once every one has answered or a claim is made.
        self.asking: tuple[int, ...] = ()
        #: The seat to act once the opening claims are over.
        self.after_claims = -1

    def copy(self) -> "Auction":
        a = Auction.__new__(Auction)
        a.high = self.high
        a.high_bidder = self.high_bidder
        a.passed = self.passed
        a.bids_made = self.bids_made
        a.dark = self.dark
        a.asking = self.asking
        a.after_claims = self.after_claims
        return a

    # Redeal: an opening claim, or a bad talon (the exchange says) -------------------
    def _list_redeal(self, d: "DealState", seat: int, out: list[Action]) -> None:
        if self._redeal_reason(d, seat) is None:
            out.append(Redeal(seat))

    def _verify_redeal(self, d: "DealState", action: Action) -> str | None:
        return self._redeal_reason(d, action.seat)

    def _redeal_reason(self, d: "DealState", seat: int) -> str | None:
        if self.opening_redeal_ok(d, seat):
            return None
        if d.phase == EXCHANGE and d.rules.redeal_bad_talon:
            return d.exchange.bad_talon_reason(d, seat)
        if seat not in d.active:
            return refusal(R.SITS_OUT, seat)
        if self.asking or d.moves == 0:
            return refusal(R.NO_REDEAL_RIGHT)
        return refusal(R.REDEAL_FIRST_MOVE)

    def _verify_decline(self, d: "DealState", action: Action) -> str | None:
        if not self.asking:
            return refusal(R.NO_CLAIM)
        return d._turn_reason(action.seat)

    # Dark --------------------------------------------------------------------------
    def _list_dark(self, d: "DealState", seat: int, out: list[Action]) -> None:
        if self._dark_reason(d, seat) is None:
            out.append(Dark(seat))

    def _verify_dark(self, d: "DealState", action: Action) -> str | None:
        return self._dark_reason(d, action.seat)

    def _dark_reason(self, d: "DealState", seat: int) -> str | None:
        if not d.rules.dark_game:
            return refusal(R.NO_DARK_GAME)
        if d.golden:
            return refusal(R.GOLDEN_NO_BIDDING)
        if d.barrel_deal:
            return refusal(R.BARREL_NO_BIDDING)
        if d.phase != BIDDING or not (self.asking or d.moves == 0):
            return refusal(R.DARK_TOO_LATE)
        if seat != d.forehand:
            return refusal(R.DARK_FOREHAND_ONLY)
        if any(d.setup.on_barrel):
            return refusal(R.DARK_BARREL)
        if not d.setup.may_bid[seat]:
            return self._no_bid_reason(d, seat)
        return None

    # Pass and Bid --------------------------------------------------------------------
    def _check_pass(self, d: "DealState", seat: int) -> str | None:
        if d.golden:
            return refusal(R.GOLDEN_NO_BIDDING)
        if d.barrel_deal:
            return refusal(R.BARREL_NO_BIDDING)
        if d.phase != BIDDING:
            return refusal(R.BIDDING_OVER)
        if self.passed >> seat & 1:
            return refusal(R.PASSED)
        return d._turn_reason(seat)

    def _list_pass(self, d: "DealState", seat: int, out: list[Action]) -> None:
        if self._check_pass(d, seat) is None:
            out.append(PASSES[seat])

    def _verify_pass(self, d: "DealState", action: Action) -> str | None:
        return self._check_pass(d, action.seat)

    def _check_bid(self, d: "DealState", seat: int) -> str | None:
        r = self._check_pass(d, seat)
        if r is None and not d.setup.may_bid[seat]:
            return self._no_bid_reason(d, seat)
        return r

    def _bid_options(self, d: "DealState", seat: int) -> range:
        step = d.rules.bid_step
        return range(self.high + step, bid_cap(d.rules, d.hands[seat]) + 1, step)

    def _list_bids(self, d: "DealState", seat: int, out: list[Action]) -> None:
        if self._check_bid(d, seat) is None:
            bids = BIDS[seat]
            out.extend([bids[v // 5] for v in self._bid_options(d, seat)])

    def _verify_bid(self, d: "DealState", action: Action) -> str | None:
        assert isinstance(action, Bid)
        seat = action.seat
        r = self._check_bid(d, seat)
        if r is not None or action.value in self._bid_options(d, seat):
            return r
        return _value_refusal(d.rules, d.hands[seat], action.value, self.high, False)

    def _no_bid_reason(self, d: "DealState", seat: int) -> str:
        if d.rules.barrel_mode == "talon" and d.setup.on_barrel[seat]:
            return refusal(R.BARREL_WAIT)
        return refusal(R.MINUS_NO_BID)

    def opening_redeal_ok(self, d: "DealState", seat: int) -> bool:
        """Whether ``seat`` may claim a redeal for its dealt hand now (an opening claim)."""
        return (seat in self.asking
                and bool(redeal_reasons(d.rules, d.layout.hands[seat])))

    # The moves -----------------------------------------------------------------------
    def decline(self, d: "DealState") -> None:
        self.asking = self.asking[1:]
        d.to_act = self.asking[0] if self.asking else self.after_claims

    def announce_dark(self, d: "DealState", seat: int, out: list[Event]) -> None:
        self.dark = True
        self.high = DARK_CONTRACT
        self.high_bidder = seat
        self.asking = ()        # (a claim made closes the others)
        d.to_act = self.after_claims
        out.append(DarkAnnounced(seat))

    def bid(self, d: "DealState", seat: int, value: int, out: list[Event]) -> None:
        if self.dark:
            self.dark = False
            out.append(DarkBroken(seat, value))
        self.high = value
        self.high_bidder = seat
        self.bids_made += 1
        out.append(BidMade(seat, value))
        self._next_bidder(d, seat, out)

    def pass_(self, d: "DealState", seat: int, out: list[Event]) -> None:
        self.passed |= 1 << seat
        out.append(Passed(seat))
        self._next_bidder(d, seat, out)

    def _next_bidder(self, d: "DealState", seat: int, out: list[Event]) -> None:
        remaining = [s for s in d.active if not self.passed >> s & 1]
        if len(remaining) == 1:
            d._declare(remaining[0], self.high, out)
            return
        s = d.nxt[seat]
        while self.passed >> s & 1:
            s = d.nxt[s]
        d.to_act = s


class Exchange:
    """The declarer's exchange: the talon he takes (of two with ``two_talons``), the cards he
    gives (or lays aside), a raise of the contract, a concession, a bad-talon redeal.  Its
    own state is the talons and what the declarer did with them; the verifiers of those
    actions and their moves."""

    __slots__ = ("talon", "talon_index", "talon_shown", "spare", "given", "targets",
                 "discards", "raised", "conceded")

    def __init__(self, d: "DealState") -> None:
        talons = d.layout.talons
        self.talon = talons[0] if len(talons) == 1 else 0
        self.talon_index = -1
        self.talon_shown = False
        #: ``two_talons``: the talon not taken (to the winner of the last trick).
        self.spare = 0
        self.given: list[tuple[Card, int]] = []
        self.targets: tuple[int, ...] = ()
        self.discards = 0
        self.raised = False
        self.conceded = False

    def copy(self) -> "Exchange":
        e = Exchange.__new__(Exchange)
        e.talon = self.talon
        e.talon_index = self.talon_index
        e.talon_shown = self.talon_shown
        e.spare = self.spare
        e.given = self.given[:]
        e.targets = self.targets
        e.discards = self.discards
        e.raised = self.raised
        e.conceded = self.conceded
        return e

    # -- queries --------------------------------------------------------------
    def complete(self, d: "DealState") -> bool:
        if d.two_talons:
            return self.to_lay_aside(d) == 0
        return not self.targets

    def to_lay_aside(self, d: "DealState") -> int:
        if not d.two_talons or d.phase not in (TAKE, EXCHANGE):
            return 0
        return LAID_ASIDE - self.discards.bit_count()

    def talons_on_table(self, d: "DealState") -> tuple[int, ...]:
        talons = d.layout.talons
        taken = self.talon_index >= 0 if d.two_talons else d.declarer >= 0
        if not taken:
            return tuple(t.bit_count() for t in talons)
        if d.two_talons and not (d.phase == DONE and d.trick_play.last_winner >= 0):
            return tuple(0 if i == self.talon_index else t.bit_count()
                         for i, t in enumerate(talons))
        return ()

    # Take ------------------------------------------------------------------------------
    def _check_take(self, d: "DealState", seat: int) -> str | None:
        if not d.two_talons:
            return refusal(R.ONE_TALON)
        if d.declarer >= 0 and seat != d.declarer:
            return refusal(R.ONLY_DECLARER_TAKES)
        r = d._turn_reason(seat)
        if r is None and d.phase != TAKE:
            return refusal(R.NO_TALON_NOW)
        return r

    def _list_take(self, d: "DealState", seat: int, out: list[Action]) -> None:
        if self._check_take(d, seat) is None:
            out.extend([Take(seat, i) for i in _TALON_CHOICES])

    def _verify_take(self, d: "DealState", action: Action) -> str | None:
        assert isinstance(action, Take)
        r = self._check_take(d, action.seat)
        if r is None and action.index not in _TALON_CHOICES:
            return refusal(R.TALON_INDEX)
        return r

    # Bad talon -------------------------------------------------------------------------
    def bad_talon_reason(self, d: "DealState", seat: int) -> str | None:
        rules = d.rules
        if not rules.redeal_bad_talon:
            return refusal(R.NO_BAD_TALON_REDEAL)
        if seat != d.declarer:
            return refusal(R.ONLY_DECLARER_REDEALS)
        if d.phase != EXCHANGE:
            return refusal(R.BAD_TALON_WHEN)
        if self.given or self.discards:
            return refusal(R.BAD_TALON_BEFORE_PASSING)
        if self.raised:
            return refusal(R.BAD_TALON_BEFORE_RAISING)
        if d.contract != OPENING_BID and not rules.redeal_bad_talon_any_contract:
            return refusal(R.BAD_TALON_CONTRACT, OPENING_BID)
        talon = self._taken_talon(d)
        if not bad_talon(talon):
            return refusal(R.TALON_NOT_BAD, points_of(talon))
        return None

    def _taken_talon(self, d: "DealState") -> int:
        if d.two_talons:
            return d.layout.talons[self.talon_index] if self.talon_index >= 0 else 0
        return d.layout.talons[0]

    # Give, Discard, Raise, Concede: the declarer's moves between the talon and the lead --
    def _check_declarers(self, d: "DealState", seat: int, kind: type) -> str | None:
        """What every kind of the declarer's exchange asks (before its own checks)."""
        if kind is Concede and not d.rules.concede:
            return refusal(R.NO_CONCEDE)
        if kind is Give and d.two_talons:
            return refusal(R.DISCARD_NOT_GIVE)
        if kind is Discard and not d.two_talons:
            return refusal(R.GIVE_NOT_DISCARD)
        phase = d.phase
        if phase == BIDDING:
            return refusal(R.BIDDING_NOT_OVER)
        if phase == PLAY:
            return refusal(R.TOO_LATE)
        if seat != d.declarer:
            return _ONLY_DECLARER[kind]
        r = d._turn_reason(seat)
        if r is None and phase == TAKE:
            return refusal(R.TAKE_TALON_FIRST)
        return r

    def _check_give(self, d: "DealState", seat: int) -> str | None:
        return self._check_declarers(d, seat, Give)

    def _list_gives(self, d: "DealState", seat: int, out: list[Action]) -> None:
        if self._check_give(d, seat) is None:
            hand = d.hands[seat]
            cards = CARDS_LOW[hand & 0xFFF] + CARDS_HIGH[hand >> 12]
            for t in self.targets:
                gives = GIVES[seat][t]
                out.extend([gives[c] for c in cards])

    def _verify_give(self, d: "DealState", action: Action) -> str | None:
        assert isinstance(action, Give)
        seat = action.seat
        r = self._check_give(d, seat)
        if r is not None:
            return r
        if not d.hands[seat] >> action.card & 1:
            return refusal(R.CARD_NOT_IN_HAND, action.card)
        if action.to in self.targets:
            return None
        if action.to == seat:
            return refusal(R.GIVE_TO_SELF)
        if action.to == DEAD and not d.dead_hand:
            return refusal(R.NO_DEAD_HAND)
        if any(t == action.to for _, t in self.given):
            return refusal(R.ALREADY_GIVEN)
        return refusal(R.SITS_OUT, action.to)

    def _check_discard(self, d: "DealState", seat: int) -> str | None:
        r = self._check_declarers(d, seat, Discard)
        if r is None and self.discards.bit_count() >= LAID_ASIDE:
            return refusal(R.ALREADY_LAID_ASIDE)
        return r

    def _list_discards(self, d: "DealState", seat: int, out: list[Action]) -> None:
        if self._check_discard(d, seat) is None:
            discards = DISCARDS[seat]
            hand = d.hands[seat]
            out.extend([discards[c] for c in CARDS_LOW[hand & 0xFFF] + CARDS_HIGH[hand >> 12]])

    def _verify_discard(self, d: "DealState", action: Action) -> str | None:
        assert isinstance(action, Discard)
        r = self._check_discard(d, action.seat)
        if r is None and not d.hands[action.seat] >> action.card & 1:
            return refusal(R.CARD_NOT_IN_HAND, action.card)
        return r

    def _laid_aside_first(self, d: "DealState") -> str | None:
        """``two_talons``: raising, conceding and leading wait for the two cards laid aside
        (ruling 13)."""
        if d.two_talons and self.discards.bit_count() < LAID_ASIDE:
            return refusal(R.LAY_ASIDE_FIRST)
        return None

    def _check_raise(self, d: "DealState", seat: int) -> str | None:
        r = self._check_declarers(d, seat, Raise) or self._laid_aside_first(d)
        if r is None and d.auction.dark:
            return refusal(R.DARK_NO_RAISE)
        return r

    def _raise_options(self, d: "DealState", seat: int) -> range:
        step = d.rules.bid_step
        first = (d.contract // step + 1) * step
        return range(first, bid_cap(d.rules, d.hands[seat]) + 1, step)

    def _list_raises(self, d: "DealState", seat: int, out: list[Action]) -> None:
        if self._check_raise(d, seat) is None:
            raises = RAISES[seat]
            out.extend([raises[v // 5] for v in self._raise_options(d, seat)])

    def _verify_raise(self, d: "DealState", action: Action) -> str | None:
        assert isinstance(action, Raise)
        seat = action.seat
        r = self._check_raise(d, seat)
        if r is not None or action.value in self._raise_options(d, seat):
            return r
        return _value_refusal(d.rules, d.hands[seat], action.value, d.contract, True)

    def _check_concede(self, d: "DealState", seat: int) -> str | None:
        return (self._check_declarers(d, seat, Concede) or self._laid_aside_first(d)
                or self._concede_reason(d, seat))

    def _list_concede(self, d: "DealState", seat: int, out: list[Action]) -> None:
        if self._check_concede(d, seat) is None:
            out.append(Concede(seat))

    def _verify_concede(self, d: "DealState", action: Action) -> str | None:
        return self._check_concede(d, action.seat)

    def _concede_reason(self, d: "DealState", seat: int) -> str | None:
        if not d.rules.concede:
            return refusal(R.NO_CONCEDE)
        if d.phase != EXCHANGE or seat != d.declarer:
            return refusal(R.CONCEDE_WHEN)
        if d.golden:
            return refusal(R.GOLDEN_NO_CONCEDE)
        if d.auction.dark:
            return refusal(R.DARK_NO_CONCEDE)
        if d.barrel_deal or d.setup.on_barrel[seat]:
            return refusal(R.BARREL_NO_CONCEDE)
        if not d.setup.may_concede[seat]:
            return refusal(R.CONCESSIONS_USED, d.rules.concede_limit)
        return None

    def lead_blocked(self, d: "DealState") -> bool:
        """A bid-mode declarer on the barrel leads only at BARREL_MIN_CONTRACT or more."""
        return d.setup.on_barrel[d.declarer] and d.contract < BARREL_MIN_CONTRACT

    # The moves -----------------------------------------------------------------------
    def _talon_public(self, d: "DealState") -> bool:
        if d.auction.dark or d.golden:
            return False
        if d.barrel_deal:
            return True
        return not (d.rules.talon_hidden_on_100 and d.contract == OPENING_BID
                    and d.declarer == d.forehand and d.auction.bids_made == 0)

    def take_talon(self, d: "DealState", seat: int, talon: int, index: int | None, out: list[Event]) -> None:
        self.talon_shown = self._talon_public(d)
        d.hands[seat] |= talon
        self.talon = talon
        d.phase = EXCHANGE
        if d.dead_hand:
            self.targets = (d.nxt[seat], DEAD)
        elif not d.two_talons:
            self.targets = tuple(s for s in d.active if s != seat)
        out.append(TalonTaken(seat, tuple(cards_of(talon)), self.talon_shown, index))

    def take(self, d: "DealState", seat: int, index: int, out: list[Event]) -> None:
        talons = d.layout.talons
        self.talon_index = index
        self.spare = talons[1 - index]
        d.trick_play.set_spare(self.spare)
        self.take_talon(d, seat, talons[index], index, out)

    def give(self, d: "DealState", seat: int, card: Card, to: int, out: list[Event]) -> None:
        bit = 1 << card
        d.hands[seat] &= ~bit
        if to == DEAD:
            d.dead |= bit
        else:
            d.hands[to] |= bit
        self.given.append((card, to))
        self.targets = tuple(t for t in self.targets if t != to)
        face_up = d.rules.pass_cards_face_up and not d.auction.dark and not d.golden
        out.append(CardGiven(seat, card, to, face_up))

    def discard(self, d: "DealState", seat: int, card: Card, out: list[Event]) -> None:
        d.hands[seat] &= ~(1 << card)
        d.trick_play.add_won(seat, 1 << card)
        self.discards |= 1 << card
        out.append(CardDiscarded(seat, card))

    def raise_(self, d: "DealState", seat: int, value: int, out: list[Event]) -> None:
        d.contract = value
        self.raised = True
        out.append(ContractRaised(seat, value))

    def concede(self, d: "DealState", seat: int, out: list[Event]) -> None:
        self.conceded = True
        d.phase = DONE
        d.to_act = -1
        out.append(Conceded(seat, d.contract))


class Tricks(TrickPlay):
    """The deal's trick play: the trick play of :mod:`.trick` (:class:`~.trick.TrickPlay`,
    whose step the simulations take too) with what the deal records of it: the trick in
    the order played, the trick log, the cards won and tricks taken by seat, the marriages
    by name; the verifiers of Play and Declare, and the events of a card played
    (:meth:`play_card`)."""

    __slots__ = ("trick", "won", "spare_cards", "tricks", "tricks_done", "trick_log",
                 "marriage_points", "marriages", "last_winner")

    def __init__(self, d: "DealState") -> None:
        n = d.n
        rules = d.rules
        super().__init__(d.hands, d.nxt, -1, must_beat=rules.must_beat,
                         needs_trick=rules.marriage_needs_trick, ace_marriage=rules.ace_marriage)
        self.trick: list[tuple[int, Card]] = []
        self.won = [0] * n
        self.spare_cards = 0
        self.tricks = [0] * n
        self.tricks_done = 0
        self.trick_log: list[tuple[tuple[tuple[int, Card], ...], int]] = []
        self.marriage_points = [0] * n
        self.marriages: list[tuple[str, ...]] = [()] * n
        self.last_winner = -1

    def copy(self, hands: list[int] | None = None) -> "Tricks":
        """A copy playing with ``hands`` (the copied deal's)."""
        t = Tricks.__new__(Tricks)
        self.copy_into(t, self.hands[:] if hands is None else hands)
        t.trick = self.trick[:]
        t.won = self.won[:]
        t.spare_cards = self.spare_cards
        t.tricks = self.tricks[:]
        t.tricks_done = self.tricks_done
        t.trick_log = self.trick_log[:]
        t.marriage_points = self.marriage_points[:]
        t.marriages = self.marriages[:]
        t.last_winner = self.last_winner
        return t

    def set_spare(self, spare: int) -> None:
        """``two_talons``: the talon not taken goes to the winner of the last trick."""
        self.spare = points_of(spare)
        self.spare_cards = spare

    def add_won(self, seat: int, cards: int) -> None:
        """``seat`` wins ``cards`` outside a trick (the cards the declarer lays aside)."""
        self.won[seat] |= cards
        self.points[seat] += points_of(cards)

    # Play and Declare ----------------------------------------------------------------
    def _check_play(self, d: "DealState", seat: int) -> str | None:
        """Whether ``seat`` may put a card on the table now (either kind)."""
        phase = d.phase
        if phase == PLAY:
            return None if seat == d.to_act else d._turn_reason(seat)
        if phase != EXCHANGE:
            return refusal(R.NO_PLAY_YET)
        if seat != d.declarer:
            return refusal(R.DECLARER_LEADS)
        r = d._turn_reason(seat)
        if r is not None:
            return r
        exchange = d.exchange
        if not exchange.complete(d):
            if d.two_talons:
                return refusal(R.DISCARD_FIRST)
            return refusal(R.GIVE_FIRST)
        if exchange.lead_blocked(d):
            return refusal(R.BARREL_RAISE_FIRST, BARREL_MIN_CONTRACT)
        return None

    def _list_cards(self, d: "DealState", seat: int, out: list[Action]) -> None:
        if self._check_play(d, seat) is None:
            # The options of a card: legal_mask, as trick_reason in _verify_play asks it.
            playable = legal_mask(self.hands[seat], self.lead_suit, self.win_card, self.trump,
                                  self.must_beat)
            cards = CARDS_LOW[playable & 0xFFF] + CARDS_HIGH[playable >> 12]
            plays = PLAYS[seat]
            out.extend([plays[c] for c in cards])
            marriages = self.declare_options(seat, playable) if self.lead_suit < 0 else 0
            if marriages:
                declares = DECLARES[seat]
                out.extend([declares[c] for c in cards if marriages >> c & 1])

    def _verify_play(self, d: "DealState", action: Action) -> str | None:
        assert isinstance(action, (Play, Declare))
        seat = action.seat
        r = self._check_play(d, seat)
        if r is not None:
            return r
        return trick_reason(self.hands[seat], action.card, self.lead_suit, self.win_card,
                            self.trump, self.must_beat)

    def _verify_declare(self, d: "DealState", action: Action) -> str | None:
        assert isinstance(action, Declare)
        r = self._verify_play(d, action)
        if r is not None:
            return r
        seat, card = action.seat, action.card
        if self.declare_options(seat, 1 << card):
            return None
        hand = self.hands[seat]
        if self.lead_suit >= 0:
            return refusal(R.MARRIAGE_ON_LEAD)
        needs = marriage_of(card)
        if not needs or (needs == ACES and not self.ace_marriage):
            return refusal(R.NOT_MARRIAGE_CARD)
        if hand & needs != needs:
            if needs == ACES:
                return refusal(R.ACE_MARRIAGE_NEEDS_ACES)
            other = card - 1 if card % 6 == KING else card + 1   # (the queen, the king)
            return refusal(R.MARRIAGE_PARTNER, other)
        return refusal(R.MARRIAGE_NEEDS_TRICK)

    # The move --------------------------------------------------------------------------
    def play_card(self, d: "DealState", seat: int, card: Card, declare: bool,
                  out: list[Event]) -> None:
        """``seat`` (to act) plays ``card``, declaring its marriage if ``declare``: the
        trick play's step (:meth:`~.trick.TrickPlay.play`), then the deal's events and log."""
        if d.phase == EXCHANGE:
            d.phase = PLAY
        self.to_act = seat
        trump = self.trump
        trick = self.trick
        trick_mask = self.trick_mask | 1 << card if trick else 1 << card
        out.append(CardPlayed(seat, card, len(trick)))
        w = self.play(card, declare)
        if declare:
            value = DECLARE_POINTS[card]
            made = DECLARE_TRUMP[card]
            name = ACE_MARRIAGE if made < 0 else SUIT_LETTERS[made]
            self.marriage_points[seat] += value
            self.marriages[seat] += (name,)
            out.append(MarriageDeclared(seat, name, value, self.trump != trump))
        trick.append((seat, card))
        if w < 0:
            d.to_act = self.to_act
            return
        # The trick is complete.
        cards = tuple([c for _, c in trick])
        self.won[w] |= trick_mask
        self.tricks[w] += 1
        self.tricks_done += 1
        self.trick_log.append((tuple(trick), w))
        out.append(TrickWon(w, cards, points_of(trick_mask), self.tricks_done - 1))
        self.trick = []
        self.last_winner = w
        d.to_act = w
        if d.hands[w] == 0:
            # (The step gave the spare talon's points; the deal records its cards.)
            self.won[w] |= self.spare_cards
            self.spare_cards = 0
            spare = d.exchange.spare
            if d.two_talons and spare:
                out.append(SpareTalonTaken(w, tuple(cards_of(spare)), points_of(spare)))
            d.phase = DONE
            d.to_act = -1


def _delegate(part: str, name: str, doc: str) -> property:
    """A read-only attribute of the deal that is its ``part``'s ``name``."""
    get = attrgetter(f"{part}.{name}")
    return property(get, doc=doc)


class DealState:
    """The state of one deal.  Mutable; :meth:`copy` is cheap.

    A deal is made of its phases, each an object with its own state, checks and moves:
    :attr:`auction` (:class:`Auction`), :attr:`exchange` (:class:`Exchange`) and
    :attr:`trick_play` (:class:`Tricks`, the trick play of :class:`~.trick.TrickPlay`
    with the deal's log).  The deal holds what every phase shares (the seats,
    the hands, the phase, who is to act, the declarer and his contract), dispatches legal
    actions, reasons and moves to its phases, and reads their state through the
    attributes below (``high``, ``talon``, ``trump``...).  A phase's methods are given
    the deal; no phase keeps a reference to it (a deal is no reference cycle, freed as
    soon as it is dropped)."""

    __slots__ = (
        "rules", "setup", "layout", "n", "dealer", "forehand", "active", "nxt", "sitter",
        "two_talons", "dead_hand", "golden", "barrel_deal", "phase", "to_act", "moves",
        "hands", "declarer", "contract", "redeal", "redeal_reason", "dead", "events",
        "auction", "exchange", "trick_play",
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
        self.moves = 0
        self.hands = list(layout.hands)
        self.dead = layout.dead
        self.declarer = -1
        self.contract = 0
        self.redeal = False
        self.redeal_reason = ""
        self.events: list[Event] = []
        self.phase = BIDDING
        self.to_act = self.nxt[self.forehand]
        self.auction = Auction(self)
        self.exchange = Exchange(self)
        self.trick_play = Tricks(self)
        if setup.barrel_deal:
            self._declare(self.forehand, BARREL_TALON_CONTRACT, self.events)
        elif setup.golden:
            self._declare(self.forehand, GOLDEN_CONTRACT, self.events)
        # The opening claims: each seat that has one is asked in turn from forehand, as the
        # one to act (its claims or a Decline); then the deal goes on with ``after_claims``.
        auction = self.auction
        auction.after_claims = self.to_act
        auction.asking = self.active     # (while listing, every seat counts as asked)
        auction.asking = tuple(s for s in self.active if self._claims(s))
        if auction.asking:
            self.to_act = auction.asking[0]

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
        d.phase = self.phase
        d.to_act = self.to_act
        d.moves = self.moves
        d.hands = self.hands[:]
        d.declarer = self.declarer
        d.contract = self.contract
        d.redeal = self.redeal
        d.redeal_reason = self.redeal_reason
        d.dead = self.dead
        d.events = self.events[:]
        # A phase that is over is shared with the copy, as nothing changes it any more: the
        # auction after the bidding and the opening claims, the exchange once the play has
        # begun.
        phase = self.phase
        auction = self.auction
        d.auction = auction.copy() if phase == BIDDING or auction.asking else auction
        d.exchange = self.exchange.copy() if phase < PLAY else self.exchange
        d.trick_play = self.trick_play.copy(d.hands)
        return d

    # -- the phases' state, read through the deal ------------------------------
    high = _delegate("auction", "high", "The highest bid so far (OPENING_BID at first).")
    high_bidder = _delegate("auction", "high_bidder", "Who made the highest bid.")
    passed = _delegate("auction", "passed", "A bitmask of the seats that passed.")
    bids_made = _delegate("auction", "bids_made", "Bids made in this auction.")
    dark = _delegate("auction", "dark", "Whether the dark game is announced (and not broken).")
    asking = _delegate("auction", "asking",
                       "The seats still to be asked about their opening claims, in the "
                       "rules' order (the first is :attr:`to_act`); empty once every one "
                       "has answered or a claim is made.")
    after_claims = _delegate("auction", "after_claims",
                             "The seat to act once the opening claims are over.")
    talon = _delegate("exchange", "talon", "The talon the declarer took (the one talon before).")
    talon_index = _delegate("exchange", "talon_index", "``two_talons``: the talon taken (-1).")
    talon_shown = _delegate("exchange", "talon_shown", "Whether the talon was shown.")
    spare = _delegate("exchange", "spare", "``two_talons``: the talon not taken.")
    given = _delegate("exchange", "given", "The cards given, with their targets.")
    targets = _delegate("exchange", "targets", "Who is still to receive a card.")
    discards = _delegate("exchange", "discards", "``two_talons``: the cards laid aside.")
    raised = _delegate("exchange", "raised", "Whether the declarer raised the contract.")
    conceded = _delegate("exchange", "conceded", "Whether the declarer conceded.")
    trump = _delegate("trick_play", "trump", "The trump suit (-1: none).")
    lead_suit = _delegate("trick_play", "lead_suit", "The suit led (-1: no trick).")
    win_card = _delegate("trick_play", "win_card", "The card now winning the trick.")
    win_seat = _delegate("trick_play", "win_seat", "Who played the card now winning.")
    won = _delegate("trick_play", "won",
                    "The cards won by seat (tricks, laid-aside cards, the spare talon).")
    trick = _delegate("trick_play", "trick", "The trick on the table: (seat, card), lead first.")
    tricks = _delegate("trick_play", "tricks", "Tricks taken by seat.")
    tricks_done = _delegate("trick_play", "tricks_done", "Tricks complete.")
    trick_log = _delegate("trick_play", "trick_log", "The tricks played, with their winners.")
    marriage_points = _delegate("trick_play", "marriage_points", "Marriages' points by seat.")
    marriages = _delegate("trick_play", "marriages", "Marriages declared by seat, by name.")
    last_winner = _delegate("trick_play", "last_winner", "Who took the last trick (-1).")

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
            return Phase.CONTRACT if self.exchange.complete(self) else Phase.PASSING
        return _TABLE_PHASES[p]

    def points(self, seat: int) -> int:
        """Deal points so far: card points won (laid-aside cards and the spare talon
        included) plus declared marriages."""
        return self.trick_play.points[seat]

    def cap(self) -> int:
        return bid_cap(self.rules, self.hands[self.to_act] if self.to_act >= 0 else 0)

    def exchange_complete(self) -> bool:
        return self.exchange.complete(self)

    def to_lay_aside(self) -> int:
        """``two_talons``: the cards the declarer has still to lay aside, as many as his
        talon brought (ruling 13); 0 in other games, and before and after his exchange."""
        return self.exchange.to_lay_aside(self)

    def talons_on_table(self) -> tuple[int, ...]:
        """The talons lying face down on the table, by index: their sizes, 0 for a taken one;
        empty once none lies there (the one talon taken, or the spare taken with the last
        trick)."""
        return self.exchange.talons_on_table(self)

    # -- the checks every phase shares -------------------------------------------
    def _seat_reason(self, seat: int) -> str | None:
        """A reason that refuses every action of ``seat``."""
        if self.phase == DONE:
            return refusal(R.DEAL_OVER)
        if not 0 <= seat < self.n:
            return refusal(R.NO_SEAT, seat)
        if seat == self.sitter:
            return refusal(R.SITS_OUT, seat)
        return None

    def _turn_reason(self, seat: int) -> str | None:
        if seat != self.to_act:
            return refusal(R.NOT_YOUR_TURN, self.to_act)
        return None

    def _claims(self, seat: int) -> list[Action]:
        """The opening claims ``seat`` may make now (a redeal, forehand's dark game)."""
        out: list[Action] = []
        self.auction._list_redeal(self, seat, out)
        self.auction._list_dark(self, seat, out)
        return out

    # -- legal actions and reasons: one verifier per kind of action ----------------
    #
    # Each kind of action has a check of everything but its parameter (``_check_*``:
    # a reason, or None when the seat may make a move of that kind now) and the set of
    # parameters it allows then (``_*_options``: a card mask, a range of values, the
    # targets), in the phase object it belongs to.  :meth:`reason` asks the kind's
    # check, then whether the parameter is in the options (and only if it is not, words
    # the refusal); :meth:`legal_actions` lists, for every kind whose check passes, one
    # action per option.  So the two are the same rule by construction.

    def legal_actions(self, seat: Optional[int] = None) -> list[Action]:
        """Legal actions of ``seat`` (default: the seat to act); none for another seat.

        While the opening claims are asked (:attr:`asking`) the seat to act has its claims
        (a redeal, forehand's dark game) and :class:`Decline`, in that order: Decline first.
        """
        if self.auction.asking:
            if seat is not None and seat != self.to_act:
                return []
            seat = self.to_act
            return [DECLINES[seat], *self._claims(seat)]
        if seat is None or seat == self.to_act:
            # The seat to act plays (its _seat_reason is None); none is to act once done.
            seat = self.to_act
            if self.phase == PLAY:      # (the commonest: one kind, the play's cards)
                cards: list[Action] = []
                self.trick_play._list_cards(self, seat, cards)
                return cards
            listers = _LISTERS[self.phase]
        else:
            return []
        out: list[Action] = []
        # The kinds whose checks can pass in this phase, each asked of its part.
        for part, lister in listers:
            lister(part(self), self, seat, out)
        return out

    def reason(self, action: Action) -> str | None:
        """Why ``action`` is illegal now, or None if it is legal."""
        r = self._seat_reason(action.seat)
        if r is not None:
            return r
        verify = _VERIFIERS.get(type(action))
        if verify is None:
            return refusal(R.UNKNOWN_ACTION, repr(action))
        if self.auction.asking:
            r = self._turn_reason(action.seat)
            if r is not None:
                return r
            if type(action) not in (Decline, Redeal, Dark):
                return refusal(R.CLAIM_FIRST)
        part, check = verify
        return check(part(self), self, action)

    # -- applying ---------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action; raise :class:`IllegalActionError` (state untouched) if not."""
        if type(action) is Play and self.phase == PLAY:
            # Fast path for the commonest action.
            seat = action.seat
            play = self.trick_play
            if (seat == self.to_act and legal_mask(play.hands[seat], play.lead_suit, play.win_card,
                                                   play.trump, play.must_beat) >> action.card & 1):
                out: list[Event] = []
                play.play_card(self, seat, action.card, False, out)
                self.moves += 1
                self.events.extend(out)
                return out
        r = self.reason(action)
        if r is not None:
            raise IllegalActionError(r, action)
        out = []
        seat = action.seat
        if isinstance(action, Play):
            self.trick_play.play_card(self, seat, action.card, False, out)
        elif isinstance(action, Declare):
            self.trick_play.play_card(self, seat, action.card, True, out)
        elif isinstance(action, Bid):
            self.auction.bid(self, seat, action.value, out)
        elif isinstance(action, Pass):
            self.auction.pass_(self, seat, out)
        elif isinstance(action, Give):
            self.exchange.give(self, seat, action.card, action.to, out)
        elif isinstance(action, Discard):
            self.exchange.discard(self, seat, action.card, out)
        elif isinstance(action, Raise):
            self.exchange.raise_(self, seat, action.value, out)
        elif isinstance(action, Concede):
            self.exchange.concede(self, seat, out)
        elif isinstance(action, Take):
            self.exchange.take(self, seat, action.index, out)
        elif isinstance(action, Decline):
            self.auction.decline(self)
        elif isinstance(action, Dark):
            self.auction.announce_dark(self, seat, out)
        elif isinstance(action, Redeal):
            self._claim_redeal(seat, out)
        self.moves += 1
        self.events.extend(out)
        return out

    def _claim_redeal(self, seat: int, out: list[Event]) -> None:
        self.redeal = True
        reasons = redeal_reasons(self.rules, self.layout.hands[seat])
        if self.auction.asking and reasons:
            self.redeal_reason = reasons[0]
        else:
            self.redeal_reason = "bad_talon"
        self.phase = DONE
        self.to_act = -1
        if self.auction.asking:     # (an opening claim: the auction is on; see copy)
            self.auction.asking = ()
        out.append(RedealClaimed(seat, self.redeal_reason))

    def _declare(self, seat: int, contract: int, out: list[Event]) -> None:
        """The auction is won (or there is none): ``seat`` declares ``contract`` and takes
        the talon (or, with ``two_talons``, chooses one)."""
        self.declarer = seat
        self.contract = contract
        self.to_act = seat
        out.append(AuctionWon(seat, contract, self.auction.dark))
        if self.two_talons:
            self.phase = TAKE
            return
        self.exchange.take_talon(self, seat, self.layout.talons[0], None, out)

    # -- outcome ----------------------------------------------------------------
    def made(self) -> bool:
        return not self.exchange.conceded and self.points(self.declarer) >= self.contract


_Lister = Callable[[Any, DealState, int, list[Action]], None]
_Part = Callable[[DealState], object]
#: The part of a deal a lister or a verifier belongs to.
_A: _Part = attrgetter("auction")
_E: _Part = attrgetter("exchange")
_T: _Part = attrgetter("trick_play")


_LISTERS: dict[int, tuple[tuple[_Part, _Lister], ...]] = {
    BIDDING: ((_A, Auction._list_redeal), (_A, Auction._list_dark), (_A, Auction._list_pass),
              (_A, Auction._list_bids)),
    TAKE: ((_A, Auction._list_redeal), (_E, Exchange._list_take)),
    EXCHANGE: ((_A, Auction._list_redeal), (_E, Exchange._list_gives),
               (_E, Exchange._list_discards), (_E, Exchange._list_raises),
               (_E, Exchange._list_concede), (_T, Tricks._list_cards)),
    PLAY: ((_T, Tricks._list_cards),),
    DONE: (),
}
_VERIFIERS: dict[type, tuple[_Part, Callable[[Any, DealState, Any], str | None]]] = {
    Redeal: (_A, Auction._verify_redeal), Dark: (_A, Auction._verify_dark),
    Decline: (_A, Auction._verify_decline), Pass: (_A, Auction._verify_pass),
    Bid: (_A, Auction._verify_bid), Take: (_E, Exchange._verify_take),
    Give: (_E, Exchange._verify_give), Discard: (_E, Exchange._verify_discard),
    Raise: (_E, Exchange._verify_raise), Concede: (_E, Exchange._verify_concede),
    Play: (_T, Tricks._verify_play), Declare: (_T, Tricks._verify_declare),
}


def check_layout(n_players: int, rules: Rules, layout: Layout, dealer: int) -> str | None:
    """Why a dealt layout is impossible (a card twice or missing, wrong counts), or None."""
    two_talons = rules.two_talons(n_players)
    hand_size = rules.hand_size(n_players)
    talon_sizes = rules.talon_sizes(n_players)
    if len(layout.hands) != n_players:
        return refusal(R.LAYOUT_HANDS, n_players, len(layout.hands))
    seen = 0
    total = 0
    # (the reason's code and first parameters, the cards, how many it should hold)
    parts: list[tuple[tuple[object, ...], int, int]] = []
    for s, h in enumerate(layout.hands):
        want = 0 if (n_players == 4 and s == dealer) else hand_size
        parts.append(((R.LAYOUT_HAND_SIZE, s), h, want))
    if len(layout.talons) != len(talon_sizes):
        return refusal(R.LAYOUT_TWO_TALONS if two_talons else R.LAYOUT_ONE_TALON)
    for i, t in enumerate(layout.talons):
        parts.append(((R.LAYOUT_TALON_SIZE,) if len(layout.talons) == 1
                      else (R.LAYOUT_TALONS_SIZE, i), t, talon_sizes[i]))
    parts.append(((R.LAYOUT_DEAD_SIZE,), layout.dead,
                  hand_size if rules.dead_hand(n_players) else 0))
    for (code, *where), m, want in parts:
        if m.bit_count() != want:
            return refusal(str(code), *where, m.bit_count(), want)
        if seen & m:
            dup = cards_of(seen & m)[0]
            return refusal(R.LAYOUT_CARD_TWICE, dup)
        seen |= m
        total += want
    if seen != (1 << 24) - 1:
        missing = cards_of(((1 << 24) - 1) & ~seen)[0]
        return refusal(R.LAYOUT_CARD_MISSING, missing)
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
