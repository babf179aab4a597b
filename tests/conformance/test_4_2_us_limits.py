"""US Special Activities (4.2.1-4.2.3): the limits of their text."""

from helpers import game, pieces, sections

MONSOON = (125, 2)   # a Coup card next: Monsoon (2.3.9)


def test_2_3_9_advise_still_assaults_in_monsoon():
    """2.3.9 bars only Advise's Sweep in Monsoon (test_2_3_9_monsoon.py):
    its Assault is offered and made."""
    spaces = {"hue": {"pieces": {"us_troops": 1}},
              "kien_phong": {"pieces": {"arvn_troops": 2, "vc_guerrilla_underground": 2, "vc_guerrilla_active": 1}}}
    g = game(spaces, deck=MONSOON)
    offered = g.legal("train(hue)", sa="advise")["advise"]
    assert "advise(kien_phong,assault)" in offered and "advise(kien_phong,sweep)" not in offered
    assert pieces(g.apply("train(hue) advise(kien_phong, assault)"), "kien_phong") == {
        "arvn_troops": 2, "vc_guerrilla_underground": 2}


def test_4_1_advise_assault_costs_no_arvn_resources():
    """4.1: no added Resource cost for a Special Activity: Advise's Assault
    as if ARVN (3.2.4) does not cost the ARVN's 3 Resources."""
    g = game({"hue": {"pieces": {"us_troops": 1}},
              "kien_phong": {"pieces": {"arvn_troops": 2, "vc_guerrilla_active": 1}}})
    r = g.apply("train(hue) advise(kien_phong, assault)")
    assert pieces(r, "kien_phong") == {"arvn_troops": 2}
    assert r.state.resources["ARVN"] == 30


def test_4_2_1_special_bases_only_once_no_other_enemy_is_there():
    """4.2.1: the 2 pieces the Special Forces remove: a Base only once no
    other enemy piece is there; an Underground Guerrilla may go."""
    g = game({"hue": {"pieces": {"us_troops": 1}},
              "tay_ninh": {"pieces": {"us_irregular_underground": 1, "vc_guerrilla_underground": 1,
                                      "nva_troops": 1, "vc_base": 1}}})
    base_first = "train(hue) advise(tay_ninh, special) remove(advise, tay_ninh, vc_base, 1) " \
                 "remove(advise, tay_ninh, nva_troops, 1)"
    assert sections(g.check(base_first)) == ["4.2.1"]
    r = g.apply("train(hue) advise(tay_ninh, special)")
    assert pieces(r, "tay_ninh") == {"us_irregular_active": 1, "vc_base": 1}
    g = game({"hue": {"pieces": {"us_troops": 1}},
              "tay_ninh": {"pieces": {"arvn_ranger_underground": 1, "vc_guerrilla_underground": 1, "vc_base": 1}}})
    assert pieces(g.apply("train(hue) advise(tay_ninh, special)"), "tay_ninh") == {"arvn_ranger_active": 1}


def test_4_2_1_never_north_vietnam():
    g = game({"hue": {"pieces": {"us_troops": 1}}, "north_vietnam": {"pieces": {"nva_guerrilla_active": 1}}})
    assert "4.2.1" in sections(g.check("train(hue) advise(north_vietnam, assault)"))
    assert not any("north_vietnam" in a for a in g.legal("train(hue)", sa="advise").get("advise", []))


def test_4_2_2_irregulars_count_among_the_4_and_no_police():
    """4.2.2: up to 4 ARVN Troops, Rangers or Irregulars in all (any US
    Troops besides); Police are not Air Lifted."""
    g = game({"saigon": {"pieces": {"us_troops": 2, "arvn_troops": 3, "us_irregular_underground": 2,
                                    "arvn_police": 2}},
              "hue": {"pieces": {"us_troops": 1}}})
    ok = "train(hue) air_lift(saigon, hue, us_troops, 2) air_lift(saigon, hue, arvn_troops, 3) " \
         "air_lift(saigon, hue, us_irregular_underground, 1)"
    assert pieces(g.apply(ok), "hue") == {"us_troops": 3, "arvn_troops": 3, "us_irregular_underground": 1}
    five = ok.replace("us_irregular_underground, 1", "us_irregular_underground, 2")
    assert sections(g.check(five)) == ["4.2.2"]
    assert sections(g.check("train(hue) air_lift(saigon, hue, arvn_police, 1)")) == ["4.2.2"]


def test_4_2_2_not_north_vietnam():
    g = game({"central_laos": {"pieces": {"us_troops": 2}}, "hue": {"pieces": {"us_troops": 1}}})
    assert g.check("train(hue) air_lift(central_laos, hue, us_troops, 1)") == []
    assert sections(g.check("train(hue) air_lift(central_laos, north_vietnam, us_troops, 1)")) != []
    lifts = g.legal("train(hue) air_lift").get("air_lift", [])
    assert lifts and not any("north_vietnam" in a for a in lifts)


