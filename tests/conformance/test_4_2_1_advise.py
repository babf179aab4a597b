"""Advise (4.2.1)."""

from helpers import game, pieces, sections


def test_4_2_1_assault_as_arvn_and_aid():
    g = game({"hue": {"pieces": {"us_troops": 1}},
              "kien_phong": {"pieces": {"arvn_troops": 2, "vc_base": 1}}})
    r = g.apply("train(hue) advise(kien_phong, assault) advise_aid")
    # 2 ARVN Troops remove the Base: +6 Aid, and +6 more for Advise.
    assert pieces(r, "kien_phong") == {"arvn_troops": 2}
    assert r.state.aid == 27


def test_4_2_1_special_forces_remove_two_underground_guerrillas_not_tunneled_base():
    g = game({"hue": {"pieces": {"us_troops": 1}},
              "tay_ninh": {"pieces": {"us_irregular_underground": 1, "vc_guerrilla_underground": 2,
                                      "vc_base_tunneled": 1}}})
    r = g.apply("train(hue) advise(tay_ninh, special)")
    assert pieces(r, "tay_ninh") == {"us_irregular_active": 1, "vc_base_tunneled": 1}


def test_4_2_1_sweep_in_place_with_arvn():
    g = game({"hue": {"pieces": {"us_troops": 1}},
              "kien_phong": {"pieces": {"arvn_police": 1, "arvn_ranger_underground": 1, "vc_guerrilla_underground": 3}}})
    r = g.apply("train(hue) advise(kien_phong, sweep)")
    assert pieces(r, "kien_phong")["vc_guerrilla_active"] == 2


def test_4_2_1_only_with_train_or_patrol_and_not_in_training_spaces():
    g = game({"hue": {"pieces": {"us_troops": 1, "arvn_troops": 2, "vc_guerrilla_active": 1}}})
    assert sections(g.check("assault(hue) advise(hue, assault)")) == ["4.1.1"]
    assert sections(g.check("train(hue) advise(hue, assault)")) == ["4.2.1"]
    assert sections(g.check("train(hue) advise(hue, assault) advise(kontum, special) advise(da_nang, special)")) \
        == ["4.2.1"]


def test_4_2_1_legal_lists_which_special_force_advises():
    """Given an Advise special in a space with both an Underground Irregular
    and an Underground Ranger, legal lists either as the piece Activated."""
    g = game({"kien_phong": {"pieces": {"us_irregular_underground": 1, "arvn_ranger_underground": 1,
                                        "vc_guerrilla_active": 2}},
              "saigon": {"pieces": {"us_troops": 2, "us_base": 1}}}, first="US")
    assert g.legal("train(saigon) advise(kien_phong, special)")["advise_sf"] == [
        "advise_sf(kien_phong,arvn_ranger_underground)", "advise_sf(kien_phong,us_irregular_underground)"]


def test_4_2_1_advise_takes_place_in_at_least_one_space():
    """4.2.1: Advise is in 1 or 2 spaces, then may add Aid: the Aid alone is
    no Advise (found by the legal/check agreement test)."""
    from helpers import game, sections
    g = game({"saigon": {"pieces": {"us_troops": 1}}}, first="US")
    assert sections(g.check("train(saigon) advise_aid")) == ["4.2.1"]
