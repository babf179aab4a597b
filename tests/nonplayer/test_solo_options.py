"""8.9's options: the Easy option (a Non-player's Limited Operation in 1
space, without a Special Activity, against 8.1), Difficulty Option A's
Capabilities at set-up, the Coup Rounds Option B counts (6.0), and the
state's one_player options checked."""

import pytest

from fitl.errors import BadInput
from fitl.game import Game
from fitl.state import State

from .positions import ask, position, walk

U = "vc_guerrilla_underground"
# VC Terror is possible in Binh Dinh (Population 2) and Quang Nam (1), both
# Neutral; Subvert in Kien Phong (ARVN Police with an Underground Guerrilla).
SPACES = {"quang_nam": {"pieces": {U: 2}}, "binh_dinh": {"pieces": {U: 2}},
          "kien_phong": {"pieces": {U: 1, "arvn_police": 2}, "support": "active_opposition"}}


def _second_vc(options):
    """VC, a Non-player, 2nd Eligible after an NVA Operation: the sequence of
    play offers it a Limited Operation (2.3.4)."""
    return position(SPACES, resources={"VC": 5}, second=True, nonplayers=("US", "ARVN", "VC"), options=options)


def test_8_1_nonplayer_limop_is_a_full_operation_with_special_activity():
    """8.1 (no Easy option): Terror in both spaces and Subvert (a move is a
    set of atoms: their order in the text is the solver's)."""
    move, _ = walk(_second_vc({"one_player": True}), rolls={"terror_q": 2})
    assert sorted(move.split()) == sorted(["terror(quang_nam)", "terror(binh_dinh)", "subvert(kien_phong)",
                                           "remove(subvert,kien_phong,arvn_police,2)"])


def test_8_9_easy_option_limop_first_space_no_special_activity():
    """8.9 Easy option: the Limited Operation in the first space the
    priorities select (8.5.1: highest Population first, Binh Dinh), and no
    Special Activity."""
    g = _second_vc({"one_player": True, "one_player_easy": True})
    move, _ = walk(g, rolls={"terror_q": 2})
    assert move == "terror(binh_dinh)"
    assert g.check(move) == []


def test_8_9_easy_option_questions_ask_of_the_1_space_operation():
    """8.5.1's question (Terror shifting at least 2d6 Population, here 3) is
    asked of the Operation the Non-player may carry out: 1 + 2 = 3 for the
    full Operation (8.1), only 2 for the Easy option's 1 space, so the VC go
    on down the flowchart instead (docs/rulings.md 195)."""
    assert ask(_second_vc({"one_player": True}), "terror_q", roll=3) == "yes"
    assert ask(_second_vc({"one_player": True, "one_player_easy": True}), "terror_q", roll=3) == "no"


def test_8_9_option_a_counterinsurgent_player_gets_the_shaded_medium_capabilities():
    """Option A, the player as US+ARVN in the Full scenario: the Medium
    scenario's shaded Capabilities AAA (31), Main Force Bns (104), SA-2s
    (34), Search and Destroy (28), out of the deck."""
    g = Game.new("full", seed=4, options={"one_player": True, "one_player_a": True}, nonplayers=["NVA", "VC"])
    assert g.state.capabilities == {28: "shaded", 31: "shaded", 34: "shaded", 104: "shaded"}
    assert not {28, 31, 34, 104} & set(g.state.cards["deck"] + [g.state.cards["current"]])


def test_8_9_option_a_insurgent_player_gets_the_unshaded_ones():
    """Option A, the player as the NVA alone: Arc Light (8) and M-48 Patton
    (14) unshaded, whatever the scenario (Short, without Period Events)."""
    g = Game.new("short", seed=4, options={"one_player": True, "one_player_a": True}, nonplayers=["US", "ARVN", "VC"])
    assert g.state.capabilities == {8: "unshaded", 14: "unshaded"}


def test_8_9_option_a_adds_to_the_period_events_capabilities():
    """With the Period Events option the Short scenario sets out shaded AAA
    (2.1); Option A for an Insurgent player adds its unshaded ones
    (docs/rulings.md 187)."""
    g = Game.new("short", seed=4, options={"period_events": True, "one_player": True, "one_player_a": True},
                 nonplayers=["US", "ARVN"])
    assert g.state.capabilities == {8: "unshaded", 14: "unshaded", 31: "shaded"}


def test_6_0_coup_rounds_counted_as_each_round_begins():
    """A Coup card's Round begins: 1 more Coup Round (6.0)."""
    g = position({}, coup="coup_card", nonplayers=())
    assert g.state.coup_rounds == 0
    assert g.apply("coup").state.coup_rounds == 1


def test_6_0_a_coup_card_right_after_another_is_no_round():
    """6.0: a Coup card played right after another has no Coup Round: not counted."""
    g = position({}, coup="coup_card", nonplayers=(), coup_rounds=3, deck=[1, 2])
    d = g.state.to_dict()
    d["cards"]["previous"] = 126
    g = Game(State.from_dict(d))
    assert g.apply("coup").state.coup_rounds == 3


def _state(**changes):
    d = Game.new("short", seed=1).state.to_dict()
    d.update(changes)
    return d


@pytest.mark.parametrize("changes, where", [
    ({"options": {"one_player": True}, "nonplayers": {"US": {}, "VC": {}}}, "nonplayers"),
    ({"options": {"one_player": True}}, "nonplayers"),
    ({"options": {"one_player_b": True}}, "options.one_player_b"),
    ({"options": {"one_player": True, "sovereignty": True}, "nonplayers": {"NVA": {}, "VC": {}}},
     "options.sovereignty"),
    ({"options": {"one_player": True, "deception": True}, "nonplayers": {"ARVN": {}, "NVA": {}, "VC": {}}},
     "options.deception"),
    ({"options": {"one_player": True, "handicap": {"US": ["hidden_asset", "empty_threat"]}},
      "nonplayers": {"NVA": {}, "VC": {}}}, "options.handicap"),
    ({"coup_rounds": -1}, "coup_rounds"),
    ({"game_over": {"ranking": ["US"], "margins": {"US": 1},
                    "one_player": {"winner": "COIN", "result": 3, "outcome": "soldiering_on"}}},
     "game_over.one_player.winner"),
])
def test_8_9_state_one_player_checked(changes, where):
    """8.9 (1.5): the player plays US and ARVN, NVA and VC, or one Faction;
    the options of the 1-player game need it; the No Non-Player options
    (1.5) and the Victory Deception and Handicap options (7.3: 3- or
    4-player games) do not go with it; the end names a known winner."""
    with pytest.raises(BadInput) as err:
        State.from_dict(_state(**changes))
    assert where in str(err.value)


def test_8_9_one_player_state_round_trips():
    g = Game.new("short", seed=2, options={"one_player": True, "one_player_b": True}, nonplayers=["US", "ARVN", "NVA"])
    again = State.from_dict(g.state.to_dict())
    assert again == g.state and again.options == {"one_player": True, "one_player_b": True}
