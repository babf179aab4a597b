"""Card 34 SA-2s, NVA Capability (5.3, 4.2.3, 3.3.1; card text and tip in
shared/reference).  Its first tests are in test_air_strike_capabilities.py."""

from tests.helpers import game, pieces, sections

POS = {"hue": {"pieces": {"us_troops": 1}}, "quang_nam": {"pieces": {"arvn_police": 1, "nva_troops": 1}}}
DEGRADE = "train(hue) air_strike(quang_nam) degrade_trail"


def test_unshaded_an_untunneled_base_in_laos_may_be_the_piece_tip():
    g = game(POS | {"central_laos": {"pieces": {"nva_base": 1}}}, trail=3, capabilities={34: "unshaded"})
    r = g.apply(DEGRADE + " sa2s(central_laos, nva_base)", dice=[2])
    assert pieces(r, "central_laos") == {} and r.state.trail == 2


def test_unshaded_not_a_tunneled_base_nor_a_piece_in_the_south_tip():
    g = game(POS | {"central_laos": {"pieces": {"nva_base_tunneled": 1}}}, trail=3, capabilities={34: "unshaded"})
    assert g.check(DEGRADE, dice=[2]) == []                      # nothing it may remove: the Degrade alone
    assert "5.3" in sections(g.check(DEGRADE + " sa2s(central_laos, nva_base_tunneled)", dice=[2]))
    assert "5.3" in sections(g.check(DEGRADE + " sa2s(quang_nam, nva_troops)", dice=[2]))


def test_shaded_rally_improve_at_3_reaches_4_only_3_3_1():
    spaces = {"central_laos": {"pieces": {"nva_base": 1}}}
    r = game(spaces, first="NVA", trail=3, capabilities={34: "shaded"}).apply("rally(central_laos) improve_trail")
    assert r.state.trail == 4
