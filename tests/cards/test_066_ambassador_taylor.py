"""Card 66 Ambassador Taylor (5.1, 5.1.3, 1.4.1, 1.6, 1.8; card text and tips in shared/reference)."""

from tests.helpers import card_game, sections


def test_unshaded_aid_and_arvn_plus_9_and_2_us_pieces_into_the_south_tip_bases_5_1():
    g = card_game(66, out_of_play={"us_base": 1, "us_troops": 3})
    r = g.apply("event(unshaded) ev_move(out_of_play, tay_ninh, us_base, 1) ev_move(out_of_play, saigon, us_troops, 1)")
    assert r.state.aid == 24 and r.state.resources["ARVN"] == 39 and r.state.patronage == 15
    assert r.state.pieces("tay_ninh") == {"us_base": 1} and r.state.pieces("saigon") == {"us_troops": 1}


def test_unshaded_or_patronage_minus_3_or_neither_tip_5_1():
    g = card_game(66, out_of_play={"us_troops": 3})
    r = g.apply("event(unshaded) ev_choice(patronage)")
    assert r.state.patronage == 12 and r.state.aid == 24
    r = g.apply("event(unshaded)")                                          # declines both (tip)
    assert r.state.patronage == 15 and r.state.out_of_play == {"us_troops": 3} and r.state.resources["ARVN"] == 39
    assert sections(g.check("event(unshaded) ev_choice(patronage) ev_move(out_of_play, hue, us_troops, 1)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_move(out_of_play, hue, us_troops, 3)")) == ["5.1"]
    assert "5.1" in sections(g.check("event(unshaded) ev_move(out_of_play, north_vietnam, us_troops, 1)"))
    opts = g.legal("event(unshaded)")
    assert opts["ev_choice"] == ["ev_choice(patronage)"] and "ev_move(out_of_play,hue,us_troops,2)" in opts["ev_move"]
    assert not [m for m in opts["ev_move"] if "us_troops,3)" in m or "laos" in m or "cambodia" in m]
    assert g.legal("event(unshaded) ev_choice(patronage)") == {}


def test_unshaded_tracks_stop_at_75_1_8():
    r = card_game(66, aid=70, resources={"ARVN": 74, "NVA": 10, "VC": 5}).apply("event(unshaded)")
    assert r.state.aid == 75 and r.state.resources["ARVN"] == 75


def test_shaded_remove_support_from_3_spaces_outside_saigon_patronage_minus_3_1_6():
    g = card_game(66, {s: {"support": "active_support"} for s in ("saigon", "hue", "quang_nam", "binh_dinh", "tay_ninh")})
    r = g.apply("event(shaded) ev_space(hue) ev_space(quang_nam) ev_space(binh_dinh)")
    assert all("support" not in r.state.spaces.get(s, {}) for s in ("hue", "quang_nam", "binh_dinh"))
    assert r.state.spaces["saigon"]["support"] == "active_support" and r.state.patronage == 12
    assert "5.1" in sections(g.check("event(shaded) ev_space(saigon) ev_space(quang_nam) ev_space(binh_dinh)"))
    assert sections(g.check("event(shaded) ev_space(hue) ev_space(quang_nam)")) == ["5.1.3"]


def test_shaded_fewer_spaces_with_support_all_of_them_5_1_3():
    g = card_game(66, {"hue": {"support": "passive_support"}, "quang_nam": {"support": "passive_opposition"}})
    assert "5.1" in sections(g.check("event(shaded) ev_space(hue) ev_space(quang_nam)"))
    assert g.legal("event(shaded)") == {"ev_space": ["ev_space(hue)"]}
    assert g.apply("event(shaded) ev_space(hue)").state.patronage == 12
