"""Card 64 Honolulu Conference (one side; 5.1, 5.5, 6.3.1, 1.8.1, 2.3.6, 2.4.1; card text and tip in
shared/reference).  The executing US or ARVN Pacifies as in the Support Phase, alone (the tip), as
the Event's Coup Round procedure (asp/coup/round.lp: ev_procedure/2)."""

from tests.helpers import card_game, sections

# Card 64's order: ARVN, US, NVA, VC.
SP = {"saigon": {"pieces": {"us_troops": 2, "arvn_troops": 2, "arvn_police": 2}, "terror": 1},
      "hue": {"pieces": {"arvn_troops": 1, "arvn_police": 1}},
      "binh_dinh": {"pieces": {"us_troops": 2, "arvn_police": 1}},
      "quang_nam": {"pieces": {"arvn_troops": 1, "arvn_police": 1, "vc_guerrilla_underground": 3}}}
TRACKS = "event(unshaded) ev_choice(aid_minus) ev_choice(patronage_plus)"


def test_arvn_executes_the_tracks_then_pacifies_as_in_the_support_phase_6_3_1():
    r = card_game(64, SP).apply(TRACKS)
    assert r.state.aid == 15 - 10 and r.state.patronage == 15 + 3
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("ARVN", "pacify")]
    assert r.game.turn().to_act == "ARVN"
    # Saigon: its Terror, then 2 levels; Hue 1 level; 3 ARVN Resources each (6.3.1).
    r = r.game.apply("coup_pacify(saigon, 2) coup_pacify(hue, 1)")
    assert r.state.spaces["saigon"]["support"] == "active_support" and "terror" not in r.state.spaces["saigon"]
    assert r.state.spaces["hue"]["support"] == "passive_support"
    assert r.state.resources["ARVN"] == 30 - 3 * (1 + 2 + 1)
    assert r.state.turn["pending"] == [] and not r.card_done                 # the US may still act (2.3.4)


def test_the_other_choices_aid_plus_10_patronage_minus_5_5_1():
    r = card_game(64, SP).apply("event(unshaded) ev_choice(aid_plus) ev_choice(patronage_minus)")
    assert (r.state.aid, r.state.patronage) == (25, 10)


def test_each_track_changes_one_way_5_1_3():
    g = card_game(64, SP)
    assert sections(g.check("event(unshaded) ev_choice(aid_plus)")) == ["5.1.3"]
    assert "5.1" in sections(g.check("event(unshaded) ev_choice(aid_plus) ev_choice(aid_minus) "
                                     "ev_choice(patronage_plus)"))
    assert "5.1" in sections(g.check("event(unshaded) ev_choice(trail) ev_choice(aid_plus) ev_choice(patronage_plus)"))


def test_pacification_keeps_the_support_phase_conditions_and_limits_6_3_1():
    r = card_game(64, SP).apply(TRACKS)
    g = r.game
    # The Pacifying Faction's own Troops (Binh Dinh has US Troops only), COIN Control (Quang Nam).
    assert g.check("coup_pacify(binh_dinh, 1)") == [
        ("6.3.1", "no Pacification in Binh Dinh: none of the Pacifying Faction's Troops")]
    assert ("6.3.1", "no Pacification in Quang Nam: no COIN Control") in g.check("coup_pacify(quang_nam, 1)")
    assert sections(g.check("coup_pacify(hue, 3)")) == ["6.3.1"]                 # 2 levels per space
    assert g.legal("")["coup_pacify"] == [f"coup_pacify({s},{n})" for s in ("hue", "saigon") for n in (0, 1, 2)]
    assert g.check("skip") == [("5.1", "the Event's pacify takes only its own moves (coup_done for nothing more), not skip")]
    assert sections(g.check("pass")) == ["5.1", "5.5"]
    r = g.apply("coup_done")                                                  # nothing: the Faction may
    assert r.state.turn["pending"] == [] and r.state.resources["ARVN"] == 30


def test_us_executes_and_pacifies_alone_not_below_total_econ_1_8_1():
    g = card_game(64, SP, resources={"ARVN": 17, "NVA": 10, "VC": 5})
    r = g.apply("pass").game.apply(TRACKS)                  # ARVN passes (+3, 2.3.3); the US executes
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("US", "pacify")]
    # Total Econ 15: the US spends at most 20 - 15 = 5 ARVN Resources (one level at 3).
    assert "1.8.1" in sections(r.game.check("coup_pacify(binh_dinh, 2)"))
    r = r.game.apply("coup_pacify(binh_dinh, 1)")
    assert r.state.spaces["binh_dinh"]["support"] == "passive_support" and r.state.resources["ARVN"] == 17
    assert r.state.turn["pending"] == []                                      # the ARVN does not follow (tip)


def test_pacification_costs_4_under_ky_2_4_1():
    r = card_game(64, SP, cards={"current": 64, "deck": [2, 3], "leader_box": [127]}).apply(TRACKS)
    r = r.game.apply("coup_pacify(hue, 2)")
    assert r.state.resources["ARVN"] == 30 - 4 * 2


def test_insurgent_executes_no_pacification_and_stays_eligible_2_3_6():
    g = card_game(64, SP).apply("pass").game.apply("pass").game                # ARVN, US pass
    r = g.apply("event(unshaded) ev_choice(aid_minus) ev_choice(patronage_minus)")   # the NVA
    assert r.state.turn["pending"] == []
    r = r.game.apply("pass")                                                  # the VC: card done
    assert r.card_done and r.state.eligibility["NVA"] == "eligible"


def test_legal_offers_the_choices_5_1():
    assert card_game(64, SP).legal("event(unshaded)")["ev_choice"] == [
        "ev_choice(aid_minus)", "ev_choice(aid_plus)", "ev_choice(patronage_minus)", "ev_choice(patronage_plus)"]


def test_blowtorch_komer_is_for_the_coup_rounds_support_phase_only_ruling_78():
    # Card 16 unshaded (Momentum): Pacify costs 1 "this Support Phase", the Coup Round's.
    r = card_game(64, SP, momentum={"16": "unshaded"}).apply(TRACKS)
    r = r.game.apply("coup_pacify(hue, 2)")
    assert r.state.resources["ARVN"] == 30 - 3 * 2
