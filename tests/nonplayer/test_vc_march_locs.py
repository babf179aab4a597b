"""8.5.4 March, first bullet: 1 Underground Guerrilla onto each of up to 3
LoCs of Econ 1 or 2, a limit of the March box itself (not only a preference
below it).  Expected values from the rules text."""

from fitl.nonplayer.walk import Walk

from .positions import position

U = "vc_guerrilla_underground"
LOCS = ("loc_saigon_da_lat", "loc_cam_ranh_da_lat", "loc_kontum_ban_me_thuot", "loc_qui_nhon_cam_ranh")


def test_8_5_4_no_march_onto_a_4th_econ_loc():
    """8.5.4: Khanh Hoa (6 Underground Guerrillas, 0 Resources) touches 5
    LoCs of Econ 1: the March box holds a March onto 3 of them, none onto 4
    (Walk._best with exists: whether the box's rules hold such a move)."""
    g = position({"khanh_hoa": {"pieces": {U: 6}}}, resources={"VC": 0}, second=True)
    walk = Walk(g, "VC")
    onto = [f"march(khanh_hoa,{loc},{U},1)" for loc in LOCS]
    assert walk._best(("op", "march"), "march", exists=True, assume=onto[:3]) is True
    assert walk._best(("op", "march"), "march", exists=True, assume=onto) is None
