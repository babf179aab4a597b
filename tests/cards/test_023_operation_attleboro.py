"""Card 23 Operation Attleboro (5.1, 5.1.1, 5.1.3, 5.5, 2.2, 1.4.4, 3.2.4; card text and tip in shared/reference)."""

from tests.helpers import card_game, pieces, sections

TN = "tay_ninh"                            # Jungle Province next to Saigon
SPACES = {"saigon": {"pieces": {"us_troops": 6}},
          TN: {"pieces": {"vc_base_tunneled": 1, "vc_base": 1, "vc_guerrilla_active": 1}},
          "binh_dinh": {"pieces": {"vc_guerrilla_active": 2}}}


def test_unshaded_assault_removes_tunneled_bases_as_if_no_tunnel_no_die_5_1_1():
    r = card_game(23, SPACES).apply("event(unshaded)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == \
        [("US", "air_lift"), ("US", "sweep"), ("US", "assault")]
    r = r.game.apply(f"air_lift(saigon, {TN}, us_troops, 4)").game.apply("skip")
    assert r.state.turn["pending"][0]["spaces"] == [TN]
    # 4 US Troops remove 4: the Guerrilla, then both Bases, Tunneled or not, with no die (dice=[] would fail a roll).
    r = r.game.apply(f"assault({TN})", dice=[])
    assert pieces(r, TN) == {"us_troops": 4}


def test_unshaded_the_us_may_add_an_arvn_assault_at_no_cost_tip_3_2_4():
    spaces = {TN: {"pieces": {"vc_base_tunneled": 1, "us_troops": 1, "arvn_troops": 2}}}
    r = card_game(23, spaces).apply("event(unshaded)").game.apply("skip").game.apply("skip")
    r = r.game.apply(f"assault({TN}) assault_arvn({TN})", dice=[])
    assert "vc_base_tunneled" not in pieces(r, TN) and r.state.resources["ARVN"] == 30


def test_unshaded_only_in_a_space_with_a_tunnel_5_1():
    r = card_game(23, SPACES).apply("event(unshaded)")
    assert r.game.check("air_lift(saigon, binh_dinh, us_troops, 4)") == [
        ("5.1", "Binh Dinh: the free Air Lift lands in 1 space with a Tunnel")]
    spaces = {TN: {"pieces": {"vc_base_tunneled": 1, "us_troops": 1}}, "binh_dinh": {"pieces": {"vc_base": 1, "us_troops": 2}}}
    r = card_game(23, spaces).apply("event(unshaded)").game.apply("skip").game.apply("skip")
    assert r.game.legal("")["assault"] == [f"assault({TN})"]
    assert "5.1" in sections(r.game.check("assault(binh_dinh)"))


def test_an_ordinary_assault_still_rolls_for_the_tunnel_3_2_4():
    # Outside the Event the Tunnel holds (1.4.4): a US Assault needs the die.
    from tests.helpers import game
    g = game({TN: {"pieces": {"vc_base_tunneled": 1, "us_troops": 3}}}, first="US")
    r = g.apply(f"assault({TN})", dice=[3])
    assert pieces(r, TN) == {"vc_base_tunneled": 1, "us_troops": 3}


SHADED = {TN: {"pieces": {"vc_base_tunneled": 1, "us_troops": 1}}, "saigon": {"pieces": {"us_troops": 3}},
          "binh_dinh": {"pieces": {"us_troops": 4}}}


def test_shaded_die_first_then_us_troops_within_1_space_of_a_tunnel_to_casualties_2_2():
    r = card_game(23, SHADED).apply("event(shaded)", dice=[3])
    assert r.state.turn["pending"][0]["roll"] == 3 and r.state.turn["pending"][0]["action"] == "rest"
    assert r.game.legal("event_rest")["ev_space"] == [f"ev_space({TN})"]
    assert "5.1" in sections(r.game.check(f"event_rest ev_space({TN}) ev_remove(binh_dinh, us_troops, 3)"))
    assert "5.1.3" in sections(r.game.check(f"event_rest ev_space({TN}) ev_remove(saigon, us_troops, 2)"))
    r = r.game.apply(f"event_rest ev_space({TN}) ev_remove(saigon, us_troops, 2) ev_remove({TN}, us_troops, 1)")
    assert pieces(r, "saigon") == {"us_troops": 1} and r.state.casualties == {"us_troops": 3}
