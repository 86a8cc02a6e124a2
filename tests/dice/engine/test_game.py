"""The dice game, rule by rule and option value by option value (dice-rules.md sections 2–10)."""

from __future__ import annotations

import random

import pytest

from thousand_app.dice.engine.actions import ROLL, STOP, Keep, Throw, parse_step
from thousand_app.dice.engine.errors import DiceIllegalActionError, DiceRulesError
from thousand_app.dice.engine.events import EmptyThrow, FiveOnes, GameOver, Kept, Settled, Thrown
from thousand_app.dice.engine.game import DiceGame, draw_throw
from thousand_app.dice.engine.rules import DiceRules

from .helpers import ended, game, last, play

# --- players and turn order (section 2) -----------------------------------------------------


@pytest.mark.parametrize("n", range(2, 9))
def test_two_to_eight_players_in_seat_order(n: int) -> None:
    g = game(n, first_player=n - 1)
    seen = []
    for _ in range(n + 1):
        seen.append(g.to_act)
        play(g, "throw 2 3 4 6 6")
    assert seen == [n - 1] + list(range(n))
    assert g.totals == (0,) * n


@pytest.mark.parametrize("n", [0, 1, 9])
def test_player_count_refused(n: int) -> None:
    with pytest.raises(DiceRulesError, match="2 to 8"):
        DiceGame(DiceRules(), n)


# --- throws and keeps (sections 3, 4.2) --------------------------------------------------------


def test_first_throw_uses_five_dice_and_wrong_counts_refused() -> None:
    g = game()
    assert g.d == 5 and g.pending == "throw"
    for bad in (Throw((1, 1, 1, 2)), Throw((1, 1, 1, 2, 3, 4)), Throw((1, 1, 1, 2, 7))):
        assert g.reason(bad) is not None
        with pytest.raises(DiceIllegalActionError):
            g.apply(bad)
    assert g.pending == "throw" and g.throws == 0 and g.turn_steps == []


def test_keep_is_compulsory_and_adds_value() -> None:
    g = game()
    play(g, "throw 1 5 3 3 4")
    assert g.pending == "keep" and g.last_throw == (1, 3, 3, 4, 5)
    assert g.reason(STOP) is not None and g.reason(Throw((1, 2, 3, 4, 5))) is not None
    play(g, "keep 5 1")
    assert (g.s, g.d, g.pending) == (15, 3, "throw")  # below the entry: must throw


def test_partial_keep_allowed_keep_all_off() -> None:
    """Ruling 1: keeping part of the scoring dice."""
    g = game()
    play(g, "throw 1 5 3 3 4", "keep 1")
    assert (g.s, g.d) == (10, 4)


def test_keep_all_on_requires_the_maximal_keep() -> None:
    g = game(keep_all="on")
    play(g, "throw 1 5 3 3 4")
    assert g.legal_actions() == [Keep((1, 5))]
    assert "keep_all" in (g.reason(Keep((1,))) or "")
    play(g, "keep 1 5")
    assert g.s == 15


def test_units_not_across_keeps() -> None:
    """Ruling 3: two 1s now and a 1 later are 30, not 100."""
    g = game()
    play(g, "throw 1 1 2 3 4", "keep 1 1", "throw 1 2 3", "keep 1")
    assert g.s == 30


@pytest.mark.parametrize("straights, legal", [("on", True), ("off", False)])
def test_straights_option(straights: str, legal: bool) -> None:
    g = game(straights=straights)
    play(g, "throw 2 3 4 5 6")
    assert g.is_legal(Keep((2, 3, 4, 5, 6))) is legal
    assert g.is_legal(Keep((5,)))  # ruling 4: the 5 alone is always a keep


@pytest.mark.parametrize("quad, value", [("double", 200), ("plus_ten", 110)])
def test_quad_value_option(quad: str, value: int) -> None:
    g = game(quad_value=quad)
    play(g, "throw 1 1 1 1 3", "keep 1 1 1 1")
    assert g.s == value


def test_five_ones_points() -> None:
    g = game()
    play(g, "throw 1 1 1 1 1")
    assert g.pending == "keep"
    play(g, "keep 1 1 1 1 1")
    assert g.s == 1000 and g.pending == "throw" and g.confirming  # hot dice, not a win


