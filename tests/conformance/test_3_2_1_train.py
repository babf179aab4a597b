"""Train (3.2.1), with Pacify, the ARVN Base and the US Patronage transfer."""

import pytest

from fitl.errors import Illegal
from helpers import game, pieces, sections


def test_3_2_1_arvn_trains_six_troops_in_a_city_for_3_resources():
    g = game({"hue": {"pieces": {"arvn_police": 1}}}, first="ARVN")
    r = g.apply("train(hue) train(hue, arvn_troops, 6)")
    assert pieces(r, "hue") == {"arvn_police": 1, "arvn_troops": 6}
    assert r.state.resources["ARVN"] == 27


def test_3_2_1_arvn_may_not_train_under_nva_control():
    g = game({"quang_tri_thua_thien": {"pieces": {"nva_troops": 2, "arvn_base": 1}}}, first="ARVN")
    reasons = g.check("train(quang_tri_thua_thien) train(quang_tri_thua_thien, arvn_police, 1)")
    assert "3.2.1 ARVN may not Train in Quang Tri-Thua Thien: NVA Control" in [f"{s} {t}" for s, t in reasons]


def test_3_2_1_arvn_places_only_at_cities_or_bases():
    g = game({"quang_nam": {"pieces": {"arvn_police": 1}}}, first="ARVN")
    assert sections(g.check("train(quang_nam) train(quang_nam, arvn_police, 2)")) == ["3.2.1"]
    g = game({"quang_nam": {"pieces": {"us_base": 1}}}, first="ARVN")
    assert g.check("train(quang_nam) train(quang_nam, arvn_police, 2)") == []


def test_3_2_1_one_to_two_rangers_or_up_to_six_cubes_not_both():
    g = game({"hue": {}}, first="ARVN")
    assert sections(g.check("train(hue) train(hue, arvn_ranger, 3)")) == ["3.2.1"]
    assert sections(g.check("train(hue) train(hue, arvn_ranger, 1) train(hue, arvn_police, 1)")) == ["3.2.1"]
    assert sections(g.check("train(hue) train(hue, arvn_troops, 4) train(hue, arvn_police, 3)")) == ["3.2.1"]
    r = g.apply("train(hue) train(hue, arvn_ranger, 2)")
    assert pieces(r, "hue") == {"arvn_ranger_underground": 2}   # placed Underground (1.4.3)


def test_3_2_1_us_needs_us_pieces_and_places_irregulars():
    g = game({"hue": {"pieces": {"arvn_police": 2}}, "kontum": {"pieces": {"us_troops": 1}}})
    assert sections(g.check("train(hue) train(hue, us_irregular, 1)")) == ["3.2.1"]
    r = g.apply("train(kontum) train(kontum, us_irregular, 2)")
    assert pieces(r, "kontum") == {"us_troops": 1, "us_irregular_underground": 2}
    assert r.state.resources["ARVN"] == 30   # no ARVN pieces placed: no cost


def test_3_2_1_us_places_arvn_cubes_only_at_us_bases_paying_arvn_resources():
    g = game({"kontum": {"pieces": {"us_troops": 1}}, "pleiku_darlac": {"pieces": {"us_base": 1}}})
    assert sections(g.check("train(kontum) train(kontum, arvn_police, 2)")) == ["3.2.1"]
    r = g.apply("train(pleiku_darlac) train(pleiku_darlac, arvn_police, 2)")
    assert r.state.resources["ARVN"] == 27


def test_1_8_1_us_spends_arvn_resources_only_above_econ():
    g = game({"pleiku_darlac": {"pieces": {"us_base": 1}}}, resources={"ARVN": 17, "NVA": 0, "VC": 0})
    assert sections(g.check("train(pleiku_darlac) train(pleiku_darlac, arvn_police, 2)")) == ["1.8.1"]
    g = game({"pleiku_darlac": {"pieces": {"us_base": 1}}}, resources={"ARVN": 18, "NVA": 0, "VC": 0})
    assert g.check("train(pleiku_darlac) train(pleiku_darlac, arvn_police, 2)") == []


def test_3_1_arvn_needs_the_resources():
    g = game({"hue": {}, "saigon": {}}, first="ARVN", resources={"ARVN": 5, "NVA": 0, "VC": 0})
    m = "train(hue) train(hue, arvn_police, 1) train(saigon) train(saigon, arvn_police, 1)"
    assert sections(g.check(m)) == ["3.1"]


def test_3_2_1_pacify_costs_3_per_terror_and_level_and_needs_troops_and_police():
    spaces = {"hue": {"terror": 1, "pieces": {"arvn_troops": 1, "arvn_police": 1}}}
    g = game(spaces, first="ARVN")
    r = g.apply("train(hue) pacify(hue, 2)")
    assert r.state.spaces["hue"].get("terror", 0) == 0
    assert r.state.spaces["hue"]["support"] == "active_support"
    assert r.state.resources["ARVN"] == 30 - 9
    g = game({"hue": {"pieces": {"arvn_police": 3}}}, first="ARVN")
    assert sections(g.check("train(hue) pacify(hue, 1)")) == ["3.2.1"]
    # ... but Troops placed by this Train count (Pacify follows placement).
    assert g.check("train(hue) train(hue, arvn_troops, 1) pacify(hue, 1)") == []


