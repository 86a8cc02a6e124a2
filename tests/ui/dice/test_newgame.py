"""The new dice game dialog: seats, presets, every engine option, dependencies, refusals,
the remembered choice and the drawn first player."""

from __future__ import annotations

import random
from typing import Any

import pytest

from thousand_app.dice.engine import DICE_OPTIONS, DICE_PRESETS, DiceRules, DiceRulesError
from thousand_app.storage import SeatConfig, Storage
from thousand_app.ui.common.options import PairsError, parse_pairs
from thousand_app.ui.dice.newgame import DiceNewGameDialog, clean_config, rules_error_text
from PySide6.QtWidgets import QLabel

from thousand_app.ui.dice.options import OPTION_TEXTS, applies, option_help, option_name


def dialog(qtbot: Any, remembered: object = None, seed: int = 1) -> DiceNewGameDialog:
    d = DiceNewGameDialog(remembered, rng=random.Random(seed))
    qtbot.addWidget(d)
    return d


def test_every_engine_option_has_an_editor_words_and_a_help_line(qtbot: Any) -> None:
    d = dialog(qtbot)
    assert list(d.editors) == [s.key for s in DICE_OPTIONS]
    assert set(OPTION_TEXTS) == {s.key for s in DICE_OPTIONS}
    for spec in DICE_OPTIONS:
        help_text = option_help(spec)
        assert help_text and d.labels[spec.key].toolTip() == help_text
        assert help_text in {w.text() for w in d.findChildren(QLabel)}   # shown under it
    assert [d.preset.itemData(i) for i in range(d.preset.count())] == list(DICE_PRESETS)


@pytest.mark.parametrize("preset", list(DICE_PRESETS))
def test_a_preset_sets_the_engines_values(qtbot: Any, preset: str) -> None:
    d = dialog(qtbot)
    d.preset.setCurrentIndex(d.preset.findData(preset))
    assert d.option_values() == DiceRules.from_options(preset).options()
    assert d.changed_options() == {}
    assert d.setup().rules == DiceRules.preset(preset)


def test_dependent_options_are_disabled_while_their_option_is_off(qtbot: Any) -> None:
    d = dialog(qtbot)
    e = d.editors
    assert e["barrel_jump"].isEnabled() and not e["barrel_penalty"].isEnabled()
    e["barrel_fall"].set_value("penalty")
    assert e["barrel_penalty"].isEnabled()
    e["barrel_at"].set_value(0)
    for key in ("barrel_jump", "barrel_attempts", "barrel_collision", "barrel_fall",
                "barrel_penalty", "barrel_falls_zero"):
        assert not e[key].isEnabled() and not d.labels[key].isEnabled(), key
    assert not e["overshoot_penalty_every"].isEnabled()
    e["finish"].set_value("exact")
    assert e["overshoot_penalty_every"].isEnabled() and not e["overshoot_penalty"].isEnabled()
    e["overshoot_penalty_every"].set_value(3)
    assert e["overshoot_penalty"].isEnabled()
    assert not e["bolt_limit"].isEnabled()
    e["bolts"].set_value("bust")
    assert e["bolt_limit"].isEnabled() and e["bolt_penalty"].isEnabled()
    assert not e["dump_truck_value"].isEnabled()
    e["dump_truck"].set_value("on")
    assert e["dump_truck_value"].isEnabled()


def test_a_disabled_option_is_one_the_engine_ignores(qtbot: Any) -> None:
    """What the dialog disables really has no effect: the engine accepts any value there."""
    base = DiceRules.preset("classic", barrel_at=0).options()
    assert not applies("barrel_penalty", base)
    DiceRules.preset("classic", barrel_at=0, barrel_penalty=-35)     # accepted: no barrel
    with pytest.raises(DiceRulesError):
        DiceRules.preset("classic", barrel_fall="penalty", barrel_penalty=-35)


def test_invalid_rules_are_refused_with_the_engines_message(qtbot: Any) -> None:
    d = dialog(qtbot)
    d.editors["entry_threshold"].set_value(900)     # above the barrel at 850
    with pytest.raises(DiceRulesError) as err:
        d.rules()
    assert not d.start_button.isEnabled()
    assert d.error.isVisibleTo(d) and rules_error_text(err.value) in d.error.text()
    # the options by their shown names, not the engine's keys
    assert option_name("barrel_at") in d.error.text() and "barrel_at" not in d.error.text()
    d.accept()
    assert d.result() != DiceNewGameDialog.DialogCode.Accepted
    d.editors["entry_threshold"].set_value(75)
    assert d.start_button.isEnabled() and not d.error.isVisibleTo(d)