def test_five_ones_win_unconditional() -> None:
    """4.5 and ruling 24: from a pit, not entered, under exact, as a hot-dice throw."""
    g = game(five_ones="win", finish="exact", pits=[[300, 400]], start_totals=[330, 0])
    play(g, "throw 1 1 1 5 5", "keep 1 1 1 5 5")
    events = play(g, "throw 1 1 1 1 1")
    assert any(isinstance(e, FiveOnes) for e in events)
    s = ended(events)
    assert s.end == "win" and s.turn_total == 1110 and g.totals[0] == 1440
    assert g.winner == 0 and g.legal_actions() == [] and g.to_act is None
    assert isinstance(events[-1], GameOver)
    g2 = game(five_ones="win")
    ev = play(g2, "throw 1 1 1 1 1")
    assert ended(ev).events == (("win", 0),) and g2.entry == (None, None)  # ruling 28


def test_empty_throw_busts_and_loses_turn_total() -> None:
    g = game(start_totals=[100, 0])
    events = play(g, "throw 1 1 1 2 3", "keep 1 1 1", "throw 4 6")
    s = ended(events)
    assert s.end == "bust" and s.turn_total == 100 and g.totals == (100, 0)
    assert any(isinstance(e, EmptyThrow) and not e.rethrow for e in events)


# --- empty-opening re-throw (ruling 8) ---------------------------------------------------------


def test_rethrow_off() -> None:
    g = game()
    assert not g.rethrow_available
    assert ended(play(g, "throw 2 3 4 6 6")).end == "bust"


def test_rethrow_on_once_and_only_for_the_opening() -> None:
    g = game(empty_opening_rethrow="on")
    assert g.rethrow_available
    events = play(g, "throw 2 3 4 6 6")
    assert any(isinstance(e, EmptyThrow) and e.rethrow for e in events)
    assert g.to_act == 0 and g.d == 5 and not g.rethrow_available
    events = play(g, "throw 2 2 3 4 6")
    assert events[0] == Thrown(0, (2, 2, 3, 4, 6), False, True)
    assert ended(events).throws == 2
    # Not for a hot-dice throw:
    play(g, "throw 1 1 1 5 5", "keep 1 1 1 5 5")
    assert ended(play(g, "throw 2 3 4 6 6")).end == "bust"


# --- stops (section 4.4), entry (section 5), pits (section 6) ----------------------------------


def test_stop_only_after_a_keep_with_dice_left() -> None:
    g = game(entry_threshold=0)
    assert "not started" in (g.reason(STOP) or "")
    play(g, "throw 5 2 3 4 6")
    assert "keep is due" in (g.reason(STOP) or "")
    play(g, "keep 5")
    assert g.stop_legal and g.legal_actions()[0] == STOP
    s = ended(play(g, "stop"))
    assert (s.end, s.turn_total, g.totals) == ("stop", 5, (5, 0))


@pytest.mark.parametrize("threshold, s, legal", [
    (75, 70, False), (70, 70, True), (50, 50, True), (55, 50, False), (0, 5, True)])
def test_entry_threshold(threshold: int, s: int, legal: bool) -> None:
    g = game(entry_threshold=threshold)
    play(g, *{70: ["throw 6 6 6 1 2", "keep 6 6 6 1"], 50: ["throw 5 5 5 2 3", "keep 5 5 5"],
              5: ["throw 5 2 3 4 6", "keep 5"]}[s])
    assert g.s == s and g.d >= 1
    assert g.stop_legal is legal and g.pending == ("choice" if legal else "throw")
    if not legal:
        assert "entered" in (g.stop_reason or "")


def test_entered_player_may_bank_anything_and_entry_is_permanent() -> None:
    g = game(start_totals=[100, 0], dump_truck="on")
    play(g, "throw 5 2 3 4 6", "keep 5", "stop")
    assert g.totals[0] == 105 and g.entry[0] == 75
    # Entry survives a drop to 0 (ruling 10): seat 1 busts, seat 0 banks 450 -> 555 -> 0 ...
    g = game(start_totals=[550, 0], dump_truck="on")
    play(g, "throw 5 2 3 4 6", "keep 5", "stop")
    assert g.totals[0] == 0 and g.entry[0] == 75
    play(g, "throw 2 3 4 6 6", "throw 5 2 3 4 6", "keep 5")
    assert g.stop_legal  # entered: 5 may be banked


def test_entry_score_is_the_bank_before_cap() -> None:
    g = game(start_totals=[0, 0], start_entry=[None, None])
    play(g, "throw 1 1 1 1 1", "keep 1 1 1 1 1", "throw 1 2 3 4 6", "keep 1")
    assert g.totals[0] == 850 and g.entry[0] == 1010  # forced bank after the confirmation


