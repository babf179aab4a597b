"""Cards 13 Cobras and 14 M-48 Patton, US Capabilities (5.3, 3.2.2-3.2.4)."""

from tests.helpers import game, pieces, sections

SWEEP = {"kien_phong": {"pieces": {"us_troops": 2, "vc_guerrilla_underground": 2, "vc_base": 1}}}


def test_13_cobras_unshaded_sweep_space_removes_an_active_enemy():
    m = "sweep(kien_phong) activate(sweep, kien_phong, vc_guerrilla_underground, 2) cobras(kien_phong)"
    r = game(SWEEP, capabilities={13: "unshaded"}).apply(m)
    assert pieces(r, "kien_phong") == {"us_troops": 2, "vc_guerrilla_active": 1, "vc_base": 1}
    assert sections(game(SWEEP).check(m)) == ["5.3"]


def test_13_cobras_shaded_us_assault_loses_a_troop_on_1_to_3():
    spaces = {"kien_phong": {"pieces": {"us_troops": 2, "vc_guerrilla_active": 2}}}
    m = "assault(kien_phong) remove(assault, kien_phong, vc_guerrilla_active, 2)"
    r = game(spaces, capabilities={13: "shaded"}).apply(m, dice=[2])
    assert pieces(r, "kien_phong") == {"us_troops": 1} and r.state.casualties == {"us_troops": 1}
    r = game(spaces, capabilities={13: "shaded"}).apply(m, dice=[5])
    assert pieces(r, "kien_phong") == {"us_troops": 2}


def test_14_m48_unshaded_two_more_in_non_lowland_us_assault():
    spaces = {"binh_dinh": {"pieces": {"us_troops": 2, "vc_guerrilla_active": 4}}}    # Highland: 2 Troops, 1 hit
    m = "assault(binh_dinh) m48(binh_dinh) remove(assault, binh_dinh, vc_guerrilla_active, 3)"
    r = game(spaces, capabilities={14: "unshaded"}).apply(m)
    assert pieces(r, "binh_dinh") == {"us_troops": 2, "vc_guerrilla_active": 1}
    lowland = {"kien_phong": {"pieces": {"us_troops": 2, "vc_guerrilla_active": 4}}}
    assert "5.3" in sections(game(lowland, capabilities={14: "unshaded"}).check("assault(kien_phong) m48(kien_phong)"))


def test_14_m48_shaded_nva_removes_up_to_2_patrolling_cubes():
    spaces = {"hue": {"pieces": {"arvn_police": 3}}}
    m = "patrol(hue, loc_hue_da_nang, arvn_police, 3)"
    g = game(spaces, first="ARVN", capabilities={14: "shaded"})
    r = g.apply(m + " rpg(loc_hue_da_nang, arvn_police, 2)")
    assert pieces(r, "loc_hue_da_nang") == {"arvn_police": 1}
    assert sections(g.check(m + " rpg(loc_hue_da_nang, arvn_police, 3)")) == ["5.3"]
