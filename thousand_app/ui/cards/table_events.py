"""What each engine event does on the table: one handler per event type, in one table.

A handler gets the scene, the event (already redacted for the scene's viewer) and the sound
that goes with it; it updates the scene's model (which item lies where), and returns the
animation that shows the change, or None.  :data:`HANDLERS` is the place to read what an
event looks like.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Optional

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF

from thousand_app.cards.engine.actions import DEAD
from thousand_app.cards.engine.cards import FULL_DECK, SUIT_LETTERS
from thousand_app.cards.engine.events import (AuctionWon, BidMade, CardDiscarded, CardGiven, CardPlayed,
                                        Conceded, ContractRaised, DarkAnnounced, DarkBroken, Dealt,
                                        DealScored, Event, GameOver, MarriageDeclared, Passed,
                                        RedealClaimed, SpareTalonTaken, TalonTaken, TrickWon)

from thousand_app.ui.common import accessibility
from thousand_app.ui.common.i18n import translate
from .sounds import event_sounds
from thousand_app.ui.common.texts import fmt
from .texts import SUIT_SYMBOLS, card_name, marriage_text, redeal_reason
from thousand_app.ui.common.wording import about

if TYPE_CHECKING:
    from .table import TableScene

Anim = Optional[QAbstractAnimation]
#: A handler: (scene, event, its sound) -> the animation that shows it.
Handler = Callable[["TableScene", Any, Optional[str]], Anim]

#: Cards in the deck (every one is dealt somewhere).
DECK_SIZE = FULL_DECK.bit_count()


def enqueue(scene: TableScene, events: list[Event],
            then: list[Callable[[], Anim]] | None = None,
            before: list[Callable[[], Anim]] | None = None) -> None:
    """Animate events on the scene (already redacted for its viewer), then run ``then``, as one
    batch (``before`` them: steps run first)."""
    steps: list[Callable[[], Anim]] = list(before or []) + [
        (lambda e=e, s=s: play(scene, e, s))  # type: ignore[misc]
        for e, s in zip(events, event_sounds(events))]
    scene.animator.add_many(steps + list(then or []))


def shown_to_all(e: Event) -> bool:
    """Whether ``e`` shows the whole table something to look at: a finished trick, the talon
    turned face up."""
    return isinstance(e, TrickWon) or (isinstance(e, TalonTaken) and e.shown)


def play(scene: TableScene, e: Event, sound: Optional[str] = None) -> Anim:
    """Show event ``e`` on ``scene``; its sound plays now, or when the cards are gathered."""
    handler = HANDLERS.get(type(e))
    if handler is None:
        return None
    if type(e) not in SOUND_WHEN_GATHERED:
        scene.cue(sound)
    return handler(scene, e, sound)


# -- the deal -------------------------------------------------------------------------------------
def dealt(scene: TableScene, e: Dealt, sound: Optional[str]) -> Anim:
    scene.clear_table()
    scene.decor.clear_bubbles()
    scene.facts.new_deal(e.dealer, e.active)
    scene.refresh_plates()
    scene.cards.deck = [scene.new_card(None, False, scene.point(scene.geometry().deck(e.dealer)))
                        for _ in range(DECK_SIZE)]
    scene.relayout(animate=False)

    def deal() -> Anim:
        scene.cue("deal")
        pile = list(scene.cards.deck)
        scene.cards.deck = []
        hidden = scene.hide_own
        for s, it, card in scene.cards.deal_out(e, scene.rules, scene.facts.active, pile):
            if card is not None and not (hidden and s == scene.viewer):
                it.card = card
        for it in pile:  # nothing is left when the layout is right
            scene.removeItem(it)
        return scene.relayout(duration=320, stagger=22)

    def turn_up() -> Anim:
        if scene.viewer is None or scene.hide_own:
            return None
        return scene.flips(scene.cards.hands.get(scene.viewer, []), True)

    def sort() -> Anim:
        if scene.viewer is None or scene.hide_own:
            return None
        scene.cards.sort_hand(scene.viewer)
        return scene.relayout(duration=260)

    return scene.animator.chain([lambda: shuffle(scene), deal, turn_up, sort])


def shuffle(scene: TableScene) -> Anim:
    """The deck riffled in place before the deal."""
    a = scene.animator
    if a.speed <= 0 or not scene.cards.deck:
        return None
    origin = scene.geometry().deck(scene.facts.dealer)
    anims: list[QAbstractAnimation] = []
    for i, it in enumerate(scene.cards.deck):
        side = -1 if i % 2 else 1
        out = QPointF(origin.x + side * (40 + scene.rng.random() * 20), origin.y)
        go = a.prop(it, b"pos", out, 140, QEasingCurve.Type.InOutQuad)
        back = a.prop(it, b"pos", QPointF(origin.x - i * 0.6, origin.y - i * 0.6), 140,
                      QEasingCurve.Type.InOutQuad)
        seq = a.sequence([go, back])
        assert seq is not None
        anims.append(seq)
    return a.parallel(anims)


def redeal_claimed(scene: TableScene, e: RedealClaimed, sound: Optional[str]) -> Anim:
    scene.decor.show_banner(about("redeal", e.seat, scene.names, scene.you),
                            redeal_reason(e.reason))
    return scene.animator.pause(1400)


# -- the auction --------------------------------------------------------------------------------------
def dark_announced(scene: TableScene, e: DarkAnnounced, sound: Optional[str]) -> Anim:
    return scene.decor.bid_bubble(e.seat, -1)


def bid_made(scene: TableScene, e: BidMade, sound: Optional[str]) -> Anim:
    a = scene.animator
    return a.sequence([scene.decor.bid_bubble(e.seat, e.value), a.pause(150)])


def passed(scene: TableScene, e: Passed, sound: Optional[str]) -> Anim:
    a = scene.animator
    return a.sequence([scene.decor.bid_bubble(e.seat, 0), a.pause(150)])


def dark_broken(scene: TableScene, e: DarkBroken, sound: Optional[str]) -> Anim:
    scene.decor.show_banner(translate("Table", "The dark game is broken"),
                            about("bid", e.seat, scene.names, scene.you, e.value))
    return None


def auction_won(scene: TableScene, e: AuctionWon, sound: Optional[str]) -> Anim:
    f = scene.facts
    f.declarer, f.contract, f.dark = e.seat, e.contract, e.dark
    scene.decor.clear_bubbles()
    scene.refresh_plates()
    text = about("contract", e.seat, scene.names, scene.you, e.contract)
    sub = translate("Table", "in the dark, for double") if e.dark else ""
    scene.decor.show_banner(text, sub)
    return scene.animator.pause(700)


# -- the talon and passing cards --------------------------------------------------------------------
def talon_taken(scene: TableScene, e: TalonTaken, sound: Optional[str]) -> Anim:
    items = scene.cards.talon_items(e.index)
    if e.cards is not None:
        for it, card in zip(items, e.cards):
            it.card = card
    mine = e.seat == scene.viewer and not scene.hide_own
    if e.cards is not None and (e.shown or mine):   # (what the eye sees turned up)
        accessibility.announce(scene, fmt(translate("Access", "Talon: %1"),
                                          ", ".join(card_name(c) for c in e.cards)))
    steps: list[Callable[[], Anim]] = []
    if e.shown and e.cards is not None:
        def turn_up() -> Anim:
            flip = scene.flips(items, True)   # armed first: the layout then spreads them
            return scene.animator.parallel([x for x in (flip, scene.relayout(duration=300))
                                            if x is not None])

        steps.append(turn_up)
        steps.append(lambda: scene.animator.pause(1600))

    def fly() -> Anim:
        scene.cards.take_talon(e.index)
        scene.cards.hands[e.seat].extend(items)
        return scene.move_and_flip(items, mine, 450)

    steps.append(fly)
    if mine:
        def sort() -> Anim:
            scene.cards.sort_hand(e.seat)
            return scene.relayout(duration=300)

        steps.append(sort)
    return scene.animator.chain(steps)


def card_given(scene: TableScene, e: CardGiven, sound: Optional[str]) -> Anim:
    it = scene.take_from_hand(e.seat, e.card)
    if e.to == DEAD:
        scene.cards.dead.append(it)
        show = False
    else:
        scene.cards.hands[e.to].append(it)
        show = e.to == scene.viewer or e.face_up
        if e.to == scene.viewer:
            scene.cards.sort_hand(e.to)
    return scene.move_and_flip([it], show, 450)


def card_discarded(scene: TableScene, e: CardDiscarded, sound: Optional[str]) -> Anim:
    it = scene.take_from_hand(e.seat, e.card)
    scene.cards.aside.append(it)
    return scene.move_and_flip([it], False, 420)


def contract_raised(scene: TableScene, e: ContractRaised, sound: Optional[str]) -> Anim:
    scene.facts.contract = e.value
    scene.refresh_plates()
    bubble = scene.decor.set_bubble(e.seat, fmt(translate("Table", "raise %1"), e.value), "info")
    return scene.animator.sequence([bubble, scene.decor.glow(scene.decor.contract_badge)])


def conceded(scene: TableScene, e: Conceded, sound: Optional[str]) -> Anim:
    scene.decor.show_banner(about("concedes", e.seat, scene.names, scene.you),
                            fmt(translate("Table", "and loses %1"), e.contract))
    return scene.animator.pause(1200)


# -- play ------------------------------------------------------------------------------------------
def card_played(scene: TableScene, e: CardPlayed, sound: Optional[str]) -> Anim:
    it = scene.take_from_hand(e.seat, e.card)
    it.card = e.card
    scene.cards.trick.append((e.seat, it))
    accessibility.announce(scene, fmt(translate("Access", "%1: %2"), scene.names[e.seat],
                                      card_name(e.card)))
    return scene.move_and_flip([it], True, 300)


def marriage_declared(scene: TableScene, e: MarriageDeclared, sound: Optional[str]) -> Anim:
    a = scene.animator
    decor = scene.decor
    text = fmt(translate("Table", "%1 +%2"), marriage_text(e.suit), e.value)
    bubble = decor.set_bubble(e.seat, text, "marriage")
    if e.suit != "A":
        scene.facts.trump = SUIT_LETTERS.index(e.suit)
    trump = scene.facts.trump
    scene.refresh_plates()
    title = about("marriage", e.seat, scene.names, scene.you, e.value)
    sub = (fmt(translate("Table", "Trump: %1"), SUIT_SYMBOLS[trump])
           if e.trump_changed and trump is not None else "")
    decor.show_banner(title, sub)
    return a.sequence([a.parallel([x for x in (bubble, decor.glow(decor.trump_badge))
                                   if x is not None]), a.pause(500)])


def trick_won(scene: TableScene, e: TrickWon, sound: Optional[str]) -> Anim:
    items = [it for _, it in scene.cards.trick]
    scene.facts.last_trick = tuple((s, it.card) for s, it in scene.cards.trick
                                   if it.card is not None)
    scene.facts.last_trick_winner = e.seat
    accessibility.announce(scene, about("last_trick", e.seat, scene.names, scene.you))

    def gather() -> Anim:
        scene.cue(sound)   # heard as the cards go, not while they lie there
        scene.cards.win_trick(e.seat, items)
        scene.decor.clear_bubbles()
        scene.refresh_plates()
        return scene.move_and_flip(items, False, 380)

    return scene.animator.chain([lambda: scene.animator.pause(800), gather])


def spare_talon_taken(scene: TableScene, e: SpareTalonTaken, sound: Optional[str]) -> Anim:
    items = scene.cards.talon_items(None)
    for it, card in zip(items, e.cards):
        it.card = card

    def gather() -> Anim:
        scene.cue(sound)
        scene.cards.take_talon(None)
        scene.cards.piles[e.seat].extend(items)
        return scene.move_and_flip(items, False, 420)

    return scene.animator.chain([lambda: scene.flips(items, True),
                                 lambda: scene.animator.pause(900), gather])


# -- the end of a deal --------------------------------------------------------------------------------
def deal_scored(scene: TableScene, e: DealScored, sound: Optional[str]) -> Anim:
    scene.callback.emit("deal_scored", e.summary)
    return None


def game_over(scene: TableScene, e: GameOver, sound: Optional[str]) -> Anim:
    scene.callback.emit("game_over", e)
    return None


#: Event type -> what it does on the table.
HANDLERS: dict[type, Handler] = {
    Dealt: dealt,
    RedealClaimed: redeal_claimed,
    DarkAnnounced: dark_announced,
    BidMade: bid_made,
    Passed: passed,
    DarkBroken: dark_broken,
    AuctionWon: auction_won,
    TalonTaken: talon_taken,
    CardGiven: card_given,
    CardDiscarded: card_discarded,
    ContractRaised: contract_raised,
    Conceded: conceded,
    CardPlayed: card_played,
    MarriageDeclared: marriage_declared,
    TrickWon: trick_won,
    SpareTalonTaken: spare_talon_taken,
    DealScored: deal_scored,
    GameOver: game_over,
}

#: Events whose sound is heard when their cards are gathered, not when they start.
SOUND_WHEN_GATHERED = frozenset({TrickWon, SpareTalonTaken})
