"""Card 63 Fact Finding (5.1, 5.1.3, 1.4.1, 1.6, 1.8; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections


def test_unshaded_2_us_pieces_out_of_play_to_south_vietnam_and_aid_5_1():
    g = card_game(63, out_of_play={"us_troops": 1, "us_base": 2})
    r = g.apply("event(unshaded) ev_choice(pieces) ev_move(out_of_play, quang_nam, us_base, 1) "
                "ev_move(out_of_play, loc_hue_da_nang, us_troops, 1)")
    assert r.state.pieces("quang_nam") == {"us_base": 1} and r.state.pieces("loc_hue_da_nang") == {"us_troops": 1}
    assert r.state.out_of_play == {"us_base": 1} and r.state.aid == 15 + 6


def test_unshaded_pieces_as_many_as_there_are_into_the_south_only_5_1_3():
    g = card_game(63, out_of_play={"us_troops": 3})
    assert sections(g.check("event(unshaded) ev_choice(pieces) ev_move(out_of_play, hue, us_troops, 1)")) == ["5.1.3"]
    assert sections(g.check("event(unshaded) ev_choice(pieces) ev_move(out_of_play, hue, us_troops, 3)")) == ["5.1"]
    assert "5.1" in sections(g.check("event(unshaded) ev_choice(pieces) ev_move(out_of_play, central_laos, us_troops, 2)"))
    assert "5.1" in sections(g.check("event(unshaded) ev_choice(patronage) ev_move(out_of_play, hue, us_troops, 2)"))
    assert sections(g.check("event(unshaded)")) == ["5.1.3"]
    assert card_game(63).apply("event(unshaded) ev_choice(pieces)").state.aid == 21      # none Out of Play


def test_unshaded_or_a_die_roll_of_patronage_to_arvn_resources_1_8():
    r = card_game(63).apply("event(unshaded) ev_choice(patronage)", dice=[5])
    assert r.state.patronage == 10 and r.state.resources["ARVN"] == 35 and r.state.aid == 21
    r = card_game(63, patronage=3).apply("event(unshaded) ev_choice(patronage)", dice=[5])
    assert r.state.patronage == 0 and r.state.resources["ARVN"] == 33        # as much as there is


def test_shaded_remove_support_from_a_coin_controlled_city_and_patronage_or_vc_1_6():
    g = card_game(63, {"hue": {"pieces": {"arvn_police": 2}, "support": "active_support"}})
    r = g.apply("event(shaded) ev_space(hue) ev_choice(patronage)")
    assert "support" not in r.state.spaces["hue"] and r.state.patronage == 19
    r = g.apply("event(shaded) ev_space(hue) ev_choice(vc_resources)")
    assert r.state.resources["VC"] == 9 and r.state.patronage == 15


def test_shaded_not_saigon_needs_coin_control_5_1():
    g = card_game(63, {"saigon": {"pieces": {"arvn_police": 2}, "support": "active_support"},
                       "hue": {"pieces": {"vc_guerrilla_active": 1}, "support": "passive_support"},
                       "da_nang": {"pieces": {"us_troops": 1}, "support": "passive_support"}})
    assert "5.1" in sections(g.check("event(shaded) ev_space(saigon) ev_choice(patronage)"))
    assert "5.1" in sections(g.check("event(shaded) ev_space(hue) ev_choice(patronage)"))
    assert sections(g.check("event(shaded) ev_choice(patronage)")) == ["5.1.3"]
    assert sections(g.check("event(shaded) ev_space(da_nang)")) == ["5.1.3"]
    assert g.legal("event(shaded)") == {"ev_space": ["ev_space(da_nang)"],
                                        "ev_choice": ["ev_choice(patronage)", "ev_choice(vc_resources)"]}


def test_legal_unshaded_options_5_1():
    g = card_game(63, out_of_play={"us_base": 1})
    opts = g.legal("event(unshaded)")
    assert opts["ev_choice"] == ["ev_choice(patronage)", "ev_choice(pieces)"]
    moves = g.legal("event(unshaded) ev_choice(pieces)")["ev_move"]
    assert "ev_move(out_of_play,quang_nam,us_base,1)" in moves
    assert not [m for m in moves if "loc_" in m or "laos" in m or "north_vietnam" in m]      # no Base on a LoC (1.4.2)
