"""The spaces of an Operation resolve one after another (3.1: the executing
Faction chooses their order), so a later space sees what an earlier one
removed: an Ambush from a LoC that takes the last COIN piece next to it lets
another Ambush, or the Attack there, take the Base (4.4.3: Bases last, and
a LoC Ambush may hit a space another removal just hit; 4.5.3 for the VC).
Ruling 178."""

from helpers import game, pieces, sections

# Kien Phong lies next to both Mekong LoCs (Saigon-Can Tho, Can Tho-Chau Doc).
TWO_LOCS = "attack(loc_saigon_can_tho) attack(loc_can_tho_chau_doc) ambush(loc_saigon_can_tho) ambush(loc_can_tho_chau_doc) "


def _two_locs(faction, kien_phong):
    g = f"{faction}_guerrilla_underground"
    return game({"loc_saigon_can_tho": {"pieces": {g: 1}}, "loc_can_tho_chau_doc": {"pieces": {g: 1}},
                 "kien_phong": {"pieces": kien_phong}}, first=faction.upper())


def test_4_4_3_second_ambush_takes_the_base_once_the_first_took_the_last_cube_ruling_178():
    """Kien Phong holds 1 ARVN Police and an ARVN Base.  The first Ambush (from
    Saigon-Can Tho) takes the Police; the second (from Can Tho-Chau Doc),
    resolved after it, finds the Base alone and takes it (Bases last, 4.4.3)."""
    g = _two_locs("nva", {"arvn_police": 1, "arvn_base": 1})
    move = (TWO_LOCS + "ambush(loc_saigon_can_tho, kien_phong, arvn_police) "
            "ambush(loc_can_tho_chau_doc, kien_phong, arvn_base)")
    assert g.check(move) == []
    assert pieces(g.apply(move), "kien_phong") == {}
    # legal offers the Base to the second Ambush once the first names the Police.
    got = g.legal(TWO_LOCS + "ambush(loc_saigon_can_tho, kien_phong, arvn_police)")["ambush"]
    assert got == ["ambush(loc_can_tho_chau_doc,kien_phong,arvn_base)"]


def test_4_4_3_the_base_stays_protected_while_a_cube_is_left_ruling_178():
    """With 2 Police, one Ambush takes a Police and 1 is still there: no
    order lets the other Ambush take the Base (Bases last, 4.4.3)."""
    g = _two_locs("nva", {"arvn_police": 2, "arvn_base": 1})
    move = (TWO_LOCS + "ambush(loc_saigon_can_tho, kien_phong, arvn_police) "
            "ambush(loc_can_tho_chau_doc, kien_phong, arvn_base)")
    assert sections(g.check(move)) == ["4.4.3"]
    got = g.legal(TWO_LOCS + "ambush(loc_saigon_can_tho, kien_phong, arvn_police)")["ambush"]
    assert got == ["ambush(loc_can_tho_chau_doc,kien_phong,arvn_police)"]


def test_4_4_3_two_ambushes_cannot_both_take_the_last_cube():
    """One Police: the Ambush resolved first takes it; the one after cannot
    take it again (1.4), and the Base is then open to it."""
    g = _two_locs("nva", {"arvn_police": 1, "arvn_base": 1})
    move = (TWO_LOCS + "ambush(loc_saigon_can_tho, kien_phong, arvn_police) "
            "ambush(loc_can_tho_chau_doc, kien_phong, arvn_police)")
    assert "1.4" in sections(g.check(move))


def test_4_5_3_vc_ambushes_resolve_in_order_too_ruling_178():
    """4.5.3: the VC Ambush as the NVA's, so the same order holds."""
    g = _two_locs("vc", {"us_troops": 1, "us_base": 1})
    move = (TWO_LOCS + "ambush(loc_saigon_can_tho, kien_phong, us_troops) "
            "ambush(loc_can_tho_chau_doc, kien_phong, us_base)")
    assert g.check(move) == []
    r = g.apply(move)
    assert pieces(r, "kien_phong") == {}
    assert r.state.casualties == {"us_base": 1, "us_troops": 1}


ATTACK_THERE = {"loc_saigon_can_tho": {"pieces": {"nva_guerrilla_underground": 1}},
                "kien_phong": {"pieces": {"arvn_police": 1, "arvn_base": 1}}}


def test_3_3_3_the_attack_takes_the_base_after_an_ambush_took_the_last_cube_ruling_178():
    """The NVA Attack with 2 Troops in Kien Phong removes 1 piece (3.3.3).  The
    Ambush from the LoC resolves first and takes the Police; the Attack then
    removes the Base, now the only COIN piece (Bases last)."""
    spaces = {**ATTACK_THERE, "kien_phong": {"pieces": {**ATTACK_THERE["kien_phong"]["pieces"], "nva_troops": 2}}}
    g = game(spaces, first="NVA")
    move = ("attack(loc_saigon_can_tho) ambush(loc_saigon_can_tho) attack(kien_phong) attack_troops(kien_phong) "
            "ambush(loc_saigon_can_tho, kien_phong, arvn_police) remove(attack, kien_phong, arvn_base, 1)")
    assert g.check(move) == []
    assert pieces(g.apply(move), "kien_phong") == {"nva_troops": 2}


