"""The path `fitl np --explain` prints: each step cites the section 8 rule
that governs it (8.5.1 for the VC Tax and Subvert after a Terror, 8.8.9 for
the US Commitment), also when the step does nothing."""

from fitl.nonplayer import decide

from .positions import position
from .test_us_coup import commitment

U, A = "vc_guerrilla_underground", "vc_guerrilla_active"


def test_8_5_1_special_activities_not_possible_after_terror_cite_8_5_1():
    """A Terror at Active Support (8.5.1): Tax and Subvert come by 8.5.1's
    box; with neither possible, their steps still cite 8.5.1 (not 8.1.3,
    the selection of spaces)."""
    g = position({"binh_dinh": {"pieces": {U: 2}, "support": "active_support"},
                  "tay_ninh": {"pieces": {A: 1, "vc_base": 1}}}, resources={"VC": 20})
    d = decide(g, "VC", rolls={"terror_q": 12})
    assert d.move == "terror(binh_dinh)"
    steps = {s.node: s for s in d.path}
    for sa in ("tax", "subvert"):
        assert steps[sa].answer == "not possible after this Operation"
        assert steps[sa].section == "8.5.1"
    assert "[8.1.3]" not in d.explain()


def test_8_8_9_commitment_with_nothing_to_move_is_recorded_under_commitment():
    """US victory 30 (no Support; 25 Troops and 5 Bases Available) is not
    above 45, so the Policy is rolled (8.8.1): a d6 of 1, below the 2 Coup
    cards in the RVN Leader box, gives Nixon: Troops toward 25 Available
    (25 of the 40 already: 15 on the map), no US Base outside Saigon, no
    casualties: Commitment (8.8.9) moves nothing.  The
    step is the Commitment's, with the Policy rolled; not a Coup Round
    phase with no Non-player procedure."""
    spaces = {"saigon": {"pieces": {"us_base": 1, "us_troops": 15, "arvn_police": 2}},
              "hue": {"pieces": {"arvn_police": 1}}}
    d = decide(commitment(spaces, (125, 126), policy="lbj"), "US", rolls={"commitment": 1})
    assert d.move == "coup_done"
    assert [s.node for s in d.path] == ["commitment"]
    assert d.path[0].section == "8.8.9"
    assert "us_policy nixon" in d.path[0].answer
    assert "no Non-player procedure" not in d.explain()
