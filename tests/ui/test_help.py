"""``thousand --help`` says what the app is (both games, network play, the other commands) in
the language of ``--language`` or of the environment."""

from __future__ import annotations

import pytest

from thousand_app.ui.common.app import help_language, parse_args


def help_text(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    with pytest.raises(SystemExit) as done:
        parse_args(["thousand", "--help", *args])
    assert done.value.code == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("language, words", [
    ("en", ("card game", "dice game", "network", "thousand-server", "thousand-replay")),
    ("ru", ("карточная игра", "кости", "по сети", "thousand-server", "thousand-replay")),
    ("uk", ("карткова гра", "кості", "через мережу", "thousand-server", "thousand-replay")),
    ("pl", ("gra karciana", "kości", "przez sieć", "thousand-server", "thousand-replay")),
])
def test_help_describes_both_games_and_network_play(capsys: pytest.CaptureFixture[str],
                                                    language: str,
                                                    words: tuple[str, ...]) -> None:
    text = help_text(capsys, "--language", language)
    flat = " ".join(text.split())
    assert all(w in flat for w in words), flat
    assert "--data-dir" in text and "--smoke-test" in text


def test_the_help_language_comes_from_the_option_then_the_environment() -> None:
    assert help_language(["--help", "--language", "uk"], {"LANG": "ru_RU.UTF-8"}) == "uk"
    assert help_language(["--language=pl", "-h"], {}) == "pl"
    assert help_language(["-h"], {"LANGUAGE": "ru:en", "LANG": "pl_PL.UTF-8"}) == "ru"
    assert help_language(["-h"], {"LC_ALL": "be_BY.UTF-8"}) == "ru"     # Belarusian: Russian
    assert help_language(["-h"], {"LANG": "de_DE.UTF-8"}) == "en"
    assert help_language(["-h"], {"LANG": "C.UTF-8", "LC_MESSAGES": "uk_UA"}) == "uk"


def test_a_run_without_help_parses_as_before() -> None:
    args = parse_args(["thousand", "--language", "ru", "--data-dir", "/tmp/x", "-platform",
                       "offscreen"])
    assert args.language == "ru" and args.data_dir == "/tmp/x" and not args.smoke_test
