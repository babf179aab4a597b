"""Momentum cards 7 ADSID, 16 Blowtorch Komer, 38 McNamara Line, 39 Oriskany,
72 Body Count (5.1, 5.4), each through what it changes."""

from tests.helpers import card_game, coup_game, game, pieces, sections

RALLY = {"central_laos": {"pieces": {"nva_base": 1}}}


def test_7_adsid_unshaded_nva_minus_6_at_any_trail_change_5_4():
    r = game(RALLY, first="NVA", trail=1, momentum={7: "unshaded"}).apply("rally(central_laos) improve_trail")
    assert r.state.trail == 2 and r.state.resources["NVA"] == 10 - 1 - 2 - 6
    r = game(RALLY, first="NVA", trail=1, momentum={7: "unshaded"}).apply("rally(central_laos)")
    assert r.state.resources["NVA"] == 9                      # no Trail change, no loss


def test_7_adsid_shaded_trail_up_1_and_to_at_least_2():
    r = card_game(7, trail=0).apply("event(shaded)")
    assert r.state.trail == 2 and r.state.resources["ARVN"] == 21
    assert card_game(7, trail=2).apply("event(shaded)").state.trail == 3


def test_16_blowtorch_unshaded_pacify_costs_1_in_the_support_phase_even_under_ky():
    r = card_game(16).apply("event(unshaded)")
    assert r.state.aid == 25 and r.state.momentum == {16: "unshaded"}
    spaces = {"binh_dinh": {"pieces": {"us_troops": 2, "arvn_police": 1}, "terror": 1}}
    g = coup_game("support_us", spaces, card=127, leader_box=[127], momentum={16: "unshaded"})
    assert g.apply("coup_pacify(binh_dinh, 2)").state.resources["ARVN"] == 30 - 3


def test_16_blowtorch_shaded_aid_minus_10_shift_space_with_troops_and_police():
    g = card_game(16, {"hue": {"pieces": {"arvn_troops": 1, "arvn_police": 1}, "support": "active_support"}})
    r = g.apply("event(shaded) ev_space(hue)")
    assert r.state.aid == 5 and r.state.spaces["hue"]["support"] == "passive_support"
    assert "5.1" in sections(g.check("event(shaded) ev_space(saigon)"))


def test_38_mcnamara_line_moves_coin_out_and_bars_infiltrate_and_trail_improvement():
    g = card_game(38, {"central_laos": {"pieces": {"us_troops": 2, "arvn_police": 1}}, "hue": {"pieces": {"arvn_police": 1}}})
    assert "5.1.3" in sections(g.check("event(unshaded) ev_move(central_laos, hue, us_troops, 2)"))
    r = g.apply("event(unshaded) ev_move(central_laos, hue, us_troops, 2) ev_move(central_laos, hue, arvn_police, 1)")
    assert pieces(r, "hue") == {"us_troops": 2, "arvn_police": 2} and r.state.resources["ARVN"] == 18
    g = game(RALLY, first="NVA", momentum={38: "unshaded"})
    assert "5.4" in sections(g.check("rally(central_laos) improve_trail"))
    assert "5.4" in sections(g.check("rally(central_laos) infiltrate(central_laos, 1)"))


def test_39_oriskany_unshaded_north_vietnam_first_then_laos():
    g = card_game(39, {"north_vietnam": {"pieces": {"nva_troops": 3}}, "central_laos": {"pieces": {"nva_guerrilla_active": 3}}},
                  trail=3)
    assert "5.1" in sections(g.check("event(unshaded) ev_remove(central_laos, nva_guerrilla_active, 4)"))
    r = g.apply("event(unshaded) ev_remove(north_vietnam, nva_troops, 3) ev_remove(central_laos, nva_guerrilla_active, 1)")
    assert pieces(r, "north_vietnam") == {} and pieces(r, "central_laos") == {"nva_guerrilla_active": 2}
    assert r.state.trail == 1


def test_39_oriskany_shaded_troop_out_of_play_and_no_degrade():
    r = card_game(39, trail=3).apply("event(shaded)")
    assert r.state.out_of_play == {"us_troops": 1} and r.state.momentum == {39: "shaded"}
    pos = {"hue": {"pieces": {"us_troops": 1}}, "quang_nam": {"pieces": {"arvn_police": 1, "nva_troops": 1}}}
    r = game(pos, trail=3, momentum={39: "shaded"}).apply("train(hue) air_strike(quang_nam) degrade_trail", dice=[2])
    assert r.state.trail == 3


def test_72_body_count_assault_free_and_aid_3_per_guerrilla():
    spaces = {"kien_phong": {"pieces": {"arvn_troops": 4, "vc_guerrilla_active": 2}}}
    r = game(spaces, first="ARVN", momentum={72: "unshaded"}).apply(
        "assault(kien_phong) remove(assault, kien_phong, vc_guerrilla_active, 2)")
    assert r.state.resources["ARVN"] == 30 and r.state.aid == 21
    r = game(spaces, first="ARVN").apply("assault(kien_phong) remove(assault, kien_phong, vc_guerrilla_active, 2)")
    assert r.state.resources["ARVN"] == 27 and r.state.aid == 15


def test_72_body_count_shaded_places_guerrillas_and_troops():
    g = card_game(72, {"tay_ninh": {"support": "active_opposition"}})
    laos_cambodia = ["central_laos", "southern_laos", "northeast_cambodia", "the_fishhook", "the_parrots_beak", "sihanoukville"]
    m = "event(shaded) ev_place(tay_ninh, vc_guerrilla, 1) " + " ".join(f"ev_place({s}, nva_troops, 2)" for s in laos_cambodia)
    r = g.apply(m)
    assert pieces(r, "tay_ninh") == {"vc_guerrilla_underground": 1} and pieces(r, "sihanoukville") == {"nva_troops": 2}
    assert "5.1.3" in sections(g.check("event(shaded) ev_place(tay_ninh, vc_guerrilla, 1)"))
