"""8.8.8 Pacify during the US Train (8.8.7), audit (np88): first where there
are no Police, then (the same shift) where there is no Terror marker.  Two
Population-2 spaces with US Troops and COIN Control, Neutral; ARVN Resources
to spare.  Expected values from the box's text."""

from .positions import box
from .test_us_flowchart import us


def _pacified(spaces):
    move = box(us(spaces, resources={"ARVN": 40}, policy="lbj"), "train", faction="US", sas=False)
    return {a.split("(")[1].split(",")[0] for a in move if a.startswith("pacify(")}


def test_8_8_8_train_pacifies_first_where_there_are_no_police():
    """Hue holds ARVN Police, Quang Tin none: Quang Tin is pacified."""
    assert _pacified({"hue": {"pieces": {"us_troops": 3, "arvn_police": 1}},
                      "quang_tin_quang_ngai": {"pieces": {"us_troops": 3}}}) == {"quang_tin_quang_ngai"}


def test_8_8_8_train_pacifies_first_where_there_is_no_terror():
    """Quang Tin has a Terror marker, Kien Phong none: Kien Phong."""
    assert _pacified({"quang_tin_quang_ngai": {"pieces": {"us_troops": 3}, "terror": 1},
                      "kien_phong": {"pieces": {"us_troops": 3}}}) == {"kien_phong"}