def test_pit_rules() -> None:
    g = game(pits=[[300, 400]], start_totals=[330, 250])
    play(g, "throw 1 5 5 5 2", "keep 1 5 5 5")  # 390: inside
    assert not g.stop_legal and "pit" in (g.stop_reason or "")
    play(g, "throw 1", "keep 1")  # 400 and hot dice
    play(g, "throw 1 2 3 4 6", "keep 1")  # 410 confirmed: banked
    assert g.totals == (410, 250)
    play(g, "throw 1 1 1 2 3", "keep 1 1 1", "stop")  # 250 -> 350 lands in the pit: fine
    assert g.totals == (410, 350)
    play(g, "throw 2 3 4 6 6")
    play(g, "throw 5 5 2 3 4", "keep 5 5")  # from 350 in the pit: 360 is not out
    assert g.pending == "throw" and not g.stop_legal
    play(g, "throw 1 1 5", "keep 1 1 5")  # 385
    assert g.pending == "throw"


def test_pit_stop_refused() -> None:
    g = game(pits=[[300, 400]], start_totals=[330, 250])
    play(g, "throw 1 5 5 5 2", "keep 1 5 5 5")
    with pytest.raises(DiceIllegalActionError, match="pit"):
        g.apply(STOP)
    play(g, "throw 1", "keep 1")
    g2 = game(pits=[[300, 400]], start_totals=[250, 0])
    play(g2, "throw 1 1 1 1 2", "keep 1 1 1 1", "stop")  # jumps over the pit
    assert g2.totals[0] == 450


# --- hot dice (4.3) -------------------------------------------------------------------------------


def test_hot_dice_confirm_banks_at_once() -> None:
    g = game(start_totals=[100, 0])
    play(g, "throw 1 1 1 5 5", "keep 1 1 1 5 5")
    assert g.pending == "throw" and g.d == 5 and g.confirming and not g.stop_legal
    events = play(g, "throw 5 2 3 4 6")
    assert events[0] == Thrown(0, (2, 3, 4, 5, 6), True, False)
    events = play(g, "keep 5")
    assert ended(events).end == "stop" and g.totals == (215, 0) and g.to_act == 1


def test_hot_dice_continue_lets_the_player_choose() -> None:
    g = game(hot_dice="continue", start_totals=[100, 0])
    play(g, "throw 1 1 1 5 5", "keep 1 1 1 5 5")
    assert g.pending == "throw" and not g.confirming and g.reason(STOP) is not None
    play(g, "throw 5 2 3 4 6", "keep 5")
    assert g.pending == "choice" and g.to_act == 0
    play(g, "throw 1 2 3 4", "keep 1", "stop")
    assert g.totals == (225, 0)


def test_confirming_keep_of_five_dice_owes_another_confirmation() -> None:
    g = game()
    play(g, "throw 1 1 1 5 5", "keep 1 1 1 5 5", "throw 2 3 4 5 6", "keep 2 3 4 5 6")
    assert g.pending == "throw" and g.confirming and g.s == 360


def test_failed_confirmation_is_a_bust() -> None:
    g = game(start_totals=[100, 0])
    s = ended(play(g, "throw 1 1 1 5 5", "keep 1 1 1 5 5", "throw 2 2 3 4 6"))
    assert (s.end, s.turn_total, g.totals) == ("bust", 110, (100, 0))


# --- the barrel (section 7) -------------------------------------------------------------------------


def test_bank_above_barrel_is_capped() -> None:
    g = game(start_totals=[800, 0])
    events = play(g, "throw 1 1 1 1 2", "keep 1 1 1 1", "stop")
    assert g.totals[0] == 850 and ended(events).events == (("barrel", 0),)
    assert g.barrel_attempts == (0, None) and g.on_barrel(0)


def test_no_barrel_means_no_cap() -> None:
    g = game(barrel_at=0, start_totals=[800, 0])
    play(g, "throw 5 5 5 2 3", "keep 5 5 5", "stop")
    assert g.totals[0] == 850 and not g.on_barrel(0)
    play(g, "throw 2 3 4 6 6")
    play(g, "throw 1 1 1 2 3", "keep 1 1 1", "stop")
    assert g.totals[0] == 950


