"""Card 94 Tunnel Rats (single side; 5.1, 5.1.1, 5.1.3, 1.4.4; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections

SPACES = {"tay_ninh": {"pieces": {"vc_base": 1, "nva_base": 1}},
          "the_parrots_beak": {"pieces": {"nva_base": 1}},
          "quang_tri_thua_thien": {"pieces": {"nva_base_tunneled": 1, "us_troops": 1}},
          "binh_dinh": {"pieces": {"vc_base_tunneled": 1, "arvn_troops": 3}},
          "hue": {"pieces": {"vc_base": 1}}}


def test_94_tunnel_a_base_in_each_of_2_provinces_1_4_4():
    g = card_game(94, SPACES)
    r = g.apply("event(unshaded) ev_choice(place_tunnels) ev_choice(tunnel(tay_ninh, vc_base)) "
                "ev_choice(tunnel(the_parrots_beak, nva_base))")
    assert r.state.pieces("tay_ninh") == {"vc_base_tunneled": 1, "nva_base": 1}
    assert r.state.pieces("the_parrots_beak") == {"nva_base_tunneled": 1}


def test_94_tunnels_in_provinces_only_one_each_and_two_of_them_5_1_3():
    g = card_game(94, SPACES)
    assert sections(g.check("event(unshaded) ev_choice(place_tunnels) ev_choice(tunnel(hue, vc_base)) "
                            "ev_choice(tunnel(tay_ninh, vc_base))")) == ["5.1"]            # Hue is a City
    assert sections(g.check("event(unshaded) ev_choice(place_tunnels) ev_choice(tunnel(tay_ninh, vc_base)) "
                            "ev_choice(tunnel(tay_ninh, nva_base))")) == ["5.1", "5.1.3"]  # one Province, twice
    assert sections(g.check("event(unshaded) ev_choice(place_tunnels) ev_choice(tunnel(tay_ninh, vc_base))")) == ["5.1.3"]
    assert "5.1" in sections(g.check("event(unshaded) ev_choice(place_tunnels) ev_choice(tunnel(binh_dinh, vc_base)) "
                                     "ev_choice(tunnel(tay_ninh, vc_base))"))              # already Tunneled


def test_94_only_one_province_with_a_base_one_tunnel_5_1_3():
    g = card_game(94, {"tay_ninh": {"pieces": {"vc_base": 1}}})
    r = g.apply("event(unshaded) ev_choice(place_tunnels) ev_choice(tunnel(tay_ninh, vc_base))")
    assert r.state.pieces("tay_ninh") == {"vc_base_tunneled": 1}


def test_94_or_remove_a_tunneled_base_where_us_troops_are_5_1_1():
    g = card_game(94, SPACES)
    r = g.apply("event(unshaded) ev_choice(remove_tunneled_base) ev_remove(quang_tri_thua_thien, nva_base_tunneled, 1)")
    assert r.state.pieces("quang_tri_thua_thien") == {"us_troops": 1}
    assert r.game.view().available["nva_base"] == g.view().available["nva_base"] + 1


def test_94_removal_needs_us_troops_a_tunnel_and_one_option_only_5_1():
    g = card_game(94, SPACES)
    assert sections(g.check("event(unshaded) ev_choice(remove_tunneled_base) "
                            "ev_remove(binh_dinh, vc_base_tunneled, 1)")) == ["5.1"]     # ARVN, not US Troops
    g2 = card_game(94, {"tay_ninh": {"pieces": {"vc_base": 1, "us_troops": 2}}})
    assert "5.1" in sections(g2.check("event(unshaded) ev_choice(remove_tunneled_base) ev_remove(tay_ninh, vc_base, 1)"))
    assert sections(g.check("event(unshaded) ev_choice(remove_tunneled_base) "
                            "ev_remove(quang_tri_thua_thien, nva_base_tunneled, 1) "
                            "ev_choice(tunnel(tay_ninh, vc_base))")) == ["5.1"]
    assert "5.1" in sections(g.check("event(unshaded) ev_choice(remove_tunneled_base) ev_choice(place_tunnels) "
                                     "ev_remove(quang_tri_thua_thien, nva_base_tunneled, 1)"))   # one option
    assert sections(g.check("event(unshaded) ev_choice(remove_tunneled_base)")) == ["5.1.3"]
    assert sections(g.check("event(unshaded)")) == ["5.1.3"]


def test_94_an_option_that_cannot_be_carried_out_may_be_chosen_5_1():
    # Ruling (as card 43): either option may be picked; the pick is then done as far as it can be.
    g = card_game(94, {"tay_ninh": {"pieces": {"vc_base": 1}}})
    assert g.check("event(unshaded) ev_choice(remove_tunneled_base)") == []


def test_94_legal_offers_both_options_and_what_each_reaches_5_1():
    g = card_game(94, SPACES)
    options = g.legal("event(unshaded)")
    assert sorted(options["ev_choice"]) == ["ev_choice(place_tunnels)", "ev_choice(remove_tunneled_base)",
                                            "ev_choice(tunnel(tay_ninh,nva_base))", "ev_choice(tunnel(tay_ninh,vc_base))",
                                            "ev_choice(tunnel(the_parrots_beak,nva_base))"]
    assert options["ev_remove"] == ["ev_remove(quang_tri_thua_thien,nva_base_tunneled,1)"]
    after = g.legal("event(unshaded) ev_choice(remove_tunneled_base)")
    assert after == {"ev_remove": ["ev_remove(quang_tri_thua_thien,nva_base_tunneled,1)"]}
    after = g.legal("event(unshaded) ev_choice(place_tunnels) ev_choice(tunnel(tay_ninh,vc_base))")
    assert after == {"ev_choice": ["ev_choice(tunnel(the_parrots_beak,nva_base))"]}
