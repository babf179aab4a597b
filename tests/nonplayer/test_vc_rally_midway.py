"""8.5.3 (8.5.1 TAX, 4.1; ruling 197): a VC Rally that spends the VC's last
Resources with spaces to go: the spaces its Resources pay for first (by the
Rally's priorities), then the Tax as at 0 Resources on the position they
leave, then the Rally goes on with the Tax's Resources, its later spaces
marked after the Tax (after_sa)."""

from .positions import position

U = "vc_guerrilla_underground"


def _rally(spaces, resources):
    from fitl.nonplayer.walk import Walk
    g = position(spaces, resources={"VC": resources}, second=True)
    w = Walk(g, "VC")
    move = w.box(w.chart.nodes["rally"])
    assert g.check(" ".join(move), faction="VC") == []
    rallies = [a[6:-1] for a in move if a.startswith("rally(") and a.count(",") == 0]
    later = sorted(a[9:-1] for a in move if a.startswith("after_sa("))
    return move, rallies, later, g.apply(" ".join(move), faction="VC").state


def test_8_5_3_rally_runs_out_midway_taxes_then_goes_on_ruling_197():
    """1 Resource: the Rally's first priority, a Base where 4+ VC Guerrillas
    are (Tay Ninh, Neutral), takes it; at 0 the VC Tax Tay Ninh (the only
    space with Underground VC Guerrillas: +2 x Population 2, 4.5.1, and 1
    level toward Support), and the Rally goes on in 4 more spaces after the
    Tax.  Were the Tax before the whole Rally, Tay Ninh would be at Passive
    Support and take no Base (3.3.1)."""
    move, rallies, later, st = _rally({"tay_ninh": {"pieces": {U: 4}}}, 1)
    assert move[:2] == ["tax(tay_ninh)", "sa_during"]
    assert any(a.startswith("rally_base(tay_ninh,") for a in move)
    assert len(rallies) == 1 + 4 and "tay_ninh" in rallies
    assert later == sorted(set(rallies) - {"tay_ninh"})
    assert st.spaces["tay_ninh"]["support"] == "passive_support"
    assert st.resources["VC"] == 1 - 1 + 2 * 2 - 4


def test_8_5_3_the_midway_tax_sees_the_guerrilla_the_rally_placed_ruling_197():
    """No VC Guerrilla on the map: 1 Resource pays the Rally's first space,
    a single Guerrilla where an ARVN cube is (second priority (a); Hue, where
    it also removes COIN Control, 1.7).  At 0 the VC Tax where they can:
    that new Underground Guerrilla in Hue (Population 2: +4; 4.5.1 needs no
    COIN Control), and go on in 4 more spaces.  (Before the Rally no VC
    Guerrilla could Tax.)"""
    move, rallies, later, st = _rally({"hue": {"pieces": {"arvn_police": 1}}}, 1)
    assert [a for a in move if a.startswith("tax(")] == ["tax(hue)"]
    assert "sa_during" in move and "hue" in rallies and "hue" not in later
    assert len(rallies) == 1 + 4 and later == sorted(set(rallies) - {"hue"})
    assert st.spaces["hue"]["support"] == "passive_support"
    assert st.resources["VC"] == 1 - 1 + 2 * 2 - 4

