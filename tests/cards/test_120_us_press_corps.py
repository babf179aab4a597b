"""Card 120 US Press Corps (5.1, 5.1.3, 1.4.1, 1.4.2, 2.4.1; card text and tips in shared/reference)."""

from tests.helpers import card_game, sections

OOP = {"us_troops": 5, "us_base": 1, "us_irregular": 1}


def game(box, spaces=None, **extra):
    return card_game(120, spaces, cards={"current": 120, "deck": [2, 3], "leader_box": list(box)}, **extra)


def test_120_unshaded_4_us_pieces_out_of_play_to_the_map_with_0_2_leader_cards_5_1():
    g = game([125, 126], out_of_play=OOP)
    r = g.apply("event(unshaded) ev_move(out_of_play, hue, us_troops, 2) ev_move(out_of_play, kontum, us_base, 1) "
                "ev_move(out_of_play, binh_dinh, us_irregular_underground, 1)")
    assert r.state.pieces("hue") == {"us_troops": 2} and r.state.pieces("kontum") == {"us_base": 1}
    assert r.state.pieces("binh_dinh") == {"us_irregular_underground": 1}
    assert r.state.out_of_play == {"us_troops": 3}


def test_120_unshaded_2_with_3_to_5_leader_cards_5_1_3():
    g = game([125, 126, 127], out_of_play=OOP)
    assert sections(g.check("event(unshaded) ev_move(out_of_play, hue, us_troops, 3)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_move(out_of_play, hue, us_troops, 1)")) == ["5.1.3"]
    r = g.apply("event(unshaded) ev_move(out_of_play, loc_hue_da_nang, us_troops, 2)")
    assert r.state.pieces("loc_hue_da_nang") == {"us_troops": 2}


def test_120_unshaded_as_many_as_out_of_play_and_stacking_1_4_2():
    g = game([], {"hue": {"pieces": {"arvn_base": 2}}}, out_of_play={"us_troops": 1, "us_base": 1})
    assert "1.4.2" in sections(g.check("event(unshaded) ev_move(out_of_play, hue, us_base, 1) "
                                       "ev_move(out_of_play, hue, us_troops, 1)"))
    assert "1.4.2" in sections(g.check("event(unshaded) ev_move(out_of_play, north_vietnam, us_troops, 1) "
                                       "ev_move(out_of_play, saigon, us_base, 1)"))
    assert g.check("event(unshaded) ev_move(out_of_play, saigon, us_base, 1) ev_move(out_of_play, hue, us_troops, 1)") == []
    assert "5.1" in sections(g.check("event(unshaded) ev_move(casualties, hue, us_troops, 1) "
                                     "ev_move(out_of_play, saigon, us_base, 1)"))


def test_120_shaded_troop_casualties_up_to_leader_cards_and_all_base_casualties_out_of_play_5_1():
    g = game([125, 127], casualties={"us_troops": 4, "us_base": 2, "us_irregular": 1})
    r = g.apply("event(shaded) ev_move(casualties, out_of_play, us_troops, 1) "
                "ev_move(casualties, out_of_play, us_irregular_underground, 1)")
    assert r.state.out_of_play == {"us_troops": 1, "us_irregular": 1, "us_base": 2}
    assert r.state.casualties == {"us_troops": 3}


def test_120_shaded_that_number_exactly_non_base_only_5_1_3():
    # Ruling: the tip has the executing Faction select that number of non-Base Casualties.
    g = game([125, 126, 127], casualties={"us_troops": 4, "us_base": 1})
    assert sections(g.check("event(shaded) ev_move(casualties, out_of_play, us_troops, 2)")) == ["5.1.3"]
    assert sections(g.check("event(shaded) ev_move(casualties, out_of_play, us_troops, 4)")) == ["5.1"]
    assert "5.1" in sections(g.check("event(shaded) ev_move(casualties, out_of_play, us_troops, 2) "
                                     "ev_move(casualties, out_of_play, us_base, 1)"))
    r = game([125], casualties={"us_troops": 0, "us_base": 1}).apply("event(shaded)")
    assert r.state.out_of_play == {"us_base": 1} and r.state.casualties == {}


def test_120_shaded_empty_leader_box_moves_only_bases_2_4_1():
    g = game([], casualties={"us_troops": 2, "us_base": 1})
    r = g.apply("event(shaded)")
    assert r.state.out_of_play == {"us_base": 1} and r.state.casualties == {"us_troops": 2}


def test_120_legal_offers_out_of_play_pieces_where_they_may_stack_and_casualties_5_1():
    g = game([125, 126, 127], {"hue": {"pieces": {"us_base": 2}}}, out_of_play=OOP)
    moves = set(g.legal("event(unshaded)")["ev_move"])
    assert {"ev_move(out_of_play,saigon,us_troops,2)", "ev_move(out_of_play,saigon,us_base,1)",
            "ev_move(out_of_play,loc_hue_da_nang,us_irregular_underground,1)"} <= moves
    assert not [m for m in moves if "north_vietnam" in m or "us_troops,3)" in m or "(out_of_play,hue,us_base" in m
                or ("loc_" in m and "us_base" in m)]
    g = game([125, 126], casualties={"us_troops": 4, "us_base": 1, "us_irregular": 1})
    assert g.legal("event(shaded)") == {"ev_move": ["ev_move(casualties,out_of_play,us_irregular_underground,1)",
                                                    "ev_move(casualties,out_of_play,us_troops,1)",
                                                    "ev_move(casualties,out_of_play,us_troops,2)"]}
