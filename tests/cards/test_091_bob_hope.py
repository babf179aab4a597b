"""Card 91 Bob Hope (5.1, 5.1.3, 1.4.1, 1.7; card text and tip in shared/reference).
Shaded: a chooser the executing Faction names (L3): the NVA or the VC, which then
decides the moves and placements (5.1), in its own event_rest, or in the Event's
own move when it is the executing Faction."""

from tests.helpers import card_game, pieces, sections

# Quang Nam and Binh Dinh are Provinces; Da Nang a City under COIN Control
# (1 Police, no Insurgent); Hue a City with 2 VC and no COIN piece, not under COIN Control (1.7).
SPACES = {"quang_nam": {"pieces": {"us_troops": 5}}, "binh_dinh": {"pieces": {"us_troops": 1}},
          "da_nang": {"pieces": {"arvn_police": 1}}, "hue": {"pieces": {"vc_guerrilla_active": 2}}}
US_FIRST = {"VC": "ineligible", "US": "eligible", "NVA": "eligible", "ARVN": "eligible"}


def test_91_unshaded_troops_from_a_province_to_a_coin_city_1_casualty_back_per_2_5_1():
    g = card_game(91, SPACES, casualties={"us_troops": 2, "us_base": 1})          # VC first
    r = g.apply("event(unshaded) ev_move(quang_nam, da_nang, us_troops, 5) ev_move(casualties, available, us_base, 1) "
                "ev_move(casualties, available, us_troops, 1)")
    assert pieces(r, "da_nang")["us_troops"] == 5 and pieces(r, "quang_nam") == {}
    assert r.state.casualties == {"us_troops": 1}                                  # 5 moved: 2 back (round down)


def test_91_unshaded_one_province_one_coin_city_and_the_casualties_due_5_1_3():
    g = card_game(91, SPACES, casualties={"us_troops": 2})
    assert "5.1" in sections(g.check("event(unshaded) ev_move(quang_nam, hue, us_troops, 2) "
                                     "ev_move(casualties, available, us_troops, 1)"))        # Hue not COIN (1.7)
    assert "5.1" in sections(g.check("event(unshaded) ev_move(quang_nam, da_nang, us_troops, 1) "
                                     "ev_move(binh_dinh, da_nang, us_troops, 1) ev_move(casualties, available, us_troops, 1)"))
    assert "5.1.3" in sections(g.check("event(unshaded) ev_move(quang_nam, da_nang, us_troops, 4)"))
    assert "5.1" in sections(g.check("event(unshaded) ev_move(quang_nam, da_nang, us_troops, 3) "
                                     "ev_move(casualties, available, us_troops, 2)"))          # 3 moved: only 1
    assert g.check("event(unshaded) ev_move(quang_nam, da_nang, us_troops, 1)") == []        # 1 moved: none back
    assert g.check("event(unshaded)") == []                                                  # "any": none too


def test_91_unshaded_legal_offers_province_to_coin_city_moves_5_1():
    g = card_game(91, SPACES, casualties={"us_troops": 2})
    opts = g.legal("event(unshaded)")["ev_move"]
    assert "ev_move(quang_nam,da_nang,us_troops,5)" in opts
    assert not any(",hue," in o for o in opts)                                              # not COIN Control


