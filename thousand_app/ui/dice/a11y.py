"""The dice table for screen readers: each thing on it as a :class:`Node` (see
``ui/common/accessibility.py``), in reading order: the banner, the seats, the turn's badge,
this turn's kept rows, the dice in hand, the throw die by die.

Which dice score and may be picked comes from the scene's interaction (the screen's
``scoring_indices`` over the engine's legal keeps); nothing here knows a rule.
"""

from __future__ import annotations

from typing import Any, Optional

from thousand_app.ui.common.accessibility import (Node, Role, badge_node, banner_node, joined,
                                                  plate_node)
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.texts import fmt, plural

from .texts import faces_text


__all__ = ["dice_nodes"]


def _die(it: Any, place: int) -> Node:
    state = ""
    if it.interactive:
        state = joined(translate("Access", "scores") if it.scoring
                       else translate("Access", "does not score"),
                       translate("Access", "picked") if it.selected else "",
                       translate("Access", "hint") if it.hinted else "")
    return Node(joined(fmt(translate("Access", "Die %1: %2"), place + 1, it.face), state),
                Role.CheckBox if it.interactive else Role.StaticText, it,
                actionable=it.interactive, focused=it.focused and it.interactive,
                selected=it.selected)


def dice_nodes(scene: Any) -> list[Node]:
    """What the dice table shows, thing by thing."""
    nodes: list[Optional[Node]] = [banner_node(scene.decor.banner)]
    nodes += [plate_node(p) for _, p in sorted(scene.decor.plates.items())]
    nodes.append(badge_node(scene.turn_badge))
    for row, label in zip(scene.kept_rows, scene.kept_labels):
        nodes.append(Node(fmt(translate("Access", "Kept: %1, %2"),
                              faces_text([it.face for it in row]), label.text),
                          Role.StaticText, label))
    if scene.hand_dice:
        nodes.append(Node(plural("Access", "%n dice in hand", len(scene.hand_dice)),
                          Role.StaticText, scene.hand_dice[0]))
    nodes += [_die(it, i) for i, it in enumerate(scene.throw_dice)]
    return [n for n in nodes if n is not None]
