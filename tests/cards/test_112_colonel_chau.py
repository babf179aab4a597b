"""Card 112 Colonel Chau (5.1, 5.1.3, 1.6; card text and tip in shared/reference)."""

from tests.helpers import card_game

SIX = ["quang_nam", "binh_dinh", "pleiku_darlac", "khanh_hoa", "tay_ninh", "ba_xuyen"]


def test_unshaded_one_police_in_each_of_6_provinces_5_1():
    g = card_game(112)
    r = g.apply("event(unshaded) " + " ".join(f"ev_place({p}, arvn_police, 1)" for p in SIX))
    assert all(r.state.pieces(p) == {"arvn_police": 1} for p in SIX)


def test_unshaded_provinces_only_one_each_and_all_six_5_1_3():
    g = card_game(112)
    assert "5.1" in [s for s, _ in g.check("event(unshaded) ev_place(hue, arvn_police, 1) " +
                                             " ".join(f"ev_place({p}, arvn_police, 1)" for p in SIX[:5]))]
    assert "5.1" in [s for s, _ in g.check("event(unshaded) ev_place(quang_nam, arvn_police, 2) " +
                                             " ".join(f"ev_place({p}, arvn_police, 1)" for p in SIX[1:]))]
    assert "5.1.3" in [s for s, _ in g.check("event(unshaded) " +
                                               " ".join(f"ev_place({p}, arvn_police, 1)" for p in SIX[:5]))]


def test_shaded_three_provinces_with_arvn_shift_and_get_a_guerrilla_5_1():
    spaces = {p: {"pieces": {"arvn_police": 1}, "support": "passive_support"} for p in SIX[:3]}
    g = card_game(112, spaces)
    r = g.apply("event(shaded) " + " ".join(f"ev_space({p}) ev_place({p}, vc_guerrilla, 1)" for p in SIX[:3]))
    for p in SIX[:3]:
        assert "support" not in r.state.spaces[p]                       # Passive Support -> Neutral
        assert r.state.pieces(p) == {"arvn_police": 1, "vc_guerrilla_underground": 1}


def test_shaded_only_provinces_with_arvn_and_as_many_as_there_are_5_1_3():
    g = card_game(112, {"quang_nam": {"pieces": {"arvn_police": 1}}, "hue": {"pieces": {"arvn_police": 1}}})
    assert "5.1" in [s for s, _ in g.check("event(shaded) ev_space(binh_dinh) ev_place(binh_dinh, vc_guerrilla, 1)")]
    assert "5.1.3" in [s for s, _ in g.check("event(shaded) ev_space(quang_nam)")]     # the Guerrilla too
    assert g.check("event(shaded) ev_space(quang_nam) ev_place(quang_nam, vc_guerrilla, 1)") == []


def test_shaded_legal_lists_provinces_with_arvn_pieces_5_1():
    # Card text: Provinces with ARVN pieces each get a VC Guerrilla; Hue is a City.
    spaces = {"quang_nam": {"pieces": {"arvn_police": 1}}, "binh_dinh": {"pieces": {"arvn_troops": 2}},
              "hue": {"pieces": {"arvn_police": 2}}}
    assert card_game(112, spaces).legal("event(shaded)") == {
        "ev_place": ["ev_place(binh_dinh,vc_guerrilla,1)", "ev_place(quang_nam,vc_guerrilla,1)"],
        "ev_space": ["ev_space(binh_dinh)", "ev_space(quang_nam)"]}


def test_unshaded_police_may_go_to_laos_and_cambodia_provinces_ruling_264():
    """Ruling 264: the card's "Provinces" include those of Laos and Cambodia;
    stacking (1.4.2) keeps COIN pieces out of North Vietnam only."""
    five = ["central_laos", "northeast_cambodia", "quang_nam", "binh_dinh", "pleiku_darlac", "khanh_hoa"]
    r = card_game(112).apply("event(unshaded) " + " ".join(f"ev_place({p}, arvn_police, 1)" for p in five))
    assert r.state.pieces("central_laos") == {"arvn_police": 1}
    assert r.state.pieces("northeast_cambodia") == {"arvn_police": 1}
    g = card_game(112)
    bad = g.check("event(unshaded) ev_place(north_vietnam, arvn_police, 1) " +
                  " ".join(f"ev_place({p}, arvn_police, 1)" for p in five[1:]))
    assert bad != []
