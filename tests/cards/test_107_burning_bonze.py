"""Card 107 Burning Bonze (5.1, 5.2; card text in shared/reference)."""

from tests.helpers import card_game


def test_unshaded_patronage_plus_3_5_1():
    g = card_game(107, {"saigon": {"support": "passive_support"}})
    assert g.apply("event(unshaded)").state.patronage == 15 + 3


def test_unshaded_plus_6_if_saigon_active_support_5_1():
    g = card_game(107, {"saigon": {"support": "active_support"}})
    assert g.apply("event(unshaded)").state.patronage == 15 + 6


def test_unshaded_patronage_capped_at_75_1_8():
    g = card_game(107, {"saigon": {"support": "active_support"}}, patronage=72)
    assert g.apply("event(unshaded)").state.patronage == 75


def test_shaded_shift_saigon_and_aid_minus_12_floor_0_5_1_1():
    g = card_game(107, {"saigon": {"support": "active_opposition"}}, aid=5)
    r = g.apply("event(shaded)")
    assert r.state.spaces["saigon"]["support"] == "active_opposition"   # already at the end (1.6.1)
    assert r.state.aid == 0                                             # floored at 0 (1.8)


def test_event_needs_no_selections_5_1():
    g = card_game(107)
    sections = [s for s, _ in g.check("event(shaded) ev_choice(aid)")]
    assert "5.1" in sections


def test_107_shaded_saigon_one_level_toward_active_opposition_1_6():
    for before, after in (("active_support", "passive_support"), ("passive_support", "neutral"),
                          ("neutral", "passive_opposition"), ("passive_opposition", "active_opposition")):
        r = card_game(107, {"saigon": {"support": before}}).apply("event(shaded)")
        assert r.state.spaces.get("saigon", {}).get("support", "neutral") == after, before
        assert r.state.aid == 15 - 12
