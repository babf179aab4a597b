"""Card 70 ROKs (5.1, 5.1.1, 5.1.2, 5.5, 3.2.3, 3.2.4, 5.3, 1.6; card text and tip in shared/reference)."""

from tests.helpers import card_game, pieces, sections

PB, QN, BD = "phu_bon_phu_yen", "qui_nhon", "binh_dinh"
SPACES = {PB: {"pieces": {"vc_guerrilla_underground": 3, "nva_troops": 2, "us_base": 1, "arvn_police": 1}},
          QN: {"pieces": {"arvn_troops": 2, "arvn_police": 2, "us_troops": 1}},
          BD: {"pieces": {"vc_guerrilla_active": 3, "arvn_troops": 1}},
          "saigon": {"pieces": {"arvn_troops": 3}}}


def test_unshaded_arvn_sweeps_and_assaults_as_us_with_police_as_us_troops_tip_3_2_4():
    r = card_game(70, SPACES).apply("event(unshaded) ev_choice(arvn)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("ARVN", "sweep"), ("ARVN", "assault")]
    # Police and US Troops move as US Troops would (the tip), even in Monsoon; all 4 cubes Activate.
    r = r.game.apply(f"sweep({PB}) sweep({QN}, {PB}, arvn_police, 2) sweep({QN}, {PB}, us_troops, 1) "
                     f"activate(sweep, {PB}, vc_guerrilla_underground, 3)")
    assert pieces(r, PB) == {"us_base": 1, "nva_troops": 2, "arvn_police": 3, "us_troops": 1, "vc_guerrilla_active": 3}
    # 4 cubes as US Troops with a US Base remove 8 (3.2.4): all 5; no +6 Aid, nothing paid.
    r = r.game.apply(f"assault({PB})")
    assert pieces(r, PB) == {"us_troops": 1, "us_base": 1, "arvn_police": 3}
    assert r.state.aid == 15 and r.state.resources["ARVN"] == 30


def test_unshaded_the_us_named_counts_arvn_cubes_as_us_troops_and_adds_no_arvn_assault_5_1_1():
    spaces = {BD: {"pieces": {"vc_guerrilla_active": 3, "arvn_troops": 2, "arvn_police": 2}}}  # Highland
    r = card_game(70, spaces).apply("event(unshaded) ev_choice(us)").game.apply("skip")
    assert r.game.check(f"assault({BD}) assault_arvn({BD})") == [
        ("5.1.1", "the Event's free US Assault adds no ARVN Assault (Binh Dinh)")]
    r = r.game.apply(f"assault({BD})")                                 # 4 "US Troops" in Highland remove 2
    assert pieces(r, BD) == {"vc_guerrilla_active": 1, "arvn_troops": 2, "arvn_police": 2}


def test_unshaded_us_capabilities_apply_abrams_tip_5_3():
    spaces = {PB: {"pieces": {"vc_base": 1, "vc_guerrilla_active": 2, "arvn_troops": 1}}}
    r = card_game(70, spaces, capabilities={"11": "unshaded"}).apply("event(unshaded) ev_choice(arvn)").game.apply("skip")
    r = r.game.apply(f"assault({PB}) abrams({PB}, vc_base)")                # 1 hit: the Base first
    assert pieces(r, PB) == {"vc_guerrilla_active": 2, "arvn_troops": 1}


def test_unshaded_only_phu_bon_and_adjacent_spaces_5_1():
    r = card_game(70, SPACES).apply("event(unshaded) ev_choice(us)")
    assert r.game.check("sweep(saigon)") == [
        ("5.1", "Saigon: the free Sweep and Assault are in Phu Bon and the spaces adjacent to it only")]
    assert sorted(r.game.legal("")["sweep"]) == sorted(f"sweep({s})" for s in (
        PB, QN, BD, "kontum", "pleiku_darlac", "khanh_hoa"))
    assert "5.1" in sections(card_game(70, SPACES).check("event(unshaded) ev_choice(vc)"))


def test_an_ordinary_arvn_assault_is_not_as_us_3_2_4():
    from tests.helpers import game
    g = game({BD: {"pieces": {"vc_guerrilla_active": 3, "arvn_troops": 2, "arvn_police": 2}}}, first="ARVN")
    r = g.apply(f"assault({BD})")                                       # 2 Troops in Highland: 1 per 3, none
    assert pieces(r, BD)["vc_guerrilla_active"] == 3


def test_shaded_qui_nhon_phu_bon_khanh_hoa_toward_opposition_1_6():
    spaces = {QN: {"support": "active_support"}, PB: {}, "khanh_hoa": {"support": "passive_opposition"}}
    r = card_game(70, spaces).apply("event(shaded)")
    assert r.state.spaces[QN]["support"] == "passive_support"
    assert r.state.spaces[PB]["support"] == "passive_opposition"
    assert r.state.spaces["khanh_hoa"]["support"] == "active_opposition"
