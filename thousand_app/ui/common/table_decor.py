"""What a game's table shows besides cards or dice: seat plates (name, total, status line,
speech bubble), two badges, and the banner across the middle (the card table's statuses,
bids and badges are ``ui/cards/table_decor.py``'s)."""

from __future__ import annotations

from typing import Iterable, Optional

from PySide6.QtCore import (QAbstractAnimation, QEasingCurve, QObject, QPointF, QRectF, QTimer,
                            QVariantAnimation)
from PySide6.QtWidgets import QGraphicsScene

from . import accessibility
from .animation import Animator
from .i18n import translate
from .items import Badge, Banner, Plate, min_screen_px
from .plain_text import plain_tip
from .table_geometry import TableGeometry, scene_height, scene_width, text_zoom, view_scale
from .texts import fmt, total_text
from .theme import current as current_theme


def table_size(view_width: float, view_height: float) -> tuple[float, float, float]:
    """The logical table's width and height for a view of this size, and how much its plates,
    badges and banner are enlarged there so that their texts show at least
    :func:`~.items.min_screen_px` high on the screen (the text-size setting's)."""
    w, h = scene_width(view_width, view_height), scene_height(view_width, view_height)
    # (the view keeps a margin of 2 px around the table: ``QGraphicsView.fitInView``)
    return w, h, text_zoom(view_scale(view_width - 4, view_height - 4, w, h), min_screen_px())


