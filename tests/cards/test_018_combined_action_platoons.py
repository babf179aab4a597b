"""Card 18 Combined Action Platoons, US Capability (5.3, 3.2.1; card text and
tip in shared/reference).  Its first tests are in test_op_capabilities.py."""

from tests.helpers import game, pieces, sections

US_TRAIN = {"binh_dinh": {"pieces": {"us_troops": 2, "arvn_police": 1}},
            "quang_nam": {"pieces": {"us_troops": 1, "arvn_police": 1}}}


def test_unshaded_the_added_police_costs_nothing_tip_3_2_1():
    g = game(US_TRAIN, first="US", capabilities={18: "unshaded"})
    r = g.apply("train(binh_dinh) caps_police(available, quang_nam)")
    assert r.state.resources["ARVN"] == 30


def test_unshaded_relocates_a_police_from_a_space_5_3():
    g = game(US_TRAIN, first="US", capabilities={18: "unshaded"})
    r = g.apply("train(binh_dinh) caps_police(binh_dinh, quang_nam)")
    assert pieces(r, "binh_dinh") == {"us_troops": 2} and pieces(r, "quang_nam") == {"us_troops": 1, "arvn_police": 2}


def test_unshaded_one_police_per_training_however_many_spaces_tip():
    g = game(US_TRAIN, first="US", capabilities={18: "unshaded"})
    m = "train(binh_dinh) train(quang_nam) caps_police(available, quang_nam) caps_police(available, binh_dinh)"
    assert "5.3" in sections(g.check(m))


def test_unshaded_us_training_only_5_3():
    spaces = {"binh_dinh": {"pieces": {"arvn_troops": 2, "us_troops": 1}}}
    g = game(spaces, first="ARVN", capabilities={18: "unshaded"})
    assert "5.3" in sections(g.check("train(binh_dinh) caps_police(available, binh_dinh)"))
