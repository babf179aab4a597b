"""Card 67 Amphib Landing (5.1, 5.1.1, 5.1.3, 5.5, 1.3.7, 3.2.3, 3.2.4, 2.3.6; card text and tip in shared/reference)."""

from tests.helpers import card_game, pieces, sections

QN = "quang_nam"                                     # coastal Province next to Da Nang
SPACES = {"da_nang": {"pieces": {"us_troops": 4, "arvn_troops": 3}},
          QN: {"pieces": {"vc_guerrilla_underground": 2, "vc_base": 1}},
          "hue": {"pieces": {"us_troops": 2}}, "pleiku_darlac": {"pieces": {"us_troops": 2}}}


def test_unshaded_the_us_named_relocates_its_troops_then_sweeps_and_assaults_1_coastal_space_5_5():
    g = card_game(67, SPACES)                                                   # ARVN executes, names the US
    r = g.apply("event(unshaded) ev_choice(us)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == \
        [("US", "rest"), ("US", "sweep"), ("US", "assault")]
    r = r.game.apply(f"event_rest ev_move(da_nang, {QN}, us_troops, 4) ev_move(hue, {QN}, us_troops, 2)")
    assert pieces(r, QN)["us_troops"] == 6
    r = r.game.apply(f"sweep({QN}) activate(sweep, {QN}, vc_guerrilla_underground, 2)")
    assert r.state.turn["pending"] == [{"faction": "US", "action": "assault", "card": 67, "side": "unshaded",
                                        "spaces": [QN]}]
    r = r.game.apply(f"assault({QN})")
    assert pieces(r, QN) == {"us_troops": 6}


def test_unshaded_only_troops_among_coastal_spaces_5_1():
    r = card_game(67, SPACES).apply("event(unshaded) ev_choice(us)")
    assert "5.1" in sections(r.game.check(f"event_rest ev_move(pleiku_darlac, {QN}, us_troops, 2)"))   # not coastal
    assert "5.1" in sections(r.game.check(f"event_rest ev_move(da_nang, {QN}, arvn_troops, 2)"))       # not the US's


def test_unshaded_the_arvn_named_by_itself_moves_in_the_event_s_own_move_5_1():
    r = card_game(67, SPACES).apply(f"event(unshaded) ev_choice(arvn) ev_move(da_nang, {QN}, arvn_troops, 3)")
    assert pieces(r, QN)["arvn_troops"] == 3
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("ARVN", "sweep"), ("ARVN", "assault")]


def test_unshaded_sweep_and_assault_in_1_coastal_space_5_1():
    r = card_game(67, SPACES).apply(f"event(unshaded) ev_choice(arvn)")
    assert r.game.check("sweep(pleiku_darlac)") == [("5.1", "Pleiku-Darlac: the free Sweep and Assault are in 1 coastal space")]
    assert r.game.check(f"sweep({QN}) sweep(hue)") == [
        ("5.1", "the Event's free actions are all in 1 space: Quang Nam, not also Hue")]


def test_shaded_vc_move_3_pieces_out_of_coastal_spaces_us_and_arvn_ineligible_5_1():
    g = card_game(67, SPACES)                                                   # ARVN executes: the VC move
    r = g.apply("event(shaded)")
    assert r.state.turn["pending"] == [{"faction": "VC", "action": "rest", "card": 67, "side": "shaded"}]
    assert r.state.eligibility["US"] == "ineligible" and r.state.eligibility["ARVN"] == "ineligible"
    assert "5.1.3" in sections(r.game.check(f"event_rest ev_move({QN}, central_laos, vc_guerrilla_underground, 2)"))
    r = r.game.apply(f"event_rest ev_move({QN}, pleiku_darlac, vc_base, 1) "
                     f"ev_move({QN}, central_laos, vc_guerrilla_underground, 2)")
    assert pieces(r, QN) == {} and pieces(r, "pleiku_darlac") == {"us_troops": 2, "vc_base": 1}
    assert pieces(r, "central_laos") == {"vc_guerrilla_underground": 2}


def test_shaded_no_tunneled_base_moves_ruling_103():
    g = card_game(67, {QN: {"pieces": {"vc_base_tunneled": 1, "vc_guerrilla_active": 1}}}, eligibility={
        "US": "ineligible", "ARVN": "ineligible", "NVA": "ineligible", "VC": "eligible"})
    assert "5.1" in sections(g.check(f"event(shaded) ev_move({QN}, binh_dinh, vc_base_tunneled, 1) "
                                     f"ev_move({QN}, binh_dinh, vc_guerrilla_active, 1)"))
    r = g.apply(f"event(shaded) ev_move({QN}, binh_dinh, vc_guerrilla_active, 1)")          # all it can
    assert pieces(r, QN) == {"vc_base_tunneled": 1}


def test_shaded_the_3_pieces_may_come_from_several_coastal_spaces_ruling_263():
    """Ruling 263: "from any coastal space" lets the VC take each of its up to 3
    pieces from any coastal space (several spaces), as "any" reads in 5.1."""
    spaces = {QN: {"pieces": {"vc_guerrilla_active": 1}}, "binh_dinh": {"pieces": {"vc_guerrilla_active": 2}}}
    g = card_game(67, spaces)
    r = g.apply("event(shaded)").game.apply(
        f"event_rest ev_move({QN}, central_laos, vc_guerrilla_active, 1) "
        "ev_move(binh_dinh, central_laos, vc_guerrilla_active, 2)")
    assert pieces(r, QN) == {} and pieces(r, "binh_dinh") == {}
    assert pieces(r, "central_laos") == {"vc_guerrilla_active": 3}
