"""1.5.2 Negotiation: the NVA and VC may give each other up to half their
Resources while one of them executes an Operation, Special Activity or Event
(ruling 250: `transfer(From, To, N)`, once the rest of the move is done);
a Non-player never does (8.1.2)."""

from tests.helpers import card_game, game, sections

LAOS = {"central_laos": {"pieces": {"nva_guerrilla_underground": 2, "nva_base": 1}}}


def nva(resources, **extra):
    return game(LAOS, first="NVA", resources={"ARVN": 30, **resources}, **extra)


def test_1_5_2_nva_gives_the_vc_up_to_half_its_resources_during_its_rally():
    g = nva({"NVA": 21, "VC": 5})                                # Rally 1: 20 left, half 10
    r = g.apply("rally(central_laos) transfer(nva, vc, 10)")
    assert r.state.resources == {"ARVN": 30, "NVA": 10, "VC": 15}
    assert sections(g.check("rally(central_laos) transfer(nva, vc, 11)")) == ["1.5.2"]


def test_1_5_2_the_other_insurgent_may_give_during_the_move():
    g = nva({"NVA": 10, "VC": 5})
    r = g.apply("rally(central_laos) transfer(vc, nva, 2)")
    assert r.state.resources == {"ARVN": 30, "NVA": 11, "VC": 3}
    assert sections(g.check("rally(central_laos) transfer(vc, nva, 3)")) == ["1.5.2"]


def test_1_5_2_half_of_what_the_giver_holds_once_the_move_is_done_ruling_250():
    """The VC (2 Resources) Terror (1) and Tax Binh Dinh (Population 2: +4,
    4.5.1): 5 at the end of the move, so up to 2 may go to the NVA."""
    spaces = {"quang_nam": {"pieces": {"vc_guerrilla_underground": 1}},
              "binh_dinh": {"pieces": {"vc_guerrilla_underground": 1}}}
    g = game(spaces, first="VC", resources={"ARVN": 30, "NVA": 10, "VC": 2})
    r = g.apply("terror(quang_nam) tax(binh_dinh) transfer(vc, nva, 2)")
    assert r.state.resources == {"ARVN": 30, "NVA": 12, "VC": 3}
    assert sections(g.check("terror(quang_nam) tax(binh_dinh) transfer(vc, nva, 3)")) == ["1.5.2"]


def test_1_5_2_only_between_nva_and_vc_only_while_one_executes():
    g = nva({"NVA": 20, "VC": 5})
    assert sections(g.check("rally(central_laos) transfer(nva, arvn, 2)")) == ["1.5.2"]
    assert sections(g.check("pass transfer(nva, vc, 2)")) == ["1.5.2"]                   # a Pass executes nothing
    assert sections(g.check("rally(central_laos) transfer(nva, vc, 2) transfer(vc, nva, 1)")) == ["1.5.2"]
    us = game({"hue": {"pieces": {"us_troops": 2}}}, first="US", resources={"ARVN": 30, "NVA": 20, "VC": 5})
    assert sections(us.check("train(hue) transfer(nva, vc, 2)")) == ["1.5.2"]


def test_1_5_2_during_an_event_too():
    """Card 55 (shaded), NVA 1st Eligible: +2 x Trail (1) to the NVA and VC
    each; then the NVA (22) gives the VC up to 11."""
    g = card_game(55, resources={"ARVN": 30, "NVA": 20, "VC": 5})
    assert g.turn().to_act == "NVA"
    r = g.apply("event(shaded) transfer(nva, vc, 11)")
    assert r.state.resources == {"ARVN": 30, "NVA": 11, "VC": 18}
    assert sections(g.check("event(shaded) transfer(nva, vc, 12)")) == ["1.5.2"]


def test_1_5_2_no_more_than_75_1_8():
    g = nva({"NVA": 21, "VC": 70})
    assert g.check("rally(central_laos) transfer(nva, vc, 5)") == []
    assert sections(g.check("rally(central_laos) transfer(nva, vc, 6)")) == ["1.8"]


def test_8_1_2_a_non_player_takes_part_in_no_transfer():
    g = nva({"NVA": 20, "VC": 5}, nonplayers={"VC": {}})
    assert sections(g.check("rally(central_laos) transfer(nva, vc, 2)")) == ["8.1.2"]
    assert g.check("rally(central_laos)") == []


def test_1_5_2_legal_never_offers_a_transfer_but_takes_one_named():
    g = nva({"NVA": 20, "VC": 5})
    assert not [k for k in g.legal("rally(central_laos)") if k == "transfer"]
    assert "rally" in g.legal("transfer(nva, vc, 2)")
    assert "rally" in g.legal("transfer(nva, vc, 11)")              # the amount is check's (ruling 250)
    assert "pass" not in g.legal("transfer(nva, vc, 2)")            # not with a Pass
