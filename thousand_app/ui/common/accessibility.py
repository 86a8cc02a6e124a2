"""The tables for screen readers: the graphics items of a table exposed as accessible objects.

A table is a ``QGraphicsScene`` shown by a :class:`~.table_view.TableView`; its items are not
``QObject`` widgets, so Qt's accessibility tree would stop at the view.  :func:`install` puts a
factory in place that gives each table view a :class:`TableAccessible`, whose children are the
table's things as the scene describes them (``scene.accessible_nodes()``: a :class:`Node` per
card, die, seat, trick, badge, in reading order), each a :class:`ItemAccessible` with a name, a
role and states (focusable for what the player may use, focused for the keyboard's cursor).

The scene says when the keyboard's cursor moved (:func:`focus_moved`: a ``Focus`` event on the
item's interface, what a screen reader reads as focus) and what just happened
(:func:`announce`).  Both also go to :data:`LISTENERS` (a test, ``research/a11y_walk.py``)
whether or not an assistive technology is running.

An announcement is a ``QAccessibleAnnouncementEvent``, except on Linux while the keyboard is
on a table (its screen, :class:`ScreenAccessible`, or a thing of it): there it is a change of
the focused object's description, which every Orca reads out.  Orca 43 (Debian 12) does not
listen for AT-SPI's announcements at all (``research/orca_play.py`` showed it: not one of a
game's announcements was spoken), and a newer Orca reads a description change the same way.

The names come from the words the table already shows (plates, badges, banner) and from the
engine's observation and legal actions through the scenes (``ui/cards/a11y.py``,
``ui/dice/a11y.py``); nothing here knows a rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterator, Optional

import shiboken6
from PySide6.QtCore import QObject, QRect
from PySide6.QtGui import (QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent,
                           QAccessibleInterface, QAccessibleStateChangeEvent, QGuiApplication)
from PySide6.QtWidgets import (QAccessibleWidget, QApplication, QGraphicsItem, QGraphicsView,
                               QWidget)

from .i18n import translate
from .texts import fmt

__all__ = ["Node", "LISTENERS", "TableAccessible", "ItemAccessible", "ScreenAccessible",
           "install", "announce", "focus_moved", "walk", "Role"]

Role = QAccessible.Role

# Called with ("focus" | "announce", text) for every focus move and announcement.
LISTENERS: list[Callable[[str, str], None]] = []

# Qt's platforms that speak AT-SPI, where an announcement is a description change of the focus.
LIVE_PLATFORMS = ("xcb", "wayland")


@dataclass(frozen=True)
class Node:
    """One thing on a table as a screen reader gives it."""

    name: str
    role: QAccessible.Role = Role.StaticText
    item: Optional[QGraphicsItem] = None
    # The player may use it now (click it, pick it with the keys).
    actionable: bool = False
    focused: bool = False
    selected: bool = False


def _nodes(view: QGraphicsView) -> list[Node]:
    scene = view.scene()
    nodes = getattr(scene, "accessible_nodes", None)
    return list(nodes()) if nodes is not None else []


class ItemAccessible(QAccessibleInterface):
    """The ``index``-th thing of a table (read afresh from the scene each time it is asked).
    A screen reader keeps an object's role once read (Orca read the cards of the play as the
    check boxes they had been while passing): the keyboard's cursor coming to a thing whose
    role is not the one its object was made with makes a new object (:func:`focus_moved`)."""

    def __init__(self, table: "TableAccessible", index: int, role: QAccessible.Role) -> None:
        super().__init__()
        self.table = table
        self.index = index
        self.made_role = role

    def node(self) -> Optional[Node]:
        nodes = _nodes(self.table.view)
        return nodes[self.index] if self.index < len(nodes) else None

    def isValid(self) -> bool:  # noqa: N802 (Qt's names)
        """While its table lives, even once its thing is gone (no name, invisible): a screen
        reader may still have it as its focus, and hears the announcements through it (the
        deal summary went unheard when the played-out hand's last card was no longer valid)."""
        return shiboken6.isValid(self.table.view)

    def object(self) -> Any:
        return None

    def window(self) -> Any:
        return self.table.window()

    def parent(self) -> QAccessibleInterface:
        return self.table

    def child(self, index: int) -> Any:
        return None

    def childCount(self) -> int:  # noqa: N802
        return 0

    def indexOfChild(self, child: Any) -> int:  # noqa: N802
        return -1

    def childAt(self, x: int, y: int) -> Any:  # noqa: N802
        return None

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Description:
            return self.table.live
        node = self.node()
        return node.name if node is not None and t == QAccessible.Text.Name else ""

    def setText(self, t: QAccessible.Text, text: str) -> None:  # noqa: N802
        pass

    def role(self) -> QAccessible.Role:
        node = self.node()
        return node.role if node is not None else Role.NoRole

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        node = self.node()
        if node is None:
            s.invisible = True
            return s
        s.focusable = node.actionable
        s.focused = node.focused
        s.selectable = node.actionable and node.role == Role.CheckBox
        s.checkable = node.role == Role.CheckBox
        s.checked = node.selected
        s.selected = node.selected
        s.disabled = node.role in (Role.Button, Role.CheckBox) and not node.actionable
        return s

    def rect(self) -> QRect:
        node = self.node()
        view = self.table.view
        if node is None or node.item is None:
            return QRect()
        poly = view.mapFromScene(node.item.sceneBoundingRect())
        r = poly.boundingRect()
        return QRect(view.viewport().mapToGlobal(r.topLeft()), r.size())


class TableAccessible(QAccessibleWidget):
    """A table view: its children are the table's things, not the viewport widget."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view, Role.Client)
        self.view = view
        self._items: list[Optional[ItemAccessible]] = []
        # Every one made (Qt may still hold one whose thing changed its role: kept alive).
        self._made: list[ItemAccessible] = []
        # What its focused thing says as its description while an announcement is sent.
        self.live = ""

    def _item(self, index: int, role: QAccessible.Role, renew: bool = False) -> ItemAccessible:
        """The object of the ``index``-th thing (a new one if ``renew`` and the thing's role is
        not the one it was made with)."""
        while len(self._items) <= index:
            self._items.append(None)
        item = self._items[index]
        if item is None or (renew and item.made_role != role):
            item = self._items[index] = ItemAccessible(self, index, role)
            self._made.append(item)
        return item

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Name and not self.view.accessibleName():
            title = getattr(self.view.scene(), "accessible_title", None)
            return title() if title is not None else ""
        return super().text(t)

    def childCount(self) -> int:  # noqa: N802
        return len(_nodes(self.view))

    def child(self, index: int) -> Any:
        nodes = _nodes(self.view)
        if not 0 <= index < len(nodes):
            return None
        return self._item(index, nodes[index].role)

    def indexOfChild(self, child: Any) -> int:  # noqa: N802
        for i, it in enumerate(self._items):
            if it is child:
                return i
        return -1

    def childAt(self, x: int, y: int) -> Any:  # noqa: N802
        for i, node in enumerate(_nodes(self.view)):
            it = self._item(i, node.role)
            if it.rect().contains(x, y):
                return it
        return None

    def focusChild(self) -> Any:  # noqa: N802
        for i, node in enumerate(_nodes(self.view)):
            if node.focused:
                return self._item(i, node.role)
        return None


class ScreenAccessible(QAccessibleWidget):
    """A table's screen (``accessible_screen = True``), the widget that has the keyboard while
    a game is on: named as its table ("Card table"), where a screen reader would otherwise
    find a nameless filler, and the table's cursor as its focused child."""

    def __init__(self, screen: QWidget) -> None:
        super().__init__(screen, Role.Pane)
        self.screen = screen
        # Its description while an announcement is sent (see :func:`announce`).
        self.live = ""

    def table(self) -> Optional[TableAccessible]:
        view = getattr(self.screen, "view", None)
        iface = QAccessible.queryAccessibleInterface(view) if view is not None else None
        return iface if isinstance(iface, TableAccessible) else None

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Description:
            return self.live
        table = self.table()
        if t == QAccessible.Text.Name and not self.screen.accessibleName() and table is not None:
            return table.text(t)
        return super().text(t)

    def focusChild(self) -> Any:  # noqa: N802
        table = self.table()
        return table.focusChild() if table is not None else None


# The interfaces made (Qt's cache holds them; we keep them from Python's collector).
_MADE: dict[int, QAccessibleWidget] = {}
_installed = False
# The table's thing a screen reader was last told has the focus (None once a widget took it).
_focus_item: Optional[ItemAccessible] = None
# The last text announced.
_last_said = ""


def _factory(key: str, obj: QObject) -> Optional[QAccessibleInterface]:
    iface: Optional[QAccessibleWidget] = None
    if isinstance(obj, QGraphicsView) and getattr(obj, "accessible_table", False):
        iface = TableAccessible(obj)
    elif isinstance(obj, QWidget) and getattr(obj, "accessible_screen", False):
        iface = ScreenAccessible(obj)
    if iface is not None:
        _MADE[id(obj)] = iface
        obj.destroyed.connect(lambda *_a, k=id(obj): _forget(k))
    return iface


def _forget(key: int) -> None:
    """A table's view or screen is gone: its interface, and the focus on a thing of it (which
    would keep its table's objects alive)."""
    global _focus_item
    _MADE.pop(key, None)
    if _focus_item is not None and id(_focus_item.table.view) == key:
        _focus_item = None


def _focus_changed(*_widgets: object) -> None:
    global _focus_item
    _focus_item = None       # (Qt tells the screen reader about the widget itself)


def install() -> None:
    """Give every table view (``accessible_table = True``) its :class:`TableAccessible` and
    every table's screen (``accessible_screen = True``) its :class:`ScreenAccessible`."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(_focus_changed)
        _installed = True


def _views(scene: Any) -> list[QGraphicsView]:
    return [v for v in scene.views() if getattr(v, "accessible_table", False)]


def _tell(kind: str, text: str) -> None:
    for listener in list(LISTENERS):
        listener(kind, text)


def announce(where: Any, text: str) -> None:
    """Say ``text`` (what just happened) to a screen reader: ``where`` is a table's scene or
    the widget that shows the text (the scene's ``in_words(text)``, if it has one, says the
    symbols it shows in words).  A text that only repeats the beginning of the one just
    said is left out (a bust's bubble, "Boris: bust", after its banner, "Boris: bust, no
    scoring dice: …")."""
    global _last_said
    in_words = getattr(where, "in_words", None)    # (a scene's way to read its symbols)
    text = (in_words(text) if in_words is not None else text).strip()
    last, _last_said = _last_said, text
    if not text or (last.startswith(text) and len(last) > len(text)
                    and not last[len(text)].isalnum()):
        return
    _tell("announce", text)
    if not QAccessible.isActive():
        return
    views = _views(where) if hasattr(where, "views") else [where]
    if not views:
        return
    live = live_focus() if QGuiApplication.platformName() in LIVE_PLATFORMS else None
    if live is None:
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(views[0], text))
        return
    iface, holder = live
    holder.live = text        # (read by Qt as the event is sent; then the description is empty)
    QAccessible.updateAccessibility(QAccessibleEvent(iface, QAccessible.Event.DescriptionChanged))
    holder.live = ""
    QAccessible.updateAccessibility(QAccessibleEvent(iface, QAccessible.Event.DescriptionChanged))


def live_focus() -> Optional[tuple[QAccessibleInterface, Any]]:
    """What a screen reader has as the focus when it is a table's (its screen, or a thing on it
    the keyboard's cursor is on): that interface and the object whose ``live`` text its
    description reads; None while the focus is elsewhere (a button, a sheet)."""
    item = _focus_item
    if item is not None and item.isValid():
        return item, item.table
    widget = QApplication.focusWidget()
    iface = QAccessible.queryAccessibleInterface(widget) if widget is not None else None
    if isinstance(iface, ScreenAccessible):
        return iface, iface
    return None


def focus_moved(scene: Any) -> None:
    """The keyboard's cursor is on another thing of ``scene``: tell a screen reader."""
    global _focus_item
    if not LISTENERS and not QAccessible.isActive():
        return
    for view in _views(scene):
        nodes = _nodes(view)
        index = next((i for i, n in enumerate(nodes) if n.focused), None)
        if index is None:
            return
        _tell("focus", nodes[index].name)
        if QAccessible.isActive() and view.window().isActiveWindow():
            iface = QAccessible.queryAccessibleInterface(view)
            child = (iface._item(index, nodes[index].role, renew=True)
                     if isinstance(iface, TableAccessible) else None)
            if child is not None:
                if nodes[index].role == Role.CheckBox:   # (a screen reader keeps states read)
                    changed = QAccessible.State()
                    changed.checked = True
                    QAccessible.updateAccessibility(QAccessibleStateChangeEvent(child, changed))
                QAccessible.updateAccessibility(QAccessibleEvent(child, QAccessible.Event.Focus))
                _focus_item = child if isinstance(child, ItemAccessible) else None
        return


def walk(widget: QWidget) -> Iterator[tuple[int, QAccessibleInterface]]:
    """The accessibility tree under ``widget`` (depth, interface), depth first, visible only."""
    root = QAccessible.queryAccessibleInterface(widget)

    def rec(iface: QAccessibleInterface, depth: int) -> Iterator[tuple[int, QAccessibleInterface]]:
        if iface is None or iface.state().invisible:
            return
        yield depth, iface
        for i in range(iface.childCount()):
            yield from rec(iface.child(i), depth + 1)

    if root is not None:
        yield from rec(root, 0)


# Roles a player acts on.
ACTION_ROLES = (Role.Button, Role.CheckBox, Role.RadioButton, Role.ComboBox, Role.SpinBox,
                Role.EditableText, Role.MenuItem, Role.PageTab, Role.Slider, Role.ButtonMenu,
                Role.ButtonDropDown, Role.Link)


def actionable(iface: QAccessibleInterface) -> bool:
    """Something the player can use: a button, a box, a focusable table thing."""
    state = iface.state()
    if state.disabled:
        return False
    return iface.role() in ACTION_ROLES or (isinstance(iface, ItemAccessible)
                                            and bool(state.focusable))


# -- the common things of both tables -----------------------------------------------------------
def joined(*parts: str) -> str:
    """Parts of a spoken name, the empty ones left out."""
    return ", ".join(p for p in parts if p)


def plate_node(plate: Any) -> Node:
    """A seat as its plate shows it: "Boris: 340, dealer, on the barrel, says 105, to move"."""
    head = fmt(translate("Access", "%1: %2"), plate.name, plate.total) if plate.total \
        else plate.name
    said = fmt(translate("Access", "says %1"), plate.bubble) if plate.bubble else ""
    turn = (translate("Access", "thinking") if plate.thinking
            else translate("Access", "to move") if plate.active else "")
    return Node(joined(head, plate.status, plate.marks, said, turn), Role.StaticText, plate)


def badge_node(badge: Any, value: str = "") -> Optional[Node]:
    """A badge (trump, contract, turn total) as it reads: "Contract: 120, Boris"."""
    if not badge.isVisible() or not badge.caption:
        return None
    value = value or badge.value
    head = (fmt(translate("Access", "%1: %2"), badge.caption, value) if value.strip("—")
            else badge.caption)   # ("—": nothing yet)
    return Node(joined(head, badge.detail), Role.StaticText, badge)


def banner_node(banner: Any) -> Optional[Node]:
    """The banner while it shows."""
    if not banner.text or banner.opacity() <= 0.0 or not banner.isVisible():
        return None
    return Node(joined(banner.text, banner.sub), Role.StaticText, banner)