def test_pits_are_read_and_a_bad_one_is_named(qtbot: Any) -> None:
    assert parse_pairs("300-400, 750 – 900") == [[300, 400], [750, 900]]
    assert parse_pairs("  ") == []
    with pytest.raises(PairsError):
        parse_pairs("300 to 400")
    d = dialog(qtbot)
    d.editors["pits"].line.setText("300-400, 600-700")  # type: ignore[union-attr]
    assert d.setup().rules.pits == ((300, 400), (600, 700))
    d.editors["pits"].line.setText("300-400, abc")  # type: ignore[union-attr]
    assert not d.start_button.isEnabled() and "abc" in d.error.text()
    d.editors["pits"].line.setText("300-400, 350-500")  # type: ignore[union-attr]
    assert not d.start_button.isEnabled() and "overlap" in d.error.text()


def test_seats_two_to_eight_with_levels_and_unique_names(qtbot: Any) -> None:
    d = dialog(qtbot)
    d.count.setValue(8)
    assert all(d.name_edits[i].isVisibleTo(d) for i in range(8))
    d.name_edits[1].setText("Anna")
    d.name_edits[0].setText("Anna")
    d.set_seat(2, "computer", "hard")
    d.set_seat(3, "human", None)
    seats = d.setup().seats
    assert len(seats) == 8 and seats[0].name == "Anna" and seats[1].name == "Anna 2"
    assert seats[2] == SeatConfig("Vera", "computer", "hard")
    assert seats[3].kind == "human" and seats[3].level is None
    assert d.count.minimum() == 2 and d.count.maximum() == 8
    levels = [d.kind_boxes[0].itemData(i)[1] for i in range(1, d.kind_boxes[0].count())]
    assert levels == ["random", "easy", "normal", "hard"]


def test_the_first_player_is_drawn_shown_and_given(qtbot: Any) -> None:
    firsts = set()
    for seed in range(12):
        d = dialog(qtbot, {"players": 4}, seed=seed)
        first = d.setup().first_player
        assert 0 <= first < 4
        assert d.seat_names()[first] in d.first_label.text()
        firsts.add(first)
    assert len(firsts) > 1                   # drawn, not always the same seat
    d.name_edits[d.first_player].setText("Zhenya")
    assert "Zhenya" in d.first_label.text()
    d.count.setValue(2)
    assert d.first_player in (0, 1)


def test_the_choice_is_remembered(qtbot: Any, storage: Storage) -> None:
    d = dialog(qtbot)
    d.count.setValue(5)
    d.name_edits[4].setText("Egor")
    d.set_seat(4, "computer", "easy")
    d.preset.setCurrentIndex(d.preset.findData("barrel_900"))
    d.editors["bolts"].set_value("opening")
    settings = storage.load_settings()
    settings.dice_new_game = d.config()
    storage.save_settings(settings)
    again = dialog(qtbot, storage.load_settings().dice_new_game)
    assert again.players == 5 and again.name_edits[4].text() == "Egor"
    assert tuple(again.kind_boxes[4].currentData()) == ("computer", "easy")
    assert again.preset.currentData() == "barrel_900"
    assert again.setup().rules == DiceRules.preset("barrel_900", bolts="opening")


def test_a_damaged_remembered_choice_falls_back_to_the_defaults() -> None:
    cfg = clean_config({"players": 12, "preset": "nope", "options": {"target": 7},
                        "seats": [{"name": "", "kind": "computer", "level": "greedy"}]})
    assert cfg["players"] == 2 and cfg["preset"] == "classic" and cfg["options"] == {}
    assert cfg["seats"][0]["kind"] == "computer" and cfg["seats"][0]["level"] == "normal"
    assert clean_config("junk")["players"] == 2


