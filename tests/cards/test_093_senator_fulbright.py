"""Card 93 Senator Fulbright (5.1, 5.1.3, 1.4.1, 1.8; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections

SPACES = {"hue": {"pieces": {"us_troops": 3, "us_base": 1}},
          "binh_dinh": {"pieces": {"us_irregular_underground": 2, "arvn_troops": 2}}}
# Card 93's order: VC, US, NVA, ARVN.
US_FIRST = {"VC": "ineligible", "US": "eligible", "NVA": "eligible", "ARVN": "eligible"}


def test_93_unshaded_us_moves_4_pieces_bases_included_to_available_5_1():
    g = card_game(93, SPACES, eligibility=US_FIRST)
    r = g.apply("event(unshaded) ev_move(hue, available, us_base, 1) ev_move(hue, available, us_troops, 2) "
                "ev_move(binh_dinh, available, us_irregular_underground, 1)")
    assert r.state.pieces("hue") == {"us_troops": 1}
    assert r.state.pieces("binh_dinh") == {"us_irregular_underground": 1, "arvn_troops": 2}
    assert r.game.view().available["us_base"] == g.view().available["us_base"] + 1


def test_93_unshaded_exactly_4_us_pieces_only_5_1_3():
    g = card_game(93, SPACES, eligibility=US_FIRST)
    assert sections(g.check("event(unshaded) ev_move(hue, available, us_troops, 3)")) == ["5.1.3"]
    assert sections(g.check("event(unshaded) ev_move(hue, available, us_troops, 3) "
                            "ev_move(binh_dinh, available, us_irregular_underground, 2)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_move(hue, available, us_troops, 3) "
                            "ev_move(binh_dinh, available, arvn_troops, 1)")) == ["5.1"]
    assert "5.1" in sections(g.check("event(unshaded) ev_move(hue, available, us_troops, 3) "
                                     "ev_move(hue, out_of_play, us_base, 1)"))


def test_93_unshaded_fewer_than_4_on_the_map_all_go_5_1_3():
    g = card_game(93, {"hue": {"pieces": {"us_troops": 2}}}, eligibility=US_FIRST)
    r = g.apply("event(unshaded) ev_move(hue, available, us_troops, 2)")
    assert r.state.pieces("hue") == {}


def test_93_unshaded_the_us_picks_when_the_vc_executes_5_1():
    g = card_game(93, SPACES)                                   # VC is 1st Eligible
    assert sections(g.check("event(unshaded) ev_move(hue, available, us_troops, 3) "
                            "ev_move(hue, available, us_base, 1)")) == ["5.1"]
    r = g.apply("event(unshaded)")
    assert r.state.turn["pending"] == [{"faction": "US", "action": "rest", "card": 93, "side": "unshaded"}]
    assert sections(r.game.check("event_rest")) == ["5.1.3"]
    r = r.game.apply("event_rest ev_move(hue, available, us_troops, 3) ev_move(binh_dinh, available, us_irregular_underground, 1)")
    assert r.state.pieces("hue") == {"us_base": 1} and r.state.turn["pending"] == []
    assert r.state.eligibility["US"] == "eligible"              # the US choosing is no action of its own (5.1)


def test_93_shaded_available_us_base_out_of_play_aid_minus_9_5_1():
    r = card_game(93).apply("event(shaded)")
    assert r.state.out_of_play == {"us_base": 1} and r.state.aid == 15 - 9


def test_93_shaded_no_base_available_only_aid_1_4_1():
    # 6 US Bases in the Force Pool, all on the map.
    g = card_game(93, {"hue": {"pieces": {"us_base": 2}}, "saigon": {"pieces": {"us_base": 2}},
                       "da_nang": {"pieces": {"us_base": 2}}})
    r = g.apply("event(shaded)")
    assert r.state.out_of_play == {} and r.state.aid == 6


def test_93_legal_offers_the_us_pieces_on_the_map_5_1():
    g = card_game(93, {**SPACES, "kontum": {"pieces": {"us_troops": 6}}}, eligibility=US_FIRST)
    options = set(g.legal("event(unshaded)")["ev_move"])
    assert {"ev_move(hue,available,us_base,1)", "ev_move(kontum,available,us_troops,4)",
            "ev_move(binh_dinh,available,us_irregular_underground,2)"} <= options
    assert not [o for o in options if "arvn" in o or "us_troops,5)" in o or "out_of_play" in o]
    r = card_game(93, SPACES).apply("event(unshaded)")                       # the US's rest
    assert "ev_move(hue,available,us_troops,3)" in r.game.legal("event_rest")["ev_move"]
