"""Card 16 Blowtorch Komer, shaded: which space (5.1, 1.4; its effects and the unshaded
Momentum are in test_momentum_more.py)."""

from tests.helpers import card_game, sections


def test_16_shaded_the_space_needs_both_troops_and_police_5_1():
    g = card_game(16, {"binh_dinh": {"pieces": {"arvn_police": 2}},
                       "kontum": {"pieces": {"arvn_troops": 2, "arvn_police": 1}}})
    assert "5.1" in sections(g.check("event(shaded) ev_space(binh_dinh)"))
    assert g.legal("event(shaded)")["ev_space"] == ["ev_space(kontum)"]


def test_16_shaded_any_faction_s_troops_count_ruling_262():
    """Ruling 262: "Troops" is any Faction's (1.4: US, ARVN or NVA Troops)."""
    g = card_game(16, {"binh_dinh": {"pieces": {"nva_troops": 1, "arvn_police": 1}}})
    r = g.apply("event(shaded) ev_space(binh_dinh)")
    assert r.state.spaces["binh_dinh"]["support"] == "passive_opposition"
