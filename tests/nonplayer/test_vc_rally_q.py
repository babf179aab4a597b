"""8.5.3 Rally?: asked of the Rally as its instructions do it, the Tax when
the VC hit 0 Resources included (ruling 197): the Bases placed after that
Tax count, and at 0 Resources a Rally possible after its Tax is a Rally."""

from .positions import ask, position, walk

U, A = "vc_guerrilla_underground", "vc_guerrilla_active"
# 21 VC Guerrillas on the map with the two 4-stacks: 9 of 30 Available (1.4.1), not above the roll of 18
FAR = {"north_vietnam": {"pieces": {A: 13, "nva_base": 2}}}


def _two_stacks(support=None):
    extra = {"support": support} if support else {}
    return {"tay_ninh": {"pieces": {U: 4}, **extra}, "binh_dinh": {"pieces": {U: 4}, **extra}, **FAR}


def test_8_5_3_rally_q_counts_the_base_placed_after_the_midway_tax_ruling_197():
    """1 Resource pays for 1 Base (Tay Ninh or Binh Dinh, both Population
    2 at Passive Opposition).  At 0 the VC Tax both (4.5.1: +4 each, 1 level
    toward Support: Neutral), and the Rally goes on: the other 4-stack, still
    4 VC Guerrillas with 1 Activated, takes the second Base.  So the Rally
    would place 2 Bases: yes, though 18 is not below the 9 Available."""
    g = position(_two_stacks("passive_opposition"), resources={"VC": 1}, second=True)
    assert ask(g, "rally_q", roll=18) == "yes"
    move, path = walk(g, rolls={"rally_q": 18})
    assert path[path.index("rally_q") + 1] == "rally" and "march" not in path
    assert sum(a.startswith("rally_base(") for a in move.split()) == 2 and "sa_during" in move.split()


def test_8_5_3_rally_q_no_where_the_midway_tax_leaves_no_room_for_the_second_base():
    """The same at Neutral: the Tax at 0 shifts both spaces to Passive
    Support (4.5.1), where the Rally cannot go on (3.3.1), so the Rally
    would place 1 Base only: no (18 is not below the 9 Available)."""
    g = position(_two_stacks(), resources={"VC": 1}, second=True)
    assert ask(g, "rally_q", roll=18) == "no"


def test_8_5_3_rally_q_by_the_roll_at_0_resources_rallies_after_the_tax():
    """0 Resources, 2 Underground VC Guerrillas in Tay Ninh (28 Available,
    above the roll of 3): the Rally's first instruction Taxes at 0 (Tay
    Ninh: +4), after which the Rally is possible, so the VC Rally (not the
    IF NONE March)."""
    g = position({"tay_ninh": {"pieces": {U: 2}}}, resources={"VC": 0}, second=True)
    assert ask(g, "rally_q", roll=3) == "yes"
    move, path = walk(g, rolls={"rally_q": 3})
    assert "march" not in path and move.split()[:2] == ["tax(tay_ninh)", "sa_first"]
    assert any(a.startswith("rally(") for a in move.split())
