"""The NVA March box's last bullet (8.6.5): the most NVA Troops "not
already" next to COIN Control into 1 space next to a South Vietnam space
with COIN Control.  Ruling 148: where the Troops stand as the March begins
decides (the March's earlier moves, which may take COIN Control away, do
not), and a Troop keeps that as it moves on along the Trail (3.3.2), though
it pass through a space that is next to COIN Control.  The bullets come in
the text's order, each frozen before the next (ruling 140): the spaces an
earlier bullet gave NVA Control are done, and the last bullet goes on
elsewhere."""

from fitl.asp import static

from .nva_positions import nva
from .positions import box

def _march(g):
    move = box(g, "march", faction="NVA", sas=False)
    after = g.apply(" ".join(move), faction="NVA", explain=False).game.state
    return move, after


def _troops(state, space):
    return ((state.spaces.get(space) or {}).get("pieces", {})).get("nva_troops", 0)


def test_8_6_5_troops_keep_where_they_started_along_the_trail_ruling_148():
    """Trail 4.  Quang Nam has COIN Control (2 ARVN Troops), so Central and
    Southern Laos are next to it; North Vietnam (5 NVA Troops, NVA Control:
    1 stays) and Northeast Cambodia (3, 1 stays) are not.  Third bullet
    first: 3 spaces get NVA Control, the highest Population each with a VC
    Base and no NVA Base (Saigon, Hue, Kien Hoa, each from the space beside
    it with 2 NVA Troops and 2 VC Guerrillas), so no Laos or Cambodia Troop
    is needed there.  Last bullet: the 6 far Troops (North Vietnam's 4 and
    Northeast Cambodia's 2) can all reach Southern Laos (North Vietnam's
    along the Trail through Central Laos, which is next to Quang Nam), or a
    LoC next to Quang Nam through it; Central Laos could take only North
    Vietnam's 4.  So one space next to Quang Nam gets 6 Troops, all the far
    ones."""
    g = nva({"north_vietnam": {"pieces": {"nva_troops": 5}},
             "central_laos": {"pieces": {"nva_guerrilla_active": 1}},
             "southern_laos": {"pieces": {"nva_troops": 1}},
             "northeast_cambodia": {"pieces": {"nva_troops": 3}},
             "quang_nam": {"pieces": {"arvn_troops": 2}},
             "binh_tuy_binh_thuan": {"pieces": {"nva_troops": 2, "vc_guerrilla_active": 2}},
             "saigon": {"pieces": {"vc_base": 1}},
             "quang_tri_thua_thien": {"pieces": {"nva_troops": 2, "vc_guerrilla_active": 2}},
             "hue": {"pieces": {"vc_base": 1}},
             "ba_xuyen": {"pieces": {"nva_troops": 2, "vc_guerrilla_active": 2}},
             "kien_hoa_vinh_binh": {"pieces": {"vc_base": 1}}}, trail=4)
    move, after = _march(g)
    for s in ("saigon", "hue", "kien_hoa_vinh_binh"):
        assert _troops(after, s) == 2, move
    assert _troops(after, "north_vietnam") == 1 and _troops(after, "northeast_cambodia") == 1, move
    gained = {s: _troops(after, s) - _troops(g.state, s) for s in static().adjacent["quang_nam"]}
    assert sorted(n for n in gained.values() if n > 0) == [6], move


def test_8_6_5_troops_next_to_coin_control_as_the_march_begins_stay_ruling_148():
    """Trail 2.  Kien Giang has COIN Control (2 ARVN Police against a VC
    Base); the Parrot's Beak (6 NVA Troops, NVA Control) and Tay Ninh (2 ARVN
    Troops, COIN Control) are next to it.  Third bullet: the Parrot's Beak's
    group takes Kien Giang (4 Troops against 3 pieces), the one space it can
    (Kien Phong, Tay Ninh, the Fishhook and Sihanoukville need more than the
    5 that may leave once 4 are there), and the one with a VC Base.  Once
    it has, Sihanoukville's 2 Troops are next to no COIN Control; but as
    the March began they were next to Kien Giang's, so they are not the
    last bullet's (into the Parrot's Beak, next to Tay Ninh): they stay."""
    g = nva({"the_parrots_beak": {"pieces": {"nva_troops": 6}},
             "kien_giang_an_xuyen": {"pieces": {"arvn_police": 2, "vc_base": 1}},
             "sihanoukville": {"pieces": {"nva_troops": 2, "vc_guerrilla_active": 4}},
             "the_fishhook": {"pieces": {"vc_guerrilla_active": 3}},
             "kien_phong": {"pieces": {"vc_guerrilla_active": 3}},
             "tay_ninh": {"pieces": {"arvn_troops": 2}}})
    move, after = _march(g)
    assert [m.split(",")[:2] for m in move] == [["march(the_parrots_beak", "kien_giang_an_xuyen"]], move
    assert _troops(after, "sihanoukville") == 2


