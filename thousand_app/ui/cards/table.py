"""The card table: a ``QGraphicsScene`` that shows one viewer's view and animates engine events.

The scene only ever receives what its viewer may see (events redacted for that
seat, observations of that seat), so a hot-seat table cannot leak a hand.  A
card whose face the viewer does not know is a :class:`CardItem` with
``card=None``; it gets its identity when an event shows it (a card played, a
talon turned).

Every change goes through the same path: an event's handler (``table_events``)
updates the model (``table_model``: which item lies where), then every item
glides to where the layout (``table_geometry``) puts it.  Plates, badges and the
banner are ``table_decor``'s (:class:`~.table_decor.CardTableDecor`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Iterable, Mapping, Optional

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF, QVariantAnimation, Signal
from PySide6.QtWidgets import QGraphicsScene, QWidget

from thousand_app.cards.engine import Card, Observation, Rules

from thousand_app.ui.common.animation import Animator
from thousand_app.ui.common.cards import Deck
from thousand_app.ui.common.items import Badge, Banner, Plate
from thousand_app.ui.common.table_decor import table_size
from thousand_app.ui.common.table_geometry import HAND_W, SCENE_W, Place, Point, TableGeometry

from thousand_app.ui.common import accessibility
from thousand_app.ui.common.accessibility import Node
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.pointing import Pointing

from .a11y import card_nodes
from .items import CardItem
from .texts import card_name, cards_in_words
from .table_decor import CardTableDecor
from .table_model import DealFacts, TableCards

__all__ = ["TableScene", "Target", "HAND_W"]

Anim = Optional[QAbstractAnimation]

#: How far a card pointed at in a hand rises (a lesson's mark).
POINT_LIFT = 18.0


@dataclass
class Target:
    pos: QPointF
    rotation: float
    width: float
    z: float


class TableScene(Pointing, QGraphicsScene):
    """The table as one viewer sees it."""

    cardClicked = Signal(object)
    talonClicked = Signal(int)
    #: A step asked the screen to do something when the animations reach it.
    callback = Signal(str, object)
    # a sound to play now (``sound.SOUND_NAMES``); only while animations are on
    sound = Signal(str)
    # What is announced reads its cards and suits in words ("Trump: diamonds", not "♦").
    in_words = staticmethod(cards_in_words)

    def __init__(self, deck: Deck, speed: float = 1.0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.deck = deck
        self.animator = Animator(speed, self)
        self._relayout_when_idle = False
        self.animator.idle.connect(self._after_idle)
        self.sw, self.sh = SCENE_W, 1000.0
        #: How much the plates, badges and banner are enlarged (``table_decor.table_size``).
        self.zoom = 1.0
        self.setSceneRect(0, 0, self.sw, self.sh)
        self.n = 3
        self.viewer: Optional[int] = None
        self.anchor = 0
        self.names: tuple[str, ...] = ()
        #: The seat addressed as "you" in messages (the one human of a single-player game).
        self.you: Optional[int] = None
        #: The rules of the game shown (from the last observation).
        self.rules = Rules()
        self.hide_own = False
        self.cards: TableCards[CardItem] = TableCards()
        self.facts = DealFacts()
        self.decor = CardTableDecor(self, self.animator)
        self.rng = random.Random(7)
        self._interactive: dict[int, str] = {}
        self._selected: list[int] = []
        self._labels: dict[int, str] = {}
        self._focus: Optional[int] = None
        self._hint: Optional[int] = None
        self._talon_clickable = False
        self.decor.update_badges(self.facts, self.names)

    # -- the model and decor under their old names (used by the screen and tests) ----------------
    @property
    def hands(self) -> dict[int, list[CardItem]]:
        return self.cards.hands

    @property
    def talons(self) -> list[list[CardItem]]:
        return self.cards.talons

    @property
    def trick(self) -> list[tuple[int, CardItem]]:
        return self.cards.trick

    @property
    def piles(self) -> dict[int, list[CardItem]]:
        return self.cards.piles

    @property
    def last_trick(self) -> tuple[tuple[int, int], ...]:
        return self.facts.last_trick

    @property
    def last_trick_winner(self) -> Optional[int]:
        return self.facts.last_trick_winner

    @property
    def plates(self) -> dict[int, Plate]:
        return self.decor.plates

    @property
    def trump_badge(self) -> Badge:
        return self.decor.trump_badge

    @property
    def contract_badge(self) -> Badge:
        return self.decor.contract_badge

    @property
    def banner(self) -> Banner:
        return self.decor.banner

    def set_scores(self, totals: tuple[int, ...], marks: tuple[str, ...]) -> None:
        self.decor.set_scores(totals, marks)

    def set_active(self, seat: Optional[int], thinking: bool = False) -> None:
        self.decor.set_active(seat, thinking)

    def refresh_plates(self) -> None:
        """Status lines and badges from the deal's facts."""
        self.decor.update_status(self.facts, self.cards.tricks_won)
        self.decor.update_badges(self.facts, self.names)

    # -- geometry ------------------------------------------------------------------------------------
    def geometry(self) -> TableGeometry:
        return TableGeometry(self.n, self.anchor, self.sw, self.sh, self.deck.aspect, self.zoom)

    @staticmethod
    def point(p: Point) -> QPointF:
        return QPointF(p.x, p.y)

    def resize_to(self, width: float, height: float) -> None:
        """Fit the logical table to the view's shape and put everything in place at once."""
        self.sw, self.sh, self.zoom = table_size(width, height)
        self.setSceneRect(0, 0, self.sw, self.sh)
        self.relayout(animate=False)
        if self.animator.busy:  # moves under way still aim at the old places: fix them after
            self._relayout_when_idle = True

    def _after_idle(self) -> None:
        if self._relayout_when_idle:
            self._relayout_when_idle = False
            self.relayout(animate=False)

    # -- layout ------------------------------------------------------------------------------------------
    def targets(self) -> dict[CardItem, Target]:
        """Where every card item belongs now."""
        geo = self.geometry()
        c = self.cards
        placed: list[tuple[CardItem, Place]] = []
        for seat, items in c.hands.items():
            placed += zip(items, geo.hand(seat, len(items)))
        shown = len(c.talons) == 1 and any(it.turning_up for it in c.talons[0])
        for talon, places in zip(c.talons, geo.talons([len(t) for t in c.talons], shown)):
            placed += zip(talon, places)
        placed += [(it, geo.trick_card(seat, i, it.card)) for i, (seat, it) in enumerate(c.trick)]
        for seat, items in c.piles.items():
            placed += zip(items, geo.pile_cards(seat, len(items), len(self.facts.active)))
        if self.facts.declarer is not None:
            placed += zip(c.aside, geo.aside(self.facts.declarer, len(c.aside)))
        placed += zip(c.dead, geo.dead_hand(len(c.dead)))
        placed += zip(c.deck, geo.deck_pile(self.facts.dealer, len(c.deck)))
        return {it: Target(QPointF(p.x, p.y), p.rotation, p.width, p.z) for it, p in placed}

    def relayout(self, animate: bool = True, duration: int = 380, stagger: int = 0) -> Anim:
        """Move every item to its place: animated (returns the animation) or at once."""
        self.decor.place(self.geometry())
        anims: list[QAbstractAnimation] = []
        order = 0
        for it, t in self.targets().items():
            moved = (it.pos() - t.pos).manhattanLength() > 0.5 \
                or abs(it.rotation() - t.rotation) > 0.1 or abs(it.width - t.width) > 0.1
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
        self._mark_pointed()
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

            va = QVariantAnimation(group)
            va.setStartValue(0.0)
            va.setEndValue(1.0)
            va.setDuration(a.ms(duration))
            va.valueChanged.connect(grow)
            group.addAnimation(va)  # type: ignore[attr-defined]
        group.finished.connect(lambda: it.setZValue(t.z))
        return a.delayed(group, delay) if delay else group

    def flips(self, items: Iterable[CardItem], face_up: bool, ms: int = 260) -> Anim:
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

    def move_and_flip(self, items: list[CardItem], face_up: bool, duration: int = 420) -> Anim:
        """Everything to its place while ``items`` turn over."""
        return self.animator.parallel([x for x in (self.relayout(duration=duration),
                                                   self.flips(items, face_up))
                                       if x is not None])

    # -- items ---------------------------------------------------------------------------------------------
    def new_card(self, card: Optional[int], face_up: bool, at: Optional[QPointF] = None
                 ) -> CardItem:
        it = CardItem(self.deck, card, face_up)
        it.clicked.connect(self._on_card_clicked)
        it.setPos(at if at is not None else self.point(self.geometry().centre()))
        self.addItem(it)
        return it

    def clear_table(self) -> None:
        for it in self.cards.items():
            self.removeItem(it)
            it.deleteLater()
        self.cards.reset(self.n)

    def set_deck(self, deck: Deck) -> None:
        self.deck = deck
        for it in self.cards.items():
            it.prepareGeometryChange()
            it.deck = deck
            it.update()
        self.relayout(animate=False)

    def take_from_hand(self, seat: int, card: Optional[int]) -> CardItem:
        """The item of ``card`` in ``seat``'s hand, else an unknown one (given that identity)."""
        it = self.cards.take_from_hand(seat, card)
        if it is None:  # should not happen: make one where the hand is
            it = self.new_card(card, False, self.point(self.geometry().hand_anchor(seat)))
        return it

    def setup_seats(self, n: int, names: Iterable[str], anchor: int) -> None:
        self.n = n
        self.names = tuple(names)
        self.anchor = anchor
        self.decor.setup(self.geometry(), self.names)
        self.clear_table()  # (forgetting the cards without taking them away left them drawn)

    # -- interaction ---------------------------------------------------------------------------------------
    def set_interaction(self, playable: dict[int, str], selected: Iterable[int] = (),
                        labels: Mapping[int, str] | None = None, focus: Optional[int] = None,
                        hint: Optional[int] = None, dim_others: bool = True,
                        talon_clickable: bool = False) -> None:
        """Which of the viewer's cards can be clicked (card -> kind), and how they look."""
        moved = focus is not None and focus != self._focus
        self._interactive = dict(playable)
        self._selected = list(selected)
        self._labels = dict(labels or {})
        self._focus = focus
        self._hint = hint
        self._talon_clickable = talon_clickable
        viewer_items = self.cards.hands.get(self.viewer, []) if self.viewer is not None else []
        # outline the playable cards only when some are not (a free lead outlines nothing)
        restricted = any(it.card is not None and it.card not in self._interactive
                         for it in viewer_items)
        for it in self.cards.items():
            if it in viewer_items and it.card is not None and it.face_up:
                c = it.card
                can = c in self._interactive
                sel = c in self._selected
                highlight = "hint" if c == hint else ("selected" if sel else (
                    "legal" if can and restricted and playable.get(c) == "play" else ""))
                it.set_state(highlight=highlight, dimmed=bool(playable) and dim_others and not can,
                             lift=28.0 if sel else 0.0, interactive=can, focused=c == focus,
                             label=self._labels.get(c, ""))
            elif talon_clickable and self.cards.talon_index(it) is not None:
                it.set_state(highlight="legal", interactive=True)
            else:
                it.set_state()
        if moved:
            accessibility.focus_moved(self)

    def _pointed_words(self, items: tuple[int, ...]) -> str:
        return ", ".join(card_name(c) for c in items)

    def pointed(self) -> list[int]:
        """The cards marked now (as drawn)."""
        return [it.card for it in self.cards.items() if it.pointed and it.face_up
                and it.card is not None]

    def _mark_pointed(self) -> None:
        c = self.cards
        mine = c.hands.get(self.viewer, []) if self.viewer is not None else []
        shown = {*(it for items in c.hands.values() for it in items),
                 *(it for talon in c.talons for it in talon), *(it for _s, it in c.trick)}
        for it in c.items():
            on = it.card in self._pointed and it in shown   # (``Pointing.highlight``)
            it.set_pointed(on, POINT_LIFT if it in mine else 0.0)

    def accessible_nodes(self) -> list[Node]:
        """What the table shows, for screen readers (``a11y.card_nodes``)."""
        return card_nodes(self)

    def accessible_title(self) -> str:
        return translate("Access", "Card table")

    def mark_new(self, cards: Iterable[int]) -> None:
        """Mark the viewer's cards that just came to him (and unmark the others)."""
        new = set(cards)
        viewer_items = self.cards.hands.get(self.viewer, []) if self.viewer is not None else []
        for it in self.cards.items():
            flag = it in viewer_items and it.card is not None and it.card in new
            if it.new != flag:
                it.prepareGeometryChange()   # (the star is drawn above the card)
                it.new = flag
                it.update()

    def clear_interaction(self) -> None:
        self.set_interaction({})

    def _on_card_clicked(self, card: object) -> None:
        if self._talon_clickable:
            index = self.cards.talon_index(self.sender())  # type: ignore[arg-type]
            if index is not None:
                self.talonClicked.emit(index)
                return
        if isinstance(card, int):
            self.cardClicked.emit(Card(card))

    def viewer_cards(self) -> list[int]:
        """The viewer's cards in the order shown (left to right)."""
        if self.viewer is None:
            return []
        return [it.card for it in self.cards.hands.get(self.viewer, [])
                if it.card is not None and it.face_up]

    def item_of(self, card: int) -> Optional[CardItem]:
        return next((it for it in self.cards.items() if it.card == card), None)

    # -- rebuilding from an observation ------------------------------------------------------------------
    def rebuild(self, obs: Observation, viewer: Optional[int], anchor: int,
                hide_own: bool = False) -> None:
        """Show ``obs`` (what ``viewer`` may see; None: no hand face up) without animation."""
        self.animator.clear()
        if self.n != obs.n_players or self.names != obs.players or self.anchor != anchor:
            self.setup_seats(obs.n_players, obs.players, anchor)
        self.viewer = viewer
        self.hide_own = hide_own
        self.rules = obs.rules
        self.clear_table()
        own = viewer is not None and viewer == obs.seat and not hide_own
        self.cards.observe(obs, own, lambda card, up: self.new_card(card, up))
        self.facts.observe(obs)
        self.decor.clear_bubbles()
        if obs.phase == "bidding":
            last_bid = dict(obs.auction)
            for seat, value in last_bid.items():
                self.decor.bid_bubble(seat, value, pop=False)
        self.refresh_plates()
        self.set_interaction({})
        self.relayout(animate=False)


    def cue(self, name: Optional[str]) -> None:
        """Ask for a sound now, unless there is none or animations are off (or fast-forwarded)."""
        if name is not None and self.animator.speed > 0:
            self.sound.emit(name)

    def reveal_own(self, cards: Iterable[int]) -> None:
        """Turn the viewer's hand up (after a dark-game offer was declined)."""
        self.hide_own = False
        if self.viewer is None:
            return
        items = self.cards.hands.get(self.viewer, [])
        for it, c in zip(items, cards):
            it.card = c

        def turn() -> Anim:
            return self.flips(items, True)

        def sort() -> Anim:
            assert self.viewer is not None
            self.cards.sort_hand(self.viewer)
            return self.relayout(duration=260)

        self.animator.add(lambda: self.animator.chain([turn, sort]))

    def hide_hands(self) -> Anim:
        """Turn every hand face down and forget the faces (hot-seat, between turns)."""
        items = [it for s in self.cards.hands for it in self.cards.hands[s]]
        self.viewer = None
        self.set_interaction({})

        def forget() -> Anim:
            for it in items:
                it.card = None
            return None

        return self.animator.chain([lambda: self.flips(items, False, 220), forget])
