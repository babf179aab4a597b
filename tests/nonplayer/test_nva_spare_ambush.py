"""8.6.5 AMBUSH after a March: once a COIN Base is removed, the Ambush space
left takes US Troops if it can, otherwise COIN cubes on a LoC (4.4.3).
Expected values from the rules text."""

from fitl.nonplayer import decide

from .nva_positions import nva

NO_ATTACK = {"attack_q": 6, "terror_q": 6, "rally_q": 2}
U = "nva_guerrilla_underground"
BASE_GONE = "ambush(binh_dinh,binh_dinh,arvn_base)"


def _ambushes(spaces):
    """The NVA's Ambush atoms (space, target space, piece) after its March:
    Hue's 3 Guerrillas send 1 onto the Hue-Da Nang LoC (8.6.5, second
    bullet); 2 of Southern Laos's 3 take NVA Control of Binh Dinh (third
    bullet; the 2 ARVN Police in Quang Tin keep it from them), whose lone
    ARVN Base their Ambush removes."""
    g = nva({"hue": {"pieces": {U: 3}}, "southern_laos": {"pieces": {U: 3}},
             "binh_dinh": {"pieces": {"arvn_base": 1}},
             "quang_tin_quang_ngai": {"pieces": {"arvn_police": 2}}, **spaces})
    ms = decide(g, "NVA", rolls=NO_ATTACK).move.split()
    assert "march(hue,loc_hue_da_nang,nva_guerrilla_underground,1)" in ms
    return sorted(m for m in ms if m.startswith("ambush(") and m.count(",") == 2)


def test_8_6_5_spare_ambush_takes_us_troops_before_cubes_on_a_loc():
    """8.6.5: the Guerrilla on the LoC could take the ARVN Police on it or,
    from the LoC (4.4.3), the US Troop in Da Nang: US Troops come first."""
    got = _ambushes({"loc_hue_da_nang": {"pieces": {"arvn_police": 1}},
                     "da_nang": {"pieces": {"us_troops": 1}}})
    assert got == [BASE_GONE, "ambush(loc_hue_da_nang,da_nang,us_troops)"]


def test_8_6_5_spare_ambush_takes_cubes_on_a_loc_not_elsewhere():
    """8.6.5: with no US Troops in reach, cubes on a LoC: the Police on the
    Hue-Da Nang LoC, not the Police in Da Nang (a City)."""
    got = _ambushes({"loc_hue_da_nang": {"pieces": {"arvn_police": 1}},
                     "da_nang": {"pieces": {"arvn_police": 1}}})
    assert got == [BASE_GONE, "ambush(loc_hue_da_nang,loc_hue_da_nang,arvn_police)"]


def test_8_6_5_no_spare_ambush_for_cubes_off_the_locs():
    """8.6.5: neither US Troops nor cubes on a LoC in reach (only ARVN Police
    in Da Nang): the Ambush left is not used."""
    got = _ambushes({"da_nang": {"pieces": {"arvn_police": 1}}})
    assert got == [BASE_GONE]
