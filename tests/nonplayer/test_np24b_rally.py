"""8.5.3 VC Rally with no VC Guerrillas Available (ruling 270): the box's
bullets place pieces; 3.3.1's other choice at a VC Base (flip all VC
Guerrillas there Underground instead) is not one of them, and 8.1.1 has
a Non-player act only as long as the pieces it needs are Available."""

from .positions import box, position

U, A = "vc_guerrilla_underground", "vc_guerrilla_active"


def _no_guerrilla_available():
    # 30 VC Guerrillas, all on the map: 4 Active in The Fishhook (a Base
    # there, 8.5.3's first bullet), VC Bases with fewer than 4 Underground
    # Guerrillas in Tay Ninh (3 Active) and Binh Dinh (2 Active, 1
    # Underground), 20 Underground in North Vietnam.
    return position({"the_fishhook": {"pieces": {A: 4}}, "tay_ninh": {"pieces": {A: 3, "vc_base": 1}},
                     "binh_dinh": {"pieces": {A: 2, U: 1, "vc_base": 1}}, "north_vietnam": {"pieces": {U: 20}}},
                    resources={"VC": 10}, second=True)


def test_8_5_3_rally_with_no_guerrilla_available_places_bases_and_flips_nothing_ruling_270():
    """Bases where 4+ VC Guerrillas are (The Fishhook: its 4 Active ones,
    2 replaced, Active first, 8.1.2; North Vietnam: 2 of its 20
    Underground); nothing to place at the VC Bases of Tay Ninh and Binh
    Dinh (third bullet) nor anywhere else, and no flip there instead."""
    move = box(_no_guerrilla_available(), "rally")
    assert move == ["rally(north_vietnam)", "rally(the_fishhook)", "rally_base(north_vietnam,0)",
                    "rally_base(the_fishhook,2)"]
    assert not any(a.startswith("rally_flip(") for a in move)


def test_3_3_1_the_flip_the_box_leaves_out_is_a_legal_vc_rally_ruling_270():
    """The flip at a VC Base is a legal VC Rally (3.3.1): the box leaves it
    out by 8.5.3's bullets (ruling 270), not because it cannot be done."""
    g = _no_guerrilla_available()
    assert g.check("faction(vc) rally(the_fishhook) rally_base(the_fishhook,2) rally(tay_ninh) rally_flip(tay_ninh)") == []
