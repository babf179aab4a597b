"""The general rules of the Non-players' actions (8.1, 8.1.1-8.1.3), clause
by clause."""

from fitl.nonplayer import decide

from .positions import alone, ask, box, position


def test_8_1_1_pieces_placed_only_while_available():
    """8.1.1: a Non-player carries out its actions only as long as the pieces
    they need are Available; it never takes them from elsewhere on the map
    (1.4.1 would let a player).  All 30 VC Guerrillas are on the map (none
    Available): the VC Rally places no Guerrilla, by taking one from the
    map or otherwise (its Base in Binh Dinh could place 3)."""
    g = position({"the_fishhook": {"pieces": {"vc_guerrilla_underground": 27}},
                  "binh_dinh": {"pieces": {"vc_base": 1, "vc_guerrilla_active": 1}},
                  "tay_ninh": {"pieces": {"vc_guerrilla_active": 2}}}, resources={"VC": 10})
    move = box(g, "rally", sas=False)
    assert move is not None and any(a.startswith("rally(") for a in move)
    assert not [a for a in move if a.startswith("from_map(")]
    assert not [a for a in move if a.startswith("rally(") and a.count(",") == 1]   # (rally(S, N): N placed)


QUIET = {"tay_ninh": {"pieces": {"vc_guerrilla_active": 1, "vc_base": 1}},
         "saigon": {"pieces": {"us_troops": 2, "us_base": 1}}}
COUP_NEXT = [125, 1]


def _event_q(card, faction, **tracks):
    only = {f: "eligible" if f == faction else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
    g = position(QUIET, current=card, deck=COUP_NEXT, eligibility=only, nonplayers=(faction,), **tracks)
    assert g.turn().to_act == faction
    return ask(g, "event_q", faction=faction)


def test_8_1_momentum_examples_taken_with_a_coup_next():
    """8.1's list of Momentum Events that do have an effect at once or in the
    Coup Round, so a Non-player takes them even with a Coup card next:
    Rolling Thunder (card 10, shaded for the VC: -5 ARVN Resources), Blowtorch
    Komer (card 16, unshaded for the US: Aid +10, and this Support Phase's
    Pacify), Bombing Pause (card 41, its one text for the US: 2 spaces set to
    Passive Support, Patronage +2)."""
    assert _event_q(10, "VC") == "yes"
    assert _event_q(16, "US") == "yes"
    assert _event_q(41, "US") == "yes"


def test_8_1_oriskany_with_a_coup_next_for_its_coup_round_effect():
    """8.1's example Oriskany (card 39, shaded for the VC): no Trail
    Degrade through the next Coup, a Coup Round effect.  With no US Troop
    Available (of the 40: 2 in Saigon, 28 Casualties, 10 Out of Play), its
    one immediate effect (an Available US Troop Out of Play) does nothing,
    and the Coup Round effect alone makes the VC take it."""
    assert _event_q(39, "VC", casualties={"us_troops": 28}) == "yes"


def test_8_1_a_free_limited_operation_by_event_stays_limited():
    """8.1 ("Operations Not Limited"): only the Sequence of Play's Limited
    Operation becomes a full Operation with a Special Activity; a free
    Limited Operation an Event grants stays one (2.3.5: 1 space, no Special
    Activity).  Card 103 Kent State, unshaded, played by the US Non-player:
    its free US LimOp Assaults 1 space only, of the 3 where the US Troops
    could each remove 2 enemies."""
    g = position({"binh_dinh": {"pieces": {"us_troops": 3, "vc_guerrilla_active": 2}},
                  "tay_ninh": {"pieces": {"us_troops": 3, "vc_guerrilla_active": 2}},
                  "quang_tri_thua_thien": {"pieces": {"us_troops": 3, "nva_troops": 2}},
                  "saigon": {"pieces": {"us_troops": 2, "arvn_police": 2}}},
                 current=103, nonplayers=("US",), casualties={"us_troops": 2})
    g = alone(g, "US", policy="lbj")
    after = g.apply("event(unshaded) ev_move(casualties,available,us_troops,2)", faction="US").game
    move = decide(after, "US").move.split()
    assert len([a for a in move if a.startswith("assault(")]) == 1
    assert all(a.startswith(("assault(", "remove(assault,")) for a in move)


def test_8_1_2_underground_special_forces_before_active_and_us_before_arvn():
    """8.1.2: of the enemy Guerrillas or Special Forces, the Underground
    first, and US before ARVN.  The NVA Attack Quang Nam with 2 Troops (1
    hit) against an Active and an Underground Irregular: the Underground
    one; with an Underground Ranger there too, still the US Irregular (as
    8.6.1's own tie-break for the NVA Attack also says)."""
    def attack(extra):
        pieces = {"nva_troops": 2, "us_irregular_active": 1, "us_irregular_underground": 1, **extra}
        g = alone(position({"quang_nam": {"pieces": pieces}}, resources={"NVA": 5}, nonplayers=("NVA",)), "NVA")
        return [a for a in box(g, "attack", faction="NVA", sas=False) if a.startswith("remove(")]
    assert attack({}) == ["remove(attack,quang_nam,us_irregular_underground,1)"]
    assert attack({"arvn_ranger_underground": 1}) == ["remove(attack,quang_nam,us_irregular_underground,1)"]


def test_8_1_1_to_the_maximum_extent_the_most_enemies_removed():
    """8.1.1 (actions to the maximum extent; ruling 139): among spaces the
    box's priorities leave equal, the most enemy pieces removed.  The NVA
    Attack with 1 Resource (1 space): 4 spaces each with 3 US Troops and 4
    NVA Troops (2 hits, 8.6.1's first bullet), but 6 NVA Troops (3 hits) in
    one of them: that one, whichever it is."""
    names = ["quang_nam", "binh_dinh", "kien_phong", "tay_ninh"]
    for big in names:
        spaces = {s: {"pieces": {"nva_troops": 6 if s == big else 4, "us_troops": 3}} for s in names}
        g = alone(position(spaces, resources={"NVA": 1}, nonplayers=("NVA",)), "NVA")
        move = box(g, "attack", faction="NVA", sas=False)
        assert [a for a in move if a.startswith("attack(")] == [f"attack({big})"]
        assert f"remove(attack,{big},us_troops,3)" in move
