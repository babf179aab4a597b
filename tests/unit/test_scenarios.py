"""Scenario setup and deck preparation (2.1, 2.2)."""

import pytest

from fitl.asp import static
from fitl.errors import BadInput
from fitl.scenario import new_game
from fitl.view import View

COUPS = {125, 126, 127, 128, 129, 130}


def whole_deck(state):
    return [state.cards["current"]] + state.cards["deck"]


@pytest.mark.parametrize("scenario,piles,size", [("full", 6, 12), ("medium", 3, 12), ("short", 3, 8)])
def test_2_1_deck_is_piles_each_with_one_coup(scenario, piles, size):
    deck = whole_deck(new_game(scenario, seed=11))
    assert len(deck) == piles * (size + 1)
    for i in range(piles):
        pile = deck[i * (size + 1):(i + 1) * (size + 1)]
        assert sum(1 for c in pile if c in COUPS) == 1
    assert len(set(deck)) == len(deck)
    assert not any(static().cards[c]["kind"] == "pivotal" for c in deck)


def test_2_1_short_removes_a_failed_attempt_and_pivotals():
    s = new_game("short", seed=2)
    assert s.cards["leader_box"] == [125, 126]
    assert s.cards["pivotal"] == {}
    assert sorted(c for c in whole_deck(s) if c in COUPS) == [127, 128, 129]
    assert View.of(s).rvn_leader == "young_turks"


def test_2_4_1_medium_starts_with_ky():
    s = new_game("medium", seed=2)
    v = View.of(s)
    assert v.rvn_leader == "ky" and v.leader_cards == 3


def test_2_4_1_minh_is_not_a_card():
    v = View.of(new_game("full", seed=2))
    assert v.rvn_leader == "minh" and v.leader_cards == 0


def test_2_1_period_events_option_full():
    s = new_game("full", seed=4, options={"period_events": True})
    deck = whole_deck(s)
    periods = [1964, 1965, 1965, 1968, 1968, 1968]
    for i, period in enumerate(periods):
        pile = [c for c in deck[i * 13:(i + 1) * 13] if c not in COUPS]
        assert {static().cards[c]["period"] for c in pile} == {period}


def test_2_1_period_events_medium_capabilities_set_out():
    s = new_game("medium", seed=4, options={"period_events": True})
    assert s.capabilities == {31: "shaded", 104: "shaded", 34: "shaded", 28: "shaded",
                              8: "unshaded", 14: "unshaded"}
    assert not set(s.capabilities) & set(whole_deck(s))


def test_tournament_political_rhythm_puts_coups_low():
    for seed in range(5):
        deck = whole_deck(new_game("short", seed=seed, options={"political_rhythm": True}))
        for i in range(3):
            pile = deck[i * 9:(i + 1) * 9]
            pos = next(j for j, c in enumerate(pile) if c in COUPS)
            assert pos >= 9 - 5  # among the bottom 4 Event cards


def test_deck_depends_only_on_seed():
    assert whole_deck(new_game("full", seed=9)) == whole_deck(new_game("full", seed=9))
    assert whole_deck(new_game("full", seed=9)) != whole_deck(new_game("full", seed=10))


def test_tutorial_deck_top_to_bottom():
    s = new_game("tutorial", seed=123)
    assert whole_deck(s) == [107, 55, 68, 1, 97, 79, 101, 125, 75, 17, 51, 43, 112]
    assert s.cards["current"] == 107 and s.next_card == 55
    assert s.cards["pivotal"] == {"US": 121, "ARVN": 123, "NVA": 122, "VC": 124}


def test_unknown_scenario_is_bad_input():
    with pytest.raises(BadInput, match="unknown scenario"):
        new_game("nope")


def test_scenario_with_wrong_printed_control_is_refused(tmp_path):
    p = tmp_path / "bad.yaml"
    p.write_text("extends: full\nname: bad\nspaces:\n  hue:\n    control: NVA\n    pieces: {arvn_police: 1}\n")
    with pytest.raises(BadInput, match="spaces.hue.control"):
        new_game(str(p))
