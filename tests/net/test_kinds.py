"""What each game gives network play through its GameKind: JSON observations and events,
actions in record notation, rules, a new game; the same calls for both games."""

from __future__ import annotations

import json
import random
from typing import Any, Iterator

import pytest

from thousand_app.kinds import REGISTRY


def play(kind: Any, rules: Any, seed: int) -> Iterator[tuple[Any, list[Any]]]:
    """A game of three seats moving at random through the kind's JSON: (game, events) after
    every step, the moves checked on the way."""
    game = kind.new_game(rules, ["A", "B", "C"])
    rng = random.Random(seed)
    steps = 0
    while not game.is_over and steps < 400:
        steps += 1
        if game.chance_pending:
            events = game.apply(game.sample_chance(rng))
        else:
            seat = game.to_act
            obs = kind.codec().observation_json(game.observation(seat))
            assert obs["legal_actions"]
            text = rng.choice(obs["legal_actions"])
            action = kind.parse_action(text, seat)
            assert kind.action_text(action) == text and game.reason(action) is None
            events = game.apply(action)
        yield game, events


@pytest.mark.parametrize("name", ["cards", "dice"])
def test_a_game_played_through_its_kind_is_plain_json_for_every_seat(name: str) -> None:
    kind = REGISTRY.get(name)
    rules = kind.rules_from_json(kind.rules_to_json(kind.rules_from_json({"preset": "classic"})))
    for game, events in play(kind, rules, 5):
        for s in range(3):
            json.dumps(kind.codec().observation_json(game.observation(s)), allow_nan=False)
            json.dumps(kind.codec().events_json(events, s), allow_nan=False)
    record = kind.files.to_record(game)
    assert "seed" not in record
    assert list(kind.files.replay(json.loads(json.dumps(record))).totals) == list(game.totals)


def test_chance_and_other_seats_moves_are_not_a_seats_to_send() -> None:
    cards, dice = REGISTRY.get("cards"), REGISTRY.get("dice")
    with pytest.raises(ValueError):
        cards.parse_action("1 play QS", 0)
    with pytest.raises(ValueError):
        dice.parse_action("throw 1 1 1 1 1", 0)
    assert str(dice.parse_action("roll", 0)) == "roll"
    with pytest.raises(ValueError):
        cards.rules_from_json({"preset": "nope"})
    with pytest.raises(ValueError):
        dice.rules_from_json([])


def test_a_card_seat_sees_only_its_own_hand_in_the_deal() -> None:
    kind = REGISTRY.get("cards")
    game = kind.new_game(kind.rules_from_json({"preset": "classic"}), ["A", "B", "C"])
    events = game.apply(game.sample_chance(random.Random(1)))
    for seat in range(3):
        dealt = kind.codec().events_json(events, seat)[0]
        assert dealt["type"] == "Dealt"
        assert [h is not None for h in dealt["hands"]] == [s == seat for s in range(3)]
        assert kind.codec().observation_json(game.observation(seat))["talon"] is None


@pytest.mark.parametrize("name", ["cards", "dice"])
def test_observations_and_events_read_back_as_the_engines_own(name: str) -> None:
    """What a remote seat's screen gets: the host's JSON read back into the engine's own
    observation and events (the screens draw those), equal to what a local seat sees."""
    import dataclasses

    kind = REGISTRY.get(name)
    rules = kind.rules_from_json({"preset": "classic"})
    for game, events in play(kind, rules, 7):
        for s in range(3):
            obs = game.observation(s)
            sent = json.loads(json.dumps(kind.codec().observation_json(obs)))
            back = kind.codec().observation_from_json(sent, rules)
            assert type(back) is type(obs) and kind.codec().observation_json(back) == sent
            if name == "cards":
                assert back == dataclasses.replace(obs, events=())
            else:
                assert back == dataclasses.replace(obs, legal_actions=tuple(
                    a for a in obs.legal_actions if kind.action_text(a) in sent["legal_actions"]))
            shown = json.loads(json.dumps(kind.codec().events_json(events, s)))
            read = kind.codec().events_from_json(shown)
            assert kind.codec().events_json(read, s) == shown
            assert [type(e).__name__ for e in read] == [e["type"] for e in shown]