@pytest.mark.parametrize("jump, end", [("off", "stop"), ("on", "win")])
def test_barrel_jump(jump: str, end: str) -> None:
    g = game(barrel_jump=jump, start_totals=[800, 0])
    play(g, "throw 1 1 1 1 2", "keep 1 1 1 1")
    if end == "stop":
        assert g.pending == "choice"
        play(g, "stop")
        assert g.totals[0] == 850
    else:
        assert g.winner == 0 and g.totals[0] == 1000


def test_on_barrel_cannot_stop_and_needs_the_whole_distance() -> None:
    g = game(start_totals=[850, 0])
    play(g, "throw 1 1 1 2 3", "keep 1 1 1")
    assert g.pending == "throw" and "barrel" in (g.stop_reason or "")
    play(g, "throw 5 5", "keep 5 5")  # 960, hot
    play(g, "throw 1 1 5 2 3", "keep 1 1 5")  # 985 confirmation keep, no stop possible
    assert g.pending == "throw" and g.d == 2
    play(g, "throw 1 5", "keep 1 5")  # 1000
    assert g.winner == 0 and g.totals == (1000, 0)


@pytest.mark.parametrize("attempts, falls_after", [(0, 0), (1, 1), (2, 0)])
def test_barrel_attempts(attempts: int, falls_after: int) -> None:
    g = game(barrel_attempts=attempts, start_totals=[850, 0], start_entry=[100, None])
    s = ended(play(g, "throw 2 3 4 6 6"))
    assert g.falls[0] == falls_after
    assert g.totals[0] == (100 if falls_after else 850)
    assert s.barrel[0] == (None if falls_after else 1)


def test_attempts_restart_after_leaving_the_barrel() -> None:
    """Ruling 17."""
    g = game(3, barrel_attempts=2, start_totals=[850, 800, 0], start_entry=[100, 100, None],
             start_barrel_attempts=[1, 0, 0])
    play(g, "throw 2 3 4 6 6")  # seat 0: 2nd attempt: falls to 100
    assert g.totals[0] == 100 and g.barrel_attempts[0] is None
    play(g, "throw 1 1 1 2 3", "keep 1 1 1", "stop")  # seat 1 gets on
    assert g.barrel_attempts == (None, 0, None)


@pytest.mark.parametrize("collision, falls", [("knock_off", 1), ("coexist", 0)])
def test_barrel_collision(collision: str, falls: int) -> None:
    g = game(barrel_collision=collision, start_totals=[850, 800], first_player=1)
    play(g, "throw 1 1 1 2 3", "keep 1 1 1", "stop")
    assert g.falls == (falls, 0)
    assert g.totals == ((75 if falls else 850), 850)


@pytest.mark.parametrize("how, lands", [("entry", 120), ("threshold", 75), ("penalty", 750),
                                        ("zero", 0)])
def test_barrel_fall(how: str, lands: int) -> None:
    g = game(barrel_fall=how, start_totals=[850, 800], start_entry=[120, 100], first_player=1)
    events = play(g, "throw 1 1 1 2 3", "keep 1 1 1", "stop")
    assert g.totals[0] == lands
    assert [e for e in events if isinstance(e, Settled)][1] == Settled("knock_off", 0, lands)


def test_barrel_penalty_value() -> None:
    g = game(barrel_fall="penalty", barrel_penalty=300, barrel_attempts=1,
             start_totals=[850, 0])
    play(g, "throw 2 3 4 6 6")
    assert g.totals[0] == 550


@pytest.mark.parametrize("n_zero, total", [(0, 120), (2, 0), (3, 120)])
def test_barrel_falls_zero(n_zero: int, total: int) -> None:
    g = game(barrel_falls_zero=n_zero, barrel_attempts=1, start_totals=[850, 0],
             start_entry=[120, None], start_falls=[1, 0])
    s = ended(play(g, "throw 2 3 4 6 6"))
    assert g.totals[0] == total and g.falls[0] == 2
    assert (("falls_zero", 0) in s.events) is (total == 0)


# --- the end of the game (section 8) -----------------------------------------------------------


def test_target_option() -> None:
    g = game(target=500, barrel_at=0, start_totals=[400, 0])
    play(g, "throw 1 1 1 2 3", "keep 1 1 1")
    assert g.winner == 0 and g.totals[0] == 500


@pytest.mark.parametrize("finish, total, end", [
    ("reach", 1000, "win"), ("over", 1000, None), ("exact", 1000, "win"),
    ("reach", 1010, "win"), ("over", 1010, "win"), ("exact", 1010, "overshoot")])
