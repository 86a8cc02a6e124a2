"""The observation says what lies on the table: the talons, the dead hand, what the declarer
still lays aside or passes (issue 26), so that the table and the computer players read it
instead of working it out from the rules."""

from __future__ import annotations

import random

import pytest

from thousand_app.cards.engine import DEAD, Discard, Game, Give, Phase, Rules

SETUPS = [(3, {}), (4, {}), (2, {"two_player_mode": "two_talons"}),
          (2, {"two_player_mode": "dead_hand"})]


@pytest.mark.parametrize("n, options", SETUPS, ids=["3", "4", "two_talons", "dead_hand"])
def test_the_table_as_every_seat_sees_it(n: int, options: dict[str, str]) -> None:
    rules = Rules.preset("classic", **options)
    seen_spare = seen_aside = seen_pass = seen_dead = False
    for seed in range(8):
        rng = random.Random(seed)
        game = Game(rules, n, seed=seed)
        while len(game.history) < 3 and not game.is_over:
            if game.needs_deal:
                game.deal()
                continue
            loc = game.card_locations()
            assert loc is not None
            on_table = sum(t.bit_count() for t in loc.talons) + loc.spare.bit_count()
            for s in range(n):
                obs = game.observation(s)
                assert sum(obs.talons_on_table) == on_table
                assert len(obs.talons_on_table) in (0, len(rules.talon_sizes(n)))
                assert obs.dead_hand_size == loc.dead.bit_count()
                seen_dead |= obs.dead_hand_size > 7
                if obs.phase in (Phase.BIDDING, Phase.TAKE):
                    assert obs.talons_on_table == rules.talon_sizes(n)
                elif rules.two_talons(n):
                    assert obs.talon_index is not None
                    assert obs.talons_on_table[obs.talon_index] == 0
                    seen_spare = True
                else:
                    assert obs.talons_on_table == ()
                # What the declarer still lays aside or passes, as his legal moves say.
                legal = game.legal_actions(s)
                discards = any(isinstance(a, Discard) for a in legal)
                assert discards == (obs.to_lay_aside > 0 and s == obs.declarer
                                    and obs.phase == Phase.PASSING)
                if discards:
                    assert obs.to_lay_aside == 2 - len(obs.discards)
                    seen_aside = True
                targets = list(dict.fromkeys(a.to for a in legal if isinstance(a, Give)))
                if s == obs.declarer and obs.phase == Phase.PASSING:
                    assert targets == list(obs.pass_targets)
                    seen_pass |= bool(targets)
                    assert (DEAD in obs.pass_targets) == (rules.dead_hand(n)
                                                          and all(t != DEAD for _, t in obs.given))
                else:
                    assert not targets
            game.apply(rng.choice(game.legal_actions()))
        # Between deals no talon lies on the table, unless no one took it.
        obs = game.observation(0)
        if game.needs_deal and obs.declarer is not None and not rules.two_talons(n):
            assert obs.talons_on_table == ()
    assert seen_spare == rules.two_talons(n)
    assert seen_aside == rules.two_talons(n)
    assert seen_pass == (not rules.two_talons(n))
    assert seen_dead == rules.dead_hand(n)
