"""The card table: a ``QGraphicsScene`` that shows one viewer's view and animates engine events.

The scene only ever receives what its viewer may see (events redacted for that
seat, observations of that seat), so a hot-seat table cannot leak a hand.  A
card whose face the viewer does not know is a :class:`CardItem` with
``card=None``; it gets its identity when an event shows it (a card played, a
talon turned).

Every change goes through the same path: an event's step updates the model
(which item lies where), then every item glides to where the layout puts it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Iterable, Mapping, Optional

from PySide6.QtCore import (QAbstractAnimation, QEasingCurve, QPointF, QRect, QRectF, Qt, QTimer,
                            Signal)
from PySide6.QtGui import QBrush, QColor, QPainter, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from thousand_app.engine import Card, Observation
from thousand_app.engine.actions import DEAD
from thousand_app.engine.events import (AuctionWon, BidMade, CardDiscarded, CardGiven, CardPlayed,
                                        Conceded, ContractRaised, DarkAnnounced, DarkBroken, Dealt,
                                        DealScored, Event, GameOver, MarriageDeclared, Passed,
                                        RedealClaimed, SpareTalonTaken, TalonTaken, TrickWon)

from .animation import Animator
from .cards import Deck
from .i18n import translate
from .items import Badge, Banner, CardItem, Plate
from .sound import event_sounds
from .texts import (SUIT_SYMBOLS, fmt, is_red, marriage_text, plural, redeal_reason, total_text)

#: Where seats sit, by number of players, counted clockwise from the viewer at the bottom.
POSITIONS = {2: ("bottom", "top"), 3: ("bottom", "left", "right"),
             4: ("bottom", "left", "top", "right")}

HAND_W = 128.0
OPP_W = 76.0
TRICK_W = 112.0
TALON_W = 98.0
PILE_W = 58.0

#: Suits in hand order (alternating colours), ranks high to low.
SUIT_ORDER = (0, 3, 1, 2)


def hand_sort_key(card: Optional[int]) -> tuple[int, int]:
    if card is None:
        return (9, 0)
    return (SUIT_ORDER.index(card // 6), -(card % 6))


@dataclass
class Target:
    pos: QPointF
    rotation: float
    width: float
    z: float
    face_up: bool


class TableScene(QGraphicsScene):
    """The table as one viewer sees it."""

    cardClicked = Signal(object)
    talonClicked = Signal(int)
    #: A step asked the screen to do something when the animations reach it.
    callback = Signal(str, object)
    # a sound to play now (``sound.SOUND_NAMES``); only while animations are on
    sound = Signal(str)

    def __init__(self, deck: Deck, speed: float = 1.0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.deck = deck
        self.animator = Animator(speed, self)
        self._relayout_when_idle = False
        self.animator.idle.connect(self._after_idle)
        self.sw, self.sh = 1600.0, 1000.0
        self.setSceneRect(0, 0, self.sw, self.sh)
        self.n = 3
        self.viewer: Optional[int] = None
        self.anchor = 0
        self.names: tuple[str, ...] = ()
        self.active: tuple[int, ...] = ()
        self.dealer = 0
        self.declarer: Optional[int] = None
        self.contract: Optional[int] = None
        self.dark = False
        self.hide_own = False
        self.hands: dict[int, list[CardItem]] = {}
        self.talons: list[list[CardItem]] = []
        self.trick: list[tuple[int, CardItem]] = []
        self.piles: dict[int, list[CardItem]] = {}
        self.aside: list[CardItem] = []
        self.dead: list[CardItem] = []
        self.deck_pile: list[CardItem] = []
        self.last_trick: tuple[tuple[int, int], ...] = ()
        self.last_trick_winner: Optional[int] = None
        self.trump: Optional[int] = None
        self.plates: dict[int, Plate] = {}
        self.totals: tuple[int, ...] = ()
        self.marks: tuple[str, ...] = ()
        self.trump_badge = Badge()
        self.contract_badge = Badge()
        self.banner = Banner()
        for item in (self.trump_badge, self.contract_badge, self.banner):
            self.addItem(item)
        self._rng = random.Random(7)
        self._interactive: dict[int, str] = {}
        self._selected: list[int] = []
        self._labels: dict[int, str] = {}
        self._focus: Optional[int] = None
        self._hint: Optional[int] = None
        self._talon_clickable = False
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(self._fade_banner)
        self._update_badges()

    # -- geometry ------------------------------------------------------------------------------------
    def resize_to(self, width: float, height: float) -> None:
        """Fit the logical table to the view's shape and put everything in place at once."""
        self.sw = 1600.0
        self.sh = max(820.0, min(1300.0, 1600.0 * height / max(width, 1.0)))
        self.setSceneRect(0, 0, self.sw, self.sh)
        self.relayout(animate=False)
        if self.animator.busy:  # moves under way still aim at the old places: fix them after
            self._relayout_when_idle = True

    def _after_idle(self) -> None:
        if self._relayout_when_idle:
            self._relayout_when_idle = False
            self.relayout(animate=False)

    def where(self, seat: int) -> str:
        rel = (seat - self.anchor) % self.n
        return POSITIONS[self.n][rel]

    def _centre(self) -> QPointF:
        return QPointF(self.sw / 2, self.sh * 0.40)

    def hand_anchor(self, seat: int) -> QPointF:
        w, h = self.sw, self.sh
        return {
            "bottom": QPointF(w / 2, h - HAND_W * self.deck.aspect / 2 - 36),
            "top": QPointF(w / 2 - 90, h * 0.1),
            "left": QPointF(w * 0.13, h * 0.29),
            "right": QPointF(w * 0.87, h * 0.29),
        }[self.where(seat)]

    def plate_pos(self, seat: int) -> QPointF:
        where = self.where(seat)
        a = self.hand_anchor(seat)
        if where == "bottom":
            return QPointF(Plate.W / 2 + 24, self.sh - Plate.H / 2 - 24)
        if where == "top":
            return QPointF(a.x() + 330, a.y() + 4)
        return QPointF(a.x(), a.y() + OPP_W * self.deck.aspect / 2 + Plate.H / 2 + 18)

    def pile_pos(self, seat: int) -> QPointF:
        where = self.where(seat)
        p = self.plate_pos(seat)
        if where == "bottom":
            return QPointF(self.sw - 110, self.sh - 100)
        if where == "right":
            return QPointF(p.x() - Plate.W / 2 - 55, p.y() + 40)
        return QPointF(p.x() + Plate.W / 2 + 55, p.y() + (0 if where == "top" else 40))

    def trick_slot(self, seat: int) -> QPointF:
        c = self._centre()
        dx, dy = {"bottom": (0, 92), "top": (0, -92), "left": (-130, -10),
                  "right": (130, -10)}[self.where(seat)]
        if self.n == 3 and self.where(seat) != "bottom":
            dy = -50
        return QPointF(c.x() + dx, c.y() + dy)

    # -- layout ------------------------------------------------------------------------------------------
    def targets(self) -> dict[CardItem, Target]:
        out: dict[CardItem, Target] = {}
        for seat, items in self.hands.items():
            out.update(self._hand_targets(seat, items))
        c = self._centre()
        if len(self.talons) == 1:
            k = len(self.talons[0])
            shown = any(it.face_up or it._flip_to for it in self.talons[0])
            step = TRICK_W * 1.08 if shown else TALON_W * 0.62   # spread out when turned up
            for i, it in enumerate(self.talons[0]):
                out[it] = Target(QPointF(c.x() + (i - (k - 1) / 2) * step, c.y()), 0,
                                 TRICK_W if shown else TALON_W, 100 + i, it.face_up)
        elif len(self.talons) == 2:
            for t, talon in enumerate(self.talons):
                for i, it in enumerate(talon):
                    x = c.x() + (-1 if t == 0 else 1) * 105 + (i - 0.5) * 40
                    out[it] = Target(QPointF(x, c.y()), 0, TALON_W, 100 + i, it.face_up)
        for order, (seat, it) in enumerate(self.trick):
            rot = ((it.card or 0) * 37 % 9) - 4.0
            out[it] = Target(self.trick_slot(seat), rot, TRICK_W, 200 + order, True)
        for seat, items in self.piles.items():
            p = self.pile_pos(seat)
            for i, it in enumerate(items):
                k = i // max(1, len(self.active))
                out[it] = Target(QPointF(p.x() + k * 3.0, p.y() - k * 3.0), 90, PILE_W, 50 + i,
                                 False)
        if self.aside and self.declarer is not None:
            p = self.pile_pos(self.declarer)
            for i, it in enumerate(self.aside):
                out[it] = Target(QPointF(p.x() + 70 + i * 16, p.y()), 0, PILE_W, 60 + i,
                                 it.face_up)
        for i, it in enumerate(self.dead):
            out[it] = Target(QPointF(self.sw * 0.13 + i * 10, self.sh * 0.47), 0, OPP_W, 40 + i,
                             it.face_up)
        dp = self.deck_origin()
        for i, it in enumerate(self.deck_pile):
            out[it] = Target(QPointF(dp.x() - i * 0.6, dp.y() - i * 0.6), 0, TALON_W, 300 + i,
                             False)
        return out

    def deck_origin(self) -> QPointF:
        if self.dealer in self.plates or self.n:
            p = self.plate_pos(self.dealer) if self.n else self._centre()
            c = self._centre()
            return QPointF((p.x() + c.x()) / 2, (p.y() + c.y()) / 2)
        return self._centre()

    def _hand_targets(self, seat: int, items: list[CardItem]) -> dict[CardItem, Target]:
        out: dict[CardItem, Target] = {}
        k = len(items)
        if k == 0:
            return out
        a = self.hand_anchor(seat)
        if self.where(seat) == "bottom":
            spacing = min(HAND_W * 0.6, (self.sw * 0.6 - HAND_W) / max(1, k - 1))
            mid = (k - 1) / 2
            for i, it in enumerate(items):
                off = i - mid
                pos = QPointF(a.x() + off * spacing, a.y() + (18 * (off / mid) ** 2 if mid else 0))
                out[it] = Target(pos, off * 1.2, HAND_W, 600 + i, it.face_up)
        else:
            spacing = min(OPP_W * 0.42, 260 / max(1, k - 1))
            mid = (k - 1) / 2
            for i, it in enumerate(items):
                pos = QPointF(a.x() + (i - mid) * spacing, a.y())
                out[it] = Target(pos, 0, OPP_W, 600 + i, it.face_up)
        return out

    def relayout(self, animate: bool = True, duration: int = 380,
                 stagger: int = 0) -> Optional[QAbstractAnimation]:
        """Move every item to its place: animated (returns the animation) or at once."""
        for seat, plate in self.plates.items():
            plate.setPos(self.plate_pos(seat))
        self.trump_badge.setPos(100, 74)
        self.contract_badge.setPos(self.sw - 100, 74)
        self.banner.setPos(self.sw / 2, self._centre().y() - 200)
        anims: list[QAbstractAnimation] = []
        order = 0
        for it, t in self.targets().items():
            moved = (it.pos() - t.pos).manhattanLength() > 0.5 or abs(it.rotation() - t.rotation) > 0.1 \
                or abs(it.width - t.width) > 0.1
            if not animate or self.animator.speed <= 0 or not moved:
                if abs(it.width - t.width) > 0.1:
                    it.prepareGeometryChange()
                    it.width = t.width
                it.setPos(t.pos)
                it.setRotation(t.rotation)
                it.setZValue(t.z)
                continue
            it.setZValue(1000 + t.z)
            anims.append(self._glide(it, t, duration, stagger * order))
            order += 1
        return self.animator.parallel(anims)

    def _glide(self, it: CardItem, t: Target, duration: int, delay: int) -> QAbstractAnimation:
        a = self.animator
        group = a.parallel([
            a.prop(it, b"pos", t.pos, duration, QEasingCurve.Type.OutCubic),
            a.prop(it, b"rotation", t.rotation, duration),
        ])
        assert group is not None
        if abs(it.width - t.width) > 0.1:
            start_w = it.width
            end_w = t.width

            def grow(v: object) -> None:
                it.prepareGeometryChange()
                it.width = start_w + (end_w - start_w) * float(v)  # type: ignore[arg-type]
                it.update()

            from PySide6.QtCore import QVariantAnimation

            va = QVariantAnimation(group)
            va.setStartValue(0.0)
            va.setEndValue(1.0)
            va.setDuration(a.ms(duration))
            va.valueChanged.connect(grow)
            group.addAnimation(va)  # type: ignore[attr-defined]
        group.finished.connect(lambda: it.setZValue(t.z))
        return a.delayed(group, delay) if delay else group

    def flips(self, items: Iterable[CardItem], face_up: bool, ms: int = 260
              ) -> Optional[QAbstractAnimation]:
        anims: list[QAbstractAnimation] = []
        for it in items:
            if it.prepare_flip(face_up):
                if self.animator.speed <= 0:
                    it.set_flip(1.0)
                else:
                    anim = self.animator.prop(it, b"flip", 1.0, ms, QEasingCurve.Type.Linear)
                    anim.setStartValue(0.0)
                    anims.append(anim)
        return self.animator.parallel(anims)

    # -- items ---------------------------------------------------------------------------------------------
    def _new_card(self, card: Optional[int], face_up: bool, at: Optional[QPointF] = None) -> CardItem:
        it = CardItem(self.deck, card, face_up)
        it.clicked.connect(self._on_card_clicked)
        it.setPos(at if at is not None else self._centre())
        self.addItem(it)
        return it

    def _all_cards(self) -> list[CardItem]:
        out: list[CardItem] = []
        for items in self.hands.values():
            out += items
        for t in self.talons:
            out += t
        out += [it for _, it in self.trick]
        for items in self.piles.values():
            out += items
        return out + self.aside + self.dead + self.deck_pile

    def clear_table(self) -> None:
        for it in self._all_cards():
            self.removeItem(it)
            it.deleteLater()
        self.hands = {s: [] for s in range(self.n)}
        self.talons = []
        self.trick = []
        self.piles = {s: [] for s in range(self.n)}
        self.aside = []
        self.dead = []
        self.deck_pile = []

    def set_deck(self, deck: Deck) -> None:
        self.deck = deck
        for it in self._all_cards():
            it.prepareGeometryChange()
            it.deck = deck
            it.update()
        self.relayout(animate=False)

    def _sort_hand(self, seat: int) -> None:
        # By identity even while a card is still face down (a passed card about to turn up):
        # a card the viewer may not know has no identity here.
        self.hands[seat].sort(key=lambda it: hand_sort_key(it.card))

    def _take_from_hand(self, seat: int, card: Optional[int]) -> CardItem:
        """The item of ``card`` in ``seat``'s hand, else an unknown one (given that identity)."""
        hand = self.hands.get(seat, [])
        for it in hand:
            if card is not None and it.card == card:
                hand.remove(it)
                return it
        unknown = [it for it in hand if it.card is None]
        pool = unknown or hand
        if pool:
            it = pool[len(pool) // 2]
            hand.remove(it)
        else:  # should not happen: make one where the hand is
            it = self._new_card(None, False, self.hand_anchor(seat))
        if card is not None and it.card is None:
            it.card = card
        return it

    # -- seat plates and badges -------------------------------------------------------------------------
    def setup_seats(self, n: int, names: Iterable[str], anchor: int) -> None:
        self.n = n
        self.names = tuple(names)
        self.anchor = anchor
        for p in self.plates.values():
            self.removeItem(p)
        self.plates = {}
        for s in range(n):
            p = Plate()
            p.name = self.names[s]
            p.bubble_below = self.where(s) != "bottom"
            self.addItem(p)
            self.plates[s] = p
        self.hands = {s: [] for s in range(n)}
        self.piles = {s: [] for s in range(n)}

    def set_scores(self, totals: tuple[int, ...], marks: tuple[str, ...]) -> None:
        self.totals = totals
        self.marks = marks
        for s, p in self.plates.items():
            p.total = total_text(totals[s]) if s < len(totals) else ""
            p.marks = marks[s] if s < len(marks) else ""
            p.update()

    def set_active(self, seat: Optional[int], thinking: bool = False) -> None:
        for s, p in self.plates.items():
            p.active = s == seat
            p.thinking = thinking and s == seat
            p.update()

    def set_bubble(self, seat: int, text: str, kind: str = "bid", pop: bool = True
                   ) -> Optional[QAbstractAnimation]:
        p = self.plates.get(seat)
        if p is None:
            return None
        p.bubble = text
        p.bubble_kind = kind
        p.update()
        if not text or not pop or self.animator.speed <= 0:
            p.set_pop(1.0)
            return None
        anim = self.animator.prop(p, b"pop", 1.0, 260, QEasingCurve.Type.OutBack)
        anim.setStartValue(0.3)
        return anim

    def clear_bubbles(self, keep: Optional[int] = None) -> None:
        for s, p in self.plates.items():
            if s != keep:
                p.bubble = ""
                p.update()

    def _status_lines(self) -> None:
        for s, p in self.plates.items():
            parts = []
            if s == self.dealer:
                parts.append(translate("Table", "sits out, dealer") if self.n == 4
                             else translate("Table", "dealer"))
            if self.declarer == s and self.contract is not None:
                parts.append(fmt(translate("Table", "contract %1"), self.contract))
            tricks = len(self.piles.get(s, [])) // max(1, len(self.active))
            if tricks:
                parts.append(plural("Table", "%n trick(s)", tricks))
            p.status = ", ".join(parts)
            p.update()

    def _update_badges(self) -> None:
        b = self.trump_badge
        b.caption = translate("Table", "Trump")
        if self.trump is None:
            b.value = "—"
            b.colour = QColor(220, 220, 220)
            b.detail = translate("Table", "no trump yet")
        else:
            b.value = SUIT_SYMBOLS[self.trump]
            b.colour = QColor(255, 110, 110) if is_red(self.trump) else QColor("white")
            b.detail = ""
        b.update()
        c = self.contract_badge
        c.caption = translate("Table", "Contract")
        if self.declarer is None or self.contract is None:
            c.value = "—"
            c.detail = translate("Table", "bidding") if self.active else ""
        else:
            c.value = str(self.contract)
            c.detail = self.names[self.declarer] + (
                " · " + translate("Table", "dark") if self.dark else "")
        c.colour = QColor(255, 224, 130)
        c.update()

    def show_banner(self, text: str, sub: str = "", hold_ms: int = 1600) -> None:
        self.banner.text = text
        self.banner.sub = sub
        self.banner.update()
        self.banner.setOpacity(1.0)
        self._banner_timer.start(max(900, self.animator.ms(hold_ms)) if self.animator.speed > 0
                                 else 1500)

    def _fade_banner(self) -> None:
        if self.animator.speed <= 0:
            self.banner.setOpacity(0.0)
            return
        anim = self.animator.prop(self.banner, b"opacity", 0.0, 300)
        anim.setParent(self)
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    # -- interaction ---------------------------------------------------------------------------------------
    def set_interaction(self, playable: dict[int, str], selected: Iterable[int] = (),
                        labels: Mapping[int, str] | None = None, focus: Optional[int] = None,
                        hint: Optional[int] = None, dim_others: bool = True,
                        talon_clickable: bool = False) -> None:
        """Which of the viewer's cards can be clicked (card -> kind), and how they look."""
        self._interactive = dict(playable)
        self._selected = list(selected)
        self._labels = dict(labels or {})
        self._focus = focus
        self._hint = hint
        self._talon_clickable = talon_clickable
        viewer_items = self.hands.get(self.viewer, []) if self.viewer is not None else []
        # outline the playable cards only when some are not (a free lead outlines nothing)
        restricted = any(it.card is not None and it.card not in self._interactive
                         for it in viewer_items)
        for it in self._all_cards():
            if it in viewer_items and it.card is not None and it.face_up:
                c = it.card
                can = c in self._interactive
                sel = c in self._selected
                highlight = "hint" if c == hint else ("selected" if sel else (
                    "legal" if can and restricted and playable.get(c) == "play" else ""))
                it.set_state(highlight=highlight, dimmed=bool(playable) and dim_others and not can,
                             lift=28.0 if sel else 0.0, interactive=can, focused=c == focus,
                             label=self._labels.get(c, ""))
            elif any(it in t for t in self.talons) and talon_clickable:
                it.set_state(highlight="legal", interactive=True)
            else:
                it.set_state()

    def clear_interaction(self) -> None:
        self.set_interaction({})

    def _on_card_clicked(self, card: object) -> None:
        if self._talon_clickable:
            for i, t in enumerate(self.talons):
                if any(it.card == card or (card is None and it.card is None) for it in t):
                    sender = self.sender()
                    if sender in t:
                        self.talonClicked.emit(i)
                        return
        if isinstance(card, int):
            self.cardClicked.emit(Card(card))

    def viewer_cards(self) -> list[int]:
        """The viewer's cards in the order shown (left to right)."""
        if self.viewer is None:
            return []
        return [it.card for it in self.hands.get(self.viewer, [])
                if it.card is not None and it.face_up]

    def item_of(self, card: int) -> Optional[CardItem]:
        for it in self._all_cards():
            if it.card == card:
                return it
        return None

    # -- rebuilding from an observation ------------------------------------------------------------------
    def rebuild(self, obs: Observation, viewer: Optional[int], anchor: int,
                hide_own: bool = False) -> None:
        """Show ``obs`` (what ``viewer`` may see; None: no hand face up) without animation."""
        self.animator.clear()
        if self.n != obs.n_players or self.names != obs.players or self.anchor != anchor:
            self.setup_seats(obs.n_players, obs.players, anchor)
        self.viewer = viewer
        self.hide_own = hide_own
        self.clear_table()
        self.active = obs.active
        self.dealer = obs.dealer
        self.declarer = obs.declarer
        self.contract = obs.contract
        self.dark = obs.dark
        self.trump = obs.trump
        own = viewer is not None and viewer == obs.seat and not hide_own
        live = obs.phase not in ("between_deals", "over")
        if live or obs.phase == "over":
            for s in range(self.n):
                if s == viewer and own:
                    self.hands[s] = [self._new_card(c, True) for c in obs.hand]
                    self._sort_hand(s)
                else:
                    self.hands[s] = [self._new_card(None, False) for _ in range(obs.hand_sizes[s])]
            if obs.phase in ("bidding", "take"):
                sizes = (2, 2) if obs.n_players == 2 and obs.rules.two_player_mode == "two_talons" \
                    else (3,)
                self.talons = [[self._new_card(None, False) for _ in range(k)] for k in sizes]
            elif obs.n_players == 2 and obs.rules.two_player_mode == "two_talons" \
                    and obs.talon_index is not None and live:
                self.talons = [[], []]
                self.talons[1 - obs.talon_index] = [self._new_card(None, False) for _ in range(2)]
            for seat, card in obs.trick:
                self.trick.append((seat, self._new_card(card, True)))
            for trick, winner in obs.tricks_history:
                for _, card in trick:
                    self.piles[winner].append(self._new_card(card, False))
            self.aside = [self._new_card(c, False) for c in obs.discards]
            if obs.n_players == 2 and obs.rules.two_player_mode == "dead_hand":
                n_dead = 7 + sum(1 for _, t in obs.given if t == DEAD)
                self.dead = [self._new_card(None, False) for _ in range(n_dead)]
            if obs.tricks_history:
                last, winner = obs.tricks_history[-1]
                self.last_trick = tuple((s, c) for s, c in last)
                self.last_trick_winner = winner
            else:
                self.last_trick = ()
                self.last_trick_winner = None
        self.clear_bubbles()
        self._status_lines()
        last_bid: dict[int, int] = {}
        for seat, value in obs.auction:
            last_bid[seat] = value
        if obs.phase == "bidding":
            for seat, value in last_bid.items():
                self._bid_bubble(seat, value, pop=False)
        self._status_lines()
        self._update_badges()
        self.set_interaction({})
        self.relayout(animate=False)

    def _bid_bubble(self, seat: int, value: int, pop: bool = True) -> Optional[QAbstractAnimation]:
        if value == 0:
            return self.set_bubble(seat, translate("Table", "Pass"), "pass", pop)
        if value < 0:
            return self.set_bubble(seat, translate("Table", "Dark 120"), "info", pop)
        return self.set_bubble(seat, str(value), "bid", pop)

    # -- events -------------------------------------------------------------------------------------------
    def enqueue(self, events: list[Event],
                then: list[Callable[[], Optional[QAbstractAnimation]]] | None = None) -> None:
        """Animate events (already redacted for this viewer), then run ``then``, as one batch."""
        steps: list[Callable[[], Optional[QAbstractAnimation]]] = [
            (lambda e=e, s=s: self._step(e, s))  # type: ignore[misc]
            for e, s in zip(events, event_sounds(events))]
        self.animator.add_many(steps + list(then or []))

    def enqueue_call(self, fn: Callable[[], Optional[QAbstractAnimation]]) -> None:
        self.animator.add(fn)

    def cue(self, name: Optional[str]) -> None:
        """Ask for a sound now, unless there is none or animations are off (or fast-forwarded)."""
        if name is not None and self.animator.speed > 0:
            self.sound.emit(name)

    def _step(self, e: Event, sound: Optional[str] = None) -> Optional[QAbstractAnimation]:
        a = self.animator
        if isinstance(e, TrickWon):      # (these two sound when the cards are gathered)
            return self._on_trick(e, sound)
        if isinstance(e, SpareTalonTaken):
            return self._on_spare(e, sound)
        self.cue(sound)
        if isinstance(e, Dealt):
            return self._on_dealt(e)
        if isinstance(e, RedealClaimed):
            self.show_banner(fmt(translate("Table", "%1 asks for a redeal"), self.names[e.seat]),
                             redeal_reason(e.reason))
            return a.pause(1400)
        if isinstance(e, DarkAnnounced):
            return self._bid_bubble(e.seat, -1)
        if isinstance(e, BidMade):
            return a.sequence([self._bid_bubble(e.seat, e.value), a.pause(150)])
        if isinstance(e, Passed):
            return a.sequence([self._bid_bubble(e.seat, 0), a.pause(150)])
        if isinstance(e, DarkBroken):
            self.show_banner(translate("Table", "The dark game is broken"),
                             fmt(translate("Table", "%1 bids %2"), self.names[e.seat], e.value))
            return None
        if isinstance(e, AuctionWon):
            self.declarer = e.seat
            self.contract = e.contract
            self.dark = e.dark
            self.clear_bubbles()
            self._status_lines()
            self._update_badges()
            text = fmt(translate("Table", "%1 plays %2"), self.names[e.seat], e.contract)
            sub = translate("Table", "in the dark, for double") if e.dark else ""
            self.show_banner(text, sub)
            return a.pause(700)
        if isinstance(e, TalonTaken):
            return self._on_talon(e)
        if isinstance(e, CardGiven):
            return self._on_given(e)
        if isinstance(e, CardDiscarded):
            it = self._take_from_hand(e.seat, e.card)
            self.aside.append(it)
            return a.parallel([x for x in (self.relayout(duration=420), self.flips([it], False))
                               if x is not None])
        if isinstance(e, ContractRaised):
            self.contract = e.value
            self._status_lines()
            self._update_badges()
            bubble = self.set_bubble(e.seat, fmt(translate("Table", "raise %1"), e.value), "info")
            return a.sequence([bubble, self._glow(self.contract_badge)])
        if isinstance(e, Conceded):
            self.show_banner(fmt(translate("Table", "%1 concedes"), self.names[e.seat]),
                             fmt(translate("Table", "and loses %1"), e.contract))
            return a.pause(1200)
        if isinstance(e, CardPlayed):
            return self._on_played(e)
        if isinstance(e, MarriageDeclared):
            return self._on_marriage(e)
        if isinstance(e, DealScored):
            self.callback.emit("deal_scored", e.summary)
            return None
        if isinstance(e, GameOver):
            self.callback.emit("game_over", e)
            return None
        return None

    def _glow(self, badge: Badge) -> Optional[QAbstractAnimation]:
        a = self.animator
        if a.speed <= 0:
            return None
        up = a.prop(badge, b"glow", 1.0, 260)
        up.setStartValue(0.0)
        down = a.prop(badge, b"glow", 0.0, 700)
        return a.sequence([up, down])

    def _move_and_flip(self, items: list[CardItem], face_up: bool, duration: int = 420
                       ) -> Optional[QAbstractAnimation]:
        return self.animator.parallel([x for x in (self.relayout(duration=duration),
                                                   self.flips(items, face_up))
                                       if x is not None])

    def _on_dealt(self, e: Dealt) -> Optional[QAbstractAnimation]:
        self.clear_table()
        self.clear_bubbles()
        self.dealer = e.dealer
        self.active = tuple(self._turn_order(e.forehand))
        self.declarer = None
        self.contract = None
        self.dark = False
        self.trump = None
        self.last_trick = ()
        self.last_trick_winner = None
        self._status_lines()
        self._update_badges()
        origin = self.deck_origin()
        self.deck_pile = [self._new_card(None, False, origin) for _ in range(24)]
        self.relayout(animate=False)

        def deal() -> Optional[QAbstractAnimation]:
            self.cue("deal")
            pile = list(self.deck_pile)
            self.deck_pile = []
            for s in self.active:  # hands from forehand, then the talon(s), then the dead hand
                hand = e.hands[s]
                k = len(hand) if hand is not None else (10 if sum(e.talon_sizes) == 4 else 7)
                for i in range(k):
                    it = pile.pop()
                    if hand is not None and not (self.hide_own and s == self.viewer):
                        it.card = hand[i]
                    self.hands[s].append(it)
            self.talons = [[pile.pop() for _ in range(size)] for size in e.talon_sizes]
            self.dead = [pile.pop() for _ in range(e.dead_size)]
            for it in pile:  # nothing is left when the layout is right
                self.removeItem(it)
            return self.relayout(duration=320, stagger=22)

        def turn_up() -> Optional[QAbstractAnimation]:
            if self.viewer is None or self.hide_own:
                return None
            return self.flips(self.hands.get(self.viewer, []), True)

        def sort() -> Optional[QAbstractAnimation]:
            if self.viewer is None or self.hide_own:
                return None
            self._sort_hand(self.viewer)
            return self.relayout(duration=260)

        return self.animator.chain([self._shuffle_anim, deal, turn_up, sort])

    def _turn_order(self, forehand: int) -> list[int]:
        return [(forehand + i) % self.n for i in range(self.n)
                if not (self.n == 4 and (forehand + i) % self.n == self.dealer)]

    def _shuffle_anim(self) -> Optional[QAbstractAnimation]:
        a = self.animator
        if a.speed <= 0 or not self.deck_pile:
            return None
        origin = self.deck_origin()
        anims: list[QAbstractAnimation] = []
        for i, it in enumerate(self.deck_pile):
            side = -1 if i % 2 else 1
            out = QPointF(origin.x() + side * (40 + self._rng.random() * 20), origin.y())
            go = a.prop(it, b"pos", out, 140, QEasingCurve.Type.InOutQuad)
            back = a.prop(it, b"pos", QPointF(origin.x() - i * 0.6, origin.y() - i * 0.6), 140,
                          QEasingCurve.Type.InOutQuad)
            seq = a.sequence([go, back])
            assert seq is not None
            anims.append(seq)
        return a.parallel(anims)

    def reveal_own(self, cards: Iterable[int]) -> None:
        """Turn the viewer's hand up (after a dark-game offer was declined)."""
        self.hide_own = False
        if self.viewer is None:
            return
        items = self.hands.get(self.viewer, [])
        for it, c in zip(items, cards):
            it.card = c

        def turn() -> Optional[QAbstractAnimation]:
            return self.flips(items, True)

        def sort() -> Optional[QAbstractAnimation]:
            assert self.viewer is not None
            self._sort_hand(self.viewer)
            return self.relayout(duration=260)

        self.animator.add(lambda: self.animator.chain([turn, sort]))

    def _on_talon(self, e: TalonTaken) -> Optional[QAbstractAnimation]:
        if len(self.talons) == 2 and e.index is not None:
            items = self.talons[e.index]
        else:
            items = [it for t in self.talons for it in t]
        if e.cards is not None:
            for it, card in zip(items, e.cards):
                it.card = card
        mine = e.seat == self.viewer and not self.hide_own
        steps: list[Callable[[], Optional[QAbstractAnimation]]] = []
        if e.shown and e.cards is not None:
            def turn_up() -> Optional[QAbstractAnimation]:
                flip = self.flips(items, True)   # armed first: the layout then spreads them
                return self.animator.parallel([x for x in (flip, self.relayout(duration=300))
                                               if x is not None])

            steps.append(turn_up)
            steps.append(lambda: self.animator.pause(1600))

        def fly() -> Optional[QAbstractAnimation]:
            if len(self.talons) == 2 and e.index is not None:
                self.talons[e.index] = []
            else:
                self.talons = []
            self.hands[e.seat].extend(items)
            return self._move_and_flip(items, mine, 450)

        steps.append(fly)
        if mine:
            def sort() -> Optional[QAbstractAnimation]:
                self._sort_hand(e.seat)
                return self.relayout(duration=300)

            steps.append(sort)
        return self.animator.chain(steps)

    def _on_given(self, e: CardGiven) -> Optional[QAbstractAnimation]:
        it = self._take_from_hand(e.seat, e.card)
        if e.to == DEAD:
            self.dead.append(it)
            show = False
        else:
            self.hands[e.to].append(it)
            show = e.to == self.viewer or e.face_up
            if e.to == self.viewer:
                self._sort_hand(e.to)
        return self._move_and_flip([it], show, 450)

    def _on_played(self, e: CardPlayed) -> Optional[QAbstractAnimation]:
        it = self._take_from_hand(e.seat, e.card)
        it.card = e.card
        self.trick.append((e.seat, it))
        return self._move_and_flip([it], True, 300)

    def _on_marriage(self, e: MarriageDeclared) -> Optional[QAbstractAnimation]:
        a = self.animator
        text = fmt(translate("Table", "%1 +%2"), marriage_text(e.suit), e.value)
        bubble = self.set_bubble(e.seat, text, "marriage")
        if e.suit != "A":
            self.trump = "SCDH".index(e.suit)
        self._update_badges()
        title = fmt(translate("Table", "%1 declares a marriage: +%2"), self.names[e.seat], e.value)
        sub = (fmt(translate("Table", "Trump: %1"), SUIT_SYMBOLS[self.trump])
               if e.trump_changed and self.trump is not None else "")
        self.show_banner(title, sub)
        return a.sequence([a.parallel([x for x in (bubble, self._glow(self.trump_badge))
                                       if x is not None]), a.pause(500)])

    def _on_trick(self, e: TrickWon, sound: Optional[str]) -> Optional[QAbstractAnimation]:
        items = [it for _, it in self.trick]
        self.last_trick = tuple((s, it.card) for s, it in self.trick if it.card is not None)
        self.last_trick_winner = e.seat

        def gather() -> Optional[QAbstractAnimation]:
            self.cue(sound)   # heard as the cards go, not while they lie there
            self.trick = []
            self.piles[e.seat].extend(items)
            self.clear_bubbles()
            self._status_lines()
            return self._move_and_flip(items, False, 380)

        return self.animator.chain([lambda: self.animator.pause(800), gather])

    def _on_spare(self, e: SpareTalonTaken, sound: Optional[str]) -> Optional[QAbstractAnimation]:
        items = [it for t in self.talons for it in t]
        for it, card in zip(items, e.cards):
            it.card = card

        def gather() -> Optional[QAbstractAnimation]:
            self.cue(sound)
            self.talons = []
            self.piles[e.seat].extend(items)
            return self._move_and_flip(items, False, 420)

        return self.animator.chain([lambda: self.flips(items, True),
                                    lambda: self.animator.pause(900), gather])

    def hide_hands(self) -> Optional[QAbstractAnimation]:
        """Turn every hand face down and forget the faces (hot-seat, between turns)."""
        items = [it for s in self.hands for it in self.hands[s]]
        self.viewer = None
        self.set_interaction({})

        def forget() -> Optional[QAbstractAnimation]:
            for it in items:
                it.card = None
            return None

        return self.animator.chain([lambda: self.flips(items, False, 220), forget])


class TableView(QGraphicsView):
    """The view: scales the table to the window, keeps cards sharp (HiDPI)."""

    resized = Signal()

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMinimumSize(640, 420)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        vr = self.mapToScene(self.viewport().rect()).boundingRect()
        c = vr.center()
        g = QRadialGradient(c, max(vr.width(), vr.height()) * 0.75)
        g.setColorAt(0.0, QColor(44, 120, 72))
        g.setColorAt(1.0, QColor(18, 62, 38))
        painter.fillRect(rect, QBrush(g))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refit()
        self.resized.emit()

    def refit(self) -> None:
        vp = self.viewport().size()
        self.table.resize_to(vp.width(), vp.height())
        self.fitInView(self.table.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