def test_a_dice_observations_stop_reason_reads_back_with_its_code() -> None:
    """The dice seat's Stop tooltip is worded by the reason's code: the code and its numbers
    travel in the observation's JSON (not only the English)."""
    from thousand_app.dice.engine import Keep, Throw

    kind = REGISTRY.get("dice")
    rules = kind.rules_from_json({"preset": "classic", "options": {"entry_threshold": 75}})
    game = kind.new_game(rules, ["A", "B"])
    game.apply(Throw((5, 2, 3, 4, 6)))
    game.apply(Keep((5,)))
    obs = game.observation(0)
    data = json.loads(json.dumps(kind.codec().observation_json(obs)))
    back = kind.codec().observation_from_json(data, rules)
    assert (back.stop_reason.code, back.stop_reason.params) == ("not_entered", (75, 5))
    assert back.stop_reason == obs.stop_reason


def test_the_card_games_json_cache_never_serves_another_games_fields() -> None:
    """The card game's observation JSON (``games.jsonview.LastFields``) keeps each game's
    last fields by the game's own tuple of names, which the entry holds: an entry found under the tuple's ``id`` that holds
    another (a freed game's, whose ``id`` went on to this one) is not used.  A value equal
    to the one kept but of other types inside (floats for ints here) would otherwise come
    out as the other game's JSON."""
    import dataclasses

    from thousand_app.cards import kind as cards_kind

    kind = REGISTRY.get("cards")
    game = kind.new_game(kind.rules_from_json({"preset": "classic"}), ["A", "B", "C"])
    game.apply(game.sample_chance(random.Random(1)))
    obs = dataclasses.replace(game.observation(0), tricks_won=(0.0, 0.0, 0.0))
    cards_kind._observation_json(game.observation(0))
    held, _ = cards_kind._LAST._kept[id(game.players)]
    assert held is game.players     # (held: its id is no other game's while it is kept)
    stale = {"tricks_won": ((0, 0, 0), [0, 0, 0])}
    cards_kind._LAST._kept[id(obs.players)] = (("a freed", "game's"), {-1: stale, 0: stale})
    got = cards_kind._observation_json(obs)
    assert [type(x) for x in got["tricks_won"]] == [float] * 3
    assert cards_kind._LAST._kept[id(obs.players)][0] is obs.players


def test_an_event_every_seat_sees_alike_is_written_once_for_all() -> None:
    """Issue 33, the host's CPU a move: the card game writes the JSON of an event that
    every seat sees alike once for all the seats (the same data, which nobody changes); an
    event redacted for a seat is its own."""
    from thousand_app.cards.kind import _events_json

    kind = REGISTRY.get("cards")
    game = kind.new_game(kind.rules_from_json({"preset": "classic"}), ["A", "B", "C"])
    dealt = game.apply(game.sample_chance(random.Random(2)))
    seen = [_events_json(dealt, seat) for seat in range(3)]
    assert seen[0] != seen[1] and seen[0] == _events_json(dealt, 0)   # (each its own hand)
    rng = random.Random(3)
    while True:
        assert not game.chance_pending and game.to_act is not None
        events = game.apply(rng.choice(game.observation(game.to_act).legal_actions))
        if events and all(type(e).__name__ in ("BidMade", "Passed") for e in events):
            break
    docs = [_events_json(events, seat) for seat in range(3)]
    assert docs[0] == docs[1] == docs[2] and docs[0][0] is docs[1][0] is docs[2][0]
    assert docs[0][0]["type"] == type(events[0]).__name__


def test_the_card_games_record_of_the_deals_over_writes_each_deal_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 33, the host's CPU: the record sent when one more deal is over is the whole
    game's record less the deal in progress, as ever, but each deal over is written once
    (the whole game was written again at the end of every deal)."""
    from thousand_app.cards import kind as cards_kind
    from thousand_app.cards.engine import to_record

    written: list[int] = []

    def counted(game: Any) -> Any:
        written.append(len(game.deals))
        return to_record(game)
    monkeypatch.setattr(cards_kind, "to_record", counted)
    kind = REGISTRY.get("cards")
    game = kind.new_game(kind.rules_from_json({"preset": "classic"}), ["A", "B", "C"])
    rng = random.Random(4)
    calls = 0
    while len(game.deals) < 8 and not game.is_over:
        game.apply(game.sample_chance(rng) if game.chance_pending
                   else rng.choice(game.observation(game.to_act).legal_actions))
        if game.deal_state is None or game.chance_pending:
            continue
        whole = to_record(game)
        whole["deals"] = whole["deals"][:-1]
        assert kind.codec().finished_record(game) == whole
        calls += 1
    assert len(game.deals) >= 8
    assert sum(written) <= len(game.deals) + calls     # (the deals over once, then the new)
