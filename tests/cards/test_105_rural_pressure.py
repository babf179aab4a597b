"""Card 105 Rural Pressure (5.1, 5.1.3, 1.6, 1.8; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections


def support(r, space):
    return r.state.spaces.get(space, {}).get("support", "neutral")


VC = {"binh_dinh": {"pieces": {"vc_guerrilla_underground": 1}, "support": "passive_opposition"},
      "quang_nam": {"pieces": {"vc_base": 1}},
      "tay_ninh": {"pieces": {"vc_guerrilla_active": 2, "arvn_police": 1}, "support": "passive_support"},
      "kien_phong": {"pieces": {"vc_guerrilla_active": 1, "arvn_police": 2}, "support": "active_opposition"},
      "hue": {"pieces": {"vc_guerrilla_active": 1}},                                  # a City
      "phuoc_long": {"pieces": {"vc_guerrilla_active": 1, "arvn_police": 1}},         # Population 0
      "khanh_hoa": {"pieces": {"vc_guerrilla_active": 1}, "support": "active_support"},
      "ba_xuyen": {"pieces": {"arvn_police": 1}}}


def test_105_unshaded_shift_4_provinces_with_vc_toward_active_support_5_1():
    r = card_game(105, VC).apply("event(unshaded) ev_space(binh_dinh) ev_space(quang_nam) ev_space(tay_ninh) "
                                 "ev_space(kien_phong)")
    assert [support(r, p) for p in ("binh_dinh", "quang_nam", "tay_ninh", "kien_phong")] == \
        ["neutral", "passive_support", "active_support", "passive_opposition"]


def test_105_unshaded_provinces_with_vc_that_can_shift_only_1_6():
    g = card_game(105, VC)
    base = "event(unshaded) ev_space(binh_dinh) ev_space(quang_nam) ev_space(tay_ninh) "
    for bad in ("hue", "phuoc_long", "khanh_hoa", "ba_xuyen"):
        assert sections(g.check(base + f"ev_space({bad})")) == ["5.1"], bad
    assert sections(g.check(base)) == ["5.1.3"]


def test_105_unshaded_fewer_provinces_than_4_5_1_3():
    g = card_game(105, {"binh_dinh": {"pieces": {"vc_guerrilla_underground": 1}}})
    assert support(g.apply("event(unshaded) ev_space(binh_dinh)"), "binh_dinh") == "passive_support"


def test_105_shaded_3_provinces_with_police_toward_active_opposition_patronage_plus_or_minus_6_5_1():
    spaces = {**VC, "quang_nam": {"pieces": {"arvn_police": 1}, "support": "active_support"}}
    r = card_game(105, spaces).apply("event(shaded) ev_space(tay_ninh) ev_space(ba_xuyen) ev_space(quang_nam) "
                                     "ev_choice(patronage_minus)")
    assert [support(r, p) for p in ("tay_ninh", "ba_xuyen", "quang_nam")] == \
        ["neutral", "passive_opposition", "passive_support"]
    assert r.state.patronage == 15 - 6
    r = card_game(105, spaces, patronage=72).apply("event(shaded) ev_space(tay_ninh) ev_space(ba_xuyen) "
                                                   "ev_space(quang_nam) ev_choice(patronage_plus)")
    assert r.state.patronage == 75


def test_105_shaded_police_provinces_that_can_shift_and_a_patronage_choice_5_1_3():
    g = card_game(105, VC)     # Police in Tay Ninh, Ba Xuyen (Kien Phong is at Active Opposition, Phuoc Long Pop 0)
    assert sections(g.check("event(shaded) ev_space(tay_ninh) ev_space(ba_xuyen) ev_space(kien_phong) "
                            "ev_choice(patronage_plus)")) == ["5.1"]
    assert sections(g.check("event(shaded) ev_space(tay_ninh) ev_space(binh_dinh) ev_choice(patronage_plus)")) == ["5.1"]
    assert g.check("event(shaded) ev_space(tay_ninh) ev_space(ba_xuyen) ev_choice(patronage_plus)") == []
    assert sections(g.check("event(shaded) ev_space(tay_ninh) ev_space(ba_xuyen)")) == ["5.1.3"]
    assert sections(g.check("event(shaded) ev_space(tay_ninh) ev_space(ba_xuyen) ev_choice(patronage_plus) "
                            "ev_choice(patronage_minus)")) == ["5.1"]


def test_105_legal_offers_the_provinces_and_the_patronage_choice_5_1():
    g = card_game(105, VC)
    assert g.legal("event(unshaded)") == {"ev_space": [f"ev_space({p})" for p in
                                                       ("binh_dinh", "kien_phong", "quang_nam", "tay_ninh")]}
    assert g.legal("event(shaded)") == {"ev_choice": ["ev_choice(patronage_minus)", "ev_choice(patronage_plus)"],
                                        "ev_space": ["ev_space(ba_xuyen)", "ev_space(tay_ninh)"]}