def test_3_3_3_without_the_ambush_the_base_is_protected():
    """The other branch: the Ambush takes a piece elsewhere (the US Troop in
    Can Tho), so the Police still protects the Base from the Attack (3.3.3),
    which must take the Police (1 per 2 Troops, to the maximum extent)."""
    spaces = {**ATTACK_THERE, "can_tho": {"pieces": {"us_troops": 1}},
              "kien_phong": {"pieces": {**ATTACK_THERE["kien_phong"]["pieces"], "nva_troops": 2}}}
    g = game(spaces, first="NVA")
    base = "attack(loc_saigon_can_tho) ambush(loc_saigon_can_tho) attack(kien_phong) attack_troops(kien_phong) "
    move = base + "ambush(loc_saigon_can_tho, can_tho, us_troops) remove(attack, kien_phong, arvn_base, 1)"
    assert sections(g.check(move)) == ["3.3.3"]
    move = base + "ambush(loc_saigon_can_tho, can_tho, us_troops) remove(attack, kien_phong, arvn_police, 1)"
    assert g.check(move) == []


def test_3_1_an_attack_short_of_its_maximum_resolves_last_ruling_178():
    """4 NVA Troops remove 2 pieces (3.3.3, to the maximum extent).  Taking
    only the Police while the Ambush takes the Base has no order: the Ambush
    needs the Police gone first, and the Attack, then last, would find the Base
    open for its 2nd piece.  Taking both, the Ambush goes elsewhere."""
    spaces = {**ATTACK_THERE, "can_tho": {"pieces": {"us_troops": 1}},
              "kien_phong": {"pieces": {**ATTACK_THERE["kien_phong"]["pieces"], "nva_troops": 4}}}
    g = game(spaces, first="NVA")
    base = "attack(loc_saigon_can_tho) ambush(loc_saigon_can_tho) attack(kien_phong) attack_troops(kien_phong) "
    assert sections(g.check(base + "ambush(loc_saigon_can_tho, kien_phong, arvn_base) "
                           "remove(attack, kien_phong, arvn_police, 1)")) == ["3.3.3"]
    move = base + "ambush(loc_saigon_can_tho, can_tho, us_troops) remove(attack, kien_phong, arvn_police, 1) " \
        "remove(attack, kien_phong, arvn_base, 1)"
    assert g.check(move) == []
    assert pieces(g.apply(move), "kien_phong") == {"nva_troops": 4}


# A Guerrilla Attack in Kien Phong (1 NVA Guerrilla there: a roll of 1
# succeeds, 2-6 fail, 3.3.3) beside an Ambush from Saigon-Can Tho (4.4.3).
ROLLED = "attack(kien_phong) attack(loc_saigon_can_tho) ambush(loc_saigon_can_tho) "
HIT, MISS = (1,), (6,)


def _rolled(kien_phong):
    g = "nva_guerrilla_underground"
    return game({"loc_saigon_can_tho": {"pieces": {g: 1}},
                 "kien_phong": {"pieces": {g: 1, **kien_phong}}}, first="NVA")


def test_3_3_3_a_rolled_attack_never_opens_a_base_to_the_ambush_ruling_196():
    """The Attack is to take the Police, the Ambush the Base behind it.  On
    a failed roll (3.3.3) the Police stays and protects the Base (4.4.3:
    Bases last): the Ambush, its piece named before the roll, would have to
    take another.  A move stands for every roll (ruling 196), so check
    refuses it on either roll and legal does not offer the Base."""
    g = _rolled({"arvn_police": 1, "arvn_base": 1})
    move = ROLLED + "remove(attack, kien_phong, arvn_police, 1) ambush(loc_saigon_can_tho, kien_phong, arvn_base)"
    assert sections(g.check(move, dice=MISS)) == ["4.4.3"]
    assert sections(g.check(move, dice=HIT)) == ["4.4.3"]
    assert g.legal(ROLLED + "remove(attack, kien_phong, arvn_police, 1)") == {}


def test_3_3_3_the_ambush_takes_the_cube_and_the_attack_the_base_on_any_roll_ruling_196():
    """The other order: the Ambush (no roll, 4.4.3) takes the Police first,
    the Attack then removes the Base on a success, and nothing on a
    failure: legal for every roll, and legal offers it."""
    g = _rolled({"arvn_police": 1, "arvn_base": 1})
    move = ROLLED + "remove(attack, kien_phong, arvn_base, 1) ambush(loc_saigon_can_tho, kien_phong, arvn_police)"
    assert g.check(move, dice=HIT) == [] and g.check(move, dice=MISS) == []
    assert pieces(g.apply(move, dice=HIT), "kien_phong") == {"nva_guerrilla_active": 1}
    assert pieces(g.apply(move, dice=MISS), "kien_phong") == {"nva_guerrilla_active": 1, "arvn_base": 1}
    assert g.legal(ROLLED)["remove"] == ["remove(attack,kien_phong,arvn_base,1)"]


def test_3_3_3_the_ambush_never_takes_the_piece_the_rolled_attack_names_ruling_196():
    """The Attack names the Police (3.3.3, its pieces if the roll
    succeeds); an Ambush on the same Police would find it gone on a success
    (1.4) and take it only on a failure: refused on either roll.  On the US
    Troop beside it, legal on both."""
    g = _rolled({"arvn_police": 1, "us_troops": 1})
    base = ROLLED + "remove(attack, kien_phong, arvn_police, 1) "
    assert g.check(base + "ambush(loc_saigon_can_tho, kien_phong, arvn_police)", dice=MISS) != []
    assert g.check(base + "ambush(loc_saigon_can_tho, kien_phong, arvn_police)", dice=HIT) != []
    assert g.check(base + "ambush(loc_saigon_can_tho, kien_phong, us_troops)", dice=MISS) == []
    assert g.check(base + "ambush(loc_saigon_can_tho, kien_phong, us_troops)", dice=HIT) == []
    assert g.legal(base)["ambush"] == ["ambush(loc_saigon_can_tho,kien_phong,us_troops)"]