def test_91_shaded_another_executor_names_nva_who_move_3_troops_and_leave_guerrillas_5_1():
    g = card_game(91, SPACES, eligibility=US_FIRST)                                # the US executes
    assert g.turn().to_act == "US"
    r = g.apply("event(shaded) ev_choice(nva)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("NVA", "rest")]
    assert "5.1.3" in sections(r.game.check("event_rest ev_move(quang_nam, hue, us_troops, 2) "
                                            "ev_place(quang_nam, nva_guerrilla, 2)"))
    assert "5.1" in sections(r.game.check("event_rest ev_move(quang_nam, hue, us_troops, 3) "
                                          "ev_place(quang_nam, vc_guerrilla, 3)"))               # the NVA's own
    r = r.game.apply("event_rest ev_move(quang_nam, hue, us_troops, 2) ev_move(binh_dinh, hue, us_troops, 1) "
                     "ev_place(quang_nam, nva_guerrilla, 2) ev_place(binh_dinh, nva_guerrilla, 1)")
    assert pieces(r, "hue")["us_troops"] == 3
    assert pieces(r, "quang_nam") == {"us_troops": 3, "nva_guerrilla_underground": 2}
    assert pieces(r, "binh_dinh") == {"nva_guerrilla_underground": 1}


def test_91_shaded_the_executor_does_not_make_the_named_factions_moves_5_1():
    g = card_game(91, SPACES, eligibility=US_FIRST)
    assert "5.1" in sections(g.check("event(shaded) ev_choice(nva) ev_move(quang_nam, hue, us_troops, 3) "
                                     "ev_place(quang_nam, nva_guerrilla, 3)"))
    assert "5.1" in sections(g.check("event(shaded) ev_choice(us)"))                      # NVA or VC only
    assert "5.1" in sections(g.check("event(shaded) ev_choice(nva) ev_choice(vc)"))        # one of them


def test_91_shaded_the_executing_vc_naming_itself_selects_in_the_same_move_5_1():
    g = card_game(91, SPACES)                                                      # VC first
    r = g.apply("event(shaded) ev_choice(vc) ev_move(quang_nam, da_nang, us_troops, 3) "
                "ev_place(quang_nam, vc_guerrilla, 3)")
    assert r.state.turn["pending"] == []
    assert pieces(r, "quang_nam") == {"us_troops": 2, "vc_guerrilla_underground": 3}
    assert pieces(r, "da_nang")["us_troops"] == 3


def test_91_shaded_refusals_provinces_only_cities_only_a_guerrilla_per_troop_5_1():
    g = card_game(91, {**SPACES, "loc_hue_da_nang": {"pieces": {"us_troops": 2}}})
    assert "5.1" in sections(g.check("event(shaded) ev_choice(vc) ev_move(loc_hue_da_nang, hue, us_troops, 2) "
                                     "ev_move(quang_nam, hue, us_troops, 1) ev_place(quang_nam, vc_guerrilla, 1)"))
    assert "5.1" in sections(g.check("event(shaded) ev_choice(vc) ev_move(quang_nam, binh_dinh, us_troops, 3) "
                                     "ev_place(quang_nam, vc_guerrilla, 3)"))              # to a Province
    assert "5.1" in sections(g.check("event(shaded) ev_choice(vc) ev_move(quang_nam, hue, us_troops, 3) "
                                     "ev_place(quang_nam, vc_guerrilla, 2) ev_place(binh_dinh, vc_guerrilla, 1)"))
    assert "5.1.3" in sections(g.check("event(shaded) ev_choice(vc) ev_move(quang_nam, hue, us_troops, 3) "
                                       "ev_place(quang_nam, vc_guerrilla, 2)"))            # 3 Guerrillas due


def test_91_shaded_fewer_guerrillas_available_as_far_as_they_go_1_4_1():
    g = card_game(91, {**SPACES, "the_parrots_beak": {"pieces": {"vc_guerrilla_underground": 27}}})
    assert g.view().available["vc_guerrilla"] == 1                                # 30 in all, 29 on the map
    assert g.check("event(shaded) ev_choice(vc) ev_move(quang_nam, hue, us_troops, 3) "
                   "ev_place(quang_nam, vc_guerrilla, 1)") == []
    assert "5.1.3" in sections(g.check("event(shaded) ev_choice(vc) ev_move(quang_nam, hue, us_troops, 3)"))


def test_91_shaded_legal_offers_the_faction_first_then_its_moves_5_1():
    g = card_game(91, SPACES, eligibility=US_FIRST)
    opts = g.legal("event(shaded)")
    assert set(opts["ev_choice"]) == {"ev_choice(nva)", "ev_choice(vc)"}
    assert "ev_move" not in opts and "ev_place" not in opts                        # not before the Faction
    assert "ev_move" not in g.legal("event(shaded) ev_choice(nva)")                # the NVA's, in event_rest
    r = g.apply("event(shaded) ev_choice(nva)")
    opts = r.game.legal("event_rest")
    assert "ev_move(binh_dinh,hue,us_troops,1)" in opts["ev_move"]
    assert "ev_place(quang_nam,nva_guerrilla,3)" in opts["ev_place"]
    assert not any("vc_guerrilla" in o for o in opts["ev_place"])


def test_91_shaded_legal_offers_the_executing_vc_its_own_moves_5_1():
    opts = card_game(91, SPACES).legal("event(shaded) ev_choice(vc)")
    assert "ev_move(quang_nam,da_nang,us_troops,3)" in opts["ev_move"]
    assert "ev_place(quang_nam,vc_guerrilla,3)" in opts["ev_place"]


def test_91_shaded_whole_move_enumeration_reaches_both_ways_of_naming_5_1():
    one = {"quang_nam": {"pieces": {"us_troops": 1}}}
    moves = []
    for m in card_game(91, one).legal_moves():          # lazy, in a fixed order: Pass, shaded, unshaded, ...
        if "event(unshaded)" in m:
            break
        moves += [m] if "event(shaded)" in m else []
    assert "ev_choice(nva) event(shaded)" in moves                                 # the NVA, later
    assert sum("ev_choice(vc) ev_move(quang_nam," in m and "ev_place(quang_nam,vc_guerrilla,1)" in m
               for m in moves) == 8                                                # the VC itself: any of 8 Cities
    assert len(moves) == 9
    r = card_game(91, one, eligibility=US_FIRST).apply("event(shaded) ev_choice(vc)")
    rest = list(r.game.legal_moves(limit=20))
    assert len(rest) == 8 and all("ev_place(quang_nam,vc_guerrilla,1)" in m for m in rest)
