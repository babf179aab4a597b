"""Card 79 Henry Cabot Lodge (5.1, 1.8, 2.3.6; card text and tip in shared/reference)."""

from tests.helpers import card_game


def test_unshaded_aid_plus_20_capped_75_1_8():
    assert card_game(79).apply("event(unshaded)").state.aid == 35
    assert card_game(79, aid=70).apply("event(unshaded)").state.aid == 75


def test_shaded_remove_up_to_3_arvn_pieces_patronage_2_each_5_1():
    g = card_game(79, {"hue": {"pieces": {"arvn_troops": 2, "arvn_base": 1}}})
    r = g.apply("event(shaded) ev_remove(hue, arvn_troops, 1) ev_remove(hue, arvn_base, 1)")
    assert r.state.pieces("hue") == {"arvn_troops": 1}
    assert r.state.patronage == 15 + 4


def test_shaded_patronage_2_for_each_piece_in_any_spaces_capped_75_1_8():
    g = card_game(79, {"hue": {"pieces": {"arvn_troops": 2}}, "saigon": {"pieces": {"arvn_police": 1}}})
    move = "event(shaded) ev_remove(hue, arvn_troops, 2) ev_remove(saigon, arvn_police, 1)"
    assert g.apply(move).state.patronage == 15 + 6
    g = card_game(79, {"hue": {"pieces": {"arvn_troops": 2}}, "saigon": {"pieces": {"arvn_police": 1}}}, patronage=72)
    assert g.apply(move).state.patronage == 75


def test_shaded_at_most_3_and_only_arvn_5_1():
    g = card_game(79, {"hue": {"pieces": {"arvn_troops": 4, "us_troops": 1}}})
    assert "5.1" in [s for s, _ in g.check("event(shaded) ev_remove(hue, arvn_troops, 4)")]
    assert "5.1" in [s for s, _ in g.check("event(shaded) ev_remove(hue, us_troops, 1)")]


def test_shaded_arvn_ineligible_now_and_through_next_card_2_3_6():
    # Card 79's order: ARVN, NVA, VC, US.  NVA executes the shaded Event as 1st
    # Eligible after ARVN passed; ARVN is then Ineligible for the next card too.
    g = card_game(79)
    r = g.apply("pass")                                   # ARVN passes
    r = r.game.apply("event(shaded)")                     # NVA: up to 3 (here none)
    assert r.state.eligibility["ARVN"] == "ineligible" and not r.card_done
    r = r.game.apply("pass")                              # VC passes
    r = r.game.apply("pass")                              # US passes
    assert r.card_done
    assert r.state.eligibility == {"US": "eligible", "ARVN": "ineligible", "NVA": "ineligible", "VC": "eligible"}
