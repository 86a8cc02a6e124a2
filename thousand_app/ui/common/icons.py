"""Our own icons, painted from the theme's tokens (no default Qt icons): the message boxes'
information, warning, error and question marks."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QMessageBox

from .theme import colour

#: A message box's kind -> (the name of its icon, its fill token, its mark's token).
MESSAGE_ICONS = {
    QMessageBox.Icon.Information: ("information", "icon_info", "on_icon_info"),
    QMessageBox.Icon.Warning: ("warning", "icon_warning", "on_icon_warning"),
    QMessageBox.Icon.Critical: ("error", "icon_error", "on_icon_error"),
    QMessageBox.Icon.Question: ("question", "icon_question", "on_icon_question"),
}


def message_icon(kind: QMessageBox.Icon, size: int = 48, dpr: float = 1.0) -> QPixmap:
    """The icon of a message box of ``kind`` (an empty pixmap for ``NoIcon``): a round badge
    with ``i``, ``?`` or a cross, or a triangle with ``!`` for a warning."""
    pm = QPixmap(round(size * dpr), round(size * dpr))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    look = MESSAGE_ICONS.get(kind)
    if look is None:
        return pm
    name, fill, mark = look
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = float(size)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour(fill))
    if name == "warning":
        path = QPainterPath()
        path.moveTo(s / 2, s * 0.06)
        path.lineTo(s * 0.96, s * 0.9)
        path.lineTo(s * 0.04, s * 0.9)
        path.closeSubpath()
        p.setPen(QPen(colour(fill), s * 0.08, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                      Qt.PenJoinStyle.RoundJoin))
        p.drawPath(path)
        glyph_box = QRectF(0, s * 0.3, s, s * 0.58)
    else:
        p.drawEllipse(QRectF(s * 0.04, s * 0.04, s * 0.92, s * 0.92))
        glyph_box = QRectF(0, 0, s, s)
    if name == "error":
        p.setPen(QPen(colour(mark), s * 0.1, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        a, b = s * 0.33, s * 0.67
        p.drawLine(QPointF(a, a), QPointF(b, b))
        p.drawLine(QPointF(a, b), QPointF(b, a))
    else:
        f = QFont()
        f.setBold(True)
        f.setPixelSize(round(s * (0.5 if name == "warning" else 0.62)))
        p.setFont(f)
        p.setPen(colour(mark))
        p.drawText(glyph_box, Qt.AlignmentFlag.AlignCenter,
                   {"information": "i", "question": "?", "warning": "!"}[name])
    p.end()
    return pm
