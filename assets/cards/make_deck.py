#!/usr/bin/env python3
"""Write Thousand's own SVG card decks (run from anywhere; the files land beside this script).

    python assets/cards/make_deck.py

Produces ``thousand.svg`` (red and black suits) and ``thousand-4c.svg`` (four
colours: diamonds blue, clubs green), and the same with Russian corner letters
(Т К Д В for ace, king, queen, jack): ``thousand-ru.svg``, ``thousand-4c-ru.svg``,
and with Polish ones (A K D W): ``thousand-pl.svg``, ``thousand-4c-pl.svg``.  Each file holds the 24 cards of the game
(9, J, Q, K, 10, A of each suit) as top-level groups named like the KDE/GNOME
decks (``9_spade``, ``jack_heart``, ``queen_club``, ``king_diamond``,
``10_heart``, ``1_spade`` for the ace), and the backs ``back_blue``,
``back_red`` and ``back_green``, so the app renders them exactly like a system
deck.  Everything here is drawn from scratch: suit shapes are our own Bézier
paths, ranks are plain text in a sans-serif face.
"""

from __future__ import annotations

import math
from pathlib import Path

W, H = 240, 336          # card size (63 x 88 mm proportions)
RADIUS = 16
GAP = 10                 # space between cards in the sheet

SUITS = ("spade", "club", "diamond", "heart")
RANKS = (("9", "9"), ("jack", "J"), ("queen", "Q"), ("king", "K"), ("10", "10"), ("1", "A"))
#: The corner letters of a Russian deck: Туз, Король, Дама, Валет.
RUSSIAN = {"9": "9", "jack": "В", "queen": "Д", "king": "К", "10": "10", "1": "Т"}
#: The corner letters of a Polish deck: As, Król, Dama, Walet.
POLISH = {"9": "9", "jack": "W", "queen": "D", "king": "K", "10": "10", "1": "A"}

TWO_COLOUR = {"spade": "#1b1b1f", "club": "#1b1b1f", "diamond": "#c4122f", "heart": "#c4122f"}
FOUR_COLOUR = {"spade": "#1b1b1f", "club": "#17803a", "diamond": "#1760c4", "heart": "#c4122f"}
# Soft tints for the court cards' panels, per suit colour.
TINT = {"#1b1b1f": "#e9ebf0", "#c4122f": "#fbe6e8", "#17803a": "#e2f3e6", "#1760c4": "#e3edfb"}

BACKS = {"blue": ("#1d4f91", "#2f6fc0"), "red": ("#8e1b25", "#c0392b"),
         "green": ("#1f5e3a", "#2e8b57")}

FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif"

# Suit shapes in a box from -50 to 50 (y grows downwards), drawn by hand.
SUIT_PATHS = {
    "heart": ("M0,46 C-14,32 -50,10 -50,-16 C-50,-38 -33,-50 -18,-50 "
              "C-7,-50 0,-42 0,-32 C0,-42 7,-50 18,-50 C33,-50 50,-38 50,-16 "
              "C50,10 14,32 0,46 Z"),
    "diamond": "M0,-50 Q17,-22 38,0 Q17,22 0,50 Q-17,22 -38,0 Q-17,-22 0,-50 Z",
    "spade": ("M0,-50 C12,-34 50,-14 50,10 C50,28 36,37 22,37 C12,37 5,32 3,26 "
              "C4,37 9,45 17,50 L-17,50 C-9,45 -4,37 -3,26 C-5,32 -12,37 -22,37 "
              "C-36,37 -50,28 -50,10 C-50,-14 -12,-34 0,-50 Z"),
    "club": ("M-5,8 C-10,20 -22,30 -30,28 C-44,26 -50,14 -48,2 C-46,-12 -30,-18 -18,-10 "
             "C-28,-22 -22,-48 0,-48 C22,-48 28,-22 18,-10 C30,-18 46,-12 48,2 "
             "C50,14 44,26 30,28 C22,30 10,20 5,8 C6,26 10,40 18,50 L-18,50 "
             "C-10,40 -6,26 -5,8 Z"),
}


def suit(name: str, x: float, y: float, size: float, colour: str, flip: bool = False) -> str:
    """A suit symbol ``size`` units tall centred on (x, y); ``flip`` turns it upside down."""
    s = size / 100
    rot = " rotate(180)" if flip else ""
    return (f'<path transform="translate({x:.2f},{y:.2f}){rot} scale({s:.4f})" '
            f'd="{SUIT_PATHS[name]}" fill="{colour}"/>')


def index(rank: str, suit_name: str, colour: str) -> str:
    """The corner index (rank over a small suit), top-left and, turned, bottom-right."""
    # "10" (and the Polish jack's broad W) is drawn narrower (scaled across) so it stays inside
    # the corner like one letter
    squeeze = {"10": "scale(0.72,1)", "W": "scale(0.8,1)"}.get(rank, "")
    x = 31 if rank == "10" else 29
    one = (f'<text transform="translate({x},62) {squeeze}" x="0" y="0" font-family="{FONT}" '
           f'font-size="60" font-weight="bold" text-anchor="middle" fill="{colour}">{rank}</text>'
           + suit(suit_name, 29, 92, 34, colour))
    return f'<g>{one}</g><g transform="rotate(180 {W / 2} {H / 2})">{one}</g>'