def test_finish_modes(finish: str, total: int, end: str | None) -> None:
    g = game(finish=finish, barrel_at=0, start_totals=[total - 100, 0])
    events = play(g, "throw 1 1 1 2 3", "keep 1 1 1")
    if end is None:
        assert g.pending == "throw" and g.winner is None  # ruling 18: throw on
    else:
        assert ended(events).end == end
        assert g.totals[0] == (total if end == "win" else total - 100)


def test_exact_overshoot_only_when_the_player_can_finish() -> None:
    """Ruling 19: below the barrel he cannot overshoot; the bank is capped."""
    g = game(finish="exact", start_totals=[800, 0])
    play(g, "throw 1 1 1 1 2", "keep 1 1 1 1", "stop")
    assert g.totals[0] == 850 and g.overshoots == (0, 0)


@pytest.mark.parametrize("every, zero_at, count_before, total", [
    (0, 0, 4, 900), (5, 0, 4, 800), (5, 0, 3, 900), (0, 10, 9, 0), (5, 10, 9, 0),
    (5, 10, 14, 800), (5, 10, 19, 0)])
def test_overshoot_penalties(every: int, zero_at: int, count_before: int, total: int) -> None:
    g = game(finish="exact", barrel_at=0, overshoot_penalty_every=every,
             overshoot_zero_at=zero_at, start_totals=[900, 0],
             start_overshoots=[count_before, 0] if not zero_at or count_before < zero_at
             else [0, 0])
    if zero_at and count_before >= zero_at:
        g.scores.overshoots_[0] = count_before  # counts never restart (ruling 26)
    play(g, "throw 1 1 1 1 2", "keep 1 1 1 1")
    assert g.totals[0] == total and g.overshoots[0] == count_before + 1


def test_overshoot_penalty_value() -> None:
    g = game(finish="exact", barrel_at=0, overshoot_penalty_every=1, overshoot_penalty=250,
             start_totals=[900, 0])
    play(g, "throw 1 1 1 1 2", "keep 1 1 1 1")
    assert g.totals[0] == 650


def test_exact_keep_fewer_dice_to_stay_below() -> None:
    g = game(finish="exact", barrel_at=0, start_totals=[900, 0])
    play(g, "throw 1 1 1 1 2", "keep 1")
    assert g.pending == "choice" and g.totals[0] == 900


# --- bolts, overtakes, dump truck, negative totals (section 9) --------------------------------


@pytest.mark.parametrize("bolts, after_keep_bust, opening_bust", [
    ("off", 0, 0), ("bust", 1, 2), ("opening", 0, 1)])
def test_bolts(bolts: str, after_keep_bust: int, opening_bust: int) -> None:
    g = game(bolts=bolts, start_totals=[200, 0])
    play(g, "throw 1 2 3 4 6", "keep 1", "throw 2 3 4 6")  # bust after a keep
    assert g.bolts[0] == after_keep_bust
    play(g, "throw 2 3 4 6 6")
    play(g, "throw 2 3 4 6 6")  # bust of the opening throw
    assert g.bolts[0] == opening_bust


def test_no_bolt_for_overshoot_or_dump() -> None:
    g = game(finish="exact", barrel_at=0, bolts="bust", dump_truck="strict",
             start_totals=[950, 500])
    play(g, "throw 1 1 1 2 3", "keep 1 1 1")  # overshoot
    play(g, "throw 5 5 5 2 3", "keep 5 5 5", "throw 5 2", "keep 5")  # 555: dump
    assert g.bolts == (0, 0) and g.totals == (950, 0)


@pytest.mark.parametrize("limit, penalty, total, count", [(3, 100, 100, 0), (4, 100, 200, 3),
                                                         (3, 150, 50, 0)])
def test_bolt_limit_and_penalty(limit: int, penalty: int, total: int, count: int) -> None:
    g = game(bolts="bust", bolt_limit=limit, bolt_penalty=penalty, start_totals=[200, 0],
             start_bolts=[2, 0])
    events = play(g, "throw 2 3 4 6 6")
    assert g.totals[0] == total and g.bolts[0] == count
    assert (("bolt_penalty", 0) in ended(events).events) is (count == 0)


@pytest.mark.parametrize("penalty", [0, 50, 55])
def test_overtake_penalty(penalty: int) -> None:
    g = game(3, overtake_penalty=penalty, start_totals=[100, 150, 100])
    play(g, "throw 1 1 1 2 3", "keep 1 1 1", "stop")  # 100 -> 200 passes 150, not 100
    assert g.totals == (200, 150 - penalty, 100)


