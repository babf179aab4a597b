"""Card 50 Uncle Ho (5.1, 5.1.3, 5.5, 2.3.5; card text and tip in shared/reference)."""

from tests.helpers import card_game, pieces, sections

SPACES = {"quang_nam": {"pieces": {"arvn_troops": 3, "vc_guerrilla_active": 1}},
          "tay_ninh": {"pieces": {"vc_base": 1, "vc_guerrilla_underground": 1}},
          "central_laos": {"pieces": {"nva_base": 1}}}


def test_unshaded_us_troops_out_of_play_into_the_south_where_the_executor_likes_tip():
    g = card_game(50, SPACES, out_of_play={"us_troops": 5})                     # NVA first
    r = g.apply("event(unshaded) ev_choice(troops) ev_move(out_of_play, hue, us_troops, 3) "
                "ev_move(out_of_play, ba_xuyen, us_troops, 1)")
    assert pieces(r, "hue") == {"us_troops": 3} and pieces(r, "ba_xuyen") == {"us_troops": 1}
    assert r.state.out_of_play == {"us_troops": 1}
    assert [(p["faction"], p["action"], p.get("limited")) for p in r.state.turn["pending"]] == [("ARVN", "op", True)] * 2


def test_unshaded_all_4_and_only_into_south_vietnam_5_1_3():
    g = card_game(50, SPACES, out_of_play={"us_troops": 5})
    assert "5.1.3" in sections(g.check("event(unshaded) ev_choice(troops) ev_move(out_of_play, hue, us_troops, 3)"))
    assert "5.1" in sections(g.check("event(unshaded) ev_choice(troops) ev_move(out_of_play, central_laos, us_troops, 4)"))
    assert "5.1" in sections(g.check("event(unshaded) ev_choice(resources) ev_move(out_of_play, hue, us_troops, 4)"))


def test_unshaded_or_arvn_resources_9_then_2_free_limited_operations_any_type_tip_5_5():
    g = card_game(50, SPACES)
    r = g.apply("event(unshaded) ev_choice(resources)")
    assert r.state.resources["ARVN"] == 39
    r = r.game.apply("assault(quang_nam)")                                 # the first: an Assault
    assert "vc_guerrilla_active" not in pieces(r, "quang_nam") and r.state.resources["ARVN"] == 39
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("ARVN", "op")]
    assert "2.3.5" in sections(r.game.check("train(saigon) train(hue)"))   # Limited: 1 space
    r = r.game.apply("train(quang_nam)")                                   # the second: a Train, same space
    assert r.state.turn["pending"] == [] and r.game.turn().to_act == "ARVN"


def test_shaded_vc_then_nva_each_3_free_limited_operations_5_5():
    g = card_game(50, SPACES)
    r = g.apply("event(shaded)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("VC", "op")] * 3 + [("NVA", "op")] * 3
    assert "5.5" in sections(r.game.check("faction(nva) rally(central_laos)"))
    r = r.game.apply("rally(tay_ninh) rally(tay_ninh, 2)")
    assert r.state.resources["VC"] == 5
    r = r.game.apply("skip").game.apply("skip")
    assert r.game.turn().to_act == "NVA"
    r = r.game.apply("rally(central_laos) rally(central_laos, 2)")
    assert pieces(r, "central_laos")["nva_guerrilla_underground"] == 2


def test_unshaded_legal_offers_the_two_options_and_troops_into_the_south_only_5_1():
    opts = card_game(50, SPACES, out_of_play={"us_troops": 5}).legal("event(unshaded)")
    assert opts["ev_choice"] == ["ev_choice(resources)", "ev_choice(troops)"]
    assert "ev_move(out_of_play,hue,us_troops,4)" in opts["ev_move"]
    assert not any("laos" in o or "cambodia" in o or "north_vietnam" in o or o.endswith(",5)") for o in opts["ev_move"])


def test_shaded_legal_offers_every_vc_operation_and_no_special_activity_2_3_5():
    r = card_game(50, SPACES).apply("event(shaded)")
    opts = r.game.legal("")
    assert {"rally", "march", "attack", "terror", "skip"} <= set(opts)
    assert not {"train", "sweep", "special_activity"} & set(opts)
