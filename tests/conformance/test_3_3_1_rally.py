"""Rally (3.3.1)."""

from helpers import game, pieces, sections


def test_3_3_1_place_one_guerrilla_per_space_for_1_resource():
    g = game({"ba_xuyen": {}, "kien_phong": {}}, first="VC")
    r = g.apply("rally(ba_xuyen) rally(kien_phong)")
    assert pieces(r, "ba_xuyen") == {"vc_guerrilla_underground": 1}
    assert r.state.resources["VC"] == 3


def test_3_3_1_not_where_support():
    g = game({"saigon": {"support": "passive_support"}}, first="VC")
    assert sections(g.check("rally(saigon)")) == ["3.3.1"]


def test_3_3_1_vc_with_base_places_up_to_pop_plus_bases():
    g = game({"kien_phong": {"pieces": {"vc_base": 1}}}, first="VC")  # Pop 2 + 1 Base
    assert pieces(g.apply("rally(kien_phong) rally(kien_phong, 3)"), "kien_phong")["vc_guerrilla_underground"] == 3
    assert sections(g.check("rally(kien_phong) rally(kien_phong, 4)")) == ["3.3.1"]


def test_3_3_1_rally_with_a_base_places_at_least_one_guerrilla():
    """Where the Faction has a Base, Rally places Guerrillas (1 or more, up to
    the limit) or does another of its choices; naming 0 to place says why."""
    g = game({"kien_phong": {"pieces": {"vc_base": 1}}}, first="VC")
    assert g.check("rally(kien_phong) rally(kien_phong, 0)") == [
        ("3.3.1", "Rally in Kien Phong places at least 1 Guerrilla, not 0")]


def test_3_3_1_nva_with_base_places_up_to_trail_plus_bases():
    g = game({"southern_laos": {"pieces": {"nva_base": 2}}}, first="NVA", trail=2)
    assert g.check("rally(southern_laos) rally(southern_laos, 4)") == []
    assert sections(g.check("rally(southern_laos) rally(southern_laos, 5)")) == ["3.3.1"]


def test_3_3_1_replace_two_guerrillas_with_a_base_within_stacking():
    g = game({"tay_ninh": {"pieces": {"vc_guerrilla_active": 1, "vc_guerrilla_underground": 1}}}, first="VC")
    r = g.apply("rally(tay_ninh) rally_base(tay_ninh, 1)")
    assert pieces(r, "tay_ninh") == {"vc_base": 1}
    g = game({"tay_ninh": {"pieces": {"vc_guerrilla_underground": 2, "vc_base": 1, "us_base": 1}}}, first="VC")
    assert sections(g.check("rally(tay_ninh) rally_base(tay_ninh, 0)")) == ["1.4.2"]


def test_3_3_1_vc_flips_guerrillas_underground_where_base():
    g = game({"tay_ninh": {"pieces": {"vc_guerrilla_active": 3, "vc_base": 1}}}, first="VC")
    assert pieces(g.apply("rally(tay_ninh) rally_flip(tay_ninh)"), "tay_ninh") == \
        {"vc_guerrilla_underground": 3, "vc_base": 1}


def test_3_3_1_nva_improves_trail_for_2_even_in_no_space():
    g = game(first="NVA")
    r = g.apply("improve_trail")
    assert r.state.trail == 2 and r.state.resources["NVA"] == 8


def test_1_4_1_nva_rally_takes_own_guerrillas_from_the_map():
    # No NVA Guerrilla Available (20 on the map): one comes from elsewhere.
    g = game({"north_vietnam": {"pieces": {"nva_guerrilla_active": 20}}, "southern_laos": {}}, first="NVA")
    assert sections(g.check("rally(southern_laos)")) == ["1.4.1"]
    r = g.apply("rally(southern_laos) from_map(north_vietnam, nva_guerrilla_active, 1)")
    assert pieces(r, "southern_laos") == {"nva_guerrilla_underground": 1}
    assert pieces(r, "north_vietnam") == {"nva_guerrilla_active": 19}


