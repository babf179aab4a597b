"""8.3 Random LoCs in an Operation: of equal candidates, LoCs last; among
LoCs, the highest Econ first.  The NVA Attack (8.6.1's Troop Attacks, each
removing 2 enemies) with 1 Resource: 1 space only, all candidates equal."""

from .positions import alone, box, position

FIGHT = {"pieces": {"nva_troops": 4, "us_troops": 1, "arvn_police": 1}}


def _attacked(spaces):
    g = alone(position({s: FIGHT for s in spaces}, resources={"NVA": 1}, nonplayers=("NVA",)), "NVA")
    move = box(g, "attack", faction="NVA", sas=False)
    return [a[len("attack("):-1] for a in move if a.startswith("attack(")]


def test_8_3_an_operation_takes_locs_last():
    """A Province and 3 LoCs, each with 4 NVA Troops against a US Troop and
    a Police: the Province (Quang Nam)."""
    assert _attacked(("quang_nam", "loc_hue_da_nang", "loc_da_nang_qui_nhon", "loc_kontum_qui_nhon")) == ["quang_nam"]


def test_8_3_among_locs_the_highest_econ_first():
    """LoCs only, of Econ 0, 1 and 2: the Econ-2 LoC (Saigon-Can Tho)."""
    assert _attacked(("loc_da_nang_dak_to", "loc_hue_da_nang", "loc_saigon_can_tho")) == ["loc_saigon_can_tho"]
