"""Card 118 Korean War Arms (5.1, 5.1.3, 1.4.1, 1.4.2; card text and tips in shared/reference)."""

from tests.helpers import card_game, sections

SPACES = {"binh_dinh": {"pieces": {"vc_guerrilla_active": 1, "vc_guerrilla_underground": 2}},
          "tay_ninh": {"pieces": {"vc_guerrilla_underground": 2, "nva_base_tunneled": 1}},     # NVA Base
          "kontum": {"pieces": {"vc_guerrilla_active": 2, "vc_base": 1}},
          "quang_nam": {"pieces": {"vc_guerrilla_underground": 1, "nva_guerrilla_active": 3}}}  # 1 VC only
REMOVE = "ev_remove(binh_dinh, vc_guerrilla_active, 1) ev_remove(kontum, vc_guerrilla_active, 1)"


def test_118_unshaded_vc_removes_1_guerrilla_where_2_and_no_nva_base_5_1():
    g = card_game(118, SPACES)                                  # VC is 1st Eligible: it picks
    r = g.apply("event(unshaded) " + REMOVE)
    assert r.state.pieces("binh_dinh") == {"vc_guerrilla_underground": 2}
    assert r.state.pieces("kontum") == {"vc_guerrilla_active": 1, "vc_base": 1}
    assert r.state.pieces("tay_ninh") == SPACES["tay_ninh"]["pieces"]


def test_118_unshaded_one_in_each_such_space_and_nowhere_else_5_1_3():
    g = card_game(118, SPACES)
    assert sections(g.check("event(unshaded) ev_remove(binh_dinh, vc_guerrilla_active, 1)")) == ["5.1.3"]
    assert sections(g.check("event(unshaded) ev_remove(binh_dinh, vc_guerrilla_underground, 2) "
                            "ev_remove(kontum, vc_guerrilla_active, 1)")) == ["5.1"]
    assert sections(g.check(f"event(unshaded) {REMOVE} ev_remove(tay_ninh, vc_guerrilla_underground, 1)")) == ["5.1"]
    assert sections(g.check(f"event(unshaded) {REMOVE} ev_remove(quang_nam, vc_guerrilla_underground, 1)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_remove(binh_dinh, vc_guerrilla_active, 1) "
                            "ev_remove(kontum, vc_base, 1)")) == ["5.1"]


def test_118_unshaded_the_vc_decide_when_another_faction_executes_5_1():
    elig = {"VC": "ineligible", "ARVN": "eligible", "NVA": "eligible", "US": "eligible"}
    g = card_game(118, SPACES, eligibility=elig)               # ARVN executes
    assert sections(g.check("event(unshaded) " + REMOVE)) == ["5.1"]
    r = g.apply("event(unshaded)")
    assert r.state.turn["pending"] == [{"faction": "VC", "action": "rest", "card": 118, "side": "unshaded"}]
    assert sections(r.game.check("event_rest ev_remove(binh_dinh, vc_guerrilla_active, 1)")) == ["5.1.3"]
    r = r.game.apply("event_rest ev_remove(binh_dinh, vc_guerrilla_underground, 1) ev_remove(kontum, vc_guerrilla_active, 1)")
    assert r.state.pieces("binh_dinh") == {"vc_guerrilla_active": 1, "vc_guerrilla_underground": 1}
    assert r.state.turn["pending"] == []


def test_118_shaded_a_vc_piece_in_each_of_3_spaces_bases_too_5_1():
    g = card_game(118)
    r = g.apply("event(shaded) ev_place(hue, vc_base, 1) ev_place(loc_hue_da_nang, vc_guerrilla, 1) "
                "ev_place(north_vietnam, vc_guerrilla, 1)")
    assert r.state.pieces("hue") == {"vc_base": 1}
    assert r.state.pieces("loc_hue_da_nang") == {"vc_guerrilla_underground": 1}
    assert r.state.pieces("north_vietnam") == {"vc_guerrilla_underground": 1}


def test_118_shaded_3_spaces_1_each_stacking_5_1_3():
    g = card_game(118, {"hue": {"pieces": {"arvn_base": 2}}})
    assert sections(g.check("event(shaded) ev_place(hue, vc_guerrilla, 1) ev_place(saigon, vc_guerrilla, 1)")) == ["5.1.3"]
    assert sections(g.check("event(shaded) ev_place(saigon, vc_guerrilla, 2) ev_place(can_tho, vc_guerrilla, 1)")) == ["5.1"]
    assert sections(g.check("event(shaded) ev_place(saigon, vc_guerrilla, 1) ev_place(saigon, vc_base, 1) "
                            "ev_place(can_tho, vc_guerrilla, 1)")) == ["5.1"]
    assert "1.4.2" in sections(g.check("event(shaded) ev_place(hue, vc_base, 1) ev_place(saigon, vc_guerrilla, 1) "
                                       "ev_place(can_tho, vc_guerrilla, 1)"))


def test_118_shaded_fewer_pieces_available_5_1_3():
    # 30 VC Guerrillas and 9 VC Bases in the Force Pool; 1 Guerrilla and 1 Base Available.
    g = card_game(118, {"kontum": {"pieces": {"vc_guerrilla_active": 29}},
                        **{p: {"pieces": {"vc_base": 2}} for p in ("binh_dinh", "quang_nam", "tay_ninh", "kien_phong")}})
    assert sections(g.check("event(shaded) ev_place(hue, vc_guerrilla, 1)")) == ["5.1.3"]
    assert g.check("event(shaded) ev_place(hue, vc_guerrilla, 1) ev_place(saigon, vc_base, 1)") == []


def test_118_legal_offers_the_spaces_5_1():
    g = card_game(118, SPACES)
    assert g.legal("event(unshaded)") == {"ev_remove": [
        "ev_remove(binh_dinh,vc_guerrilla_active,1)", "ev_remove(binh_dinh,vc_guerrilla_underground,1)",
        "ev_remove(kontum,vc_guerrilla_active,1)"]}
    places = set(g.legal("event(shaded)")["ev_place"])
    assert {"ev_place(loc_hue_da_nang,vc_guerrilla,1)", "ev_place(hue,vc_base,1)", "ev_place(north_vietnam,vc_base,1)"} <= places
    assert "ev_place(loc_hue_da_nang,vc_base,1)" not in places
