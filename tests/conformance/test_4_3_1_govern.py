"""Govern (4.3.1), and Young Turks (2.4.1)."""

from helpers import game, sections

SPACES = {"hue": {"support": "passive_support", "pieces": {"arvn_police": 2, "us_troops": 1}},
          "an_loc": {"support": "passive_support", "pieces": {"arvn_police": 1}},
          "qui_nhon": {"pieces": {"arvn_police": 1}}}


def test_4_3_1_aid_three_times_population():
    r = game(SPACES, first="ARVN").apply("train(an_loc) govern(hue, aid)")
    assert r.state.aid == 15 + 6 + 5   # Govern +6 (Pop 2), Minh +5 for Training


def test_4_3_1_patronage_from_aid_and_shift_toward_neutral():
    r = game(SPACES, first="ARVN").apply("train(an_loc) govern(hue, patronage)")
    assert r.state.patronage == 17 and r.state.aid == 15 - 2 + 5
    assert r.state.spaces["hue"].get("support", "neutral") == "neutral"


def test_4_3_1_patronage_needs_more_arvn_cubes_than_us_troops():
    g = game({"hue": {"support": "passive_support", "pieces": {"arvn_police": 1, "us_troops": 1}},
              "an_loc": {"pieces": {"arvn_police": 1}}}, first="ARVN")
    assert sections(g.check("train(an_loc) govern(hue, patronage)")) == ["4.3.1"]


def test_4_3_1_not_saigon_not_without_support_not_where_training():
    g = game(dict(SPACES, saigon={"support": "active_support", "pieces": {"arvn_police": 2}}), first="ARVN")
    assert sections(g.check("train(an_loc) govern(saigon, aid)")) == ["4.3.1"]
    assert sections(g.check("train(an_loc) govern(qui_nhon, aid)")) == ["4.3.1"]
    assert sections(g.check("train(an_loc) govern(an_loc, aid)")) == ["4.3.1"]


def test_4_1_1_govern_only_with_train_or_patrol():
    g = game(dict(SPACES, kien_phong={"pieces": {"arvn_troops": 2, "vc_guerrilla_active": 1}}), first="ARVN")
    assert sections(g.check("assault(kien_phong) govern(hue, aid)")) == ["4.1.1"]


def test_2_4_1_young_turks_add_2_patronage_per_govern():
    g = game(SPACES, first="ARVN", cards={"current": 68, "deck": [2, 3], "leader_box": [125, 126]})
    r = g.apply("train(an_loc) govern(hue, aid)")
    assert r.state.patronage == 17 and r.state.aid == 21   # no Minh now