def test_a_move_names_each_choice_once():
    """A move names a choice once, with its whole count (docs/moves.md): two
    Rally counts for one space are refused, and legal never adds a second."""
    g = game({"southern_laos": {"pieces": {"nva_base": 1}}}, first="NVA", trail=2)
    assert g.check("rally(southern_laos) rally(southern_laos, 2) rally(southern_laos, 1)") == [
        ("-", "rally(southern_laos,1) and rally(southern_laos,2) name the same choice: "
              "name it once, with its whole count")]
    assert not [a for a in g.legal("rally(southern_laos) rally(southern_laos, 2)").get("rally", [])
                if a.startswith("rally(southern_laos,")]


def test_1_4_1_legal_offers_rally_taking_guerrillas_from_the_map_when_none_are_available():
    """1.4.1: with no VC Guerrilla Available, the VC may still Rally, taking
    Guerrillas from the map; legal offers the Rally and the from_map choice."""
    g = game({"quang_nam": {"pieces": {"vc_guerrilla_underground": 30}}}, first="VC")
    assert "rally(kien_phong)" in g.legal()["rally"]
    got = g.legal("rally(kien_phong)")["from_map"]
    assert got[0] == "from_map(quang_nam,vc_guerrilla_underground,1)"
    assert g.check("rally(kien_phong) from_map(quang_nam, vc_guerrilla_underground, 1)") == []


def test_every_counted_move_atom_is_named_once():
    """docs/moves.md: each choice once, with its whole count; for every atom of
    the vocabulary whose last argument is a count (those of the cards and of
    the Coup Round too), two alike but for the count are refused."""
    from fitl.moves import vocabulary
    arg = {"space": "saigon", "key": "us_troops", "type": "us_troops", "piece": "us_troops", "term": "assault",
           "faction": "us"}
    g = game({"saigon": {"pieces": {"us_troops": 2}}}, first="US")
    counted = [(n, kinds) for (n, _), kinds in vocabulary(2).items() if kinds and kinds[-1] == "count"]
    assert len(counted) >= 25
    for name, kinds in counted:
        head = ", ".join(arg[k] for k in kinds[:-1])
        one, two = (f"{name}({head}{', ' if head else ''}{n})" for n in (1, 2))
        found = [t for _, t in g.check(f"{one} {two}") if "name the same choice" in t]
        assert found, name


def test_3_3_1_placing_in_a_space_not_selected_cites_the_rally_rule_only():
    """A move that places Rally Guerrillas in a space it does not select is
    refused by Rally's rule (3.3.1), in words a player reads: never by an
    engine-internal message."""
    g = game({"kien_phong": {}, "quang_tin_quang_ngai": {}}, first="VC")
    reasons = g.check("rally(kien_phong) rally(quang_tin_quang_ngai, 2)")
    assert sections(reasons) == ["3.3.1"]
    assert not any("internal" in text or "scope" in text for _, text in reasons)


def test_3_1_2_a_free_rally_still_pays_2_to_improve_the_trail():
    """3.1.2, 3.3.1: card 75 (shaded) gives the NVA a free Rally; its Rally
    costs nothing, the Trail Improvement still 2."""
    from helpers import card_game
    pb = "the_parrots_beak"
    r = card_game(75, {pb: {"pieces": {"nva_guerrilla_underground": 1}}}).apply("event(shaded)")
    r = r.game.apply("skip").game.apply("skip")            # the VC's Rally and March
    r = r.game.apply(f"rally({pb}) improve_trail")
    assert r.state.resources["NVA"] == 8 and r.state.trail == 2


def test_3_3_1_improve_even_limited_not_beyond_trail_4():
    """3.3.1: the NVA may Improve even with a Limited Rally (6.7: never
    beyond 4)."""
    g = game({"kien_phong": {}}, first="NVA", trail=2)
    r = g.apply("limited rally(kien_phong) improve_trail")
    assert r.state.trail == 3 and r.state.resources["NVA"] == 7
    g = game({"kien_phong": {}}, first="NVA", trail=4)
    assert sections(g.check("rally(kien_phong) improve_trail")) == ["6.7"]
