"""The Non-player framework (section 8): the state key, the flowchart as the
rules state it, the walk, and 8.1's full Operation for a Limited one."""

import pytest

from fitl.errors import BadInput, FitlError
from fitl.game import Game
from fitl.nonplayer import NonPlayerAgent, decide
from fitl.nonplayer.flowchart import flowchart
from fitl.state import State

from .positions import position


def test_nonplayers_state_key_round_trip():
    """The nonplayers key: which Factions are Non-players, and their memory."""
    st = Game.new("full", seed=1).state.clone()
    st.nonplayers = {"VC": {"event_next": True}}
    again = State.from_dict(st.to_dict())
    assert again.nonplayers == {"VC": {"event_next": True}}
    assert "nonplayer(vc)." in Game(again).state_facts()


@pytest.mark.parametrize("bad, where", [({"XX": {}}, "nonplayers"), ({"VC": {"nope": True}}, "nonplayers.VC"),
                                        ({"VC": {"event_next": 3}}, "nonplayers.VC.event_next")])
def test_nonplayers_state_key_checked(bad, where):
    d = Game.new("full", seed=1).state.to_dict()
    d["nonplayers"] = bad
    with pytest.raises(BadInput, match=where):
        State.from_dict(d)


def test_state_file_without_nonplayers_key_loads(tmp_path):
    """A state file written before the key existed is read with no Non-players."""
    d = Game.new("full", seed=1).state.to_dict()
    del d["nonplayers"]
    import yaml
    path = tmp_path / "old.yaml"
    path.write_text(yaml.safe_dump(d))
    assert State.load(path).nonplayers == {}


def test_flowchart_read_from_the_rules():
    """8.5: the VC flowchart's backbone Terror? -> Event/Pass? -> Rally? -> March -> Attack."""
    chart = flowchart("VC")
    assert chart.start == "terror_q"
    assert chart.branch[("terror_q", "no")] == "look_ahead"
    assert chart.if_none["rally"] == ["march", "attack", "pass"]
    assert chart.if_none["march"] == ["attack", "rally", "pass"]
    # 8.5.3: a Rally at 0 Resources Taxes first; one that hits 0 while
    # Rallying Taxes then and goes on (ruling 197); else Tax or Subvert after.
    assert chart.sas["rally"] == ["tax_first", "tax_midway", "tax", "subvert"]
    assert chart.sa_order[("rally", "tax_first")] == "sa_first"
    assert chart.sa_order[("rally", "tax_midway")] == "sa_midway"


def test_no_flowchart_is_a_clear_error():
    with pytest.raises(FitlError, match="no Non-player flowchart for XX"):
        flowchart("XX")


def test_nonplayer_second_eligible_does_full_op_and_sa_8_1():
    """8.1: offered a Limited Operation, a Non-player does a full Operation with
    a Special Activity instead (a player gets a LimOp only)."""
    g = position({"quang_nam": {"pieces": {"vc_guerrilla_underground": 2}},
                  "quang_tin_quang_ngai": {"pieces": {"vc_guerrilla_underground": 2}},
                  "kien_phong": {"pieces": {"vc_guerrilla_underground": 1}}}, resources={"VC": 5})
    st = g.state.clone()
    st.eligibility = {"US": "ineligible", "ARVN": "ineligible", "NVA": "eligible", "VC": "eligible"}
    st.turn["acted"] = [{"faction": "NVA", "position": 1, "did": "op"}]
    move = "rally(quang_nam) rally(kien_phong) tax(quang_tin_quang_ngai)"
    assert Game(st).turn().to_act == "VC"
    assert Game(st).check(move) == []
    st.nonplayers = {}
    assert Game(st).check(move) != []


def test_decision_is_replayable_and_deterministic():
    """8.2: the same position, the same seed: the same decision."""
    g = Game.new("full", seed=3)
    st = g.state.clone()
    st.nonplayers = {"VC": {}}
    a, b = decide(Game(st), "VC"), decide(Game(st), "VC")
    assert a.move == b.move and a.path == b.path


def test_agent_applies_its_move():
    g = position({"quang_nam": {"pieces": {"vc_guerrilla_underground": 1}, "support": "passive_support"}},
                 resources={"VC": 3})
    move, result = NonPlayerAgent().decide(g, "VC")
    assert move == "terror(quang_nam)"
    assert result.state.spaces["quang_nam"].get("support", "neutral") == "neutral"      # 3.3.4: one level


def test_scripts_keep_the_nonplayers_and_check_them():
    from fitl.replay import Script
    s = Script.from_dict({"scenario": "short", "nonplayers": ["VC"], "cards": []})
    assert s.nonplayers == ["VC"]
    with pytest.raises(BadInput, match="nonplayers"):
        Script.from_dict({"scenario": "short", "nonplayers": ["XX"], "cards": []})
