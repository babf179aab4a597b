"""The Playbook tutorial's Turn 1 (seed 003, 1st edition): the choices the
narrative says the ARVN had and had not, on the position after the VC Event
and the NVA Pass (tests/e2e/test_tutorial_turn1.py replays the turn itself).
Rules 3.2.1, 4.1.1, 4.3.1, 6.3.1, 1.9."""

from pathlib import Path

import pytest

from fitl.replay import Script, replay
from helpers import sections

SCRIPT = Path(__file__).resolve().parents[2] / "scenarios" / "tutorial-playbook.yaml"
TRAIN = "train(saigon) train(saigon, arvn_troops, 6)"


@pytest.fixture(scope="module")
def turn1():
    """The Result of each step of Turn 1."""
    seen = []
    replay(Script.load(SCRIPT), cards=1, on_step=lambda s, r: seen.append(r))
    return seen


@pytest.fixture(scope="module")
def arvn_turn(turn1):
    """The Game with the ARVN to act as 2nd Eligible on Burning Bonze."""
    g = turn1[1].game
    assert g.turn().to_act == "ARVN"
    return g


def test_1_9_tutorial_example_setup_nva_control_counts_only_its_4_bases(turn1):
    """The setup notes: the NVA Control North Vietnam and three Laos/Cambodia
    Jungles, all Population 0, so the NVA marker (Control + Bases, 1.9) starts
    at 4, its 4 Bases; the US at 38; each Faction holds its Pivotal Event
    (2.3.8); Minh is the RVN Leader (2.4.1)."""
    from fitl.game import Game
    v = Game(turn1[0].before).view()
    assert sorted(s for s, c in v.control.items() if c == "NVA") == [
        "central_laos", "north_vietnam", "southern_laos", "the_parrots_beak"]
    assert v.score["NVA"] == 4 and v.score["US"] == 38
    assert turn1[0].before.cards["pivotal"] == {"US": 121, "ARVN": 123, "NVA": 122, "VC": 124}
    assert v.rvn_leader == "minh"


def test_3_2_1_tutorial_example_other_spaces_without_nva_control_could_train(arvn_turn):
    """Other Cities or Provinces without NVA Control could have been Trained
    in; the NVA-Controlled Laos and Cambodia Jungles and North Vietnam not."""
    offered = arvn_turn.legal("")["train"]
    for city in ("hue", "da_nang", "kontum", "qui_nhon", "cam_ranh", "an_loc", "saigon", "can_tho"):
        assert f"train({city})" in offered
    for nva in ("north_vietnam", "central_laos", "southern_laos", "the_parrots_beak"):
        assert f"train({nva})" not in offered
    assert "3.2.1" in sections(arvn_turn.check("train(central_laos) train(central_laos, arvn_ranger, 1)"))


def test_3_2_1_tutorial_example_saigon_1_2_rangers_or_1_6_cubes(arvn_turn):
    """In a City, 1-2 Rangers or 1-6 cubes (Police could replace Troops)."""
    g = arvn_turn
    assert g.check("train(saigon) train(saigon, arvn_ranger, 2)") == []
    assert g.check("train(saigon) train(saigon, arvn_troops, 4) train(saigon, arvn_police, 2)") == []
    assert "3.2.1" in sections(g.check("train(saigon) train(saigon, arvn_troops, 7)"))
    assert "3.2.1" in sections(g.check("train(saigon) train(saigon, arvn_ranger, 1) train(saigon, arvn_troops, 1)"))


def test_4_3_1_tutorial_example_govern_never_saigon_nor_hue_at_neutral_and_no_raid_with_train(arvn_turn):
    g = arvn_turn
    why = g.check(TRAIN + " govern(saigon, aid)")
    assert sections(why) == ["4.3.1"]
    assert any("never in Saigon" in text for _, text in why) and any("Training" in text for _, text in why)
    assert any("no Support" in text for _, text in g.check(TRAIN + " govern(hue, aid)"))
    assert sections(g.check(TRAIN + " raid(saigon)")) == ["4.1.1"]
    assert g.legal(TRAIN)["special_activity"] == ["special_activity(govern)", "special_activity(transport)"]


def test_6_3_1_tutorial_example_a_second_pacify_level_for_3_more(arvn_turn):
    """The ARVN could have paid 3 more for Active Support in Saigon, bringing
    the US 6 points closer (Support + Available, 1.9): 44 and ARVN 21."""
    r = arvn_turn.apply(TRAIN + " pacify(saigon, 2) govern(an_loc, aid) govern(can_tho, aid)")
    assert r.state.spaces["saigon"]["support"] == "active_support"
    assert r.state.resources["ARVN"] == 30 - 3 - 3 - 3
    assert r.game.view().score["US"] == 44
    assert r.state.aid == 14
    assert r.card_done                                  # the US can do nothing, not even Pass (2.3.6)
