"""Card 38 McNamara Line (5.1, 5.1.3, 5.4, 1.4.2; card text and tip in
shared/reference).  Its first tests are in test_momentum_more.py."""

from tests.helpers import card_game, coup_game, sections


def test_no_coin_controlled_city_pieces_stay_the_rest_applies_5_1_3():
    """No City under COIN Control: nothing can move, the rest (ARVN -12, the
    Momentum) is still carried out (5.1.3)."""
    g = card_game(38, {"central_laos": {"pieces": {"us_troops": 2}}})
    r = g.apply("event(unshaded)")
    assert r.state.pieces("central_laos") == {"us_troops": 2}
    assert r.state.resources["ARVN"] == 18 and r.state.momentum == {38: "unshaded"}


def test_bases_go_too_within_stacking_1_4_2_5_1_3():
    """Bases are pieces too (1.4): a Base moves while a COIN-Controlled City
    has room (2 Bases at most, 1.4.2); those that cannot stay."""
    spaces = {"central_laos": {"pieces": {"us_base": 1, "arvn_base": 1, "arvn_troops": 1}},
              "hue": {"pieces": {"arvn_police": 1, "us_base": 1}}}
    g = card_game(38, spaces)
    r = g.apply("event(unshaded) ev_move(central_laos, hue, arvn_troops, 1) ev_move(central_laos, hue, us_base, 1)")
    assert r.state.pieces("hue") == {"arvn_police": 1, "arvn_troops": 1, "us_base": 2}
    assert r.state.pieces("central_laos") == {"arvn_base": 1}
    assert "5.1.3" in sections(g.check("event(unshaded) ev_move(central_laos, hue, arvn_troops, 1)"))


def test_only_to_coin_controlled_cities_5_1():
    spaces = {"central_laos": {"pieces": {"us_troops": 1}}, "hue": {"pieces": {"arvn_police": 1}},
              "da_nang": {"pieces": {"vc_guerrilla_active": 1}}, "quang_nam": {"pieces": {"arvn_police": 1}}}
    g = card_game(38, spaces)
    assert "5.1" in sections(g.check("event(unshaded) ev_move(central_laos, da_nang, us_troops, 1)"))
    assert "5.1" in sections(g.check("event(unshaded) ev_move(central_laos, quang_nam, us_troops, 1)"))
    assert g.check("event(unshaded) ev_move(central_laos, hue, us_troops, 1)") == []


def test_cambodia_too_5_1():
    spaces = {"the_fishhook": {"pieces": {"arvn_police": 2}}, "saigon": {"pieces": {"arvn_police": 1}}}
    r = card_game(38, spaces).apply("event(unshaded) ev_move(the_fishhook, saigon, arvn_police, 2)")
    assert r.state.pieces("saigon") == {"arvn_police": 3} and r.state.pieces("the_fishhook") == {}


def test_ban_ends_at_the_coup_reset_5_4():
    assert coup_game("reset", momentum={38: "unshaded"}).apply("coup").state.momentum == {}
