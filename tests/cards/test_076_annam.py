"""Card 76 Annam (5.1, 5.1.3, 1.6, 1.8; card text and tips in shared/reference)."""

from tests.helpers import card_game, sections


def test_unshaded_minus_1_each_per_space_with_both_nva_and_vc_tip_patronage_plus_2_1_8():
    g = card_game(76, {"quang_nam": {"pieces": {"nva_troops": 1, "vc_guerrilla_underground": 1}},
                       "tay_ninh": {"pieces": {"nva_base": 1, "vc_base": 1}},
                       "hue": {"pieces": {"nva_troops": 3}}, "binh_dinh": {"pieces": {"vc_guerrilla_active": 2}}},
                  resources={"ARVN": 30, "NVA": 10, "VC": 1})
    r = g.apply("event(unshaded)")
    assert r.state.resources["NVA"] == 8 and r.state.resources["VC"] == 0         # not below 0 (1.8)
    assert r.state.patronage == 17


def test_shaded_hue_da_nang_and_an_adjacent_province_to_neutral_1_6():
    g = card_game(76, {"hue": {"support": "active_support"}, "da_nang": {"support": "passive_support"},
                       "quang_nam": {"support": "active_support"}, "quang_tri_thua_thien": {"support": "passive_support"},
                       "binh_dinh": {"support": "active_support"}})
    r = g.apply("event(shaded) ev_space(quang_nam)")
    for s in ("hue", "da_nang", "quang_nam"):
        assert "support" not in r.state.spaces.get(s, {})
    assert r.state.spaces["quang_tri_thua_thien"]["support"] == "passive_support"
    assert "5.1" in sections(g.check("event(shaded) ev_space(binh_dinh)"))            # not adjacent
    assert sections(g.check("event(shaded)")) == ["5.1.3"]
    assert sections(g.check("event(shaded) ev_space(quang_nam) ev_space(quang_tri_thua_thien)")) == ["5.1"]
    assert g.legal("event(shaded)") == {"ev_space": ["ev_space(quang_nam)", "ev_space(quang_tri_thua_thien)"]}


def test_shaded_opposition_stays_and_no_province_with_support_none_selected_1_6():
    g = card_game(76, {"hue": {"support": "passive_opposition"}, "da_nang": {"support": "active_support"},
                       "quang_nam": {"support": "active_opposition"}})
    r = g.apply("event(shaded)")
    assert r.state.spaces["hue"]["support"] == "passive_opposition" and "support" not in r.state.spaces.get("da_nang", {})
    assert r.state.spaces["quang_nam"]["support"] == "active_opposition"


def test_unshaded_no_selections_5_1():
    assert sections(card_game(76).check("event(unshaded) ev_space(hue)")) == ["5.1"]
