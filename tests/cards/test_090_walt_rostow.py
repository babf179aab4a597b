"""Card 90 Walt Rostow (5.1, 5.1.1, 5.1.3, 5.5, 6.4.2, 1.4.1, 1.4.2; card text and tip in
shared/reference).  Shaded: the ARVN Troops Redeploy as if no Bases, by the Coup Round's Redeploy
rules run by the Event (asp/coup/redeploy.lp: no_bases, troops_only)."""

from tests.helpers import card_game, pieces, sections

# Card 90's order: ARVN, VC, NVA, US.
SP = {"saigon": {"pieces": {"arvn_troops": 4, "arvn_police": 3}},
      "hue": {"pieces": {"arvn_troops": 1, "nva_troops": 3}},
      "quang_nam": {"pieces": {"arvn_troops": 2, "arvn_base": 1, "arvn_police": 1}},
      "binh_dinh": {"pieces": {"arvn_ranger_underground": 1}},
      "loc_hue_da_nang": {"pieces": {"arvn_troops": 2}},
      "da_nang": {"pieces": {"us_troops": 1}},
      "pleiku_darlac": {"pieces": {"vc_guerrilla_underground": 2}}}


def test_unshaded_2_arvn_pieces_from_anywhere_even_out_of_play_into_coin_control_5_1():
    g = card_game(90, SP, out_of_play={"arvn_troops": 2})
    r = g.apply("event(unshaded) ev_move(out_of_play, da_nang, arvn_troops, 1) "
                "ev_move(binh_dinh, saigon, arvn_ranger_underground, 1)")
    assert pieces(r, "da_nang") == {"us_troops": 1, "arvn_troops": 1}
    assert pieces(r, "saigon")["arvn_ranger_underground"] == 1 and "binh_dinh" not in r.state.spaces
    assert r.state.out_of_play == {"arvn_troops": 1}


def test_unshaded_a_base_from_available_into_coin_control_tip():
    r = card_game(90, SP).apply("event(unshaded) ev_move(available, saigon, arvn_base, 2)")
    assert pieces(r, "saigon")["arvn_base"] == 2
    # Not past 2 Bases in a space (1.4.2, 5.1.1).
    g = card_game(90, SP)
    assert g.check("event(unshaded) ev_move(available, quang_nam, arvn_base, 2)") == [
        ("1.4.2", "Quang Nam would hold 3 Bases; a Province or City holds at most 2")]
    assert [o for o in g.legal("event(unshaded)")["ev_move"] if "quang_nam,arvn_base" in o] == [
        "ev_move(available,quang_nam,arvn_base,1)"]


def test_unshaded_only_into_coin_control_and_2_pieces_5_1_3():
    g = card_game(90, SP, out_of_play={"arvn_troops": 2})
    # Hue is under NVA Control, Pleiku under none.
    assert "5.1" in sections(g.check("event(unshaded) ev_move(out_of_play, hue, arvn_troops, 2)"))
    assert "5.1" in sections(g.check("event(unshaded) ev_move(available, pleiku_darlac, arvn_police, 2)"))
    assert sections(g.check("event(unshaded) ev_move(out_of_play, saigon, arvn_troops, 1)")) == ["5.1.3"]
    assert "5.1" in sections(g.check("event(unshaded) ev_move(out_of_play, saigon, arvn_troops, 2) "
                                     "ev_move(available, saigon, arvn_police, 1)"))
    opts = g.legal("event(unshaded)")["ev_move"]
    assert "ev_move(out_of_play,da_nang,arvn_troops,2)" in opts
    assert not any(",hue," in o or ",pleiku_darlac," in o for o in opts)


def test_shaded_a_guerrilla_in_each_province_with_arvn_then_troops_redeploy_as_if_no_bases_tip():
    g = card_game(90, SP)
    # Provinces with ARVN: Quang Nam, Binh Dinh (not the LoC, not the Cities).
    assert g.legal("event(shaded)")["ev_place"] == [f"ev_place({s},{t},1)" for s in ("binh_dinh", "quang_nam")
                                                   for t in ("nva_guerrilla", "vc_guerrilla")]
    assert sections(g.check("event(shaded) ev_place(quang_nam, vc_guerrilla, 1)")) == ["5.1.3"]
    assert "5.1" in sections(g.check("event(shaded) ev_place(quang_nam, vc_guerrilla, 1) "
                                     "ev_place(quang_nam, nva_guerrilla, 1) ev_place(binh_dinh, vc_guerrilla, 1)"))
    r = g.apply("event(shaded) ev_place(quang_nam, vc_guerrilla, 1) ev_place(binh_dinh, nva_guerrilla, 1)")
    assert pieces(r, "binh_dinh") == {"arvn_ranger_underground": 1, "nva_guerrilla_underground": 1}
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("ARVN", "redeploy")]
    g = r.game
    # Quang Nam's Base does not keep its Troops; the LoC's go too; only Cities without NVA
    # Control or Saigon receive them (Hue is NVA's, Quang Nam's Base is ignored).
    assert sorted(g.turn().coup_default) == ["redeploy(loc_hue_da_nang,saigon,arvn_troops,2)",
                                             "redeploy(quang_nam,saigon,arvn_troops,2)"]
    assert sections(g.check("redeploy(quang_nam, saigon, arvn_troops, 2)")) == ["6.4.2"]
    assert ("6.4", "arvn_troops may not Redeploy from Hue -- Da Nang to Quang Nam") in g.check(
        "redeploy(quang_nam, saigon, arvn_troops, 2) redeploy(loc_hue_da_nang, quang_nam, arvn_troops, 2)")
    assert ("6.4", "arvn_troops may not Redeploy from Hue -- Da Nang to Hue") in g.check(
        "redeploy(quang_nam, saigon, arvn_troops, 2) redeploy(loc_hue_da_nang, hue, arvn_troops, 2)")
    # Police stay (Troops only).
    assert ("6.4", "arvn_police may not Redeploy from Saigon to Hue -- Da Nang") in g.check(
        "redeploy(quang_nam, saigon, arvn_troops, 2) redeploy(loc_hue_da_nang, saigon, arvn_troops, 2) "
        "redeploy(saigon, loc_hue_da_nang, arvn_police, 1)")
    # Troops in a City may move too (6.4.2).
    r = g.apply("redeploy(quang_nam, da_nang, arvn_troops, 2) redeploy(loc_hue_da_nang, saigon, arvn_troops, 2) "
                "redeploy(hue, da_nang, arvn_troops, 1)")
    assert pieces(r, "da_nang") == {"us_troops": 1, "arvn_troops": 3}
    assert pieces(r, "quang_nam") == {"arvn_base": 1, "arvn_police": 1, "vc_guerrilla_underground": 1}
    assert r.state.turn["pending"] == []


def test_shaded_guerrillas_run_short_as_many_as_available_5_1_3():
    # 30 VC and 20 NVA Guerrillas in the pool: 1 VC Available, no NVA.
    spaces = dict(SP, north_vietnam={"pieces": {"nva_guerrilla_underground": 20}},
                  tay_ninh={"pieces": {"vc_guerrilla_underground": 27}})
    g = card_game(90, spaces)
    r = g.apply("event(shaded) ev_place(binh_dinh, vc_guerrilla, 1)")
    assert pieces(r, "binh_dinh")["vc_guerrilla_underground"] == 1
