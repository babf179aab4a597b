"""Card 99 Masher/White Wing (5.1, 5.1.1, 5.5, 3.2.3, 3.2.4, 3.3.2, 4.4.3, 4.5.3; card text and tip in shared/reference)."""

from tests.helpers import card_game, pieces, sections

BD, PL, QT = "binh_dinh", "pleiku_darlac", "quang_tin_quang_ngai"        # Highland Provinces around Binh Dinh
SPACES = {BD: {"pieces": {"vc_guerrilla_underground": 3, "nva_troops": 2, "us_troops": 1, "arvn_troops": 2, "us_base": 1}},
          "quang_nam": {"pieces": {"arvn_troops": 2, "us_troops": 1}},
          "qui_nhon": {"pieces": {"us_troops": 2, "arvn_troops": 1, "arvn_police": 2}},
          "tay_ninh": {"pieces": {"us_troops": 1, "arvn_troops": 1}}}


def test_unshaded_arvn_sweeps_with_us_and_arvn_troops_then_assaults_as_us_tip_3_2_4():
    r = card_game(99, SPACES, deck=[125, 3]).apply("event(unshaded) ev_choice(arvn)")          # Monsoon
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("ARVN", "sweep"), ("ARVN", "assault")]
    # Both Factions' Troops move in and Activate (the tip).
    r = r.game.apply(f"sweep({BD}) sweep(qui_nhon, {BD}, us_troops, 2) sweep(qui_nhon, {BD}, arvn_troops, 1) "
                     f"activate(sweep, {BD}, vc_guerrilla_underground, 3)")
    assert pieces(r, BD) == {"us_base": 1, "nva_troops": 2, "us_troops": 3, "arvn_troops": 3, "vc_guerrilla_active": 3}
    assert r.state.turn["pending"][0]["spaces"] == [BD]
    # As US: 6 Troops with a US Base remove 12 (all 5); no +6 Aid (3.2.4).
    r = r.game.apply(f"assault({BD})")
    assert pieces(r, BD) == {"us_troops": 3, "us_base": 1, "arvn_troops": 3} and r.state.aid == 15


def test_unshaded_1_non_jungle_space_with_us_and_arvn_troops_5_1():
    r = card_game(99, SPACES).apply("event(unshaded) ev_choice(us)")
    assert r.game.check("sweep(tay_ninh)") == [                                           # Jungle
        ("5.1", "Tay Ninh: the free Sweep and Assault are in 1 space, not Jungle, with US and ARVN Troops")]
    assert "5.1" in sections(r.game.check(f"sweep({PL})"))                                  # no Troops there
    assert "5.1" in sections(r.game.check(f"sweep({BD}) sweep(quang_nam)"))


def test_unshaded_the_us_assault_counts_arvn_troops_not_police_and_adds_no_arvn_5_1_1():
    spaces = {"qui_nhon": {"pieces": {"us_troops": 1, "arvn_troops": 1, "arvn_police": 2, "vc_guerrilla_active": 4}}}
    r = card_game(99, spaces).apply("event(unshaded) ev_choice(us)").game.apply("skip")
    assert "5.1.1" in sections(r.game.check("assault(qui_nhon) assault_arvn(qui_nhon)"))
    r = r.game.apply("assault(qui_nhon)")                                  # 2 Troops in a City: 2 removed
    assert pieces(r, "qui_nhon")["vc_guerrilla_active"] == 2


SHADED = {BD: {"pieces": {"vc_guerrilla_underground": 3, "vc_guerrilla_active": 1, "us_troops": 1}},
          PL: {"pieces": {"vc_guerrilla_active": 1, "arvn_troops": 2}},
          QT: {"pieces": {"arvn_police": 1}}, "qui_nhon": {"pieces": {"us_troops": 2}},
          "southern_laos": {"pieces": {"nva_troops": 2, "nva_guerrilla_underground": 1}}}
MARCH = (f"march({BD}, {PL}, vc_guerrilla_active, 1) march({BD}, {QT}, vc_guerrilla_underground, 1) "
         f"march({BD}, qui_nhon, vc_guerrilla_underground, 1)")


def test_shaded_vc_march_into_3_spaces_then_ambush_in_each_even_if_active_tip_4_5_3():
    r = card_game(99, SHADED, deck=[125, 3]).apply("event(shaded) ev_choice(vc)")         # Monsoon
    assert r.state.turn["pending"] == [{"faction": "VC", "action": "march", "card": 99, "side": "shaded"}]
    # 3 Ambushes (beyond Ambush's 2), in Pleiku with only Active VC Guerrillas there.
    r = r.game.apply(f"{MARCH} ambush({PL}) ambush({QT}) ambush(qui_nhon)")
    assert pieces(r, PL) == {"vc_guerrilla_active": 2, "arvn_troops": 1}
    assert pieces(r, QT) == {"vc_guerrilla_active": 1}
    assert pieces(r, "qui_nhon") == {"vc_guerrilla_active": 1, "us_troops": 1} and r.state.casualties == {"us_troops": 1}


def test_shaded_at_most_3_spaces_ambush_only_in_destinations_4_4_3():
    r = card_game(99, SHADED).apply("event(shaded) ev_choice(vc)")
    assert ("5.1", "the free action (march) the Event granted selects at most 3 space(s), not 4") in \
        r.game.check(f"{MARCH} march({BD}, kontum, vc_guerrilla_underground, 1)")
    assert "4.5.3" in sections(r.game.check(f"march({BD}, {PL}, vc_guerrilla_active, 1) ambush({QT})"))


def test_shaded_the_nva_march_guerrillas_only_5_1():
    r = card_game(99, SHADED).apply("event(shaded) ev_choice(nva)")
    assert r.state.turn["pending"][0]["faction"] == "NVA"
    assert ("5.1", "the Event's free March moves Guerrillas only, not nva_troops") in \
        r.game.check(f"march(southern_laos, {BD}, nva_troops, 2)")
    r = r.game.apply(f"march(southern_laos, {BD}, nva_guerrilla_underground, 1) ambush({BD})")
    assert pieces(r, BD)["nva_guerrilla_active"] == 1 and r.state.casualties == {"us_troops": 1}
