"""8.5.1: the VC Terror until their Resources run out, then Tax (as at 0
Resources) and go on.  The move makes the Tax during the Terror (4.1): after
the spaces it paid for first (highest Population first: 8.5.1's Terror
priority), before the others (after_sa; ruling 162)."""

from .positions import box, position

U = "vc_guerrilla_underground"
SPACES = {"saigon": {"pieces": {U: 2}, "support": "active_support"},
          "hue": {"pieces": {U: 1}, "support": "passive_support"},
          "qui_nhon": {"pieces": {U: 1}, "support": "passive_support"}}


def _after(spaces):
    g = position(spaces, resources={"VC": 1})
    move = box(g, "terror")
    assert g.check(" ".join(move), faction="VC") == []
    return move, g.apply(" ".join(move), faction="VC").state


def test_8_5_1_the_tax_sees_the_terror_paid_before_the_resources_ran_out():
    """1 Resource pays for the Terror in Saigon (Population 6, first), which
    shifts it to Passive Support and Activates 1 of its 2 Guerrillas; at 0 the
    VC Tax: the 2-Econ LoC (first priority), and no Active Support space is
    left (second), nor is the third priority open (the LoC brought
    Resources).  Then the Terror goes on in Hue and Qui Nhon with the 2.  Not
    Saigon's Tax, as if it were still at Active Support."""
    move, st = _after({**SPACES, "loc_saigon_can_tho": {"pieces": {U: 1}}})
    assert [a for a in move if a.startswith("tax(")] == ["tax(loc_saigon_can_tho)"]
    assert {"terror(saigon)", "terror(hue)", "terror(qui_nhon)", "sa_during"} <= set(move)
    assert sorted(a for a in move if a.startswith("after_sa(")) == ["after_sa(hue)", "after_sa(qui_nhon)"]
    assert st.resources["VC"] == 0
    assert st.pieces("saigon") == {"vc_guerrilla_active": 1, U: 1}


def test_8_5_1_at_0_the_tax_takes_the_terrorized_space_after_its_terror_ruling_162():
    """No LoC: at 0 Resources after Saigon's Terror, the third priority:
    Active Opposition Tay Ninh, then the highest Population: Saigon (its 2nd
    Guerrilla), Hue, Qui Nhon (4 spaces, 4.5.1).  Their Guerrillas are then
    Active, so the Terror goes nowhere else; 22 Resources.  Saigon, Terrorized
    (Active to Passive Support) and then Taxed (1 level toward Support), ends
    at Active Support (ruling 162)."""
    move, st = _after({**SPACES, "tay_ninh": {"pieces": {U: 2}, "support": "active_opposition"}})
    assert sorted(a for a in move if a.startswith("tax(")) == \
        ["tax(hue)", "tax(qui_nhon)", "tax(saigon)", "tax(tay_ninh)"]
    assert [a for a in move if a.startswith("terror(")] == ["terror(saigon)"]
    assert st.resources["VC"] == 22
    assert st.spaces["saigon"]["support"] == "active_support"
    assert "sa_during" in move and not any(a.startswith("after_sa(") for a in move)
