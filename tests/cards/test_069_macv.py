"""Card 69 MACV (5.1, 5.5, 4.1, 4.4.3, 2.3.6; card text and tip in shared/reference)."""

from tests.helpers import card_game, pieces, play_out, sections

SPACES = {"quang_nam": {"pieces": {"nva_troops": 3, "nva_guerrilla_active": 1, "us_troops": 2}},
          "saigon": {"pieces": {"us_troops": 2, "arvn_troops": 2}},
          "tay_ninh": {"pieces": {"vc_guerrilla_underground": 2, "arvn_police": 1}},
          "binh_dinh": {"pieces": {"nva_guerrilla_underground": 1, "arvn_troops": 1}},
          "kien_phong": {"pieces": {"vc_guerrilla_underground": 1}}}


def test_us_then_arvn_each_any_free_special_activity_alone_executor_stays_eligible_5_5_2_3_6():
    g = card_game(69, SPACES)                                              # ARVN first
    assert g.legal("event(unshaded)")["ev_choice"] == ["ev_choice(nva_vc)", "ev_choice(us_arvn)"]
    r = g.apply("event(unshaded) ev_choice(us_arvn)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("US", "any_sa"), ("ARVN", "any_sa")]
    assert r.game.legal("")["special_activity"] == ["special_activity(advise)", "special_activity(air_lift)",
                                                    "special_activity(air_strike)"]
    r = r.game.apply("air_strike(quang_nam) remove(air_strike, quang_nam, nva_troops, 2)", dice=[2])
    assert pieces(r, "quang_nam")["nva_troops"] == 1
    assert r.game.legal("")["special_activity"] == ["special_activity(govern)", "special_activity(raid)",
                                                    "special_activity(transport)"]
    r = r.game.apply("transport(saigon) transport(saigon, tay_ninh, arvn_troops, 2)")
    assert pieces(r, "tay_ninh")["arvn_troops"] == 2 and r.state.resources["ARVN"] == 30     # free (5.5)
    assert r.state.turn["pending"] == []
    assert "stays_eligible" in r.state.turn["marks"]["ARVN"]


def test_a_special_activity_only_of_its_own_no_operation_5_5_4_0():
    r = card_game(69, SPACES).apply("event(unshaded) ev_choice(us_arvn)")
    assert sections(r.game.check("sweep(quang_nam)")) == ["5.5"]
    assert sections(r.game.check("train(saigon) air_strike(quang_nam)", dice=[6])) == ["5.5"]
    assert "5.5" in sections(r.game.check("transport(saigon) transport(saigon, tay_ninh, arvn_troops, 2)"))
    r = r.game.apply("skip")                                               # the US forgoes its own
    assert "4.0" in sections(r.game.check("air_strike(quang_nam)", dice=[6]))


def test_nva_then_vc_a_free_ambush_alone_as_if_attacking_ruling_95_4_4_3():
    r = card_game(69, SPACES).apply("event(unshaded) ev_choice(nva_vc)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("NVA", "any_sa"), ("VC", "any_sa")]
    r = r.game.apply("ambush(binh_dinh) ambush(binh_dinh, binh_dinh, arvn_troops)")
    assert pieces(r, "binh_dinh") == {"nva_guerrilla_active": 1}
    assert sections(r.game.check("ambush(saigon)")) == ["4.5.3"]           # no VC Guerrilla there
    assert sections(r.game.check("ambush(kien_phong)")) == ["5.5"]         # no enemy piece to remove
    r = r.game.apply("ambush(tay_ninh)")
    assert pieces(r, "tay_ninh") == {"vc_guerrilla_underground": 1, "vc_guerrilla_active": 1}
    assert r.state.turn["pending"] == []


def test_usual_limits_of_the_special_activity_tip_4_2_3():
    spaces = {s: {"pieces": {"us_troops": 1, "nva_troops": 1}}
              for s in ("hue", "da_nang", "kontum", "qui_nhon", "cam_ranh", "an_loc", "saigon")}
    r = card_game(69, spaces).apply("event(unshaded) ev_choice(us_arvn)")
    seven = " ".join(f"air_strike({s})" for s in spaces)
    assert "4.2.3" in sections(r.game.check(seven, dice=[6]))


def test_the_card_ends_after_both_and_only_the_executor_stays_eligible_2_3_6():
    r = card_game(69, SPACES).apply("event(unshaded) ev_choice(nva_vc)")
    r = r.game.apply("skip").game.apply("skip")
    assert r.state.turn["pending"] == []
    done = play_out(r)
    assert done.state.eligibility["ARVN"] == "eligible"


def test_single_event_no_shaded_side_and_a_pair_must_be_named_5_2_5_1():
    g = card_game(69, SPACES)
    assert "5.2" in sections(g.check("event(shaded)"))
    assert sections(g.check("event(unshaded)")) == ["5.1.3"]
    assert sections(g.check("event(unshaded) ev_choice(us_vc)")) == ["5.1"]
