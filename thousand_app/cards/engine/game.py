"""A whole game of Thousand: deals in turn, the match state, observations, undo.

>>> import random
>>> g = Game(Rules.preset("classic"), 3, seed=1)
>>> g.to_act, g.phase
(2, <Phase.BIDDING: 'bidding'>)
>>> events = g.apply(g.legal_actions()[0])     # seat 2 passes
>>> type(events[0]).__name__, g.to_act
('Passed', 0)
>>> g.undo(), g.to_act
(True, 2)

Every random choice comes from the seeded generator: the same seed and the
same actions give the same game.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass
from functools import lru_cache, partial
from typing import Any, Callable, NamedTuple, Optional, Sequence

from .actions import DEAD, Action, Concede, Dark, Play, Redeal
from .cards import Card, cards_of, points_of
from .deal import (BIDDING, DONE, EXCHANGE, TAKE, DealSetup, DealState, Layout,
                   active_seats, check_layout, deal_layout, redeal_reasons)
from .errors import IllegalActionError, RulesError
from . import reasons as R
from .reasons import refusal
from .events import (BidMade, DarkAnnounced, DarkBroken, Dealt, DealScored, Event,
                     GameOver, Passed, redact)
from thousand_app.games.reasons import Reason
from .phase import Phase
from .rules import OPENING_BID, Rules
from .scoring import MatchState, golden_deal_count, settle
from .summary import DealSummary


@dataclass(frozen=True, slots=True)
class Observation:
    """What one seat may know: everything a player at a real table could see.

    Cards are :class:`Card` values; ``None`` stands for a card this seat cannot see.
    """

    seat: int
    n_players: int
    rules: Rules
    players: tuple[str, ...]
    deal_index: int
    #: Where the game stands (a ``str`` enum: ``obs.phase == "play"`` works).
    phase: Phase
    to_act: Optional[int]
    dealer: int
    forehand: int
    active: tuple[int, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    golden: bool
    dark: bool
    barrel_deal: bool
    #: The auction so far: (seat, value) with value a bid, 0 for a pass, -1 for the dark announcement.
    auction: tuple[tuple[int, int], ...]
    high_bid: int
    high_bidder: int
    passed: tuple[int, ...]
    declarer: Optional[int]
    contract: Optional[int]
    #: The talon as this seat knows it (None if unseen); ``talon_public``: shown to all.
    talon: Optional[tuple[Card, ...]]
    talon_public: bool
    talon_index: Optional[int]
    #: Every card passed by the declarer: (card or None if unseen, target seat or -1 = dead hand).
    given: tuple[tuple[Optional[Card], int], ...]
    #: The declarer's own laid-aside cards (two_talons); unseen ones as None.
    discards: tuple[Optional[Card], ...]
    trick: tuple[tuple[int, Card], ...]
    tricks_history: tuple[tuple[tuple[tuple[int, Card], ...], int], ...]
    trump: Optional[int]
    marriages: tuple[tuple[str, ...], ...]
    tricks_won: tuple[int, ...]
    #: Card points each seat has won in tricks, as everyone can count them.
    trick_points: tuple[int, ...]
    #: Marriage points each seat has declared.
    marriage_points: tuple[int, ...]
    totals: tuple[int, ...]
    bolts: tuple[int, ...]
    barrel: tuple[Optional[int], ...]
    falls: tuple[int, ...]
    concessions: tuple[int, ...]
    legal_actions: tuple[Action, ...]
    winner: Optional[int]
    #: This deal's events as this seat saw them.
    events: tuple[Event, ...]
    #: The talons lying face down on the table now, by index: their sizes (0 for the one
    #: the declarer took); empty once none lies there.
    talons_on_table: tuple[int, ...] = ()
    #: Cards in the dead hand now (dealt to it and passed to it); 0 without a dead hand.
    dead_hand_size: int = 0
    #: ``two_talons``: the cards the declarer has still to lay aside (before raising,
    #: conceding or leading); 0 otherwise.
    to_lay_aside: int = 0
    #: Where the declarer's cards still to pass go, in order (seats, ``DEAD`` for the dead
    #: hand); empty when none is to be passed.
    pass_targets: tuple[int, ...] = ()

    #: The score sheet's rows: the summaries of the deals over (as every seat saw them
    #: scored), from the game's first deal, whenever the seat came to the table.
    history: tuple[DealSummary, ...] = ()
    #: For the seat to act only: what each listed action the table shows before it is made
    #: would do (a concession's figures: :meth:`Game.preview`, events redacted for the seat).
    previews: tuple[tuple[Action, "Preview"], ...] = ()
    #: For the seat to act only, during the play: why each card of its hand that may not go
    #: to the trick may not (the trick rule's reason, as :meth:`Game.reason` says it).
    refusals: tuple[tuple[Action, Reason], ...] = ()
    #: For the seat to act only, asked about its opening claims with a redeal among them:
    #: the conditions its dealt hand meets (:meth:`Game.redeal_reasons`).
    redeal_reasons: tuple[str, ...] = ()
    #: Why any move of this seat that is neither listed nor in :attr:`refusals` is refused
    #: now (another seat is to act, or not that move now); None when nobody is to act.
    otherwise: Optional[Reason] = None

    @property
    def is_over(self) -> bool:
        return self.winner is not None or self.phase == Phase.OVER

    @property
    def needs_deal(self) -> bool:
        """Whether the next deal is to be dealt (as :attr:`Game.needs_deal`)."""
        return self.phase == Phase.BETWEEN_DEALS

    @property
    def deal_started(self) -> bool:
        """Whether anyone has moved in this deal that the seat can tell (a bid, a pass, the
        dark announced, or the deal past its auction)."""
        return bool(self.auction) or self.phase not in (Phase.BIDDING, Phase.BETWEEN_DEALS)


#: How many actions (and deals) :meth:`Game.undo` can take back.
UNDO_DEPTH = 256


@dataclass(frozen=True, slots=True)
class Preview:
    """What an action would do, worked out by applying it to a copy (:meth:`Game.preview`).

    ``events`` are those :meth:`Game.apply` would return (unredacted: the caller
    shows them only to whom it may); when the action ends the deal
    (``deal_over``) they end with ``DealScored`` (and ``GameOver``) and
    ``totals_after`` are the totals once the deal is settled.
    """

    totals_before: tuple[int, ...]
    totals_after: tuple[int, ...]
    deltas: tuple[int, ...]
    events: tuple[Event, ...]
    deal_over: bool


@dataclass(frozen=True, slots=True)
class CardLocations:
    """Where every card is now (masks), as nobody at the table may see it: for tests,
    measurements and the all-seeing reference player, never for a player's decisions.

    ``talons``: the talons not taken yet (all of them during the bidding, both while the
    ``two_talons`` declarer chooses; empty once taken).  ``spare``: the untaken talon
    of ``two_talons``.  ``discards``: the cards the ``two_talons`` declarer laid aside.
    """

    hands: tuple[int, ...]
    talons: tuple[int, ...]
    dead: int
    spare: int
    discards: int


class _Snapshot(NamedTuple):
    deal: Optional[DealState]  # None: the action was a deal()
    match: MatchState
    n_history: int
    n_deals: int
    n_moves: int
    rng_state: object
    dealer: int
    last_deal: Optional[DealState]


@dataclass(frozen=True)
class DealCards:
    """Chance's action in the card game: the cards of the next deal (:meth:`Game.sample_chance`
    draws one, :meth:`Game.apply` deals it, as :meth:`Game.deal` with these cards would)."""

    layout: Layout


class Game:
    """A game of Thousand for 2, 3 or 4 seats.

    Chance is explicit: when a deal is over, :attr:`needs_deal` is true and
    :meth:`deal` deals the next (shuffled from the seeded generator, or with the
    cards given, as a record replay does).
    """

    def __init__(self, rules: Rules | None = None, n_players: int = 3, *,
                 players: Sequence[str] | None = None, first_dealer: int = 0,
                 start_totals: Sequence[int] | None = None,
                 start_bolts: Sequence[int] | None = None,
                 seed: int | None = None, rng: random.Random | None = None,
                 deal: bool = True, keep_undo: bool = True) -> None:
        self.rules = rules if rules is not None else Rules()
        if n_players not in (2, 3, 4):
            raise RulesError(f"a game needs 2, 3 or 4 players, not {n_players}")
        self.n = n_players
        self.players = tuple(players) if players is not None else tuple(
            f"Player {i + 1}" for i in range(n_players))
        if len(self.players) != n_players:
            raise RulesError(f"{n_players} players need {n_players} names")
        if not 0 <= first_dealer < n_players:
            raise RulesError(f"first_dealer must be a seat from 0 to {n_players - 1}")
        for name, values in (("start_totals", start_totals), ("start_bolts", start_bolts)):
            if values is not None and len(values) != n_players:
                raise RulesError(f"{name} needs one number per player")
        if start_totals is not None and any(t > self.rules.barrel_at for t in start_totals):
            raise RulesError(
                f"a start total may not be above the barrel ({self.rules.barrel_at})")
        if start_bolts is not None:
            top = None if self.rules.bolts == "off" else 2
            if any(b < 0 or (top is not None and b > top) for b in start_bolts):
                raise RulesError("start bolts must be from 0 to 2" if top is not None
                                 else "start bolts may not be negative")
        self.first_dealer = first_dealer
        self.start_totals = tuple(start_totals) if start_totals is not None else (0,) * n_players
        self.start_bolts = tuple(start_bolts) if start_bolts is not None else (0,) * n_players
        if rng is None:
            if seed is None:
                seed = random.SystemRandom().randrange(1 << 62)
            rng = random.Random(seed)
        self.seed = seed
        self.rng = rng
        self.match = MatchState.start(self.rules, n_players, self.start_totals, self.start_bolts)
        self.history: list[DealSummary] = []
        self.dealer = first_dealer
        self.deal_state: Optional[DealState] = None
        #: The deal that finished last (kept for the table and the end-of-deal summary).
        self.last_deal: Optional[DealState] = None
        #: Record of the game: each deal's layout and the actions played in it.
        self.deals: list[tuple[Layout, list[Action]]] = []
        self.keep_undo = keep_undo
        self._undo: deque[_Snapshot] = deque(maxlen=UNDO_DEPTH)
        #: (:func:`_observe`) what the events of the deal shown last gave, grown as the deal
        #: grows: the auction, and each seat's redacted events (see :func:`_seen`)
        self._seen: dict[object, _Seen] = {}
        if deal:
            self.deal()

    # -- state ------------------------------------------------------------------
    @property
    def winner(self) -> Optional[int]:
        return self.match.winner

    @property
    def is_over(self) -> bool:
        return self.match.winner is not None

    @property
    def needs_deal(self) -> bool:
        return self.deal_state is None and not self.is_over

    @property
    def to_act(self) -> Optional[int]:
        d = self.deal_state
        return d.to_act if d is not None else None

    @property
    def totals(self) -> tuple[int, ...]:
        return self.match.totals

    @property
    def phase(self) -> Phase:
        """Where the game stands (see :class:`Phase`)."""
        if self.is_over:
            return Phase.OVER
        if self.deal_state is None:
            return Phase.BETWEEN_DEALS
        return self.deal_state.table_phase

    @property
    def deal_started(self) -> bool:
        """Whether a move has been made in the deal in progress (False between deals).

        The opening claims are ordinary decisions: while they are open (:attr:`claims_open`)
        the seat asked is :attr:`to_act`, with its claims and a ``Decline`` as its legal
        actions, and its answer is a move of the deal.
        """
        d = self.deal_state
        return d is not None and d.moves > 0

    @property
    def claims_open(self) -> bool:
        """Whether the seat to act is being asked about its opening claims (a ``Redeal`` for
        its dealt hand, forehand's ``Dark``): its legal actions are those and ``Decline``.
        Seats are asked in turn order from forehand; a claim made closes the others; once
        all have declined the deal goes on (rules decision 1)."""
        d = self.deal_state
        return d is not None and bool(d.asking)

    def deal_events(self, seat: int | None = None) -> list[Event]:
        """The events of the deal in progress, or of the last finished deal between deals
        (from ``Dealt``, without the ``DealScored`` that settled it), as ``seat`` saw them,
        or all of them unredacted with ``seat=None``.  Empty before the first deal."""
        d = self.deal_state if self.deal_state is not None else self.last_deal
        if d is None:
            return []
        if seat is None:
            return list(d.events)
        return [redact(e, seat) for e in d.events]

    def redeal_reasons(self, seat: int) -> list[str]:
        """Why ``seat``'s dealt hand allows an opening redeal (``four_nines``, ``weak_hand``);
        empty if it does not, or between deals."""
        d = self.deal_state
        if d is None or seat not in d.active:
            return []
        return redeal_reasons(self.rules, d.layout.hands[seat])

    def card_locations(self) -> CardLocations | None:
        """Every card of the deal in progress (None between deals): see :class:`CardLocations`."""
        d = self.deal_state
        if d is None:
            return None
        talons = d.layout.talons if d.phase in (BIDDING, TAKE) else ()
        return CardLocations(tuple(d.hands), tuple(talons), d.dead, d.spare, d.discards)

    def next_deal_setup(self) -> DealSetup:
        """What the next deal will be: golden, a barrel deal, who may bid or concede."""
        rules, m, n = self.rules, self.match, self.n
        forehand = active_seats(n, self.dealer)[0]
        on_barrel = tuple(b is not None for b in m.barrel)
        talon_mode = rules.barrel_mode == "talon"
        may_bid = tuple(
            not (rules.minus_bidding == "negative" and m.totals[s] < 0)
            and not (talon_mode and on_barrel[s]) for s in range(n))
        may_concede = tuple(rules.concede_limit == 0 or m.concessions[s] < rules.concede_limit
                            for s in range(n))
        return DealSetup(
            n_players=n, dealer=self.dealer,
            golden=rules.golden_round and m.golden_played < golden_deal_count(n),
            barrel_deal=talon_mode and on_barrel[forehand],
            on_barrel=on_barrel, may_bid=may_bid, may_concede=may_concede)

    # -- chance -----------------------------------------------------------------
    @property
    def chance_pending(self) -> bool:
        """Whether chance is to act: the next deal is to be dealt (the game protocol's name for
        :attr:`needs_deal`)."""
        return self.needs_deal

    def sample_chance(self, rng: random.Random) -> DealCards:
        """Chance's outcome: the next deal's cards, shuffled by ``rng`` (the game's own
        generator is not touched)."""
        if not self.needs_deal:
            raise IllegalActionError(refusal(R.DEAL_IN_PROGRESS) if self.deal_state is not None
                                     else refusal(R.GAME_OVER))
        order = list(range(24))
        rng.shuffle(order)
        return DealCards(deal_layout(self.n, self.rules, self.dealer, order))

    def deal(self, layout: Layout | None = None) -> list[Event]:
        """Deal the next deal: the given cards, else a shuffle from the generator.

        The generator is advanced by one shuffle for every deal either way, so a
        deal without given cards is the same whatever the earlier deals held.
        """
        self._check_deal_due()
        order = list(range(24))
        state = self.rng.getstate() if self.keep_undo else None
        self.rng.shuffle(order)
        if layout is None:
            layout = deal_layout(self.n, self.rules, self.dealer, order)
        else:
            problem = check_layout(self.n, self.rules, layout, self.dealer)
            if problem is not None:
                raise IllegalActionError(problem)
        return self._start_deal(layout, state)

    def _check_deal_due(self) -> None:
        if self.is_over:
            raise IllegalActionError(refusal(R.GAME_OVER))
        if self.deal_state is not None:
            raise IllegalActionError(refusal(R.DEAL_IN_PROGRESS))

    def _deal_cards(self, action: DealCards) -> list[Event]:
        """Chance's :class:`DealCards`: deal those cards; the game's generator is not touched
        (whoever drew them used his own, or this one through :meth:`sample_chance`)."""
        self._check_deal_due()
        problem = check_layout(self.n, self.rules, action.layout, self.dealer)
        if problem is not None:
            raise IllegalActionError(problem)
        return self._start_deal(action.layout, self.rng.getstate() if self.keep_undo else None)

    def _start_deal(self, layout: Layout, rng_state: object) -> list[Event]:
        if self.keep_undo:
            self._undo.append(_Snapshot(None, self.match, len(self.history), len(self.deals), -1,
                                        rng_state, self.dealer, self.last_deal))
        setup = self.next_deal_setup()
        d = DealState(self.rules, setup, layout)
        self.deal_state = d
        self.deals.append((layout, []))
        hands = tuple(tuple(cards_of(h)) for h in layout.hands)
        dealt = Dealt(len(self.deals) - 1, self.dealer, d.forehand, hands,
                      tuple(t.bit_count() for t in layout.talons), layout.dead.bit_count(),
                      setup.golden, d.forehand if setup.barrel_deal else None, d.active)
        d.events.insert(0, dealt)
        return list(d.events)

    # -- actions ----------------------------------------------------------------
    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Legal actions of ``seat`` (default: the seat to act)."""
        d = self.deal_state
        return d.legal_actions(seat) if d is not None else []

    def all_legal_actions(self) -> list[Action]:
        """Legal actions of every seat: only the seat to act has any."""
        d = self.deal_state
        return d.legal_actions() if d is not None else []

    def reason(self, action: Action | DealCards) -> str | None:
        """Why ``action`` is illegal now, or None."""
        if isinstance(action, DealCards):
            if self.is_over:
                return refusal(R.GAME_OVER)
            if self.deal_state is not None:
                return refusal(R.DEAL_IN_PROGRESS)
            return check_layout(self.n, self.rules, action.layout, self.dealer)
        d = self.deal_state
        if d is None:
            return refusal(R.GAME_OVER if self.is_over else R.DEAL_NOT_DEALT)
        return d.reason(action)

    def is_legal(self, action: Action | DealCards) -> bool:
        return self.reason(action) is None

    def apply(self, action: Action | DealCards) -> list[Event]:
        """Apply a legal action (a seat's, or chance's :class:`DealCards`) and return the
        events it caused.

        An illegal action raises :class:`IllegalActionError` with the reason and
        changes nothing.
        """
        if isinstance(action, DealCards):
            return self._deal_cards(action)
        d = self.deal_state
        if d is None:
            raise IllegalActionError(self.reason(action) or refusal(R.DEAL_NOT_DEALT), action)
        if self.keep_undo:
            snap = d.copy()
            events = d.apply(action)
            self._undo.append(_Snapshot(snap, self.match, len(self.history), len(self.deals),
                                        len(self.deals[-1][1]), None, self.dealer,
                                        self.last_deal))
        else:
            events = d.apply(action)
        self.deals[-1][1].append(action)
        if d.phase == DONE:
            self.match, summary, end = self._settle(d)
            events.extend(end)
            self.history.append(summary)
            self.deal_state = None
            self.last_deal = d
            if not d.redeal:
                self.dealer = (self.dealer + 1) % self.n
        return events

    def _settle(self, d: DealState) -> tuple[MatchState, DealSummary, list[Event]]:
        """The match after the finished deal ``d``, its summary and the closing events."""
        match, summary = settle(self.rules, self.match, d)
        out: list[Event] = [DealScored(summary)]
        if match.winner is not None:
            out.append(GameOver(match.winner, match.totals))
        return match, summary, out

    def preview(self, action: Action) -> Preview:
        """What :meth:`apply` would do with ``action``, without doing it.

        The action is applied by the same code to a copy of the deal (and the deal
        settled by the same code if it ends); an illegal action raises
        :class:`IllegalActionError` as :meth:`apply` does.  The game is unchanged.
        """
        d = self.deal_state
        if d is None:
            raise IllegalActionError(self.reason(action) or refusal(R.DEAL_NOT_DEALT), action)
        trial = d.copy()
        events = trial.apply(action)
        before = self.match.totals
        after = before
        over = trial.phase == DONE
        if over:
            match, _, end = self._settle(trial)
            events.extend(end)
            after = match.totals
        return Preview(before, after, tuple(a - b for a, b in zip(after, before)),
                       tuple(events), over)

    def undo(self) -> bool:
        """Take back the last action or deal; False if there is nothing to undo.

        The last :data:`UNDO_DEPTH` steps can be taken back.
        """
        if not self._undo:
            return False
        snap = self._undo.pop()
        self.match = snap.match
        del self.history[snap.n_history:]
        del self.deals[snap.n_deals:]
        self.dealer = snap.dealer
        self.last_deal = snap.last_deal
        if snap.rng_state is not None:
            self.rng.setstate(snap.rng_state)  # type: ignore[arg-type]
        self.deal_state = snap.deal
        if snap.deal is not None:
            del self.deals[-1][1][snap.n_moves:]
        return True

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    # -- views ------------------------------------------------------------------
    def observation(self, seat: int) -> Observation:
        """What ``seat`` may see now."""
        return _observe(self, seat)

    def output(self) -> dict[str, object]:
        """The replay document of record-format.md for the game so far."""
        deals: list[dict[str, object]] = [s.to_json() for s in self.history]
        d = self.deal_state
        if d is not None:
            deals.append(self._in_progress_entry(d))
        return {"deals": deals, "totals": list(self.match.totals), "winner": self.match.winner,
                "in_progress": d is not None}

    def _in_progress_entry(self, d: DealState) -> dict[str, object]:
        declared = d.declarer >= 0
        m = self.match
        return DealSummary(
            dealer=d.dealer, declarer=d.declarer if declared else None,
            contract=d.contract if declared else None, conceded=False, made=None, dark=d.dark,
            golden=d.golden, redeal=False,
            points=tuple(0 if s == d.sitter else d.points(s) for s in range(self.n)),
            marriages=tuple(tuple(x) for x in d.marriages), deltas=None, totals=m.totals,
            bolts=m.bolts, barrel=m.barrel).to_json()


def _observe(game: Game, seat: int) -> Observation:
    """What ``seat`` may see of ``game`` now (:meth:`Game.observation`): its own cards, the
    public state of the deal and the match, its legal actions, the events redacted for it."""
    m = game.match
    d = game.deal_state if game.deal_state is not None else game.last_deal
    n = game.n
    if d is None:
        setup_dealer = game.dealer
        active = active_seats(n, setup_dealer)
        return Observation(
            seat=seat, n_players=n, rules=game.rules, players=game.players,
            deal_index=len(game.deals), phase=game.phase, to_act=None, dealer=setup_dealer,
            forehand=active[0], active=active, hand=(), hand_sizes=(0,) * n, golden=False,
            dark=False, barrel_deal=False, auction=(), high_bid=OPENING_BID, high_bidder=active[0],
            passed=(), declarer=None, contract=None, talon=None, talon_public=False,
            talon_index=None, given=(), discards=(), trick=(), tricks_history=(),
            trump=None, marriages=((),) * n, tricks_won=(0,) * n, trick_points=(0,) * n,
            marriage_points=(0,) * n, totals=m.totals, bolts=m.bolts, barrel=m.barrel,
            falls=m.falls, concessions=m.concessions, legal_actions=(), winner=m.winner,
            events=(), history=tuple(game.history))
    live = game.deal_state is not None
    legal = tuple(d.legal_actions(seat)) if live else ()
    acting = _for_the_seat(game, seat, legal)
    auction = _seen(game, d.events, None, _auction_of)
    declared = d.declarer >= 0
    talon_known = declared and d.phase != BIDDING and (
        d.talon_shown or seat == d.declarer) and (not d.two_talons or d.talon_index >= 0)
    face_up = game.rules.pass_cards_face_up and not d.dark and not d.golden
    given = tuple((c if (face_up or seat == d.declarer or seat == t) else None, t)
                  for c, t in d.given)
    discards: tuple[Optional[Card], ...] = ()
    if d.two_talons and declared:
        mine = seat == d.declarer
        discards = tuple(c if mine else None for c in cards_of(d.discards))
    trick_points = [0] * n
    for w, points in _seen(game, d.trick_log, "tricks", _trick_points):
        trick_points[w] += points
    if d.two_talons and d.phase == DONE and d.last_winner >= 0 and d.spare:
        trick_points[d.last_winner] += points_of(d.spare)
    return Observation(
        seat=seat, n_players=n, rules=game.rules, players=game.players,
        deal_index=len(game.deals) - 1, phase=game.phase, to_act=game.to_act,
        dealer=d.dealer, forehand=d.forehand, active=d.active,
        hand=tuple(cards_of(d.hands[seat])),
        hand_sizes=tuple(h.bit_count() for h in d.hands), golden=d.golden, dark=d.dark,
        barrel_deal=d.barrel_deal, auction=tuple(auction), high_bid=d.high,
        high_bidder=d.high_bidder,
        passed=tuple(s for s in range(n) if d.passed >> s & 1),
        declarer=d.declarer if declared else None,
        contract=d.contract if declared else None,
        talon=tuple(cards_of(d.talon)) if talon_known else None,
        talon_public=d.talon_shown,
        talon_index=d.talon_index if d.talon_index >= 0 else None,
        given=given, discards=discards, trick=tuple(d.trick),
        tricks_history=_seen(game, d.trick_log, "log", tuple),
        trump=d.trump if d.trump >= 0 else None,
        marriages=tuple(tuple(x) for x in d.marriages), tricks_won=tuple(d.tricks),
        trick_points=tuple(trick_points), marriage_points=tuple(d.marriage_points),
        totals=m.totals, bolts=m.bolts, barrel=m.barrel, falls=m.falls,
        concessions=m.concessions,
        legal_actions=legal, winner=m.winner,
        events=_seen(game, d.events, seat, partial(_redact_all, seat)),
        talons_on_table=d.talons_on_table(), dead_hand_size=d.dead.bit_count(),
        to_lay_aside=d.to_lay_aside(), pass_targets=d.targets if live else (),
        history=tuple(game.history), previews=acting.previews, refusals=acting.refusals,
        redeal_reasons=acting.redeal_reasons, otherwise=acting.otherwise)


class _ForTheSeat(NamedTuple):
    """The fields of an observation that only the seat to act gets (:func:`_for_the_seat`)."""

    previews: tuple[tuple[Action, Preview], ...] = ()
    refusals: tuple[tuple[Action, Reason], ...] = ()
    redeal_reasons: tuple[str, ...] = ()
    otherwise: Optional[Reason] = None


def _for_the_seat(game: Game, seat: int, legal: tuple[Action, ...]) -> _ForTheSeat:
    """The fields of ``seat``'s observation that only the seat to act needs (its table
    explains what it may not do and shows what a move would do): worked out for that seat
    alone, by the engine's own answers (:meth:`Game.preview`, :meth:`Game.reason`,
    :meth:`Game.redeal_reasons`); any other seat is told only that it is not its turn."""
    to_act = game.to_act
    if to_act is None:
        return _ForTheSeat()
    if seat != to_act:
        return _ForTheSeat(otherwise=_said(R.NOT_YOUR_TURN, to_act))
    previews = tuple((a, _redacted(game.preview(a), seat)) for a in legal
                     if isinstance(a, Concede))
    refusals: tuple[tuple[Action, Reason], ...] = ()
    d = game.deal_state
    if game.phase == Phase.PLAY and d is not None:
        listed = set(legal)
        refusals = tuple(
            (p, why) for c in cards_of(d.hands[seat])
            if (p := Play(seat, c)) not in listed and isinstance(why := game.reason(p), Reason))
    redeal = tuple(game.redeal_reasons(seat)) if any(isinstance(a, Redeal) for a in legal) \
        else ()
    return _ForTheSeat(previews, refusals, redeal, _said(R.NOT_NOW))


#: The same refusal made once (``otherwise`` is in every seat's observation on every move).
_said = lru_cache(maxsize=64)(refusal)


def _redacted(preview: Preview, seat: int) -> Preview:
    """``preview`` with its events as ``seat`` may see them."""
    return Preview(preview.totals_before, preview.totals_after, preview.deltas,
                   _redact_all(seat, preview.events), preview.deal_over)


def _auction_of(events: Sequence[Event]) -> tuple[tuple[int, int], ...]:
    """The bids among ``events``: (seat, value), 0 for a pass, -1 for dark announced."""
    auction: list[tuple[int, int]] = []
    for e in events:
        if isinstance(e, BidMade):
            auction.append((e.seat, e.value))
        elif isinstance(e, DarkBroken):
            pass
        elif isinstance(e, Passed):
            auction.append((e.seat, 0))
        elif isinstance(e, DarkAnnounced):
            auction.append((e.seat, -1))
    return tuple(auction)


def _redact_all(seat: int, events: Sequence[Event]) -> tuple[Event, ...]:
    return tuple(redact(e, seat) for e in events)


def _trick_points(log: Sequence[tuple[tuple[tuple[int, Card], ...], int]]
                  ) -> tuple[tuple[int, int], ...]:
    """Each trick's winner and the points of its cards."""
    return tuple((w, sum(c.points for _, c in trick)) for trick, w in log)


#: (the list it was made from, how many of its items, the last of them, what they gave)
_Seen = tuple[list[Any], int, Any, tuple[Any, ...]]


def _seen(game: Game, events: list[Any], key: object,
          make: Callable[[Sequence[Any]], tuple[Any, ...]]) -> tuple[Any, ...]:
    """``make(events)`` (what a list of a deal's events or tricks gives, item by item: the
    auction, a seat's redacted events, the tricks so far), from what it gave for them last
    time (``game``'s, under ``key``) and the items since: a deal's lists only grow, so an
    observation after every move costs the new items only, not the whole deal again.  Made
    whole again for another list (a new deal, an undo's copy) or one that does not start
    with the items seen."""
    was = game._seen.get(key)
    if was is not None and was[0] is events:
        _, n, last, out = was
        if len(events) == n and (n == 0 or events[-1] is last):
            return out
        if len(events) > n and (n == 0 or events[n - 1] is last):
            out = out + make(events[n:])
            game._seen[key] = (events, len(events), events[-1], out)
            return out
    out = make(events)
    game._seen[key] = (events, len(events), events[-1] if events else None, out)
    return out


__all__ = ["Game", "Observation", "Preview", "CardLocations", "Phase", "Layout", "DEAD",
           "EXCHANGE"]