# Pip layouts (fractions of the pip area), row by row; bottom-half pips are turned.
PIPS = {
    "9": [(0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0.5, 0.5), (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1)],
    "10": [(0, 0), (1, 0), (0.5, 1 / 6), (0, 1 / 3), (1, 1 / 3), (0, 2 / 3), (1, 2 / 3),
           (0.5, 5 / 6), (0, 1), (1, 1)],
}


def pips(rank: str, suit_name: str, colour: str) -> str:
    x0, x1, y0, y1 = 88, W - 88, 68, H - 68
    out = []
    for fx, fy in PIPS[rank]:
        x = x0 + fx * (x1 - x0)
        y = y0 + fy * (y1 - y0)
        out.append(suit(suit_name, x, y, 44, colour, flip=fy > 0.5))
    return "".join(out)


def crown(kind: str, colour: str) -> str:
    """A small emblem for the court cards: king's crown, queen's diadem, jack's cap."""
    cx, cy = W / 2, 118
    gold, dark = "#d9a521", colour
    if kind == "king":
        d = (f"M{cx - 38},{cy + 18} L{cx - 44},{cy - 18} L{cx - 20},{cy} L{cx},{cy - 28} "
             f"L{cx + 20},{cy} L{cx + 44},{cy - 18} L{cx + 38},{cy + 18} Z")
        jewels = "".join(f'<circle cx="{x}" cy="{y}" r="5" fill="{dark}"/>'
                         for x, y in ((cx - 44, cy - 22), (cx, cy - 32), (cx + 44, cy - 22)))
        return (f'<path d="{d}" fill="{gold}" stroke="{dark}" stroke-width="3" '
                f'stroke-linejoin="round"/>{jewels}'
                f'<rect x="{cx - 38}" y="{cy + 18}" width="76" height="9" fill="{dark}"/>')
    if kind == "queen":
        d = (f"M{cx - 40},{cy + 16} Q{cx - 36},{cy - 6} {cx - 24},{cy - 10} "
             f"Q{cx - 12},{cy + 4} {cx},{cy - 24} Q{cx + 12},{cy + 4} {cx + 24},{cy - 10} "
             f"Q{cx + 36},{cy - 6} {cx + 40},{cy + 16} Z")
        return (f'<path d="{d}" fill="{gold}" stroke="{dark}" stroke-width="3" '
                f'stroke-linejoin="round"/>'
                f'<circle cx="{cx}" cy="{cy - 28}" r="6" fill="{dark}"/>'
                f'<circle cx="{cx - 24}" cy="{cy - 14}" r="4" fill="{dark}"/>'
                f'<circle cx="{cx + 24}" cy="{cy - 14}" r="4" fill="{dark}"/>'
                f'<rect x="{cx - 40}" y="{cy + 16}" width="80" height="8" rx="3" fill="{dark}"/>')
    # jack: a cap with a feather
    d = (f"M{cx - 40},{cy + 20} Q{cx - 40},{cy - 16} {cx},{cy - 16} "
         f"Q{cx + 40},{cy - 16} {cx + 40},{cy + 20} Z")
    feather = (f"M{cx + 14},{cy - 14} Q{cx + 30},{cy - 44} {cx + 56},{cy - 40} "
               f"Q{cx + 40},{cy - 30} {cx + 22},{cy - 10} Z")
    return (f'<path d="{feather}" fill="{dark}"/>'
            f'<path d="{d}" fill="{gold}" stroke="{dark}" stroke-width="3" stroke-linejoin="round"/>'
            f'<rect x="{cx - 46}" y="{cy + 18}" width="92" height="9" rx="4" fill="{dark}"/>')


def court(kind: str, letter: str, suit_name: str, colour: str) -> str:
    tint = TINT[colour]
    panel = (f'<rect x="52" y="44" width="{W - 104}" height="{H - 88}" rx="10" fill="{tint}" '
             f'stroke="{colour}" stroke-width="3"/>'
             f'<rect x="60" y="52" width="{W - 120}" height="{H - 104}" rx="7" fill="none" '
             f'stroke="{colour}" stroke-width="1.2" stroke-opacity="0.6"/>')
    big = (f'<text x="{W / 2}" y="214" font-family="{FONT}" font-size="92" font-weight="bold" '
           f'text-anchor="middle" fill="{colour}">{letter}</text>')
    return panel + crown(kind, colour) + big + suit(suit_name, W / 2, 258, 46, colour)


