"""Card 86 Mandate of Heaven (5.3 Capability, 4.3.1 Govern; more in test_op_capabilities.py)."""

from tests.helpers import card_game, game, sections

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


def test_86_shaded_arvn_pacifies_1_space_in_an_events_pacification_too_5_3_6_3_1():
    """Card 96 APC (unshaded) has the ARVN Pacify as in the Support Phase; it
    names no number of spaces, so Mandate of Heaven's (shaded) 1 space holds
    (the tip of card 86: at most 1 of the 4 spaces; 5.1.2: no contradiction)."""
    spaces = {s: {"pieces": {"arvn_troops": 1, "arvn_police": 1}} for s in ("hue", "da_nang")}
    g = card_game(96, spaces, capabilities={86: "shaded"})
    r = g.apply("event(unshaded)").game.apply("coup_done")                     # the US Pacifies nowhere
    assert r.state.turn["pending"][0]["faction"] == "ARVN"
    assert sections(r.game.check("coup_pacify(hue, 1) coup_pacify(da_nang, 1)")) == ["5.3"]
    assert r.game.check("coup_pacify(hue, 1)") == []
    free = card_game(96, spaces).apply("event(unshaded)").game.apply("coup_done")
    assert free.game.check("coup_pacify(hue, 1) coup_pacify(da_nang, 1)") == []
