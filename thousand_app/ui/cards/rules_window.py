"""The "Rules" window: the rules in the user's language, as the options of the current game set them."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from thousand_app.cards.engine import (BARREL_MIN_CONTRACT, BARREL_TALON_CONTRACT, CAP_WITHOUT_MARRIAGE,
                                 DARK_CONTRACT, GOLDEN_CONTRACT, OPENING_BID, OPTIONS, TARGET, Rules)
from thousand_app.cards.engine.cards import (ACE, ACE_MARRIAGE_VALUE, CARD_POINTS, JACK, KING,
                                       MARRIAGE_VALUES, NINE, QUEEN, RANK_POINTS, TEN)

from thousand_app.ui.common.i18n import translate
from thousand_app.ui.common.texts import fmt
from .texts import (PHASES, choice_text, option_help, option_label, phase_title, preset_name,
                    redeal_reason)
from thousand_app.ui.common.windows import fit_on_screen
from thousand_app.ui.common.sheet import SheetDialog


def _p(text: str) -> str:
    return "<p>" + html.escape(text) + "</p>"


def _h(text: str) -> str:
    return "<h3>" + html.escape(text) + "</h3>"


def rules_html(rules: Rules, n_players: int | None = None) -> str:
    """The rules as HTML, following ``rules`` (and the number of players, if known)."""
    out = ["<h2>" + html.escape(translate("Rules", "Thousand: the rules")) + "</h2>",
           _p(fmt(translate("Rules", "Rules of this game: preset “%1”, with the options listed at the end."),
                  preset_name(rules.preset_name)))]
    out.append(_h(translate("Rules", "Cards")))
    out.append(_p(fmt(translate("Rules", "24 cards: 9, J, Q, K, 10 and A of each suit. Inside a suit they "
                        "rank 9 < J < Q < K < 10 < A. Points: A %1, 10 %2, K %3, Q %4, J %5, "
                        "9 %6; the deck holds %7."),
                      *(RANK_POINTS[r] for r in (ACE, TEN, KING, QUEEN, JACK, NINE)),
                      sum(CARD_POINTS))))
    # MARRIAGE_VALUES is by suit index: spades, clubs, diamonds, hearts
    out.append(_p(fmt(translate("Rules", "A marriage is the king and queen of one suit in one hand: hearts "
                        "%1, diamonds %2, clubs %3, spades %4."), *reversed(MARRIAGE_VALUES))))
    if rules.ace_marriage:
        out.append(_p(fmt(translate("Rules", "In this game the four aces together are a marriage too, worth "
                            "%1."), ACE_MARRIAGE_VALUE)))
    out.append(_h(translate("Rules", "The deal")))
    if n_players in (None, 3):
        out.append(_p(translate("Rules", "With three players each gets 7 cards and 3 go to the talon.")))
    if n_players in (None, 4):
        out.append(_p(fmt(translate("Rules", "With four players the dealer sits out the deal; he scores %1."),
                          choice_text("sitter_scores", rules.sitter_scores))))
    if n_players in (None, 2):
        if rules.two_player_mode == "two_talons":
            out.append(_p(translate("Rules", "With two players each gets 10 cards and there are two talons of "
                            "2 cards. The declarer chooses one and lays two cards aside; the "
                            "other talon goes to whoever wins the last trick.")))
        else:
            out.append(_p(translate("Rules", "With two players a third, dead hand is dealt and set aside. The "
                            "declarer takes the talon and gives one card to his opponent and "
                            "one to the dead hand.")))
    redeals = [redeal_reason(k.removeprefix("redeal_")) for k in (
        "redeal_four_nines", "redeal_weak_hand", "redeal_bad_talon") if getattr(rules, k)]
    if redeals:
        out.append(_p(fmt(translate("Rules", "A player may ask for a redeal: %1."), ", ".join(redeals))))
    out.append(_h(translate("Rules", "Bidding")))
    out.append(_p(fmt(translate("Rules", "Forehand (the player after the dealer) holds a bid of %2. The others "
                        "bid in turn, each time at least %1 more, or pass; a pass is final. "
                        "Whoever bids highest becomes the declarer."), rules.bid_step, OPENING_BID)))
    if rules.marriage_cap:
        out.append(_p(fmt(translate("Rules", "Nobody may bid above %1 without a marriage in hand, nor above %1 "
                            "plus the marriages he holds."), CAP_WITHOUT_MARRIAGE)))
    if rules.dark_game:
        out.append(_p(fmt(translate("Rules", "Before anyone bids, forehand may play in the dark: %1 without "
                            "looking at his cards, for double."), DARK_CONTRACT)))
    if rules.golden_round:
        out.append(_p(fmt(translate("Rules", "Golden round: the first deals of the game have no auction; "
                            "forehand plays %1 and every score counts double."), GOLDEN_CONTRACT)))
    out.append(_h(translate("Rules", "Talon and contract")))
    talon = translate("Rules", "The talon is turned face up for everyone, then the declarer takes it")
    if rules.talon_hidden_on_100:
        talon += " " + fmt(translate("Rules", "(it stays hidden when forehand plays %1 with everyone passing)"),
                           OPENING_BID)
    out.append(_p(talon + ". " + translate("Rules", "He then gives one card to each opponent, may raise his "
                                   "contract, and leads to the first trick.")))
    if rules.concede:
        out.append(_p(fmt(translate("Rules", "Before the first lead he may concede: he loses his contract and each "
                            "opponent gains %1."),
                          choice_text("concede_payout", rules.concede_payout))))
    out.append(_h(translate("Rules", "Tricks")))
    follow = translate("Rules", "Follow suit; if you cannot, play a trump; otherwise any card. The highest trump "
               "wins the trick, else the highest card of the suit led. There is no trump at the "
               "start of a deal.")
    if rules.must_beat:
        follow += " " + translate("Rules", "You must also beat the trick when you can.")
    out.append(_p(follow))
    mar = translate("Rules", "Leading the king or queen of a marriage you hold declares it: you score its value "
            "at once and its suit becomes trump.")
    if rules.marriage_needs_trick:
        mar += " " + translate("Rules", "You may declare only after you have won a trick in this deal.")
    out.append(_p(mar))
    out.append(_h(translate("Rules", "Scoring")))
    out.append(_p(translate("Rules", "The declarer scores his contract if his points (cards won plus marriages "
                    "declared) reach it, and loses it if not.")))
    out.append(_p(fmt(translate("Rules", "The defenders score their points, rounded %1."),
                      choice_text("round_defenders", rules.round_defenders))))
    if rules.bolts != "off":
        out.append(_p(fmt(translate("Rules", "A player who takes no trick gets a bolt; bolts cost %2 (%1)."),
                          choice_text("bolts", rules.bolts), rules.bolt_penalty)))
    if rules.dump_truck != "off":
        if rules.dump_truck == "both":
            dump = translate("Rules", "Dump truck: a total of exactly %1 or −%1 goes back to 0.")
        else:
            dump = translate("Rules", "Dump truck: a total of exactly %1 goes back to 0.")
        out.append(_p(fmt(dump, rules.dump_truck_value)))
    out.append(_h(translate("Rules", "The barrel and the end")))
    if rules.barrel_mode == "bid":
        barrel = fmt(translate("Rules", "A total stops at %1: the player is on the barrel. To win he must take "
                       "the bid and make a contract of at least %4 within %2 deals, or he "
                       "falls off and loses %3."), rules.barrel_at, rules.barrel_attempts,
                     rules.barrel_penalty, BARREL_MIN_CONTRACT)
    else:
        barrel = fmt(translate("Rules", "A total stops at %1: the player is on the barrel. When he is next "
                       "forehand he plays %3 on the talon; if he fails he falls off and loses "
                       "%2."), rules.barrel_at, rules.barrel_penalty, BARREL_TALON_CONTRACT)
    out.append(_p(barrel + " " + fmt(translate("Rules", "The first to reach %1 wins."), TARGET)))
    out.append(_h(translate("Rules", "The options of this game")))
    rows = []
    options = rules.options()
    for phase in PHASES:
        specs = [s for s in OPTIONS if s.phase == phase]
        if not specs:
            continue
        rows.append(f"<tr><td colspan='3'><b>{html.escape(phase_title(phase))}</b></td></tr>")
        for spec in specs:
            value = choice_text(spec.key, rules.get(spec.key), options)
            rows.append(f"<tr><td>{html.escape(option_label(spec.key))}</td>"
                        f"<td><b>{html.escape(value)}</b></td>"
                        f"<td>{html.escape(option_help(spec.key))}</td></tr>")
    out.append("<table cellpadding='3'>" + "".join(rows) + "</table>")
    return "\n".join(out)


class RulesWindow(SheetDialog):
    """Shows :func:`rules_html` for the current game (or the remembered rules)."""

    def __init__(self, rules: Rules, n_players: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesWindow")
        self.setWindowTitle(translate("Rules", "Rules"))
        fit_on_screen(self, 760, 720)
        lay = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(rules_html(rules, n_players))
        lay.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(translate("Rules", "Close"))
        buttons.rejected.connect(self.close)
        lay.addWidget(buttons)
