"""Card 88 Phan Quang Dan (5.1, 1.6, 1.8, 2.3.6; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections


def support(r, space="saigon"):
    return r.state.spaces.get(space, {}).get("support", "neutral")


def test_88_unshaded_saigon_toward_active_support_patronage_plus_5_1_6():
    g = card_game(88, {"saigon": {"support": "passive_support"}})
    r = g.apply("event(unshaded)")
    assert support(r) == "active_support" and r.state.patronage == 15 + 5


def test_88_unshaded_at_active_support_stays_and_patronage_capped_1_6_1_1_8():
    g = card_game(88, {"saigon": {"support": "active_support"}}, patronage=73)
    r = g.apply("event(unshaded)")
    assert support(r) == "active_support" and r.state.patronage == 75


def test_88_shaded_toward_neutral_from_either_side_1_6():
    assert support(card_game(88, {"saigon": {"support": "active_support"}}).apply("event(shaded)")) == "passive_support"
    assert support(card_game(88, {"saigon": {"support": "passive_support"}}).apply("event(shaded)")) == "neutral"
    assert support(card_game(88, {"saigon": {"support": "active_opposition"}}).apply("event(shaded)")) == "passive_opposition"
    assert support(card_game(88, {"saigon": {"support": "passive_opposition"}}).apply("event(shaded)")) == "neutral"
    assert support(card_game(88).apply("event(shaded)")) == "neutral"       # Neutral: no shift


def test_88_shaded_patronage_minus_5_floor_0_and_arvn_ineligible_through_next_card_2_3_6():
    # Card 88's order: ARVN, VC, NVA, US.  VC executes the shaded side after
    # ARVN passed; ARVN is Ineligible now and for the next card.
    g = card_game(88, patronage=3)
    r = g.apply("pass").game.apply("event(shaded)")
    assert r.state.patronage == 0
    assert r.state.eligibility["ARVN"] == "ineligible"
    r = r.game.apply("pass").game.apply("pass")                  # NVA, US
    assert r.card_done and r.state.eligibility["ARVN"] == "ineligible" and r.state.eligibility["VC"] == "ineligible"


def test_88_no_selections_5_1():
    assert sections(card_game(88).check("event(unshaded) ev_space(saigon)")) == ["5.1"]
