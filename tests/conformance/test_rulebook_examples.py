"""The rulebook's worked examples of sections 1-7 (EXAMPLE passages) that no
other test reproduced figure for figure: the example's own pieces, spaces,
costs and results."""

from helpers import card_game, coup_game, game, pieces, play_out, sections

# ---------------------------------------------------------------- 1.4.1


def test_1_4_1_example_us_train_takes_police_from_another_space_if_none_available():
    """1.4.1 EXAMPLES: a US Train may take Police from another space when none
    is Available (any ARVN forces, unlike US Troops and Bases)."""
    spaces = {"hue": {"pieces": {"arvn_police": 30}},            # every Police on the map
              "qui_nhon": {"pieces": {"us_base": 1}}}
    g = game(spaces)                                              # US first
    assert sections(g.check("train(qui_nhon) train(qui_nhon, arvn_police, 2)")) == ["1.4.1"]
    r = g.apply("train(qui_nhon) train(qui_nhon, arvn_police, 2) from_map(hue, arvn_police, 2)")
    assert pieces(r, "qui_nhon") == {"us_base": 1, "arvn_police": 2}
    assert pieces(r, "hue") == {"arvn_police": 28}


# ---------------------------------------------------------------- 4.4.3


MEKONG = "loc_saigon_can_tho"     # the 2-Econ Mekong LoC (1.3.4)


def test_4_4_3_example_mekong_ambush_may_remove_from_the_loc_or_any_of_its_4_neighbours():
    """4.4.3 EXAMPLE: an NVA Guerrilla Ambushing on the Mekong may remove 1
    enemy from the Mekong itself, Kien Phong, Kien Hoa, Can Tho or Saigon."""
    spaces = {MEKONG: {"pieces": {"nva_guerrilla_underground": 1, "arvn_troops": 1}},
              "kien_phong": {"pieces": {"arvn_police": 1}},
              "kien_hoa_vinh_binh": {"pieces": {"arvn_police": 1}},
              "can_tho": {"pieces": {"arvn_police": 1}},
              "saigon": {"pieces": {"arvn_police": 1}},
              "ba_xuyen": {"pieces": {"arvn_police": 1}}}             # not adjacent to the Mekong
    g = game(spaces, first="NVA")
    got = [a for a in g.legal(f"attack({MEKONG}) ambush({MEKONG})")["ambush"] if a.count(",") == 2]
    assert sorted(a.split(",")[1] for a in got) == ["can_tho", "kien_hoa_vinh_binh", "kien_phong",
                                                   MEKONG, "saigon"]
    m = f"attack({MEKONG}) ambush({MEKONG}) ambush({MEKONG}, kien_hoa_vinh_binh, arvn_police)"
    assert pieces(g.apply(m), "kien_hoa_vinh_binh") == {}
    assert "4.4.3" in sections(g.check(f"attack({MEKONG}) ambush({MEKONG}) ambush({MEKONG}, ba_xuyen, arvn_police)"))


def test_4_4_3_example_second_guerrilla_ambushing_in_kien_phong_also_removes_there():
    """4.4.3 EXAMPLE: the Mekong Ambush selecting Kien Phong does not stop a
    2nd NVA Guerrilla Ambushing in Kien Phong from removing an enemy there too."""
    spaces = {MEKONG: {"pieces": {"nva_guerrilla_underground": 1}},
              "kien_phong": {"pieces": {"nva_guerrilla_underground": 1, "arvn_police": 2}}}
    m = (f"attack({MEKONG}) attack(kien_phong) ambush({MEKONG}) ambush(kien_phong) "
         f"ambush({MEKONG}, kien_phong, arvn_police) ambush(kien_phong, kien_phong, arvn_police)")
    r = game(spaces, first="NVA").apply(m)
    assert r.dice == []                                      # Ambush hits without a roll
    assert pieces(r, "kien_phong") == {"nva_guerrilla_active": 1}
    assert pieces(r, MEKONG) == {"nva_guerrilla_active": 1}
    assert r.state.resources["NVA"] == 10 - 1 - 1            # the LoC and the Province each cost 1 (3.3.3)


# ---------------------------------------------------------------- 5.1.1 / 5.1.2


def test_5_1_1_example_plei_mei_march_even_in_monsoon():
    """5.1.1 EXAMPLE: NVA executing Plei Mei (shaded) March as it directs even
    in Monsoon (2.3.9), where an ordinary March is barred."""
    spaces = {"central_laos": {"pieces": {"nva_troops": 2}},
              "quang_tri_thua_thien": {"pieces": {"us_troops": 1}}}
    g = card_game(59, spaces, deck=[125, 3])                       # a Coup card next: Monsoon
    assert "2.3.9" in sections(g.check("march(central_laos, quang_tri_thua_thien, nva_troops, 2)"))
    r = g.apply("event(shaded)").game.apply("march(central_laos, quang_tri_thua_thien, nva_troops, 2)")
    assert pieces(r, "quang_tri_thua_thien") == {"us_troops": 1, "nva_troops": 2}


