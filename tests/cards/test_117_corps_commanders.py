"""Card 117 Corps Commanders (5.1, 5.1.3, 5.5, 2.2, 3.2.3, 2.3.6; card text in shared/reference)."""

from tests.helpers import card_game, pieces, sections

QN, QT = "quang_nam", "quang_tin_quang_ngai"            # adjacent Provinces
ARVN_FIRST = {"US": "eligible", "ARVN": "eligible", "NVA": "eligible", "VC": "ineligible"}
SPACES = {QN: {"pieces": {"vc_guerrilla_underground": 2}}, QT: {"pieces": {"arvn_police": 1}}}


def test_unshaded_arvn_troops_from_out_of_play_and_available_into_2_adjacent_spaces_then_sweep_5_5():
    g = card_game(117, SPACES, out_of_play={"arvn_troops": 2}, eligibility=ARVN_FIRST)
    r = g.apply(f"event(unshaded) ev_move(out_of_play, {QN}, arvn_troops, 2) ev_place({QT}, arvn_troops, 1)")
    assert pieces(r, QN)["arvn_troops"] == 2 and pieces(r, QT)["arvn_troops"] == 1 and r.state.out_of_play == {}
    assert [(p["faction"], p["action"], p.get("spaces")) for p in r.state.turn["pending"]] == \
        [("ARVN", "sweep", sorted([QN, QT], key=lambda s: s))]
    assert "5.1" in sections(r.game.check("sweep(hue)"))
    r = r.game.apply(f"sweep({QN}) activate(sweep, {QN}, vc_guerrilla_underground, 2)")
    assert pieces(r, QN)["vc_guerrilla_active"] == 2 and r.state.resources["ARVN"] == 30


def test_unshaded_3_troops_into_1_or_2_adjacent_spaces_only_5_1_3():
    g = card_game(117, SPACES, eligibility=ARVN_FIRST)
    assert "5.1.3" in sections(g.check(f"event(unshaded) ev_place({QN}, arvn_troops, 2)"))
    assert "5.1" in sections(g.check(f"event(unshaded) ev_place({QN}, arvn_troops, 2) ev_place(saigon, arvn_troops, 1)"))
    assert g.check(f"event(unshaded) ev_place({QN}, arvn_troops, 3)") == []


def test_unshaded_another_executes_the_arvn_place_then_sweep_5_1():
    g = card_game(117, SPACES)                                                 # VC executes
    r = g.apply("event(unshaded)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("ARVN", "rest"), ("ARVN", "sweep")]
    r = r.game.apply(f"event_rest ev_place({QN}, arvn_troops, 3)")
    assert [(p["action"], p.get("spaces")) for p in r.state.turn["pending"]] == [("sweep", [QN])]


def test_shaded_die_first_then_that_many_arvn_pieces_from_1_or_2_adjacent_spaces_arvn_ineligible_2_2():
    spaces = {QN: {"pieces": {"arvn_troops": 2, "arvn_base": 1}}, QT: {"pieces": {"arvn_police": 3}},
              "saigon": {"pieces": {"arvn_troops": 4}}}
    g = card_game(117, spaces)
    r = g.apply("event(shaded)", dice=[4])
    assert r.state.eligibility["ARVN"] == "ineligible" and r.state.turn["pending"][0]["roll"] == 4
    assert "5.1" in sections(r.game.check(f"event_rest ev_space({QN}) ev_space(saigon) ev_remove(saigon, arvn_troops, 4)"))
    assert "5.1.3" in sections(r.game.check(f"event_rest ev_space({QN}) ev_space({QT}) ev_remove({QN}, arvn_troops, 2)"))
    assert f"ev_remove({QN},arvn_base,1)" in r.game.legal(f"event_rest ev_space({QN})")["ev_remove"]
    r = r.game.apply(f"event_rest ev_space({QN}) ev_space({QT}) ev_remove({QN}, arvn_troops, 2) "
                     f"ev_remove({QT}, arvn_police, 2)")
    assert pieces(r, QN) == {"arvn_base": 1} and pieces(r, QT) == {"arvn_police": 1}


def test_shaded_spaces_that_hold_the_whole_die_must_be_chosen_if_any_5_1_3():
    spaces = {QN: {"pieces": {"arvn_troops": 1}}, "saigon": {"pieces": {"arvn_troops": 5}}}
    r = card_game(117, spaces).apply("event(shaded)", dice=[4])
    assert "5.1.3" in sections(r.game.check(f"event_rest ev_space({QN}) ev_remove({QN}, arvn_troops, 1)"))
    assert r.game.check("event_rest ev_space(saigon) ev_remove(saigon, arvn_troops, 4)") == []
