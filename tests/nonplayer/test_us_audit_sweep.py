"""8.8.5 US Sweep box, audit (np88): the order of the selected spaces under
the 2-space limit of shaded Booby Traps (card 101): spaces with US pieces
before those without, then Support, then any Base, then the highest
Population.  Expected spaces from the box's text."""

from fitl.game import Game

from .positions import box
from .test_us_flowchart import us

U = "vc_guerrilla_underground"


def _selected(spaces):
    st = us(spaces, policy="lbj").state.clone()
    st.capabilities = {101: "shaded"}
    move = box(Game(st), "sweep", faction="US", sas=False)
    return {a for a in move if a.startswith("sweep(") and a.count(",") == 0}


def test_8_8_5_sweep_two_spaces_support_then_base_before_population():
    """4 spaces with US Troops and an Underground Guerrilla: Quang Nam (Pop 1)
    at Support first, then Binh Dinh for its Base before Hue (Pop 2 as well,
    no Base) and Pleiku (Pop 1)."""
    got = _selected({"hue": {"pieces": {"us_troops": 1, U: 1}},
                     "quang_nam": {"pieces": {"us_troops": 1, U: 1}, "support": "passive_support"},
                     "binh_dinh": {"pieces": {"us_troops": 1, U: 1, "vc_base": 1}},
                     "pleiku_darlac": {"pieces": {"us_troops": 1, U: 1}}})
    assert got == {"sweep(quang_nam)", "sweep(binh_dinh)"}


def test_8_8_5_sweep_two_spaces_with_us_pieces_before_support_without():
    """Khanh Hoa is at Active Support but has no US piece: Hue (Pop 2) and
    Pleiku (Pop 1), with US Troops, come first though Neutral."""
    got = _selected({"hue": {"pieces": {"us_troops": 1, U: 1}},
                     "pleiku_darlac": {"pieces": {"us_troops": 1, U: 1}},
                     "khanh_hoa": {"pieces": {U: 1}, "support": "active_support"}})
    assert got == {"sweep(hue)", "sweep(pleiku_darlac)"}


def test_8_8_5_sweep_two_spaces_highest_population():
    """No Support, no Base: Hue (Pop 2) before Pleiku and Quang Nam (Pop 1);
    one of those two is the second space."""
    got = _selected({"hue": {"pieces": {"us_troops": 1, U: 1}},
                     "quang_nam": {"pieces": {"us_troops": 1, U: 1}},
                     "pleiku_darlac": {"pieces": {"us_troops": 1, U: 1}}})
    assert "sweep(hue)" in got and len(got) == 2


def test_8_8_5_sweep_troops_to_activate_all_first_at_support():
    """Phu Bon's 3 US Troops can spare 2 (1 keeps its COIN Control); Pleiku
    (Pop 1, Passive Support) and Binh Dinh (Pop 2, Neutral) each need 2 to
    Activate their 2 Underground Guerrillas: Support first, so Pleiku."""
    g = us({"phu_bon_phu_yen": {"pieces": {"us_troops": 3}},
            "pleiku_darlac": {"pieces": {U: 2}, "support": "passive_support"},
            "binh_dinh": {"pieces": {U: 2}}}, policy="lbj")
    move = box(g, "sweep", faction="US", sas=False)
    assert [a for a in move if a.startswith("sweep(phu_bon_phu_yen,")] == ["sweep(phu_bon_phu_yen,pleiku_darlac,us_troops,2)"]


def test_8_8_5_sweep_troops_to_activate_all_before_more_than_half():
    """Phu Bon spares 2 US Troops: they Activate all of Pleiku's 2 (Pop 1)
    rather than 2 of Binh Dinh's 3 (more than half, though Pop 2)."""
    g = us({"phu_bon_phu_yen": {"pieces": {"us_troops": 3}},
            "pleiku_darlac": {"pieces": {U: 2}, "support": "passive_support"},
            "binh_dinh": {"pieces": {U: 3}, "support": "passive_support"}}, policy="lbj")
    move = box(g, "sweep", faction="US", sas=False)
    assert [a for a in move if a.startswith("sweep(phu_bon_phu_yen,")] == ["sweep(phu_bon_phu_yen,pleiku_darlac,us_troops,2)"]
