"""Card 85 USAID (5.1, 5.1.3, 1.6, 1.7, 1.8; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections


def support(r, space):
    return r.state.spaces.get(space, {}).get("support", "neutral")


COIN = {"hue": {"pieces": {"arvn_police": 1}},
        "binh_dinh": {"pieces": {"us_troops": 1}, "support": "passive_support"},
        "quang_nam": {"pieces": {"arvn_troops": 2, "vc_guerrilla_active": 1}, "support": "active_opposition"},
        "saigon": {"pieces": {"arvn_police": 2}, "support": "active_support"},
        "central_laos": {"pieces": {"us_irregular_active": 1}},          # Population 0 (1.6)
        "tay_ninh": {"pieces": {"arvn_troops": 1, "vc_guerrilla_active": 1}}}   # no COIN Control (1.7)


def test_85_unshaded_shift_3_coin_controlled_spaces_toward_active_support_5_1():
    r = card_game(85, COIN).apply("event(unshaded) ev_space(hue) ev_space(binh_dinh) ev_space(quang_nam)")
    assert [support(r, s) for s in ("hue", "binh_dinh", "quang_nam")] == \
        ["passive_support", "active_support", "passive_opposition"]


def test_85_unshaded_only_coin_control_and_spaces_that_can_shift_1_6_1_7():
    g = card_game(85, COIN)
    for bad in ("tay_ninh", "saigon", "central_laos", "kontum"):
        assert sections(g.check(f"event(unshaded) ev_space(hue) ev_space(binh_dinh) ev_space({bad})")) == ["5.1"], bad


def test_85_unshaded_as_many_as_there_are_5_1_3():
    g = card_game(85, {"hue": {"pieces": {"arvn_police": 1}}})
    assert sections(g.check("event(unshaded)")) == ["5.1.3"]
    assert support(g.apply("event(unshaded) ev_space(hue)"), "hue") == "passive_support"


def test_85_shaded_raise_some_lower_others_by_2_5_1():
    r = card_game(85, aid=1).apply("event(shaded) ev_choice(arvn_resources_plus) ev_choice(aid_minus)")
    assert r.state.resources["ARVN"] == 32 and r.state.aid == 0 and r.state.patronage == 15     # Aid floors at 0 (1.8)
    r = card_game(85, patronage=74).apply("event(shaded) ev_choice(patronage_plus)")
    assert r.state.patronage == 75                                                                # 75 at most (5.1.1)


def test_85_shaded_any_or_none_but_one_way_per_track_5_1():
    g = card_game(85)
    assert g.check("event(shaded)") == []
    assert sections(g.check("event(shaded) ev_choice(aid_plus) ev_choice(aid_minus)")) == ["5.1"]
    assert sections(g.check("event(shaded) ev_choice(nva_resources_plus)")) == ["5.1"]


def test_85_legal_offers_coin_controlled_spaces_and_the_six_changes_5_1():
    g = card_game(85, COIN)
    assert g.legal("event(unshaded)") == {"ev_space": ["ev_space(binh_dinh)", "ev_space(hue)", "ev_space(quang_nam)"]}
    assert g.legal("event(shaded)") == {"ev_choice": sorted(f"ev_choice({t}_{d})" for t in ("arvn_resources", "aid", "patronage")
                                                           for d in ("plus", "minus"))}
    assert "ev_choice(aid_plus)" not in g.legal("event(shaded) ev_choice(aid_minus)").get("ev_choice", [])
