"""8.8.3 US Assault box, audit (np88): the tie-breaks inside priority 1 and
the order of priorities 2 and 3, seen through the 2-space limit of shaded
Cobras (card 13).  Expected spaces from the box's text; Highland Provinces
(Binh Dinh Pop 2, Quang Nam, Pleiku and Khanh Hoa Pop 1): 1 hit per 2 US
Troops, 2 per Troop with a US Base (3.2.4)."""

from fitl.game import Game

from .positions import box
from .test_us_flowchart import us

A = "vc_guerrilla_active"


def _assault_spaces(spaces):
    g = us(spaces)
    st = g.state.clone()
    st.capabilities = {13: "shaded"}
    move = box(Game(st), "assault", faction="US", sas=False)
    return {a for a in move if a.startswith("assault(")}


def test_8_8_3_assault_priority_1b_base_and_1c_us_base_before_1d_population():
    """All three spaces lose all their Active enemies.  Binh Dinh has the most
    Population, but Quang Nam removes a Base (1b) and Pleiku holds a US Base
    (1c): those two come first."""
    got = _assault_spaces({"binh_dinh": {"pieces": {"us_troops": 2, A: 1}},
                           "quang_nam": {"pieces": {"us_troops": 2, "vc_base": 1}},
                           "pleiku_darlac": {"pieces": {"us_troops": 2, "us_base": 1, A: 1}}})
    assert got == {"assault(quang_nam)", "assault(pleiku_darlac)"}


def test_8_8_3_assault_priority_1d_population_then_1e_most_removed():
    """All three lose all their Active enemies, none a Base, no US Base:
    Binh Dinh by its Population 2 (1d), then Quang Nam, which removes 2
    pieces against Pleiku's 1 (1e)."""
    got = _assault_spaces({"binh_dinh": {"pieces": {"us_troops": 2, A: 1}},
                           "quang_nam": {"pieces": {"us_troops": 4, A: 2}},
                           "pleiku_darlac": {"pieces": {"us_troops": 2, A: 1}}})
    assert got == {"assault(binh_dinh)", "assault(quang_nam)"}


def test_8_8_3_assault_more_than_half_before_anywhere_else():
    """Quang Nam loses all (priority 1), Pleiku 2 of its 3 (more than half:
    the next priority), Binh Dinh only 1 of 3 (the last priority, though its
    Population is the highest): Quang Nam and Pleiku."""
    got = _assault_spaces({"binh_dinh": {"pieces": {"us_troops": 2, A: 3}},
                           "quang_nam": {"pieces": {"us_troops": 2, A: 1}},
                           "pleiku_darlac": {"pieces": {"us_troops": 4, A: 3}}})
    assert got == {"assault(quang_nam)", "assault(pleiku_darlac)"}


def test_8_8_3_assault_with_shaded_search_and_destroy_at_support_only_for_a_base_or_nva_troops():
    """Shaded Search and Destroy (28): Binh Dinh at Passive Support with only
    an Active VC Guerrilla is not Assaulted; Quang Nam (Support, a VC Base),
    Khanh Hoa (Support, an NVA Troop) and the Neutral Pleiku are."""
    st = us({"binh_dinh": {"pieces": {"us_troops": 2, A: 1}, "support": "passive_support"},
             "quang_nam": {"pieces": {"us_troops": 2, "vc_base": 1}, "support": "passive_support"},
             "khanh_hoa": {"pieces": {"us_troops": 2, "nva_troops": 1}, "support": "passive_support"},
             "pleiku_darlac": {"pieces": {"us_troops": 2, A: 1}}}).state.clone()
    st.capabilities = {28: "shaded"}
    move = box(Game(st), "assault", faction="US", sas=False)
    assert {a for a in move if a.startswith("assault(")} == {
        "assault(quang_nam)", "assault(khanh_hoa)", "assault(pleiku_darlac)"}


def test_8_8_3_assault_with_shaded_abrams_two_spaces():
    """Shaded Abrams (11): at most 2 Assault spaces, as with Cobras."""
    st = us({"binh_dinh": {"pieces": {"us_troops": 2, A: 1}},
             "quang_nam": {"pieces": {"us_troops": 2, A: 1}},
             "pleiku_darlac": {"pieces": {"us_troops": 2, A: 1}}}).state.clone()
    st.capabilities = {11: "shaded"}
    move = box(Game(st), "assault", faction="US", sas=False)
    assert len({a for a in move if a.startswith("assault(")}) == 2


def test_8_8_3_assault_priority_1a_removing_nva_control_first():
    """Quang Tin (Lowland, Pop 2): 4 Active NVA Guerrillas against 2 US Troops
    and a US Base, NVA Control; with the Base each Troop removes 2 (3.2.4),
    so all 4 go and NVA Control with them (1a).  Khanh Hoa (a VC Base and a
    US Base) and Quang Nam (a VC Base) only meet 1b: Quang Tin, then Khanh
    Hoa by its US Base (1c)."""
    got = _assault_spaces({"quang_tin_quang_ngai": {"pieces": {"us_troops": 2, "us_base": 1, "nva_guerrilla_active": 4}},
                           "khanh_hoa": {"pieces": {"us_troops": 2, "us_base": 1, "vc_base": 1}},
                           "quang_nam": {"pieces": {"us_troops": 2, "vc_base": 1}}})
    assert got == {"assault(quang_tin_quang_ngai)", "assault(khanh_hoa)"}
