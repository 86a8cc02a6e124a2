"""The dice table: a ``QGraphicsScene`` with the players around a felt tray, and the dice that roll.

It shows the dice engine's game and animates its events, in the card table's
style (the same view, plates, banner and animation queue: :mod:`.table_view`,
:mod:`.table_decor`, :mod:`.animation`).  Every change comes from an engine
event (:data:`HANDLERS`): a throw tumbles the engine's faces onto the felt, a
keep moves the kept dice aside into this turn's row, the settlement of a turn
writes its banners and the totals.  Nothing here decides a rule or a face; the
scene's own random generator only jitters where a die comes to rest.

What the table shows can be read back (:meth:`DiceScene.shown`), which the
tests compare with the engine after every action.
"""

from __future__ import annotations

import math
import random
from typing import Any, Callable, Iterable, Optional, Sequence

from PySide6.QtCore import (QAbstractAnimation, QPointF, QRectF, QVariantAnimation,
                            Signal)
from PySide6.QtWidgets import QGraphicsScene, QWidget

from thousand_app.dice.engine import (DiceEvent, DiceObservation, DiceRules, EmptyThrow, FiveOnes,
                               GameOver, Kept, Settled, Thrown, TurnEnded)

from thousand_app.ui.common.animation import Animator
from .geometry import KEPT_DIE, REST_SHIFT, REST_TURN, SCENE_W, DiceGeometry, Point
from .a11y import dice_nodes
from .items import DieItem, Tray, ValueLabel
from .texts import dice_in_hand, faces_text, seat_marks, seat_status, settled_banner
from thousand_app.ui.common import accessibility
from thousand_app.ui.common.accessibility import Node
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.items import Badge
from thousand_app.ui.common.pointing import Pointing
from thousand_app.ui.common.table_decor import TableDecor, table_size
from thousand_app.ui.common.table_view import TableView
from thousand_app.ui.common.texts import fmt, signed, total_text
from thousand_app.ui.common.wording import about

__all__ = ["DiceScene", "TableView", "bust_words", "dice_event_sound", "dice_event_sounds",
           "HANDLERS"]

Anim = Optional[QAbstractAnimation]

#: How much smaller than the plates' texts the dice banner may be drawn to fit the tray: its
#: second line (20 units) then shows as large as the plates' smallest text (16).
BANNER_SUB_LEAST = 16 / 20

#: Base durations (ms at normal speed): a roll, a keep gliding aside, a banner's pause.
ROLL_MS = 720
GLIDE_MS = 340
BANNER_MS = 1100


# -- sounds -------------------------------------------------------------------------------------
def dice_event_sound(event: DiceEvent) -> Optional[str]:
    """The sound of one dice event (``sound.SOUND_NAMES``), or None."""
    if isinstance(event, Thrown):
        return "dice"
    if isinstance(event, EmptyThrow):
        return None if event.rethrow else "failed"
    if isinstance(event, FiveOnes):
        return "made"
    if isinstance(event, Kept):
        return "marriage" if event.hot else "card"
    if isinstance(event, Settled):
        if event.name in ("enter", "barrel"):
            return "made"
        if event.name == "win":
            return None
        return "failed"
    if isinstance(event, GameOver):
        return "game_over"
    return None


def dice_event_sounds(events: Sequence[DiceEvent]) -> list[Optional[str]]:
    return [dice_event_sound(e) for e in events]


