"""The card table for screen readers: each thing on it as a :class:`Node` (see
``ui/common/accessibility.py``), in reading order: the banner, the seats, the badges, the talon,
the trick, the viewer's hand card by card.

What a card may do comes from the scene's interaction (the prompt's legal actions from the
engine's observation: ``prompt_play.playable``, the passing prompt's choice); nothing here
knows a rule.
"""

from __future__ import annotations

from typing import Any, Optional

from thousand_app.ui.common.accessibility import (Node, Role, badge_node, banner_node, joined,
                                                  plate_node)
from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.texts import fmt, plural

from .texts import card_name, suit_name


__all__ = ["card_nodes", "card_words"]


def card_words(it: Any) -> str:
    """A card as the viewer sees it: its name, or "face down"."""
    if it.card is None or not it.turning_up:
        return translate("Access", "a card face down")
    return card_name(it.card)


def _hand_card(scene: Any, it: Any) -> Node:
    c = it.card
    assert c is not None
    kind = scene._interactive.get(c)
    selected = c in scene._selected
    if kind == "play":
        state = translate("Access", "playable")
        role = Role.Button
    elif kind is not None:
        state = translate("Access", "chosen") if selected else translate("Access", "not chosen")
        role = Role.CheckBox
    else:
        state = translate("Access", "cannot be played now") if scene._interactive else ""
        role = Role.StaticText
    target = scene._labels.get(c, "").removeprefix("→").strip()   # ("→ Boris": passed to him)
    return Node(joined(card_name(c), state,
                       fmt(translate("Access", "to %1"), target) if target else "",
                       translate("Access", "hint") if c == scene._hint else "",
                       translate("Access", "new") if it.new else ""),
                role, it, actionable=kind is not None,
                focused=c == scene._focus and kind is not None, selected=selected)


def _talon_nodes(scene: Any) -> list[Node]:
    out = []
    many = len(scene.cards.talons) > 1
    for i, talon in enumerate(scene.cards.talons):
        if not talon:
            continue
        what = ", ".join(card_words(it) for it in talon) if any(
            it.card is not None and it.turning_up for it in talon) else plural(
                "Access", "%n card(s) face down", len(talon))
        if many:
            title = (translate("Access", "Left talon") if i == 0
                     else translate("Access", "Right talon"))
        else:
            title = translate("Access", "Talon")
        name = fmt(translate("Access", "%1: %2"), title, what)
        out.append(Node(name, Role.Button if scene._talon_clickable else Role.StaticText,
                        talon[0], actionable=scene._talon_clickable))
    return out


def card_nodes(scene: Any) -> list[Node]:
    """What the card table shows, thing by thing."""
    nodes: list[Optional[Node]] = [banner_node(scene.decor.banner)]
    viewer = scene.viewer
    for s, plate in sorted(scene.decor.plates.items()):
        node = plate_node(plate)
        hand = scene.cards.hands.get(s, [])
        if s != viewer and hand:
            node = Node(joined(node.name, plural("Access", "%n card(s) in hand", len(hand))),
                        node.role, node.item)
        nodes.append(node)
    trump = scene.facts.trump
    nodes.append(badge_node(scene.decor.trump_badge,
                            suit_name(trump) if trump is not None else ""))
    nodes.append(badge_node(scene.decor.contract_badge))
    nodes += _talon_nodes(scene)
    if scene.cards.trick:
        played = "; ".join(fmt(translate("Access", "%1: %2"), scene.names[s]
                               if s < len(scene.names) else "?", card_words(it))
                           for s, it in scene.cards.trick)
        nodes.append(Node(fmt(translate("Access", "Trick: %1"), played), Role.StaticText,
                          scene.cards.trick[-1][1]))
    if viewer is not None:
        for it in scene.cards.hands.get(viewer, []):
            if it.card is not None and it.face_up:
                nodes.append(_hand_card(scene, it))
    return [n for n in nodes if n is not None]
