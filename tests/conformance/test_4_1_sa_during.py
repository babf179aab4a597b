"""4.1: a Special Activity during an Operation.  The Operation's spaces
marked after_sa(S) are carried out after the Special Activity, their
effects as well as their costs (4.1's example: Rally, pause to Tax, Rally on)."""

from helpers import game, pieces


def test_4_1_terror_after_tax_in_the_same_space_ends_at_passive_support():
    """A space at Active Support Taxed (4.5.1: 1 level toward Support, none
    beyond Active) and then Terrorized (3.3.4: 1 level toward Opposition)
    ends at Passive Support; Terrorized first, then Taxed, at Active Support
    (ruling 162)."""
    spaces = {"quang_nam": {"support": "active_support", "pieces": {"vc_guerrilla_underground": 2}},
              "binh_dinh": {"pieces": {"vc_guerrilla_underground": 1}}}
    g = game(spaces, first="VC", resources={"ARVN": 30, "NVA": 10, "VC": 1})
    later = g.apply("sa_during terror(binh_dinh) terror(quang_nam) tax(quang_nam) after_sa(quang_nam)")
    assert later.state.spaces["quang_nam"]["support"] == "passive_support"
    assert later.state.resources["VC"] == 1 - 1 + 2 * 1 - 1        # Tax: twice the Population (4.5.1)
    assert pieces(later, "quang_nam") == {"vc_guerrilla_active": 2}
    g = game(spaces, first="VC", resources={"ARVN": 30, "NVA": 10, "VC": 2})
    earlier = g.apply("sa_during terror(binh_dinh) terror(quang_nam) tax(quang_nam)")
    assert earlier.state.spaces["quang_nam"]["support"] == "active_support"


def test_4_1_rally_after_tax_flips_the_guerrilla_tax_activated():
    """Tax Activates an Underground VC Guerrilla (4.5.1); a VC Rally there
    with a Base afterwards (not at Support: Tax shifted it toward Support
    only to Passive Opposition) flips every VC Guerrilla there Underground
    (3.3.1)."""
    spaces = {"quang_nam": {"support": "active_opposition",
                            "pieces": {"vc_base": 1, "vc_guerrilla_underground": 2}},
              "binh_dinh": {"pieces": {"vc_base": 1}}}
    g = game(spaces, first="VC", resources={"ARVN": 30, "NVA": 10, "VC": 1})
    m = "sa_during rally(binh_dinh) rally(quang_nam) rally_flip(quang_nam) tax(quang_nam)"
    r = g.apply(m + " after_sa(quang_nam)")
    assert pieces(r, "quang_nam") == {"vc_base": 1, "vc_guerrilla_underground": 2}
    assert r.state.resources["VC"] == 1 - 1 + 2 * 1 - 1
    g = game(spaces, first="VC", resources={"ARVN": 30, "NVA": 10, "VC": 2})
    r = g.apply(m)                                  # Rally in both, then Tax
    assert pieces(r, "quang_nam") == {"vc_base": 1, "vc_guerrilla_underground": 1, "vc_guerrilla_active": 1}


def test_4_1_legal_offers_the_tax_that_pays_for_the_later_terror():
    """`legal` agrees with `check` (docs/moves.md): with 1 VC Resource, the
    second Terror space is paid for only after the Tax (3.1, 4.1); given it
    marked after_sa, the Tax there is offered, and the whole move is legal."""
    spaces = {"quang_nam": {"support": "active_support", "pieces": {"vc_guerrilla_underground": 2}},
              "binh_dinh": {"pieces": {"vc_guerrilla_underground": 1}}}
    g = game(spaces, first="VC", resources={"ARVN": 30, "NVA": 10, "VC": 1})
    partial = "sa_during terror(binh_dinh) terror(quang_nam) after_sa(quang_nam)"
    assert "tax(quang_nam)" in g.legal(partial, sa="tax")["tax"]
    assert g.check(partial + " tax(quang_nam)") == []