class DiceScene(Pointing, QGraphicsScene):
    """The dice table of one game (everything in dice is public: no viewer)."""

    #: A die of the throw was clicked (its index, left to right).
    dieClicked = Signal(int)
    #: A step asked the screen to do something when the animations reach it ("game_over").
    callback = Signal(str, object)
    #: A sound to play now (``sound.SOUND_NAMES``); only while animations are on.
    sound = Signal(str)

    def __init__(self, speed: float = 1.0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.animator = Animator(speed, self)
        self.animator.idle.connect(self._after_idle)
        self._relayout_when_idle = False
        self.sw, self.sh = SCENE_W, 1000.0
        #: How much the plates, badges and labels are enlarged (``table_decor.table_size``).
        self.zoom = 1.0
        self.setSceneRect(0, 0, self.sw, self.sh)
        self.n = 2
        self.anchor = 0
        self.names: tuple[str, ...] = ()
        self.you: Optional[int] = None
        self.rules = DiceRules()
        self.decor = TableDecor(self, self.animator)
        self.decor.trump_badge.hide()
        self.decor.contract_badge.hide()
        self.tray = Tray()
        self.addItem(self.tray)
        self.turn_badge = Badge(250, 112)
        self.addItem(self.turn_badge)
        self.rng = random.Random(7)        # where dice come to rest: looks only
        #: The dice of the throw waiting for a keep, left to right (index = place).
        self.throw_dice: list[DieItem] = []
        #: The dice in hand (to be thrown next).
        self.hand_dice: list[DieItem] = []
        #: This turn's keeps: a row of dice each, with its value label.
        self.kept_rows: list[list[DieItem]] = []
        self.kept_labels: list[ValueLabel] = []
        #: The throw that ended a turn without a stop (a bust), left on the felt until the
        #: next throw so that the player sees why the turn ended.
        self.last_turn: list[DieItem] = []
        self.mover: Optional[int] = None
        self.turn_total = 0
        self.totals: tuple[int, ...] = ()
        self.bolts: tuple[int, ...] = ()
        self._rest: dict[DieItem, tuple[float, float, float]] = {}

    # -- geometry ------------------------------------------------------------------------------
    def geometry(self) -> DiceGeometry:
        return DiceGeometry(self.n, self.anchor, self.sw, self.sh, self.zoom)

    @staticmethod
    def point(p: Point) -> QPointF:
        return QPointF(p.x, p.y)

    def resize_to(self, width: float, height: float) -> None:
        """Fit the logical table to the view's shape and put everything in place at once."""
        self.sw, self.sh, self.zoom = table_size(width, height)
        self.setSceneRect(0, 0, self.sw, self.sh)
        self.relayout(animate=False)
        if self.animator.busy:
            self._relayout_when_idle = True

    def _after_idle(self) -> None:
        if self._relayout_when_idle:
            self._relayout_when_idle = False
            self.relayout(animate=False)

    def targets(self) -> dict[DieItem, tuple[QPointF, float, float]]:
        """Where every die belongs now: (position, rotation, size)."""
        geo = self.geometry()
        die = geo.die()
        out: dict[DieItem, tuple[QPointF, float, float]] = {}
        for it, p in zip(self.throw_dice, geo.rest(len(self.throw_dice))):
            dx, dy, rot = self._rest.get(it, (0.0, 0.0, 0.0))
            out[it] = (QPointF(p.x + dx * die, p.y + dy * die), rot, die)
        for it, p in zip(self.hand_dice, geo.hand(len(self.hand_dice))):
            out[it] = (self.point(p), 0.0, KEPT_DIE)
        for row, items in enumerate(self.kept_rows):
            for it, p in zip(items, geo.kept_row(row, len(items))):
                out[it] = (self.point(p), 0.0, KEPT_DIE)
        return out

    def relayout(self, animate: bool = True, duration: int = GLIDE_MS) -> Anim:
        """Plates, tray and labels to their places at once; the dice glide (or jump)."""
        geo = self.geometry()
        self.decor.set_zoom(geo.zoom)
        for seat, plate in self.decor.plates.items():
            plate.setPos(self.point(geo.plate(seat)))
            plate.bubble_below = geo.where(seat) == "top"
            plate.grow_up = geo.where(seat) == "bottom"
        t, s = geo.tray(), geo.side()
        self.tray.set_rects(QRectF(t.x, t.y, t.w, t.h), QRectF(s.x, s.y, s.w, s.h))
        self.decor.keep_off = [QRectF(t.x, t.y, t.w, t.h)]
        self.turn_badge.prepareGeometryChange()
        self.turn_badge.w = (s.w - 24) / geo.zoom
        self.turn_badge.setScale(geo.zoom)
        self.turn_badge.setPos(self.point(geo.turn_box()))
        self.decor.banner.setPos(self.point(geo.banner()))
        self.fit_banner()
        self.decor.place_bubbles()
        for row, label in enumerate(self.kept_labels):
            label.setScale(geo.zoom)
            label.setPos(self.point(geo.kept_label(row)))
        a = self.animator
        anims: list[QAbstractAnimation] = []
        for it, (pos, rot, size) in self.targets().items():
            moved = (it.pos() - pos).manhattanLength() > 0.5 or abs(it.get_size() - size) > 0.1 \
                or abs(it.rotation() - rot) > 0.1
            if not animate or a.speed <= 0 or not moved:
                it.setPos(pos)
                it.setRotation(rot)
                it.set_size(size)
                continue
            group = a.parallel([a.prop(it, b"pos", pos, duration),
                                a.prop(it, b"rotation", rot, duration),
                                a.prop(it, b"size", size, duration)])
            if group is not None:
                anims.append(group)
        self._mark_pointed()
        return a.parallel(anims)

    # -- building ------------------------------------------------------------------------------
    def setup(self, names: Iterable[str], anchor: int, you: Optional[int] = None) -> None:
        """A fresh plate for each seat, ``anchor`` at the bottom."""
        self.names = tuple(names)
        self.n = len(self.names)
        self.anchor = anchor
        self.you = you
        self.decor.setup(self.geometry(), self.names)  # type: ignore[arg-type]
        self.relayout(animate=False)

    def new_die(self, face: int, at: QPointF, size: float) -> DieItem:
        it = DieItem(face, size)
        it.clicked.connect(self.dieClicked)    # (to .emit PySide kept some for every die)
        it.setPos(at)
        self.addItem(it)
        return it

    def _drop(self, items: Iterable[DieItem]) -> None:
        for it in items:
            self._rest.pop(it, None)
            self.removeItem(it)
            it.deleteLater()

    def clear_dice(self) -> None:
        self.clear_last_turn()
        self._drop([*self.throw_dice, *self.hand_dice, *(it for r in self.kept_rows for it in r)])
        for label in self.kept_labels:
            self.removeItem(label)
        self.throw_dice, self.hand_dice, self.kept_rows, self.kept_labels = [], [], [], []

    def clear_last_turn(self) -> None:
        """The busting throw leaves the felt (the next throw comes)."""
        self._drop(self.last_turn)
        self.last_turn = []

    def _new_throw(self, faces: Sequence[int], at: Optional[QPointF] = None) -> None:
        geo = self.geometry()
        self._drop(self.throw_dice)
        self.throw_dice = []
        for i, face in enumerate(faces):
            it = self.new_die(face, at if at is not None else self.point(geo.rest(len(faces))[i]),
                              geo.die())
            it.index = i
            dx, dy = REST_SHIFT       # (the geometry keeps room for them)
            self._rest[it] = (self.rng.uniform(-dx, dx), self.rng.uniform(-dy, dy),
                              self.rng.uniform(-REST_TURN, REST_TURN))
            self.throw_dice.append(it)
        self._mark_pointed()

    def _set_hand(self, d: int) -> None:
        geo = self.geometry()
        while len(self.hand_dice) > d:
            self._drop([self.hand_dice.pop()])
        while len(self.hand_dice) < d:
            p = geo.hand(len(self.hand_dice) + 1)[-1]
            it = self.new_die(1 + len(self.hand_dice) % 6, self.point(p), KEPT_DIE)
            it.set_state(dimmed=True)
            self.hand_dice.append(it)

    def _add_keep(self, items: list[DieItem], value: int) -> None:
        label = ValueLabel(signed(value))
        self.addItem(label)
        self.kept_rows.append(items)
        self.kept_labels.append(label)
        label.setScale(self.zoom)
        label.setPos(self.point(self.geometry().kept_label(len(self.kept_rows) - 1)))
        for it in items:
            it.index = -1
            it.set_state()

    def rebuild(self, obs: DiceObservation) -> None:
        """Show ``obs`` as it stands, without animation (a new screen, a loaded game)."""
        self.animator.clear()
        self.rules = obs.rules
        self.clear_dice()
        self.mover = obs.to_act
        self.turn_total = obs.s
        geo = self.geometry()
        for row, keep in enumerate(obs.kept):
            items = [self.new_die(f, self.point(p), KEPT_DIE)
                     for f, p in zip(keep, geo.kept_row(row, len(keep)))]
            # (a keep's value is not in the observation: the row's label is the turn total's share)
            self._add_keep(items, 0)
        self._label_keeps(obs)
        if obs.pending == "keep" and obs.last_throw is not None:
            self._new_throw(obs.last_throw)
        elif obs.pending != "over":
            self._set_hand(obs.d)
        self.refresh(obs)
        self.relayout(animate=False)

    def _label_keeps(self, obs: DiceObservation) -> None:
        """The rows' values after a rebuild, from the engine's scoring of each keep."""
        from thousand_app.dice.engine import keep_value

        for label, keep in zip(self.kept_labels, obs.kept):
            label.text = signed(keep_value(keep, obs.rules) or 0)
            label.update()

    def refresh(self, obs: DiceObservation) -> None:
        """Plates and the turn's badge from the engine's observation."""
        self.rules = obs.rules
        self.totals = obs.totals
        self.bolts = obs.bolts
        marks = tuple(seat_marks(obs, s) for s in range(obs.n_players))
        self.decor.set_scores(obs.totals, marks)
        for s, plate in self.decor.plates.items():
            plate.status = seat_status(obs, s)
            plate.update()
        self.mover = obs.to_act
        self.turn_total = obs.s
        self.decor.set_active(obs.to_act)
        b = self.turn_badge
        # (at the end the result panel says it: the badge is not left peeking out behind it)
        b.setVisible(obs.to_act is not None)
        if obs.to_act is None:
            b.caption = translate("Dice", "Game over")
            b.value = "—"
            b.detail = ""
        else:
            b.caption = fmt(translate("Dice", "Turn total · %1"), self.names[obs.to_act]
                            if obs.to_act < len(self.names) else "")
            b.value = str(obs.s)
            b.detail = dice_in_hand(obs.d) if obs.pending != "keep" else fmt(
                translate("Dice", "choose dice to keep from %1"), len(obs.last_throw or ()))
        b.update()

    # -- interaction -------------------------------------------------------------------------
    def set_interaction(self, *, scoring: Iterable[int] = (), selected: Iterable[int] = (),
                        hinted: Iterable[int] = (), focus: Optional[int] = None,
                        enabled: bool = False) -> None:
        """How the throw's dice look: which score, which are picked, the hint, the cursor."""
        sc, sel, hi = set(scoring), set(selected), set(hinted)
        moved = False
        for it in self.throw_dice:
            i = it.index
            focused = enabled and i == focus
            moved = moved or (focused and not it.focused)
            it.set_state(scoring=i in sc, selected=i in sel, hinted=i in hi,
                         focused=focused, interactive=enabled)
        if moved:
            accessibility.focus_moved(self)

    def _pointed_words(self, items: tuple[int, ...]) -> str:
        return faces_text(items)

    def pointed(self) -> list[int]:
        """The faces of the dice marked now, left to right on the tray."""
        return [it.face for it in self._on_tray() if it.pointed]

    def _on_tray(self) -> list[DieItem]:
        return list(self.throw_dice or self.last_turn)

    def _mark_pointed(self) -> None:
        """One die on the tray for each face pointed at (``Pointing.highlight``): the
        throw's, else the last turn's."""
        want = list(self._pointed)
        marked: set[DieItem] = set()
        for it in self._on_tray():
            if it.face in want:
                want.remove(it.face)
                marked.add(it)
        for it in [*self.throw_dice, *self.last_turn, *self.hand_dice,
                   *(it for row in self.kept_rows for it in row)]:
            it.set_pointed(it in marked)

    def accessible_nodes(self) -> list[Node]:
        """What the table shows, for screen readers (``a11y.dice_nodes``)."""
        return dice_nodes(self)

    def accessible_title(self) -> str:
        return translate("Access", "Dice table")

    def faces(self) -> list[int]:
        """The throw's faces as shown, left to right."""
        return [it.face for it in self.throw_dice]

    def shown(self) -> dict[str, Any]:
        """What the table shows, for comparing with the engine."""
        return {
            "throw": tuple(sorted(it.face for it in self.throw_dice)) if self.throw_dice else None,
            "kept": tuple(tuple(sorted(it.face for it in row)) for row in self.kept_rows),
            "hand": len(self.hand_dice),
            "totals": tuple(self.decor.totals),
            "marks": tuple(p.marks for _, p in sorted(self.decor.plates.items())),
            "status": tuple(p.status for _, p in sorted(self.decor.plates.items())),
            "turn_total": self.turn_badge.value,
            "active": tuple(s for s, p in sorted(self.decor.plates.items()) if p.active),
        }

    # -- events ----------------------------------------------------------------------------------
    def enqueue(self, events: Sequence[DiceEvent], then: Sequence[Callable[[], object]] = ()
                ) -> None:
        steps: list[Callable[[], Anim]] = [
            (lambda e=e, s=s: self._play(e, s))  # type: ignore[misc]
            for e, s in zip(events, dice_event_sounds(events))]
        steps += [(lambda fn=fn: (fn(), None)[1]) for fn in then]  # type: ignore[misc]
        self.animator.add_many(steps)

    def _play(self, e: DiceEvent, sound: Optional[str]) -> Anim:
        handler = HANDLERS.get(type(e))
        if handler is None:
            return None
        self.cue(sound)
        return handler(self, e)

    def cue(self, name: Optional[str]) -> None:
        """Ask for a sound now, unless there is none or animations are off."""
        if name is not None and self.animator.speed > 0:
            self.sound.emit(name)

    def fit_banner(self) -> None:
        """The banner on the tray: as large as the plates' texts if it fits there, else
        smaller, but its second line never under the least size (``BANNER_SUB_LEAST``: it
        wraps instead), kept inside the tray's height where it can be."""
        geo = self.geometry()
        t = geo.tray()
        banner = self.decor.banner
        least = geo.zoom * BANNER_SUB_LEAST
        banner.set_max_width((t.w - 24) / least)
        frame = banner.frame(self.font()).translated(0, -banner.shift)
        scale = max(least, min(geo.zoom, (t.w - 24) / max(frame.width(), 1.0),
                               (t.h - 16) / max(frame.height(), 1.0)))
        banner.setScale(scale)
        half = frame.height() * scale / 2
        y = min(max(geo.banner().y, t.y + 8 + half), t.bottom - 8 - half)
        zone = geo.throw_zone()     # (over the throw where it fits there, else the tray)
        x = zone.x + zone.w / 2 if frame.width() * scale <= zone.w + 24 else t.x + t.w / 2
        banner.setPos(QPointF(x, y if half * 2 <= t.h - 16 else t.y + t.h / 2))

    def banner(self, text: str, sub: str = "", hold_ms: int = BANNER_MS) -> Anim:
        self.decor.banner.text, self.decor.banner.sub = text, sub
        self.fit_banner()
        self.decor.show_banner(text, sub, hold_ms + 500)
        return self.animator.pause(hold_ms)

    def who(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else "?"

    # -- the roll ----------------------------------------------------------------------------
    def roll(self, items: Sequence[DieItem], origin: QPointF) -> Anim:
        """The dice tumble from ``origin`` across the felt, spin, bounce and settle on their
        faces (``DieItem.face``: the engine's)."""
        a = self.animator
        targets = self.targets()
        if a.speed <= 0:
            for it in items:
                pos, rot, size = targets[it]
                it.setPos(pos)
                it.setRotation(rot)
                it.set_size(size)
                it.shown_face = it.face
                it.set_tumble(0.0)
            return None
        anims: list[QAbstractAnimation] = []
        for k, it in enumerate(items):
            pos, rot, size = targets[it]
            start = QPointF(origin.x() + self.rng.uniform(-30, 30),
                            origin.y() + self.rng.uniform(-30, 30))
            it.setPos(start)
            it.set_size(size)
            spin = self.rng.choice((-1, 1)) * self.rng.uniform(300.0, 640.0)
            flicker = [self.rng.randint(1, 6) for _ in range(12)]
            anim = QVariantAnimation()
            anim.setStartValue(0.0)
            anim.setEndValue(1.0)
            anim.setDuration(a.ms(ROLL_MS + 45 * k))
            anim.valueChanged.connect(
                lambda v, it=it, start=start, pos=pos, rot=rot, spin=spin, fl=flicker:
                _roll_frame(it, float(v), start, pos, rot, spin, fl))
            anims.append(anim)
        return a.parallel(anims)


def _roll_frame(it: DieItem, t: float, start: QPointF, end: QPointF, rot: float, spin: float,
                flicker: list[int]) -> None:
    """One frame of a die's roll at ``t`` (0 to 1): it slides out decelerating, bounces
    twice, spins down to its resting angle with a small wobble, and shows the faces of its
    tumble until it settles on its own."""
    ease = 1.0 - (1.0 - t) ** 3
    hop = abs(math.sin(t * math.pi * 2.5)) * (1.0 - t) * 26.0
    it.setPos(QPointF(start.x() + (end.x() - start.x()) * ease,
                      start.y() + (end.y() - start.y()) * ease - hop))
    wobble = math.sin(t * math.pi * 9.0) * 7.0 * max(0.0, (t - 0.8) / 0.2) * (1.0 - t) / 0.2 \
        if t > 0.8 else 0.0
    it.setRotation(rot + spin * (1.0 - ease) + wobble)
    if t < 0.78:
        it.shown_face = flicker[int(t / 0.78 * len(flicker)) % len(flicker)]
        it.set_tumble(1.0 - t)
    else:
        it.shown_face = it.face
        it.set_tumble(0.0)
    it.update()


# -- what each event does ------------------------------------------------------------------------
def thrown(scene: DiceScene, e: Thrown) -> Anim:
    geo = scene.geometry()
    origin = scene.point(geo.throw_origin(e.seat))
    scene.decor.clear_bubbles()
    scene.clear_last_turn()
    scene._set_hand(0)
    scene._new_throw(e.faces, origin)
    accessibility.announce(scene, fmt(translate("Access", "%1 — throw: %2"), scene.who(e.seat),
                                      faces_text(e.faces)))
    steps: list[Callable[[], Anim]] = [lambda: scene.roll(scene.throw_dice, origin)]
    if e.confirming:
        steps.insert(0, lambda: scene.banner(translate("Dice", "Confirming throw"),
                                             translate("Dice", "it must score, or the turn is lost"),
                                             700))
    return scene.animator.chain(steps)


def empty_throw(scene: DiceScene, e: EmptyThrow) -> Anim:
    if e.rethrow:
        def gather() -> Anim:   # the dice are picked up again: five in hand
            scene._drop(scene.throw_dice)
            scene.throw_dice = []
            scene._set_hand(5)
            return scene.relayout()

        return scene.animator.chain([lambda: scene.banner(
            translate("Dice", "No scoring dice"), translate("Dice", "the opening throw is thrown again")),
            gather])
    return scene.banner(*bust_words(scene.who(e.seat), scene.turn_total))


def bust_words(who: str, turn_total: int) -> tuple[str, str]:
    """The bust banner's title and subtitle (``turn_total``: the points the turn loses)."""
    title = fmt(translate("Dice", "%1: bust"), who)
    sub = fmt(translate("Dice", "no scoring dice: the turn total of %1 is lost"), turn_total) \
        if turn_total else translate("Dice", "no scoring dice")
    return title, sub


def five_ones(scene: DiceScene, e: FiveOnes) -> Anim:
    return scene.banner(translate("Dice", "Five 1s!"), translate("Dice", "the game is won at once"))


def kept(scene: DiceScene, e: Kept) -> Anim:
    """The kept dice (the ones the player picked, else the leftmost of each face) move aside
    into a new row; the rest go back to the hand (all five after hot dice)."""
    pool = list(scene.throw_dice)
    picked: list[DieItem] = []
    for face in e.faces:
        cands = [it for it in pool if it.face == face]
        chosen = next((it for it in cands if it.selected), cands[0] if cands else None)
        if chosen is None:   # (cannot happen: the engine kept dice of the throw)
            chosen = scene.new_die(face, scene.point(scene.geometry().centre()), KEPT_DIE)
        else:
            pool.remove(chosen)
        picked.append(chosen)
    scene.throw_dice = []
    scene._add_keep(picked, e.value)
    scene.turn_total = e.turn_total
    scene.turn_badge.value = str(e.turn_total)
    scene.turn_badge.detail = dice_in_hand(e.dice)
    scene.turn_badge.update()
    if e.hot:  # all five scored: five dice come back to the hand
        scene._drop(pool)
    else:      # the dice left over are picked up: they are the hand
        for it in pool:
            scene._rest.pop(it, None)
            it.index = -1
            it.set_state(dimmed=True)
        scene._drop(scene.hand_dice)
        scene.hand_dice = pool
    scene._set_hand(e.dice)
    move = scene.relayout()
    if not e.hot:
        return move
    text = translate("Dice", "Hot dice!")
    sub = translate("Dice", "all five scored: throw all five again")
    if scene.rules.hot_dice == "confirm":
        sub = translate("Dice", "all five scored: the next throw must confirm them")
    return scene.animator.sequence([move, scene.banner(text, sub)])


def settled(scene: DiceScene, e: Settled) -> Anim:
    if e.name == "win" or e.name not in _SETTLED_NAMES:
        return None
    title, sub = settled_banner(e.name, scene.who(e.seat), scene.rules)
    return scene.banner(title, sub)


def turn_ended(scene: DiceScene, e: TurnEnded) -> Anim:
    s = e.summary
    scene.totals = s.totals
    scene.decor.set_scores(s.totals, tuple(p.marks for _, p in sorted(scene.decor.plates.items())))
    bubble: Anim = None
    if s.end == "stop":
        bubble = scene.decor.set_bubble(s.player, signed(s.deltas[s.player]), "bid")
    if any(s.deltas):      # (what the plates now show, for a player who does not see them)
        accessibility.announce(scene, fmt(translate("Access", "Scores: %1"), ", ".join(
            fmt(translate("Access", "%1: %2"), scene.who(i), total_text(total))
            for i, total in enumerate(s.totals))))
    elif s.end in ("bust", "overshoot", "dump"):
        word = {"bust": translate("Dice", "bust"), "overshoot": translate("Dice", "overshoot"),
                "dump": translate("Dice", "dump truck")}[s.end]
        p = s.player
        before = scene.bolts[p] if p < len(scene.bolts) else 0
        if s.end == "bust" and s.bolts[p] > before:   # the bust cost a bolt (not yet a penalty)
            word = fmt(translate("Dice", "bolt %1/%2"), s.bolts[p], scene.rules.bolt_limit)
        bubble = scene.decor.set_bubble(p, word, "pass")
    if s.end == "overshoot":
        bubble = scene.animator.sequence([bubble, scene.banner(
            fmt(translate("Dice", "%1: overshoot"), scene.who(s.player)),
            fmt(translate("Dice", "past %1: the turn total is lost"), scene.rules.target))])
    a = scene.animator

    def clear() -> Anim:   # (the plate's bubble stays until the next throw)
        last = scene.throw_dice
        if s.end in ("bust", "overshoot", "dump"):   # the throw that ended it stays in sight
            for it in last:
                scene._rest.pop(it, None)
                it.index = -1
                it.set_state()
            scene.last_turn, last = list(last), []
        scene._drop([*last, *(it for r in scene.kept_rows for it in r)])
        for label in scene.kept_labels:
            scene.removeItem(label)
        scene.throw_dice, scene.kept_rows, scene.kept_labels = [], [], []
        scene.turn_total = 0
        scene._set_hand(0 if s.end == "win" else 5)
        return scene.relayout()

    return a.chain([lambda: a.sequence([bubble, a.pause(650)]), clear])


def game_over(scene: DiceScene, e: GameOver) -> Anim:
    scene.decor.set_active(None)
    anim = scene.banner(about("wins", e.winner, scene.names, scene.you),
                        fmt(translate("Dice", "with %1"), total_text(e.totals[e.winner])), 1600)
    scene.callback.emit("game_over", e.winner)
    return anim


_SETTLED_NAMES = frozenset({"enter", "barrel", "knock_off", "fall", "falls_zero", "overtake",
                            "bolt_penalty", "overshoot_penalty", "overshoot_zero", "dump_truck"})

#: Event type -> what it does on the table.
HANDLERS: dict[type, Callable[[DiceScene, Any], Anim]] = {
    Thrown: thrown,
    EmptyThrow: empty_throw,
    FiveOnes: five_ones,
    Kept: kept,
    Settled: settled,
    TurnEnded: turn_ended,
    GameOver: game_over,
}
