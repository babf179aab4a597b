"""Card 96 APC (5.1, 5.1.1, 5.5, 6.3.1, 2.3.8; card text and tip in shared/reference).  Unshaded: the
US and then the ARVN Pacify as in the Support Phase, at cost 0, 1 level per space (Coup Round
procedure run by the Event, asp/coup/round.lp).  Shaded: Tet Offensive (124) back to the VC, or its
General Uprising text run by 124's own rules (asp/sequence/pivotal.lp)."""

from fitl.game import Game
from fitl.state import State
from tests.helpers import card_game, pieces, sections

# Card 96's order: VC, US, ARVN, NVA.
SP = {"saigon": {"pieces": {"us_troops": 2, "arvn_troops": 1, "arvn_police": 2}, "terror": 1},
      "hue": {"pieces": {"us_troops": 1, "arvn_troops": 1, "arvn_police": 1}},
      "da_nang": {"pieces": {"us_troops": 1, "arvn_troops": 1, "arvn_police": 1}},
      "qui_nhon": {"pieces": {"us_troops": 1, "arvn_troops": 1, "arvn_police": 1}},
      "binh_dinh": {"pieces": {"arvn_troops": 2, "arvn_police": 1}}}


def test_unshaded_us_then_arvn_pacify_free_1_level_per_space_6_3_1():
    r = card_game(96, SP).apply("event(unshaded)")                              # the VC executes
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("US", "pacify"), ("ARVN", "pacify")]
    g = r.game
    assert g.turn().to_act == "US"
    assert g.check("coup_pacify(saigon, 2)") == [
        ("6.3.1", "Pacification in Saigon would make 2 levels; at most 1 per space in the Phase, up to Active Support")]
    r = g.apply("coup_pacify(saigon, 1) coup_pacify(hue, 0)")
    # Cost 0, the Terror too (the tip); Saigon 1 level.
    assert r.state.resources["ARVN"] == 30 and "terror" not in r.state.spaces["saigon"]
    assert r.state.spaces["saigon"]["support"] == "passive_support"
    assert r.state.turn["pending"] == [{"faction": "ARVN", "action": "pacify", "card": 96, "side": "unshaded",
                                        "pacified": {"hue": 0, "saigon": 1}}]
    g = r.game
    assert g.turn().to_act == "ARVN"
    # The level is per space for both together; the 4 spaces too (6.3.1).
    assert sections(g.check("coup_pacify(saigon, 1)")) == ["6.3.1"]
    assert g.check("coup_pacify(da_nang, 1) coup_pacify(qui_nhon, 1) coup_pacify(binh_dinh, 1)") == [
        ("6.3.1", "US and ARVN Pacify in at most 4 spaces in all, not 5")]
    assert "coup_pacify(saigon,1)" not in g.legal("")["coup_pacify"]
    r = g.apply("coup_pacify(hue, 1) coup_pacify(binh_dinh, 1)")
    assert r.state.spaces["hue"]["support"] == "passive_support"
    assert r.state.spaces["binh_dinh"]["support"] == "passive_support"
    assert r.state.resources["ARVN"] == 30 and r.state.turn["pending"] == []


def test_unshaded_each_decides_its_own_even_nothing_5_1():
    r = card_game(96, SP).apply("event(unshaded)").game.apply("coup_done")
    assert r.state.turn["pending"][0]["faction"] == "ARVN" and "pacified" not in r.state.turn["pending"][0]
    r = r.game.apply("coup_pacify(binh_dinh, 1)")
    assert r.state.spaces["binh_dinh"]["support"] == "passive_support"


def test_unshaded_the_pacification_so_far_survives_a_save_6_3_1(tmp_path):
    r = card_game(96, SP).apply("event(unshaded)").game.apply("coup_pacify(saigon, 1)")
    path = tmp_path / "s.yaml"
    r.game.save(path)
    again = Game.load(path)
    assert again.state.turn["pending"][0]["pacified"] == {"saigon": 1}
    assert sections(again.check("coup_pacify(saigon, 1)")) == ["6.3.1"]