def test_option_and_preset_words_take_their_numbers_from_the_engine(qapp: Any,
                                                                    monkeypatch: Any) -> None:
    """Scores in the explanations are the engine's keep values; a preset's name and
    description state the preset's own values: change them in the engine and the words
    follow (no number is written into a text or a translation)."""
    from thousand_app.dice.engine import DICE_OPTIONS, DiceRules
    from thousand_app.ui.dice import options as dice_options

    spec = {s.key: s for s in DICE_OPTIONS}
    assert dice_options.option_help(spec["straights"]) == "1-2-3-4-5 scores 125 and 2-3-4-5-6 scores 250."
    assert "plus 10." in dice_options.option_help(spec["quad_value"])
    assert dice_options.value_text(spec["quad_value"], "plus_ten") == "three of a kind + 10"
    assert dice_options.value_text(spec["five_ones"], "points") == "1000 points"
    assert dice_options.preset_name("barrel_900") == "Barrel at 900"
    assert dice_options.preset_help("classic").startswith("Entry 75, the barrel at 850,")
    assert "3 turns on it; a fall costs 100, and fall number 3" in dice_options.preset_help("barrel_900")
    values = {(1, 2, 3, 4, 5): 1125, (2, 3, 4, 5, 6): 1250, (2, 2, 2, 2): 1035, (2, 2, 2): 1020,
              (1, 1, 1, 1, 1): 5000}
    monkeypatch.setattr(dice_options, "keep_value", lambda keep, rules: values[tuple(keep)])
    real = DiceRules.preset
    monkeypatch.setattr(dice_options.DiceRules, "preset", staticmethod(
        lambda key, **kw: real(key, **kw).replace(entry_threshold=60, barrel_at=870, barrel_penalty=90)
        if key != "exact_thousand" else real(key, **kw)))
    assert dice_options.option_help(spec["straights"]) == "1-2-3-4-5 scores 1125 and 2-3-4-5-6 scores 1250."
    assert "plus 15." in dice_options.option_help(spec["quad_value"])
    assert dice_options.value_text(spec["quad_value"], "plus_ten") == "three of a kind + 15"
    assert dice_options.value_text(spec["five_ones"], "points") == "5000 points"
    assert dice_options.preset_name("barrel_900") == "Barrel at 870"
    assert dice_options.preset_help("classic").startswith("Entry 60, the barrel at 870,")
    assert "a fall costs 90" in dice_options.preset_help("barrel_900")


def test_rule_checks_are_said_in_the_dialogs_language(qtbot: Any) -> None:
    """Russian: target 150 with the barrel at 300 names both options by their Russian
    names, and no English sentence of the engine is shown."""
    from thousand_app.ui.common.i18n import Translations

    tr = Translations()
    try:
        tr.use("ru")
        d = dialog(qtbot)
        d.editors["target"].set_value(150)
        d.editors["barrel_at"].set_value(300)
        text = d.error.text()
        assert option_name("barrel_at") in text and option_name("target") in text
        assert "must" not in text and "barrel_at" not in text and "'" not in text
        assert "300" in text and "150" in text
        for options in ({"pits": [[300, 400], [350, 500]]}, {"pits": [[800, 900]]},
                        {"pits": [[0, 100]]}, {"dump_truck": "on", "dump_truck_value": 900},
                        {"entry_threshold": 77}, {"barrel_fall": "penalty", "barrel_penalty": 0}):
            with pytest.raises(DiceRulesError) as err:
                DiceRules.from_options("classic", options)
            said = rules_error_text(err.value)
            assert said != str(err.value) and "must" not in said, said
    finally:
        tr.use("en")


def test_the_card_dialogs_rule_checks_name_options_by_their_shown_names() -> None:
    from thousand_app.cards.engine import Rules, RulesError
    from thousand_app.ui.cards.newgame import rules_error_text as card_text
    from thousand_app.ui.cards.texts import option_label

    for options in ({"barrel_at": 900, "dump_truck_value": 900},
                    {"barrel_at": 879, "barrel_mode": "bid"}):
        with pytest.raises(RulesError) as err:
            Rules.from_options("classic", options)
        said = card_text(err.value)
        assert option_label("barrel_at") in said and "'barrel_at'" not in said, said


def test_a_card_number_out_of_step_says_what_the_option_takes() -> None:
    from thousand_app.cards.engine import Rules, RulesError
    from thousand_app.ui.cards.newgame import rules_error_text as card_text

    with pytest.raises(RulesError) as err:
        Rules.from_options("classic", {"barrel_attempts": 11})
    said = card_text(err.value)
    assert "11" in said and "10" in said and "'barrel_attempts'" not in said