def test_3_2_1_pacify_needs_coin_control():
    g = game({"hue": {"pieces": {"arvn_troops": 1, "arvn_police": 1, "vc_guerrilla_active": 2}}}, first="ARVN")
    assert "Pacify needs COIN Control in Hue" in [t for _, t in g.check("train(hue) pacify(hue, 1)")]


def test_3_2_1_pacify_costs_even_in_a_free_train_and_us_needs_only_a_us_piece():
    g = game({"hue": {"pieces": {"us_troops": 1}}})
    r = g.apply("train(hue) pacify(hue, 1)")
    assert r.state.spaces["hue"]["support"] == "passive_support"
    assert r.state.resources["ARVN"] == 27


def test_3_2_1_only_one_space_pacifies():
    g = game({"hue": {"pieces": {"us_troops": 1}}, "da_nang": {"pieces": {"us_troops": 1}}})
    assert sections(g.check("train(hue) train(da_nang) pacify(hue, 1) pacify(da_nang, 1)")) == ["3.2.1"]


def test_3_2_1_arvn_base_replaces_three_cubes_for_3_resources():
    g = game({"quang_nam": {"pieces": {"arvn_troops": 2, "arvn_police": 2}}}, first="ARVN")
    r = g.apply("train(quang_nam) train_base(quang_nam, 2)")
    assert pieces(r, "quang_nam") == {"arvn_police": 1, "arvn_base": 1}
    assert r.state.resources["ARVN"] == 27


def test_3_2_1_base_within_stacking():
    g = game({"quang_nam": {"pieces": {"arvn_troops": 3, "vc_base": 1, "nva_base": 1}}}, first="ARVN")
    assert sections(g.check("train(quang_nam) train_base(quang_nam, 3)")) == ["1.4.2"]


def test_3_2_1_us_in_saigon_moves_patronage():
    g = game({"saigon": {"pieces": {"us_troops": 1}}})
    r = g.apply("train(saigon) train_patronage(3)")
    assert r.state.patronage == 12 and r.state.resources["ARVN"] == 33
    assert sections(g.check("train(saigon) train_patronage(4)")) == ["3.2.1"]


def test_1_4_1_take_pieces_from_the_map_only_when_none_available():
    spaces = {"hue": {"pieces": {"arvn_police": 28}}, "saigon": {"pieces": {"arvn_police": 1}},
              "da_nang": {"pieces": {}}}
    g = game(spaces, first="ARVN")
    # One Police Available; placing 2 needs 1 from the map.  The explanation
    # names the total to place and the number Available.
    why = g.check("train(da_nang) train(da_nang, arvn_police, 2)")
    assert sections(why) == ["1.4.1"]
    assert any(text.startswith("2 arvn_police to place but only 1 Available") for _, text in why)
    r = g.apply("train(da_nang) train(da_nang, arvn_police, 2) from_map(hue, arvn_police, 1)")
    assert pieces(r, "da_nang") == {"arvn_police": 2} and pieces(r, "hue") == {"arvn_police": 27}
    # Not while the type is still Available.
    assert sections(g.check("train(da_nang) train(da_nang, arvn_police, 1) from_map(hue, arvn_police, 1)")) == ["1.4.1"]


def test_2_4_1_minh_adds_5_aid_when_arvn_train():
    g = game({"hue": {}}, first="ARVN")
    assert g.apply("train(hue) train(hue, arvn_police, 1)").state.aid == 20


def test_illegal_apply_raises_with_sections():
    g = game({"hue": {}}, first="ARVN")
    with pytest.raises(Illegal) as e:
        g.apply("train(loc_hue_da_nang)")
    assert "3.2.1" in [s for s, _ in e.value.reasons]


def test_3_2_1_a_limited_train_still_pacifies_in_its_space():
    """3.2.1, 2.3.5: the Pacify (or Base, or Patronage) comes in 1 selected
    space even if the Train is a Limited Operation."""
    g = game({"hue": {"pieces": {"arvn_troops": 1, "arvn_police": 1}}}, first="ARVN")
    r = g.apply("limited train(hue) train(hue, arvn_police, 1) pacify(hue, 1)")
    assert r.state.spaces["hue"]["support"] == "passive_support"
    assert r.state.resources["ARVN"] == 30 - 3 - 3


def test_3_2_1_only_arvn_places_a_base_only_the_us_moves_patronage():
    """3.2.1: the Base replacing 3 cubes is the ARVN's option, the Patronage
    transfer in Saigon the US's."""
    g = game({"saigon": {"pieces": {"us_troops": 1, "arvn_troops": 3}}})
    assert sections(g.check("train(saigon) train_base(saigon, 3)")) == ["3.2.1"]
    g = game({"saigon": {"pieces": {"arvn_troops": 3}}}, first="ARVN")
    assert sections(g.check("train(saigon) train_patronage(2)")) == ["3.2.1"]
    assert g.check("train(saigon) train_base(saigon, 3)") == []
