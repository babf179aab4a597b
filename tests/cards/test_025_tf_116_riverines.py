"""Card 25 TF-116 Riverines (5.1, 5.1.1, 5.1.3, 5.5, 3.2.3, 3.2.4, 3.3.4; card text and tip in shared/reference)."""

from tests.helpers import card_game, pieces, sections

KP, KH, BX, KG = "kien_phong", "kien_hoa_vinh_binh", "ba_xuyen", "kien_giang_an_xuyen"   # Lowlands on the Mekong
M1, M2, M3 = "loc_saigon_can_tho", "loc_can_tho_chau_doc", "loc_can_tho_long_phu"
SPACES = {M1: {"pieces": {"nva_troops": 2, "vc_guerrilla_underground": 1}},
          M2: {"pieces": {"vc_guerrilla_active": 1, "arvn_police": 1}},
          KP: {"pieces": {"vc_guerrilla_underground": 2, "nva_troops": 1}},
          "can_tho": {"pieces": {"us_troops": 4, "arvn_troops": 2}},
          KH: {"pieces": {"vc_base": 1, "vc_guerrilla_active": 1}}}


def test_unshaded_mekong_cleared_then_us_sweeps_and_assaults_the_lowlands_5_5():
    r = card_game(25, SPACES, deck=[125, 3]).apply("event(unshaded) ev_choice(us)")     # Monsoon
    assert pieces(r, M1) == {} and pieces(r, M2) == {"arvn_police": 1}
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("US", "sweep"), ("US", "assault")]
    assert r.game.legal("")["sweep"] == [f"sweep({s})" for s in (BX, KG, KH, KP)]
    r = r.game.apply(f"sweep({KP}) sweep({KH}) sweep({BX}) sweep({KG}) sweep(can_tho, {KP}, us_troops, 2) "
                     f"sweep(can_tho, {KH}, us_troops, 2) "
                     f"activate(sweep, {KP}, vc_guerrilla_underground, 2)")
    assert pieces(r, KP) == {"nva_troops": 1, "us_troops": 2, "vc_guerrilla_active": 2}
    r = r.game.apply(f"assault({KP}) assault({KH})")                      # 2 US Troops each, Lowland: 2 each
    assert pieces(r, KP) == {"us_troops": 2, "vc_guerrilla_active": 1} and pieces(r, KH) == {"us_troops": 2}