class TableDecor(QObject):
    """The plates, badges and banner of one scene."""

    def __init__(self, scene: QGraphicsScene, animator: Animator) -> None:
        super().__init__(scene)
        self.scene = scene
        self.animator = animator
        self.plates: dict[int, Plate] = {}
        self.totals: tuple[int, ...] = ()
        self.marks: tuple[str, ...] = ()
        #: Extra status per seat: the running points of the viewer ("Count my points").
        self.points: dict[int, str] = {}
        self.trump_badge = Badge()
        self.contract_badge = Badge()
        self.banner = Banner()
        for item in (self.trump_badge, self.contract_badge, self.banner):
            scene.addItem(item)
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(self._fade_banner)
        #: What the speech bubbles keep off besides the plates (the dice tray), on the table.
        self.keep_off: list[QRectF] = []
        #: The totals counting up (or down) on the plates, by seat.
        self.tallies: dict[int, QVariantAnimation] = {}

    # -- seats -------------------------------------------------------------------------------------
    def setup(self, geo: TableGeometry, names: Iterable[str]) -> None:
        """A fresh plate for each seat."""
        for seat in list(self.tallies):
            self._stop_tally(seat)
        for p in self.plates.values():
            self.scene.removeItem(p)
        self.plates = {}
        for s, name in enumerate(names):
            p = Plate()
            p.name = name
            p.setToolTip(plain_tip(name))   # (the plate elides a long one)
            p.bubble_below = geo.where(s) != "bottom"
            p.grow_up = geo.where(s) == "bottom"
            self.scene.addItem(p)
            self.plates[s] = p

    def set_zoom(self, zoom: float) -> None:
        """The plates, badges and banner ``zoom`` times their own size."""
        for item in (*self.plates.values(), self.trump_badge, self.contract_badge, self.banner):
            if abs(item.scale() - zoom) > 1e-6:
                item.setScale(zoom)

    def place(self, geo: TableGeometry) -> None:
        self.set_zoom(geo.zoom)
        for seat, plate in self.plates.items():
            plate.setPos(QPointF(*geo.plate(seat)))
        self.trump_badge.setPos(QPointF(*geo.trump_badge()))
        self.contract_badge.setPos(QPointF(*geo.contract_badge()))
        self.banner.setPos(QPointF(*geo.banner()))
        self.place_bubbles()

    def set_scores(self, totals: tuple[int, ...], marks: tuple[str, ...]) -> None:
        """The totals and marks on the plates; a total that changed counts up (or down) to
        its new value over the theme's ``slow`` motion (at once when animations are off)."""
        old = self.totals
        self.totals = totals
        self.marks = marks
        for s, p in self.plates.items():
            p.marks = marks[s] if s < len(marks) else ""
            changed = s < len(totals) and s < len(old) and old[s] != totals[s]
            if s in self.tallies and not changed:
                p.update()          # (a refresh with the same totals: the tally goes on)
                continue
            self._stop_tally(s)
            p.total = total_text(totals[s]) if s < len(totals) else ""
            if changed and self.animator.speed > 0:
                self._tally(s, old[s], totals[s])
            p.update()

    def _tally(self, seat: int, start: int, end: int) -> None:
        plate = self.plates[seat]
        anim = QVariantAnimation(self)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setDuration(self.animator.ms(current_theme().motion["slow"]))
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)

        def show(value: object) -> None:
            plate.total = total_text(int(value))  # type: ignore[call-overload]
            plate.update()

        anim.valueChanged.connect(show)
        anim.finished.connect(lambda: self._stop_tally(seat))
        self.tallies[seat] = anim
        show(start)
        anim.start()

    def _stop_tally(self, seat: int) -> None:
        """End seat ``seat``'s tally: its plate shows the total it counted to."""
        anim = self.tallies.pop(seat, None)
        if anim is None:
            return
        anim.stop()
        plate = self.plates.get(seat)
        if plate is not None and seat < len(self.totals):
            plate.total = total_text(self.totals[seat])
            plate.update()
        anim.deleteLater()

    def set_active(self, seat: Optional[int], thinking: bool = False) -> None:
        for s, p in self.plates.items():
            p.active = s == seat
            p.thinking = thinking and s == seat
            p.update()

    # -- speech bubbles ----------------------------------------------------------------------------
    def set_bubble(self, seat: int, text: str, kind: str = "bid", pop: bool = True
                   ) -> Optional[QAbstractAnimation]:
        p = self.plates.get(seat)
        if p is None:
            return None
        if text and text != p.bubble:
            accessibility.announce(self.scene, fmt(translate("Access", "%1: %2"), p.name, text))
        p.bubble = text
        p.bubble_kind = kind
        self.place_bubbles()
        p.update()
        if text and self.banner.opacity() > 0:
            self.keep_bubbles_in_sight()
        if not text or not pop or self.animator.speed <= 0:
            p.set_pop(1.0)
            return None
        anim = self.animator.prop(p, b"pop", 1.0, 260, QEasingCurve.Type.OutBack)
        anim.setStartValue(0.3)
        return anim

    def place_bubbles(self) -> None:
        """Each speech bubble where it covers no other plate, bubble or what the table keeps
        clear (``keep_off``) and stays on the table: its plate's own side (above, or below for
        the seats across) if there is room, else beside the plate (away from the middle
        first), else on the other side, else inside the plate over its status."""
        table = self.scene.sceneRect()
        frames = {s: p.frame_rect() for s, p in self.plates.items()}
        taken = list(self.keep_off)
        for s, p in self.plates.items():
            if not p.bubble:
                p.set_bubble_side(p.bubble_home)
                continue
            outward = ("left", "right") if frames[s].center().x() < table.center().x() \
                else ("right", "left")
            across = "below" if p.bubble_home == "above" else "above"
            others = [r for t, r in frames.items() if t != s] + taken
            side = "inside"
            for x in (p.bubble_home, *outward, across):
                r = p.bubble_rect(x)
                if table.contains(r) and not any(r.intersects(o) for o in others):
                    side = x
                    break
            p.set_bubble_side(side)
            taken.append(p.bubble_rect())

    def clear_bubbles(self, keep: Optional[int] = None) -> None:
        for s, p in self.plates.items():
            if s != keep:
                p.bubble = ""
                p.update()

    # -- banner ---------------------------------------------------------------------------
    def glow(self, badge: Badge) -> Optional[QAbstractAnimation]:
        a = self.animator
        if a.speed <= 0:
            return None
        up = a.prop(badge, b"glow", 1.0, 260)
        up.setStartValue(0.0)
        down = a.prop(badge, b"glow", 0.0, 700)
        return a.sequence([up, down])

    def show_banner(self, text: str, sub: str = "", hold_ms: int = 1600) -> None:
        self.banner.text = text
        self.banner.sub = sub
        self.banner.update()
        self.keep_bubbles_in_sight()
        accessibility.announce(self.scene, accessibility.joined(text, sub))
        self.banner.setOpacity(1.0)
        self._banner_timer.start(max(900, self.animator.ms(hold_ms)) if self.animator.speed > 0
                                 else 1500)

    def keep_bubbles_in_sight(self) -> None:
        """Draw the banner where it hides no speech bubble ("Vera: pass" over Vera's "Pass"
        at a four-player table): at its place if it hides none, else the least distance above
        or below it that hides none and stays on the table (at its place if there is none)."""
        banner = self.banner
        frame = banner.mapRectToScene(banner.frame(self.scene.font()).translated(0, -banner.shift))
        bubbles = [r for r in (p.bubble_rect() for p in self.plates.values()) if not r.isEmpty()]
        table = self.scene.sceneRect()
        gap = 8.0
        moves = [0.0] + [m for r in bubbles if r.intersects(frame)
                         for m in (r.bottom() + gap - frame.top(), r.top() - gap - frame.bottom())]

        def fits(move: float) -> bool:
            at = frame.translated(0, move)
            return (not any(r.intersects(at) for r in bubbles)
                    and (table.isEmpty() or table.contains(at)))

        banner.set_shift(min((m for m in moves if fits(m)), key=abs, default=0.0))

    def _fade_banner(self) -> None:
        if self.animator.speed <= 0:
            self.banner.setOpacity(0.0)
            return
        anim = self.animator.prop(self.banner, b"opacity", 0.0, 300)
        anim.setParent(self)
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
