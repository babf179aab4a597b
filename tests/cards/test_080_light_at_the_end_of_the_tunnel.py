"""Card 80 Light at the End of the Tunnel, its one side (5.1, 5.1.3, 1.4.1, 1.6, 1.8, 2.3.6;
card text and tip in shared/reference).  Counted repeats (L8): the shifts, one per
piece removed, are named per space with their number, ev_shift(S, N)."""

from tests.helpers import card_game, pieces, play_out, sections

# Saigon (City, Population 6) at Active Support: 4 shifts toward Opposition fit;
# Hue (Population 2) at Passive Opposition: 1 fits.
SPACES = {"saigon": {"pieces": {"us_troops": 3, "us_base": 1}, "support": "active_support"},
          "hue": {"pieces": {"us_irregular_underground": 1}, "support": "passive_opposition"}}
ONE = "event(unshaded) ev_remove(saigon, us_base, 1) "


def test_80_for_each_piece_patronage_2_a_shift_and_4_nva_troops_outside_the_south_5_1():
    g = card_game(80, SPACES)                                                  # ARVN first
    r = g.apply("event(unshaded) ev_remove(saigon, us_troops, 2) ev_remove(hue, us_irregular_underground, 1) "
                "ev_shift(saigon, 2) ev_shift(hue, 1) "
                "ev_place(north_vietnam, nva_troops, 8) ev_place(central_laos, nva_troops, 4)")
    assert pieces(r, "saigon") == {"us_troops": 1, "us_base": 1} and pieces(r, "hue") == {}
    assert r.game.view().available["us_troops"] == g.view().available["us_troops"] + 2     # to Available
    assert r.state.casualties == {}
    assert r.state.patronage == 15 + 3 * 2                                     # 1.8
    assert "support" not in r.state.spaces["saigon"]                           # Active Support -> Neutral (2 levels)
    assert r.state.spaces["hue"]["support"] == "active_opposition"
    assert pieces(r, "north_vietnam") == {"nva_troops": 8} and pieces(r, "central_laos") == {"nva_troops": 4}


def test_80_the_same_space_takes_every_shift_counted_repeats_l8_5_1():
    r = card_game(80, SPACES).apply("event(unshaded) ev_remove(saigon, us_troops, 3) ev_shift(saigon, 3) "
                                    "ev_place(the_fishhook, nva_troops, 12)")
    assert r.state.spaces["saigon"]["support"] == "passive_opposition"         # 3 levels from Active Support
    assert r.state.patronage == 21
    assert pieces(r, "the_fishhook") == {"nva_troops": 12}


def test_80_a_base_is_a_piece_tip():
    r = card_game(80, SPACES).apply(ONE + "ev_shift(hue, 1) ev_place(north_vietnam, nva_troops, 4)")
    assert pieces(r, "saigon") == {"us_troops": 3}
    assert r.game.view().available["us_base"] == card_game(80, SPACES).view().available["us_base"] + 1


def test_80_1_to_4_pieces_and_a_shift_and_4_troops_for_each_5_1_3():
    g = card_game(80, SPACES)
    assert "5.1.3" in sections(g.check("event(unshaded)"))                                   # at least 1 piece
    assert "5.1.3" in sections(g.check(ONE + "ev_place(north_vietnam, nva_troops, 4)"))      # its shift
    assert "5.1.3" in sections(g.check(ONE + "ev_shift(hue, 1) ev_place(north_vietnam, nva_troops, 3)"))
    assert "5.1" in sections(g.check(ONE + "ev_shift(hue, 1) ev_shift(saigon, 1) ev_place(north_vietnam, nva_troops, 4)"))
    assert g.check(ONE + "ev_shift(hue, 1) ev_place(north_vietnam, nva_troops, 4)") == []
    five = ("event(unshaded) ev_remove(saigon, us_troops, 3) ev_remove(saigon, us_base, 1) "
            "ev_remove(hue, us_irregular_underground, 1) ev_shift(saigon, 4) ev_shift(hue, 1) "
            "ev_place(north_vietnam, nva_troops, 20)")
    assert "5.1" in sections(g.check(five))                                                  # at most 4 pieces


def test_80_refuses_shifts_a_space_cannot_take_and_troops_in_the_south_1_6_5_1():
    g = card_game(80, SPACES)
    assert "1.6" in sections(g.check(ONE + "ev_remove(saigon, us_troops, 1) ev_shift(hue, 2) "
                                     "ev_place(north_vietnam, nva_troops, 8)"))          # Hue has 1 level left
    assert "1.6" in sections(g.check(ONE + "ev_shift(central_laos, 1) ev_place(north_vietnam, nva_troops, 4)"))  # Pop 0
    assert "5.1" in sections(g.check(ONE + "ev_shift(hue, 1) ev_place(quang_nam, nva_troops, 4)"))     # in the South
    assert "5.1" in sections(g.check(ONE + "ev_remove(quang_nam, nva_troops, 1) ev_shift(hue, 1) "
                                     "ev_place(north_vietnam, nva_troops, 4)"))          # not a US piece


def test_80_a_space_is_named_once_with_its_count_5_1():
    g = card_game(80, SPACES)
    reasons = g.check("event(unshaded) ev_remove(saigon, us_troops, 3) ev_shift(saigon, 1) ev_shift(saigon, 2) "
                      "ev_place(north_vietnam, nva_troops, 12)")
    assert "5.1" in sections(reasons)


def test_80_the_executing_faction_stays_eligible_2_3_6():
    r = card_game(80, SPACES).apply(ONE + "ev_shift(hue, 1) ev_place(north_vietnam, nva_troops, 4)")
    assert play_out(r).state.eligibility["ARVN"] == "eligible"


def test_80_legal_offers_the_counted_shifts_each_within_its_room_l8_5_1():
    g = card_game(80, SPACES)
    opts = g.legal("event(unshaded) ev_remove(saigon, us_troops, 2)")["ev_shift"]
    assert {"ev_shift(saigon,1)", "ev_shift(saigon,2)", "ev_shift(saigon,3)", "ev_shift(saigon,4)",
            "ev_shift(hue,1)"} <= set(opts)
    assert "ev_shift(hue,2)" not in opts                                        # one level left there (1.6)
    assert not any("central_laos" in o for o in opts)                           # Population 0
    places = g.legal("event(unshaded) ev_remove(saigon, us_troops, 2)")["ev_place"]
    assert "ev_place(north_vietnam,nva_troops,8)" in places and not any("quang_nam" in o for o in places)


def test_80_legal_completes_a_move_check_accepts_5_1():
    g = card_game(80, SPACES)
    move = "event(unshaded) ev_remove(hue, us_irregular_underground, 1) ev_shift(saigon, 1)"
    assert "ev_place(north_vietnam,nva_troops,4)" in g.legal(move)["ev_place"]
    assert g.check(move + " ev_place(north_vietnam, nva_troops, 4)") == []
