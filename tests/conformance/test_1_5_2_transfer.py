"""1.5.2 Negotiation: the NVA and VC may give each other up to half their
Resources while one of them executes an Operation, Special Activity or Event
(ruling 250: `transfer(From, To, N)`, as the move begins); a Non-player
never does (8.1.2)."""

from tests.helpers import card_game, game, sections

LAOS = {"central_laos": {"pieces": {"nva_guerrilla_underground": 2, "nva_base": 1}}}


def nva(resources, **extra):
    return game(LAOS, first="NVA", resources={"ARVN": 30, **resources}, **extra)


def test_1_5_2_nva_gives_the_vc_up_to_half_its_resources_during_its_rally():
    g = nva({"NVA": 21, "VC": 5})                                # half of 21: 10; then Rally 1
    r = g.apply("rally(central_laos) transfer(nva, vc, 10)")
    assert r.state.resources == {"ARVN": 30, "NVA": 10, "VC": 15}
    assert sections(g.check("rally(central_laos) transfer(nva, vc, 11)")) == ["1.5.2"]


def test_1_5_2_the_other_insurgent_may_give_during_the_move():
    g = nva({"NVA": 10, "VC": 5})
    r = g.apply("rally(central_laos) transfer(vc, nva, 2)")
    assert r.state.resources == {"ARVN": 30, "NVA": 11, "VC": 3}
    assert sections(g.check("rally(central_laos) transfer(vc, nva, 3)")) == ["1.5.2"]


def test_1_5_2_given_as_the_move_begins_it_pays_the_operation_ruling_250():
    """The VC, with no Resources, cannot Terror (3.1); the NVA (10) gives it
    5 as the Terror begins, and the Terror costs 1 of them."""
    g = game({"quang_nam": {"pieces": {"vc_guerrilla_underground": 1}}}, first="VC",
             resources={"ARVN": 30, "NVA": 10, "VC": 0})
    assert sections(g.check("terror(quang_nam)")) == ["3.1"]
    r = g.apply("terror(quang_nam) transfer(nva, vc, 5)")
    assert r.state.resources == {"ARVN": 30, "NVA": 5, "VC": 4}
    assert sections(g.check("terror(quang_nam) transfer(nva, vc, 6)")) == ["1.5.2"]


def test_1_5_2_only_between_nva_and_vc_only_while_one_executes():
    g = nva({"NVA": 20, "VC": 5})
    assert sections(g.check("rally(central_laos) transfer(nva, arvn, 2)")) == ["1.5.2"]
    assert sections(g.check("pass transfer(nva, vc, 2)")) == ["1.5.2"]                   # a Pass executes nothing
    assert sections(g.check("rally(central_laos) transfer(nva, vc, 2) transfer(vc, nva, 1)")) == ["1.5.2"]
    us = game({"hue": {"pieces": {"us_troops": 2}}}, first="US", resources={"ARVN": 30, "NVA": 20, "VC": 5})
    assert sections(us.check("train(hue) transfer(nva, vc, 2)")) == ["1.5.2"]


def test_1_5_2_during_an_event_too():
    """Card 55 (shaded), NVA 1st Eligible: the NVA (20) gives the VC up to
    10; then +2 x Trail (1) to the NVA and VC each."""
    g = card_game(55, resources={"ARVN": 30, "NVA": 20, "VC": 5})
    assert g.turn().to_act == "NVA"
    r = g.apply("event(shaded) transfer(nva, vc, 10)")
    assert r.state.resources == {"ARVN": 30, "NVA": 12, "VC": 17}
    assert sections(g.check("event(shaded) transfer(nva, vc, 11)")) == ["1.5.2"]


def test_1_5_2_no_more_than_75_1_8():
    g = nva({"NVA": 20, "VC": 70})
    assert g.check("rally(central_laos) transfer(nva, vc, 5)") == []
    assert sections(g.check("rally(central_laos) transfer(nva, vc, 6)")) == ["1.8"]


def test_8_1_2_a_non_player_takes_part_in_no_transfer():
    g = nva({"NVA": 20, "VC": 5}, nonplayers={"VC": {}})
    assert sections(g.check("rally(central_laos) transfer(nva, vc, 2)")) == ["8.1.2"]
    assert sections(g.check("rally(central_laos) transfer(vc, nva, 2)")) == ["8.1.2"]
    assert g.check("rally(central_laos)") == []


def test_1_5_2_legal_never_offers_a_transfer_but_judges_one_named():
    g = nva({"NVA": 20, "VC": 5})
    assert "transfer" not in g.legal("rally(central_laos)")
    assert "rally" in g.legal("transfer(nva, vc, 10)")
    assert "pass" not in g.legal("transfer(nva, vc, 2)")            # not with a Pass
    assert g.legal("transfer(nva, vc, 11)") == {}                    # more than half: nothing completes it
