"""Card 44 Ia Drang (5.1, 5.1.1, 5.1.3, 5.5, 2.2, 4.2.2, 3.2.3, 3.2.4; card text in shared/reference)."""

from tests.helpers import card_game, pieces, sections

PL = "pleiku_darlac"                      # Highland Province, next to Kontum and its LoCs
SPACES = {"saigon": {"pieces": {"us_troops": 6}},
          PL: {"pieces": {"nva_troops": 2, "nva_guerrilla_underground": 2}},
          "kontum": {"pieces": {"us_troops": 2}},
          "hue": {"pieces": {"nva_troops": 1}}}


def test_unshaded_us_air_lift_into_1_nva_space_then_sweep_and_assault_there_5_5():
    g = card_game(44, SPACES, deck=[125, 3])                              # NVA first; Monsoon
    r = g.apply("event(unshaded)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == \
        [("US", "air_lift"), ("US", "sweep"), ("US", "assault")]
    r = r.game.apply(f"air_lift(saigon, {PL}, us_troops, 4)")
    assert [p.get("spaces") for p in r.state.turn["pending"]] == [[PL], [PL]]
    # Sweep there even in Monsoon (5.1.1), Troops coming in from next door as usual (3.2.3).
    r = r.game.apply(f"sweep({PL}) sweep(kontum, {PL}, us_troops, 2) "
                     f"activate(sweep, {PL}, nva_guerrilla_underground, 2)")
    assert pieces(r, PL) == {"us_troops": 6, "nva_troops": 2, "nva_guerrilla_active": 2}
    # 6 US Troops in a Highland without a US Base remove 3 (3.2.4): Troops first.
    r = r.game.apply(f"assault({PL})")
    assert pieces(r, PL) == {"us_troops": 6, "nva_guerrilla_active": 1}
    assert r.state.turn["pending"] == []


def test_unshaded_air_lift_lands_in_1_space_with_an_nva_piece_only_5_1():
    r = card_game(44, SPACES).apply("event(unshaded)")
    assert r.game.check("air_lift(saigon, kontum, us_troops, 4)") == [
        ("5.1", "Kontum: the free Air Lift lands in 1 space with an NVA piece")]
    assert r.game.check(f"air_lift(saigon, {PL}, us_troops, 4) air_lift(saigon, hue, us_troops, 1)") == [
        ("5.1", "the Event's free actions are all in 1 space: Pleiku-Darlac, not also Hue")]


def test_unshaded_the_sweep_and_assault_stay_where_the_air_lift_landed_5_1():
    r = card_game(44, SPACES).apply("event(unshaded)").game.apply(f"air_lift(saigon, {PL}, us_troops, 4)")
    assert "5.1" in sections(r.game.check("sweep(hue)"))
    assert r.game.legal("")["sweep"] == [f"sweep({PL})"]


def test_unshaded_air_lift_forgone_the_sweep_picks_a_space_with_nva_5_1():
    r = card_game(44, SPACES).apply("event(unshaded)").game.apply("skip")
    assert "5.1" in sections(r.game.check("sweep(saigon)"))                    # no NVA there
    r = r.game.apply("sweep(hue)")
    assert r.state.turn["pending"][0]["spaces"] == ["hue"]


SHADED = {PL: {"pieces": {"nva_troops": 2, "us_troops": 1}}, "kontum": {"pieces": {"us_troops": 2}},
          "loc_kontum_ban_me_thuot": {"pieces": {"us_troops": 3}}, "hue": {"pieces": {"nva_troops": 1, "us_troops": 1}}}


def test_shaded_die_first_then_us_troops_within_1_space_of_a_province_with_nva_troops_to_casualties_2_2():
    r = card_game(44, SHADED).apply("event(shaded)", dice=[5])
    assert r.state.turn["pending"] == [{"faction": "NVA", "action": "rest", "card": 44, "side": "shaded", "roll": 5}]
    assert r.game.legal("event_rest")["ev_space"] == [f"ev_space({PL})"]           # Hue is a City
    r = r.game.apply(f"event_rest ev_space({PL}) ev_remove(kontum, us_troops, 2) ev_remove({PL}, us_troops, 1) "
                     f"ev_remove(loc_kontum_ban_me_thuot, us_troops, 2)")
    assert pieces(r, PL) == {"nva_troops": 2} and pieces(r, "kontum") == {}
    assert r.state.casualties == {"us_troops": 5}


def test_shaded_the_whole_die_and_only_within_1_space_5_1_3():
    r = card_game(44, SHADED).apply("event(shaded)", dice=[5])
    assert r.game.check(f"event_rest ev_space({PL}) ev_remove(kontum, us_troops, 2) ev_remove({PL}, us_troops, 1)") == [
        ("5.1.3", "the Event must remove a die roll of US Troops as far as it can: 5, not 3")]
    assert ("5.1", "Hue is not a space this Event may select: US Troops within 1 space of the Province selected") in \
        r.game.check(f"event_rest ev_space({PL}) ev_remove(kontum, us_troops, 2) ev_remove({PL}, us_troops, 1) "
                     f"ev_remove(loc_kontum_ban_me_thuot, us_troops, 1) ev_remove(hue, us_troops, 1)")


def test_shaded_fewer_us_troops_than_the_die_all_of_them_5_1_3():
    spaces = {PL: {"pieces": {"nva_troops": 1}}, "kontum": {"pieces": {"us_troops": 2}}}
    r = card_game(44, spaces).apply("event(shaded)", dice=[6])
    r = r.game.apply(f"event_rest ev_space({PL}) ev_remove(kontum, us_troops, 2)")
    assert r.state.casualties == {"us_troops": 2}


def test_unshaded_first_edition_the_same_chain_5_5():
    # The 1st edition changes Air Strike and the Commitment Phase, not Air Lift, Sweep or Assault.
    r = card_game(44, SPACES, edition=1).apply("event(unshaded)")
    r = r.game.apply(f"air_lift(saigon, {PL}, us_troops, 4)").game.apply("skip").game.apply(f"assault({PL})")
    assert pieces(r, PL) == {"us_troops": 4, "nva_guerrilla_underground": 2}