def face(rank_id: str, rank: str, suit_name: str, colours: dict[str, str]) -> str:
    colour = colours[suit_name]
    body = (f'<rect x="1.5" y="1.5" width="{W - 3}" height="{H - 3}" rx="{RADIUS}" '
            f'fill="#fffdf8" stroke="#8a8f98" stroke-width="3"/>')
    if rank_id in ("9", "10"):
        inner = pips(rank_id, suit_name, colour)
    elif rank_id == "1":   # the ace (its letter is A, or Т in a Russian deck)
        inner = suit(suit_name, W / 2, H / 2, 120, colour)
    else:
        inner = court(rank_id, rank, suit_name, colour)
    return body + inner + index(rank, suit_name, colour)


def _clip_diagonal(c: float, slope: int, x0: float, y0: float, x1: float, y1: float
                   ) -> tuple[float, float, float, float] | None:
    """Clip the line y = slope * x + c to the rectangle; None if it misses it."""
    pts = []
    for x in (x0, x1):
        y = slope * x + c
        if y0 <= y <= y1:
            pts.append((x, y))
    for y in (y0, y1):
        x = (y - c) / slope
        if x0 <= x <= x1:
            pts.append((x, y))
    pts = sorted(set((round(px, 2), round(py, 2)) for px, py in pts))
    if len(pts) < 2:
        return None
    (ax, ay), (bx, by) = pts[0], pts[-1]
    return ax, ay, bx, by


def back(name: str) -> str:
    dark, light = BACKS[name]
    m = 14
    x0, y0, x1, y1 = m, m, W - m, H - m
    lines = []
    step = 18
    for slope in (1, -1):
        lo = -W - H
        k = lo
        while k < W + H * 2:
            seg = _clip_diagonal(k, slope, x0 + 6, y0 + 6, x1 - 6, y1 - 6)
            if seg:
                ax, ay, bx, by = seg
                lines.append(f"M{ax},{ay} L{bx},{by}")
            k += step * math.sqrt(2)
    lattice = (f'<path d="{" ".join(lines)}" stroke="{light}" stroke-width="3" fill="none" '
               f'stroke-linecap="round"/>')
    cx, cy = W / 2, H / 2
    emblem = (f'<ellipse cx="{cx}" cy="{cy}" rx="62" ry="44" fill="{dark}" stroke="#f3e7c4" '
              f'stroke-width="4"/>'
              f'<text x="{cx}" y="{cy + 13}" font-family="{FONT}" font-size="38" '
              f'font-weight="bold" text-anchor="middle" fill="#f3e7c4">1000</text>')
    return (f'<rect x="1.5" y="1.5" width="{W - 3}" height="{H - 3}" rx="{RADIUS}" fill="#fffdf8" '
            f'stroke="#8a8f98" stroke-width="3"/>'
            f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="10" fill="{dark}"/>'
            + lattice +
            f'<rect x="{x0 + 5}" y="{y0 + 5}" width="{x1 - x0 - 10}" height="{y1 - y0 - 10}" '
            f'rx="7" fill="none" stroke="#f3e7c4" stroke-width="2.5"/>' + emblem)


def deck(colours: dict[str, str], title: str, letters: dict[str, str] | None = None) -> str:
    """The sheet of 24 cards and the backs; ``letters`` replace the corner letters (Russian)."""
    groups = []
    col = 0
    row = 0
    for suit_name in SUITS:
        col = 0
        for rank_id, rank in RANKS:
            rank = (letters or {}).get(rank_id, rank)
            x, y = col * (W + GAP), row * (H + GAP)
            groups.append(f'<g id="{rank_id}_{suit_name}" transform="translate({x},{y})">'
                          f'{face(rank_id, rank, suit_name, colours)}</g>')
            col += 1
        row += 1
    for i, name in enumerate(BACKS):
        x, y = i * (W + GAP), row * (H + GAP)
        groups.append(f'<g id="back_{name}" transform="translate({x},{y})">{back(name)}</g>')
    sheet_w = 6 * (W + GAP)
    sheet_h = 5 * (H + GAP)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
            f'width="{sheet_w}" height="{sheet_h}" viewBox="0 0 {sheet_w} {sheet_h}">\n'
            f'<title>{title}</title>\n' + "\n".join(groups) + "\n</svg>\n")


def main() -> None:
    here = Path(__file__).resolve().parent
    (here / "thousand.svg").write_text(deck(TWO_COLOUR, "Thousand deck"), encoding="utf-8")
    (here / "thousand-4c.svg").write_text(deck(FOUR_COLOUR, "Thousand deck, four colours"),
                                          encoding="utf-8")
    (here / "thousand-ru.svg").write_text(deck(TWO_COLOUR, "Thousand deck, Russian indices",
                                               RUSSIAN), encoding="utf-8")
    (here / "thousand-4c-ru.svg").write_text(
        deck(FOUR_COLOUR, "Thousand deck, four colours, Russian indices", RUSSIAN),
        encoding="utf-8")
    (here / "thousand-pl.svg").write_text(deck(TWO_COLOUR, "Thousand deck, Polish indices",
                                               POLISH), encoding="utf-8")
    (here / "thousand-4c-pl.svg").write_text(
        deck(FOUR_COLOUR, "Thousand deck, four colours, Polish indices", POLISH),
        encoding="utf-8")


if __name__ == "__main__":
    main()
