"""The US Sweep's candidates (8.8.5; us/sweep_spaces.lp through the hooks
of asp/operations/sweep.lp): its Sessions ground only the spaces, ways and
counts its priorities can take; the rules alone (3.2.3) still offer every
Sweep."""

from fitl.nonplayer.walk import Walk

from .test_us_flowchart import us

U = "vc_guerrilla_underground"


def _sweeps(session):
    return {str(a.symbol)[5:-1] for a in session.ctl.symbolic_atoms.by_signature("move", 1)
            if str(a.symbol).startswith("move(sweep(")}


def test_8_8_5_sweep_session_grounds_only_spaces_with_underground_guerrillas_and_allowed_moves():
    """Quang Nam (Underground Guerrillas) may be Swept, Hue (none) not; no
    Troops into Quang Tri (3 NVA Troops); out of Da Nang at Active Support (4
    US Troops, 1 Police) at most 2 Troops.  The rules alone offer them all."""
    g = us({"da_nang": {"pieces": {"us_troops": 4, "arvn_police": 1}, "support": "active_support"},
            "quang_nam": {"pieces": {U: 3}}, "hue": {"pieces": {"vc_guerrilla_active": 1}},
            "quang_tri_thua_thien": {"pieces": {U: 1, "nva_troops": 3}}})
    walk = Walk(g, "US")
    hooked = _sweeps(walk._session(("op", "sweep")))
    assert "sweep(quang_nam)" in hooked and "sweep(quang_tri_thua_thien)" in hooked
    assert "sweep(hue)" not in hooked
    assert "sweep(da_nang,quang_nam,us_troops,2)" in hooked
    assert "sweep(da_nang,quang_nam,us_troops,3)" not in hooked
    assert not any(",quang_tri_thua_thien,us_troops," in a for a in hooked)
    assert g.check("sweep(hue) sweep(quang_nam) sweep(da_nang,quang_nam,us_troops,4)", faction="US") == []
