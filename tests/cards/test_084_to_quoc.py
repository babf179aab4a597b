"""Card 84 To Quoc (5.1, 5.1.3, 5.5, 2.4.1, 1.4.1; card text and tip in shared/reference).  Shaded: the
ARVN removes 1 in 3 of its cubes in each space by the Failed Attempt's rules run by the Event
(asp/coup/coup_card.lp, asp/coup/round.lp), then the executing Faction places VC Guerrillas."""

from fitl.game import Game
from tests.helpers import card_game, pieces, sections

# Card 84's order: ARVN, VC, US, NVA.
SP = {"saigon": {"pieces": {"arvn_troops": 4, "arvn_police": 3}},
      "hue": {"pieces": {"arvn_police": 3, "nva_troops": 1}},
      "quang_nam": {"pieces": {"arvn_troops": 2, "nva_guerrilla_underground": 1}},
      "central_laos": {"pieces": {"nva_troops": 3}},
      "loc_hue_da_nang": {"pieces": {"nva_guerrilla_active": 1, "arvn_troops": 5}},
      "can_tho": {"pieces": {"arvn_troops": 3, "arvn_police": 3}}}
NVA_SOUTH = ("hue", "quang_nam", "loc_hue_da_nang")


def test_unshaded_a_troop_and_a_police_in_each_south_space_with_nva_5_1():
    g = card_game(84, SP)
    opts = g.legal("event(unshaded)")["ev_place"]
    assert opts == sorted(f"ev_place({s},{t},1)" for s in NVA_SOUTH for t in ("arvn_police", "arvn_troops"))
    assert sections(g.check("event(unshaded) ev_place(hue, arvn_troops, 1) ev_place(hue, arvn_police, 1)")) == ["5.1.3"]
    assert "5.1" in sections(g.check("event(unshaded) ev_place(central_laos, arvn_troops, 1)"))     # not the South
    assert "5.1" in sections(g.check("event(unshaded) ev_place(hue, arvn_troops, 2)"))               # 1 each
    r = g.apply("event(unshaded) " + " ".join(f"ev_place({s}, {t}, 1)" for s in NVA_SOUTH
                                              for t in ("arvn_troops", "arvn_police")))
    assert pieces(r, "hue") == {"arvn_troops": 1, "arvn_police": 4, "nva_troops": 1}
    assert pieces(r, "loc_hue_da_nang")["arvn_police"] == 1


def test_unshaded_police_run_short_as_many_as_available_5_1_3():
    # 30 Police in the pool: 28 on the map, 2 Available for 3 spaces.
    spaces = dict(SP, ba_xuyen={"pieces": {"arvn_police": 28 - 9}})
    g = card_game(84, spaces)
    assert g.view().available["arvn_police"] == 2
    few = " ".join(f"ev_place({s}, arvn_troops, 1)" for s in NVA_SOUTH)
    assert sections(g.check(f"event(unshaded) {few} ev_place(hue, arvn_police, 1)")) == ["5.1.3"]
    r = g.apply(f"event(unshaded) {few} ev_place(hue, arvn_police, 1) ev_place(quang_nam, arvn_police, 1)")
    assert "arvn_police" not in pieces(r, "loc_hue_da_nang")


def test_shaded_the_arvn_removes_1_in_3_cubes_in_each_space_then_vc_guerrillas_in_3_of_them_2_4_1(tmp_path):
    r = card_game(84, SP).apply("pass").game.apply("event(shaded)")            # the VC execute
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("ARVN", "desertion"), ("VC", "rest")]
    g = r.game
    assert g.turn().to_act == "ARVN"
    # 7 cubes in Saigon: 2; Hue 1; Hue -- Da Nang 1; Can Tho 2; Quang Nam none (2 cubes).
    assert sorted(g.check("desert(saigon, arvn_troops, 2)")) == [
        ("2.4.1", "Failed Attempt: in Can Tho the ARVN removes 2 of its cubes (1 in 3, round down), not 0"),
        ("2.4.1", "Failed Attempt: in Hue -- Da Nang the ARVN removes 1 of its cubes (1 in 3, round down), not 0"),
        ("2.4.1", "Failed Attempt: in Hue the ARVN removes 1 of its cubes (1 in 3, round down), not 0")]
    assert "2.4.1" in sections(g.check("desert(saigon, arvn_troops, 2) desert(hue, arvn_police, 1) "
                                       "desert(loc_hue_da_nang, arvn_troops, 1) desert(can_tho, arvn_police, 2) "
                                       "desert(quang_nam, arvn_troops, 1)"))
    r = g.apply("desert(saigon, arvn_police, 2) desert(hue, arvn_police, 1) desert(loc_hue_da_nang, arvn_troops, 1) "
                "desert(can_tho, arvn_troops, 1) desert(can_tho, arvn_police, 1)")
    assert pieces(r, "saigon") == {"arvn_troops": 4, "arvn_police": 1}
    assert r.state.turn["pending"] == [{"faction": "VC", "action": "rest", "card": 84, "side": "shaded",
                                        "spaces": ["hue", "saigon", "can_tho", "loc_hue_da_nang"]}]
    path = tmp_path / "s.yaml"
    r.game.save(path)
    g = Game.load(path)
    assert g.turn().to_act == "VC"                                               # the executing Faction (tip)
    assert g.legal("event_rest")["ev_place"] == [f"ev_place({s},vc_guerrilla,1)"
                                                 for s in ("can_tho", "hue", "loc_hue_da_nang", "saigon")]
    assert "5.1" in sections(g.check("event_rest ev_place(quang_nam, vc_guerrilla, 1) ev_place(hue, vc_guerrilla, 1) "
                                     "ev_place(saigon, vc_guerrilla, 1)"))
    assert sections(g.check("event_rest ev_place(hue, vc_guerrilla, 1) ev_place(saigon, vc_guerrilla, 1)")) == ["5.1.3"]
    assert "5.1" in sections(g.check("event_rest ev_place(hue, vc_guerrilla, 1) ev_place(saigon, vc_guerrilla, 1) "
                                     "ev_place(can_tho, vc_guerrilla, 1) ev_place(loc_hue_da_nang, vc_guerrilla, 1)"))
    r = g.apply("event_rest ev_place(hue, vc_guerrilla, 1) ev_place(saigon, vc_guerrilla, 1) ev_place(can_tho, vc_guerrilla, 1)")
    assert pieces(r, "hue")["vc_guerrilla_underground"] == 1 and r.state.turn["pending"] == []


def test_shaded_no_space_with_3_cubes_nothing_happens_2_4_1():
    r = card_game(84, {"saigon": {"pieces": {"arvn_troops": 2}}}).apply("event(shaded)")
    assert r.state.turn["pending"] == [] and pieces(r, "saigon") == {"arvn_troops": 2}


def test_shaded_the_executing_arvn_removes_and_places_itself_tip():
    r = card_game(84, {"saigon": {"pieces": {"arvn_police": 3}}}).apply("event(shaded)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("ARVN", "desertion"), ("ARVN", "rest")]
    assert r.game.turn().coup_default == ["desert(saigon,arvn_police,1)"]
    r = r.game.apply("desert(saigon, arvn_police, 1)").game.apply("event_rest ev_place(saigon, vc_guerrilla, 1)")
    assert pieces(r, "saigon") == {"arvn_police": 2, "vc_guerrilla_underground": 1}
