"""Card 9 Psychedelic Cookie (5.1, 5.1.3, 1.4.1; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections

NOT_US_FIRST = {"US": "ineligible", "NVA": "eligible", "VC": "eligible", "ARVN": "eligible"}


def test_unshaded_us_moves_up_to_3_troops_by_any_of_the_routes_5_1():
    g = card_game(9, {"hue": {"pieces": {"us_troops": 2}}}, out_of_play={"us_troops": 5})
    avail = g.view().available["us_troops"]
    r = g.apply("event(unshaded) ev_move(out_of_play, available, us_troops, 1) "
                "ev_move(out_of_play, quang_nam, us_troops, 1) ev_move(hue, available, us_troops, 1)")
    assert r.state.out_of_play == {"us_troops": 3}
    assert r.state.pieces("quang_nam") == {"us_troops": 1} and r.state.pieces("hue") == {"us_troops": 1}
    assert r.game.view().available["us_troops"] == avail + 2


def test_unshaded_up_to_3_so_none_is_legal_too_5_1():
    g = card_game(9, out_of_play={"us_troops": 5})
    assert g.check("event(unshaded)") == []
    assert sections(g.check("event(unshaded) ev_move(out_of_play, available, us_troops, 4)")) == ["5.1"]


def test_unshaded_only_the_three_routes_5_1():
    g = card_game(9, {"hue": {"pieces": {"us_troops": 2}}}, out_of_play={"us_troops": 5, "us_base": 1})
    # Out of Play only into South Vietnam; from the map only to Available.
    assert sections(g.check("event(unshaded) ev_move(out_of_play, central_laos, us_troops, 1)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_move(hue, quang_nam, us_troops, 1)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_move(hue, out_of_play, us_troops, 1)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_move(out_of_play, available, us_base, 1)")) == ["5.1"]


def test_unshaded_the_us_chooses_when_another_faction_executes_5_1():
    g = card_game(9, out_of_play={"us_troops": 5}, eligibility=NOT_US_FIRST)      # NVA acts first
    assert "5.1" in sections(g.check("event(unshaded) ev_move(out_of_play, available, us_troops, 3)"))
    r = g.apply("event(unshaded)")
    assert r.state.turn["pending"] == [{"faction": "US", "action": "rest", "card": 9, "side": "unshaded"}]
    r = r.game.apply("event_rest ev_move(out_of_play, saigon, us_troops, 3)")
    assert r.state.pieces("saigon") == {"us_troops": 3} and r.state.out_of_play == {"us_troops": 2}


def test_shaded_3_us_troops_from_the_map_out_of_play_5_1_3():
    g = card_game(9, {"hue": {"pieces": {"us_troops": 2}}, "saigon": {"pieces": {"us_troops": 4}}})
    r = g.apply("event(shaded) ev_move(hue, out_of_play, us_troops, 2) ev_move(saigon, out_of_play, us_troops, 1)")
    assert r.state.out_of_play == {"us_troops": 3}
    assert r.state.pieces("hue") == {} and r.state.pieces("saigon") == {"us_troops": 3}
    assert sections(g.check("event(shaded) ev_move(hue, out_of_play, us_troops, 2)")) == ["5.1.3"]
    assert sections(g.check("event(shaded) ev_move(saigon, out_of_play, us_troops, 4)")) == ["5.1"]
    # Troops only, and from the map.
    assert "5.1" in sections(g.check("event(shaded) ev_move(available, out_of_play, us_troops, 3)"))


def test_shaded_fewer_than_3_on_the_map_5_1_3():
    g = card_game(9, {"hue": {"pieces": {"us_troops": 1}}})
    assert sections(g.check("event(shaded)")) == ["5.1.3"]
    assert g.apply("event(shaded) ev_move(hue, out_of_play, us_troops, 1)").state.out_of_play == {"us_troops": 1}
    assert card_game(9).check("event(shaded)") == []                 # no US Troops on the map


def test_legal_offers_the_routes_and_nothing_else_5_1():
    g = card_game(9, {"hue": {"pieces": {"us_troops": 2}}}, out_of_play={"us_troops": 2})
    opts = set(g.legal("event(unshaded)")["ev_move"])
    assert {"ev_move(out_of_play,available,us_troops,2)", "ev_move(out_of_play,saigon,us_troops,1)",
            "ev_move(out_of_play,loc_hue_da_nang,us_troops,2)", "ev_move(hue,available,us_troops,2)"} <= opts
    assert not [o for o in opts if "central_laos" in o or "north_vietnam" in o or ",us_troops,3)" in o]
    assert not [o for o in opts if o.startswith("ev_move(hue,") and ",available," not in o]
    shaded = card_game(9, {"hue": {"pieces": {"us_troops": 4}}}).legal("event(shaded)")
    assert shaded == {"ev_move": ["ev_move(hue,out_of_play,us_troops,3)"]}