def pivotal_game(played, held, spaces=None):
    data = {"resources": {"ARVN": 30, "NVA": 10, "VC": 5}, "aid": 15, "patronage": 15, "econ": 15, "trail": 1,
            "spaces": spaces or {}, "cards": {"current": 96, "deck": [2, 3], "played": played, "pivotal": held}}
    return Game(State.from_dict(data, source="test"))


def test_shaded_tet_offensive_played_goes_back_to_the_vc_2_3_8(tmp_path):
    r = pivotal_game([124, 5], {"US": 121}).apply("event(shaded)")
    assert r.state.cards["pivotal"] == {"US": 121, "VC": 124}
    assert r.state.cards["played"] == [5] and r.state.turn["pending"] == []
    assert "124 Tet Offensive back to its owner from the played cards" in r.changes()
    assert r.game.to_json()["pivotal"] == {"US": 121, "VC": 124}
    path = tmp_path / "s.yaml"
    r.game.save(path)
    again = Game.load(path).state
    assert again.cards["pivotal"]["VC"] == 124 and 124 not in again.cards["played"]


UPRISING = {"saigon": {"pieces": {"us_troops": 2, "arvn_police": 1, "vc_guerrilla_underground": 2}},
            "hue": {"pieces": {"arvn_police": 1, "vc_guerrilla_underground": 1, "nva_guerrilla_active": 2}}}


def test_shaded_not_played_the_vc_run_the_general_uprising_without_its_precondition_tip():
    # The VC still hold 124; the RVN Leader box is empty, 3 VC Guerrillas: 124's precondition fails.
    r = pivotal_game([5], {"VC": 124}, UPRISING).apply("event(shaded)")
    assert [(p["faction"], p["action"], p["card"]) for p in r.state.turn["pending"]] == [
        ("VC", "terror", 124), ("VC", "rest", 124)]
    g = r.game
    assert g.turn().to_act == "VC"
    # Terror wherever an Underground VC Guerrilla is (124's tip).
    assert g.check("terror(saigon)") == [("5.1.3", "the Event must VC Terror in Hue as far as it can: 1, not 0")]
    r = g.apply("terror(saigon) terror(hue)")
    assert r.state.spaces["saigon"]["terror"] == 1 and r.state.resources["VC"] == 5          # free (5.5)
    # 6 VC pieces in Cities, then the joint Attack (dice 1 and 1: both succeed).
    assert "5.1" in sections(r.game.check("event_rest ev_place(binh_dinh, vc_guerrilla, 6)"))
    r = r.game.apply("event_rest ev_place(saigon, vc_guerrilla, 6) remove(tet, saigon, us_troops, 2) "
                     "remove(tet, hue, arvn_police, 1)", dice=(1, 1))
    assert r.state.casualties == {"us_troops": 2} and "arvn_police" not in pieces(r, "hue")
    assert pieces(r, "saigon") == {"arvn_police": 1, "vc_guerrilla_active": 8 - 2}        # Attrition 2 (3.3.3)
    # 124 stays where it was (the tip); the card is APC's turn.
    assert r.state.cards["pivotal"] == {"VC": 124} and r.state.turn["pending"] == []
    assert r.state.turn["acted"] == [{"faction": "VC", "position": 1, "did": "event"}]


def test_shaded_tet_not_in_this_scenario_still_the_general_uprising_tip():
    r = pivotal_game([], {}, UPRISING).apply("event(shaded)")
    assert [p["action"] for p in r.state.turn["pending"]] == ["terror", "rest"]
    assert r.state.cards["pivotal"] == {}


def test_the_pacification_so_far_in_a_state_file_is_0_to_2_levels_per_space_6_3_1():
    import pytest
    from fitl.errors import BadInput
    pending = {"faction": "ARVN", "action": "pacify", "card": 96, "side": "unshaded", "pacified": {"saigon": 3}}
    with pytest.raises(BadInput, match=r"turn.pending\[0\].pacified.saigon"):
        State.from_dict({"cards": {"current": 96, "deck": [2]}, "turn": {"pending": [pending]}}, source="test")
    pending["action"] = "parade"
    with pytest.raises(BadInput, match=r"turn.pending\[0\].action"):
        State.from_dict({"cards": {"current": 96, "deck": [2]}, "turn": {"pending": [pending]}}, source="test")
