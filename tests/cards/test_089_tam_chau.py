"""Card 89 Tam Chau (5.1, 5.1.3, 1.4.1, 1.4.2, 1.6, 1.8; card text in shared/reference)."""

from tests.helpers import card_game, sections


def support(r, space="saigon"):
    return r.state.spaces.get(space, {}).get("support", "neutral")


def unshaded(level):
    return support(card_game(89, {"saigon": {"support": level}}).apply("event(unshaded)"))


def test_89_unshaded_saigon_toward_passive_support_1_6():
    assert unshaded("active_support") == "passive_support"       # down toward Passive Support
    assert unshaded("passive_support") == "passive_support"      # already there
    assert unshaded("neutral") == "passive_support"
    assert unshaded("active_opposition") == "passive_opposition"


def test_89_unshaded_patronage_plus_6_1_8():
    assert card_game(89).apply("event(unshaded)").state.patronage == 15 + 6


def test_89_shaded_vc_guerrilla_in_saigon_toward_passive_opposition_patronage_minus_6_5_1():
    g = card_game(89, {"saigon": {"support": "active_support"}})
    r = g.apply("event(shaded) ev_place(saigon, vc_guerrilla, 1)")
    assert r.state.pieces("saigon") == {"vc_guerrilla_underground": 1}       # placed Underground (1.4.3)
    assert support(r) == "passive_support" and r.state.patronage == 15 - 6


def test_89_shaded_a_base_instead_and_opposition_sides_1_6():
    g = card_game(89, {"saigon": {"support": "active_opposition"}})
    r = g.apply("event(shaded) ev_place(saigon, vc_base, 1)")
    assert r.state.pieces("saigon") == {"vc_base": 1}
    assert support(r) == "passive_opposition"                    # up toward Passive Opposition
    g = card_game(89, {"saigon": {"support": "passive_opposition"}})
    assert support(g.apply("event(shaded) ev_place(saigon, vc_base, 1)")) == "passive_opposition"


def test_89_shaded_must_place_a_piece_and_only_one_in_saigon_5_1_3():
    g = card_game(89)
    assert sections(g.check("event(shaded)")) == ["5.1.3"]
    assert sections(g.check("event(shaded) ev_place(hue, vc_guerrilla, 1)")) == ["5.1"]
    assert sections(g.check("event(shaded) ev_place(saigon, vc_guerrilla, 2)")) == ["5.1"]
    assert sections(g.check("event(shaded) ev_place(saigon, nva_guerrilla, 1)")) == ["5.1"]


def test_89_shaded_no_base_where_two_bases_1_4_2():
    # 1.4.2, 5.1.1: never a third Base; a Guerrilla is still to be placed.
    g = card_game(89, {"saigon": {"pieces": {"arvn_base": 1, "us_base": 1}}})
    assert "1.4.2" in sections(g.check("event(shaded) ev_place(saigon, vc_base, 1)"))
    assert g.check("event(shaded) ev_place(saigon, vc_guerrilla, 1)") == []


def test_89_shaded_nothing_to_place_only_shifts_5_1_3():
    # Saigon full of Bases and no VC Guerrilla Available: the shift and Patronage alone.
    g = card_game(89, {"saigon": {"pieces": {"arvn_base": 1, "us_base": 1}},
                       "tay_ninh": {"pieces": {"vc_guerrilla_underground": 30}}})
    r = g.apply("event(shaded)")
    assert support(r) == "passive_opposition" and r.state.pieces("saigon") == {"arvn_base": 1, "us_base": 1}


def test_89_shaded_legal_offers_a_guerrilla_or_a_base_in_saigon_5_1():
    assert card_game(89).legal("event(shaded)") == {
        "ev_place": ["ev_place(saigon,vc_base,1)", "ev_place(saigon,vc_guerrilla,1)"]}
