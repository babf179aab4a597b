"""Card 80 Light at the End of the Tunnel (5.1, 5.1.3, 1.4.1, 1.6, 1.8, 2.3.6; card text in shared/reference)."""

from tests.helpers import card_game, pieces, sections

SPACES = {"saigon": {"pieces": {"us_troops": 3, "us_base": 1}, "support": "active_support"},
          "hue": {"pieces": {"us_irregular_underground": 1}, "support": "passive_opposition"}}


def test_for_each_us_piece_removed_patronage_2_a_shift_and_4_nva_troops_outside_the_south_5_1():
    g = card_game(80, SPACES)                                                  # ARVN first
    r = g.apply("event(unshaded) ev_remove(saigon, us_troops, 2) ev_remove(hue, us_irregular_underground, 1) "
                "ev_choice(shift(saigon, 2)) ev_choice(shift(hue, 1)) "
                "ev_place(north_vietnam, nva_troops, 8) ev_place(central_laos, nva_troops, 4)")
    assert pieces(r, "saigon") == {"us_troops": 1, "us_base": 1} and pieces(r, "hue") == {}
    assert r.state.patronage == 15 + 6
    assert "support" not in r.state.spaces["saigon"]                           # Active Support -> Neutral (2 levels)
    assert r.state.spaces["hue"]["support"] == "active_opposition"
    assert pieces(r, "north_vietnam") == {"nva_troops": 8} and pieces(r, "central_laos") == {"nva_troops": 4}


def test_1_to_4_pieces_a_shift_each_troops_outside_the_south_5_1_3():
    g = card_game(80, SPACES)
    assert "5.1.3" in sections(g.check("event(unshaded)"))                                  # at least 1
    one = "event(unshaded) ev_remove(saigon, us_base, 1) "
    assert "5.1.3" in sections(g.check(one + "ev_place(north_vietnam, nva_troops, 4)"))     # the shift
    assert "5.1" in sections(g.check(one + "ev_choice(shift(hue, 3)) ev_place(north_vietnam, nva_troops, 4)"))  # too far
    assert "5.1" in sections(g.check(one + "ev_choice(shift(hue, 1)) ev_place(quang_nam, nva_troops, 4)"))
    assert g.check(one + "ev_choice(shift(hue, 1)) ev_place(north_vietnam, nva_troops, 4)") == []
    assert "5.1" in sections(g.check("event(unshaded) ev_remove(saigon, us_troops, 3) ev_remove(saigon, us_base, 1) "
                                     "ev_remove(hue, us_irregular_underground, 1) ev_choice(shift(saigon, 4)) "
                                     "ev_choice(shift(hue, 1)) ev_place(north_vietnam, nva_troops, 20)"))


def test_the_executing_faction_stays_eligible_2_3_6():
    g = card_game(80, SPACES)
    r = g.apply("event(unshaded) ev_remove(saigon, us_base, 1) ev_choice(shift(hue, 1)) "
                "ev_place(north_vietnam, nva_troops, 4)")
    while not r.card_done:
        r = r.game.apply("pass")
    assert r.state.eligibility["ARVN"] == "eligible"


def test_legal_offers_the_counted_shifts_5_1():
    g = card_game(80, SPACES)
    opts = g.legal("event(unshaded) ev_remove(saigon, us_troops, 2)")
    assert "ev_choice(shift(saigon,2))" in opts["ev_choice"] and "ev_choice(shift(hue,2))" not in opts["ev_choice"]