def test_overtake_only_by_banks_and_not_equal() -> None:
    g = game(3, overtake_penalty=50, start_totals=[100, 200, 150])
    play(g, "throw 1 1 1 2 3", "keep 1 1 1", "stop")  # 200: equal to seat 1, passes 150
    assert g.totals == (200, 200, 100)
    play(g, "throw 1 1 1 5 5", "keep 1 1 1 5 5", "throw 2 3 4 6 6")  # running 310, bust
    assert g.totals == (200, 200, 100)


@pytest.mark.parametrize("dump, bank_555, running_555_ends", [
    ("off", 555, False), ("on", 0, False), ("strict", 0, True)])
def test_dump_truck(dump: str, bank_555: int, running_555_ends: bool) -> None:
    g = game(dump_truck=dump, start_totals=[500, 545])
    play(g, "throw 5 5 5 2 3", "keep 5 5 5", "throw 5 3", "keep 5")
    if running_555_ends:
        assert last(g).end == "dump" and last(g).events == (("dump_truck", 0),)
        assert g.totals[0] == 0 and g.to_act == 1
    else:
        assert g.pending == "choice"
        play(g, "stop")
        assert g.totals[0] == bank_555


def test_dump_truck_value_and_negative() -> None:
    g = game(dump_truck="on", dump_truck_value=300, start_totals=[250, 0])
    play(g, "throw 5 5 5 2 3", "keep 5 5 5", "stop")
    assert g.totals[0] == 0
    g = game(dump_truck="on", negative_totals="on", bolts="bust", start_totals=[-455, 0],
             start_bolts=[2, 0])
    play(g, "throw 2 3 4 6 6")  # -555 -> 0
    assert g.totals[0] == 0
    g = game(dump_truck="on", bolts="bust", start_totals=[-455, 0], start_bolts=[2, 0],
             negative_totals="on", dump_truck_value=600)
    play(g, "throw 2 3 4 6 6")
    assert g.totals[0] == -555  # not the dump value


@pytest.mark.parametrize("negative, total", [("off", 0), ("on", -50)])
def test_negative_totals(negative: str, total: int) -> None:
    g = game(negative_totals=negative, bolts="bust", start_totals=[50, 0], start_bolts=[2, 0])
    play(g, "throw 2 3 4 6 6")
    assert g.totals[0] == total


# --- the API: refusals, observations, chance -----------------------------------------------------


def test_refusal_changes_nothing() -> None:
    g = game()
    play(g, "throw 1 5 3 3 4")
    before = (g.output(), g.pending, g.s, g.d, g.last_throw, list(g.turn_steps))
    for bad in (Keep((3, 3)), Keep((1, 1)), Keep(()), STOP, Throw((1, 2, 3, 4, 5))):
        reason = g.reason(bad)
        assert reason
        with pytest.raises(DiceIllegalActionError) as info:
            g.apply(bad)
        assert info.value.reason == reason and info.value.action == bad
    assert (g.output(), g.pending, g.s, g.d, g.last_throw, list(g.turn_steps)) == before


def test_actions_parse_and_print() -> None:
    assert parse_step("throw 5 1 3") == Throw((1, 3, 5)) and str(Throw((5, 1))) == "throw 1 5"
    assert parse_step("keep 1 5") == Keep((5, 1)) and parse_step("stop") is STOP
    for bad in ("Throw 1", "throw", "throw 1  2", "keep 0", "stop now", "throw 1 1 1 1 1 1", ""):
        with pytest.raises(ValueError):
            parse_step(bad)


def test_observation() -> None:
    g = game(3, empty_opening_rethrow="on", start_totals=[850, 100, 0], start_entry=[100, 75,
                                                                                    None])
    o = g.observation(2)
    assert (o.seat, o.to_act, o.pending, o.t0, o.s, o.d, o.rethrow_available) == (
        2, 0, "throw", 850, 0, 5, True)
    assert o.barrel_attempts == (0, None, None) and o.entry == (100, 75, None)
    assert not o.stop_legal and o.stop_reason and o.can_finish and o.winner is None
    assert len(o.legal_actions) == 252
    play(g, "throw 1 1 5 2 3")
    o = g.observation(0)
    assert o.pending == "keep" and o.last_throw == (1, 1, 2, 3, 5) and not o.rethrow_available
    play(g, "keep 1 1 5", "throw 1 1", "keep 1 1")
    o = g.observation(1)
    assert o.kept == ((1, 1, 5), (1, 1)) and o.confirming and o.s == 45 and o.throws == 2
    with pytest.raises(AttributeError):
        o.s = 3  # type: ignore[misc]


