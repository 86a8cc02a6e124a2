"""Sheets over the table: the app's screens around a game (the new-game setup, the score sheets,
the statistics, network play, saves, settings, the rules) shown over the main window's table
area instead of in windows of their own (issue 34, "stay on the felt").

A :class:`Sheet` is a child widget of the main window that covers its central area (the table
or the start screen): the felt dimmed behind it (the theme's ``scrim``), and a rounded card in
the theme's colours holding a title row (the screen's title and a close button) over the
screen itself, in a scroll area when the window is too small for it.  It slides up and the
felt darkens over the theme's ``normal`` motion, scaled by the animation speed (at once when
animations are off).  While it is open, the menu bar is off, clicks on the felt do nothing,
the keyboard's focus stays inside the card (Tab wraps around), Escape closes it, and what it
covers (the table, a sheet under it) is out of the accessibility tree: a screen reader reaches
the menu bar and the sheet on top, not the table it cannot see.

A screen keeps its own widget and logic: a :class:`SheetDialog` is a ``QDialog`` that, when
shown with the main window (or a widget in it) as its parent, puts itself in a sheet (it
becomes a child widget, ``Qt.Widget``); ``exec()``, ``open()``, ``show()``, ``accept()``,
``reject()`` and ``finished`` work as for a dialog.  Closed, it leaves its sheet (which goes)
and belongs to Python again: a screen made anew each time it opens is freed with the last
reference to it, one kept (the score sheets) opens in a new sheet next time.  Without such a
parent it is an ordinary dialog (tests make them alone).
"""

from __future__ import annotations

from typing import Any, Optional

import shiboken6
from PySide6.QtCore import (QEasingCurve, QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer,
                            QVariantAnimation)
from PySide6.QtGui import (QAccessible, QAccessibleEvent, QAccessibleInterface, QKeyEvent,
                           QKeySequence, QMouseEvent, QPainter, QPaintEvent)
from PySide6.QtWidgets import (QAbstractButton, QAccessibleWidget, QApplication, QDialog, QFrame, QHBoxLayout,
                               QLabel, QMainWindow,
                               QScrollArea, QToolButton, QVBoxLayout, QWidget)

from .i18n import translate
from .theme import colour, current as current_theme

__all__ = ["Sheet", "SheetDialog", "modal_screen", "open_sheets", "sheet_of", "sheet_host",
           "top_sheet"]

# The room the card leaves around it in the window's table area (px), at least.
MARGIN = 12
# How far the card slides up as it comes (px).
SLIDE = 36


def sheet_host(widget: Optional[QWidget]) -> Optional[QMainWindow]:
    """The main window a sheet of ``widget``'s (a parent) goes over, None if it has none."""
    window = widget.window() if widget is not None else None
    return window if isinstance(window, QMainWindow) else None


def open_sheets(window: Optional[QWidget]) -> list["Sheet"]:
    """The sheets open over ``window``, the lowest first."""
    if window is None:
        return []
    return [s for s in window.findChildren(Sheet, options=Qt.FindChildOption.FindDirectChildrenOnly)
            if s.is_open]


def top_sheet(window: Optional[QWidget]) -> Optional["Sheet"]:
    """The sheet on top over ``window`` (the one with the keyboard), None if none is open."""
    sheets = open_sheets(window)
    return sheets[-1] if sheets else None


def modal_screen(window: Optional[QWidget]) -> Optional[QWidget]:
    """What has the keyboard over ``window`` now: the screen in the sheet on top, else the
    active modal dialog (a message box), None if neither."""
    sheet = top_sheet(window)
    return sheet.content if sheet is not None else QApplication.activeModalWidget()


def sheet_of(widget: Optional[QWidget]) -> Optional["Sheet"]:
    """The sheet ``widget`` is shown in, None if it is in none."""
    w = widget
    while w is not None:
        if isinstance(w, Sheet):
            return w
        w = w.parentWidget()
    return None