MACV_SPACES = {"saigon": {"pieces": {"us_troops": 2}}, "hue": {},
               "binh_dinh": {"pieces": {"arvn_ranger_active": 1, "vc_guerrilla_active": 1}},
               "quang_nam": {"pieces": {"arvn_ranger_underground": 1, "vc_guerrilla_active": 2}}}


def test_5_1_2_example_us_air_lift_with_macv_under_typhoon_kate():
    """5.1.2 EXAMPLE: with Typhoon Kate in effect (no Air Lift), the US may
    still Air Lift as the free Special Activity MACV grants."""
    kate = {115: "unshaded"}
    assert "5.4" in sections(game(MACV_SPACES, momentum=kate).check(
        "train(saigon) air_lift(saigon, hue, us_troops, 2)"))       # Kate bars an ordinary Air Lift
    r = card_game(69, MACV_SPACES, momentum=kate).apply("event(unshaded) ev_choice(us_arvn)")
    assert "special_activity(air_lift)" in r.game.legal("")["special_activity"]
    r = r.game.apply("air_lift(saigon, hue, us_troops, 2)")
    assert pieces(r, "hue") == {"us_troops": 2} and pieces(r, "saigon") == {}


# ---------------------------------------------------------------- 5.5


def test_5_5_example_nva_free_march_costs_0_and_leaves_nva_eligible():
    """5.5 EXAMPLE: an NVA free March costs 0 Resources and does not affect
    NVA Eligibility: after Sihanouk (shaded, executed by the ARVN), the NVA
    still act as 2nd Eligible, and stay Eligible if they then Pass."""
    pb = "the_parrots_beak"
    spaces = {pb: {"pieces": {"vc_base": 1, "nva_base": 1}}, "tay_ninh": {}}
    r = card_game(75, spaces).apply("event(shaded)")             # ARVN 1st Eligible
    r = r.game.apply(f"rally({pb}) rally({pb}, 1)").game.apply("skip")     # VC Rally, no March
    r = r.game.apply(f"rally({pb}) rally({pb}, 1)")
    r = r.game.apply(f"march({pb}, tay_ninh, nva_guerrilla_underground, 1)")
    assert pieces(r, "tay_ninh") == {"nva_guerrilla_underground": 1}
    assert r.state.resources["NVA"] == 10                      # cost 0
    assert r.game.turn().to_act == "NVA"                       # still to act as 2nd Eligible
    r = play_out(r.game.apply("pass"))
    assert r.state.resources["NVA"] == 11
    assert r.state.eligibility["NVA"] == "eligible" and r.state.eligibility["ARVN"] == "ineligible"


def test_5_5_example_free_raid_must_activate_an_underground_ranger_to_remove():
    """5.5 EXAMPLE: a free Raid (here the ARVN's MACV Special Activity) still
    removes enemies only by Activating an Underground Ranger (4.3.3)."""
    r = card_game(69, MACV_SPACES).apply("event(unshaded) ev_choice(us_arvn)").game.apply("skip")
    assert "4.3.3" in sections(r.game.check("raid(binh_dinh) raid_strike(binh_dinh)"))   # Active Ranger only
    r = r.game.apply("raid(quang_nam) raid_strike(quang_nam)")
    assert pieces(r, "quang_nam") == {"arvn_ranger_active": 1}
    assert r.state.resources["ARVN"] == 30


# ---------------------------------------------------------------- 6.3.1

SIX = ["quang_nam", "quang_tin_quang_ngai", "pleiku_darlac", "khanh_hoa", "binh_dinh", "phu_bon_phu_yen"]
BOTH = {s: {"pieces": {"us_troops": 1, "arvn_troops": 1, "arvn_police": 1}} for s in SIX}


def test_6_3_1_example_us_pacifies_in_3_spaces_arvn_in_only_1():
    r = coup_game("support_us", BOTH).apply(" ".join(f"coup_pacify({s}, 1)" for s in SIX[:3]))
    assert r.state.coup["phase"] == "support_arvn" and r.state.resources["ARVN"] == 30 - 9
    g = r.game
    assert g.check(f"coup_pacify({SIX[3]}, 1)") == []
    assert sections(g.check(f"coup_pacify({SIX[3]}, 1) coup_pacify({SIX[4]}, 1)")) == ["6.3.1"]


def test_6_3_1_example_us_pacifies_in_4_spaces_arvn_in_none():
    r = coup_game("support_us", BOTH).apply(" ".join(f"coup_pacify({s}, 1)" for s in SIX[:4]))
    assert r.state.resources["ARVN"] == 30 - 12
    assert sections(r.game.check(f"coup_pacify({SIX[4]}, 1)")) == ["6.3.1"]
