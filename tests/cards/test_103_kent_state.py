"""Card 103 Kent State (5.1, 5.1.3, 5.5, 2.3.2, 2.3.5, 2.3.6; card text and tip in shared/reference)."""

from tests.helpers import card_game, pieces, sections, play_out

SPACES = {"quang_nam": {"pieces": {"us_troops": 2, "vc_guerrilla_active": 1}},
          "binh_dinh": {"pieces": {"us_troops": 2, "vc_guerrilla_active": 1}}}



def test_unshaded_2_us_casualties_to_available_then_a_free_us_limited_op_5_5():
    g = card_game(103, SPACES, casualties={"us_troops": 3, "us_base": 1})          # VC first
    assert "5.1.3" in sections(g.check("event(unshaded) ev_move(casualties, available, us_troops, 1)"))
    r = g.apply("event(unshaded) ev_move(casualties, available, us_troops, 1) ev_move(casualties, available, us_base, 1)")
    assert r.state.casualties == {"us_troops": 2}
    assert [(p["faction"], p["action"], p.get("limited")) for p in r.state.turn["pending"]] == [("US", "op", True)]
    assert r.game.turn().to_act == "US"
    # any Operation of the US, Limited: one space (2.3.5), no Special Activity
    assert "2.3.5" in sections(r.game.check("assault(quang_nam) assault(binh_dinh)"))
    assert "5.5" in sections(r.game.check("rally(quang_nam)"))
    r = r.game.apply("assault(quang_nam)")
    assert "vc_guerrilla_active" not in pieces(r, "quang_nam")
    assert r.game.turn().to_act == "NVA"                      # then the 2nd Eligible, as usual


def test_unshaded_legal_offers_the_casualties_and_every_us_operation_5_5():
    g = card_game(103, SPACES, casualties={"us_troops": 3})
    assert g.legal("event(unshaded)")["ev_move"] == ["ev_move(casualties,available,us_troops,2)"]
    r = g.apply("event(unshaded) ev_move(casualties, available, us_troops, 2)")
    opts = r.game.legal("")
    assert {"train", "patrol", "sweep", "assault"} <= set(opts) and "skip" in opts
    assert "special_activity" not in opts


def test_unshaded_us_executing_stays_eligible_tip_2_3_6():
    g = card_game(103, SPACES, eligibility={"VC": "ineligible", "NVA": "ineligible", "US": "eligible", "ARVN": "eligible"})
    assert g.turn().to_act == "US"
    r = g.apply("event(unshaded)").game.apply("skip")
    assert r.game.turn().to_act == "ARVN"                     # ARVN 2nd Eligible, Ops and SA as usual (tip)
    assert "special_activity" in r.game.legal("train(saigon)")
    r = r.game.apply("train(saigon)")
    assert r.card_done and r.state.eligibility["US"] == "eligible" and r.state.eligibility["ARVN"] == "ineligible"


def test_unshaded_an_ineligible_us_becomes_eligible_at_once_tip_2_3_2():
    # VC executes; NVA cannot act: the US cylinder, now in the Eligible box, is next in the card's order.
    g = card_game(103, SPACES, eligibility={"VC": "eligible", "NVA": "ineligible", "US": "ineligible", "ARVN": "eligible"})
    r = g.apply("event(unshaded)").game.apply("skip")
    assert r.state.eligibility["US"] == "eligible" and r.game.turn().to_act == "US"


def test_shaded_3_troop_casualties_out_of_play_aid_minus_6_us_ineligible_through_next_card_2_3_6():
    g = card_game(103, casualties={"us_troops": 5, "us_base": 1}, out_of_play={"us_troops": 1})
    r = g.apply("event(shaded)")
    assert r.state.casualties == {"us_troops": 2, "us_base": 1} and r.state.out_of_play == {"us_troops": 4}
    assert r.state.aid == 9
    assert r.state.eligibility["US"] == "ineligible"
    assert play_out(r).state.eligibility["US"] == "ineligible"


def test_shaded_as_many_troop_casualties_as_there_are_5_1_3():
    r = card_game(103, casualties={"us_troops": 2}).apply("event(shaded)")
    assert r.state.casualties == {} and r.state.out_of_play == {"us_troops": 2}