def test_unshaded_only_the_lowlands_touching_the_mekong_5_1():
    r = card_game(25, SPACES).apply("event(unshaded) ev_choice(arvn)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("ARVN", "sweep"), ("ARVN", "assault")]
    assert r.game.check(f"sweep(saigon) sweep({KP}) sweep({KH}) sweep({BX}) sweep({KG})") == [
        ("5.1", "Saigon: the free Sweep and Assault are in Lowlands touching the Mekong only")]
    assert "5.1" in sections(card_game(25, SPACES).check("event(unshaded) ev_choice(nva)"))


def test_unshaded_no_lasting_cap_on_us_sweep_spaces_5_1_2():
    # Combined Action Platoons (shaded) caps US Sweeps at 2 spaces; the Event's "each Lowland" beats it.
    r = card_game(25, SPACES, capabilities={"18": "shaded"}).apply("event(unshaded) ev_choice(us)")
    assert r.game.check(f"sweep({KP}) sweep({KH}) sweep({BX}) sweep({KG})") == []


def test_unshaded_the_sweep_is_in_each_lowland_touching_the_mekong_ruling_237():
    """Ruling 237: "each Lowland touching Mekong" is every one of the 4 for the
    Sweep: 3 of them fall short, and the Sweep is not forgone (5.1.3)."""
    r = card_game(25, SPACES).apply("event(unshaded) ev_choice(us)")
    assert "5.1.3" in sections(r.game.check(f"sweep({KP}) sweep({KH}) sweep({BX})"))
    assert "5.1.3" in sections(r.game.check("skip"))
    assert "skip" not in r.game.legal("")


def test_unshaded_the_assault_is_in_each_lowland_where_it_can_be_ruling_237():
    """Ruling 237: after the Sweep, each Lowland touching the Mekong with the
    Faction's cubes and enemy pieces it can hit is Assaulted (Kien Phong and
    Kien Hoa here, where the US Troops swept in); Ba Xuyen and Kien Giang,
    with no US Troops, are not required."""
    r = card_game(25, SPACES).apply("event(unshaded) ev_choice(us)")
    r = r.game.apply(f"sweep({KP}) sweep({KH}) sweep({BX}) sweep({KG}) sweep(can_tho, {KP}, us_troops, 2) "
                     f"sweep(can_tho, {KH}, us_troops, 2) activate(sweep, {KP}, vc_guerrilla_underground, 2)")
    assert "5.1.3" in sections(r.game.check(f"assault({KP})"))
    assert "5.1.3" in sections(r.game.check("skip"))
    assert r.game.check(f"assault({KP}) assault({KH})") == []


def test_unshaded_arvn_assault_each_lowland_with_arvn_cubes_ruling_237():
    spaces = {KP: {"pieces": {"arvn_troops": 2, "nva_troops": 1}}, BX: {"pieces": {"arvn_police": 2, "vc_base": 1}},
              KG: {"pieces": {"vc_base_tunneled": 1, "arvn_police": 1}}}
    r = card_game(25, spaces).apply("event(unshaded) ev_choice(arvn)")
    r = r.game.apply(f"sweep({KP}) sweep({KH}) sweep({BX}) sweep({KG})")
    assert "5.1.3" in sections(r.game.check(f"assault({KP})"))          # Ba Xuyen's Base is open too
    assert r.game.check(f"assault({KP}) assault({BX})") == []            # Kien Giang: only a Tunneled Base


def test_shaded_2_vc_guerrillas_per_mekong_loc_then_sabotage_where_vc_outnumber_coin_3_3_4():
    spaces = {M1: {"pieces": {"us_troops": 3}}, M2: {"pieces": {"arvn_police": 1}}}
    g = card_game(25, spaces)
    assert "5.1.3" in sections(g.check(f"event(shaded) ev_place({M1}, vc_guerrilla, 2) ev_place({M2}, vc_guerrilla, 2)"))
    assert "5.1" in sections(g.check(f"event(shaded) ev_place({M1}, vc_guerrilla, 2) ev_place({M2}, vc_guerrilla, 3) "
                                     f"ev_place({M3}, vc_guerrilla, 1)"))
    r = g.apply(f"event(shaded) ev_place({M1}, vc_guerrilla, 2) ev_place({M2}, vc_guerrilla, 2) "
                f"ev_place({M3}, vc_guerrilla, 2)")
    assert pieces(r, M2) == {"vc_guerrilla_underground": 2, "arvn_police": 1}
    assert not r.state.spaces[M1].get("sabotage")                         # 2 VC, 3 US Troops
    assert r.state.spaces[M2]["sabotage"] and r.state.spaces[M3]["sabotage"]


def test_shaded_few_guerrillas_available_as_many_as_there_are_5_1_3():
    g = card_game(25, {"central_laos": {"pieces": {"vc_guerrilla_underground": 27}}})        # 3 Available
    assert "5.1.3" in sections(g.check(f"event(shaded) ev_place({M1}, vc_guerrilla, 2)"))
    r = g.apply(f"event(shaded) ev_place({M1}, vc_guerrilla, 2) ev_place({M3}, vc_guerrilla, 1)")
    assert r.state.spaces[M1]["sabotage"] and r.state.spaces[M3]["sabotage"] and not r.state.spaces.get(M2, {}).get("sabotage")


def test_shaded_sabotage_markers_run_short_the_executor_names_the_locs_3_3_4():
    markers = {s: {"terror": 1} for s in ("saigon", "hue", "da_nang", "kontum", "qui_nhon", "cam_ranh", "an_loc",
                                          "can_tho", "tay_ninh", "binh_dinh", "quang_nam", "khanh_hoa", "phuoc_long")}
    g = card_game(25, markers)                                                 # 13 of 15 on the map: 2 left
    place = " ".join(f"ev_place({m}, vc_guerrilla, 2)" for m in (M1, M2, M3))
    assert "3.3.4" in sections(g.check(f"event(shaded) {place}"))
    assert sorted(g.legal(f"event(shaded) {place}")["ev_choice"]) == sorted(f"ev_choice({m})" for m in (M1, M2, M3))
    r = g.apply(f"event(shaded) {place} ev_choice({M1}) ev_choice({M3})")
    assert r.state.spaces[M1]["sabotage"] and r.state.spaces[M3]["sabotage"] and not r.state.spaces[M2].get("sabotage")
