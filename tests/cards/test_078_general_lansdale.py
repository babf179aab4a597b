"""Card 78 General Lansdale (5.1, 1.6; the shaded Momentum is in test_momentum_bars.py)."""

from tests.helpers import card_game, sections


def test_78_unshaded_terror_added_even_if_one_is_there_5_1():
    g = card_game(78, {"quang_nam": {"pieces": {"us_troops": 1}, "support": "active_opposition", "terror": 1}})
    r = g.apply("event(unshaded) ev_space(quang_nam)")
    assert r.state.spaces["quang_nam"]["support"] == "active_support"
    assert r.state.spaces["quang_nam"]["terror"] == 2 and r.state.patronage == 16


def test_78_unshaded_not_saigon_5_1():
    g = card_game(78, {"saigon": {"pieces": {"arvn_police": 1}}, "hue": {"pieces": {"arvn_police": 1}}})
    assert "5.1" in sections(g.check("event(unshaded) ev_space(saigon)"))
    assert g.check("event(unshaded) ev_space(hue)") == []