def test_legal_actions_when_a_choice_is_due() -> None:
    g = game(start_totals=[100, 0])
    play(g, "throw 1 2 3 4 6", "keep 1")
    acts = g.legal_actions()
    assert acts[0] == STOP and acts[1] == ROLL and len(acts) == 2 + 126
    assert all(g.is_legal(a) for a in acts)


def test_roll_is_the_decision_to_throw_and_chance_throws() -> None:
    """The player protocol's throw: ROLL leaves the throw to chance; the record writes the
    throw only, and a throw straight from the choice (as records replay it) is the same."""
    g = game(start_totals=[100, 0])
    play(g, "throw 1 2 3 4 6", "keep 1")
    assert not g.chance_pending and g.reason(ROLL) is None
    assert g.apply(ROLL) == [] and g.chance_pending and g.pending == "throw"
    assert g.reason(ROLL) == "the dice are to be thrown now: there is nothing to decide"
    assert g.reason(STOP) is not None and ROLL not in g.legal_actions()
    play(g, "throw 1 5 2 2")
    other = game(start_totals=[100, 0])
    play(other, "throw 1 2 3 4 6", "keep 1", "throw 1 5 2 2")
    assert g.observation(0) == other.observation(0)
    assert g.output() == other.output()
    u = DiceGame(DiceRules(), 2, start_totals=[100, 0], keep_undo=True)
    play(u, "throw 1 2 3 4 6", "keep 1")
    u.apply(ROLL)
    play(u, "throw 1 5 2 2")
    assert u.undo() and u.pending == "throw" and u.undo() and u.pending == "choice"
    g2 = game()
    assert g2.reason(ROLL) == "the dice are to be thrown now: there is nothing to decide"
    play(g2, "throw 1 2 3 4 6")
    assert g2.reason(ROLL) == "a keep is due: set scoring dice of the last throw aside first"
    with pytest.raises(DiceIllegalActionError):
        g2.apply(ROLL)


def test_events_of_a_turn() -> None:
    g = game()
    events = play(g, "throw 1 1 1 5 3", "keep 1 1 1 5", "stop")
    names = [type(e).__name__ for e in events]
    assert names == ["Thrown", "Kept", "Settled", "TurnEnded"]
    assert events[1] == Kept(0, (1, 1, 1, 5), 105, 105, 1, False)
    assert events[2] == Settled("enter", 0, 105)
    assert last(g).to_json()["events"] == ["enter 0"]


def test_draw_throw_is_seeded() -> None:
    a = [draw_throw(random.Random(7), d).faces for d in range(1, 6)]
    b = [draw_throw(random.Random(7), d).faces for d in range(1, 6)]
    assert a == b and [len(f) for f in a] == [1, 2, 3, 4, 5]
    counts = [0] * 7
    rng = random.Random(1)
    for _ in range(6000):
        counts[draw_throw(rng, 1).faces[0]] += 1
    assert all(850 < c < 1150 for c in counts[1:])


def test_copy_is_independent() -> None:
    g = game()
    play(g, "throw 1 1 1 5 3", "keep 1 1 1 5")
    c = g.copy()
    play(c, "stop")
    assert g.pending == "choice" and g.totals == (0, 0) and c.totals == (105, 0)
    assert len(g.history) == 0 and len(c.history) == 1 and g.turns[-1][1] != c.turns[0][1] + [1]


def test_start_fields_validated() -> None:
    r = DiceRules()
    for kw, word in (({"start_totals": [7, 0]}, "multiple of 5"),
                     ({"start_totals": [-5, 0]}, "negative"),
                     ({"start_totals": [900, 0]}, "barrel"),
                     ({"start_totals": [100, 0], "start_entry": [None, None]}, "null"),
                     ({"start_entry": [70, None], "start_totals": [100, 0]}, "start_entry"),
                     ({"start_barrel_attempts": [1, 0]}, "not on the barrel"),
                     ({"start_bolts": [-1, 0]}, "start_bolts"),
                     ({"start_totals": [0]}, "one value per player")):
        with pytest.raises(DiceRulesError, match=word):
            DiceGame(r, 2, **kw)  # type: ignore[arg-type]
    with pytest.raises(DiceRulesError, match="barrel_attempts"):
        DiceGame(DiceRules.preset("classic", barrel_attempts=2), 2, start_totals=[850, 0],
                 start_barrel_attempts=[2, 0])
    with pytest.raises(DiceRulesError, match="dump"):
        DiceGame(DiceRules.preset("classic", dump_truck="on"), 2, start_totals=[555, 0])


