"""Card 86 Mandate of Heaven (5.3 Capability, 4.3.1 Govern; more in test_op_capabilities.py)."""

from tests.helpers import game, sections

GOVERN = {"an_loc": {"pieces": {"arvn_police": 2}, "support": "passive_support"},
          "can_tho": {"pieces": {"arvn_police": 2}, "support": "passive_support"}}
BOTH = "train(saigon) train(saigon, arvn_police, 1) govern(an_loc, patronage) govern(can_tho, patronage)"


def test_86_unshaded_only_1_govern_space_keeps_its_support_5_3():
    g = game(GOVERN, first="ARVN", capabilities={86: "unshaded"})
    assert sections(g.check(BOTH + " mandate(an_loc) mandate(can_tho)")) == ["5.3"]
    r = g.apply(BOTH + " mandate(can_tho)")
    assert r.state.spaces["can_tho"]["support"] == "passive_support"
    assert r.state.spaces["an_loc"].get("support", "neutral") == "neutral"     # shifted as usual (4.3.1)


def test_86_unshaded_not_for_a_govern_space_adding_aid_5_3():
    g = game(GOVERN, first="ARVN", capabilities={86: "unshaded"})
    assert sections(g.check("train(saigon) train(saigon, arvn_police, 1) govern(an_loc, aid) mandate(an_loc)")) == ["5.3"]
