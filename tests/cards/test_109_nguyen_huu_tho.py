"""Card 109 Nguyen Huu Tho (5.1, 5.1.3, 1.4.1, 1.4.2, 1.6, 2.3.6; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections


def support(r, space):
    return r.state.spaces.get(space, {}).get("support", "neutral")


def test_109_unshaded_each_city_with_vc_toward_active_support_1_6():
    g = card_game(109, {"hue": {"pieces": {"vc_guerrilla_underground": 1}, "support": "passive_opposition"},
                        "saigon": {"pieces": {"vc_base": 1}, "support": "active_support"},
                        "can_tho": {"pieces": {"nva_troops": 1}},
                        "tay_ninh": {"pieces": {"vc_guerrilla_active": 1}}})
    r = g.apply("event(unshaded)")
    assert support(r, "hue") == "neutral" and support(r, "saigon") == "active_support"
    assert support(r, "can_tho") == "neutral" and support(r, "tay_ninh") == "neutral"   # NVA only; a Province


def test_109_shaded_vc_base_and_guerrilla_in_saigon_and_stay_eligible_2_3_6():
    g = card_game(109)                                    # VC is 1st Eligible
    r = g.apply("event(shaded) ev_place(saigon, vc_base, 1) ev_place(saigon, vc_guerrilla, 1)")
    assert r.state.pieces("saigon") == {"vc_base": 1, "vc_guerrilla_underground": 1}
    r = r.game.apply("pass").game.apply("pass").game.apply("pass")      # NVA, ARVN, US
    assert r.card_done and r.state.eligibility["VC"] == "eligible"


def test_109_shaded_both_pieces_in_saigon_only_5_1_3():
    g = card_game(109)
    assert sections(g.check("event(shaded) ev_place(saigon, vc_guerrilla, 1)")) == ["5.1.3"]
    assert sections(g.check("event(shaded) ev_place(hue, vc_base, 1) ev_place(saigon, vc_guerrilla, 1)")) == ["5.1"]
    assert sections(g.check("event(shaded) ev_place(saigon, vc_base, 1) ev_place(saigon, vc_guerrilla, 2)")) == ["5.1"]


def test_109_shaded_no_base_where_2_bases_already_1_4_2():
    g = card_game(109, {"saigon": {"pieces": {"us_base": 1, "arvn_base": 1}}})
    assert "1.4.2" in sections(g.check("event(shaded) ev_place(saigon, vc_base, 1) ev_place(saigon, vc_guerrilla, 1)"))
    r = g.apply("event(shaded) ev_place(saigon, vc_guerrilla, 1)")
    assert r.state.pieces("saigon") == {"us_base": 1, "arvn_base": 1, "vc_guerrilla_underground": 1}


def test_109_legal_offers_the_two_pieces_in_saigon_5_1():
    assert card_game(109).legal("event(shaded)") == {
        "ev_place": ["ev_place(saigon,vc_base,1)", "ev_place(saigon,vc_guerrilla,1)"]}
    assert card_game(109, {"saigon": {"pieces": {"us_base": 2}}}).legal("event(shaded)") == {
        "ev_place": ["ev_place(saigon,vc_guerrilla,1)"]}
