"""Card 82 Domino Theory (5.1, 5.1.3, 1.4.1, 1.8; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections

OOP = {"us_troops": 4, "us_base": 1, "us_irregular": 1, "arvn_troops": 5, "arvn_ranger": 2}


def test_82_unshaded_up_to_3_us_pieces_out_of_play_to_available_bases_too_5_1():
    g = card_game(82, out_of_play=OOP)
    r = g.apply("event(unshaded) ev_choice(us_pieces) ev_move(out_of_play, available, us_troops, 2) "
                "ev_move(out_of_play, available, us_base, 1)")
    assert r.state.out_of_play == {"us_troops": 2, "us_irregular": 1, "arvn_troops": 5, "arvn_ranger": 2}
    assert r.game.view().available["us_base"] == g.view().available["us_base"] + 1


def test_82_unshaded_up_to_6_arvn_pieces_irregular_key_names_the_type_5_1():
    g = card_game(82, out_of_play=OOP)
    r = g.apply("event(unshaded) ev_choice(arvn_pieces) ev_move(out_of_play, available, arvn_troops, 5) "
                "ev_move(out_of_play, available, arvn_ranger_underground, 1)")
    assert r.state.out_of_play == {"us_troops": 4, "us_base": 1, "us_irregular": 1, "arvn_ranger": 1}


def test_82_unshaded_up_to_means_fewer_or_none_5_1():
    g = card_game(82, out_of_play=OOP)
    assert g.check("event(unshaded) ev_choice(us_pieces)") == []
    assert g.check("event(unshaded) ev_choice(arvn_pieces) ev_move(out_of_play, available, arvn_troops, 1)") == []


def test_82_unshaded_caps_and_one_faction_only_5_1():
    g = card_game(82, out_of_play=OOP)
    assert sections(g.check("event(unshaded) ev_choice(us_pieces) ev_move(out_of_play, available, us_troops, 4)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_choice(arvn_pieces) ev_move(out_of_play, available, arvn_troops, 5) "
                            "ev_move(out_of_play, available, arvn_ranger_underground, 2)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_choice(us_pieces) ev_move(out_of_play, available, arvn_troops, 1)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_choice(resources_aid) ev_move(out_of_play, available, us_troops, 1)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_choice(us_pieces) ev_move(out_of_play, hue, us_troops, 1)")) == ["5.1"]


def test_82_unshaded_one_option_exactly_5_1():
    g = card_game(82, out_of_play=OOP)
    assert sections(g.check("event(unshaded)")) == ["5.1.3"]                      # a choice is needed
    assert sections(g.check("event(unshaded) ev_choice(us_pieces) ev_choice(resources_aid)")) == ["5.1"]


def test_82_unshaded_arvn_resources_and_aid_plus_9_capped_75_1_8():
    r = card_game(82, aid=70).apply("event(unshaded) ev_choice(resources_aid)")
    assert r.state.resources["ARVN"] == 30 + 9 and r.state.aid == 75


def test_82_shaded_3_available_us_troops_out_of_play_aid_minus_9_5_1():
    r = card_game(82).apply("event(shaded)")
    assert r.state.out_of_play == {"us_troops": 3} and r.state.aid == 15 - 9


def test_82_shaded_only_as_many_as_available_5_1_3():
    # 40 US Troops in the Force Pool: 38 on the map leaves 2 Available.
    g = card_game(82, {"hue": {"pieces": {"us_troops": 38}}}, aid=5)
    r = g.apply("event(shaded)")
    assert r.state.out_of_play == {"us_troops": 2} and r.state.aid == 0


def test_82_unshaded_legal_offers_the_options_and_the_out_of_play_pieces_5_1():
    g = card_game(82, out_of_play={"us_troops": 4, "us_irregular": 1, "arvn_police": 7})
    options = g.legal("event(unshaded)")
    assert options["ev_choice"] == ["ev_choice(arvn_pieces)", "ev_choice(resources_aid)", "ev_choice(us_pieces)"]
    moves = set(options["ev_move"])
    assert {"ev_move(out_of_play,available,us_troops,3)", "ev_move(out_of_play,available,us_irregular_underground,1)",
            "ev_move(out_of_play,available,arvn_police,6)"} <= moves
    assert "ev_move(out_of_play,available,us_troops,4)" not in moves            # 3 US at most
    assert "ev_move(out_of_play,available,arvn_police,7)" not in moves          # 6 ARVN at most
    assert not [m for m in moves if "us_base" in m or "arvn_troops" in m]       # none Out of Play
    after = g.legal("event(unshaded) ev_choice(us_pieces)")
    assert not [m for m in after.get("ev_move", []) if "arvn" in m]