def test_preview_keep() -> None:
    g = game(finish="exact", barrel_at=0, dump_truck="strict", start_totals=[900, 0])
    play(g, "throw 1 1 1 1 5")
    assert g.preview_keep((1,)) == (10, 10, 4, "choice", None)
    assert g.preview_keep((1, 1, 1, 5)) == (105, 105, 1, "overshoot", g.preview_keep(
        (1, 1, 1, 5)).summary)
    assert g.preview_keep((1, 1, 1, 1, 5)).outcome == "overshoot"
    assert g.preview_keep((1, 1, 1)).outcome == "win"
    with pytest.raises(DiceIllegalActionError):
        g.preview_keep((2,))
    assert g.pending == "keep" and g.s == 0 and g.history == []  # nothing changed
    h = game(start_totals=[100, 0])
    play(h, "throw 1 1 1 5 5")
    assert h.preview_keep((1, 1, 1, 5, 5)).outcome == "hot_dice"
    assert h.preview_keep((5,)).outcome == "choice"
    h2 = game()
    play(h2, "throw 1 1 1 5 5", "keep 1 1 1 5 5", "throw 1 2 3 4 6")
    assert h2.preview_keep((1,)).outcome == "stop"  # the confirmation banks the turn
    h3 = game(dump_truck="strict", start_totals=[545, 0])
    play(h3, "throw 1 2 3 4 6")
    assert h3.preview_keep((1,)).outcome == "dump"


def test_undo() -> None:
    g = DiceGame(DiceRules(), 2, keep_undo=True)
    assert not g.can_undo and not g.undo()
    states = []
    for step in ("throw 1 1 1 5 3", "keep 1 1 1 5", "stop", "throw 1 5 2 3 4", "keep 5"):
        states.append((g.output(include_unfinished=True), g.pending, g.s, g.d, g.to_act,
                       [list(t[1]) for t in g.turns]))
        play(g, step)
    for state in reversed(states):
        assert g.undo()
        assert (g.output(include_unfinished=True), g.pending, g.s, g.d, g.to_act,
                [list(t[1]) for t in g.turns]) == state
    assert not g.can_undo and g.totals == (0, 0)
    play(g, "throw 2 3 4 6 6")
    assert g.to_act == 1 and g.can_undo
    with pytest.raises(DiceIllegalActionError):
        g.apply(STOP)
    assert g.undo() and g.to_act == 0 and not g.can_undo


# --- reasons as codes (issue 36) ---------------------------------------------------------------


def test_refusals_are_codes_with_their_numbers() -> None:
    """Each refusal names its code and the numbers a translation fills in; the English sentence
    (the ``str``) stays for logs and the command line."""
    g = game(pits=[[300, 400]], start_totals=[330, 250])
    play(g, "throw 1 5 5 5 2")
    why = g.reason(Keep((6,)))
    assert (why.code, why.params) == ("not_in_throw", ((6,), (1, 2, 5, 5, 5)))
    assert why == "the dice 6 are not all in the throw 1 2 5 5 5"
    assert (g.reason(Keep((2,))).code, g.reason(Keep((2,))).params) == ("not_scoring", ((2,),))
    assert g.reason(STOP).code == "keep_due" and g.reason(Keep(())).code == "keep_none"
    play(g, "keep 1 5 5 5")
    why = g.stop_reason
    assert why is not None and (why.code, why.params) == ("in_pit", (300, 400, 390, 330, 60))
    assert g.reason(Throw((1, 2))).params == (1, 2) and g.reason(Throw((1, 2))).code == "throw_size"
    g = game(entry_threshold=75)
    play(g, "throw 5 2 3 4 6", "keep 5")
    assert (g.stop_reason.code, g.stop_reason.params) == ("not_entered", (75, 5))
    g = game(keep_all="on")
    play(g, "throw 1 5 3 3 4")
    assert (g.reason(Keep((1,))).code, g.reason(Keep((1,))).params) == ("keep_all", ((1, 5),))
    with pytest.raises(DiceIllegalActionError) as info:
        g.apply(Keep((1,)))
    assert info.value.reason.code == "keep_all"
