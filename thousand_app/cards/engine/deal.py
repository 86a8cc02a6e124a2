"""One deal as a state machine: redeal claims, bidding, talon, passing, raising, tricks.

The deal knows nothing of totals; the match (:mod:`.game`) tells it, in a
:class:`DealSetup`, the few facts it needs (who is on the barrel, who may bid...)
and settles the outcome when it is over.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional, Sequence

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
from .core import (DECLARE_POINTS, DECLARE_TRUMP, beats, declarable, legal_mask, marriage_of,
                   trick_reason)

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


class DealData:
    """The state of one deal and what it answers without rules of legality: the copy, the
    phase, points, what is left to lay aside, the talons on the table."""

    __slots__ = (
        "rules", "setup", "layout", "n", "dealer", "forehand", "active", "nxt", "sitter",
        "two_talons", "dead_hand", "golden", "barrel_deal", "dark", "phase", "to_act", "moves",
        "hands", "high", "high_bidder", "passed", "bids_made", "declarer", "contract",
        "talon", "talon_index", "talon_shown", "spare", "given", "targets", "discards",
        "raised", "conceded", "redeal", "redeal_reason", "trump", "lead_suit", "win_card", "win_seat",
        "trick", "tricks_done", "tricks", "won", "marriage_points", "marriages", "trick_log",
        "last_winner", "dead", "events", "asking", "after_claims",
    )
    # (set by DealState.__init__ and its actions; declared here for the checks)
    rules: Rules
    setup: DealSetup
    layout: Layout
    n: int
    dealer: int
    forehand: int
    active: tuple[int, ...]
    nxt: tuple[int, ...]
    sitter: int
    two_talons: bool
    dead_hand: bool
    golden: bool
    barrel_deal: bool
    dark: bool
    phase: int
    to_act: int
    moves: int
    hands: list[int]
    high: int
    high_bidder: int
    passed: int
    bids_made: int
    declarer: int
    contract: int
    talon: int
    talon_index: int
    talon_shown: bool
    spare: int
    given: list[tuple[Card, int]]
    targets: tuple[int, ...]
    discards: int
    raised: bool
    conceded: bool
    redeal: bool
    redeal_reason: str
    trump: int
    lead_suit: int
    win_card: int
    win_seat: int
    trick: list[tuple[int, Card]]
    tricks_done: int
    tricks: list[int]
    won: list[int]
    marriage_points: list[int]
    marriages: list[list[str]]
    trick_log: list[tuple[tuple[tuple[int, Card], ...], int]]
    last_winner: int
    dead: int
    events: list[Event]
    #: The seats still to be asked about their opening claims, in the rules' order (the
    #: first is :attr:`to_act`); empty once every one has answered or a claim is made.
    asking: tuple[int, ...]
    #: The seat to act once the opening claims are over.
    after_claims: int


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
        d.asking = self.asking
        d.after_claims = self.after_claims
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
            return self.to_lay_aside() == 0
        return not self.targets

    def to_lay_aside(self) -> int:
        """``two_talons``: the cards the declarer has still to lay aside, as many as his
        talon brought (ruling 13); 0 in other games, and before and after his exchange."""
        if not self.two_talons or self.phase not in (TAKE, EXCHANGE):
            return 0
        return LAID_ASIDE - self.discards.bit_count()

    def talons_on_table(self) -> tuple[int, ...]:
        """The talons lying face down on the table, by index: their sizes, 0 for a taken one;
        empty once none lies there (the one talon taken, or the spare taken with the last
        trick)."""
        taken = self.talon_index >= 0 if self.two_talons else self.declarer >= 0
        if not taken:
            return tuple(t.bit_count() for t in self.layout.talons)
        if self.two_talons and not (self.phase == DONE and self.last_winner >= 0):
            return tuple(0 if i == self.talon_index else t.bit_count()
                         for i, t in enumerate(self.layout.talons))
        return ()


class AuctionChecks(DealData):
    """The verifiers of the auction's actions (redeal, dark, pass, bid, take) and of the
    concession, each a check of everything but its parameter and the options it allows."""

    __slots__ = ()

    # Redeal ------------------------------------------------------------------------
    def _list_redeal(self, seat: int, out: list[Action]) -> None:
        if self._redeal_reason(seat) is None:
            out.append(Redeal(seat))

    def _verify_redeal(self, action: Action) -> str | None:
        return self._redeal_reason(action.seat)

    # Dark --------------------------------------------------------------------------
    def _list_dark(self, seat: int, out: list[Action]) -> None:
        if self._dark_reason(seat) is None:
            out.append(Dark(seat))

    def _verify_dark(self, action: Action) -> str | None:
        return self._dark_reason(action.seat)

    # Pass and Bid --------------------------------------------------------------------
    def _check_pass(self, seat: int) -> str | None:
        if self.golden:
            return refusal(R.GOLDEN_NO_BIDDING)
        if self.barrel_deal:
            return refusal(R.BARREL_NO_BIDDING)
        if self.phase != BIDDING:
            return refusal(R.BIDDING_OVER)
        if self.passed >> seat & 1:
            return refusal(R.PASSED)
        return self._turn_reason(seat)

    def _list_pass(self, seat: int, out: list[Action]) -> None:
        if self._check_pass(seat) is None:
            out.append(PASSES[seat])

    def _verify_pass(self, action: Action) -> str | None:
        return self._check_pass(action.seat)

    def _check_bid(self, seat: int) -> str | None:
        r = self._check_pass(seat)
        if r is None and not self.setup.may_bid[seat]:
            return self._no_bid_reason(seat)
        return r

    def _bid_options(self, seat: int) -> range:
        step = self.rules.bid_step
        return range(self.high + step, bid_cap(self.rules, self.hands[seat]) + 1, step)

    def _list_bids(self, seat: int, out: list[Action]) -> None:
        if self._check_bid(seat) is None:
            bids = BIDS[seat]
            out.extend([bids[v // 5] for v in self._bid_options(seat)])

    def _verify_bid(self, action: Action) -> str | None:
        assert isinstance(action, Bid)
        seat = action.seat
        r = self._check_bid(seat)
        if r is not None or action.value in self._bid_options(seat):
            return r
        return self._value_refusal(action.value, self.high, seat, "a bid")

    def _value_refusal(self, value: int, above: int, seat: int, what: str) -> str:
        """The words for a bid (or a raise) outside its options (the options decide)."""
        step = self.rules.bid_step
        raising = what == "a raise"
        if value <= above:
            return refusal(R.RAISE_NOT_HIGHER if raising else R.BID_NOT_HIGHER, above)
        if raising:
            if value % step:
                return refusal(R.RAISE_STEP, step)
        elif (value - above) % step:
            return refusal(R.BID_STEP, step)
        return (_cap_reason(self.rules, self.hands[seat], value)
                or refusal(R.RAISE_NOT_ALLOWED if raising else R.BID_NOT_ALLOWED, value))

    # Take ------------------------------------------------------------------------------
    def _check_take(self, seat: int) -> str | None:
        if not self.two_talons:
            return refusal(R.ONE_TALON)
        if self.declarer >= 0 and seat != self.declarer:
            return refusal(R.ONLY_DECLARER_TAKES)
        r = self._turn_reason(seat)
        if r is None and self.phase != TAKE:
            return refusal(R.NO_TALON_NOW)
        return r

    def _list_take(self, seat: int, out: list[Action]) -> None:
        if self._check_take(seat) is None:
            out.extend([Take(seat, i) for i in _TALON_CHOICES])

    def _verify_take(self, action: Action) -> str | None:
        assert isinstance(action, Take)
        r = self._check_take(action.seat)
        if r is None and action.index not in _TALON_CHOICES:
            return refusal(R.TALON_INDEX)
        return r

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

    # The checks the kinds share --------------------------------------------------------
    def _no_bid_reason(self, seat: int) -> str:
        if self.rules.barrel_mode == "talon" and self.setup.on_barrel[seat]:
            return refusal(R.BARREL_WAIT)
        return refusal(R.MINUS_NO_BID)

    def _opening_redeal_ok(self, seat: int) -> bool:
        return (seat in self.asking
                and bool(redeal_reasons(self.rules, self.layout.hands[seat])))

    def _redeal_reason(self, seat: int) -> str | None:
        if self._opening_redeal_ok(seat):
            return None
        if self.phase == EXCHANGE and self.rules.redeal_bad_talon:
            return self._bad_talon_reason(seat)
        if seat not in self.active:
            return refusal(R.SITS_OUT, seat)
        if self.asking or self.moves == 0:
            return refusal(R.NO_REDEAL_RIGHT)
        return refusal(R.REDEAL_FIRST_MOVE)

    def _bad_talon_reason(self, seat: int) -> str | None:
        rules = self.rules
        if not rules.redeal_bad_talon:
            return refusal(R.NO_BAD_TALON_REDEAL)
        if seat != self.declarer:
            return refusal(R.ONLY_DECLARER_REDEALS)
        if self.phase != EXCHANGE:
            return refusal(R.BAD_TALON_WHEN)
        if self.given or self.discards:
            return refusal(R.BAD_TALON_BEFORE_PASSING)
        if self.raised:
            return refusal(R.BAD_TALON_BEFORE_RAISING)
        if self.contract != OPENING_BID and not rules.redeal_bad_talon_any_contract:
            return refusal(R.BAD_TALON_CONTRACT, OPENING_BID)
        talon = self._taken_talon()
        if not bad_talon(talon):
            return refusal(R.TALON_NOT_BAD, points_of(talon))
        return None

    def _taken_talon(self) -> int:
        if self.two_talons:
            return self.layout.talons[self.talon_index] if self.talon_index >= 0 else 0
        return self.layout.talons[0]

    def _dark_reason(self, seat: int) -> str | None:
        if not self.rules.dark_game:
            return refusal(R.NO_DARK_GAME)
        if self.golden:
            return refusal(R.GOLDEN_NO_BIDDING)
        if self.barrel_deal:
            return refusal(R.BARREL_NO_BIDDING)
        if self.phase != BIDDING or not (self.asking or self.moves == 0):
            return refusal(R.DARK_TOO_LATE)
        if seat != self.forehand:
            return refusal(R.DARK_FOREHAND_ONLY)
        if any(self.setup.on_barrel):
            return refusal(R.DARK_BARREL)
        if not self.setup.may_bid[seat]:
            return self._no_bid_reason(seat)
        return None

    def _concede_reason(self, seat: int) -> str | None:
        if not self.rules.concede:
            return refusal(R.NO_CONCEDE)
        if self.phase != EXCHANGE or seat != self.declarer:
            return refusal(R.CONCEDE_WHEN)
        if self.golden:
            return refusal(R.GOLDEN_NO_CONCEDE)
        if self.dark:
            return refusal(R.DARK_NO_CONCEDE)
        if self.barrel_deal or self.setup.on_barrel[seat]:
            return refusal(R.BARREL_NO_CONCEDE)
        if not self.setup.may_concede[seat]:
            return refusal(R.CONCESSIONS_USED, self.rules.concede_limit)
        return None


class PlayChecks(AuctionChecks):
    """The verifiers of the exchange's and the play's actions (give, discard, raise, play,
    declare)."""

    __slots__ = ()

    # Give, Discard, Raise, Concede: the declarer's moves between the talon and the lead --
    def _check_declarers(self, seat: int, kind: type) -> str | None:
        """What every kind of the declarer's exchange asks (before its own checks)."""
        if kind is Concede and not self.rules.concede:
            return refusal(R.NO_CONCEDE)
        if kind is Give and self.two_talons:
            return refusal(R.DISCARD_NOT_GIVE)
        if kind is Discard and not self.two_talons:
            return refusal(R.GIVE_NOT_DISCARD)
        phase = self.phase
        if phase == BIDDING:
            return refusal(R.BIDDING_NOT_OVER)
        if phase == PLAY:
            return refusal(R.TOO_LATE)
        if seat != self.declarer:
            return _ONLY_DECLARER[kind]
        r = self._turn_reason(seat)
        if r is None and phase == TAKE:
            return refusal(R.TAKE_TALON_FIRST)
        return r

    def _check_give(self, seat: int) -> str | None:
        return self._check_declarers(seat, Give)

    def _list_gives(self, seat: int, out: list[Action]) -> None:
        if self._check_give(seat) is None:
            cards = cards_of(self.hands[seat])
            for t in self.targets:
                gives = GIVES[seat][t]
                out.extend([gives[c] for c in cards])

    def _verify_give(self, action: Action) -> str | None:
        assert isinstance(action, Give)
        seat = action.seat
        r = self._check_give(seat)
        if r is not None:
            return r
        if not self.hands[seat] >> action.card & 1:
            return refusal(R.CARD_NOT_IN_HAND, action.card)
        if action.to in self.targets:
            return None
        if action.to == seat:
            return refusal(R.GIVE_TO_SELF)
        if action.to == DEAD and not self.dead_hand:
            return refusal(R.NO_DEAD_HAND)
        if any(t == action.to for _, t in self.given):
            return refusal(R.ALREADY_GIVEN)
        return refusal(R.SITS_OUT, action.to)

    def _check_discard(self, seat: int) -> str | None:
        r = self._check_declarers(seat, Discard)
        if r is None and self.discards.bit_count() >= LAID_ASIDE:
            return refusal(R.ALREADY_LAID_ASIDE)
        return r

    def _list_discards(self, seat: int, out: list[Action]) -> None:
        if self._check_discard(seat) is None:
            discards = DISCARDS[seat]
            out.extend([discards[c] for c in cards_of(self.hands[seat])])

    def _verify_discard(self, action: Action) -> str | None:
        assert isinstance(action, Discard)
        r = self._check_discard(action.seat)
        if r is None and not self.hands[action.seat] >> action.card & 1:
            return refusal(R.CARD_NOT_IN_HAND, action.card)
        return r

    def _laid_aside_first(self) -> str | None:
        """``two_talons``: raising, conceding and leading wait for the two cards laid aside
        (ruling 13)."""
        if self.two_talons and self.discards.bit_count() < LAID_ASIDE:
            return refusal(R.LAY_ASIDE_FIRST)
        return None

    def _check_raise(self, seat: int) -> str | None:
        r = self._check_declarers(seat, Raise) or self._laid_aside_first()
        if r is None and self.dark:
            return refusal(R.DARK_NO_RAISE)
        return r

    def _raise_options(self, seat: int) -> range:
        step = self.rules.bid_step
        first = (self.contract // step + 1) * step
        return range(first, bid_cap(self.rules, self.hands[seat]) + 1, step)

    def _list_raises(self, seat: int, out: list[Action]) -> None:
        if self._check_raise(seat) is None:
            raises = RAISES[seat]
            out.extend([raises[v // 5] for v in self._raise_options(seat)])

    def _verify_raise(self, action: Action) -> str | None:
        assert isinstance(action, Raise)
        seat = action.seat
        r = self._check_raise(seat)
        if r is not None or action.value in self._raise_options(seat):
            return r
        return self._value_refusal(action.value, self.contract, seat, "a raise")

    def _check_concede(self, seat: int) -> str | None:
        return (self._check_declarers(seat, Concede) or self._laid_aside_first()
                or self._concede_reason(seat))

    def _list_concede(self, seat: int, out: list[Action]) -> None:
        if self._check_concede(seat) is None:
            out.append(Concede(seat))

    def _verify_concede(self, action: Action) -> str | None:
        return self._check_concede(action.seat)

    # Play and Declare ----------------------------------------------------------------
    def _check_play(self, seat: int) -> str | None:
        """Whether ``seat`` may put a card on the table now (either kind)."""
        phase = self.phase
        if phase == PLAY:
            return None if seat == self.to_act else self._turn_reason(seat)
        if phase != EXCHANGE:
            return refusal(R.NO_PLAY_YET)
        if seat != self.declarer:
            return refusal(R.DECLARER_LEADS)
        r = self._turn_reason(seat)
        if r is not None:
            return r
        if not self.exchange_complete():
            if self.two_talons:
                return refusal(R.DISCARD_FIRST)
            return refusal(R.GIVE_FIRST)
        if self._lead_blocked():
            return refusal(R.BARREL_RAISE_FIRST, BARREL_MIN_CONTRACT)
        return None

    def _declare_options(self, seat: int, playable: int) -> int:
        """The cards of ``playable`` whose lead declares a marriage now."""
        if self.lead_suit >= 0 or (self.rules.marriage_needs_trick and not self.tricks[seat]):
            return 0
        return playable & declarable(self.hands[seat], self.rules.ace_marriage)

    def _list_cards(self, seat: int, out: list[Action]) -> None:
        if self._check_play(seat) is None:
            # The options of a card: legal_mask, as trick_reason in _verify_play asks it.
            playable = legal_mask(self.hands[seat], self.lead_suit, self.win_card, self.trump,
                                  self.rules.must_beat)
            cards = cards_of(playable)
            plays = PLAYS[seat]
            out.extend([plays[c] for c in cards])
            marriages = self._declare_options(seat, playable)
            if marriages:
                declares = DECLARES[seat]
                out.extend([declares[c] for c in cards if marriages >> c & 1])

    def _verify_play(self, action: Action) -> str | None:
        assert isinstance(action, (Play, Declare))
        seat = action.seat
        r = self._check_play(seat)
        if r is not None:
            return r
        return trick_reason(self.hands[seat], action.card, self.lead_suit, self.win_card,
                            self.trump, self.rules.must_beat)

    def _verify_declare(self, action: Action) -> str | None:
        assert isinstance(action, Declare)
        r = self._verify_play(action)
        if r is not None:
            return r
        seat, card = action.seat, action.card
        if self._declare_options(seat, 1 << card):
            return None
        hand = self.hands[seat]
        if self.lead_suit >= 0:
            return refusal(R.MARRIAGE_ON_LEAD)
        needs = marriage_of(card)
        if not needs or (needs == ACES and not self.rules.ace_marriage):
            return refusal(R.NOT_MARRIAGE_CARD)
        if hand & needs != needs:
            if needs == ACES:
                return refusal(R.ACE_MARRIAGE_NEEDS_ACES)
            other = card - 1 if card % 6 == KING else card + 1   # (the queen, the king)
            return refusal(R.MARRIAGE_PARTNER, other)
        return refusal(R.MARRIAGE_NEEDS_TRICK)

    def _lead_blocked(self) -> bool:
        return self.setup.on_barrel[self.declarer] and self.contract < BARREL_MIN_CONTRACT


class DealState(PlayChecks):
    """The state of one deal.  Mutable; :meth:`copy` is cheap.  Its checks are
    :class:`AuctionChecks` and :class:`PlayChecks`; here the dispatch over them (legal
    actions and reasons), the actions and the outcome."""

    __slots__ = ()
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
        # The opening claims: each seat that has one is asked in turn from forehand, as the
        # one to act (its claims or a Decline); then the deal goes on with ``after_claims``.
        self.after_claims = self.to_act
        self.asking = self.active     # (while listing, every seat counts as asked)
        self.asking = tuple(s for s in self.active if self._claims(s))
        if self.asking:
            self.to_act = self.asking[0]

    def _claims(self, seat: int) -> list[Action]:
        out: list[Action] = []
        for lister in _CLAIM_LISTERS:
            lister(self, seat, out)
        return out

    # -- legal actions and reasons: one verifier per kind of action ----------------
    #
    # Each kind of action has a check of everything but its parameter (``_check_*``:
    # a reason, or None when the seat may make a move of that kind now) and the set of
    # parameters it allows then (``_*_options``: a card mask, a range of values, the
    # targets).  :meth:`reason` asks the kind's check, then whether the parameter is in
    # the options (and only if it is not, words the refusal); :meth:`legal_actions`
    # lists, for every kind whose check passes, one action per option.  So the two are
    # the same rule by construction.

    def legal_actions(self, seat: Optional[int] = None) -> list[Action]:
        """Legal actions of ``seat`` (default: the seat to act); none for another seat.

        While the opening claims are asked (:attr:`asking`) the seat to act has its claims
        (a redeal, forehand's dark game) and :class:`Decline`, in that order: Decline first.
        """
        if self.asking:
            if seat is not None and seat != self.to_act:
                return []
            seat = self.to_act
            return [DECLINES[seat], *self._claims(seat)]
        if seat is None or seat == self.to_act:
            # The seat to act plays (its _seat_reason is None); none is to act once done.
            seat = self.to_act
            listers = _LISTERS[self.phase]
        else:
            return []
        out: list[Action] = []
        # The kinds whose checks can pass in this phase.
        for lister in listers:
            lister(self, seat, out)
        return out

    def reason(self, action: Action) -> str | None:
        """Why ``action`` is illegal now, or None if it is legal."""
        r = self._seat_reason(action.seat)
        if r is not None:
            return r
        verify = _VERIFIERS.get(type(action))
        if verify is None:
            return refusal(R.UNKNOWN_ACTION, repr(action))
        if self.asking:
            r = self._turn_reason(action.seat)
            if r is not None:
                return r
            if type(action) not in (Decline, Redeal, Dark):
                return refusal(R.CLAIM_FIRST)
        return verify(self, action)

    def _verify_decline(self, action: Action) -> str | None:
        if not self.asking:
            return refusal(R.NO_CLAIM)
        return self._turn_reason(action.seat)


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
        elif isinstance(action, Decline):
            self.asking = self.asking[1:]
            self.to_act = self.asking[0] if self.asking else self.after_claims
        elif isinstance(action, Dark):
            self.dark = True
            self.high = DARK_CONTRACT
            self.high_bidder = seat
            self.asking = ()        # (a claim made closes the others)
            self.to_act = self.after_claims
            out.append(DarkAnnounced(seat))
        elif isinstance(action, Redeal):
            self.redeal = True
            if self.asking and redeal_reasons(self.rules, self.layout.hands[seat]):
                self.redeal_reason = redeal_reasons(self.rules, self.layout.hands[seat])[0]
            else:
                self.redeal_reason = "bad_talon"
            self.phase = DONE
            self.to_act = -1
            self.asking = ()
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
                value = DECLARE_POINTS[card]
                trump = DECLARE_TRUMP[card]
                name = ACE_MARRIAGE if trump < 0 else SUIT_LETTERS[trump]
                changed = trump >= 0 and self.trump != trump
                if changed:
                    self.trump = trump
                self.marriage_points[seat] += value
                self.marriages[seat].append(name)
                out.append(MarriageDeclared(seat, name, value, changed))
        else:
            out.append(CardPlayed(seat, card, len(self.trick)))
            if beats(card, self.win_card, self.trump):
                self.win_card = card
                self.win_seat = seat
        trick = self.trick
        trick.append((seat, card))
        if len(trick) < len(self.active):
            self.to_act = self.nxt[seat]
            return
        # The trick is complete.
        w = self.win_seat
        cards = tuple([c for _, c in trick])
        trick_mask = 0
        for c in cards:
            trick_mask |= 1 << c
        self.won[w] |= trick_mask
        self.tricks[w] += 1
        self.tricks_done += 1
        self.trick_log.append((tuple(trick), w))
        out.append(TrickWon(w, cards, points_of(trick_mask), self.tricks_done - 1))
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


_LISTERS: dict[int, tuple[Callable[[DealState, int, list[Action]], None], ...]] = {
    BIDDING: (DealState._list_redeal, DealState._list_dark, DealState._list_pass,
              DealState._list_bids),
    TAKE: (DealState._list_redeal, DealState._list_take),
    EXCHANGE: (DealState._list_redeal, DealState._list_gives, DealState._list_discards,
               DealState._list_raises, DealState._list_concede, DealState._list_cards),
    PLAY: (DealState._list_cards,),
    DONE: (),
}
_CLAIM_LISTERS = (DealState._list_redeal, DealState._list_dark)
_VERIFIERS: dict[type, Callable[[DealState, Action], str | None]] = {
    Redeal: DealState._verify_redeal, Dark: DealState._verify_dark,
    Decline: DealState._verify_decline, Pass: DealState._verify_pass,
    Bid: DealState._verify_bid, Take: DealState._verify_take, Give: DealState._verify_give,
    Discard: DealState._verify_discard, Raise: DealState._verify_raise,
    Concede: DealState._verify_concede, Play: DealState._verify_play,
    Declare: DealState._verify_declare,
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
