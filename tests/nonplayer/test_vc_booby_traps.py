"""8.5.4 AMBUSH under unshaded Booby Traps (card 101, 5.3): the VC
Non-player Ambushes in 1 space, not 2.  Expected values from the rules
text."""

import pytest

from fitl.game import Game

from .positions import box, position

U = "vc_guerrilla_underground"
# Each Mekong LoC's Guerrilla can Ambush a lone US Base next to it.
TWO_BASES = {"loc_saigon_can_tho": {"pieces": {U: 1}}, "loc_can_tho_chau_doc": {"pieces": {U: 1}},
             "kien_hoa_vinh_binh": {"pieces": {"us_base": 1}}, "kien_giang_an_xuyen": {"pieces": {"us_base": 1}}}
BASES = {"ambush(loc_can_tho_chau_doc,kien_giang_an_xuyen,us_base)",
         "ambush(loc_saigon_can_tho,kien_hoa_vinh_binh,us_base)"}


@pytest.mark.parametrize("booby_traps, ambushes", [(False, 2), (True, 1)])
def test_8_5_4_booby_traps_unshaded_ambush_in_1_space(booby_traps, ambushes):
    """8.5.4 AMBUSH: up to 2 spaces, 1 if unshaded Booby Traps is in
    effect: 2 lone US Bases, each next to a LoC with an Underground VC
    Guerrilla (2 Resources for the 2 Attacks): both without the Capability,
    one of them with it."""
    g = position(TWO_BASES, resources={"VC": 2}, second=True)
    if booby_traps:
        st = g.state.clone()
        st.capabilities[101] = "unshaded"
        g = Game(st)
    got = {a for a in box(g, "attack") if a.startswith("ambush(") and a.count(",") == 2}
    assert len(got) == ambushes and got <= BASES
