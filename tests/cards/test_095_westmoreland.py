"""Card 95 Westmoreland (5.1, 5.1.1, 5.1.3, 5.5, 3.2.3, 3.2.4, 4.2.3, 1.6; card text and tip in shared/reference)."""

from tests.helpers import card_game, pieces, sections

TN, BD, QN = "tay_ninh", "binh_dinh", "quang_nam"
SPACES = {"saigon": {"pieces": {"us_troops": 6}},
          TN: {"pieces": {"vc_guerrilla_underground": 2, "us_troops": 2, "arvn_troops": 3}},
          BD: {"pieces": {"vc_guerrilla_active": 2, "us_troops": 1}},
          QN: {"pieces": {"nva_troops": 2, "us_troops": 1}}}


def test_unshaded_us_air_lift_then_sweep_or_assault_in_2_spaces_then_air_strike_5_5():
    r = card_game(95, SPACES).apply("event(unshaded)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == \
        [("US", "air_lift"), ("US", "op"), ("US", "air_strike")]
    r = r.game.apply("air_lift(saigon, quang_nam, us_troops, 3)")
    assert sorted(k for k in r.game.legal("") if k not in ("skip",)) == ["assault", "sweep"]   # the US's choice
    r = r.game.apply(f"assault({QN})")
    assert pieces(r, QN) == {"us_troops": 4}
    assert [p["action"] for p in r.state.turn["pending"]] == ["air_strike"]


def test_unshaded_the_sweep_is_in_place_5_1_1():
    r = card_game(95, SPACES, deck=[125, 3]).apply("event(unshaded)").game.apply("skip")   # even in Monsoon
    assert r.game.check(f"sweep({TN}) sweep(saigon, {TN}, us_troops, 2)") == [
        ("5.1.1", "the Event's free Sweep is in place: no Troops move (from Saigon into Tay Ninh)")]
    # Jungle: 2 US cubes Activate 1 (3.2.3); the ARVN Troops there do not Sweep with the US.
    r = r.game.apply(f"sweep({TN}) activate(sweep, {TN}, vc_guerrilla_underground, 1)")
    assert pieces(r, TN)["vc_guerrilla_active"] == 1


def test_unshaded_the_assault_adds_no_arvn_and_is_in_at_most_2_spaces_5_1_1():
    r = card_game(95, SPACES).apply("event(unshaded)").game.apply("skip")
    assert r.game.check(f"assault({TN}) assault_arvn({TN})") == [
        ("5.1.1", "the Event's free US Assault adds no ARVN Assault (Tay Ninh)")]
    assert "assault_arvn" not in r.game.legal(f"assault({QN})")
    assert r.game.check(f"assault({BD}) assault({QN}) assault({TN})") == [
        ("5.1", "the free action (op) the Event granted selects at most 2 space(s), not 3")]


def test_unshaded_no_other_operation_5_5():
    r = card_game(95, SPACES).apply("event(unshaded)").game.apply("skip")
    assert r.game.check("train(saigon)") == [("5.5", "the free Operation the Event grants US is one of those it names, not train")]


SHADED = {"tay_ninh": {"support": "passive_support"}, "binh_dinh": {"support": "passive_opposition"},
          "quang_nam": {"support": "active_support", "pieces": {"arvn_police": 1}},
          "pleiku_darlac": {}, "phuoc_long": {}}                       # Phuoc Long: Population 0


def test_shaded_3_provinces_without_police_2_levels_toward_opposition_1_6():
    g = card_game(95, SHADED)
    assert "5.1" in sections(g.check("event(shaded) ev_space(tay_ninh) ev_space(binh_dinh) ev_space(quang_nam)"))
    assert "5.1" in sections(g.check("event(shaded) ev_space(tay_ninh) ev_space(binh_dinh) ev_space(phuoc_long)"))
    assert "5.1.3" in sections(g.check("event(shaded) ev_space(tay_ninh) ev_space(binh_dinh)"))
    r = g.apply("event(shaded) ev_space(tay_ninh) ev_space(binh_dinh) ev_space(pleiku_darlac)")
    assert r.state.spaces["tay_ninh"]["support"] == "passive_opposition"
    assert r.state.spaces["binh_dinh"]["support"] == "active_opposition"      # stops at the end (1.6.1)
    assert r.state.spaces["pleiku_darlac"]["support"] == "active_opposition"
