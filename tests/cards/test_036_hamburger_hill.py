"""Card 36 Hamburger Hill (5.1, 5.1.1, 5.1.3, 1.4.2, 1.4.4; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections

H = "pleiku_darlac"     # a Highland Province


def test_unshaded_4_us_troops_to_a_highland_and_a_tunneled_base_goes_5_1_1():
    g = card_game(36, {"saigon": {"pieces": {"us_troops": 3}}, "hue": {"pieces": {"us_troops": 2}},
                       H: {"pieces": {"nva_base_tunneled": 1, "vc_base": 1, "nva_troops": 2}}})
    r = g.apply(f"event(unshaded) ev_space({H}) ev_move(saigon, {H}, us_troops, 3) ev_move(hue, {H}, us_troops, 1) "
                f"ev_remove({H}, nva_base_tunneled, 1)")
    assert r.state.pieces(H) == {"us_troops": 4, "vc_base": 1, "nva_troops": 2}
    assert r.state.pieces("saigon") == {} and r.state.pieces("hue") == {"us_troops": 1}


def test_unshaded_as_many_troops_as_there_are_and_the_base_must_go_5_1_3():
    g = card_game(36, {"saigon": {"pieces": {"us_troops": 2}}, H: {"pieces": {"us_troops": 1, "vc_base": 1}}})
    assert sections(g.check(f"event(unshaded) ev_space({H}) ev_move(saigon, {H}, us_troops, 1) "
                            f"ev_remove({H}, vc_base, 1)")) == ["5.1.3"]
    assert sections(g.check(f"event(unshaded) ev_space({H}) ev_move(saigon, {H}, us_troops, 2)")) == ["5.1.3"]
    r = g.apply(f"event(unshaded) ev_space({H}) ev_move(saigon, {H}, us_troops, 2) ev_remove({H}, vc_base, 1)")
    assert r.state.pieces(H) == {"us_troops": 3}
    assert sections(g.check("event(unshaded)")) == ["5.1.3"]                     # a Highland must be selected


def test_unshaded_a_highland_us_troops_may_enter_one_only_1_4_2():
    g = card_game(36, {"saigon": {"pieces": {"us_troops": 2}}})
    assert "5.1" in sections(g.check("event(unshaded) ev_space(tay_ninh) ev_move(saigon, tay_ninh, us_troops, 2)"))
    assert "5.1" in sections(g.check("event(unshaded) ev_space(north_vietnam)"))
    assert "5.1" in sections(g.check(f"event(unshaded) ev_space({H}) ev_move(saigon, binh_dinh, us_troops, 2)"))
    assert "5.1" in sections(g.check(f"event(unshaded) ev_space({H}) ev_space(binh_dinh) "
                                     f"ev_move(saigon, {H}, us_troops, 1) ev_move(saigon, binh_dinh, us_troops, 1)"))
    assert "5.1" in sections(g.check(f"event(unshaded) ev_space({H}) ev_move(saigon, {H}, us_troops, 2) "
                                     "ev_remove(tay_ninh, vc_base, 1)"))


def test_shaded_tunnel_on_a_highland_base_and_3_us_troops_there_to_casualties_1_4_4():
    g = card_game(36, {H: {"pieces": {"nva_base": 1, "vc_base": 1, "us_troops": 5}}})
    r = g.apply(f"event(shaded) ev_space({H}) ev_choice(vc_base)")
    assert r.state.pieces(H) == {"nva_base": 1, "vc_base_tunneled": 1, "us_troops": 2}
    assert r.state.casualties == {"us_troops": 3}


def test_shaded_fewer_troops_all_of_them_5_1_3():
    g = card_game(36, {H: {"pieces": {"nva_base": 1, "us_troops": 1}}})
    r = g.apply(f"event(shaded) ev_space({H}) ev_choice(nva_base)")
    assert r.state.pieces(H) == {"nva_base_tunneled": 1} and r.state.casualties == {"us_troops": 1}


def test_shaded_needs_an_untunneled_base_of_the_kind_in_a_highland_5_1():
    g = card_game(36, {H: {"pieces": {"nva_base_tunneled": 1, "vc_base": 1, "us_troops": 2}},
                       "tay_ninh": {"pieces": {"vc_base": 1, "us_troops": 2}}})
    assert "5.1" in sections(g.check(f"event(shaded) ev_space({H}) ev_choice(nva_base)"))      # already Tunneled
    assert "5.1" in sections(g.check("event(shaded) ev_space(tay_ninh) ev_choice(vc_base)"))   # Jungle
    assert sections(g.check(f"event(shaded) ev_space({H})")) == ["5.1.3"]
    assert sections(g.check("event(shaded)")) == ["5.1.3"]
    assert card_game(36, {"tay_ninh": {"pieces": {"vc_base": 1}}}).check("event(shaded)") == []   # no Highland Base
    assert g.legal("event(shaded)") == {"ev_space": [f"ev_space({H})"], "ev_choice": ["ev_choice(vc_base)"]}
    assert g.legal(f"event(shaded) ev_space({H})") == {"ev_choice": ["ev_choice(vc_base)"]}


def test_legal_unshaded_highlands_troops_and_bases_5_1():
    g = card_game(36, {"saigon": {"pieces": {"us_troops": 2}}, H: {"pieces": {"nva_base": 1}}})
    assert g.legal("event(unshaded)")["ev_space"] == [f"ev_space({s})" for s in
                                                      ("binh_dinh", "khanh_hoa", H, "quang_nam", "quang_tri_thua_thien")]
    assert g.legal(f"event(unshaded) ev_space({H})") == {"ev_move": [f"ev_move(saigon,{H},us_troops,2)"],
                                                         "ev_remove": [f"ev_remove({H},nva_base,1)"]}
