"""Card 83 Election (5.1, 5.1.3, 1.6, 1.8; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections


def support(r, space):
    return r.state.spaces.get(space, {}).get("support", "neutral")


PASSIVE = {s: {"support": "passive_support"} for s in ("saigon", "binh_dinh", "quang_nam", "hue")}


def test_83_unshaded_3_passive_support_spaces_to_active_saigon_included_aid_plus_10_5_1():
    g = card_game(83, PASSIVE)
    r = g.apply("event(unshaded) ev_space(saigon) ev_space(binh_dinh) ev_space(hue)")
    assert [support(r, s) for s in ("saigon", "binh_dinh", "hue", "quang_nam")] == \
        ["active_support"] * 3 + ["passive_support"]
    assert r.state.aid == 15 + 10


def test_83_unshaded_only_passive_support_and_at_most_3_5_1():
    g = card_game(83, {**PASSIVE, "can_tho": {"support": "active_support"}})
    assert sections(g.check("event(unshaded) ev_space(saigon) ev_space(binh_dinh) ev_space(can_tho)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_space(saigon) ev_space(binh_dinh) ev_space(kontum)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_space(saigon) ev_space(binh_dinh) ev_space(hue) "
                            "ev_space(quang_nam)")) == ["5.1"]


def test_83_unshaded_as_many_as_there_are_5_1_3():
    g = card_game(83, {"pleiku_darlac": {"support": "passive_support"}})
    assert sections(g.check("event(unshaded)")) == ["5.1.3"]
    r = g.apply("event(unshaded) ev_space(pleiku_darlac)")
    assert support(r, "pleiku_darlac") == "active_support"
    assert card_game(83).apply("event(unshaded)").state.aid == 25        # none at Passive Support: Aid only


def test_83_shaded_2_cities_toward_active_opposition_aid_minus_15_5_1():
    g = card_game(83, {"hue": {"support": "active_support"}, "saigon": {"support": "passive_opposition"}})
    r = g.apply("event(shaded) ev_space(hue) ev_space(saigon)")
    assert support(r, "hue") == "passive_support" and support(r, "saigon") == "active_opposition"
    assert r.state.aid == 0


def test_83_shaded_cities_only_that_can_shift_and_two_of_them_5_1_3():
    g = card_game(83, {"hue": {"support": "active_opposition"}})
    assert sections(g.check("event(shaded) ev_space(hue) ev_space(saigon)")) == ["5.1"]      # Hue cannot shift
    assert sections(g.check("event(shaded) ev_space(binh_dinh) ev_space(saigon)")) == ["5.1"]  # a Province
    assert sections(g.check("event(shaded) ev_space(saigon)")) == ["5.1.3"]


def test_83_legal_offers_the_spaces_the_text_reaches_5_1():
    g = card_game(83, {"binh_dinh": {"support": "passive_support"}, "hue": {"support": "active_opposition"}})
    assert g.legal("event(unshaded)") == {"ev_space": ["ev_space(binh_dinh)"]}
    cities = g.legal("event(shaded)")["ev_space"]
    assert "ev_space(hue)" not in cities and "ev_space(binh_dinh)" not in cities
    assert set(cities) == {f"ev_space({c})" for c in ("da_nang", "kontum", "qui_nhon", "cam_ranh", "an_loc",
                                                      "saigon", "can_tho")}
