"""8.6.1 ATTACK, last tie-break: with the shaded PT-76 Capability (card 45,
5.3: in 1 Attack space the NVA Troops remove 1 enemy per Troop, not 1 per 2,
3.3.3), use it where it removes the most extra enemy pieces."""

from fitl.game import Game

from .nva_positions import nva
from .positions import box


def _pt76(spaces):
    st = nva(spaces).state.clone()
    st.capabilities[45] = "shaded"
    move = box(Game(st), "attack", faction="NVA", sas=False)
    return [a for a in move if a.startswith("pt76(")], move


def test_8_6_1_pt76_where_it_removes_the_most_extra():
    """Quang Nam: 8 NVA Troops, 8 Police (4 removed, 8 with PT-76: 4 extra);
    Quang Tri: 6 NVA Troops, 6 Active Irregulars (3 removed, 6 with PT-76: 3
    extra).  Both are Troop Attacks removing 2+ (the first bullet): PT-76 in
    Quang Nam, 4 extra pieces, although Quang Tri's are Special Forces and
    US (8.1.2's order of removal, not of PT-76's space)."""
    used, move = _pt76({"quang_nam": {"pieces": {"nva_troops": 8, "arvn_police": 8}},
                        "quang_tri_thua_thien": {"pieces": {"nva_troops": 6, "us_irregular_active": 6}}})
    assert {"attack(quang_tri_thua_thien)", "attack(quang_nam)"} <= set(move)
    assert used == ["pt76(quang_nam)"]
    assert "remove(attack,quang_nam,arvn_police,8)" in move


def test_8_6_1_pt76_where_it_removes_the_most_extra_the_other_way():
    """The other branch: Quang Nam's 8 Troops face 5 Police (4 removed, 5
    with PT-76: 1 extra): PT-76 in Quang Tri (3 extra)."""
    used, _ = _pt76({"quang_nam": {"pieces": {"nva_troops": 8, "arvn_police": 5}},
                     "quang_tri_thua_thien": {"pieces": {"nva_troops": 6, "us_irregular_active": 6}}})
    assert used == ["pt76(quang_tri_thua_thien)"]