def _focusable(widget: QWidget) -> bool:
    return (bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus) and widget.isEnabled()
            and widget.isVisible() and widget.focusProxy() is None)


def covered(window: Optional[QWidget]) -> list[QWidget]:
    """What the open sheets cover in ``window``: its table area and every open sheet but the
    top one (nothing while none is open)."""
    sheets = open_sheets(window)
    if window is None or not sheets:
        return []
    central = window.centralWidget() if isinstance(window, QMainWindow) else None
    return ([central] if central is not None else []) + list(sheets[:-1])


class _HostAccessible(QAccessibleWidget):
    """A main window to a screen reader: its children as Qt gives them, less what an open
    sheet covers (:func:`covered`)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window, QAccessible.Role.Window)
        self.host = window

    def _children(self) -> list[QAccessibleInterface]:
        hidden = covered(self.host)
        out = []
        for i in range(super().childCount()):
            kid = super().child(i)
            if kid is not None and not any(kid.object() is w for w in hidden):
                out.append(kid)
        return out

    def childCount(self) -> int:  # noqa: N802 (Qt's names)
        return len(self._children())

    def child(self, index: int) -> Any:
        kids = self._children()
        return kids[index] if 0 <= index < len(kids) else None

    def indexOfChild(self, child: Any) -> int:  # noqa: N802
        for i, kid in enumerate(self._children()):
            if child is not None and kid.object() is child.object():
                return i
        return -1


# The accessible interfaces made here (Qt's cache holds them; kept from Python's collector).
_MADE: dict[int, QAccessibleInterface] = {}


def _accessible(_key: str, obj: Any) -> Optional[QAccessibleInterface]:
    """A sheet is a dialog to a screen reader (its name: its title); a main window leaves out
    what its sheets cover."""
    if isinstance(obj, Sheet):
        iface: QAccessibleInterface = QAccessibleWidget(obj, QAccessible.Role.Dialog)
    elif isinstance(obj, QMainWindow):
        iface = _HostAccessible(obj)
    else:
        return None
    _MADE[id(obj)] = iface
    obj.destroyed.connect(lambda *_a, k=id(obj): _MADE.pop(k, None))
    return iface


# (at once: a main window asked for before its first sheet gets this factory's interface)
QAccessible.installFactory(_accessible)


def _tree_changed(window: QMainWindow, hidden: list[QWidget], shown: list[QWidget]) -> None:
    """Tell a screen reader the window's children changed: ``hidden`` went under a sheet,
    ``shown`` came back from under one."""
    if not QAccessible.isActive():
        return
    for widgets, kind in ((hidden, QAccessible.Event.ObjectHide),
                          (shown, QAccessible.Event.ObjectShow)):
        for w in widgets:
            QAccessible.updateAccessibility(QAccessibleEvent(w, kind))
    QAccessible.updateAccessibility(QAccessibleEvent(window, QAccessible.Event.ObjectReorder))


class Sheet(QWidget):
    """The dimmed felt over ``window``'s table area and a card holding ``content``."""

    # (what the event filter and the focus hook read first: still there, False, while Python's
    # collector has cleared the instance's own attributes and Qt has not yet destroyed it)
    is_open = False

    def __init__(self, window: QMainWindow, content: QWidget,
                 wanted: Optional[QSize] = None) -> None:
        super().__init__(window)
        self.setObjectName("sheet")
        self.window_ = window
        self.content = content
        self.is_open = False
        self._shown = 1.0      # (0 → 1 as it comes: the felt's dimming and the card's slide)
        self._back: Optional[QWidget] = None   # (where the focus was before it opened)
        self._anim: Optional[QVariantAnimation] = None
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        card = self.card = QFrame(self)
        card.setObjectName("sheetCard")
        lay = QVBoxLayout(card)
        lay.setContentsMargins(2, 2, 2, 2)
        lay.setSpacing(0)
        head = QHBoxLayout()
        head.setContentsMargins(16, 8, 8, 0)
        self.title = QLabel()
        self.title.setObjectName("sheetTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        head.addWidget(self.title, 1)
        self.close_button = QToolButton()
        self.close_button.setObjectName("sheetClose")
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.close_button.clicked.connect(self.dismiss)
        head.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        lay.addLayout(head)
        self.scroll_area = QScrollArea()
        self.scroll_area.setObjectName("sheetScroll")
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # (its contents take the keys)
        self.scroll_area.viewport().setAutoFillBackground(False)
        lay.addWidget(self.scroll_area, 1)
        # The size the screen asks for (its own ``resize()`` if it made one, else its hint;
        # what it asked for in its first sheet when it opens again in a new one).
        self.wanted = wanted if wanted is not None else (
            content.size() if content.testAttribute(Qt.WidgetAttribute.WA_Resized)
            else content.sizeHint())
        content.setParent(None)
        content.setWindowFlags(Qt.WindowType.Widget)
        self.scroll_area.setWidget(content)
        content.setAutoFillBackground(False)   # (the card shows through)
        content.windowTitleChanged.connect(self._retitle)
        content.destroyed.connect(self._content_gone)
        self._retitle(content.windowTitle())
        window.installEventFilter(self)
        content.installEventFilter(self)   # (its contents change: the card follows)
        QApplication.instance().focusChanged.connect(self._focus_changed)  # type: ignore[union-attr]
        self.hide()

    # -- the words ---------------------------------------------------------------------------------
    def _retitle(self, title: str) -> None:
        self.title.setText(title)
        self.setAccessibleName(title)
        self.card.setAccessibleName(title)
        self.close_button.setAccessibleName(translate("Sheet", "Close"))
        self.close_button.setToolTip(translate("Sheet", "Close"))

    # -- where it is -------------------------------------------------------------------------------
    def area(self) -> QRect:
        """The window's table area (its central widget), in the window's coordinates."""
        central = self.window_.centralWidget()
        if central is None:
            return self.window_.rect()
        return QRect(central.mapTo(self.window_, QPoint(0, 0)), central.size())

    def chrome(self) -> QSize:
        """What the card adds around the screen: its border, margins and title row."""
        lay = self.card.layout()
        assert lay is not None
        m, frame = lay.contentsMargins(), 2 * self.card.frameWidth()
        item = lay.itemAt(0)
        head = item.sizeHint().height() if item is not None else 0
        return QSize(m.left() + m.right() + frame,
                     m.top() + m.bottom() + frame + head + lay.spacing())

    def card_rect(self) -> QRect:
        """The card's place in this widget: as large as the screen asks (its own size, else
        its size hint), within the area; what does not fit scrolls."""
        area = self.area()
        room_w = max(1, area.width() - 2 * MARGIN)
        room_h = max(1, area.height() - 2 * MARGIN)
        chrome, hint = self.chrome(), self.content.minimumSizeHint()
        w = min(room_w, max(self.wanted.width(), hint.width()) + chrome.width())
        h = min(room_h, max(self.wanted.height(), hint.height()) + chrome.height())
        if h == room_h and w < room_w:   # (scrolling down: room for the scroll bar)
            w = min(room_w, w + self.scroll_area.verticalScrollBar().sizeHint().width())
        return QRect((area.width() - w) // 2, (area.height() - h) // 2, w, h)

    def place(self) -> None:
        self.setGeometry(self.area())
        r = self.card_rect()
        self.card.setGeometry(r.translated(0, round(SLIDE * (1.0 - self._shown))))

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if self.is_open and (
                (obj is self.window_ and event.type() == QEvent.Type.Resize)
                or (obj is self.content and event.type() == QEvent.Type.LayoutRequest)):
            self.place()
        return False

    # -- opening and closing -------------------------------------------------------------------
    def open_(self) -> None:
        """Show the sheet over the window (sliding in unless animations are off)."""
        if self.is_open:
            self.raise_()
            return
        before = covered(self.window_)
        self.is_open = True
        focus = QApplication.focusWidget()
        self._back = focus if focus is not None and not self.isAncestorOf(focus) else None
        ms = self.motion_ms()
        self._shown = 0.0 if ms > 0 else 1.0
        self.place()
        self.show()
        self.raise_()
        _menus_follow(self.window_)
        _tree_changed(self.window_, [w for w in covered(self.window_) if w not in before], [])
        self.focus_first()
        if ms > 0:
            anim = self._anim = QVariantAnimation(self)
            anim.setStartValue(0.0)
            anim.setEndValue(1.0)
            anim.setDuration(ms)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            anim.valueChanged.connect(self._step)
            anim.start()

    def _step(self, value: object) -> None:
        self._shown = float(value)  # type: ignore[arg-type]
        self.place()
        self.update()

    def motion_ms(self) -> int:
        """The slide's duration: the theme's ``normal`` motion at the window's animation
        speed, 0 when animations are off."""
        settings = getattr(self.window_, "settings", None)
        speed = float(getattr(settings, "animation_speed", 1.0) or 0.0)
        return 0 if speed <= 0 else max(1, int(current_theme().motion["normal"] / speed))

    def close_(self) -> None:
        """Take the sheet away (the screen in it is hidden already)."""
        if not self.is_open:
            return
        before = covered(self.window_)
        self.is_open = False
        if self._anim is not None:
            self._anim.stop()
            self._anim = None
        self._shown = 1.0
        focus = QApplication.focusWidget()
        had_focus = focus is not None and self.isAncestorOf(focus)
        self.hide()
        _menus_follow(self.window_)
        now = covered(self.window_)
        _tree_changed(self.window_, [], [w for w in before if w not in now and w is not self])
        below = top_sheet(self.window_)
        if below is not None:
            below.focus_first()
        elif had_focus and self._back is not None:
            self._back.setFocus(Qt.FocusReason.OtherFocusReason)
        self._back = None

    def dismiss(self) -> None:
        """The close button, Escape: the screen is closed as its own Close would."""
        content = self.content
        if isinstance(content, QDialog):
            content.reject()
        else:
            content.close()

    def let_go(self) -> None:
        """Closed (and not opened again since): the screen leaves the sheet, Python's again
        (freed with the last reference to it; one kept opens in a new sheet), and the sheet
        goes."""
        content = getattr(self, "content", None)
        if self.is_open or content is None or not shiboken6.isValid(content):
            return
        content.removeEventFilter(self)
        self.window_.removeEventFilter(self)
        content.windowTitleChanged.disconnect(self._retitle)
        content.destroyed.disconnect(self._content_gone)
        self.scroll_area.takeWidget()
        content.setParent(None)
        content.setWindowFlags(Qt.WindowType.Dialog)
        if isinstance(content, SheetDialog):
            content._sheet = None
        del self.content        # (the screen is no longer held here)
        self.deleteLater()

    def _content_gone(self, *_: object) -> None:
        self.is_open = False
        _menus_follow(self.window_)
        self.deleteLater()

    # -- the keyboard stays in the card ------------------------------------------------------------
    def focusables(self) -> list[QWidget]:
        """The widgets of the card that Tab reaches, in the focus chain's order."""
        out: list[QWidget] = []
        w = self.nextInFocusChain()
        seen = 0
        while w is not None and w is not self and seen < 5000:
            if self.isAncestorOf(w) and _focusable(w):
                out.append(w)
            w = w.nextInFocusChain()
            seen += 1
        return out

    def focus_first(self) -> None:
        """The focus on the screen's first control (as a dialog's; Enter still presses its
        default button)."""
        inside = self.focusables()
        content = [w for w in inside if w is not self.close_button]
        target = content[0] if content else self.close_button
        target.setFocus(Qt.FocusReason.TabFocusReason)

    def focusNextPrevChild(self, forward: bool) -> bool:  # noqa: N802 (Qt's name)
        inside = self.focusables()
        if not inside:
            return False
        now = QApplication.focusWidget()
        i = inside.index(now) if now in inside else -1
        target = inside[(i + (1 if forward else -1)) % len(inside)] if i >= 0 else inside[0]
        target.setFocus(Qt.FocusReason.TabFocusReason if forward
                        else Qt.FocusReason.BacktabFocusReason)
        return True

    def _focus_changed(self, _old: Optional[QWidget], now: Optional[QWidget]) -> None:
        """The focus went under the sheet (the table took it): it comes back to the card."""
        if (now is None or not self.is_open or top_sheet(self.window_) is not self
                or now.window() is not self.window_ or self.isAncestorOf(now)):
            return
        self.focus_first()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and self.is_open:
            assert isinstance(event, QKeyEvent)
            if event.key() == Qt.Key.Key_Escape or self._covered_shortcut(event):
                event.accept()      # (a key press for the sheet, not a shortcut under it)
                return True
        return super().event(event)

    def _covered_shortcut(self, event: QKeyEvent) -> bool:
        """A button under the sheet (the table's Menu: Esc, Hint: H) has this key."""
        keys = QKeySequence(event.keyCombination())
        return any(b.shortcut().matches(keys) == QKeySequence.SequenceMatch.ExactMatch
                   for w in covered(self.window_) for b in w.findChildren(QAbstractButton)
                   if not b.shortcut().isEmpty())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.key() == Qt.Key.Key_Escape:
            self.dismiss()
            return
        super().keyPressEvent(event)

    # -- the dimmed felt ------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        event.accept()          # (the felt under it takes no clicks)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        p = QPainter(self)
        scrim = colour("scrim")
        scrim.setAlphaF(scrim.alphaF() * self._shown)
        p.fillRect(self.rect(), scrim)
        p.end()


def _menus_follow(window: QMainWindow) -> None:
    """The menu bar is off while a sheet is open (its entries would open more)."""
    bar = window.menuBar()
    if bar is not None:
        bar.setEnabled(not open_sheets(window))


class SheetDialog(QDialog):
    """A dialog shown as a sheet over its main window (see the module's docstring)."""

    _sheet: Optional[Sheet] = None
    _making = False
    _host: Optional[QMainWindow] = None      # (the window its sheets go over)
    _wanted: Optional[QSize] = None          # (the size it asked for in its first sheet)

    def shown_in(self) -> Optional[Sheet]:
        """The sheet it is shown in (None while it is a dialog of its own)."""
        return self._sheet

    def setVisible(self, visible: bool) -> None:  # noqa: N802 (Qt's name)
        sheet = self._sheet
        if self._making:              # (being put in its sheet: shown there)
            super().setVisible(visible)
            return
        if visible and sheet is None:
            host = sheet_host(self.parentWidget())
            if host is None and self._host is not None and shiboken6.isValid(self._host) \
                    and self.parentWidget() is None:
                host = self._host       # (a kept screen, back from its last sheet)
            if host is not None:
                self._making = True
                try:
                    sheet = self._sheet = Sheet(host, self, self._wanted)
                finally:
                    self._making = False
                self._host, self._wanted = host, sheet.wanted
        super().setVisible(visible)
        if sheet is not None:
            if visible:
                sheet.open_()
            else:
                sheet.close_()
                # (later: the dialog's own closing still runs, ``finished`` is sent)
                QTimer.singleShot(0, sheet, sheet.let_go)

    def raise_(self) -> None:
        if self._sheet is not None:
            self._sheet.raise_()
        super().raise_()

    def activateWindow(self) -> None:  # noqa: N802 (Qt's name)
        if self._sheet is None:
            super().activateWindow()

