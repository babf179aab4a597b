"""8.8.8 Pacify, ruling 258: the US selects its Pacify spaces one after
another, the greatest shift first, then where there is no Terror, then at
random; so the tie-breaks weigh levels, and the same levels spread over more
spaces gain nothing.  Support Phase (6.3.1): ARVN Resources 21, Econ 15: 6
above Econ, 2 levels at 3 each.  Expected values from the rules text."""

from fitl.game import Game

from .positions import box, position, walk
from .test_us_flowchart import us


def _pacify(spaces, resources=21):
    g = position(spaces, nonplayers=("US",), coup="support_us", resources={"ARVN": resources})
    move, path = walk(g, faction="US")
    assert "pacify" in path
    return sorted(move.split())


def _space(support):
    return {"pieces": {"us_troops": 2, "arvn_police": 2}, "support": support}


def test_8_8_8_two_levels_go_to_one_space_not_spread_ruling_258():
    """Hue and Da Nang, both Neutral with no Terror, can each take 2 levels:
    the first space chosen takes both (the greatest shift), none is left for
    the other."""
    move = _pacify({"hue": _space("neutral"), "da_nang": _space("neutral")})
    assert move in (["coup_pacify(hue,2)"], ["coup_pacify(da_nang,2)"])


def test_8_8_8_the_space_taking_more_levels_before_a_one_level_space_ruling_258():
    """Hue (Neutral) can take 2 levels, Saigon (Passive Support) 1: Hue
    first, with both levels (not 1 in each)."""
    assert _pacify({"hue": _space("neutral"), "saigon": _space("passive_support")}) == ["coup_pacify(hue,2)"]



def test_8_8_8_train_with_cords_fills_the_first_space_first_ruling_258():
    """During Train (8.8.7) with unshaded CORDS (card 19, a 2nd Pacify
    space): ARVN Resources 21, 2 levels above Econ; Quang Tin and Kien Phong
    both Neutral, without Police, each able to take 2: the first space
    chosen takes both, the 2nd space tried gets none."""
    st = us({"quang_tin_quang_ngai": {"pieces": {"us_troops": 2}}, "kien_phong": {"pieces": {"us_troops": 2}}},
            resources={"ARVN": 21}, policy="jfk", trail=0).state.clone()
    st.capabilities = {19: "unshaded"}
    move = box(Game(st), "train", faction="US", sas=False)
    assert [a for a in move if a.startswith("pacify(")] in (["pacify(quang_tin_quang_ngai,2)"],
                                                           ["pacify(kien_phong,2)"])
