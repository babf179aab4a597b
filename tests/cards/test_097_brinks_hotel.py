"""Card 97 Brinks Hotel (5.1, 2.4.1, 1.6.1, 3.3.4; card text in shared/reference)."""

from tests.helpers import card_game


def test_unshaded_aid_plus_10_5_1():
    assert card_game(97).apply("event(unshaded) ev_choice(aid)").state.aid == 25


def test_unshaded_4_patronage_to_arvn_resources_5_1():
    r = card_game(97).apply("event(unshaded) ev_choice(patronage)")
    assert r.state.patronage == 11 and r.state.resources["ARVN"] == 34
    r = card_game(97, patronage=3).apply("event(unshaded) ev_choice(patronage)")
    assert r.state.patronage == 0 and r.state.resources["ARVN"] == 33


def test_unshaded_needs_one_choice_5_1():
    assert "5.1.3" in [s for s, _ in card_game(97).check("event(unshaded)")]
    assert "5.1" in [s for s, _ in card_game(97).check("event(unshaded) ev_choice(aid) ev_choice(patronage)")]


def test_unshaded_flips_leader_card_text_ignored_2_4_1():
    # Khanh (125) limits Transport to 1 LoC; flipped, the limit is gone.
    g = card_game(97, cards={"current": 97, "deck": [2], "leader_box": [125]})
    r = g.apply("event(unshaded) ev_choice(aid)")
    assert r.state.cards["leader_flipped"] is True
    assert card_game(97).apply("event(unshaded) ev_choice(aid)").state.cards["leader_flipped"] is False  # Minh


def test_shaded_city_with_vc_two_levels_toward_opposition_and_terror_5_1():
    g = card_game(97, {"hue": {"pieces": {"vc_guerrilla_underground": 1}, "support": "passive_support"}})
    r = g.apply("event(shaded) ev_space(hue)")
    assert r.state.spaces["hue"]["support"] == "passive_opposition" and r.state.spaces["hue"]["terror"] == 1


def test_shaded_needs_a_city_with_vc_5_1():
    g = card_game(97, {"hue": {"pieces": {"vc_guerrilla_underground": 1}}, "quang_nam": {"pieces": {"vc_base": 1}}})
    assert "5.1" in [s for s, _ in g.check("event(shaded) ev_space(da_nang)")]
    assert "5.1" in [s for s, _ in g.check("event(shaded) ev_space(quang_nam)")]     # a Province
    assert "5.1.3" in [s for s, _ in g.check("event(shaded)")]


def test_shaded_no_city_with_vc_no_effect_5_1_3():
    r = card_game(97).apply("event(shaded)")
    assert r.state.spaces == {}


def test_flipped_khanh_no_longer_limits_transport_2_4_1():
    from tests.helpers import game
    spaces = {"hue": {"pieces": {"arvn_troops": 2}}}
    m = "train(hue) transport(hue, qui_nhon, arvn_troops, 2)"   # two LoCs via Da Nang
    g = game(spaces, first="ARVN", cards={"current": 68, "deck": [2, 3], "leader_box": [125], "leader_flipped": True})
    assert g.check(m) == []


def test_legal_offers_the_event_then_its_selections_5_1():
    g = card_game(97, {"hue": {"pieces": {"vc_guerrilla_underground": 1}}, "saigon": {"pieces": {"vc_base": 1}}})
    assert g.legal()["event"] == ["event(shaded)", "event(unshaded)"]
    assert g.legal("event(shaded)") == {"ev_space": ["ev_space(hue)", "ev_space(saigon)"]}
    assert g.legal("event(unshaded)") == {"ev_choice": ["ev_choice(aid)", "ev_choice(patronage)"]}