def test_4_2_3_a_base_stays_while_an_underground_guerrilla_is_there_and_tunneled_never():
    """4.2.3 (2nd edition): Bases only where no other Insurgent piece remains
    (an Underground Guerrilla, which the Strike cannot remove, protects it);
    never a Tunneled Base."""
    g = game({"hue": {"pieces": {"us_troops": 1}},
              "quang_nam": {"pieces": {"arvn_police": 1, "vc_guerrilla_underground": 1, "nva_base": 1}},
              "kontum": {"pieces": {"arvn_police": 1, "vc_base_tunneled": 1}}})
    assert sections(g.check("train(hue) air_strike(quang_nam) remove(air_strike, quang_nam, nva_base, 1)",
                            dice=[6])) == ["4.2.3"]
    assert sections(g.check("train(hue) air_strike(kontum) remove(air_strike, kontum, vc_base_tunneled, 1)",
                            dice=[6])) == ["4.2.3"]


def test_2_3_9_air_strike_removes_up_to_6_pieces_even_in_monsoon():
    """4.2.3: 2 spaces in Monsoon, but up to 6 pieces even then (a 6 on the
    die, 2nd edition; no die, 1st edition)."""
    spaces = {"hue": {"pieces": {"us_troops": 1, "nva_troops": 3}},
              "quang_nam": {"pieces": {"arvn_police": 1, "vc_guerrilla_active": 3}}}
    move = ("train(hue) air_strike(hue) air_strike(quang_nam) remove(air_strike, hue, nva_troops, 3) "
            "remove(air_strike, quang_nam, vc_guerrilla_active, 3)")
    r = game(spaces, deck=MONSOON).apply(move, dice=[6])
    assert pieces(r, "hue") == {"us_troops": 1} and pieces(r, "quang_nam") == {"arvn_police": 1}
    r = game(spaces, deck=MONSOON, edition=1).apply(move)
    assert pieces(r, "hue") == {"us_troops": 1} and pieces(r, "quang_nam") == {"arvn_police": 1}


def test_4_2_3_troops_before_guerrillas_in_the_2nd_edition_only():
    """4.2.3: the 2nd edition removes NVA Troops before any Guerrillas; the
    1st edition's text (seed 003) has no such order."""
    spaces = {"hue": {"pieces": {"us_troops": 1}},
              "quang_nam": {"pieces": {"arvn_police": 1, "nva_troops": 1, "nva_guerrilla_active": 1}}}
    move = "train(hue) air_strike(quang_nam) remove(air_strike, quang_nam, nva_guerrilla_active, 1)"
    assert sections(game(spaces).check(move, dice=[1])) == ["4.2.3"]
    assert game(spaces, edition=1).check(move) == []


def test_4_2_1_assault_as_if_arvn_counts_police_in_cities_not_provinces():
    """4.2.1: Advise's Assault is as if an ARVN Assault (3.2.4): 1 enemy per
    2 ARVN cubes, Police counted in Cities and on LoCs, Troops only in
    Provinces."""
    spaces = {"hue": {"pieces": {"us_troops": 1}},
              "kien_phong": {"pieces": {"arvn_police": 2, "vc_guerrilla_active": 1}},
              "can_tho": {"pieces": {"arvn_police": 2, "vc_guerrilla_active": 1}}}
    r = game(spaces).apply("train(hue) advise(kien_phong, assault) advise(can_tho, assault)")
    assert pieces(r, "kien_phong") == {"arvn_police": 2, "vc_guerrilla_active": 1}
    assert pieces(r, "can_tho") == {"arvn_police": 2}


def test_2_3_9_high_winds_holds_no_free_air_lift_of_an_event_ruling_22():
    """High Winds (setup option): in Monsoon the Air Lift moves US pieces only;
    an Event's free Air Lift (card 69 MACV) is not held by Monsoon (ruling 22,
    5.1.2's MACV example): ARVN Troops among 4 spaces.  A US Air Lift with
    its Operation still is."""
    from helpers import card_game
    spaces = {"saigon": {"pieces": {"us_troops": 2, "arvn_troops": 2}}, "hue": {"pieces": {"us_troops": 1}}}
    r = card_game(69, spaces, deck=MONSOON, options={"high_winds": True}).apply("event(unshaded) ev_choice(us_arvn)")
    free = "air_lift(saigon, hue, arvn_troops, 2) air_lift(saigon, da_nang, us_troops, 1) " \
           "air_lift(saigon, kontum, us_troops, 1)"
    assert r.game.check(free) == []
    g = game(spaces, deck=MONSOON, options={"high_winds": True})
    assert sections(g.check("train(hue) air_lift(saigon, hue, arvn_troops, 2)")) == ["2.3.9"]
