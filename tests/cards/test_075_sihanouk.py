"""Card 75 Sihanouk (5.1.1, 5.5, 3.2.3, 3.2.4, 3.3.1, 3.3.2; card text and tip in shared/reference)."""

from tests.helpers import card_game, pieces, sections

PB = "the_parrots_beak"     # Cambodia
SPACES = {PB: {"pieces": {"vc_guerrilla_underground": 2, "vc_base": 1}},
          "tay_ninh": {"pieces": {"us_troops": 4, "arvn_troops": 2}}}
SWEEP = f"sweep({PB}) sweep(tay_ninh, {PB}, us_troops, 4) activate(sweep, {PB}, vc_guerrilla_underground, 2)"


def test_unshaded_executing_faction_picks_us_or_arvn_5_1():
    g = card_game(75, SPACES)                                   # ARVN first
    assert "5.1.3" in sections(g.check("event(unshaded)"))
    r = g.apply("event(unshaded) ev_choice(us)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("US", "sweep"), ("US", "assault")]


def test_unshaded_free_sweep_in_cambodia_even_in_monsoon_then_assault_5_1_1():
    g = card_game(75, SPACES, deck=[125, 3])                    # a Coup next: Monsoon (2.3.9)
    r = g.apply("event(unshaded) ev_choice(us)")
    assert "5.1" in sections(r.game.check("sweep(tay_ninh)"))   # not Cambodia
    r = r.game.apply(SWEEP)
    assert pieces(r, PB)["vc_guerrilla_active"] == 2 and r.state.resources["ARVN"] == 30
    assert "5.1" in sections(r.game.check(f"assault({PB}) assault(tay_ninh)"))
    r = r.game.apply(f"assault({PB}) remove(assault, {PB}, vc_guerrilla_active, 2) remove(assault, {PB}, vc_base, 1)")
    assert pieces(r, PB) == {"us_troops": 4}                    # 4 US Troops outside Jungle: all 3, Base last


def test_unshaded_free_us_assault_adds_arvn_assault_at_no_cost_3_2_4():
    spaces = {PB: {"pieces": {"vc_guerrilla_active": 3, "us_troops": 2, "arvn_troops": 2}}}
    g = card_game(75, spaces)
    r = g.apply("event(unshaded) ev_choice(us)").game.apply("skip")
    r = r.game.apply(f"assault({PB}) assault_arvn({PB})")
    assert r.state.resources["ARVN"] == 30                      # cost 0 (card tip, 5.5)


def test_shaded_vc_then_nva_rally_then_march_from_rallied_spaces_5_5():
    g = card_game(75, SPACES)
    r = g.apply("event(shaded)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == \
        [("VC", "rally"), ("VC", "march"), ("NVA", "rally"), ("NVA", "march")]
    assert "5.1" in sections(r.game.check("rally(tay_ninh)"))
    r = r.game.apply(f"rally({PB}) rally({PB}, 1)")
    assert r.state.resources["VC"] == 5                         # free
    assert r.state.turn["pending"][0]["spaces"] == [PB]
    r = r.game.apply(f"march({PB}, tay_ninh, vc_guerrilla_underground, 2)")
    assert pieces(r, "tay_ninh")["vc_guerrilla_underground"] == 2
    assert r.state.turn["pending"][0] == {"faction": "NVA", "action": "rally", "card": 75, "side": "shaded"}


def test_75_unshaded_assault_in_1_cambodia_space_only_5_1():
    spaces = {PB: {"pieces": {"vc_guerrilla_active": 1, "us_troops": 2}},
              "the_fishhook": {"pieces": {"vc_guerrilla_active": 1, "us_troops": 2}}}
    r = card_game(75, spaces).apply("event(unshaded) ev_choice(us)").game.apply("skip")
    assert r.game.check(f"assault({PB})") == []
    assert "5.1" in sections(r.game.check(f"assault({PB}) assault(the_fishhook)"))


def test_75_shaded_nva_marches_only_from_where_it_just_rallied_5_1():
    spaces = {PB: {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 1}},
              "the_fishhook": {"pieces": {"nva_guerrilla_underground": 2}}}
    r = card_game(75, spaces).apply("event(shaded)").game.apply("skip").game.apply("skip")   # VC: nothing
    r = r.game.apply(f"rally({PB}) rally({PB}, 1)")
    assert r.state.turn["pending"][0]["action"] == "march"
    assert "5.1" in sections(r.game.check("march(the_fishhook, tay_ninh, nva_guerrilla_underground, 2)"))
    assert r.game.check(f"march({PB}, tay_ninh, nva_guerrilla_underground, 2)") == []
