"""Transport (4.3.2), and Nguyen Khanh's limit (2.4.1)."""

from helpers import game, pieces, sections


def test_4_3_2_along_locs_through_cities_to_an_adjacent_destination_then_rangers_flip():
    g = game({"hue": {"pieces": {"arvn_troops": 4, "arvn_ranger_active": 1}},
              "kien_phong": {"pieces": {"arvn_ranger_active": 1}}}, first="ARVN")
    # Hue -> Hue-Da Nang -> Da Nang -> Da Nang-Qui Nhon -> Binh Dinh.
    r = g.apply("train(hue) transport(hue, binh_dinh, arvn_troops, 4)")
    assert pieces(r, "binh_dinh") == {"arvn_troops": 4}
    assert pieces(r, "kien_phong") == {"arvn_ranger_underground": 1}


def test_4_3_2_stop_at_insurgents():
    g = game({"hue": {"pieces": {"arvn_troops": 2}}, "loc_hue_da_nang": {"pieces": {"vc_guerrilla_active": 1}}},
             first="ARVN")
    assert sections(g.check("train(hue) transport(hue, da_nang, arvn_troops, 2)")) == ["4.3.2"]
    assert g.check("train(hue) transport(hue, loc_hue_da_nang, arvn_troops, 2)") == []


def test_4_3_2_at_most_six():
    g = game({"hue": {"pieces": {"arvn_troops": 7}}}, first="ARVN")
    assert sections(g.check("train(hue) transport(hue, loc_hue_da_nang, arvn_troops, 7)")) == ["4.3.2"]


def test_2_4_1_khanh_transport_uses_at_most_one_loc():
    spaces = {"hue": {"pieces": {"arvn_troops": 2}}}
    m = "train(hue) transport(hue, qui_nhon, arvn_troops, 2)"   # two LoCs via Da Nang
    assert game(spaces, first="ARVN").check(m) == []
    g = game(spaces, first="ARVN", cards={"current": 68, "deck": [2, 3], "leader_box": [125]})
    assert sections(g.check(m)) == ["4.3.2"]