def test_8_6_5_last_bullet_after_the_third_gathers_elsewhere_ruling_140():
    """Trail 2.  Sihanoukville: 6 NVA Troops (NVA Control: 1 stays), next
    to no COIN Control; the Parrot's Beak: 1 NVA Troop (NVA Control), next
    to Tay Ninh's COIN Control (2 ARVN Troops); Can Tho: 2 ARVN Police.
    Third bullet: Kien Giang and Kien Phong (Population 2, empty) get NVA
    Control, each from one space (Sihanoukville's group and the Parrot's
    Beak's Troop, a Troop of Sihanoukville's keeping the Parrot's Beak's
    Control).  They are done: Kien Giang, next to Can Tho, is not the last
    bullet's space.  Last bullet: Sihanoukville's other far Troops into the
    Parrot's Beak, next to Tay Ninh: all but the 1 that keeps its Control."""
    g = nva({"sihanoukville": {"pieces": {"nva_troops": 6}},
             "can_tho": {"pieces": {"arvn_police": 2}},
             "the_parrots_beak": {"pieces": {"nva_troops": 1}},
             "tay_ninh": {"pieces": {"arvn_troops": 2}}})
    move, after = _march(g)
    assert _troops(after, "kien_giang_an_xuyen") > 0 and _troops(after, "kien_phong") > 0, move
    assert _troops(after, "sihanoukville") == 1, move
    assert _troops(after, "the_parrots_beak") == 5 - _troops(after, "kien_giang_an_xuyen"), move


def test_8_6_5_the_space_is_still_next_to_coin_control_as_the_march_ends_ruling_219():
    """Trail 2.  Kien Giang has the only COIN Control (2 ARVN Police against
    a VC Base).  Third bullet: the Parrot's Beak's group (6 NVA Troops, NVA
    Control) takes it, the one space with a VC Base among those it can take
    (Kien Phong, Tay Ninh: Population 2 too); the Fishhook (2 NVA Troops,
    NVA Control) can take no space, even with the Parrot's Beak's last
    spare Troop (2 VC Guerrillas in each space next to it).  Last bullet: the Fishhook's Troop is far from COIN Control, and
    the Parrot's Beak was next to Kien Giang's as the March began, but not
    as it ends: no space is next to COIN Control then, so the Troop stays."""
    vc = {"pieces": {"vc_guerrilla_active": 2}}
    g = nva({"the_parrots_beak": {"pieces": {"nva_troops": 6}},
             "kien_giang_an_xuyen": {"pieces": {"arvn_police": 2, "vc_base": 1}},
             "the_fishhook": {"pieces": {"nva_troops": 2}},
             **{s: vc for s in ("tay_ninh", "pleiku_darlac", "northeast_cambodia", "phuoc_long", "an_loc",
                                "quang_duc_long_khanh")}})
    move, after = _march(g)
    assert [m.split(",")[:2] for m in move] == [["march(the_parrots_beak", "kien_giang_an_xuyen"]], move
    assert _troops(after, "the_fishhook") == 2


def _nva_control(state, space):
    """1.7: NVA Control, the NVA pieces outnumbering all others."""
    pieces = (state.spaces.get(space) or {}).get("pieces", {})
    nva = sum(n for k, n in pieces.items() if k.startswith("nva_"))
    return nva > sum(pieces.values()) - nva


def test_8_6_5_below_trail_4_a_space_entered_and_left_keeps_its_group_together_ruling_137():
    """Trail 2, not a free March: no piece moves on through a Laos or
    Cambodia space (3.3.2), so the units leaving the Parrot's Beak (6 NVA
    Troops, NVA Control) are its own even where a Troop of the Fishhook's
    (2, NVA Control) comes in (ruling 212), and they stay one group (8.6.5's
    third bullet, ruling 137): they add NVA Control to 1 space only, Kien
    Giang (2 ARVN Police and a VC Base: 4 Troops), though Kien Phong (empty,
    Population 2 too) is next to it.  (3 VC Guerrillas in each other space
    next to the Fishhook or the Parrot's Beak: no other group can take one.)"""
    g = nva({"the_parrots_beak": {"pieces": {"nva_troops": 6}},
             "kien_giang_an_xuyen": {"pieces": {"arvn_police": 2, "vc_base": 1}},
             "the_fishhook": {"pieces": {"nva_troops": 2}},
             **{s: {"pieces": {"vc_guerrilla_active": 3}} for s in (
                 "tay_ninh", "pleiku_darlac", "northeast_cambodia", "phuoc_long", "an_loc", "quang_duc_long_khanh")}})
    move, after = _march(g)
    legs = [m[len("march("):-1].split(",") for m in move]
    taken = {t for f, t, _, _ in legs if f == "the_parrots_beak" and _nva_control(after, t)
             and not _nva_control(g.state, t)}
    assert taken == {"kien_giang_an_xuyen"}, move
