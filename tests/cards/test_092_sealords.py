"""Card 92 SEALORDS (5.1, 5.1.1, 5.5, 3.2.3, 3.2.4, 1.4.4; card text and tip in shared/reference)."""

from tests.helpers import card_game, pieces, sections

KP, KH, M1, PB = "kien_phong", "kien_hoa_vinh_binh", "loc_saigon_can_tho", "the_parrots_beak"
SPACES = {KP: {"pieces": {"vc_guerrilla_underground": 2, "arvn_troops": 2, "us_troops": 1}},
          KH: {"pieces": {"vc_guerrilla_active": 2, "arvn_troops": 2, "us_troops": 2}},
          M1: {"pieces": {"vc_guerrilla_active": 1, "arvn_police": 2}},
          PB: {"pieces": {"nva_base": 1, "nva_base_tunneled": 1, "nva_troops": 3, "vc_guerrilla_underground": 1}},
          "tay_ninh": {"pieces": {"vc_base": 1}}}


def test_unshaded_arvn_then_us_each_sweep_in_place_or_assault_next_to_can_tho_5_5():
    r = card_game(92, SPACES).apply("event(unshaded)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("ARVN", "op"), ("US", "op")]
    legal = r.game.legal("")
    assert sorted(k for k in legal if k != "skip") == ["assault", "sweep"]
    assert legal["assault"] == [f"assault({s})" for s in (KH, KP, M1)]           # LoCs too (the tip)
    # ARVN Assault: 2 Troops remove 1 in the Lowland (3.2.4); Police count on the LoC.
    r = r.game.apply(f"assault({KH}) assault({M1})")
    assert pieces(r, KH) == {"us_troops": 2, "arvn_troops": 2, "vc_guerrilla_active": 1}
    assert pieces(r, M1) == {"arvn_police": 2}
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("US", "op")]
    r = r.game.apply(f"sweep({KP}) activate(sweep, {KP}, vc_guerrilla_underground, 1)")   # the US's 1 cube
    assert pieces(r, KP)["vc_guerrilla_active"] == 1 and r.state.turn["pending"] == []


def test_unshaded_sweep_in_place_and_only_next_to_can_tho_5_1_1():
    r = card_game(92, SPACES, deck=[125, 3]).apply("event(unshaded)")          # Monsoon
    assert r.game.check(f"sweep({KP}) sweep({KH}, {KP}, arvn_troops, 2)") == [
        ("5.1.1", "the Event's free Sweep is in place: no Troops move (from Kien Hoa-Vinh Binh into Kien Phong)")]
    assert ("5.1", "Saigon: the free Sweep or Assault is in spaces adjacent to Can Tho only") in r.game.check("sweep(saigon)")
    assert "5.5" in sections(r.game.check("train(saigon)"))


def test_shaded_the_named_nva_move_pieces_but_no_tunneled_base_next_to_can_tho_5_1():
    g = card_game(92, SPACES)                                                  # VC executes and names the NVA
    r = g.apply("event(shaded) ev_choice(nva)")
    assert r.state.turn["pending"] == [{"faction": "NVA", "action": "rest", "card": 92, "side": "shaded"}]
    assert "5.1" in sections(r.game.check(f"event_rest ev_move({PB}, {KP}, nva_base_tunneled, 1)"))
    assert "5.1" in sections(r.game.check(f"event_rest ev_move({PB}, saigon, nva_troops, 1)"))
    r = r.game.apply(f"event_rest ev_move({PB}, {KP}, nva_base, 1) ev_move({PB}, {M1}, nva_troops, 3)")
    assert pieces(r, KP)["nva_base"] == 1 and pieces(r, M1)["nva_troops"] == 3
    assert pieces(r, PB) == {"vc_guerrilla_underground": 1, "nva_base_tunneled": 1}


def test_shaded_the_vc_naming_itself_moves_in_the_same_move_no_base_onto_a_loc_1_4_2():
    g = card_game(92, SPACES)
    assert "1.4.2" in sections(g.check(f"event(shaded) ev_choice(vc) ev_move(tay_ninh, {M1}, vc_base, 1)"))
    r = g.apply(f"event(shaded) ev_choice(vc) ev_move(tay_ninh, {KP}, vc_base, 1)")
    assert pieces(r, KP)["vc_base"] == 1 and r.state.turn["pending"] == []
