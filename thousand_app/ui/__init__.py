"""The desktop app (PySide6 Qt Widgets): the animated card table, dialogs, and the game controller."""
